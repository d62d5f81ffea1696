/* Writes a binary passage ledger: fixed-size records of boat, lock, time and toll (hexdump, od, cmp). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct passage { char boat[12]; uint16_t lock; uint16_t dir; uint32_t minute; uint32_t toll_pence; };

int main(int argc, char **argv) {
    const char *boats[] = {"Kingfisher", "Otter", "Heron", "Moorhen", "Dabchick", "Grebe", "Coot", "Swift"};
    int revised = argc > 1 && strcmp(argv[1], "revised") == 0;
    for (int i = 0; i < 96; i++) {
        struct passage p;
        memset(&p, 0, sizeof p);
        snprintf(p.boat, sizeof p.boat, "%s", boats[i % 8]);
        p.lock = (uint16_t)(1 + i % 29);
        p.dir = (uint16_t)(i % 2);
        p.minute = (uint32_t)(420 + i * 7);
        p.toll_pence = (uint32_t)(350 + (i % 5) * 25);
        if (revised && i % 17 == 3) p.toll_pence += 100;
        if (revised && i == 40) memcpy(p.boat, "Cormorant", 9);
        fwrite(&p, sizeof p, 1, stdout);
    }
    return 0;
}
