/* FNV-1a hashing. */
#include "kv.h"

uint64_t kv_hash(const char *key) {
    uint64_t h = 1469598103934665603ULL;
    for (const char *p = key; *p; p++) {
        h ^= (unsigned char)*p;
        h *= 1099511628211ULL;
    }
    return h;
}
