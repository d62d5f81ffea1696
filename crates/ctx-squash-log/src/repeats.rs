//! `second_copies`: a run of lines the squash already shows, word for word, is told once — the
//! same traceback frames under ten failing tests, a recursion's frame a thousand times.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines, is_fold_note, is_marker_like};

use crate::squash::{Cut, Part};

/// Lines shorter than this are kept even when repeated: a marker in their place would cost as
/// much as they do (`[1 lines omitted]` is 17 bytes).
const MIN_REPEAT: usize = 24;

/// Lines this near a headline, above and below it, are its location: Python's innermost frame
/// and its code are the two lines above its exception; rustc's `-->`, Java's first `at` and Go's
/// `file.go:N` the line below. They are kept with every headline, whatever came before.
const NEAR_HEADLINE: (usize, usize) = (2, 1);

/// Repeated lines are dropped only in runs of at least this many lines in a row: a block that
/// repeats (a traceback's frames, a recursion), not one line of a record whose other lines differ
/// (valgrind's `<what>` of each error says what that error is).
const MIN_RUN: usize = 3;

/// Drops from `kept` every run of at least [`MIN_RUN`] lines in a row whose exact text earlier
/// kept lines already show (cut no shorter). A line is never dropped when it is a headline or its
/// location ([`NEAR_HEADLINE`]), one of `keep` (sorted: the ends and the summaries), quoted source
/// (`12 |     let x = 1;`, what a caret below it points at), shorter than [`MIN_REPEAT`] bytes, or
/// text that reads like a marker or a fold note. The first copy stays where it was; a marker
/// stands for each later run, and `recall` gives it back.
pub(crate) fn second_copies(
    lines: &Lines<'_>,
    kept: Vec<(usize, Cut)>,
    in_block: &[Part],
    keep: &[usize],
) -> Vec<(usize, Cut)> {
    let near_headline = |i: usize| {
        (i.saturating_sub(NEAR_HEADLINE.1)..=i + NEAR_HEADLINE.0)
            .any(|j| in_block.get(j) == Some(&Part::Headline))
    };
    let mut shown: HashMap<&str, Cut, Keyed> = HashMap::default();
    let mut repeat = Vec::with_capacity(kept.len());
    for &(i, cut) in &kept {
        let line = lines.get(i);
        repeat.push(
            line.trim().len() >= MIN_REPEAT
                && shown.get(line).is_some_and(|&first| first == Cut::Normal || first == cut)
                && !near_headline(i)
                && keep.binary_search(&i).is_err()
                && !crate::squash::quoted_source(line.as_bytes())
                && !is_marker_like(line.as_bytes())
                && !is_fold_note(line.trim()),
        );
        shown.entry(line).or_insert(cut);
    }
    // Runs of repeats over consecutive lines of the input.
    let mut drop = vec![false; kept.len()];
    let mut start = 0;
    while start < kept.len() {
        let mut end = start;
        while end < kept.len() && repeat[end] && (end == start || kept[end].0 == kept[end - 1].0 + 1) {
            end += 1;
        }
        if end - start >= MIN_RUN {
            drop[start..end].iter_mut().for_each(|d| *d = true);
        }
        start = end.max(start + 1);
    }
    kept.into_iter().zip(drop).filter_map(|(k, d)| (!d).then_some(k)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, parts: &[(usize, Part)], keep: &[usize], expected: &[usize]) {
        let lines = Lines::new(text);
        let mut in_block = vec![Part::Free; lines.len()];
        for &(i, part) in parts {
            in_block[i] = part;
        }
        let kept = (0..lines.len()).map(|i| (i, Cut::Normal)).collect();
        let left: Vec<usize> =
            second_copies(&lines, kept, &in_block, keep).into_iter().map(|(i, _)| i).collect();
        assert_eq!(left, expected);
    }

    #[test]
    fn a_run_of_lines_shown_before_is_told_once() {
        let frames = [
            "  File \"/app/db/utils.py\", line 84, in _execute",
            "    return self.cursor.execute(sql)",
            "  File \"/app/db/base.py\", line 392, in execute",
        ];
        let mut text: Vec<&str> = frames.to_vec();
        text.extend(["x", "x", "x"]);
        text.extend(frames);
        text.extend(["y", "y", "y"]);
        text.extend(frames);
        let text = text.join("\n");
        // The second and third runs go; short lines stay.
        check(&text, &[], &[], &[0, 1, 2, 3, 4, 5, 9, 10, 11]);
        // A run cut short by a headline's location, or a line the caller keeps, stays.
        check(&text, &[(10, Part::Headline)], &[], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        check(&text, &[], &[7], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        // One line of a record whose other lines differ is no repeated block.
        let what = "  <what>Invalid read of size 4</what>";
        check(&[what, "<a>1</a>", what, "<a>2</a>", what].join("\n"), &[], &[], &[0, 1, 2, 3, 4]);
        // Quoted source, markers and fold notes are kept as they are.
        let source = [
            "4 | import catalog.search.engine",
            "5 | import catalog.search.index",
            "6 | import catalog.search.query",
        ];
        check(&[&source[..], &["x"], &source[..]].concat().join("\n"), &[], &[], &[0, 1, 2, 3, 4, 5, 6]);
        let note = "[INFO request <*> served ×300]";
        check(&[note, note, note, "x", note, note, note].join("\n"), &[], &[], &[0, 1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn a_copy_cut_shorter_first_does_not_hide_a_whole_one() {
        let line = "a line long enough to count as a repeat of itself";
        let text = [line, line, line, "x", line, line, line].join("\n");
        let lines = Lines::new(&text);
        let in_block = vec![Part::Free; 7];
        let kept = vec![
            (0, Cut::Short),
            (1, Cut::Short),
            (2, Cut::Short),
            (3, Cut::Normal),
            (4, Cut::Normal),
            (5, Cut::Normal),
            (6, Cut::Normal),
        ];
        assert_eq!(second_copies(&lines, kept.clone(), &in_block, &[]), kept);
    }
}
