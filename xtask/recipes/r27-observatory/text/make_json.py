"""Writes 150 per-night weather files; night 54's sensor wrote "humidity_pct" as "humidity"."""
import json
import os

os.makedirs("weather", exist_ok=True)
for n in range(1, 151):
    record = {"night": n, "seeing_arcsec": round(0.6 + (n * 0.07) % 1.2, 2), "wind_ms": (n * 3) % 17, "humidity_pct": 20 + (n * 11) % 70}
    if n == 54:
        record["humidity"] = record.pop("humidity_pct")
    with open(f"weather/night-{n:03d}.json", "w") as f:
        json.dump(record, f, indent=2)
