//! Among like hunks, one exemplar's changed lines are kept whole.
//!
//! A tool that applies one rewrite to many files (lib2to3, a codemod, a version bump) prints a
//! diff of many hunks that change the same lines the same way, modulo numbers (`print 'spool
//! report 12'`). Each hunk's header is kept anyway, but a budget spread over forty like hunks
//! keeps a line or two of each, and no reader learns what the rewrite was. Hunks whose changed
//! lines are the same modulo numbers are like hunks: when [`LIKE`] or more are alike, the changed
//! lines of the first of them are kept whole, as a small change is, [`MAX_LINES`] lines at most,
//! for [`MAX_GROUPS`] such groups at most (the largest first). Hunks are read as `hunks` reads
//! them.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, hash_digits_folded};

/// The fewest like hunks whose exemplar is kept.
pub(crate) const LIKE: usize = 3;
/// The most changed lines an exemplar may have.
pub(crate) const MAX_LINES: usize = 32;
/// The most groups of like hunks whose exemplar is kept.
pub(crate) const MAX_GROUPS: usize = 4;

/// The 0-based indices of the exemplars' changed lines, ascending.
pub(crate) fn exemplar_changes(bytes: &[u8]) -> Vec<usize> {
    // Each group's key: its members' count and its first member's changed lines.
    let mut groups: HashMap<u64, (usize, Vec<usize>), Keyed> = HashMap::default();
    let mut order = Vec::new();
    for hunk in crate::hunks::hunks(bytes) {
        let changes: Vec<_> = hunk.lines.iter().filter(|line| line.side.is_change()).collect();
        if changes.is_empty() || changes.len() > MAX_LINES {
            continue;
        }
        let mut key = ctx_squash_core::Fnv::new();
        for line in &changes {
            key.write(&[u8::from(line.side == crate::hunks::Side::New)]);
            key.write(&hash_digits_folded(line.text).to_le_bytes());
        }
        let key = key.finish();
        let group = groups.entry(key).or_insert_with(|| {
            order.push(key);
            (0, changes.iter().map(|line| line.idx).collect())
        });
        group.0 += 1;
    }
    let mut like: Vec<(usize, &Vec<usize>)> = order
        .iter()
        .filter_map(|key| groups.get(key))
        .filter(|(n, _)| *n >= LIKE)
        .map(|(n, l)| (*n, l))
        .collect();
    like.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    let mut kept: Vec<usize> =
        like.into_iter().take(MAX_GROUPS).flat_map(|(_, lines)| lines.iter().copied()).collect();
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn hunk(n: usize) -> String {
        format!(
            "--- f{n}.py\n+++ f{n}.py\n@@ -1,3 +1,3 @@\n a\n-print 'report {n}'\n+print('report {n}')\n b\n"
        )
    }

    #[test]
    fn the_first_of_like_hunks_keeps_its_changed_lines() {
        let diff: String = (1..=5).map(hunk).collect();
        // The first hunk's `-` and `+` lines (4 and 5); no other.
        assert_eq!(exemplar_changes(diff.as_bytes()), vec![4, 5]);
    }

    #[test]
    fn hunks_that_differ_or_too_few_alike_keep_nothing() {
        let two: String = (1..=2).map(hunk).collect();
        assert!(exemplar_changes(two.as_bytes()).is_empty());
        let differ: String = (1..=5).fold(String::new(), |mut diff, n| {
            let (old, new) = ("x".repeat(n), "y".repeat(n));
            diff.push_str("@@ -1 +1 @@\n-a");
            diff.push_str(&old);
            diff.push_str("\n+");
            diff.push_str(&new);
            diff.push_str("b\n");
            diff
        });
        assert!(exemplar_changes(differ.as_bytes()).is_empty());
    }

    proptest! {
        /// Any text: no panic; every line kept is a changed line of some hunk.
        #[test]
        fn kept_lines_are_changes(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-]?[a-c1-3]{0,3}\n|--- a\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            for idx in exemplar_changes(text.as_bytes()) {
                prop_assert!(lines.get(idx).is_some_and(|l| l.starts_with('+') || l.starts_with('-')));
            }
        }
    }
}
