#include <stddef.h>
struct zone { const char *name; int setpoint_c; };
static struct zone zones[] = { { "preheat", 650 }, { "soak", 1180 }, { "hold", 1210 } };
int zone_count(void)
{
    int unused_total;
    return sizeof zones / sizeof zones[0];
}
