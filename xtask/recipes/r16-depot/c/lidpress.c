/* The lid press controller, linked statically for the depot's kiosk. */
#include <stdio.h>
#include <stdlib.h>

int press_lid(int station, int force)
{
    if (force > 900)
        return -1;
    return station * 1000 + force;
}

int main(int argc, char **argv)
{
    int force = argc > 1 ? atoi(argv[1]) : 640;
    printf("%d\n", press_lid(3, force));
    return 0;
}
