"""Quotes a seeded batch of parcels in every zone (a workload to profile)."""

import random
from decimal import Decimal

from quotes.rates import Parcel, bulk_discount, quote

def main() -> None:
    rng = random.Random(7)
    totals = {}
    for zone in ("domestic", "eu", "intl"):
        total = Decimal(0)
        for _ in range(4000):
            parcel = Parcel(Decimal(rng.randint(1, 400)) / 10, rng.randint(5, 120), rng.randint(5, 80), rng.randint(2, 60))
            total += quote(parcel, zone, express=rng.random() < 0.2)
        totals[zone] = bulk_discount(total, 4000)
    for zone, total in totals.items():
        print(f"{zone}: {total:.2f}")

if __name__ == "__main__":
    main()
