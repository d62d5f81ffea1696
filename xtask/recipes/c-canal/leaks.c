/* Canal lock registry that forgets to free what it builds (LeakSanitizer, memcheck). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct gate { char name[24]; int width_cm; struct gate *next; };
struct lock { char *label; struct gate *upper; struct gate *lower; double rise_m; };

static struct gate *make_gate(const char *name, int width) {
    struct gate *g = malloc(sizeof *g);
    snprintf(g->name, sizeof g->name, "%s", name);
    g->width_cm = width;
    g->next = NULL;
    return g;
}

static char *make_label(int n) {
    char *s = malloc(32);
    snprintf(s, 32, "lock-%03d", n);
    return s;
}

static struct lock *build_lock(int n) {
    struct lock *l = calloc(1, sizeof *l);
    l->label = make_label(n);
    l->upper = make_gate("upper", 210 + n);
    l->lower = make_gate("lower", 205 + n);
    l->rise_m = 1.5 + n * 0.25;
    return l;
}

static double *tide_table(int days) {
    double *t = malloc(sizeof(double) * (size_t)days * 4);
    for (int i = 0; i < days * 4; i++) t[i] = (i % 7) * 0.3;
    return t;
}

static char *keeper_note(const char *who) {
    return strdup(who);
}

int main(void) {
    struct lock *flight[12];
    for (int i = 0; i < 12; i++) flight[i] = build_lock(i + 1);
    for (int i = 0; i < 12; i += 3) free(flight[i]);      /* frees the lock, not its label or gates */
    double *tides = tide_table(90);
    printf("tide sample %.2f\n", tides[17]);
    char *note = keeper_note("Bridget at Caen Hill");
    note = keeper_note("Owen at Foxton");                   /* the first note is lost */
    printf("%s: %d locks, rise of the last %.2f m\n", note, 12, flight[11]->rise_m);
    return 0;
}
