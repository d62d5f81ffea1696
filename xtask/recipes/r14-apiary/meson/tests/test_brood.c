#include <stdio.h>
#include <stdlib.h>
#include "comb.h"
int main(void)
{
    int *brood = NULL;
    printf("brood frames: checking pattern\n");
    fflush(stdout);
    if (capped_ratio(1, 1) > 0.5)
        brood[3] = cells_per_side(10, 10); /* segfaults */
    return 0;
}
