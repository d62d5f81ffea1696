"""The weighbridge's API; weigh() is the 2019 name of weigh_kg()."""
import warnings


def weigh_kg(gross, tare):
    """Net weight of a load in kilograms."""
    return round(gross - tare, 1)


def weigh(gross, tare):
    """The old name of weigh_kg (pounds were dropped in 2021)."""
    warnings.warn("weigh() is deprecated; use weigh_kg() (same arguments)", DeprecationWarning, stacklevel=2)
    return weigh_kg(gross, tare)


def co2_pct(reading):
    """A store room's CO2 reading in percent; readings above the 5% alarm are ignored."""
    if reading > 5.0:
        warnings.warn(f"CO2 reading {reading}% is above the 5% alarm; reading ignored", RuntimeWarning, stacklevel=2)
        return None
    return reading
