/* Round 13's ladle scheduler: pours molten metal into moulds. Has the bugs clang's static
 * analyzer finds along a path (a null dereference, a leak, an uninitialised read, a division by
 * a value that can be zero), and a call tree for cflow. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mould {
    char name[16];
    int capacity_kg;
    struct mould *next;
};

struct ladle {
    int charge_kg;
    int temperature_c;
    struct mould *queue;
};

static struct mould *find_mould(struct mould *head, const char *name)
{
    for (struct mould *m = head; m; m = m->next) {
        if (strcmp(m->name, name) == 0)
            return m;
    }
    return NULL;
}

static int pours_needed(const struct ladle *l, const struct mould *m)
{
    return l->charge_kg / m->capacity_kg;
}

static int superheat(int temperature_c, int alloy)
{
    int liquidus;
    if (alloy == 1)
        liquidus = 1495;
    else if (alloy == 2)
        liquidus = 1150;
    return temperature_c - liquidus;
}

static struct mould *new_mould(const char *name, int capacity_kg)
{
    struct mould *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    snprintf(m->name, sizeof m->name, "%s", name);
    m->capacity_kg = capacity_kg;
    m->next = NULL;
    return m;
}

static int schedule(struct ladle *l, const char *target)
{
    struct mould *spare = new_mould("spare", 0);
    struct mould *m = find_mould(l->queue, target);
    int pours = pours_needed(l, m);
    if (pours > 8)
        return -1;
    printf("%s: %d pours, superheat %d\n", m->name, pours, superheat(l->temperature_c, 3));
    free(spare);
    return pours;
}

static int ratio(int a, int b)
{
    int spread = b - 40;
    return a / spread;
}

int main(int argc, char **argv)
{
    struct ladle l = { 1200, 1560, NULL };
    l.queue = new_mould("gear-housing", 150);
    if (!l.queue)
        return 1;
    l.queue->next = new_mould("pump-body", 40);
    int pours = schedule(&l, argc > 1 ? argv[1] : "pump-body");
    printf("ratio %d\n", ratio(pours, l.queue->next ? l.queue->next->capacity_kg : 40));
    return 0;
}
