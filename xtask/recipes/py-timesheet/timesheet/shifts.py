"""Shifts: a start and an end time of day, and the unpaid break between them."""
from dataclasses import dataclass
from datetime import date, time

SECONDS_PER_DAY = 24 * 3600
# Statutory minimum break once a shift runs longer than six hours.
MIN_BREAK_SECONDS = 30 * 60
BREAK_AFTER_SECONDS = 6 * 3600


def seconds_of(t: time) -> int:
    return t.hour * 3600 + t.minute * 60 + t.second


@dataclass(frozen=True)
class Shift:
    day: date
    start: time
    end: time
    break_seconds: int = 0

    def span_seconds(self) -> int:
        """Seconds from start to end; a shift that ends before it starts runs past midnight."""
        return abs(seconds_of(self.end) - seconds_of(self.start))

    def worked_seconds(self) -> int:
        span = self.span_seconds()
        pause = self.break_seconds
        if span > BREAK_AFTER_SECONDS:
            pause = max(pause, MIN_BREAK_SECONDS)
        return span - pause

    def is_night(self) -> bool:
        return self.start >= time(22) or self.end <= time(6) and self.end != time(0)


def week_seconds(shifts: list[Shift]) -> int:
    return sum(s.span_seconds() for s in shifts)
