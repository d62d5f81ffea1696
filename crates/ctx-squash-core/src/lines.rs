//! Lines of a text: counting them fast and indexing them once.

use std::ops::Range;
use std::sync::OnceLock;

use memchr::memchr_iter;

use crate::tree_prefix::tree_prefix;

/// Number of `\n` bytes, fast on dense and sparse input: memchr's vector count, with the widest
/// vectors the CPU has (AVX2's 32 bytes at a time where it runs), about 0.25 instructions a byte
/// of a trace log where a byte-wide sum per block of 255 bytes, which the compiler vectorizes only
/// to the build's baseline (SSE2), took 0.8 (and counting into a `usize` byte by byte about 9).
///
/// ```
/// assert_eq!(ctx_squash_core::count_newlines(b"a\nb\n\nc"), 3);
/// ```
pub fn count_newlines(bytes: &[u8]) -> usize {
    memchr_iter(b'\n', bytes).count()
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
    /// Each line's [`Lead`], counted the first time one is asked for (see [`Lines::lead`]).
    leads: OnceLock<Vec<u8>>,
}

/// How a line opens, as the readers of its first words need it: counted once per line for all of
/// them, where each counted it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lead {
    /// Leading spaces (`' '`).
    pub spaces: usize,
    /// Leading blanks: spaces and tabs.
    pub blanks: usize,
    /// Leading ASCII whitespace (what `trim_ascii_start` removes), and past it any tree prefix
    /// with the whitespace after it (`│  ├─ `, see [`tree_prefix`]): the line's indentation.
    pub white: usize,
    /// Whether the line is nothing but ASCII whitespace (or empty).
    pub blank: bool,
}

impl Lead {
    /// Counts how `line` opens, in one walk over its whitespace.
    fn of(line: &[u8]) -> Lead {
        let mut at = 0;
        while at < line.len() && line[at] == b' ' {
            at += 1;
        }
        let spaces = at;
        while at < line.len() && matches!(line[at], b' ' | b'\t') {
            at += 1;
        }
        let blanks = at;
        while at < line.len() && line[at].is_ascii_whitespace() {
            at += 1;
        }
        let blank = at == line.len();
        if matches!(line.get(at), Some(0xE2 | b'|' | b'+' | b'`' | b'\\')) {
            at = past_tree(line, at);
        }
        Lead { spaces, blanks, white: at, blank }
    }
}

/// The byte range of the last line of `text`, which opens at `start`: without the `\n` that ends
/// the text, if one does.
fn last_span(text: &[u8], start: usize) -> Range<usize> {
    let end = text.len();
    let end = if end > start && text.get(end - 1) == Some(&b'\n') { end - 1 } else { end };
    start..end.max(start)
}

/// Where `line`'s indentation ends when a tree prefix may open at `at`: past the prefix and the
/// whitespace after it (`at` itself when there is no prefix).
#[cold]
#[inline(never)]
fn past_tree(line: &[u8], mut at: usize) -> usize {
    let drawn = line.get(at..).map_or(0, tree_prefix);
    if drawn > 0 {
        at += drawn;
        while line.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
    }
    at
}

/// Bytes of text [`Lines::new`] makes room for a line for at first (most lines of a log are longer).
const ROOM_PER_LINE: usize = 64;

/// The bit of a stored lead that says the line is blank; the bits below it count its spaces.
const BLANK: u8 = 0x80;
/// A stored lead that did not fit a byte: the line is counted again when asked.
const RECOUNT: u8 = u8::MAX;

