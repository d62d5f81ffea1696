//! A squash shows a run of lines once: `leave_out_shown_above`.
//!
//! A squash keeps lines for what they are — the head of every new file of a diff, each failure's
//! traceback, the banner of each test run — and the same run of lines is often kept twice: the
//! license block every vendored file opens with, the frames two failures share, `Cloning test
//! database …` written eight times. The second copy tells the agent nothing the first did not: a
//! run of at least [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES) consecutive lines of the squash that
//! stands, line for line and byte for byte, as consecutive lines shown earlier in the same squash
//! is left out behind a note naming those earlier lines by their number in the output —
//! `(16 lines repeat lines 3-18)`, copies of them in a row under one note, `(130 lines repeat
//! lines 1-13, 10 times over)` — and its `[N lines omitted]` marker. Only lines the squash
//! kept as the output wrote them take part (found at their place in the output, not a fold's note
//! or a line cut short), so the lines a note names are the very lines it stands for, and the
//! marker gives them back.

use std::collections::HashMap;

use crate::Keyed;
use crate::marker::{Marker, Squash, push_omitted};
use crate::shown::MIN_SHOWN_SAVED;

/// The fewest bytes a run must save over its note and marker.
const MIN_RUN_SAVED: usize = 64;

/// Earlier places of a line looked at at most: a blank or a `}` is kept in many.
const MAX_PLACES: usize = 16;

/// One line of the squash: its text and, when it is an output line kept as written, its number
/// in the output (0-based).
struct Piece<'a> {
    text: &'a str,
    line: Option<usize>,
}

