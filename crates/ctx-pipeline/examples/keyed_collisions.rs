//! The proof of ctx-squash-core's `Keyed`: an input crafted against the unkeyed hasher the
//! template miner's groups map had (`Mixed`, one multiply over the group's token count and
//! first token's hash) makes every group land in one bucket with one control byte, so each new
//! line walks all the groups before it. Run:
//! `cargo run --release -p ctx-pipeline --example keyed_collisions [-- --write FILE]`.
//!
//! It crafts lines of one 16-byte token each whose groups collide under the old hasher (the old
//! hasher is written out below, as it stood: it is a fixed function, so its inverse is too),
//! times a map of those groups under the old hasher and under `Keyed`, then times `squash` of
//! one megabyte of those lines with the library as built. `--write FILE` writes the crafted text,
//! for timing a `ctx squash` binary built before the fix on it.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

use ctx_squash_core::Keyed;

/// The odd constant of the old multiplicative mix, and its inverse modulo 2^64.
const K: u64 = 0x9e37_79b9_7f4a_7c15;
const K_INVERSE: u64 = 0xf1de_83e1_9937_733d;

/// The old template mix (ctx-squash-core's template.rs).
fn mix(h: u64, word: u64) -> u64 {
    (h.rotate_left(23) ^ word).wrapping_mul(K)
}

/// The old unkeyed hasher of the miner's maps, as it stood (`MixHasher`).
#[derive(Default)]
struct OldMix(u64);

impl Hasher for OldMix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = mix(self.0, u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = mix(self.0, n);
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = mix(self.0, n as u64);
    }
}

/// A 16-byte token's hash as the miner reads it: two words mixed, its length, the high bits
/// folded down.
fn token_hash16(w1: u64, w2: u64) -> u64 {
    let h = mix(mix(0, w1), w2);
    let m = mix(h, 16);
    m ^ (m >> 29)
}

/// A byte a crafted token may hold: printable ASCII, no blank (tokens part there), no digit (a
/// token holding one is masked out of its group), no quote (a quoted phrase is one token).
fn allowed(b: u8) -> bool {
    b.is_ascii_graphic() && !b.is_ascii_digit() && b != b'"'
}

/// A small deterministic generator (xorshift).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// `count` distinct 16-byte tokens whose groups `(1, token hash)` hash, under the old hasher, to
/// values equal in their low 24 bits (the bucket of any table up to 16 M buckets) and their top
/// 7 bits (hashbrown's tag): every probe of one meets all the others.
fn crafted(count: usize) -> Vec<String> {
    let start = mix(0, 1); // the state once the group's token count (1) is written
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let alphabet: Vec<u8> = (0..=255).filter(|&b| allowed(b)).collect();
    let mut tokens = Vec::with_capacity(count);
    for k in 0..count as u64 {
        // The old hash wanted: fixed low 24 and top 7 bits, the rest told apart by `k`.
        let wanted = (k << 24) & !(0x7f << 57) | 0x00ab_cdef;
        let first = (start.rotate_left(23)) ^ wanted.wrapping_mul(K_INVERSE); // the token hash
        // Invert the token hash: m, then the state after both words, then the second word.
        let m = first ^ (first >> 29) ^ (first >> 58);
        let h = (m.wrapping_mul(K_INVERSE) ^ 16).rotate_right(23);
        loop {
            // The first word free, drawn from the allowed bytes; the second solves for the hash.
            let r = next(&mut seed);
            let w1 = u64::from_le_bytes(std::array::from_fn(|i| {
                alphabet[(r >> (i * 8)) as usize % alphabet.len()]
            }));
            let w2 = h.wrapping_mul(K_INVERSE) ^ mix(0, w1).rotate_left(23);
            if w2.to_le_bytes().into_iter().all(allowed) {
                debug_assert_eq!(token_hash16(w1, w2), first);
                let mut bytes = w1.to_le_bytes().to_vec();
                bytes.extend(w2.to_le_bytes());
                tokens.push(String::from_utf8(bytes).expect("ASCII"));
                break;
            }
        }
    }
    tokens
}

fn main() {
    let write = std::env::args().skip_while(|a| a != "--write").nth(1);
    let lines = 1_000_000 / 17;
    let started = Instant::now();
    let tokens = crafted(lines);
    println!("crafted {} tokens in {:.2?}", tokens.len(), started.elapsed());

    // Check the collision under the old hasher, and time a map of the groups under each hasher.
    let groups: Vec<(usize, u64)> = tokens
        .iter()
        .map(|t| {
            let b = t.as_bytes();
            let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().expect("eight bytes"));
            (1, token_hash16(word(0), word(8)))
        })
        .collect();
    let old = BuildHasherDefault::<OldMix>::default();
    let bucket = |g: &(usize, u64)| std::hash::BuildHasher::hash_one(&old, g) & 0xff_ffff;
    assert!(
        groups.iter().all(|g| bucket(g) == bucket(&groups[0])),
        "the groups collide under the old hasher"
    );
    let time_map = |name: &str, mut map: HashMap<(usize, u64), u32, _>| {
        let started = Instant::now();
        for (i, &g) in groups.iter().enumerate() {
            map.entry(g).or_insert(i as u32);
        }
        println!("{name}: {} groups inserted in {:.2?}", map.len(), started.elapsed());
    };
    time_map("old unkeyed Mixed", HashMap::with_hasher(BuildHasherDefault::<OldMix>::default()));
    let keyed: HashMap<(usize, u64), u32, Keyed> = HashMap::default();
    let started = Instant::now();
    let mut keyed = keyed;
    for (i, &g) in groups.iter().enumerate() {
        keyed.entry(g).or_insert(i as u32);
    }
    println!("Keyed: {} groups inserted in {:.2?}", keyed.len(), started.elapsed());

    let text = tokens.join("\n") + "\n";
    let started = Instant::now();
    let squashed = ctx_pipeline::squash("bash", &text);
    println!(
        "squash of {} bytes ({} lines, {}): {} bytes out in {:.2?}",
        text.len(),
        tokens.len(),
        squashed.strategy.name(),
        squashed.text.len(),
        started.elapsed()
    );
    if let Some(path) = write {
        std::fs::write(&path, &text).expect("write the crafted text");
        println!("wrote {path}");
    }
}
