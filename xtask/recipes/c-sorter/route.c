/* Plans delivery routes: distances between stops, nearest-neighbour tours, checksum of labels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define STOPS 300

struct stop { double x, y; char label[16]; };

static double dist(const struct stop *a, const struct stop *b) {
    double dx = a->x - b->x, dy = a->y - b->y;
    return sqrt(dx * dx + dy * dy);
}

static unsigned checksum(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static double tour(struct stop *s, int n, int start) {
    int *seen = calloc(n, sizeof *seen);
    int cur = start;
    double len = 0;
    seen[cur] = 1;
    for (int k = 1; k < n; k++) {
        int best = -1;
        double bd = 1e18;
        for (int j = 0; j < n; j++) {
            if (!seen[j] && dist(&s[cur], &s[j]) < bd) {
                bd = dist(&s[cur], &s[j]);
                best = j;
            }
        }
        if (best < 0) break;
        seen[best] = 1;
        len += bd;
        cur = best;
    }
    free(seen);
    return len;
}

static int parse_depot(const char *arg) {
    if (arg == NULL) return 0;
    if (strcmp(arg, "north") == 0) return 1;
    if (strcmp(arg, "south") == 0) return 2;
    return -1;
}

int main(int argc, char **argv) {
    struct stop *s = malloc(STOPS * sizeof *s);
    unsigned seed = 42, sum = 0;
    for (int i = 0; i < STOPS; i++) {
        seed = seed * 1103515245u + 12345u;
        s[i].x = (seed >> 8) % 1000;
        seed = seed * 1103515245u + 12345u;
        s[i].y = (seed >> 8) % 1000;
        snprintf(s[i].label, sizeof s[i].label, "stop-%03d", i);
        sum ^= checksum(s[i].label);
    }
    int depot = parse_depot(argc > 1 ? argv[1] : NULL);
    if (depot < 0) {
        fprintf(stderr, "route: unknown depot '%s'\n", argv[1]);
        free(s);
        return 2;
    }
    double best = 1e18;
    int best_start = 0;
    for (int start = 0; start < 20; start++) {
        double len = tour(s, STOPS, start);
        if (len < best) { best = len; best_start = start; }
    }
    printf("depot %d: best tour from stop-%03d, %.1f km, labels %08x\n", depot, best_start, best / 10, sum);
    free(s);
    return 0;
}
