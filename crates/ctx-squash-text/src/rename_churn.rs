//! Rename churn folds first: a diff's dominant substitution (a rename, a re-prefix, a version
//! bump) is churn, and a changed line that still differs once it is applied is a real change.
//!
//! A refactor that renames `ship_id` to `vessel_id` over 36 files pairs hundreds of removed lines
//! with added ones that differ by that substitution only; a behaviour change among them (`<=`
//! turned `<` in one of them) reads like the rest. As in `whitespace_churn`, the `-` and `+` lines
//! of a changed place are paired by order within a hunk, as `hunks` pairs them. Each pair's
//! difference is read as one substitution: the bytes between the longest common start and the
//! longest common end of the two lines, widened as below (`ship_id` → `vessel_id` in
//! `def f(ship_id):` → `def f(vessel_id):`). The substitution most pairs write is the diff's own when at
//! least [`MIN_PAIRS`] pairs and one pair in [`SHARE`] write it exactly; the difference is widened
//! to whole words (`ship_id` → `vessel_id`, a number over its dots, `0.1.0` → `0.2.0`) and blanks
//! are whitespace churn's. Then a pair whose removed line, with every occurrence of the
//! substitution's old text standing as a whole word replaced by its new one, is the added line, is
//! churn — however many times the line renames — but for the first such pair, offered as a change,
//! the substitution's example (what the folded churn was). A `"shipyard"` turned `"vesselyard"`, a
//! `relationship_id`, a `= 1` turned `= 2` beside a version bump still differ. A pair that still
//! differs is a change (the one pair that renames and also changes a comparison among them), and so
//! is every line without a partner; when at most [`MAX_CHANGES`] pairs still differ, they are the
//! diff's standouts and are kept whatever the budget, as small changes are. Nothing is dropped
//! here: churn is only offered after every other change.

use std::collections::HashMap;

/// Pairs that must write the dominant substitution exactly before it is the diff's own.
const MIN_PAIRS: usize = 8;
/// At least one pair in this many writes the dominant substitution exactly.
const SHARE: usize = 3;
/// Pairs that still differ, at most, for them to be standouts.
const MAX_CHANGES: usize = 8;
/// Bytes of a substitution's side at most: a rename, not a rewritten line.
const MAX_SIDE: usize = 64;

/// A diff's rename churn and the changes among it.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Renames {
    /// The 0-based indices of the churn lines, ascending: the `-`/`+` lines of a hunk paired by
    /// order that the diff's dominant substitution turns one into the other, but for its first
    /// pair (its example).
    pub(crate) churn: Vec<usize>,
    /// The lines of the pairs that still differ once it is applied, ascending, when they are at
    /// most [`MAX_CHANGES`] pairs: the standouts, kept whatever the budget as small changes are.
    pub(crate) changes: Vec<usize>,
    /// The dominant substitution, as (old, new), when the diff has one.
    pub(crate) substitution: Option<(Vec<u8>, Vec<u8>)>,
}

/// The rename churn of `bytes` and the changes among it (see the module's documentation); empty
/// when the diff has no dominant substitution.
pub(crate) fn rename_churn(bytes: &[u8]) -> Renames {
    let pairs = pairs(bytes);
    let Some((old, new)) = dominant(&pairs) else { return Renames::default() };
    let (mut churn, mut changes) = (Vec::new(), Vec::new());
    // The first pair the substitution explains is its example, shown as a change: the reader
    // learns what the churn folded away is.
    let mut example = true;
    for &((i, a), (j, b)) in &pairs {
        if !renames_to(a, b, old, new) {
            changes.extend([i, j]);
        } else if !std::mem::take(&mut example) {
            churn.extend([i, j]);
        }
    }
    if changes.len() > 2 * MAX_CHANGES {
        changes.clear();
    }
    churn.sort_unstable();
    changes.sort_unstable();
    Renames { churn, changes, substitution: Some((old.to_vec(), new.to_vec())) }
}

