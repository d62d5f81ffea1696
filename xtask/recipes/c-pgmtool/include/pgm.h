#ifndef PGM_H
#define PGM_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    int width;
    int height;
    int maxval;
    uint8_t *pixels;
} pgm_image;

pgm_image *pgm_new(int width, int height, int maxval);
void pgm_free(pgm_image *img);
uint8_t pgm_get(const pgm_image *img, int x, int y);
void pgm_set(pgm_image *img, int x, int y, uint8_t v);

pgm_image *pgm_read(const char *path);
int pgm_write(const pgm_image *img, const char *path);

void pgm_blur(pgm_image *img, int radius);
void pgm_threshold(pgm_image *img, uint8_t level);
void pgm_invert(pgm_image *img);

void pgm_histogram(const pgm_image *img, size_t bins[256]);
double pgm_mean(const pgm_image *img);

#endif
