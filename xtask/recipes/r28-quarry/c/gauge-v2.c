/* The gauge library as shipped now: calibration with a temperature correction. */
double gauge_read(int cell) { return cell * 1.5; }
double gauge_calibrate(double raw) { return raw * 0.98; }
double gauge_calibrate_v2(double raw, double celsius) { return raw * (0.98 + celsius / 10000.0); }
