#include <stdio.h>
#include <math.h>
#include "metrics.h"

/* Prometheus text format: integers without a fraction, NaN and infinities spelled out. */
int format_value(char *buf, size_t len, double value)
{
    if (isnan(value))
        return snprintf(buf, len, "NaN");
    if (isinf(value))
        return snprintf(buf, len, value > 0 ? "+Inf" : "-Inf");
    if (value == (double)(long long)value)
        return snprintf(buf, len, "%lld", (long long)value);
    return snprintf(buf, len, "%.17g", value);
}
