//! Labels in turn are told once: when the labels a fold note writes beside its names (a column of
//! a closed vocabulary, see [`crate::rows`]) follow one cycle down the rows — two to
//! [`crate::rows::MAX_CLOSED`] distinct labels, each always followed by the same next one, the
//! last by the first — the note writes the cycle once where it starts,
//! `in turn Kustlinjen / Nordfrakt: S-00006, S-00008, …`, and the names alone: each name carries
//! the label after the one before. Where a row breaks the turn (a row missing from the template),
//! the cycle is written again from that row's label, `; in turn Baltic / Valla: S-01381, …`, so
//! every name's label reads back; at most one break in [`SEGMENT`] rows. A label that changes at
//! every row is otherwise written before every name, as many bytes as the names. Only for names
//! that are all written and distinct, so none is left out of the list and the turn holds.

use std::collections::HashSet;

use ctx_squash_core::Keyed;

use crate::rows::MAX_CLOSED;

/// Rows a cycle must span at least: two full turns of the longest.
const MIN_ROWS: usize = 2 * MAX_CLOSED;
/// Rows per break of the turn at least (each break writes the cycle again).
pub(crate) const SEGMENT: usize = 16;

/// Whether a name can stand in a turn: written, and no list could read it as two (`a, b`), as a
/// turn's heading or a label (`x: y`, `; `), as a shortened entry (`…`) or as a range (`a1..2`,
/// which a list would write in backquotes).
pub(crate) fn plain(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('…')
        && ![", ", "; ", ": "].iter().any(|s| name.contains(s))
        && !ctx_squash_core::reads_as_range(name)
}

