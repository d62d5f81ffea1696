/* Round 13's crucible tracker: a heat record whose alloy table is never loaded, so the
 * composition check dereferences a null element four calls deep (for lldb's backtrace). */
#include <stdio.h>
#include <stdlib.h>

struct element { const char *symbol; double percent; };
struct alloy { const char *grade; int count; struct element **elements; };
struct heat { int number; double tonnes; struct alloy *alloy; };

static double element_percent(const struct alloy *a, int index)
{
    const struct element *e = a->elements[index];
    return e->percent;
}

static double carbon_equivalent(const struct alloy *a)
{
    double ce = 0.0;
    for (int i = 0; i < a->count; i++) {
        double p = element_percent(a, i);
        ce += i == 0 ? p : p / 6.0;
    }
    return ce;
}

static int check_heat(const struct heat *h, double limit)
{
    double ce = carbon_equivalent(h->alloy);
    printf("heat %d: CE %.3f (limit %.2f)\n", h->number, ce, limit);
    return ce <= limit;
}

static int check_shift(struct heat *heats, int n)
{
    int rejected = 0;
    for (int i = 0; i < n; i++)
        rejected += !check_heat(&heats[i], 0.43);
    return rejected;
}

int main(void)
{
    struct element c = { "C", 0.21 }, mn = { "Mn", 1.10 };
    struct element *grade_a[] = { &c, &mn };
    struct element *grade_b[] = { &c, NULL, &mn };
    struct alloy s355 = { "S355J2", 2, grade_a };
    struct alloy s460 = { "S460NL", 3, grade_b };
    struct heat heats[] = { { 7101, 82.5, &s355 }, { 7102, 79.0, &s460 } };
    int rejected = check_shift(heats, 2);
    printf("rejected %d\n", rejected);
    return rejected;
}
