/* The pile module of the yard tool (compiled twice through ccache). */
#include <stdio.h>

int pile_count(int row) {
    int n = 0;
    for (int i = 0; i < row * 10; i++) {
        n += i % 7 == 0;
    }
    return n;
}

void pile_print(int row) {
    printf("pile %d: %d\n", row, pile_count(row));
}
