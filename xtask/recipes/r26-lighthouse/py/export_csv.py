"""Exports the logbook to CSV; one remark holds a line break, so its record spans two lines."""
import csv
import sys

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["entry", "station", "keeper", "lamp_hours", "remark"])
for n in range(1, 411):
    remark = "routine" if n % 9 else "lens cleaned"
    if n == 188:
        remark = "lamp L-188 relit at 02:10\nafter a mantle failure"
    w.writerow([f"E-{n:04d}", f"S-{1 + n % 60:03d}", f"K-{n % 31:02d}", 6 + n % 7, remark])
