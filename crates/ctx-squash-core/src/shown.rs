//! A squash that leaves out only lines it still shows after the same line loses nothing: kept whatever little it saves.
//!
//! [`saves_enough`](crate::saves_enough) asks a squash to save at least a quarter and
//! [`MIN_SAVED`](crate::MIN_SAVED) bytes because what it leaves out may be a fact the agent needs.
//! When every line it leaves out is shown elsewhere in the squash, word for word and after the
//! same line — the frames a second stack trace repeats, a block a loop printed again —, no fact is
//! left out but how many times a run of lines was written and where, which its markers tell; that
//! bet needs no minimum beyond [`MIN_SHOWN_SAVED`], enough to be worth a marker. A line is read
//! with its context: its indent (in a tree or a nested trace the same text at another depth says
//! something else) and the line before it (`__init__.py` under `./docs:` is not the one under
//! `./requests:`), so a run left out is one the squash shows elsewhere from its first line on.

use std::collections::{HashMap, HashSet};

use crate::render::saves_enough;

/// The fewest bytes a squash that leaves out only lines it still shows must save: 512, about 130
/// tokens, so that a marker or two is not all it changes.
pub const MIN_SHOWN_SAVED: usize = 512;

/// Whether every line of `clean` holding more than blanks that `squashed` leaves out is shown in
/// it right after the line it follows in `clean` (the last one holding more than blanks, or
/// nothing), at the same indent, trailing blanks aside: what a squash left out, it still shows
/// word for word, in the same place in a run. The lines it kept are found in order, each at the
/// first line of `clean` past the one found before that reads the same.
///
/// ```
/// use ctx_squash_core::shows_every_line;
///
/// let trace = "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\n\
///              Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: two\n";
/// // The second trace's frames are the first's, after the same lines: leaving them out loses nothing.
/// let squashed = "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\nTraceback:\n[2 lines omitted]\nError: two\n";
/// assert!(shows_every_line(trace, squashed));
/// // Leaving out `Error: two` loses it.
/// assert!(!shows_every_line(trace, "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\n[4 lines omitted]\n"));
/// ```
pub fn shows_every_line(clean: &str, squashed: &str) -> bool {
    let lines: Vec<&str> = clean.lines().map(str::trim_end).collect();
    let mut places: HashMap<&str, Vec<usize>> = HashMap::new();
    for (index, line) in lines.iter().enumerate() {
        places.entry(line).or_default().push(index);
    }
    // The lines of `clean` the squash kept where they were.
    let mut kept = vec![false; lines.len()];
    let mut next = 0;
    for line in squashed.lines().map(str::trim_end) {
        let Some(at) = places.get(line) else { continue };
        if let Some(&index) = at.get(at.partition_point(|&index| index < next)) {
            if let Some(slot) = kept.get_mut(index) {
                *slot = true;
            }
            next = index + 1;
        }
    }
    let shown: HashSet<(&str, &str)> = pairs(squashed).collect();
    let mut before = "";
    for (index, &line) in lines.iter().enumerate() {
        if line.is_empty() {
            continue;
        }
        if !kept.get(index).copied().unwrap_or(false) && !shown.contains(&(before, line)) {
            return false;
        }
        before = line;
    }
    true
}

/// Each line of `text` holding more than blanks, trailing blanks aside, with the last such line
/// before it (`""` before the first).
fn pairs(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut before = "";
    text.lines()
        .map(str::trim_end)
        .filter(|line| !line.is_empty())
        .map(move |line| (std::mem::replace(&mut before, line), line))
}

