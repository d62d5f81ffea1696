#!/usr/bin/env python3
"""Round 36's input generator: an invented windmill (a tower mill grinding the farms' corn: its
sails and the wind, four pairs of millstones, sacks of grain in and flour out, the millers, the
farms that bring corn and the bakers who buy the flour). `python3 make_r36.py SCENARIO` writes
the scenario's inputs into `./SCENARIO/` (deterministic: no clock, no randomness without a fixed
seed). The file writer is round 35's (`make_r35.write`), imported rather than copied.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r35-icehouse"))
from make_r35 import write  # noqa: E402  (round 35's writer: makes the directory, LF endings)

FARMS = ["Ashby", "Brookside", "Cowley", "Dunmore", "Elmstead", "Fallowfield", "Greenacre",
         "Hollins", "Ivybridge", "Juniper", "Kettlewell", "Longmead", "Marston", "Netherby"]
MILLERS = ["Ackroyd", "Bramley", "Catterall", "Dyson", "Entwistle", "Firth", "Gaunt", "Holroyd",
           "Illingworth", "Jowett", "Kershaw", "Lister", "Mellor", "Nuttall", "Ormerod",
           "Pollard", "Rushworth", "Shackleton", "Tattersall", "Uttley"]
BAKERS = ["Corner Bakery", "Market Loaves", "Priory Bakehouse", "Station Bakery",
          "Mill Lane Ovens", "Harvest Bakers", "Crown Bakery", "Village Oven"]
STONES = ["S-1", "S-2", "S-3", "S-4"]
GRAINS = ["wheat", "barley", "oats", "rye"]


def fish_sack(out):
    """The sack tally in fish under `fish_trace=1`: on day D-120 it sources the 1890s miller's
    settings, whose `set -g sack_kg 50 kg` makes the sack weight a two-element list; 400 trace
    lines later the flour total's `math` gets `50 kg` and fails with `Unknown function`."""
    write(out + "/miller-1890.fish",
          "# the 1890s miller's settings: sacks written with their unit\n"
          "set -g sack_kg 50 kg\n"
          "set -g dressing coarse\n")
    write(out + "/tally.fish",
          "set -g sack_kg 50\n"
          "set -g sacks 0\n"
          "for f in days/D-*.txt\n"
          "    read -l day n farm < $f\n"
          "    set sacks (math $sacks + $n)\n"
          "    if test $day = D-120\n"
          "        source ./miller-1890.fish\n"
          "    end\n"
          "end\n"
          "set -l flour (math $sacks \\* $sack_kg)\n"
          "echo \"flour: $flour kg from $sacks sacks\"\n")
    rnd = random.Random(36)
    for i in range(1, 201):
        write(out + "/days/D-%03d.txt" % i, "D-%03d %d %s\n" % (i, rnd.randint(4, 30), FARMS[i % len(FARMS)]))



def gnuplot_wind(out):
    """The wind book in gnuplot: one `stats` a day over 300 days of anemometer readings; the one
    day copied from the 1890s wind ledger (D-241) is comma-separated, so `stats` finds no valid
    point and the day's line stops the script with an undefined `STATS_records`."""
    rnd = random.Random(361)
    for d in range(1, 301):
        if d == 241:
            rows = ["# wind ledger 1890, copied in: hour,knots,rpm\n"]
            rows += ["%d,%d,%d\n" % (h, rnd.randint(8, 30), rnd.randint(8, 20)) for h in range(6, 20)]
        else:
            rows = ["# hour  wind_m_s  sail_rpm\n"]
            rows += ["%d %.1f %d\n" % (h, rnd.uniform(3.0, 14.0), rnd.randint(8, 20)) for h in range(6, 20)]
        write(out + "/wind/D-%03d.dat" % d, "".join(rows))
    write(out + "/wind.gp",
          "# the mill's wind book: one line a day\n"
          "do for [d=1:300] {\n"
          "    f = sprintf(\"wind/D-%03d.dat\", d)\n"
          "    stats f using 2 nooutput\n"
          "    print sprintf(\"D-%03d: %d readings, mean wind %.1f m/s, strongest %.1f m/s\", d, STATS_records, STATS_mean, STATS_max)\n"
          "}\n")


