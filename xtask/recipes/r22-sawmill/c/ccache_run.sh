#!/bin/sh
# Builds the four yard modules through ccache twice into a fresh cache, edits one module between
# the builds and compiles one with a flag ccache cannot cache (-o /dev/null link of several files).
set -u
sh make_modules.sh
export CCACHE_DIR="$PWD/.ccache" CCACHE_NOHASHDIR=1
rm -rf "$CCACHE_DIR" obj && mkdir -p obj
build() { for f in stack pile sticker strap; do ccache gcc -O2 -c "$f.c" -o "obj/$f.o"; done; }
build
sed -i 's/i % 7 == 0/i % 5 == 0/' strap.c
build
ccache gcc -O2 stack.c pile.c -c 2>/dev/null
ccache gcc -E stack.c -o /dev/null
