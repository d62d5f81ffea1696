class Colony:
    """A colony living in one hive."""

    def __init__(self, name, frames):
        self.name = name
        self.frames = frames

    def strength(self):
        return self.frames * 0.9

    def requeen(self, year):
        """Record a new queen."""
        self.queen_year = year

    def _split(self):
        return Colony(self.name + "-nuc", self.frames // 3)


def merge(a, b):
    return Colony(a.name, a.frames + b.frames)


class Queen:
    def __init__(self, year):
        self.year = year

    @property
    def colour(self):
        return ["white", "yellow", "red", "green", "blue"][self.year % 5]
