//! Node.js, jest and vitest.
//!
//! What no principle tells: a Node frame may lack its `at` (`remind (/x/lib/due.js:33:18)` in a
//! TAP `stack:` block); jest heads a failing test with `  ● suite › test` and says what failed in
//! the lines below it, before quoting the code (`expect(received).toBe(expected)`, `Expected: 2`,
//! `Received: 4`); vitest heads one with ` FAIL  file > suite > test` and ends its message with
//! the test's place (` ❯ test/costs.test.js:14:43`); `node_modules` and Node's internals are noise.

use std::ops::Range;

use ctx_squash_core::Lines;

use super::Format;
use crate::classify::{Level, location_at};

pub(super) static NODE: Format = Format {
    name: "node",
    triggers: &[".js:", "  \u{25cf} "],
    library_places: &[b"node_modules/", b"node:internal", b"(internal/"],
    library_symbols: &[b"node:"],
    frame: Some(frame),
    level: Some(level),
    message: Some(message),
    ..Format::NONE
};

/// A call and its place in parentheses without `at` (`remind (/x/lib/due.js:33:18)`,
/// `Test.run (node:internal/test_runner/test:796:25)`), or vitest's place (` ❯ a.test.js:14:43`).
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    indented && (call_frame(trimmed) || (trimmed.starts_with("\u{276f} ".as_bytes()) && located(trimmed)))
}

fn located(s: &[u8]) -> bool {
    memchr::memchr_iter(b':', s).any(|i| location_at(s, i))
}

fn call_frame(trimmed: &[u8]) -> bool {
    let Some(inner) = trimmed.strip_suffix(b")") else { return false };
    let Some(open) = memchr::memrchr(b'(', inner) else { return false };
    let place = &inner[open + 1..];
    open > 0
        && inner[open - 1] == b' '
        && !place.contains(&b' ')
        && memchr::memchr_iter(b':', place).any(|i| location_at(place, i) || place.starts_with(b"node:"))
}

/// jest's header of a failing test (`  ● suite › test name`) is an error.
fn level(orig: &[u8], _trimmed: &[u8]) -> Option<Level> {
    jest_header(orig).then_some(Level::Error)
}

fn jest_header(line: &[u8]) -> bool {
    line.starts_with("  \u{25cf} ".as_bytes())
}

/// jest's message below its header, up to the quoted code or a frame; vitest's below ` FAIL `,
/// up to and with the test's place, or up to the next separator.
fn message(lines: &Lines<'_>, idx: usize, limit: usize) -> Option<Range<usize>> {
    let line = lines.bytes(idx);
    if jest_header(line) {
        let end = (idx + 1..limit).find(|&i| !jest_message(lines.bytes(i))).unwrap_or(limit);
        return Some(idx + 1..end);
    }
    if line.starts_with(b" FAIL  ") && memchr::memmem::find(line, b" > ").is_some() {
        let place = |i: usize| lines.bytes(i).trim_ascii().starts_with("\u{276f} ".as_bytes());
        let end = (idx + 1..limit)
            .find(|&i| place(i) || lines.bytes(i).trim_ascii().starts_with("\u{23af}".as_bytes()))
            .map(|i| if place(i) { i + 1 } else { i });
        return Some(idx + 1..end.unwrap_or(limit));
    }
    None
}

/// A line of jest's failure message below its header: blank or indented, and neither the quoted
/// code (`      27 | …`, `    > 29 | …`), a stack frame (`at …`) nor the next header.
pub(crate) fn jest_message(line: &[u8]) -> bool {
    let t = line.trim_ascii_start();
    let pointed = t.strip_prefix(b">").unwrap_or(t);
    t.is_empty()
        || (t.len() < line.len()
            && !crate::squash::quoted_source(pointed)
            && !t.starts_with(b"at ")
            && !jest_header(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_shapes() {
        assert!(frame(b"", b"remind (/tmp/fixture/node-invoices/lib/due.js:33:18)", true));
        assert!(frame(b"", b"test.run (node:internal/test_runner/test:796:25)", true));
        assert!(!frame(b"", b"see the docs (below)", true));
        assert_eq!(level("  \u{25cf} lateFee \u{203a} rounds".as_bytes(), b""), Some(Level::Error));
        assert!(jest_message(b"") && jest_message(b"    - Expected  - 0"));
        assert!(
            !jest_message(b"    > 46 |     expect(fee).toBe(2);") && !jest_message(b"      at x (a.js:1:2)")
        );
    }
}
