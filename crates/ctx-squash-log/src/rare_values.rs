//! In a `name=value` listing, the rare values are standouts: of a run of field lines whose values
//! are mostly a few repeated ones, the rows of a value few rows repeat are kept.
//!
//! A configure cache, a feature list, a sysctl dump write one setting a line — `ac_cv_func_x=yes`
//! ninety times, `ac_cv_func_kqueue=no` seven — and fold whole, since no line is an error: the
//! few settings that differ from the many, the missing functions, go with them. Here:
//!
//! - a listing is a run of at least [`MIN_ROWS`] consecutive field lines (`name=value`,
//!   `key = value`, `key: value`, read as `flat_records.rs` reads them), no blank between;
//! - its kinds are the values at least two rows write; when the rows writing a kind are at least
//!   half the listing and the most written kind one row in [`COMMON`] (settings, not data whose
//!   values repeat by chance: a package's manifest flattened to paths), a kind that at most one
//!   row in [`RARE`] writes, and at most a quarter as many as the most written, is rare, and its
//!   rows are kept, the rarest kinds first.
//!
//! A value one row alone writes is the row's datum (a path, a name), not a kind: it is left to the
//! other principles. What is added is at most [`MAX_ROWS`] rows a listing, [`MAX_BYTES`] and a
//! quarter of the input. Lines are probed every [`MIN_ROWS`]th, so a text of no listing costs a
//! look at one line in that many. Chosen with round 13 in view (a failed configure's
//! `config.log`), a rule about listings, for any text.

use std::collections::HashMap;

use ctx_squash_core::Lines;

use crate::additions::Additions;
use crate::flat_records::field;
use crate::squash::Cut;

/// Consecutive field lines a listing holds at least.
const MIN_ROWS: usize = 16;
/// A kind is rare when at most one row in this many writes it.
const RARE: usize = 8;
/// The most written value is written by at least one row in this many: a listing of settings,
/// not of data whose values repeat by chance.
const COMMON: usize = 4;
/// Rows added at most a listing.
const MAX_ROWS: usize = 32;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 4 * 1024;

/// `kept` (sorted by line) with the rows of every listing's rare values added (see the module's
/// documentation), sorted.
pub(crate) fn with_rare_values(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    let listings = listings(lines);
    if listings.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES.min(lines.text().len() / 4));
    for (start, end) in listings {
        for i in rare_rows(lines, start, end) {
            additions.add(i, Cut::Normal);
        }
    }
    additions.into_kept(kept)
}

/// Whether line `i` is a field line.
fn is_field(lines: &Lines<'_>, i: usize) -> bool {
    i < lines.len() && !lines.lead(i).blank && field(lines.bytes(i)).is_some()
}

/// The listings, each its first line and the line past its last.
fn listings(lines: &Lines<'_>) -> Vec<(usize, usize)> {
    let n = lines.len();
    let mut found: Vec<(usize, usize)> = Vec::new();
    // Any run of `MIN_ROWS` lines holds a multiple of `MIN_ROWS`: probe those alone.
    let mut probe = 0;
    while probe < n {
        if !is_field(lines, probe) {
            probe += MIN_ROWS;
            continue;
        }
        let start = (0..probe).rev().take_while(|&i| is_field(lines, i)).last().unwrap_or(probe);
        let end = (probe..n).find(|&i| !is_field(lines, i)).unwrap_or(n);
        if end - start >= MIN_ROWS {
            found.push((start, end));
        }
        probe = end.max(probe + 1).next_multiple_of(MIN_ROWS);
    }
    found
}

