/* The packhouse line controller (a stub for the configure recipe). */
int main(void) { return 0; }
