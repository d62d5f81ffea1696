//! A squash that leaves out only runs of lines it still shows, word for word after the same line, loses nothing: kept whatever little it saves.
//!
//! [`saves_enough`](crate::saves_enough) asks a squash to save at least a quarter and
//! [`MIN_SAVED`](crate::MIN_SAVED) bytes because what it leaves out may be a fact the agent needs.
//! When the squash is the output with some runs of lines replaced by their `[N lines omitted]`
//! markers, and each run, with the line before it, stands elsewhere in the squash as consecutive
//! lines — the frames a second stack trace repeats, a block a loop printed again —, no fact is
//! left out but how many times a run was written and where, which its markers tell; that bet needs
//! no minimum beyond [`MIN_SHOWN_SAVED`], enough to be worth a marker. A run is read whole, with
//! the line before it and every line's indent: a run matched line by line from different places
//! (`alpha PASS` after one block's header, `gamma PASS` after another's) would show lines, not
//! the run, and the one line that differs would be lost (a review found that in a pairwise
//! reading). Outputs over [`MAX_SHOWN_INPUT`] are not read: the rule is for small savings.

use std::collections::HashMap;

use crate::marker::omitted_count;
use crate::render::saves_enough;

/// The fewest bytes a squash that leaves out only lines it still shows must save: 512, about 130
/// tokens, so that a marker or two is not all it changes.
pub const MIN_SHOWN_SAVED: usize = 512;

/// The largest cleaned output [`shows_every_line`] reads (64 KiB): past it, a squash saves
/// enough or keeps the output whole, and the check's cost stays a few lines' hashing.
pub const MAX_SHOWN_INPUT: usize = 64 * 1024;

/// Lines compared at most while looking for the runs (each place a run may stand counts its
/// length): past it the squash is not read as showing every line, so that runs alike in many
/// places (`a`, `[1 lines omitted]`, `a`, … — review) cost no more than this.
pub(crate) const MAX_COMPARED: usize = 1 << 20;

/// Whether `squashed` is `clean` with runs of lines replaced by `[N lines omitted]` markers (every
/// other line as it was, trailing blanks aside), each run shown elsewhere in `squashed`: the line
/// before the run and the run itself stand there as consecutive lines, at the same indent. `false`
/// for any other squash (a line cut or added, a line dropped without its marker, a run at the very
/// start, which follows no line), and for a `clean` over [`MAX_SHOWN_INPUT`]. A note over lines
/// shown above (`(16 lines repeat lines 3-18)`, [`leave_out_shown_above`](crate::leave_out_shown_above))
/// before its marker is read too: the lines the marker stands for are, copy by copy, the output
/// lines the note names, and the squash shows those as consecutive lines.
///
/// ```
/// use ctx_squash_core::shows_every_line;
///
/// let trace = "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\n\
///              Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: two\n";
/// // The second trace's frames are the first's, after the same line: leaving them out loses nothing.
/// let squashed = "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\nTraceback:\n[2 lines omitted]\nError: two\n";
/// assert!(shows_every_line(trace, squashed));
/// // Leaving out `Error: two` loses it.
/// assert!(!shows_every_line(trace, "Traceback:\n  File a.py, line 3\n  File b.py, line 9\nError: one\n[4 lines omitted]\n"));
/// ```
pub fn shows_every_line(clean: &str, squashed: &str) -> bool {
    if clean.len() > MAX_SHOWN_INPUT {
        return false;
    }
    let lines: Vec<&str> = clean.lines().map(str::trim_end).collect();
    let shown: Vec<&str> = squashed.lines().map(str::trim_end).collect();
    // Where each line stands in the squash, for finding a run's first line.
    let mut places: HashMap<&str, Vec<usize>> = HashMap::new();
    for (index, line) in shown.iter().enumerate() {
        places.entry(line).or_default().push(index);
    }
    // Walk the squash against the output: a line is the output's next line, or a marker standing
    // for the next N lines, whose run (with the line before it) the squash shows elsewhere.
    let mut next = 0;
    let mut budget = MAX_COMPARED;
    let mut noted: Option<(usize, usize)> = None;
    for line in &shown {
        if lines.get(next) == Some(line) && noted.is_none() {
            next += 1;
            continue;
        }
        // A note over lines shown above (`leave_out_shown_above`): its marker stands for copies of
        // the output lines it names, which the squash shows as consecutive lines.
        if noted.is_none()
            && let Some(note) = crate::shown_above::read_note(line)
        {
            let Some(run) = lines.get(note.first..=note.last) else { return false };
            let copies = lines.get(next..next.saturating_add(note.count)).is_some_and(|copy| {
                run.len().checked_mul(note.copies) == Some(note.count)
                    && copy.chunks(run.len()).all(|chunk| chunk == run)
            });
            if !copies || !stands_in(run, &shown, &places, &mut budget) {
                return false;
            }
            noted = Some((note.count, next + note.count));
            continue;
        }
        if let Some((count, end)) = noted.take() {
            if omitted_count(line) != Some(count) {
                return false;
            }
            next = end;
            continue;
        }
        let Some(count) = omitted_count(line).filter(|&count| count > 0) else { return false };
        let (Some(first), Some(end)) = (next.checked_sub(1), next.checked_add(count)) else { return false };
        let Some(run) = lines.get(first..end) else { return false };
        if !stands_in(run, &shown, &places, &mut budget) {
            return false;
        }
        next = end;
    }
    next == lines.len() && noted.is_none()
}

