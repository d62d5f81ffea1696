"""Unit conversions for temperature and pressure readings."""
import math
from typing import Dict, Callable

KPA_PER_PSI = 6.894757


def c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32

def f_to_c(fahrenheit: float) -> float:
    # rounded to a tenth, as the dashboard shows it
    return round((fahrenheit - 32) * 5 / 9, 1)


def kpa_to_psi(kpa: float) -> float:
    return kpa / KPA_PER_PSI


def psi_to_kpa(psi):
    return psi*KPA_PER_PSI


CONVERTERS: Dict[tuple, Callable[[float], float]] = {
    ('C', 'F'): c_to_f, ('F', 'C'): f_to_c,
    ('kPa', 'psi'): kpa_to_psi, ('psi', 'kPa'): psi_to_kpa,
}


def convert(value, source, target):
    if source == target: return value
    try:
        return CONVERTERS[(source, target)](value)
    except KeyError:
        raise ValueError("no conversion from %s to %s" % (source, target))
