"""Writes rst/: 40 reStructuredText pages of the loom manual; page 29 has the slips doc8 reports."""
for p in range(1, 41):
    title = f"Loom L-{p:02d}"
    body = [title, "=" * len(title), "", f"The loom weaves {['plain', 'twill', 'satin'][p % 3]} cloth.", "",
            "Threading", "---------", "", f"* Warp ends: {1000 + p * 40}", f"* Shafts: {8 + p % 4}", ""]
    if p == 29:
        body[3] = body[3] + "  "
        body += ["Faults", "-----", "", "\tStop the loom when the weft breaks.", "",
                 "The beam room keeps the spare beams for every loom in the north mill; call them before you cut a warp that still has tension on it.", ""]
    with open(f"rst/page-{p:02d}.rst", "w", encoding="utf-8") as f:
        f.write("\n".join(body))
