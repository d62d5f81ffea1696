//! A kept squash's lines that repeat, after the same line, the lines it shows after every earlier copy of that line lose nothing when left out too: each such run's marker stands for its exact lines, merged with the squasher's marker after it.
//!
//! [`leave_out_shown_runs`](crate::leave_out_shown_runs) reads an output whose squasher saved too
//! little; a squash that is kept may still show a block twice (a licence header atop each new file
//! of a diff, the same frames in two tracebacks). This reads the squash beside the output it was
//! made of: between the squasher's markers, a stretch of the squash holding as many lines as the
//! output's lines it stands between is read line for line, and each of its lines that is the
//! output's line as written (trailing blanks aside) knows its place in the output; any other
//! stretch (a fold note, a line added) is shown but never left out. A run of such lines, of
//! consecutive places, that follows a shown line and repeats what the squash shows after every
//! earlier copy of it ([`longest_shown_run`](crate::shown_runs::longest_shown_run)'s rule) is left
//! out behind `[N lines omitted]` telling its exact places; when the squasher's own marker follows
//! it, the two become one marker over both ranges, which are consecutive. Every marker of the
//! result so stands for exactly the output's lines it replaces, and every line it leaves out that
//! the squasher kept still shows after the same line. Each run saves
//! [`MIN_RUN_SAVED`](crate::MIN_RUN_SAVED) bytes over its marker; squashes over
//! [`MAX_SHOWN_INPUT`](crate::MAX_SHOWN_INPUT) are not read.

use std::collections::HashMap;

use crate::marker::{Marker, Omitted, Squash, omitted, omitted_count, push_omitted};
use crate::shown::{MAX_COMPARED, MAX_SHOWN_INPUT};
use crate::shown_runs::{Later, MIN_RUN_SAVED, longest_shown_run};

/// `squash` (a squash of `clean`, an output with its terminal noise removed, whose markers tell
/// the lines of `clean` they stand for) with the runs of its lines taken from `clean` as they were
/// that repeat, after the same line, what it shows after every copy of that line left out behind
/// exact markers: `None` when there is no such run, when `squash` is over
/// [`MAX_SHOWN_INPUT`](crate::MAX_SHOWN_INPUT), or when a marker of it is not a line of its own.
///
/// ```
/// use ctx_squash_core::{Squash, leave_out_kept_runs, omitted, push_omitted};
///
/// let licence = "+# Licensed under the LGPL.\n+# This module is distributed WITHOUT ANY WARRANTY; see COPYING for the terms.\n";
/// let file = |name: &str, n: usize| format!("+++ b/{name}\n{licence}+{n}\n+{n}\n+{n}\n");
/// let clean = format!("{}{}", file("a.py", 1), file("b.py", 2));
/// // The squasher kept both headers and left out each file's last two lines.
/// let mut text = String::new();
/// let mut markers = Vec::new();
/// for (name, n, first) in [("a.py", 1, 4), ("b.py", 2, 10)] {
///     text.push_str(&format!("+++ b/{name}\n{licence}+{n}\n"));
///     markers.push(push_omitted(&mut text, first, first + 1));
///     text.push('\n');
/// }
/// let squash = leave_out_kept_runs(&clean, &Squash { text, markers }).expect("b.py's licence repeats a.py's");
/// // b.py's first licence line follows `+++ b/b.py`, which stands nowhere before: kept. Its
/// // second follows the first as in a.py: left out.
/// let first = licence.lines().next().unwrap_or_default();
/// assert!(squash.text.ends_with(&format!("+++ b/b.py\n{first}\n[1 lines omitted]\n+2\n[2 lines omitted]\n")));
/// assert_eq!(squash.markers.first().map(|marker| marker.omitted), Some(omitted(4, 5)));
/// assert_eq!(squash.markers.get(1).map(|marker| marker.omitted), Some(omitted(8, 8)));
/// ```
pub fn leave_out_kept_runs(clean: &str, squash: &Squash) -> Option<Squash> {
    if squash.text.len() > MAX_SHOWN_INPUT || squash.markers.is_empty() {
        return None;
    }
    let pieces: Vec<&str> = squash.text.split_inclusive('\n').collect();
    let lines: Vec<&str> = pieces.iter().map(|piece| piece.trim_end()).collect();
    // A run's first line follows a line that an earlier copy of it follows too: without such a
    // pair the output is not read.
    let mut pairs = std::collections::HashSet::with_capacity(lines.len());
    if !lines.windows(2).any(|pair| !pairs.insert(pair)) {
        return None;
    }
    let read = read_squash(clean, squash, &pieces, &lines)?;
    let mut shown: Vec<Option<&str>> = Vec::with_capacity(lines.len());
    let mut places: HashMap<&str, Vec<usize>> = HashMap::new();
    let later = Later::read(&lines);
    // Each run left out: its first and end line in the squash, and the marker after it it takes in.
    let mut runs: Vec<(usize, usize, Option<Marker>)> = Vec::new();
    let mut budget = MAX_COMPARED;
    let mut next = 0;
    while let Some(&line) = lines.get(next) {
        let cap = read.consecutive(next);
        let run = match next.checked_sub(1) {
            Some(before) if cap > 0 && omitted_count(line).is_none() => {
                longest_shown_run(&lines, before, cap, &shown, &places, &later, &mut budget)
            }
            _ => 0,
        };
        let end = next.saturating_add(run);
        let (Some(first), Some(last)) =
            (read.place(next), end.checked_sub(1).and_then(|end| read.place(end)))
        else {
            if let Line::Marker(_) = read.line(next) {
                shown.push(None);
            } else {
                places.entry(line).or_default().push(shown.len());
                shown.push(Some(line));
            }
            next += 1;
            continue;
        };
        let bytes: usize = pieces.get(next..end).map_or(0, |run| run.iter().map(|piece| piece.len()).sum());
        // The squasher's marker right after the run, standing for the lines after it, is taken in.
        let after = match read.line(end) {
            Line::Marker(marker) if marker.omitted.first == last.saturating_add(1) => Some(marker),
            _ => None,
        };
        let through = after.map_or(last, |marker| marker.omitted.last);
        let marker = omitted(first, through).len().saturating_add(1);
        if run > 0 && bytes >= marker.saturating_add(MIN_RUN_SAVED) {
            runs.push((next, end, after));
            shown.push(None);
            next = end + usize::from(after.is_some());
            continue;
        }
        places.entry(line).or_default().push(shown.len());
        shown.push(Some(line));
        next += 1;
    }
    if runs.is_empty() {
        return None;
    }
    Some(write(&pieces, &read, &runs))
}

