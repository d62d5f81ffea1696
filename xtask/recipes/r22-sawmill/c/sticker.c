/* The sticker module of the yard tool (compiled twice through ccache). */
#include <stdio.h>

int sticker_count(int row) {
    int n = 0;
    for (int i = 0; i < row * 10; i++) {
        n += i % 7 == 0;
    }
    return n;
}

void sticker_print(int row) {
    printf("sticker %d: %d\n", row, sticker_count(row));
}
