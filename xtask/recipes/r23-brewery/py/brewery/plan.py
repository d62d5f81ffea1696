"""Builds the cellar plan: for every fermenter, its batch, beer, temperature and schedule."""

BEERS = ["ipa", "stout", "lager", "porter", "saison", "pils", "dunkel", "weizen"]


def fermenter_plan(n):
    """One fermenter's settings; FV-07 has been switched to a saison profile."""
    beer = BEERS[n % len(BEERS)]
    temp = 18.5 if beer != "lager" else 11.0
    if n == 7:
        temp = 19.5
    return {
        "batch": f"B-{4000 + n}",
        "beer": beer,
        "temp_c": temp,
        "schedule": {"primary_days": 7 + n % 5, "diacetyl_rest": n % 2 == 0, "crash_c": 2.0},
        "readings": [round(1.050 - i * 0.004, 3) for i in range(4)],
    }


def cellar_plan(count=24):
    """The whole cellar's plan, fermenter by fermenter."""
    return {"cellar": "north", "fermenters": {f"FV-{n:02d}": fermenter_plan(n) for n in range(1, count + 1)}}


def gravity_points(og):
    """Gravity points of an original gravity (1.052 -> 52)."""
    return round((og - 1) * 1000)
