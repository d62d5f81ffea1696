/* Printing the store. */
#include <stdio.h>
#include "kv.h"

static int compare_keys(const void *a, const void *b) {
    const kv_entry *x = *(const kv_entry **)a;
    const kv_entry *y = *(const kv_entry **)b;
    return strcmp(x->key, y->key);
}

void kv_dump(const kv_store *kv) {
    kv_entry *sorted[kv->count];
    size_t n = 0;
    for (size_t i = 0; i < kv->nbuckets; i++)
        for (kv_entry *e = kv->buckets[i]; e; e = e->next)
            sorted[n++] = e;
    qsort(sorted, n, sizeof sorted[0], compare_keys);
    for (int i = 0; i < n; i++)
        printf("%-24s %s\n", sorted[i]->key, sorted[i]->value);
    printf("%zu entries, %d buckets\n", kv->count, kv->nbuckets);
}
