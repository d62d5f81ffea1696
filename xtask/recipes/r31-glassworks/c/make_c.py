"""Round 31's C inputs: the lehr controller (analysed by gcc -fanalyzer) and the ramp planner with
its settings loader (built with --coverage and read with gcov). Run in this directory."""
from pathlib import Path

LEHRS = [(1, 515, 470), (2, 520, 472), (3, 560, 510), (4, 512, 468), (5, 565, 515), (6, 530, 485),
         (7, 435, 395), (8, 518, 471), (9, 528, 482), (10, 562, 512), (11, 516, 469), (12, 440, 398)]

CONTROLLER = r'''/* The lehr controller: zones, readings and the nightly reload of a lehr's profile. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct zone {
    char name[16];
    int setpoint_c;
    int minutes;
};

struct lehr {
    int number;
    struct zone *zones;
    int nzones;
    double *readings;
    int nreadings;
    FILE *log;
};

static const char *ZONE_NAMES[] = {"heat", "soak", "anneal", "cool", "exit"};

/* A zone's index by name, or -1. */
static int zone_index(const char *name)
{
    for (int i = 0; i < 5; i++)
        if (strcmp(ZONE_NAMES[i], name) == 0)
            return i;
    return -1;
}

/* Five zones from an anneal and a strain point. */
static struct zone *zones_for(int anneal_c, int strain_c)
{
    struct zone *zones = calloc(5, sizeof *zones);
    if (!zones)
        return NULL;
    int setpoints[5] = {anneal_c - 40, anneal_c, (anneal_c + strain_c) / 2, strain_c, 60};
    int minutes[5] = {30, 45, 60, 40, 20};
    for (int i = 0; i < 5; i++) {
        strcpy(zones[i].name, ZONE_NAMES[i]);
        zones[i].setpoint_c = setpoints[i];
        zones[i].minutes = minutes[i];
    }
    return zones;
}

/* A lehr with its zones and room for a shift's readings. */
struct lehr *lehr_open(int number, int anneal_c, int strain_c, const char *log_path)
{
    struct lehr *l = malloc(sizeof *l);
    if (!l)
        return NULL;
    l->number = number;
    l->zones = zones_for(anneal_c, strain_c);
    l->nzones = 5;
    l->nreadings = 0;
    l->readings = malloc(480 * sizeof *l->readings);
    l->log = fopen(log_path, "a");
    return l;
}

/* Records one reading; the buffer holds a shift of one reading a minute. */
void lehr_record(struct lehr *l, double celsius)
{
    if (l->nreadings < 480)
        l->readings[l->nreadings++] = celsius;
}

/* The mean of the shift's readings. */
double lehr_mean(const struct lehr *l)
{
    double sum = 0;
    for (int i = 0; i < l->nreadings; i++)
        sum += l->readings[i];
    return l->nreadings ? sum / l->nreadings : 0.0;
}

/* Reloads a lehr's profile from "zone=setpoint" lines; the old zones go first. */
int lehr_reload(struct lehr *l, char **lines, int nlines)
{
    free(l->zones);
    struct zone *zones = calloc(5, sizeof *zones);
    if (!zones)
        return -1;
    for (int i = 0; i < nlines; i++) {
        char name[16];
        int setpoint;
        if (sscanf(lines[i], "%15[^=]=%d", name, &setpoint) != 2)
            continue;
        int at = zone_index(name);
        if (at < 0) {
            fprintf(stderr, "lehr %d: unknown zone %s\n", l->number, name);
            free(zones);
            return -1;
        }
        strcpy(zones[at].name, name);
        zones[at].setpoint_c = setpoint;
    }
    l->zones = zones;
    return 0;
}

/* Prints the zones and the shift's mean. */
void lehr_report(const struct lehr *l)
{
    for (int i = 0; i < l->nzones; i++)
        printf("lehr %d %-6s %4d C %3d min\n", l->number, l->zones[i].name, l->zones[i].setpoint_c,
               l->zones[i].minutes);
    printf("lehr %d mean %.1f C\n", l->number, lehr_mean(l));
}

/* A copy of the shift's readings above a threshold, for the quality sheet. */
double *lehr_over(const struct lehr *l, double threshold, int *count)
{
    double *out = malloc(l->nreadings * sizeof *out);
    *count = 0;
    if (!out)
        return NULL;
    for (int i = 0; i < l->nreadings; i++)
        if (l->readings[i] > threshold)
            out[(*count)++] = l->readings[i];
    return out;
}

/* Closes a lehr: its log, its readings, its zones, itself. */
void lehr_close(struct lehr *l)
{
    fclose(l->log);
    free(l->readings);
    free(l->zones);
    free(l);
}

/* Writes the shift's summary line to the lehr's log. */
static void lehr_log_summary(struct lehr *l, const char *shift)
{
    fprintf(l->log, "%s lehr %d mean %.1f\n", shift, l->number, lehr_mean(l));
}

/* The night shift's reload of one lehr: new setpoints, then the report the foreman reads. */
void nightly(struct lehr *l, char **lines, int nlines)
{
    if (lehr_reload(l, lines, nlines) != 0)
        fprintf(stderr, "lehr %d: reload failed, keeping the day's profile\n", l->number);
    lehr_report(l);
}

/* Writes the readings above the lehr's strain point to a sheet; returns how many. */
int lehr_export(const struct lehr *l, const char *path, double strain_c)
{
    FILE *sheet = fopen(path, "w");
    if (!sheet)
        return -1;
    int count = 0;
    double *over = lehr_over(l, strain_c, &count);
    if (!over)
        return -1;
    for (int i = 0; i < count; i++)
        fprintf(sheet, "%d,%.1f\n", l->number, over[i]);
    free(over);
    fclose(sheet);
    return count;
}

int main(int argc, char **argv)
{
    char *night[] = {"heat=400", "soak=440", "anealing=420", "cool=395"};
    struct lehr *seven = lehr_open(7, 435, 395, "lehr-7.log");
    if (!seven || !seven->zones || !seven->readings || !seven->log)
        return 1;
    lehr_record(seven, 431.5);
    lehr_record(seven, 436.0);
    lehr_record(seven, 439.5);
    int count = 0;
    double *hot = lehr_over(seven, 438.0, &count);
    if (hot && count > 0)
        printf("lehr 7: %d readings over 438 C, first %.1f\n", count, hot[0]);
    if (lehr_export(seven, "lehr-7-over.csv", 395.0) < 0)
        fprintf(stderr, "lehr 7: no export\n");
    if (argc > 1 && strcmp(argv[1], "--reload") == 0)
        nightly(seven, night, 4);
    lehr_log_summary(seven, "night");
    lehr_close(seven);
    return 0;
}
'''


