//! A location keeps the line it locates: a kept line that is nothing but a place in a source file
//! keeps the written line under it.
//!
//! An annotated disassembly or profile interleaves its code with the source it came from, each
//! source line under a line naming its place — `objdump -S -l`'s `/src/heddle.c:10` over `return
//! (ends + shafts - 1) / shafts;`, gdb's and perf annotate's alike. Kept alone, the place says
//! where but not what: the source line is the fact the reader looks for. So, after the
//! selection, every kept line that is a bare location (a path, `:` and a line number, perhaps a
//! column and a parenthesised note such as `(discriminator 1)`, and nothing else) keeps the next
//! line when it is written and not kept, cut short, at most [`MAX_LINES`] of them and
//! [`MAX_BYTES`] bytes. A rule about how lines are written, for any text.

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::squash::Cut;

/// Source lines added at most.
const MAX_LINES: usize = 48;
/// Bytes of source lines added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with the line under each kept bare location added (see the module's
/// documentation), sorted.
pub(crate) fn with_located_source(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    for &(i, _) in &kept {
        if additions.count() == MAX_LINES {
            break;
        }
        let next = i + 1;
        if next < lines.len()
            && is_bare_location(lines.bytes(i))
            && !lines.bytes(next).trim_ascii().is_empty()
            && !additions.is_kept(next)
            && additions.fits(next, Cut::Short)
        {
            additions.add(next, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

/// Whether a line is a bare location: at the margin, a path holding a `/` or a `.` with no blank,
/// `:` and a line number (a `:column` after it allowed), then nothing but a parenthesised note.
fn is_bare_location(line: &[u8]) -> bool {
    let line = line.trim_ascii_end();
    let place = match line.iter().position(|&b| b == b' ') {
        Some(blank) => {
            let note = line.get(blank + 1..).unwrap_or_default();
            if !(note.starts_with(b"(") && note.ends_with(b")")) {
                return false;
            }
            line.get(..blank).unwrap_or_default()
        }
        None => line,
    };
    // The path runs to the last `:`: `src/a.rs:3:7`'s is `src/a.rs:3`, `C:\src\a.c:10`'s `C:\src\a.c`.
    let Some(colon) = place.iter().rposition(|&b| b == b':') else { return false };
    let (path, last) = (place.get(..colon).unwrap_or_default(), place.get(colon + 1..).unwrap_or_default());
    let number = !last.is_empty() && last.len() <= 9 && last.iter().all(u8::is_ascii_digit);
    number
        && path.first().is_some_and(|&b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.' | b'~' | b'_'))
        && path.iter().any(|&b| matches!(b, b'/' | b'.'))
        && path.iter().any(u8::is_ascii_alphabetic)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::squash::assert_kept_after;

    #[test]
    fn bare_locations() {
        assert!(is_bare_location(b"/tmp/fixture/r21-loom/c/heddle.c:10"));
        assert!(is_bare_location(b"/tmp/fixture/r21-loom/c/heddle.c:39 (discriminator 1)"));
        assert!(is_bare_location(b"src/a.rs:3:7"));
        assert!(is_bare_location(b"heddle.c:10"));
        assert!(!is_bare_location(b"src/a.rs:3:7: error: x"));
        assert!(!is_bare_location(b"    11af:\tf7 7d f8"));
        assert!(!is_bare_location(b"heddles_per_shaft():"));
        assert!(!is_bare_location(b"0000000000001199 <heddles_per_shaft>:"));
        assert!(!is_bare_location(b"12:30"));
        assert!(!is_bare_location(b"Elapsed: 10"));
        assert!(!is_bare_location(b""));
    }

    #[test]
    fn a_kept_location_keeps_its_source_line() {
        let text = "/src/heddle.c:10\n    return (ends + shafts - 1) / shafts;\n    11a3:\tmov\n/src/heddle.c:11\n}\n";
        assert_kept_after(with_located_source, text, &[0], &[0, 1]);
        assert_kept_after(with_located_source, text, &[0, 3], &[0, 1, 3, 4]);
        // A location not kept adds nothing; a blank under a location is no source line.
        assert_kept_after(with_located_source, text, &[2], &[2]);
        assert_kept_after(with_located_source, "a.c:3\n\nnext\n", &[0], &[0]);
        // A finding's place with its message is no bare location.
        assert_kept_after(with_located_source, "a.c:3: error: x\n  source\n", &[0], &[0]);
    }

    proptest! {
        #[test]
        fn any_text(text in "([a-z./: ()0-9\t]{0,20}\n?){0,30}", picks in proptest::collection::vec(0usize..40, 0..8)) {
            let kept = crate::squash::selection(&text, picks);
            let out = crate::squash::kept_after(with_located_source, &text, &kept);
            for i in kept {
                prop_assert!(out.contains(&i));
            }
        }
    }
}
