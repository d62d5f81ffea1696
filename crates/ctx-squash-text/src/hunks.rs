//! One reading of a diff's hunks: where each starts and ends, which file each of its lines
//! stands in, and its removed and added lines paired by order.
//!
//! The principles that read a unified diff's counted hunks (`small_hunks`, `whitespace_churn`,
//! `rename_churn`, `record_headers`) read them here, so they cannot drift apart; two readings
//! are their own still: generic.rs' diff lines (which lead a hunk, which are its first change:
//! a walk over file headers and `@@` lines that counts nothing) and `small_hunks`' word diff
//! (`--word-diff`, whose hunks write no `+`/`-` lines to count). A hunk opens at a line starting
//! with `@@` (git, svn, hg, `diff -u`; a combined diff's `@@@` too, which [`Hunk::is_plain`] tells
//! apart) and runs for as many lines as its header counts (`-a,b +c,d`: `b` old lines and `d` new,
//! a count left out being 1), or, when the header holds no counts, for as long as its lines are a
//! hunk's (` `, `+`, `-`, `\`, none of them a file's `---`/`+++` header). An empty line, and in a
//! `\r\n` diff a line of a lone `\r`, is an empty context line whose space was lost on the way (in
//! a counted hunk; without counts it ends the hunk). A `\ No newline at end of file` line counts
//! for neither side, and one right after a hunk's last counted line is still the hunk's. The line
//! that ends a hunk is read again: it may open the next one.
//!
//! A diff in the other dialects `diff` writes is read the same way (ctx-squash-core's
//! `diff_dialect.rs` tells their lines). A context diff's hunk (`diff -c`) opens at its fifteen `*`
//! and runs through its old section (`*** a,b ****`, then `- ` and `! ` lines the old file's) and
//! its new section (`--- c,d ----`, then `+ ` and `! ` lines the new file's), `  ` context in
//! either, for as long as its lines carry that gutter; a normal diff's hunk (`diff`, `diff -r`)
//! opens at its change command (`12c12`, `3a4,5`, `7,8d6`) and runs through its `< ` lines, the
//! `---` between, and its `> ` lines. Their range lines and `---` are notes, of neither side.
//!
//! A changed place is a run of removed lines and the run of added lines right after it; its lines
//! are paired by order, the i-th removed with the i-th added, and the lines past the shorter run
//! have no partner (in a context or normal hunk, whose sides a range line or `---` parts, no
//! line has). A place with a `\ No newline at end of file` line in it or right after it pairs
//! nothing: one of its lines differs by its end, which the line does not show.

use ctx_squash_core::Gutter;

/// Which file a hunk's line stands in: removed lines the old one, added lines the new one,
/// context both; a `\ No newline` note neither, nor a context hunk's range lines or a normal
/// hunk's `---`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Old,
    New,
    Both,
    Note,
}

impl Side {
    /// Whether a line of this side is a line of the file `side` (`Old` or `New`).
    pub(crate) fn stands_in(self, side: Side) -> bool {
        self == side || self == Side::Both
    }

    /// Whether a line of this side is a changed line (`-` or `+`).
    pub(crate) fn is_change(self) -> bool {
        matches!(self, Side::Old | Side::New)
    }
}

/// A hunk's line: its 0-based index in the diff, its side, its text without its sign.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Line<'a> {
    pub(crate) idx: usize,
    pub(crate) side: Side,
    pub(crate) text: &'a [u8],
}

/// One hunk: its header line and the lines it took.
#[derive(Debug)]
pub(crate) struct Hunk<'a> {
    /// The header line's 0-based index in the diff.
    pub(crate) at: usize,
    /// The header line (`@@ -40,7 +40,7 @@ fn main()`).
    pub(crate) header: &'a [u8],
    /// Its lines, in order, each right after the one before.
    pub(crate) lines: Vec<Line<'a>>,
}

impl Hunk<'_> {
    /// Whether the hunk compares two files (`@@ `), not a combined diff's parents (`@@@`), whose
    /// lines have a column per parent.
    pub(crate) fn is_plain(&self) -> bool {
        self.header.starts_with(b"@@ ")
    }

    /// The 0-based indices in the diff of its header and of its last line: the lines it spans.
    pub(crate) fn span(&self) -> std::ops::RangeInclusive<usize> {
        self.at..=self.lines.last().map_or(self.at, |line| line.idx)
    }

    /// The positions in [`Hunk::lines`] of each changed place's removed and added lines paired by
    /// order, in order (see the module's documentation).
    pub(crate) fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let lines = &self.lines;
        let run_of = move |at: usize, side: Side| {
            lines.get(at..).map_or(0, |rest| rest.iter().take_while(|line| line.side == side).count())
        };
        let mut at = 0;
        std::iter::from_fn(move || {
            while at < lines.len() {
                let removed = run_of(at, Side::Old);
                let added = run_of(at + removed, Side::New);
                let start = at;
                at += (removed + added).max(1);
                let noted = lines.get(at).is_some_and(|line| line.side == Side::Note);
                if removed > 0 && added > 0 && !noted {
                    let n = removed.min(added);
                    return Some((0..n).map(move |pair| (start + pair, start + removed + pair)));
                }
            }
            None
        })
        .flatten()
    }
}