def main():
    root = Path("controller")
    root.mkdir(exist_ok=True)
    text = (CONTROLLER.replace("NUMBERS", ", ".join(str(n) for n, _, _ in LEHRS))
            .replace("ANNEAL", ", ".join(str(a) for _, a, _ in LEHRS))
            .replace("STRAIN", ", ".join(str(s) for _, _, s in LEHRS)))
    (root / "lehr.c").write_text(text)


main()

SETTINGS_C = r'''/* The planner's settings: "lehr-N.key = value" lines, one lehr's keys after another. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "planner.h"

/* Trims the spaces around a token in place. */
static char *trim(char *text)
{
    while (*text == ' ')
        text++;
    char *end = text + strlen(text);
    while (end > text && (end[-1] == ' ' || end[-1] == '\n'))
        *--end = '\0';
    return text;
}

/* Sets one key of one lehr; unknown keys are ignored, as older files carry retired ones. */
static void apply(struct lehr_settings *s, const char *key, const char *value)
{
    if (strcmp(key, "glass") == 0)
        snprintf(s->glass, sizeof s->glass, "%s", value);
    else if (strcmp(key, "anneal_c") == 0)
        s->anneal_c = atoi(value);
    else if (strcmp(key, "strain_c") == 0)
        s->strain_c = atoi(value);
    else if (strcmp(key, "ramp_c_per_h") == 0)
        s->ramp_c_per_h = atoi(value);
    else if (strcmp(key, "ramp_cap") == 0)
        s->ramp_cap = atoi(value);
    else if (strcmp(key, "soak_min") == 0)
        s->soak_min = atoi(value);
}

/* Reads every lehr's settings; returns how many lehrs the file names. */
int settings_read(FILE *in, struct lehr_settings *lehrs, int max)
{
    char line[128];
    int count = 0;
    while (fgets(line, sizeof line, in)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        int n;
        char key[32];
        char value[64];
        if (sscanf(line, "lehr-%d.%31[^=]=%63[^\n]", &n, key, value) != 3)
            continue;
        if (n < 1 || n > max)
            continue;
        struct lehr_settings *s = &lehrs[n - 1];
        s->number = n;
        apply(s, trim(key), trim(value));
        if (n > count)
            count = n;
    }
    return count;
}
'''

