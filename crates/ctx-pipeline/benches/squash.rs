//! Squash throughput on recorded real outputs at 1 MB and 8 MB (linear growth), per squasher
//! (NDJSON included).
//!
//! Run with `cargo xtask bench squash` (or `cargo bench -p ctx-pipeline --bench squash`); figures
//! in docs/benchmarks.md.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ctx_testdata::{json_up_to, lines_up_to, tool_output as fixture};

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

criterion_group!(benches, squashers);
criterion_main!(benches);