/// The substitution most pairs write, when enough of them do.
fn dominant<'a>(pairs: &[Pair<'a>]) -> Option<(&'a [u8], &'a [u8])> {
    let mut counts: HashMap<(&[u8], &[u8]), usize> = HashMap::new();
    for &((_, a), (_, b)) in pairs {
        if let Some(sub) = substitution(a, b) {
            *counts.entry(sub).or_insert(0) += 1;
        }
    }
    let (&sub, &n) = counts.iter().max_by_key(|&(sub, n)| (*n, *sub))?;
    (n >= MIN_PAIRS && n.saturating_mul(SHARE) >= pairs.len()).then_some(sub)
}

/// What differs between two lines, as one substitution of whole words: the bytes of each
/// between their longest common start and their longest common end, widened over the word bytes
/// around them (`ship_id` → `vessel_id`, not `ship` → `vessel`; a number over the dots around it,
/// `0.1.0` → `0.2.0`, not `1` → `2`). `None` when the lines are equal, when the old side is empty
/// (an insertion is no rename), when both sides are blanks (whitespace churn's, not a rename) or
/// when a side is longer than [`MAX_SIDE`].
fn substitution<'a>(a: &'a [u8], b: &'a [u8]) -> Option<(&'a [u8], &'a [u8])> {
    let mut start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let most = a.len().min(b.len()) - start;
    let mut end = a.iter().rev().zip(b.iter().rev()).take(most).take_while(|(x, y)| x == y).count();
    let numeric = |side: &[u8]| !side.is_empty() && side.iter().all(u8::is_ascii_digit);
    let core = (a.get(start..a.len() - end)?, b.get(start..b.len() - end)?);
    let blank = |side: &[u8]| side.iter().all(u8::is_ascii_whitespace);
    if core.0.is_empty() || (blank(core.0) && blank(core.1)) {
        return None;
    }
    let widens = |c: u8| is_word(c) || (c == b'.' && (numeric(core.0) || numeric(core.1)));
    // The common start and end are the same bytes in both lines: widening keeps one substitution.
    while start > 0 && a.get(start - 1).is_some_and(|&c| widens(c)) {
        start -= 1;
    }
    while end > 0 && a.get(a.len() - end).is_some_and(|&c| widens(c)) {
        end -= 1;
    }
    let old = a.get(start..a.len() - end)?;
    let new = b.get(start..b.len() - end)?;
    let blank = |side: &[u8]| side.iter().all(u8::is_ascii_whitespace);
    (!old.is_empty()
        && old != new
        && !(blank(old) && blank(new))
        && old.len() <= MAX_SIDE
        && new.len() <= MAX_SIDE)
        .then_some((old, new))
}

/// A byte of a word: a letter, a digit or `_`.
fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Whether `a` turns into `b` when each occurrence of `old` standing as a whole word (no word byte
/// against a word edge of it: `relationship` holds no `ship` to rename) is replaced by `new`, left
/// to right; read as it goes, nothing built.
fn renames_to(a: &[u8], b: &[u8], old: &[u8], new: &[u8]) -> bool {
    let whole = |at: usize| {
        let before_ok = !old.first().is_some_and(|&c| is_word(c))
            || at.checked_sub(1).and_then(|i| a.get(i)).is_none_or(|&c| !is_word(c));
        let after_ok =
            !old.last().is_some_and(|&c| is_word(c)) || a.get(at + old.len()).is_none_or(|&c| !is_word(c));
        before_ok && after_ok
    };
    let (mut from, mut to) = (0, 0);
    for at in memchr::memmem::find_iter(a, old) {
        if at < from || !whole(at) {
            continue;
        }
        let Some(plain) = a.get(from..at) else { return false };
        if b.get(to..to + plain.len()) != Some(plain)
            || b.get(to + plain.len()..to + plain.len() + new.len()) != Some(new)
        {
            return false;
        }
        to += plain.len() + new.len();
        from = at + old.len();
    }
    a.get(from..) == b.get(to..)
}

/// The `-`/`+` lines of each hunk's changed places paired by order (see `hunks`), each with its
/// index and without its sign (`odd_changes` reads them too).
pub(crate) fn pairs(bytes: &[u8]) -> Vec<Pair<'_>> {
    let mut pairs = Vec::new();
    // A combined diff's `@@@` hunk has a column per parent: its lines are not read.
    for hunk in crate::hunks::hunks(bytes).filter(crate::hunks::Hunk::is_plain) {
        let line = |at: usize| hunk.lines.get(at).map(|line| (line.idx, line.text));
        pairs.extend(hunk.pairs().filter_map(|(old, new)| line(old).zip(line(new))));
    }
    pairs
}

