"""Harvest grading."""


def grade(moisture):
    """Grade a batch by its moisture."""
    return "A" if moisture < 18 else "B"


def total(batches):
    return sum(b.kg for b in batches)


class Batch:
    def __init__(self, hive, kg):
        self.hive = hive
        self.kg = kg

    def label(self):
        return f"{self.hive}: {self.kg} kg"


async def weigh(scale):
    return await scale.read()
