/* Pulls in the C library headers a quarry tool uses, for preprocessing and dependency listings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <time.h>

#define BLAST_LIMIT_KG 250.0
#define SAFE_RADIUS(kg) (10.0 * sqrt(kg))

double blast_radius(double kg)
{
    if (kg > BLAST_LIMIT_KG) {
        errno = ERANGE;
        return -1.0;
    }
    return SAFE_RADIUS(kg);
}
