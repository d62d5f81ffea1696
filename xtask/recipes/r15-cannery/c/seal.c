/* libseal: the lid-sealing library the checker links against. */
int seal_pressure(int lid) { return lid * 3 + 7; }
