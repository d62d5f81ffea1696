/* The strap module of the yard tool (compiled twice through ccache). */
#include <stdio.h>

int strap_count(int row) {
    int n = 0;
    for (int i = 0; i < row * 10; i++) {
        n += i % 7 == 0;
    }
    return n;
}

void strap_print(int row) {
    printf("strap %d: %d\n", row, strap_count(row));
}
