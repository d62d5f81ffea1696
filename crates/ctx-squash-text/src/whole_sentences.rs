//! A kept sentence is kept to its end: prose is never cut inside a sentence it keeps a part of.
//!
//! The sections' shares (shares.rs) are handed out a sentence at a time, and a step ends on the
//! line where a sentence ends — but a line may end one sentence and open the next: `the firing
//! window opens. Unlike every other setting, the hold is not` ends a step, and the sentence it
//! opens (`… is not written to /var/lib/quarry/settings: after a controller restart the charge is
//! released`), the one the paragraph exists for, is cut after its first words. So, after the
//! shares, a run of kept lines whose last line opens a sentence there — a stop inside it followed
//! by more words, none at its end, or a colon inside a bracket it leaves open — takes the lines
//! after it up to the one that closes that sentence at its end (or the bracket), when one does
//! within [`MAX_RUN_ON`] lines (else nothing: a sentence that long is a block, and a part of it is
//! no more whole than before; a line ending a sentence inside it opens another), paid from a
//! spare of its own, an eighth of the budget — and words that already ended another sentence (a
//! manual's fourteen `like every other setting.`) are not added again, so the spare goes to the
//! sentences that say something new (review63).
//!
//! A term with its definition beside it opens that definition's first sentence too (fix76): a
//! kept line whose words past a gap of two blanks or more run on to the next line, set under the
//! first of them — a hanging paragraph, `RUBYPATH   A colon-separated list of directories that
//! Ruby searches for` over `Ruby programs when the -S flag is specified.  This variable` — is read
//! as opening a sentence, as a stop inside it is. And the spare goes to the cheapest sentences
//! first, not in the document's order: handed out front to back, it was spent before a long
//! manual's later sections (ruby(1)'s ENVIRONMENT, after ninety options) were reached.

use std::collections::HashSet;

use ctx_squash_core::{Fnv, Lines};

use crate::shares::{closes_sentence, ends_sentence};

/// Lines past the kept line a sentence it opens may run on for, at most.
const MAX_RUN_ON: usize = 4;
/// What the sentences' ends may take beyond the budget: this share of it (an eighth).
const SPARE_SHARE: usize = 8;

/// Whether a sentence ends at the end of this line — not at a colon inside a bracket it opens
/// (node's `(default:`, whose value is on the next line).
pub(crate) fn closes_here(line: &str) -> bool {
    closes_sentence(line) && !(open_bracket(line) && line.trim_end().ends_with(':'))
}

/// Whether the line opens more round brackets than it closes.
fn open_bracket(line: &str) -> bool {
    line.bytes().filter(|&b| b == b'(').count() > line.bytes().filter(|&b| b == b')').count()
}

/// Whether a blank or a gutter alone (pydoc's `    |  `) is all the line holds.
fn blank(line: &str) -> bool {
    line.trim_matches([' ', '\t', '|']).is_empty()
}

/// The line that closes the sentence line `i` opens, when it opens one the next line goes on
/// with (a stop inside it followed by more words, none at its end, a colon inside a bracket it
/// leaves open, or a term's definition beside it that hangs over the next line: [`hangs`]) and
/// one within [`MAX_RUN_ON`] lines closes it, past no blank or kept line: a
/// line ending one sentence inside it opens another, itself to be closed. A bracket the line
/// leaves open ends where it closes (`(default:` … `1000)`).
pub(crate) fn closing_line(lines: &Lines<'_>, keep: &[bool], i: usize) -> Option<usize> {
    let n = lines.len().min(keep.len());
    let line = lines.get(i);
    let opens = keep.get(i + 1) == Some(&false)
        && !closes_here(line)
        && (ends_sentence(line) || (i + 1 < n && hangs(line, lines.get(i + 1))));
    if !opens {
        return None;
    }
    let bracket = open_bracket(line);
    (i + 1..n.min(i + 1 + MAX_RUN_ON))
        .take_while(|&j| keep.get(j) == Some(&false) && !blank(lines.get(j)))
        .find(|&j| closes_here(lines.get(j)) || (bracket && lines.get(j).contains(')')))
}

/// Whether `line` is a term with its definition beside it, after a gap of two blanks or more,
/// whose words go on on `next`, set under the definition's first word (`RUBYPATH   A colon-separated
/// list of directories that Ruby searches for` over `Ruby programs when …`): the line opens the
/// definition's first sentence, as a hanging paragraph does.
fn hangs(line: &str, next: &str) -> bool {
    let at = line.len() - line.trim_start_matches(' ').len();
    let Some(text) = line.get(at..) else { return false };
    let Some(gap) = text.find("  ") else { return false };
    let Some(after) = text.get(gap..) else { return false };
    let column = at + gap + (after.len() - after.trim_start_matches(' ').len());
    let words = line.get(column..).unwrap_or_default();
    let next_at = next.len() - next.trim_start_matches(' ').len();
    words.starts_with(char::is_alphabetic) && next_at == column && !blank(next)
}

