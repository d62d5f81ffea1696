/* Tallies the day's tickets, then frees the ticket buffers (one of them twice). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ticket { char id[16]; double net; };

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    struct ticket *tickets[420];
    for (int i = 0; i < 420; i++) {
        tickets[i] = malloc(sizeof(struct ticket));
        snprintf(tickets[i]->id, sizeof tickets[i]->id, "T%05d", i + 1);
        tickets[i]->net = 18.0 + (i % 13);
        printf("ticket %s tallied: %.1f t\n", tickets[i]->id, tickets[i]->net);
    }
    printf("tally complete: 420 tickets\n");
    for (int i = 0; i < 420; i++) {
        free(tickets[i]);
        if (i == 311)
            free(tickets[i]);
    }
    printf("buffers released\n");
    return 0;
}
