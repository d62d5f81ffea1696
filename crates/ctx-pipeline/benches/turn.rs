//! The per-turn cost on long histories built from the recorded trajectories: dedup + counting for
//! one new message (design and cache-aware policies), collapse over 10,000 messages, and shaping.
//!
//! Run with `cargo xtask bench turn` (or `cargo bench -p ctx-pipeline --bench turn`); figures in
//! docs/benchmarks.md.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use ctx_message::{ChatMessage, Conversation};
use ctx_pipeline::Pipeline;
use ctx_shaping::Options;
use ctx_tokens::CountCache;

/// The first `len` messages of the trajectories, one after another, cycling when they run out.
fn history(len: usize) -> Vec<ChatMessage> {
    let all: Vec<ChatMessage> = ctx_testdata::trajectory_paths()
        .iter()
        .flat_map(|path| Conversation::parse(&ctx_testdata::read(path)).expect("parses").messages)
        .collect();
    all.iter().cycle().take(len).cloned().collect()
}

fn per_turn(c: &mut Criterion) {
    let messages = history(1_001);
    let (earlier, newest) = messages.split_at(1_000);
    let mut group = c.benchmark_group("turn_1000");
    group.sample_size(20);
    // A turn with one new message whose own tokens are already counted: what the history costs.
    group.bench_function("dedup_and_count", |b| {
        let mut pipeline = Pipeline::new(10_000_000);
        let mut history = messages.clone();
        pipeline.turn(&mut history, None);
        b.iter(|| pipeline.turn(black_box(&mut history), None));
    });
    // The same turn including the new message's first tokenization.
    group.bench_function("dedup_and_count_with_new_message", |b| {
        b.iter_batched(
            || {
                let mut pipeline = Pipeline::new(10_000_000);
                let mut history = earlier.to_vec();
                pipeline.turn(&mut history, None);
                history.push(newest[0].clone());
                (pipeline, history)
            },
            |(mut pipeline, mut history)| pipeline.turn(&mut history, None),
            BatchSize::LargeInput,
        );
    });
    // The same turn under the cache-aware policy: back-references, supersession and masking.
    group.bench_function("cache_aware", |b| {
        let mut pipeline = Pipeline::with_policy(
            10_000_000,
            ctx_calls::Tools::default(),
            ctx_pipeline::Policy::cache_aware(),
        );
        let mut history = messages.clone();
        pipeline.turn(&mut history, None);
        b.iter(|| pipeline.turn(black_box(&mut history), None));
    });
    group.finish();
}

fn collapse_10k(c: &mut Criterion) {
    let messages = history(10_000);
    let mut group = c.benchmark_group("collapse_10000");
    group.sample_size(20);
    group.bench_function("in_place_warm_default_set", |b| {
        let mut collapser = ctx_dedup::Collapser::new(ctx_calls::Tools::default());
        let mut history = messages.clone();
        collapser.collapse_in_place(&mut history);
        b.iter(|| collapser.collapse_in_place(black_box(&mut history)));
    });
    // The worst case: every tool is read-only, so every call is keyed.
    let config = ctx_calls::Tools::default().with_read_only_set(["*"]);
    group.bench_function("in_place_warm", |b| {
        let mut collapser = ctx_dedup::Collapser::new(config.clone());
        let mut history = messages.clone();
        collapser.collapse_in_place(&mut history);
        b.iter(|| collapser.collapse_in_place(black_box(&mut history)));
    });
    group.bench_function("in_place_cold", |b| {
        b.iter_batched(
            || (ctx_dedup::Collapser::new(config.clone()), messages.clone()),
            |(mut collapser, mut history)| collapser.collapse_in_place(&mut history),
            BatchSize::LargeInput,
        );
    });
    group.finish();
}

fn shaping(c: &mut Criterion) {
    let messages = history(1_000);
    let counts = CountCache::new().counts(&messages);
    let total: usize = counts.iter().sum();
    let options = Options::new(total / 2).force(true);
    assert!(ctx_shaping::shape_with_counts(&messages, &counts, options, None).shaped);
    let mut group = c.benchmark_group("shape_1000");
    group.sample_size(20);
    group.bench_function("with_counts_no_summarizer", |b| {
        b.iter(|| ctx_shaping::shape_with_counts(black_box(&messages), &counts, options, None));
    });
    group.finish();
}

criterion_group!(benches, per_turn, collapse_10k, shaping);
criterion_main!(benches);
