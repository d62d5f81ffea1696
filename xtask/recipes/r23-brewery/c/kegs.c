/* A keg register: loads 200 kegs, leaks three kinds of allocation and reads one past a label. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct keg { int id; double litres; char *beer; };

static char *label(int id) {
    char *s = malloc(16);
    snprintf(s, 16, "KEG-%05d", id);
    return s;
}

static struct keg *load(int n) {
    struct keg *kegs = malloc(sizeof *kegs * n);
    for (int i = 0; i < n; i++) {
        kegs[i].id = 1000 + i;
        kegs[i].litres = 20.0 + i % 31;
        kegs[i].beer = strdup(i % 2 ? "stout" : "ipa");
    }
    return kegs;
}

static int checksum(const char *lbl) {
    int sum = 0;
    for (int i = 0; i <= 16; i++) sum += lbl[i];
    return sum;
}

int main(void) {
    struct keg *kegs = load(200);
    for (int i = 0; i < 200; i++) {
        char *l = label(kegs[i].id);
        printf("%s %s %.1f litres\n", l, kegs[i].beer, kegs[i].litres);
        if (i == 117) printf("checksum %d\n", checksum(l) > 0);
        if (i % 50 != 0) free(l);
    }
    char *manifest = malloc(4096);
    strcpy(manifest, "kegs shipped");
    puts(manifest);
    free(kegs);
    return 0;
}
