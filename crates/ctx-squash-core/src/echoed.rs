//! A tool result's lines that repeat what its own call carried are not news: `leave_out_echoes`;
//! nor are the lines an earlier result of the history already shows: `leave_out_shown_before`.
//!
//! An editor answers an edit with a numbered snippet of the file, most of it the very text the
//! call's `new_string` carried; a plan tool repeats the plan it was handed. The agent holds those
//! lines in its own call, word for word, so a run of consecutive lines of the output that is a
//! run of consecutive lines of one of the call's texts is left out behind a note naming that
//! text — and, when the lines are numbered (`   462→`, `   462\t`, the numbers counting up by one
//! down the run), the numbers of its first and last line, so every number the gutter wrote is
//! told — and the one `[N lines omitted]` marker. Every other line is kept as written: the
//! context around an edit, which the agent has not seen, and its line numbers. The agent can
//! still edit by exact match: the lines left out are the text it wrote.
//!
//! An agent runs its script again, its tests again, and most of what they print is what the last
//! run printed. A run of consecutive lines that stands, line for line and byte for byte, in an
//! earlier result the history holds is left out the same way, behind a note naming the call whose
//! result shows it and which of that result's lines: the history shows those lines already, and
//! what differs — the one failing test, the changed value — is kept where it stands.

use std::collections::HashMap;

use crate::Keyed;
use crate::marker::{Squash, push_omitted};
use crate::shown::MIN_SHOWN_SAVED;

/// The fewest lines a run must hold to be left out: a few lines alike by chance (`]`, a blank,
/// `)`) are no echo.
pub const MIN_ECHO_LINES: usize = 4;

/// The fewest bytes a run must save over its note and marker.
const MIN_ECHO_SAVED: usize = 64;

/// Places of the call's texts a line is looked for at most: a blank or a `}` is written in many.
const MAX_PLACES: usize = 16;

/// How many lines go by between two forgettings of the runs that ended.
const FORGET_EVERY: usize = 4096;

/// The longest name of a call's text a note writes; a longer or odd one reads `arguments`.
const MAX_NAME: usize = 40;

/// One text a call carried: the name it goes by in the call (`new_string`, `plan`) and the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CallText<'a> {
    /// The argument's name, as the note writes it.
    pub name: &'a str,
    /// Its text, as the agent wrote it.
    pub text: &'a str,
}

/// An earlier tool result the history holds: the id of the call it answered and its text as the
/// history holds it (as captured, not as the tool printed it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownResult<'a> {
    /// The call's id, as the note names it.
    pub call: &'a str,
    /// The result's text in the history.
    pub text: &'a str,
}

/// How an output's lines are compared with the texts, and how a note names the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The output's own call's texts: a line is read past its numbered gutter.
    Call,
    /// Earlier results: a line is compared whole, gutter and all, as the history shows it.
    Earlier,
}

/// A line of the output: its number when it is written in a gutter, and its text past it.
#[derive(Debug, Clone, Copy)]
struct Line<'a> {
    number: Option<u64>,
    body: &'a str,
}

