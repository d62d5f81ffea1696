#include <stdio.h>
int zone_count(void);
int main(void) { printf("%d zones\n", zone_count()); return 0; }
