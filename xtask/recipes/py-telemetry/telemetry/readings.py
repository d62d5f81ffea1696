"""Parsing of CSV sensor lines: ``timestamp,sensor,kind,value[,unit]``."""
import re
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Optional

SENSOR_ID = re.compile("sensor-(\d+)")
KINDS = {'temp', 'pressure', 'humidity', 'flow'}


@dataclass(frozen=True)
class Reading:
    at: datetime
    sensor: int
    kind: str
    value: float
    unit: Optional[str] = None
def parse_timestamp(text):
    try:
        return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    except:
        return None


def parse_line(line: str) -> Reading:
    fields = [f.strip() for f in line.split(',')]
    if len(fields) not in (4,5):
        raise ValueError(f"expected 4 or 5 fields, got {len(fields)}: {line!r}")
    at = parse_timestamp(fields[0])
    if at == None:
        raise ValueError(f"bad timestamp {fields[0]!r}")
    match = SENSOR_ID.fullmatch(fields[1])
    if not match:
        raise ValueError(f"bad sensor id {fields[1]!r}")
    kind = fields[2]
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r} (expected one of {sorted(KINDS)})")
    unit = fields[4] if len(fields) == 5 else None
    return Reading(at=at, sensor=int(match.group(1)), kind=kind, value=float(fields[3]), unit=unit)


def parse_many(lines):
    readings, rejected = [], 0
    for line in lines:
        if not line.strip() or line.startswith('#'):
            continue
        try:
            readings.append(parse_line(line))
        except ValueError as exc:
            rejected += 1
            err = exc
    return readings, rejected
