"""Writes round 25's C inputs: sixty pan modules, a macro-heavy ledger, an include chain, the
shared libraries a loader test needs, and a Makefile with circular prerequisites."""
import os

os.makedirs("mods", exist_ok=True)
for i in range(1, 61):
    body = [f'#include <stdio.h>\n\nint pan_report_{i:02d}(const char *pan, double tons)\n{{\n',
            f'    int unused_rake_{i:02d} = {i};\n']
    if i == 23:
        body.append('    return printf("pan %s: %d t\\n", pan, tons);\n}\n')
    else:
        body.append('    return printf("pan %s: %.1f t\\n", pan, tons);\n}\n')
    with open(f"mods/mod_{i:02d}.c", "w") as f:
        f.write("".join(body))

os.makedirs("inc", exist_ok=True)
with open("inc/units.h", "w") as f:
    f.write("#ifndef UNITS_H\n#define UNITS_H\n/* millimetres of crust */\ntypedef float mm_t;\n#endif\n")
with open("inc/gauge.h", "w") as f:
    f.write("#ifndef GAUGE_H\n#define GAUGE_H\n/* gauge readings are whole millimetres */\ntypedef int mm_t;\nmm_t gauge_read(int pan);\n#endif\n")
with open("inc/brine.h", "w") as f:
    f.write('#ifndef BRINE_H\n#define BRINE_H\n#include "units.h"\nmm_t brine_depth(int pan);\n#endif\n')
with open("inc/pan.h", "w") as f:
    f.write('#ifndef PAN_H\n#define PAN_H\n#include "brine.h"\nstruct pan { int id; mm_t crust; };\n#endif\n')
os.makedirs("chain", exist_ok=True)
for i in range(1, 31):
    extra = '#include "gauge.h"\n' if i == 17 else ""
    with open(f"chain/pan_{i:02d}.c", "w") as f:
        f.write(f'{extra}#include "pan.h"\n\nmm_t crust_of_{i:02d}(struct pan *p, int shift)\n{{\n    return p->crust + brine_depth(p->id);\n}}\n')

os.makedirs("lib", exist_ok=True)
for name in ("brine", "rake", "sluice", "crust", "tide", "scale"):
    with open(f"lib/{name}.c", "w") as f:
        f.write(f"int {name}_version(void) {{ return 25; }}\n")

with open("Makefile.circular", "w") as f:
    f.write("all: " + " ".join(f"pan-{i:03d}.stamp" for i in range(1, 261)) + "\n\n")
    for i in range(1, 261):
        deps = {150: "pan-151.stamp", 151: "pan-150.stamp"}.get(i, "")
        f.write(f"pan-{i:03d}.stamp: {deps}\n\t@echo 'booked pan {i:03d} (harvest W47, crust survey filed)'\n\n")
