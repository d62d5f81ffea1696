/* Record layouts of the kiln controller's shared-memory structures. */
#include <stdint.h>

struct reading {
    uint8_t kiln;
    double temp_c;
    uint16_t minute;
    uint8_t thermocouple;
    uint32_t flags;
};

struct segment {
    uint16_t rate_c_per_h;
    uint16_t target_c;
    uint8_t hold_min;
};

struct schedule {
    char name[13];
    struct segment segments[6];
    uint8_t count;
    int64_t started_at;
    struct reading last;
    _Bool vent_open;
};

struct packed_frame {
    uint8_t tag;
    uint32_t value;
} __attribute__((packed));

union payload {
    struct reading reading;
    struct schedule schedule;
    uint8_t raw[64];
};

unsigned long sizes[] = {
    sizeof(struct reading), sizeof(struct segment), sizeof(struct schedule),
    sizeof(struct packed_frame), sizeof(union payload),
};
