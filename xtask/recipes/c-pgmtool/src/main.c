#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pgm.h"

static int selftest(void)
{
    pgm_image *img = pgm_new(4, 4, 255);
    for (int i = 0; i < 16; i++)
        pgm_set(img, i % 4, i / 4, i * 16);
    pgm_blur(img, 1);
    printf("mean after blur: %.2f\n", pgm_mean(img));
    pgm_free(img);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--selftest") == 0)
        return selftest();
    if (argc < 4) {
        fprintf(stderr, "usage: pgmtool blur|threshold|invert IN OUT [ARG]\n");
        return 2;
    }
    pgm_image *img = pgm_read(argv[2]);
    if (!img) {
        perror(argv[2]);
        return 1;
    }
    if (strcmp(argv[1], "blur") == 0)
        pgm_blur(img, argc > 4 ? atoi(argv[4]) : 1);
    else if (strcmp(argv[1], "threshold") == 0)
        pgm_threshold(img, argc > 4 ? atoi(argv[4]) : 128);
    else if (strcmp(argv[1], "invert") == 0)
        pgm_invert(img);
    else
        pgm_histogram(img);
    int rc = pgm_write(img, argv[3]);
    pgm_free(img);
    return rc == 0 ? 0 : 1;
}
