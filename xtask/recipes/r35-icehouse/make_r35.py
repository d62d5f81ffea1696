#!/usr/bin/env python3
"""Round 35's input generator: an invented ice house works (ponds cut in winter, ice blocks,
cutting crews, the ice houses and their sawdust, wagons, and the fishmongers, hotels and
breweries the ice goes to). `python3 make_r35.py SCENARIO` writes the scenario's inputs into
`./SCENARIO/` (deterministic: no clock, no randomness without a fixed seed).
"""
import os
import random
import sys

CUSTOMERS = ["Harbour Fish Co", "Grand Hotel", "Castle Brewery", "Cottage Hospital",
             "Quayside Smokery", "Station Hotel", "Anchor Dairy", "Market Butchers",
             "Tidewater Oysters", "Crown Inn", "Mill Creamery", "Pier Fishmongers"]
CREWS = ["Abbott", "Barlow", "Crane", "Dowson", "Ellery", "Fenwick", "Garside", "Hebden",
         "Ingram", "Jagger", "Kirkby", "Lomas", "Mottram", "Naylor", "Oldroyd", "Pickles",
         "Quarmby", "Redfearn", "Sugden", "Thwaite", "Utley", "Varley"]
HOUSES = ["H-1", "H-2", "H-3", "H-4", "H-5", "H-6"]


