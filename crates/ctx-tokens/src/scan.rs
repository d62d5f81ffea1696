//! o200k's pattern read straight off the text, for text of characters whose classes are known
//! without Unicode's tables: no automaton to compile.
//!
//! The pattern ([`PATTERN`](crate::pretokenize::PATTERN)) asks only which of a few classes each
//! character is in — an upper-case letter, a lower-case one, a digit, a line break, a space, other
//! white space, or none of these — and every ASCII character, and the punctuation and symbols of
//! [`OTHER`] (dashes, quotes, ellipses, arrows, box drawing, `×`, `✓`: what tools and ctx's own
//! markers write), is in exactly one of them, fixed. For such a text, [`end`] finds each piece's
//! end by the pattern's seven alternatives in their order, which is what the lazy DFA finds; any
//! other character (a letter outside ASCII, a combining mark, white space outside ASCII) is left
//! to the DFA, for the whole text ([`reads`]). A process whose counts are all of such text never
//! compiles the pattern, which cost more than a 1 MB capture's whole archiving (12.4 M
//! instructions; docs/benchmarks.md, branch speed23).

/// A character's class, as the pattern tells characters apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    /// `\p{Lu}` (no `\p{Lt}`, `\p{Lm}`, `\p{Lo}` or `\p{M}` is known).
    Upper,
    /// `\p{Ll}`.
    Lower,
    /// `\p{N}`.
    Digit,
    /// `\r` or `\n`.
    Break,
    /// U+0020, the one white space `' ?'` takes.
    Space,
    /// Other white space (`\s`): tab, vertical tab, form feed.
    Blank,
    /// Neither a letter, a digit nor white space: punctuation, symbols, control characters.
    Other,
}

/// Characters outside ASCII known to be neither a letter, a mark, a digit nor white space
/// (`[^\s\p{L}\p{M}\p{N}]`, which a test checks for each): inclusive ranges.
const OTHER: &[(char, char)] = &[
    ('\u{a7}', '\u{a7}'),     // §
    ('\u{ab}', '\u{ab}'),     // «
    ('\u{b0}', '\u{b1}'),     // ° ±
    ('\u{b7}', '\u{b7}'),     // ·
    ('\u{bb}', '\u{bb}'),     // »
    ('\u{d7}', '\u{d7}'),     // ×
    ('\u{f7}', '\u{f7}'),     // ÷
    ('\u{2010}', '\u{2027}'), // dashes, quotes, daggers, bullets, ellipsis
    ('\u{2030}', '\u{205e}'), // per mille, primes, guillemets, reference marks
    ('\u{2190}', '\u{21ff}'), // arrows
    ('\u{2500}', '\u{25ff}'), // box drawing, blocks, geometric shapes
    ('\u{2713}', '\u{2718}'), // check and ballot marks
];

/// The class of an ASCII byte.
fn ascii_class(byte: u8) -> Class {
    match byte {
        b'A'..=b'Z' => Class::Upper,
        b'a'..=b'z' => Class::Lower,
        b'0'..=b'9' => Class::Digit,
        b'\r' | b'\n' => Class::Break,
        b' ' => Class::Space,
        b'\t' | 0x0b | 0x0c => Class::Blank,
        _ => Class::Other,
    }
}

/// The class of `c`, when it is known.
fn class_of(c: char) -> Option<Class> {
    match u8::try_from(c) {
        Ok(byte) if byte.is_ascii() => Some(ascii_class(byte)),
        _ => OTHER.iter().any(|&(first, last)| (first..=last).contains(&c)).then_some(Class::Other),
    }
}

/// Whether every character of `text` has a known class, so [`end`] splits it as the DFA does.
/// Read a block at a time, each first checked for ASCII a word at a time: a long text whose
/// unknown character comes late costs about a byte's look, not a character's decoding.
pub(crate) fn reads(text: &str) -> bool {
    const BLOCK: usize = 256;
    let mut start = 0;
    while start < text.len() {
        let end = text.ceil_char_boundary(start.saturating_add(BLOCK));
        let block = text.get(start..end).unwrap_or_default();
        if !block.is_ascii() && !block.chars().all(|c| class_of(c).is_some()) {
            return false;
        }
        start = end;
    }
    true
}

