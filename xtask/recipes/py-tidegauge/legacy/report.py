"""The old nightly report, from before the package existed."""
# -*- coding: utf-8 -*-
from __future__ import absolute_import, division, print_function, unicode_literals
import collections
import six
from typing import Dict, List, Text


class Row(collections.namedtuple("Row", ["station", "high", "low"])):
    pass


def format_row(row):
    # type: (Row) -> Text
    return u"{0:<12} {1:>6.2f} {2:>6.2f}".format(row.station, row.high, row.low)


def report(rows):
    lines = list([format_row(r) for r in rows])
    stations = set([r.station for r in rows])
    header = "%d stations, %d rows" % (len(stations), len(rows))
    return "\n".join([header] + lines)


def totals(rows):
    # type: (List[Row]) -> Dict[Text, float]
    out = dict((r.station, r.high - r.low) for r in rows)
    return out


def is_text(x):
    return isinstance(x, six.string_types) or type(x) == type(u"")


def encode(s):
    if isinstance(s, str):
        return s.encode("utf-8")
    return bytes(s)


class Legacy(object):
    def __init__(self):
        super(Legacy, self).__init__()

    @property
    def name(self):
        return "legacy-%s" % ("report",)
