/* The plant's winch table, audited under gdb: W-29's maximum load was entered as -1. */
#include <stdio.h>
#include <string.h>

struct brake {
    char kind[8];
    int torque_nm;
    int worn_pct;
};

struct winch {
    char id[8];
    double max_load_kn;
    int speed_m_min;
    struct brake brake;
    int spools[3];
};

struct plant {
    char name[16];
    int shift;
    struct winch winches[48];
};

static int audit(const struct plant *p)
{
    int bad = 0;
    for (int i = 0; i < 48; i++)
        bad += p->winches[i].max_load_kn <= 0;
    return bad;
}

int main(void)
{
    struct plant plant;
    memset(&plant, 0, sizeof plant);
    strcpy(plant.name, "ropewalk-east");
    plant.shift = 2;
    for (int i = 0; i < 48; i++) {
        struct winch *w = &plant.winches[i];
        snprintf(w->id, sizeof w->id, "W-%02d", i + 1);
        w->max_load_kn = i == 28 ? -1 : 20.5 + i % 9;
        w->speed_m_min = 12 + i % 5;
        strcpy(w->brake.kind, "band");
        w->brake.torque_nm = 300 + i;
        w->brake.worn_pct = 10 + (i * 7) % 40;
        for (int k = 0; k < 3; k++)
            w->spools[k] = (i + 1) * 10 + k;
    }
    int bad = audit(&plant);
    printf("%d winch(es) failed the audit\n", bad);
    return bad != 0;
}
