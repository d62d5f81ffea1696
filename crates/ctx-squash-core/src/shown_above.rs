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
use crate::marker::{Marker, Squash, decimal_len, push_omitted};
use crate::shown::MIN_SHOWN_SAVED;

/// The fewest bytes a run must save over its note and marker.
const MIN_RUN_SAVED: usize = 64;

/// Earlier places of a line looked at at most: a blank or a `}` is kept in many.
const MAX_PLACES: u8 = 16;

/// No line: a piece that is no output line kept as written, or the end of a list of places.
const NONE: u32 = u32::MAX;

/// The head of no run: fewer than [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES) consecutive output
/// lines start at the piece.
const NO_RUN: u64 = u64::MAX;

/// One line of the squash: its text and, when it is an output line kept as written, its number
/// in the output (0-based).
struct Piece<'a> {
    text: &'a str,
    line: Option<usize>,
}

/// The squash's lines ([`pieces`]) and, for comparing runs of them, each read once: the number
/// of its text among the output lines kept as written (equal numbers, equal text; [`NONE`] for a
/// piece that is none), whether it is the output line right after the piece before it, and a
/// hash of the first [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES) lines of a run starting there
/// ([`NO_RUN`] where none can: a run's lines compared only where the hashes agree).
struct Pieces<'a> {
    list: Vec<Piece<'a>>,
    ids: Vec<u32>,
    follows: Vec<bool>,
    heads: Vec<u64>,
    /// How many distinct texts the output lines kept as written have.
    texts: usize,
    /// The bytes of the pieces whose text an earlier piece has: all a run left out can save.
    repeated: usize,
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
/// Each line's text is hashed once; a run is compared by those numbers, from at most 16 earlier
/// places of its first line, the longest possible first.
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
    // Nothing shown twice, or too little to save what a note must: nothing to name.
    let Some(read) = pieces(&squash, clean).filter(|read| read.repeated >= MIN_SHOWN_SAVED) else {
        return squash;
    };
    let pieces = &read.list;
    let mut out = String::with_capacity(squash.text.len());
    let mut markers: Vec<Marker> = Vec::with_capacity(squash.markers.len());
    let mut old_markers = squash.markers.iter().peekable();
    // Where each shown output line stands among the pieces, its first few places.
    let mut places = Places::new(read.texts, pieces.len());
    let mut shown = Stretches::new(pieces.len());
    let mut saved = 0usize;
    let mut last_run: Option<LeftOut> = None;
    let mut start = 0usize;
    let mut next = 0usize;
    while let Some(piece) = pieces.get(next) {
        if let Some((from, length)) = longest_run(&read, next, &places, &shown) {
            let run: &[Piece<'_>] = pieces.get(next..next + length).unwrap_or_default();
            let run_bytes: usize = run.iter().map(|piece| piece.text.len()).sum();
            // Both runs are numbered output lines counting up by one (`longest_run`).
            let line_of = |at: usize| pieces.get(at).and_then(|piece| piece.line).unwrap_or(0);
            let (first, last) = (line_of(next), line_of(next + length - 1));
            let source = (line_of(from), line_of(from + length - 1));
            let cost = note_len(length, source) + crate::omitted(first, last).len() + 1;
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
                shown.close(next);
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
        match read.ids.get(next).filter(|&&id| id != NONE) {
            Some(&id) => {
                places.push(id, next);
                shown.show(next);
            }
            None => shown.close(next),
        }
        start += piece.text.len();
        next += 1;
    }
    if saved < MIN_SHOWN_SAVED {
        return squash;
    }
    Squash { text: out, markers }
}

/// The first [`MAX_PLACES`] places (pieces, in order) where each text (its number) is shown, as
/// lists linked through the pieces: a few flat vectors, whatever the number of texts.
struct Places {
    /// Per text: its first place and its last, and how many it has.
    first: Vec<u32>,
    last: Vec<u32>,
    count: Vec<u8>,
    /// Per piece: the text's next place after it.
    next: Vec<u32>,
}

impl Places {
    fn new(texts: usize, pieces: usize) -> Places {
        Places {
            first: vec![NONE; texts],
            last: vec![NONE; texts],
            count: vec![0; texts],
            next: vec![NONE; pieces],
        }
    }

    /// Records piece `at` as a place of text `id`, unless it has [`MAX_PLACES`] already.
    fn push(&mut self, id: u32, at: usize) {
        let text = id as usize;
        let (Some(count), Ok(place)) = (self.count.get_mut(text), u32::try_from(at)) else { return };
        if *count >= MAX_PLACES {
            return;
        }
        *count += 1;
        let before = self.last.get(text).copied().unwrap_or(NONE);
        match self.next.get_mut(before as usize) {
            Some(link) => *link = place,
            None => {
                if let Some(first) = self.first.get_mut(text) {
                    *first = place;
                }
            }
        }
        if let Some(last) = self.last.get_mut(text) {
            *last = place;
        }
    }

    /// The places of text `id`, in order.
    fn of(&self, id: u32) -> impl Iterator<Item = usize> + '_ {
        let first = self.first.get(id as usize).copied().unwrap_or(NONE);
        std::iter::successors(Some(first), |&at| self.next.get(at as usize).copied())
            .take_while(|&at| at != NONE)
            .map(|at| at as usize)
    }
}

