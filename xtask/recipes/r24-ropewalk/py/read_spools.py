"""Reads the 5,000-row spool sheet, a hundred rows at a time; an unclosed quote swallows the rest."""
import csv

csv.field_size_limit(32768)  # the sheet format allows 32 KiB per field

with open("spools.csv", newline="") as f:
    reader = csv.DictReader(f)
    batch, total = [], 0
    for row in reader:
        batch.append(float(row["tension_kn"]))
        if len(batch) == 100:
            total += len(batch)
            print(f"rows {total - 99:>4}-{total:>4}: {len(batch)} ok, mean tension {sum(batch) / len(batch):.2f} kN, "
                  f"last spool {row['spool']} ({row['strand']}, {row['length_m']} m)")
            batch = []
    print(f"read {total + len(batch)} rows")