PLANNER_H = r'''/* The ramp planner's types. */
struct lehr_settings {
    int number;
    char glass[24];
    int anneal_c;
    int strain_c;
    int ramp_c_per_h;
    int ramp_cap;
    int soak_min;
};

int settings_read(FILE *in, struct lehr_settings *lehrs, int max);
int plan_minutes(const struct lehr_settings *s, int from_c);
'''

RAMP_C = r'''/* The ramp planner: minutes from a cold start to the end of the soak, for each lehr. */
#include <stdio.h>
#include "planner.h"

struct lehr;
struct lehr *lehr_open(int number, int anneal_c, int strain_c, const char *log_path);
void lehr_record(struct lehr *l, double celsius);
void lehr_report(const struct lehr *l);
void lehr_close(struct lehr *l);

/* The ramp a lehr heats at: its own, held under its cap when it has one. */
static int ramp_of(const struct lehr_settings *s)
{
    int ramp = s->ramp_c_per_h > 0 ? s->ramp_c_per_h : 120;
    if (s->ramp_cap > 0 && ramp > s->ramp_cap) {
        fprintf(stderr, "lehr %d: ramp %d held at its cap %d\n", s->number, ramp, s->ramp_cap);
        ramp = s->ramp_cap;
    }
    return ramp;
}

/* Minutes to heat from from_c to the anneal point and soak there. */
int plan_minutes(const struct lehr_settings *s, int from_c)
{
    int ramp = ramp_of(s);
    int rise = s->anneal_c - from_c;
    if (rise < 0)
        rise = 0;
    return rise * 60 / ramp + (s->soak_min > 0 ? s->soak_min : 45);
}

int main(int argc, char **argv)
{
    struct lehr_settings lehrs[16] = {{0}};
    FILE *in = fopen(argc > 1 ? argv[1] : "planner.conf", "r");
    if (!in) {
        perror("planner.conf");
        return 1;
    }
    int count = settings_read(in, lehrs, 16);
    fclose(in);
    for (int i = 0; i < count; i++) {
        if (lehrs[i].number == 0)
            continue;
        int cold = plan_minutes(&lehrs[i], 20);
        int warm = plan_minutes(&lehrs[i], 300);
        printf("lehr %2d %-13s cold start %4d min, from 300 C %4d min\n", lehrs[i].number, lehrs[i].glass, cold, warm);
        struct lehr *l = lehr_open(lehrs[i].number, lehrs[i].anneal_c, lehrs[i].strain_c, "planner.log");
        if (!l)
            continue;
        for (int m = 0; m < cold; m += 10)
            lehr_record(l, 20 + (lehrs[i].anneal_c - 20) * m / cold);
        lehr_report(l);
        lehr_close(l);
    }
    return 0;
}
'''

GLASS = {1: "soda-lime", 2: "soda-lime", 3: "borosilicate", 4: "soda-lime", 5: "borosilicate", 6: "opal",
         7: "lead-crystal", 8: "soda-lime", 9: "opal", 10: "borosilicate", 11: "soda-lime", 12: "lead-crystal"}
RAMPS = {"soda-lime": 150, "borosilicate": 180, "opal": 100, "lead-crystal": 120}


def planner():
    root = Path("planner")
    root.mkdir(exist_ok=True)
    (root / "settings.c").write_text(SETTINGS_C)
    (root / "planner.h").write_text(PLANNER_H)
    (root / "ramp.c").write_text(RAMP_C)
    controller = CONTROLLER[:CONTROLLER.index("int main(int argc")]
    (root / "zones.c").write_text(controller.replace("/* The lehr controller: zones,", "/* The planner's copy of the lehr controller: zones,", 1))
    lines = ["# The ramp planner's settings, one lehr's keys after another.",
             "# Caps were renamed ramp_cap_c_h in the March sheet, to carry their unit."]
    for n, anneal, strain in LEHRS:
        glass = GLASS[n]
        lines += [f"lehr-{n}.glass = {glass}", f"lehr-{n}.anneal_c = {anneal}", f"lehr-{n}.strain_c = {strain}",
                  f"lehr-{n}.ramp_c_per_h = {RAMPS[glass]}"]
        if glass == "lead-crystal":
            lines.append(f"lehr-{n}.ramp_cap_c_h = 90")
        lines.append(f"lehr-{n}.soak_min = {60 if glass in ('opal', 'lead-crystal') else 45}")
    (root / "planner.conf").write_text("\n".join(lines) + "\n")


planner()
