//! The adversarial cases at a tenth of their full size, as regressions: every step finishes,
//! keeps its invariants and stays within the memory bound (`cargo xtask adversarial` measures
//! them at full size).
//!
//! Each case runs in a child process of its own (the `adversarial` binary's `--case` mode), so
//! its steps' peak memory is their own; a step may take at most 4× its input in memory plus
//! [`FIXED`], what a step costs whatever its input's size (the counter's buffers, the
//! allocator's arenas), which at a tenth's size is still a large share of the measure.

use std::process::Command;

use ctx_fuzz::CASES;
use serde_json::Value;

/// What a step may take beyond 4× its input, in KiB. Steps take up to about 4.5 MiB whatever
/// the input (`CountCache::total`, `count_tokens`), `apply` on the 2 MB line 12.7 MiB (the
/// miner's bounded spans): 1.3 MiB below its bound. `Conversation::parse` as it was when it
/// copied every message and the whole text (11.6 MiB for 1.2 MiB of `conversation-100k`, 11.1
/// MiB for 0.9 MiB of `tool-ids-100k`) is over it.
const FIXED: u64 = 6 * 1024;

#[test]
fn every_case_at_a_tenth_within_bounds() {
    let mut out_of_bounds = Vec::new();
    for case in CASES {
        let output = Command::new(env!("CARGO_BIN_EXE_adversarial"))
            .args(["--case", case.name, "--divisor", "10"])
            .output()
            .expect("the adversarial binary runs");
        assert!(output.status.success(), "{} failed: {}", case.name, String::from_utf8_lossy(&output.stderr));
        let steps: Vec<Value> = String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect();
        assert!(!steps.is_empty(), "{} measured no step", case.name);
        for step in steps {
            let input = step["input"].as_u64().expect("an input size") / 1024;
            let extra = step["extra_kib"].as_u64().expect("a memory figure");
            eprintln!("{} {}: {extra} KiB for {input} KiB", case.name, step["function"]);
            // Without /proc/self/clear_refs the peak is the process's, not the step's.
            if step["reset"].as_bool() == Some(true) && extra > 4 * input + FIXED {
                out_of_bounds
                    .push(format!("{} {}: {extra} KiB for {input} KiB", case.name, step["function"]));
            }
        }
    }
    assert!(out_of_bounds.is_empty(), "steps over 4× their input in memory: {out_of_bounds:#?}");
}
