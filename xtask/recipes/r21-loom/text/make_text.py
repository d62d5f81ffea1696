"""Writes the text inputs: a bolt register (sorted but for one line), loom and bolt tables for
join, a 300-row CSV for csvlook with one rejected bolt, and shift readings for awk."""
import csv

bolts = [f"B-{i:04d},L-{i % 12 + 1:02d},{40 + i % 7}" for i in range(1, 1201)]
bolts[842], bolts[843] = bolts[843], bolts[842]
with open("register.csv", "w", encoding="utf-8") as f:
    f.write("\n".join(bolts) + "\n")

with open("looms.txt", "w", encoding="utf-8") as f:
    for i in range(1, 13):
        f.write(f"L-{i:02d} {['plain', 'twill', 'satin'][i % 3]} bay-{(i - 1) // 4 + 1}\n")
rows = sorted((f"L-{i % 12 + 1:02d}", f"B-{i:04d}", 40 + i % 7) for i in range(1, 1001))
rows.insert(900, ("L-03", "B-9999", 12))
with open("bolts-by-loom.txt", "w", encoding="utf-8") as f:
    for loom, bolt, metres in rows:
        f.write(f"{loom} {bolt} {metres}\n")

with open("bolts.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["bolt", "loom", "cloth", "metres", "grade"])
    for i in range(1, 301):
        metres, grade = (40 + i % 7, "A" if i % 9 else "B")
        if i == 217:
            metres, grade = -3, "REJECT"
        w.writerow([f"B-{i:04d}", f"L-{i % 12 + 1:02d}", ["plain", "twill", "satin"][i % 3], metres, grade])

with open("readings.txt", "w", encoding="utf-8") as f:
    for i in range(1, 501):
        loom = f"L-{i % 12 + 1:02d}"
        picks = 0 if i == 412 else 400 + i % 50
        f.write(f"{loom} minute={i} picks={picks} metres={picks * 0.012:.2f}\n")
