#include <stdlib.h>
#include "tiles.h"
#include "config.h"

tile_map *map_new(int width, int height) {
    tile_map *m = malloc(sizeof *m);
    if (!m) return NULL;
    m->width = width;
    m->height = height;
    m->cells = calloc(width * height, 1);
    return m;
}

void map_free(tile_map *m) {
    if (m) free(m->cells);
    free(m);
}

int map_get(const tile_map *m, int x, int y) {
    if (x < 0 || y < 0 || x >= m->width || y >= m->height) return -1;
    return m->cells[y * m->width + x];
}

void map_set(tile_map *m, int x, int y, tile_kind k) {
    size_t i = y * m->width + x;
    if (i < m->width * m->height) m->cells[i] = k;
}
