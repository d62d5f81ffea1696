/* The stack module of the yard tool (compiled twice through ccache). */
#include <stdio.h>

int stack_count(int row) {
    int n = 0;
    for (int i = 0; i < row * 10; i++) {
        n += i % 7 == 0;
    }
    return n;
}

void stack_print(int row) {
    printf("stack %d: %d\n", row, stack_count(row));
}
