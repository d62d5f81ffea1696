#!/bin/sh
# Round 28's text inputs, made afresh: the generated files, compressed blast logs (blast-173's frame
# cut short, blast-262 left plain under a zstd name), the plant database, two sets of catalogues.
set -eu
rm -rf blasts l10n notes plans po haul.zip quarry.po register.json quarryctl.pod migrate.sql plant.sql shift.sql quarry.db plant.db
python3 make_text.py
python3 make_po.py
python3 make_l10n.py
for f in blasts/*.log; do
    if [ "$f" = blasts/blast-262.log ]; then mv "$f" "$f.zst"; else zstd -q --rm "$f"; fi
done
python3 -c "import os; p='blasts/blast-173.log.zst'; os.truncate(p, os.path.getsize(p) - 40)"
sqlite3 plant.db < plant.sql
