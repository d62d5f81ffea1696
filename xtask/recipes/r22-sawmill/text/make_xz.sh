#!/bin/sh
# Compresses 16 kiln logs with xz (several presets and checks), then truncates one archive.
set -eu
mkdir -p xz && rm -f xz/*
for i in $(seq -w 1 16); do
    seq 1 4000 | sed "s/^/kiln K-$i reading /" > "xz/kiln-$i.log"
done
for i in $(seq -w 1 16); do
    case $i in
        0[1-5]) xz -6 "xz/kiln-$i.log" ;;
        0[6-9]) xz -9e --check=sha256 "xz/kiln-$i.log" ;;
        *) xz -1 --check=crc32 "xz/kiln-$i.log" ;;
    esac
done
head -c 900 xz/kiln-11.log.xz > xz/cut && mv xz/cut xz/kiln-11.log.xz
