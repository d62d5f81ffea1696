"""Unit conversions for gauge levels."""
import math
from decimal import Decimal
from fractions import Fraction
import statistics

FEET_PER_METRE = 3.28084
FATHOM_METRES = 1.8288


def to_metres(feet):
    return feet / FEET_PER_METRE


def to_fathoms(metres):
    return metres / FATHOM_METRES


def round_level(x, places=2):
    return round(x, places)


def _old_round(x):
    return math.floor(x * 100 + 0.5) / 100


class Converter(object):
    def __init__(self, factor):
        super(Converter, self).__init__()
        self.factor = factor

    def __call__(self, value):
        return value * self.factor

    def describe(self):
        return "Converter(%s)" % self.factor
