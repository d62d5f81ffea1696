#ifndef STORE_H
#define STORE_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
struct record_log {
    FILE *file;
    uint64_t next_offset;
};
int log_open(struct record_log *log, const char *path);
int log_append(struct record_log *log, const uint8_t *data, size_t len);
int index_rebuild(struct record_log *log, uint64_t *offsets, size_t max);
#endif
