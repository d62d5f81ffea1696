#include <stdio.h>
#include "comb.h"
int main(void)
{
    double g = wax_grams(3266);
    printf("wax_grams(3266) = %.4f\n", g);
    if (g < 4.0 || g > 4.5) {
        fprintf(stderr, "expected wax between 4.0 and 4.5 g, got %.4f\n", g);
        return 1;
    }
    return 0;
}
