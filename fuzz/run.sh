#!/usr/bin/env bash
# Runs fuzz targets one after another for SECONDS each (niced), from the committed corpus plus any
# seeds in $SEEDS/<target>, writing new inputs to a scratch corpus and crashes to $WORK/artifacts.
# Usage: fuzz/run.sh SECONDS [TARGET...]   (all targets when none are named)
# Needs cargo-fuzz; on a stable toolchain, RUSTC_BOOTSTRAP=1 is set here for its nightly flags.
set -euo pipefail
cd "$(dirname "$0")"
seconds=$1
shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(squash_json squash_log squash_generic apply count_tokens conversation collapse shape_messages turn)
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-../target-fuzzrun}
WORK=${WORK:-$CARGO_TARGET_DIR/work}
SEEDS=${SEEDS:-$CARGO_TARGET_DIR/seeds}
cargo fuzz build -O --sanitizer none
for target in "${targets[@]}"; do
    mkdir -p "$WORK/corpus/$target" "$WORK/artifacts/$target" corpus/"$target"
    dirs=("$WORK/corpus/$target" corpus/"$target")
    [ -d regressions/"$target" ] && dirs+=(regressions/"$target")
    [ -d "$SEEDS/$target" ] && dirs+=("$SEEDS/$target")
    echo "== $target $(date -u +%H:%M:%S)"
    nice -n 19 "$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release/$target" "${dirs[@]}" \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$WORK/artifacts/$target/" \
        > "$WORK/$target.log" 2>&1 || echo "   $target stopped: see $WORK/$target.log"
    grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::peak_rss|cov:" "$WORK/$target.log" | tail -3
done
