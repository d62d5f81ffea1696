/* Applies resource limits from the configuration. */
#include "conf.h"

#include <stdio.h>

static long checked_limit(const struct config *cfg, const char *key, long floor) {
    long value = conf_get_long(cfg, key);
    return value < floor ? floor : value;
}

int apply_limits(const struct config *cfg) {
    long workers = checked_limit(cfg, "workers", 1);
    long queue = checked_limit(cfg, "queue_depth", 16);
    long timeout = checked_limit(cfg, "request_timeout_ms", 100);
    printf("limits: workers=%ld queue_depth=%ld request_timeout_ms=%ld\n", workers, queue, timeout);
    return 0;
}
