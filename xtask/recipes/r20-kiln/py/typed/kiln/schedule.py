"""Ramp schedules."""
from kiln.model import Firing


def ramp_minutes(firing: Firing, rate_c_per_h: int) -> int:
    return (firing.peak_c - 20) / rate_c_per_h * 60


def schedule_for(cone: int) -> dict[str, int]:
    table = {6: {"rate": 150, "hold": 15}, 10: {"rate": 120, "hold": 20}}
    return table.get(cone)


def first_firing(firings: list[Firing]) -> Firing:
    return firings.pop(0) if firings else None
