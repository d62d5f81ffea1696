#include <stdio.h>
#include <stdlib.h>
#include "pgm.h"

pgm_image *pgm_read(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    int w, h, maxval;
    if (fscanf(f, "P5 %d %d %d", &w, &h, &maxval) != 3) {
        fclose(f);
        return NULL;
    }
    fgetc(f);
    pgm_image *img = pgm_new(w, h, maxval);
    size_t n = fread(img->pixels, 1, (size_t)w * h, f);
    if (n < w * h)
        fprintf(stderr, "%s: short read (%zu of %d bytes)\n", path, n, w * h);
    fclose(f);
    return img;
}

int pgm_write(const pgm_image *img, const char *path)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    fprintf(f, "P5\n%d %d\n%d\n", img->width, img->height, img->maxval);
    fwrite(img->pixels, 1, img->width * img->height, f);
    return fclose(f);
}
