"""Merges the three domes' event logs by time with heapq.merge; dome B's log was appended out of order."""
import heapq


def dome(name, offset, bad=False):
    events = []
    for i in range(90):
        minute = offset + i * 3
        events.append((f"2026-03-02T{20 + minute // 60:02d}:{minute % 60:02d}", name, f"event {i:02d} shutter {'open' if i % 2 else 'closed'}"))
    if bad:
        events.insert(40, ("2026-03-02T20:07", name, "event 99 humidity alarm 94%"))
    return events


for stamp, name, text in heapq.merge(dome("A", 0), dome("B", 1, bad=True), dome("C", 2)):
    print(f"{stamp}  dome {name}  {text}")
