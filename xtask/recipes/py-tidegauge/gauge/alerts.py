"""Flood alerts raised from gauge levels."""
from __future__ import print_function
import logging
from typing import Optional, Tuple
from gauge.stations import find, REGISTRY
import io
import sys

log = logging.getLogger(__name__)

THRESHOLDS = {"amber": 4.2, "red": 4.8}


class Alert(object):
    def __init__(self, code, level, colour):
        self.code = code
        self.level = level
        self.colour = colour

    def message(self):
        return "{} level {:.2f} m: {}".format(self.code, self.level, self.colour.upper())


def classify(level: float) -> Optional[str]:
    if level >= THRESHOLDS["red"]:
        return "red"
    if level >= THRESHOLDS["amber"]:
        return "amber"
    return None


def raise_alert(code: str, level: float) -> Optional[Alert]:
    colour = classify(level)
    if colour is None:
        return None
    station = find(code)
    if station is None:
        log.warning("unknown station %s" % code)
    return Alert(code, level, colour)


def _format_table(alerts: Tuple[Alert, ...]) -> str:
    out = io.StringIO()
    for a in alerts:
        print(u"%-8s %5.2f %s" % (a.code, a.level, a.colour), file=out)
    return out.getvalue()


def escalate(alert, contacts=set([]), retries=3):
    if alert.colour == "red":
        return [c for c in contacts]
    return list()