/// The hunks of `bytes`, in order (see the module's documentation).
pub(crate) fn hunks(bytes: &[u8]) -> Hunks<'_> {
    Hunks { lines: Numbered { rest: Some(bytes), idx: 0 }, pending: None }
}

/// A text's pieces between its newlines (as `split` on `\n` yields them, the last one after the
/// last newline too), each with its 0-based index; found by `memchr`.
struct Numbered<'a> {
    rest: Option<&'a [u8]>,
    idx: usize,
}

impl<'a> Iterator for Numbered<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<(usize, &'a [u8])> {
        let rest = self.rest?;
        let line = if let Some(at) = memchr::memchr(b'\n', rest) {
            self.rest = rest.get(at + 1..);
            rest.get(..at).unwrap_or_default()
        } else {
            self.rest = None;
            rest
        };
        let idx = self.idx;
        self.idx += 1;
        Some((idx, line))
    }
}

/// The iterator of [`hunks`].
pub(crate) struct Hunks<'a> {
    lines: Numbered<'a>,
    /// The line that ended the last hunk, to be read again.
    pending: Option<(usize, &'a [u8])>,
}

impl<'a> Iterator for Hunks<'a> {
    type Item = Hunk<'a>;

    fn next(&mut self) -> Option<Hunk<'a>> {
        let (at, header, mut left) = loop {
            let (idx, line) = self.pending.take().or_else(|| self.lines.next())?;
            if let Some(left) = Left::opened_by(line) {
                break (idx, line, left);
            }
        };
        let mut hunk = Hunk { at, header, lines: Vec::new() };
        for (idx, line) in self.lines.by_ref() {
            let Some((side, text)) = left.takes(line) else {
                self.pending = Some((idx, line));
                break;
            };
            // A hunk whose counts are done still takes the notes right after its last line.
            hunk.lines.push(Line { idx, side, text });
        }
        Some(hunk)
    }
}

/// What is left of a hunk, by its dialect.
enum Left {
    /// A unified hunk's old and new lines still to come, when its header counts them.
    Unified { counts: Option<(usize, usize)> },
    /// A context hunk's section: `None` until its old range line, `*** a,b ****`.
    Context { section: Option<Gutter> },
    /// A normal hunk's side so far: its `<` lines, then past its `---` its `>` lines.
    Normal { side: Gutter },
}

impl Left {
    /// The hunk `line` opens, in the dialect it is written in: `@@`, `***************`, `12c12`.
    fn opened_by(line: &[u8]) -> Option<Self> {
        if line.starts_with(b"@@") {
            Some(Self::Unified { counts: unified_counts(line) })
        } else if ctx_squash_core::context_hunk(line) {
            Some(Self::Context { section: None })
        } else {
            // `3a4,5` adds: its lines are all `>`.
            let side = ctx_squash_core::normal_command(line)?.unwrap_or(Gutter::Old);
            Some(Self::Normal { side })
        }
    }

    /// The side and text of `line` when it belongs to the hunk, counting it; `None` when it ends
    /// the hunk.
    fn takes<'a>(&mut self, line: &'a [u8]) -> Option<(Side, &'a [u8])> {
        // `\ No newline at end of file` counts for neither side, in every dialect.
        if let Some(text) = line.strip_prefix(b"\\") {
            return Some((Side::Note, text));
        }
        match self {
            Self::Unified { counts } => unified_takes(counts, line),
            Self::Context { section } => context_takes(section, line),
            Self::Normal { side } => normal_takes(side, line),
        }
    }
}

/// `@@ -40,7 +40,7 @@ fn main()`: 7 old lines and 7 new (a count left out is 1).
fn unified_counts(line: &[u8]) -> Option<(usize, usize)> {
    let mut words = line.split(|&b| b == b' ').skip(1);
    let count = |word: Option<&[u8]>, sign: u8| -> Option<usize> {
        let range = word?.strip_prefix(&[sign][..])?;
        let count = match range.iter().position(|&b| b == b',') {
            Some(comma) => range.get(comma + 1..)?,
            None => b"1",
        };
        std::str::from_utf8(count).ok()?.parse().ok()
    };
    let old = count(words.next(), b'-');
    let new = count(words.next(), b'+');
    old.zip(new)
}

