#include "store.h"
#include "codec.h"
int index_rebuild(struct record_log *log, uint64_t *offsets, size_t max) {
    uint8_t buf[10];
    size_t count = 0;
    uint64_t offset = 0;
    rewind(log->file);
    while (count < max) {
        size_t got = fread(buf, 1, sizeof buf, log->file);
        if (got == 0) break;
        uint64_t len;
        size_t used = varint_get(buf, got, &len);
        if (used == 0) return -1;
        offsets[count++] = offset;
        offset += used + len;
        fseek(log->file, (long)offset, SEEK_SET);
    }
    log->next_offset = offset;
    return (int)count;
}
struct record_log *index_open(const char *path) {
    struct record_log log;
    if (log_open(&log, path) != 0) return NULL;
    return &log;
}