/// The pieces written as they were that are output lines, in stretches of consecutive pieces:
/// how far a run from a piece shown may reach among the lines shown.
struct Stretches {
    /// Per piece: the first piece of its stretch, or [`NONE`] when it is not shown.
    start: Vec<u32>,
    /// Per piece that starts a stretch: the piece after the stretch's last, [`NONE`] while open.
    end: Vec<u32>,
    /// The first piece of the stretch still open.
    open: Option<u32>,
}

impl Stretches {
    fn new(pieces: usize) -> Stretches {
        Stretches { start: vec![NONE; pieces], end: vec![NONE; pieces], open: None }
    }

    /// Piece `at`, the next piece, is shown.
    fn show(&mut self, at: usize) {
        let Ok(piece) = u32::try_from(at) else { return };
        let open = *self.open.get_or_insert(piece);
        if let Some(start) = self.start.get_mut(at) {
            *start = open;
        }
    }

    /// Piece `at`, the next piece, is not shown: the open stretch ends before it.
    fn close(&mut self, at: usize) {
        if let Some(open) = self.open.take()
            && let (Some(end), Ok(piece)) = (self.end.get_mut(open as usize), u32::try_from(at))
        {
            *end = piece;
        }
    }

    /// The piece after the last of the stretch shown piece `from` stands in, `at` (the next
    /// piece) while it is open; `from` itself when it is not shown.
    fn end_of(&self, from: usize, at: usize) -> usize {
        let Some(&start) = self.start.get(from).filter(|&&start| start != NONE) else { return from };
        match self.end.get(start as usize) {
            Some(&end) if end != NONE => end as usize,
            _ => at,
        }
    }
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

/// The length of [`repeat_note`]'s note over `count` lines repeating `source`, once.
fn note_len(count: usize, (first, last): (usize, usize)) -> usize {
    "( lines repeat lines -)\n".len() + decimal_len(count) + decimal_len(first + 1) + decimal_len(last + 1)
}

/// The squash's lines, each told whether it is an output line kept as written and which: read
/// from the top, a line equal to the next output line is that line, a `[N lines omitted]` line
/// resumes the count N lines on, a line cut short (`[… N bytes omitted]`) is the next line but no
/// copy of it, and any other line (a fold's note) stands for none. The markers are read from the
/// text, so a squash's text reads the same with its marker list or without it (the snapshots'
/// text); a line a listed marker starts in is never a line of the output. Each output line's text
/// is hashed once, for its number. `None` past [`NONE`] pieces (a squash of over 4 GB).
fn pieces<'a>(squash: &'a Squash, clean: &str) -> Option<Pieces<'a>> {
    let mut read = Pieces {
        list: Vec::new(),
        ids: Vec::new(),
        follows: Vec::new(),
        heads: Vec::new(),
        texts: 0,
        repeated: 0,
    };
    let mut numbers: HashMap<&str, u32, Keyed> = HashMap::default();
    let mut markers = squash.markers.iter().peekable();
    // The squash that is the output itself, the output kept whole: each of its lines is the
    // output's line of the same number, read without splitting the output again.
    let whole = squash.markers.is_empty() && squash.text == clean;
    let mut lines = lines_of(clean);
    let mut current = if whole { None } else { lines.next() };
    let (mut start, mut line) = (0usize, 0usize);
    let mut previous: Option<usize> = None;
    for text in pieces_of(&squash.text) {
        if read.list.len() >= NONE as usize {
            return None;
        }
        let end = start + text.len();
        let mut marked = false;
        while markers.next_if(|marker| marker.at < end).is_some() {
            marked = true;
        }
        let body = text.strip_suffix('\n').unwrap_or(text);
        let kept = whole || current == Some(body);
        let number = (kept && !marked).then_some(line);
        let id = match number {
            Some(_) => {
                let fresh = u32::try_from(numbers.len()).ok().filter(|&id| id != NONE)?;
                let id = *numbers.entry(body).or_insert(fresh);
                if id != fresh {
                    read.repeated += text.len();
                }
                id
            }
            None => NONE,
        };
        read.follows.push(matches!((previous, number), (Some(before), Some(now)) if before + 1 == now));
        read.ids.push(id);
        read.list.push(Piece { text, line: number });
        previous = number;
        if kept || body.contains(" bytes omitted]") {
            line += 1;
            current = if whole { None } else { lines.next() };
        } else if let Some(count) = crate::omitted_count(body) {
            line = line.saturating_add(count);
            // The output line `count` on: the one after the `count - 1` the iterator skips.
            if let Some(skip) = count.checked_sub(1) {
                current = lines.nth(skip);
            }
        }
        start = end;
    }
    read.texts = numbers.len();
    read.heads = run_heads(&read.ids, &read.follows);
    Some(read)
}

