"""Writes round 26's C inputs: sixty lamp modules (one calls a function nobody defines, two
define the same table), a Makefile whose one module carries a target-specific flag, and the
lamp list `Makefile.lamps` reads (one lamp without its lens order)."""
from pathlib import Path

Path("lamps").mkdir(exist_ok=True)
for n in range(1, 61):
    calls = "lamp_rotate_slow" if n == 37 else "lamp_rotate"
    table = "int beam_table[4] = {1, 2, 3, 4};\n" if n in (12, 48) else ""
    Path(f"lamps/lamp_{n:02d}.c").write_text(
        f"void {calls}(int);\nint lamp_{n:02d}_hours;\n{table}"
        f"int lamp_{n:02d}_period(void) {{ return {5 + n % 10}; }}\n"
        f"void lamp_{n:02d}_light(void) {{ {calls}({n}); lamp_{n:02d}_hours++; }}\n"
    )
Path("lamps.list").write_text("".join(
    f"L-{n:03d}\n" if n == 164 else f"L-{n:03d}:{1 + n % 4}\n" for n in range(1, 241)))
Path("rotate.c").write_text("void lamp_rotate(int n) { (void)n; }\n")
Path("main.c").write_text("int main(void) { return 0; }\n")
objs = " ".join(f"lamps/lamp_{n:02d}.o" for n in range(1, 61))
Path("Makefile").write_text(
    "CC = gcc\nCFLAGS = -O2 -Wall\n"
    f"OBJS = {objs}\n\n"
    "keeper: main.o rotate.o $(OBJS)\n\t$(CC) -o $@ $^\n\n"
    "lamps/lamp_29.o: CFLAGS += -O0 -DLAMP_BENCH_OVERRIDE\n\n"
    "%.o: %.c\n\t$(CC) $(CFLAGS) -c -o $@ $<\n"
)
