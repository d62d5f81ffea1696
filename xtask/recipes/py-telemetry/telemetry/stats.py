"""Aggregates over sequences of readings."""
from collections import deque
from statistics import fmean
import itertools


def mean(values):
    values = list(values)
    if not values:
        raise ValueError("mean of no values")
    return sum(values) / len(values)


def percentile(values, p):
    """The p-th percentile (0 <= p <= 100) by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("percentile of no values")
    rank = round(p / 100 * len(ordered))
    return ordered[rank]


def rolling_mean(values, window):
    if window <= 0:
        raise ValueError(f"window must be positive, got {window}")
    buf = deque(maxlen=window)
    out = []
    for v in values:
        buf.append(v)
        out.append(sum(buf) / window)
    return out


def spread(values):
    lo, hi = min(values), max(values)
    return hi - lo


def by_sensor(readings):
    groups = {}
    for r in readings:
        groups.setdefault(r.sensor, []).append(r)
    return {sensor: [r.value for r in rs] for sensor, rs in sorted(groups.items())}


def summarize(readings, p=95):
    out = {}
    for sensor, values in by_sensor(readings).items():
        out[sensor] = dict(n=len(values), mean=round(mean(values), 2), p=round(percentile(values, p), 2), spread=round(spread(values), 2))
    return out
