#!/usr/bin/env python3
"""Round 37's input generator: an invented village smithy (a forge with its coal and bellows,
iron bars in, horseshoes, nails, gates and tools out, the smiths and the farms and farriers who
order from them). `python3 make_r37.py SCENARIO` writes the scenario's inputs into `./SCENARIO/`
(deterministic: no clock, no randomness without a fixed seed). The file writer and the farm names
are round 36's (`make_r36`, which takes its writer from round 35), imported rather than copied.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r36-windmill"))
from make_r36 import FARMS, write  # noqa: E402  (round 36's farms and round 35's writer)

SMITHS = ["Alder", "Birch", "Cobb", "Dunn", "Eckley", "Forbes", "Garth", "Hurst", "Ingram",
          "Jessop", "Keel", "Lomax"]
WARES = ["horseshoe", "nail", "hinge", "gate", "hook", "latch", "poker", "trivet", "chain",
         "bracket"]


def orders(seed, n):
    """`n` orders: (number, farm, ware, quantity), the same for a given seed."""
    rnd = random.Random(seed)
    return [("O-%03d" % i, FARMS[rnd.randrange(len(FARMS))], WARES[rnd.randrange(len(WARES))],
             rnd.randint(2, 40)) for i in range(1, n + 1)]


def flex_shoes(out):
    """The order book's word counter in flex with `-d`: the catch-all word rule stands above the
    `horseshoe` rule, so flex warns the latter cannot be matched; the debug scanner's trace of
    every token follows, and at its end the count of horseshoes ordered is 0."""
    write(out + "/orders.l",
          "%option noyywrap\n"
          "%{\n"
          "#include <stdio.h>\n"
          "int words, numbers, shoes;\n"
          "%}\n"
          "%%\n"
          "[a-z]+        { words++; }\n"
          "[0-9]+        { numbers++; }\n"
          "horseshoe     { shoes++; words++; }\n"
          "O-[0-9]+      { }\n"
          "[A-Z][a-z]+   { }\n"
          "[ \\t\\n]+      { }\n"
          ".             { }\n"
          "%%\n"
          "int main(void)\n"
          "{\n"
          "    yylex();\n"
          "    printf(\"words: %d, numbers: %d\\n\", words, numbers);\n"
          "    printf(\"horseshoes ordered: %d\\n\", shoes);\n"
          "    return 0;\n"
          "}\n")
    write(out + "/orders.txt", "".join("%s %s %d %s\n" % (o, f, q, w) for o, f, w, q in orders(370, 140)))


def gs_prices(out):
    """The price book in PostScript under Ghostscript: at delivery 150 it runs the 1890s price list,
    which prints its banner and sets the bar weight as a string; every delivery's line still prints,
    but the year's total 150 lines later multiplies by the string and stops with a typecheck."""
    write(out + "/prices1890.ps",
          "% the 1890s price list, kept for its nail prices\n"
          "(Price list of 1890 loaded: bars by the hundredweight) =\n"
          "/bar-kg (51) def\n"
          "/nail-price 2 def\n")
    rnd = random.Random(371)
    lines = ["/bar-kg 12 def\n", "/bars 0 def\n"]
    for w in range(1, 301):
        n = rnd.randint(3, 30)
        lines.append("/bars bars %d add def (delivery D-%03d: %d bars of iron from %s, running total ) print bars == flush\n"
                     % (n, w, n, FARMS[rnd.randrange(len(FARMS))] + " Ironworks"))
        if w == 150:
            lines.append("(prices1890.ps) run\n")
    lines.append("(iron in, kg: ) print bars bar-kg mul ==\n")
    write(out + "/book.ps", "".join(lines))


def xslt_dozen(out):
    """The order book as XML through an XSLT 1.0 stylesheet (xsltproc): one order among 300,
    copied from the 1890s book, gives its quantity as `1 dozen`, so its line reads NaN; the
    stylesheet's count of pieces at the end, 140 lines later, is NaN too."""
    rows = []
    for o, f, w, q in orders(372, 330):
        qty = "1 dozen" if o == "O-187" else str(q)
        rows.append('  <order id="%s" farm="%s"><ware>%s</ware><qty>%s</qty><price>%d</price></order>\n'
                    % (o, f, w, qty, 2 + WARES.index(w)))
    write(out + "/orders.xml", "<?xml version=\"1.0\"?>\n<book>\n" + "".join(rows) + "</book>\n")
    write(out + "/bill.xsl",
          "<?xml version=\"1.0\"?>\n"
          "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\">\n"
          "  <xsl:output method=\"text\"/>\n"
          "  <xsl:template match=\"/book\">\n"
          "    <xsl:for-each select=\"order\">\n"
          "      <xsl:value-of select=\"concat(@id, ' ', @farm, ': ', qty, ' ', ware, ' at ', price, 'd = ', qty * price, 'd&#10;')\"/>\n"
          "    </xsl:for-each>\n"
          "    <xsl:text>orders: </xsl:text><xsl:value-of select=\"count(order)\"/>\n"
          "    <xsl:text>&#10;pieces: </xsl:text><xsl:value-of select=\"sum(order/qty)\"/>\n"
          "    <xsl:text>&#10;</xsl:text>\n"
          "  </xsl:template>\n"
          "</xsl:stylesheet>\n")


