#include <stdio.h>
struct tap { int heat; double tonnes; };
static double tap_weight(const struct tap *t) { return t->tonnes * 1000; }
int main(void)
{
    struct tap t = { 7101, 82.5 };
    printf("heat %d tapped %.0f kg\n", t.heat, tap_weight(t));
    printf("slag %d\n", t.slag_kg);
    return tap_count;
}
