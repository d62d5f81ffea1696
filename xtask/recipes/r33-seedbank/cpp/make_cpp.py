#!/usr/bin/env python3
"""Round 33's C++ inputs (a seed bank): with no argument, the drawer index g++ -std=c++20 compiles,
whose ranges sort of a std::list and whose std::visit with a visitor missing one alternative fail in
templates; with `units`, the cold rooms' units g++ -Wall -Wextra compiles together: an unused
parameter and a signed comparison in each, and one unit calling a member the header renamed."""
import os
import random
import sys


def units():
    rng = random.Random(3332)
    os.makedirs("units", exist_ok=True)
    with open("units/limits.h", "w") as f:
        f.write("// The cold rooms' limits, shared by every unit.\n#pragma once\n#include <string>\n"
                "#include <vector>\nstruct Drawer {\n    std::string name;\n    int shelves;\n"
                "    int capacity_per_shelf;  // was capacity() until the 2026 drawer sheet\n};\n")
    for i in range(1, 41):
        body = ['#include "limits.h"', '']
        body.append(f"int room_{i:02d}_load(const std::vector<Drawer>& drawers, int season) {{")
        body.append("    int total = 0;")
        body.append("    for (int k = 0; k < drawers.size(); ++k) {")
        if i == 17:
            body.append("        total += drawers[k].capacity();")
        else:
            body.append(f"        total += drawers[k].shelves * drawers[k].capacity_per_shelf + {rng.randint(1, 9)};")
        body.append("    }")
        body.append("    return total;")
        body.append("}")
        with open(f"units/room{i:02d}.cpp", "w") as f:
            f.write("\n".join(body) + "\n")


if len(sys.argv) > 1 and sys.argv[1] == "units":
    units()
    sys.exit(0)

rng = random.Random(3331)
SPECIES = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris"]
lines = ['// The drawer index: accessions by drawer, ordered for the pull lists.', '#include <algorithm>',
         '#include <list>', '#include <map>', '#include <ranges>', '#include <string>', '#include <variant>',
         '#include <vector>', '', 'struct Accession {', '    std::string id;', '    std::string species;',
         '    int drawer;', '    double germination;', '    auto operator<=>(const Accession&) const = default;', '};', '',
         'struct Frozen { int drawer; };', 'struct Drying { std::string room; int hours; };',
         'struct Dispatched { std::string mission; };', 'using Place = std::variant<Frozen, Drying, Dispatched>;', '',
         'struct PlaceLabel {', '    std::string operator()(const Frozen& f) const { return "drawer " + std::to_string(f.drawer); }',
         '    std::string operator()(const Drying& d) const { return d.room + " for " + std::to_string(d.hours) + " h"; }', '};', '']
for i in range(1, 61):
    lines.append(f'std::vector<Accession> pull_list_{i:02d}() {{')
    lines.append(f'    std::vector<Accession> v{{{{"A-{6000 + i}", "{rng.choice(SPECIES)}", {rng.randint(1, 40)}, {rng.uniform(0.5, 0.99):.2f}}}}};')
    lines.append('    std::ranges::sort(v, {}, &Accession::drawer);')
    lines.append('    return v;')
    lines.append('}')
    lines.append('')
lines += ['std::list<Accession> shelf_walk(std::list<Accession> q) {',
          '    std::sort(q.begin(), q.end());', '    return q;', '}', '']
lines += ['std::list<Accession> regeneration_queue(std::list<Accession> q) {',
          '    std::ranges::sort(q, std::ranges::greater{}, &Accession::germination);',
          '    return q;', '}', '']
for i in range(61, 101):
    lines.append(f'int drawer_of_{i:02d}(const std::map<std::string, int>& m) {{ return m.at("A-{6000 + i}"); }}')
lines += ['', 'std::string where(const Place& p) {', '    return std::visit(PlaceLabel{}, p);', '}', '']
open("drawers.cpp", "w").write("\n".join(lines) + "\n")
