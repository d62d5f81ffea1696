//! Valgrind.
//!
//! What no principle tells: every line of its report opens with the process id between `==`
//! (`==1234== `), so a line is read without it; its errors name no error word (`Invalid read of
//! size 4`, `Conditional jump or move depends on uninitialised value(s)`, `379 bytes in 6 blocks
//! are definitely lost`); its frames are `by 0x…: f (file.c:16)`; an error's message is its
//! frames and the block it names, up to the report's empty `==1234== ` line.

use std::ops::Range;

use ctx_squash_core::{Lines, contains, find_all};

use super::Format;
use crate::classify::Level;

/// Valgrind's errors, looked for only on its lines: kept out of the word scan every line pays
/// for.
const WORDS: &[&[u8]] = &[
    b"invalid read",
    b"invalid write",
    b"invalid free",
    b"depends on uninitialised",
    b"use of uninitialised",
    b"uninitialised value was created",
    b"are definitely lost",
];

pub(super) static VALGRIND: Format = Format {
    name: "valgrind",
    // Also met in `assert a == b` and `===== x =====`, which classify finds nothing in.
    triggers: &["== "],
    gutter: Some(prefix),
    frame: Some(frame),
    level: Some(level),
    message: Some(message),
    ..Format::NONE
};

/// The length of valgrind's `==1234== ` at the start of a line (with its one space, if any).
pub(crate) fn prefix(line: &[u8]) -> Option<usize> {
    let rest = line.strip_prefix(b"==")?;
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || !rest[digits..].starts_with(b"==") {
        return None;
    }
    Some(2 + digits + 2 + usize::from(rest.get(digits + 2) == Some(&b' ')))
}

/// valgrind's and gdb's callers: `by 0x1094E3: ring_new (ring.c:16)`.
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    indented && trimmed.starts_with(b"by 0x")
}

/// An error, or a leak summary that counts some (`definitely lost: 379 bytes in 6 blocks`; a
/// clean run's `definitely lost: 0 bytes in 0 blocks` is not one) — on valgrind's own lines
/// (`line` is the whole line, `trimmed` it past the gutter, lowercased).
fn level(line: &[u8], trimmed: &[u8]) -> Option<Level> {
    prefix(line)?;
    let lower = trimmed;
    let error = WORDS.iter().any(|w| contains(lower, w))
        || find_all(lower, b"definitely lost: ").next().is_some_and(|i| !lower[i + 17..].starts_with(b"0 "));
    error.then_some(Level::Error)
}

/// Valgrind's error: its frames and the block it names (`Address 0x4a4014b is 0 bytes after a
/// block of size 11 alloc'd` with the allocation's frames), up to the report's empty line.
fn message(lines: &Lines<'_>, idx: usize, limit: usize) -> Option<Range<usize>> {
    let line = lines.bytes(idx);
    let prefix = prefix(line)?;
    let pid = &line[..prefix];
    let end = (idx + 1..limit).find(|&i| {
        let line = lines.bytes(i);
        !line.starts_with(pid.trim_ascii_end())
            || line.get(prefix..).is_none_or(|rest| rest.trim_ascii().is_empty())
    });
    Some(idx + 1..end.unwrap_or(limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valgrind_shapes() {
        assert_eq!(prefix(b"==42== Invalid read of size 4"), Some(7));
        assert_eq!(prefix(b"==x== y"), None);
        assert_eq!(level(b"==42== x", b"invalid read of size 4"), Some(Level::Error));
        assert_eq!(level(b"x", b"invalid read of size 4"), None);
        assert_eq!(level(b"==42== x", b"definitely lost: 0 bytes in 0 blocks"), None);
        assert_eq!(level(b"==42== x", b"definitely lost: 379 bytes in 6 blocks"), Some(Level::Error));
        assert!(frame(b"", b"by 0x1094e3: ring_new (ring.c:16)", true));
    }
}