/// Whether `run` stands in `shown` as consecutive lines, found within `budget` lines compared
/// (each place tried costs the run's length; `false` once it is spent).
fn stands_in(run: &[&str], shown: &[&str], places: &HashMap<&str, Vec<usize>>, budget: &mut usize) -> bool {
    let Some(head) = run.first() else { return true };
    places.get(head).is_some_and(|at| {
        at.iter().any(|&start| {
            let Some(left) = budget.checked_sub(run.len()) else { return false };
            *budget = left;
            shown.get(start..start.saturating_add(run.len())) == Some(run)
        })
    })
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
    use std::fmt::Write as _;

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

    /// A note-shaped line whose copy count overflows its count is no note of ours: refused, not
    /// a panic (review58).
    #[test]
    fn a_note_whose_copies_overflow_is_refused() {
        let clean = "a\nb\nc\nd\na\nb\nc\nd\n";
        let huge = format!(
            "a\nb\nc\nd\n(4 lines repeat lines 1-4, {} times over)\n[4 lines omitted]\n",
            usize::MAX / 2
        );
        assert!(!shows_every_line(clean, &huge));
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
    fn trailing_blanks_aside_every_other_line_is_as_it_was() {
        let clean = "x\n  a\n  b\nx\n  a\n  b\n";
        assert!(shows_every_line(clean, "x  \n  a\n  b\nx\n[2 lines omitted]\n"));
        // A line dropped without its marker, a line cut or a note added is no such squash.
        assert!(!shows_every_line("x\n\ny\n", "x\ny\n"));
        assert!(!shows_every_line("x\n", "x y\n"), "a line inside another is not shown as a line");
        assert!(!shows_every_line(clean, "x\n  a\n  b\nx\n[2 lines omitted]\n[note]\n"));
        // A marker's count is read exactly.
        assert!(!shows_every_line(clean, "x\n  a\n  b\nx\n[1 lines omitted]\n"));
    }

    #[test]
    fn a_run_matched_line_by_line_from_different_places_is_not_shown() {
        // Three blocks' statuses, then the same three blocks again; the squash keeps the first
        // two and the third's header. Each left-out line of the third block follows its line
        // somewhere, but the run `alpha PASS, beta PASS, gamma FAIL` stands nowhere: its last
        // status would be lost.
        let block = |name: &str, statuses: [&str; 3]| {
            format!("== {name} ==\nalpha {}\nbeta {}\ngamma {}\n", statuses[0], statuses[1], statuses[2])
        };
        let b1 = block("b1", ["PASS", "PASS", "FAIL"]);
        let b2 = block("b2", ["FAIL", "PASS", "PASS"]);
        for gamma in ["PASS", "FAIL"] {
            let b3 = block("b3", ["PASS", "PASS", gamma]);
            let clean = format!("{b1}{b2}{b3}");
            let squashed = format!("{b1}{b2}== b3 ==\n[3 lines omitted]\n");
            assert!(!shows_every_line(&clean, &squashed), "gamma {gamma}");
        }
        // A run that does stand in the squash, after the same line, is shown.
        let clean = format!("{b1}{b2}{b1}");
        assert!(shows_every_line(&clean, &format!("{b1}{b2}== b1 ==\n[3 lines omitted]\n")));
        // `a b b b` squashed to `a [1] b b`: the run `a, b` stands nowhere.
        assert!(!shows_every_line("a\nb\nb\nb\n", "a\n[1 lines omitted]\nb\nb\n"));
    }

    #[test]
    fn runs_alike_in_many_places_cost_no_more_than_the_budget() {
        // Each `b` left out after an `a`, every run `a, b` standing only at the end: read at
        // most `MAX_COMPARED` lines, then the squash is not read as showing every line.
        let clean = "a\nb\n".repeat(16_000);
        let squashed = "a\n[1 lines omitted]\n".repeat(15_999) + "a\nb\n";
        assert!(!shows_every_line(&clean, &squashed));
        // The same shape, short: every run stands at the end, within the budget.
        let clean = "a\nb\n".repeat(50);
        let squashed = "a\n[1 lines omitted]\n".repeat(49) + "a\nb\n";
        assert!(shows_every_line(&clean, &squashed));
    }

    #[test]
    fn an_output_past_the_cap_is_not_read() {
        let block = "head\n".to_owned() + &"  frame line of some length\n".repeat(20);
        let clean = block.repeat(MAX_SHOWN_INPUT / block.len() + 2);
        let copies = clean.len() / block.len();
        let squashed = format!("{block}head\n[{} lines omitted]\n", clean.lines().count() - 22);
        assert!(copies > 2 && clean.len() > MAX_SHOWN_INPUT);
        assert!(!shows_every_line(&clean, &squashed));
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
        let block = "head\n".to_owned() + &"  a frame line of forty bytes or so....\n".repeat(4);
        let squash = |copies: usize| {
            let clean = block.repeat(copies);
            let squashed = block.clone() + &"head\n[4 lines omitted]\n".repeat(copies - 1);
            assert!(shows_every_line(&clean, &squashed));
            assert!(!saves_enough(clean.len(), squashed.len()));
            (clean.len() - squashed.len(), worth_squashing(&clean, &squashed))
        };
        let (saved, worth) = squash(3);
        assert!(saved < MIN_SHOWN_SAVED && !worth, "{saved}");
        let (saved, worth) = squash(6);
        assert!(saved >= MIN_SHOWN_SAVED && worth, "{saved}");
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
        fn a_squash_that_drops_each_copy_of_a_block_printed_again_shows_every_line(
            block in prop::collection::vec("[a-c ]{0,6}", 1..20),
            times in 2usize..5,
        ) {
            // A block printed `times` times after the same line, kept once, each later copy but
            // its first line marked: every run left out stands in the first copy.
            let once = text(std::iter::once("head").chain(block.iter().map(String::as_str)));
            let clean = once.repeat(times);
            let mut squashed = once.clone();
            for _ in 1..times {
                let _ = write!(squashed, "head\n[{} lines omitted]\n", block.len());
            }
            prop_assert!(shows_every_line(&clean, &squashed));
            // One marker over two copies stands nowhere.
            if times > 2 {
                let squashed = format!("{once}head\n[{} lines omitted]\n", clean.lines().count() - block.len() - 2);
                prop_assert!(!shows_every_line(&clean, &squashed));
            }
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
