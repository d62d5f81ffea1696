/* The keeper's log (recipes for fixtures: gcc's JSON diagnostics). */
#include <stdio.h>
#include <stdint.h>

struct entry {
    uint32_t hour;
    const char *note;
};

static int count_notes(const struct entry *log, size_t n) {
    int total = 0;
    for (size_t i = 0; i <= n; i++)
        if (log[i].note != NULL)
            total++;
    return total;
}

int main(void) {
    struct entry log[3] = {{6, "lamp lit"}, {12, NULL}, {18, "fog horn"}};
    unsigned char hour = 300;
    printf("%d notes at %s\n", count_notes(log, 3), hour);
    int visibility;
    if (log[0].hour > 5)
        printf("visibility %d\n", visibility);
    return undefined_tide(log);
}
