//! A listing's minority status mark is a standout: among rows that open with a mark (`✗`, `✓`,
//! `+`, `!`), the rows of a mark few of them write are the ones a reader looks for.
//!
//! `odd_values` reads a column of words, one word on nearly every row; a checklist marks its
//! rows with a symbol instead, and its minority is not that rare: `systemd-analyze security`'s
//! 81 checks are 73 `✗`, six `✓` and two unmarked. A row's mark is its first word when that is one
//! character that is neither a letter nor a digit. In a run of at least [`MIN_ROWS`] lines with no
//! blank line between them, when at least [`MIN_ROWS`] rows are marked and one mark is on half of
//! them or more, the rows of a mark that at most one marked row in [`RARE`] writes (and at most a
//! quarter as many as the commonest) are kept, at most [`MAX_ROWS`] over the output.

use ctx_squash_core::{Lines, Rarity};

/// Lines a run, and marked rows in it, must have.
const MIN_ROWS: usize = 20;
/// A mark is rare when at most one marked row in this many writes it.
const RARE: usize = 8;
/// Rows kept at most over the output.
const MAX_ROWS: usize = 16;
/// Marks a run may write at most: more, and it is no checklist.
const MAX_MARKS: usize = 8;

/// The rows of a minority mark (see the module's documentation), in order.
pub(crate) fn rare_marks(lines: &Lines<'_>) -> Vec<usize> {
    let mut kept = Vec::new();
    let mut start = 0;
    for i in 0..=lines.len() {
        let blank = i == lines.len() || lines.lead(i).blank;
        if !blank {
            continue;
        }
        if i - start >= MIN_ROWS {
            run(lines, start..i, &mut kept);
        }
        if kept.len() >= MAX_ROWS {
            break;
        }
        start = i + 1;
    }
    kept.truncate(MAX_ROWS);
    kept
}

/// What a checklist's minority is: at least [`MIN_ROWS`] marked rows, the commonest mark on half
/// of them, a rare mark on at most one in [`RARE`] (and a quarter of the commonest's).
const MARKS: Rarity =
    Rarity { min_rows: MIN_ROWS, dominant_percent: 50, repeated_percent: 0, rare: RARE, singles_rare: 1 };

/// Adds to `kept` the rows of the run `rows` whose mark is a minority.
fn run(lines: &Lines<'_>, rows: std::ops::Range<usize>, kept: &mut Vec<usize>) {
    let first = rows.start;
    let marks: Vec<Option<char>> = rows.map(|i| mark(lines.get(i), lines.lead(i).blanks)).collect();
    let mut distinct: Vec<char> = Vec::new();
    for &m in marks.iter().flatten() {
        if !distinct.contains(&m) {
            if distinct.len() == MAX_MARKS {
                return;
            }
            distinct.push(m);
        }
    }
    kept.extend(MARKS.rare_rows(&marks).into_iter().map(|(at, _)| first + at));
}

/// A line's mark, its first word past `from` bytes of blanks, when that is one character neither
/// a letter nor a digit and another word follows it.
fn mark(line: &str, from: usize) -> Option<char> {
    let rest = line.get(from..)?;
    let first = rest.chars().next()?;
    let after = rest.as_bytes().get(first.len_utf8()..)?;
    let word_after = after.first().is_some_and(|&b| b == b' ' || b == b'\t')
        && after.iter().any(|b| !b.is_ascii_whitespace());
    (word_after && !first.is_alphanumeric() && !first.is_whitespace()).then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::fmt::Write as _;

    #[test]
    fn the_minority_marks_of_a_checklist_are_kept() {
        let mut text = String::from("  NAME   DESCRIPTION\n");
        for i in 0..60 {
            let mark = if i == 7 || i == 33 { '✓' } else { '✗' };
            let _ = writeln!(text, "{mark} Check{i}=   Service may do {i}");
        }
        text.push_str("  Unmarked=   row\n");
        let lines = Lines::new(&text);
        assert_eq!(rare_marks(&lines), [8, 34]);
        assert_eq!(mark("✓ PrivateTmp=", 0), Some('✓'));
        assert_eq!(mark("  ✓ PrivateTmp=", 2), Some('✓'));
        assert_eq!(mark("✓", 0), None, "a mark alone is no row");
        assert_eq!(mark("✓   ", 0), None);
        assert_eq!(mark("a b", 0), None);
        assert_eq!(mark("-- b", 0), None);
    }

    #[test]
    fn marks_half_and_half_keep_nothing() {
        let mut text = String::new();
        for i in 0..40 {
            let _ = writeln!(text, "{} row {i}", if i % 2 == 0 { '+' } else { '-' });
        }
        assert!(rare_marks(&Lines::new(&text)).is_empty());
    }

    proptest! {
        /// On any text: no panic, at most the cap, each kept row marked, in order.
        #[test]
        fn kept_rows_are_marked(rows in proptest::collection::vec(proptest::sample::select(&["✗ a", "✓ b", "+ c", "", "x y", "é", "* d e"][..]), 0..200)) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let kept = rare_marks(&lines);
            prop_assert!(kept.len() <= MAX_ROWS);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(kept.iter().all(|&i| mark(lines.get(i), lines.lead(i).blanks).is_some()));
        }
    }
}