impl<'a> Lines<'a> {
    /// Indexes `text`, in one pass over it: room is made for a line every [`ROOM_PER_LINE`]
    /// bytes, and more as needed, where counting the lines first read the text twice (room
    /// never written costs a large vector no memory: its pages are touched only as they are
    /// written).
    pub fn new(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        let mut starts = Vec::with_capacity(bytes.len() / ROOM_PER_LINE + 1);
        if !bytes.is_empty() {
            starts.push(0);
            starts.extend(memchr_iter(b'\n', bytes).map(|i| i + 1).filter(|&i| i < bytes.len()));
        }
        Lines { text, starts, leads: OnceLock::new() }
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
        match self.starts.get(i + 1) {
            // A line another follows ends at its own `\n`, the only one in it: the text is not
            // read (a line's end was read from it, a load of a byte far from the index, at every
            // call, for the last line's sake).
            Some(&next) => start..next - 1,
            None => last_span(self.text.as_bytes(), start),
        }
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

    /// How line `i` opens (see [`Lead`]). The first call counts every line's lead at once, one
    /// byte a line (a lead of other whitespace than spaces, or of 127 bytes or more, is counted
    /// again when asked), so the principles that read each line's first words share one reading
    /// of them.
    ///
    /// ```
    /// let lines = ctx_squash_core::Lines::new("  \tx\n \r\nend");
    /// assert_eq!((lines.lead(0).spaces, lines.lead(0).blanks, lines.lead(0).blank), (2, 3, false));
    /// assert!(lines.lead(1).blank);
    /// assert_eq!(lines.lead(2).white, 0);
    /// ```
    ///
    /// # Panics
    ///
    /// When `i` is not below [`Lines::len`].
    #[inline]
    pub fn lead(&self, i: usize) -> Lead {
        let leads = match self.leads.get() {
            Some(leads) => leads,
            None => self.leads.get_or_init(|| self.count_leads()),
        };
        match leads[i] {
            RECOUNT => self.recount(i),
            byte => {
                let spaces = usize::from(byte & !BLANK);
                Lead { spaces, blanks: spaces, white: spaces, blank: byte & BLANK != 0 }
            }
        }
    }

    /// Counts every line's lead now, where [`Lines::lead`] would on its first call: a caller about
    /// to allocate much and free it calls this first, so that the counts, which live as long as
    /// the lines, sit below what it frees and keep none of it from being given back.
    pub fn count_leads_now(&self) {
        self.leads.get_or_init(|| self.count_leads());
    }

    /// Line `i`'s [`Lead`], counted again (it did not fit the byte kept).
    #[cold]
    #[inline(never)]
    fn recount(&self, i: usize) -> Lead {
        Lead::of(self.bytes(i))
    }

    /// Every line's [`Lead`] in a byte: its spaces, and [`BLANK`] when it is blank; [`RECOUNT`]
    /// where it opens with other whitespace or too many spaces.
    #[cold]
    #[inline(never)]
    fn count_leads(&self) -> Vec<u8> {
        (0..self.len())
            .map(|i| {
                let lead = Lead::of(self.bytes(i));
                match u8::try_from(lead.spaces) {
                    Ok(spaces) if spaces < BLANK - 1 && lead.spaces == lead.white => {
                        spaces | if lead.blank { BLANK } else { 0 }
                    }
                    _ => RECOUNT,
                }
            })
            .collect()
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

    /// Each line as the high half of its text's hash ([`Keyed`](crate::Keyed)) above its place,
    /// sorted: the lines of one text follow one another, in order (lines whose hashes share
    /// their high half too, which a reader tells apart by their bytes). Eight bytes a line; the
    /// lines past `u32::MAX` are left out. Several passes read which lines write one text
    /// (`restated_pairs`, the log squash's named blocks): one reading serves them all.
    ///
    /// ```
    /// use ctx_squash_core::Lines;
    ///
    /// let lines = Lines::new("a\nb\na\n");
    /// let by_text = lines.by_text();
    /// let place = |entry: u64| (entry & u64::from(u32::MAX)) as usize;
    /// let a: Vec<usize> = by_text.iter().map(|&e| place(e)).filter(|&i| lines.get(i) == "a").collect();
    /// assert_eq!(a, [0, 2]);
    /// assert_eq!(by_text.len(), 3);
    /// assert!(by_text.is_sorted());
    /// ```
    #[must_use]
    pub fn by_text(&self) -> Vec<u64> {
        use std::hash::BuildHasher as _;
        let keyed = crate::Keyed::default();
        let mut by_text: Vec<u64> = (0..self.len())
            .filter_map(|i| {
                Some(keyed.hash_one(self.bytes(i)) >> 32 << 32 | u64::from(u32::try_from(i).ok()?))
            })
            .collect();
        by_text.sort_unstable();
        by_text
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
    fn a_line_is_its_bytes_up_to_its_own_newline() {
        // Every line but the last ends at its `\n`; the last at the text's end, or before the
        // `\n` that ends the text.
        for text in ["a\nbc\n\nd", "a\nbc\n\nd\n", "\n", "\n\n\n", "x", "é\r\n\r\n"] {
            let lines = Lines::new(text);
            let plain: Vec<&str> = text.strip_suffix('\n').unwrap_or(text).split('\n').collect();
            let spans: Vec<&str> = (0..lines.len()).map(|i| &text[lines.span(i)]).collect();
            assert_eq!(spans, plain, "{text:?}");
        }
        assert_eq!(last_span(b"ab\n", 0), 0..2);
        assert_eq!(last_span(b"ab\n\n", 3), 3..3);
        assert_eq!(last_span(b"ab", 2), 2..2);
    }

    #[test]
    fn counts_across_blocks() {
        let text = "x\n".repeat(1000);
        assert_eq!(count_newlines(text.as_bytes()), 1000);
        assert_eq!(count_newlines(&[b'\n'; 600]), 600);
    }

    /// Each line's lead is what counting its own bytes gives, past a byte's worth of blanks too.
    #[test]
    fn leads_count_what_each_line_opens_with() {
        let long = " ".repeat(300);
        let lines = [
            String::new(),
            "x".to_owned(),
            "  \t x".to_owned(),
            "\t  \r".to_owned(),
            " \x0c y".to_owned(),
            format!("{long}z"),
            long.clone(),
            format!("{}\tw", " ".repeat(200)),
            format!("\t{long}v"),
        ];
        let text = lines.join("\n");
        let indexed = Lines::new(&text);
        for (i, line) in lines.iter().enumerate() {
            let bytes = line.as_bytes();
            let spaces = bytes.iter().take_while(|&&b| b == b' ').count();
            let blanks = bytes.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
            let white = bytes.len() - bytes.trim_ascii_start().len();
            let blank = bytes.trim_ascii().is_empty();
            assert_eq!(indexed.lead(i), Lead { spaces, blanks, white, blank }, "line {i}: {line:?}");
        }
    }
}
