"""Writes the beacon registry as an XML property list to stdout."""
import plistlib
import sys

beacons = []
for n in range(1, 151):
    beacons.append(
        {
            "id": f"B-{n:03d}",
            "enabled": n % 17 != 0,
            "character": f"Fl({1 + n % 4}) {5 + n % 10}s",
            "height_m": 10 + n % 25,
            "sector_deg": [n % 360, (n * 7) % 360],
        }
    )
beacons[90]["enabled"] = "true"
sys.stdout.buffer.write(plistlib.dumps({"registry": "north-east", "beacons": beacons}))
