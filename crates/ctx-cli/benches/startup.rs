//! Whole-process start-up of the `ctx` binary: process start to the first o200k count (`ctx count`
//! of a short text), `ctx count` of an empty input, and commands that count nothing (`--version`,
//! `squash` of a recorded 2.5 KB test log); and a 1 MB log squashed with and without archiving its
//! original, beside `gzip -1` over the same bytes (each archived run gets new bytes: a changed
//! first line, so the archive stores it rather than finding it already there).
//!
//! Each case first checks the binary's output against the library's, then spawns the binary
//! [`WARM_UP`] times untimed (so the binary is in the page cache) and [`RUNS`] times timed, and
//! prints the median, the 95th percentile and the minimum of the wall-clock time from spawn to
//! exit. The cases run side by side, one run of each in turn, so a change in the machine's load
//! falls on all of them alike. Not criterion: a percentile of single runs is the figure, and a run
//! is a whole process. On Linux it also prints the mean CPU time (user + system) the runs took,
//! which other load on the machine inflates far less than wall-clock time.
//!
//! With `CTX_BENCH_BASELINE=PATH` (another build's `ctx`, say main's copied aside), each `ctx`
//! case runs that binary too, in turn with this one, as `NAME@baseline` (its archived case in an
//! archive of its own): before and after, measured under the same load.
//!
//! Run with `cargo bench -p ctx-cli --bench startup [FILTER]` (or `cargo xtask bench startup`);
//! figures in docs/benchmarks.md.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Timed runs per case.
const RUNS: usize = 300;
/// Untimed runs before them.
const WARM_UP: usize = 20;

/// One invocation of the binary (or of `program`).
struct Case {
    name: String,
    /// Another program to time instead of this build's `ctx`.
    program: Option<String>,
    args: Vec<String>,
    stdin: Vec<u8>,
    /// What the binary must print, when the case checks it.
    expected: Option<String>,
    /// Each run's input starts with a line of its own.
    fresh: bool,
}

impl Case {
    fn ctx(name: &'static str, args: &[&str], stdin: impl Into<Vec<u8>>, expected: Option<String>) -> Case {
        Case {
            name: name.to_owned(),
            program: None,
            args: args.iter().map(|arg| (*arg).to_owned()).collect(),
            stdin: stdin.into(),
            expected,
            fresh: false,
        }
    }
}

fn cases() -> Vec<Case> {
    let short = "Count me: the first o200k count of a process.";
    let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/tools");
    let log = tools.join("pytest-fail.txt");
    let output = std::fs::read_to_string(&log).expect("the recorded pytest log");
    let log = log.display().to_string();
    let big = ctx_testdata::lines_up_to(&ctx_testdata::tool_output("cargo-trace-log.txt"), 1 << 20);
    let archive = archive_path("").display().to_string();
    let mut cases = vec![
        Case::ctx(
            "count_short_text",
            &["count"],
            short,
            Some(format!("{}\n", ctx_tokens::count_tokens(short))),
        ),
        Case::ctx("count_empty_input", &["count"], "", Some("0\n".into())),
        Case::ctx("version", &["--version"], "", Some(format!("ctx {}\n", env!("CARGO_PKG_VERSION")))),
        Case::ctx(
            "squash_2.5KB_log",
            &["squash", "--no-archive", "--tool", "bash", &log],
            "",
            Some(ctx_pipeline::squash("bash", &output).text.into_owned()),
        ),
        Case::ctx(
            "squash_1MB_log",
            &["squash", "--no-archive", "--tool", "bash"],
            big.clone(),
            Some(ctx_pipeline::squash("bash", &big).text.into_owned()),
        ),
        Case {
            fresh: true,
            ..Case::ctx(
                "squash_1MB_log_archived",
                &["squash", "--archive", &archive, "--tool", "bash"],
                big.clone(),
                None,
            )
        },
        Case { program: Some("gzip".into()), ..Case::ctx("gzip_-1_1MB_log", &["-1", "-c"], big, None) },
    ];
    if let Some(baseline) = std::env::var_os(BASELINE).filter(|path| !path.is_empty()) {
        let baseline_archive = archive_path("-baseline").display().to_string();
        let theirs: Vec<Case> = cases
            .iter()
            .filter(|case| case.program.is_none())
            .map(|case| Case {
                name: format!("{}@baseline", case.name),
                program: Some(baseline.to_string_lossy().into_owned()),
                args: case
                    .args
                    .iter()
                    .map(|arg| if *arg == archive { baseline_archive.clone() } else { arg.clone() })
                    .collect(),
                stdin: case.stdin.clone(),
                // Another build may squash otherwise: its output is its own.
                expected: None,
                fresh: case.fresh,
            })
            .collect();
        cases.extend(theirs);
    }
    cases
}

