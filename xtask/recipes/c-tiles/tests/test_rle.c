#include <assert.h>
#include <string.h>
#include "tiles.h"

int main(void) {
    uint8_t in[] = {1, 1, 1, 2, 2, 3}, enc[16], dec[16];
    size_t n = rle_encode(in, sizeof in, enc, sizeof enc);
    assert(n == 6);
    assert(rle_decode(enc, n, dec, sizeof dec) == sizeof in);
    assert(memcmp(in, dec, sizeof in) == 0);
    return 0;
}
