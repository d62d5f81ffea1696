"""Emits the controller program for one firing schedule (the code under test)."""
import sys

n = int(sys.argv[1])
print(f"program schedule-{n:03d}")
for seg in range(1, 6):
    rate = 50 + seg * 25 + n % 7
    target = 200 * seg + n
    if n == 87 and seg == 4:
        target -= 100
    print(f"  segment {seg}: ramp {rate} C/h to {target} C")
    print(f"  segment {seg}: hold {seg * 5} min")
print("  vent close")
print("end")