/// The cycle `kinds` follows, its labels in order from the first row's, when the rows (their
/// names' hashes `names`, none for an empty name, in the same order) are told by one: at least
/// [`MIN_ROWS`] rows, every kind known, the names written and their hashes distinct (two names
/// of one hash only refuse the cycle), two to [`MAX_CLOSED`] labels, each followed by one label
/// (its most frequent next), those successors one cycle through every label, and the rows
/// breaking it at most one in [`SEGMENT`].
pub(crate) fn cycle<'k>(kinds: &[Option<&'k str>], names: &[Option<u64>]) -> Option<Vec<&'k str>> {
    if kinds.len() < MIN_ROWS || kinds.len() != names.len() {
        return None;
    }
    let kinds: Vec<&str> = kinds.iter().copied().collect::<Option<_>>()?;
    // The note writes each label in backquotes: one holding a backquote would not read back.
    if kinds.iter().any(|kind| kind.contains('`')) {
        return None;
    }
    // The labels in order of first sight, and how often each is followed by each.
    let mut labels: Vec<&str> = Vec::new();
    for &kind in &kinds {
        if !labels.contains(&kind) {
            if labels.len() == MAX_CLOSED {
                return None;
            }
            labels.push(kind);
        }
    }
    if labels.len() < 2 {
        return None;
    }
    let index = |kind: &str| labels.iter().position(|&l| l == kind);
    // How often label `a` is followed by label `b`: `follows[a][b]`, both below `labels.len()`.
    let mut follows = [[0usize; MAX_CLOSED]; MAX_CLOSED];
    for pair in kinds.windows(2) {
        if let [a, b] = pair
            && let (Some(a), Some(b)) = (index(a), index(b))
            && let Some(count) = follows.get_mut(a).and_then(|row| row.get_mut(b))
        {
            *count += 1;
        }
    }
    let count = |a: usize, b: usize| follows.get(a).and_then(|row| row.get(b)).copied().unwrap_or(0);
    let next: Vec<usize> = (0..labels.len())
        .map(|a| (0..labels.len()).max_by_key(|&b| (count(a, b), std::cmp::Reverse(b))).unwrap_or(a))
        .collect();
    // One cycle through every label, from the first row's.
    let mut turn = vec![0];
    let mut at = next.first().copied()?;
    while at != 0 && turn.len() < labels.len() {
        turn.push(at);
        at = next.get(at).copied()?;
    }
    if at != 0 || turn.len() != labels.len() {
        return None;
    }
    let breaks = kinds.len()
        - 1
        - (0..labels.len()).map(|a| count(a, next.get(a).copied().unwrap_or(a))).sum::<usize>();
    if breaks * SEGMENT > kinds.len() {
        return None;
    }
    let mut seen: HashSet<u64, Keyed> = HashSet::default();
    names
        .iter()
        .all(|name| name.is_some_and(|hash| seen.insert(hash)))
        .then(|| turn.iter().filter_map(|&k| labels.get(k).copied()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<Option<u64>> {
        (0..n).map(|i| Some(ctx_squash_core::hash_bytes(format!("S-{i:05}").as_bytes()))).collect()
    }

    #[test]
    fn labels_in_turn_are_a_cycle() {
        let kinds: Vec<Option<&str>> = (0..10).map(|i| Some(["K", "N"][i % 2])).collect();
        assert_eq!(cycle(&kinds, &names(10)), Some(vec!["K", "N"]));
        let kinds: Vec<Option<&str>> = (0..9).map(|i| Some(["a", "b", "c"][i % 3])).collect();
        assert_eq!(cycle(&kinds, &names(9)), Some(vec!["a", "b", "c"]));
    }

    #[test]
    fn a_name_a_list_could_read_otherwise_is_not_plain() {
        assert!(plain("S-00007"));
        assert!(plain("tests::unit::a"));
        for name in ["", "a, b", "x: y", "a; b", "…tail", "alternating `A` / `B`: x", "a1..2"] {
            assert!(!plain(name), "{name}");
        }
    }

    #[test]
    fn a_label_holding_a_backquote_is_no_cycle() {
        let kinds: Vec<Option<&str>> = (0..10).map(|i| Some(["K`", "N"][i % 2])).collect();
        assert_eq!(cycle(&kinds, &names(10)), None);
    }

    #[test]
    fn anything_else_is_no_cycle() {
        let alternate = |n: usize| -> Vec<Option<&str>> { (0..n).map(|i| Some(["K", "N"][i % 2])).collect() };
        // One label, an unknown kind, too few rows, a name twice or blank.
        assert_eq!(cycle(&[Some("K"); 10], &names(10)), None);
        let mut unknown = alternate(10);
        unknown[3] = None;
        assert_eq!(cycle(&unknown, &names(10)), None);
        assert_eq!(cycle(&alternate(6), &names(6)), None);
        let mut twice = names(10);
        twice[9] = twice[0];
        assert_eq!(cycle(&alternate(10), &twice), None);
        let mut blank = names(10);
        blank[4] = None;
        assert_eq!(cycle(&alternate(10), &blank), None);
        // A turn that repeats a label (`K K N`) is no cycle of distinct labels.
        let kinds: Vec<Option<&str>> = (0..48).map(|i| Some(["K", "K", "N"][i % 3])).collect();
        assert_eq!(cycle(&kinds, &names(48)), None);
        // Labels in no order: no cycle.
        let kinds: Vec<Option<&str>> = [0, 1, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0]
            .iter()
            .map(|&k| Some(["K", "N"][k]))
            .collect();
        assert_eq!(cycle(&kinds, &names(20)), None);
    }

    #[test]
    fn a_turn_broken_once_in_many_rows_is_still_a_cycle() {
        // 40 rows in turn, one row missing after the 20th: one break, the turn read on.
        let kinds: Vec<Option<&str>> =
            (0..41).filter(|&i| i != 21).map(|i| Some(["V", "B"][i % 2])).collect();
        assert_eq!(cycle(&kinds, &names(40)), Some(vec!["V", "B"]));
        // Broken in every fourth row: too many breaks.
        let kinds: Vec<Option<&str>> =
            (0..60).filter(|&i| i % 4 != 3).map(|i| Some(["V", "B"][i % 2])).collect();
        assert_eq!(cycle(&kinds, &names(kinds.len())), None);
    }

    proptest::proptest! {
        /// On any kinds, no panic; a cycle found holds every row's kind, its labels distinct, and
        /// the rows that do not follow the label before in it are at most one in [`SEGMENT`].
        #[test]
        fn a_cycle_found_tells_every_row_its_kind(
            picks in proptest::collection::vec(proptest::option::weighted(0.95, 0usize..5), 0..80),
        ) {
            let labels = ["a", "b", "c", "d", "e"];
            let kinds: Vec<Option<&str>> = picks.iter().map(|p| p.map(|k| labels[k])).collect();
            let names = names(kinds.len());
            if let Some(turn) = cycle(&kinds, &names) {
                proptest::prop_assert!((2..=MAX_CLOSED).contains(&turn.len()));
                proptest::prop_assert_eq!(kinds[0], Some(turn[0]));
                let at = |kind: Option<&str>| turn.iter().position(|&t| Some(t) == kind);
                let breaks = kinds.windows(2).filter(|w| at(w[1]) != at(w[0]).map(|a| (a + 1) % turn.len())).count();
                proptest::prop_assert!(kinds.iter().all(|&k| at(k).is_some()));
                proptest::prop_assert!(breaks * SEGMENT <= kinds.len());
            }
        }

        /// Rows written in any cycle of distinct labels are found to follow it.
        #[test]
        fn any_cycle_is_found(period in 2usize..=MAX_CLOSED, rows in MIN_ROWS..60) {
            let labels = ["a", "b", "c", "d"];
            let kinds: Vec<Option<&str>> = (0..rows).map(|i| Some(labels[i % period])).collect();
            proptest::prop_assert_eq!(cycle(&kinds, &names(rows)), Some(labels[..period].to_vec()));
        }
    }
}
