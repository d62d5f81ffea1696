/* Runs 1000 simulated firings; the profile shows which branches ran. */
#include <stdio.h>

static int over_temp_alarms;

static int cone_for(int peak) {
    if (peak >= 1285) return 10;
    if (peak >= 1222) return 6;
    if (peak >= 1000) return 4;
    return 0;
}

static int vent_schedule(int minute, int cone) {
    if (cone == 10 && minute > 600) return 2;
    if (minute % 60 == 0) return 1;
    return 0;
}

static void alarm(int peak) {
    if (peak > 1300) over_temp_alarms++;
}

int main(void) {
    long vents = 0;
    int cones[11] = {0};
    for (int firing = 0; firing < 1000; firing++) {
        int peak = 1000 + (firing * 37) % 300;
        int cone = cone_for(peak);
        cones[cone]++;
        alarm(peak);
        for (int minute = 0; minute < 720; minute++) vents += vent_schedule(minute, cone);
    }
    printf("cone 6: %d, cone 10: %d, vents %ld, alarms %d\n", cones[6], cones[10], vents, over_temp_alarms);
    return 0;
}
