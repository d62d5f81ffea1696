//! A title heads the block under it: a line standing alone between blank lines at the margin is
//! kept when the block of lines under it keeps a line.
//!
//! A report in parts names each part on a line of its own, a blank line above and below it — a
//! linker map's `Memory Configuration` and `Linker script and memory map` over their tables, a
//! tool's `Discarded input sections` over its rows. A title is no separator shared by records and
//! no repeat: the selection keeps rows of the block under it and omits the title, so the rows read
//! as the part above's. So a line at the margin that names something (holds [`MIN_NAME`] letters),
//! at most [`MAX_TITLE`] bytes, with a blank line (or the start) above and a blank line below, is
//! kept when the next block — the lines past the blanks up to the next blank — keeps a line; at
//! most [`MAX_TITLES`] of them, the first ones. Like `heads`, a rule about how lines are laid out,
//! for any text.

use ctx_squash_core::Lines;

use crate::squash::Cut;

/// Bytes of a title at most: a longer line is a sentence or a row.
const MAX_TITLE: usize = 100;
/// Letters a title holds at least.
const MIN_NAME: usize = 3;
/// Titles added at most.
const MAX_TITLES: usize = 16;

/// `kept` (sorted by line) with the titles of kept blocks added (see the module's
/// documentation), sorted.
#[cfg(test)]
pub(crate) fn with_titles(lines: &Lines<'_>, kept: Vec<(usize, Cut)>) -> Vec<(usize, Cut)> {
    with_candidates(lines, &candidates(lines), kept)
}

/// The lines that may be titles by their text and their neighbours' alone — short, at the margin,
/// alone between blanks, with a name —, in order: what `with_titles` reads of the lines alone,
/// which a two-thread squash reads beside the miner; what is kept decides the rest.
pub(crate) fn candidates(lines: &Lines<'_>) -> Vec<usize> {
    let n = lines.len();
    // Each line's lead (counted once for every pass) tells a blank line.
    let blank = |i: usize| lines.lead(i).blank;
    let mut found = Vec::new();
    let mut above_blank = true;
    for i in 0..n {
        let line = lines.bytes(i);
        let lead = lines.lead(i);
        let this_blank = lead.blank;
        if above_blank
            && !this_blank
            && line.len() <= MAX_TITLE
            && lead.white == 0
            && i + 1 < n
            && blank(i + 1)
            && line.iter().filter(|b| b.is_ascii_alphabetic()).take(MIN_NAME).count() == MIN_NAME
        {
            found.push(i);
        }
        above_blank = this_blank;
    }
    found
}

/// `with_titles` given its [`candidates`]: a candidate not kept whose block keeps a line.
pub(crate) fn with_candidates(
    lines: &Lines<'_>,
    candidates: &[usize],
    mut kept: Vec<(usize, Cut)>,
) -> Vec<(usize, Cut)> {
    let n = lines.len();
    let blank = |i: usize| lines.lead(i).blank;
    let is_kept = |i: usize| kept.binary_search_by_key(&i, |&(k, _)| k).is_ok();
    let mut added = Vec::new();
    for &i in candidates {
        if added.len() == MAX_TITLES {
            break;
        }
        if is_kept(i) {
            continue;
        }
        let start = (i + 1..n).find(|&j| !blank(j)).unwrap_or(n);
        if (start..n).take_while(|&j| !blank(j)).any(is_kept) {
            added.push((i, Cut::Normal));
        }
    }
    if !added.is_empty() {
        kept.extend(added);
        kept.sort_unstable_by_key(|&(i, _)| i);
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_titles, text, kept, expected);
    }

    #[test]
    fn a_kept_block_keeps_its_title() {
        let map = "Memory Configuration\n\nName Origin Length\n*default* 0x0 0xffff\n\nLinker script and memory map\n\nLOAD a.o\nLOAD b.o\n";
        // A row of each block kept: both titles join them.
        check(map, &[3, 8], &[0, 3, 5, 8]);
        // The second block alone: its title alone.
        check(map, &[8], &[5, 8]);
        // Nothing of a block kept: its title is not.
        check(map, &[], &[]);
    }

    #[test]
    fn what_is_no_title_is_left_alone() {
        // A line with a line under it heads no block of its own (a paragraph's first line).
        check("Intro line\nmore text\n\nrow one\n", &[3], &[3]);
        // Indented, or naming nothing, or a sentence too long.
        check("  indented\n\nrow\n", &[2], &[2]);
        check("--\n\nrow\n", &[2], &[2]);
        let long = format!("{}\n\nrow\n", "word ".repeat(30));
        check(&long, &[2], &[2]);
    }
}
