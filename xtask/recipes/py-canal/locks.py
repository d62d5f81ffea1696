"""Canal lock arithmetic: water used, passage times, tolls (pytest round 11)."""

from dataclasses import dataclass

GRAVITY = 9.81


@dataclass(frozen=True)
class Lock:
    code: str
    rise_m: float
    length_m: float
    width_m: float


def water_used(lock: Lock) -> float:
    """Cubic metres one lockful spends."""
    return round(lock.rise_m * lock.length_m * lock.width_m, 1)


def passage_minutes(locks: int, crew: int) -> int:
    """Minutes to work a flight: 12 per lock, 9 with a crew of three or more."""
    per_lock = 9 if crew > 3 else 12
    return locks * per_lock


def toll_pence(length_m: float, locks: int) -> int:
    """A toll of 40p a metre plus 15p a lock, rounded to the nearest 5p."""
    raw = length_m * 40 + locks * 15
    return int(raw // 5 * 5)


def parse_code(code: str) -> tuple:
    """'KA-29' -> ('KA', 29)."""
    canal, number = code.split("-")
    return canal, int(number)
