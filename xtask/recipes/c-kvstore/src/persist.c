/* Saving and loading the store as tab-separated lines. */
#include <stdio.h>
#include <stdlib.h>
#include "kv.h"

int kv_save(const kv_store *kv, const char *path) {
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    for (size_t i = 0; i < kv->nbuckets; i++)
        for (kv_entry *e = kv->buckets[i]; e; e = e->next)
            fprintf(f, "%s\t%s\n", e->key, e->value, i);
    return fclose(f);
}

kv_store *kv_load(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    kv_store *kv = kv_open(64);
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        char *tab = strchr(line, '\t');
        if (!tab)
            continue;
        *tab = '\0';
        line[strcspn(tab + 1, "\n")] = '\0';
        kv_put(kv, line, tab + 1);
    }
    fclose(f);
    return kv;
}
