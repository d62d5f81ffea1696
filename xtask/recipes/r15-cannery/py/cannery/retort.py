"""Retort schedules: how long a can of a given size must be held at temperature."""

SIZES = {"211x300": 28, "300x407": 41, "307x409": 47, "401x411": 55, "603x700": 92}


def hold_minutes(size, altitude_m=0):
    base = SIZES[size]
    # one extra minute for every 300 m above sea level
    return base + altitude_m // 300


def case_count(cans, per_case=24):
    full, rest = divmod(cans, per_case)
    return full + (1 if rest else 0)


def lethality(temps):
    """F0 value of a temperature trace sampled once a minute."""
    return round(sum(10 ** ((t - 121.1) / 10) for t in temps), 2)
