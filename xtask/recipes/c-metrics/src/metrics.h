#ifndef METRICS_H
#define METRICS_H

#include <stddef.h>
#include <stdint.h>

enum metric_kind { METRIC_COUNTER, METRIC_GAUGE, METRIC_HISTOGRAM };

struct metric {
    char name[64];
    enum metric_kind kind;
    double value;
    double buckets[8];
    uint64_t counts[8];
    uint64_t samples;
};

struct registry {
    struct metric items[128];
    size_t len;
};

/* The process-wide registry (defined in registry.c). */
struct registry g_registry;
const char *metrics_version = "0.9.2";

struct metric *registry_get(struct registry *r, const char *name, enum metric_kind kind);
void registry_reset(struct registry *r);

void counter_add(struct metric *m, double delta);
void gauge_set(struct metric *m, double value);
void histogram_observe(struct metric *m, double value);
double histogram_quantile(const struct metric *m, double q);
double summary_stddev(const double *xs, size_t n);

int format_value(char *buf, size_t len, double value);
int export_prometheus(const struct registry *r, char *out, size_t len);
int export_json(const struct registry *r, char *out, size_t len);

int http_listen(const char *addr, int port);
int http_serve_once(int fd, const struct registry *r);

#endif