/// Keeps, in `keep`, the rest of each sentence a kept run's last line opens (see the module's
/// documentation), the cheapest first, while what is added stays within an eighth of `limit`.
pub(crate) fn complete(lines: &Lines<'_>, keep: &mut [bool], limit: usize) {
    let n = lines.len().min(keep.len());
    // Every kept line's unclosed sentence, read against the lines kept so far: the runs it would
    // add stop at a kept line, so no two overlap.
    let mut runs: Vec<(usize, usize, usize)> = (0..n)
        .filter(|&i| keep.get(i) == Some(&true))
        .filter_map(|i| {
            let end = closing_line(lines, keep, i)?;
            Some(((i + 1..=end).map(|j| lines.get(j).len() + 1).sum(), i, end))
        })
        .collect();
    // The cheapest first, as the shares hand out sentences: a spare spent front to back leaves
    // a long document's later sections none (fix76).
    runs.sort_unstable();
    let mut spare = limit / SPARE_SHARE;
    let mut said = HashSet::new();
    for (bytes, i, end) in runs {
        // The same words ending another sentence already (a manual's fourteen `like every
        // other setting.`) say nothing new: the spare goes to the sentences that do.
        let mut words = Fnv::new();
        for j in i + 1..=end {
            words.write(lines.get(j).trim().as_bytes());
            words.separate();
        }
        if bytes <= spare && said.insert(words.finish()) {
            spare -= bytes;
            if let Some(run) = keep.get_mut(i + 1..=end) {
                run.fill(true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The lines kept after [`complete`] of `text`, `kept` kept before, with `limit`.
    fn kept_after(text: &str, kept: &[usize], limit: usize) -> Vec<usize> {
        let lines = Lines::new(text);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| kept.contains(&i)).collect();
        complete(&lines, &mut keep, limit);
        keep.iter().enumerate().filter(|(_, k)| **k).map(|(i, _)| i).collect()
    }

    const MANUAL: &str = "    --hold-charge=*minutes*
        Holds the loaded charge of the current bench for *minutes* before
        the firing window opens. Unlike every other setting, the hold is not
        written to /var/lib/quarry/settings: after a controller restart the
        charge is released at once and the firing window opens without the
        hold.

    --sort-bench=*value*
";

    #[test]
    fn a_sentence_a_kept_line_opens_is_kept_to_its_end() {
        assert_eq!(kept_after(MANUAL, &[0, 1, 2, 7], 8_000), [0, 1, 2, 3, 4, 5, 7]);
    }

    #[test]
    fn a_kept_run_ending_where_its_sentence_does_takes_nothing() {
        // The first line closes nothing and opens nothing: it is a sentence's start, kept so.
        assert_eq!(kept_after(MANUAL, &[0, 1, 7], 8_000), [0, 1, 7]);
        let closed = MANUAL.replace("Unlike every other setting, the hold is not", "");
        assert_eq!(kept_after(&closed, &[0, 1, 2, 7], 8_000), [0, 1, 2, 7]);
    }

    #[test]
    fn a_sentence_past_reach_or_the_spare_takes_nothing() {
        let long = MANUAL.replace("        hold.\n", "        hold and\n        more\n        and more.\n");
        assert_eq!(kept_after(&long, &[0, 1, 2, 9], 8_000), [0, 1, 2, 9]);
        // An eighth of 1,000 bytes holds no three lines of 70.
        assert_eq!(kept_after(MANUAL, &[0, 1, 2, 7], 1_000), [0, 1, 2, 7]);
    }

    /// review63: a completion is the sentence closed at a line's end, never a line that ends it
    /// inside and opens the next; a colon in an open bracket ends nothing; words already added
    /// to end another sentence are not added again.
    #[test]
    fn a_sentence_ends_where_a_line_closes_it_once() {
        let text = "Sets the hold. It is
not written to disk. After a
restart the charge is released.
next
";
        // Line 1 ends a sentence inside and opens another: the run goes on to line 2's end.
        assert_eq!(kept_after(text, &[0, 3], 8_000), [0, 1, 2, 3]);
        let node = "  --max-depth=n  the depth to read (default:
                   1000)
next
";
        assert_eq!(kept_after(node, &[0, 2], 8_000), [0, 1, 2]);
        let twice = "Holds the bench. Like
every other setting.
x
Sorts the bench. Like
every other setting.
y
";
        assert_eq!(kept_after(twice, &[0, 2, 3, 5], 8_000), [0, 1, 2, 3, 5]);
    }

    /// fix76: a term's definition beside it, hanging over the next line, opens a sentence.
    #[test]
    fn a_definition_beside_its_term_hangs_over_its_sentence() {
        let text = "     RUBYPATH   A colon-separated list of directories that Ruby searches for
                Ruby programs when the -S flag is specified.  This variable
                precedes the PATH environment variable.

     RUBYSHELL  The path to the system shell command.
";
        assert_eq!(kept_after(text, &[0, 4], 8_000), [0, 1, 2, 4]);
        // Words beside a term but not hanging (the next line set elsewhere) open nothing.
        let set_apart = text.replace("                Ruby programs", "          Ruby programs");
        assert_eq!(kept_after(&set_apart, &[0, 4], 8_000), [0, 4]);
    }

    /// fix76: the spare goes to the cheapest sentences first, wherever they stand.
    #[test]
    fn the_spare_goes_to_the_cheapest_sentence_first() {
        let text = "Sets the hold. It is
not written to disk in any of the cases the controller knows of.
x
Sorts the bench. It
runs once.
y
";
        // An eighth of 560 bytes (70) holds one of the two ends (65 and 11 bytes): the cheaper,
        // though it comes later.
        assert_eq!(kept_after(text, &[0, 2, 3, 5], 560), [0, 2, 3, 4, 5]);
    }

    proptest! {
        #[test]
        fn any_text(
            text in "(([A-Za-z]{1,6}[ .:]{0,2}){0,8}\n){0,40}",
            picks in proptest::collection::vec(0usize..45, 0..12),
            limit in 0usize..4_000,
        ) {
            let lines = Lines::new(&text);
            let kept: Vec<usize> = picks.into_iter().filter(|&i| i < lines.len()).collect();
            let out = kept_after(&text, &kept, limit);
            for i in &kept {
                prop_assert!(out.contains(i));
            }
            let added: usize = out.iter().filter(|i| !kept.contains(i)).map(|&i| lines.get(i).len() + 1).sum();
            prop_assert!(added <= limit / SPARE_SHARE);
        }
    }
}
