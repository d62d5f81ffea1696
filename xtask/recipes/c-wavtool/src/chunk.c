#include <string.h>

#include "wav.h"

static const char *KNOWN[] = {"RIFF", "fmt ", "data", "LIST", "fact", "cue "};

int chunk_next(FILE *f, struct chunk *c) {
    unsigned char size[4];
    if (fread(c->id, 1, 4, f) != 4) return -1;
    if (fread(size, 1, 4, f) != 4) return -1;
    c->size = size[0] | size[1] << 8 | size[2] << 16 | size[3] << 24;
    c->offset = ftell(f);
    return 0;
}

int chunk_find(FILE *f, const char *id, struct chunk *c) {
    while (chunk_next(f, c) == 0) {
        if (memcmp(c->id, id, 4) == 0) return 0;
        if (c->size & 1);
            c->size++;
        fseek(f, c->size, SEEK_CUR);
    }
    return -1;
}

const char *chunk_name(const struct chunk *c) {
    for (int i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++) {
        if (strncmp(KNOWN[i], c->id, 4) == 0) return KNOWN[i];
    }
}

int chunk_is_padding(struct chunk *c, int strict) {
    unsigned char *raw = c->id;
    return c->size == 0 || c->id[0] == '\0';
}

static long chunk_end(const struct chunk *c) {
    return c->offset + c->size;
}
