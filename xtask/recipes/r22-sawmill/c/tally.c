/* Prints a kiln tally of 400 boards; row 217's correction is read before it is ever set. */
#include <stdio.h>

struct reading {
    int board;
    double moisture;
    double correction;
};

static double corrected(const struct reading *r) {
    if (r->correction > 0.5) {
        return r->moisture - r->correction;
    }
    return r->moisture;
}

int main(void) {
    struct reading rows[400];
    for (int i = 0; i < 400; i++) {
        rows[i].board = 1 + i;
        rows[i].moisture = 8.0 + (i * 37 % 110) / 10.0;
        if (i != 216) {
            rows[i].correction = (i % 9) / 10.0;
        }
    }
    double total = 0;
    for (int i = 0; i < 400; i++) {
        double m = corrected(&rows[i]);
        total += m;
        printf("B-%04d moisture %5.1f%% corrected %5.1f%%\n", rows[i].board, rows[i].moisture, m);
    }
    printf("mean moisture %.2f%% over 400 boards\n", total / 400);
    return 0;
}
