#include <stdio.h>
#include <string.h>
#include "tiles.h"

char render_char(tile_kind k) {
    char c = '?';
    switch (k) {
    case TILE_GRASS: c = '.';
    case TILE_WATER: c = '~'; break;
    case TILE_ROCK: c = '#'; break;
    case TILE_SAND: c = ':'; break;
    }
    return c;
}

void render_ascii(const tile_map *m, char *buf, size_t cap) {
    size_t o = 0;
    for (int y = 0; y < m->height; y++) {
        for (int x = 0; x < m->width; x++) {
            if (o + 2 >= cap) return;
            buf[o++] = render_char(map_get(m, x, y));
        }
        buf[o++] = '\n';
    }
    buf[o] = '\0';
}

void render_legend(FILE *out, int verbose) {
    const char *names[] = {"grass", "water", "rock", "sand", "road"};
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
        fprintf(out, "%c %s\n", render_char(i), names[i]);
}
