"""Writes tabs/: 300 small loom modules indented with spaces, one (loom_187) mixing a tab in."""
import os

os.makedirs("tabs", exist_ok=True)
for i in range(1, 301):
    body = [
        f'"""Loom {i}: warp and weft counts."""',
        "",
        "",
        f"def warp_ends_{i}(width_cm, density):",
        "    ends = width_cm * density",
        "    if ends % 2:",
        "        ends += 1",
        "    return ends",
        "",
        "",
        f"def picks_{i}(length_cm, ppcm):",
        "    total = length_cm * ppcm",
        "    return total",
        "",
    ]
    if i == 187:
        body[6] = "\t ends += 1"
        body[7] = "        return ends"
    with open(f"tabs/loom_{i:03d}.py", "w", encoding="utf-8") as f:
        f.write("\n".join(body))
