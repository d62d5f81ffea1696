//! `Render`: writes the lines a squash keeps, in order, with one marker for every run of the
//! others.

use crate::lines::Lines;
use crate::marker::{Marker, Squash, omitted};

/// Writes kept lines of an original text, in increasing order, with one `[N lines omitted]`
/// line (through [`crate::omitted`], told the range) wherever lines were skipped; skipped lines
/// no longer together than their marker are written instead, which costs less. The final
/// newline is as the original has it.
///
/// ```
/// use ctx_squash_core::{Lines, Render};
///
/// let text = "a\nbb\ncccccccccccccccccccc\nd\ne\nf\n";
/// let lines = Lines::new(text);
/// let mut out = Render::new(&lines);
/// out.line(0);
/// out.line(4);
/// assert_eq!(out.finish(), "a\n[3 lines omitted]\ne\nf\n");
///
/// let mut out = Render::new(&lines);
/// out.line(0);
/// out.line(2);
/// out.note("[a note that stands for no line]");
/// // Three short lines cost less than their marker: written.
/// assert_eq!(out.finish(), "a\nbb\ncccccccccccccccccccc\n[a note that stands for no line]\nd\ne\nf\n");
/// ```
#[derive(Debug)]
pub struct Render<'l, 'a> {
    lines: &'l Lines<'a>,
    out: String,
    /// The first original line not written or skipped yet.
    next: usize,
    /// The markers written, in order.
    markers: Vec<Marker>,
}

impl<'l, 'a> Render<'l, 'a> {
    /// A writer for lines of `lines`.
    pub fn new(lines: &'l Lines<'a>) -> Self {
        let out = String::with_capacity(lines.text().len().min(1 << 16));
        Render { lines, out, next: 0, markers: Vec::new() }
    }

    /// Writes the gap before line `i`, then line `i` as it is. Lines at or before one already
    /// written are ignored.
    pub fn line(&mut self, i: usize) {
        self.line_with(i, String::push_str);
    }

