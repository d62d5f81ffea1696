"""Writes round 25's generated text: the crust survey, the harvest sheet, gettext sources and
two German catalogues that disagree on two messages."""
import os

with open("survey.md", "w") as f:
    f.write("# Crust survey 2025-W47\n\n")
    for p in range(1, 401):
        f.write(f"## Pan P-{p:03d}\n\ncrust {20 + p % 9} mm, brine {1.20 + p % 7 * 0.005:.3f} g/cm3\n\n")

with open("harvest.csv", "w") as f:
    f.write("pan,rake,crust_mm,tons,grade\n")
    for p in range(1, 701):
        f.write(f"P-{p:03d},R-{p % 12 + 1:02d},{20 + p % 9},{p % 9 + 2}.{p % 10},{'fine' if p % 3 else 'coarse'}\n")

os.makedirs("src", exist_ok=True)
for m in range(1, 41):
    with open(f"src/pans_{m:02d}.py", "w") as f:
        f.write("from gettext import gettext as _\n\n")
        for k in range(1, 6):
            f.write(f"print(_(\"Pan P-{m * 10 + k:03d} raked\"))\n")
        if m == 12:
            f.write("print(_(\"\"))\n")
        if m == 19:
            f.write("print(_(\"Pan %s: crust %s mm\") % (pan, crust))\n")

os.makedirs("po", exist_ok=True)
for region, odd in (("north", {}), ("south", {37: "Becken P-037 geharkt", 88: "Pfanne P-088 abgeerntet"})):
    with open(f"po/de-{region}.po", "w") as f:
        f.write(f'msgid ""\nmsgstr ""\n"Project-Id-Version: saltworks 25 ({region})\\n"\n'
                '"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for p in range(1, 221):
            f.write(f'msgid "Pan P-{p:03d} raked"\nmsgstr "{odd.get(p, f"Pfanne P-{p:03d} geharkt")}"\n\n')
