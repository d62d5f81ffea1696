//! Reading and writing back every session dialect: the 19 trajectories (5 MB) converted into each
//! dialect, parsed (detection included), written back unchanged, and written back after one tool
//! result changed (only its record re-serialized).
//!
//! Run with `cargo xtask bench dialects` (or `cargo bench -p ctx-message`); figures in
//! docs/benchmarks.md.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ctx_message::{Content, Conversation, Dialect, Role};

/// The trajectories as documents of `dialect`.
fn documents(dialect: Dialect) -> Vec<String> {
    ctx_testdata::trajectory_paths()
        .iter()
        .map(|path| Conversation::parse(&ctx_testdata::read(path)).expect("parses"))
        .map(|conversation| match dialect {
            Dialect::OpenAiChat => conversation.to_json_pretty(),
            _ => conversation.write_as(dialect),
        })
        .collect()
}

fn dialects(c: &mut Criterion) {
    let mut group = c.benchmark_group("dialects");
    group.sample_size(10);
    for dialect in Dialect::ALL {
        let documents = documents(dialect);
        let bytes: usize = documents.iter().map(String::len).sum();
        let parsed: Vec<Conversation> =
            documents.iter().map(|text| Conversation::parse(text).expect("parses")).collect();
        assert!(parsed.iter().zip(&documents).all(|(conversation, text)| conversation.dialect() == dialect
            && (dialect == Dialect::OpenAiChat || conversation.write() == *text)));
        group.throughput(Throughput::Bytes(bytes as u64));
        group.bench_function(BenchmarkId::new("parse", dialect.name()), |b| {
            b.iter(|| {
                documents
                    .iter()
                    .map(|text| Conversation::parse(black_box(text)).map_or(0, |c| c.messages.len()))
                    .sum::<usize>()
            });
        });
        group.bench_function(BenchmarkId::new("write_unchanged", dialect.name()), |b| {
            b.iter(|| parsed.iter().map(|conversation| black_box(conversation).write().len()).sum::<usize>());
        });
        let changed: Vec<Conversation> = parsed
            .iter()
            .cloned()
            .map(|mut conversation| {
                if let Some(result) = conversation.messages.iter_mut().rev().find(|m| m.role == Role::Tool) {
                    result.content = Content::from("[replaced]");
                }
                conversation
            })
            .collect();
        group.bench_function(BenchmarkId::new("write_one_changed", dialect.name()), |b| {
            b.iter(|| {
                changed.iter().map(|conversation| black_box(conversation).write().len()).sum::<usize>()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, dialects);
criterion_main!(benches);
