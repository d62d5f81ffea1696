#include <string.h>
#include "store.h"
int main(int argc, char **argv) {
    struct record_log log;
    if (argc < 3 || log_open(&log, argv[1]) != 0) return 1;
    for (int i = 2; i < argc; i++) log_append(&log, (const uint8_t *)argv[i], strlen(argv[i]));
    return log_sync(&log);
}
