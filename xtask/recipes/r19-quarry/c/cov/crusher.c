/* Crusher settings: the gap for each feed size and the wear allowance. */
#include "quarry.h"

int crusher_gap(int feed_mm) {
    if (feed_mm <= 0)
        return -1;
    if (feed_mm < 40)
        return 10;
    if (feed_mm < 120)
        return feed_mm / 4;
    if (feed_mm < 400)
        return feed_mm / 3;
    return 150;
}

int wear_allowance(int hours) {
    int allowance = 0;
    for (int h = 0; h < hours; h += 100) {
        if (h > 2000)
            allowance += 2;
        else
            allowance += 1;
    }
    return allowance;
}

int jaw_reversal_due(int hours, int last_reversal) {
    if (hours - last_reversal > 1500)
        return 1;
    if (hours > 10000 && hours - last_reversal > 900)
        return 1;
    return 0;
}
