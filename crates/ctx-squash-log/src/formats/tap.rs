//! TAP (the Test Anything Protocol: `node --test`, `prove`).
//!
//! What no principle tells: a failing test is `not ok N - name` (no error word), its message a
//! YAML block indented below it up to `stack:`, and the closing counts are `# tests 34`,
//! `# fail 14`.

use std::ops::Range;

use ctx_squash_core::Lines;

use super::{Format, indent};
use crate::classify::Level;

pub(super) static TAP: Format = Format {
    name: "tap",
    triggers: &["not ok ", "# tests "],
    level: Some(level),
    verdict: Some(count),
    message: Some(message),
    ..Format::NONE
};

/// TAP's line for a failing test: `not ok 3 - rejects an unknown tax class`.
pub(crate) fn failure(trimmed: &[u8]) -> bool {
    trimmed.strip_prefix(b"not ok ").is_some_and(|rest| rest.first().is_some_and(u8::is_ascii_digit))
}

fn level(_orig: &[u8], trimmed: &[u8]) -> Option<Level> {
    failure(trimmed).then_some(Level::Error)
}

/// TAP's closing counts: `# tests 34`, `# fail 14` (`# pass 20` is no trigger, so never seen).
fn count(trimmed: &[u8]) -> bool {
    let Some(rest) = trimmed.strip_prefix(b"# ") else { return false };
    [&b"tests "[..], b"fail "]
        .iter()
        .any(|w| rest.strip_prefix(*w).is_some_and(|n| !n.is_empty() && n.iter().all(u8::is_ascii_digit)))
}

/// The YAML block below `not ok N - name`, indented deeper: the location, the error and its diff,
/// expected and actual, up to the stack or the block's end.
fn message(lines: &Lines<'_>, idx: usize, limit: usize) -> Option<Range<usize>> {
    if !failure(lines.bytes(idx).trim_ascii()) {
        return None;
    }
    let depth = indent(lines.bytes(idx));
    let end = (idx + 1..limit).find(|&i| {
        let line = lines.bytes(i);
        let t = line.trim_ascii();
        !t.is_empty() && (indent(line) <= depth || t.starts_with(b"stack:") || t == b"...")
    });
    Some(idx + 1..end.unwrap_or(limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tap_shapes() {
        assert!(failure(b"not ok 3 - rejects an unknown tax class"));
        assert!(!failure(b"ok 2 - is zero"));
        assert!(count(b"# tests 34") && count(b"# fail 14") && !count(b"# tests"));
        let lines = Lines::new("not ok 1 - x\n  ---\n  error: boom\n  stack: |-\n    at y\nok 2 - z\n");
        assert_eq!(message(&lines, 0, 6), Some(1..3));
    }
}
