//! The archive's speed targets: a 1 MB put into a warm store (≤ 2 ms), a page from a 10 MB
//! original (≤ 10 ms), a search over 10,000 archived outputs (≤ 50 ms); and what a put is made of
//! (SHA-256, zstd at several levels).
//!
//! Run with `cargo xtask bench archive` (or `cargo bench -p ctx-archive --bench archive`);
//! figures in docs/benchmarks.md. The archive's size against the fixtures' bytes, per zstd
//! level, is `cargo run --release -p ctx-archive --example archive_size`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ctx_archive::{Archive, LineRange, Options, SqliteArchive};
use ctx_testdata::{lines_up_to, tool_output as fixture};

const MB: usize = 1_000_000;

/// A fresh archive in a temporary directory (kept alive with it).
fn archive(options: &Options) -> (SqliteArchive, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = SqliteArchive::open(dir.path().join("archive.sqlite"), options).expect("open");
    (archive, dir)
}

/// `base` made distinct by a counter in its first bytes, so every put stores a new original.
fn variant(base: &[u8], counter: &mut u64) -> Vec<u8> {
    *counter += 1;
    let mut bytes = base.to_vec();
    let tag = format!("{counter:>16}");
    bytes[..16].copy_from_slice(tag.as_bytes());
    bytes
}

/// The time `iters` puts of new originals take, the put alone: each original is made before its
/// put and dropped after it, as a capture holds its output before and after archiving it.
fn timed_puts(store: &SqliteArchive, base: &[u8], counter: &mut u64, iters: u64) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let original = variant(base, counter);
        let start = Instant::now();
        black_box(store.put(black_box(&original), Some("bench")).expect("put"));
        total += start.elapsed();
    }
    total
}

fn put(c: &mut Criterion) {
    let log = lines_up_to(&fixture("cargo-trace-log.txt"), MB).into_bytes();
    let json = lines_up_to(&fixture("pip-inspect.txt"), MB).into_bytes();
    let mut group = c.benchmark_group("archive_put");
    group.throughput(Throughput::Bytes(MB as u64));
    let (store, _dir) = archive(&Options::default().cap(None));
    // Warm: the store already holds originals, its statements are prepared, its pages cached.
    let mut counter = 0;
    for _ in 0..20 {
        store.put(&variant(&log, &mut counter), Some("warm-up")).expect("put");
    }
    for (name, base) in [("log_1MB", &log), ("json_1MB", &json)] {
        let stored = store.put(&variant(base, &mut counter), None).expect("put");
        assert_eq!(store.get(&stored).expect("get").len(), base.len());
        group.bench_function(name, |b| b.iter_custom(|iters| timed_puts(&store, base, &mut counter, iters)));
    }
    // At its cap (32 MiB here), every put pays its share of eviction.
    let (full, _full_dir) = archive(&Options::default().cap(Some(32 << 20)));
    for _ in 0..300 {
        full.put(&variant(&log, &mut counter), None).expect("put");
    }
    assert!(full.stats().expect("stats").stored < 32 << 20);
    group.bench_function("log_1MB_at_cap", |b| {
        b.iter_custom(|iters| timed_puts(&full, &log, &mut counter, iters));
    });
    let repeat = store.put(&log, None).expect("put");
    group.bench_function("repeat_1MB", |b| {
        b.iter(|| assert_eq!(store.put(black_box(&log), None).expect("put"), repeat));
    });
    group.bench_function("sha256_1MB", |b| {
        b.iter(|| <sha2::Sha256 as sha2::Digest>::digest(black_box(&log)));
    });
    for level in [-1, 1, 3, 6] {
        group.bench_function(format!("zstd_{level}_1MB"), |b| {
            b.iter(|| {
                log.chunks(128 * 1024)
                    .map(|chunk| zstd::bulk::compress(black_box(chunk), level).expect("zstd").len())
                    .sum::<usize>()
            });
        });
    }
    group.finish();
}

fn page(c: &mut Criterion) {
    let log = lines_up_to(&fixture("cargo-trace-log.txt"), 10 * MB);
    let total = log.lines().count();
    let (store, _dir) = archive(&Options::default());
    let handle = store.put(log.as_bytes(), None).expect("put");
    let mut group = c.benchmark_group("archive_page");
    for (name, first) in [("10MB_first", 1), ("10MB_middle", total / 2), ("10MB_last", total - 150)] {
        let page = store.lines(&handle, &LineRange::starting_at(first)).expect("page");
        assert_eq!((page.first, page.total_lines), (first, total));
        assert!(page.last > first && page.text.lines().count() == page.last - first + 1);
        group.bench_function(name, |b| {
            b.iter(|| store.lines(&handle, black_box(&LineRange::starting_at(first))).expect("page"));
        });
    }
    assert!(store.grep(&handle, "TRACE", 10).expect("grep").total > 1_000);
    group.sample_size(10);
    group.bench_function("10MB_grep", |b| {
        b.iter(|| store.grep(&handle, black_box(r"error\[E\d+\]"), 50).expect("grep"));
    });
    group.finish();
}

/// 10,000 outputs cut from the recorded fixtures: line-aligned windows of 1.5 to 16 KB, each
/// under a header of its own (so each is a distinct original).
fn outputs() -> Vec<String> {
    let dir = ctx_testdata::workspace_root().join("fixtures/tools");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("fixtures")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    let texts: Vec<String> = names.iter().map(|name| fixture(name)).collect();
    let lines: Vec<Vec<&str>> = texts.iter().map(|text| text.split_inclusive('\n').collect()).collect();
    (0..10_000)
        .map(|n| {
            let (name, lines) = (&names[n % names.len()], &lines[n % names.len()]);
            let size = 1_500 + (n * 7_919) % 14_500;
            let mut output = format!("$ run {n} of {name}\n");
            for line in lines.iter().cycle().skip((n * 104_729) % lines.len()).take(lines.len()) {
                if output.len() + line.len() > size {
                    break;
                }
                output.push_str(line);
            }
            output
        })
        .collect()
}

fn search(c: &mut Criterion) {
    let (store, _dir) = archive(&Options::default().cap(None));
    let outputs = outputs();
    let raw: usize = outputs.iter().map(String::len).sum();
    for output in &outputs {
        store.put(output.as_bytes(), None).expect("put");
    }
    store.index_pending().expect("index");
    let stats = store.stats().expect("stats");
    assert_eq!(stats.originals, 10_000);
    eprintln!("search corpus: 10,000 outputs, {raw} bytes, archive file {:?} bytes", stats.file_bytes);
    let mut group = c.benchmark_group("archive_search");
    for (name, query) in [
        ("10k_rare_phrase", "borrow of moved value"),
        ("10k_common_word", "error"),
        ("10k_common_phrase", "warning unused"),
        ("10k_absent", "no such phrase anywhere"),
    ] {
        let found = store.search(query, 10).expect("search");
        assert_eq!(found.unindexed, 0);
        assert_eq!(found.total == 0, name == "10k_absent", "{query}");
        eprintln!("{query:?}: {} originals", found.total);
        group.bench_function(name, |b| b.iter(|| store.search(black_box(query), 10).expect("search")));
    }
    group.finish();
}

criterion_group!(benches, put, page, search);
criterion_main!(benches);
