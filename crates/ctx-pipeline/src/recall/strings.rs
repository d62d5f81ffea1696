//! Where a `[N lines omitted]` line inside a long JSON string stands in the original. The JSON
//! squasher keeps such a string's first and last lines (or its error lines) as they were written,
//! lines separated by the two-byte escape `\n`, a kept line over its budget cut and ending with
//! `…`; so the N lines it dropped are found again between the kept line before the marker (or the
//! string's opening quote) and the kept line after it (or its closing quote), exactly N escaped
//! lines apart, and named by their bytes.

use super::locate::Range;

/// The squasher's mark at the end of a kept line it cut.
const CUT: &str = "\u{2026}";

/// Candidate places tried per marker before giving up (a short kept line may occur often).
const MAX_TRIES: usize = 4096;

/// A kept line beside the marker: its text (without a cut's `…`) and whether it was cut, so that
/// the original's line only starts with it.
#[derive(Clone, Copy)]
struct Kept<'a> {
    text: &'a str,
    cut: bool,
}

impl<'a> Kept<'a> {
    fn new(line: &'a str) -> Self {
        match line.strip_suffix(CUT) {
            Some(text) => Kept { text, cut: true },
            None => Kept { text: line, cut: false },
        }
    }

    /// Whether the original's line starting at `start` is this kept line.
    fn matches(self, original: &[u8], start: usize) -> bool {
        let end = start + self.text.len();
        original.get(start..end) == Some(self.text.as_bytes())
            && (self.cut || line_end(original, end).is_some_and(|(at, _)| at == end))
    }
}

/// Whether byte `at` is preceded by an even number of backslashes (so it is not escaped).
fn unescaped(text: &[u8], at: usize) -> bool {
    text[..at].iter().rev().take_while(|&&byte| byte == b'\\').count() % 2 == 0
}

/// Whether a `\n` escape ends right before `at`.
fn newline_before(text: &[u8], at: usize) -> bool {
    at >= 2 && &text[at - 2..at] == b"\\n" && unescaped(text, at - 2)
}

/// Whether an unescaped `"` is right before `at`.
fn quote_before(text: &[u8], at: usize) -> bool {
    at >= 1 && text[at - 1] == b'"' && unescaped(text, at - 1)
}

/// From `at` (a boundary between escapes) inside a JSON string, the end of its line: where the
/// next `\n` escape or the closing quote is, and `true` for a `\n`.
fn line_end(text: &[u8], mut at: usize) -> Option<(usize, bool)> {
    while let Some(&byte) = text.get(at) {
        match byte {
            b'\\' if text.get(at + 1) == Some(&b'n') => return Some((at, true)),
            b'\\' => at += 2,
            b'"' => return Some((at, false)),
            _ => at += 1,
        }
    }
    None
}

/// The start of the line of a JSON string that ends at `end`: right after the `\n` escape or the
/// opening quote before it, and `true` for a `\n`.
fn line_start(text: &[u8], end: usize) -> Option<(usize, bool)> {
    (1..=end).rev().find_map(|at| {
        if newline_before(text, at) {
            Some((at, true))
        } else if quote_before(text, at) {
            Some((at, false))
        } else {
            None
        }
    })
}

/// A `[N lines omitted]` line inside a JSON string of a squash: the kept lines around it.
pub(crate) struct StringCut<'a> {
    before: Option<Kept<'a>>,
    after: Option<Kept<'a>>,
    lines: usize,
}

impl<'a> StringCut<'a> {
    /// The marker at `start..end` of `squashed`, omitting `lines` lines; `None` when it is not
    /// inside a JSON string.
    pub(crate) fn at(squashed: &'a str, start: usize, end: usize, lines: usize) -> Option<Self> {
        let bytes = squashed.as_bytes();
        let before = if newline_before(bytes, start) {
            let (from, _) = line_start(bytes, start - 2)?;
            Some(Kept::new(squashed.get(from..start - 2)?))
        } else if quote_before(bytes, start) {
            None
        } else {
            return None;
        };
        let after = match bytes.get(end..end + 2) {
            Some(b"\\n") => {
                let (to, _) = line_end(bytes, end + 2)?;
                Some(Kept::new(squashed.get(end + 2..to)?))
            }
            _ if bytes.get(end) == Some(&b'"') => None,
            _ => return None,
        };
        (lines > 0 && (before.is_some() || after.is_some())).then_some(StringCut { before, after, lines })
    }

    /// The omitted lines' bytes in `original`, the first place at or after byte `from` where the
    /// kept lines stand with exactly N lines between them.
    pub(crate) fn find(&self, original: &str, from: usize) -> Option<Range> {
        let bytes = original.as_bytes();
        // The longer kept line is the rarer anchor.
        let by_before = match (self.before, self.after) {
            (Some(before), Some(after)) => before.text.len() >= after.text.len(),
            (Some(_), None) => true,
            (None, _) => false,
        };
        let anchor = if by_before { self.before } else { self.after }?;
        if anchor.text.is_empty() {
            return None;
        }
        let finder = memchr::memmem::Finder::new(anchor.text.as_bytes());
        finder
            .find_iter(bytes.get(from..)?)
            .take(MAX_TRIES)
            .map(|at| from + at)
            .find_map(|at| if by_before { self.after_line(bytes, at) } else { self.before_line(bytes, at) })
    }