/// What a line of the squash is.
#[derive(Clone, Copy)]
enum Line {
    /// The output's line at this place, as it was.
    Kept(usize),
    /// A marker the squasher wrote.
    Marker(Marker),
    /// Any other line: shown, never left out.
    Other,
}

/// The squash's lines read beside the output.
struct Read {
    lines: Vec<Line>,
}

impl Read {
    fn line(&self, index: usize) -> Line {
        self.lines.get(index).copied().unwrap_or(Line::Other)
    }

    /// The place in the output of squash line `index`, when it is the output's line as it was.
    fn place(&self, index: usize) -> Option<usize> {
        match self.line(index) {
            Line::Kept(place) => Some(place),
            Line::Marker(_) | Line::Other => None,
        }
    }

    /// How many squash lines from `index` on are the output's lines as they were, at consecutive
    /// places: the longest run that may start there.
    fn consecutive(&self, index: usize) -> usize {
        let Some(start) = self.place(index) else { return 0 };
        let mut count = 1;
        while self.place(index + count) == Some(start + count) {
            count += 1;
        }
        count
    }
}

/// Reads each line of the squash (`pieces`, each with its newline, and `lines`, their text
/// without trailing blanks) beside `clean`: `None` when a marker does not start a line of its own
/// or the markers' ranges are out of order or past the output.
fn read_squash(clean: &str, squash: &Squash, pieces: &[&str], lines: &[&str]) -> Option<Read> {
    let mut read = Vec::with_capacity(lines.len());
    let mut outputs = Outputs { clean, at: 0, place: 0 };
    let mut markers = squash.markers.iter().peekable();
    // The output's next line after the last marker, and the squash's first line after it.
    let (mut from_place, mut from_line, mut offset) = (0, 0, 0);
    for (index, piece) in pieces.iter().enumerate() {
        match markers.peek() {
            Some(marker) if marker.at == offset => {
                let marker = **marker;
                markers.next();
                let Omitted { first, last } = marker.omitted;
                if lines.get(index) != Some(&marker.omitted.to_string().as_str()) || first < from_place {
                    return None;
                }
                let stretch = lines.get(from_line..index).unwrap_or_default();
                // A stretch read line for line when it holds as many lines as it stands between.
                let outputs_of =
                    (stretch.len() == first - from_place).then(|| outputs.take(first - from_place));
                align(&mut read, stretch, outputs_of.as_deref(), first - from_place);
                if outputs_of.is_none() && !outputs.skip(first - from_place) {
                    return None;
                }
                // The lines the marker stands for.
                if !outputs.skip(last.saturating_sub(first) + 1) {
                    return None;
                }
                read.push(Line::Marker(marker));
                from_place = last + 1;
                from_line = index + 1;
            }
            Some(marker) if marker.at < offset.saturating_add(piece.len()) => return None,
            _ => {}
        }
        offset += piece.len();
    }
    if markers.next().is_some() {
        return None;
    }
    let stretch = outputs.take(usize::MAX);
    align(&mut read, lines.get(from_line..).unwrap_or_default(), Some(&stretch), stretch.len());
    Some(Read { lines: read })
}

