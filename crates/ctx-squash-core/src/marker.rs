//! The markers a squash writes where it dropped something: the one place their text is made.
//!
//! - `[N lines omitted]` on a line of its own, for a run of dropped lines ([`omitted`]). It is
//!   told the range of original lines it stands for, so it can one day say more about them (an
//!   archive handle to recall them) without a squasher changing.
//! - `[… N bytes omitted]` inside a line cut in the middle ([`push_cut`]).
//! - `"[N items omitted]"`, a JSON string element standing for a run of array elements
//!   ([`push_items_omitted`]).
//!
//! Never comment-shaped (`// ...`): a model reads those as code.

use std::fmt::{self, Write as _};

/// The marker standing for the dropped lines `first..=last` of the original (0-based line
/// indices). Its text is `[N lines omitted]`, N = `last - first + 1`, always plural: one fixed
/// form a reader can rely on.
///
/// ```
/// use ctx_squash_core::omitted;
///
/// assert_eq!(omitted(10, 14).to_string(), "[5 lines omitted]");
/// assert_eq!(omitted(3, 3).to_string(), "[1 lines omitted]");
/// assert_eq!(omitted(10, 14).len(), "[5 lines omitted]".len());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Omitted {
    /// The first dropped line (0-based, in the original).
    pub first: usize,
    /// The last dropped line (0-based, in the original), not before `first`.
    pub last: usize,
}

/// The marker for the dropped lines `first..=last` (0-based, in the original). A `last` before
/// `first` is read as `first`.
pub fn omitted(first: usize, last: usize) -> Omitted {
    Omitted { first, last: last.max(first) }
}

impl Omitted {
    /// How many lines it stands for.
    pub fn count(self) -> usize {
        self.last - self.first + 1
    }

    /// The length of its text in bytes.
    #[expect(clippy::len_without_is_empty, reason = "a marker is never empty")]
    pub fn len(self) -> usize {
        "[ lines omitted]".len() + decimal_len(self.count())
    }
}

impl fmt::Display for Omitted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{} lines omitted]", self.count())
    }
}

/// Appends the marker for the dropped lines `first..=last` (see [`omitted`]), without a newline,
/// and returns it as written: where it starts in `out` and the range it stands for.
pub fn push_omitted(out: &mut String, first: usize, last: usize) -> Marker {
    let marker = Marker { at: out.len(), omitted: omitted(first, last) };
    // Writing to a String cannot fail.
    let _ = write!(out, "{}", marker.omitted);
    marker
}

/// A `[N lines omitted]` marker a squash wrote: where its text starts in the squash's output and
/// the original lines it stands for — what a reader needs to tell the squasher's markers from
/// original text that merely looks like one, and to name the lines that were dropped.
///
/// ```
/// use ctx_squash_core::{Marker, omitted, push_omitted};
///
/// let mut out = String::from("kept\n");
/// let marker = push_omitted(&mut out, 1, 4);
/// assert_eq!(marker, Marker { at: 5, omitted: omitted(1, 4) });
/// assert_eq!(&out[marker.at..], "[4 lines omitted]");
/// assert_eq!(marker.lines(), (2, 5));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marker {
    /// The byte offset of the marker's `[` in the squash's output.
    pub at: usize,
    /// The original lines it stands for.
    pub omitted: Omitted,
}

impl Marker {
    /// The first and last line it stands for, 1-based as editors and `ctx recall --lines` count.
    pub fn lines(self) -> (usize, usize) {
        (self.omitted.first + 1, self.omitted.last + 1)
    }
}

/// A squash's output and the `[N lines omitted]` markers it wrote, in the order of their text.
/// Only the markers the squasher wrote are listed: an original line that reads like a marker and
/// was kept is text, not a marker.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Squash {
    /// The squashed text.
    pub text: String,
    /// Its markers, in order.
    pub markers: Vec<Marker>,
}

impl Squash {
    /// `text` kept as it was: no marker.
    pub fn unchanged(text: &str) -> Squash {
        Squash { text: text.to_owned(), markers: Vec::new() }
    }

