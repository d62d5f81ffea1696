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
//!
//! A count gutter marks its rows the same way, in a column of counts: `gcov -t` writes each
//! source line after its count and a colon (`24:`, `24*:`), a line with nothing to count after
//! `-:`, a line never run after `#####:` (and one run only by an exception after `=====:`). There
//! a mark is not rare over the output (a never-called function is a long run of `#####`), but it
//! is rare among counts: a short run of a mark between counted rows is the branch never taken in
//! code that ran, the line the report exists for. So a gutter word is a count (digits, one mark
//! after them at most: `24*`) or a mark (one punctuation character written up to eight times),
//! then a colon and a blank. When at least [`MIN_ROWS`] rows open with one, the column's blank
//! is the mark whose rows say nothing to count — the gutter's opening rows (gcov's `-: 0:Source:`
//! preamble) and rows whose text is blank, a lone brace or a comment — when its rows say nothing
//! more often than any other mark's; not the commonest mark, which where half the functions
//! never ran is `#####`. Its rows are passed over, and every run of other marks with counts on
//! both sides (lines outside the gutter passed over) — however few the counts, one tested
//! function in a large file — is kept whole when at most [`SHORT_RUN`] rows long, else by its
//! first row (a never-run function's head), the short runs first, at most [`MAX_ROWS`] rows. A
//! column of marks with no count on one side keeps nothing.

use ctx_squash_core::{Lines, Rarity};

/// Lines a run, and marked rows in it, must have.
const MIN_ROWS: usize = 20;
/// A mark is rare when at most one marked row in this many writes it.
const RARE: usize = 8;
/// Rows kept at most over the output.
const MAX_ROWS: usize = 16;
/// Marks a run may write at most: more, and it is no checklist.
const MAX_MARKS: usize = 8;

/// Rows a run of marks among counts may have to be kept whole.
const SHORT_RUN: usize = 3;

