//! `QuickHash`: the hasher of the sets and maps the names passes fill on every turn — names,
//! a few to 160 bytes each, and xxh3-128 digests. Each piece a key writes is hashed whole by
//! one-shot xxh3-64, seeded with what came before, rather than fed to a streaming xxh3 state
//! (whose set-up and buffering cost a name several times what hashing it does). Deterministic,
//! as the streaming one was; for keys of these sets and maps only, never for a digest kept or
//! compared elsewhere, and never for a map whose order is read.

use std::hash::{BuildHasher, Hasher};

use xxhash_rust::xxh3::xxh3_64_with_seed;

/// Builds [`QuickHasher`]s: the `S` of a `HashMap` or `HashSet` keyed by names or digests.
#[derive(Debug, Clone, Copy, Default)]
pub struct QuickHash;

impl BuildHasher for QuickHash {
    type Hasher = QuickHasher;

    fn build_hasher(&self) -> QuickHasher {
        QuickHasher(0)
    }
}

/// A key's hash: each piece written hashed by xxh3-64, seeded with the hash so far.
#[derive(Debug, Clone, Copy)]
pub struct QuickHasher(u64);

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        self.0 = xxh3_64_with_seed(bytes, self.0);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write(&[byte]);
    }

    fn write_u64(&mut self, value: u64) {
        self.write(&value.to_le_bytes());
    }

    fn write_u128(&mut self, value: u128) {
        self.write(&value.to_le_bytes());
    }

    fn write_usize(&mut self, value: usize) {
        self.write(&(value as u64).to_le_bytes());
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_that_differ_hash_apart_and_a_set_finds_what_it_holds() {
        let hash = |key: &str| QuickHash.hash_one(key);
        assert_eq!(hash("src/a.rs"), hash("src/a.rs"));
        // The end of a piece is part of the key: "ab" then "c" is not "a" then "bc".
        assert_ne!(QuickHash.hash_one(("ab", "c")), QuickHash.hash_one(("a", "bc")));
        assert_ne!(hash("ParseError"), hash("ParseErrors"));
        assert_ne!(QuickHash.hash_one(1u128), QuickHash.hash_one(1u128 << 64));
        let names: Vec<String> = (0..5_000).map(|n| format!("name_{n}")).collect();
        let mut set: HashSet<&str, QuickHash> = HashSet::default();
        set.extend(names.iter().map(String::as_str));
        assert_eq!(set.len(), names.len());
        assert!(names.iter().all(|name| set.contains(name.as_str())));
        assert!(!set.contains("name_5000"));
        // Spread: 5,000 names fall in nearly as many distinct 16-bit buckets as random keys would.
        let buckets: HashSet<u64> = names.iter().map(|name| hash(name) & 0xffff).collect();
        assert!(buckets.len() > 4_700, "{}", buckets.len());
    }
}
