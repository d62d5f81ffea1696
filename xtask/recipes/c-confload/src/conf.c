/* Reads configuration layers; later layers override earlier ones. */
#include "conf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *trim(char *s) {
    while (*s == ' ' || *s == '\t') s++;
    char *end = s + strlen(s);
    while (end > s && (end[-1] == '\n' || end[-1] == ' ')) *--end = '\0';
    return s;
}

int conf_load_layer(struct config *cfg, const char *path, int priority) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    struct layer *layer = &cfg->layers[cfg->count++];
    layer->path = path;
    layer->priority = priority;
    layer->entries = NULL;
    char line[256];
    while (fgets(line, sizeof line, f)) {
        char *text = trim(line);
        if (*text == '#' || *text == '\0') continue;
        char *eq = strchr(text, '=');
        if (!eq) continue;
        *eq = '\0';
        struct entry *e = malloc(sizeof *e);
        e->key = strdup(trim(text));
        e->value = strdup(trim(eq + 1));
        e->next = layer->entries;
        layer->entries = e;
    }
    fclose(f);
    return 0;
}

const char *conf_get(const struct config *cfg, const char *key) {
    const char *found = NULL;
    int best = -1;
    for (size_t i = 0; i < cfg->count; i++) {
        for (const struct entry *e = cfg->layers[i].entries; e; e = e->next) {
            if (strcmp(e->key, key) == 0 && cfg->layers[i].priority > best) {
                found = e->value;
                best = cfg->layers[i].priority;
            }
        }
    }
    return found;
}

long conf_get_long(const struct config *cfg, const char *key) {
    const char *value = conf_get(cfg, key);
    /* Bug: a missing key is NULL, and strtol dereferences it. */
    return strtol(value, NULL, 10);
}

void conf_dump(const struct config *cfg) {
    for (size_t i = 0; i < cfg->count; i++) {
        printf("layer %zu: %s (priority %d)\n", i, cfg->layers[i].path, cfg->layers[i].priority);
        for (const struct entry *e = cfg->layers[i].entries; e; e = e->next)
            printf("  %s = %s\n", e->key, e->value);
    }
}
