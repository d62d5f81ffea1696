//! A line naming a rule by its code, at a place, is a finding — whatever words it uses.
//!
//! Linters and analyzers name what they found by a rule code — a few capitals and a number:
//! sqlfluff's `RF04`, `ShellCheck`'s `SC2086`, flake8's `E501`, markdownlint's `MD025`, hadolint's
//! `DL3008`, bandit's `B101`, `CWE-476` — and say where by line and column numbers, in a layout
//! of their own that no path-and-colon rule reads (`L:   8 | P:  42 | RF04 | Keywords should
//! not be used as identifiers.`). Each such line is one finding, its place its identity: a fold
//! that keeps its code and message but not its numbers loses where it is. So the squash keeps
//! it as a line, like a finding at a `path:line:col` place, before any filler.

/// The most bytes a code's letters and digits take.
const MAX_LETTERS: usize = 4;
const MAX_DIGITS: usize = 5;
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

/// Whether a capital is followed by a digit or a hyphen somewhere in the line.
fn capital_then_digit(line: &[u8]) -> bool {
    let mut capital = false;
    for &b in line {
        if capital && (b.is_ascii_digit() || b == b'-') {
            return true;
        }
        capital = b.is_ascii_uppercase();
    }
    false
}

/// `RF04`, `SC2086`, `E501`, `CWE-476`: capitals, then digits; a hyphen between them only after
/// two capitals and before three digits (a bin `A-01` or a size `M-12` names no rule).
fn rule_code(token: &[u8]) -> bool {
    let letters = token.iter().take_while(|b| b.is_ascii_uppercase()).count();
    let rest = &token[letters..];
    let (rest, fewest) = match rest.strip_prefix(b"-") {
        Some(rest) if letters >= 2 => (rest, 3),
        Some(_) => return false,
        None => (rest, 2),
    };
    (1..=MAX_LETTERS).contains(&letters)
        && (fewest..=MAX_DIGITS).contains(&rest.len())
        && rest.iter().all(u8::is_ascii_digit)
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
}
