"""Round 32's C inputs: the cooperage's stave, hoop and cask programs, each scenario written afresh
into ./SCENARIO by `python3 make_c.py SCENARIO` (keepgoing, undefvar, includes, leak, gauge,
hidden, uninit). Run in this directory."""
import shutil
import sys
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]


def fresh(name):
    root = Path(name)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    return root


def write(root, rel, text):
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def unit(kind, n, body_call):
    return f'''/* {kind} {n:02d}: widths and counts for one {kind} family. */
#include "cooperage.h"

double {kind}_{n:02d}_fit(double diameter_mm, int count)
{{
    double width = diameter_mm / (count + {n % 7 + 1});
    return {body_call};
}}
'''


def keepgoing():
    """make -k over two programs: hoop_07.c calls hoop_tension, renamed hoop_tension_n in the
    header, so gcc only warns (an implicit declaration) and the link of cooper fails much later;
    gauge still builds."""
    root = fresh("keepgoing")
    header = ["#ifndef COOPERAGE_H", "#define COOPERAGE_H", ""]
    header.append("double hoop_tension_n(double diameter_mm, int hoops);")
    header.append("double stave_taper(double width_mm);")
    units = []
    for kind, count in (("stave", 52), ("hoop", 36), ("head", 26)):
        for n in range(1, count + 1):
            header.append(f"double {kind}_{n:02d}_fit(double diameter_mm, int count);")
            call = "stave_taper(width) * count" if kind != "hoop" else "hoop_tension_n(width, count) * 2"
            if kind == "hoop" and n == 7:
                call = "hoop_tension(width, count) * 2"
            units.append((f"src/{kind}s/{kind}_{n:02d}.c", unit(kind, n, call)))
    header += ["", "#endif", ""]
    write(root, "include/cooperage.h", "\n".join(header))
    for rel, text in units:
        write(root, rel, text)
    write(root, "src/common.c", '''/* Shared stave and hoop arithmetic. */
#include "cooperage.h"

double hoop_tension_n(double diameter_mm, int hoops) { return diameter_mm * 0.8 + hoops; }
double stave_taper(double width_mm) { return width_mm * 0.92; }
''')
    calls = "\n".join(f"    total += {k}_{n:02d}_fit(600.0, 32);" for k, c in (("stave", 52), ("hoop", 36), ("head", 26)) for n in range(1, c + 1))
    write(root, "src/main.c", f'''/* cooper: the nightly fit of every family. */
#include <stdio.h>
#include "cooperage.h"

int main(void)
{{
    double total = 0;
{calls}
    printf("%.1f\\n", total);
    return 0;
}}
''')
    for n in range(1, 41):
        write(root, f"gauge/gauge_{n:02d}.c", f'''/* gauge {n:02d}: a reading of one bench gauge. */
double gauge_{n:02d}(double mm) {{ return mm * {1 + n / 100:.2f}; }}
''')
    write(root, "gauge/main.c", "/* gauge: bench readings. */\n#include <stdio.h>\n" +
          "".join(f"double gauge_{n:02d}(double mm);\n" for n in range(1, 41)) +
          "int main(void) { double t = 0;\n" + "".join(f"    t += gauge_{n:02d}(10);\n" for n in range(1, 41)) +
          '    printf("%.2f\\n", t); return 0; }\n')
    write(root, "Makefile", '''CC = gcc
CFLAGS = -std=c11 -O2 -g -Wall -Iinclude -DCOOPERAGE_SITE=\\"north-yard\\"
COOPER_SRC = src/main.c src/common.c $(sort $(wildcard src/staves/*.c)) $(sort $(wildcard src/hoops/*.c)) $(sort $(wildcard src/heads/*.c))
COOPER_OBJ = $(patsubst src/%.c,build/%.o,$(COOPER_SRC))
GAUGE_SRC = $(sort $(wildcard gauge/*.c))
GAUGE_OBJ = $(patsubst gauge/%.c,build/gauge/%.o,$(GAUGE_SRC))

all: build/cooper build/gauge-bench

build/cooper: $(COOPER_OBJ)
\t$(CC) -o $@ $^

build/gauge-bench: $(GAUGE_OBJ)
\t$(CC) -o $@ $^

build/%.o: src/%.c include/cooperage.h
\t@mkdir -p $(dir $@)
\t$(CC) $(CFLAGS) -c $< -o $@

build/gauge/%.o: gauge/%.c
\t@mkdir -p $(dir $@)
\t$(CC) $(CFLAGS) -c $< -o $@
'''.replace("\\t", "\t"))


