//! A run of lines that repeats, after the same line, a run the output already shows loses nothing when left out: the squash that leaves out only such runs.
//!
//! [`shows_every_line`](crate::shows_every_line) accepts a squash whose left-out runs each stand
//! elsewhere in it, with the line before them; this module builds that squash from the output
//! alone, for an output whose squasher saved too little to be kept (a test run whose failures'
//! tracebacks repeat the same frames, a script that prints the same block after each step). Read
//! from the top, a line whose line before is shown, and which with the lines after it repeats word
//! for word (trailing blanks aside, the indent kept) the lines shown after every earlier copy of
//! that same line, and every later copy of it stands before them too, starts a run that is left out
//! with its `[N lines omitted]` marker — every copy, so that a reader looking up the line before
//! the marker finds the one run it stands for, never one of several (a gutter's `|` stands before
//! different code lines); the longest such run is taken. A run is left out only when it saves
//! [`MIN_RUN_SAVED`] bytes over its marker, so that a marker never stands for a few bytes; the
//! whole is offered only when it saves [`MIN_SHOWN_SAVED`](crate::MIN_SHOWN_SAVED) and the output
//! is at most [`MAX_SHOWN_INPUT`](crate::MAX_SHOWN_INPUT), the bounds of the check it must pass.

use std::collections::HashMap;

use crate::marker::{Squash, omitted, omitted_count, push_omitted};
use crate::shown::{MAX_COMPARED, MAX_SHOWN_INPUT, MIN_SHOWN_SAVED, worth_squashing};

/// The fewest bytes a left-out run must save over its marker (its line included): about ten
/// tokens, so that `[1 lines omitted]` never stands for a line hardly longer than itself.
pub const MIN_RUN_SAVED: usize = 40;

/// The squash of `clean` (an output with its terminal noise removed) that leaves out only runs of
/// lines it still shows, each after every shown copy of the line before it: `None` when that saves under
/// [`MIN_SHOWN_SAVED`](crate::MIN_SHOWN_SAVED) bytes or `clean` is over
/// [`MAX_SHOWN_INPUT`](crate::MAX_SHOWN_INPUT). Every line not left out is written as it was, so
/// [`shows_every_line`](crate::shows_every_line) holds for the result.
///
/// ```
/// use ctx_squash_core::{leave_out_shown_runs, shows_every_line};
///
/// let frames: String = (0..12).map(|n| format!("  File \"/srv/app/service/module{n}.py\", line {n}, in run\n")).collect();
/// let clean = format!("Traceback:\n{frames}Error: one\nTraceback:\n{frames}Error: two\n");
/// let squash = leave_out_shown_runs(&clean).expect("the second trace's frames are shown");
/// assert_eq!(squash.text, format!("Traceback:\n{frames}Error: one\nTraceback:\n[12 lines omitted]\nError: two\n"));
/// assert!(shows_every_line(&clean, &squash.text));
/// // Nothing repeats: nothing to leave out.
/// assert!(leave_out_shown_runs(&frames).is_none());
/// ```
pub fn leave_out_shown_runs(clean: &str) -> Option<Squash> {
    if clean.len() > MAX_SHOWN_INPUT {
        return None;
    }
    let pieces: Vec<&str> = clean.split_inclusive('\n').collect();
    let lines: Vec<&str> = pieces.iter().map(|piece| piece.trim_end()).collect();
    // The squash's lines so far: `Some(line)` kept, `None` a marker (which shows no line).
    let mut shown: Vec<Option<&str>> = Vec::with_capacity(lines.len());
    let mut places: HashMap<&str, Vec<usize>> = HashMap::new();
    let later = Later::read(&lines);
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut budget = MAX_COMPARED;
    let mut saved = 0usize;
    let mut next = 0;
    while let Some(&line) = lines.get(next) {
        let run = next
            .checked_sub(1)
            .map_or(0, |before| longest_shown_run(&lines, before, &shown, &places, &later, &mut budget));
        let end = next.saturating_add(run);
        let bytes: usize = pieces.get(next..end).map_or(0, |run| run.iter().map(|piece| piece.len()).sum());
        let marker = omitted(next, end.saturating_sub(1)).len().saturating_add(1);
        // A run never opens with a line that reads as a marker: the check would read it as one.
        if run > 0 && bytes >= marker.saturating_add(MIN_RUN_SAVED) && omitted_count(line).is_none() {
            saved = saved.saturating_add(bytes - marker);
            runs.push((next, end));
            shown.push(None);
            next = end;
            continue;
        }
        places.entry(line).or_default().push(shown.len());
        shown.push(Some(line));
        next += 1;
    }
    if saved < MIN_SHOWN_SAVED {
        return None;
    }
    let mut text = String::with_capacity(clean.len().saturating_sub(saved));
    let mut markers = Vec::with_capacity(runs.len());
    let mut at = 0;
    for (start, end) in runs {
        for piece in pieces.get(at..start).unwrap_or_default() {
            text.push_str(piece);
        }
        markers.push(push_omitted(&mut text, start, end.saturating_sub(1)));
        if pieces.get(end.saturating_sub(1)).is_some_and(|piece| piece.ends_with('\n')) {
            text.push('\n');
        }
        at = end;
    }
    for piece in pieces.get(at..).unwrap_or_default() {
        text.push_str(piece);
    }
    Some(Squash { text, markers })
}

