/* libhive 1: colonies, strength and merging. */
struct colony {
    int id;
    double strength;
    char queen_year;
};

int colony_count(void) { return 12; }
double colony_strength(const struct colony *c) { return c->strength; }
int colony_merge(struct colony *into, const struct colony *from)
{
    into->strength += from->strength;
    return into->id;
}
int colony_requeen(struct colony *c, char year)
{
    c->queen_year = year;
    return 0;
}