def bmake_ledger(out):
    """The flour book under bmake -k: the 1890s stones file, included first, already gives the
    `ledger` target a script, so bmake warns that the Makefile's own script is ignored; 160 days
    of flour sums later `ledger` runs the old script and `cat` cannot open the 1890s sacks file."""
    rnd = random.Random(362)
    days = ["D-%03d" % d for d in range(1, 161)]
    for d in days:
        write(out + "/days/%s.txt" % d, "".join(
            "%s %s %d\n" % (d, FARMS[rnd.randint(0, len(FARMS) - 1)], rnd.randint(4, 30)) for _ in range(3)))
    write(out + "/stones-1890.mk",
          "# the 1890s stones file: the ledger was kept beside the sack store\n"
          "ledger:\n"
          "\tcat sacks-1890/ledger.txt\n")
    s = [".include \"stones-1890.mk\"\n\n",
         "DAYS = " + " ".join(days) + "\n\n",
         "all: ${DAYS:S/^/flour\\//:S/$/.sum/} ledger\n\n",
         "flour:\n\tmkdir -p flour\n\n"]
    for d in days:
        s.append("flour/%s.sum: days/%s.txt flour\n\tawk '{ s += $$3 } END { print FILENAME \": \" s \" sacks\" }' days/%s.txt > $@\n\tcat $@\n\n" % (d, d, d))
    s.append("ledger: ${DAYS:S/^/flour\\//:S/$/.sum/}\n\tcat flour/*.sum > ledger.txt\n")
    write(out + "/mill.mk", "".join(s))


def makeindex_manual(out):
    """The millwright's manual's index: 240 entries open a page range (`|(`) the typesetter never
    closed (a warning each), and one entry among them was keyed with a doubled `@`
    (`stones@@Stones, dressing`), the one input error, rejected."""
    rnd = random.Random(363)
    words = ["sails", "stones", "hopper", "shoe", "damsel", "tentering", "governor", "brake",
             "fantail", "cap", "windshaft", "brake wheel", "wallower", "great spur wheel",
             "stone nut", "quant", "runner stone", "bed stone", "furrow", "land", "crook string",
             "meal spout", "bolter", "sack hoist"]
    s = []
    n = 0
    for page in range(1, 121):
        for k in range(2):
            n += 1
            w = words[(page * 3 + k) % len(words)]
            if n == 37:
                s.append("\\indexentry{stones@@Stones, dressing}{%d}\n" % page)
            s.append("\\indexentry{%s!%s %d|(}{%d}\n" % (w, MILLERS[n % len(MILLERS)], n, page))
            s.append("\\indexentry{%s}{%d}\n" % (w, page + rnd.randint(0, 3)))
    write(out + "/millwright.idx", "".join(s))


def rexx_digits(out):
    """The sack ledger in Rexx under `trace r`: after sack 60 come the 1890s miller's settings, pasted in,
    whose `numeric digits 3` is traced once; 480 trace lines later the total (4-digit sums now
    kept as 3 digits) is divided by the sacks with `//` and Regina stops with error 26.12."""
    rnd = random.Random(364)
    s = ["/* the mill's sack ledger */\n", "trace r\n", "total = 0\n", "sacks = 0\n"]
    weights = [rnd.randint(45, 55) for _ in range(120)]
    s.append("weights = '" + " ".join(str(w) for w in weights) + "'\n")
    loop = ("  w = word(weights, i)\n"
            "  total = total + w * 20\n"
            "  sacks = sacks + 1\n"
            "end\n")
    s.append("do i = 1 to 60\n" + loop)
    s.append("/* the 1890s miller's ledger settings, pasted in */\n"
             "numeric digits 3\n"
             "dressing = 'coarse'\n")
    s.append("do i = 61 to words(weights)\n" + loop)
    s.append("say 'flour:' total 'kg in' sacks 'sacks'\n"
             "say 'kg over whole sacks:' total // 50\n"
             "exit 0\n")
    write(out + "/ledger.rexx", "".join(s))


def ngspice_sails(out):
    """The sail dynamo's lamp circuit for ngspice: 120 lamp branches off the dynamo's bus, each
    a feed resistor and a lamp; the 1890s lamp library keys lamp L-087's resistance `1M` (SPICE
    reads milli, not mega), so its node among 140 at about 11.4 V sits at 0.0011 V;
    `listing e` prints the expanded deck first, the lamp's `1.000000000000000e-03` 160 lines above."""
    rnd = random.Random(365)
    s = ["sail dynamo lamp circuit\n", ".include lamps-1890.lib\n", "Vdyn bus 0 DC 12\n"]
    lib = ["* lamp resistances from the 1890s lamp book\n"]
    for i in range(1, 141):
        r = "1M" if i == 87 else "%d" % (200 + rnd.randint(0, 40))
        lib.append(".param RL%03d=%s\n" % (i, r))
        s.append("Rf%03d bus n%03d %d\n" % (i, i, 10 + rnd.randint(0, 4)))
        s.append("Rl%03d n%03d 0 {RL%03d}\n" % (i, i, i))
    s.append(".control\nlisting e\nop\nprint all\n.endc\n.end\n")
    write(out + "/lamps-1890.lib", "".join(lib))
    write(out + "/dynamo.cir", "".join(s))



