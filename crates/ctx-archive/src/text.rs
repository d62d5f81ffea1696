//! Lines and words of an original, shared by both stores: line counting, splitting a stream of
//! chunks into numbered lines, building a bounded page, regex matches, and the word-level phrase
//! match that mirrors the full-text index's tokenizer.

use std::borrow::Cow;
use std::ops::ControlFlow;

use regex::bytes::Regex;

use crate::archive::{LineRange, Match, Matches, Page};
use crate::error::{Error, Result};

/// A matching line longer than this is shown as a window of this many bytes around its match.
pub(crate) const MATCH_BYTES: usize = 400;

/// A search snippet is at most this many bytes of the line that holds the phrase.
pub(crate) const SNIPPET_BYTES: usize = 200;

/// The number of lines in `bytes`: its newlines, plus one for a last line without one.
pub(crate) fn count_lines(bytes: &[u8]) -> usize {
    let newlines = memchr::memchr_iter(b'\n', bytes).count();
    newlines + usize::from(bytes.last().is_some_and(|&last| last != b'\n'))
}

/// Splits a stream of byte chunks into numbered lines (without their `\n` or `\r\n`), carrying a
/// line that spans chunks over to the next one.
pub(crate) struct Splitter {
    carry: Vec<u8>,
    line: usize,
    skip_partial: bool,
}

impl Splitter {
    /// Lines start at number `first`; with `mid_line`, the stream starts inside line `first`,
    /// which is skipped (its start was in an earlier chunk), and the first line reported is
    /// `first + 1`.
    pub fn new(first: usize, mid_line: bool) -> Self {
        Self { carry: Vec::new(), line: first, skip_partial: mid_line }
    }

