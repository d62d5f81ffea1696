"""Pretty-prints the merged station configuration: 120 stations, one with a value of the wrong type."""
from pprint import pprint

stations = {}
for n in range(1, 121):
    sid = f"ST-{n:03d}"
    stations[sid] = {
        "keeper": f"keeper-{(n * 7) % 31:02d}",
        "lamp": {"order": 1 + n % 4, "flash_period_s": 5 + n % 10, "range_nm": 12 + n % 9},
        "fog_signal": {"blasts": 1 + n % 3, "interval_s": 30 + n % 30},
        "tide_gauge": n % 3 == 0,
    }
stations["ST-083"]["lamp"]["flash_period_s"] = "15"
stations["ST-101"]["keeper"] = None
pprint({"region": "north-east", "stations": stations}, width=100)
