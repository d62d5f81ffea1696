//! The archive's size against the raw bytes of the recorded fixtures (`fixtures/tools`), per
//! zstd level, with the time to store and to index them; and a 1 MB put beside `gzip -1` over
//! the same bytes, whole process, when `gzip` is installed.
//!
//! `cargo run --release -p ctx-archive --example archive_size`; figures in docs/benchmarks.md.
//! With `put N` it only stores N new 1 MB logs into a warm archive (after 20 to warm it), for
//! `perf stat -e task-clock` or `valgrind --tool=callgrind` to count what a put costs beside a
//! run with `put 0`.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ctx_archive::{Archive, Options, SqliteArchive};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [mode, count] = args.as_slice()
        && mode == "put"
    {
        puts(count.parse().expect("put N"));
        return;
    }
    let dir = ctx_testdata::workspace_root().join("fixtures/tools");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures/tools")
        .filter_map(|entry| Some(entry.ok()?.path()))
        .collect();
    paths.sort();
    let originals: Vec<Vec<u8>> = paths.iter().map(|path| std::fs::read(path).expect("fixture")).collect();
    let raw: usize = originals.iter().map(Vec::len).sum();
    println!("{} fixtures, {raw} bytes\n", originals.len());
    println!(
        "| zstd level | chunks / raw | file / raw | after compact / raw | file, no index / raw | put all | index all |"
    );
    println!("|---|---|---|---|---|---|---|");
    for level in [-5, -1, 1, 3, 6, 9, 19] {
        let work = tempfile::tempdir().expect("tempdir");
        let path = work.path().join("archive.sqlite");
        let archive = SqliteArchive::open(&path, &Options::default().level(level)).expect("open");
        let start = Instant::now();
        for (original, path) in originals.iter().zip(&paths) {
            archive.put(original, path.file_name().and_then(|name| name.to_str())).expect("put");
        }
        let put = start.elapsed();
        let unindexed = file_size(&path);
        let start = Instant::now();
        archive.index_pending().expect("index");
        let index = start.elapsed();
        let stored = archive.stats().expect("stats").stored;
        let indexed = file_size(&path);
        archive.compact().expect("compact");
        let compacted = file_size(&path);
        println!(
            "| {level} | {:.3} | {:.3} | {:.3} | {:.3} | {:.1} ms | {:.1} ms |",
            stored as f64 / raw as f64,
            indexed as f64 / raw as f64,
            compacted as f64 / raw as f64,
            unindexed as f64 / raw as f64,
            ms(put),
            ms(index)
        );
    }
    compare_with_gzip();
}

/// Stores `count` new 1 MB logs into an archive warmed with 20.
fn puts(count: usize) {
    let log = ctx_testdata::lines_up_to(&ctx_testdata::tool_output("cargo-trace-log.txt"), 1_000_000);
    let work = tempfile::tempdir().expect("tempdir");
    let archive = SqliteArchive::open(work.path().join("archive.sqlite"), &Options::default()).expect("open");
    let originals: Vec<String> = (0..20 + count).map(|n| format!("{n:>16}{}", &log[16..])).collect();
    let mut samples = Vec::new();
    for (n, original) in originals.iter().enumerate() {
        let start = Instant::now();
        archive.put(original.as_bytes(), None).expect("put");
        if n >= 20 {
            samples.push(start.elapsed());
        }
    }
    if !samples.is_empty() {
        println!("{count} puts of a new 1 MB log: median {:.2} ms", ms(median(samples)));
    }
}

/// The database's size once its write-ahead log is checkpointed into it.
fn file_size(path: &Path) -> u64 {
    let sqlite = rusqlite::Connection::open(path).expect("sqlite");
    sqlite.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())).expect("checkpoint");
    std::fs::metadata(path).expect("the file").len()
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e3
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// A 1 MB capture stored into a warm archive, and `gzip -1` over the same bytes from a file, as a
/// process of its own (what `ctx squash --archive` is measured against).
fn compare_with_gzip() {
    let log = ctx_testdata::lines_up_to(&ctx_testdata::tool_output("cargo-trace-log.txt"), 1_000_000);
    let work = tempfile::tempdir().expect("tempdir");
    let archive = SqliteArchive::open(work.path().join("archive.sqlite"), &Options::default()).expect("open");
    let mut samples = Vec::new();
    for n in 0..40 {
        let original = format!("{n:>16}{}", &log[16..]);
        let start = Instant::now();
        archive.put(original.as_bytes(), None).expect("put");
        samples.push(start.elapsed());
    }
    println!(
        "\nput of a new 1 MB log into a warm archive: median {:.2} ms (of 40)",
        ms(median(samples[10..].to_vec()))
    );
    let input = work.path().join("capture.log");
    std::fs::write(&input, &log).expect("write");
    let mut samples = Vec::new();
    for _ in 0..30 {
        let start = Instant::now();
        let Ok(status) = Command::new("gzip")
            .args(["-1", "-c"])
            .stdin(std::fs::File::open(&input).expect("open"))
            .stdout(Stdio::null())
            .status()
        else {
            println!("gzip is not installed: no comparison");
            return;
        };
        assert!(status.success());
        samples.push(start.elapsed());
    }
    println!("gzip -1 over the same 1 MB, whole process: median {:.2} ms (of 30)", ms(median(samples)));
}
