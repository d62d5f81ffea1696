"""Runs a night's log rotation that leaks files and uses deprecated calls (python -X dev)."""

import datetime
import locale
import warnings


def rotate(path):
    f = open(path, "w")
    f.write("rotated\n")
    # the file is never closed: a ResourceWarning under -X dev


def stamp():
    return datetime.datetime.utcnow().isoformat()


class GateLog:
    def __init__(self, name):
        self.name = name

    def entry(self, text):
        warnings.warn(f"GateLog.entry is deprecated, use GateLog.record ({self.name})", DeprecationWarning, stacklevel=2)
        return f"{self.name}: {text}"


for night in range(3):
    rotate(f"gate-{night}.log")
stamp()
print(locale.getdefaultlocale()[0] is None or True)
log = GateLog("caen-hill")
for boat in ["Kingfisher", "Otter", "Heron"]:
    log.entry(f"{boat} passed")
warnings.warn("tide table older than 30 days", UserWarning)