def undefvar():
    """make --warn-undefined-variables: config.mk spells the sheets' directory SHEET_DIR, the
    Makefile reads SHEETS_DIR; make warns once, early, while writing the sheet list, and the cp that
    reads the list fails at the end."""
    root = fresh("undefvar")
    write(root, "config.mk", "# Where the yard's cutting sheets are kept.\nSHEET_DIR = sheets\nYARD = north\n")
    names = [f"cask-{n:03d}" for n in range(1, 301)]
    for name in names:
        write(root, f"sheets/{name}.sheet", f"{name}\n")
    for n, name in enumerate(names):
        write(root, f"src/{name}.txt", f"{name} staves={28 + n % 9} hoops={6 + n % 3}\n")
    rules = "\n".join(f"out/{name}.plan: src/{name}.txt\n\t@mkdir -p out\n\tsed 's/staves=/staves: /' $< > $@" for name in names)
    write(root, "Makefile", f'''include config.mk
SHEETS = {' '.join(f'{n}.sheet' for n in names)}
PLANS_A = {' '.join(f'out/{n}.plan' for n in names[:100])}
PLANS_B = {' '.join(f'out/{n}.plan' for n in names[100:])}

all: $(PLANS_A) out/sheets.list $(PLANS_B) out/first.sheet

out/sheets.list:
\t@mkdir -p out
\tprintf '%s\\n' $(addprefix $(SHEETS_DIR)/,$(SHEETS)) > $@

{rules}

out/first.sheet: out/sheets.list $(PLANS_B)
\thead -n 1 out/sheets.list | xargs -I{{}} cp {{}} $@
''')


def includes():
    """gcc -H: -Ivendor/legacy comes before -Iinclude, so seal.c takes the legacy hoop.h; its struct
    has no tension field and the error comes after the whole include tree."""
    root = fresh("includes")
    write(root, "include/hoop.h", "#ifndef HOOP_H\n#define HOOP_H\nstruct hoop { double diameter_mm; double tension; int rivets; };\n#endif\n")
    write(root, "vendor/legacy/hoop.h", "#ifndef HOOP_H\n#define HOOP_H\n/* 2009 hoop record, kept for the old press. */\nstruct hoop { double diameter_mm; double strain; int rivets; };\n#endif\n")
    write(root, "include/stave.h", "#ifndef STAVE_H\n#define STAVE_H\n#include <stddef.h>\nstruct stave { double width_mm; double thickness_mm; };\n#endif\n")
    write(root, "include/ledger.h", "#include <stdio.h>\n#include <time.h>\n#include \"stave.h\"\nvoid ledger_line(FILE *f, const struct stave *s);\n")
    write(root, "seal.c", '''/* seal: tension check before the heads go in. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "hoop.h"
#include <errno.h>
#include <signal.h>
#include <locale.h>
#include <wchar.h>
#include <ctype.h>
#include <stdint.h>
#include <inttypes.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ledger.h"

double seal_margin(const struct hoop *h)
{
    return h->tension - h->diameter_mm * 0.02;
}
''')

    for name, heads in (("rivet", ("<stdio.h>", "<stdlib.h>", "<string.h>", "<math.h>", "<time.h>", "<locale.h>", "<wchar.h>", "\"ledger.h\"")),
                        ("press", ("<stdio.h>", "<stdlib.h>", "<signal.h>", "<unistd.h>", "<sys/stat.h>", "<inttypes.h>", "<ctype.h>", "\"stave.h\"", "\"ledger.h\""))):
        write(root, f"{name}.c", f"/* {name}: the {name} bench's checks. */\n" + "".join(f"#include {h}\n" for h in heads) +
              f"\nint {name}_count(const struct stave *s) {{ return (int)(s->width_mm / 2); }}\n")


