#include <stdio.h>
#include <math.h>
#include "metrics.h"

static const char *kind_name(enum metric_kind k)
{
    switch (k) {
    case METRIC_COUNTER: return "counter";
    case METRIC_GAUGE: return "gauge";
    case METRIC_HISTOGRAM: return "histogram";
    }
    return "untyped";
}

int export_prometheus(const struct registry *r, char *out, size_t len)
{
    size_t used = 0;
    char value[32];
    for (size_t i = 0; i < r->len; i++) {
        const struct metric *m = &r->items[i];
        format_metric_value(value, sizeof value, m->value);
        used += (size_t)snprintf(out + used, len - used, "# TYPE %s %s\n%s %s\n",
                                 m->name, kind_name(m->kind), m->name, value);
        if (m->kind == METRIC_HISTOGRAM) {
            double p99 = histogram_quantile(m, 0.99);
            used += (size_t)snprintf(out + used, len - used, "%s_p99 %.6g\n", m->name, p99);
        }
        if (used >= len)
            return -1;
    }
    return (int)used;
}

int export_json(const struct registry *r, char *out, size_t len)
{
    size_t used = (size_t)snprintf(out, len, "{\"version\":\"%s\",\"metrics\":[", metrics_version);
    for (size_t i = 0; i < r->len && used < len; i++) {
        const struct metric *m = &r->items[i];
        double digits = m->value > 0 ? floor(log10(m->value)) + 1 : 1;
        used += (size_t)snprintf(out + used, len - used, "%s{\"name\":\"%s\",\"value\":%.*f}",
                                 i ? "," : "", m->name, digits > 6 ? 0 : 3, m->value);
    }
    used += (size_t)snprintf(out + used, len - used, "]}");
    return used < len ? (int)used : -1;
}