/// The output with every run of at least [`MIN_ECHO_LINES`] consecutive lines that repeats
/// consecutive lines of one of `texts` left out (a run saving 64 bytes or more over its note and
/// marker), each behind a note line — `(lines numbered 462-529 repeat the call's new_string)`
/// when the lines are numbered, `(68 lines repeat the call's plan)` when not, `… repeat lines
/// 3-70 of the call's plan` when the run is part of the text — and its `[N lines
/// omitted]` marker. `None` when that saves under [`MIN_SHOWN_SAVED`](crate::MIN_SHOWN_SAVED)
/// bytes. A line compares past its gutter (digits after blanks, then a tab or `→`), and a
/// numbered run's numbers count up by one, so the note's two numbers tell every one of them.
///
/// ```
/// use ctx_squash_core::{CallText, leave_out_echoes};
///
/// let new = "def area(r):\n    \"\"\"The area of a circle of radius r.\"\"\"\n    return math.pi * r * r\n\n\ndef perimeter(r):\n    return 2 * math.pi * r\n";
/// let mut echo = String::from("The file geo.py has been edited. Here's the result of running `cat -n` on a snippet:\n");
/// echo.push_str("    40\timport math\n    41\t\n");
/// for (n, line) in (42..).zip(new.lines()) {
///     echo.push_str(&format!("{n:>6}\t{line}\n"));
/// }
/// echo.push_str("    49\tdef volume(r):\n    50\t    return 4 / 3 * math.pi * r ** 3\n");
/// let echo = echo.repeat(8); // eight edits' echoes, to be worth a marker
/// let squash = leave_out_echoes(&echo, &[CallText { name: "new_str", text: new }]).expect("the new text is echoed");
/// assert!(squash.text.starts_with("The file geo.py has been edited. Here's the result of running `cat -n` on a snippet:\n    40\timport math\n    41\t\n(lines numbered 42-48 repeat the call's new_str)\n[7 lines omitted]\n    49\tdef volume(r):\n"));
/// assert_eq!(squash.markers.len(), 8);
/// assert_eq!(squash.markers[0].lines(), (4, 10));
/// // Lines the call did not carry are news: nothing is left out.
/// assert!(leave_out_echoes(&echo, &[CallText { name: "new_str", text: "x = 1\ny = 2\nz = 3\nw = 4\n" }]).is_none());
/// ```
pub fn leave_out_echoes(output: &str, texts: &[CallText<'_>]) -> Option<Squash> {
    leave_out(output, texts.iter().map(|text| (text.name, text.text)), Source::Call)
}

/// The output with every run of at least [`MIN_ECHO_LINES`] consecutive lines that stands as
/// consecutive lines, byte for byte, in one of the `earlier` results left out (a run saving 64
/// bytes or more over its note and marker), each behind a note line — ``(12 lines repeat lines
/// 40-51 of the result of call `call_7`)``, ``(38 lines repeat the result of call `call_7`)``
/// when the run is all of it —
/// and its `[N lines omitted]` marker. `None` when that saves under
/// [`MIN_SHOWN_SAVED`](crate::MIN_SHOWN_SAVED) bytes. Of runs as long, the first result's is
/// named: a caller lists the newest first.
///
/// ```
/// use ctx_squash_core::{ShownResult, leave_out_shown_before};
///
/// let run = |failing: &str| {
///     let mut out = String::from("collected 40 items\n\n");
///     for n in 0..40 {
///         let verdict = if format!("test_{n}") == failing { "FAILED" } else { "PASSED" };
///         out.push_str(&format!("tests/test_app.py::test_{n} {verdict}\n"));
///     }
///     out
/// };
/// let first = run("test_7");
/// let again = run("test_30");
/// let squash = leave_out_shown_before(&again, &[ShownResult { call: "call_1", text: &first }])
///     .expect("most of the run was shown");
/// // What differs from the first run is kept where it stands; the rest is named, not repeated.
/// assert!(squash.text.contains("tests/test_app.py::test_7 PASSED\n"));
/// assert!(squash.text.contains("tests/test_app.py::test_30 FAILED\n"));
/// assert!(squash.text.starts_with("(9 lines repeat lines 1-9 of the result of call `call_1`)\n[9 lines omitted]\n"));
/// assert!(squash.text.contains("(22 lines repeat lines 11-32 of the result of call `call_1`)\n[22 lines omitted]\n"));
/// assert_eq!(squash.markers.len(), 3);
/// assert_eq!(squash.markers[1].lines(), (11, 32));
/// ```
pub fn leave_out_shown_before(output: &str, earlier: &[ShownResult<'_>]) -> Option<Squash> {
    leave_out(output, earlier.iter().map(|result| (result.call, result.text)), Source::Earlier)
}

/// The output with its runs that repeat consecutive lines of one of `texts` (each a name and a
/// text) left out, read as `source` says.
fn leave_out<'t>(
    output: &str,
    texts: impl Iterator<Item = (&'t str, &'t str)>,
    source_of: Source,
) -> Option<Squash> {
    // A text's lines, a final newline ending its last line rather than opening an empty one (so
    // a blank line of the output after the echo is not taken for the text's). An edit's old text
    // goes last: where it and another text hold the same run, the note names the other, so an
    // edit that was made never reads as one repeating its old text.
    let mut sources: Vec<(&str, Vec<&str>)> = texts
        .map(|(name, text)| {
            let written = text.strip_suffix('\n').unwrap_or(text);
            (name, written.split('\n').map(|line| line.strip_suffix('\r').unwrap_or(line)).collect())
        })
        .filter(|(_, lines): &(&str, Vec<&str>)| lines.len() >= MIN_ECHO_LINES)
        .collect();
    if source_of == Source::Call {
        sources.sort_by_key(|(name, _)| name.starts_with("old"));
    }
    if sources.is_empty() {
        return None;
    }
    let places = Places::of(&sources);
    let pieces: Vec<&str> = output.split_inclusive('\n').collect();
    let lines: Vec<Line<'_>> = pieces
        .iter()
        .map(|piece| match source_of {
            Source::Call => read_line(piece),
            Source::Earlier => whole_line(piece),
        })
        .collect();
    let mut out = String::with_capacity(output.len());
    let mut markers = Vec::new();
    let mut saved = 0usize;
    // Where each diagonal's run (a text, and the offset of its line from the output's) read from
    // an earlier line ends: a line inside it runs to the same end, so no run is read twice — a
    // run too short to leave out would otherwise be read again from each of its lines.
    let mut ends: HashMap<(usize, usize), usize, Keyed> = HashMap::default();
    let mut next = 0;
    while let Some(piece) = pieces.get(next) {
        // The runs that ended before this line are no more use: the map holds the open ones.
        if next % FORGET_EVERY == 0 {
            ends.retain(|_, end| *end > next);
        }
        let mut run: Option<(usize, usize, usize)> = None;
        for (source, at) in places.of_line(lines[next].body) {
            let diagonal = (source, at.wrapping_sub(next));
            let length = match ends.get(&diagonal) {
                Some(&end) if end > next => end - next,
                _ => {
                    let length = echoed_from(&lines[next..], &sources[source].1[at..]);
                    ends.insert(diagonal, next + length);
                    length
                }
            };
            // The longest run; of runs alike, the first text's.
            if run.is_none_or(|best| best.2 < length) {
                run = Some((source, at, length));
            }
        }
        let run = run.filter(|&(_, _, length)| length >= MIN_ECHO_LINES);
        let Some((source, at, length)) = run else {
            out.push_str(piece);
            next += 1;
            continue;
        };
        let last = next + length - 1;
        let (name, text) = &sources[source];
        let whole = at == 0 && length == text.len();
        let note = match source_of {
            Source::Call => note(&lines[next], &lines[last], (at, length, whole), name),
            Source::Earlier => shown_note((at, length, whole), name),
        };
        let run_bytes: usize = pieces[next..=last].iter().map(|piece| piece.len()).sum();
        let cost = note.len() + 1 + crate::omitted(next, last).len() + 1;
        if run_bytes < cost + MIN_ECHO_SAVED {
            out.push_str(piece);
            next += 1;
            continue;
        }
        saved += run_bytes - cost;
        out.push_str(&note);
        out.push('\n');
        markers.push(push_omitted(&mut out, next, last));
        if pieces[last].ends_with('\n') {
            out.push('\n');
        }
        next = last + 1;
    }
    (saved >= MIN_SHOWN_SAVED).then_some(Squash { text: out, markers })
}

/// Where each line of the texts stands: its first [`MAX_PLACES`] places (a text and a line of it),
/// in the texts' order. One map entry a distinct line and one list of places for all, each place
/// linked to the next of its line: no list of its own per line to allocate.
struct Places<'t> {
    /// A line's first and last place in `places`, and how many it has.
    lines: HashMap<&'t str, (usize, usize, usize), Keyed>,
    /// Each place: its text, its line in that text, and the index of the same line's next place.
    places: Vec<(usize, usize, Option<usize>)>,
}

