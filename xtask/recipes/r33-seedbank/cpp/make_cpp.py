#!/usr/bin/env python3
"""Round 33's C++ input (a seed bank): the drawer index g++ -std=c++20 compiles, whose ranges sort
of a std::list and whose std::visit with a visitor missing one alternative fail in templates."""
import random

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
