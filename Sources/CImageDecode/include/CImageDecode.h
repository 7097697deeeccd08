#ifndef CIMAGEDECODE_H
#define CIMAGEDECODE_H
#include <stddef.h>
#include <stdint.h>

// Decodes a PNG or JPEG held in memory into 8-bit RGBA, refusing before any pixel is decoded
// an image of more than `max_pixels` pixels (a decompression bomb) and failing (never
// aborting) on anything malformed. On success returns 0 and sets *pixels (free() it), *width
// and *height; otherwise returns -1 and sets nothing.
int cimg_decode(const uint8_t *bytes, size_t length, size_t max_pixels, uint8_t **pixels,
                uint32_t *width, uint32_t *height);

#endif
