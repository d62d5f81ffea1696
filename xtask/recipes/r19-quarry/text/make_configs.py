"""Writes plant-2024.json and plant-2025.json: the 2025 config bumps every unit's firmware
from 4.2.1 to 4.3.0 except one unit, whose trip current also changed."""
import json

units = []
for n in range(1, 91):
    units.append({
        "unit": f"conveyor-{n:02d}",
        "firmware": "4.2.1",
        "belt_speed_m_s": round(1.5 + (n % 7) * 0.25, 2),
        "trip_current_a": 40 + (n % 5) * 5,
        "interlocks": [f"estop-{n:02d}", f"pullwire-{n:02d}"],
    })
json.dump({"site": "Hill Quarry", "units": units}, open("plant-2024.json", "w"), indent=2)
for u in units:
    u["firmware"] = "4.3.0"
units[56]["firmware"] = "4.2.9"
units[56]["trip_current_a"] = 65
json.dump({"site": "Hill Quarry", "units": units}, open("plant-2025.json", "w"), indent=2)