    /// Feeds the next chunk; `emit` gets each complete line and may stop the stream.
    pub fn feed(
        &mut self,
        mut bytes: &[u8],
        emit: &mut dyn FnMut(usize, &[u8]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if self.skip_partial {
            match memchr::memchr(b'\n', bytes) {
                Some(end) => {
                    self.skip_partial = false;
                    self.line += 1;
                    bytes = &bytes[end + 1..];
                }
                None => return ControlFlow::Continue(()),
            }
        }
        let mut start = 0;
        for end in memchr::memchr_iter(b'\n', bytes) {
            let line_number = self.line;
            self.line += 1;
            if self.carry.is_empty() {
                emit(line_number, trim_cr(&bytes[start..end]))?;
            } else {
                self.carry.extend_from_slice(&bytes[start..end]);
                let line = std::mem::take(&mut self.carry);
                emit(line_number, trim_cr(&line))?;
            }
            start = end + 1;
        }
        self.carry.extend_from_slice(&bytes[start..]);
        ControlFlow::Continue(())
    }

    /// Ends the stream: the last line, if it had no newline.
    pub fn finish(self, emit: &mut dyn FnMut(usize, &[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
        if self.carry.is_empty() || self.skip_partial {
            ControlFlow::Continue(())
        } else {
            emit(self.line, trim_cr(&self.carry))
        }
    }
}

fn trim_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// Checks a line range against an original of `total` lines.
pub(crate) fn check_range(range: &LineRange, total: usize) -> Result<()> {
    let last = range.last.unwrap_or(usize::MAX);
    if range.first == 0 || last < range.first {
        return Err(Error::InvalidRange { first: range.first, last });
    }
    if range.first > total {
        return Err(Error::PastEnd { first: range.first, total });
    }
    Ok(())
}

/// Collects the lines of a page as they stream past.
pub(crate) struct PageBuilder {
    range: LineRange,
    page: Page,
    taken: usize,
}

impl PageBuilder {
    pub fn new(range: &LineRange, total_lines: usize) -> Self {
        let page =
            Page { text: String::new(), first: range.first, last: 0, total_lines, next: None, cut: false };
        Self { range: range.clone(), page, taken: 0 }
    }

    /// Takes one line; breaks when the page is complete.
    pub fn line(&mut self, number: usize, line: &[u8]) -> ControlFlow<()> {
        if number < self.range.first {
            return ControlFlow::Continue(());
        }
        if self.range.last.is_some_and(|last| number > last) {
            return ControlFlow::Break(());
        }
        let text = String::from_utf8_lossy(line);
        let full = self.page.cut
            || self.taken >= self.range.max_lines.max(1)
            || (self.taken > 0 && self.page.text.len() + text.len() + 1 > self.range.max_bytes);
        if full {
            self.page.next = Some(number);
            return ControlFlow::Break(());
        }
        if self.taken == 0 && text.len() + 1 > self.range.max_bytes {
            let keep = floor_char_boundary(&text, self.range.max_bytes.saturating_sub(1));
            self.page.text.push_str(&text[..keep]);
            self.page.cut = true;
        } else {
            self.page.text.push_str(&text);
        }
        self.page.text.push('\n');
        self.page.last = number;
        self.taken += 1;
        ControlFlow::Continue(())
    }

    pub fn finish(self) -> Page {
        self.page
    }
}

/// The regex a grep uses: compiled once, size-limited, an error naming the pattern otherwise.
pub(crate) fn compile(pattern: &str) -> Result<Regex> {
    regex::bytes::RegexBuilder::new(pattern)
        .size_limit(1 << 22)
        .build()
        .map_err(|error| Error::InvalidRegex { pattern: pattern.to_owned(), reason: error.to_string() })
}

/// Collects matching lines as they stream past: all are counted, the first `max` kept.
pub(crate) struct GrepBuilder<'r> {
    regex: &'r Regex,
    max: usize,
    matches: Matches,
}

impl<'r> GrepBuilder<'r> {
    pub fn new(regex: &'r Regex, max: usize, total_lines: usize) -> Self {
        Self { regex, max, matches: Matches { lines: Vec::new(), total: 0, total_lines } }
    }

    pub fn line(&mut self, number: usize, line: &[u8]) -> ControlFlow<()> {
        if let Some(found) = self.regex.find(line) {
            self.matches.total += 1;
            if self.matches.lines.len() < self.max {
                let (text, cut) = window(line, found.start(), MATCH_BYTES);
                self.matches.lines.push(Match { line: number, text, cut });
            }
        }
        ControlFlow::Continue(())
    }

    pub fn finish(self) -> Matches {
        self.matches
    }
}

/// At most `size` bytes of `line` around byte `at` (a quarter before it), as text; and whether
/// that is less than the whole line.
pub(crate) fn window(line: &[u8], at: usize, size: usize) -> (String, bool) {
    if line.len() <= size {
        return (String::from_utf8_lossy(line).into_owned(), false);
    }
    let start = at.saturating_sub(size / 4).min(line.len() - size);
    let text = String::from_utf8_lossy(&line[start..start + size]);
    (text.trim_matches('\u{fffd}').to_owned(), true)
}

/// The largest char boundary of `text` at or below `index`.
fn floor_char_boundary(text: &str, index: usize) -> usize {
    let mut index = index.min(text.len());
    while !text.is_char_boundary(index) {
        index -= 1;
    }
    index
}

/// The words of a text as the full-text index sees them: runs of letters and digits, lowercased
/// (so `borrow_of-moved` is three words).
pub(crate) fn words(text: &str) -> Vec<String> {
    word_spans(text).map(|(_, word)| word).collect()
}

/// Each word of `text` with the byte offset where it starts.
fn word_spans(text: &str) -> impl Iterator<Item = (usize, String)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        while chars.peek().is_some_and(|&(_, c)| !c.is_alphanumeric()) {
            chars.next();
        }
        let &(start, _) = chars.peek()?;
        let mut word = String::new();
        while let Some(&(_, c)) = chars.peek().filter(|&&(_, c)| c.is_alphanumeric()) {
            word.extend(c.to_lowercase());
            chars.next();
        }
        Some((start, word))
    })
}

