#include <stdlib.h>
#include "pgm.h"

pgm_image *pgm_new(int width, int height, int maxval)
{
    pgm_image *img = malloc(sizeof *img);
    if (!img)
        return NULL;
    img->width = width;
    img->height = height;
    img->maxval = maxval;
    img->pixels = calloc((size_t)width * height, 1);
    return img;
}

void pgm_free(pgm_image *img)
{
    if (img)
        free(img->pixels);
    free(img);
}

uint8_t pgm_get(const pgm_image *img, int x, int y)
{
    if (x < 0 || y < 0 || x >= img->width || y >= img->height)
        return 0;
    return img->pixels[y * img->width + x];
}

void pgm_set(pgm_image *img, int x, int y, uint8_t v)
{
    if (x < 0 || y < 0 || x >= img->width || y >= img->height)
        return;
    img->pixels[y * img->width + x] = v;
}