/// `text`'s lines without their newlines, as `text.split('\n')` reads them (a last, empty one
/// after a final newline), found a vector of bytes at a time.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let mut start = Some(0);
    let mut ends = memchr::memchr_iter(b'\n', text.as_bytes());
    std::iter::from_fn(move || {
        let from = start?;
        if let Some(end) = ends.next() {
            start = Some(end + 1);
            text.get(from..end)
        } else {
            start = None;
            text.get(from..)
        }
    })
}

/// `text`'s lines with their newlines, as `text.split_inclusive('\n')` reads them.
fn pieces_of(text: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut ends = memchr::memchr_iter(b'\n', text.as_bytes());
    std::iter::from_fn(move || {
        if let Some(end) = ends.next() {
            let piece = text.get(start..=end);
            start = end + 1;
            piece
        } else {
            let piece = text.get(start..).filter(|rest| !rest.is_empty());
            start = text.len();
            piece
        }
    })
}

/// The longest run from piece `at` of consecutive output lines that repeats, line for line, a
/// run of consecutive output lines shown earlier and ending before `at`: the first piece of the
/// earlier run and the length, when at least [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES). The
/// places are tried in order, the first of the longest kept; one whose first lines' hash differs
/// is passed over, one whose run could be no longer than the longest found (it ends before `at`
/// or where its stretch of lines shown does) is not compared, and past the places whose run
/// could be long enough the search ends.
fn longest_run(read: &Pieces<'_>, at: usize, places: &Places, shown: &Stretches) -> Option<(usize, usize)> {
    let head = read.heads.get(at).copied().filter(|&head| head != NO_RUN)?;
    let id = read.ids.get(at).copied()?;
    let left = read.ids.len().saturating_sub(at);
    let mut best: Option<(usize, usize)> = None;
    for from in places.of(id) {
        // The earlier run ends before `at`: at most `at - from` lines, fewer at each later place.
        let reach = at.saturating_sub(from).min(left);
        if reach < crate::MIN_ECHO_LINES || best.is_some_and(|(_, longest)| longest >= reach) {
            break;
        }
        if read.heads.get(from) != Some(&head) {
            continue;
        }
        let reach = reach.min(shown.end_of(from, at).saturating_sub(from));
        if best.is_some_and(|(_, longest)| longest >= reach) {
            continue;
        }
        let length = (0..reach)
            .take_while(|&k| {
                let (copy, original) = (at + k, from + k);
                read.ids.get(copy) == read.ids.get(original)
                    && (k == 0
                        || read.follows.get(copy) == Some(&true) && read.follows.get(original) == Some(&true))
            })
            .count();
        if length >= crate::MIN_ECHO_LINES && best.is_none_or(|(_, longest)| longest < length) {
            best = Some((from, length));
        }
    }
    // The line before a marker stays: a run of the marker's may be told by the line it follows
    // (`leave_out_shown_runs`).
    let (from, length) = best?;
    let before_marker = read
        .list
        .get(at + length)
        .is_some_and(|piece| crate::omitted_count(piece.text.trim_end_matches('\n')).is_some());
    let length = length - usize::from(before_marker);
    (length >= crate::MIN_ECHO_LINES).then_some((from, length))
}

