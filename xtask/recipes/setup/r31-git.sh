#!/bin/sh
# Round 31's git states, built afresh in ./r31-SCENARIO by r31-glassworks/git/make_git.py (its
# docstrings say what each scenario holds): reflog, execbit, pickaxe, dupsection, symlink, copied,
# positional, binaryattr, sortedkeys, stash. Fixed names and dates, so hashes are reproducible.
set -eu
python3 "$(dirname "$0")/../r31-glassworks/git/make_git.py" "$1"
