//! Peak memory of the squashers relative to their input, on the multi-megabyte benchmark inputs.
//! Run: `cargo run --release -p ctx-pipeline --example squash_memory` (Linux: reads `/proc`).
//!
//! Each case runs in a fresh child process: it builds its input, resets the kernel's resident-set
//! high-water mark (`/proc/self/clear_refs`), squashes once, and reports how far the peak resident
//! set rose above what it was before the call (`VmHWM` − `VmRSS`), in bytes and as a multiple of
//! the input's size. That is the memory the call itself needed: its allocations (output included)
//! at their peak, to page granularity. The input is the one `benches/squash.rs` times, its
//! adversarial inputs too (`apply_long_line` at 4 MB, `squash_log_one_heading` at 1 MB).
//!
//! One case alone, `squash_memory CASE MEGABYTES`, squashes once: what
//! `valgrind --tool=callgrind` counts the instructions of (docs/benchmarks.md).

use std::process::Command;

use ctx_testdata::{json_up_to, lines_up_to, tool_output as fixture};

/// (function, input) pairs measured, and the sizes in megabytes.
const CASES: &[&str] = &["squash_log", "squash_generic", "squash_json", "squash_ndjson", "apply"];
const SIZES: &[usize] = &[1, 8];
/// The bench's adversarial cases, each at its one size in megabytes.
const ADVERSARIAL: &[(&str, usize)] = &[("apply_long_line", 4), ("squash_log_one_heading", 1)];

/// A `/proc/self/status` field in bytes.
fn status_bytes(field: &str) -> usize {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let line = status.lines().find(|l| l.starts_with(field)).expect("field in /proc/self/status");
    let kb: usize = line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("a number of kB");
    kb * 1024
}

/// Runs one case in this process and prints `input_bytes peak_bytes output_bytes`.
fn measure(case: &str, megabytes: usize) {
    let size = megabytes * 1_000_000;
    let input = match case {
        "squash_generic" => {
            lines_up_to(&ctx_squash_text::clean_terminal(&fixture("python-sysconfig.txt")), size)
        }
        "squash_json" => json_up_to(&fixture("pip-inspect.txt"), size),
        "squash_ndjson" => lines_up_to(&fixture("cargo-build-json.txt"), size),
        "apply_long_line" => ctx_testdata::with_line_of_distinct_words(&fixture("man-git-rebase.txt"), size),
        "squash_log_one_heading" => ctx_testdata::series_under_one_heading(size),
        _ => lines_up_to(&fixture("cargo-trace-log.txt"), size),
    };
    std::fs::write("/proc/self/clear_refs", "5").expect("reset the high-water mark");
    let before = status_bytes("VmRSS:");
    let output = match case {
        "squash_log" | "squash_log_one_heading" => ctx_squash_log::squash_log(&input),
        "squash_generic" => ctx_squash_text::squash_generic(&input, ctx_pipeline::GENERIC_BUDGET),
        "squash_json" => ctx_squash_json::squash_json(&input),
        "squash_ndjson" => ctx_squash_json::squash_ndjson(&input).unwrap_or_default(),
        _ => ctx_pipeline::apply("bash", &input),
    };
    let peak = status_bytes("VmHWM:").saturating_sub(before);
    println!("{} {peak} {}", input.len(), output.len());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [case, megabytes] = args.as_slice() {
        measure(case, megabytes.parse().expect("a size in MB"));
        return;
    }
    let exe = std::env::current_exe().expect("this example's path");
    println!("| function | input | peak above baseline | × input |");
    println!("|---|---:|---:|---:|");
    let cases = CASES.iter().flat_map(|&case| SIZES.iter().map(move |&megabytes| (case, megabytes)));
    for (case, megabytes) in cases.chain(ADVERSARIAL.iter().copied()) {
        let out =
            Command::new(&exe).args([case.to_string(), megabytes.to_string()]).output().expect("run a case");
        let text = String::from_utf8_lossy(&out.stdout);
        let numbers: Vec<f64> = text.split_whitespace().filter_map(|n| n.parse().ok()).collect();
        let [input, peak, _output] = numbers[..] else {
            panic!("case {case} {megabytes} MB failed: {}", String::from_utf8_lossy(&out.stderr));
        };
        println!("| `{case}` | {:.1} MB | {:.2} MB | {:.2}× |", input / 1e6, peak / 1e6, peak / input);
    }
}
