//! A block moved keeps what changed on the way: a run of removed lines whose lines come back as a
//! run of added lines elsewhere in the diff (a section moved down an INI file, a function moved
//! in its module) keeps, of the added run, the line it is recognised by and the lines the removed
//! run holds with another value.
//!
//! A diff of a long hunk is cut where its budget ends, so the deleted block, near the head, is
//! kept and its re-added copy, hundreds of lines on, is not: `-max_ph = 5.5` is shown and the
//! `+max_ph = 8.5` it became is not (round 29's `diff -u` of a moved `[vat-logwood]` section). A
//! line is a block's mark when its text (blanks around it trimmed), at least [`MIN_MARK_BYTES`]
//! long with a letter or a digit, is removed exactly once and added exactly once in the diff, in
//! two different changed places (a removed run and the added run right after it are one place:
//! a line changed in place is not moved). A removed run and an added run sharing at least
//! [`MIN_MARKS`] marks are one block moved, when the marks are at least one line in
//! [`MIN_SHARE`] of the added run from its first shared mark on (the lines above it are the
//! change before; a block rewritten is not moved). That first mark is kept, and each line after
//! it that sets a key (the text before its first `=` or `:`) the removed run sets to another
//! value, blanks left out (an alignment is no change):
//! [`MAX_LINES_PER_BLOCK`] at most a block, [`MAX_BLOCKS`] blocks' worth in all, the first
//! removed first; a block moved with no setting changed keeps nothing (its removed copy says it
//! all), and four times [`MAX_BLOCKS`] blocks are read at most, each removed run's texts looked up
//! in a set (linear in the diff). The removed side needs no help: it comes first, where the budget starts.

use std::collections::{HashMap, HashSet};

use crate::hunks::Side;

/// A line's text shorter than this (trimmed) is no block's mark: `}`, `end`, `fi` come and go.
const MIN_MARK_BYTES: usize = 6;
/// Marks two runs must share to be one block moved.
const MIN_MARKS: usize = 2;
/// Lines kept at most of a block.
const MAX_LINES_PER_BLOCK: usize = 8;
/// At least one line in this many of a block's added span must be a mark it shares.
const MIN_SHARE: usize = 3;

/// Each mark's text: how often removed and added, and the removed and added runs it was last
/// seen in.
type Marks<'a> = HashMap<&'a [u8], (u32, u32, usize, usize)>;
/// Blocks kept at most.
const MAX_BLOCKS: usize = 4;

/// A run of removed or added lines: its changed place, its lines' indices and texts (trimmed).
struct Run<'a> {
    place: usize,
    lines: Vec<(usize, &'a [u8])>,
}

