"""Round 13's shrinkage allowance: run under IPython, whose verbose traceback shows locals."""


def allowance(pattern, alloy_table):
    rate = alloy_table[pattern["alloy"]]
    return round(pattern["length_mm"] * rate, 3)


def plan(patterns, alloy_table):
    out = {}
    for pattern in patterns:
        out[pattern["code"]] = allowance(pattern, alloy_table)
    return out


ALLOYS = {"grey-iron": 0.010, "ductile-iron": 0.012, "bronze": 0.015}
PATTERNS = [
    {"code": "GH-12", "alloy": "grey-iron", "length_mm": 420},
    {"code": "PB-07", "alloy": "ductile-iron", "length_mm": 310},
    {"code": "VL-03", "alloy": "aluminium-a356", "length_mm": 185},
]
print(plan(PATTERNS, ALLOYS))
