#!/usr/bin/env python3
"""Round 34's input generator: an invented salt works (brine wells, evaporation pans, the boiling
house, salt grades, sacks and carts, merchants). `python3 make_r34.py SCENARIO` writes the
scenario's inputs into `./SCENARIO/` (deterministic: no clock, no randomness without a fixed seed).
"""
import os
import random
import sys

MERCHANTS = ["Harwick & Sons", "Penrose Fisheries", "Tregarthen Dairy", "Old Quay Curers",
             "Bosanko Tanners", "Lanyon Bakers", "St Keverne Smokehouse", "Carne Provisions",
             "Polglase Grocers", "Rosewarne Pickles", "Trevail Chandlers", "Kitto Butchers"]
WORKERS = ["Angove", "Bolitho", "Chenoweth", "Dunstan", "Eddy", "Faull", "Glasson", "Hocking",
           "Jelbert", "Kessell", "Lobb", "Mitchell", "Nance", "Oates", "Pascoe", "Quick",
           "Rowe", "Sara", "Treloar", "Uren", "Vivian", "Waters"]
GRADES = ["fine", "coarse", "flake"]
MONTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def write(path, text, mode=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    if mode:
        os.chmod(path, mode)


def days():
    for m, n in enumerate(MONTHS, 1):
        for d in range(1, n + 1):
            yield m, d


def ledger_assert(out):
    """A year of sales and boilings; one sale in June keyed as 140 sacks, not 14."""
    rnd = random.Random(34)
    lines = ["; the salt works' stock journal, 2026\n", "commodity 1. sacks\n\n"]
    stock = {g: 0 for g in GRADES}
    n = 0
    for m, d in days():
        if d % 3 == 1:
            g = GRADES[(m + d) % 3]
            q = 20 + (m * 7 + d) % 25
            pan = "P-%02d" % (1 + (m * 31 + d) % 40)
            lines.append("2026-%02d-%02d Boiling house, pan %s drawn (%s)\n" % (m, d, pan, g))
            lines.append("    assets:store:%s    %d sacks\n" % (g, q))
            lines.append("    income:boiling:%s\n\n" % g)
            stock[g] += q
        if d % 2 == 0:
            g = GRADES[(m + 2 * d) % 3]
            q = 3 + rnd.randrange(12)
            merchant = MERCHANTS[(m * 5 + d) % len(MERCHANTS)]
            n += 1
            keyed = q
            if m == 6 and d == 12:
                g, q, keyed = "coarse", 14, 140
            lines.append("2026-%02d-%02d Sale to %s, cart %d\n" % (m, d, merchant, n))
            lines.append("    assets:store:%s    -%d sacks\n" % (g, keyed))
            lines.append("    expenses:dispatch:%s\n\n" % merchant.split()[0].lower())
            stock[g] -= q
    lines.append("2026-12-31 Stock take, the store counted by the clerk\n")
    for g in GRADES:
        lines.append("    assets:store:%s    0 sacks = %d sacks\n" % (g, stock[g]))
    lines.append("    equity:adjustments\n")
    write(out + "/saltworks.journal", "".join(lines))


def ledger_wages(out):
    """Weekly wages per worker, one week keyed to a misspelled worker account."""
    lines = ["; wages and fuel, 2026\n\n"]
    week = 0
    for m, d in days():
        if (m * 40 + d) % 7 != 3:
            continue
        week += 1
        lines.append("2026-%02d-%02d Wages, week %d\n" % (m, d, week))
        for i, w in enumerate(WORKERS):
            amt = 38 + (i * 3 + week) % 9
            name = w
            if w == "Treloar" and week == 33:
                name = "Trelaor"
            lines.append("    expenses:wages:%s    GBP %d.00\n" % (name, amt))
        lines.append("    assets:bank:current\n\n")
        for i in range(1, 25):
            lines.append("2026-%02d-%02d Peat for boiling house furnace %d\n" % (m, d, i))
            lines.append("    expenses:fuel:furnace-%d    GBP %d.50\n" % (i, 12 + (i * week) % 7))
            lines.append("    assets:bank:current\n\n")
        if d <= 7:
            for p in range(1, 41):
                lines.append("2026-%02d-%02d Clay lining of pan P-%02d\n" % (m, d, p))
                lines.append("    expenses:works:pan-P-%02d    GBP %d.00\n" % (p, 5 + (p * m) % 11))
                lines.append("    assets:bank:current\n\n")
    write(out + "/wages.journal", "".join(lines))


def zsh_trace(out):
    """A report script sources the old crew's settings, which turn KSH_ARRAYS on."""
    write(out + "/crew-1998.zsh", "# settings kept from the 1998 crew's scripts\n"
          "typeset -g CREW=old\n"
          "setopt KSH_ARRAYS\n"
          "typeset -g SACK_KG=25\n")
    body = ["#!/usr/bin/zsh\n", "set -x\n", "wells=0\n",
            "for w in wells/*.txt; do\n", "  read -r name depth < $w\n",
            "  (( depth > 30 )) && (( wells += 1 ))\n", "done\n",
            "source ./crew-1998.zsh\n"]
    body.append("grades=(fine coarse flake)\n")
    body.append("total=0 deep=0\n")
    body.append("for pan in pans/*.tab; do\n")
    body.append("  read -r well bome < $pan\n")
    body.append("  [[ $well == W-6 ]] && (( deep += 1 ))\n")
    body.append("  (( total += bome ))\n")
    body.append("done\n")
    body.append("print -r -- \"pans read, total degrees: $total, from the deep well: $deep\"\n")
    body.append("cat tables/$grades[1].tab\n")
    write(out + "/report.zsh", "".join(body))
    for i in range(1, 71):
        write(out + "/wells/W-%03d.txt" % i, "W-%03d %d\n" % (i, 20 + (i * 11) % 25))
    for i in range(1, 121):
        write(out + "/pans/P-%03d.tab" % i, "W-%d %d\n" % (1 + i % 6, 18 + (i * 7) % 9))
    for g in GRADES:
        write(out + "/tables/%s.tab" % g, "grade %s: crystal size table\n" % g)


def dash_trace(out):
    """A dispatch script sources two env files; the old one sets a half-sack weight."""
    write(out + "/site.env", "SACK_KG=25\nCART_MAX=40\nDEPOT=quay\n")
    write(out + "/old-crew.env", "# kept from the hand-cart days\nSACK_KG=12.5\nBARROW=yes\n")
    s = ["#!/bin/sh\n", ". ./site.env\n", "for f in carts/*.txt; do\n",
         "  read -r cart tonnes merchant < \"$f\"\n",
         "  kg=$((tonnes * 1000))\n",
         "  [ \"$kg\" -gt 0 ] || continue\n",
         "  loaded=$((loaded + tonnes))\n",
         "  case $cart in C-120) . ./old-crew.env ;; esac\n",
         "done\n",
         "sacks=$((loaded * 1000 / SACK_KG))\n",
         "printf 'sacks to load: %s\\n' \"$sacks\"\n"]
    write(out + "/dispatch.sh", "".join(s))
    for i in range(1, 301):
        write(out + "/carts/%03d.txt" % i, "C-%03d %d %s\n" % (
            i, 1 + i % 4, MERCHANTS[i % len(MERCHANTS)].split()[0]))


def rpm_files(out):
    """A package of 80 pan configurations; the install line for P-46 writes P-64."""
    os.makedirs(out + "/rpmbuild/SOURCES", exist_ok=True)
    inst = []
    files = []
    for i in range(1, 81):
        name = "P-%02d" % i
        write(out + "/conf/%s.conf" % name, "pan = %s\nwell = W-%d\nlining = clay\n" % (name, 1 + i % 6))
        dest = "P-64" if i == 46 else name
        inst.append("install -D -m 0644 %%{_sourcedir}/conf/%s.conf "
                    "%%{buildroot}%%{_sysconfdir}/saltworks/pans/%s.conf\n" % (name, dest))
        files.append("%%config(noreplace) %%{_sysconfdir}/saltworks/pans/%s.conf\n" % name)
    spec = ("Name: saltworks-pans\nVersion: 1.4\nRelease: 1\nSummary: Evaporation pan settings\n"
            "License: MIT\nBuildArch: noarch\n\n%description\nThe salt works' pan settings.\n\n"
            "%prep\n\n%build\n\n%install\n" + "".join(inst) + "\n%files\n" + "".join(files))
    write(out + "/saltworks-pans.spec", spec)


def d_units(out):
    """40 D modules calling the deprecated bome(); pan23 passes a long where an int goes."""
    write(out + "/brine.d", "module brine;\n\n"
          "deprecated(\"use density() (g/L); Baume degrees go in the 2027 sheets\")\n"
          "double bome(double gl) { return gl / 10.0; }\n\n"
          "double density(double gl) { return gl; }\n\n"
          "int sacksFor(int kg) { return kg / 25; }\n")
    for i in range(1, 41):
        body = ["module pan%02d;\n\nimport brine;\n\n" % i]
        body.append("double pan%02dReading(double[] gl)\n{\n    double total = 0;\n" % i)
        for k in range(5):
            body.append("    total += bome(gl[%d]) * %d;\n" % (k, k + 1))
        if i == 23:
            body.append("    long kg = cast(long) (total * 1000);\n")
            body.append("    int sacks = sacksFor(kg);\n")
            body.append("    return sacks;\n")
        else:
            body.append("    return total;\n")
        body.append("}\n")
        write(out + "/pan%02d.d" % i, "".join(body))


def jing_register(out):
    """A harvest register: the 2019 import lacks moisture; one record's pan is lower case."""
    write(out + "/harvests.rnc",
          'default namespace = ""\n'
          'start = element register { harvest+ }\n'
          'harvest = element harvest {\n'
          '  attribute id { xsd:token { pattern = "H-[0-9]{4}" } },\n'
          '  attribute pan { xsd:token { pattern = "P-[0-9]{2}" } },\n'
          '  attribute grade { "fine" | "coarse" | "flake" },\n'
          '  attribute moisture { xsd:decimal },\n'
          '  attribute sacks { xsd:positiveInteger },\n'
          '  empty\n'
          '}\n')
    rows = ['<?xml version="1.0" encoding="UTF-8"?>\n<register>\n']
    for i in range(1, 601):
        pan = "P-%02d" % (1 + i * 7 % 40)
        if i == 340:
            pan = "p-27"
        moist = '' if 100 <= i < 520 and i != 340 else ' moisture="%d.%d"' % (2 + i % 3, i % 10)
        rows.append('  <harvest id="H-%04d" pan="%s" grade="%s"%s sacks="%d"/>\n' % (
            i, pan, GRADES[i % 3], moist, 10 + i % 30))
    rows.append("</register>\n")
    write(out + "/harvests.xml", "".join(rows))


def sql_readings(out):
    """Two copies of the pans database: re-measured densities, one pan's row deleted."""
    import sqlite3
    for v in (1, 2):
        path = out + "/pans-v%d.db" % v
        os.makedirs(out, exist_ok=True)
        if os.path.exists(path):
            os.remove(path)
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE carts(id INTEGER PRIMARY KEY, merchant TEXT, sacks INTEGER)")
        for c in range(1, 601):
            db.execute("INSERT INTO carts VALUES(?,?,?)", (c, MERCHANTS[c % len(MERCHANTS)],
                                                          10 + c % 30 + (1 if v == 2 and c % 3 == 1 else 0)))
        db.execute("CREATE TABLE pans(id INTEGER PRIMARY KEY, name TEXT, well TEXT, lining TEXT)")
        db.execute("CREATE TABLE readings(id INTEGER PRIMARY KEY, pan_id INTEGER, day TEXT, "
                   "density REAL, depth_cm INTEGER)")
        for p in range(1, 41):
            if v == 2 and p == 27:
                continue
            db.execute("INSERT INTO pans VALUES(?,?,?,?)", (p, "P-%02d" % p, "W-%d" % (1 + p % 6),
                                                             "clay" if p % 5 else "slate"))
        rid = 0
        for p in range(1, 41):
            for d in range(1, 31):
                rid += 1
                dens = 180 + (p * 13 + d * 7) % 60 + (0.5 if v == 2 and rid % 3 == 0 else 0)
                db.execute("INSERT INTO readings VALUES(?,?,?,?,?)",
                           (rid, p, "2026-06-%02d" % d, dens, 8 + (p + d) % 9))
        db.commit()
        db.close()


def web_site(out):
    """A static site of pan pages for wget -r; P-14's page links a retired pan P-61."""
    write(out + "/site/robots.txt", "User-agent: *\nDisallow:\n")
    links = []
    for i in range(1, 61):
        links.append('<li><a href="pans/P-%02d.html">pan P-%02d</a></li>\n' % (i, i))
    write(out + "/site/index.html", "<html><body><h1>Pans</h1><ul>\n" + "".join(links) +
          "</ul></body></html>\n")
    for i in range(1, 61):
        extra = ""
        if i == 14:
            extra = '<p>Shares its brine with <a href="P-61.html">pan P-61</a>.</p>\n'
        nxt = 1 + i % 60
        write(out + "/site/pans/P-%02d.html" % i,
              "<html><body><h1>Pan P-%02d</h1>\n<p>Well W-%d, lining clay.</p>\n%s"
              '<p><a href="P-%02d.html">next pan</a> <a href="../readings/P-%02d.html">readings</a></p>\n'
              "</body></html>\n" % (i, 1 + i % 6, extra, nxt, i))
        write(out + "/site/readings/P-%02d.html" % i,
              "<html><body><h1>Readings of P-%02d</h1>\n<pre>\n%s</pre></body></html>\n" % (
                  i, "".join("2026-06-%02d %d g/L\n" % (d, 180 + (i * d) % 50) for d in range(1, 31))))


def yaml_settings(out):
    """The works' settings: long comment lines everywhere, one pan with two density keys."""
    lines = ["---\n", "# settings of the salt works, carried over from the 2019 spreadsheet\n", "pans:\n"]
    for i in range(1, 161):
        lines.append("  P-%03d:\n" % i)
        lines.append("    well: W-%d\n" % (1 + i % 6))
        lines.append("    density: %d  # grams of salt per litre of brine when the pan is filled from the well\n" % (180 + i % 40))
        if i == 83:
            lines.append("    lining: clay\n")
            lines.append("    density: %d\n" % (118))
        lines.append("    rake: %s  # the rake the crew uses on this pan, as written on the old spreadsheet\n" % ("wide" if i % 2 else "narrow"))
    write(out + "/settings.yaml", "".join(lines))
    write(out + "/.yamllint", "extends: default\nrules:\n  line-length:\n    max: 80\n    level: warning\n")


def bc_yield(out):
    """A bc script: the old sack library sets scale=0; the yield per litre becomes 0 later."""
    lib = ["/* sack arithmetic kept from the 1998 ledger */\n",
           "print \"sacks: library loaded, whole sacks only (scale=0)\\n\"\n",
           "scale = 0\n",
           "define sacks(kg) { return (kg / 25); }\n"]
    write(out + "/sacks.bc", "".join(lib))
    prog = ["scale = 4\n", "define ratio(a, b) { return (a / b); }\n"]
    for i in range(1, 181):
        prog.append("print \"pan P-%02d: density \", %d.%d, \" g/L, yield \", ratio(%d, 7), \"\\n\"\n" % (
            i, 180 + i % 40, i % 10, 100 + i))
    prog2 = []
    for i in range(181, 241):
        prog2.append("print \"pan P-%02d: \", sacks(%d), \" sacks, per litre \", ratio(%d, 1000), \"\\n\"\n" % (
            i, 1000 + i * 13, 180 + i % 40))
    prog2.append("print \"boiling house, yield per litre of pan P-238: \", 1 / ratio(188, 1000), \"\\n\"\n")
    for i in range(241, 401):
        prog2.append("print \"pan P-%02d: \", sacks(%d), \" sacks\\n\"\n" % (i, 1000 + i * 13))
    write(out + "/pans.bc", "".join(prog))
    write(out + "/boiling.bc", "".join(prog2))


def java_jar(out):
    """60 pan classes in a jar; Pan44 still calls the legacy gauge, which the jar leaves out."""
    write(out + "/src/saltworks/legacy/OldGauge.java",
          "package saltworks.legacy;\n\npublic final class OldGauge {\n"
          "    public static double bome(double gl) { return gl / 10.0; }\n}\n")
    for i in range(1, 61):
        uses = "saltworks.legacy.OldGauge.bome(gl)" if i == 44 else "gl"
        extra = ""
        if i % 4 == 0:
            extra = "    java.util.List<String> rakes() { return java.util.List.of(\"wide\"); }\n"
        if i % 5 == 0:
            extra += "    java.time.LocalDate filled() { return java.time.LocalDate.of(2026, 6, %d); }\n" % (1 + i % 28)
        write(out + "/src/saltworks/pans/Pan%02d.java" % i,
              "package saltworks.pans;\n\npublic final class Pan%02d {\n"
              "    private final StringBuilder log = new StringBuilder();\n"
              "    double density(double gl) { log.append(gl); return %s; }\n%s"
              "    public String toString() { return String.valueOf(log); }\n}\n" % (i, uses, extra))


def kt_units(out):
    """40 Kotlin files with unused values and a deprecated call; Pan29 divides sacks by zero."""
    write(out + "/src/Brine.kt",
          "package saltworks\n\ntypealias Kg = Long\n\n"
          "@Deprecated(\"Baume degrees leave the sheets in 2027\", ReplaceWith(\"density(gl)\"))\n"
          "fun bome(gl: Double): Double = gl / 10.0\n\n"
          "fun density(gl: Double): Double = gl\n\n"
          "fun sacksFor(kg: Int): Int = kg / 25\n")
    for i in range(1, 41):
        body = ["package saltworks\n\n", "fun pan%02dReading(gl: DoubleArray): Double {\n" % i]
        body.append("    val crew = \"crew-%d\"\n" % (1 + i % 4))
        body.append("    var total = 0.0\n")
        for k in range(3):
            body.append("    total += bome(gl[%d]) * %d\n" % (k, k + 1))
        if i == 29:
            body.append("    val perSack = 40 / 0\n")
            body.append("    return total + perSack\n")
        else:
            body.append("    return total\n")
        body.append("}\n")
        write(out + "/src/Pan%02d.kt" % i, "".join(body))


def kt_run(out):
    """A stock run: step 300 retires pan P-27 (moves its brine to P-72); step 810 asks for P-27."""
    steps = []
    for i in range(1, 901):
        pan = "P-%02d" % (1 + (i * 7) % 40)
        if pan == "P-27":
            pan = "P-28"
        if i == 810:
            pan = "P-27"
        steps.append('        "%s"' % pan)
    src = ("package saltworks\n\n"
           "val steps = listOf(\n" + ",\n".join(steps) + "\n)\n\n"
           "fun main() {\n"
           "    val level = (1..40).associate { \"P-%02d\".format(it) to 100 + it }.toMutableMap()\n"
           "    for ((n, pan) in steps.withIndex()) {\n"
           "        val step = n + 1\n"
           "        if (step == 300) {\n"
           "            level.remove(\"P-27\")\n"
           "            println(\"step $step: pan P-27 retired, its brine pumped to P-72\")\n"
           "            continue\n"
           "        }\n"
           "        val cm = level.getValue(pan)\n"
           "        println(\"step $step: $pan at $cm cm\")\n"
           "    }\n"
           "}\n")
    write(out + "/src/Stock.kt", src)


def awk_pans(out):
    """A tab-separated log of pan drawings; row 150 switches the scale to tonnes (factor 0)."""
    rows = ["pan\tday\tkg\tscale\n"]
    for i in range(1, 421):
        scale = "kg"
        if i == 150:
            scale = "tonnes-legacy"
        rows.append("P-%02d\t2026-%02d-%02d\t%d\t%s\n" % (1 + i % 40, 1 + i // 36, 1 + i % 28, 400 + (i * 37) % 300, scale))
    write(out + "/drawings.tsv", "".join(rows))
    write(out + "/yield.awk",
          "BEGIN { FS = \"\\t\"; per[\"kg\"] = 25 }\n"
          "NR == 1 { next }\n"
          "$4 != \"kg\" { print \"row \" NR \": scale \" $4 \", sacks per unit now \" per[$4] + 0; unit = $4; next }\n"
          "{ u = unit == \"\" ? \"kg\" : unit; printf \"%s %s %d kg = %d sacks\\n\", $1, $2, $3, $3 / per[u] }\n")


def pod_manual(out):
    """A long POD manual of the works: every =item empty-titled, one =over without =back."""
    parts = ["=head1 NAME\n\nsaltworks - the salt works' pan manual\n\n=head1 PANS\n\n"]
    for i in range(1, 181):
        parts.append("=head2 Pan P-%03d\n\n=over 4\n\n=item\n\nWell W-%d, lining clay.\n\n" % (i, 1 + i % 6))
        if i != 133:
            parts.append("=back\n\n")
    parts.append("=head1 AUTHOR\n\nThe boiling house clerk.\n\n=cut\n")
    write(out + "/saltworks.pod", "".join(parts))


def rpm_unpackaged(out):
    """A package of 90 rake profiles; %files globs *.rake, one profile installed as .rkae."""
    inst = []
    for i in range(1, 91):
        name = "R-%02d" % i
        write(out + "/rakes/%s.rake" % name, "rake = %s\nwidth_cm = %d\n" % (name, 40 + i % 30))
        ext = "rkae" if i == 58 else "rake"
        inst.append("install -D -m 0644 %%{_sourcedir}/rakes/%s.rake "
                    "%%{buildroot}%%{_datadir}/saltworks/rakes/%s.%s\n" % (name, name, ext))
    spec = ("Name: saltworks-rakes\nVersion: 2.0\nRelease: 1\nSummary: Rake profiles of the pans\n"
            "License: MIT\nBuildArch: noarch\n\n%description\nThe crews' rake profiles.\n\n"
            "%prep\n\n%build\n\n%install\n" + "".join(inst) +
            "\n%files\n%{_datadir}/saltworks/rakes/*.rake\n")
    write(out + "/saltworks-rakes.spec", spec)


def ksh_trace(out):
    """A ksh dispatch: the old crew file declares ratio an integer; 0.4 becomes 0 much later."""
    write(out + "/crew-1998.ksh", "# from the 1998 crew\ntypeset -i ratio\nDEPOT=quay\n")
    s = ["#!/bin/ksh\n", "set -x\n", "typeset -F2 kg\n", "n=0\n",
         "for f in carts/*.txt; do\n",
         "  read -r cart tonnes merchant < \"$f\"\n",
         "  kg=tonnes*1000\n",
         "  (( n += 1 ))\n",
         "  [[ $cart == C-040 ]] && . ./crew-1998.ksh\n",
         "done\n",
         "ratio=0.4\n",
         "for f in carts/*.txt; do\n",
         "  read -r cart tonnes merchant < \"$f\"\n",
         "  (( sacks = tonnes * 1000 / 25 ))\n",
         "done\n",
         "(( barrows = sacks / ratio ))\n",
         "print \"barrows: $barrows\"\n"]
    write(out + "/dispatch.ksh", "".join(s))
    for i in range(1, 121):
        write(out + "/carts/%03d.txt" % i, "C-%03d %d %s\n" % (
            i, 1 + i % 4, MERCHANTS[i % len(MERCHANTS)].split()[0]))


def yasm_gauge(out):
    """The brine gauge firmware: 8-bit immediates that overflow everywhere; one call lost its `call`."""
    lines = ["bits 64\n", "section .data\n", "brine_level: dq 0\n", "section .text\n", "global _start\n",
             "_start:\n"]
    for i in range(1, 321):
        lines.append("    mov al, %d ; pan P-%03d threshold in tenths of a degree\n" % (200 + i, i))
        if i == 170:
            lines.append("    brine_reset\n")
    lines.append("    mov eax, 60\n    syscall\n")
    write(out + "/gauge.asm", "".join(lines))


def zsh_clobber(out):
    """The nightly report: the crew file sets NO_CLOBBER; the second write of the report fails."""
    write(out + "/crew.zsh", "# crew defaults\nsetopt NO_CLOBBER\ntypeset -g REPORT=report.txt\n")
    b = ["#!/usr/bin/zsh\n", "set -x\n", "sum=0\n",
         "for pan in pans/*.txt; do\n", "  read -r name level < $pan\n",
         "  (( sum += level ))\n", "done\n", "source ./crew.zsh\n", "rm -f $REPORT\n",
         "print -r -- \"draft: $sum\" > $REPORT\n",
         "for pan in pans/*.txt; do\n", "  read -r name level < $pan\n",
         "  (( level > 40 )) && print -r -- \"$name high\"\n", "done\n",
         "print -r -- \"total: $sum\" > $REPORT\n", "print -r -- done\n"]
    write(out + "/nightly.zsh", "".join(b))
    for i in range(1, 151):
        write(out + "/pans/P-%03d.txt" % i, "P-%03d %d\n" % (i, 20 + (i * 13) % 30))


def dash_errexit(out):
    """set -e: step 60 renames a merchant in the list; cart 230's grep finds nothing, no message."""
    write(out + "/merchants.txt", "".join("%s %d\n" % (m.split()[0], 10 + k) for k, m in enumerate(MERCHANTS)))
    s = ["#!/bin/sh\n", "set -e\n", "n=0\n",
         "for f in carts/*.txt; do\n",
         "  read -r cart tonnes merchant < \"$f\"\n",
         "  n=$((n + 1))\n",
         "  if [ \"$n\" -eq 60 ]; then sed -i 's/^Penrose /Penrose-Fisheries /' merchants.txt; fi\n",
         "  grep -q \"^$merchant \" merchants.txt\n",
         "  total=$((total + tonnes))\n",
         "done\n",
         "printf 'tonnes out: %s\\n' \"$total\"\n"]
    write(out + "/dispatch.sh", "".join(s))
    for i in range(1, 301):
        m = MERCHANTS[(i * 5) % len(MERCHANTS)].split()[0]
        if m == "Penrose" and i != 230:
            m = "Lanyon"
        if i == 230:
            m = "Penrose"
        write(out + "/carts/%03d.txt" % i, "C-%03d %d %s\n" % (i, 1 + i % 4, m))


def gron_pans(out):
    """The pans' JSON export; one pan's density in g/L is written in Baume degrees."""
    import json
    pans = []
    for i in range(1, 121):
        d = 180 + (i * 7) % 50
        if i == 67:
            d = 19.5
        pans.append({"name": "P-%03d" % i, "well": "W-%d" % (1 + i % 6), "density_gl": d,
                     "lining": "clay" if i % 5 else "slate", "rakes": ["R-%02d" % (1 + i % 9)]})
    write(out + "/pans.json", json.dumps({"works": "saltworks", "pans": pans}, indent=1) + "\n")


def pkgconf_shadow(out):
    """18 .pc files of the works' libraries; the 1998 gauge.pc, first on the path, shadows 3.2."""
    write(out + "/pc/legacy-1998/gauge.pc", "Name: gauge\nVersion: 1.9\nDescription: brine gauge (1998)\n"
          "Libs: -lgauge98\n")
    write(out + "/pc/current/gauge.pc", "Name: gauge\nVersion: 3.2\nDescription: brine gauge\n"
          "Libs: -lgauge\nCflags: -I/opt/saltworks/gauge\n")
    for i in range(1, 19):
        req = []
        if i < 18:
            req.append("saltworks-pan%02d" % (i + 1))
        if i == 4:
            req.append("gauge")
        if i == 14:
            req.append("gauge >= 3")
        write(out + "/pc/current/saltworks-pan%02d.pc" % i,
              "Name: saltworks-pan%02d\nVersion: 1.%d\nDescription: pan %02d\n%s"
              "Libs: -lpan%02d\nCflags: -I/opt/saltworks/pan%02d\n" % (
                  i, i, i, ("Requires: %s\n" % ", ".join(req)) if req else "", i, i))


def tcsh_trace(out):
    """A tcsh dispatch: the sourced 1998 profile unsets depot; the manifest line needs it later."""
    write(out + "/profile-1998.csh", "# kept from the 1998 office\nunset depot\nset crew = old\n")
    s = ["#!/bin/tcsh -f\n", "set echo\n", "set depot = quay\n", "@ n = 0\n",
         "foreach f (carts/*.txt)\n",
         "  set line = `cat $f`\n",
         "  @ n = $n + 1\n",
         "  if ($n == 70) source profile-1998.csh\n",
         "end\n",
         "foreach f (carts/*.txt)\n",
         "  set line = `cat $f`\n",
         "end\n",
         "echo \"manifest: $n carts to $depot\"\n"]
    write(out + "/dispatch.csh", "".join(s))
    for i in range(1, 161):
        write(out + "/carts/%03d.txt" % i, "C-%03d %d %s\n" % (
            i, 1 + i % 4, MERCHANTS[i % len(MERCHANTS)].split()[0]))


def main():
    scen = sys.argv[1]
    fn = globals()[scen]
    fn(scen)


if __name__ == "__main__":
    main()
