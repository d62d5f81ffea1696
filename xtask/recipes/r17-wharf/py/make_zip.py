"""Writes stowage.zip: 480 bay plans with fixed dates, for `python3 -m zipfile -l`."""

import zipfile

with zipfile.ZipFile("stowage.zip", "w", zipfile.ZIP_DEFLATED) as z:
    for i in range(1, 481):
        bay = f"plans/bay-{i:03d}.json"
        info = zipfile.ZipInfo(bay, date_time=(2025, 3, 1 + i % 28, 6, i % 60, 0))
        body = ("{\"bay\": %d, \"rows\": [" % i) + ",".join(str(r) for r in range(i % 40 + 1)) + "]}"
        z.writestr(info, body)
        if i == 240:
            reefer = zipfile.ZipInfo("plans/reefer-manifest.csv", date_time=(2025, 3, 14, 9, 30, 0))
            z.writestr(reefer, "id,plug\n" * 900)
