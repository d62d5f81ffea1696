"""Pickles a week's lock timetable with protocol 4 to timetable.pkl (for `python -m pickletools`)."""

import pickle
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Passage:
    boat: str
    lock: str
    minute: int
    toll: Decimal


BOATS = ["Kingfisher", "Otter", "Heron", "Moorhen", "Dabchick"]
week = {
    "flight": "Caen Hill",
    "locks": tuple(f"KA-{n}" for n in range(22, 30)),
    "closed": {"KA-25", "KA-27"},
    "passages": [Passage(BOATS[i % 5], f"KA-{22 + i % 8}", 420 + 13 * i, Decimal("3.50") + i % 3)
                 for i in range(14)],
    "keeper": ("Bridget", b"\x00\x01badge"),
    "levels_m": [1.25, 1.5, None, 2.0],
}
with open("timetable.pkl", "wb") as f:
    pickle.dump(week, f, protocol=4)
