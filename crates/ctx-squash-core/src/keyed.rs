//! `Keyed`: the one hash state of every map or set keyed by what an input writes (or by a hash
//! of it), its key drawn once per process from the operating system's randomness.
//!
//! A squasher's input may be a stranger's (the proxy squashes the tool results a client sends),
//! and a map whose hasher has no key lets that stranger write thousands of distinct keys that
//! fall in one bucket: every insertion and lookup then walks them all, and a squash of one
//! megabyte takes seconds. A fixed function can be inverted or searched offline; a key the
//! attacker never sees cannot. The hash function is foldhash's fast one (a folded 64×64→128-bit
//! multiply, already built for hashbrown), its shared seed and per-hasher seed both drawn once
//! per process from std's `RandomState` (the operating system's randomness) into a `OnceLock`,
//! so a map built costs one load, not a seeding.
//!
//! foldhash is minimally DoS-resistant, no more: keyed, it leaves an attacker no offline search
//! for colliding keys, but it is no cryptographic hash, and the key is per process — a
//! long-running proxy keeps one key for every session it squashes. The key is never written:
//! [`Keyed`]'s `Debug` hides its seeds, and only the `test-seeds` feature (ctx-pipeline's tests)
//! can set it.
//!
//! Nothing a squash writes may depend on the key: no output reads a map's iteration order
//! unsorted, and a sort over what a map gave is total (`tests/seeds.rs` in ctx-pipeline squashes
//! the recorded fixtures under several keys and compares).

use std::collections::hash_map::RandomState as StdRandomState;
use std::hash::{BuildHasher, Hasher};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use foldhash::SharedSeed;
use foldhash::fast::FoldHasher;

/// The process's key: foldhash's shared seed and the per-hasher seed every [`Keyed`] starts from.
struct Key {
    shared: SharedSeed,
    seed: AtomicU64,
}

/// Drawn on first use, from std's `RandomState` (keyed from the operating system).
fn key() -> &'static Key {
    static KEY: OnceLock<Key> = OnceLock::new();
    KEY.get_or_init(|| {
        let random = StdRandomState::new();
        Key {
            shared: SharedSeed::from_u64(random.hash_one(0u64)),
            seed: AtomicU64::new(random.hash_one(1u64)),
        }
    })
}

/// The hash state of a `HashMap` or `HashSet` keyed by an input's values: keyed by the process's
/// secret (see the module's documentation).
///
/// ```
/// use std::collections::HashMap;
/// use std::hash::BuildHasher;
/// use ctx_squash_core::Keyed;
///
/// let mut counts: HashMap<&str, usize, Keyed> = HashMap::default();
/// *counts.entry("MIT").or_default() += 1;
/// assert_eq!(counts["MIT"], 1);
/// // Two keys hash one value apart: the hash is the key's, not the value's alone.
/// assert_ne!(Keyed::with_seed(1).hash_one("MIT"), Keyed::with_seed(2).hash_one("MIT"));
/// ```
#[derive(Clone, Copy)]
pub struct Keyed {
    seed: u64,
    shared: &'static SharedSeed,
}

impl Keyed {
    /// A hash state of per-hasher seed `seed` (with the process's shared seed): for tests that
    /// compare what a map answers under several keys.
    #[must_use]
    pub fn with_seed(seed: u64) -> Keyed {
        Keyed { seed, shared: &key().shared }
    }

    /// Makes `seed` the per-hasher seed of every [`Keyed`] built by `default` from now on, in
    /// every thread: for tests that squash one input under several keys in one process (a map
    /// already built keeps its own). Output never depends on it. Returns the seed it replaces,
    /// so a test restores the process's own when done.
    #[doc(hidden)]
    #[cfg(feature = "test-seeds")]
    pub fn set_process_seed(seed: u64) -> u64 {
        key().seed.swap(seed, Ordering::Relaxed)
    }
}

/// Names the type, never its seeds: the key is the process's secret.
impl std::fmt::Debug for Keyed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Keyed").finish_non_exhaustive()
    }
}

impl Default for Keyed {
    #[inline]
    fn default() -> Keyed {
        let key = key();
        Keyed { seed: key.seed.load(Ordering::Relaxed), shared: &key.shared }
    }
}

