//! Among like hunks, one exemplar's changed lines are kept whole.
//!
//! A tool that applies one rewrite to many files (lib2to3, a codemod, a version bump) prints a
//! diff of many hunks that change the same lines the same way, modulo numbers (`print 'spool
//! report 12'`). Each hunk's header is kept anyway, but a budget spread over forty like hunks
//! keeps a line or two of each, and no reader learns what the rewrite was. Hunks whose changed
//! lines are the same modulo numbers are like hunks: when [`LIKE`] or more are alike, the changed
//! lines of the first of them are kept whole, as a small change is, [`MAX_LINES`] lines and
//! [`MAX_BYTES`] bytes at most, for [`MAX_GROUPS`] such groups at most (the largest first) and
//! [`MAX_ALL_BYTES`] bytes in all. The few hunks that fall outside every group ([`MAX_ODD`] at
//! most) are what sets the rewrite's odd case apart from the rule (`+raise SystemExit('ODDONE
//! 23')` among forty like `print` rewrites): their changed lines are kept as an exemplar's are,
//! within the same caps. Hunks are read as `hunks` reads them.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, hash_digits_folded};

/// The fewest like hunks whose exemplar is kept.
pub(crate) const LIKE: usize = 3;
/// The most changed lines an exemplar may have.
pub(crate) const MAX_LINES: usize = 32;
/// The most bytes an exemplar's (or an odd hunk's) changed lines may have.
pub(crate) const MAX_BYTES: usize = 2048;
/// The most groups of like hunks whose exemplar is kept.
pub(crate) const MAX_GROUPS: usize = 4;
/// The most bytes the exemplars and odd hunks kept have in all.
pub(crate) const MAX_ALL_BYTES: usize = 3 * MAX_BYTES;
/// The most hunks outside every group of like hunks whose changed lines are kept: past these,
/// the hunks are no rule's few exceptions.
pub(crate) const MAX_ODD: usize = 4;

/// A group of like hunks: its members' count, its first member's changed lines and their bytes.
struct Group {
    members: usize,
    lines: Vec<usize>,
    bytes: usize,
}

/// The 0-based indices of the exemplars' changed lines, and of the odd hunks', ascending.
pub(crate) fn exemplar_changes(bytes: &[u8]) -> Vec<usize> {
    let mut groups: HashMap<u64, Group, Keyed> = HashMap::default();
    // Each hunk's group key, in order (`None`: a hunk with no change).
    let mut keys = Vec::new();
    for hunk in crate::hunks::hunks(bytes) {
        let changes: Vec<_> = hunk.lines.iter().filter(|line| line.side.is_change()).collect();
        if changes.is_empty() {
            continue;
        }
        let mut key = ctx_squash_core::Fnv::new();
        for line in &changes {
            key.write(&[u8::from(line.side == crate::hunks::Side::New)]);
            key.write(&hash_digits_folded(line.text).to_le_bytes());
        }
        let key = key.finish();
        keys.push(key);
        let group = groups.entry(key).or_insert_with(|| Group {
            members: 0,
            lines: changes.iter().map(|line| line.idx).collect(),
            bytes: changes.iter().map(|line| line.text.len() + 2).sum(),
        });
        group.members += 1;
    }
    let fits = |group: &Group| group.lines.len() <= MAX_LINES && group.bytes <= MAX_BYTES;
    let mut order = keys.clone();
    order.dedup();
    let mut seen = std::collections::HashSet::new();
    order.retain(|key| seen.insert(*key));
    let mut like: Vec<&Group> =
        order.iter().filter_map(|key| groups.get(key)).filter(|g| g.members >= LIKE).collect();
    like.sort_by_key(|group| std::cmp::Reverse(group.members));
    let mut kept = Vec::new();
    let mut all_bytes = 0;
    for group in like.iter().filter(|group| fits(group)).take(MAX_GROUPS) {
        if all_bytes + group.bytes <= MAX_ALL_BYTES {
            all_bytes += group.bytes;
            kept.extend(group.lines.iter().copied());
        }
    }
    // The few hunks outside every group, when there is a group at all.
    let odd: Vec<&Group> =
        order.iter().filter_map(|key| groups.get(key)).filter(|g| g.members < LIKE).collect();
    let odd_hunks: usize = odd.iter().map(|group| group.members).sum();
    if !like.is_empty() && odd_hunks <= MAX_ODD {
        for group in odd.into_iter().filter(|group| group.members == 1 && fits(group)) {
            if all_bytes + group.bytes <= MAX_ALL_BYTES {
                all_bytes += group.bytes;
                kept.extend(group.lines.iter().copied());
            }
        }
    }
    kept.sort_unstable();
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::fmt::Write;

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

    #[test]
    fn an_exemplar_of_long_lines_is_not_kept() {
        // Three like hunks of 16 changed lines of 4 KB each: no exemplar, whatever the count.
        let long = "x".repeat(4000);
        let mut diff = String::new();
        for n in 1..=3 {
            diff.push_str("@@ -1 +1 @@\n");
            for k in 0..16 {
                writeln!(diff, "-{long}{k} {n}\n+{long}X{k} {n}").expect("a string");
            }
        }
        assert!(exemplar_changes(diff.as_bytes()).is_empty());
    }

    #[test]
    fn exemplars_keep_to_the_bytes_in_all() {
        // Four groups of like hunks whose exemplars have 1.8 KB each: three fit in the bytes in all.
        let line = "y".repeat(900);
        let mut diff = String::new();
        for (g, m) in ["a", "b", "c", "d"].into_iter().flat_map(|g| (0..3).map(move |m| (g, m))) {
            writeln!(diff, "@@ -1 +1 @@\n-{g}{line}{m}\n+{g}{line}Z{m}").expect("a string");
        }
        let kept = exemplar_changes(diff.as_bytes());
        assert_eq!(kept.len(), 6);
        let bytes: usize = kept.iter().filter_map(|&i| diff.split('\n').nth(i)).map(|l| l.len() + 1).sum();
        assert!(bytes <= MAX_ALL_BYTES);
    }

    #[test]
    fn the_odd_hunk_among_like_ones_keeps_its_changed_lines() {
        let mut diff: String = (1..=40).filter(|n| *n != 23).map(hunk).collect();
        let odd = "--- f23.py\n+++ f23.py\n@@ -1,3 +1,3 @@\n a\n-print 'report 23'\n+raise SystemExit('ODDONE 23')\n b\n";
        let at = diff.find("--- f24.py").expect("hunk 24");
        diff.insert_str(at, odd);
        let lines: Vec<&str> = diff.split('\n').collect();
        let kept: Vec<&str> =
            exemplar_changes(diff.as_bytes()).iter().filter_map(|&i| lines.get(i).copied()).collect();
        assert!(kept.contains(&"+raise SystemExit('ODDONE 23')"), "{kept:?}");
        assert!(kept.contains(&"+print('report 1')"));
    }

    #[test]
    fn many_hunks_outside_the_groups_keep_nothing_more() {
        // Forty like hunks and ten odd ones: no rule's few exceptions, only the exemplar is kept.
        let mut diff: String = (1..=40).map(hunk).collect();
        for n in 0..10 {
            writeln!(diff, "@@ -1 +1 @@\n-odd {}\n+odd {}", "a".repeat(n + 1), "b".repeat(n + 1))
                .expect("a string");
        }
        assert_eq!(exemplar_changes(diff.as_bytes()), vec![4, 5]);
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