    /// `self` when its text is shorter than `input`, else `input` unchanged (a squash is never
    /// longer than what it squashed).
    #[must_use]
    pub fn or_unchanged(self, input: &str) -> Squash {
        if self.text.len() < input.len() { self } else { Squash::unchanged(input) }
    }
}

/// The N of a line that is a `[N lines omitted]` marker (surrounding blanks allowed), as a
/// squash writes it: what an earlier squash left, to be kept as it is.
///
/// ```
/// use ctx_squash_core::omitted_count;
///
/// assert_eq!(omitted_count("[12 lines omitted]"), Some(12));
/// assert_eq!(omitted_count("  [3 lines omitted] "), Some(3));
/// assert_eq!(omitted_count("[x lines omitted]"), None);
/// assert_eq!(omitted_count("12 lines omitted"), None);
/// ```
pub fn omitted_count(line: &str) -> Option<usize> {
    line.trim().strip_prefix('[')?.strip_suffix(" lines omitted]")?.parse().ok()
}

/// Whether a line (lowercased or not, blanks around it allowed) reads like a `[… lines omitted]`
/// marker an earlier squash wrote (a line that is no event, and is kept so that squashing again
/// loses nothing); [`is_marker_like`] reads a marker of any kind.
///
/// ```
/// use ctx_squash_core::is_lines_marker_like;
///
/// assert!(is_lines_marker_like(b"  [12 lines omitted] "));
/// assert!(!is_lines_marker_like(b"[... 40 bytes omitted]"));
/// ```
#[inline]
pub fn is_lines_marker_like(line: &[u8]) -> bool {
    let t = line.trim_ascii();
    t.starts_with(b"[") && t.ends_with(b"lines omitted]")
}

/// Whether a line (lowercased or not, blanks around it allowed) ends like a marker of any kind
/// (`… lines omitted]`, `… bytes omitted]`, `… items omitted]`): text an earlier squash wrote.
pub fn is_marker_like(line: &[u8]) -> bool {
    let t = line.trim_ascii();
    t.starts_with(b"[") && t.ends_with(b" omitted]")
}

/// Whether a line is a fold note a squash wrote: `[<template> ×<count>]` or
/// `[<template> ×<count>: <what varies>]` — it stands for no line of the input (the lines it
/// tells of are counted by the markers).
///
/// ```
/// use ctx_squash_core::is_fold_note;
///
/// assert!(is_fold_note("[warning: unused variable: <*> ×40: `a` --> src/a.rs:2:9]"));
/// assert!(is_fold_note("[x <*> ×100]"));
/// assert!(!is_fold_note("[12 lines omitted]"));
/// assert!(!is_fold_note("[INFO] ×2"));
/// ```
pub fn is_fold_note(line: &str) -> bool {
    let Some(body) = line.strip_prefix('[').and_then(|rest| rest.strip_suffix(']')) else { return false };
    body.match_indices(" ×").any(|(i, _)| {
        let count = &body[i + " ×".len()..];
        let digits = count.bytes().take_while(u8::is_ascii_digit).count();
        digits > 0 && matches!(count.as_bytes().get(digits), None | Some(b':'))
    })
}

/// Appends the JSON array element standing for `n` dropped elements, with its quotes:
/// `"[N items omitted]"`.
///
/// ```
/// let mut out = String::new();
/// ctx_squash_core::push_items_omitted(&mut out, 12);
/// assert_eq!(out, r#""[12 items omitted]""#);
/// assert_eq!(out.len(), ctx_squash_core::items_omitted_len(12));
/// ```
pub fn push_items_omitted(out: &mut String, n: usize) {
    let _ = write!(out, "\"[{n} items omitted]\"");
}

/// The length of [`push_items_omitted`]'s element.
pub fn items_omitted_len(n: usize) -> usize {
    "\"[ items omitted]\"".len() + decimal_len(n)
}

/// Bytes a line may run beyond its cap before it is cut: room for the cut's own marker.
const CUT_SLACK: usize = 48;