/// What is stored of `clean` (an output with its terminal noise removed) that a squasher made
/// `squash` of: the squash when it is shorter and worth what it leaves out
/// ([`worth_squashing`](crate::worth_squashing)); else, for an output read as lines
/// (`of_lines`: not JSON, whose text must still parse), the squash that leaves out only the runs
/// it still shows ([`leave_out_shown_runs`]) when there is one; else `clean` whole (or `squash`,
/// when the squasher shortened nothing and returned its input). The pipeline
/// and the fixtures' snapshots both store this.
///
/// ```
/// use ctx_squash_core::{Squash, settle};
///
/// let long = format!("{}\n", "x".repeat(600));
/// let clean = format!("head\n{long}{long}tail\nhead\n{long}{long}end\n");
/// // A squash that saves too little gives way to the one that leaves out the second copy.
/// let lossy = Squash::unchanged(&clean.replace("tail\n", ""));
/// assert_eq!(settle(&clean, lossy, true).text, format!("head\n{long}{long}tail\nhead\n[2 lines omitted]\nend\n"));
/// // JSON keeps its text whole.
/// assert_eq!(settle(&clean, Squash::unchanged(&clean), false).text, clean);
/// ```
pub fn settle(clean: &str, squash: Squash, of_lines: bool) -> Squash {
    let shorter = squash.text.len() < clean.len();
    if shorter && worth_squashing(clean, &squash.text) {
        return squash;
    }
    match of_lines.then(|| leave_out_shown_runs(clean)).flatten() {
        Some(runs) => runs,
        None if shorter => Squash::unchanged(clean),
        // A squasher that shortened nothing returned its input: kept as it is.
        None => squash,
    }
}

/// How many lines from `before + 1` on repeat, word for word, the lines the squash shows after
/// every shown copy of line `before`, and that every later copy of it in `lines` stands before
/// too (up to a marker: `later`) — 0 unless line `before` is itself the squash's last line (a
/// run follows a shown line). Every copy, not one: a reader finds the lines left out by looking up
/// the line before them, so that line must not stand in front of different lines elsewhere (a
/// gutter's `|`, a blank). A copy followed by a marker shows nothing after it and is passed by.
/// Within `budget` lines compared.
fn longest_shown_run(
    lines: &[&str],
    before: usize,
    shown: &[Option<&str>],
    places: &HashMap<&str, Vec<usize>>,
    later: &Later<'_>,
    budget: &mut usize,
) -> usize {
    let Some(&head) = lines.get(before) else { return 0 };
    if shown.last() != Some(&Some(head)) {
        return 0;
    }
    let Some(at) = places.get(head) else { return 0 };
    let last = shown.len().saturating_sub(1);
    let mut common: Option<usize> = None;
    for &place in at.iter().filter(|&&place| place < last) {
        if shown.get(place + 1) == Some(&None) {
            continue;
        }
        let mut length = 0;
        while let (Some(Some(seen)), Some(line)) =
            (shown.get(place + 1 + length), lines.get(before + 1 + length))
        {
            if seen != line || *budget == 0 || common.is_some_and(|common| length >= common) {
                break;
            }
            *budget -= 1;
            length += 1;
        }
        common = Some(length);
        if length == 0 || *budget == 0 {
            return 0;
        }
    }
    let Some(mut common) = common else { return 0 };
    // The copies after it too, as they stand in `lines`: each shows the run's lines (up to a
    // marker, or the end) or its first lines only, which then bounds the run (review of traj20:
    // `X A B Y X A B Z X C D` left `A B` out after the second `X`, which the third stands before
    // `C D`).
    for &place in later.after(head, before) {
        let mut length = 0;
        while length < common {
            let (Some(seen), Some(line)) = (lines.get(place + 1 + length), lines.get(before + 1 + length))
            else {
                break;
            };
            if seen != line {
                if omitted_count(seen).is_none() {
                    common = length;
                }
                break;
            }
            if *budget == 0 {
                return 0;
            }
            *budget -= 1;
            length += 1;
        }
        if common == 0 {
            return 0;
        }
    }
    common
}

