"""Round 29's C inputs, made afresh: the vat modules whose header includes the units before the
config that sets the units' switch (wundef/), the dye house whose included rules.mk overrides one
object's recipe with a stub (stub/), and the vat library holding one function in two members (lib/).
"""
import os
import shutil
import subprocess

VATS = [
    "indigo", "walnut", "madder", "weld", "cochineal", "logwood", "sumac", "oakbark",
    "chestnut", "quebracho", "mimosa", "alum", "chrome", "tara", "valonia", "myrobalan",
]
STEPS = [
    "soak", "lime", "flesh", "delime", "bate", "pickle", "tan", "sammy", "split", "shave",
    "retan", "dye", "fatliquor", "set", "dry", "stake", "buff", "finish", "plate", "measure",
    "grade", "pack", "ship", "audit", "rinse", "drum", "toggle", "spray", "iron", "sort",
]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def wundef():
    shutil.rmtree("wundef", ignore_errors=True)
    write("wundef/inc/config.h", "#ifndef CONFIG_H\n#define CONFIG_H\n#define TANNERY_METRIC 1\n"
          "#define VAT_LITRES 4000\n#endif\n")
    write("wundef/inc/units.h", "#ifndef UNITS_H\n#define UNITS_H\n#if TANNERY_METRIC\n"
          "typedef double grams_t;\ntypedef double litres_t;\n#else\ntypedef long grains_t;\n"
          "typedef long gallons_t;\n#endif\n#endif\n")
    write("wundef/inc/hide.h", "#ifndef HIDE_H\n#define HIDE_H\n#include \"units.h\"\n"
          "#include \"config.h\"\n\nstruct hide {\n    const char *tag;\n    grams_t weight;\n"
          "    litres_t float_volume;\n};\n\ngrams_t hide_weight(const struct hide *h);\n#endif\n")
    tools = ["clock", "ledger", "scale", "labels"]
    for t in tools:
        write(f"wundef/src/{t}.c", f"#include <stdio.h>\n\nint {t}_report(int shift, int unused_flags)\n{{\n"
              f"    int spare;\n    printf(\"{t} shift %d\\n\", shift);\n    return shift;\n}}\n")
    mk = ["CFLAGS = -Wall -Wextra -Wundef -Iinc",
          "OBJS = " + " ".join(f"obj/{t}.o" for t in tools) + " " + " ".join(f"obj/vat_{v}.o" for v in VATS),
          "", "tannery: $(OBJS)", "\tgcc -o $@ $(OBJS)", "", "obj/%.o: src/%.c $(wildcard inc/*.h)",
          "\t@mkdir -p obj", "\tgcc $(CFLAGS) -c -o $@ $<", ""]
    write("wundef/Makefile", "\n".join(mk))
    for v in VATS:
        body = [f"#include <stdio.h>\n#include \"hide.h\"\n\n/* The {v} vat: charge, dwell and drain. */\n"]
        body.append(f"static grams_t {v}_charge(const struct hide *hides, int n)\n{{\n"
                    f"    grams_t total = 0;\n    for (int i = 0; i < n; i++)\n"
                    f"        total += hides[i].weight;\n    return total;\n}}\n")
        body.append(f"static litres_t {v}_float(grams_t charge)\n{{\n"
                    f"    return charge * 1.5 / 1000.0;\n}}\n")
        body.append(f"int {v}_run(const struct hide *hides, int n)\n{{\n"
                    f"    grams_t charge = {v}_charge(hides, n);\n"
                    f"    litres_t water = {v}_float(charge);\n"
                    f"    printf(\"{v}: %.1f g in %.1f l\\n\", charge, water);\n"
                    f"    return water < VAT_LITRES;\n}}\n")
        write(f"wundef/src/vat_{v}.c", "\n".join(body))