/// The output's lines, read from the first on: those a marker stands for passed by a newline
/// search, unsplit.
struct Outputs<'a> {
    clean: &'a str,
    /// The byte its next line starts at.
    at: usize,
    /// The place of its next line.
    place: usize,
}

impl<'a> Outputs<'a> {
    /// The next `count` lines (fewer at the end), each with its place, trailing blanks aside.
    fn take(&mut self, count: usize) -> Vec<(usize, &'a str)> {
        let rest = self.clean.get(self.at..).unwrap_or_default();
        let mut lines = Vec::new();
        for piece in rest.split_inclusive('\n').take(count) {
            self.at += piece.len();
            lines.push((self.place, piece.trim_end()));
            self.place += 1;
        }
        lines
    }

    /// Passes `count` lines by: `false` when the output ends before them.
    fn skip(&mut self, count: usize) -> bool {
        let Some(last) = count.checked_sub(1) else { return true };
        let rest = self.clean.get(self.at..).unwrap_or_default();
        match memchr::memchr_iter(b'\n', rest.as_bytes()).nth(last) {
            Some(newline) => self.at += newline + 1,
            // The last line, without a newline, ends the output.
            None if !rest.is_empty()
                && !rest.ends_with('\n')
                && memchr::memchr_iter(b'\n', rest.as_bytes()).count() == last =>
            {
                self.at = self.clean.len();
            }
            None => return false,
        }
        self.place += count;
        true
    }
}

/// Reads the squash's `lines` between two markers beside the output's lines they stand between
/// (`outputs`, with their places, `expected` of them; `None` when not read): line for line when
/// they are as many, each the output's line when it is as written; else all other lines.
fn align(read: &mut Vec<Line>, lines: &[&str], outputs: Option<&[(usize, &str)]>, expected: usize) {
    let Some(outputs) = outputs.filter(|outputs| lines.len() == expected && outputs.len() == expected) else {
        read.extend(lines.iter().map(|_| Line::Other));
        return;
    };
    read.extend(lines.iter().zip(outputs).map(
        |(line, &(place, output))| {
            if output == *line { Line::Kept(place) } else { Line::Other }
        },
    ));
}

