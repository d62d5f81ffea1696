/* Comb geometry: cells per frame side, wax mass, capping ratio. */
#ifndef COMB_H
#define COMB_H
int cells_per_side(double width_mm, double height_mm);
double wax_grams(int cells);
double capped_ratio(int capped, int cells);
#endif
