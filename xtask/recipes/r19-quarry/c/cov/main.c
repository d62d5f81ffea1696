/* Exercises the quarry tools once (a smoke run, not a test suite). */
#include <stdio.h>
#include "quarry.h"

int main(void) {
    double gross[] = {31.5, 28.0, 40.2};
    double tare[] = {11.0, 12.5, 11.2};
    printf("gap %d\n", crusher_gap(90));
    printf("wear %d\n", wear_allowance(800));
    printf("total %.1f\n", day_total(gross, tare, 3));
    printf("charge %.1f delay %d\n", charge_kg(12, 3), delay_ms(30));
    printf("misfire %d\n", misfire_check(30, 30));
    return 0;
}