/// `squash` (a squash of `clean`, the output its squasher read, its markers naming `clean`'s
/// lines) with every run of at least four consecutive output lines it shows that it already
/// shows, as consecutive lines, earlier left out behind a note — `(16 lines repeat lines 3-18)`,
/// the output's numbers of the lines shown above — and its `[N lines omitted]` marker, each run
/// saving 64 bytes over them. `squash` as it is when that saves under
/// [`MIN_SHOWN_SAVED`](crate::MIN_SHOWN_SAVED) bytes in all, and when `squash` is neither
/// `clean` whole nor saves enough on its own ([`saves_enough`](crate::saves_enough)): a squash
/// kept because every line it leaves out it shows after the same line is read by those lines.
///
/// ```
/// use ctx_squash_core::{Squash, leave_out_shown_above};
///
/// let license = "# This library is free software; you can redistribute it and/or\n# modify it under the terms of the GNU Lesser General Public\n# License as published by the Free Software Foundation; either\n# version 2.1 of the License, or (at your option) any later version.\n";
/// let output: String =
///     (0..8).map(|n| format!("+++ b/vendor/codec_{n}.py\n{license}CODEC_{n} = {n}\n")).collect();
/// let squash = leave_out_shown_above(&output, Squash::unchanged(&output));
/// // The first copy is shown; every later one is named by the lines it repeats.
/// assert!(squash.text.starts_with(&format!("+++ b/vendor/codec_0.py\n{license}CODEC_0 = 0\n+++ b/vendor/codec_1.py\n(4 lines repeat lines 2-5)\n[4 lines omitted]\nCODEC_1 = 1\n")));
/// assert_eq!(squash.markers.len(), 7);
/// assert_eq!(squash.markers[0].lines(), (8, 11));
/// assert!((0..8).all(|n| squash.text.contains(&format!("CODEC_{n} = {n}\n"))));
/// ```
pub fn leave_out_shown_above(clean: &str, squash: Squash) -> Squash {
    // A squash kept for leaving out only runs it shows after the same line (`worth_squashing`
    // short of `saves_enough`) is told by the lines before its markers: left as it is.
    if squash.text != clean && !crate::saves_enough(clean.len(), squash.text.len()) {
        return squash;
    }
    let lines: Vec<&str> = clean.split('\n').collect();
    let pieces = pieces(&squash, &lines);
    let mut out = String::with_capacity(squash.text.len());
    let mut markers: Vec<Marker> = Vec::with_capacity(squash.markers.len());
    let mut old_markers = squash.markers.iter().peekable();
    // Where each shown output line stands among the pieces, its first few places.
    let mut places: HashMap<&str, Vec<usize>, Keyed> = HashMap::default();
    let mut shown = vec![false; pieces.len()];
    let mut saved = 0usize;
    let mut last_run: Option<LeftOut> = None;
    let mut start = 0usize;
    let mut next = 0usize;
    while let Some(piece) = pieces.get(next) {
        if let Some((from, length)) = longest_run(&pieces, next, &places, &shown) {
            let run: &[Piece<'_>] = pieces.get(next..next + length).unwrap_or_default();
            let run_bytes: usize = run.iter().map(|piece| piece.text.len()).sum();
            // Both runs are numbered output lines counting up by one (`longest_run`).
            let line_of = |at: usize| pieces.get(at).and_then(|piece| piece.line).unwrap_or(0);
            let (first, last) = (line_of(next), line_of(next + length - 1));
            let source = (line_of(from), line_of(from + length - 1));
            let note = format!("({length} lines repeat lines {}-{})\n", source.0 + 1, source.1 + 1);
            let cost = note.len() + crate::omitted(first, last).to_string().len() + 1;
            if run_bytes >= cost + MIN_RUN_SAVED {
                saved += run_bytes - cost;
                // The run right after a run left out that repeats the same lines: one note for both,
                // `(130 lines repeat lines 1-13, 10 times over)`, one marker.
                let (at, first, copies) = match last_run {
                    Some(run) if run.source == source && run.last + 1 == first && run.end == out.len() => {
                        out.truncate(run.at);
                        markers.pop();
                        (run.at, run.first, run.copies + 1)
                    }
                    _ => (out.len(), first, 1),
                };
                out.push_str(&repeat_note(last - first + 1, source, copies));
                markers.push(push_omitted(&mut out, first, last));
                if run.last().is_some_and(|piece| piece.text.ends_with('\n')) {
                    out.push('\n');
                }
                last_run = Some(LeftOut { at, end: out.len(), source, first, last, copies });
                start += run_bytes;
                next += length;
                continue;
            }
        }
        // The piece is written as it was: the squasher's markers in it move with it.
        let moved = out.len();
        while let Some(marker) = old_markers.next_if(|marker| marker.at < start + piece.text.len()) {
            markers.push(Marker { at: marker.at - start + moved, omitted: marker.omitted });
        }
        out.push_str(piece.text);
        if piece.line.is_some() {
            let at = places.entry(piece.text.trim_end_matches('\n')).or_default();
            if at.len() < MAX_PLACES {
                at.push(next);
            }
            if let Some(shown) = shown.get_mut(next) {
                *shown = true;
            }
        }
        start += piece.text.len();
        next += 1;
    }
    if saved < MIN_SHOWN_SAVED {
        return squash;
    }
    Squash { text: out, markers }
}

/// What a note over lines shown above says: how many lines its marker stands for, the output
/// lines (0-based) they repeat, and how many copies of those they are.
pub(crate) struct Note {
    pub(crate) count: usize,
    pub(crate) first: usize,
    pub(crate) last: usize,
    pub(crate) copies: usize,
}

/// The note [`repeat_note`] writes, read back: `(54 lines repeat lines 1-6, 9 times over)`.
pub(crate) fn read_note(line: &str) -> Option<Note> {
    let inner = line.trim_end().strip_prefix('(')?.strip_suffix(')')?;
    let (count, rest) = inner.split_once(" lines repeat lines ")?;
    let (range, copies) = match rest.split_once(", ") {
        Some((range, times)) => (range, times.strip_suffix(" times over")?.parse().ok()?),
        None => (rest, 1),
    };
    let (first, last) = range.split_once('-')?;
    let (first, last): (usize, usize) = (first.parse().ok()?, last.parse().ok()?);
    (first >= 1 && last >= first).then_some(Note {
        count: count.parse().ok()?,
        first: first - 1,
        last: last - 1,
        copies,
    })
}

/// Whether `line` is a note [`leave_out_shown_above`] writes over lines shown above, `(17 lines
/// repeat lines 2-18)`: a reader that writes a marker's lines back drops the note with it.
///
/// ```
/// assert!(ctx_squash_core::is_repeat_note("(54 lines repeat lines 1-6, 9 times over)"));
/// assert!(!ctx_squash_core::is_repeat_note("(see lines 1-6 above)"));
/// ```
pub fn is_repeat_note(line: &str) -> bool {
    read_note(line).is_some()
}

/// A run left out: where its note starts and its marker ends in the new text, the output lines
/// it repeats, the output lines it stands for, and how many copies of those it is.
#[derive(Clone, Copy)]
struct LeftOut {
    at: usize,
    end: usize,
    source: (usize, usize),
    first: usize,
    last: usize,
    copies: usize,
}

/// The note over lines left out: how many, the output's lines (0-based, written 1-based) shown
/// above that they repeat, and how many times over when they are several copies of them.
fn repeat_note(count: usize, (first, last): (usize, usize), copies: usize) -> String {
    if copies > 1 {
        format!("({count} lines repeat lines {}-{}, {copies} times over)\n", first + 1, last + 1)
    } else {
        format!("({count} lines repeat lines {}-{})\n", first + 1, last + 1)
    }
}

/// The squash's lines, each told whether it is an output line kept as written and which: read
/// from the top, a line equal to the next output line is that line, a `[N lines omitted]` line
/// resumes the count N lines on, a line cut short (`[… N bytes omitted]`) is the next line but no
/// copy of it, and any other line (a fold's note) stands for none. The markers are read from the
/// text, so a squash's text reads the same with its marker list or without it (the snapshots'
/// text); a line a listed marker starts in is never a line of the output.
fn pieces<'a>(squash: &'a Squash, lines: &[&str]) -> Vec<Piece<'a>> {
    let mut pieces = Vec::new();
    let mut markers = squash.markers.iter().peekable();
    let (mut start, mut line) = (0usize, 0usize);
    for text in squash.text.split_inclusive('\n') {
        let end = start + text.len();
        let mut marked = false;
        while markers.next_if(|marker| marker.at < end).is_some() {
            marked = true;
        }
        let body = text.strip_suffix('\n').unwrap_or(text);
        let kept = lines.get(line) == Some(&body);
        pieces.push(Piece { text, line: (kept && !marked).then_some(line) });
        if kept || body.contains(" bytes omitted]") {
            line += 1;
        } else if let Some(count) = crate::omitted_count(body) {
            line = line.saturating_add(count);
        }
        start = end;
    }
    pieces
}

