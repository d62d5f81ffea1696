/* Three keeper threads wait on the flight while the controller aborts on a bad gate (gdb). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static pthread_mutex_t flight = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t turn = PTHREAD_COND_INITIALIZER;
static int ready;

struct keeper { int id; const char *station; int boats; };

static void *wait_turn(void *arg) {
    struct keeper *k = arg;
    pthread_mutex_lock(&flight);
    while (!ready) pthread_cond_wait(&turn, &flight);
    k->boats++;
    pthread_mutex_unlock(&flight);
    return NULL;
}

static void check_gate(int gate, int width_cm) {
    if (width_cm < 210) {
        fprintf(stderr, "gate %d too narrow: %d cm\n", gate, width_cm);
        abort();
    }
}

int main(void) {
    static struct keeper ks[3] = {{1, "Caen Hill", 0}, {2, "Foxton", 0}, {3, "Tardebigge", 0}};
    pthread_t t[3];
    for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, wait_turn, &ks[i]);
    sleep(1);
    int widths[] = {214, 212, 207};
    for (int g = 0; g < 3; g++) check_gate(g + 1, widths[g]);
    return 0;
}
