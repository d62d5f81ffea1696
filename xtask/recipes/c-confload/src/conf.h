/* A key=value configuration loader with layered search paths. */
#ifndef CONF_H
#define CONF_H

#include <stddef.h>

struct entry {
    char *key;
    char *value;
    struct entry *next;
};

struct layer {
    const char *path;
    struct entry *entries;
    int priority;
};

struct config {
    struct layer layers[4];
    size_t count;
};

int conf_load_layer(struct config *cfg, const char *path, int priority);
const char *conf_get(const struct config *cfg, const char *key);
long conf_get_long(const struct config *cfg, const char *key);
void conf_dump(const struct config *cfg);
int apply_limits(const struct config *cfg);

#endif