def leak():
    """valgrind: orders.c keeps a draft copy of an order whose cask is rejected and never frees it;
    every other allocation is freed or still reachable in the caches."""
    root = fresh("leak")
    write(root, "orders.c", r'''/* orders: the week's cask orders, checked against the stave stock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct order { char id[8]; char cask[8]; int staves; int hoops; char toast[16]; };

static char *wood_names[6];
static struct order *drafts[4];
static int ndrafts;

static void load_woods(void)
{
    const char *names[6] = {"sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"};
    for (int i = 0; i < 6; i++)
        wood_names[i] = strdup(names[i]);
}

static struct order *keep_draft(const struct order *o)
{
    struct order *copy = malloc(sizeof *copy);
    if (copy)
        memcpy(copy, o, sizeof *copy);
    return copy;
}

int main(void)
{
    static const char *toasts[4] = {"light", "medium", "medium-plus", "heavy"};
    load_woods();
    int accepted = 0;
    for (int n = 1; n <= 220; n++) {
        struct order *o = malloc(sizeof *o);
        if (!o)
            return 1;
        snprintf(o->id, sizeof o->id, "O-%03d", n);
        snprintf(o->cask, sizeof o->cask, "C-%03d", (n * 37) % 211);
        o->staves = 28 + (n * 5) % 5;
        o->hoops = 6 + n % 3;
        snprintf(o->toast, sizeof o->toast, "%s", toasts[n % 4]);
        if (n == 117) {
            o->staves = 35;
            struct order *draft = keep_draft(o);
            printf("order %s: cask %s rejected, %d staves over the press limit of 33; draft kept\n",
                   o->id, o->cask, o->staves);
            (void)draft;
        } else {
            printf("order %s: cask %s %d staves %d hoops %s toast, %s oak\n", o->id, o->cask,
                   o->staves, o->hoops, o->toast, wood_names[n % 6]);
            accepted++;
            if (n % 40 == 0 && ndrafts < 4)
                drafts[ndrafts++] = keep_draft(o);
        }
        free(o);
    }
    printf("accepted %d of 220 orders, %d drafts on file\n", accepted, ndrafts);
    return 0;
}
''')


def gauge():
    """gdb: the bench gauge averages each batch's stave widths walking the batch list recursively;
    B-47's staves were moved to B-48 early in the run, so its mean divides by zero much later."""
    root = fresh("gauge")
    write(root, "gauge.c", r'''/* gauge: the mean stave width of every batch on the bench, walked as a chain. */
#include <stdio.h>
#include <string.h>

struct batch { char label[8]; int widths_mm[40]; int nstaves; struct batch *next; };

static struct batch batches[60];

static int mean_width(int total, int n)
{
    return total / n;
}

static int walk(struct batch *b, int depth)
{
    if (!b)
        return 0;
    int total = 0;
    for (int i = 0; i < b->nstaves; i++)
        total += b->widths_mm[i];
    int mean = mean_width(total, b->nstaves);
    printf("%s: %d staves, mean %d mm\n", b->label, b->nstaves, mean);
    return mean + walk(b->next, depth + 1);
}

static void move_staves(struct batch *from, struct batch *to)
{
    for (int i = 0; i < from->nstaves && to->nstaves < 40; i++)
        to->widths_mm[to->nstaves++] = from->widths_mm[i];
    printf("moved %d staves %s -> %s for the second press\n", from->nstaves, from->label, to->label);
    from->nstaves = 0;
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    for (int n = 0; n < 60; n++) {
        snprintf(batches[n].label, sizeof batches[n].label, "B-%02d", n + 1);
        batches[n].nstaves = 12 + n % 9;
        for (int i = 0; i < batches[n].nstaves; i++) {
            batches[n].widths_mm[i] = 68 + (n * 7 + i * 3) % 23;
            printf("%s stave %02d: %d mm\n", batches[n].label, i + 1, batches[n].widths_mm[i]);
        }
        batches[n].next = n < 59 ? &batches[n + 1] : NULL;
    }
    move_staves(&batches[46], &batches[47]);
    printf("total %d\n", walk(&batches[0], 0));
    return 0;
}
''')


