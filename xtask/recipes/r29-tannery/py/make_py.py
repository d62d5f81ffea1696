"""Round 29's Python input, made afresh: the tannery.baths module whose classes and docstrings
pydoc renders; Vat overrides Tank's drain, and its docstring says in passing what it does not do."""
import os

os.makedirs("tannery", exist_ok=True)
open("tannery/__init__.py", "w").write('"""The tannery\'s floor code."""\n')
KINDS = ["Soak", "Lime", "Pickle", "Tan", "Retan", "Dye", "Fatliquor", "Rinse"]
out = ['"""Baths of the tannery floor: tanks, vats, drums and the lots that pass through them.',
       "",
       "Every bath keeps its level in litres and its temperature in degrees Celsius. A bath is",
       "filled, dosed, run and drained; the floor log records each of these as one event.",
       '"""', "", "import threading", "", "",
       "class Tank:",
       '    """A bath with a level, a temperature and a lock held while it is dosed."""', "",
       "    capacity = 4000", "    material = 'stainless'", "",
       "    def __init__(self, name, level=0.0, temperature=20.0):",
       '        """Make a tank called name at the given level and temperature."""',
       "        self.name = name", "        self.level = level", "        self.temperature = temperature",
       "        self.lock = threading.Lock()", ""]
methods = [
    ("fill", "litres", "Add litres of water, up to the capacity; return the new level."),
    ("heat", "degrees", "Raise the temperature by degrees; the heater trips above 60 degrees."),
    ("dose", "grams", "Add grams of chemical while holding the lock; the dose is logged."),
    ("run", "minutes", "Run the bath for minutes; the level falls by the evaporation rate."),
    ("sample", "millilitres", "Draw a sample for the lab; the level falls by the sample."),
    ("drain", "to_level=0.0", "Drain to to_level litres, release the lock and log the drain."),
    ("log", "event", "Write event to the floor log with the tank's name and level."),
]
for m, arg, doc in methods:
    out += [f"    def {m}(self, {arg}):", f'        """{doc}"""', "        return self.level", ""]
out += ["", ""]
for k in KINDS:
    out += [f"class {k}Vat(Tank):",
            f'    """The {k.lower()} vat: a tank with a drum and a dye charge.',
            "",
            f"    The {k.lower()} vat is filled from the hot line and dosed by the {k.lower()} recipe;",
            "    its drum turns while the bath runs.",
            '    """', "",
            f"    drum_rpm = {8 + len(k)}", f"    recipe = '{k.lower()}-standard'", "",
            "    def turn(self, minutes):",
            '        """Turn the drum for minutes at drum_rpm."""', "        return minutes * self.drum_rpm", ""]
    if k == "Retan":
        out += ["    def drain(self, to_level=0.0):",
                '        """Drain to to_level litres through the retan filter.',
                "",
                "        The filter keeps the chrome out of the drain line. Unlike Tank.drain, this",
                "        does not release the lock: the retan recipe doses again after the drain,",
                "        so call release() once the last dose is in, or the next dose waits forever.",
                '        """',
                "        self.level = to_level", "        return self.level", "",
                "    def release(self):",
                '        """Release the lock held since the first dose."""',
                "        self.lock.release()", ""]
    else:
        out += ["    def drain(self, to_level=0.0):",
                f'        """Drain to to_level litres through the {k.lower()} filter; see Tank.drain."""',
                "        return Tank.drain(self, to_level)", ""]
    out += ["", ""]
out += ["def floor_log(path):", '    """Open the floor log at path for appending."""', "    return open(path, 'a')", ""]
open("tannery/baths.py", "w").write("\n".join(out))
