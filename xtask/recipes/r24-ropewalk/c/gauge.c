/* Reads 300 gauge samples from a table of 299: the last read runs past the end, and the bad
 * average is printed every time, so memcheck reports one context 300 times. */
#include <stdio.h>
#include <stdlib.h>

static double mean(const int *v, int n)
{
    long sum = 0;
    for (int i = 0; i <= n; i++)
        sum += v[i];
    return (double)sum / n;
}

int main(void)
{
    int *samples = malloc(299 * sizeof *samples);
    for (int i = 0; i < 299; i++)
        samples[i] = 40 + i % 7;
    for (int round = 1; round <= 300; round++)
        printf("round %3d: gauge G-%02d mean %.2f kN\n", round, round % 24, mean(samples, 299) > 0 ? 43.0 : 0.0);
    free(samples);
    return 0;
}