def hidden():
    """readelf -Ws then a link: libcooper.so is built with -fvisibility=hidden and every function
    but hoop_tension carries COOPER_API, so the symbol table lists it LOCAL and the link fails."""
    root = fresh("hidden")
    funcs = []
    for kind in ("stave", "hoop", "head", "cask"):
        for n in range(1, 31):
            funcs.append(f"{kind}_{n:02d}_fit")
    lines = ['/* libcooper: the shared fitting rules. */', '#define COOPER_API __attribute__((visibility("default")))', '']
    for f in funcs:
        lines.append(f"COOPER_API double {f}(double mm) {{ return mm * {1 + len(f) / 100:.2f}; }}")
    lines.insert(30, "double hoop_tension(double mm, int hoops) { return mm * 0.8 + hoops; }")
    write(root, "cooper.c", "\n".join(lines) + "\n")
    write(root, "press.c", '''/* press: the hoop press's nightly check. */
#include <stdio.h>
double hoop_tension(double mm, int hoops);
double hoop_07_fit(double mm);
int main(void) { printf("%.1f\\n", hoop_tension(600, 8) + hoop_07_fit(600)); return 0; }
''')


def uninit():
    """valgrind --track-origins: the sheet loader skips the width of a sheet in inches (it says
    so when it reads it); the week's widest-stave check, before the labels are printed, branches
    on that width."""
    root = fresh("uninit")
    write(root, "sheets.c", r'''/* sheets: the week's cutting sheets and the widest stave among them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sheet { char id[8]; char unit[4]; int width_mm; int staves; };

static struct sheet *load_sheets(int n)
{
    struct sheet *sheets = malloc(n * sizeof *sheets);
    if (!sheets)
        return NULL;
    for (int i = 0; i < n; i++) {
        struct sheet *s = &sheets[i];
        snprintf(s->id, sizeof s->id, "S-%03d", i + 1);
        strcpy(s->unit, i == 299 ? "in" : "mm");
        s->staves = 18 + i % 9;
        if (strcmp(s->unit, "mm") == 0)
            s->width_mm = 70 + (i * 7) % 19;
        else
            printf("sheet %s: unit '%s' not understood, width left as read\n", s->id, s->unit);
        printf("sheet %s: %d staves, %s\n", s->id, s->staves, s->unit);
    }
    return sheets;
}

static int widest(const struct sheet *sheets, int n)
{
    int best = 0;
    for (int i = 0; i < n; i++)
        if (sheets[i].width_mm > sheets[best].width_mm)
            best = i;
    return best;
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    int n = 600;
    struct sheet *sheets = load_sheets(n);
    if (!sheets)
        return 1;
    int w = widest(sheets, n);
    printf("widest: %s\n", sheets[w].id);
    for (int i = 0; i < n; i += 3)
        printf("label %s: %d staves, batch %d\n", sheets[i].id, sheets[i].staves, i / 25 + 1);
    free(sheets);
    return 0;
}
''')


SCENARIOS = {f.__name__: f for f in (keepgoing, undefvar, includes, leak, gauge, hidden, uninit)}

if __name__ == "__main__":
    SCENARIOS[sys.argv[1]]()