/// The longest run from piece `at` of consecutive output lines that repeats, line for line, a
/// run of consecutive output lines shown earlier and ending before `at`: the first piece of the
/// earlier run and the length, when at least [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES).
fn longest_run(
    pieces: &[Piece<'_>],
    at: usize,
    places: &HashMap<&str, Vec<usize>, Keyed>,
    shown: &[bool],
) -> Option<(usize, usize)> {
    let first = pieces.get(at)?;
    let line = first.line?;
    let earlier = places.get(first.text.trim_end_matches('\n'))?;
    let mut best: Option<(usize, usize)> = None;
    for &from in earlier {
        let Some(source) = pieces.get(from).and_then(|piece| piece.line) else { continue };
        // The earlier run ends before `at`: at most `at - from` lines.
        let length = (0..at.saturating_sub(from))
            .take_while(|&k| {
                let (Some(copy), Some(original)) = (pieces.get(at + k), pieces.get(from + k)) else {
                    return false;
                };
                from + k < at
                    && shown.get(from + k) == Some(&true)
                    && original.line == Some(source + k)
                    && copy.line == Some(line + k)
                    && copy.text.trim_end_matches('\n') == original.text.trim_end_matches('\n')
            })
            .count();
        if best.is_none_or(|(_, longest)| longest < length) {
            best = Some((from, length));
        }
    }
    // The line before a marker stays: a run of the marker's may be told by the line it follows
    // (`leave_out_shown_runs`).
    let best = best.map(|(from, length)| {
        let before_marker = pieces
            .get(at + length)
            .is_some_and(|piece| crate::omitted_count(piece.text.trim_end_matches('\n')).is_some());
        (from, length - usize::from(before_marker && length > 0))
    });
    best.filter(|&(_, length)| length >= crate::MIN_ECHO_LINES)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;
    use crate::Lines;
    use crate::Render;

    /// A traceback of eight frames under a headline.
    fn traceback(test: &str) -> String {
        let mut out = format!("ERROR: {test} (app.tests.QueryTests)\nTraceback (most recent call last):\n");
        for n in 0..8 {
            let _ =
                writeln!(out, "  File \"/testbed/app/db/backend_{n}.py\", line {}, in execute_{n}", 100 + n);
            let _ = writeln!(out, "    return self.cursor.execute(sql, params)  # frame {n}");
        }
        let _ = writeln!(out, "OperationalError: the query of {test} failed");
        out
    }

    #[test]
    fn a_traceback_shown_twice_is_named_the_second_time() {
        let output = format!("{}{}", traceback("test_one"), traceback("test_two"));
        let squash = leave_out_shown_above(&output, Squash::unchanged(&output));
        let expected = format!(
            "{}ERROR: test_two (app.tests.QueryTests)\n(17 lines repeat lines 2-18)\n[17 lines omitted]\nOperationalError: the query of test_two failed\n",
            traceback("test_one")
        );
        assert_eq!(squash.text, expected);
        assert_eq!(squash.markers.len(), 1);
        assert_eq!(squash.markers[0].lines(), (21, 37));
        let original: Vec<&str> = output.lines().collect();
        assert_eq!(original[20..37], original[1..18], "the marker stands for the lines the note names");
    }

    #[test]
    fn the_squashers_markers_keep_their_lines_and_move_with_the_text() {
        let mut output = traceback("test_one");
        output.push_str(&"filler line that the squash leaves out\n".repeat(200));
        output.push_str(&traceback("test_two"));
        let lines = Lines::new(&output);
        let mut render = Render::new(&lines);
        let total = output.lines().count();
        for i in (0..19).chain(219..total) {
            render.line(i);
        }
        let squash = render.finish_squash();
        assert_eq!(squash.markers.len(), 1);
        let result = leave_out_shown_above(&output, squash);
        assert_eq!(result.markers.len(), 2);
        assert_eq!(result.markers[0].lines(), (20, 219), "the squasher's marker");
        assert_eq!(result.markers[1].lines(), (221, 237), "the repeated frames");
        for marker in &result.markers {
            assert!(
                result.text[marker.at..]
                    .starts_with(&format!("[{} lines omitted]\n", marker.omitted.count()))
            );
        }
        assert!(result.text.contains("(17 lines repeat lines 2-18)\n[17 lines omitted]\n"));
    }

    #[test]
    fn a_squash_of_notes_shows_every_line_and_a_wrong_note_does_not() {
        let output = format!("{}{}", traceback("test_one"), traceback("test_two"));
        let squash = leave_out_shown_above(&output, Squash::unchanged(&output));
        assert!(crate::shows_every_line(&output, &squash.text));
        let wrong = squash.text.replace("lines 2-18)", "lines 3-19)");
        assert!(!crate::shows_every_line(&output, &wrong), "the note names other lines");
        let unmarked = squash.text.replace("[17 lines omitted]\n", "");
        assert!(!crate::shows_every_line(&output, &unmarked), "a note stands before its marker");
        let block = "a row that the loop printed again\n".repeat(4);
        let looped = block.repeat(10);
        let squash = leave_out_shown_above(&looped, Squash::unchanged(&looped));
        assert!(squash.text.ends_with("(36 lines repeat lines 1-4, 9 times over)\n[36 lines omitted]\n"));
        assert!(crate::shows_every_line(&looped, &squash.text));
    }

    #[test]
    fn copies_in_a_row_are_one_note() {
        let block: String = (0..6).fold(String::new(), |mut block, n| {
            let _ = writeln!(block, "UPDATE parcels SET weight_g = {n} -- routine row");
            block
        });
        let output =
            format!("{}psql:backfill.sql:152: ERROR:  new row violates check constraint\n", block.repeat(10));
        let squash = leave_out_shown_above(&output, Squash::unchanged(&output));
        assert_eq!(
            squash.text,
            format!(
                "{block}(54 lines repeat lines 1-6, 9 times over)\n[54 lines omitted]\npsql:backfill.sql:152: ERROR:  new row violates check constraint\n"
            )
        );
        assert_eq!(squash.markers.len(), 1);
        assert_eq!(squash.markers[0].lines(), (7, 60));
        assert!(squash.text[squash.markers[0].at..].starts_with("[54 lines omitted]\n"));
    }

    #[test]
    fn lines_not_shown_as_written_are_no_source_and_no_repeat() {
        // A squash whose lines are a fold's note, not the output's: nothing is named.
        let output = traceback("test_one").repeat(2);
        let notes: String = output.lines().fold(String::new(), |mut notes, line| {
            let _ = writeln!(notes, "[{line} ×2]");
            notes
        });
        let squash = Squash { text: notes.clone(), markers: Vec::new() };
        assert_eq!(leave_out_shown_above(&output, squash).text, notes);
        // Short repeats save too little to be worth a note.
        let small = "a\nb\nc\nd\n".repeat(40);
        assert_eq!(leave_out_shown_above(&small, Squash::unchanged(&small)).text, small);
    }

    proptest! {
        /// Whatever the output, the squash keeps its markers' lines and text, every marker it
        /// lists stands where it says, and every line it leaves out is a line it still shows.
        #[test]
        fn markers_stand_for_the_lines_they_name(
            lines in proptest::collection::vec("[ab]{0,3}|frame [0-9]{1,2} of the traceback", 0..160),
            keep in proptest::collection::vec(any::<bool>(), 0..160),
        ) {
            let output = lines.join("\n");
            let index = Lines::new(&output);
            let mut render = Render::new(&index);
            for (i, _) in lines.iter().enumerate().filter(|&(i, _)| keep.get(i).copied().unwrap_or(true)) {
                render.line(i);
            }
            let squash = render.finish_squash();
            let result = leave_out_shown_above(&output, squash.clone());
            prop_assert!(result.text.len() <= squash.text.len());
            let original: Vec<&str> = output.split('\n').collect();
            for marker in &result.markers {
                let marked = format!("[{} lines omitted]", marker.omitted.count());
                prop_assert!(result.text.get(marker.at..).is_some_and(|rest| rest.starts_with(&marked)));
                prop_assert!(marker.omitted.last < original.len());
            }
            // Every shown line of the output is still shown.
            for line in squash.text.lines().filter(|line| !line.ends_with("lines omitted]")) {
                prop_assert!(result.text.contains(line), "{line:?} is gone");
            }
        }
    }
}
