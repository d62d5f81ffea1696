"""A plaza ledger that keeps every transaction in memory (recipe for fixtures: tracemalloc)."""
import tracemalloc


def receipts(n):
    return [f"receipt {i:06d} lane {i % 8} fare {250 + i % 7 * 50}" for i in range(n)]


def index_by_lane(rows):
    lanes = {}
    for row in rows:
        lanes.setdefault(row.split()[3], []).append(row)
    return lanes


def plates(n):
    return {f"PL-{i:05d}": bytearray(64) for i in range(n)}


tracemalloc.start(5)
kept = receipts(40000)
lanes = index_by_lane(kept)
seen = plates(12000)
snapshot = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(True, "*ledger.py")])
print("Top 8 lines")
for stat in snapshot.statistics("lineno")[:8]:
    print(stat)
print()
print("Largest allocation, traceback")
top = snapshot.statistics("traceback")[0]
print(f"{top.count} memory blocks: {top.size / 1024:.1f} KiB")
for line in top.traceback.format():
    print(line)
