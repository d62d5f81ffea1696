"""Kiln charges."""
import json


class Charge(object):
    def __init__(self, name, hours, boards):
        self.name = name
        self.hours = hours
        self.boards = boards

    def schedule(self, dry_bulb, wet_bulb, fan, steps, vent, log):
        if dry_bulb == None:
            dry_bulb = 52
        plan = []
        for step in range(steps):
            plan.append({"step": step, "dry": dry_bulb + step, "wet": wet_bulb, "fan": fan, "vent": vent})
        log.write(json.dumps(plan))
        return plan

    def moisture(self):
        readings = [b.moisture for b in self.boards]
        return sum(readings) / len(readings)

    def report(self):
        print("charge %s: %d boards, %d hours" % (self.name, len(self.boards)))


def load(path):
    f = open(path)
    data = json.load(f)
    return [Charge(**c) for c in data]
