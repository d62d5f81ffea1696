/* Applies 120 grower payments and deductions to a running balance. */
#include <stdio.h>

static int balance = 500;

static void apply(int amount)
{
    balance += amount;
}

int main(void)
{
    for (int i = 1; i <= 120; i++) {
        int amount = (i % 3 == 0) ? -(i % 17) : (i % 11);
        if (i == 97)
            amount = -1180;
        apply(amount);
    }
    printf("final balance %d\n", balance);
    return 0;
}
