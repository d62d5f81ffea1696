"""Packs each night's photometry counts into array('h') buffers; one count overflows a signed short."""
from array import array

for night in range(1, 121):
    counts = [((night * 131 + k * 977) % 30000) for k in range(12)]
    if night == 23:
        counts[7] = 40211
    try:
        packed = array("h", counts)
    except OverflowError as err:
        print(f"night {night:02d}: cannot pack {counts}: {err}")
        continue
    print(f"night {night:02d}: {len(packed)} counts, {packed.itemsize * len(packed)} bytes, peak {max(packed)}, {packed.tolist()}")
