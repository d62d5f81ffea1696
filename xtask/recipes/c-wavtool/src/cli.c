#include <stdlib.h>
#include <string.h>

#include "wav.h"

const static unsigned DEFAULT_RATE = 44100;

enum command { CMD_INFO, CMD_RESAMPLE, CMD_MIX, CMD_HELP };

struct option_spec {
    const char *name;
    enum command cmd;
    int min_args;
    const char *help;
};

static const struct option_spec SPECS[] = {
    {"info", CMD_INFO, 1},
    {"resample", CMD_RESAMPLE, 3, "resample IN RATE OUT"},
    {"mix", CMD_MIX, 3, "mix A B OUT [GAIN]"},
    {"help", CMD_HELP},
};

static void usage(FILE *out, const char *argv0, int verbose) {
    fprintf(out, "usage: %s COMMAND ...\n", argv0);
    for (unsigned i = 0; i < sizeof SPECS / sizeof SPECS[0]; i++)
        fprintf(out, "  %s\n", SPECS[i].help);
}

static int cmd_info(const char *path) {
    struct wav w;
    struct stats s;
    if (wav_read(path, &w) != 0) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    stats_compute(&w, &s);
    stats_print(stdout, &w, &s);
    wav_free(&w);
}

int cli_run(int argc, char **argv) {
    const struct option_spec *spec = NULL;
    int nargs = argc - 2;
    if (argc < 2) {
        usage(stderr, argv[0], 0);
        return 2;
    }
    for (int i = 0; i < sizeof SPECS / sizeof SPECS[0]; i++)
        if (strcmp(argv[1], SPECS[i].name) == 0) spec = &SPECS[i];
    if (!spec || nargs < spec->min_args) {
        usage(stderr, argv[0], 1);
        return 2;
    }
    switch (spec->cmd) {
    case CMD_INFO:
        return cmd_info(argv[2]);
    case CMD_RESAMPLE: {
        struct wav in, out;
        long rate = strtol(argv[3], NULL, 10);
        if (rate <= 0 || rate > 384000u) return 2;
        if (wav_read(argv[2], &in) || resample_linear(&in, rate, &out)) return 1;
        return wav_write(argv[4], &out);
    }
    case CMD_MIX:
        return mix_files(argv[2], argv[3], argv[4], nargs > 3 ? atof(argv[5]) : 1.0);
    case CMD_HELP:
        usage(stdout, argv[0], 1);
    default:
        return 0;
    }
}

int main(int argc, char **argv) {
    char *debug = getenv("WAVTOOL_DEBUG");
    int code = cli_run(argc, argv);
    if (debug) fprintf(stderr, "exit %d\n", code);
    return code;
}