/// The class of the character at byte `at` of `text` and its length, `None` at the end (or at a
/// character of no known class, which [`reads`] rules out).
fn at(text: &str, at: usize) -> Option<(Class, usize)> {
    let bytes = text.as_bytes();
    let &byte = bytes.get(at)?;
    if byte.is_ascii() {
        return Some((ascii_class(byte), 1));
    }
    let c = text.get(at..)?.chars().next()?;
    Some((class_of(c)?, c.len_utf8()))
}

/// The end of the run of characters from `from` whose class `keep` accepts.
fn skip(text: &str, mut from: usize, keep: impl Fn(Class) -> bool) -> usize {
    while let Some((_, len)) = at(text, from).filter(|&(class, _)| keep(class)) {
        from += len;
    }
    from
}

/// The length of the contraction (`(?i:'s|'t|'re|'ve|'m|'ll|'d)`) at byte `at` of `text`, 0 if
/// none. (`ſ`, which `(?i:s)` also matches, is not a known character.)
fn contraction(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes().get(at..).unwrap_or_default();
    let lower = |index: usize| bytes.get(index).map(u8::to_ascii_lowercase);
    if bytes.first() != Some(&b'\'') {
        return 0;
    }
    match (lower(1), lower(2)) {
        (Some(b's' | b't' | b'm' | b'd'), _) => 2,
        (Some(b'r' | b'v'), Some(b'e')) | (Some(b'l'), Some(b'l')) => 3,
        _ => 0,
    }
}

