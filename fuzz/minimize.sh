#!/usr/bin/env bash
# Re-minimizes the committed corpus of each target: the inputs of fuzz/corpus/<target>/, the
# scratch corpus of run.sh and any seeds, merged by edge coverage (no hit counts) and cut to
# MAX_LEN bytes, replace fuzz/corpus/<target>/. Keeps the committed corpus small enough to replay
# in CI in seconds. Usage: fuzz/minimize.sh [TARGET...]   (all targets when none are named)
set -euo pipefail
cd "$(dirname "$0")"
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(squash_json squash_log squash_generic apply count_tokens conversation collapse shape_messages turn)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-../target-fuzzrun}
WORK=${WORK:-$CARGO_TARGET_DIR/work}
SEEDS=${SEEDS:-$CARGO_TARGET_DIR/seeds}
MAX_LEN=${MAX_LEN:-8192}
for target in "${targets[@]}"; do
    fresh=$(mktemp -d)
    dirs=(corpus/"$target")
    [ -d "$WORK/corpus/$target" ] && dirs+=("$WORK/corpus/$target")
    [ -d "$SEEDS/$target" ] && dirs+=("$SEEDS/$target")
    "$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release/$target" -merge=1 -use_counters=0 \
        -max_len="$MAX_LEN" "$fresh" "${dirs[@]}" 2>&1 | grep -E "^MERGE-OUTER: [0-9]+ new files" || true
    rm -rf corpus/"$target"
    mv "$fresh" corpus/"$target"
    chmod 755 corpus/"$target"
    echo "$target: $(ls corpus/"$target" | wc -l) files, $(du -sh --apparent-size corpus/"$target" | cut -f1)"
done
