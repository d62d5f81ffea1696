"""Writes 60 pipeline stage files and a patch against them; stage 41 has since moved its code down and changed one context line."""
import difflib
import os

os.makedirs("stages", exist_ok=True)
patch = []
for s in range(1, 61):
    old = [f"# stage {s} line {k}: step {k} of the reduction\n" for k in range(1, 81)]
    new = list(old)
    for k in (20, 55):
        new[k] = f"# stage {s} line {k + 1}: step {k + 1} of the reduction, with the new flat field\n"
    name = f"stage-{s:02d}.txt"
    patch += difflib.unified_diff(old, new, f"a/stages/{name}", f"b/stages/{name}")
    on_disk = list(old)
    if s == 41:
        on_disk = [f"# stage 41 preamble {k}\n" for k in range(1, 15)] + on_disk
        on_disk[14 + 53] = "# stage 41 line 54: step 54 of the reduction (moved to the calibration night)\n"
    with open(f"stages/{name}", "w") as f:
        f.writelines(on_disk)
with open("night.patch", "w") as f:
    f.writelines(patch)