/// The rows of a minority mark and of a count gutter's marks among counts (see the module's
/// documentation), in order.
pub(crate) fn rare_marks(lines: &Lines<'_>) -> Vec<usize> {
    let mut kept = checklist_marks(lines);
    kept.extend(marks_among_counts(lines));
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The rows of a checklist's minority mark, in order.
fn checklist_marks(lines: &Lines<'_>) -> Vec<usize> {
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

/// What a count gutter writes before its colon.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cell<'a> {
    /// A count: digits, with one mark after them at most (`24*`).
    Count,
    /// A mark: one punctuation character written up to eight times (`-`, `#####`).
    Mark(&'a [u8]),
}

/// The word a line's count gutter holds, read past the `blanks` spaces and tabs the line opens
/// with (`Lines::lead` counted them: they are not read again): a count or a mark, then a colon
/// and a blank (see the module's documentation).
fn cell_after(line: &[u8], blanks: usize) -> Option<Cell<'_>> {
    let rest = line.get(blanks..)?;
    let end = rest.iter().take(12).position(|&b| b == b':')?;
    let word = rest.get(..end)?;
    if !rest.get(end + 1).is_some_and(|&b| b == b' ' || b == b'\t') {
        return None;
    }
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let after = word.get(digits..).unwrap_or_default();
    let one_mark = |b: &[u8]| b.len() == 1 && b.iter().all(u8::is_ascii_punctuation);
    if digits > 0 && (after.is_empty() || one_mark(after)) {
        return Some(Cell::Count);
    }
    let first = *word.first()?;
    (digits == 0 && word.len() <= 8 && first.is_ascii_punctuation() && word.iter().all(|&b| b == first))
        .then_some(Cell::Mark(word))
}

/// The rows of a count gutter's marks among counts (see the module's documentation): each short
/// run whole, then each longer run's first row, at most [`MAX_ROWS`], in order.
fn marks_among_counts(lines: &Lines<'_>) -> Vec<usize> {
    let cells: Vec<(usize, Cell<'_>)> = (0..lines.len())
        .filter_map(|i| cell_after(lines.bytes(i), lines.lead(i).blanks).map(|c| (i, c)))
        .collect();
    if cells.len() < MIN_ROWS {
        return Vec::new();
    }
    let Some(marks) = silent_rows_by_mark(lines, &cells) else { return Vec::new() };
    // The column's blank: the mark whose rows say nothing more often than any other mark's.
    let blank = marks
        .iter()
        .max_by_key(|&&(_, n)| n)
        .filter(|&&(m, most)| most > 0 && marks.iter().all(|&(other, n)| other == m || n < most))
        .map(|&(m, _)| m);
    let read: Vec<(usize, Cell<'_>)> = cells.into_iter().filter(|&(_, c)| blank != Some(c)).collect();
    // Runs of marks with counts on both sides: short ones whole, long ones by their first row.
    let runs: Vec<&[(usize, Cell<'_>)]> = read.split(|&(_, c)| c == Cell::Count).collect();
    let among_counts = runs.get(1..runs.len().saturating_sub(1)).unwrap_or_default();
    let (mut short, mut long) = (Vec::new(), Vec::new());
    for run in among_counts.iter().filter(|run| !run.is_empty()) {
        let rows = run.iter().map(|&(i, _)| i);
        if run.len() <= SHORT_RUN {
            short.extend(rows);
        } else {
            long.extend(rows.take(1));
        }
    }
    short.extend(long);
    short.truncate(MAX_ROWS);
    short.sort_unstable();
    short
}

/// Each mark of the column and how many of its rows say nothing to count: the gutter's opening
/// rows (a preamble) and rows whose text is blank, a lone brace or a comment (see
/// [`says_nothing`]). `None` when the column writes more than [`MAX_MARKS`] marks: it is no gutter.
fn silent_rows_by_mark<'a>(lines: &Lines<'_>, cells: &[(usize, Cell<'a>)]) -> Option<Vec<(Cell<'a>, usize)>> {
    let opening = cells.first().map(|&(_, c)| c);
    let mut in_opening = true;
    let mut marks: Vec<(Cell<'a>, usize)> = Vec::new();
    for &(i, c) in cells {
        in_opening &= Some(c) == opening;
        if c == Cell::Count {
            continue;
        }
        let silent = usize::from(in_opening || says_nothing(lines.bytes(i)));
        if let Some((_, n)) = marks.iter_mut().find(|(seen, _)| *seen == c) {
            *n += silent;
        } else if marks.len() < MAX_MARKS {
            marks.push((c, silent));
        } else {
            return None;
        }
    }
    Some(marks)
}

/// Whether a gutter row's text, past its count column and a line-number column (`  -:   8:`),
/// says nothing to count: blank, a lone brace or bracket, or a comment.
fn says_nothing(line: &[u8]) -> bool {
    let past_column = |text: &[u8]| -> Option<usize> {
        let colon = text.iter().take(14).position(|&b| b == b':')?;
        let word = text.get(..colon)?.trim_ascii();
        (!word.is_empty()
            && word.iter().all(|&b| b.is_ascii_digit() || b == b'-' || b == b'#' || b == b'=' || b == b'*'))
        .then_some(colon + 1)
    };
    let mut text = line;
    for _ in 0..2 {
        let Some(from) = past_column(text) else { break };
        text = text.get(from..).unwrap_or_default();
    }
    let text = text.trim_ascii();
    let comment =
        [&b"//"[..], b"/*", b"*/", b"* ", b"# ", b"-- "].iter().any(|opener| text.starts_with(opener));
    text.is_empty() || text == b"*" || text == b"#" || comment || text.iter().all(|b| b"{}()[];,".contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`cell_after`] past the blanks the line opens with, counted here.
    fn cell(line: &[u8]) -> Option<Cell<'_>> {
        cell_after(line, line.iter().take_while(|&&b| b == b' ' || b == b'\t').count())
    }

    #[test]
    fn a_cell_is_read_past_the_blanks_the_lines_lead_counts() {
        let text = "   12: 1: a\n\t \t#####: 4: d\n \t\n\n  -: 3: c\n\u{a0}-: x\n";
        let lines = Lines::new(text);
        for i in 0..lines.len() {
            assert!(cell_after(lines.bytes(i), lines.lead(i).blanks) == cell(lines.bytes(i)), "line {i}");
        }
        assert!(cell(b"\t \t#####: 4: d") == Some(Cell::Mark(b"#####")));
    }
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

    /// A small count gutter: a header, a function that ran with a branch never taken inside,
    /// and one never called at all.
    const GUTTER: &str = "\
        -:    0:Source:cap.c
        -:    1:/* caps */
function cap called 9 returned 100% blocks executed 60%
        9:    2:int cap(int v, int limit) {
        9:    3:    int out = v;
        9:    4:    if (limit > 0 && v > limit)
branch  0 taken 0
    #####:    5:        out = limit;
        -:    6:    /* the limit */
        9:    7:    return out;
        -:    8:}
        -:    9:
function unused called 0 returned 0% blocks executed 0%
    #####:   10:int unused(int v) {
    #####:   11:    int a = v;
    #####:   12:    int b = a * 2;
    #####:   13:    int c = b + 1;
    #####:   14:    return c;
        -:   15:}
        -:   16:
        9:   17:int main(void) { return cap(4, 3); }
       9*:   18:    /* end */
        -:   19:
        -:   20:
        -:   21:
        -:   22:
        -:   23:
";

    #[test]
    fn a_count_gutters_marks_among_counts_are_kept() {
        let lines = Lines::new(GUTTER);
        let kept: Vec<&str> = rare_marks(&lines).into_iter().map(|i| lines.get(i).trim_start()).collect();
        // The branch never taken whole, the never-called function by its head; no `-` row.
        assert_eq!(kept, ["#####:    5:        out = limit;", "#####:   10:int unused(int v) {"]);
        assert!(cell(b"       9*:   18:").is_some_and(|c| c == Cell::Count));
        assert!(cell(b"    =====:   18:").is_some_and(|c| c == Cell::Mark(b"=====")));
        for line in ["Name: ctx", "  -:x", "#=#: a", "12ab: x", "- key: value", "10:00: up"] {
            assert!(
                cell(line.as_bytes()).is_none_or(|c| c == Cell::Count && line.starts_with("10")),
                "{line:?}"
            );
        }
    }

    #[test]
    fn a_gutter_without_counts_on_both_sides_keeps_no_marks() {
        // No counts: a column of marks keeps nothing.
        let text = GUTTER.replace("        9:", "        -:").replace("       9*:", "        -:");
        assert!(rare_marks(&Lines::new(&text)).is_empty());
        // Counts on one side only: the never-called function after the last count is no branch.
        let text = GUTTER.replace("        9:   17", "        -:   17").replace("       9*:", "        -:");
        let lines = Lines::new(&text);
        let kept: Vec<&str> = rare_marks(&lines).into_iter().map(|i| lines.get(i).trim_start()).collect();
        assert_eq!(kept, ["#####:    5:        out = limit;"]);
    }

    /// A gcov-like report: a preamble, then per function a called one (counts, a branch never
    /// taken inside) or a never-called one (every line `#####`), each closed by `-: }`.
    fn gcov_report(called: &[bool]) -> String {
        let mut text = String::from("        -:    0:Source:mix.c\n        -:    0:Runs:1\n");
        let mut at = 1;
        let mut line = |text: &mut String, gutter: &str, code: &str| {
            let _ = writeln!(text, "{gutter:>9}:{at:>5}:{code}");
            at += 1;
        };
        for (f, &ran) in called.iter().enumerate() {
            let count = if ran { "9" } else { "#####" };
            line(&mut text, count, &format!("int f{f}(int v) {{"));
            line(&mut text, count, "    int a = v * 2;");
            line(&mut text, count, "    if (a > 100000)");
            line(&mut text, "#####", &format!("        a -= {f}; /* branch {f} */"));
            line(&mut text, count, "    return a;");
            line(&mut text, "-", "}");
        }
        text
    }

    #[test]
    fn the_commonest_mark_is_not_the_blank_when_its_rows_say_something() {
        // Half the functions never called: `#####` on 61 rows, `-` on 22; the blank is `-`.
        let called: Vec<bool> = (0..20).map(|f| f % 2 == 1 || f == 0).collect();
        let text = gcov_report(&called);
        let lines = Lines::new(&text);
        let kept: Vec<&str> = rare_marks(&lines).into_iter().map(|i| lines.get(i).trim_start()).collect();
        assert!(!kept.iter().any(|row| row.starts_with("-:")), "{kept:?}");
        for f in (1..20).step_by(2) {
            assert!(kept.iter().any(|row| row.ends_with(&format!("/* branch {f} */"))), "{f}: {kept:?}");
        }
    }

    #[test]
    fn few_counts_in_a_large_report_keep_their_branch() {
        // One called function among 200 never called: 4 counts of 1,202 gutter rows.
        let called: Vec<bool> = (0..201).map(|f| f == 100 || f == 200).collect();
        let text = gcov_report(&called);
        let lines = Lines::new(&text);
        let kept: Vec<&str> = rare_marks(&lines).into_iter().map(|i| lines.get(i).trim_start()).collect();
        assert!(kept.iter().any(|row| row.ends_with("/* branch 100 */")), "{kept:?}");
        assert!(kept.len() <= MAX_ROWS);
        assert!(says_nothing(b"        -:   16:    }"));
        assert!(says_nothing(b"        -:   17:"));
        assert!(says_nothing(b"        -:   18:    /* step */"));
        assert!(!says_nothing(b"    #####:   19:    a += 1;"));
        assert!(!says_nothing(b"    #####:   20:    *p = 0;"));
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

        /// On any count gutter: no panic, at most twice the cap, each kept row a mark's.
        #[test]
        fn kept_gutter_rows_are_marks(rows in proptest::collection::vec(proptest::sample::select(&["   12: 1: a", "  3*: 2: b", "    -: 3: c", "#####: 4: d", "=====: 5: e", "branch 0 taken 1", "", "::", "x: y"][..]), 0..200)) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let kept = rare_marks(&lines);
            prop_assert!(kept.len() <= 2 * MAX_ROWS);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            prop_assert!(kept.iter().all(|&i| mark(lines.get(i), lines.lead(i).blanks).is_some()
                || matches!(cell(lines.bytes(i)), Some(Cell::Mark(_)))));
        }
    }
}
