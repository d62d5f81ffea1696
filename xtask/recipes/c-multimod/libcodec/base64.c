#include "codec.h"
static const char TABLE[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
size_t base64_encode(const uint8_t *in, size_t len, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < len; i += 3) {
        uint32_t v = in[i] << 16;
        if (i + 1 < len) v |= in[i + 1] << 8;
        if (i + 2 < len) v |= in[i + 2];
        for (int k = 0; k < 4; k++) {
            int shift = 18 - 6 * k;
            out[o++] = (i + k - 1 < len || k < 2) ? TABLE[(v >> shift) & 63] : '=';
        }
    }
    out[o] = '\0';
    return o;
}
