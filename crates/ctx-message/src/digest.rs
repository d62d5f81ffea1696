//! `digest128`: the xxh3-128 digest of a text written in pieces (a message's text and its calls'
//! arguments), hashed one-shot from a stack buffer when the pieces fit it, rather than fed to a
//! streaming xxh3 state, whose set-up, buffering and digest cost a short message several times
//! what hashing it does. The digest is the very value the streaming state gives (xxh3's one-shot
//! and streaming digests of the same bytes agree), so it may stand wherever that one is kept.

use xxhash_rust::xxh3::{Xxh3, xxh3_128};

/// The most bytes hashed from the stack; longer texts are streamed.
const STACK_BYTES: usize = 1024;

/// The xxh3-128 digest of the bytes `pieces` writes, in order, to the sink it is handed: the
/// digest `Xxh3::update` of each piece then `digest128` gives. `pieces` is called once when the
/// bytes fit [`STACK_BYTES`], else twice (the second time streaming them), so it must write the
/// same pieces each time.
///
/// ```
/// use xxhash_rust::xxh3::xxh3_128;
///
/// let digest = ctx_message::digest128(|write| {
///     write(b"cat src/a.rs");
///     write(b"\n");
///     write(b"{\"path\": \"src/a.rs\"}");
/// });
/// assert_eq!(digest, xxh3_128(b"cat src/a.rs\n{\"path\": \"src/a.rs\"}"));
/// ```
pub fn digest128(pieces: impl Fn(&mut dyn FnMut(&[u8]))) -> u128 {
    let mut buffer = [0u8; STACK_BYTES];
    let mut len: usize = 0;
    let mut fits = true;
    pieces(&mut |piece| {
        if !fits {
            return;
        }
        match len.checked_add(piece.len()).and_then(|end| buffer.get_mut(len..end)) {
            Some(slot) => {
                slot.copy_from_slice(piece);
                len += piece.len();
            }
            None => fits = false,
        }
    });
    if fits && let Some(bytes) = buffer.get(..len) {
        return xxh3_128(bytes);
    }
    let mut hasher = Xxh3::new();
    pieces(&mut |piece| hasher.update(piece));
    hasher.digest128()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn streamed(pieces: &[&[u8]]) -> u128 {
        let mut hasher = Xxh3::new();
        for piece in pieces {
            hasher.update(piece);
        }
        hasher.digest128()
    }

    #[test]
    fn the_digest_is_the_streaming_one_whatever_the_lengths() {
        let text: Vec<u8> = (0..5_000u32).map(|n| (n.wrapping_mul(2_654_435_761) >> 24) as u8).collect();
        // Lengths around every size xxh3 treats apart, and around the stack buffer's.
        let lengths =
            [0, 1, 3, 4, 8, 9, 16, 17, 128, 129, 240, 241, 255, 256, 257, 1_000, 1_023, 1_024, 1_025, 4_999];
        for &first in &lengths {
            for &second in &[0, 1, 17, 300, 1_024, 2_000] {
                let (a, rest) = text.split_at(first.min(text.len()));
                let b = &rest[..second.min(rest.len())];
                let pieces: [&[u8]; 4] = [a, b"\n", b, &(first as u64).to_le_bytes()];
                let digest = digest128(|write| pieces.iter().for_each(|piece| write(piece)));
                assert_eq!(digest, streamed(&pieces), "{first} + {second}");
                assert_eq!(digest, xxh3_128(&pieces.concat()), "{first} + {second}");
            }
        }
        assert_eq!(digest128(|_| {}), xxh3_128(b""));
    }

    #[test]
    fn texts_that_differ_digest_apart() {
        let one = digest128(|write| {
            write(b"ab");
            write(b"c");
        });
        let other = digest128(|write| {
            write(b"ab");
            write(b"d");
        });
        assert_ne!(one, other);
        // Pieces are concatenated: only the bytes count, not where they were cut.
        assert_eq!(one, digest128(|write| write(b"abc")));
    }
}
