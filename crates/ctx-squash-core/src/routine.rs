//! Rows that share the routine value fold into one note naming every row by its name.
//!
//! A report of one verdict per subject (`unzip -t`'s `testing: a.json   OK`, `tar -d`'s `a.log:
//! Mod time differs`, minitest's `Test#test_1 = 0.00 s = .`) writes hundreds of rows that differ
//! only in what they name; what each tells is its name and the verdict most rows share. The
//! routine value — the one at least [`MIN_ROUTINE_ROWS`] rows and [`ROUTINE_PERCENT`] of the rows
//! write, byte for byte, at most [`MAX_ROUTINE_VALUE`] bytes, holding a letter (a verdict, a
//! state, a default; a bare number is a reading of what the row names, `| Com_insert | 0 |`, and
//! stays on its row) — keeps its first row, with a note after it naming every other row once, in
//! order, by [`Listed`] (a shared start as `…`, names counting up by one as a range): `[<*> OK ×298
//! more: testing: orders/order-0002..0186.json, …]`. Rows of any other value (the odd verdict, a
//! reference listing's options, enabled or not) are not folded. A note is written only when it is
//! at most half the bytes of the rows it names, and all of them within [`LISTING_ROWS`]: a name
//! is a fact, never cut from its note. The log squasher's listing read by key and the listing
//! squasher's rows past their path share this rule.

use std::collections::HashMap;

use crate::{Keyed, LISTING_ROWS, Listed};

/// Rows that must write the routine value before its rows fold.
pub const MIN_ROUTINE_ROWS: usize = 10;
/// Share (in percent) of the rows that must write a value for it to be the routine one.
pub const ROUTINE_PERCENT: usize = 80;
/// Bytes of a routine value at most: a verdict, not a description.
pub const MAX_ROUTINE_VALUE: usize = 160;

/// A row that may fold: its line, what names it, its value and its bytes (newline included).
#[derive(Clone, Copy, Debug)]
pub struct RoutineRow<'a> {
    /// The row's line.
    pub line: usize,
    /// What names the row (a key, a path), as the note writes it.
    pub name: &'a [u8],
    /// What the row says of it, compared byte for byte.
    pub value: &'a [u8],
    /// The row's bytes, newline included.
    pub bytes: usize,
}

/// The rows of the routine value folded.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Routine {
    /// `(row kept as written, note after it)`, in the order of those rows.
    pub notes: Vec<(usize, String)>,
    /// The rows the notes name, each note's kept row aside, in order.
    pub folded: Vec<usize>,
}

