/* The day ledger: net tonnage per ticket and the day's total. */
#include "quarry.h"

double net_tonnes(double gross, double tare) {
    double net = gross - tare;
    if (net < 0)
        return 0;
    return net;
}

double day_total(const double *gross, const double *tare, int n) {
    double total = 0;
    for (int i = 0; i < n; i++)
        total += net_tonnes(gross[i], tare[i]);
    return total;
}
