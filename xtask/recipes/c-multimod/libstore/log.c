#include "store.h"
#include "codec.h"
int log_open(struct record_log *log, const char *path) {
    log->file = fopen(path, "a+b");
    if (!log->file) return -1;
    fseek(log->file, 0, SEEK_END);
    log->next_offset = (uint64_t)ftell(log->file);
    return 0;
}
int log_append(struct record_log *log, const uint8_t *data, size_t len) {
    uint8_t header[10];
    size_t n = varint_put(len, header);
    if (fwrite(header, 1, n, log->file) != n) return -1;
    if (fwrite(data, 1, len, log->file) != len) return -1;
    log->next_offset += n + len;
    return 0;
}
