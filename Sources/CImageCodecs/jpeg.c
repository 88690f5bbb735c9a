// JPEG reading and writing through libjpeg(-turbo). libjpeg reports errors by calling
// error_exit, whose default ends the process; here it jumps back to the caller instead, so
// corrupt data gives an error code. Swift cannot use setjmp, which is why this is C.
#include "CImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct headless_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    /// Set before jumping out for a refusal (HEADLESS_JPEG_OVER_SCANS); 0 for libjpeg's errors.
    int refusal;
};

static void headless_error_exit(j_common_ptr info) {
    struct headless_error_manager *manager = (struct headless_error_manager *)info->err;
    longjmp(manager->escape, 1);
}

static void headless_output_message(j_common_ptr info) {
    (void)info; // warnings are not printed
}

/// Counts scans as libjpeg reads them: libjpeg calls the monitor before reading each part
/// (an iMCU row or a marker) of a multi-scan image, so the decode stops at the first scan
/// over the limit, through the error handler, before it is decoded.
struct headless_progress {
    struct jpeg_progress_mgr base;
    int max_scans;
};

static void headless_progress_monitor(j_common_ptr common) {
    if (!common->is_decompressor) return;
    j_decompress_ptr info = (j_decompress_ptr)common;
    struct headless_progress *progress = (struct headless_progress *)info->progress;
    if (progress->max_scans > 0 && info->input_scan_number > progress->max_scans) {
        ((struct headless_error_manager *)info->err)->refusal = HEADLESS_JPEG_OVER_SCANS;
        (*info->err->error_exit)(common);
    }
}

/// The bytes a decode holds at once: the RGBA bitmap, and for a multi-scan image libjpeg's
/// coefficient buffer, which keeps every DCT block of the image (64 coefficients of 2 bytes,
/// each component padded to whole MCUs) until the last scan is in.
static uint64_t headless_jpeg_bytes_needed(j_decompress_ptr info, int multiscan) {
    uint64_t bytes = (uint64_t)info->image_width * info->image_height * 4;
    if (!multiscan) return bytes;
    for (int ci = 0; ci < info->num_components; ci++) {
        jpeg_component_info *component = &info->comp_info[ci];
        uint64_t h = (uint64_t)component->h_samp_factor, v = (uint64_t)component->v_samp_factor;
        if (h == 0 || v == 0) continue;
        uint64_t across = ((uint64_t)component->width_in_blocks + h - 1) / h * h;
        uint64_t down = ((uint64_t)component->height_in_blocks + v - 1) / v * v;
        bytes += across * down * DCTSIZE2 * sizeof(JCOEF);
    }
    return bytes;
}

/// CMYK to RGBA in place (both four bytes a pixel). Adobe's applications write CMYK inverted
/// (255 is no ink) and mark the file with an Adobe APP14 marker; files without the marker
/// are read as plain CMYK (255 is full ink), as libjpeg-based decoders (Skia, ImageMagick) do.
static void headless_cmyk_to_rgba(uint8_t *row, size_t pixels, int inverted) {
    for (size_t i = 0; i < pixels; i++) {
        uint8_t *p = row + i * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

int headless_jpeg_decode(const uint8_t *data, size_t length, const headless_jpeg_limits *limits,
                         uint8_t **pixels, headless_jpeg_info *details) {
    if (data == NULL || length < 4 || pixels == NULL) return HEADLESS_JPEG_BAD_ARGUMENT;
    struct jpeg_decompress_struct info;
    struct headless_error_manager manager;
    struct headless_progress progress;
    uint8_t *volatile result = NULL;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = headless_error_exit;
    manager.base.output_message = headless_output_message;
    manager.refusal = 0;
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&info);
        free(result);
        return manager.refusal != 0 ? manager.refusal : HEADLESS_JPEG_DAMAGED;
    }
    jpeg_create_decompress(&info);
    progress.base.progress_monitor = headless_progress_monitor;
    progress.max_scans = limits != NULL ? limits->max_scans : 0;
    info.progress = &progress.base;
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_NO_HEADER;
    }
    int multiscan = info.progressive_mode || info.comps_in_scan < info.num_components;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    uint64_t pixelCount = (uint64_t)info.image_width * info.image_height;
    uint64_t bytes = headless_jpeg_bytes_needed(&info, multiscan);
    if (details != NULL) {
        details->width = (int)(info.image_width > 0x7FFFFFFF ? 0x7FFFFFFF : info.image_width);
        details->height = (int)(info.image_height > 0x7FFFFFFF ? 0x7FFFFFFF : info.image_height);
        details->bytes = bytes;
        details->progressive = multiscan;
        details->cmyk = cmyk;
    }
    // At most 32768 pixels a side, as CGImage holds; then the budgets, from the header alone,
    // before anything is allocated.
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > 32768 || info.image_height > 32768) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_BAD_SIZE;
    }
    if (limits != NULL && limits->max_pixels > 0 && pixelCount > limits->max_pixels) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_OVER_PIXELS;
    }
    if (limits != NULL && limits->max_bytes > 0 && bytes > limits->max_bytes) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_OVER_BYTES;
    }
    // libjpeg's own memory manager is held to the same budget, should its buffers outgrow
    // the estimate (it then stops with an error instead of allocating).
    if (limits != NULL && limits->max_bytes > 0) info.mem->max_memory_to_use = (long)limits->max_bytes;
    switch (info.jpeg_color_space) {
    case JCS_GRAYSCALE: case JCS_YCbCr: case JCS_RGB:
        info.out_color_space = JCS_EXT_RGBA;
        break;
    case JCS_CMYK: case JCS_YCCK:
        info.out_color_space = JCS_CMYK;
        break;
    default:
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_UNSUPPORTED_COLOR;
    }
    jpeg_start_decompress(&info);
    if (info.output_components != 4) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_UNSUPPORTED_COLOR;
    }
    size_t stride = (size_t)info.output_width * 4;
    result = malloc(stride * info.output_height);
    if (result == NULL) {
        jpeg_destroy_decompress(&info);
        return HEADLESS_JPEG_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = result + stride * info.output_scanline;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) break;
        if (cmyk) headless_cmyk_to_rgba(row, info.output_width, info.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&info);
    if (details != NULL) {
        details->width = (int)info.output_width;
        details->height = (int)info.output_height;
    }
    jpeg_destroy_decompress(&info);
    *pixels = result;
    return HEADLESS_JPEG_OK;
}

