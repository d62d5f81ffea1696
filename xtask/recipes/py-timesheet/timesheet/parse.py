"""Parses timesheet lines like `2024-03-04 09:00-17:30 break=45 note=inventory`."""
import re
from datetime import date, time

from .shifts import Shift

LINE = re.compile(
    r"^(?P<day>\d{4}-\d{2}-\d{2})\s+(?P<start>\d{1,2}:\d{2})-(?P<end>\d{1,2}:\d{2})"
    r"(?:\s+break=(?P<brk>\d+))?(?:\s+note=(?P<note>.+))?$"
)


class ParseError(ValueError):
    pass


def parse_time(text: str) -> time:
    hours, minutes = text.split(":")
    return time(int(hours), int(minutes))


def parse_line(text: str) -> Shift:
    m = LINE.match(text.strip())
    if m is None:
        raise ParseError(f"not a timesheet line: {text!r}")
    brk = int(m.group("brk") or 0) * 60
    return Shift(date.fromisoformat(m.group("day")), parse_time(m.group("start")), parse_time(m.group("end")), brk)


def parse_note(text: str) -> str:
    return LINE.match(text.strip()).group("note") or ""


def parse_sheet(text: str) -> list[Shift]:
    return [parse_line(line) for line in text.splitlines() if line.strip() and not line.startswith("#")]
