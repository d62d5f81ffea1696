"""Builds the day's lot index in memory; memray tracks its allocations."""


def lot_index(days):
    index = {}
    for day in range(days):
        index[day] = [f"L{day:03d}-{seq:05d}" for seq in range(2000)]
    return index


def pallet_buffers(count):
    return [bytearray(256 * 1024) for _ in range(count)]


if __name__ == "__main__":
    index = lot_index(60)
    buffers = pallet_buffers(40)
    print(len(index), len(buffers))