/// What one encode writes: the pixels' layout and colour spaces, the quality, and an
/// optional scan script (a progressive file).
struct headless_encoding {
    const uint8_t *pixels;
    int width, height, components;
    J_COLOR_SPACE input, stored;
    int quality;
    const jpeg_scan_info *scans;
    int scanCount;
};

/// The one encoder behind the public and the test-only entry points: 0 on success with the
/// file in `*output` (free with `headless_jpeg_free`), 2 when libjpeg failed.
static int headless_encode(const struct headless_encoding *encoding, uint8_t **output, size_t *outputLength) {
    struct jpeg_compress_struct info;
    struct headless_error_manager manager;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = headless_error_exit;
    manager.base.output_message = headless_output_message;
    if (setjmp(manager.escape)) {
        // Encoding valid pixels does not fail; if it did, the partial buffer is abandoned.
        jpeg_destroy_compress(&info);
        return 2;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)encoding->width;
    info.image_height = (JDIMENSION)encoding->height;
    info.input_components = encoding->components;
    info.in_color_space = encoding->input;
    jpeg_set_defaults(&info);
    if (encoding->stored != encoding->input) jpeg_set_colorspace(&info, encoding->stored);
    int quality = encoding->quality;
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    if (encoding->scans != NULL) {
        info.scan_info = encoding->scans;
        info.num_scans = encoding->scanCount;
    }
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)encoding->width * (size_t)encoding->components;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(encoding->pixels + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *outputLength = (size_t)size;
    return 0;
}

int headless_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                         uint8_t **output, size_t *outputLength) {
    if (rgb == NULL || width <= 0 || height <= 0 || output == NULL || outputLength == NULL) return 1;
    struct headless_encoding encoding = { rgb, width, height, 3, JCS_RGB, JCS_RGB, quality, NULL, 0 };
    return headless_encode(&encoding, output, outputLength);
}

int headless_jpeg_encode_cmyk_for_testing(const uint8_t *cmyk, int width, int height, int ycck,
                                          uint8_t **output, size_t *outputLength) {
    if (cmyk == NULL || width <= 0 || height <= 0 || output == NULL || outputLength == NULL) return 1;
    struct headless_encoding encoding = { cmyk, width, height, 4, JCS_CMYK, ycck ? JCS_YCCK : JCS_CMYK, 95, NULL, 0 };
    return headless_encode(&encoding, output, outputLength);
}

int headless_jpeg_encode_many_scans_for_testing(const uint8_t *gray, int width, int height, int bits,
                                                uint8_t **output, size_t *outputLength) {
    if (gray == NULL || width <= 0 || height <= 0 || bits < 0 || bits > 10 || output == NULL || outputLength == NULL) return 1;
    int count = DCTSIZE2 * (bits + 1);
    jpeg_scan_info *scans = calloc((size_t)count, sizeof(jpeg_scan_info));
    if (scans == NULL) return 3;
    int index = 0;
    for (int coefficient = 0; coefficient < DCTSIZE2; coefficient++) {
        for (int high = 0; high <= bits; high++) {
            jpeg_scan_info *scan = &scans[index++];
            scan->comps_in_scan = 1;
            scan->component_index[0] = 0;
            scan->Ss = coefficient;
            scan->Se = coefficient;
            // The first scan sends the bits above `bits`; each later one refines by one bit.
            scan->Ah = high == 0 ? 0 : bits - high + 1;
            scan->Al = bits - high;
        }
    }
    struct headless_encoding encoding = { gray, width, height, 1, JCS_GRAYSCALE, JCS_GRAYSCALE, 75, scans, count };
    int status = headless_encode(&encoding, output, outputLength);
    free(scans);
    return status;
}

void headless_jpeg_free(void *pointer) { free(pointer); }