def stub():
    shutil.rmtree("stub", ignore_errors=True)
    write("stub/Makefile", "all:\n\t$(MAKE) -C tools\n\t$(MAKE) -C dyehouse\n")
    tools = ["clock", "ledger", "scale", "labels", "printer", "barcode", "shifts", "roster",
             "invoice", "stock", "orders", "returns", "pallets", "trucks", "gate", "lab"]
    write("stub/tools/Makefile", "CFLAGS = -g -O0 -Wall -Wextra\nOBJS = "
          + " ".join(f"obj/{t}.o" for t in tools)
          + "\n\nlibtools.a: $(OBJS)\n\tar rcs $@ $(OBJS)\n\nobj/%.o: src/%.c\n\t@mkdir -p obj\n"
          "\tgcc $(CFLAGS) -c -o $@ $<\n")
    for t in tools:
        write(f"stub/tools/src/{t}.c", f"#include <stdio.h>\n\nint {t}_report(int shift, int flags)\n{{\n"
              f"    int spare;\n    int batch = 0;\n    batch++;\n"
              f"    printf(\"{t} shift %d\\n\", shift);\n    return shift;\n}}\n")
    d = "stub/dyehouse"
    names = STEPS
    mk = ["CFLAGS = -g -O0 -Wall -Wextra", "OBJS = obj/vat.o " + " ".join(f"obj/{s}.o" for s in names)
          + " obj/main.o", "", "dyehouse: $(OBJS)", "\tgcc -g -o $@ $(OBJS)", "",
          "obj/vat.o: src/vat.c src/vat.h", "\t@mkdir -p obj", "\tgcc $(CFLAGS) -c -o $@ src/vat.c", "",
          "obj/%.o: src/%.c src/vat.h", "\t@mkdir -p obj", "\tgcc $(CFLAGS) -c -o $@ $<", "",
          "include rules.mk", ""]
    write(f"{d}/Makefile", "\n".join(mk))
    write(f"{d}/rules.mk", "# Test doubles for the bench rig.\nobj/vat.o: src/vat_stub.c src/vat.h\n"
          "\t@mkdir -p obj\n\tgcc $(CFLAGS) -c -o $@ src/vat_stub.c\n")
    write(f"{d}/src/vat.h", "#ifndef VAT_H\n#define VAT_H\nint vat_fill(const char *step, int litres);\n"
          "int vat_drain(const char *step);\nint vat_level(void);\n#endif\n")
    write(f"{d}/src/vat.c", "#include \"vat.h\"\nstatic int level;\n"
          "int vat_fill(const char *step, int litres) { (void)step; level += litres; return level; }\n"
          "int vat_drain(const char *step) { (void)step; int l = level; level = 0; return l; }\n"
          "int vat_level(void) { return level; }\n")
    write(f"{d}/src/vat_stub.c", "#include \"vat.h\"\n"
          "int vat_fill(const char *step, int litres) { (void)step; return litres; }\n"
          "int vat_level(void) { return 0; }\n")
    drains = {"delime", "pickle", "retan", "rinse", "drum"}
    for s in names:
        extra = f"    vat_drain(\"{s}\");\n" if s in drains else ""
        write(f"{d}/src/{s}.c", f"#include <stdio.h>\n#include \"vat.h\"\n\n"
              f"int {s}_step(int litres, int minutes, int shift)\n{{\n    int spare;\n"
              f"    int level = vat_fill(\"{s}\", litres);\n{extra}"
              f"    printf(\"{s}: %d l for %d min\\n\", level, minutes);\n    return level;\n}}\n")
    calls = "".join(f"    {s}_step({100 + 7 * i}, {30 + i}, 1);\n" for i, s in enumerate(names))
    decls = "".join(f"int {s}_step(int litres, int minutes, int shift);\n" for s in names)
    write(f"{d}/src/main.c", f"#include \"vat.h\"\n{decls}\nint main(void)\n{{\n{calls}    return vat_level() > 0;\n}}\n")


def lib():
    shutil.rmtree("lib", ignore_errors=True)
    os.makedirs("lib/obj")
    members = []
    for i, s in enumerate(STEPS + [v for v in VATS]):
        fns = "".join(f"double {s}_{k}(double x) {{ return x * {i + 2}.{j}; }}\n"
                      for j, k in enumerate(["dose", "time", "temp", "ph", "cost", "float", "salt", "yield"]))
        if s == "retan":
            fns += "extern double vat_rate(const char *dye);\ndouble retan_price(void) { return vat_rate(\"chrome\"); }\n"
        write(f"lib/{s}.c", fns)
        members.append(s)
    write("lib/rates.c", "#include <string.h>\ndouble vat_rate(const char *dye) { return strcmp(dye, \"chrome\") ? 1.0 : 2.4; }\n"
          "double vat_rate_table(int i) { return i * 0.5; }\n")
    write("lib/legacy_rates.c", "double vat_rate(const char *dye) { (void)dye; return 1.8; }\n"
          "double vat_rate_legacy(int i) { return i * 0.4; }\n")
    order = members[:20] + ["legacy_rates"] + members[20:] + ["rates"]
    for m in order:
        subprocess.run(["gcc", "-O0", "-c", "-o", f"lib/obj/{m}.o", f"lib/{m}.c"], check=True)
    subprocess.run(["ar", "rcS", "lib/libvat.a"] + [f"lib/obj/{m}.o" for m in order], check=True)


wundef()
stub()
lib()
