#include <stdio.h>
#include "comb.h"
int main(void)
{
    double r = capped_ratio(2900, 3266);
    printf("capped_ratio(2900, 3266) = %.3f\n", r);
    if (r < 0.9) {
        fprintf(stderr, "capping check failed: ratio %.3f below 0.900 for frame Linden-North-07/4\n", r);
        return 3;
    }
    return 0;
}