/// Folds `rows` (in order) by their routine value (see the module's documentation); `template`
/// writes a note's head from the value's first row (`<*> OK`).
///
/// ```
/// use ctx_squash_core::{RoutineRow, routine_fold};
///
/// let text: Vec<String> = (1..=40).map(|i| format!("f{i:02}.gz: {}", if i == 7 { "FAILED" } else { "OK" })).collect();
/// let rows: Vec<RoutineRow> = text
///     .iter()
///     .enumerate()
///     .map(|(line, t)| RoutineRow { line, name: &t.as_bytes()[..6], value: &t.as_bytes()[6..], bytes: t.len() + 1 })
///     .collect();
/// let found = routine_fold(&rows, &|row| format!("<*>{}", String::from_utf8_lossy(row.value)));
/// assert_eq!(found.notes, vec![(0, "[<*>: OK ×38 more: f02..06.gz, f08..40.gz]".to_owned())]);
/// assert!(!found.folded.contains(&6)); // the FAILED row stays
/// ```
#[must_use]
pub fn routine_fold(rows: &[RoutineRow<'_>], template: &dyn Fn(&RoutineRow<'_>) -> String) -> Routine {
    let mut groups: HashMap<&[u8], Vec<usize>, Keyed> = HashMap::default();
    for (n, row) in rows.iter().enumerate() {
        if row.value.len() <= MAX_ROUTINE_VALUE && row.value.iter().any(u8::is_ascii_alphabetic) {
            groups.entry(row.value).or_default().push(n);
        }
    }
    let mut routine: Vec<Vec<usize>> = groups
        .into_values()
        .filter(|g| g.len() >= MIN_ROUTINE_ROWS && g.len() * 100 >= rows.len() * ROUTINE_PERCENT)
        .collect();
    // In the order of their first rows, whatever the hash.
    routine.sort_unstable_by_key(|g| g.first().copied());
    let mut found = Routine::default();
    let mut budget = LISTING_ROWS;
    for group in routine {
        let Some((first, others)) = group.split_first().and_then(|(&f, o)| Some((rows.get(f)?, o))) else {
            continue;
        };
        let mut names = Listed::default();
        let mut bytes = 0;
        for row in others.iter().filter_map(|&n| rows.get(n)) {
            bytes += row.bytes;
            names.push(&String::from_utf8_lossy(row.name), ", ", true);
        }
        let note = format!("[{} ×{} more: {}]", template(first), others.len(), names.as_str());
        if note.len() * 2 > bytes || note.len() > budget {
            continue;
        }
        budget -= note.len();
        found.notes.push((first.line, note));
        found.folded.extend(others.iter().filter_map(|&n| rows.get(n)).map(|row| row.line));
    }
    found.folded.sort_unstable();
    found
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Rows `name<sep>value`, split at the first `sep`.
    fn rows<'a>(lines: &'a [String], sep: &str) -> Vec<RoutineRow<'a>> {
        lines
            .iter()
            .enumerate()
            .filter_map(|(line, t)| {
                let at = t.find(sep)?;
                let bytes = t.as_bytes();
                Some(RoutineRow { line, name: &bytes[..at], value: &bytes[at..], bytes: t.len() + 1 })
            })
            .collect()
    }

    fn head(row: &RoutineRow<'_>) -> String {
        format!("<*>{}", String::from_utf8_lossy(row.value))
    }

    #[test]
    fn only_a_routine_word_folds() {
        // A value most rows write, with a word: folds.
        let lines: Vec<String> =
            (0..100).map(|i| format!("k{i}\t{}", if i % 9 == 0 { "bad" } else { "ok" })).collect();
        let found = routine_fold(&rows(&lines, "\t"), &head);
        assert_eq!(found.notes.len(), 1);
        assert_eq!(found.folded.len(), 87); // 88 rows read `ok`, the first kept
        // Most, but under 80%: none.
        let lines: Vec<String> =
            (0..100).map(|i| format!("k{i}\t{}", if i % 3 == 0 { "on" } else { "off" })).collect();
        assert_eq!(routine_fold(&rows(&lines, "\t"), &head), Routine::default());
        // A bare number: none, however many rows read it.
        let lines: Vec<String> = (0..100).map(|i| format!("k{i}\t0")).collect();
        assert_eq!(routine_fold(&rows(&lines, "\t"), &head), Routine::default());
        // Too few rows: none.
        let lines: Vec<String> = (0..9).map(|i| format!("k{i}\tok")).collect();
        assert_eq!(routine_fold(&rows(&lines, "\t"), &head), Routine::default());
    }

    proptest! {
        /// Any rows: no panic; a folded row is no note's row, wrote the note's value, and each
        /// note counts the rows it names.
        #[test]
        fn a_note_counts_the_rows_of_its_value(text in "([a-d]{1,4}:[ a-c0-9]{0,3}\n){0,120}") {
            let lines: Vec<String> = text.lines().map(str::to_owned).collect();
            let rows = rows(&lines, ":");
            let found = routine_fold(&rows, &head);
            let value = |line: usize| rows.iter().find(|r| r.line == line).map(|r| r.value);
            let mut counted = 0;
            for (row, note) in &found.notes {
                prop_assert!(found.folded.binary_search(row).is_err());
                let n: usize = note.split(" ×").nth(1).and_then(|t| t.split(' ').next()?.parse().ok()).unwrap_or(0);
                counted += n;
                prop_assert!(note.len() <= LISTING_ROWS);
            }
            prop_assert_eq!(counted, found.folded.len());
            for &i in &found.folded {
                prop_assert!(found.notes.iter().any(|(row, _)| value(*row) == value(i)));
            }
        }
    }
}
