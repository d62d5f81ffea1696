//! Rows of a table are named by what identifies them: in a template whose lines are mostly what
//! varies (a listing, a table: `ls -la`, `du`, `tree`, a symbol table — lines that do not fold,
//! see [`crate::fold::folds`]), a column whose values differ from row to row and hold a letter
//! (a name, a path, `216K`; not a month, a permission string or a count) names each row, and a
//! row is named by the text from the first such column through the last column whose values
//! differ from row to row, as it is written (`python3 -> python3.11`, `216K\tsrc/dfa/dense.rs`,
//! a key with its value): only what stands before the name (a size, a count) goes unsaid.
//!
//! When the names of every row of such a template fit the output's allowance (a third of the
//! input, within [`ALLOWANCE`]) and are at most half the bytes of the rows they stand for, its fold note lists them all and the squash keeps no more of
//! its rows than it must (the first, and those kept for another reason): an agent asking about
//! any entry finds it, in far fewer bytes than a sample of whole rows. Larger templates are
//! named as before, while a note's values fit.

use std::collections::HashSet;

use ctx_squash_core::{Lines, Templates, hash_bytes};

use crate::fold;

/// The bytes all complete listings may take together, at least and at most; between them a
/// third of the input.
pub(crate) const ALLOWANCE: (usize, usize) = (2 * 1024, 32 * 1024);
/// Names must be at most this fraction (one in …) of their rows' bytes to stand for them.
const SHORTER: usize = 2;
/// Templates looked at: the largest, as only those get a note.
const MAX_TEMPLATES: usize = 48;
/// Rows of a template sampled to tell which columns identify its rows.
const SAMPLE: usize = 256;
/// Variable positions looked at as columns.
const MAX_COLUMNS: usize = 16;

/// Which templates are named row by row, and by which columns.
#[derive(Debug, Default)]
pub(crate) struct Listing {
    /// Per template: the first and last identifying column (indices among its variable
    /// positions), for the templates named in full.
    columns: Vec<Option<(usize, usize)>>,
}

impl Listing {
    /// Decides, for the largest templates, whether every row's name fits the allowance, the
    /// shortest listings first.
    pub(crate) fn of(lines: &Lines<'_>, templates: &Templates) -> Listing {
        let mut columns = vec![None; templates.len()];
        let mut candidates: Vec<u32> =
            (0..templates.len() as u32).filter(|&t| templates.count(t) >= fold::MIN_TO_FOLD).collect();
        candidates.sort_unstable_by_key(|&t| (std::cmp::Reverse(templates.count(t)), t));
        candidates.truncate(MAX_TEMPLATES);
        if candidates.is_empty() {
            return Listing { columns };
        }
        let mut slot = vec![usize::MAX; templates.len()];
        for (k, &t) in candidates.iter().enumerate() {
            slot[t as usize] = k;
        }
        // Distinct values per column, over a sample of each template's rows.
        let mut seen: Vec<Vec<HashSet<u64>>> = vec![vec![HashSet::new(); MAX_COLUMNS]; candidates.len()];
        let mut lettered: Vec<[u32; MAX_COLUMNS]> = vec![[0; MAX_COLUMNS]; candidates.len()];
        let mut sampled = vec![0usize; candidates.len()];
        for i in 0..lines.len() {
            let k = slot[templates.of(i) as usize];
            if k == usize::MAX || sampled[k] == SAMPLE {
                continue;
            }
            sampled[k] += 1;
            for (c, value) in templates.values(lines.get(i), templates.of(i)).take(MAX_COLUMNS).enumerate() {
                seen[k][c].insert(hash_bytes(value.as_bytes()));
                if value.bytes().any(|b| b.is_ascii_alphabetic()) {
                    lettered[k][c] += 1;
                }
            }
        }
        let mut identifying: Vec<Option<(usize, usize)>> = vec![None; candidates.len()];
        for k in 0..candidates.len() {
            let rows = sampled[k];
            // A column tells rows apart when its values differ often; it names them when they
            // also hold letters. The name runs from the first naming column through every later
            // column that tells rows apart (a value after its key, a link's target): only what
            // stands before the name (a size, a count) goes unsaid.
            let apart = |c: usize| seen[k][c].len() * 4 >= rows;
            let first = (0..MAX_COLUMNS).find(|&c| apart(c) && lettered[k][c] as usize * 2 >= rows);
            let last = (0..MAX_COLUMNS).rev().find(|&c| apart(c));
            identifying[k] = first.zip(last).filter(|(first, last)| first <= last);
        }
        // The bytes of every row's name, and of the rows, per template; a template whose names
        // pass the largest allowance cannot be named in full, and is read no further.
        let mut bytes = vec![0usize; candidates.len()];
        let mut whole = vec![0usize; candidates.len()];
        let mut open = identifying.iter().filter(|range| range.is_some()).count();
        for i in 0..lines.len() {
            if open == 0 {
                break;
            }
            let k = slot[templates.of(i) as usize];
            if let Some(Some(range)) = identifying.get(k)
                && bytes[k] <= ALLOWANCE.1
            {
                bytes[k] += name(lines.get(i), templates, templates.of(i), *range).map_or(0, |n| n.len() + 2);
                whole[k] += lines.get(i).len() + 1;
                open -= usize::from(bytes[k] > ALLOWANCE.1);
            }
        }
        // The shortest listings first: as many templates named in full as the allowance holds.
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        order.sort_by_key(|&k| (bytes[k], k));
        let mut left = (lines.text().len() / 3).clamp(ALLOWANCE.0, ALLOWANCE.1);
        for (k, t) in order.into_iter().map(|k| (k, candidates[k])) {
            // A name that is most of its row is no shorter way to tell it.
            if let Some(range) = identifying[k]
                && bytes[k] <= left
                && bytes[k] * SHORTER <= whole[k]
            {
                left -= bytes[k];
                columns[t as usize] = Some(range);
            }
        }
        Listing { columns }
    }

