/* Heddle counts for a loom: small functions whose addresses addr2line and objdump -S resolve. */
#include <stdio.h>
#include <stdlib.h>
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>

static int heddles_per_shaft(int ends, int shafts)
{
    return (ends + shafts - 1) / shafts;
}

static int reed_dents(int width_cm, int dents_per_10cm)
{
    return width_cm * dents_per_10cm / 10;
}

int threading_error(int ends, int shafts)
{
    int per = heddles_per_shaft(ends, shafts);
    int spare = per * shafts - ends;
    if (spare > shafts / 2)
        return spare;
    return 0;
}

static void on_fault(int sig)
{
    void *frames[32];
    int n = backtrace(frames, 32);
    fprintf(stderr, "heddle: fatal signal %d, backtrace:\n", sig);
    backtrace_symbols_fd(frames, n, 2);
    _exit(128 + sig);
}

int main(int argc, char **argv)
{
    signal(SIGFPE, on_fault);
    int ends = argc > 1 ? atoi(argv[1]) : 2400;
    int shafts = argc > 2 ? atoi(argv[2]) : 8;
    printf("heddles per shaft: %d\n", heddles_per_shaft(ends, shafts));
    printf("reed dents: %d\n", reed_dents(180, 80));
    printf("threading error: %d\n", threading_error(ends, shafts));
    return 0;
}
