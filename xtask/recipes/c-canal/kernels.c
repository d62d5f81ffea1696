/* Water-level kernels for the flight simulator: some loops vectorize, some cannot (gcc -fopt-info). */
#include <stddef.h>

void fill_chambers(double *restrict level, const double *restrict inflow, size_t n, double dt) {
    for (size_t i = 0; i < n; i++) level[i] += inflow[i] * dt;
}

double total_volume(const double *level, const double *area, size_t n) {
    double v = 0.0;
    for (size_t i = 0; i < n; i++) v += level[i] * area[i];
    return v;
}

void cascade(double *level, size_t n) {
    for (size_t i = 1; i < n; i++) level[i] = level[i] * 0.5 + level[i - 1] * 0.5;
}

int count_open(const int *gates, size_t n) {
    int open = 0;
    for (size_t i = 0; i < n; i++)
        if (gates[i] > 0) open++;
    return open;
}

void scatter_boats(int *berth, const int *slot, const int *boat, size_t n) {
    for (size_t i = 0; i < n; i++) berth[slot[i]] = boat[i];
}

void clamp_levels(float *level, size_t n, float lo, float hi) {
    for (size_t i = 0; i < n; i++) {
        if (level[i] < lo) level[i] = lo;
        else if (level[i] > hi) level[i] = hi;
    }
}

long checksum(const unsigned char *log, size_t n) {
    long s = 0;
    for (size_t i = 0; i < n; i++) s = s * 31 + log[i];
    return s;
}

void transpose_flight(double dst[64][64], double src[64][64]) {
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) dst[j][i] = src[i][j];
}

void smooth_profile(double *out, const double *in, size_t n) {
    for (size_t i = 2; i + 2 < n; i++)
        out[i] = (in[i - 2] + 2 * in[i - 1] + 3 * in[i] + 2 * in[i + 1] + in[i + 2]) / 9.0;
}

int first_dry(const double *level, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (level[i] <= 0.0) return (int)i;
    return -1;
}
