#!/bin/sh
# Builds v1.patch and v2.patch (two revisions of one change to the kiln tables, the second with
# one hunk reworked) and big.patch (a 360-file sweep) for interdiff and lsdiff.
set -eu
rm -rf base v1 v2 a b sweep-a sweep-b
mkdir -p base/kiln
for k in 1 2 3 4 5 6; do
    for i in $(seq 1 40); do printf 'kiln%d_segment_%02d = %d\n' "$k" "$i" $((i * 25)); done > "base/kiln/table_$k.py"
done
cp -r base v1 && cp -r base v2
for k in 1 3 5; do sed -i 's/^\(kiln[0-9]_segment_1[0-2]\) = \([0-9]*\)$/\1 = \20/' "v1/kiln/table_$k.py"; done
for k in 1 3 5; do sed -i 's/^\(kiln[0-9]_segment_1[0-2]\) = \([0-9]*\)$/\1 = \20/' "v2/kiln/table_$k.py"; done
sed -i 's/^kiln3_segment_11 = 2750$/kiln3_segment_11 = 2700  # cone 10 cap/' v2/kiln/table_3.py
sed -i 's/^kiln5_segment_33 = 825$/kiln5_segment_33 = 850/' v2/kiln/table_5.py
cp -r base a
cp -r v1 b && (diff -ruN a b || true) | sed 's/^\(---\|+++\) \([^\t]*\)\t.*$/\1 \2/' > v1.patch && rm -rf b
cp -r v2 b && (diff -ruN a b || true) | sed 's/^\(---\|+++\) \([^\t]*\)\t.*$/\1 \2/' > v2.patch && rm -rf b
mkdir -p sweep-a sweep-b
for i in $(seq 1 360); do
    d=$(printf 'mod%02d' $((i % 12)))
    mkdir -p "sweep-a/$d" "sweep-b/$d"
    f=$(printf 'unit_%03d.py' "$i")
    printf 'import os\n\n\ndef unit_%03d():\n    return os.environ.get("KILN_%03d", "off")\n' "$i" "$i" > "sweep-a/$d/$f"
    printf 'import os\n\n\ndef unit_%03d():\n    return os.getenv("KILN_%03d", "off")\n' "$i" "$i" > "sweep-b/$d/$f"
done
rm sweep-b/mod07/unit_127.py
printf 'def unit_241():\n    return "on"\n' > sweep-b/mod01/unit_241.py
(diff -ruN sweep-a sweep-b || true) > big.patch
