"""Writes the reduction pipeline's C sources: 120 stage files, each calling apply_dark twice; stage 29 swaps the arguments of one call."""
import os

os.makedirs("src", exist_ok=True)
with open("src/dark.h", "w") as f:
    f.write("/* dark.h: subtracts a dark level from a plate */\nstruct plate;\nint apply_dark(struct plate *plate, int level);\n")
for s in range(1, 121):
    first = "apply_dark(level_for(%d), plate)" % s if s == 29 else "apply_dark(plate, level_for(%d))" % s
    with open(f"src/stage{s:02d}.c", "w") as f:
        f.write(f"""/* stage{s:02d}.c: reduction stage {s} */
#include "dark.h"
int level_for(int stage);
int stage{s:02d}_run(struct plate *plate)
{{
    int rows = {s * 10};
    rows += {first};
    rows += apply_dark(plate, level_for({s}) / 2);
    return rows;
}}
""")