    /// Writes the gap before line `i`, then what `write` makes of line `i` (a cut, say), then a
    /// newline. Lines at or before one already written, or past the end, are ignored.
    pub fn line_with(&mut self, i: usize, write: impl FnOnce(&mut String, &'a str)) {
        if i < self.next || i >= self.lines.len() {
            return;
        }
        self.gap(i);
        write(&mut self.out, self.lines.get(i));
        self.out.push('\n');
        self.next = i + 1;
    }

    /// Writes a line that stands for no original line (a fold's summary), after the gap up to
    /// the current position.
    pub fn note(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// The bytes written so far.
    pub fn len(&self) -> usize {
        self.out.len()
    }

    /// Whether nothing was written yet.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    /// Writes the gap after the last line written and returns the text.
    pub fn finish(self) -> String {
        self.finish_squash().text
    }

    /// [`Render::finish`], with the markers written, in order: where each stands in the text and
    /// the original lines it stands for.
    ///
    /// ```
    /// use ctx_squash_core::{Lines, Render, omitted};
    ///
    /// let text = "a\nbbbbbbbb\ncccccccc\ndddddddd\ne\n";
    /// let lines = Lines::new(text);
    /// let mut out = Render::new(&lines);
    /// out.line(0);
    /// out.line(4);
    /// let squash = out.finish_squash();
    /// assert_eq!(squash.text, "a\n[3 lines omitted]\ne\n");
    /// assert_eq!(squash.markers.len(), 1);
    /// assert_eq!((squash.markers[0].at, squash.markers[0].omitted), (2, omitted(1, 3)));
    /// ```
    pub fn finish_squash(mut self) -> Squash {
        self.gap(self.lines.len());
        if !self.lines.ends_with_newline() {
            self.out.pop();
        }
        Squash { text: self.out, markers: self.markers }
    }

    /// Writes what stands for the skipped lines `self.next..until`.
    fn gap(&mut self, until: usize) {
        if until <= self.next {
            return;
        }
        let marker = omitted(self.next, until - 1);
        if self.fits(until, marker.len()) {
            for i in self.next..until {
                if i > self.next {
                    self.out.push('\n');
                }
                self.out.push_str(self.lines.get(i));
            }
        } else {
            self.markers.push(Marker { at: self.out.len(), omitted: marker });
            self.out.push_str(&marker.to_string());
        }
        self.out.push('\n');
        self.next = until;
    }

    /// Whether the skipped lines `self.next..until`, with the newlines between them, take at
    /// most `max` bytes: then they are written, for a marker would cost more than they do.
    fn fits(&self, until: usize, max: usize) -> bool {
        let mut len = 0;
        for i in self.next..until {
            len += self.lines.get(i).len() + usize::from(i > self.next);
            if len > max {
                return false;
            }
        }
        true
    }
}

/// The fewest bytes a squash must save to be worth what it leaves out: 4 KiB, about a thousand
/// tokens. A small output is dense with facts (a `./configure` run's answers, a linter's few
/// findings, an access log's status codes), and squashing it saves less than 1% of a window; the
/// bet is only worth making on outputs large enough to hurt.
pub const MIN_SAVED: usize = 4 * 1024;

/// The most bytes of a reference listing's rows a squash keeps row by row, as written: 32 KiB,
/// about 8,000 tokens. A listing of rows of one shape whose text is its key (paths, flags, ids,
/// names, a two-column listing's terms) is read for the row an agent looks for, which no count
/// or sample names; over this, a squasher names its rows more compactly where it can, else cuts.
pub const LISTING_ROWS: usize = 32 * 1024;

/// The most bytes of rows a listing read by key keeps whole, every row as written: 80 KiB. Over
/// it the log squasher's keyed listing names its entries in a note and leaves the rest to recall,
/// and ctx-squash-text's separated tables are read as their words say (no reading keeps each
/// row's key there).
pub const KEYED_LISTING_WHOLE: usize = 80 * 1024;

/// Whether a squash of `clean` (an output with its terminal noise removed) into `squashed` bytes
/// saves enough to be worth what it leaves out: at least a quarter of the bytes, and at least
/// [`MIN_SAVED`] bytes. A squash that saves less keeps the output whole: a few hundred tokens are
/// not worth a lost fact.
///
/// ```
/// assert!(ctx_squash_core::saves_enough(20_000, 15_000));
/// assert!(!ctx_squash_core::saves_enough(20_000, 16_000)); // less than a quarter
/// assert!(!ctx_squash_core::saves_enough(6_000, 2_000)); // two thirds, but under 4 KiB
/// assert!(ctx_squash_core::saves_enough(6_000, 1_904));
/// ```
pub fn saves_enough(clean: usize, squashed: usize) -> bool {
    squashed.saturating_mul(4) <= clean.saturating_mul(3) && clean.saturating_sub(squashed) >= MIN_SAVED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, keep: &[usize], expected: &str) {
        let lines = Lines::new(text);
        let mut out = Render::new(&lines);
        for &i in keep {
            out.line(i);
        }
        assert_eq!(out.finish(), expected);
    }

    #[test]
    fn every_gap_is_one_exact_marker() {
        let text = (0..10).map(|i| format!("line number {i}")).collect::<Vec<_>>().join("\n") + "\n";
        check(&text, &[], "[10 lines omitted]\n");
        check(&text, &[0, 9], "line number 0\n[8 lines omitted]\nline number 9\n");
        check(&text, &[3, 3, 1, 4], "[3 lines omitted]\nline number 3\nline number 4\n[5 lines omitted]\n");
        check(text.trim_end(), &[0], "line number 0\n[9 lines omitted]");
        check("", &[0], "");
    }

    #[test]
    fn a_short_single_line_is_cheaper_than_its_marker() {
        check("a\nb\nc\n", &[0, 2], "a\nb\nc\n");
        check("a\nbbbbbbbbbbbbbbbbbb\nc", &[0], "a\n[2 lines omitted]");
    }

    /// A run of lines shorter than the marker that would stand for them is written instead.
    #[test]
    fn short_lines_are_cheaper_than_their_marker() {
        check("a\n   |\n   |\n   |\nb\n", &[0, 4], "a\n   |\n   |\n   |\nb\n");
        check("a\nb\nc", &[0], "a\nb\nc");
        // One byte more than `[9 lines omitted]`: a marker.
        let gap = "x\n".repeat(8) + "xx\n";
        check(&format!("a\n{gap}b\n"), &[0, 10], "a\n[9 lines omitted]\nb\n");
        check(&format!("a\n{}b\n", "x\n".repeat(8)), &[0, 9], &format!("a\n{}b\n", "x\n".repeat(8)));
    }
}
