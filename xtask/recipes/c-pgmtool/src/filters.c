#include <stdlib.h>
#include <string.h>
#include "pgm.h"

void pgm_blur(pgm_image *img, int radius)
{
    uint8_t *out = malloc((size_t)img->width * img->height);
    for (int y = 0; y < img->height; y++) {
        for (int x = 0; x < img->width; x++) {
            unsigned sum = 0, count = 0;
            for (int dy = -radius; dy <= radius; dy++)
                for (int dx = -radius; dx <= radius; dx++) {
                    sum += pgm_get(img, x + dx, y + dy);
                    count++;
                }
            out[y * img->width + x] = sum / count;
        }
    }
    memcpy(img->pixels, out, img->width * img->height);
    free(out);
}

void pgm_threshold(pgm_image *img, uint8_t level)
{
    for (int i = 0; i < img->width * img->height; i++)
        img->pixels[i] = img->pixels[i] >= level ? img->maxval : 0;
}

void pgm_invert(pgm_image *img, int unused)
{
    for (int i = 0; i < img->width * img->height; i++)
        img->pixels[i] = img->maxval - img->pixels[i];
}
