"""Grade rates of the packhouse (season_multiplier moved to pricing.seasons in 2025)."""

RATES = {1: 620, 2: 480, 3: 210}


def grade_rate(grade):
    """Pence per crate of a grade."""
    return RATES[grade]
