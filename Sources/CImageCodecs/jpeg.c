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
};

static void headless_error_exit(j_common_ptr info) {
    struct headless_error_manager *manager = (struct headless_error_manager *)info->err;
    longjmp(manager->escape, 1);
}

static void headless_output_message(j_common_ptr info) {
    (void)info; // warnings are not printed
}

int headless_jpeg_decode(const uint8_t *data, size_t length,
                         uint8_t **pixels, int *width, int *height) {
    if (data == NULL || length < 4 || pixels == NULL || width == NULL || height == NULL) return 1;
    struct jpeg_decompress_struct info;
    struct headless_error_manager manager;
    uint8_t *volatile result = NULL;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = headless_error_exit;
    manager.base.output_message = headless_output_message;
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&info);
        free(result);
        return 2;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return 3;
    }
    // At most 32768 pixels a side and 2^28 pixels, so that a forged header cannot ask for
    // more memory than an image could sensibly need.
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > 32768 ||
        info.image_height > 32768 || (uint64_t)info.image_width * info.image_height > (1u << 28)) {
        jpeg_destroy_decompress(&info);
        return 4;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    result = malloc(stride * info.output_height);
    if (result == NULL) {
        jpeg_destroy_decompress(&info);
        return 5;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = result + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = result;
    return 0;
}

int headless_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                         uint8_t **output, size_t *outputLength) {
    if (rgb == NULL || width <= 0 || height <= 0 || output == NULL || outputLength == NULL) return 1;
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
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *outputLength = (size_t)size;
    return 0;
}

void headless_jpeg_free(void *pointer) { free(pointer); }
