/* The weighbridge: reads four load cells and calibrates them for the air temperature. */
#include <stdio.h>
double gauge_read(int cell);
double gauge_calibrate_v2(double raw, double celsius);
int main(void) {
    double total = 0;
    for (int cell = 0; cell < 4; cell++) total += gauge_calibrate_v2(gauge_read(cell), 12.0);
    printf("%.1f\n", total);
    return 0;
}
