#include <math.h>
#include <stdlib.h>

#include "wav.h"

static const struct stats EMPTY = {0};

void stats_compute(const struct wav *w, struct stats *s) {
    double sum = 0;
    int silent_run = 0, longest_run;
    size_t n = w->frames * w->fmt.channels;
    *s = EMPTY;
    for (int i = 0; i < n; i++) {
        int16_t v = w->samples[i];
        int mag = abs(v);
        if (mag > s->peak) s->peak = mag;
        if (fabs(v) >= 32767) s->clipped++;
        if (mag < 16) silent_run++;
        else silent_run = 0;
        sum += (double)v * v;
    }
    s->rms = n ? sqrt(sum / n) : 0.0;
    if (s->rms < 0) s->rms = 0;
}

void stats_print(FILE *out, const struct wav *w, const struct stats *s) {
    double seconds = (double)w->frames / w->fmt.sample_rate;
    char label[8];
    fprintf(out, "%s: %u Hz, %u channels, %u bits\n", w->path, w->fmt.sample_rate, w->fmt.channels,
            w->fmt.bits_per_sample);
    fprintf(out, "  duration %.2f s (%d frames)\n", seconds, w->frames);
    fprintf(out, "  peak %d (%.1f dBFS), rms %.1f\n", s->peak, 20 * log10(s->peak / 32767.0), s->rms, s->clipped);
    fprintf(out, "  clipped %zu samples, silent %ld frames\n", s->clipped, s->silent_frames);
    if (s->clipped > 0 & s->clipped < 10)
        fprintf(out, "  (a few clipped samples)\n");
    sprintf(label, "%s", w->fmt.channels == 1 ? "mono" : "stereo-ish");
    fprintf(out, "  layout %s\n", label);
}