/// A unified hunk's line, read by its first byte (an empty line, or a lone `\r`, is context).
fn unified_takes<'a>(counts: &mut Option<(usize, usize)>, line: &'a [u8]) -> Option<(Side, &'a [u8])> {
    // An empty context line whose space was lost on the way reads as blank context, in a
    // `\r\n` diff too, where all that is left of it is its `\r`.
    let first = if line == b"\r" { None } else { line.first().copied() };
    let side = match first {
        Some(b'-') => Side::Old,
        Some(b'+') => Side::New,
        Some(b' ') | None => Side::Both,
        _ => return None,
    };
    match counts.as_mut() {
        Some((old, new)) => {
            let (o, n) = (usize::from(side.stands_in(Side::Old)), usize::from(side.stands_in(Side::New)));
            if *old < o || *new < n {
                return None;
            }
            *old -= o;
            *new -= n;
        }
        None => {
            if first.is_none() || line.starts_with(b"+++ ") || line.starts_with(b"--- ") {
                return None;
            }
        }
    }
    Some((side, line.get(1..).unwrap_or_default()))
}

/// A context hunk's line: its range lines are notes; in the old section `- ` and `! ` are the old
/// file's, in the new section `+ ` and `! ` the new file's, and `  ` context in both.
fn context_takes<'a>(section: &mut Option<Gutter>, line: &'a [u8]) -> Option<(Side, &'a [u8])> {
    let range = ctx_squash_core::context_range(line);
    match (*section, range) {
        (None, Some(Gutter::Old)) | (None | Some(Gutter::Old), Some(Gutter::New)) => {
            *section = range;
            return Some((Side::Note, line));
        }
        (None, _) => return None,
        _ => {}
    }
    let (&mark, text) = line.strip_suffix(b"\r").unwrap_or(line).split_first()?;
    let text = match text.split_first() {
        Some((b' ' | b'\t', text)) => text,
        Some(_) => return None,
        None => text,
    };
    let side = match (mark, *section) {
        (b' ', _) => Side::Both,
        (b'!' | b'-', Some(Gutter::Old)) => Side::Old,
        (b'!' | b'+', Some(Gutter::New)) => Side::New,
        _ => return None,
    };
    Some((side, text))
}