/// The variable naming another `ctx` binary to run beside this build's.
const BASELINE: &str = "CTX_BENCH_BASELINE";

/// The archive the archived case writes to (`suffix` tells the baseline's apart): one per bench
/// process, removed when it ends.
fn archive_path(suffix: &str) -> PathBuf {
    std::env::temp_dir().join(format!("ctx-startup-bench-{}{suffix}.sqlite", std::process::id()))
}

/// Removes the archive and its WAL and shared-memory files, so runs do not pile up in the
/// temporary directory (each holds some 25 MB of compressed originals).
fn remove_archive() {
    for archive in [archive_path(""), archive_path("-baseline")] {
        for suffix in ["", "-wal", "-shm"] {
            let mut path = archive.clone().into_os_string();
            path.push(suffix);
            // A file never made (the case filtered out) is not an error.
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Spawns the binary once, feeds it the case's input (with a first line of its own, `run` its
/// number, when the case wants fresh input) and waits for it to exit.
fn run(case: &Case, run: usize) -> Output {
    let mut child = Command::new(case.program.as_deref().unwrap_or(env!("CARGO_BIN_EXE_ctx")))
        .args(&case.args)
        .env("CTX_ARCHIVE", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ctx starts");
    let mut stdin = child.stdin.take().expect("a piped stdin");
    if case.fresh {
        stdin.write_all(format!("run {run}\n").as_bytes()).expect("ctx reads its input");
    }
    stdin.write_all(&case.stdin).expect("ctx reads its input");
    drop(stdin);
    child.wait_with_output().expect("ctx exits")
}

/// The CPU time (user + system) of this process's waited-for children so far: `cutime` and
/// `cstime` of /proc/self/stat, in the kernel's fixed 100 ticks a second. `None` off Linux.
fn children_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    // cutime and cstime are fields 16 and 17 of the line, 14 and 15 after the name.
    let ticks: u64 = fields.get(13)?.parse::<u64>().ok()? + fields.get(14)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn main() {
    // cargo passes `--bench`; any other argument is a filter, as with criterion.
    let filters: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with("--")).collect();
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|case| {
            let id = format!("startup/{}", case.name);
            filters.is_empty() || filters.iter().any(|filter| id.contains(filter.as_str()))
        })
        .collect();
    for case in &cases {
        let id = format!("startup/{}", case.name);
        let output = run(case, 0);
        assert!(output.status.success(), "{id}: {}", String::from_utf8_lossy(&output.stderr));
        if let Some(expected) = &case.expected {
            assert_eq!(&String::from_utf8_lossy(&output.stdout), expected, "{id}");
        }
        if case.fresh {
            assert!(
                String::from_utf8_lossy(&output.stdout).contains(" omitted — recall "),
                "{id}: a marker names the handle"
            );
        }
    }
    for index in 1..=WARM_UP {
        for case in &cases {
            run(case, index);
        }
    }
    // Each case's runs and CPU time, the cases one run each in turn.
    let mut times: Vec<Vec<Duration>> = cases.iter().map(|_| Vec::with_capacity(RUNS)).collect();
    let mut cpu: Vec<Option<Duration>> = cases.iter().map(|_| Some(Duration::ZERO)).collect();
    for index in 0..RUNS {
        for (at, case) in cases.iter().enumerate() {
            let cpu_before = children_cpu();
            let start = Instant::now();
            run(case, WARM_UP + 1 + index);
            times[at].push(start.elapsed());
            let spent = children_cpu().zip(cpu_before).map(|(after, before)| after.saturating_sub(before));
            cpu[at] = cpu[at].zip(spent).map(|(sum, spent)| sum + spent);
        }
    }
    for ((case, mut times), cpu) in cases.iter().zip(times).zip(cpu) {
        let id = format!("startup/{}", case.name);
        times.sort_unstable();
        let (median, p95, min) = (times[RUNS / 2], times[RUNS * 95 / 100], times[0]);
        let cpu = cpu.map(|cpu| format!("   cpu {:>5.2} ms", millis(cpu / RUNS as u32))).unwrap_or_default();
        println!(
            "{id:<39} median {:>6.2} ms   p95 {:>6.2} ms   min {:>6.2} ms{cpu}   ({RUNS} runs)",
            millis(median),
            millis(p95),
            millis(min)
        );
    }
    remove_archive();
}
