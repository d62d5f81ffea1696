//! Counting throughput on recorded real text, pathological inputs, and the per-turn cache cost.
//! (The once-per-process cost of the first count is a whole-process benchmark: ctx-cli's
//! `startup`.)
//!
//! Run with `cargo xtask bench count` (or `cargo bench -p ctx-tokens`); figures in
//! docs/benchmarks.md.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ctx_message::{ChatMessage, Conversation};
use ctx_tokens::{CountCache, count_message_tokens, count_tokens};

fn trajectories() -> Vec<Conversation> {
    ctx_testdata::trajectory_paths()
        .iter()
        .map(|path| Conversation::parse(&ctx_testdata::read(path)).expect("parses"))
        .collect()
}

/// A 1,000-message history taken in order from the recorded trajectories.
fn history(conversations: &[Conversation], len: usize) -> Vec<ChatMessage> {
    conversations.iter().flat_map(|conversation| conversation.messages.iter().cloned()).take(len).collect()
}

fn real_text(c: &mut Criterion) {
    let conversations = trajectories();
    let text: String = conversations
        .iter()
        .flat_map(|conversation| conversation.messages.iter())
        .map(|message| message.content.text().into_owned())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(count_tokens(&text) > 1_000_000);
    let mut group = c.benchmark_group("count_tokens");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("trajectory_text", |b| b.iter(|| count_tokens(black_box(&text))));
    group.finish();
}

fn pathological(c: &mut Criterion) {
    let mut group = c.benchmark_group("pathological");
    group.sample_size(10);
    for (name, unit, megabytes) in
        [("spaces", " ", 1), ("tabs", "\t", 1), ("letter", "a", 1), ("dashes", "-", 1), ("letter", "a", 8)]
    {
        let text = unit.repeat(megabytes * 1_000_000);
        assert!(count_tokens(&text) > 0);
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::new(name, format!("{megabytes}MB")), &text, |b, text| {
            b.iter(|| count_tokens(black_box(text)));
        });
    }
    group.finish();
}

fn per_turn(c: &mut Criterion) {
    let conversations = trajectories();
    let messages = history(&conversations, 1_001);
    let (earlier, newest) = messages.split_at(1_000);
    let mut cache = CountCache::new();
    let direct: usize = messages.iter().map(count_message_tokens).sum();
    assert_eq!(cache.total(&messages), direct);

    let mut group = c.benchmark_group("history_1000");
    group.sample_size(20);
    // The turn's overhead once the new message is counted: one fingerprint pass over the history.
    group.bench_function("cached_total_after_append", |b| b.iter(|| cache.total(black_box(&messages))));
    // The new message's own tokenization, for reference.
    group.bench_function("new_message_alone", |b| b.iter(|| count_message_tokens(black_box(&newest[0]))));
    // What every turn would cost without the cache.
    group.bench_function("full_recount", |b| {
        b.iter(|| earlier.iter().chain(newest).map(count_message_tokens).sum::<usize>());
    });
    group.finish();
}

criterion_group!(benches, real_text, pathological, per_turn);
criterion_main!(benches);