impl BuildHasher for Keyed {
    type Hasher = KeyedHasher;

    #[inline]
    fn build_hasher(&self) -> KeyedHasher {
        KeyedHasher(FoldHasher::with_seed(self.seed, self.shared))
    }
}

/// The hasher [`Keyed`] builds.
#[derive(Clone)]
pub struct KeyedHasher(FoldHasher<'static>);

impl Hasher for KeyedHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0.finish()
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.0.write_u8(n);
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.0.write_u32(n);
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0.write_u64(n);
    }

    #[inline]
    fn write_u128(&mut self, n: u128) {
        self.0.write_u128(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.0.write_usize(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn seeds_hash_one_key_apart_and_one_seed_hashes_it_alike() {
        for key in [&b""[..], b"a", b"MIT", b"a longer key of more than sixteen bytes"] {
            let hashes: HashSet<u64> = (0..8).map(|seed| Keyed::with_seed(seed).hash_one(key)).collect();
            assert_eq!(hashes.len(), 8, "{key:?}");
            assert_eq!(Keyed::with_seed(3).hash_one(key), Keyed::with_seed(3).hash_one(key));
        }
        for n in [0u64, 1, u64::MAX] {
            assert_ne!(Keyed::with_seed(1).hash_one(n), Keyed::with_seed(2).hash_one(n));
        }
    }

    /// Texts tell apart what their pieces tell apart: a text from its prefix, from itself padded
    /// with a zero byte, and a pair from the same bytes parted elsewhere; a set of them holds
    /// each once.
    #[test]
    fn texts_hash_apart_by_their_pieces() {
        let state = Keyed::default();
        let texts = ["", "a", "a\0", "ab", "abcdefgh", "abcdefgh\0", "abcdefghi", "ba"];
        let hashes: HashSet<u64> = texts.iter().map(|t| state.hash_one(t)).collect();
        assert_eq!(hashes.len(), texts.len());
        assert_eq!(state.hash_one("abcdefghi"), state.hash_one(String::from("abcdefghi")));
        let mut set: HashSet<String, Keyed> = HashSet::default();
        for text in texts.iter().chain(&texts) {
            set.insert((*text).to_owned());
        }
        assert_eq!(set.len(), texts.len());
        assert!(set.contains("a\0") && !set.contains("abc"));
    }

    #[test]
    fn debug_hides_the_seeds() {
        let seed = 0x1234_5678_9abc_def0_u64;
        let shown = format!("{:?} {:#?}", Keyed::with_seed(seed), Keyed::default());
        assert_eq!(shown, "Keyed { .. } Keyed { .. }");
        assert!(!shown.contains(&seed.to_string()) && !shown.contains("9abc"), "{shown}");
    }

    #[test]
    fn the_process_key_is_not_a_fixed_one() {
        // Whatever the process drew, `default` reads it, and it is not the seed-0 state.
        let drawn = Keyed::default();
        assert_eq!(drawn.hash_one("MIT"), Keyed::default().hash_one("MIT"));
        assert_ne!(drawn.seed, 0);
    }

    #[test]
    fn keys_that_differ_land_apart_and_a_set_finds_what_it_holds() {
        let words: Vec<String> = (0..5_000).map(|n| format!("word_{n}")).collect();
        let mut set: HashSet<&str, Keyed> = HashSet::default();
        set.extend(words.iter().map(String::as_str));
        assert_eq!(set.len(), words.len());
        assert!(words.iter().all(|w| set.contains(w.as_str())));
        assert!(!set.contains("word_5000"));
        let state = Keyed::with_seed(7);
        let buckets: HashSet<u64> = words.iter().map(|w| state.hash_one(w) & 0xffff).collect();
        assert!(buckets.len() > 4_700, "{}", buckets.len());
        // Tuples: the end of a piece is part of the key.
        assert_ne!(state.hash_one(("ab", "c")), state.hash_one(("a", "bc")));
        assert_ne!(state.hash_one((1usize, 2u64)), state.hash_one((2usize, 1u64)));
    }
}
