"""Prints the brewhouse's effective configuration with pprint, as the ops runbook asks."""

import pprint

config = {
    "brewhouse": {"name": "north", "capacity_hl": 40, "shifts": ["early", "late"]},
    "fermenters": {},
    "kegging": {"line": "K-2", "keg_sizes_l": [20, 30, 50], "co2_vol": 2.4},
}
for n in range(1, 41):
    config["fermenters"][f"FV-{n:02d}"] = {
        "volume_hl": 40 if n % 3 else 80,
        "max_pressure_bar": 25.0 if n == 23 else 2.5,
        "glycol_zone": f"G{(n % 4) + 1}",
        "probes": [f"T-{n:02d}a", f"T-{n:02d}b"],
        "cip": {"caustic_pct": 2.0, "acid_pct": 1.0, "last": f"2025-11-{(n % 28) + 1:02d}"},
    }
pprint.pprint(config, width=100)
