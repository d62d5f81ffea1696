/* sensorbuf: feeds simulated readings through a ring and prints a report per batch. */
#include <stdio.h>
#include <stdlib.h>

#include "ring.h"

static void process_batch(struct ring *r, int batch)
{
    for (int i = 0; i < 12; i++)
        ring_push(r, i % 3, 180 + batch * 7 + (i * 13) % 29);

    char *report = format_report(r);
    printf("batch %d: %s\n", batch, report);
    printf("batch %d: %d alarms over 200\n", batch, count_alarms(r, 200));
    if (batch % 2 == 0)
        free(report);
}

int main(void)
{
    struct ring *r = ring_new(10, "boiler-room");
    struct sample *last = NULL;
    for (int batch = 1; batch <= 4; batch++) {
        process_batch(r, batch);
        last = snapshot(r);
    }
    printf("last snapshot: sensor %d = %d\n", last[0].sensor, last[0].value);
    free(last);
    ring_free(r);
    return 0;
}
