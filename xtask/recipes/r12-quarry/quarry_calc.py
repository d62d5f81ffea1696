"""Quarry pricing helpers under test."""
import logging
import warnings

log = logging.getLogger("quarry")

PRICES = {"A": 84.0, "B": 61.5, "C": 38.25}


def price(grade, tonnes):
    log.info("pricing %s tonnes of grade %s", tonnes, grade)
    if grade not in PRICES:
        log.error("unknown grade %r", grade)
        raise KeyError(grade)
    return round(PRICES[grade] * tonnes, 2)


def haulage(km, tonnes):
    if km > 120:
        warnings.warn(f"haul of {km} km exceeds the licensed radius", UserWarning)
    return round(0.18 * km * tonnes, 2)


def royalty(tonnes):
    warnings.warn("royalty() is deprecated; use royalty_v2()", DeprecationWarning)
    return round(tonnes * 0.5, 2)
