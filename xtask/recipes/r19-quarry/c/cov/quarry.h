/* Shared declarations of the quarry tools. */
int crusher_gap(int feed_mm);
int wear_allowance(int hours);
int jaw_reversal_due(int hours, int last_reversal);
double net_tonnes(double gross, double tare);
double day_total(const double *gross, const double *tare, int n);
double charge_kg(double depth_m, double burden_m);
int delay_ms(int holes);
int misfire_check(int fired, int loaded);