/// The rows of the rare kinds of the listing `start..end`, the rarest kinds first, at most
/// [`MAX_ROWS`].
fn rare_rows(lines: &Lines<'_>, start: usize, end: usize) -> Vec<usize> {
    let mut kinds: HashMap<&[u8], Vec<usize>> = HashMap::new();
    for i in start..end {
        if let Some((_, value)) = field(lines.bytes(i)) {
            kinds.entry(value).or_default().push(i);
        }
    }
    let rows = end - start;
    let repeated: Vec<&Vec<usize>> = kinds.values().filter(|rows| rows.len() >= 2).collect();
    let in_kinds: usize = repeated.iter().map(|rows| rows.len()).sum();
    let most = repeated.iter().map(|rows| rows.len()).max().unwrap_or(0);
    if in_kinds * 2 < rows || most * COMMON < rows {
        return Vec::new();
    }
    let mut rare: Vec<&Vec<usize>> =
        repeated.into_iter().filter(|kind| kind.len() * RARE <= rows && kind.len() * 4 <= most).collect();
    rare.sort_unstable_by_key(|kind| (kind.len(), kind.first().copied()));
    rare.into_iter().flatten().copied().take(MAX_ROWS).collect()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The lines kept after the rule, from `kept`.
    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        assert_eq!(crate::squash::kept_after(with_rare_values, text, kept), expected, "{text}");
    }

    /// A cache of `n` settings under a heading: `yes` but for the rows in `no`, an empty value
    /// every fifth row, and a path of its own every seventh.
    fn cache(n: usize, no: &[usize], sep: &str) -> String {
        let mut text = String::from("## Cache variables. ##\n\n");
        for k in 0..n {
            let value = if no.contains(&k) {
                "no".to_owned()
            } else if k % 5 == 0 {
                String::new()
            } else if k % 7 == 0 {
                format!("/usr/bin/tool_{k}")
            } else {
                "yes".to_owned()
            };
            writeln!(text, "ac_cv_setting_{k}{sep}{value}").expect("writing to a String cannot fail");
        }
        text.push_str("\nconfigure: exit 1\n");
        text
    }

    #[test]
    fn the_rows_of_a_rare_value_are_kept() {
        for sep in ["=", " = ", ": "] {
            let text = cache(90, &[11, 38, 61], sep);
            // Lines 0 and 1 are the heading and a blank: the `no` rows are lines 13, 40, 63.
            check(&text, &[0], &[0, 13, 40, 63]);
        }
    }

    #[test]
    fn a_listing_of_no_rare_kind_is_left_alone() {
        // No `no` at all: every kind is common or a row's own.
        check(&cache(90, &[], "="), &[0], &[0]);
        // Half the rows `no` (every odd one but the empty ones): not rare.
        let half: Vec<usize> = (0..90).filter(|k| k % 2 == 1 && k % 5 != 0).collect();
        check(&cache(90, &half, "="), &[0], &[0]);
        // Too short a listing.
        check(&cache(12, &[3, 4], "="), &[0], &[0]);
        // No value common (the most written one under a quarter of the rows, the others three
        // rows each): data whose values repeat by chance.
        let chance = (0..64).fold(String::new(), |mut text, k| {
            let value = if k < 15 { "dev".to_owned() } else { format!("v{}", (k - 15) / 3) };
            let _ = writeln!(text, "dependencies.{k}.kind = \"{value}\"");
            text
        });
        check(&chance, &[0], &[0]);
        // Values all distinct: data, not kinds.
        let data = (0..40).fold(String::new(), |mut text, k| {
            let _ = writeln!(text, "key_{k}=value_{k}");
            text
        });
        check(&data, &[0], &[0]);
    }

    #[test]
    fn listings_are_found_wherever_they_start() {
        for lead in 0..20 {
            let text = format!("{}{}", "prose line\n".repeat(lead), cache(40, &[9, 30], "="));
            let listing = listings(&Lines::new(&text));
            assert_eq!(listing, [(lead + 2, lead + 42)], "{lead}");
        }
    }

    proptest::proptest! {
        /// On arbitrary rows and any selection: nothing kept is dropped, nothing is added twice,
        /// every added line is a field line of a listing holding a value another row holds, and
        /// the additions stay within the budget.
        #[test]
        fn adds_only_rows_of_repeated_values(
            rows in proptest::collection::vec(proptest::sample::select(&["a=yes", "b=yes", "c=yes", "d=no", "e=", "f=x", "k: v", "", "plain words", "é日=日", "  g = no"][..]), 0..200),
            picks in proptest::collection::vec(0usize..200, 0..20),
        ) {
            let text = rows.iter().fold(String::new(), |mut text, row| {
                text.push_str(row);
                text.push('\n');
                text
            });
            let lines = Lines::new(&text);
            let mut kept: Vec<usize> = picks.into_iter().filter(|&i| i < lines.len()).collect();
            kept.sort_unstable();
            kept.dedup();
            let after = crate::squash::kept_after(with_rare_values, &text, &kept);
            proptest::prop_assert!(after.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
            proptest::prop_assert!(kept.iter().all(|i| after.contains(i)), "nothing dropped");
            let listings = listings(&lines);
            let mut bytes = 0;
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                bytes += lines.bytes(j).len() + 1;
                let value = field(lines.bytes(j)).map(|(_, v)| v);
                let listed = listings.iter().any(|&(s, e)| {
                    (s..e).contains(&j)
                        && (s..e).any(|i| i != j && field(lines.bytes(i)).map(|(_, v)| v) == value)
                });
                proptest::prop_assert!(listed, "line {} holds a listing's repeated value", j);
            }
            proptest::prop_assert!(bytes <= text.len() / 4);
        }

        /// On arbitrary text: no panic, and every added line is a field line.
        #[test]
        fn never_panics(text in "\\PC{0,400}", picks in proptest::collection::vec(0usize..40, 0..10)) {
            let lines = Lines::new(&text);
            let mut kept: Vec<usize> = picks.into_iter().filter(|&i| i < lines.len()).collect();
            kept.sort_unstable();
            kept.dedup();
            let after = crate::squash::kept_after(with_rare_values, &text, &kept);
            for &j in after.iter().filter(|i| !kept.contains(i)) {
                proptest::prop_assert!(field(lines.bytes(j)).is_some());
            }
        }
    }
}
