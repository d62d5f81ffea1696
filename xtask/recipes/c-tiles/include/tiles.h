#ifndef TILES_H
#define TILES_H
#include <stddef.h>
#include <stdint.h>

typedef enum { TILE_GRASS, TILE_WATER, TILE_ROCK, TILE_SAND, TILE_ROAD } tile_kind;

typedef struct {
    int width, height;
    uint8_t *cells;
} tile_map;

tile_map *map_new(int width, int height);
void map_free(tile_map *m);
int map_get(const tile_map *m, int x, int y);
void map_set(tile_map *m, int x, int y, tile_kind k);
size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out, size_t cap);
size_t rle_decode(const uint8_t *in, size_t n, uint8_t *out, size_t cap);
char render_char(tile_kind k);
void render_ascii(const tile_map *m, char *buf, size_t cap);
int path_cost(const tile_map *m, int x0, int y0, int x1, int y1);
#endif
