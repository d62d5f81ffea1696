/* Command-line front end: kvstore FILE get|put|del KEY [VALUE]. */
#include <stdio.h>
#include <string.h>
#include "kv.h"

static void usage(const char *argv0) {
    fprintf(stderr, "usage: %s FILE get|put|del|dump KEY [VALUE]\n", argv0);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        usage(argv[0]);
        return 2;
    }
    kv_store *kv = kv_load(argv[1]);
    if (!kv)
        kv = kv_open(64);
    const char *cmd = argv[2];
    int changed = 0;
    if (strcmp(cmd, "get") == 0) {
        const char *v = kv_get(kv, argv[3]);
        puts(v ? v : "(nil)");
    } else if (strcmp(cmd, "put") == 0) {
        changed = kv_put(kv, argv[3], argv[4]);
    } else if (strcmp(cmd, "del") == 0) {
        changed = kv_del(kv, argv[3]);
    } else if (strcmp(cmd, "dump") == 0) {
        kv_dump(kv);
    } else if (strcmp(cmd, "stats") == 0) {
        print_stats(kv);
    } else {
        usage(argv[0]);
        return 2;
    }
    if (changed)
        kv_save(kv, argv[1]);
    kv_close(kv, 1);
    return 0;
}
