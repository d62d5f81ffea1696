#!/bin/sh
# Packs the keg files into a newc cpio archive (fixed owner and dates), then cuts it short at
# 60% so listing it ends in the premature-end error.
set -eu
find kegfiles -exec touch -h -d '2019-11-14 06:30:00' {} +
( find kegfiles | sort | cpio -o -H newc -R 0:0 --quiet ) > kegs-full.cpio
size=$(wc -c < kegs-full.cpio)
head -c $((size * 6 / 10)) kegs-full.cpio > kegs.cpio
