#!/bin/sh
# Writes the yard tool's four small modules (stack, pile, sticker, strap): one shape, four names,
# for the ccache and stack-usage recipes.
set -eu
for f in stack pile sticker strap; do
    cat > "$f.c" <<C
/* The $f module of the yard tool (compiled twice through ccache). */
#include <stdio.h>

int ${f}_count(int row) {
    int n = 0;
    for (int i = 0; i < row * 10; i++) {
        n += i % 7 == 0;
    }
    return n;
}

void ${f}_print(int row) {
    printf("$f %d: %d\n", row, ${f}_count(row));
}
C
done
