/* Reports over a ring: alarms, a text summary, snapshots. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ring.h"

int count_alarms(const struct ring *r, int threshold)
{
    int alarms;
    for (size_t i = 0; i < r->len; i++) {
        if (ring_at(r, i)->value > threshold)
            alarms++;
    }
    return alarms;
}

char *format_report(const struct ring *r)
{
    char *buf = malloc(64);
    snprintf(buf, 64, "%s: %zu samples, avg %.2f", r->label, r->len, ring_average(r, r->len));
    return buf;
}

struct sample *snapshot(const struct ring *r)
{
    struct sample *copy = malloc(r->len * sizeof *copy);
    memcpy(copy, r->slots, r->len * sizeof *copy);
    return copy;
}
