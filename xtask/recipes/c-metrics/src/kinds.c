#include <math.h>
#include "metrics.h"

static const double default_buckets[8] = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0};

void counter_add(struct metric *m, double delta)
{
    if (delta > 0)
        m->value += delta;
}

void gauge_set(struct metric *m, double value)
{
    m->value = value;
}

void histogram_observe(struct metric *m, double value)
{
    if (m->samples == 0)
        for (int i = 0; i < 8; i++)
            m->buckets[i] = default_buckets[i];
    for (int i = 0; i < 8; i++)
        if (value <= m->buckets[i])
            m->counts[i]++;
    m->samples++;
    m->value += value;
}

double histogram_quantile(const struct metric *m, double q)
{
    double rank = ceil(q * (double)m->samples);
    for (int i = 0; i < 8; i++)
        if ((double)m->counts[i] >= rank)
            return m->buckets[i];
    return INFINITY;
}

double summary_stddev(const double *xs, size_t n)
{
    double mean = 0, acc = 0;
    for (size_t i = 0; i < n; i++)
        mean += xs[i] / (double)n;
    for (size_t i = 0; i < n; i++)
        acc += (xs[i] - mean) * (xs[i] - mean);
    return sqrt(acc / (double)n);
}
