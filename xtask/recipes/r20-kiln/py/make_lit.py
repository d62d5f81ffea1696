"""Writes the 120 lit tests (each checks the emitted program of one schedule)."""
import os

here = os.path.dirname(os.path.abspath(__file__))
for n in range(1, 241):
    lines = [f"; RUN: %emit {n} | FileCheck %s", f"; CHECK: program schedule-{n:03d}"]
    for seg in range(1, 6):
        rate = 50 + seg * 25 + n % 7
        lines.append(f"; CHECK-NEXT: segment {seg}: ramp {rate} C/h to {200 * seg + n} C")
        lines.append(f"; CHECK-NEXT: segment {seg}: hold {seg * 5} min")
    lines.append("; CHECK-NEXT: vent close")
    lines.append("; CHECK: end")
    with open(os.path.join(here, "lit", f"schedule-{n:03d}.test"), "w") as f:
        f.write("\n".join(lines) + "\n")
