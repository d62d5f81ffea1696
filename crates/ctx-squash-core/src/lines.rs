//! Lines of a text: counting them fast and indexing them once.

use std::ops::Range;

use memchr::memchr_iter;

/// Number of `\n` bytes, fast on dense and sparse input: a byte-wide sum per block of 255 bytes
/// (which cannot overflow a `u8`) is a reduction the compiler vectorizes fully, where counting
/// into a `usize` directly is not (the profile of a trace log showed that at ~9 instructions per
/// byte).
///
/// ```
/// assert_eq!(ctx_squash_core::count_newlines(b"a\nb\n\nc"), 3);
/// ```
pub fn count_newlines(bytes: &[u8]) -> usize {
    bytes
        .chunks(255)
        .map(|block| usize::from(block.iter().fold(0u8, |n, &b| n.wrapping_add(u8::from(b == b'\n')))))
        .sum()
}

/// Number of lines in `bytes`: `\n` ends a line, and a final line without one still counts.
///
/// ```
/// use ctx_squash_core::line_count;
///
/// assert_eq!(line_count(b""), 0);
/// assert_eq!(line_count(b"a\nb"), 2);
/// assert_eq!(line_count(b"a\nb\n"), 2);
/// ```
pub fn line_count(bytes: &[u8]) -> usize {
    count_newlines(bytes) + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

/// The lines of a text, indexed once: line `i`'s text and byte range in constant time.
///
/// A final `\n` ends the last line rather than starting an empty one, so `Lines::new("a\n")` has
/// one line, as [`line_count`] counts.
///
/// ```
/// use ctx_squash_core::Lines;
///
/// let lines = Lines::new("one\ntwo\n\nfour");
/// assert_eq!(lines.len(), 4);
/// assert_eq!(lines.get(1), "two");
/// assert_eq!(lines.get(2), "");
/// assert_eq!(lines.span(3), 9..13);
/// ```
#[derive(Debug, Clone)]
pub struct Lines<'a> {
    text: &'a str,
    /// The byte offset where each line starts.
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    /// Indexes `text`.
    pub fn new(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        let mut starts = Vec::with_capacity(count_newlines(bytes) + 1);
        if !bytes.is_empty() {
            starts.push(0);
            starts.extend(memchr_iter(b'\n', bytes).map(|i| i + 1).filter(|&i| i < bytes.len()));
        }
        Lines { text, starts }
    }

    /// The text indexed.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The number of lines.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    /// Whether there is no line at all (the text is empty).
    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// The byte range of line `i`, without its `\n`.
    ///
    /// # Panics
    ///
    /// When `i` is not below [`Lines::len`].
    #[inline]
    pub fn span(&self, i: usize) -> Range<usize> {
        let start = self.starts[i];
        let end = self.starts.get(i + 1).map_or(self.text.len(), |&next| next - 1);
        let end = if end > start && self.text.as_bytes()[end - 1] == b'\n' { end - 1 } else { end };
        start..end.max(start)
    }

    /// Line `i`, without its `\n`.
    ///
    /// # Panics
    ///
    /// When `i` is not below [`Lines::len`].
    #[inline]
    pub fn get(&self, i: usize) -> &'a str {
        // A range between `\n` bytes of a `str` lies on char boundaries.
        &self.text[self.span(i)]
    }

    /// Line `i` as bytes, without its `\n`.
    ///
    /// # Panics
    ///
    /// When `i` is not below [`Lines::len`].
    #[inline]
    pub fn bytes(&self, i: usize) -> &'a [u8] {
        &self.text.as_bytes()[self.span(i)]
    }

    /// The byte offset where line `i` starts.
    ///
    /// # Panics
    ///
    /// When `i` is not below [`Lines::len`].
    pub fn start(&self, i: usize) -> usize {
        self.starts[i]
    }

    /// Whether the text ends with a `\n` (the last line is terminated).
    pub fn ends_with_newline(&self) -> bool {
        self.text.ends_with('\n')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        let lines = Lines::new(text);
        let got: Vec<&str> = (0..lines.len()).map(|i| lines.get(i)).collect();
        assert_eq!(got, expected, "{text:?}");
        assert_eq!(lines.len(), line_count(text.as_bytes()));
        assert_eq!(count_newlines(text.as_bytes()), text.matches('\n').count());
    }

    #[test]
    fn lines_as_line_count_counts_them() {
        check("", &[]);
        check("a", &["a"]);
        check("a\n", &["a"]);
        check("a\nb", &["a", "b"]);
        check("\n\n", &["", ""]);
        check("a\n\nb\n", &["a", "", "b"]);
        check("é\nü", &["é", "ü"]);
    }

    #[test]
    fn counts_across_blocks() {
        let text = "x\n".repeat(1000);
        assert_eq!(count_newlines(text.as_bytes()), 1000);
        assert_eq!(count_newlines(&[b'\n'; 600]), 600);
    }
}
