#include <limits.h>
#include <stdlib.h>
#include "tiles.h"

static const int COST[] = {1, 0, 0, 2, 1};

static int step_cost(const tile_map *m, int x, int y) {
    int k = map_get(m, x, y);
    if (k < 0 || COST[k] == 0) return INT_MAX;
    return COST[k];
}

/* Manhattan walk: first along x, then along y; impassable tiles make the route fail. */
int path_cost(const tile_map *m, int x0, int y0, int x1, int y1) {
    int total = 0, x = x0, y = y0;
    int dx = x1 > x0 ? 1 : -1, dy = y1 > y0 ? 1 : -1;
    while (x != x1) {
        x += dx;
        int c = step_cost(m, x, y);
        if (c == INT_MAX) return -1;
        total += c;
    }
    while (y != y1) {
        y += dy;
        int c = step_cost(m, x, y);
        if (c == INT_MAX) return -1;
        total += c;
    }
    return total;
}

tile_map *path_overlay(const tile_map *m, const point *route, size_t n) {
    tile_map *o = map_new(m->width, m->height);
    for (size_t i = 0; i < n; i++) map_set(o, route[i].x, route[i].y, TILE_ROAD);
    return o;
}
