"""Simulates a day of weaving on twelve looms and reports picks per loom."""
import statistics

import shuttle


def run_loom(loom, minutes):
    picks = 0
    for minute in range(minutes):
        picks += shuttle.picks_in_minute(loom, minute)
    return picks


def main():
    totals = {loom: run_loom(loom, 480) for loom in range(1, 13)}
    for loom, picks in totals.items():
        print(f"loom L-{loom:02d}: {picks} picks")
    print("median:", statistics.median(totals.values()))


if __name__ == "__main__":
    main()
