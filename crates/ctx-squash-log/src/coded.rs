//! A line naming a rule by its code, at a place, is a finding — whatever words it uses.
//!
//! Linters and analyzers name what they found by a rule code — a few capitals and a number:
//! sqlfluff's `RF04`, `ShellCheck`'s `SC2086`, flake8's `E501`, markdownlint's `MD025`, hadolint's
//! `DL3008`, bandit's `B101`, `CWE-476` — and say where by line and column numbers, in a layout
//! of their own that no path-and-colon rule reads (`L:   8 | P:  42 | RF04 | Keywords should
//! not be used as identifiers.`). Each such line is one finding, its place its identity: a fold
//! that keeps its code and message but not its numbers loses where it is. So the squash keeps
//! it as a line, like a finding at a `path:line:col` place, before any filler.

use ctx_squash_core::{bytes_in, rule_code};

/// The longest line read as a finding.
const MAX_FINDING: usize = 400;

/// Whether the line holds a rule code (one to four capitals, perhaps a hyphen, two to five
/// digits, as a token of its own) and, as another token, a number (its line or column).
pub(crate) fn finding(line: &[u8]) -> bool {
    // A finding is one short line; most lines have no capital followed by a digit or a hyphen:
    // both refused at a glance.
    if line.len() > MAX_FINDING || !capital_then_digit(line) {
        return false;
    }
    let tokens = line
        .split(|&b| {
            b.is_ascii_whitespace() || matches!(b, b'|' | b':' | b',' | b';' | b'[' | b']' | b'(' | b')')
        })
        .filter(|t| !t.is_empty());
    let (mut code, mut number) = (false, false);
    for token in tokens {
        if rule_code(token) {
            code = true;
        } else if token.len() <= 6 && token.iter().all(u8::is_ascii_digit) {
            number = true;
        }
        if code && number {
            return true;
        }
    }
    false
}

/// Whether a capital is followed by a digit or a hyphen somewhere in the line: eight bytes at a
/// time (every line of a log is asked), the last capital of a word carried to the next.
fn capital_then_digit(line: &[u8]) -> bool {
    let mut words = line.chunks_exact(8);
    // The high bit of the first byte's place set when the byte before the word is a capital.
    let mut carried = 0;
    for word in &mut words {
        let v = u64::from_le_bytes(word.try_into().expect("chunks of eight bytes"));
        let capitals = bytes_in(v, b'A', b'Z');
        let after = (capitals << 8) | carried;
        // No capital before any byte of this word (most words of most lines): nothing to test.
        if after != 0 && after & (bytes_in(v, b'0', b'9') | bytes_in(v, b'-', b'-')) != 0 {
            return true;
        }
        carried = capitals >> 56;
    }
    let mut capital = carried != 0;
    for &b in words.remainder() {
        if capital && (b.is_ascii_digit() || b == b'-') {
            return true;
        }
        capital = b.is_ascii_uppercase();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(finding(line.as_bytes()), expected, "{line}");
    }

    #[test]
    fn a_code_and_a_place() {
        check("L:   8 | P:  42 | RF04 | Keywords should not be used as identifiers.", true);
        check("In release.sh line 12: SC2086 (info): Double quote to prevent globbing", true);
        check("Dockerfile:3 DL3008 warning: Pin versions in apt get install", true);
        check(">> Issue: [B101:assert_used] Use of assert detected. Line 14", true);
        check("  12:5  CWE-476  NULL pointer dereference", true);
        // A code with no place, a place with no code.
        check("error[E0308]: mismatched types", false);
        check("SHA256 (x.tar.gz) = 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", false);
        check("L:   8 | P:  42 | keywords", false);
        check("libX11.so.6 12", false);
        check("", false);
        check("MAXIMUM12345678 3", false);
        check("      | A-01 | BOLT-M8 | 5   |", false);
        check(&format!("L: 8 | RF04 | {}", "x".repeat(MAX_FINDING)), false);
    }

    #[test]
    fn a_capital_then_a_digit_is_found_eight_bytes_at_a_time() {
        // Every pair of byte values at every offset across a word's edge, against the plain reading.
        let plain = |line: &[u8]| {
            line.windows(2).any(|w| w[0].is_ascii_uppercase() && (w[1].is_ascii_digit() || w[1] == b'-'))
        };
        for at in 0..18 {
            for a in 0..=255u8 {
                for b in [b'0', b'9', b'-', b'/', b':', b',', b'.', b'A', b'z', 0, 0x80, 0xb0, 0xad, 0xff] {
                    let mut line = vec![b'x'; at];
                    line.extend_from_slice(&[a, b, b'y']);
                    assert_eq!(capital_then_digit(&line), plain(&line), "{at} {a} {b}");
                    let mut line = vec![b'x'; at];
                    line.extend_from_slice(&[b, a, b'y']);
                    assert_eq!(capital_then_digit(&line), plain(&line), "{at} {b} {a}");
                }
            }
        }
    }
}
