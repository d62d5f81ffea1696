/* Tallies a synthetic bird census: generates sightings, hashes species names, sorts, and
   summarises per site. Built with -pg for gprof; the call counts are deterministic. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIGHTINGS 200000
#define SPECIES 48
#define SITES 12
#define BUCKETS 97

struct sighting { int site; int species; int count; };
struct bucket { int species; long total; struct bucket *next; };

static const char *names[SPECIES] = {
    "robin", "wren", "blackbird", "song thrush", "mistle thrush", "blue tit", "great tit",
    "coal tit", "long-tailed tit", "chaffinch", "goldfinch", "greenfinch", "bullfinch",
    "house sparrow", "tree sparrow", "dunnock", "starling", "jackdaw", "rook", "carrion crow",
    "magpie", "jay", "woodpigeon", "stock dove", "collared dove", "great spotted woodpecker",
    "green woodpecker", "nuthatch", "treecreeper", "goldcrest", "chiffchaff", "blackcap",
    "willow warbler", "swallow", "house martin", "swift", "pied wagtail", "grey wagtail",
    "meadow pipit", "skylark", "yellowhammer", "reed bunting", "linnet", "kestrel",
    "sparrowhawk", "buzzard", "tawny owl", "barn owl"};

static unsigned long seed = 20261204UL;

static unsigned next_random(void) {
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)(seed >> 33);
}

static unsigned hash_name(const char *s) {
    unsigned h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static void make_sightings(struct sighting *out, int n) {
    for (int i = 0; i < n; i++) {
        out[i].site = (int)(next_random() % SITES);
        out[i].species = (int)(next_random() % SPECIES);
        out[i].count = 1 + (int)(next_random() % 9);
    }
}

static struct bucket *find_or_add(struct bucket **table, int species) {
    unsigned b = hash_name(names[species]) % BUCKETS;
    for (struct bucket *p = table[b]; p; p = p->next)
        if (p->species == species) return p;
    struct bucket *nb = calloc(1, sizeof *nb);
    if (!nb) exit(1);
    nb->species = species;
    nb->next = table[b];
    table[b] = nb;
    return nb;
}

static void tally(struct bucket **table, const struct sighting *s, int n) {
    for (int i = 0; i < n; i++) find_or_add(table, s[i].species)->total += s[i].count;
}

static int by_site(const void *a, const void *b) {
    const struct sighting *x = a, *y = b;
    if (x->site != y->site) return x->site - y->site;
    return x->species - y->species;
}

static long site_total(const struct sighting *s, int n, int site) {
    long t = 0;
    for (int i = 0; i < n; i++) if (s[i].site == site) t += s[i].count;
    return t;
}

static int rarest(struct bucket **table) {
    long best = -1; int who = -1;
    for (int b = 0; b < BUCKETS; b++)
        for (struct bucket *p = table[b]; p; p = p->next)
            if (best < 0 || p->total < best) { best = p->total; who = p->species; }
    return who;
}

static void free_table(struct bucket **table) {
    for (int b = 0; b < BUCKETS; b++)
        while (table[b]) { struct bucket *n = table[b]->next; free(table[b]); table[b] = n; }
}

int main(void) {
    struct sighting *s = malloc(sizeof *s * SIGHTINGS);
    struct bucket *table[BUCKETS] = {0};
    if (!s) return 1;
    make_sightings(s, SIGHTINGS);
    for (int round = 0; round < 5; round++) { tally(table, s, SIGHTINGS); }
    qsort(s, SIGHTINGS, sizeof *s, by_site);
    for (int site = 0; site < SITES; site++)
        printf("site %2d: %ld birds\n", site, site_total(s, SIGHTINGS, site));
    printf("rarest: %s\n", names[rarest(table)]);
    free_table(table);
    free(s);
    return 0;
}
