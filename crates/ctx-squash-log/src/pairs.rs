//! A pair is read by its two halves: two adjacent lines of one shape that the output writes
//! nowhere else, the second the first but for its numbers — an actual and an expected value, a
//! first and a second, a before and an after — are a comparison, so a kept half keeps the other.
//!
//! unittest's `First differing element 173:` is followed by the element as each list holds it,
//! `('T-173', 207.6, 39.2)` over `('T-173', 207.6, -20.8)`: the two lines differ only in their
//! numbers, so the second reads to the filler as a copy of the first but for its numbers, and
//! is left out — the very value the failure is about. So, after the selection, a kept line
//! whose template has exactly two lines, side by side, the second the first but for the tokens
//! holding a digit, keeps the other line, whole up to [`MAX_LINE`] bytes (cut short past it), at
//! most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes. Two lines that differ in a word are two
//! records, not one value compared: ctags' `Flags struct 1222 … struct Flags {` beside `Flags
//! implementation 1233 … impl Flags {` name two definitions, each read for itself.
//! Two lines apart are a pair too when they stand at one place of a report written twice (see
//! `ctx_squash_core::restated_pairs`): a count query run before a sync and after it writes
//! `inspections = 864` and then `inspections = 0` under the same query, and the second, left
//! out as the first shown again, was the value that changed. Such a pair is a fact even when
//! the selection kept neither half (review74: sqlite's `hives = 40` then `hives = 30`, folded
//! away whole): after the kept halves' others, each pair left out whole is added, its later
//! half (the news) first, then the earlier (the value it replaced), within the same caps.
//! A rule about how lines are written, for any output.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::squash::{Cut, Kept};

/// Lines added at most.
const MAX_LINES: usize = 16;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 4 * 1024;
/// Bytes of a half kept whole at most; a longer one is cut short.
const MAX_LINE: usize = 512;

/// `kept` (sorted by line) with the other half of each kept half of a pair (see the module's
/// documentation), sorted.
#[cfg(test)]
pub(crate) fn with_other_halves(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    with_halves_of(lines, templates, &ctx_squash_core::restated_pairs(lines), kept)
}

