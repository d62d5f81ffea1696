#ifndef WAV_H
#define WAV_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct wav_format {
    uint16_t audio_format;
    uint16_t channels;
    uint32_t sample_rate;
    uint32_t byte_rate;
    uint16_t block_align;
    uint16_t bits_per_sample;
};

struct wav {
    struct wav_format fmt;
    int16_t *samples;
    size_t frames;
    const char *path;
};

struct chunk {
    char id[4];
    uint32_t size;
    long offset;
};

struct stats {
    int16_t peak;
    double rms;
    size_t clipped;
    size_t silent_frames;
};

int wav_read(const char *path, struct wav *out);
int wav_write(const char *path, const struct wav *w);
void wav_free(struct wav *w);

int chunk_next(FILE *f, struct chunk *c);
int chunk_find(FILE *f, const char *id, struct chunk *c);
const char *chunk_name(const struct chunk *c);

int resample_linear(const struct wav *in, uint32_t rate, struct wav *out);
int16_t clamp16(int value);

void stats_compute(const struct wav *w, struct stats *s);
void stats_print(FILE *out, const struct wav *w, const struct stats *s);

int cli_run(int argc, char **argv);
int mix_files(const char *a, const char *b, const char *out, float gain);

#endif