/// Appends `line`, or, when it is longer than `max` bytes (plus room for the marker), the line
/// with its longest path's directories left out when that is enough (a path is named by its
/// last part: `https://files.pythonhosted.org/[… 76 bytes omitted]attrs-26.1.0.tar.gz#sha256=…`, or without its host when that is not enough),
/// else its first two thirds of `max`, `[… N bytes omitted]` and its last third, cut at char
/// boundaries.
///
/// ```
/// let mut out = String::new();
/// ctx_squash_core::push_cut(&mut out, &"x".repeat(1_000), 120);
/// assert_eq!(out, format!("{}[… 880 bytes omitted]{}", "x".repeat(80), "x".repeat(40)));
/// assert_eq!(out.len(), ctx_squash_core::cut_len(&"x".repeat(1_000), 120));
/// ```
pub fn push_cut(out: &mut String, line: &str, max: usize) {
    match cut_points(line, max) {
        None => out.push_str(line),
        Some((head, tail)) => {
            out.push_str(&line[..head]);
            let _ = write!(out, "[… {} bytes omitted]", tail - head);
            out.push_str(&line[tail..]);
        }
    }
}

/// [`push_cut`], the cut placed so that the bytes `keep` of `line` show whole: a line kept for a
/// part of it (a finding for its key) is not cut in that part. When [`push_cut`]'s cut would fall
/// in it, the head runs to the part's end and the tail is the line's last third of `max` (the
/// line whole when that leaves little to cut); a part ending past four times `max` is not looked
/// for, and the line is cut as [`push_cut`] cuts it.
///
/// ```
/// let line = format!("a.txt:1: {} [key -> advice] {}", "x".repeat(300), "y".repeat(300));
/// let key = line.find('[').unwrap_or(0)..line.find(']').map_or(0, |end| end + 1);
/// let mut out = String::new();
/// ctx_squash_core::push_cut_around(&mut out, &line, 120, key);
/// assert!(out.starts_with("a.txt:1: xxx"));
/// assert!(out.contains("[key -> advice][… 261 bytes omitted]"), "{out}");
/// assert!(out.ends_with(&"y".repeat(40)));
/// ```
pub fn push_cut_around(out: &mut String, line: &str, max: usize, keep: std::ops::Range<usize>) {
    let cut = cut_points(line, max).and_then(|cut| {
        if keep.end <= cut.0
            || keep.start >= cut.1
            || keep.end > line.len()
            || keep.end > max.saturating_mul(4)
        {
            return Some(cut);
        }
        let head = ceil_boundary(line, keep.end);
        let tail = ceil_boundary(line, line.len().saturating_sub(max / 3).max(head));
        // A run of one mark is trimmed beside the cut, never into the part kept.
        (tail > head + CUT_SLACK).then(|| {
            let (trimmed, tail) = trim_runs(line.as_bytes(), head, tail);
            (trimmed.max(head), tail)
        })
    });
    match cut {
        None => out.push_str(line),
        Some((head, tail)) => {
            out.push_str(line.get(..head).unwrap_or_default());
            let _ = write!(out, "[… {} bytes omitted]", tail - head);
            out.push_str(line.get(tail..).unwrap_or_default());
        }
    }
}

/// The length [`push_cut`] writes for `line` with cap `max`.
pub fn cut_len(line: &str, max: usize) -> usize {
    match cut_points(line, max) {
        None => line.len(),
        Some((head, tail)) => {
            head + (line.len() - tail) + "[… bytes omitted]".len() + 1 + decimal_len(tail - head)
        }
    }
}

/// Where [`push_cut`] cuts `line`: the end of the head and the start of the tail — the
/// directories of its longest path when leaving them out is enough (see [`crate::path_cut`]),
/// else the middle.
fn cut_points(line: &str, max: usize) -> Option<(usize, usize)> {
    if line.len() <= max.saturating_add(CUT_SLACK) {
        return None;
    }
    if let Some(cut) = crate::path_cut::directories(line, line.len() - max - CUT_SLACK) {
        return Some(cut);
    }
    let head = floor_boundary(line, max / 3 * 2);
    let tail = ceil_boundary(line, line.len() - max / 3);
    Some(trim_runs(line.as_bytes(), head, tail))
}

/// Bytes of a run of one mark kept beside a cut.
const RUN: usize = 8;

