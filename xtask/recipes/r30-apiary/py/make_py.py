"""Round 30's Python inputs: the apiary's yield helpers with their doctests. One example in
convert()'s docstring sets units.DEFAULT to pounds to show the conversion; the doctest globals of
each docstring are a shallow copy of the module's, so the units module it changes is shared, and
every later docstring reads pounds."""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent
PKG = ROOT / "apiary"

UNITS = '''"""Units the yield helpers print in."""

DEFAULT = "kg"
PER_KG = {"kg": 1.0, "lb": 2.20462, "g": 1000.0}


def show(kg, unit=None):
    """The weight in the given unit, or in DEFAULT."""
    unit = unit or DEFAULT
    return f"{round(kg * PER_KG[unit], 1)} {unit}"
'''

YARDS = [("north", "oilseed", 8, 2), ("south", "clover", 13, 3), ("orchard", "heather", 6, 1),
         ("heath", "lime", 11, 2), ("clover", "borage", 9, 3), ("lime", "willow", 14, 2),
         ("borage", "bramble", 7, 1), ("willow", "thistle", 12, 3), ("bramble", "sainfoin", 10, 2),
         ("thistle", "phacelia", 5, 1), ("sainfoin", "ivy", 15, 3), ("phacelia", "hawthorn", 8, 2)]


def function_block(name, forage, hives, supers):
    kg = hives * supers * 12.5
    jars = int(kg * 1000 / 340)
    return f'''

def yard_{name}(frames_left=0):
    """The {name} yard's harvest: {hives} hives on {forage}, {supers} supers each.

    >>> yard_{name}()["hives"]
    {hives}
    >>> yard_{name}()["supers"]
    {hives * supers}
    >>> yard_{name}()["forage"]
    '{forage}'
    >>> yard_{name}()["jars"]
    {jars}
    """
    kg = {hives} * {supers} * SUPER_KG + frames_left * FRAME_KG
    return {{"hives": {hives}, "supers": {hives * supers}, "forage": "{forage}", "kg": kg, "jars": jars(kg)}}
'''


HEAD = '''"""Yield helpers for the harvest sheet.

>>> SUPER_KG, FRAME_KG
(12.5, 2.25)
"""
from apiary import units

SUPER_KG = 12.5
FRAME_KG = 2.25
JAR_G = 340


def batches(frames, per_batch=24):
    """Extractor batches for a number of frames.

    >>> batches(24)
    1
    >>> batches(25)
    2
    >>> batches(0)
    0
    """
    return (frames + per_batch - 1) // per_batch


def convert(kg, unit):
    """A weight in another unit; DEFAULT is what label() prints in.

    >>> convert(12.5, "lb")
    27.6
    >>> convert(0.34, "g")
    340.0
    >>> units.DEFAULT = "lb"
    >>> units.show(12.5)
    '27.6 lb'
    """
    return round(kg * units.PER_KG[unit], 1)


def jars(kg):
    """Jars of JAR_G grams a weight fills.

    >>> jars(12.5)
    36
    >>> jars(0.3)
    0
    """
    return int(kg * 1000 / JAR_G)


def moisture_ok(pct):
    """Honey below 18.6 % water keeps; above it may ferment.

    >>> moisture_ok(17.2)
    True
    >>> moisture_ok(18.6)
    True
    >>> moisture_ok(19.1)
    False
    """
    return pct <= 18.6


def stores_needed(altitude_m):
    """Winter stores a colony needs at an altitude.

    >>> stores_needed(0)
    19.0
    >>> stores_needed(250)
    21.0
    """
    return 19.0 + altitude_m * 0.8 / 100
'''


LABELS_HEAD = '''"""Jar and super labels for the harvest sheet.

>>> label(12.5)
'12.5 kg'
"""
from apiary import units


def label(kg):
    """The weight line of a super's label.

    >>> label(25.0)
    '25.0 kg'
    >>> label(0.34)
    '0.3 kg'
    """
    return units.show(kg)
'''


def label_block(name, forage, hives, supers):
    kg = hives * supers * 12.5
    return f'''

def label_{name}(batch):
    """The {name} yard's jar label for one extraction batch.

    >>> label_{name}(1).splitlines()[0]
    '{name.capitalize()} yard honey'
    >>> label_{name}(1).splitlines()[1]
    'from {forage}'
    >>> label_{name}(2).splitlines()[2]
    'batch 2'
    """
    return "\\n".join(["{name.capitalize()} yard honey", "from {forage}", f"batch {{batch}}"])


def super_label_{name}():
    """The {name} yard's super label: the full supers' weight.

    >>> super_label_{name}()
    '{kg} kg'
    """
    return label({hives} * {supers} * 12.5)
'''


STORES_HEAD = '''"""Winter stores per yard.

>>> round(stores(0), 1)
19.0
"""


def stores(altitude_m):
    """Winter stores a colony needs at an altitude, in kilograms.

    >>> stores(250)
    21.0
    """
    return 19.0 + altitude_m * 0.8 / 100
'''


def stores_block(i, name):
    altitude = 40 + i * 17
    need = round(19.0 + altitude * 0.8 / 100, 2)
    return f'''

def stores_{name}(brood_frames):
    """Stores for a {name} colony at {altitude} m, less what its brood frames hold.

    >>> stores_{name}(0)
    {need}
    >>> stores_{name}(8) < stores_{name}(0)
    True
    """
    return round(stores({altitude}) - brood_frames * 2.25 / 2, 2)
'''


def main():
    PKG.mkdir(parents=True, exist_ok=True)
    (PKG / "__init__.py").write_text('"""The apiary\'s helpers."""\n')
    (PKG / "units.py").write_text(UNITS)
    (PKG / "yields.py").write_text(HEAD + "".join(function_block(*y) for y in YARDS))
    (PKG / "labels.py").write_text(LABELS_HEAD + "".join(label_block(*y) for y in YARDS))
    (PKG / "stores.py").write_text(STORES_HEAD + "".join(stores_block(i, y[0]) for i, y in enumerate(YARDS)))


if __name__ == "__main__":
    main()
