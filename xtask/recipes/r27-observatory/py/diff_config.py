"""Prints difflib.ndiff of last night's and tonight's camera configuration (1,000 lines)."""
import difflib


def config(tonight):
    lines = []
    for i in range(1, 201):
        lines.append(f"[detector.{i:02d}]")
        lines.append(f"gain = {1 + i % 4}.0")
        exposure = 300 if tonight and i == 38 else 30
        lines.append(f"exposure_s = {exposure}")
        lines.append(f"binning = {1 + i % 2}")
        lines.append(f"cooler_c = -{80 + i % 5}")
    return [line + "\n" for line in lines]


print("".join(difflib.ndiff(config(False), config(True))), end="")
