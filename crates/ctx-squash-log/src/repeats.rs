//! `second_copies`: a line the squash already shows, word for word, is told once — the same
//! traceback under ten failing tests, the same note under twenty warnings.

use std::collections::HashMap;

use ctx_squash_core::{Lines, is_fold_note, is_marker_like};

use crate::squash::{Cut, Part};

/// Lines shorter than this are kept even when repeated: a marker in their place would cost as
/// much as they do (`[1 lines omitted]` is 17 bytes).
const MIN_REPEAT: usize = 24;

/// Lines this near a headline, above and below it, are its location: Python's innermost frame
/// and its code are the two lines above its exception; rustc's `-->`, Java's first `at` and Go's
/// `file.go:N` the line below. They are kept with every headline, whatever came before.
const NEAR_HEADLINE: (usize, usize) = (2, 1);

/// Drops from `kept` every line whose exact text an earlier kept line already shows (cut no
/// shorter), unless it is a headline or its location ([`NEAR_HEADLINE`]), one of `keep` (sorted)
/// (the output's ends and summaries: a verdict is said where it is said), shorter than
/// [`MIN_REPEAT`] bytes, or text that reads like a marker or a fold note. The first copy stays where
/// it was; a marker stands for each later one, and `recall` gives it back.
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
    let mut shown: HashMap<&str, Cut> = HashMap::new();
    let mut out = Vec::with_capacity(kept.len());
    for (i, cut) in kept {
        let line = lines.get(i);
        let repeat = line.trim().len() >= MIN_REPEAT
            && shown.get(line).is_some_and(|&first| first == Cut::Normal || first == cut);
        if repeat
            && !near_headline(i)
            && keep.binary_search(&i).is_err()
            && !is_marker_like(line.as_bytes())
            && !is_fold_note(line.trim())
        {
            continue;
        }
        shown.entry(line).or_insert(cut);
        out.push((i, cut));
    }
    out
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
    fn a_line_shown_before_is_told_once() {
        let frame = "  File \"/app/db/utils.py\", line 84, in _execute";
        let text = [frame, "x", "x", "x", "x", frame, "y", "y", "y", "y", frame].join("\n");
        // The second and third copies go; short lines stay.
        check(&text, &[], &[], &[0, 1, 2, 3, 4, 6, 7, 8, 9]);
        // Unless it is a headline's location, or a line the caller keeps.
        check(&text, &[(7, Part::Headline)], &[], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        check(&text, &[(4, Part::Headline)], &[], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        check(&text, &[(3, Part::Headline)], &[], &[0, 1, 2, 3, 4, 6, 7, 8, 9]);
        check(&text, &[(8, Part::Headline)], &[], &[0, 1, 2, 3, 4, 6, 7, 8, 9]);
        check(&text, &[], &[5], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        // Markers and fold notes of an earlier squash are text of the output, kept as they are.
        let note = "[INFO request <*> served ×300]";
        check(&[note, "x", "x", "x", "x", note].join("\n"), &[], &[], &[0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_copy_cut_shorter_first_does_not_hide_a_whole_one() {
        let line = "a line long enough to count as a repeat of itself";
        let text = [line, "x", line].join("\n");
        let lines = Lines::new(&text);
        let in_block = vec![Part::Free; 3];
        let kept = vec![(0, Cut::Short), (1, Cut::Normal), (2, Cut::Normal)];
        assert_eq!(second_copies(&lines, kept.clone(), &in_block, &[]), kept);
    }
}
