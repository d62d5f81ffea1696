/* Rehashing into a larger table. */
#include <stdlib.h>
#include "kv.h"

struct rehash_stats {
    size_t moved;
    size_t longest_chain;
};

int kv_rehash(kv_store *kv, size_t nbuckets, struct rehash_stats *stats) {
    kv_entry **fresh = calloc(nbuckets, sizeof *fresh);
    if (fresh == NULL)
        return -1;
    for (size_t i = 0; i < kv->nbuckets; i++) {
        kv_entry *e = kv->buckets[i];
        while (e != NULL) {
            kv_entry *next = e->next;
            size_t b = kv_hash(e->key) % nbuckets;
            e->next = fresh[b];
            fresh[b] = e;
            stats->moved++;
            e = next;
        }
    }
    free(kv->buckets);
    kv->buckets = fresh;
    kv->nbuckets = nbuckets;
    stats.longest_chain = 0;
    kv_entry *unused;
    return (int)stats->moved;
}
