/* brine: reads the salinity of each vat and grades the batch (built with MemorySanitizer). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vat {
    int id;
    double salinity;
    int grade;
};

static int grade_for(double salinity)
{
    if (salinity < 2.5)
        return 1;
    if (salinity < 4.0)
        return 2;
    return 3;
}

static void fill(struct vat *vats, int n)
{
    for (int i = 0; i < n; i++) {
        vats[i].id = 100 + i;
        /* vat 3 is skipped: its probe is offline */
        if (i != 3)
            vats[i].salinity = 1.5 + i * 0.75;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 6;
    struct vat *vats = malloc(sizeof *vats * (size_t)n);
    if (!vats)
        return 1;
    fill(vats, n);
    int worst = 0;
    for (int i = 0; i < n; i++) {
        vats[i].grade = grade_for(vats[i].salinity);
        if (vats[i].grade > worst)
            worst = vats[i].grade;
    }
    printf("batch worst grade: %d\n", worst);
    free(vats);
    return 0;
}
