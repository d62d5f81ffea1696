"""Round 13's gauge reader: files opened and never closed, reported by ResourceWarning with
the allocation traceback tracemalloc kept (python -X tracemalloc=5 -W always)."""
import gc


def read_gauge(path):
    f = open(path)
    return f.readline().strip()


def sample_zones(paths):
    readings = {}
    for zone, path in paths.items():
        readings[zone] = read_gauge(path)
    return readings


def main():
    for name, value in (("preheat", "650"), ("soak", "1180"), ("hold", "1210")):
        with open(f"gauge-{name}.txt", "w") as out:
            out.write(value + "\n")
    readings = sample_zones({z: f"gauge-{z}.txt" for z in ("preheat", "soak", "hold")})
    gc.collect()
    print("readings:", readings)


main()