/// The one character outside ASCII whose lowercase is ASCII (the Kelvin sign, `k`): a text
/// holding it is searched word by word, so that `\u{212A}elvin` still is the word `kelvin`.
const LOWERCASES_TO_ASCII: char = '\u{212A}';

/// Where `phrase` (its words, in order, adjacent) occurs in `text`: the byte offset of each
/// occurrence's first word, at most `max` of them.
pub(crate) fn find_phrase(text: &str, phrase: &[String], max: usize) -> Vec<usize> {
    if phrase.is_empty() {
        return Vec::new();
    }
    // A phrase of ASCII words only matches text words of ASCII letters and digits (but for the
    // Kelvin sign), so lowercasing the ASCII of the text is enough, whatever else it holds.
    if phrase.iter().all(|word| word.is_ascii()) && !text.contains(LOWERCASES_TO_ASCII) {
        return find_ascii(&text.to_ascii_lowercase(), phrase, max);
    }
    find_words(text, phrase, max)
}

/// [`find_phrase`] word by word, Unicode's way.
fn find_words(text: &str, phrase: &[String], max: usize) -> Vec<usize> {
    let mut window: std::collections::VecDeque<(usize, String)> = std::collections::VecDeque::new();
    let mut found = Vec::new();
    for span in word_spans(text) {
        window.push_back(span);
        if window.len() > phrase.len() {
            window.pop_front();
        }
        if window.len() == phrase.len() && window.iter().zip(phrase).all(|((_, word), want)| word == want) {
            found.push(window[0].0);
            if found.len() >= max {
                break;
            }
        }
    }
    found
}

/// [`find_phrase`] of ASCII words over text whose ASCII is lowercased: each occurrence of the
/// first word that starts a word, checked in place (a search reads every chunk that holds all
/// the words, so this is its cost). A word's bounds are any character that is not a letter or
/// digit, ASCII or not.
fn find_ascii(lower: &str, phrase: &[String], max: usize) -> Vec<usize> {
    let mut found = Vec::new();
    for at in memchr::memmem::find_iter(lower.as_bytes(), phrase[0].as_bytes()) {
        if lower.get(..at).and_then(|before| before.chars().next_back()).is_some_and(char::is_alphanumeric) {
            continue;
        }
        if phrase_at(lower, at, phrase) {
            found.push(at);
            if found.len() >= max {
                break;
            }
        }
    }
    found
}

/// Whether the words of `phrase` start at `at` of `lower`, each a whole word, separated by
/// anything that is not a letter or digit.
fn phrase_at(lower: &str, mut at: usize, phrase: &[String]) -> bool {
    for (index, word) in phrase.iter().enumerate() {
        let rest = lower.get(at..).unwrap_or_default();
        if index > 0 {
            at += rest.find(char::is_alphanumeric).unwrap_or(rest.len());
        }
        let end = at + word.len();
        if lower.as_bytes().get(at..end) != Some(word.as_bytes())
            || lower.get(end..).and_then(|after| after.chars().next()).is_some_and(char::is_alphanumeric)
        {
            return false;
        }
        at = end;
    }
    true
}

/// The line (1-based, counted from `first_line`) holding byte `offset` of `text`, and a snippet
/// of it around the offset.
pub(crate) fn line_at(text: &str, offset: usize, first_line: usize) -> (usize, String) {
    let bytes = text.as_bytes();
    let before = &bytes[..offset.min(bytes.len())];
    let line = first_line + memchr::memchr_iter(b'\n', before).count();
    let start = memchr::memrchr(b'\n', before).map_or(0, |at| at + 1);
    let end = memchr::memchr(b'\n', &bytes[offset.min(bytes.len())..]).map_or(bytes.len(), |at| offset + at);
    let (snippet, _) = window(trim_cr(&bytes[start..end]), offset - start, SNIPPET_BYTES);
    (line, snippet.trim().to_owned())
}

