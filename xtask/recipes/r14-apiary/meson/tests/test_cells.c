#include <stdio.h>
#include "comb.h"
int main(void)
{
    int n = cells_per_side(420.0, 200.0);
    printf("cells_per_side(420, 200) = %d\n", n);
    return n == 3266 ? 0 : 1;
}
