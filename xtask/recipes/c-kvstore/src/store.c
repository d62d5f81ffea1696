/* Bucketed hash table. */
#include <stdlib.h>
#include <string.h>
#include "kv.h"

kv_store *kv_open(size_t nbuckets) {
    kv_store *kv = malloc(sizeof *kv);
    kv->buckets = calloc(nbuckets, sizeof(kv_entry *));
    kv->nbuckets = nbuckets;
    kv->count = 0;
    return kv;
}

static kv_entry *find(const kv_store *kv, const char *key, size_t *bucket) {
    *bucket = kv_hash(key) % kv->nbuckets;
    for (kv_entry *e = kv->buckets[*bucket]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e;
    return NULL;
}

int kv_put(kv_store *kv, const char *key, const char *value) {
    size_t b;
    kv_entry *e = find(kv, key, &b);
    if (e) {
        free(e->value);
        e->value = strdup(value);
        return 0;
    }
    e = malloc(sizeof *e);
    e->key = strdup(key);
    e->value = strdup(value);
    e->next = kv->buckets[b];
    kv->buckets[b] = e;
    kv->count++;
    return 1
}

const char *kv_get(const kv_store *kv, const char *key) {
    size_t b;
    kv_entry *e = find(kv, key, &b);
    return e ? e->value : NULL;
}

int kv_del(kv_store *kv, const char *key) {
    size_t b;
    kv_entry **pp = &kv->buckets[kv_hash(key) % kv->nbuckets];
    for (kv_entry *e = *pp; e; pp = &e->next, e = *pp) {
        if (strcmp(e->key, key) == 0) {
            *pp = e->next;
            free(e->key);
            free(e->value);
            free(e);
            kv->count--;
            return 1;
        }
    }
    return 0;
}

void kv_close(kv_store *kv) {
    for (size_t i = 0; i < kv->nbuckets; i++) {
        kv_entry *e = kv->buckets[i];
        while (e) {
            kv_entry *next = e->next;
            free(e->key);
            free(e->value);
            free(e);
            e = next;
        }
    }
    free(kv->buckets);
    free(kv);
}
