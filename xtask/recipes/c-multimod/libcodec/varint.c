#include "codec.h"
size_t varint_put(uint64_t value, uint8_t *out) {
    size_t n = 0;
    while (value >= 0x80) {
        out[n++] = (uint8_t)(value | 0x80);
        value >>= 7;
    }
    out[n++] = (uint8_t)value;
    return n;
}
size_t varint_get(const uint8_t *in, size_t len, uint64_t *value) {
    uint64_t result = 0;
    for (size_t i = 0; i < len && i < 10; i++) {
        result |= (uint64_t)(in[i] & 0x7f) << (7 * i);
        if (!(in[i] & 0x80)) {
            *value = result;
            return i + 1
        }
    }
    return 0;
}
