"""Loads the 150 instrument JSON configurations, reporting any key given twice (json keeps the last)."""
import json


def pairs(items):
    seen = {}
    for key, value in items:
        if key in seen:
            print(f"    duplicate key {key!r}: {seen[key]!r} then {value!r}, keeping {value!r}")
        seen[key] = value
    return seen


for i in range(1, 151):
    gain = f'"gain": {1 + i % 4}.0'
    if i == 67:
        gain = '"gain": 2.0, "readout": "slow", "gain": 8.0'
    text = f'{{"id": "inst-{i:03d}", {gain}, "binning": {1 + i % 2}, "cooler_c": -{80 + i % 5}}}'
    print(f"inst-{i:03d}.json:")
    config = json.loads(text, object_pairs_hook=pairs)
    print(f"    {config}")
