//! Bracketed spans: the one reader of the `[…]` parts of a line that the principles reading a
//! bracketed key (bracketed.rs), a trailing `[kind]` tag (tagged.rs) or a `[LEVEL]` word
//! (ctx-squash-log's severity.rs) share — each span its byte range, brackets included, and the
//! brackets nested inside a span part of it.

use std::ops::Range;

/// The outermost `[…]` spans of `text`, in order, each as its byte range, brackets included:
/// brackets nested inside a span are part of it, a `]` outside any span is text, and a `[` never
/// closed ends the reading.
///
/// ```
/// use ctx_squash_core::bracket_spans;
///
/// let text = b"] a [x [y]] b [z] [open";
/// let spans: Vec<&[u8]> = bracket_spans(text).map(|span| &text[span]).collect();
/// assert_eq!(spans, [&b"[x [y]]"[..], b"[z]"]);
/// ```
#[must_use]
pub fn bracket_spans(text: &[u8]) -> BracketSpans<'_> {
    BracketSpans { text, at: 0 }
}

/// The iterator [`bracket_spans`] returns.
#[derive(Debug, Clone)]
pub struct BracketSpans<'a> {
    text: &'a [u8],
    /// Where the reading goes on: past the last span read, or the text's end.
    at: usize,
}

impl Iterator for BracketSpans<'_> {
    type Item = Range<usize>;

    #[inline]
    fn next(&mut self) -> Option<Range<usize>> {
        let rest = self.text.get(self.at..)?;
        let open = self.at + memchr::memchr(b'[', rest)?;
        let mut depth = 0usize;
        for at in memchr::memchr2_iter(b'[', b']', self.text.get(open..)?) {
            if self.text.get(open + at) == Some(&b'[') {
                depth += 1;
            } else {
                depth -= 1;
                if depth == 0 {
                    let end = open + at + 1;
                    self.at = end;
                    return Some(open..end);
                }
            }
        }
        // Never closed: nothing after it is read.
        self.at = self.text.len();
        None
    }
}

/// The span that ends `text`: its last byte a `]`, read back to the `[` that opens it (brackets
/// nested inside part of it), as its byte range; `None` when `text` ends otherwise or that `]` is
/// never opened.
///
/// ```
/// use ctx_squash_core::closing_span;
///
/// assert_eq!(closing_span(b"mem:<addr>[/len]  [Hardware breakpoint]"), Some(18..39));
/// assert_eq!(closing_span(b"[a [b]]"), Some(0..7));
/// assert_eq!(closing_span(b"a] b"), None);
/// assert_eq!(closing_span(b"a]"), None);
/// ```
#[must_use]
#[inline]
pub fn closing_span(text: &[u8]) -> Option<Range<usize>> {
    if text.last() != Some(&b']') {
        return None;
    }
    let mut depth = 0usize;
    for at in memchr::memrchr2_iter(b'[', b']', text) {
        if text.get(at) == Some(&b']') {
            depth += 1;
        } else {
            depth -= 1;
            if depth == 0 {
                return Some(at..text.len());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans(text: &str) -> Vec<&str> {
        bracket_spans(text.as_bytes()).map(|span| text.get(span).unwrap_or("?")).collect()
    }

    #[test]
    fn outermost_spans_in_order() {
        assert_eq!(spans("a [so -> x] b [its -> y]"), ["[so -> x]", "[its -> y]"]);
        assert_eq!(
            spans("[used for -> (used for [...] purposes)] z"),
            ["[used for -> (used for [...] purposes)]"]
        );
        assert_eq!(spans("] stray [ok] ]"), ["[ok]"]);
        assert_eq!(spans("[] [x"), ["[]"]);
        assert_eq!(spans("unclosed [abc [d]"), Vec::<&str>::new());
        assert_eq!(spans("no brackets"), Vec::<&str>::new());
    }

    #[test]
    fn the_span_that_ends_a_text() {
        assert_eq!(closing_span(b"x [a  [tag]"), Some(6..11));
        assert_eq!(closing_span(b"a  [x [y]]"), Some(3..10));
        assert_eq!(closing_span(b"]"), None);
        assert_eq!(closing_span(b""), None);
        assert_eq!(closing_span(b"[x] "), None);
    }

    /// Whether `span` of `text` is a balanced `[…]`: it opens and closes, and no prefix of it
    /// closes more than it opened.
    fn balanced(text: &[u8], span: Range<usize>) -> bool {
        let Some(part) = text.get(span) else { return false };
        let mut depth = 0i64;
        for (k, &b) in part.iter().enumerate() {
            depth += i64::from(b == b'[') - i64::from(b == b']');
            if depth <= 0 && k + 1 < part.len() {
                return false;
            }
        }
        part.first() == Some(&b'[') && depth == 0
    }

    proptest::proptest! {
        /// Any text: spans balanced, in order, apart; between them no `[` (but an unclosed one
        /// after the last); the closing span balanced and at the end.
        #[test]
        fn spans_are_balanced_and_apart(text in "[\\[\\] ab]{0,40}") {
            let bytes = text.as_bytes();
            let found: Vec<Range<usize>> = bracket_spans(bytes).collect();
            let mut at = 0;
            for span in &found {
                proptest::prop_assert!(balanced(bytes, span.clone()));
                proptest::prop_assert!(!bytes[at..span.start].contains(&b'['));
                at = span.end;
            }
            if let Some(span) = closing_span(bytes) {
                proptest::prop_assert!(balanced(bytes, span.clone()));
                proptest::prop_assert_eq!(span.end, bytes.len());
            }
        }
    }
}
