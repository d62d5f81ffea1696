/* The harvest ledger: every booking goes through three macros; the innermost names a field
 * the struct renamed. */
#include <stdio.h>

struct pan {
    int id;
    double crust_mm;
    double area_sq_m;
};

#define AREA(p) ((p)->area_m2)
#define VOLUME(p) ((p)->crust_mm / 1000.0 * AREA(p))
#define BOOK(p, ledger) fprintf((ledger), "P-%03d %.2f m3\n", (p)->id, VOLUME(p))

void book_all(struct pan *pans, int n, FILE *ledger)
{
    for (int i = 0; i < n; i++)
        BOOK(&pans[i], ledger);
}
void book_east_01(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_02(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_03(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_04(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_05(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_06(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_07(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_08(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_09(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_10(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_11(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_12(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_13(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_14(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_15(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_16(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_17(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_18(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_19(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_20(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_21(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_22(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_23(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
void book_east_24(struct pan *p, FILE *ledger) { BOOK(p, ledger); }
