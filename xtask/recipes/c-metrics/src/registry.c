#include <string.h>
#include "metrics.h"

struct metric *registry_get(struct registry *r, const char *name, enum metric_kind kind)
{
    for (size_t i = 0; i < r->len; i++) {
        if (strcmp(r->items[i].name, name) == 0)
            return &r->items[i];
    }
    if (r->len == sizeof r->items / sizeof r->items[0])
        return NULL;
    struct metric *m = &r->items[r->len++];
    memset(m, 0, sizeof *m);
    strncpy(m->name, name, sizeof m->name - 1);
    m->kind = kind;
    return m;
}

void registry_reset(struct registry *r)
{
    memset(r, 0, sizeof *r);
}
