//! A hunk that differs from the hunks around it keeps the context line that says where it is.
//!
//! A diff whose hunks repeat one change (a version bumped in ninety records, a rename over a
//! module) has its few changes that differ read out by `rename_churn`: they are kept whatever the
//! budget. But a change alone does not say where it is when its `@@` line names no function —
//! `diff -u` of JSON, YAML, a lockfile, a fixture — and every record changes the same key:
//! `"firmware": "4.2.9"` is kept, not which unit it belongs to. The only "where" is the hunk's
//! context. So, for each hunk holding such a change, the nearest context line above its first
//! change that holds a letter or a digit (a `"unit": "conveyor-57",`, a `name:` field, a section
//! header, a statement — not a lone `{` or `},`) is kept with it; when no line above does, the
//! nearest such line below. At most [`MAX_HUNKS`] hunks, the first.

use crate::hunks::{Hunk, Side};

/// Odd hunks whose context line is kept, at most: `rename_churn` keeps at most eight pairs.
const MAX_HUNKS: usize = 8;

/// The 0-based indices, ascending, of the context lines that place each hunk of `bytes` holding
/// one of `changes` (ascending line indices): see the module's documentation.
pub(crate) fn placing_lines(bytes: &[u8], changes: &[usize]) -> Vec<usize> {
    if changes.is_empty() {
        return Vec::new();
    }
    let mut kept = Vec::new();
    for hunk in crate::hunks::hunks(bytes) {
        if kept.len() >= MAX_HUNKS {
            break;
        }
        if let Some(at) = hunk.lines.iter().position(|line| changes.binary_search(&line.idx).is_ok())
            && let Some(idx) = placing(&hunk, at)
        {
            kept.push(idx);
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The line placing the change at position `at` of the hunk: the nearest context line above it
/// that names something, else the nearest below.
fn placing(hunk: &Hunk<'_>, at: usize) -> Option<usize> {
    let names = |line: &&crate::hunks::Line<'_>| {
        line.side == Side::Both && line.text.iter().any(u8::is_ascii_alphanumeric)
    };
    let above = hunk.lines.get(..at).and_then(|lines| lines.iter().rev().find(names));
    let below = || hunk.lines.get(at..).and_then(|lines| lines.iter().find(names));
    above.or_else(below).map(|line| line.idx)
}

/// Each line of `bytes` named by `wanted` (ascending indices) as (index, start, end): its byte
/// range without its newline.
pub(crate) fn spans(bytes: &[u8], wanted: &[usize]) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::with_capacity(wanted.len());
    let mut wanted = wanted.iter().copied().peekable();
    let mut start = 0;
    for (idx, line) in bytes.split(|&b| b == b'\n').enumerate() {
        let Some(&next) = wanted.peek() else { break };
        if idx == next {
            out.push((idx, start, start + line.len()));
            wanted.next();
        }
        start += line.len() + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repeat_hunks::tests::bump;

    #[test]
    fn the_odd_hunk_keeps_the_line_naming_its_record() {
        let diff = bump(57);
        let changes = crate::rename_churn::rename_churn(diff.as_bytes()).changes;
        assert!(!changes.is_empty());
        let kept: Vec<&str> = placing_lines(diff.as_bytes(), &changes)
            .into_iter()
            .filter_map(|i| diff.lines().nth(i))
            .collect();
        assert_eq!(kept, ["       \"unit\": \"belt-57\","]);
        let out = crate::squash_generic(&diff, 3000);
        assert!(out.contains("\"unit\": \"belt-57\""), "{out}");
        assert!(out.contains("4.2.9"), "{out}");
    }

    #[test]
    fn a_hunk_with_no_naming_line_above_reads_below() {
        let diff = "@@ -1,3 +1,3 @@\n {\n-a = 1\n+a = 2\n x = 3\n";
        assert_eq!(placing_lines(diff.as_bytes(), &[2]), vec![4]);
        assert_eq!(placing_lines(diff.as_bytes(), &[]), Vec::<usize>::new());
    }

    #[test]
    fn spans_are_the_lines_ranges() {
        let text = "ab\n\ncde\nf";
        assert_eq!(spans(text.as_bytes(), &[0, 2, 3, 9]), vec![(0, 0, 2), (2, 4, 7), (3, 8, 9)]);
    }

    proptest::proptest! {
        /// Any text and any changes: no panic, and every line returned is a context line of the
        /// text, at most one a hunk and [`MAX_HUNKS`] in all.
        #[test]
        fn any_text(lines in proptest::collection::vec(proptest::sample::select(&["@@ -1,3 +1,3 @@", " {", " a: 1", "-b", "+c", "", "\\ No newline at end of file", "--- x", "+++ y", "@@ -1 +1 @@"][..]), 0..80), changes in proptest::collection::vec(0usize..90, 0..10)) {
            let text = lines.join("\n");
            let mut changes = changes;
            changes.sort_unstable();
            changes.dedup();
            let kept = placing_lines(text.as_bytes(), &changes);
            proptest::prop_assert!(kept.len() <= MAX_HUNKS);
            for (idx, start, end) in spans(text.as_bytes(), &kept) {
                let line = &text.as_bytes()[start..end];
                proptest::prop_assert!(kept.contains(&idx));
                proptest::prop_assert!(line.iter().any(u8::is_ascii_alphanumeric), "{:?}", line);
                proptest::prop_assert!(!line.starts_with(b"+") && !line.starts_with(b"-"));
            }
        }
    }
}
