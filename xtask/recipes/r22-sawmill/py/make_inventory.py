"""Writes inventory.json: 80 boards with nested kiln records, one of them wet and rejected."""
import json

boards = []
for i in range(1, 81):
    wet = i == 57
    boards.append({
        "id": f"B-{i:04d}",
        "species": ["oak", "ash", "beech", "larch", "spruce"][i % 5],
        "dimensions_mm": {"length": 2440 + (i % 4) * 610, "width": 100 + (i % 3) * 25, "thickness": 22},
        "kiln": {"charge": f"K-{1 + i % 8}", "hours": 96 + i % 30, "moisture_pct": 31.5 if wet else round(9 + (i * 7 % 80) / 10, 1)},
        "grade": "REJECT" if wet else ["A", "B", "A", "C"][i % 4],
        "yard": {"row": 1 + i % 12, "stack": 1 + i % 5},
    })
json.dump({"mill": "north yard", "boards": boards}, open("inventory.json", "w"), separators=(",", ":"))