def byacc_states(out):
    """The order language's grammar under byacc -v: one production (`items: items ',' items`) is
    ambiguous; byacc reports one shift/reduce conflict at the top, and `y.output` names the state
    and the token far down its listing of states."""
    rules = ["%token NUMBER WORD FARM ORDER DATE\n", "%%\n", "book: entries ;\n",
             "entries: entry | entries entry ;\n",
             "entry: ORDER FARM DATE items ';' ;\n",
             "items: item | items ',' items ;\n",
             "item: NUMBER WORD | NUMBER WORD extras ;\n",
             "extras: extra | extras extra ;\n"]
    kinds = ["heat", "temper", "quench", "file", "punch", "rivet", "polish", "paint", "shoe",
             "weld", "draw", "upset", "bend", "twist", "split", "forge", "grind", "cut", "drill",
             "tap"]
    rules.append("extra: " + " | ".join("x_%s" % k for k in kinds) + " ;\n")
    rules[0] = "%token NUMBER WORD FARM ORDER DATE " + " ".join("T_" + k.upper() for k in kinds) + "\n"
    for k in kinds:
        t = "T_" + k.upper()
        rules.append("x_%s: %s NUMBER | %s WORD NUMBER | %s '(' NUMBER ')' ;\n" % (k, t, t, t))
    write(out + "/orders.y", "".join(rules) + "%%\n")


def tex_price_list(out):
    """The price list in plain TeX: 240 lines, each an `\\hbox to` the column's width whose
    glue cannot stretch enough (an Underfull warning each); one farm's name, copied from the 1890s
    book with its full style, is too wide: the one Overfull box among them."""
    rnd = random.Random(373)
    lines = ["\\hsize=3in \\parindent=0pt \\hbadness=100\n",
             "\\def\\row#1#2#3{\\hbox to\\hsize{#1\\hskip 1em plus 2pt #2 \\hskip 1em plus 2pt #3}}\n"]
    for i, (o, f, w, q) in enumerate(orders(373, 240)):
        farm = "Netherby Home Farm and Wheelwrights of the Parish" if o == "O-163" else f
        lines.append("\\row{%s}{%s}{%d %ss at %dd}\n" % (o, farm, q, w, rnd.randint(2, 9)))
    lines.append("\\bye\n")
    write(out + "/prices.tex", "".join(lines))


def tsort_jobs(out):
    """The forge's job order for tsort: 1100 pairs of jobs (heat before draw, draw before shape
    ...) for 220 orders; one pair copied from the 1890s book, temper before quench for order 087, closes a
    loop that tsort reports once among the sorted list."""
    steps = ["heat", "draw", "shape", "quench", "temper", "finish"]
    pairs = []
    for o, _, w, _ in orders(374, 220):
        for a, b in zip(steps, steps[1:]):
            pairs.append("%s-%s-%s %s-%s-%s\n" % (a, w, o[2:], b, w, o[2:]))
    pairs.insert(600, "temper-%s-087 quench-%s-087\n" % (orders(374, 220)[86][2], orders(374, 220)[86][2]))
    write(out + "/jobs.txt", "".join(pairs))


def _dated(path, text, day):
    """Writes `text` to `path`, mode 0644, dated `day` days after 1 March 2024 (a fixed mtime)."""
    write(path, text)
    os.chmod(path, 0o644)
    stamp = 1709251200 + day * 86400
    os.utime(path, (stamp, stamp))


