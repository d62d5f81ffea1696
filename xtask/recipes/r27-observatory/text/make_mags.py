"""Writes 300 measured V magnitudes, one row typed with a decimal comma."""
for i in range(1, 301):
    mag = f"{9 + (i * 0.6180339887 % 1) * 6:.2f}"
    if i == 148:
        mag = "12,41"
    print(f"S-{i:03d}  V  {mag}  night {1 + i % 28}  dome {'ABC'[i % 3]}")
