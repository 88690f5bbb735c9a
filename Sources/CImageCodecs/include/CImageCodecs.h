#ifndef C_IMAGE_CODECS_H
#define C_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// What one JPEG decode may spend, checked from the header before anything is allocated.
/// A limit of 0 means no limit.
typedef struct {
    /// The most pixels (width × height) the image may have.
    uint64_t max_pixels;
    /// The most bytes the decode may hold at once: the RGBA bitmap plus, for a progressive
    /// or multi-scan image, libjpeg's whole-image coefficient buffer.
    uint64_t max_bytes;
    /// The most scans (SOS markers) a progressive image may have.
    int max_scans;
} headless_jpeg_limits;

/// What headless_jpeg_decode returns.
enum {
    HEADLESS_JPEG_OK = 0,
    /// A null argument or fewer than four bytes.
    HEADLESS_JPEG_BAD_ARGUMENT = 1,
    /// libjpeg stopped on damaged data.
    HEADLESS_JPEG_DAMAGED = 2,
    /// No readable header.
    HEADLESS_JPEG_NO_HEADER = 3,
    /// A dimension of zero or over 32768.
    HEADLESS_JPEG_BAD_SIZE = 4,
    /// The bitmap could not be allocated.
    HEADLESS_JPEG_NO_MEMORY = 5,
    /// More pixels than limits->max_pixels; nothing was allocated.
    HEADLESS_JPEG_OVER_PIXELS = 6,
    /// More bytes than limits->max_bytes; nothing was allocated.
    HEADLESS_JPEG_OVER_BYTES = 7,
    /// More scans than limits->max_scans; the decode stopped at the first scan over.
    HEADLESS_JPEG_OVER_SCANS = 8,
    /// A colour space other than greyscale, YCbCr/RGB, CMYK or YCCK.
    HEADLESS_JPEG_UNSUPPORTED_COLOR = 9,
};

/// What a decode learned from the header, filled in whenever the header was read (also when
/// the image is refused), for messages.
typedef struct {
    int width;
    int height;
    /// The bytes the decode needs at once (see headless_jpeg_limits.max_bytes).
    uint64_t bytes;
    /// Whether the image is progressive (or otherwise multi-scan).
    int progressive;
    /// Whether its colours are CMYK or YCCK (converted to RGB).
    int cmyk;
} headless_jpeg_info;

/// Decodes a JPEG into 8-bit RGBA (alpha 255), rows top to bottom, within `limits` (NULL for
/// none). Greyscale, YCbCr, RGB, CMYK and YCCK images are read; CMYK and YCCK are converted to
/// RGB, reading Adobe's inverted CMYK when the file has an Adobe marker. Returns
/// HEADLESS_JPEG_OK and sets *pixels (free with headless_jpeg_free), or another code of the
/// enum above with nothing to free. `info` (may be NULL) is filled once the header is read.
/// libjpeg's errors are caught: never exits.
int headless_jpeg_decode(const uint8_t *data, size_t length, const headless_jpeg_limits *limits,
                         uint8_t **pixels, headless_jpeg_info *info);

/// Encodes 8-bit RGB pixels (3 bytes a pixel, rows top to bottom) as a baseline JPEG at a
/// quality of 1-100. Returns 0 on success and sets *output (free with headless_jpeg_free) and
/// *outputLength.
int headless_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                         uint8_t **output, size_t *outputLength);

/// For tests: encodes 8-bit CMYK pixels (4 bytes a pixel) as a JPEG stored as CMYK
/// (`ycck` 0) or YCCK (`ycck` 1), with the Adobe marker libjpeg writes for both. The bytes are
/// stored as given, so pass inverted values (255 - ink) to write what Photoshop writes.
int headless_jpeg_encode_cmyk_for_testing(const uint8_t *cmyk, int width, int height, int ycck,
                                          uint8_t **output, size_t *outputLength);

/// For tests: encodes 8-bit greyscale pixels as a progressive JPEG of 64 × (bits + 1) scans:
/// each coefficient (DC and the 63 AC) sent alone, its top part first and then `bits` scans
/// refining it one bit at a time (`bits` 0 to 10), a legal scan script libjpeg accepts.
int headless_jpeg_encode_many_scans_for_testing(const uint8_t *gray, int width, int height, int bits,
                                                uint8_t **output, size_t *outputLength);

/// Frees memory returned by the functions above.
void headless_jpeg_free(void *pointer);

#endif
