/* libhive 2: a colony records its mite load; merging takes a ratio; requeening is gone. */
struct colony {
    int id;
    float strength;
    unsigned mites;
    char queen_year;
};

int colony_count(void) { return 12; }
double colony_strength(const struct colony *c) { return c->strength; }
long colony_merge(struct colony *into, const struct colony *from, double ratio)
{
    into->strength += from->strength * ratio;
    into->mites += from->mites;
    return into->id;
}
int colony_split(struct colony *c, struct colony *nuc)
{
    nuc->strength = c->strength / 3;
    c->strength -= nuc->strength;
    return nuc->id;
}
