#ifndef CODEC_H
#define CODEC_H
#include <stddef.h>
#include <stdint.h>
size_t base64_encode(const uint8_t *in, size_t len, char *out);
size_t varint_put(uint64_t value, uint8_t *out);
size_t varint_get(const uint8_t *in, size_t len, uint64_t *value);
#endif
