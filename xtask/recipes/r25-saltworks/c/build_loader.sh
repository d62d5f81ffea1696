#!/bin/sh
# Builds lib/lib*.so and ./loader (rpath $ORIGIN/lib), then removes libsluice.so.
set -e
for n in brine rake sluice crust tide scale; do gcc -shared -fPIC -o "lib/lib$n.so" "lib/$n.c"; done
gcc -o loader loader.c -Llib -lbrine -lrake -lsluice -lcrust -ltide -lscale -Wl,-rpath,'$ORIGIN/lib'
rm -f lib/libsluice.so