/// `head` and `tail` moved outward so that neither end of the cut keeps more than [`RUN`] bytes
/// of a run of one punctuation mark or space beside it (a rule of dashes, padding): the run says
/// no more at its full length, and the cut's count says how long it was.
fn trim_runs(bytes: &[u8], mut head: usize, mut tail: usize) -> (usize, usize) {
    let mark = |b: u8| b.is_ascii_punctuation() || b == b' ';
    if let Some(&b) = bytes[..head].last().filter(|&&b| mark(b)) {
        let run = bytes[..head].iter().rev().take_while(|&&c| c == b).count();
        head -= run.saturating_sub(RUN);
    }
    if let Some(&b) = bytes[tail..].first().filter(|&&b| mark(b)) {
        let run = bytes[tail..].iter().take_while(|&&c| c == b).count();
        tail += run.saturating_sub(RUN);
    }
    (head, tail)
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// The number of decimal digits of `n`.
pub(crate) fn decimal_len(n: usize) -> usize {
    n.checked_ilog10().map_or(1, |log| log as usize + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_around_a_part_never_trims_into_it() {
        // A part ending in a run of one mark longer than a cut trims beside it: still shown whole.
        let key = format!("[key{}", "]".repeat(12));
        let line = format!("a.txt:1: {} {key}{}", "x".repeat(300), "y".repeat(300));
        let start = line.find('[').unwrap_or(0);
        let mut out = String::new();
        push_cut_around(&mut out, &line, 120, start..start + key.len());
        assert!(out.contains(&key), "{out}");
        assert!(out.len() < line.len(), "{out}");
        // A cap near the largest `usize` does not overflow: the line is kept whole.
        let mut whole = String::new();
        push_cut_around(&mut whole, &line, usize::MAX - 1, start..start + key.len());
        assert_eq!(whole, line);
    }

    #[test]
    fn marker_lengths_are_exact() {
        for n in [1, 9, 10, 99, 100, 12_345, usize::MAX / 2] {
            let marker = omitted(7, 7 + n - 1);
            assert_eq!(marker.count(), n);
            assert_eq!(marker.to_string().len(), marker.len(), "{marker}");
            assert_eq!(omitted_count(&marker.to_string()), Some(n));
            let mut items = String::new();
            push_items_omitted(&mut items, n);
            assert_eq!(items.len(), items_omitted_len(n));
        }
        assert_eq!(omitted(5, 2).count(), 1);
        assert_eq!(decimal_len(0), 1);
    }

    #[test]
    fn markers_are_recognized() {
        assert!(is_marker_like(b"[3 lines omitted]"));
        assert!(is_marker_like(b"  [\xe2\x80\xa6 12 bytes omitted] "));
        assert!(!is_marker_like(b"[3 lines omitted] and more"));
    }

    #[test]
    fn cuts_at_char_boundaries() {
        let line = "é".repeat(300);
        let mut out = String::new();
        push_cut(&mut out, &line, 120);
        assert_eq!(out.len(), cut_len(&line, 120));
        assert!(out.len() < line.len());
        let kept = out.replace(|c: char| c != 'é', "").len();
        let omitted: usize = out
            .split("[… ")
            .nth(1)
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        assert_eq!(kept + omitted, line.len());
    }

    /// A rule beside a cut keeps a few of its marks; letters and digits are kept as before.
    #[test]
    fn runs_beside_a_cut_are_kept_short() {
        let line = format!("-[ RECORD 1 ]{}+{}", "-".repeat(200), "-".repeat(300));
        let mut out = String::new();
        push_cut(&mut out, &line, 120);
        assert_eq!(out, "-[ RECORD 1 ]--------[… 485 bytes omitted]--------");
        assert_eq!(out.len(), cut_len(&line, 120));
        let digits = "1".repeat(400);
        let mut out = String::new();
        push_cut(&mut out, &digits, 120);
        assert_eq!(out, format!("{}[… 280 bytes omitted]{}", "1".repeat(80), "1".repeat(40)));
    }

    #[test]
    fn short_lines_are_not_cut() {
        let mut out = String::new();
        push_cut(&mut out, "short", 10);
        assert_eq!(out, "short");
        assert_eq!(cut_len("short", 10), 5);
    }
}
