//! Eight bytes at a time: which bytes of a little-endian `u64` word lie in an ASCII range or are
//! zero, without a carry crossing from one byte to the next. The hot loops of the squashers (the
//! template miner's token ends, the rule-code test on every line) read lines a word at a time.

/// `0x01` in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;
/// `0x80` in every byte.
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of every byte of `word` from `lo` to `hi` set, exactly (ASCII, `lo` above 0):
/// each byte is compared with its own high bit cleared, so no carry crosses bytes, and a byte
/// with the high bit set is never in range.
///
/// ```
/// let word = u64::from_le_bytes(*b"ab3-Z9\x80x");
/// assert_eq!(ctx_squash_core::bytes_in(word, b'0', b'9'), (0x80 << 16) | (0x80 << 40));
/// ```
#[inline]
#[must_use]
pub fn bytes_in(word: u64, lo: u8, hi: u8) -> u64 {
    let low = word & (ONES * 127);
    (ONES * (128 + u64::from(hi))).wrapping_sub(low) & !word & (low + ONES * (128 - u64::from(lo))) & HIGHS
}

/// The high bit of every zero byte of `word` set, the lowest one exactly (above a zero byte a
/// borrow may set others: read only the lowest, or an "any" over bytes from the lowest up).
#[inline]
#[must_use]
pub fn zero_bytes(word: u64) -> u64 {
    word.wrapping_sub(ONES) & !word & HIGHS
}

/// `byte` in every byte of a word, to find it with [`zero_bytes`] of `word ^ splat(byte)`.
#[inline]
#[must_use]
pub fn splat(byte: u8) -> u64 {
    ONES * u64::from(byte)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_in_a_range_are_found_exactly() {
        for b in 0..=255u8 {
            for at in 0..8 {
                let mut word = [b'x'; 8];
                word[at] = b;
                let v = u64::from_le_bytes(word);
                for (lo, hi) in [(b'0', b'9'), (b'A', b'Z'), (b'-', b'-')] {
                    let expected = if (lo..=hi).contains(&b) { 0x80 << (8 * at) } else { 0 };
                    assert_eq!(bytes_in(v, lo, hi), expected, "{b} {at} {lo}");
                }
                if b != b'x' {
                    let lowest = zero_bytes(v ^ splat(b)).trailing_zeros() / 8;
                    assert_eq!(lowest, u32::try_from(at).expect("small"), "{b} {at}");
                }
            }
        }
    }
}
