/* Harvest ledger: allocates extraction batches, keeps some, leaks the rejected ones. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

struct batch { int hive; double kg; char *label; };

static char *make_label(int hive, int n)
{
    char *s = malloc(48);
    snprintf(s, 48, "hive-%02d/extraction-%03d", hive, n);
    return s;
}

static struct batch *extract(int hive, int n)
{
    struct batch *b = malloc(sizeof *b);
    b->hive = hive;
    b->kg = 1.5 + (hive * 7 + n) % 11;
    b->label = make_label(hive, n);
    return b;
}

static int grade(const struct batch *b) { return b->kg > 6.0; }

static double reject_wet(struct batch *b)
{
    double kg = b->kg;
    free(b); /* the label is leaked */
    return kg;
}

int main(void)
{
    struct batch *kept[600];
    int nkept = 0;
    double rejected = 0;
    for (int hive = 1; hive <= 24; hive++)
        for (int n = 0; n < 40; n++) {
            struct batch *b = extract(hive, n);
            if (grade(b) && nkept < 600)
                kept[nkept++] = b;
            else
                rejected += reject_wet(b);
        }
    printf("kept %d batches, rejected %.1f kg\n", nkept, rejected);
    for (int i = 0; i < nkept; i++) {
        free(kept[i]->label);
        free(kept[i]);
    }
    return 0;
}
