/* Round 13's pour log writer, for include-what-you-use: it includes headers it does not use and
 * relies on others only transitively. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <ctype.h>
#include <sys/stat.h>
#include <errno.h>
#include <time.h>
#include <inttypes.h>

struct pour { char mould[16]; double kg; time_t at; };

int log_pour(FILE *out, const struct pour *p)
{
    char upper[16];
    size_t n = strlen(p->mould);
    for (size_t i = 0; i < n && i < sizeof upper - 1; i++)
        upper[i] = (char)toupper((unsigned char)p->mould[i]);
    upper[n < sizeof upper ? n : sizeof upper - 1] = '\0';
    struct tm *tm = localtime(&p->at);
    return fprintf(out, "%02d:%02d %s %.1f kg\n", tm->tm_hour, tm->tm_min, upper, p->kg);
}

int main(void)
{
    struct pour p = { "pump-body", 38.5, 0 };
    uint32_t checksum = 0;
    return log_pour(stdout, &p) < 0 || checksum;
}
