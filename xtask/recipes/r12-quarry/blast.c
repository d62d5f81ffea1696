/* Blast pattern planner for a quarry face: burden, spacing and charge per hole. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct hole {
    int row, col;
    double depth_m;
    double charge_kg;
    char label[12];
};

struct pattern {
    const char *face;
    double burden_m, spacing_m;
    int rows, cols;
    struct hole *holes;
};

static double powder_factor(double charge_kg, double burden_m, double spacing_m, double depth_m)
{
    double volume = burden_m * spacing_m * depth_m;
    return volume > 0 ? charge_kg / volume : 0.0;
}

static void label_hole(struct hole *h)
{
    snprintf(h->label, sizeof h->label, "R%02d-C%02d", h->row, h->col);
}

struct pattern *plan(const char *face, int rows, int cols, double burden, double spacing)
{
    struct pattern *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    p->face = face;
    p->rows = rows;
    p->cols = cols;
    p->burden_m = burden;
    p->spacing_m = spacing;
    p->holes = calloc((size_t)rows * (size_t)cols, sizeof *p->holes);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            struct hole *h = &p->holes[r * cols + c];
            h->row = r;
            h->col = c;
            h->depth_m = 12.0 + 0.5 * r;
            h->charge_kg = 0.45 * burden * spacing * h->depth_m;
            label_hole(h);
        }
    }
    return p;
}

double total_charge(const struct pattern *p)
{
    double sum = 0;
    for (int i = 0; i < p->rows * p->cols; i++)
        sum += p->holes[i].charge_kg;
    return sum;
}

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 3;
    struct pattern *p = plan("north-bench", rows, 8, 3.2, 3.8);
    if (!p)
        return 1;
    for (int i = 0; i < p->rows * p->cols; i += 5) {
        struct hole *h = &p->holes[i];
        printf("%s depth %.1f m charge %.2f kg pf %.3f\n", h->label, h->depth_m, h->charge_kg,
               powder_factor(h->charge_kg, p->burden_m, p->spacing_m, h->depth_m));
    }
    printf("total charge %.1f kg\n", total_charge(p));
    char *note = strdup("face north-bench fired");
    puts(note);
    free(p->holes);
    free(p);
    return 0;
}