/// The 0-based indices, ascending, of the lines of `bytes` a moved block keeps (see the module's
/// documentation).
pub(crate) fn moved_lines(bytes: &[u8]) -> Vec<usize> {
    let (old, new) = runs(bytes);
    // Each mark's text: how often removed and added, and the runs it was last seen in.
    let mut marks: Marks<'_> = HashMap::new();
    for (side, runs) in [(Side::Old, &old), (Side::New, &new)] {
        for (r, run) in runs.iter().enumerate() {
            for &(_, text) in run.lines.iter().filter(|(_, text)| is_mark(text)) {
                let entry = marks.entry(text).or_insert((0, 0, 0, 0));
                if side == Side::Old {
                    (entry.0, entry.2) = (entry.0 + 1, r);
                } else {
                    (entry.1, entry.3) = (entry.1 + 1, r);
                }
            }
        }
    }
    let mut shared: HashMap<(usize, usize), usize> = HashMap::new();
    for &(removed, added, o, n) in marks.values() {
        let apart = match (old.get(o), new.get(n)) {
            (Some(o), Some(n)) => o.place != n.place,
            _ => false,
        };
        if removed == 1 && added == 1 && apart {
            *shared.entry((o, n)).or_insert(0) += 1;
        }
    }
    let mut blocks: Vec<(usize, usize)> =
        shared.into_iter().filter(|&(_, count)| count >= MIN_MARKS).map(|(pair, _)| pair).collect();
    blocks.sort_unstable();
    let mut kept = Vec::new();
    // Blocks read at most: a removed run sharing marks with many added runs is read once a block.
    for (o, n) in blocks.into_iter().take(MAX_BLOCKS * 4) {
        if let (Some(o), Some(n)) = (old.get(o), new.get(n))
            && let Some(lines) = changed_on_the_way(n, o, &marks)
        {
            kept.extend(lines);
            if kept.len() >= MAX_LINES_PER_BLOCK * MAX_BLOCKS {
                break;
            }
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The lines of the added run `new` kept for the block it shares with the removed run `old`:
/// from its first mark shared with `old` to its end (the lines before belong to the change
/// above), that first mark and the settings `old` holds with another value (blanks ignored),
/// [`MAX_LINES_PER_BLOCK`] at most; `None` when fewer than one line in [`MIN_SHARE`] of that
/// span is a shared mark (a block rewritten, not moved).
fn changed_on_the_way(new: &Run<'_>, old: &Run<'_>, marks: &Marks<'_>) -> Option<Vec<usize>> {
    let shared =
        |text: &[u8]| marks.get(text).is_some_and(|&(removed, added, _, _)| removed == 1 && added == 1);
    // The removed run's texts, blanks left out, and its keys: read once, each added line looked
    // up (review64: a scan of the removed run per added line made a long move quadratic).
    let old_texts: HashSet<Vec<u8>> = old.lines.iter().map(|&(_, text)| unblank(text)).collect();
    let old_keys: HashSet<&[u8]> = old.lines.iter().filter_map(|&(_, text)| key(text)).collect();
    let marked_here = |text: &[u8]| is_mark(text) && shared(text) && old_texts.contains(&unblank(text));
    let first = new.lines.iter().position(|&(_, text)| marked_here(text))?;
    let span = new.lines.get(first..)?;
    let marked = span.iter().filter(|&&(_, text)| marked_here(text)).count();
    if marked * MIN_SHARE < span.len() {
        return None;
    }
    let lines: Vec<usize> = span
        .iter()
        .enumerate()
        .filter(|&(at, &(_, text))| {
            at == 0
                || (key(text).is_some_and(|k| old_keys.contains(k)) && !old_texts.contains(&unblank(text)))
        })
        .map(|(_, &(idx, _))| idx)
        .take(MAX_LINES_PER_BLOCK)
        .collect();
    // A block moved unchanged says nothing its removed copy does not (review64).
    (lines.len() > 1).then_some(lines)
}

/// A setting's key: the text before its first `=` or `:`, blanks around it trimmed (`max_ph` of
/// `max_ph = 8.5`), when there is one.
fn key(text: &[u8]) -> Option<&[u8]> {
    let at = text.iter().position(|&b| b == b'=' || b == b':')?;
    let key = text.get(..at)?.trim_ascii();
    (!key.is_empty()).then_some(key)
}

/// A text with its blanks left out (an alignment, a tab made spaces: the same line).
fn unblank(text: &[u8]) -> Vec<u8> {
    text.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect()
}

/// Whether a changed line's text can mark a block: long enough, with a letter or a digit.
fn is_mark(text: &[u8]) -> bool {
    text.len() >= MIN_MARK_BYTES && text.iter().any(u8::is_ascii_alphanumeric)
}

/// The removed runs and the added runs of the plain hunks of `bytes`, in order; a removed run and
/// the added run right after it share a place.
fn runs(bytes: &[u8]) -> (Vec<Run<'_>>, Vec<Run<'_>>) {
    let (mut old, mut new) = (Vec::<Run<'_>>::new(), Vec::<Run<'_>>::new());
    let mut place = 0;
    for hunk in crate::hunks::hunks(bytes).filter(crate::hunks::Hunk::is_plain) {
        let mut last = Side::Both;
        for line in &hunk.lines {
            let text = line.text.trim_ascii();
            match (line.side, last) {
                (Side::Old, Side::Old) | (Side::New, Side::New) => {
                    let runs = if line.side == Side::Old { &mut old } else { &mut new };
                    if let Some(run) = runs.last_mut() {
                        run.lines.push((line.idx, text));
                    }
                }
                (Side::Old, _) => {
                    place += 1;
                    old.push(Run { place, lines: vec![(line.idx, text)] });
                }
                (Side::New, previous) => {
                    place += usize::from(previous != Side::Old);
                    new.push(Run { place, lines: vec![(line.idx, text)] });
                }
                _ => {}
            }
            last = line.side;
        }
        place += 1;
    }
    (old, new)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// An INI file of `n` sections whose section `moved` goes after section `n - 20` with
    /// `max_ph` changed.
    fn moved_section(n: usize, moved: usize) -> String {
        let section = |i: usize, ph: &str| {
            format!("[vat-{i}]\ndye = dye{i}\nlitres = {}\nmax_ph = {ph}\nsalt_kg = {}\n", 1000 + i, 20 + i)
        };
        let mut diff = String::from("--- a.ini\n+++ b.ini\n");
        let old_lines = 6 * n;
        let _ = writeln!(diff, "@@ -1,{old_lines} +1,{old_lines} @@");
        for i in 0..n {
            if i == moved {
                for line in section(i, "5.5").lines().chain([""]) {
                    let _ = writeln!(diff, "-{line}");
                }
            } else {
                // Every other section changes its volume and salt: changes filling the budget.
                for line in section(i, "5.5").lines().chain([""]) {
                    if line.starts_with("litres") || line.starts_with("salt") {
                        let _ = writeln!(diff, "-{line}\n+{line}0 ; checked {i}");
                    } else {
                        let _ = writeln!(diff, " {line}");
                    }
                }
            }
            if i + 20 == n {
                for line in section(moved, "8.5").lines().chain([""]) {
                    let _ = writeln!(diff, "+{line}");
                }
            }
        }
        diff
    }

    fn kept_lines(diff: &str) -> Vec<&str> {
        moved_lines(diff.as_bytes()).into_iter().filter_map(|i| diff.lines().nth(i)).collect()
    }

    #[test]
    fn a_moved_section_keeps_its_re_added_mark_and_changed_value() {
        let diff = moved_section(40, 3);
        assert_eq!(kept_lines(&diff), ["+[vat-3]", "+max_ph = 8.5"]);
        // Moved unchanged, it keeps nothing: its removed copy says it all (review64).
        let unchanged = diff.replace("+max_ph = 8.5", "+max_ph = 5.5");
        assert!(kept_lines(&unchanged).is_empty(), "{:?}", kept_lines(&unchanged));
    }

    #[test]
    fn a_line_changed_in_place_is_no_move() {
        let diff = "--- a\n+++ b\n@@ -1,3 +1,3 @@\n-[vat-3]\n-dye = dye3\n-max = 1\n+[vat-3]\n+dye = dye3\n+max = 2\n";
        assert!(kept_lines(diff).is_empty());
    }

    #[test]
    fn one_shared_line_or_short_lines_are_no_block() {
        let diff = "--- a\n+++ b\n@@ -1,4 +1,4 @@\n-[vat-3]\n-x = 1\n a = 1\n+[vat-3]\n+x = 2\n";
        assert!(kept_lines(diff).is_empty());
        let diff = "--- a\n+++ b\n@@ -1,4 +1,4 @@\n-}\n-end\n a = 1\n+}\n+end\n";
        assert!(kept_lines(diff).is_empty());
    }

    #[test]
    fn the_squash_keeps_the_re_added_value() {
        let diff = moved_section(120, 3);
        let out = crate::squash_generic(&diff, 2000);
        assert!(out.len() < diff.len() / 2, "{out}");
        assert!(out.contains("+max_ph = 8.5"), "{out}");
    }

    proptest::proptest! {
        /// Any text: no panic, every line returned a changed line of the text, at most
        /// [`MAX_BLOCKS`] blocks' worth.
        #[test]
        fn any_text(lines in proptest::collection::vec(proptest::sample::select(&["@@ -1,3 +1,3 @@", " [vat-1]", "-[vat-1]", "+[vat-1]", "-dye = indigo", "+dye = indigo", "+max = 2", "-max = 1", "", "\\ No newline at end of file", "--- x", "+++ y", "@@ -1 +1 @@"][..]), 0..120)) {
            let text = lines.join("\n");
            let kept = moved_lines(text.as_bytes());
            proptest::prop_assert!(kept.len() <= MAX_LINES_PER_BLOCK * MAX_BLOCKS + MAX_LINES_PER_BLOCK);
            for (idx, start, end) in crate::odd_hunks::spans(text.as_bytes(), &kept) {
                let line = &text.as_bytes()[start..end];
                proptest::prop_assert!(kept.contains(&idx));
                proptest::prop_assert!(line.starts_with(b"+") || line.starts_with(b"-"), "{:?}", line);
            }
        }
    }
}
