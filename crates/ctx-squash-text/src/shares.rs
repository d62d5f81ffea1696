//! Every section keeps its share: a document cut over its budget spends the budget across its
//! sections, not front to back. A section is what lies between two lines of the outline (a
//! heading, a term, a listing's row); it is read as sentences — the lines up to the one where a
//! sentence ends, a paragraph's end, or [`MAX_UNIT_LINES`] lines, whichever comes first — and the
//! budget is handed out a sentence a section at a time: every section its first sentence (a term
//! its definition's first sentence), then every section still longer its second, and so on, the
//! cheapest first within a round. Short sections so come out whole, and what is left is shared by
//! the longer ones; a section whose next sentence does not fit stops there, so what a section
//! keeps is always its beginning. Two steps are kept past the budget (up to a quarter of it more): a
//! section of one line, which costs about what its heading does, and the first sentence under a
//! heading of the document's own (NAME, DESCRIPTION), which says what the rest is of — the one-line
//! sections first, so a lead (a term in capitals reads as a heading) never takes their place.
//!
//! A run is charged once (fix76): a line of a step that copies, word for word with its indent, a
//! line kept elsewhere — after a copy of the line above that one, going on as it does (or ending
//! its paragraph), and so every line up to the blank its run starts after — costs nothing: pydoc
//! repeats a base class's inherited members under every subclass, and the output shows such a
//! copied run once, as a note naming the lines it repeats, so the budget its bytes took was spent
//! on nothing the reader sees (shutil's three exception classes' inherited docstrings left
//! copyfile's without room). A copy of one line among others (a manual's `Sets the weigh limit of
//! …` over another default), or a run under a line of its own (a term written once over a
//! definition copied word for word), is shown in full, and charged so.

use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines};

/// The lines kept so far, each as the text of the line above it and its own (trailing blanks
/// aside), to where one of them stands: a line written so, between the same lines, is a copy in
/// a run the output shows once.
pub(crate) type Shown<'t> = HashMap<(&'t str, &'t str), usize, Keyed>;

/// Line `i` as [`Shown`] holds it: the text of the line above it, and its own.
pub(crate) fn shown_as<'t>(lines: &Lines<'t>, i: usize) -> (&'t str, &'t str) {
    let above = if i == 0 { "" } else { lines.get(i - 1).trim_end() };
    (above, lines.get(i).trim_end())
}

/// The most lines one step of a section takes: a sentence longer than this (or a block with no
/// full stop, an example, a list) is handed out this many lines at a time.
const MAX_UNIT_LINES: usize = 4;
/// What the steps kept past the budget may take, at most: this share of it (a quarter).
const SPARE_SHARE: usize = 4;

/// Keeps, in `keep`, the lines of the sections between the lines `keep` already holds, a
/// sentence a section at a time, while the kept bytes (`spent` so far, each line with its
/// newline) stay within `limit`; beyond it, up to a quarter of `limit` more, the first sentence of a
/// section under one of the `headings` and every section of one line. A line [`copied`] in a run
/// `shown` holds is charged nothing; each line kept is added to it.
pub(crate) fn spread<'t>(
    lines: &Lines<'t>,
    keep: &mut [bool],
    headings: &[bool],
    spent: usize,
    limit: usize,
    shown: &mut Shown<'t>,
) {
    let (sections, headed) = sections(lines, keep, headings);
    let mut room = limit.saturating_sub(spent);
    // What one-line sections and headings' leads may take beyond the limit: a quarter of it.
    let mut spare = limit / SPARE_SHARE;
    // The next step of each section, and the sections that may still take one.
    let mut next = vec![0usize; sections.len()];
    let mut active: Vec<usize> = (0..sections.len()).collect();
    let mut round: Vec<(usize, usize)> = Vec::new();
    // The steps of a round that did not fit the room but may take the spare: one-line sections
    // first (they are what the spare is promised to), then headings' leads.
    let mut deferred: Vec<(bool, usize, usize)> = Vec::new();
    while !active.is_empty() {
        round.clear();
        round.extend(active.iter().filter_map(|&s| {
            let &(start, end) = sections.get(s)?.get(*next.get(s)?)?;
            Some((cost(lines, start, end, shown), s))
        }));
        // The cheapest first: when the round does not fit whole, it serves the most sections.
        round.sort_unstable();
        for &(_, s) in &round {
            let (Some(steps), Some(step)) = (sections.get(s), next.get_mut(s)) else { continue };
            let Some(&(start, end)) = steps.get(*step) else { continue };
            // Charged now: a step kept earlier in the round may have shown a copy of its lines.
            let bytes = cost(lines, start, end, shown);
            // A section of one line costs about what its heading does, and is kept with it; a
            // heading's section (the document's own: NAME, DESCRIPTION) says what it is of.
            let one_line = steps.len() == 1 && end == start + 1;
            let lead = *step == 0 && headed.get(s).copied().unwrap_or(false);
            if bytes <= room {
                room -= bytes;
            } else if one_line || lead {
                deferred.push((!one_line, bytes, s));
                continue;
            } else {
                // Its next sentence does not fit: the section keeps its beginning.
                *step = steps.len();
                continue;
            }
            if let Some(kept) = keep.get_mut(start..end) {
                kept.fill(true);
            }
            show(lines, start..end, shown);
            *step += 1;
        }
        // The spare: one-line sections before leads, the cheapest first within each, so a
        // heading's lead never takes the place of a one-line definition.
        deferred.sort_unstable();
        for (_, _, s) in deferred.drain(..) {
            let (Some(steps), Some(step)) = (sections.get(s), next.get_mut(s)) else { continue };
            let Some(&(start, end)) = steps.get(*step) else { continue };
            let bytes = cost(lines, start, end, shown);
            if bytes > spare {
                *step = steps.len();
                continue;
            }
            spare -= bytes;
            if let Some(kept) = keep.get_mut(start..end) {
                kept.fill(true);
            }
            show(lines, start..end, shown);
            *step += 1;
        }
        active.retain(|&s| sections.get(s).zip(next.get(s)).is_some_and(|(steps, &step)| step < steps.len()));
    }
}