    /// The span when the kept line before the marker starts at `at`.
    fn after_line(&self, bytes: &[u8], at: usize) -> Option<Range> {
        // A place where the anchor is not a whole line of a string is passed over before the
        // N lines after it are walked.
        let kept = self.before?;
        if !(newline_before(bytes, at) || quote_before(bytes, at)) || !kept.matches(bytes, at) {
            return None;
        }
        let (end, newline) = line_end(bytes, at)?;
        if !newline {
            return None;
        }
        let start = end + 2;
        let mut end = start;
        for line in 0..self.lines {
            let (at, newline) = line_end(bytes, end)?;
            end = at;
            if line + 1 < self.lines {
                newline.then_some(())?;
                end += 2;
            }
        }
        self.holds(bytes, start, end).then_some((start, end))
    }

    /// The span when the kept line after the marker starts at `at`.
    fn before_line(&self, bytes: &[u8], at: usize) -> Option<Range> {
        if !newline_before(bytes, at) || !self.after.is_some_and(|kept| kept.matches(bytes, at)) {
            return None;
        }
        let end = at - 2;
        let mut start = end;
        for line in 0..self.lines {
            let (at, newline) = line_start(bytes, start)?;
            start = at;
            if line + 1 < self.lines {
                newline.then_some(())?;
                start -= 2;
            }
        }
        self.holds(bytes, start, end).then_some((start, end))
    }

    /// Whether `start..end` of the original is N whole lines of one JSON string with the kept
    /// lines around it.
    fn holds(&self, bytes: &[u8], start: usize, end: usize) -> bool {
        if start >= end {
            return false;
        }
        let mut at = start;
        for line in 0..self.lines {
            let Some((line_end, newline)) = line_end(bytes, at) else { return false };
            if line + 1 == self.lines {
                if line_end != end {
                    return false;
                }
            } else if !newline || line_end >= end {
                return false;
            } else {
                at = line_end + 2;
            }
        }
        let before = match self.before {
            None => quote_before(bytes, start),
            Some(kept) => {
                newline_before(bytes, start)
                    && line_start(bytes, start - 2).is_some_and(|(from, _)| kept.matches(bytes, from))
            }
        };
        let after = match self.after {
            None => bytes.get(end) == Some(&b'"'),
            Some(kept) => bytes.get(end..end + 2) == Some(b"\\n") && kept.matches(bytes, end + 2),
        };
        before && after
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The omitted text `find` names for the marker in `squashed`, found in `original`.
    #[track_caller]
    fn check(original: &str, squashed: &str, expected: Option<&str>) {
        let start = squashed.find('[').expect("a marker");
        let end = start + squashed[start..].find(']').expect("its end") + 1;
        let lines: usize = squashed[start + 1..].split(' ').next().and_then(|n| n.parse().ok()).expect("N");
        let found = StringCut::at(squashed, start, end, lines).and_then(|cut| cut.find(original, 0));
        assert_eq!(found.map(|(from, to)| &original[from..to]), expected);
    }

    #[test]
    fn the_lines_between_the_kept_ones() {
        let original = r#"{"a":"x\ny","err":"head\none\ntwo \"q\"\nthree\ntail","b":1}"#;
        check(original, r#"{"err":"head\n[3 lines omitted]\ntail","b":1}"#, Some(r#"one\ntwo \"q\"\nthree"#));
        check(original, r#"{"err":"[4 lines omitted]\ntail"}"#, Some(r#"head\none\ntwo \"q\"\nthree"#));
        check(original, r#"{"err":"head\n[4 lines omitted]"}"#, Some(r#"one\ntwo \"q\"\nthree\ntail"#));
        check(original, r#"{"err":"he…\n[3 lines omitted]\ntail"}"#, Some(r#"one\ntwo \"q\"\nthree"#));
    }

    #[test]
    fn nothing_when_the_count_or_the_kept_lines_disagree() {
        let original = r#"{"err":"head\none\ntwo\nthree\ntail"}"#;
        check(original, r#"{"err":"head\n[2 lines omitted]\ntail"}"#, None);
        check(original, r#"{"err":"head\n[4 lines omitted]\ntail"}"#, None);
        check(original, r#"{"err":"hea\n[3 lines omitted]\ntail"}"#, None);
        // An escaped backslash before `n` is not a line break.
        check(r#"{"err":"head\\none\ntail"}"#, r#"{"err":"head\n[1 lines omitted]\ntail"}"#, None);
        // Outside a string it is not this kind of marker.
        assert!(StringCut::at("x\n[2 lines omitted]\ny", 2, 19, 2).is_none());
    }
}
