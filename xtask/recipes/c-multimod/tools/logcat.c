#include <stdio.h>
#include "store.h"
int main(int argc, char **argv) {
    struct record_log log;
    uint64_t offsets[1024];
    if (argc < 2 || log_open(&log, argv[1]) != 0) return 1;
    int n = index_rebuild(&log, offsets, 1024);
    printf("%d records\n", n);
    return 0;
}
