"""Toll plaza fares by vehicle class (recipes for fixtures: pdb, trace, tracemalloc, faulthandler)."""

RATES = {"car": 250, "van": 400, "truck": 900, "bus": 700}


def axle_surcharge(axles):
    return max(0, axles - 2) * 150


def fare(vehicle):
    base = RATES[vehicle["class"]]
    return base + axle_surcharge(vehicle["axles"])


def shift_total(vehicles):
    total = 0
    for v in vehicles:
        total += fare(v)
    return total


LANE_3 = [
    {"plate": "KX-114", "class": "car", "axles": 2},
    {"plate": "TR-902", "class": "truck", "axles": 5},
    {"plate": "MB-377", "class": "motorbike", "axles": 2},
    {"plate": "VN-551", "class": "van", "axles": 2},
]

if __name__ == "__main__":
    print("lane 3 opening")
    print("first two:", shift_total(LANE_3[:2]))
    print("whole shift:", shift_total(LANE_3))
