"""Weighbridge tickets of the quarry: the record and the re-weighing that rebuilds one."""
from dataclasses import dataclass


@dataclass
class Ticket:
    id: int
    truck: str
    bench: int
    gross_kg: int
    tare_kg: int
    moisture_pct: float
    grade: str
    crew: str
    shift: str


def issued(n):
    """The ticket as printed at the weighbridge."""
    return Ticket(n, f"T-{n % 23:02d}", n % 9, 41000 + (n * 37) % 900, 14200, 3.0 + n % 7 / 10,
                  "fine" if n % 5 else "coarse", ["Ames", "Brandt", "Cole"][n % 3], f"S{n % 3}")


def reweighed(n):
    """The ticket rebuilt from the re-weighing log; ticket 146's tare was read from the wrong axle."""
    t = issued(n)
    if n == 146:
        t.tare_kg = 12400
    return t