/// The bytes lines `start..end` take, each with its newline, but for those `shown` already holds
/// a copy of.
fn cost(lines: &Lines<'_>, start: usize, end: usize, shown: &Shown<'_>) -> usize {
    (start..end).filter(|&k| !copied(lines, k, shown)).map(|k| lines.get(k).len() + 1).sum()
}

/// Adds lines `range` to `shown`, a copy of a line already there leaving it where it was first
/// kept.
fn show<'t>(lines: &Lines<'t>, range: std::ops::Range<usize>, shown: &mut Shown<'t>) {
    for k in range {
        shown.entry(shown_as(lines, k)).or_insert(k);
    }
}

/// The most lines above a copy read to find where its run starts.
const MAX_RUN_LOOK: usize = 16;

/// Whether line `i` is a copy in a run the output shows: it and each line above it up to a blank
/// (or the first [`MAX_RUN_LOOK`] of them) is a copy of a line kept elsewhere after a line of the
/// text above it, with a line of the text below it below (or, for line `i`, a blank below it). A
/// run that starts under a line of its own (a term written once over a definition copied word for
/// word) is shown in full, and charged so.
fn copied(lines: &Lines<'_>, i: usize, shown: &Shown<'_>) -> bool {
    let text = |k: usize| if k < lines.len() { lines.get(k).trim_end() } else { "" };
    let blank = |k: usize| text(k).trim_matches([' ', '\t', '|']).is_empty();
    for k in (0..=i).rev().take(MAX_RUN_LOOK) {
        if k < i && blank(k) {
            return true;
        }
        let Some(&j) = shown.get(&shown_as(lines, k)) else { return false };
        if j == k || !(text(j + 1) == text(k + 1) || (k == i && blank(i + 1))) {
            return false;
        }
    }
    true
}

/// Each section's steps, in order: ranges of lines not kept, blank lines (and gutters, pydoc's
/// `    |  `) left out, split where a sentence ends, where a paragraph ends and every
/// [`MAX_UNIT_LINES`] lines; a kept line ends a section. And whether each section comes right
/// under one of the `headings`.
fn sections(lines: &Lines<'_>, keep: &[bool], headings: &[bool]) -> (Vec<Vec<(usize, usize)>>, Vec<bool>) {
    let mut sections: Vec<Vec<(usize, usize)>> = Vec::new();
    let mut headed = Vec::new();
    let mut steps: Vec<(usize, usize)> = Vec::new();
    // The first line of the step being read, and whether the last kept line is a heading.
    let mut start: Option<usize> = None;
    let mut under_heading = false;
    for (i, &kept) in keep.iter().enumerate().take(lines.len()) {
        let line = lines.get(i);
        if kept || line.trim_matches([' ', '\t', '|']).is_empty() {
            if let Some(s) = start.take() {
                steps.push((s, i));
            }
            if kept {
                if !steps.is_empty() {
                    sections.push(std::mem::take(&mut steps));
                    headed.push(under_heading);
                }
                under_heading = headings.get(i).copied().unwrap_or(false);
            }
            continue;
        }
        let s = *start.get_or_insert(i);
        if ends_sentence(line) || i + 1 - s >= MAX_UNIT_LINES {
            steps.push((s, i + 1));
            start = None;
        }
    }
    if let Some(s) = start {
        steps.push((s, lines.len().min(keep.len())));
    }
    if !steps.is_empty() {
        sections.push(steps);
        headed.push(under_heading);
    }
    (sections, headed)
}

/// Whether the line ends where a sentence does: with a full stop, a colon, `?` or `!`, a closing
/// bracket or quote after it allowed.
pub(crate) fn closes_sentence(line: &str) -> bool {
    let t = line.trim_end().trim_end_matches([')', '"', '\'', '’', '”', ']']);
    t.ends_with(['.', ':', '?', '!'])
}

