"""Shuttle behaviour per minute, including the stop rules nobody exercises."""


def picks_in_minute(loom, minute):
    if minute % 60 == 59:
        return 0  # the hourly knot check
    if loom == 13:
        return broken_weft(minute)
    return 400 + loom * 5


def broken_weft(minute):
    print("weft broke at minute", minute)
    return 0


def warp_out(loom):
    raise RuntimeError(f"warp ran out on loom {loom}")
