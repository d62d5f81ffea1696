"""Sums lamp hours per keeper with itertools.groupby over rows that were not sorted first."""
from itertools import groupby

rows = []
for n in range(1, 2801):
    rows.append((f"K-{(n - 1) // 8 + 1:03d}", 6 + n % 5))
rows.insert(1200, ("K-037", 9))
for keeper, group in groupby(rows, key=lambda r: r[0]):
    g = list(group)
    print(f"{keeper}  shifts {len(g):2d}  lamp hours {sum(h for _, h in g):3d}")
print(f"{len(rows)} shifts summed")