def rsync_backup(out):
    """The smithy's day books mirrored to the backup with `rsync -aii -n --delete`: 520 day
    books unchanged (one itemized row each), one whose copy in the backup lost its group and
    world read bits (day 127, permissions only), one whose copy in the backup is a day older and
    shorter (the one transfer), and one 1890s price list only in the backup (the one deletion)."""
    rnd = random.Random(375)
    for d in range(1, 521):
        text = "".join("%s %s %s %d\n" % o for o in orders(1000 + d, rnd.randint(3, 9)))
        _dated(out + "/books/day-%03d.txt" % d, text, d)
        if d == 366:
            _dated(out + "/backup/day-%03d.txt" % d, text[: len(text) // 2], d - 1)
        elif d == 127:
            _dated(out + "/backup/day-%03d.txt" % d, text, d)
            os.chmod(out + "/backup/day-%03d.txt" % d, 0o600)
        else:
            _dated(out + "/backup/day-%03d.txt" % d, text, d)
    _dated(out + "/backup/prices-1890.txt", "nails 2d the hundred\n", 0)
    os.utime(out + "/books", (1709251200, 1709251200))
    os.utime(out + "/backup", (1709251200, 1709251200))


def lz4_archive(out):
    """The year's day books compressed one file each with lz4; `lz4 -t -m -v` tests the 420 in
    order; day 331's, cut short when it was copied from the old tape, ends the run with an
    unfinished stream after day 330's pass, naming no file."""
    import subprocess
    for d in range(1, 421):
        path = out + "/books/day-%03d.txt" % d
        write(path, "".join("%s %s %s %d\n" % o for o in orders(2000 + d, 40)))
        subprocess.run(["lz4", "-q", "-9", "--rm", path, path + ".lz4"], check=True)
    victim = out + "/books/day-331.txt.lz4"
    with open(victim, "rb") as f:
        data = f.read()
    with open(victim, "wb") as f:
        f.write(data[: len(data) * 2 // 3])


def od_furnace(out):
    """The furnace logger's binary records, read with `od -A d -t u2 -w16 -v`: 900 records of
    eight 16-bit words (day, hour, the fire's temperature, coal, bellows, two spare, a checksum);
    one record's temperature is 65535, the logger's fault value, in a run of 1100s-1300s."""
    import struct
    rnd = random.Random(376)
    recs = []
    for i in range(900):
        day, hour = 1 + i // 12, 6 + i % 12
        temp = 65535 if i == 611 else rnd.randint(1100, 1300)
        coal, bellows = rnd.randint(20, 40), rnd.randint(8, 16)
        words = [day, hour, temp, coal, bellows, 0, 0]
        words.append(sum(words) & 0xFFFF)
        recs.append(struct.pack("<8H", *words))
    os.makedirs(out, exist_ok=True)
    with open(out + "/furnace.bin", "wb") as f:
        f.write(b"".join(recs))


def sccmap_jobs(out):
    """The forge's job graph in DOT for graphviz's `sccmap -d -v`: 120 orders, each a chain of six
    jobs; one order's temper and quench jobs point at each other (copied from the 1890s book),
    the one strongly connected component of two nodes among 716 of one."""
    steps = ["heat", "draw", "shape", "quench", "temper", "finish"]
    lines = ["digraph jobs {\n"]
    for o, _, w, _ in orders(377, 120):
        names = ['"%s %s %s"' % (s, w, o) for s in steps]
        lines.append("  " + " -> ".join(names) + ";\n")
        if o == "O-083":
            lines.append('  "temper %s %s" -> "quench %s %s";\n' % (w, o, w, o))
    lines.append("}\n")
    write(out + "/jobs.gv", "".join(lines))


def mpost_gates(out):
    """The gate book in MetaPost (`mpost -ini`, primitives only) with `tracingequations`: each
    gate's bars are an equation, traced as solved; at gate 200 the 1890s gate file is input and
    fixes the bar weight at 4.25 kg; 200 gates later the agreed weight, 4 kg, is an inconsistent
    equation, and `show` gives the old weight."""
    write(out + "/gates1890.mp",
          "% the 1890s gate book: weights by the old bar\n"
          "bar_kg = 4.25;\n")
    rnd = random.Random(378)
    lines = ["tracingequations := 1; tracingonline := 1;\n", "numeric bars[], bar_kg;\n"]
    for g in range(1, 401):
        n = rnd.randint(6, 30)
        lines.append("bars%d = %d; message \"gate G-%03d for %s: \" & decimal bars%d & \" bars\";\n"
                     % (g, n, g, FARMS[rnd.randrange(len(FARMS))], g))
        if g == 200:
            lines.append("input gates1890\n")
    lines.append("bar_kg = 4;\n")
    lines.append("show bar_kg;\n")
    lines.append("end\n")
    write(out + "/gates.mp", "".join(lines))


def byacc_balance(out):
    """A farm's account at the smithy, summed by a byacc parser built with `-t` and run with
    yydebug on: `expr: expr '-' expr` has no precedence, byacc reports one shift/reduce conflict
    and resolves it by shifting, so the 40 payments subtract right to left; the parse's trace runs
    between the warning and the wrong balance at its end."""
    write(out + "/account.y",
          "%{\n"
          "#include <ctype.h>\n"
          "#include <stdio.h>\n"
          "int yylex(void);\n"
          "void yyerror(const char *s) { fprintf(stderr, \"%s\\n\", s); }\n"
          "%}\n"
          "%token NUMBER\n"
          "%%\n"
          "account: expr '\\n' { printf(\"balance owed by Longmead: %d shillings\\n\", $1); } ;\n"
          "expr: expr '-' expr { $$ = $1 - $3; }\n"
          "    | NUMBER\n"
          "    ;\n"
          "%%\n"
          "int yylex(void)\n"
          "{\n"
          "    int c = getchar();\n"
          "    while (c == ' ') c = getchar();\n"
          "    if (isdigit(c)) { yylval = 0; while (isdigit(c)) { yylval = yylval * 10 + c - '0'; c = getchar(); } ungetc(c, stdin); return NUMBER; }\n"
          "    return c == EOF ? 0 : c;\n"
          "}\n"
          "int main(void) { yydebug = 1; return yyparse(); }\n")
    rnd = random.Random(379)
    write(out + "/longmead.txt", "900 - " + " - ".join(str(rnd.randint(3, 25)) for _ in range(40)) + "\n")


def gvpr_hours(out):
    """The forge's job graph summed with a gvpr program: `totl` for `total` in the node clause
    is, as gvpr's manual warns, an undeclared name and so a node attribute; gvpr warns once, at
    the first node, and 720 job lines later the week's forge hours are 0."""
    steps = ["heat", "draw", "shape", "quench", "temper", "finish"]
    rnd = random.Random(380)
    lines = ["digraph jobs {\n"]
    for o, _, w, _ in orders(380, 120):
        names = ['"%s %s %s"' % (s, w, o) for s in steps]
        for n in names:
            lines.append("  %s [hours=\"%d\"];\n" % (n, rnd.randint(1, 6)))
        lines.append("  " + " -> ".join(names) + ";\n")
    lines.append("}\n")
    write(out + "/jobs.gv", "".join(lines))
    write(out + "/hours.g",
          "BEG_G { int total; }\n"
          "N { totl = totl + (int)$.hours; printf(\"%-24s %s h\\n\", $.name, $.hours); }\n"
          "END_G { printf(\"jobs: %d\\n\", nNodes($G)); printf(\"forge hours this week: %d\\n\", total); }\n")


def mf_hectograms(out):
    """The railings book in Metafont (`mf -ini`, primitives only): at railing 160 it inputs the
    1890s railings file, whose `unit := 10` weighs in hectograms, so every later railing's line
    is ten times heavier; 240 railings later the year's iron (bars times 4 kg times the unit)
    passes Metafont's largest number, an arithmetic overflow, and prints 32767.99998 kg."""
    write(out + "/rails1890.mf",
          "% the 1890s railings book weighs its iron in hectograms\n"
          "unit := 10;\n")
    rnd = random.Random(381)
    lines = ["scrollmode; tracingonline := 1; delimiters ();\n", "numeric unit, bars; unit := 1; bars := 0;\n"]
    for g in range(1, 401):
        n = rnd.randint(3, 30)
        lines.append("bars := bars + %d; message \"railing R-%03d for %s: %d bars, \" & decimal (%d * 4 * unit) & \" kg\";\n"
                     % (n, g, FARMS[rnd.randrange(len(FARMS))], n, n))
        if g == 160:
            lines.append("input rails1890\n")
    lines.append("message \"bars: \" & decimal bars;\n")
    lines.append("message \"iron for the railings: \" & decimal (bars * 4 * unit) & \" kg\";\n")
    lines.append("end\n")
    write(out + "/rails.mf", "".join(lines))



def mf_enormous(out):
    """The hinge book in Metafont (`mf -ini`): 520 hinges, each weighed in grams; one, copied
    from the 1890s book, weighs 5200 g, past Metafont's largest constant (4095.99998): the one
    `Enormous number` error among the run, and its line prints the reduced weight."""
    rnd = random.Random(382)
    lines = ["scrollmode; delimiters ();\n"]
    for h in range(1, 521):
        grams = 5200 if h == 233 else rnd.randint(900, 3900)
        lines.append("message \"hinge H-%03d for %s: \" & decimal %d & \" g\";\n"
                     % (h, FARMS[rnd.randrange(len(FARMS))], grams))
    lines.append("end\n")
    write(out + "/hinges.mf", "".join(lines))


def sdiff_prices(out):
    """This year's price list beside last year's with `sdiff -w 100`: 300 wares, every price
    the same but one, the nail price the 1890s list put back (3d for the hundred, not 2d)."""
    rnd = random.Random(383)
    old, new = [], []
    for i in range(1, 301):
        ware = "%s %s" % (WARES[i % len(WARES)], rnd.choice(["small", "medium", "large", "heavy",
                                                             "light", "plain", "twisted"]))
        price = rnd.randint(2, 40)
        old.append("W-%03d %-18s %3dd\n" % (i, ware, price))
        new.append("W-%03d %-18s %3dd\n" % (i, ware, price + 1 if i == 212 else price))
    write(out + "/prices-last-year.txt", "".join(old))
    write(out + "/prices-this-year.txt", "".join(new))


if __name__ == "__main__":
    globals()[sys.argv[1]](sys.argv[1])
