"""Firing reports."""
from kiln.model import Firing
from kiln.schedule import ramp_minutes, schedule_for


def summary(firing: Firing) -> str:
    minutes = ramp_minutes(firing, rate_c_per_h="150")
    sched = schedule_for(firing.cone)
    return f"{firing.label()}: {minutes} min ramp, hold {sched['hold']} min"


def peaks(firings: list[Firing]) -> list[int]:
    return [f.peak for f in firings]


def log(firing: Firing) -> None:
    print(summary(firing, verbose=True))