def write(path, text, mode=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    if mode:
        os.chmod(path, mode)


def units_ton(out):
    """The works' units file includes the 1890s shipping file, whose `ton` is a freight ton
    (40 cubic feet, a volume); a query for `ton` after 100 conversions prints that definition,
    and the closing query, 4 wagonloads in tons, 200 conversions later, is a conformability
    error."""
    write(out + "/icehouse.units",
          "# the ice works' units (GNU units definitions)\n"
          "!include shipping-1890.units\n"
          "block        45 kg\n"
          "halfblock    1|2 block\n"
          "wagonload    60 block\n"
          "sawdustbag   0.05 m^3\n")
    write(out + "/shipping-1890.units",
          "# kept from the 1890s shipping office: freight measures\n"
          "ton          40 ft^3\n"
          "load         50 ft^3\n")
    rnd = random.Random(35)
    q = []
    for i in range(1, 301):
        n = rnd.randint(8, 96)
        if i == 101:
            q.append("block\n\nton\n\nwagonload\n\n")
        q.append("%d block\ntonne\n" % n)
        if i % 50 == 0:
            q.append("%d sawdustbag\nm^3\n" % (n // 4))
    q.append("4 wagonload\nton\n")
    for i in range(1, 21):
        q.append("%d halfblock\nkg\n" % (i * 3))
    write(out + "/queries.txt", "".join(q))


def dc_precision(out):
    """The melt report in dc, one file a pond (`dc ponds/*.dc`): the 1898 tables file, left in
    the ponds folder, sorts before P-060 and sets precision 0 (`0k`), and says so; every later
    days-of-stock figure is a whole number, and the works' melt ratio in the summary, 340 lines
    on, truncates to 0, so its days of stock is dc's `divide by zero`."""
    rnd = random.Random(351)
    write(out + "/ponds/P-00-header.dc", "[melt report, ice houses H-1 to H-6]pc\n4k\n0st 0sm\n")
    write(out + "/ponds/P-060-tables-1898.dc",
          "[tables-1898: old ledger tables loaded (whole numbers only, precision 0)]pc\n0k\n")
    for i in range(1, 171):
        h = HOUSES[i % 6]
        stock = rnd.randint(300, 900)
        melt = rnd.randint(3, 9)
        bags = rnd.randint(40, 90)
        write(out + "/ponds/P-%03d.dc" % i,
              "[pond P-%03d (%s): stock %d blocks, melt %d a day]pc\n"
              "[   sawdust per block ]n %d %d/p\n"
              "[   days of stock ]n %d %d/p sc\n"
              "lt %d+st lm %d+sm\n" % (i, h, stock, melt, bags, stock, stock, melt, stock, melt))
    write(out + "/ponds/zz-summary.dc",
          "[works: stock ]n ltp [works: melt a day ]n lmp\n"
          "[works melt ratio ]n lm lt/p sr\n"
          "[works days of stock ]n 1 lr/p\n")


def rec_check(out):
    """The block register as a recutils file: `%mandatory: Sawdust` was added this winter, so
    the 1890s blocks copied in lack it (one error each); among them one block's weight was keyed
    45.5 (`%type: Weight int`) and one Id was keyed twice."""
    rnd = random.Random(352)
    s = ["# the ice works' block register\n", "%rec: Block\n", "%key: Id\n",
         "%type: Weight int\n", "%type: Stacked date\n", "%mandatory: Pond House Sawdust\n\n"]
    for i in range(1, 361):
        bid = "B-%04d" % (i if i != 121 else 120)
        s.append("Id: %s\nPond: P-%02d\nHouse: %s\n" % (bid, 1 + i % 24, HOUSES[i % 6]))
        s.append("Weight: %s\n" % ("45.5" if i == 301 else str(rnd.randint(40, 49))))
        s.append("Crew: %s\n" % CREWS[i % len(CREWS)])
        if i > 260:
            s.append("Sawdust: %d cm\n" % rnd.randint(20, 40))
        s.append("\n")
    write(out + "/blocks.rec", "".join(s))


def rec_sel(out):
    """The deliveries register; one delivery, to a customer met once (Seaview Sanatorium), was
    keyed 400 blocks (40) among 12 to 60."""
    rnd = random.Random(353)
    s = ["%rec: Delivery\n", "%key: Id\n", "%type: Blocks int\n\n"]
    for i in range(1, 521):
        s.append("Id: D-%04d\nWagon: W-%02d\nCustomer: %s\nBlocks: %d\nHouse: %s\n\n" % (
            i, 1 + i % 14, "Seaview Sanatorium" if i == 417 else CUSTOMERS[i % len(CUSTOMERS)],
            400 if i == 417 else rnd.randint(12, 60), HOUSES[i % 6]))
    write(out + "/deliveries.rec", "".join(s))


def yq_octal(out):
    """The season's ice imports as YAML; yq (PyYAML's YAML 1.1 rules) reads the one lot number
    kept with the old office's leading zero, `0417` (cargo C-133, the one-off charter Isbjorn),
    as the octal integer 271, among 1000-1999."""
    rnd = random.Random(354)
    s = ["# ice imported this season, by ship\n", "imports:\n"]
    for i in range(1, 181):
        lot = "0417" if i == 133 else str(1000 + i * 5 + rnd.randint(0, 4))
        ship = "Isbjorn" if i == 133 else ["Fram", "Solvang", "Hekla", "Nordstjernen", "Aurora", "Vega"][i % 6]
        s.append("  - cargo: C-%03d\n    ship: %s\n    lot: %s\n    tons: %d\n    house: %s\n" % (
            i, ship,
            lot, rnd.randint(80, 400), HOUSES[i % 6]))
    write(out + "/imports.yaml", "".join(s))


def busybox_ifs(out):
    """The wagon loading script under busybox's ash with -x: at wagon W-200 it sources the 1890s
    office's settings, whose `IFS=,` is traced once; 360 trace lines later (every later `read`
    takes the whole line into `w`, so the block count stops growing) the final loop over
    "$houses" no longer splits on spaces and `ls` is asked for one directory named with all six
    houses."""
    write(out + "/office-1890.env", "# the 1890s office's settings, for the old CSV ledgers\nIFS=,\nLEDGER=csv\n")
    s = ["#!/bin/sh\n", "houses='H-1 H-2 H-3 H-4 H-5 H-6'\n", "n=0\n",
         "for f in wagons/*.txt; do\n",
         "  read w blocks cust < \"$f\"\n",
         "  n=$((n + blocks))\n",
         "  [ \"$w\" = W-200 ] && . ./office-1890.env\n",
         "done\n",
         "for h in $houses; do\n",
         "  ls \"stock/$h\" > /dev/null\n",
         "done\n",
         "echo \"loaded $n blocks\"\n"]
    write(out + "/load.sh", "".join(s))
    for i in range(1, 321):
        write(out + "/wagons/W-%03d.txt" % i, "W-%03d %d %s\n" % (i, 20 + i % 17, CUSTOMERS[i % 12].split()[0]))
    for h in HOUSES:
        write(out + "/stock/%s/count" % h, "0\n")


def join_unsorted(out):
    """The block register joined with the weighbridge book on the block id. One weighbridge
    line, B-0311's, was copied up to line 61 of the book; GNU join pairs B-0001 to B-0060, then
    leaves B-0061 to B-0310 without a weight (`-`), and says the book is not sorted only once,
    after those 250 rows."""
    rnd = random.Random(355)
    reg = []
    for i in range(1, 421):
        reg.append("B-%04d P-%02d %s %s\n" % (i, 1 + i % 24, HOUSES[i % 6], CREWS[i % len(CREWS)]))
    write(out + "/register.txt", "".join(reg))
    rows = ["B-%04d %dkg clerk-%s 2026-01-%02d\n" % (i, rnd.randint(40, 49), "AB"[i % 2], 5 + i // 30)
            for i in range(1, 421)]
    rows.insert(60, rows.pop(310))
    write(out + "/weighbridge.txt", "".join(rows))


def ant_override(out):
    """The stock-book build under `ant -v`: after the templates are copied (60 files), `init`
    reads local.properties, left from the 1890s office's machine, which sets `stock.dir` to
    stock-1890; ant -v says once that the build file's own `stock.dir` is ignored; after
    javac's list of 70 sources, the copy of the stock books fails on a folder that does not
    exist."""
    write(out + "/local.properties", "# 1890s office machine\nstock.dir=stock-1890\nledger.format=csv\n")
    write(out + "/build.xml", """<project name="icehouse-stockbook" default="dist" basedir=".">
  <property name="build.dir" value="build"/>
  <target name="prepare">
    <copy todir="${build.dir}/templates">
      <fileset dir="templates" includes="*.tmpl"/>
    </copy>
  </target>
  <target name="init" depends="prepare">
    <property file="local.properties"/>
    <property name="stock.dir" value="stock"/>
  </target>
  <target name="compile" depends="init">
    <mkdir dir="${build.dir}/classes"/>
    <javac srcdir="src" destdir="${build.dir}/classes" includeantruntime="false"/>
  </target>
  <target name="dist" depends="compile">
    <mkdir dir="${build.dir}/books"/>
    <copy todir="${build.dir}/books">
      <fileset dir="${stock.dir}" includes="*.book"/>
    </copy>
  </target>
</project>
""")
    for i in range(1, 61):
        write(out + "/templates/pond-%02d.tmpl" % i, "pond P-%02d: {blocks} blocks\n" % i)
    for i in range(1, 71):
        write(out + "/src/icehouse/Pond%02d.java" % i,
              "package icehouse;\n\npublic final class Pond%02d {\n"
              "    public static int blocks() { return %d; }\n}\n" % (i, 300 + i))
    for h in HOUSES:
        write(out + "/stock/%s.book" % h, "%s: stacked\n" % h)


def m4_legacy(out):
    """The delivery notes from an m4 template: at wagon W-080 the 1890s office's macros are
    included, and they redefine BLOCK_KG with its unit (`45 kg`, not 45); the include prints
    one line with the new value; the summary's `eval` of the season's
    weight (200 lines on) is m4's `bad expression in eval`."""
    write(out + "/office-1890.m4",
          "define(`BLOCK_KG', `45 kg')dnl\n"
          "the 1890s office macros loaded: block weight BLOCK_KG (as written on the tickets)\n")
    s = ["divert(-1)\n", "define(`BLOCK_KG', `45')\n",
         "define(`NOTE', `wagon $1 for $2: $3 blocks from house $4, loaded by the $5 crew')\n",
         "divert(0)dnl\n", "delivery notes, ice works: BLOCK_KG kg a block\n"]
    rnd = random.Random(356)
    total = 0
    for i in range(1, 281):
        n = rnd.randint(12, 60)
        total += n
        s.append("NOTE(`W-%03d', `%s', %d, %s, %s)\n" % (i, CUSTOMERS[i % 12], n, HOUSES[i % 6],
                                                          CREWS[i % len(CREWS)]))
        if i == 80:
            s.append("include(`office-1890.m4')dnl\n")
    s.append("summary: %d blocks, eval(%d * BLOCK_KG) kg\n" % (total, total))
    write(out + "/notes.m4", "".join(s))


def oawk_zero(out):
    """The sawdust tally in the one true awk: row 202, house H-4's 1890s door log, carries a door
    count of 0 and the program says so; 160 lines later the per-door share for H-4's
    end-of-season line divides by that 0, and awk stops with its record and source line."""
    rnd = random.Random(357)
    rows = ["house\tday\tbags\tdoors\n"]
    for i in range(1, 361):
        h = HOUSES[i % 6]
        doors = 0 if i == 201 else rnd.randint(2, 4)
        rows.append("%s\t%d\t%d\t%d\n" % (h, i, rnd.randint(20, 80), doors))
    write(out + "/sawdust.tsv", "".join(rows))
    write(out + "/tally.awk", """BEGIN { FS = "\\t" }
NR == 1 { next }
{
    if (!($1 in doors) || $4 < doors[$1]) {
        doors[$1] = $4
        printf "row %d: %s door count now %d\\n", NR, $1, $4
    }
    bags[$1] += $3
    printf "%s day %d: %d bags, %d so far\\n", $1, $2, $3, bags[$1]
}
END {
    for (i = 1; i <= 6; i++) {
        h = "H-" i
        printf "%s: %d bags, %.1f a door\\n", h, bags[h], bags[h] / doors[h]
    }
}
""")


def luac_global(out):
    """The stock module in Lua: one of 40 house functions assigns `totla` (not the local
    `total`); in `luac -l`'s listing that is the only SETTABUP of a name that is never read."""
    s = ["-- ice house stock, by house and pond\n", "local M = {}\n"]
    for i in range(1, 41):
        var = "totla" if i == 29 else "total"
        s.append("function M.stack%02d(blocks, layers)\n"
                 "  local total = 0\n"
                 "  for i = 1, layers do\n"
                 "    %s = total + blocks[i] * %d\n"
                 "  end\n"
                 "  return total\n"
                 "end\n" % (i, var, 40 + i % 9))
    s.append("return M\n")
    write(out + "/stock.lua", "".join(s))


def vvp_width(out):
    """The weighbridge meter in Verilog: the meter's port is 8 bits and the test bench drives
    12-bit scale readings; iverilog warns once that it prunes the high bits, and 200 rows later
    the one block over 255 kg (a double block of 300) reads 44 on the meter."""
    write(out + "/meter.v", """module meter(input [7:0] kg, output [7:0] shown);
  assign shown = kg;
endmodule
""")
    rnd = random.Random(358)
    s = ["module bench;\n", "  reg [11:0] scale;\n", "  wire [7:0] shown;\n",
         "  meter m(.kg(scale), .shown(shown));\n", "  initial begin\n"]
    for i in range(1, 361):
        kg = 300 if i == 217 else rnd.randint(40, 49)
        s.append("    scale = %d; #1 $display(\"block B-%04d scale %%0d kg meter %%0d kg\", scale, shown);\n" % (kg, i))
    s.append("    $finish;\n  end\nendmodule\n")
    write(out + "/bench.v", "".join(s))


def tidy_page(out):
    """The works' price list page for tidy: 220 images without alt text (warnings) and, in the
    middle, one price row whose `<td>` cells were pasted outside a `<tr>`; tidy reports the
    missing `<tr>` once among the alt warnings."""
    rnd = random.Random(359)
    s = ["<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<title>Ice price list</title>\n</head>\n<body>\n",
         "<h1>Ice price list, winter 2026</h1>\n<table>\n"]
    for i in range(1, 221):
        s.append("<tr><td><img src=\"blocks/B-%03d.png\"></td><td>%s</td><td>%d.%02d</td></tr>\n" % (
            i, CUSTOMERS[i % 12], rnd.randint(1, 9), rnd.randint(0, 99)))
        if i == 131:
            s.append("<td>Seaview Sanatorium</td><td>4.20</td></tr>\n")
    s.append("</table>\n</body>\n</html>\n")
    write(out + "/prices.html", "".join(s))


def lacheck_report(out):
    """The season's report in LaTeX for lacheck: 260 paragraphs with `e.g.` and no `\\ ` after
    it (lacheck's interword-spacing warning each) and one `\\begin{table}` closed by
    `\\end{tabular}`."""
    s = ["\\documentclass{article}\n", "\\begin{document}\n", "\\section{The season}\n"]
    for i in range(1, 261):
        s.append("Pond P-%02d was cut by %s's crew; %d blocks went to %s, e.g. the stack by the door.\n\n" % (
            1 + i % 24, CREWS[i % len(CREWS)], 300 + i, HOUSES[i % 6]))
        if i == 150:
            s.append("\\begin{table}\n\\begin{tabular}{ll}\nH-3 & 4120 blocks \\\\\n"
                     "\\end{tabular}\n\\end{tabular}\n\n")
    s.append("\\end{document}\n")
    write(out + "/report.tex", "".join(s))


def gprolog_discontiguous(out):
    """The block register in GNU Prolog: the 1890s house list was merged in after block 260, so
    block/3's last 60 clauses are discontiguous and gplc ignores each (one warning each); the
    program then lists 260 blocks and, 300 lines after the first warning, cannot find B-0290
    for the Grand Hotel's order."""
    rnd = random.Random(360)
    s = [":- initialization(main).\n\n"]
    for i in range(1, 321):
        s.append("block('B-%04d', '%s', %d, '%s').\n" % (i, HOUSES[i % 6], rnd.randint(40, 49),
                                                     CREWS[i % len(CREWS)]))
        if i == 260:
            s.append("%% merged from the 1890s house list\n")
            for h in HOUSES:
                s.append("house('%s', %d).\n" % (h, 800 + int(h[2:]) * 100))
    s.append("""
main :-
    forall(block(B, H, W, C), (format("~w stacked in ~w, ~w kg, cut by the ~w crew~n", [B, H, W, C]))),
    findall(W, block(_, _, W, _), Ws), length(Ws, N), sum_list(Ws, T),
    format("register: ~w blocks, ~w kg~n", [N, T]),
    (   block('B-0290', H, W, _)
    ->  format("Grand Hotel order: B-0290 from ~w, ~w kg~n", [H, W])
    ;   format("Grand Hotel order: B-0290 is not in the register~n", [])
    ),
    halt.
""")
    write(out + "/register.pl", "".join(s))


def busybox_octal(out):
    """The daily stacking script under busybox's ash with -x: the 1890s office's settings,
    sourced on day 5, set DAY_FMT to `%02d`; the days are zero-padded from then on, and 280
    trace lines later day `08` is read as a bad octal number, busybox's `arithmetic syntax
    error`, which ends the run."""
    write(out + "/office-1890.env", "# the 1890s office's settings\nDAY_FMT=%02d\nLEDGER=paper\n")
    s = ["#!/bin/sh\n", "DAY_FMT=%d\n", "total=0\n",
         "for d in 1 2 3 4 5 6 7 8 9 10; do\n",
         "  [ \"$d\" = 5 ] && . ./office-1890.env\n",
         "  day=$(printf \"$DAY_FMT\" \"$d\")\n",
         "  for w in stacks/*.txt; do\n",
         "    read house blocks < \"$w\"\n",
         "    total=$((total + blocks))\n",
         "  done\n",
         "  next=$((day + 1))\n",
         "  echo \"day $day: $total blocks stacked, next day $next\"\n",
         "done\n"]
    write(out + "/stack.sh", "".join(s))
    for i in range(1, 45):
        write(out + "/stacks/S-%02d.txt" % i, "%s %d\n" % (HOUSES[i % 6], 20 + i % 9))


def yq_version(out):
    """The houses' settings as YAML; yq (PyYAML) reads bay H-6-173's unquoted tables version
    `1.10` as the float 1.1 (the quoted `tables_in_use: "1.10"` above stays a string), among
    1.9, 2 and 2.1."""
    s = ["# ice house settings\n", "tables_in_use: \"1.10\"\n", "houses:\n"]
    rnd = random.Random(361)
    for i in range(1, 241):
        h = HOUSES[i % 6]
        tables = "1.10" if i == 173 else ["1.9", "2.0", "2.1"][i % 3]
        s.append("  - bay: %s-%03d\n    tables: %s\n    sawdust_cm: %d\n    doors: %d\n    crew: %s\n" % (
            h, i, tables, rnd.randint(20, 40), 2 + i % 3, CREWS[i % len(CREWS)]))
    write(out + "/settings.yaml", "".join(s))


def rake_append(out):
    """The season's ledger under `rake --trace`: rakelib/office-1890.rake, loaded after the
    Rakefile, defines `weigh` again, and rake appends its action (block weight 40 kg) to the
    Rakefile's (45 kg); both print once, before pond P-70 (the first weighed at the new
    weighbridge); 50 pond tasks later the ledger task's check fails."""
    write(out + "/Rakefile", """$stdout.sync = true
$block_kg = 45
POND_BLOCKS = {}

task :weigh do
  $block_kg = 45
  puts "weigh: block weight #{$block_kg} kg (weighbridge 2026)"
end

(1..120).each do |p|
  name = format("pond_P-%02d", p)
  task name => (p >= 70 ? [:weigh] : []) do
    POND_BLOCKS[p] = 200 + (p * 37) % 150
    puts "#{name}: #{POND_BLOCKS[p]} blocks"
  end
end

task ledger: (1..120).map { |p| format("pond_P-%02d", p) } do
  blocks = POND_BLOCKS.values.sum
  weighed = blocks * 45
  booked = blocks * $block_kg
  puts "ledger: #{blocks} blocks"
  raise "ledger: #{booked} kg booked, #{weighed} kg over the weighbridge" if booked != weighed
end

task default: :ledger
""")
    write(out + "/rakelib/office-1890.rake", """# kept from the 1890s office: tickets were written in 40 kg blocks
task :weigh do
  $block_kg = 40
  puts "weigh: block weight #{$block_kg} kg (1890s office tickets)"
end
""")


def podchecker_manual(out):
    """The stock tool's manual in POD: 230 paragraphs keep a line of only spaces (podchecker's
    whitespace warning each); the OPTIONS list's `=over` has no `=back`, so podchecker's one
    error is at the next `=head1`, 360 source lines below it."""
    s = ["=head1 NAME\n\nicestock - the ice works' stock book\n\n=head1 OPTIONS\n\n=over 4\n\n"]
    for i in range(1, 61):
        s.append("=item B<--house-%02d>\n\nCount the blocks in bay %02d of house %s.\n  \nThe count is %d blocks a layer.\n\n" % (
            i, i, HOUSES[i % 6], 40 + i % 9))
    s.append("=head1 HOUSES\n\n")
    for i in range(1, 171):
        s.append("House %s, bay %03d, was stacked by the %s crew.\n  \nIt holds %d layers.\n\n" % (
            HOUSES[i % 6], i, CREWS[i % len(CREWS)], 8 + i % 5))
    s.append("=cut\n")
    write(out + "/icestock.pod", "".join(s))


def mksh_noglob(out):
    """The wagon tally under mksh -x: at wagon W-120 it sources the 1890s office's settings,
    whose `set -o noglob` is traced once; 360 trace lines later the loop over the houses'
    books gets the pattern itself, and `read` cannot open `books/*.book`."""
    write(out + "/office-1890.env", "# the 1890s office's settings\nset -o noglob\nLEDGER=paper\n")
    s = ["#!/bin/mksh\n", "n=0\n",
         "for f in wagons/*.txt; do\n",
         "  read w blocks cust < \"$f\"\n",
         "  n=$((n + blocks))\n",
         "  [[ $w = W-120 ]] && . ./office-1890.env\n",
         "done\n",
         "for b in books/*.book; do\n",
         "  read house count < \"$b\"\n",
         "  print -r -- \"$house: $count blocks in the book\"\n",
         "done\n",
         "print -r -- \"wagons: $n blocks\"\n"]
    write(out + "/tally.sh", "".join(s))
    for i in range(1, 241):
        write(out + "/wagons/W-%03d.txt" % i, "W-%03d %d %s\n" % (i, 20 + i % 17, CUSTOMERS[i % 12].split()[0]))
    for h in HOUSES:
        write(out + "/books/%s.book" % h, "%s %d\n" % (h, 900 + int(h[2:]) * 37))


if __name__ == "__main__":
    globals()[sys.argv[1]](sys.argv[1])
