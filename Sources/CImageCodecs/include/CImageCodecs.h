#ifndef C_IMAGE_CODECS_H
#define C_IMAGE_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a JPEG into 8-bit RGBA (alpha 255), rows top to bottom. Returns 0 on success and
/// sets *pixels (free with headless_jpeg_free), *width and *height; returns nonzero for data
/// that is not a readable JPEG, with nothing to free. libjpeg's errors are caught: never exits.
int headless_jpeg_decode(const uint8_t *data, size_t length,
                         uint8_t **pixels, int *width, int *height);

/// Encodes 8-bit RGB pixels (3 bytes a pixel, rows top to bottom) as a baseline JPEG at a
/// quality of 1-100. Returns 0 on success and sets *output (free with headless_jpeg_free) and
/// *outputLength.
int headless_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                         uint8_t **output, size_t *outputLength);

/// Frees memory returned by the functions above.
void headless_jpeg_free(void *pointer);

#endif
