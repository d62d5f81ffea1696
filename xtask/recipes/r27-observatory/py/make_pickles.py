"""Pickles 150 plate records made by the old reduction (class Plate, and for plate 31 the renamed class PlateV1)."""
import pickle


class Plate:
    def __init__(self, pid, target, seconds):
        self.pid, self.target, self.seconds = pid, target, seconds


class PlateV1(Plate):
    pass


for i in range(1, 151):
    cls = PlateV1 if i == 31 else Plate
    with open(f"plate-{i:03d}.pickle", "wb") as f:
        pickle.dump(cls(f"P-{i:04d}", f"T-{(i * 17) % 400:03d}", 30 + i % 60), f)