/// A normal hunk's line: `< ` the old file's, then, past the `---` between them, `> ` the new
/// file's.
fn normal_takes<'a>(side: &mut Gutter, line: &'a [u8]) -> Option<(Side, &'a [u8])> {
    if line.strip_suffix(b"\r").unwrap_or(line) == b"---" && *side == Gutter::Old {
        *side = Gutter::New;
        return Some((Side::Note, line));
    }
    let mark = ctx_squash_core::normal_side(line)?;
    match (mark, *side) {
        (Gutter::Old, Gutter::Old) => Some((Side::Old, line.get(2..).unwrap_or_default())),
        (Gutter::New, _) => {
            *side = Gutter::New;
            Some((Side::New, line.get(2..).unwrap_or_default()))
        }
        (Gutter::Old, Gutter::New) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Each hunk's lines with their sides, and its pairs.
    type Shape = Vec<(Vec<(usize, Side)>, Vec<(usize, usize)>)>;

    /// Each hunk's header and its lines' indices.
    fn extents(diff: &str) -> Vec<(&str, Vec<usize>)> {
        hunks(diff.as_bytes())
            .map(|h| {
                (std::str::from_utf8(h.header).unwrap_or_default(), h.lines.iter().map(|l| l.idx).collect())
            })
            .collect()
    }

    /// Each hunk's pairs, as the paired lines' indices in the diff.
    fn paired(diff: &str) -> Vec<(usize, usize)> {
        hunks(diff.as_bytes())
            .flat_map(|h| {
                h.pairs()
                    .filter_map(|(o, n)| Some((h.lines.get(o)?.idx, h.lines.get(n)?.idx)))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn a_hunk_ends_where_its_counts_do_and_the_line_after_may_open_the_next() {
        // The next file's `--- `/`+++ ` lines follow the last counted line: they are no hunk's.
        let diff = "@@ -1 +1 @@\n-a\n+b\n--- c\n+++ c\n@@ -1,2 +1,2 @@\n-d\n+e\n f\n";
        assert_eq!(extents(diff), vec![("@@ -1 +1 @@", vec![1, 2]), ("@@ -1,2 +1,2 @@", vec![6, 7, 8])]);
        // A header right after a hunk that ended short of its counts opens the next hunk.
        let short = "@@ -1,5 +1,5 @@\n a\n@@ -9 +9 @@\n-b\n+c\n";
        assert_eq!(extents(short), vec![("@@ -1,5 +1,5 @@", vec![1]), ("@@ -9 +9 @@", vec![3, 4])]);
    }

    #[test]
    fn a_crlf_diffs_empty_context_line_is_context_not_the_hunks_end() {
        let diff = "--- a\r\n+++ a\r\n@@ -1,3 +1,3 @@\r\n a\r\n\r\n-b\r\n+c\r\n";
        let hunk = hunks(diff.as_bytes()).next().expect("one hunk");
        let sides: Vec<Side> = hunk.lines.iter().map(|l| l.side).collect();
        assert_eq!(sides, [Side::Both, Side::Both, Side::Old, Side::New]);
        assert_eq!(hunk.lines.get(1).map(|l| l.text), Some(&b""[..]));
        // Without counts, it ends the hunk as an empty line does.
        assert_eq!(extents("@@@ x @@@\n-a\n\r\n+b\n"), vec![("@@@ x @@@", vec![1])]);
    }

    #[test]
    fn a_hunk_without_counts_runs_while_its_lines_are_a_hunks() {
        let diff = "@@@ conflict @@@\n-a\n+b\n\\ note\n--- next\n";
        let all: Vec<Hunk<'_>> = hunks(diff.as_bytes()).collect();
        assert_eq!(extents(diff), vec![("@@@ conflict @@@", vec![1, 2, 3])]);
        assert!(all.iter().all(|h| !h.is_plain()));
    }

    #[test]
    fn a_place_is_paired_by_order_and_a_note_in_it_or_after_it_pairs_nothing() {
        // Lines past the shorter run have no partner; an added run before a removed one is a
        // place of its own.
        let diff = "@@ -1,4 +1,4 @@\n-a\n-b\n+c\n x\n+d\n-e\n+f\n+g\n";
        assert_eq!(paired(diff), vec![(1, 3), (6, 7)]);
        // A note between the runs, or right after the added run: no pairs; after a context line
        // that ends the place, nothing changes.
        let noted = "@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n\\ No newline at end of file\n\
                     @@ -5 +5 @@\n-b\n+b\n\\ No newline at end of file\n\
                     @@ -9,2 +9,2 @@\n-c\n+c\n d\n\\ No newline at end of file\n";
        assert_eq!(paired(noted), vec![(10, 11)]);
        // The notes after a hunk's last counted line are the hunk's.
        let lines: Vec<Vec<usize>> = extents(noted).into_iter().map(|(_, lines)| lines).collect();
        assert_eq!(lines, vec![vec![1, 2, 3, 4], vec![6, 7, 8], vec![10, 11, 12, 13]]);
        let spans: Vec<_> = hunks(noted.as_bytes()).map(|h| h.span()).collect();
        assert_eq!(spans, vec![0..=4, 5..=8, 9..=13]);
    }

    #[test]
    fn a_hunk_that_took_no_line_spans_its_header() {
        let diff = "x\n@@ -1,3 +1,3 @@\n@@ -7 +7 @@\n-a\n+b\n";
        let spans: Vec<_> = hunks(diff.as_bytes()).map(|h| h.span()).collect();
        assert_eq!(spans, vec![1..=1, 2..=4]);
    }

    #[test]
    fn a_context_hunk_reads_each_section_on_its_side() {
        use Side::{Both, New, Note, Old};
        let diff = "*** a.conf\t2025\n--- a.conf\t2025\n***************\n*** 1,3 ****\n  [a]\n! x = 1\n- y = 2\n\
                    --- 1,3 ----\n  [a]\n! x = 2\n+ z = 3\n***************\n*** 9 ****\n--- 9,10 ----\n+ w\n";
        let all: Vec<Hunk<'_>> = hunks(diff.as_bytes()).collect();
        let sides: Vec<Vec<(usize, Side)>> =
            all.iter().map(|h| h.lines.iter().map(|l| (l.idx, l.side)).collect()).collect();
        assert_eq!(
            sides,
            vec![
                vec![(3, Note), (4, Both), (5, Old), (6, Old), (7, Note), (8, Both), (9, New), (10, New)],
                vec![(12, Note), (13, Note), (14, New)],
            ]
        );
        assert_eq!(all.first().and_then(|h| h.lines.get(2)).map(|l| l.text), Some(&b"x = 1"[..]));
        // Their sides are not beside each other: nothing is paired, and no hunk is plain.
        assert!(all.iter().all(|h| h.pairs().next().is_none() && !h.is_plain()));
    }

    #[test]
    fn a_normal_hunk_reads_its_old_lines_then_its_new_ones() {
        let diff = "diff -r a/x b/x\n3c3,4\n< old\n---\n> new\n> more\n55a56\n> added\n7d6\n< gone\n> stray\nOnly in b: y\n";
        assert_eq!(
            extents(diff),
            vec![("3c3,4", vec![2, 3, 4, 5]), ("55a56", vec![7]), ("7d6", vec![9, 10])]
        );
        let sides: Vec<Side> = hunks(diff.as_bytes()).flat_map(|h| h.lines).map(|l| l.side).collect();
        assert_eq!(sides, [Side::Old, Side::Note, Side::New, Side::New, Side::New, Side::Old, Side::New]);
        // A `<` after the new lines ends the hunk.
        assert_eq!(extents("1c1\n< a\n---\n> b\n< c\n"), vec![("1c1", vec![1, 2, 3])]);
    }

    proptest! {
        /// Any text: no panic; every line belongs to at most one hunk, each hunk's lines follow
        /// its header one after the other (a header is a line no hunk takes), every pair is a
        /// removed line and an added one after it in the same hunk, and a `\r\n` diff reads as
        /// its `\n` form does.
        #[test]
        fn every_line_is_one_hunks_or_outside(text in "(@@ -[0-9,]{0,4} \\+[0-9,]{0,4} @@\n|@@@ x @@@\n|[ +\\\\-]?[a-c\r]{0,3}\n|--- a\n|\\+\\+\\+ a\n|\\*{15}\n|\\*\\*\\* [0-9,]{1,3} \\*{4}\n|--- [0-9,]{1,3} -{4}\n|[0-9]{1,2}[acd][0-9]{1,2}\n|[<>!][ ]?[a-c\r]{0,2}\n|---\n){0,40}") {
            let lines: Vec<&str> = text.split('\n').collect();
            // The walk's lines are the text's pieces between its newlines.
            let numbered: Vec<(usize, &[u8])> = Numbered { rest: Some(text.as_bytes()), idx: 0 }.collect();
            let split: Vec<(usize, &[u8])> = lines.iter().map(|l| l.as_bytes()).enumerate().collect();
            prop_assert_eq!(numbered, split);
            let mut owner = vec![0usize; lines.len()];
            for hunk in hunks(text.as_bytes()) {
                prop_assert!(Left::opened_by(hunk.header).is_some());
                // The header stands right above the first line, each line right after the one before.
                if let Some(first) = hunk.lines.first() {
                    let above = first.idx.checked_sub(1).and_then(|i| lines.get(i));
                    prop_assert_eq!(above.map(|l| l.as_bytes()), Some(hunk.header));
                }
                prop_assert!(hunk.lines.windows(2).all(|w| w[1].idx == w[0].idx + 1));
                prop_assert!(hunk.lines.iter().all(|l| lines.get(l.idx).is_some_and(|t| !t.starts_with("@@"))));
                // A changed line of a context or normal hunk stands on the side its gutter says.
                if !hunk.header.starts_with(b"@@") {
                    for line in hunk.lines.iter().filter(|l| l.side.is_change()) {
                        let written = lines.get(line.idx).and_then(|t| t.bytes().next());
                        let side = match written {
                            Some(b'-' | b'<') => Some(Side::Old),
                            Some(b'+' | b'>') => Some(Side::New),
                            _ => None,
                        };
                        prop_assert!(side.is_none_or(|side| side == line.side) && written != Some(b' '));
                    }
                }
                for line in &hunk.lines {
                    let slot = owner.get_mut(line.idx);
                    prop_assert!(slot.is_some());
                    if let Some(slot) = slot {
                        *slot += 1;
                    }
                }
                for (o, n) in hunk.pairs() {
                    let (old, new) = (hunk.lines.get(o), hunk.lines.get(n));
                    prop_assert!(old.is_some_and(|l| l.side == Side::Old) && new.is_some_and(|l| l.side == Side::New) && o < n);
                }
            }
            prop_assert!(owner.iter().all(|&n| n <= 1));
            // `\r\n` line ends read alike: the same hunks, the same sides, the same pairs.
            let crlf = text.replace('\r', "").replace('\n', "\r\n");
            let lf = text.replace('\r', "");
            let shape = |diff: &str| -> Shape {
                hunks(diff.as_bytes()).map(|h| (h.lines.iter().map(|l| (l.idx, l.side)).collect(), h.pairs().collect())).collect()
            };
            prop_assert_eq!(shape(&crlf), shape(&lf));
        }
    }
}