/// Whether a squash of `clean` (an output with its terminal noise removed) into `squashed` is
/// worth what it leaves out: it saves enough ([`saves_enough`]), or it leaves out only lines it
/// still shows ([`shows_every_line`]) and saves at least [`MIN_SHOWN_SAVED`] bytes. A squash that
/// is not keeps the output whole.
///
/// ```
/// use ctx_squash_core::worth_squashing;
///
/// let frames: String = (0..16).map(|n| format!("  File \"/srv/app/mod{n}.py\", line {n}, in run\n")).collect();
/// let clean = format!("{frames}Error: one\n{frames}Error: two\n");
/// let first = frames.lines().next().unwrap_or_default();
/// let repeats = format!("{frames}Error: one\n{first}\n[15 lines omitted]\nError: two\n");
/// assert!(worth_squashing(&clean, &repeats)); // saves under 4 KiB, but loses no line
/// let lossy = format!("{frames}Error: one\n{first}\n[16 lines omitted]\n");
/// assert!(!worth_squashing(&clean, &lossy)); // `Error: two` is gone, and it saves under 4 KiB
/// ```
pub fn worth_squashing(clean: &str, squashed: &str) -> bool {
    saves_enough(clean.len(), squashed.len())
        || (clean.len().saturating_sub(squashed.len()) >= MIN_SHOWN_SAVED
            && shows_every_line(clean, squashed))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The lines, each ended by a newline.
    fn text<'a>(lines: impl Iterator<Item = &'a str>) -> String {
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_squash_that_leaves_out_a_line_it_does_not_show_is_lossy() {
        let clean = "a\nb\nc\nd\nb\nc\ne\n";
        assert!(shows_every_line(clean, "a\nb\nc\nd\nb\n[1 lines omitted]\ne\n"));
        assert!(!shows_every_line(clean, "a\nb\nc\nd\nb\n[2 lines omitted]\n"));
    }

    #[test]
    fn a_line_after_another_line_is_another_line() {
        // `ls -R`: `__init__.py` under `./docs:` is not the one under `./pkg:`.
        let clean = "./pkg:\n__init__.py\nutil.py\n\n./docs:\n__init__.py\nconf.py\n";
        assert!(!shows_every_line(
            clean,
            "./pkg:\n__init__.py\nutil.py\n\n./docs:\n[1 lines omitted]\nconf.py\n"
        ));
        // A block printed again after the same line is shown.
        let clean = "x\n  a\n  b\nx\n  a\n  b\n";
        assert!(shows_every_line(clean, "x\n  a\n  b\nx\n[2 lines omitted]\n"));
        // Not when the line it follows differs: `x` after `  b` is not shown.
        assert!(!shows_every_line(clean, "x\n  a\n  b\n[3 lines omitted]\n"));
    }

    #[test]
    fn trailing_blanks_do_not_hide_a_line_and_blank_lines_need_no_showing() {
        assert!(shows_every_line("  x  \n\n\t\ny\n", "  x\ny\n"));
        assert!(!shows_every_line("x\n", "x y\n"), "a line inside another is not shown as a line");
    }

    #[test]
    fn a_line_at_another_depth_is_another_line() {
        // npm explain's tree: the same dependent under another parent is another path.
        let clean = "a@1\n  b@2 from c\n    c from root\nd@3\n  e@4 from a\n    b@2 from c\n";
        assert!(!shows_every_line(
            clean,
            "a@1\n  b@2 from c\n    c from root\nd@3\n  e@4 from a\n[1 lines omitted]\n"
        ));
    }

    #[test]
    fn the_floor_applies_to_a_lossless_squash_too() {
        let clean = "same line\n".repeat(50);
        let squashed = "same line\nsame line\n[48 lines omitted]\n";
        assert!(clean.len() - squashed.len() < MIN_SHOWN_SAVED);
        assert!(!worth_squashing(&clean, squashed));
        let clean = "same line\n".repeat(60);
        assert!(worth_squashing(&clean, squashed));
    }

    proptest! {
        #[test]
        fn never_panics_and_agrees_with_saves_enough(clean in "(?s).{0,600}", squashed in "(?s).{0,600}") {
            let worth = worth_squashing(&clean, &squashed);
            if saves_enough(clean.len(), squashed.len()) {
                prop_assert!(worth);
            }
        }

        #[test]
        fn a_squash_that_drops_a_block_printed_again_shows_every_line(
            block in prop::collection::vec("[a-c ]{0,6}", 1..20),
            times in 1usize..5,
        ) {
            // A block printed `times` times after the same line, kept once: every line is still shown.
            let once = text(std::iter::once("head").chain(block.iter().map(String::as_str)));
            let clean = once.repeat(times);
            let squashed = format!("{once}head\n[{} lines omitted]\n", (times - 1) * block.len());
            prop_assert!(shows_every_line(&clean, &squashed));
        }

        #[test]
        fn a_line_left_out_and_shown_nowhere_is_lossy(lines in prop::collection::vec("[a-c]{1,6}", 1..40), drop in 0usize..40) {
            let clean = text(lines.iter().map(String::as_str));
            let index = drop % lines.len();
            let Some(gone) = lines.get(index) else { return Ok(()) };
            let squashed = text(lines.iter().filter(|line| *line != gone).map(String::as_str));
            // Shown nowhere, a line is shown after no line either.
            prop_assert!(!shows_every_line(&clean, &squashed));
        }
    }
}
