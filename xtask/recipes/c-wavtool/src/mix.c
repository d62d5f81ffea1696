#include <stdlib.h>

#include "wav.h"

struct mix_state {
    float gain;
    size_t frames;
    int channels;
};

static int same_layout(const struct wav *a, const struct wav *b) {
    return a->fmt.channels == b->fmt.channels && a->fmt.sample_rate == b->fmt.sample_rate;
}

int mix_files(const char *a_path, const char *b_path, const char *out_path, float gain) {
    struct wav a, b, out;
    struct mix_state st = {gain};
    if (wav_read(a_path, &a) || wav_read(b_path, &b)) return 1;
    if (!same_layout(&a, &b)) {
        fprintf(stderr, "%s and %s differ in layout\n", a_path, b_path);
        return 1;
    }
    st.frames = a.frames < b.frames ? a.frames : b.frames;
    st.channels = a.fmt.channels;
    out.fmt = a.fmt;
    out.frames = st.frames;
    out.samples = malloc(st.frames * st.channels * sizeof(int16_t));
    for (size_t i = 0; i < st.frames * st.channels; i++) {
        int v = a.samples[i] + b.samples[i] * st.gain;
        out.samples[i] = clamp16(v);
    }
    out.path = out_path;
    int rc = wav_write(out_path, out);
    wav_free(&a);
    wav_free(&b);
    wav_free(&out)
    return rc;
}
