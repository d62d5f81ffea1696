#include <stdio.h>
#include <stdlib.h>
#include "tiles.h"
#include "config.h"

int main(int argc, char **argv) {
    int w = argc > 1 ? atoi(argv[1]) : 24, h = argc > 2 ? atoi(argv[2]) : 8;
    tile_map *m = map_new(w, h);
    for (int x = 0; x < w; x++) map_set(m, x, h / 2, TILE_WATER);
    char buf[4096];
    render_ascii(m, buf, sizeof buf);
    printf("%s", buf);
    printf("cost: %d (tile size %d)\n", path_cost(m, 0, 0, w - 1, h - 1), TILE_SIZE);
    map_free(m);
    return 0;
}
