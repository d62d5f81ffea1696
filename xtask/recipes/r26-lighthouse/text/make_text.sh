#!/bin/sh
# Round 26's text inputs, made afresh for each recipe: the generated files and the lamp database.
set -eu
rm -rf logs rules lamps.db
python3 make_text.py
sqlite3 lamps.db < lamps.sql
