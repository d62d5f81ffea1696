#!/bin/sh
# Writes 90 reefer-monitor units (src/reefer_NN.c) and a Makefile; unit 58 calls a function with
# the wrong argument count, so a parallel `make -j4` fails in the middle while other jobs finish.
set -eu
mkdir -p src obj
i=1
while [ "$i" -le 90 ]; do
    n=$(printf %02d "$i")
    {
        printf '#include "reefer.h"\n\n'
        if [ "$i" -eq 58 ]; then
            printf 'int reefer_%s(int plug) { return reefer_setpoint(plug, -18, 4); }\n' "$n"
        else
            printf 'int reefer_%s(int plug) { return reefer_setpoint(plug, -18); }\n' "$n"
        fi
    } > "src/reefer_$n.c"
    i=$((i + 1))
done
printf 'int reefer_setpoint(int plug, int celsius);\n' > src/reefer.h
cat > Makefile <<'MK'
SRCS := $(wildcard src/reefer_*.c)
OBJS := $(SRCS:src/%.c=obj/%.o)
CFLAGS := -O1 -Wall -Isrc

libreefer.a: $(OBJS)
	ar rcs $@ $^

obj/%.o: src/%.c src/reefer.h
	gcc $(CFLAGS) -c $< -o $@
MK
