/* Kernels over survey points; some loops vectorize, some cannot. */
#include <stddef.h>

void kernel_01(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 1.0f + a[j];
}

void kernel_02(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 2.0f + a[j];
}

double kernel_03(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_04(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 4.0f + a[j];
}

void kernel_05(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 5.0f + a[j];
}

void kernel_06(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_07(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 7.0f + a[j];
}

void kernel_08(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 8.0f + a[j];
}

double kernel_09(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_10(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 10.0f + a[j];
}

void kernel_11(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 11.0f + a[j];
}

void kernel_12(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_13(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 13.0f + a[j];
}

void kernel_14(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 14.0f + a[j];
}

double kernel_15(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_16(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 16.0f + a[j];
}

void kernel_17(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 17.0f + a[j];
}

void kernel_18(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_19(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 19.0f + a[j];
}

void kernel_20(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 20.0f + a[j];
}

double kernel_21(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_22(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 22.0f + a[j];
}

void kernel_23(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 23.0f + a[j];
}

void kernel_24(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_25(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 25.0f + a[j];
}

void kernel_26(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 26.0f + a[j];
}

double kernel_27(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_28(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 28.0f + a[j];
}

void kernel_29(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 29.0f + a[j];
}

void kernel_30(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_31(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 31.0f + a[j];
}

void kernel_32(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 32.0f + a[j];
}

double kernel_33(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_34(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 34.0f + a[j];
}

void kernel_35(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 35.0f + a[j];
}

void kernel_36(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_37(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 37.0f + a[j];
}

void kernel_38(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 38.0f + a[j];
}

double kernel_39(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_40(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 40.0f + a[j];
}

void kernel_41(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 41.0f + a[j];
}

void kernel_42(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}

void kernel_43(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 43.0f + a[j];
}

void kernel_44(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 44.0f + a[j];
}

double kernel_45(const double *a, size_t n) {
    double s = 0;
    for (size_t j = 0; j < n; j++)
        s += a[j];
    return s;
}

void kernel_46(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 46.0f + a[j];
}

void kernel_47(float *restrict a, const float *restrict b, size_t n) {
    for (size_t j = 0; j < n; j++)
        a[j] = b[j] * 47.0f + a[j];
}

void kernel_48(double *a, const double *b, size_t n) {
    for (size_t j = 1; j < n; j++)
        a[j] = a[j - 1] * 0.5 + b[j];
}
