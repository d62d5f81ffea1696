#include <string.h>
#include "pgm.h"

void pgm_histogram(const pgm_image *img, size_t bins[256])
{
    memset(bins, 0, sizeof bins);
    for (int i = 0; i < img->width * img->height; i++)
        bins[img->pixels[i]]++;
}

double pgm_mean(const pgm_image *img)
{
    unsigned long long total = 0;
    for (int i = 0; i < img->width * img->height; i++)
        total += img->pixels[i];
    return img->width * img->height ? (double)total / (img->width * img->height) : 0.0;
}
