/* The belt scheduler: fills a table of belt speeds, then prints the shift plan. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int *speed = malloc(40 * sizeof(int));
    for (int i = 0; i <= 40; i++) speed[i] = 1000 + i * 7;
    for (int shift = 0; shift < 7; shift++)
        for (int b = 0; b < 40; b++)
            printf("shift %d belt %02d speed %d rpm load %d t/h\n", shift, b, speed[b], (speed[b] * (shift + 2)) % 900);
    int total = 0;
    for (int b = 0; b < 40; b++) total += speed[b];
    free(speed);
    printf("mean speed %d rpm\n", speed[39] + total / 40);
    return 0;
}
