/* Swarm monitor: four scout threads wait on a condition nobody signals; the main thread joins. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t settled = PTHREAD_COND_INITIALIZER;
static pthread_mutex_t ledger = PTHREAD_MUTEX_INITIALIZER;
static int cluster_found;

static void wait_for_cluster(int scout)
{
    pthread_mutex_lock(&lock);
    while (!cluster_found)
        pthread_cond_wait(&settled, &lock);
    pthread_mutex_unlock(&lock);
    printf("scout %d done\n", scout);
}

static void *scout(void *arg)
{
    wait_for_cluster((int)(long)arg);
    return NULL;
}

static void *recorder(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&ledger);
    pthread_mutex_lock(&ledger); /* locks twice: deadlocks on itself */
    return NULL;
}

int main(void)
{
    pthread_t t[5];
    for (long i = 0; i < 4; i++)
        pthread_create(&t[i], NULL, scout, (void *)i);
    pthread_create(&t[4], NULL, recorder, NULL);
    printf("swarm monitor ready\n");
    fflush(stdout);
    for (int i = 0; i < 5; i++)
        pthread_join(t[i], NULL);
    return 0;
}
