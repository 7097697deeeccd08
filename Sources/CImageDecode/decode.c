#include "CImageDecode.h"
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// libpng's simplified API reads the header first, so the size is checked before decoding.
static int decode_png(const uint8_t *bytes, size_t length, size_t max_pixels, uint8_t **pixels,
                      uint32_t *width, uint32_t *height) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes, length)) return -1;
  if (image.width == 0 || image.height == 0 ||
      (size_t)image.width * (size_t)image.height > max_pixels) {
    png_image_free(&image);
    return -1;
  }
  image.format = PNG_FORMAT_RGBA;
  uint8_t *buffer = malloc(PNG_IMAGE_SIZE(image));
  if (!buffer) {
    png_image_free(&image);
    return -1;
  }
  if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
    free(buffer);
    png_image_free(&image);
    return -1;
  }
  *pixels = buffer;
  *width = image.width;
  *height = image.height;
  return 0;
}

// libjpeg reports errors by calling error_exit, which must not return: it jumps back here.
struct jpeg_failure {
  struct jpeg_error_mgr manager;
  jmp_buf back;
};

static void jpeg_fail(j_common_ptr info) { longjmp(((struct jpeg_failure *)info->err)->back, 1); }
static void jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

static int decode_jpeg(const uint8_t *bytes, size_t length, size_t max_pixels, uint8_t **pixels,
                       uint32_t *width, uint32_t *height) {
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure;
  uint8_t *volatile buffer = NULL;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  failure.manager.emit_message = jpeg_quiet;
  if (setjmp(failure.back)) {
    jpeg_destroy_decompress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes, (unsigned long)length);
  jpeg_read_header(&info, TRUE);
  if (info.image_width == 0 || info.image_height == 0 ||
      (size_t)info.image_width * (size_t)info.image_height > max_pixels) {
    jpeg_destroy_decompress(&info);
    return -1;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  buffer = malloc(stride * info.output_height);
  if (!buffer) longjmp(failure.back, 1);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = info.output_width;
  *height = info.output_height;
  *pixels = buffer;
  jpeg_destroy_decompress(&info);
  return 0;
}

int cimg_decode(const uint8_t *bytes, size_t length, size_t max_pixels, uint8_t **pixels,
                uint32_t *width, uint32_t *height) {
  static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  if (length >= 8 && memcmp(bytes, png_signature, 8) == 0)
    return decode_png(bytes, length, max_pixels, pixels, width, height);
  if (length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF)
    return decode_jpeg(bytes, length, max_pixels, pixels, width, height);
  return -1;
}
