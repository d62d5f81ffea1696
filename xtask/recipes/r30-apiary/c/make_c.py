"""Round 30's C inputs: the harvest ledger (its headers, one of which, pulled in through compat.h,
undefines and redefines FRAME_KG for the old shallow frames) and the treatment Makefile (twelve
yard files and a site.mk read last that sets MITE_METHOD again)."""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent
YARDS = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow", "bramble",
         "thistle", "sainfoin", "phacelia"]
FORAGE = ["oilseed", "clover", "heather", "lime", "borage", "willow", "bramble", "thistle", "sainfoin",
          "phacelia", "ivy", "hawthorn"]


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def ledger():
    base = ROOT / "ledger"
    cfg = ["#ifndef APIARY_CONFIG_H", "#define APIARY_CONFIG_H", ""]
    for i, y in enumerate(YARDS):
        up = y.upper()
        cfg += [f"/* {y} yard */",
                f"#define {up}_HIVES {8 + (i * 5) % 13}",
                f"#define {up}_STANDS {4 + i % 3}",
                f"#define {up}_FORAGE \"{FORAGE[i]}\"",
                f"#define {up}_ALTITUDE_M {40 + i * 17}",
                f"#define {up}_EXTRACT_WEEK {27 + i % 6}",
                f"#define {up}_SUPERS_PER_HIVE {2 + i % 3}",
                ""]
    cfg += ["#endif", ""]
    write(base / "inc" / "config.h", "\n".join(cfg))
    write(base / "inc" / "units.h", """#ifndef APIARY_UNITS_H
#define APIARY_UNITS_H

/* Honey a full deep frame holds, in kilograms. */
#define FRAME_KG 2.25
/* Honey a full super holds, in kilograms. */
#define SUPER_KG 12.5
/* Grams of honey in one jar. */
#define JAR_G 340
/* Kilograms lost to cappings and strainer per extractor batch. */
#define BATCH_LOSS_KG 0.4
#define KG(frames) ((frames) * FRAME_KG)
/* Stores a colony needs going into winter, and per hundred metres of altitude. */
#define WINTER_KG 19.0
#define WINTER_KG_PER_100M 0.8
/* Spare labels per hive, for jars that break. */
#define LABEL_SPARES 2

#endif
""")
    write(base / "inc" / "legacy.h", """#ifndef APIARY_LEGACY_H
#define APIARY_LEGACY_H

/* The 2016 ledger's shallow frames: kept so old sheets still load. */
#undef FRAME_KG
#define FRAME_KG 1.6
#define LEGACY_SHEET_VERSION 3
#define LEGACY_DATE_FORMAT "%d.%m.%y"

#endif
""")
    write(base / "inc" / "compat.h", """#ifndef APIARY_COMPAT_H
#define APIARY_COMPAT_H

/* Old sheets: column names of the 2016 ledger. */
#define COL_YARD "Standort"
#define COL_FRAMES "Waben"
#define COL_SUPERS "Aufsaetze"
#include "legacy.h"

#endif
""")
    head = ['#include "config.h"', '#include "units.h"']
    harvest = head + ['#include "compat.h"', '',
                      'struct yard_total { const char *name; const char *forage; int hives; double kg; int jars; };', '',
                      'static int jars(double kg) { return (int) (kg * 1000 / JAR_G); }', '']
    stores = head + ['']
    labels = head + ['', 'static int jars(double kg) { return (int) (kg * 1000 / JAR_G); }', '']
    for y in YARDS:
        up = y.upper()
        harvest += [f"/* {y}: every hive's supers, then the frames left in the brood boxes. */",
                    f"struct yard_total harvest_{y}(int frames_left)",
                    "{",
                    f"    double kg = {up}_HIVES * {up}_SUPERS_PER_HIVE * SUPER_KG + KG(frames_left) - BATCH_LOSS_KG;",
                    f"    struct yard_total t = {{ \"{y}\", {up}_FORAGE, {up}_HIVES, kg, jars(kg) }};",
                    "    return t;",
                    "}",
                    ""]
        stores += [f"/* {y}: stores each hive needs at {up}_ALTITUDE_M m, less what the brood frames hold. */",
                   f"double stores_{y}(int brood_frames)",
                   "{",
                   f"    double need = WINTER_KG + {up}_ALTITUDE_M * WINTER_KG_PER_100M / 100;",
                   "    return need - KG(brood_frames) / 2;",
                   "}",
                   ""]
        labels += [f"/* {y}: jars to label in extraction week {up}_EXTRACT_WEEK, from the frames spun. */",
                   f"int labels_{y}(int frames_spun)",
                   "{",
                   f"    return jars(KG(frames_spun) - BATCH_LOSS_KG) + {up}_HIVES * LABEL_SPARES;",
                   "}",
                   ""]
    write(base / "src" / "stores.c", "\n".join(stores))
    write(base / "src" / "labels.c", "\n".join(labels))
    write(base / "src" / "harvest.c", "\n".join(harvest))


def treatment():
    base = ROOT / "treat"
    mk = ["# The autumn treatment round: one sheet per yard, then the summary.",
          "MITE_METHOD := thymol-strip",
          "TREAT_WEEKS := 6",
          "SHEETS :=",
          "",
          "include $(sort $(wildcard yards/*.mk))",
          "include site.mk",
          "",
          "all: summary.txt",
          "",
          "sheets/%.txt: yards/%.csv",
          "\t./bin/treat --method=$(MITE_METHOD) --weeks=$(TREAT_WEEKS) --yard=$* $< > $@",
          "",
          "summary.txt: $(SHEETS)",
          "\t./bin/summarise --method=$(MITE_METHOD) $^ > $@",
          "",
          ".PHONY: all clean",
          "clean:",
          "\trm -f sheets/*.txt summary.txt",
          ""]
    write(base / "Makefile", "\n".join(mk))
    for i, y in enumerate(YARDS):
        up = y.upper()
        hives = " ".join(f"{y[:2].upper()}-{n:02d}" for n in range(1, 9 + i % 5))
        write(base / "yards" / f"{y}.mk", "\n".join([
            f"# {y} yard",
            f"{up}_HIVES := {hives}",
            f"{up}_KEEPER := keeper-{1 + i % 4}",
            f"{up}_BOARD_DAY := {['mon', 'tue', 'wed', 'thu', 'fri'][i % 5]}",
            f"SHEETS += sheets/{y}.txt",
            "",
        ]))
        write(base / "yards" / f"{y}.csv", "hive,mites\n" + "".join(f"{h},{10 + n}\n" for n, h in enumerate(hives.split())))
    write(base / "site.mk", """# Site settings for the home yard's laptop.
EXTRACTOR := radial-9
JAR_LABELS := labels/2024
PRINTER := shed-laser
MITE_METHOD := oxalic-drip
""")


if __name__ == "__main__":
    ledger()
    treatment()