/// A removed line and the added line paired with it, each `(index, line without its sign)`.
pub(crate) type Pair<'a> = ((usize, &'a [u8]), (usize, &'a [u8]));

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::fmt::Write as _;

    /// A diff of `n` one-line hunks renaming `ship_id`, then `extra` as one more hunk's lines.
    fn renames(n: usize, extra: &str) -> String {
        let mut diff = String::from("--- a/t.py\n+++ b/t.py\n");
        for i in 0..n {
            let _ = write!(diff, "@@ -{i},1 +{i},1 @@\n-f{i}(ship_id)\n+f{i}(vessel_id)\n");
        }
        diff.push_str(extra);
        diff
    }

    #[test]
    fn a_pair_that_still_differs_after_the_rename_is_a_change() {
        let extra = "@@ -90,3 +90,3 @@\n-def g(ship_id, x={'ship_id': ship_id}):\n-    if load <= MAX:\n+def g(vessel_id, x={'vessel_id': vessel_id}):\n+    if load < MAX:\n";
        let diff = renames(10, extra);
        let renames = rename_churn(diff.as_bytes());
        let lines: Vec<&str> = diff.split('\n').collect();
        let named: Vec<&str> = renames.churn.iter().map(|&i| lines[i]).collect();
        assert_eq!(renames.churn.len(), 20, "{named:?}");
        let changes: Vec<&str> = renames.changes.iter().map(|&i| lines[i]).collect();
        assert_eq!(changes, ["-    if load <= MAX:", "+    if load < MAX:"]);
        assert!(named.contains(&"-def g(ship_id, x={'ship_id': ship_id}):"));
        assert!(!named.contains(&"-f0(ship_id)"), "the first rename is its example");
        assert!(!named.iter().any(|l| l.contains("load")));
    }

    #[test]
    fn a_change_that_writes_the_rename_inside_a_word_or_a_number_is_a_change() {
        // Review of fix17: a string literal, a word holding the old name, a number the version
        // bump's digit — each still differs once the rename is applied to whole words.
        let extra = "@@ -90,3 +90,3 @@\n-    \"dock\": \"shipyard\",\n-WHERE relationship_id = 1\n-MAX_RETRIES = 1\n+    \"dock\": \"vesselyard\",\n+WHERE relationvessel_id = 1\n+MAX_RETRIES = 2\n";
        let diff = renames(10, extra);
        let lines: Vec<&str> = diff.split('\n').collect();
        let renames = rename_churn(diff.as_bytes());
        let churn: Vec<&str> = renames.churn.iter().map(|&i| lines[i]).collect();
        assert!(
            !churn.iter().any(|l| l.contains("yard") || l.contains("relation") || l.contains("RETRIES")),
            "{churn:?}"
        );
        // A version bump is read whole: `1` → `2` elsewhere is a change.
        let mut bumps = String::from("--- a/Cargo.toml\n+++ b/Cargo.toml\n");
        for i in 0..10 {
            let _ = write!(bumps, "@@ -{i},1 +{i},1 @@\n-c{i} = \"0.1.0\"\n+c{i} = \"0.2.0\"\n");
        }
        bumps.push_str("@@ -50,1 +50,1 @@\n-const MAX_RETRIES: u32 = 1;\n+const MAX_RETRIES: u32 = 2;\n");
        let lines: Vec<&str> = bumps.split('\n').collect();
        let renames = rename_churn(bumps.as_bytes());
        assert_eq!(renames.churn.len(), 18);
        let changes: Vec<&str> = renames.changes.iter().map(|&i| lines[i]).collect();
        assert_eq!(changes, ["-const MAX_RETRIES: u32 = 1;", "+const MAX_RETRIES: u32 = 2;"]);
    }

    #[test]
    fn a_few_renames_are_no_churn() {
        assert_eq!(rename_churn(renames(MIN_PAIRS - 1, "").as_bytes()), Renames::default());
        assert_eq!(rename_churn(renames(MIN_PAIRS, "").as_bytes()).churn.len(), 2 * MIN_PAIRS - 2);
    }

    #[test]
    fn substitutions_are_what_lies_between_the_common_ends() {
        assert_eq!(substitution(b"f(ship_id)", b"f(vessel_id)"), Some((&b"ship_id"[..], &b"vessel_id"[..])));
        assert_eq!(substitution(b"a <= b", b"a < b"), Some((&b"="[..], &b""[..])));
        assert_eq!(substitution(b"v = \"0.1.0\"", b"v = \"0.2.0\""), Some((&b"0.1.0"[..], &b"0.2.0"[..])));
        assert_eq!(substitution(b"ab", b"ab"), None);
        assert_eq!(substitution(b"ab", b"axb"), None, "an insertion is no rename");
        assert_eq!(substitution(b"f(a )", b"f(a)"), None, "blanks are whitespace churn's");
        assert!(renames_to(b"ship_id + ship_id", b"vessel_id + vessel_id", b"ship_id", b"vessel_id"));
        assert!(!renames_to(b"relationship_id", b"relationvessel_id", b"ship_id", b"vessel_id"));
        assert!(!renames_to(b"ship_id", b"vessel_id!", b"ship_id", b"vessel_id"));
    }

    proptest! {
        /// Any text: no panic, and the indices named are `+`/`-` lines of it, as many of each,
        /// each pair turned one into the other by one substitution.
        #[test]
        fn indices_are_changed_lines(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|[ +\\\\-]?[ a-cé]{0,4}\n|--- a\n){0,60}") {
            let lines: Vec<&str> = text.split('\n').collect();
            let Renames { churn, changes, .. } = rename_churn(text.as_bytes());
            prop_assert!(churn.windows(2).all(|w| w[0] < w[1]) && changes.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(changes.len() <= 2 * MAX_CHANGES && churn.iter().all(|i| changes.binary_search(i).is_err()));
            let mut signs = [0usize; 2];
            for idx in churn.into_iter().chain(changes) {
                let line = lines.get(idx).copied().unwrap_or_default();
                prop_assert!(line.starts_with('+') || line.starts_with('-'), "{line:?}");
                signs[usize::from(line.starts_with('+'))] += 1;
            }
            prop_assert_eq!(signs[0], signs[1]);
        }

        /// Renames in any number with one real change among them: the change is never churn.
        #[test]
        fn the_real_change_is_kept(n in 0usize..40, at in 0usize..40) {
            let at = at.min(n);
            let mut diff = renames(at, "@@ -99,1 +99,1 @@\n-if ship_id <= 3:\n+if vessel_id < 3:\n");
            diff.push_str(&renames(n - at, "")["--- a/t.py\n+++ b/t.py\n".len()..]);
            let lines: Vec<&str> = diff.split('\n').collect();
            let renames = rename_churn(diff.as_bytes());
            prop_assert!(renames.churn.iter().all(|&i| !lines[i].contains("3:")));
            if n > MIN_PAIRS {
                let changes: Vec<&str> = renames.changes.iter().map(|&i| lines[i]).collect();
                prop_assert_eq!(changes, ["-if ship_id <= 3:", "+if vessel_id < 3:"]);
            }
        }
    }
}
