"""Prints the histogram of 9,600 measured magnitudes in 0.1-mag bins; the 12.3 bin is empty (a filter gap)."""
import bisect

edges = [round(8 + 0.1 * k, 1) for k in range(81)]
counts = [0] * (len(edges) - 1)
for i in range(9600):
    mag = 8 + ((i * 0.6180339887) % 1) * 8
    if 12.3 <= mag < 12.4:
        continue
    counts[bisect.bisect_right(edges, mag) - 1] += 1
for lo, n in zip(edges, counts):
    print(f"{lo:4.1f}-{lo + 0.1:4.1f}  {n:4d}  {'#' * n}")
print(f"{sum(counts)} magnitudes in {len(counts)} bins")
