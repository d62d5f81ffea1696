//! Squash throughput on recorded real outputs at 1 MB and 8 MB (linear growth), per squasher
//! (NDJSON included), and on two adversarial inputs that were once quadratic: a manual with one
//! 4 MB line of distinct words (review72) and 1 MB of two-report series under one heading
//! (review75).
//!
//! Run with `cargo xtask bench squash` (or `cargo bench -p ctx-pipeline --bench squash`); figures
//! in docs/benchmarks.md.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ctx_testdata::{
    json_up_to, lines_up_to, series_under_one_heading, tool_output as fixture, with_line_of_distinct_words,
};

fn squashers(c: &mut Criterion) {
    let log = fixture("cargo-trace-log.txt");
    let generic = ctx_squash_text::clean_terminal(&fixture("python-sysconfig.txt")).into_owned();
    let json = fixture("pip-inspect.txt");
    let ndjson = fixture("cargo-build-json.txt");
    let mut group = c.benchmark_group("squash");
    group.sample_size(10);
    for megabytes in [1, 8] {
        let size = megabytes * 1_000_000;
        let input = lines_up_to(&log, size);
        assert!(ctx_squash_log::squash_log(&input).len() < input.len() / 10);
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("squash_log", format!("{megabytes}MB")),
            &input,
            |b, input| {
                b.iter(|| ctx_squash_log::squash_log(black_box(input)));
            },
        );

        let input = lines_up_to(&generic, size);
        assert!(ctx_squash_text::squash_generic(&input, 3_000).len() < input.len() / 10);
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("squash_generic", format!("{megabytes}MB")),
            &input,
            |b, input| {
                b.iter(|| ctx_squash_text::squash_generic(black_box(input), 3_000));
            },
        );

        let input = json_up_to(&json, size);
        assert!(serde_json::from_str::<serde_json::Value>(&ctx_squash_json::squash_json(&input)).is_ok());
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("squash_json", format!("{megabytes}MB")),
            &input,
            |b, input| {
                b.iter(|| ctx_squash_json::squash_json(black_box(input)));
            },
        );

        // cargo --message-format=json: every record a diagnostic, so every record is kept and
        // rewritten against the one above (the worst case for the NDJSON path).
        let input = lines_up_to(&ndjson, size);
        assert!(ctx_squash_json::squash_ndjson(&input).is_some_and(|out| out.len() < input.len() / 2));
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("squash_ndjson", format!("{megabytes}MB")),
            &input,
            |b, input| {
                b.iter(|| ctx_squash_json::squash_ndjson(black_box(input)));
            },
        );

        let input = lines_up_to(&log, size);
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("apply_log", format!("{megabytes}MB")),
            &input,
            |b, input| {
                b.iter(|| ctx_pipeline::apply("bash", black_box(input)));
            },
        );
    }
    group.finish();
}

/// The inputs reviews found quadratic, each timed once a sample: linear again, they take about
/// what a recorded output of their size takes.
fn adversarial(c: &mut Criterion) {
    let mut group = c.benchmark_group("squash_adversarial");
    group.sample_size(10);
    let input = with_line_of_distinct_words(&fixture("man-git-rebase.txt"), 4_000_000);
    assert!(ctx_pipeline::apply("bash", &input).len() < input.len() / 10);
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_with_input(BenchmarkId::new("apply_long_line", "4MB"), &input, |b, input| {
        b.iter(|| ctx_pipeline::apply("bash", black_box(input)));
    });
    let input = series_under_one_heading(1_000_000);
    assert!(ctx_squash_log::squash_log(&input).len() < input.len() / 10);
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_with_input(BenchmarkId::new("squash_log_one_heading", "1MB"), &input, |b, input| {
        b.iter(|| ctx_squash_log::squash_log(black_box(input)));
    });
    group.finish();
}

criterion_group!(benches, squashers, adversarial);
criterion_main!(benches);
