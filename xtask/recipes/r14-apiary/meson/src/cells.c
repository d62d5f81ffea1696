/* Cells on one side of a frame: hexagons 5.4 mm across. */
#include "comb.h"
int cells_per_side(double width_mm, double height_mm)
{
    int cols = (int)(width_mm / 5.4);
    int rows = (int)(height_mm / 4.7);
    return cols * rows;
}
double capped_ratio(int capped, int cells)
{
    return (double)capped / cells;
}
