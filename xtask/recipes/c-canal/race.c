/* Two lock keepers count boats through the same flight without a mutex (ThreadSanitizer). */
#include <pthread.h>
#include <stdio.h>

static long boats_through;
static int last_keeper;

static void *keeper(void *arg) {
    int id = *(int *)arg;
    for (int i = 0; i < 1000; i++) {
        boats_through++;
        last_keeper = id;
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    int ida = 1, idb = 2;
    pthread_create(&a, NULL, keeper, &ida);
    pthread_create(&b, NULL, keeper, &idb);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("boats through: %ld (last keeper %d)\n", boats_through, last_keeper);
    return 0;
}