    /// The identifying columns of template `t` when it is named in full.
    pub(crate) fn columns(&self, t: u32) -> Option<(usize, usize)> {
        self.columns.get(t as usize).copied().flatten()
    }

    /// Whether every row of template `t` is named in its note.
    pub(crate) fn named(&self, t: u32) -> bool {
        self.columns(t).is_some()
    }
}

/// A row's name: its text from the value of the first identifying column to the end of the
/// last's, as written.
pub(crate) fn name<'a>(
    line: &'a str,
    templates: &Templates,
    t: u32,
    (first, last): (usize, usize),
) -> Option<&'a str> {
    let mut values = templates.values(line, t).skip(first);
    let start = values.next()?;
    let end = if last > first { values.nth(last - first - 1)? } else { start };
    fold::written(line, start, end)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn rows_are_named_by_their_identifying_columns() {
        let mut text = String::new();
        for (name, target, size) in [
            ("python3", "python3.11", 10),
            ("g++", "g++-12", 6),
            ("gcc", "gcc-12", 6),
            ("java", "/etc/alternatives/java", 22),
        ] {
            let _ = writeln!(text, "lrwxrwxrwx  1 root root {size:>3} Jan 14  2023 {name} -> {target}");
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let listing = Listing::of(&lines, &templates);
        let t = templates.of(0);
        let columns = listing.columns(t).expect("named in full");
        let names: Vec<&str> = (0..4).filter_map(|i| name(lines.get(i), &templates, t, columns)).collect();
        assert_eq!(
            names,
            ["python3 -> python3.11", "g++ -> g++-12", "gcc -> gcc-12", "java -> /etc/alternatives/java"]
        );
    }

    /// Repeats that differ in a number, or whose names are most of their rows, are not named.
    #[test]
    fn repeats_and_long_names_are_not_rows() {
        for text in [
            "INFO request 1 served\nINFO request 2 served\nINFO request 3 served\n",
            "src/a.rs | 12 ++\nsrc/b.rs | 3 +\nsrc/c.rs | 40 +++++\n",
        ] {
            let lines = Lines::new(text);
            let templates = Templates::mine(&lines);
            assert!(!Listing::of(&lines, &templates).named(templates.of(0)), "{text}");
        }
    }
}
