/* tally: counts cans per line, written for tcc's quick checks. */
#include <stdio.h>

struct line {
    const char *name;
    int cans;
};

static int total(struct line *lines, int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += lines[i].cans;
    return sum
}

int average(struct line *lines, int n)
{
    return total(lines, n) / n;
}

int main(void)
{
    struct line lines[3] = {{"north", 1200}, {"south", 980}, {"east", 1430}};
    undeclared_counter = 3;
    printf("%d\n", average(lines, 3, 0));
    struct line *l = lines;
    l.cans = 4;
    return 0;
}