def gforth_binding(out):
    """The flour book in Gforth: `flour` is compiled with `sack-kg` (50); the 1890s stones file,
    included next, redefines `sack-kg` as 45 (Gforth says `redefined sack-kg`), but `flour` keeps
    the word it was compiled with, so at the end the book's total is 50 kg a sack and the
    check against the sack ledger aborts."""
    rnd = random.Random(366)
    s = ["\\ the mill's flour book\n",
         ": sack-kg ( -- n ) 50 ;\n",
         ": flour ( sacks -- kg ) sack-kg * ;\n",
         "variable total  0 total !\n",
         "variable sacks  0 sacks !\n",
         ": day ( sacks -- ) dup sacks +! dup flour dup total +! swap . .\" sacks, \" . .\" kg of flour\" cr ;\n"]
    n = 0
    for d in range(1, 401):
        k = rnd.randint(4, 30)
        n += k
        s.append(".\" D-%03d: \" %d day\n" % (d, k))
        if d == 200:
            s.append("include stones-1890.fs\n")
    s.append(".\" sacks: \" sacks @ . cr\n")
    s.append(".\" flour: \" total @ . .\" kg\" cr\n")
    s.append(": check ( -- ) outfile-id flush-file drop\n"
             "    total @ sacks @ sack-kg * <> abort\" flour book does not match the sack ledger\" ;\n")
    s.append(".\" ledger: \" sacks @ sack-kg * . .\" kg\" cr\n")
    s.append("check\n")
    write(out + "/book.fs", "".join(s))
    write(out + "/stones-1890.fs",
          "\\ the 1890s stones file: sacks were 45 kg then\n"
          ": sack-kg ( -- n ) 45 ;\n")


def dfv_entries(out):
    """The mill's launcher entries for desktop-file-validate: 90 entries name their icon with a
    `.png` extension (an error each, "will be fatal in the future"); one, copied from the 1890s
    kiosk, keys its `Type` as `Aplication`, the one entry that cannot run."""
    for i in range(1, 91):
        kind = "Aplication" if i == 63 else "Application"
        write(out + "/apps/mill-%02d.desktop" % i,
              "[Desktop Entry]\nType=%s\nName=%s sacks\nComment=The sack book of %s farm\n"
              "Exec=sackbook --farm %s\nIcon=sackbook-%02d.png\nCategories=Office;\n" % (
                  kind, FARMS[i % len(FARMS)], FARMS[i % len(FARMS)], FARMS[i % len(FARMS)].lower(), i))


def flawfinder_csv(out):
    """The mill's C tools for flawfinder --csv: 160 `strlen` calls (level 1 each, a CSV row
    each) and, in the reader kept from the 1890s weighbridge, one `gets` (level 5)."""
    s = ["#include <stdio.h>\n#include <string.h>\n\n"]
    for i in range(1, 161):
        if i == 117:
            s.append("/* kept from the 1890s weighbridge */\nint read_ticket_%03d(char *buf) {\n    return gets(buf) != NULL;\n}\n\n" % i)
        s.append("int label_len_%03d(const char *farm) {\n    return (int)strlen(farm) + %d;\n}\n\n" % (i, i % 7))
    write(out + "/src/sackbook.c", "".join(s))


def cflow_recursion(out):
    """The grinding program's call tree for cflow: 150 small functions in a strict tree, and one
    pair kept from the 1890s governor, `regulate` and `feather_sails`, that call each other."""
    names = ["grind_%03d" % i for i in range(1, 151)]
    s = ["#include <stdio.h>\n\n"]
    for i, n in enumerate(names):
        s.append("int %s(int sacks);\n" % n)
    s.append("int regulate(int rpm);\nint feather_sails(int rpm);\n\n")
    for i, n in enumerate(names):
        kids = [names[j] for j in (2 * i + 1, 2 * i + 2) if j < len(names)]
        body = "".join("    sacks += %s(sacks - 1);\n" % k for k in kids)
        if n == "grind_097":
            body += "    sacks += regulate(sacks * 3);\n"
        s.append("int %s(int sacks) {\n%s    printf(\"%%d\\n\", sacks);\n    return sacks;\n}\n\n" % (n, body))
    s.append("/* kept from the 1890s governor */\n"
             "int regulate(int rpm) {\n    return rpm > 20 ? feather_sails(rpm - 2) : rpm;\n}\n\n"
             "int feather_sails(int rpm) {\n    return regulate(rpm);\n}\n\n"
             "int main(void) {\n    return grind_001(12) > 0 ? 0 : 1;\n}\n")
    write(out + "/grind.c", "".join(s))


