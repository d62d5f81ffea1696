#ifndef RING_H
#define RING_H

#include <stddef.h>

struct sample {
    int sensor;
    int value;
};

struct ring {
    struct sample *slots;
    size_t cap;
    size_t head;
    size_t len;
    char *label;
};

struct ring *ring_new(size_t cap, const char *label);
void ring_push(struct ring *r, int sensor, int value);
const struct sample *ring_at(const struct ring *r, size_t i);
double ring_average(const struct ring *r, size_t window);
void ring_free(struct ring *r);

char *format_report(const struct ring *r);
int count_alarms(const struct ring *r, int threshold);
struct sample *snapshot(const struct ring *r);

#endif
