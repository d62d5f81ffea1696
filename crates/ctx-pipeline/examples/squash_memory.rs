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
//! Each case is measured twice, in two children. Cold: the call is the process's first, so its
//! peak also holds what any first call pays once — the pages of the binary's code the squashers
//! run, read in from the file as they first run (about 2 MB of the `RssFile` part today), and the
//! tables built on first use. Warm: the child first squashes the input's first 64 KiB the same way,
//! then measures: the memory a call needs in a process that has squashed before (an agent, the
//! proxy). The target, ≤ 3× the input, is the warm figure's; the cold one is printed beside it.
//!
//! One case alone, `squash_memory CASE MEGABYTES [warm]`, squashes once (cold) or after the warm-up:
//! the cold run is what `valgrind --tool=callgrind` counts the instructions of (docs/benchmarks.md).

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

/// The squash a case times, on `input`.
fn squash(case: &str, input: &str) -> String {
    match case {
        "squash_log" | "squash_log_one_heading" => ctx_squash_log::squash_log(input),
        "squash_generic" => ctx_squash_text::squash_generic(input, ctx_pipeline::GENERIC_BUDGET),
        "squash_json" => ctx_squash_json::squash_json(input),
        "squash_ndjson" => ctx_squash_json::squash_ndjson(input).unwrap_or_default(),
        _ => ctx_pipeline::apply("bash", input),
    }
}

/// The input's first lines, up to 64 KiB: what a warm-up squashes (for JSON, a whole document of
/// its own).
fn warm_up_input(case: &str) -> String {
    const SIZE: usize = 64 * 1024;
    match case {
        "squash_json" => json_up_to(&fixture("pip-inspect.txt"), SIZE),
        _ => String::new(),
    }
}

/// Runs one case in this process and prints `input_bytes peak_bytes output_bytes`; `warm`, after
/// squashing the input's first 64 KiB once.
fn measure(case: &str, megabytes: usize, warm: bool) {
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
    if warm {
        let mut first = warm_up_input(case);
        if first.is_empty() {
            first = input
                .split_inclusive('\n')
                .scan(0, |size, line| {
                    *size += line.len();
                    (*size <= 64 * 1024).then_some(line)
                })
                .collect();
        }
        std::hint::black_box(squash(case, &first));
    }
    std::fs::write("/proc/self/clear_refs", "5").expect("reset the high-water mark");
    let before = status_bytes("VmRSS:");
    let output = squash(case, &input);
    let peak = status_bytes("VmHWM:").saturating_sub(before);
    println!("{} {peak} {}", input.len(), output.len());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [case, megabytes] => return measure(case, megabytes.parse().expect("a size in MB"), false),
        [case, megabytes, warm] if warm == "warm" => {
            return measure(case, megabytes.parse().expect("a size in MB"), true);
        }
        [] => {}
        _ => panic!("usage: squash_memory [CASE MEGABYTES [warm]]"),
    }
    let exe = std::env::current_exe().expect("this example's path");
    println!("| function | input | peak, warm | × input | peak, cold (first call) | × input |");
    println!("|---|---:|---:|---:|---:|---:|");
    let run = |case: &str, megabytes: usize, warm: bool| -> (f64, f64) {
        let mut args = vec![case.to_string(), megabytes.to_string()];
        if warm {
            args.push("warm".to_owned());
        }
        let out = Command::new(&exe).args(&args).output().expect("run a case");
        let text = String::from_utf8_lossy(&out.stdout);
        let numbers: Vec<f64> = text.split_whitespace().filter_map(|n| n.parse().ok()).collect();
        let [input, peak, _output] = numbers[..] else {
            panic!("case {case} {megabytes} MB failed: {}", String::from_utf8_lossy(&out.stderr));
        };
        (input, peak)
    };
    let cases = CASES.iter().flat_map(|&case| SIZES.iter().map(move |&megabytes| (case, megabytes)));
    for (case, megabytes) in cases.chain(ADVERSARIAL.iter().copied()) {
        let ((input, warm), (_, cold)) = (run(case, megabytes, true), run(case, megabytes, false));
        println!(
            "| `{case}` | {:.1} MB | {:.2} MB | {:.2}× | {:.2} MB | {:.2}× |",
            input / 1e6,
            warm / 1e6,
            warm / input,
            cold / 1e6,
            cold / input
        );
    }
}
