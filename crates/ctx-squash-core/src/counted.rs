//! A text's newlines counted once for every probe that reads them: the dispatch asks several
//! squashers whether an output is theirs, and each counted the same newlines again.

use crate::count_newlines;

/// A text with the number of its `\n` bytes, counted once ([`count_newlines`]). A probe handed it
/// takes the count for its own text only when that is the very slice counted (the same bytes at
/// the same place), and counts anew otherwise: a count is never another text's.
///
/// ```
/// use ctx_squash_core::Counted;
///
/// let text = "a\nb\nc";
/// let counted = Counted::new(text);
/// assert_eq!(counted.newlines(), 2);
/// assert_eq!(counted.newlines_of(text), 2);
/// // Another slice is counted for itself.
/// assert_eq!(counted.newlines_of(&text[..3]), 1);
/// assert_eq!(counted.newlines_of("x\n"), 1);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Counted<'a> {
    text: &'a str,
    newlines: usize,
}

impl<'a> Counted<'a> {
    /// Counts `text`'s newlines.
    pub fn new(text: &'a str) -> Self {
        Counted { text, newlines: count_newlines(text.as_bytes()) }
    }

    /// The text counted.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The number of `\n` bytes in [`Counted::text`].
    pub fn newlines(&self) -> usize {
        self.newlines
    }

    /// The number of `\n` bytes in `text`: the count taken when `text` is the slice counted
    /// (`std::ptr::eq`: its address and length), else counted now.
    pub fn newlines_of(&self, text: &str) -> usize {
        if std::ptr::eq(self.text, text) { self.newlines } else { count_newlines(text.as_bytes()) }
    }
}