/// `bytes` as text, borrowing when it is UTF-8 (checked by `str::from_utf8`, several times
/// quicker over ASCII than the lossy decoder, which only runs when it must).
pub(crate) fn lossy(bytes: &[u8]) -> Cow<'_, str> {
    std::str::from_utf8(bytes).map_or_else(|_| String::from_utf8_lossy(bytes), Cow::Borrowed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(chunks: &[&[u8]], first: usize, mid_line: bool) -> Vec<(usize, String)> {
        let mut lines = Vec::new();
        let mut emit = |number: usize, line: &[u8]| {
            lines.push((number, String::from_utf8_lossy(line).into_owned()));
            ControlFlow::Continue(())
        };
        let mut splitter = Splitter::new(first, mid_line);
        for chunk in chunks {
            let _ = splitter.feed(chunk, &mut emit);
        }
        let _ = splitter.finish(&mut emit);
        lines
    }

    #[track_caller]
    fn check_split(chunks: &[&[u8]], first: usize, mid_line: bool, expected: &[(usize, &str)]) {
        let expected: Vec<(usize, String)> = expected.iter().map(|&(n, s)| (n, s.to_owned())).collect();
        assert_eq!(split(chunks, first, mid_line), expected);
    }

    #[test]
    fn lines_are_split_across_chunks() {
        check_split(&[b"a\nb\n"], 1, false, &[(1, "a"), (2, "b")]);
        check_split(&[b"a\nb"], 1, false, &[(1, "a"), (2, "b")]);
        check_split(&[b"a\r\nb\r\n"], 1, false, &[(1, "a"), (2, "b")]);
        check_split(&[b"al", b"pha\nbe", b"", b"ta"], 1, false, &[(1, "alpha"), (2, "beta")]);
        check_split(&[b"\n\n"], 1, false, &[(1, ""), (2, "")]);
        check_split(&[b""], 1, false, &[]);
        check_split(&[b"tail of 4\nfive\n"], 4, true, &[(5, "five")]);
        check_split(&[b"still 4", b" and 4\nfive"], 4, true, &[(5, "five")]);
        check_split(&[b"only the tail"], 4, true, &[]);
    }

    #[test]
    fn line_counts() {
        for (bytes, lines) in [(&b""[..], 0), (b"x", 1), (b"x\n", 1), (b"x\ny", 2), (b"\n", 1), (b"\n\n", 2)]
        {
            assert_eq!(count_lines(bytes), lines, "{bytes:?}");
        }
    }

    #[test]
    fn words_fold_case_and_split_on_punctuation() {
        assert_eq!(words("Borrow_of-MOVED value: E0382"), ["borrow", "of", "moved", "value", "e0382"]);
        assert_eq!(words("Überfluß café"), ["überfluß", "café"]);
        assert!(words("-- :: --").is_empty());
    }

    #[track_caller]
    fn check_phrase(text: &str, phrase: &str, expected: &[usize]) {
        assert_eq!(find_phrase(text, &words(phrase), 10), expected, "{phrase:?} in {text:?}");
    }

    #[test]
    fn phrases_are_adjacent_words_in_order() {
        check_phrase("error: borrow of moved value", "borrow of moved", &[7]);
        check_phrase("error: Borrow  of\nmoved value", "borrow of moved", &[7]);
        check_phrase("borrow of the moved value", "borrow of moved", &[]);
        check_phrase("moved of borrow", "borrow of moved", &[]);
        check_phrase("a x a x", "a", &[0, 4]);
        check_phrase("aa", "a", &[]);
        check_phrase("", "a", &[]);
        check_phrase("xborrow of moved; borrow of movedx", "borrow of moved", &[]);
        check_phrase("borrow_of-moved, BORROW OF MOVED", "borrow of moved", &[0, 17]);
        check_phrase("Über: borrow of moved", "borrow of moved", &[7]);
    }

    #[test]
    fn ascii_text_is_searched_as_the_word_scan_would() {
        let texts = ["error: borrow of moved value", "a-b a_b ab a b", "x1 x 1 x1x", " \n\tlead trail ", ""];
        for text in texts {
            for phrase in ["a b", "x1", "b", "lead trail", "borrow of moved value", "1 x1x"] {
                let phrase = words(phrase);
                assert_eq!(
                    find_phrase(text, &phrase, 10),
                    find_words(text, &phrase, 10),
                    "{phrase:?} in {text:?}"
                );
            }
        }
    }

    #[test]
    fn text_beyond_ascii_is_searched_as_the_word_scan_would() {
        let texts = [
            "✓ warning: unused variable ✓warning unused",
            "café warning unused; warningé unused, éwarning unused, warning unusedé",
            "WARNING — UNUSED\n  ──warning\u{a0}unused",
            "\u{212A}elvin kelvin KELVIN",
            "İstanbul istanbul i\u{307}stanbul",
            "straße STRASSE strasse",
            "日本 warning 日本unused warning 日本 unused",
        ];
        let phrases = [
            "warning unused",
            "kelvin",
            "istanbul",
            "strasse",
            "straße",
            "日本",
            "warning",
            "unused warning",
        ];
        for text in texts {
            for phrase in phrases {
                let phrase = words(phrase);
                assert_eq!(
                    find_phrase(text, &phrase, 10),
                    find_words(text, &phrase, 10),
                    "{phrase:?} in {text:?}"
                );
            }
        }
        check_phrase("✓ warning: unused variable ✓warning unused", "warning unused", &[4, 32]);
        check_phrase("café warning unused; warningé unused, éwarning unused", "warning unused", &[6]);
        check_phrase("\u{212A}elvin kelvin", "kelvin", &[0, 9]);
    }

    /// The ASCII search lowercases only ASCII: it is right only because no other character but
    /// the Kelvin sign lowercases to ASCII, which sends a text to the word scan.
    #[test]
    fn only_the_kelvin_sign_lowercases_to_ascii() {
        let folding: Vec<char> = (0..=u32::from(char::MAX))
            .filter_map(char::from_u32)
            .filter(|c| !c.is_ascii() && c.to_lowercase().all(|lower| lower.is_ascii()))
            .collect();
        assert_eq!(folding, [LOWERCASES_TO_ASCII]);
    }

    proptest::proptest! {
        #[test]
        fn a_phrase_is_found_as_the_word_scan_finds_it(
            text in "[aAbB1 _\\-é✓İ\u{212A}ßs\n]{0,40}",
            phrase in "[aAbB1 é\u{212A}s]{1,8}",
            max in 1_usize..4,
        ) {
            let phrase = words(&phrase);
            proptest::prop_assume!(!phrase.is_empty());
            proptest::prop_assert_eq!(find_phrase(&text, &phrase, max), find_words(&text, &phrase, max));
        }
    }

    #[test]
    fn line_at_numbers_and_cuts_the_line() {
        let text = "one\ntwo three\r\nfour";
        assert_eq!(line_at(text, 8, 1), (2, "two three".to_owned()));
        assert_eq!(line_at(text, 0, 10), (10, "one".to_owned()));
        assert_eq!(line_at(text, 15, 1), (3, "four".to_owned()));
        let long = format!("{}needle{}", "x".repeat(1000), "y".repeat(1000));
        let (_, snippet) = line_at(&long, 1000, 1);
        assert!(snippet.len() <= SNIPPET_BYTES && snippet.contains("needle"), "{snippet}");
    }

    #[test]
    fn windows_keep_the_match() {
        let line = format!("{}MATCH{}", "a".repeat(2000), "b".repeat(2000));
        let (text, cut) = window(line.as_bytes(), 2000, MATCH_BYTES);
        assert!(cut && text.len() <= MATCH_BYTES && text.contains("MATCH"));
        assert_eq!(window(b"short", 0, MATCH_BYTES), ("short".to_owned(), false));
        // A cut through a multi-byte character drops it rather than showing half of it.
        let (text, _) = window("é".repeat(500).as_bytes(), 1, MATCH_BYTES);
        assert!(!text.contains('\u{fffd}'));
    }
}
