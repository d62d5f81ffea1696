//! A row's trailing progress mark is no part of what it says: `[ 17%]` after a test's verdict.
//!
//! A runner that reports each item as it goes may end every line with how far it has got —
//! pytest `-v`'s `tests/test_gates.py::test_lane_open[11] PASSED                 [  6%]` — a
//! share that rises line by line and says where the line stands, not what it says of its item.
//! Read as a value it makes every row distinct, and a run of verdicts looks like a listing read
//! by key (padding, then a value), kept whole row by row. So a reader of rows reads a line
//! without the mark: a bracketed or parenthesized percentage (`[ 6%]`, `[100%]`, `(42%)`) at its
//! end, with the blanks before it, when something stands before those. Like `keyed`, a rule
//! about how a line is written, for any text.

/// `line` without its trailing progress mark and the blanks before it (see the module's
/// documentation); `line` itself when it ends on none.
pub(crate) fn without_progress(line: &[u8]) -> &[u8] {
    let trimmed = line.trim_ascii_end();
    let Some((&close, body)) = trimmed.split_last() else { return line };
    let open = match close {
        b']' => b'[',
        b')' => b'(',
        _ => return line,
    };
    let Some(body) = body.strip_suffix(b"%") else { return line };
    let digits = body.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 3 {
        return line;
    }
    let Some(before) = body.get(..body.len() - digits) else { return line };
    let before = before.trim_ascii_end();
    let Some(before) = before.strip_suffix(&[open]) else { return line };
    let kept = before.trim_ascii_end();
    // A line that is only its mark keeps it: nothing else would be left to read.
    if kept.is_empty() { line } else { kept }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn a_trailing_percentage_in_brackets_is_set_aside() {
        let row = b"tests/test_gates.py::test_lane_open[11] PASSED                           [  6%]";
        assert_eq!(without_progress(row), b"tests/test_gates.py::test_lane_open[11] PASSED");
        assert_eq!(without_progress(b"x.py::t FAILED [100%]\n"), b"x.py::t FAILED");
        assert_eq!(without_progress(b"copying a.bin (42%)"), b"copying a.bin");
    }

    #[test]
    fn other_endings_are_kept() {
        for line in [
            &b"max_connections  151"[..],
            b"coverage 87%",
            b"ratio [abc%]",
            b"[ 50%]",
            b"load [1234%]",
            b"a (50%]",
            b"",
            b"name [  %]",
        ] {
            assert_eq!(without_progress(line), line, "{}", String::from_utf8_lossy(line));
        }
    }

    proptest! {
        /// Any line: no panic, and what is left is the line's start, never empty unless the line is.
        #[test]
        fn leaves_a_prefix(line in "(?s).{0,40}( {0,3}[\\[(] {0,2}[0-9]{0,4}%?[\\])])?") {
            let left = without_progress(line.as_bytes());
            prop_assert!(line.as_bytes().starts_with(left));
            prop_assert!(line.is_empty() || !left.is_empty());
        }
    }
}
