/* Wax per cell, in grams. */
#include "comb.h"
double wax_grams(int cells)
{
    return cells * 0.0013;
}
