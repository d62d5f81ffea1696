//! The one line hash: FNV-1a, 64 bits. Cheap on the short strings it sees (a line, a token, a
//! JSON key), deterministic across runs and platforms, and no dependency.

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0100_0000_01b3;

/// A streaming FNV-1a hasher.
///
/// ```
/// use ctx_squash_core::{Fnv, hash_bytes};
///
/// let mut h = Fnv::new();
/// h.write(b"ab");
/// h.write(b"c");
/// assert_eq!(h.finish(), hash_bytes(b"abc"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv::new()
    }
}

/// Resumes hashing from a finished hash: `Fnv::from(h.finish())` goes on as `h` would.
impl From<u64> for Fnv {
    fn from(state: u64) -> Self {
        Fnv(state)
    }
}

impl Fnv {
    /// A hasher that has seen nothing.
    pub const fn new() -> Self {
        Fnv(OFFSET)
    }

    /// Feeds one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.0 = (self.0 ^ u64::from(b)).wrapping_mul(PRIME);
    }

    /// Feeds bytes.
    #[inline]
    pub fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.byte(b);
        }
    }

    /// Feeds a separator that no byte sequence produces alone, so that `["ab", "c"]` and
    /// `["a", "bc"]` written part by part differ.
    #[inline]
    pub fn separate(&mut self) {
        self.0 = (self.0 ^ 0xff).wrapping_mul(PRIME).rotate_left(1);
    }

    /// The hash so far.
    pub const fn finish(self) -> u64 {
        self.0
    }
}

/// FNV-1a of `bytes`.
pub fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = Fnv::new();
    h.write(bytes);
    h.finish()
}

/// A hash of `bytes` in which every run of ASCII digits reads as one `0`: lines that differ only
/// in numbers (counters, timestamps, line numbers) share it.
///
/// ```
/// use ctx_squash_core::hash_digits_folded;
///
/// assert_eq!(hash_digits_folded(b"retry 1 of 10"), hash_digits_folded(b"retry 22 of 3"));
/// assert_ne!(hash_digits_folded(b"retry 1 of 10"), hash_digits_folded(b"retry 1 of ten"));
/// ```
pub fn hash_digits_folded(bytes: &[u8]) -> u64 {
    let mut h = Fnv::new();
    let mut in_digits = false;
    for &b in bytes {
        if b.is_ascii_digit() {
            if !in_digits {
                h.byte(b'0');
            }
            in_digits = true;
        } else {
            in_digits = false;
            h.byte(b);
        }
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators_tell_parts_apart() {
        let parts = |a: &[u8], b: &[u8]| {
            let mut h = Fnv::new();
            h.write(a);
            h.separate();
            h.write(b);
            h.finish()
        };
        assert_ne!(parts(b"ab", b"c"), parts(b"a", b"bc"));
        assert_eq!(hash_bytes(b""), Fnv::default().finish());
    }
}