def sparse_truncate(out):
    """The stone tables in C for sparse: 200 functions not declared static (a warning each) and,
    in the 1890s stone table, one stone speed 300 stored in an `unsigned char`, which sparse says
    truncates (300 becomes 44)."""
    s = ["#include <stdint.h>\n\n"]
    for i in range(1, 201):
        if i == 61:
            s.append("/* the 1890s stone table */\nuint8_t stone_rpm_1890 = 300;\n\n")
        s.append("int stone_feed_%03d(int sacks) { return sacks * %d; }\n" % (i, 2 + i % 5))
    write(out + "/stones.c", "".join(s))


def doxygen_params(out):
    """The mill library's header for doxygen: 180 functions documented with a `@param` for each
    argument and 60 left undocumented (a warning each); one, copied from the 1890s header, names
    its parameter `stone` where the function takes `stones`."""
    write(out + "/Doxyfile",
          "PROJECT_NAME = millbook\nINPUT = include\nOUTPUT_DIRECTORY = doc\nQUIET = YES\n"
          "GENERATE_LATEX = NO\nGENERATE_HTML = NO\nGENERATE_XML = YES\nEXTRACT_ALL = NO\n"
          "WARN_IF_UNDOCUMENTED = YES\nWARN_IF_DOC_ERROR = YES\nWARN_NO_PARAMDOC = YES\n"
          "FULL_PATH_NAMES = NO\nCASE_SENSE_NAMES = YES\n")
    s = ["/** @file millbook.h The mill's flour book. */\n\n"]
    for i in range(1, 241):
        if i % 4 == 0:
            s.append("int sack_count_%03d(int day, int farm);\n\n" % i)
        elif i == 201:
            s.append("/**\n * Dresses the stones (from the 1890s header).\n * @param stone the stones to dress\n * @return the hours it took\n */\n"
                     "int dress_stones_%03d(int stones);\n\n" % i)
        else:
            s.append("/**\n * Flour milled on a day.\n * @param day the day\n * @param farm the farm\n * @return kilograms\n */\n"
                     "int flour_kg_%03d(int day, int farm);\n\n" % i)
    write(out + "/include/millbook.h", "".join(s))


def file_types(out):
    """The day books for file(1): 480 plain day books, and the one copied from the 1890s ledger
    in Latin-1 with CRLF line ends (a `£` in it)."""
    rnd = random.Random(367)
    for d in range(1, 481):
        rows = ["%s %d sacks %s\n" % (FARMS[(d + k) % len(FARMS)], rnd.randint(4, 30), GRAINS[k % 4]) for k in range(4)]
        path = out + "/days/D-%03d.txt" % d
        if d == 240:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write("".join(r.rstrip("\n") + " \u00a32 4s\r\n" for r in rows).encode("latin-1"))
        else:
            write(path, "".join(rows))



def codespell_manual(out):
    """The miller's manual for codespell: 400 lines each with `recieved` (the old typist's habit,
    one finding each) and, on the Brookside farm's line, one `adress`, the one other finding."""
    s = []
    for i in range(1, 401):
        if i == 200:
            s.append("Sacks for Brookside are sent to the farm adress on the ledger.\n")
        s.append("Sack %03d of %s %s was recieved at the mill on day %d.\n" % (
            i, FARMS[i % len(FARMS)], GRAINS[i % 4], 1 + i % 90))
    write(out + "/manual.txt", "".join(s))


