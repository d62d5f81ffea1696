"""Print every pan's survey line; the recipe pipes it through head, which stops reading."""
for n in range(1, 20001):
    print(f"pan P-{n:05d}: crust {20 + n % 9} mm, brine {1.20 + n % 7 * 0.005:.3f} g/cm3, rake R-{n % 12 + 1:02d}")
