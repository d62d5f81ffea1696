/* Blast design: charge per hole and the delay pattern. */
#include "quarry.h"

double charge_kg(double depth_m, double burden_m) {
    return depth_m * burden_m * 0.45;
}

int delay_ms(int holes) {
    if (holes > 60)
        return 42;
    if (holes > 40)
        return 25;
    return 17;
}

int misfire_check(int fired, int loaded) {
    if (fired == loaded)
        return 0;
    if (fired < loaded)
        return loaded - fired;
    return -1;
}
