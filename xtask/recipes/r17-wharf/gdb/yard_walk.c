/* Walks the yard's stack tree recursively; one leaf has no label, and strlen meets NULL. */
#include <stdio.h>
#include <string.h>

struct node {
    const char *label;
    int depth;
};

static size_t label_length(const struct node *n) { return strlen(n->label); }

static size_t walk(struct node *path, int depth, int max) {
    path[depth].depth = depth;
    path[depth].label = depth == 71 ? NULL : "stack";
    if (depth == max)
        return label_length(&path[depth]);
    return label_length(&path[depth]) + walk(path, depth + 1, max);
}

int main(void) {
    struct node path[100];
    printf("walked %zu label bytes\n", walk(path, 0, 80));
    return 0;
}