/// The hash of the [`MIN_ECHO_LINES`](crate::MIN_ECHO_LINES) output lines from each piece, when
/// they are consecutive output lines, else [`NO_RUN`]: two runs whose hashes differ differ.
fn run_heads(ids: &[u32], follows: &[bool]) -> Vec<u64> {
    const MIX: u64 = 0x9e37_79b9_7f4a_7c15;
    (0..ids.len())
        .map(|at| {
            let (Some(head), Some(next)) =
                (ids.get(at..at + crate::MIN_ECHO_LINES), follows.get(at + 1..at + crate::MIN_ECHO_LINES))
            else {
                return NO_RUN;
            };
            if head.contains(&NONE) || next.contains(&false) {
                return NO_RUN;
            }
            let hash =
                head.iter().fold(0u64, |hash, &id| (hash ^ u64::from(id)).wrapping_mul(MIX).rotate_left(29));
            if hash == NO_RUN { NO_RUN - 1 } else { hash }
        })
        .collect()
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

    /// The output a squash of it whole stands for: each note and its marker written back as
    /// the copies of the lines the note names, every other line as it is.
    fn written_back(output: &str, squash: &Squash) -> String {
        let original: Vec<&str> = output.split('\n').collect();
        let mut lines = squash.text.split_inclusive('\n');
        let mut back = String::new();
        while let Some(line) = lines.next() {
            let Some(note) = read_note(line) else {
                back.push_str(line);
                continue;
            };
            let marker = lines.next().and_then(|marker| crate::omitted_count(marker.trim_end()));
            assert_eq!(marker, Some(note.count), "a note stands right before its marker");
            for _ in 0..note.copies {
                for named in original.get(note.first..=note.last).unwrap_or_default() {
                    back.push_str(named);
                    back.push('\n');
                }
            }
        }
        back
    }

    /// A million short lines cycling with a period of 2 to 50, one line written over and over,
    /// a million distinct lines and one 20 MB line: each cycle is shown once and named once,
    /// whatever the period, and the squash writes back to the output (review58 measured the
    /// cycles' cost; callgrind on `examples/shown_above_cost` counts it, docs/benchmarks.md).
    #[test]
    fn a_million_short_lines_in_cycles_are_named_once() {
        for period in [2, 3, 7, 50] {
            let output = (0..1_000_000).fold(String::new(), |mut output, n| {
                let _ = writeln!(output, "x{}", n % period);
                output
            });
            let squash = leave_out_shown_above(&output, Squash::unchanged(&output));
            assert!(squash.text.len() < 512, "period {period}: {} bytes", squash.text.len());
            assert_eq!(squash.markers.len(), 1, "period {period}: one note over every copy");
            assert!(squash.text.contains(" times over)\n["), "period {period}: {}", squash.text);
            assert_eq!(written_back(&output, &squash), output, "period {period}");
        }
        let same = "the same line again\n".repeat(1_000_000);
        let squash = leave_out_shown_above(&same, Squash::unchanged(&same));
        assert!(squash.text.len() < 512 && squash.markers.len() == 1);
        assert_eq!(written_back(&same, &squash), same);
        let distinct = (0..1_000_000).fold(String::new(), |mut distinct, n| {
            let _ = writeln!(distinct, "line {n}");
            distinct
        });
        assert_eq!(leave_out_shown_above(&distinct, Squash::unchanged(&distinct)).text, distinct);
        let line = "word ".repeat(4_000_000);
        assert_eq!(leave_out_shown_above(&line, Squash::unchanged(&line)).text, line);
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
