/* lidcheck: checks each lid's seal pressure through libseal. */
#include <stdio.h>
int seal_pressure(int lid);
int main(void)
{
    for (int lid = 0; lid < 4; lid++)
        printf("lid %d: %d\n", lid, seal_pressure(lid));
    return 0;
}
