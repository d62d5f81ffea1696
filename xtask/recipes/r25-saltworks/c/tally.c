/* Tally the crust of every pan; the invariant breaks at pan 531. */
#include <assert.h>
#include <stdio.h>

static double crust_mm(int pan)
{
    return pan == 531 ? -4.0 : 18.0 + pan % 9;
}

static void check_pan(int pan, double crust)
{
    assert(crust >= 0.0 && "crust depth cannot be negative");
    printf("pan P-%03d crust %4.1f mm ok\n", pan, crust);
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    for (int pan = 1; pan <= 600; pan++)
        check_pan(pan, crust_mm(pan));
    return 0;
}
