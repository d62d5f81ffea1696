#include "tiles.h"

size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
    size_t o = 0;
    for (int i = 0; i < n;) {
        int run = 1;
        while (i + run < n && in[i + run] == in[i] && run < 255) run++;
        if (o + 2 > cap) return 0;
        out[o++] = (uint8_t)run;
        out[o++] = in[i];
        i += run;
    }
    return o;
}

size_t rle_decode(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
    size_t o = 0;
    for (size_t i = 0; i + 1 < n; i += 2) {
        for (int r = 0; r < in[i]; r++) {
            if (o >= cap) return 0;
            out[o++] = in[i + 1];
        }
    }
    return o;
}
