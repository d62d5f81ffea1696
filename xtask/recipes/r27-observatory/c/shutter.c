/* shutter.c: counts shutter cycles over a night; cycle 61 is counted by a stray write that jumps the counter. */
#include <stdio.h>

static int cycles;

static void close_shutter(int n)
{
    cycles += (n == 61) ? 40 : 1;
}

int main(void)
{
    for (int n = 1; n <= 200; n++)
        close_shutter(n);
    printf("%d shutter cycles\n", cycles);
    return 0;
}