/// Where each line stands in the lines a run is read from, to find the copies of a line after a
/// place.
struct Later<'a> {
    places: HashMap<&'a str, Vec<usize>>,
}

impl<'a> Later<'a> {
    /// The places of every line of `lines`.
    fn read(lines: &[&'a str]) -> Self {
        let mut places: HashMap<&str, Vec<usize>> = HashMap::with_capacity(lines.len());
        for (at, &line) in lines.iter().enumerate() {
            places.entry(line).or_default().push(at);
        }
        Self { places }
    }

    /// The places of `line` after `at`, in order.
    fn after(&self, line: &str, at: usize) -> &[usize] {
        self.places
            .get(line)
            .map_or(&[], |places| places.get(places.partition_point(|&p| p <= at)..).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::shows_every_line;

    #[test]
    fn a_repeated_block_after_the_same_line_is_left_out() {
        let block = "    self.assertEqual(first, second)\n  File \"/usr/lib/python3/unittest/case.py\", line 829, in assertEqual\n    assertion_func(first, second, msg=msg)\n";
        let clean = format!(
            "FAIL: test_one\n{block}AssertionError: 1 != 2\nFAIL: test_two\n{block}AssertionError: 3 != 4\n"
        );
        // The second block follows another `FAIL:` line, so its first line stays; the two after
        // it repeat after the same line and are left out, but that saves under 512 bytes, and
        // nothing is offered.
        assert_eq!(leave_out_shown_runs(&clean).map(|squash| squash.text), None);
        let long = format!("{}\n", "x".repeat(600));
        let clean = format!("head\n{long}{long}tail\nhead\n{long}{long}end\n");
        let squash = leave_out_shown_runs(&clean).expect("the second copy saves over 512 bytes");
        assert_eq!(squash.text, format!("head\n{long}{long}tail\nhead\n[2 lines omitted]\nend\n"));
        assert_eq!(squash.markers.len(), 1);
        assert_eq!(squash.markers.first().map(|marker| marker.lines()), Some((6, 7)));
        assert!(shows_every_line(&clean, &squash.text));
    }

    #[test]
    fn a_line_after_another_line_is_kept() {
        // The same long line after a different line is another listing's, and stays.
        let long = format!("{}\n", "y".repeat(700));
        let clean = format!("./pkg:\n{long}./docs:\n{long}./src:\n{long}");
        assert_eq!(leave_out_shown_runs(&clean).map(|squash| squash.text), None);
        // The first copy is never left out, and a run never starts the output.
        let clean = format!("{long}{long}{long}{long}");
        let squash = leave_out_shown_runs(&clean).expect("lines 2 and 3 repeat lines 1 and 2");
        assert!(squash.text.starts_with(&format!("{long}{long}")));
        assert!(shows_every_line(&clean, &squash.text));
    }

    #[test]
    fn a_line_before_different_lines_elsewhere_names_no_run() {
        // A gutter `|` stands before different code lines: a marker after it could stand for
        // any of them, so the repeated code line after the third `|` stays.
        let code = |n: usize| format!("{n} | {}\n", "c".repeat(600));
        let clean = format!("  |\n{}  |\n{}  |\n{}", code(1), code(2), code(1));
        assert_eq!(leave_out_shown_runs(&clean).map(|squash| squash.text), None);
        // When every `|` stands before the same line, the copy is left out.
        let clean = format!("  |\n{}  |\n{}", code(1), code(1));
        let squash = leave_out_shown_runs(&clean).map(|squash| squash.text);
        assert_eq!(squash, Some(format!("  |\n{}  |\n[1 lines omitted]\n", code(1))));
    }

    #[test]
    fn a_line_before_different_lines_later_names_no_run_either() {
        // Review of traj20: the third `X` stands before `C D`, so `A B` after the second `X`
        // stays; the copies after a line bound its run as the copies before it do.
        let long = |c: char| format!("{}\n", c.to_string().repeat(300));
        let (a, b, c, d) = (long('a'), long('b'), long('c'), long('d'));
        let clean = format!("X\n{a}{b}Y\nX\n{a}{b}Z\nX\n{c}{d}W\n");
        assert_eq!(leave_out_shown_runs(&clean).map(|squash| squash.text), None);
        // When every `X` stands before `A B`, both copies after the first are left out.
        let clean = format!("X\n{a}{b}Y\nX\n{a}{b}Z\nX\n{a}{b}W\n");
        let squash = leave_out_shown_runs(&clean).map(|squash| squash.text);
        assert_eq!(squash, Some(format!("X\n{a}{b}Y\nX\n[2 lines omitted]\nZ\nX\n[2 lines omitted]\nW\n")));
    }

    #[test]
    fn a_run_is_read_whole_not_pieced_from_places() {
        // `b3`'s statuses stand line by line after other headers, never as its run: kept.
        let pad = "z".repeat(600);
        let block = |name: &str, statuses: [&str; 3]| {
            format!(
                "== {name} ==\nalpha {} {pad}\nbeta {} {pad}\ngamma {} {pad}\n",
                statuses[0], statuses[1], statuses[2]
            )
        };
        let clean = format!(
            "{}{}{}",
            block("b1", ["PASS", "PASS", "FAIL"]),
            block("b2", ["FAIL", "PASS", "PASS"]),
            block("b3", ["PASS", "PASS", "PASS"])
        );
        // `b3`'s `beta PASS` follows `alpha PASS` as in `b1`, and is left out; its `gamma PASS`
        // follows no shown `beta PASS` in the run, and stays.
        let squash = leave_out_shown_runs(&clean).expect("b3's beta line repeats b1's");
        assert!(squash.text.ends_with(&format!("alpha PASS {pad}\n[1 lines omitted]\ngamma PASS {pad}\n")));
        assert!(shows_every_line(&clean, &squash.text));
    }

    #[test]
    fn an_output_without_a_final_newline_keeps_its_end() {
        let long = "w".repeat(600);
        let clean = format!("a\n{long}\n{long}\na\n{long}\n{long}");
        let squash = leave_out_shown_runs(&clean).expect("the last two lines repeat");
        assert_eq!(squash.text, format!("a\n{long}\n{long}\na\n[2 lines omitted]"));
        assert!(shows_every_line(&clean, &squash.text));
    }

    proptest! {
        #[test]
        fn any_squash_it_offers_shows_every_line(
            picks in proptest::collection::vec(0usize..6, 0..200),
            width in 1usize..200,
        ) {
            // Few distinct lines, some long, so runs repeat often.
            let words = ["alpha", "  beta", "gamma  ", "", "[1 lines omitted]", "    delta"];
            let mut clean = String::new();
            for pick in picks {
                clean.push_str(words.get(pick).copied().unwrap_or_default());
                if pick % 2 == 0 {
                    clean.push_str(&"q".repeat(width));
                }
                clean.push('\n');
            }
            if let Some(squash) = leave_out_shown_runs(&clean) {
                prop_assert!(shows_every_line(&clean, &squash.text));
                prop_assert!(clean.len() - squash.text.len() >= MIN_SHOWN_SAVED);
                for marker in &squash.markers {
                    prop_assert!(squash.text.get(marker.at..).is_some_and(|rest| rest.starts_with('[')));
                }
            }
        }

        #[test]
        fn never_panics_on_any_text(text in "(?s).{0,2000}") {
            if let Some(squash) = leave_out_shown_runs(&text) {
                prop_assert!(shows_every_line(&text, &squash.text));
            }
        }
    }
}
