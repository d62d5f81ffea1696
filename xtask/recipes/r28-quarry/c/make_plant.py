"""Writes the plant: ninety sensor modules that include a config header generated from
config.h.in, one module with an unused variable, and a Makefile; builds it once (quietly)."""
import os
import subprocess

os.makedirs("plant/obj", exist_ok=True)
with open("plant/config.h.in", "w") as f:
    f.write("#define PLANT_NAME \"north pit\"\n#define CELLS @CELLS@\n")
for n in range(1, 91):
    with open(f"plant/sensor{n:02d}.c", "w") as f:
        f.write(f'#include "config.h"\nint sensor{n:02d}_read(int raw) {{\n')
        if n == 44:
            f.write("    int spare = raw * CELLS;\n")
        f.write(f"    return raw * CELLS + {n};\n}}\n")
objs = " ".join(f"obj/sensor{n:02d}.o" for n in range(1, 91))
with open("plant/Makefile", "w") as f:
    f.write(f"OBJS = {objs}\n\n")
    f.write("libplant.a: $(OBJS)\n\tar rc $@ $(OBJS)\n\n")
    f.write("obj/%.o: %.c config.h\n\tgcc -Wall -O1 -c -o $@ $<\n\n")
    f.write("config.h: config.h.in\n\tsed 's/@CELLS@/4/' config.h.in > config.h\n")
subprocess.run(["make", "-s", "-C", "plant"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