def analyzer_overflow(out):
    """The mill's sack database for sqlite3_analyzer: a table of deliveries for each of 14 farms,
    alike (about 200 rows of a few short columns); the Netherby table carries the 1890s ledger
    notes copied into each row (6,000 bytes each), so it alone has overflow pages."""
    import sqlite3
    path = out + "/sacks.db"
    os.makedirs(out, exist_ok=True)
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    rnd = random.Random(368)
    for farm in FARMS:
        t = farm.lower()
        db.execute("CREATE TABLE %s (id INTEGER PRIMARY KEY, day TEXT, sacks INTEGER, grain TEXT, notes TEXT)" % t)
        for i in range(1, 201):
            note = ("1890 ledger: " + " ".join(MILLERS) + ". ") * 30 if farm == "Netherby" else ""
            db.execute("INSERT INTO %s (day, sacks, grain, notes) VALUES (?, ?, ?, ?)" % t,
                       ("D-%03d" % i, rnd.randint(4, 30), GRAINS[i % 4], note[:6000]))
    db.commit()
    db.close()


def mutool_pages(out):
    """The mill's flour ledger as a 220-page PDF for `mutool pages`: every page A4 (595 x 842)
    but page 110, scanned from the 1890s ledger at US Letter (612 x 792)."""
    objs = []
    n = 220
    kids = " ".join("%d 0 R" % (3 + 2 * i) for i in range(n))
    objs.append("<< /Type /Catalog /Pages 2 0 R >>")
    objs.append("<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n))
    for i in range(n):
        box = "0 0 612 792" if i + 1 == 110 else "0 0 595 842"
        objs.append("<< /Type /Page /Parent 2 0 R /MediaBox [%s] /Contents %d 0 R >>" % (box, 4 + 2 * i))
        stream = "BT /F1 12 Tf 72 720 Td (Flour ledger page %d) Tj ET" % (i + 1)
        objs.append("<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
    body = "%PDF-1.4\n"
    offsets = []
    for k, o in enumerate(objs, 1):
        offsets.append(len(body))
        body += "%d 0 obj\n%s\nendobj\n" % (k, o)
    xref = len(body)
    body += "xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    body += "".join("%010d 00000 n \n" % off for off in offsets)
    body += "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    write(out + "/ledger.pdf", body)



def gp_counter(out):
    """The sack count in PARI/GP with `default(echo, 1)`: after day 250 comes a line pasted from
    the 1890s counter (`sacks = Mod(sacks, 256)`, the counter wheel had 256 teeth), echoed once;
    every later running total prints as `Mod(..., 256)`, and 500 lines later the year's check
    `sacks > 6000` stops with `forbidden comparison t_INTMOD , t_INT`."""
    rnd = random.Random(369)
    s = ["default(echo, 1);\n", "sacks = 0;\n",
         "day(d, n) = sacks += n; print(\"D-\", d, \": \", n, \" sacks, \", sacks, \" in all\");\n"]
    for d in range(1, 501):
        s.append("day(%d, %d);\n" % (d, rnd.randint(4, 30)))
        if d == 250:
            s.append("sacks = Mod(sacks, 256);  \\\\ pasted from the 1890s counter: its wheel had 256 teeth\n")
    s.append("if(sacks > 6000, print(\"year: over 6000 sacks\"), print(\"year: under 6000 sacks\"));\n")
    write(out + "/count.gp", "".join(s))


def fish_glob(out):
    """The flour book in fish under `fish_trace=1`: on day D-090 it sources the 1890s office's
    settings, whose `set -g books books-1890` is traced once; 300 trace lines later `cat $books/*.book` (the bakers'
    books) is a wildcard that matches nothing, an error in fish."""
    write(out + "/office-1890.fish",
          "# the 1890s office's settings\n"
          "set -g books books-1890\n"
          "set -g ledger paper\n")
    write(out + "/book.fish",
          "set -g books books\n"
          "set -g flour 0\n"
          "for f in days/D-*.txt\n"
          "    read -l day kg < $f\n"
          "    set flour (math $flour + $kg)\n"
          "    if test $day = D-090\n"
          "        source ./office-1890.fish\n"
          "    end\n"
          "end\n"
          "echo \"flour: $flour kg\"\n"
          "cat $books/*.book\n")
    rnd = random.Random(370)
    for i in range(1, 151):
        write(out + "/days/D-%03d.txt" % i, "D-%03d %d\n" % (i, rnd.randint(200, 1500)))
    for k, b in enumerate(BAKERS):
        write(out + "/books/B-%d.book" % (k + 1), "%s %d\n" % (b.replace(" ", "-"), 300 + 41 * k))


def rexx_fuzz(out):
    """The flour ledger in Rexx under `trace r`: after day 50 come the 1890s clerk's settings,
    pasted in, whose `numeric fuzz 7` is traced once; under it every comparison is made at two
    digits, the loop's end test too (111 is 110), so 250 trace lines later the loop runs past
    the 110th day, `word` gives the empty string and Regina stops with error 41."""
    rnd = random.Random(371)
    days = [rnd.randint(900, 1100) for _ in range(110)]
    days[-1] += 118780 - sum(days)
    loop = ("  kg = word(days, i)\n"
            "  total = total + kg\n"
            "end\n")
    s = ["/* the mill's flour ledger */\n", "trace r\n", "total = 0\n", "booked = 118700\n",
         "days = '" + " ".join(str(d) for d in days) + "'\n",
         "do i = 1 to 50\n" + loop,
         "/* the 1890s clerk's settings, pasted in */\n",
         "numeric fuzz 7\n",
         "clerk = 'Ackroyd'\n",
         "do i = 51 to words(days)\n" + loop,
         "if total = booked then say 'ledger balances:' total 'kg milled, sack book' booked 'kg'\n",
         "else say 'ledger does not balance:' total 'kg milled, sack book' booked 'kg'\n",
         "exit 0\n"]
    write(out + "/flour.rexx", "".join(s))



def bibtex_sources(out):
    """The mill history's bibliography for BibTeX: 240 cited sack ledgers kept as `@book`
    with neither publisher nor year (two warnings each: they are the mill's own, undated), and one citation, `stones1890`, whose entry was
    keyed `stone1890` in the database, so BibTeX finds no entry for it."""
    aux = ["\\relax\n", "\\bibstyle{plain}\n"]
    bib = []
    for i in range(1, 241):
        key = "%s%03d" % (MILLERS[i % len(MILLERS)].lower(), i)
        aux.append("\\citation{%s}\n" % key)
        if i == 173:
            aux.append("\\citation{stones1890}\n")
        bib.append("@book{%s,\n  author = {%s, J.},\n  title = {Sack ledger of %s farm, book %d},\n"
                   "  note = {Mill archive, shelf %d}\n}\n\n" % (
                       key, MILLERS[i % len(MILLERS)], FARMS[i % len(FARMS)], i, 1 + i % 12))
        if i == 173:
            bib.append("@misc{stone1890,\n  author = {Holroyd, T.},\n  title = {The dressing of the stones},\n"
                       "  howpublished = {Mill archive, shelf 3},\n  year = {1890}\n}\n\n")
    aux.append("\\bibdata{mill}\n")
    write(out + "/history.aux", "".join(aux))
    write(out + "/mill.bib", "".join(bib))



def guile_round(out):
    """The flour book in Guile: it imports the 1890s clerk's module for its sack labels, and the
    module also exports its own `round` (whole 50 kg sacks, by `quotient`), so Guile warns once,
    at the first call (the sacks to the ton, which come out 0), that it overrides the core
    binding; 300 day lines later the year's flour in sacks (an inexact number) stops in
    `quotient` with a wrong-type argument."""
    write(out + "/mill/old1890.scm",
          "(define-module (mill old1890)\n"
          "  #:export (sack-label round))\n"
          ";; the 1890s clerk's helpers: sack labels, and rounding to whole 50 kg sacks\n"
          "(define (sack-label n) (string-append \"S-\" (number->string n)))\n"
          "(define (round kg) (quotient kg 50))\n")
    rnd = random.Random(372)
    days = [rnd.randint(4, 30) for _ in range(300)]
    write(out + "/book.scm",
          "(use-modules (ice-9 format) (mill old1890))\n"
          "(setvbuf (current-output-port) 'line)\n"
          "(setvbuf (current-error-port) 'line)  ; a terminal's order, not a pipe's\n"
          "(define extraction 0.72) ; flour out of a sack of grain, by weight\n"
          "(define total 0)\n"
          "(define (kg->sacks kg) (round (/ kg 50)))\n"
          "(format #t \"sacks to the ton: ~a\\n\" (kg->sacks 1000))\n"
          "(define days '(" + " ".join(str(d) for d in days) + "))\n"
          "(let loop ((d 1) (rest days))\n"
          "  (unless (null? rest)\n"
          "    (let ((kg (* (car rest) 50 extraction)))\n"
          "      (set! total (+ total kg))\n"
          "      (format #t \"D-~3,'0d: ~a sacks of grain, ~a kg of flour, last sack ~a\\n\" d (car rest) kg (sack-label (car rest))))\n"
          "    (loop (+ d 1) (cdr rest))))\n"
          "(format #t \"flour: ~a kg\\n\" total)\n"
          "(format #t \"flour: ~a sacks\\n\" (kg->sacks total))\n")


if __name__ == "__main__":
    globals()[sys.argv[1]](sys.argv[1])
