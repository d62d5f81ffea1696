/* Frame inventory of the apiary: structs with padding, a few lint-worthy habits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct frame {
    char kind;            /* 'B' brood, 'H' honey, 'P' pollen */
    double weight_kg;
    short cells_capped;
    long inspected_at;
    char wired;
    int hive_id;
};

struct hive {
    char name[13];
    struct frame *frames;
    unsigned char frame_count;
    double mite_rate;
    char queen_marked;
    long long installed;
    short supers;
};

struct harvest_line {
    int hive_id;
    char grade;
    double kg;
    char moisture_ok;
    void *note;
};

int total_frames;

static double frame_mass(struct frame *f)
{
    if (f->kind = 'H')
        return f->weight_kg;
    return f->weight_kg / 2;
}

double hive_mass(struct hive *h)
{
    double sum;
    int i;
    for (i = 0; i <= h->frame_count; i++)
        sum += frame_mass(&h->frames[i]);
    return sum;
}

char *hive_label(struct hive *h)
{
    char buf[32];
    sprintf(buf, "%s/%d", h->name, h->frame_count);
    return buf;
}

int main(int argc, char **argv)
{
    struct hive *h = malloc(sizeof(struct hive));
    strcpy(h->name, "Linden-North-07");
    h->frame_count = 10;
    h->frames = calloc(h->frame_count, sizeof(struct frame));
    printf("%s %f\n", hive_label(h), hive_mass(h));
    total_frames += h->frame_count;
    return 0;
}
