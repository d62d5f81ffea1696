"""Writes the weighbridge in forty translation units for an LTO build: each reads cells through
struct Gauge from gauge.hpp, except cells17.cpp, which still includes the old gauge_v1.hpp whose
Gauge has a float scale; every unit has an unused parameter, and main prints 300 readings."""
import os

os.makedirs("lto", exist_ok=True)
with open("lto/gauge.hpp", "w") as f:
    f.write("#pragma once\nstruct Gauge { int cell; double scale; int bench; };\n")
with open("lto/gauge_v1.hpp", "w") as f:
    f.write("#pragma once\nstruct Gauge { int cell; float scale; int bench; };\n")
for n in range(1, 41):
    header = "gauge_v1.hpp" if n == 17 else "gauge.hpp"
    with open(f"lto/cells{n:02d}.cpp", "w") as f:
        f.write(f'#include "{header}"\n')
        f.write(f"double cells{n:02d}(const Gauge& g, int shift) {{ return g.cell * g.scale + {n}; }}\n")
        f.write(f"double tare{n:02d}(const Gauge& g, int axle) {{ return g.bench * 0.5; }}\n")
with open("lto/main.cpp", "w") as f:
    f.write('#include <cstdio>\n#include "gauge.hpp"\n')
    for n in range(1, 41):
        f.write(f"double cells{n:02d}(const Gauge& g, int shift);\n")
    f.write("int main() {\n    for (int i = 0; i < 300; i++) {\n        Gauge g{i % 4, 1.25, i % 9};\n"
            "        double r = (i % 40 == 16) ? cells17(g, 0) : cells01(g, 0);\n"
            '        std::printf("reading %03d cell %d bench %d: %.2f t\\n", i, g.cell, g.bench, r);\n'
            "    }\n    return 0;\n}\n")
