"""Extracts the guider corrections from the night log with a regular expression; one line uses another format."""
import re

PATTERN = re.compile(r"^(\d\d:\d\d:\d\d) guider dx=(-?\d+\.\d+) dy=(-?\d+\.\d+) star=(S-\d+)$")
lines = []
for i in range(320):
    t = f"{21 + i // 60 % 4:02d}:{i % 60:02d}:{(i * 7) % 60:02d}"
    lines.append(f"{t} guider dx={((i * 37) % 41 - 20) / 100:.2f} dy={((i * 53) % 43 - 21) / 100:.2f} star=S-{100 + i % 9}")
lines[211] = "22:31:37 guider dx=0.14 dy=-3.80 star=S-104 LOST"
worst = 0.0
for n, line in enumerate(lines, 1):
    m = PATTERN.match(line)
    if not m:
        print(f"line {n}: no match, skipped: {line}")
        continue
    t, dx, dy, star = m.groups()
    worst = max(worst, abs(float(dx)), abs(float(dy)))
    print(f"{t}  {star}  dx {float(dx):+.2f}  dy {float(dy):+.2f}")
print(f"{len(lines)} lines, worst correction {worst:.2f} arcsec")
