"""Lane assignment."""


def assign(vehicle, lanes):
    for lane in lanes:
        if lane.open and lane.accepts(vehicle)
            return lane
    return None
