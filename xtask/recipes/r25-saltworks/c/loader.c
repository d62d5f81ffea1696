/* Prints every library's version; needs six shared libraries beside it in lib/. */
#include <stdio.h>
int brine_version(void), rake_version(void), sluice_version(void);
int crust_version(void), tide_version(void), scale_version(void);
int main(void)
{
    printf("%d %d %d %d %d %d\n", brine_version(), rake_version(), sluice_version(),
           crust_version(), tide_version(), scale_version());
    return 0;
}
