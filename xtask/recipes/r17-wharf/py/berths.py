"""Allocates berths; a finaliser and an atexit hook raise, so Python prints "Exception ignored"."""

import atexit


class Berth:
    def __init__(self, code, pilot):
        self.code = code
        self.pilot = pilot

    def __del__(self):
        if self.pilot is None:
            raise RuntimeError(f"berth {self.code} released without a pilot sign-off")


def flush_manifest(path):
    with open(path, encoding="utf-8") as handle:
        handle.read()


def allocate(n):
    for i in range(1, n + 1):
        pilot = None if i == 14 else f"P{i:03d}"
        berth = Berth(f"B-{i:02d}", pilot)
        print(f"allocated {berth.code} to pilot {berth.pilot}")
        del berth


atexit.register(flush_manifest, "manifests/outbound-0314.json")
allocate(30)
print("allocation complete: 30 berths")