/// [`with_other_halves`], the restated pairs (`ctx_squash_core::restated_pairs`, which reads the
/// lines alone: a two-thread squash reads them beside the miner) given.
pub(crate) fn with_halves_of(
    lines: &Lines<'_>,
    templates: &Templates,
    pairs: &[(usize, usize)],
    kept: Kept,
) -> Kept {
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // Each line's other half in a report written twice.
    let mut restated: Vec<(usize, usize)> = pairs.to_vec();
    restated.extend(pairs.iter().map(|&(first, second)| (second, first)));
    restated.sort_unstable();
    let cut_of = |j: usize| if lines.bytes(j).len() <= MAX_LINE { Cut::Normal } else { Cut::Short };
    for &(i, _) in &kept {
        if additions.count() >= MAX_LINES {
            break;
        }
        // A line of a series of reports may pair with the copies before and after it.
        let from = restated.partition_point(|&(line, _)| line < i);
        for &(_, other) in restated.iter().skip(from).take_while(|&&(line, _)| line == i) {
            if additions.count() < MAX_LINES {
                additions.add(other, cut_of(other));
            }
        }
    }
    for &(i, _) in &kept {
        if additions.count() >= MAX_LINES {
            break;
        }
        let t = templates.of(i);
        if templates.count(t) != 2 || lines.bytes(i).trim_ascii().is_empty() {
            continue;
        }
        // The second half repeats the first but for its numbers.
        let other = [i.checked_sub(1), Some(i + 1)]
            .into_iter()
            .flatten()
            .find(|&j| j < lines.len() && templates.of(j) == t && templates.repeat(i.max(j)));
        if let Some(j) = other {
            additions.add(j, cut_of(j));
        }
    }
    // A restated pair the selection left out whole is still a value that changed (review74:
    // sqlite's `hives = 40` then `hives = 30` both folded away): the later half, the news, then
    // the earlier, the value it replaced. Only a lone change: a value that changes again and
    // again (curl's `3 retries left`, `2 retries left`, … on every retry) is a series the fold
    // counts.
    let lone = ctx_squash_core::lone_pairs(pairs);
    for &(first, second) in &lone {
        if additions.count() >= MAX_LINES {
            break;
        }
        if additions.is_kept(first) || additions.is_kept(second) {
            continue;
        }
        additions.add(second, cut_of(second));
        if additions.count() < MAX_LINES {
            additions.add(first, cut_of(first));
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn with_halves(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_other_halves(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_halves, text, kept, expected);
    }

    /// The element as each list holds it: either half kept keeps the other.
    #[test]
    fn a_kept_half_keeps_the_other() {
        let text = "\
First differing element 173:
('T-173', 207.6, 39.2)
('T-173', 207.6, -20.8)

Diff is 8139 characters long.
";
        assert_kept_after(text, &[0, 1], &[0, 1, 2]);
        assert_kept_after(text, &[2], &[1, 2]);
        // Lines of a shape written three times, or apart, are no pair; nor are two lines that
        // differ in a word, two records side by side (ctags' definitions of one name).
        let records = "\
Flags            implementation 1233 regex-syntax-0.8.12/src/hir/translate.rs impl Flags {
Flags            struct     1222 regex-syntax-0.8.12/src/hir/translate.rs struct Flags {
Frame            enum         79 regex-syntax-0.8.12/src/hir/visitor.rs enum Frame<'a> {
";
        assert_kept_after(records, &[1], &[1]);
        let three = "a 1 x\na 2 x\na 3 x\nend\n";
        assert_kept_after(three, &[0], &[0]);
        let apart = "a 1 x\nmiddle\na 2 x\nend\n";
        assert_kept_after(apart, &[0], &[0]);
    }

    /// A count query run before a sync and after it: the second count, under the same query, is
    /// the first's other half, kept with it; a value under no shared line is not.
    #[test]
    fn a_report_written_twice_keeps_the_value_that_changed() {
        let text = "\
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives_inspected FROM inspections;
    inspections = 864
hives_inspected = 96
INSERT OR REPLACE INTO hives(id, tag) VALUES (1, 'NO-01');
COMMIT;
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives_inspected FROM inspections;
    inspections = 0
hives_inspected = 0
";
        assert_kept_after(text, &[1, 2], &[1, 2, 6, 7]);
        // The other pair, neither half kept, is kept whole.
        assert_kept_after(text, &[7], &[1, 2, 6, 7]);
        let records = "north\n    frames = 10\nsouth\n    frames = 12\n";
        assert_kept_after(records, &[1], &[1]);
    }

    /// A pair neither half of which the selection kept is kept whole (review74: sqlite's
    /// `hives = 40` then `hives = 30` were paired and both left out).
    #[test]
    fn a_pair_left_out_whole_is_kept() {
        let text = "\
$ sqlite3 -line db.sqlite 'select count(*) as inspections, count(distinct hive_id) as hives'
inspections = 500
      hives = 40
$ sqlite3 db.sqlite 'delete from inspections where hive_id > 30'
$ sqlite3 -line db.sqlite 'select count(*) as inspections, count(distinct hive_id) as hives'
inspections = 383
      hives = 30
$ df
";
        assert_kept_after(text, &[0, 7], &[0, 1, 2, 5, 6, 7]);
        // A value that changes on every copy is a series, not one change: left to the fold.
        let retries =
            "== try ==\n3 retries left\n== try ==\n2 retries left\n== try ==\n3 retries left\nend\n";
        assert_kept_after(retries, &[0, 6], &[0, 6]);
    }

    /// At most [`MAX_LINES`] lines are added, however many halves are left out: a report of
    /// twenty sections written twice, each section's value changed, adds sixteen lines, the kept
    /// halves' others first.
    #[test]
    fn at_most_max_lines_are_added() {
        let report = |shift: usize| -> String {
            let mut text = String::new();
            for k in 0..20 {
                let name = "x".repeat(k + 1);
                text.push_str(
                    &["== ", &name, " ==\n", &name, " = ", &(k + shift).to_string(), "\n"].concat(),
                );
            }
            text
        };
        let text = format!("{}{}", report(0), report(100));
        let lines = Lines::new(&text);
        assert_eq!(ctx_squash_core::restated_pairs(&lines).len(), 20);
        let after = with_halves(&lines, vec![(0, Cut::Normal)]);
        assert_eq!(after.len(), 1 + MAX_LINES, "{after:?}");
        // The first section's pair first, both halves.
        assert!(after.iter().any(|&(i, _)| i == 41) && after.iter().any(|&(i, _)| i == 1), "{after:?}");
        // Halves kept by the selection keep their others before any pair left out whole.
        let kept: Kept = (10..20).map(|k| (2 * k + 1, Cut::Normal)).collect();
        let after = with_halves(&lines, kept);
        assert_eq!(after.len(), 10 + MAX_LINES, "{after:?}");
        assert!((10..20).all(|k| after.iter().any(|&(i, _)| i == 2 * k + 41)), "{after:?}");
    }

    proptest! {
        /// Any lines and selection: what is kept stays kept, sorted, each once, and at most
        /// [`MAX_LINES`] lines are added.
        #[test]
        fn halves_only_add(rows in prop::collection::vec("[ab] [0-9]{0,2} ?[xy]?", 0..40), picks in prop::collection::vec(0usize..40, 0..10)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_halves(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.len() <= before.len() + MAX_LINES);
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
        }
    }
}