/// Whether a sentence ends on this line: the line ends with a full stop, a colon, `?` or `!`
/// (a closing bracket or quote after it allowed), or one of those stands before a blank and a
/// capital or another blank within it (`… from the server.  The`).
pub(crate) fn ends_sentence(line: &str) -> bool {
    if closes_sentence(line) {
        return true;
    }
    let t = line.trim_end().trim_end_matches([')', '"', '\'', '’', '”', ']']);
    let b = t.as_bytes();
    b.windows(3).any(|w| {
        matches!(w[0], b'.' | b'?' | b'!') && w[1] == b' ' && (w[2] == b' ' || w[2].is_ascii_uppercase())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_where_a_stop_meets_a_capital() {
        for (line, expected) in [
            ("             the encrypted channel to request a response from the server.  The", true),
            ("     Sort by file size, largest first.", true),
            ("     The default is:", true),
            ("     (This is the default in some versions.)", true),
            ("             default is 0, indicating that these messages will not be sent to", false),
            ("     e.g. the first one", false),
            ("     a file.name here", false),
        ] {
            assert_eq!(ends_sentence(line), expected, "{line}");
        }
    }

    #[test]
    fn every_section_keeps_its_first_sentence_before_any_its_second() {
        use std::fmt::Write as _;

        let mut text = String::new();
        for i in 0..40 {
            let _ = writeln!(text, "TERM{i}");
            let _ = writeln!(text, "    First sentence of term {i} here.  Then a second one");
            let _ = writeln!(text, "    that goes on for term {i}.  And a third sentence for it.\n");
        }
        let lines = Lines::new(&text);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| lines.get(i).starts_with("TERM")).collect();
        let outline = keep.clone();
        // Room for every first line and a few more.
        let first = cost(&lines, 1, 2, &Shown::default());
        spread(&lines, &mut keep, &[], 0, first * 40 + first * 3, &mut Shown::default());
        for (i, &kept) in keep.iter().enumerate() {
            let line = lines.get(i);
            if line.contains("First sentence") {
                assert!(kept, "{line}");
            }
            if outline.get(i) == Some(&true) {
                assert!(kept);
            }
        }
        assert!(keep.iter().filter(|&&k| k).count() < lines.len() - 40);
    }

    #[test]
    fn a_headings_lead_never_takes_a_one_line_sections_spare() {
        // Terms over the whole budget: the room is spent, and the spare (a quarter of the limit,
        // 25 bytes) holds either the one-line definition or the cheaper lead under the heading
        // `LEAD` (a term in capitals reads as a heading), not both.
        let text = "LEAD\n    cheap lead.\n    more.\nterm\n    the one-line def.\n";
        let lines = Lines::new(text);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| !lines.get(i).starts_with(' ')).collect();
        let headings = [true, false, false, false, false];
        spread(&lines, &mut keep, &headings, 100, 100, &mut Shown::default());
        assert_eq!(keep, [true, false, false, true, true]);
    }

    #[test]
    fn short_sections_come_out_whole() {
        let text = "A\n    one.\nB\n    two.\nC\n    three.\n    more of it, a sentence that goes on and on.\n    still more.\n";
        let lines = Lines::new(text);
        let mut keep: Vec<bool> = (0..lines.len()).map(|i| !lines.get(i).starts_with(' ')).collect();
        spread(&lines, &mut keep, &[], 0, 40, &mut Shown::default());
        assert_eq!(keep, [true, true, true, true, true, true, false, false]);
    }

    #[test]
    fn a_run_copying_a_kept_run_is_charged_nothing() {
        // The terms (lines indented four) kept and shown, then the room spread over the rest.
        let spread_terms = |text: &str, room: usize| {
            let lines = Lines::new(text);
            let mut keep: Vec<bool> = (0..lines.len())
                .map(|i| lines.get(i).starts_with("    ") && !lines.get(i).starts_with("        "))
                .collect();
            let mut shown = Shown::default();
            for i in (0..lines.len()).filter(|&i| keep[i]) {
                show(&lines, i..i + 1, &mut shown);
            }
            spread(&lines, &mut keep, &[], 0, room, &mut shown);
            keep
        };
        // Room for one of the two definitions: the second copies the first's run, term and
        // lines, so it costs nothing, and the third section's line fits the room left.
        let text = "    f(x)\n        Holds the charge.\n        For a while.\n\n    f(x)\n        Holds the charge.\n        For a while.\n\n    g\n        Sorts.\n";
        assert_eq!(spread_terms(text, 65), [true, true, true, false, true, true, true, false, true, true]);
        // A copy of one line among others is charged: the room holds the first run alone.
        let text = text.replace("        For a while.\n\n    g", "        For ever.\n\n    g");
        assert_eq!(spread_terms(&text, 65), [true, true, true, false, true, false, false, false, true, true]);
        // A run under a term of its own is charged: the output shows it in full.
        let text = text.replace("For ever.", "For a while.").replacen("    f(x)", "    h(y)", 1);
        // Room for both first lines (charged) and one second line: the copy's is charged too.
        assert_eq!(spread_terms(&text, 88), [true, true, true, false, true, true, false, false, true, true]);
    }
}
