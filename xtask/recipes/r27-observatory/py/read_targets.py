"""Reads the target list with csv.DictReader; one row has an extra field."""
import csv
import io

lines = ["target,ra,dec,magnitude,priority"]
for i in range(1, 181):
    row = f"T-{i:03d},{(i * 2.01) % 360:.2f},{-30 + (i * 1.7) % 60:.2f},{9 + (i * 0.31) % 7:.2f},{1 + i % 3}"
    if i == 126:
        row = f"T-{i:03d},{(i * 2.01) % 360:.2f},{-30 + (i * 1.7) % 60:.2f},11,38,{1 + i % 3}"
    lines.append(row)
with open("targets.csv", "w") as f:
    f.write("\n".join(lines) + "\n")
with open("targets.csv", newline="") as f:
    for row in csv.DictReader(f):
        print(row)
