/* A lighthouse beacon scheduler (recipes for fixtures: gdb, readelf, ldd). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct lamp {
    const char *name;
    int period_ms;
    int flashes;
    struct lamp *backup;
};

static struct lamp lamps[] = {
    {"north-pier", 5000, 3, NULL},
    {"south-mole", 7500, 2, NULL},
    {"harbour-mouth", 10000, 1, NULL},
};

static long duty_cycle(const struct lamp *l) {
    long lit = (long)l->flashes * 400;
    return lit * 1000 / l->period_ms;
}

static const struct lamp *find(const char *name) {
    for (size_t i = 0; i < sizeof lamps / sizeof lamps[0]; i++)
        if (strcmp(lamps[i].name, name) == 0)
            return &lamps[i];
    return NULL;
}

int main(int argc, char **argv) {
    const char *want = argc > 1 ? argv[1] : "north-pier";
    const struct lamp *l = find(want);
    printf("checking %s\n", want);
    /* The backup of a lamp is followed without a check: a fault when there is none. */
    const struct lamp *b = l->backup;
    printf("%s duty %ld/1000, backup %s\n", l->name, duty_cycle(l), b->name);
    return 0;
}
