"""Round 31's jshell session: the shift engineer's lehr sums, pasted as one script (lehrs.jsh).

Midway the script redefines the record Lehr to add a field; jshell then resets every variable of
the old type, and a later stream over the lehrs fails. Run in this directory."""
from pathlib import Path

LEHRS = [(1, "soda-lime", 515, 470, 6.0), (2, "soda-lime", 520, 472, 6.0), (3, "borosilicate", 560, 510, 4.5),
         (4, "soda-lime", 512, 468, 6.5), (5, "borosilicate", 565, 515, 4.5), (6, "opal", 530, 485, 5.0),
         (7, "lead-crystal", 435, 395, 3.0), (8, "soda-lime", 518, 471, 6.0), (9, "opal", 528, 482, 5.0),
         (10, "borosilicate", 562, 512, 4.0), (11, "soda-lime", 516, 469, 7.0), (12, "lead-crystal", 440, 398, 3.5)]

PRODUCTS = [("tumbler", 1, 0.31), ("wine glass", 2, 0.18), ("beaker", 3, 0.12), ("jug", 4, 0.95),
            ("test tube", 5, 0.03), ("lampshade", 6, 0.62), ("decanter", 7, 1.40), ("vase", 8, 0.88),
            ("globe", 9, 0.54), ("flask", 10, 0.21), ("bottle", 11, 0.36), ("bowl", 12, 1.10)]


def main():
    out = ["import java.util.*;", "import java.util.stream.*;", "",
           "record Lehr(int number, String glass, int annealC, int strainC, double beltMPerH) {}", ""]
    rows = ",\n    ".join(f'new Lehr({n}, "{g}", {a}, {s}, {b})' for n, g, a, s, b in LEHRS)
    out.append(f"List<Lehr> lehrs = List.of(\n    {rows});")
    out += [
        "Map<String, Integer> RAMP = new TreeMap<>(Map.of(\"soda-lime\", 150, \"borosilicate\", 180, \"opal\", 100, \"lead-crystal\", 90));",
        "int ramp(Lehr l) { return RAMP.get(l.glass()); }",
        "int heatMinutes(Lehr l, int fromC) { return Math.max(0, l.annealC() - fromC) * 60 / ramp(l); }",
        "double beltMinutes(Lehr l, double lengthM) { return lengthM / l.beltMPerH() * 60; }",
        "int soakMinutes(Lehr l) { return l.glass().equals(\"lead-crystal\") || l.glass().equals(\"opal\") ? 60 : 45; }",
        "int coolMinutes(Lehr l) { return (l.annealC() - l.strainC()) * 60 / (ramp(l) / 2); }",
        "record Piece(String name, int lehr, double kg) {}",
    ]
    prows = ",\n    ".join(f'new Piece("{p}", {n}, {kg})' for p, n, kg in PRODUCTS)
    out.append(f"List<Piece> pieces = List.of(\n    {prows});")
    out += ["Lehr lehrOf(Piece p) { return lehrs.get(p.lehr() - 1); }"]
    for p, n, kg in PRODUCTS:
        out.append(f'heatMinutes(lehrOf(pieces.get({PRODUCTS.index((p, n, kg))})), 20)')
        out.append(f'beltMinutes(lehrOf(pieces.get({PRODUCTS.index((p, n, kg))})), 24.0)')
    out += [
        "lehrs.stream().mapToInt(l -> heatMinutes(l, 20)).max()",
        "lehrs.stream().mapToInt(l -> heatMinutes(l, 300)).summaryStatistics()",
        "lehrs.stream().filter(l -> coolMinutes(l) > 50).map(l -> l.number() + \" \" + l.glass()).collect(Collectors.joining(\", \"))",
        "lehrs.stream().mapToDouble(l -> beltMinutes(l, 24.0)).average()",
        "lehrs.stream().sorted(Comparator.comparingInt(Lehr::strainC)).map(Lehr::number).toList()",
        "lehrs.stream().filter(l -> l.annealC() > 550).map(Lehr::number).collect(Collectors.toList())",
        "lehrs.stream().collect(Collectors.groupingBy(Lehr::glass, TreeMap::new, Collectors.counting()))",
        "double kgPerHour(Piece p) { return p.kg() * lehrOf(p).beltMPerH() * 40; }",
        "pieces.stream().collect(Collectors.toMap(Piece::name, p -> Math.round(kgPerHour(p)), (a, b) -> a, TreeMap::new))",
        "String sheet(Lehr l) { return String.format(\"lehr %2d %-13s heat %3d soak %2d cool %3d min\", l.number(), l.glass(), heatMinutes(l, 20), soakMinutes(l), coolMinutes(l)); }",
    ]
    for n, *_ in LEHRS:
        out.append(f"sheet(lehrs.get({n - 1}))")
    for i, (p, n, kg) in enumerate(PRODUCTS):
        out.append(f"kgPerHour(pieces.get({i}))")
    out += [
        "// The burners of each lehr, for the gas sums.",
        "record Lehr(int number, String glass, int annealC, int strainC, double beltMPerH, int burners) {}",
        "int gasKwh(Lehr l, int minutes) { return l.burners() * 38 * minutes / 60; }",
        "Lehr seven = new Lehr(7, \"lead-crystal\", 435, 395, 3.0, 3);",
        "gasKwh(seven, heatMinutes(seven, 20) + soakMinutes(seven))",
        "sheet(seven)",
        "Lehr twelve = new Lehr(12, \"lead-crystal\", 440, 398, 3.5, 3);",
        "sheet(twelve)",
        "gasKwh(twelve, heatMinutes(twelve, 20) + soakMinutes(twelve))",
    ]
    for n, g, a, st, b in LEHRS[:6]:
        burners = {"soda-lime": 4, "borosilicate": 6, "opal": 5}[g]
        out += [f'Lehr l{n} = new Lehr({n}, "{g}", {a}, {st}, {b}, {burners});', f"sheet(l{n})",
                f"gasKwh(l{n}, heatMinutes(l{n}, 20) + soakMinutes(l{n}))"]
    for p, n, kg in PRODUCTS[6:]:
        out.append(f'RAMP.get("{dict((x, g) for x, g, *_ in LEHRS)[n]}") * {kg}')
    out += [
        "int shiftGas = lehrs.stream().mapToInt(l -> gasKwh(l, heatMinutes(l, 20) + soakMinutes(l))).sum();",
        "shiftGas",
        "pieces.stream().filter(p -> p.kg() > 0.5).map(Piece::name).toList()",
        "gasKwh(seven, coolMinutes(seven))",
        "gasKwh(twelve, coolMinutes(twelve))",
        "pieces.stream().collect(Collectors.groupingBy(p -> lehrOf(p).glass(), Collectors.summingDouble(Piece::kg)))",
        "pieces.stream().mapToDouble(p -> kgPerHour(p)).sum()",
        "/exit",
    ]
    Path("lehrs.jsh").write_text("\n".join(out) + "\n")


main()
