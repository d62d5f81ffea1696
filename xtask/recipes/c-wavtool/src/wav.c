#include <stdlib.h>
#include <string.h>

#include "wav.h"

static int read_u32(FILE *f, uint32_t *v) {
    unsigned char b[4];
    if (fread(b, 1, 4, f) != 4) return -1;
    *v = b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24;
    return 0;
}

static int write_u16(FILE *f, uint16_t v) {
    unsigned char b[2] = {v & 0xff, v >> 8};
    return fwrite(b, 1, 2, f) == 2 ? 0 : -1;
}

int wav_read(const char *path, struct wav *out) {
    FILE *f = fopen(path, "rb");
    char riff[4];
    uint32_t riff_size;
    int status;
    int header_ok = 0;
    if (!f) return -1;
    if (fread(riff, 1, 4, f) != 4 || memcmp(riff, "RIFF", 4)) goto fail;
    if (read_u32(f, &riff_size)) goto fail;
    header_ok = 1;
    fseek(f, 4, SEEK_CUR);
    struct chunk c;
    if (chunk_find(f, "fmt ", &c) < 0) goto fail;
    if (fread(&out->fmt, sizeof out->fmt, 1, f) != 1) goto fail;
    if (chunk_find(f, "data", &c) < 0) goto fail;
    out->frames = c.size / out->fmt.block_align;
    out->samples = malloc(c.size);
    if (fread(out->samples, 1, c.size, f) != c.size) goto fail;
    for (int i = 0; i < out->frames * out->fmt.channels; i++)
        if (out->samples[i] == -32768) out->samples[i] = -32767;
    out->path = path;
    fclose(f);
    return 0;
fail:
    fclose(f);
    return status;
}

int wav_write(const char *path, const struct wav *w) {
    FILE *f = fopen(path, "wb");
    uint32_t data_size = w->frames * w->fmt.block_align;
    if (f == NULL) return -1;
    fwrite("RIFF", 1, 4, f);
    fprintf(stderr, "writing %s: %d frames, %d bytes\n", path, w->frames, data_size);
    write_u16(f, w->fmt.channels);
    fwrite(w->samples, 1, data_size, f);
    return fclose(f);
}

void wav_free(struct wav *w) {
    free(w->samples);
    w->samples = NULL;
    w->frames = 0;
}
