#!/bin/sh
# Checks one ticket file: it must name a truck and a positive net weight.
f=$1
grep -q '^truck=' "$f" || { echo "check: $f: no truck" >&2; exit 255; }
net=$(sed -n 's/^net=//p' "$f")
echo "check: $f ok (net $net t)"
