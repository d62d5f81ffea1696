//! What `ctx run` adds to a command, whole process, side by side with the bare command: `true`
//! (nothing printed), `sh -c 'cat LOG'` (a recorded 2.5 KB test log, a file read: printed
//! exact), and `sh -c 'cat LOG; exit 1'` (the same output squashed, its original archived in a
//! temporary SQLite file; and with `--no-archive`).
//!
//! Each case first checks what `ctx run` prints against the bare command and the library, then
//! spawns the bare command and `ctx run -- COMMAND` alternately, [`WARM_UP`] times untimed and
//! [`RUNS`] times timed, and prints the median and 95th percentile of each, the difference of the
//! medians, and on Linux the mean CPU time (user + system) of each. Not criterion: a run is a
//! whole process, and alternating keeps the machine's drift out of the difference.
//!
//! Run with `cargo bench -p ctx-cli --bench run [FILTER]` (or `cargo xtask bench run/`); figures
//! in docs/benchmarks.md.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Timed runs per command.
const RUNS: usize = 300;
/// Untimed runs before them.
const WARM_UP: usize = 20;

struct Case {
    name: &'static str,
    /// Flags of `ctx run` before `--`.
    flags: &'static [&'static str],
    command: Vec<String>,
    /// What `ctx run` must print (a squashed output: as the pipeline squashes it without an
    /// archive, which `ctx run` annotates and ends with a footer).
    expected: Vec<u8>,
}

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let log = root.join("fixtures/tools/pytest-fail.txt");
    let output = std::fs::read_to_string(&log).expect("the recorded pytest log");
    let read = format!("cat '{}'", log.display());
    // The same output from a command that is not a plain file read (and fails, as pytest did):
    // squashed as the pipeline squashes that call.
    let failing = format!("{read}; exit 1");
    let call =
        ctx_pipeline::ToolCall::function("1", "bash", serde_json::json!({ "command": failing }).to_string());
    let squashed = ctx_pipeline::squash_call(&call, &output).text.into_owned();
    assert!(squashed.len() < output.len(), "the log squashes");
    vec![
        Case { name: "true", flags: &[], command: vec!["true".into()], expected: Vec::new() },
        Case {
            name: "cat_2.5KB_log_exact",
            flags: &[],
            command: vec!["sh".into(), "-c".into(), read],
            expected: output.into_bytes(),
        },
        Case {
            name: "2.5KB_log_squashed",
            flags: &[],
            command: vec!["sh".into(), "-c".into(), failing.clone()],
            expected: squashed.clone().into_bytes(),
        },
        Case {
            name: "2.5KB_log_squashed_no_archive",
            flags: &["--no-archive"],
            command: vec!["sh".into(), "-c".into(), failing],
            expected: squashed.into_bytes(),
        },
    ]
}

/// The archive the squashed case keeps its original in: the default behaviour, kept out of the
/// source tree.
fn archive_path() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("ctx-run-bench-{}.sqlite", std::process::id()))
}

fn spawn(program: &str, args: &[String]) -> Output {
    Command::new(program)
        .args(args)
        .env_remove("CTX_RAW")
        .env("CTX_ARCHIVE", archive_path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("the command runs")
}

/// The CPU time (user + system) of this process's waited-for children so far, from
/// /proc/self/stat in the kernel's fixed 100 ticks a second. `None` off Linux.
fn children_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(13)?.parse::<u64>().ok()? + fields.get(14)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// Median and 95th percentile.
fn summary(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort_unstable();
    (times[times.len() / 2], times[times.len() * 95 / 100])
}

fn main() {
    let ctx = env!("CARGO_BIN_EXE_ctx");
    let filters: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with("--")).collect();
    for case in cases() {
        let id = format!("run/{}", case.name);
        if !filters.is_empty() && !filters.iter().any(|filter| id.contains(filter.as_str())) {
            continue;
        }
        let (program, args) = case.command.split_first().expect("a command");
        let mut wrapped = vec!["run".to_owned()];
        wrapped.extend(case.flags.iter().map(|flag| (*flag).to_owned()));
        wrapped.push("--".to_owned());
        wrapped.extend(case.command.iter().cloned());
        let bare = spawn(program, args);
        let through = spawn(ctx, &wrapped);
        assert_eq!(through.status.code(), bare.status.code(), "{id}");
        if through.stdout.len() < bare.stdout.len() {
            // The pipeline's squash, its markers naming the archived original, then the footer.
            let printed = String::from_utf8_lossy(&through.stdout);
            let expected = String::from_utf8_lossy(&case.expected);
            assert_eq!(printed.lines().next(), expected.lines().next(), "{id}");
            let archived = case.flags.is_empty();
            assert_eq!(printed.contains("lines omitted — recall "), archived, "{id}: {printed}");
            let footer = printed.lines().last().unwrap_or_default();
            assert!(footer.starts_with("[ctx: output squashed from"), "{id}");
            assert_eq!(footer.contains("`ctx recall "), archived, "{id}");
        } else {
            assert_eq!(through.stdout, case.expected, "{id}");
        }
        for _ in 0..WARM_UP {
            spawn(program, args);
            spawn(ctx, &wrapped);
        }
        let (mut bare_times, mut ctx_times) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
        let (mut bare_cpu, mut ctx_cpu) = (Duration::ZERO, Duration::ZERO);
        for _ in 0..RUNS {
            let before = children_cpu();
            let start = Instant::now();
            spawn(program, args);
            bare_times.push(start.elapsed());
            let middle = children_cpu();
            let start = Instant::now();
            spawn(ctx, &wrapped);
            ctx_times.push(start.elapsed());
            let after = children_cpu();
            if let (Some(before), Some(middle), Some(after)) = (before, middle, after) {
                bare_cpu += middle.saturating_sub(before);
                ctx_cpu += after.saturating_sub(middle);
            }
        }
        let (bare_median, bare_p95) = summary(&mut bare_times);
        let (ctx_median, ctx_p95) = summary(&mut ctx_times);
        let cpu = |total: Duration| millis(total / RUNS as u32);
        println!(
            "{id:<32} bare median {:>6.2} ms p95 {:>6.2} ms cpu {:>5.2} ms | ctx run median {:>6.2} ms p95 {:>6.2} ms cpu {:>5.2} ms | added {:>5.2} ms ({RUNS} runs each)",
            millis(bare_median),
            millis(bare_p95),
            cpu(bare_cpu),
            millis(ctx_median),
            millis(ctx_p95),
            cpu(ctx_cpu),
            millis(ctx_median.saturating_sub(bare_median)),
        );
    }
    for suffix in ["", "-wal", "-shm"] {
        let mut path = archive_path().into_os_string();
        path.push(suffix);
        let _ = std::fs::remove_file(path);
    }
}
