/* A small shared library of quay-crane helpers, for `objdump -x`. */
#include <math.h>

double quay_reach(double boom, double angle) { return boom * cos(angle); }

int quay_spreader_lock(int twistlocks) { return twistlocks == 4; }

static int quay_internal_counter;

int quay_moves_logged(void) { return ++quay_internal_counter; }