impl<'t> Places<'t> {
    /// The places of every line of `sources`' texts.
    fn of(sources: &[(&str, Vec<&'t str>)]) -> Places<'t> {
        let count: usize = sources.iter().map(|(_, lines)| lines.len()).sum();
        let mut places = Places {
            lines: HashMap::with_capacity_and_hasher(count, Keyed::default()),
            places: Vec::with_capacity(count),
        };
        for (source, (_, lines)) in sources.iter().enumerate() {
            for (at, line) in lines.iter().enumerate() {
                let index = places.places.len();
                match places.lines.entry(*line) {
                    std::collections::hash_map::Entry::Vacant(entry) => {
                        entry.insert((index, index, 1));
                    }
                    std::collections::hash_map::Entry::Occupied(mut entry) => {
                        let (_, last, found) = entry.get_mut();
                        if *found >= MAX_PLACES {
                            continue;
                        }
                        if let Some(place) = places.places.get_mut(*last) {
                            place.2 = Some(index);
                        }
                        *last = index;
                        *found += 1;
                    }
                }
                places.places.push((source, at, None));
            }
        }
        places
    }

    /// The places of `line`, in the texts' order.
    fn of_line(&self, line: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mut next = self.lines.get(line).map(|&(first, _, _)| first);
        std::iter::from_fn(move || {
            let &(source, at, after) = self.places.get(next?)?;
            next = after;
            Some((source, at))
        })
    }
}

/// A line read past its gutter: the digits after blanks before a tab or `→` are its number.
fn read_line(piece: &str) -> Line<'_> {
    let line = piece.strip_suffix('\n').unwrap_or(piece);
    let line = line.strip_suffix('\r').unwrap_or(line);
    let trimmed = line.trim_start_matches(' ');
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    let rest = trimmed.get(digits..).unwrap_or_default();
    let body = rest.strip_prefix('\t').or_else(|| rest.strip_prefix('→'));
    match (digits, body, trimmed.get(..digits).and_then(|digits| digits.parse().ok())) {
        (1.., Some(body), Some(number)) => Line { number: Some(number), body },
        _ => Line { number: None, body: line },
    }
}

/// A line as written, but for its line ending: compared whole, its gutter part of it.
fn whole_line(piece: &str) -> Line<'_> {
    let line = piece.strip_suffix('\n').unwrap_or(piece);
    Line { number: None, body: line.strip_suffix('\r').unwrap_or(line) }
}

/// How many lines from the first of `lines` repeat `source`'s lines from its first, numbered
/// alike: all without a number, or numbers counting up by one.
fn echoed_from(lines: &[Line<'_>], source: &[&str]) -> usize {
    let first = lines.first().and_then(|line| line.number);
    lines
        .iter()
        .zip(source)
        .enumerate()
        .take_while(|&(index, (line, written))| {
            line.body == *written && line.number == first.and_then(|first| first.checked_add(index as u64))
        })
        .count()
}

/// Whether a name is written in a note as it is: short, of letters, digits, `_`, `-` and `.`.
fn readable(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// The note over a run an earlier result shows: how many lines, and which of that result's lines
/// when the run is part of it, naming the call it answered.
fn shown_note((at, length, whole): (usize, usize, bool), call: &str) -> String {
    let result =
        if readable(call) { format!("the result of call `{call}`") } else { "an earlier result".to_owned() };
    if whole {
        format!("({length} lines repeat {result})")
    } else {
        format!("({length} lines repeat lines {}-{} of {result})", at + 1, at + length)
    }
}

/// The note over a run left out: the lines' numbers when numbered (the gutter's, an editor's
/// file lines), else their count, and the call's text they repeat — with the text's own lines
/// when the run is part of it.
fn note(first: &Line<'_>, last: &Line<'_>, (at, length, whole): (usize, usize, bool), name: &str) -> String {
    let name = if readable(name) { name } else { "arguments" };
    let lines = match (first.number, last.number) {
        (Some(first), Some(last)) => format!("lines numbered {first}-{last}"),
        _ => format!("{length} lines"),
    };
    if whole {
        format!("({lines} repeat the call's {name})")
    } else {
        format!("({lines} repeat lines {}-{} of the call's {name})", at + 1, at + length)
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// A Claude Code `Edit` answer: the file's lines `from..` numbered with an arrow, the new
    /// text among context lines.
    fn edit_answer(before: &[&str], new: &str, after: &[&str], from: usize) -> String {
        let mut out = String::from(
            "The file /r/app.py has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n",
        );
        let lines = before.iter().copied().chain(new.lines()).chain(after.iter().copied());
        for (n, line) in (from..).zip(lines) {
            let _ = writeln!(out, "{n:>6}→{line}");
        }
        out
    }

    fn new_text() -> String {
        (0..40).fold(String::new(), |mut text, n| {
            let _ = writeln!(text, "    value_{n} = compute({n}, \"a label for {n}\")");
            text
        })
    }

    #[test]
    fn an_edits_echo_of_its_new_text_is_left_out_and_its_context_kept() {
        let new = new_text();
        let answer = edit_answer(&["def main():", "    setup()"], &new, &["    teardown()", ""], 1198);
        let texts = [
            CallText { name: "old_string", text: "    setup()\n    run()\n" },
            CallText { name: "new_string", text: &new },
        ];
        let squash = leave_out_echoes(&answer, &texts).expect("40 lines echoed");
        let expected = "The file /r/app.py has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n  1198→def main():\n  1199→    setup()\n(lines numbered 1200-1239 repeat the call's new_string)\n[40 lines omitted]\n  1240→    teardown()\n  1241→\n";
        assert_eq!(squash.text, expected);
        assert_eq!(squash.markers.len(), 1);
        assert_eq!(squash.markers[0].lines(), (4, 43), "the output's lines 4-43 are the echo");
        let original: Vec<&str> = answer.lines().collect();
        assert!(original[3].ends_with("value_0 = compute(0, \"a label for 0\")"));
        assert!(original[42].ends_with("value_39 = compute(39, \"a label for 39\")"));
    }

    #[test]
    fn a_plan_repeated_unnumbered_is_left_out() {
        let plan = (0..30).fold(String::from("# Plan\n\n"), |mut plan, n| {
            let _ = writeln!(plan, "{n}. Step {n}: move the parser of section {n} into its own module");
            plan
        });
        let answer = format!("User has approved your plan.\n\n## Approved Plan:\n{plan}");
        let squash = leave_out_echoes(&answer, &[CallText { name: "plan", text: &plan }]).expect("the plan");
        assert_eq!(
            squash.text,
            "User has approved your plan.\n\n## Approved Plan:\n(32 lines repeat the call's plan)\n[32 lines omitted]\n"
        );
        assert_eq!(squash.markers[0].lines(), (4, 35));
    }

    #[test]
    fn numbers_that_do_not_count_up_are_not_one_run() {
        let new = new_text();
        // The same lines, numbered with a jump in the middle: two runs, each told by its numbers.
        let mut answer = String::new();
        for (index, line) in new.lines().enumerate() {
            let n = if index < 20 { 100 + index } else { 500 + index };
            let _ = writeln!(answer, "{n:>6}\t{line}");
        }
        let squash = leave_out_echoes(&answer, &[CallText { name: "new_str", text: &new }]).expect("echoed");
        assert!(squash.text.contains(
            "(lines numbered 100-119 repeat lines 1-20 of the call's new_str)\n[20 lines omitted]\n"
        ));
        assert!(squash.text.contains(
            "(lines numbered 520-539 repeat lines 21-40 of the call's new_str)\n[20 lines omitted]\n"
        ));
    }

    #[test]
    fn a_line_that_differs_is_kept() {
        let new = new_text();
        let changed = new.replace("value_17 = compute(17", "value_17 = compute(71");
        let answer = edit_answer(&[], &changed, &[], 10);
        let squash =
            leave_out_echoes(&answer, &[CallText { name: "new_string", text: &new }]).expect("echoed");
        assert!(
            squash.text.contains("    27→    value_17 = compute(71, \"a label for 17\")\n"),
            "{}",
            squash.text
        );
        assert!(squash.text.contains("(lines numbered 10-26 repeat lines 1-17 of the call's new_string)"));
        assert!(squash.text.contains("(lines numbered 28-49 repeat lines 19-40 of the call's new_string)"));
    }

    #[test]
    fn short_runs_and_small_savings_are_left_alone() {
        let new = "a\nb\nc\n";
        let answer = "x\na\nb\nc\ny\n".repeat(200);
        assert!(leave_out_echoes(&answer, &[CallText { name: "new", text: new }]).is_none(), "three lines");
        let new = new_text();
        let one = edit_answer(&[], &new.lines().take(5).collect::<Vec<_>>().join("\n"), &[], 1);
        assert!(
            leave_out_echoes(&one, &[CallText { name: "new", text: &new }]).is_none(),
            "under 512 bytes saved"
        );
    }

    #[test]
    fn an_odd_name_is_not_written() {
        let new = new_text();
        let answer = edit_answer(&[], &new, &[], 1);
        let squash = leave_out_echoes(&answer, &[CallText { name: "a\nname)", text: &new }]).expect("echoed");
        assert!(squash.text.contains("(lines numbered 1-40 repeat the call's arguments)"));
    }

    #[test]
    fn an_edit_made_is_never_told_as_its_old_text() {
        // The edit deleted the old text's last lines: the new text is the old one's first lines,
        // so both hold the run; the note names the new text.
        let new = new_text();
        let old =
            format!("{new}    value_40 = compute(40, \"gone\")\n    value_41 = compute(41, \"gone\")\n");
        let answer = edit_answer(&["def main():"], &new, &["    teardown()"], 119);
        for texts in [
            [CallText { name: "new_string", text: &new }, CallText { name: "old_string", text: &old }],
            [CallText { name: "old_string", text: &old }, CallText { name: "new_string", text: &new }],
        ] {
            let squash = leave_out_echoes(&answer, &texts).expect("echoed");
            assert!(
                squash.text.contains("(lines numbered 120-159 repeat the call's new_string)\n"),
                "{}",
                squash.text
            );
        }
    }

    #[test]
    fn a_blank_line_after_the_echo_is_the_files_not_the_texts() {
        // The new text ends with a newline and the file's next line is blank: that blank line is
        // kept, not counted into the text.
        let new = new_text();
        let answer = edit_answer(&["def main():"], &new, &["", "def other():"], 10);
        let squash =
            leave_out_echoes(&answer, &[CallText { name: "new_string", text: &new }]).expect("echoed");
        assert!(
            squash.text.contains("(lines numbered 11-50 repeat the call's new_string)\n[40 lines omitted]\n    51→\n    52→def other():\n"),
            "{}",
            squash.text
        );
    }

    #[test]
    fn part_of_a_text_is_told_by_the_texts_own_lines() {
        let plan = (0..40).fold(String::new(), |mut plan, n| {
            let _ = writeln!(plan, "{n}. Step {n}: move the parser of section {n} into its own module");
            plan
        });
        let excerpt: String = plan.lines().skip(10).take(20).flat_map(|line| [line, "\n"]).collect();
        let answer = format!("Approved, steps 10 to 29 first:\n{excerpt}Go on.\n");
        let squash = leave_out_echoes(&answer, &[CallText { name: "plan", text: &plan }]).expect("echoed");
        assert_eq!(
            squash.text,
            "Approved, steps 10 to 29 first:\n(20 lines repeat lines 11-30 of the call's plan)\n[20 lines omitted]\nGo on.\n"
        );
    }

    /// A script's run: its progress lines, then a value that differs from run to run.
    fn script_run(value: &str) -> String {
        let mut out = String::new();
        for n in 0..30 {
            let _ = writeln!(out, "Checking record {n}: loaded from fixtures/records/{n}.json");
        }
        let _ = writeln!(out, "Result: {value}");
        out
    }

    #[test]
    fn a_run_an_earlier_result_shows_is_left_out_and_what_differs_kept() {
        let first = script_run("expected 3, got 2");
        let again = script_run("expected 3, got 3");
        let squash = leave_out_shown_before(&again, &[ShownResult { call: "toolu_01", text: &first }])
            .expect("30 lines shown before");
        assert_eq!(
            squash.text,
            "(30 lines repeat lines 1-30 of the result of call `toolu_01`)\n[30 lines omitted]\nResult: expected 3, got 3\n"
        );
        assert_eq!(squash.markers[0].lines(), (1, 30));
        // The whole result shown again is named as such.
        let squash = leave_out_shown_before(&first, &[ShownResult { call: "toolu_01", text: &first }])
            .expect("all shown");
        assert_eq!(squash.text, "(31 lines repeat the result of call `toolu_01`)\n[31 lines omitted]\n");
        // Of two results showing the run, the first listed (the caller's newest) is named; an
        // odd id is not written.
        let squash = leave_out_shown_before(
            &again,
            &[ShownResult { call: "a b", text: &first }, ShownResult { call: "toolu_01", text: &first }],
        )
        .expect("shown");
        assert_eq!(squash.text.lines().next(), Some("(30 lines repeat lines 1-30 of an earlier result)"));
    }

    #[test]
    fn an_earlier_results_lines_are_compared_gutter_and_all() {
        // A file viewed again after an edit moved its lines: the same text at other numbers is
        // no repeat of what was shown (the numbers are news), the same numbered lines are.
        let view = |from: usize| {
            (from..from + 40).fold(String::new(), |mut view, n| {
                let _ = writeln!(view, "{n:>6}\t    total_{} = compute(\"a label\")", n - from);
                view
            })
        };
        let before = view(100);
        assert!(leave_out_shown_before(&view(103), &[ShownResult { call: "c1", text: &before }]).is_none());
        assert!(leave_out_shown_before(&view(100), &[ShownResult { call: "c1", text: &before }]).is_some());
        // A call's own text is read past the gutter, so the same lines at other numbers echo it.
        let written: String = before.lines().flat_map(|line| [&line[7..], "\n"]).collect();
        assert!(leave_out_echoes(&view(103), &[CallText { name: "new_str", text: &written }]).is_some());
        assert!(leave_out_shown_before(&view(103), &[ShownResult { call: "c1", text: &written }]).is_none());
    }

    /// Rebuilds the output from a squash: each marker's lines put back from the output.
    fn restore(output: &str, squash: &Squash) -> String {
        let pieces: Vec<&str> = output.split_inclusive('\n').collect();
        let mut restored = String::new();
        let mut copied = 0;
        for marker in &squash.markers {
            let text = &squash.text[copied..marker.at];
            // The note line before the marker is no line of the output.
            let note_start = text.trim_end_matches('\n').rfind('\n').map_or(0, |at| at + 1);
            restored.push_str(&text[..note_start]);
            let (first, last) = marker.lines();
            restored.extend(pieces[first - 1..last].iter().copied());
            copied = marker.at + marker.omitted.len();
            if squash.text[copied..].starts_with('\n') {
                copied += 1;
            }
        }
        restored.push_str(&squash.text[copied..]);
        restored
    }

    /// A squash shorter than the output, which its markers restore byte for byte, each marker
    /// where it says and standing for at least [`MIN_ECHO_LINES`] lines.
    fn restores(output: &str, squash: &Squash) -> Result<(), TestCaseError> {
        prop_assert!(squash.text.len() < output.len());
        prop_assert_eq!(restore(output, squash), output);
        for marker in &squash.markers {
            prop_assert!(squash.text[marker.at..].starts_with(&marker.omitted.to_string()));
            prop_assert!(marker.omitted.count() >= MIN_ECHO_LINES);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Any texts, lines repeating within and across them: each line's places are its first
        /// [`MAX_PLACES`] in the texts' order, as a list of its own per line would hold them.
        #[test]
        fn a_line_s_places_are_its_first_places_in_order(
            texts in proptest::collection::vec(proptest::collection::vec("[ab}]{0,2}", 0..60), 0..4),
        ) {
            let sources: Vec<(&str, Vec<&str>)> =
                texts.iter().map(|lines| ("text", lines.iter().map(String::as_str).collect())).collect();
            let places = Places::of(&sources);
            let mut expected: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
            for (source, (_, lines)) in sources.iter().enumerate() {
                for (at, line) in lines.iter().enumerate() {
                    let found = expected.entry(line).or_default();
                    if found.len() < MAX_PLACES {
                        found.push((source, at));
                    }
                }
            }
            for (line, found) in &expected {
                prop_assert_eq!(&places.of_line(line).collect::<Vec<_>>(), found);
            }
            prop_assert_eq!(places.of_line("not a line of any text").count(), 0);
        }

        /// Any output and texts, one a slice of the output's own lines (an echo or a result
        /// shown before, gutters and all), the others anything: read as the call's texts and as
        /// earlier results, what is left out is restored from the markers, and as earlier
        /// results every run left out stands, consecutively and whole, in one of them.
        #[test]
        fn any_output_and_texts_leave_out_only_what_a_text_holds(
            lines in proptest::collection::vec("[ab{} \t→0-9\r]{0,40}", 0..200),
            (cut, span) in (0usize..200, 0usize..200),
            texts in proptest::collection::vec("[ab{} \n0-9]{0,200}", 0..2),
            names in proptest::collection::vec(".{0,8}", 3),
        ) {
            let output = lines.join("\n");
            let from = cut.min(lines.len());
            let slice = lines[from..(from + span).min(lines.len())].join("\n");
            let texts: Vec<&str> = std::iter::once(slice.as_str()).chain(texts.iter().map(String::as_str)).collect();
            let calls: Vec<CallText<'_>> =
                texts.iter().zip(&names).map(|(text, name)| CallText { name, text }).collect();
            if let Some(squash) = leave_out_echoes(&output, &calls) {
                restores(&output, &squash)?;
            }
            let earlier: Vec<ShownResult<'_>> =
                texts.iter().zip(&names).map(|(text, call)| ShownResult { call, text }).collect();
            if let Some(squash) = leave_out_shown_before(&output, &earlier) {
                restores(&output, &squash)?;
                let pieces: Vec<&str> = output.split_inclusive('\n').collect();
                let line = |piece: &'_ str| -> String {
                    let piece = piece.strip_suffix('\n').unwrap_or(piece);
                    piece.strip_suffix('\r').unwrap_or(piece).to_owned()
                };
                for marker in &squash.markers {
                    let (first, last) = marker.lines();
                    let run: Vec<String> = pieces[first - 1..last].iter().map(|piece| line(piece)).collect();
                    let shown = texts.iter().any(|text| {
                        let text = text.strip_suffix('\n').unwrap_or(text);
                        let lines: Vec<String> = text.split('\n').map(line).collect();
                        lines.windows(run.len()).any(|window| window == run.as_slice())
                    });
                    prop_assert!(shown, "{:?}", run);
                }
            }
        }

        #[test]
        fn an_echo_among_any_lines_is_left_out_and_the_rest_restored(
            before in proptest::collection::vec("[a-z {}]{0,30}", 0..20),
            after in proptest::collection::vec("[a-z {}]{0,30}", 0..20),
        ) {
            let new = new_text();
            let before: Vec<&str> = before.iter().map(String::as_str).collect();
            let after: Vec<&str> = after.iter().map(String::as_str).collect();
            let answer = edit_answer(&before, &new, &after, 7);
            let squash = leave_out_echoes(&answer, &[CallText { name: "new_string", text: &new }]);
            let squash = squash.expect("40 lines echoed");
            prop_assert_eq!(restore(&answer, &squash), answer.clone());
            let left_out: usize = squash.markers.iter().map(|marker| marker.omitted.count()).sum();
            prop_assert!(left_out >= 40);
        }
    }
}
