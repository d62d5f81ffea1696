/* kvstore: a toy key-value store. */
#ifndef KV_H
#define KV_H
#include <stddef.h>
#include <stdint.h>

typedef struct kv_entry {
    char *key;
    char *value;
    struct kv_entry *next;
} kv_entry;

typedef struct {
    kv_entry **buckets;
    size_t nbuckets;
    size_t count;
} kv_store;

kv_store *kv_open(size_t nbuckets);
void kv_close(kv_store *kv);
int kv_put(kv_store *kv, const char *key, const char *value);
const char *kv_get(const kv_store *kv, const char *key);
int kv_del(kv_store *kv, const char *key);
uint64_t kv_hash(const char *key);
int kv_save(const kv_store *kv, const char *path);
kv_store *kv_load(const char *path);
void kv_dump(const kv_store *kv);
#endif
