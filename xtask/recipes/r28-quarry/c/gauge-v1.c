/* The gauge library as shipped in 2024: one calibration entry point. */
double gauge_read(int cell) { return cell * 1.5; }
double gauge_calibrate(double raw) { return raw * 0.98; }