/// The end of the leftmost-first match of the pattern starting at `start`, a character boundary
/// before the end of a text [`reads`] accepts: the alternatives in the pattern's order.
pub(crate) fn end(text: &str, start: usize) -> usize {
    let Some((first, first_len)) = at(text, start) else { return text.len() };
    let letter_prefix = matches!(first, Class::Space | Class::Blank | Class::Other);
    // `[^\r\n\p{L}\p{N}]?[upper]*[lower]+(?i:'s|…)?`, then the same with `[upper]+[lower]*`: the
    // optional first character is taken only when letters follow it (a character it could take
    // is not a letter itself, so leaving it out fails too).
    let letters = if letter_prefix { start + first_len } else { start };
    let uppers = skip(text, letters, |class| class == Class::Upper);
    let lowers = skip(text, uppers, |class| class == Class::Lower);
    if lowers > uppers {
        return lowers + contraction(text, lowers);
    }
    if uppers > letters {
        return uppers + contraction(text, uppers);
    }
    // `\p{N}{1,3}`.
    if first == Class::Digit {
        let mut stop = start;
        for _ in 0..3 {
            match at(text, stop) {
                Some((Class::Digit, len)) => stop += len,
                _ => break,
            }
        }
        return stop;
    }
    // ` ?[^\s\p{L}\p{N}]+[\r\n/]*`.
    let others = if first == Class::Space { start + first_len } else { start };
    let others_end = skip(text, others, |class| class == Class::Other);
    if others_end > others {
        let mut stop = others_end;
        while let Some(&(b'\r' | b'\n' | b'/')) = text.as_bytes().get(stop) {
            stop += 1;
        }
        return stop;
    }
    // `\s*[\r\n]+`: the white space up to its last line break; else `\s+`, all of it (the
    // lookahead alternative is emulated by the caller, as for the DFA).
    let blanks = skip(text, start, |class| matches!(class, Class::Break | Class::Space | Class::Blank));
    let last_break = text
        .as_bytes()
        .get(start..blanks)
        .and_then(|run| run.iter().rposition(|&byte| matches!(byte, b'\r' | b'\n')));
    match last_break {
        Some(index) => start + index + 1,
        None if blanks > start => blanks,
        // Every known class matches one alternative: not reached.
        None => start + first_len,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::LazyLock;

    use proptest::prelude::*;
    use regex_automata::nfa::thompson::pikevm::PikeVM;
    use regex_automata::{Anchored, Input};

    use super::*;
    use crate::pretokenize::{Pieces, Splitter};

    /// Whether `c` alone is a whole match of `vm`.
    fn is(vm: &PikeVM, c: char) -> bool {
        let text = c.to_string();
        vm.is_match(&mut vm.create_cache(), Input::new(&text).anchored(Anchored::Yes))
    }

    fn whole(pattern: &str) -> PikeVM {
        PikeVM::new(&format!("^(?:{pattern})$")).expect("the class compiles")
    }

    /// Each known character is in the class the pattern puts it in, by the regex's own tables.
    #[test]
    fn every_known_character_is_in_the_pattern_s_class_for_it() {
        let classes = [
            (Class::Upper, whole(r"\p{Lu}")),
            (Class::Lower, whole(r"\p{Ll}")),
            (Class::Digit, whole(r"\p{N}")),
            (Class::Break, whole(r"[\r\n]")),
            (Class::Space, whole(r" ")),
            (Class::Blank, whole(r"[\s&&[^\r\n ]]")),
            (Class::Other, whole(r"[^\s\p{L}\p{M}\p{N}]")),
        ];
        // Nor is any in a class the two letter alternatives share.
        let shared = whole(r"[\p{Lt}\p{Lm}\p{Lo}\p{M}]");
        let known = (0..=0x2fff_u32).filter_map(char::from_u32).filter_map(|c| Some((c, class_of(c)?)));
        let mut checked = 0;
        for (c, class) in known {
            for (candidate, vm) in &classes {
                assert_eq!(is(vm, c), *candidate == class, "{c:?} ({:#x}) as {class:?}", u32::from(c));
            }
            assert!(!is(&shared, c), "{c:?}");
            checked += 1;
        }
        let listed: u32 = OTHER.iter().map(|&(first, last)| u32::from(last) - u32::from(first) + 1).sum();
        assert_eq!(checked, 128 + listed);
    }

    /// The pieces [`end`] cuts, and the DFA's.
    fn both(text: &str) -> (Vec<&str>, Vec<&str>) {
        static SPLITTER: LazyLock<Splitter> =
            LazyLock::new(|| Splitter::new().expect("the pattern compiles"));
        (Pieces::scanned(text).collect(), Pieces::new(&SPLITTER, text).collect())
    }

    #[test]
    fn text_splits_as_the_dfa_splits_it() {
        for text in [
            "Hello, world!",
            "don't STOP'S we'RE i'Ll x'd 'm",
            "HTTPRequest helloWorld ABC'Ve",
            "1234567 a1b22c333d4444",
            "  x\t\ty\x0b\x0cz",
            "x  \n\n  y \r\n\r\n\t end  ",
            "->\n/x //\n\n//a /\r/ ./\n",
            "[1 lines omitted — recall f927090c lines 12-12]",
            "[… 535 bytes omitted — recall 3f2a line 8]×12 «a» ✓ ─┼─ → ±1°",
            "—abc …Def ×9 ·x §1",
            "\x01abc\x7f\x1fdef",
            "'s 'S ' s''ll",
        ] {
            assert!(reads(text), "{text:?}");
            let (scanned, dfa) = both(text);
            assert_eq!(scanned, dfa, "{text:?}");
        }
    }

    #[test]
    fn text_of_unknown_characters_is_left_to_the_dfa() {
        for text in ["café", "日本語", "a\u{301}", "a\u{a0}b", "ſ", "Ǆ", "🎉"] {
            assert!(!reads(text), "{text:?}");
        }
    }

    /// Text of the characters where the alternatives meet: letters of both cases and those of the
    /// contractions, digits, each kind of white space, `'` and `/`, punctuation, a control
    /// character, and known characters outside ASCII.
    fn texts() -> impl Strategy<Value = String> {
        let alphabet: Vec<char> = "aZsStTrReEvVlLmMdDxX09 \t\n\r\u{b}\u{c}'/.-_(\u{1}—…×✓─".chars().collect();
        proptest::collection::vec(proptest::sample::select(alphabet), 0..40)
            .prop_map(|chars| chars.into_iter().collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn any_known_text_splits_as_the_dfa_splits_it(text in texts()) {
            prop_assert!(reads(&text));
            let (scanned, dfa) = both(&text);
            prop_assert_eq!(scanned, dfa, "{:?}", text);
        }
    }

    /// The characters of `text` whose class is known, in order: a text [`reads`] accepts, made of
    /// any text's known runs joined (a recorded text of letters outside ASCII still gives its
    /// punctuation, white space and ASCII words in their real sequences).
    fn known_only(text: &str) -> String {
        text.chars().filter(|&c| class_of(c).is_some()).collect()
    }

    /// The text of every file under `dir`, lossily decoded (of those whose path ends with `only`,
    /// when given).
    fn recorded(dir: &std::path::Path, only: Option<&str>, texts: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
            if path.is_dir() {
                if !path.ends_with("target") {
                    recorded(&path, only, texts);
                }
            } else if only.is_none_or(|end| path.to_string_lossy().ends_with(end))
                && let Ok(bytes) = std::fs::read(&path)
            {
                texts.push(String::from_utf8_lossy(&bytes).into_owned());
            }
        }
    }

    /// Every recorded text of the repository — each file under fixtures/ (tool outputs and
    /// sessions), each crate's snapshot — splits as the DFA splits it where [`reads`] accepts it,
    /// and so does each with its unknown characters left out. (The shared trajectories' messages
    /// are counted against tiktoken-rs in tests/exact.rs, which reads them through ctx-testdata;
    /// a unit test has none in a packaged crate.)
    #[test]
    fn every_recorded_text_splits_as_the_dfa_splits_it() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut texts = Vec::new();
        recorded(&root.join("fixtures"), None, &mut texts);
        recorded(&root.join("crates"), Some(".snap"), &mut texts);
        let (mut read, mut bytes) = (0, 0);
        for text in &texts {
            for text in [text.clone(), known_only(text)] {
                if reads(&text) {
                    let (scanned, dfa) = both(&text);
                    assert!(scanned == dfa, "{:?}…", text.chars().take(200).collect::<String>());
                    read += 1;
                    bytes += text.len();
                }
            }
        }
        assert!(
            texts.len() > 2000 && read > texts.len() && bytes > 40_000_000,
            "{read} texts, {bytes} bytes"
        );
    }

    /// Every text of up to three characters of [`texts`]' alphabet, and of up to five of the
    /// characters that tell the alternatives apart (a letter of each case, those of the
    /// contractions, a digit, each kind of white space, `'`, `/`, punctuation, a character outside
    /// ASCII).
    #[test]
    fn every_short_text_splits_as_the_dfa_splits_it() {
        fn all(alphabet: &[char], left: usize, text: &mut String) {
            let (scanned, dfa) = both(text);
            assert_eq!(scanned, dfa, "{text:?}");
            if left > 0 {
                for &c in alphabet {
                    text.push(c);
                    all(alphabet, left - 1, text);
                    text.pop();
                }
            }
        }
        let wide: Vec<char> = "aZsStTrReEvVlLmMdDx09 \t\n\r\u{b}\u{c}'/.\u{1}\u{7f}—…×✓─§".chars().collect();
        all(&wide, 3, &mut String::new());
        all(&"aZsRel0 \t\n\r'/—".chars().collect::<Vec<_>>(), 5, &mut String::new());
    }

    /// Each known character, alone, doubled and between each kind of neighbour.
    #[test]
    fn every_known_character_splits_as_the_dfa_splits_it_among_neighbours() {
        let neighbours = [
            "", "a", "A", "Ab", "0", "0000", " ", "  ", "\t", "\n", "\r\n", "'s", "'LL", "'", "/", ".", "—",
            " a", "\n/",
        ];
        let known = (0..=0x2fff_u32).filter_map(char::from_u32).filter(|&c| class_of(c).is_some());
        for c in known {
            for left in neighbours {
                for right in neighbours {
                    for text in [format!("{left}{c}{right}"), format!("{left}{c}{c}{right}")] {
                        assert!(reads(&text), "{text:?}");
                        let (scanned, dfa) = both(&text);
                        assert_eq!(scanned, dfa, "{text:?}");
                    }
                }
            }
        }
    }

    /// An unknown character anywhere — first, last, straddling or just past the edge of
    /// a block [`reads`] checks at once — leaves the whole text to the DFA.
    #[test]
    fn an_unknown_character_anywhere_leaves_the_text_to_the_dfa() {
        for unknown in [
            "é", "\u{301}", "\u{a0}", "\u{85}", "\u{2028}", "\u{202f}", "\u{3000}", "ſ", "\u{212a}", "日",
            "🎉", "½", "²", "∕", "／",
        ] {
            for filler in ["a", "—", "a —\n"] {
                for len in (0..4).chain(250..262).chain(505..520) {
                    let head = filler.repeat(len / filler.len() + 1);
                    let head = &head[..head.floor_char_boundary(len)];
                    for text in [
                        format!("{head}{unknown}"),
                        format!("{head}{unknown}xyz"),
                        format!("{unknown}{head}"),
                    ] {
                        assert!(!reads(&text), "{text:?}");
                    }
                }
            }
        }
    }
}
