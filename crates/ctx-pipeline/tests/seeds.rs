//! What `squash` stores does not depend on the key of the squashers' maps (ctx-squash-core's
//! `Keyed`, drawn once per process): every recorded fixture, and inputs made of the rows and
//! fields the input-keyed maps count (templates, rare values, odd records, findings), squashed
//! under several keys in one process come out byte-identical: the process's own key (drawn from
//! the operating system, restored by each test when done) and the three of [`SEEDS`] (a fixture
//! under one of them in turn, so each key sees a third of the fixtures of every format).

use std::hash::BuildHasher;
use std::sync::{Mutex, MutexGuard};

use ctx_pipeline::squash;
use ctx_squash_core::Keyed;
use ctx_testdata::fixtures;
use proptest::prelude::*;

/// The keys tried after the process's own (which is random, and which every test starts under).
const SEEDS: [u64; 3] = [0x9e37_79b9_7f4a_7c15, 1, u64::MAX / 3];

/// The process's key held by one test: it may set others, and the process's own is restored
/// when the test is done (dropped), before the next test takes the lock.
struct Held {
    own: u64,
    _lock: MutexGuard<'static, ()>,
}

impl Drop for Held {
    fn drop(&mut self) {
        Keyed::set_process_seed(self.own);
    }
}

/// One test at a time sets the process's key (each compares under the keys it set), starting
/// under the process's own.
fn lock() -> Held {
    static LOCK: Mutex<()> = Mutex::new(());
    let lock = LOCK.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // Read by swapping it out and back: no test runs between.
    let own = Keyed::set_process_seed(0);
    Keyed::set_process_seed(own);
    Held { own, _lock: lock }
}

/// `squash(tool, text)`'s stored text and strategy under the process's key, then under each of
/// `seeds`; the name of the first key whose output differs, if any.
fn differs(tool: &str, text: &str, seeds: &[u64]) -> Option<u64> {
    let first = squash(tool, text);
    seeds.iter().copied().find(|&seed| {
        Keyed::set_process_seed(seed);
        squash(tool, text) != first
    })
}

#[test]
fn a_map_built_by_default_hashes_with_the_seed_set() {
    let held = lock();
    let own = Keyed::default().hash_one("UNLICENSED");
    for seed in SEEDS {
        Keyed::set_process_seed(seed);
        assert_eq!(Keyed::default().hash_one("UNLICENSED"), Keyed::with_seed(seed).hash_one("UNLICENSED"));
    }
    assert_ne!(Keyed::with_seed(SEEDS[0]).hash_one("MIT"), Keyed::with_seed(SEEDS[1]).hash_one("MIT"));
    // The process's own key is restored when the test is done: the next test starts under it,
    // not under the last seed set (else "the process's own and three more" would be three).
    drop(held);
    let _held = lock();
    assert_eq!(Keyed::default().hash_one("UNLICENSED"), own);
    assert!(SEEDS.iter().all(|&seed| Keyed::with_seed(seed).hash_one("UNLICENSED") != own));
}

#[test]
fn every_fixture_squashes_alike_under_every_key() {
    let _lock = lock();
    let differing: Vec<String> = fixtures::fixtures()
        .iter()
        .zip(SEEDS.iter().cycle())
        .filter_map(|(f, &seed)| {
            differs(&f.entry.tool, &f.text, &[seed]).map(|seed| format!("{} (seed {seed:#x})", f.entry.name))
        })
        .collect();
    assert!(differing.is_empty(), "output depends on the maps' key: {differing:?}");
}

/// A line of an input the maps are keyed by: a `key: value` field, a `path:line: message`
/// finding, a `[kind]`-tagged row or a templated log line, its words from small vocabularies so
/// that values repeat and some are rare.
fn line() -> impl Strategy<Value = String> {
    let word = prop::sample::select(vec![
        "MIT",
        "ISC",
        "yes",
        "no",
        "int(0)",
        "int(30)",
        "alpha",
        "b-2",
        "x.y",
        "UNLICENSED",
    ]);
    let key = prop::sample::select(vec!["license", "path", "timeout_s", "status", "name", "kind"]);
    prop_oneof![
        (key.clone(), word.clone()).prop_map(|(k, v)| format!("  {k}: {v}")),
        (0..40u32, word.clone()).prop_map(|(n, v)| format!("src/m{n}.rs:{}:3: warning: unused {v}", n * 7)),
        (0..500u32, word.clone()).prop_map(|(n, v)| format!("entry-{n} size {} [{v}]", n * 13)),
        (0..9u32, word, key)
            .prop_map(|(n, v, k)| format!("2026-12-05T10:0{n}:00Z INFO worker {k}={v} took {n}ms")),
        (0..30u32).prop_map(|n| format!("├─ pkg{n}@1.0.{n}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn generated_rows_squash_alike_under_every_key(
        lines in prop::collection::vec(line(), 100..900),
        tool in prop::sample::select(vec!["bash", "grep"]),
    ) {
        let _lock = lock();
        let text = lines.join("\n") + "\n";
        prop_assert_eq!(differs(tool, &text, &SEEDS), None);
    }
}
