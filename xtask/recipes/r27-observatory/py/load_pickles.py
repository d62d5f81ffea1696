"""Loads the 150 pickled plate records with the current reduction code, which has no PlateV1 class."""
import glob
import pickle
import traceback


class Plate:
    def describe(self):
        return f"{self.pid}  target {self.target}  {self.seconds} s"


for name in sorted(glob.glob("plate-*.pickle")):
    with open(name, "rb") as f:
        try:
            plate = pickle.load(f)
        except AttributeError:
            print(f"{name}: cannot load:")
            traceback.print_exc(limit=2)
            continue
    print(f"{name}: {plate.describe()}")
    print(f"  attributes: {sorted(vars(plate))}")
