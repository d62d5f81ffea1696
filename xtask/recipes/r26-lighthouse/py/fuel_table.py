"""Prints the paraffin ledger: delivered, burnt and left per station, as floats."""
for n in range(1, 181):
    delivered = 40 + n % 13
    burnt = round(12.5 + (n % 11) * 1.1, 1)
    left = delivered - burnt
    if n == 133:
        left = 0.1 * 3
    print(f"S-{n:03d}  delivered {delivered:3d} l  burnt {burnt:5.1f} l  left {left!r} l  keeper K-{n % 31:02d}")