/// The squash with `runs` left out, each behind its marker (taking in the squasher's marker after
/// it), the other markers written again where they now stand.
fn write(pieces: &[&str], read: &Read, runs: &[(usize, usize, Option<Marker>)]) -> Squash {
    let mut text = String::with_capacity(pieces.iter().map(|piece| piece.len()).sum());
    let mut markers = Vec::new();
    let mut runs = runs.iter().peekable();
    let mut index = 0;
    while let Some(piece) = pieces.get(index) {
        if let Some(&(start, end, after)) = runs.next_if(|run| run.0 == index) {
            let first = read.place(start).unwrap_or_default();
            let last = after.map_or_else(
                || end.checked_sub(1).and_then(|end| read.place(end)).unwrap_or(first),
                |marker| marker.omitted.last,
            );
            markers.push(push_omitted(&mut text, first, last));
            let through = end + usize::from(after.is_some());
            if through
                .checked_sub(1)
                .and_then(|end| pieces.get(end))
                .is_some_and(|piece| piece.ends_with('\n'))
            {
                text.push('\n');
            }
            index = through;
            continue;
        }
        match read.line(index) {
            Line::Marker(marker) => {
                markers.push(Marker { at: text.len(), omitted: marker.omitted });
                text.push_str(piece);
            }
            Line::Kept(_) | Line::Other => text.push_str(piece),
        }
        index += 1;
    }
    Squash { text, markers }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// `squash`'s text with each marker replaced by the lines of `clean` it stands for: what a
    /// reader gets back by recalling every marker's range.
    fn recalled(clean: &str, squash: &Squash) -> Vec<String> {
        let outputs: Vec<&str> = clean.split_inclusive('\n').map(str::trim_end).collect();
        let mut lines = Vec::new();
        let mut offset = 0;
        let mut markers = squash.markers.iter().peekable();
        for piece in squash.text.split_inclusive('\n') {
            match markers.next_if(|marker| marker.at == offset) {
                Some(marker) => {
                    assert_eq!(piece.trim_end(), marker.omitted.to_string(), "a marker's text at its offset");
                    let range =
                        outputs.get(marker.omitted.first..=marker.omitted.last).expect("in the output");
                    lines.extend(range.iter().map(|line| (*line).to_owned()));
                }
                None => lines.push(piece.trim_end().to_owned()),
            }
            offset += piece.len();
        }
        assert!(markers.next().is_none(), "every marker starts a line");
        lines
    }

    /// A squash of `clean` that keeps the lines `keep` says, a marker at every gap, and a note
    /// line after each kept line `note` says.
    fn squash_of(clean: &str, keep: &[bool], note: &[bool]) -> Squash {
        let mut text = String::new();
        let mut markers = Vec::new();
        let mut gap: Option<usize> = None;
        let pieces: Vec<&str> = clean.split_inclusive('\n').collect();
        for (index, piece) in pieces.iter().enumerate() {
            if keep.get(index).copied().unwrap_or(true) {
                if let Some(first) = gap.take() {
                    markers.push(push_omitted(&mut text, first, index - 1));
                    text.push('\n');
                }
                text.push_str(piece);
                if !piece.ends_with('\n') {
                    text.push('\n');
                }
                if note.get(index).copied().unwrap_or(false) {
                    text.push_str("[a note ×2]\n");
                }
            } else if gap.is_none() {
                gap = Some(index);
            }
        }
        if let Some(first) = gap {
            markers.push(push_omitted(&mut text, first, pieces.len() - 1));
            text.push('\n');
        }
        Squash { text, markers }
    }

    #[test]
    fn a_licence_atop_each_new_file_is_left_out_after_the_first() {
        let licence = (0..6)
            .map(|n| format!("+# Copyright line {n} of the licence this module is released under\n"))
            .collect::<Vec<_>>()
            .concat();
        let file = |name: &str| {
            format!("diff --git a/{name} b/{name}\n+++ b/{name}\n{licence}+import os\n+def main():\n")
        };
        let clean = format!("{}{}{}", file("a.py"), file("b.py"), file("c.py"));
        // The squasher keeps each file's header and licence and leaves out its code.
        let mut keep = Vec::new();
        for _ in 0..3 {
            keep.extend([true; 8]);
            keep.extend([false; 2]);
        }
        let squash = squash_of(&clean, &keep, &[]);
        let runs = leave_out_kept_runs(&clean, &squash).expect("b.py's and c.py's licences repeat a.py's");
        assert_eq!(recalled(&clean, &runs), recalled(&clean, &squash));
        // Each later licence but its first line is left out, with the code after it: one marker.
        let first = licence.lines().next().unwrap_or_default();
        assert!(runs.text.contains(&format!("+++ b/b.py\n{first}\n[7 lines omitted]\ndiff --git a/c.py")));
        assert_eq!(runs.markers.len(), 3);
        assert_eq!(runs.markers.get(1).map(|marker| marker.omitted), Some(omitted(13, 19)));
        assert!(runs.text.len() < squash.text.len());
    }

    #[test]
    fn a_stretch_the_squasher_rewrote_is_never_left_out() {
        let long = format!("{}\n", "x".repeat(300));
        let clean = format!("head\n{long}{long}cut\nhead\n{long}{long}tail\n");
        // The squasher keeps everything but `cut`, with a note added after the second copy's
        // first long line: that stretch is not the output's lines one for one, so nothing in it
        // is left out.
        let text = format!("head\n{long}{long}[1 lines omitted]\nhead\n{long}[a note]\n{long}tail\n");
        let markers = vec![Marker { at: format!("head\n{long}{long}").len(), omitted: omitted(3, 3) }];
        assert_eq!(leave_out_kept_runs(&clean, &Squash { text, markers }), None);
        // Without the note, the second copy is left out.
        let squash = squash_of(&clean, &[true, true, true, false, true, true, true, true], &[]);
        let runs = leave_out_kept_runs(&clean, &squash).expect("the second copy repeats the first");
        assert_eq!(
            runs.text,
            format!("head\n{long}{long}[1 lines omitted]\nhead\n[2 lines omitted]\ntail\n")
        );
        assert_eq!(recalled(&clean, &runs), recalled(&clean, &squash));
    }

    #[test]
    fn a_marker_not_on_a_line_of_its_own_reads_nothing() {
        let long = format!("{}\n", "y".repeat(300));
        let clean = format!("a\n{long}{long}b\na\n{long}{long}");
        let text = format!("a\n{long}{long}  [1 lines omitted]\na\n{long}{long}");
        let markers = vec![Marker { at: format!("a\n{long}{long}  ").len(), omitted: omitted(3, 3) }];
        assert_eq!(leave_out_kept_runs(&clean, &Squash { text, markers }), None);
    }

    proptest! {
        #[test]
        fn every_marker_recalls_exactly_what_it_replaces(
            picks in proptest::collection::vec((0usize..5, any::<bool>(), 0u8..8), 1..160),
            width in 1usize..120,
        ) {
            let words = ["alpha", "  beta", "gamma", "", "[1 lines omitted]"];
            let mut clean = String::new();
            for (pick, _, _) in &picks {
                clean.push_str(words.get(*pick).copied().unwrap_or_default());
                if pick % 2 == 0 {
                    clean.push_str(&"q".repeat(width));
                }
                clean.push('\n');
            }
            let keep: Vec<bool> = picks.iter().map(|(_, keep, _)| *keep || clean.len() < 2).collect();
            let note: Vec<bool> = picks.iter().map(|(_, _, note)| *note == 0).collect();
            let squash = squash_of(&clean, &keep, &note);
            if let Some(runs) = leave_out_kept_runs(&clean, &squash) {
                prop_assert_eq!(recalled(&clean, &runs), recalled(&clean, &squash));
                prop_assert!(runs.text.len() < squash.text.len());
                // Each run left out, up to the squasher's marker it took in, stands in the
                // result after the line before its marker.
                let shown: Vec<&str> = runs.text.lines().map(str::trim_end).collect();
                let outputs: Vec<&str> = clean.lines().map(str::trim_end).collect();
                for marker in &runs.markers {
                    // The squasher's own markers, written again.
                    if squash.markers.iter().any(|theirs| theirs.omitted == marker.omitted) {
                        continue;
                    }
                    let end = squash
                        .markers
                        .iter()
                        .find(|theirs| theirs.omitted.last == marker.omitted.last && theirs.omitted.first > marker.omitted.first)
                        .map_or(marker.omitted.last + 1, |theirs| theirs.omitted.first);
                    let line = runs.text.get(..marker.at).map_or(0, |before| before.matches('\n').count());
                    let before = line.checked_sub(1).and_then(|before| shown.get(before)).copied();
                    let mut run: Vec<&str> = before.into_iter().collect();
                    run.extend(outputs.get(marker.omitted.first..end).unwrap_or_default());
                    prop_assert!(run.len() > 1);
                    prop_assert!(shown.windows(run.len()).any(|window| window == run.as_slice()), "{:?}", run);
                }
            }
        }

        #[test]
        fn never_panics_on_any_squash(clean in "(?s).{0,600}", text in "(?s).{0,600}", at in 0usize..700, first in 0usize..40, count in 1usize..40) {
            let markers = vec![Marker { at, omitted: omitted(first, first + count - 1) }];
            let _ = leave_out_kept_runs(&clean, &Squash { text, markers });
        }
    }
}
