/* confload: loads /etc, home and local configuration layers, then applies limits. */
#include "conf.h"

#include <stdio.h>

static const char *const SEARCH[] = {
    "/etc/confload/confload.conf",
    "/usr/local/etc/confload.conf",
    "conf/defaults.conf",
    "conf/site.conf",
    "conf/local.conf",
};

int main(void) {
    struct config cfg = {0};
    for (size_t i = 0; i < sizeof SEARCH / sizeof SEARCH[0] && cfg.count < 4; i++) {
        if (conf_load_layer(&cfg, SEARCH[i], (int)i) != 0)
            fprintf(stderr, "confload: skipping %s\n", SEARCH[i]);
    }
    conf_dump(&cfg);
    return apply_limits(&cfg);
}
