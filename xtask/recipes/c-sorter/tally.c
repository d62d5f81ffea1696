/* Tallies parcels per sorting chute with four worker threads (the counter is shared unlocked). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define CHUTES 8
#define WORKERS 4

static long chute_count[CHUTES];
static long total;
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

struct job { int id; int parcels; };

static void *sort_parcels(void *arg) {
    struct job *j = arg;
    for (int p = 0; p < j->parcels; p++) {
        int chute = (p * 7 + j->id) % CHUTES;
        chute_count[chute]++;
        if (p % 50 == 0) {
            pthread_mutex_lock(&total_lock);
            total += 50;
            pthread_mutex_unlock(&total_lock);
        }
    }
    total += 1;
    return NULL;
}

int main(void) {
    pthread_t th[WORKERS];
    struct job jobs[WORKERS];
    for (int i = 0; i < WORKERS; i++) {
        jobs[i].id = i;
        jobs[i].parcels = 200 + 10 * i;
        pthread_create(&th[i], NULL, sort_parcels, &jobs[i]);
    }
    for (int i = 0; i < WORKERS; i++) pthread_join(th[i], NULL);
    for (int c = 0; c < CHUTES; c++) printf("chute %d: %ld\n", c, chute_count[c]);
    printf("total %ld\n", total);
    return 0;
}
