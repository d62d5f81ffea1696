//! The message after a location is a column too: among findings written `path:line[:col]:
//! message`, each message is shown, not only the commonest.
//!
//! A spell checker's 747 findings are 417 `crate ==> create` and 241 `ser ==> set`, and the one
//! `nmae ==> name` among them is the finding a reader is after; a security scanner's 37 hits are
//! 15 `[2] (buffer) char:` and one `[4] (format) snprintf:`. Whatever keeps a file's first line,
//! or folds a template, keeps the common message and drops the rare ones, as their words differ
//! only where a template varies. So the messages are read as one column, with the location taken
//! off: when at least [`MIN_FINDINGS`] lines are findings and they write few messages (at most one
//! in [`FEW`] of them, and at most [`MAX_MESSAGES`]), the first finding of each message is kept,
//! and the last one too of a rare message (at most one finding in [`RARE`](crate::RARE) writes
//! it): every finding of a message written once or twice among hundreds, the two ends of one
//! written a few times, one line of each common one. A grep's matches are
//! located lines too, but their text is the matched line, nearly always distinct: they are not a
//! column of few values, and nothing is kept for them.

use std::collections::HashMap;

use crate::{Lines, RARE};

/// Findings an output must have before its messages are read as a column.
pub const MIN_FINDINGS: usize = 20;
/// At most one distinct message in this many findings: the column holds few values.
pub const FEW: usize = 3;
/// Distinct messages at most (so at most twice as many rows kept).
pub const MAX_MESSAGES: usize = 40;
/// Blanks a finding's line may open with, at most.
const MAX_INDENT: usize = 8;
/// Bytes of a line searched for its location's colon.
const REACH: usize = 256;

/// The first finding of each message, and the last too of a rare message, when an output's
/// findings write few messages (see the module's documentation), in order; none otherwise.
///
/// ```
/// use ctx_squash_core::{Lines, each_message};
///
/// let mut text = String::new();
/// for i in 1..=100 {
///     text.push_str(&format!("src/lib.rs:{i}: crate ==> create\n"));
/// }
/// text.push_str("README.md:7: nmae ==> name\n");
/// let lines = Lines::new(&text);
/// assert_eq!(each_message(&lines), [0, 100]);
/// ```
#[must_use]
pub fn each_message(lines: &Lines<'_>) -> Vec<usize> {
    messages_of(&findings(lines))
}

/// An output's findings read once (see [`place`]): each finding's row and its message, in order.
/// A squash reads them once and hands them to every reader of findings
/// ([`each_message_and_key`], [`recurring_keys_held`](crate::recurring_keys_held)).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Findings<'a>(Vec<(usize, &'a [u8])>);

impl<'a> Findings<'a> {
    /// Reads the findings of `lines`.
    #[must_use]
    pub fn read(lines: &Lines<'a>) -> Findings<'a> {
        Findings(findings(lines))
    }

    /// Each finding: its row and its message, in order.
    #[must_use]
    pub fn all(&self) -> &[(usize, &'a [u8])] {
        &self.0
    }
}

/// [`each_message`], then [`each_key`](crate::each_key), over the findings read once for both.
///
/// ```
/// use ctx_squash_core::{Findings, Lines, each_key, each_message, each_message_and_key};
///
/// let mut text = String::new();
/// for i in 1..=60 {
///     let flag = ["-Wunused-variable", "-Wsign-compare"][i % 2];
///     text.push_str(&format!("src/m.c:{i}:5: warning: unused [{flag}]\n"));
/// }
/// let lines = Lines::new(&text);
/// let both = each_message_and_key(&Findings::read(&lines));
/// assert_eq!(both, [each_message(&lines), each_key(&lines)].concat());
/// assert_eq!(both, [0, 1, 0, 1]);
/// ```
#[must_use]
pub fn each_message_and_key(findings: &Findings<'_>) -> Vec<usize> {
    [messages_of(findings.all()), crate::bracketed::keys_of(findings.all())].concat()
}

/// Each finding of an output: its row and its message (see [`message`]), in order.
pub(crate) fn findings<'a>(lines: &Lines<'a>) -> Vec<(usize, &'a [u8])> {
    (0..lines.len()).filter_map(|i| Some((i, message(lines.bytes(i))?))).collect()
}

/// [`each_message`] over an output's findings, each its row and its message.
fn messages_of(findings: &[(usize, &[u8])]) -> Vec<usize> {
    // Each message's first and last row and its count, in the order first seen.
    let mut seen: HashMap<&[u8], usize> = HashMap::new();
    let mut ends: Vec<(usize, usize, usize)> = Vec::new();
    let mut found = 0;
    for &(i, message) in findings {
        found += 1;
        match seen.get(message) {
            Some(&k) => {
                ends[k].1 = i;
                ends[k].2 += 1;
            }
            None if ends.len() == MAX_MESSAGES => return Vec::new(),
            None => {
                seen.insert(message, ends.len());
                ends.push((i, i, 1));
            }
        }
    }
    if found < MIN_FINDINGS || ends.len() * FEW > found {
        return Vec::new();
    }
    let rare = usize::try_from(RARE).unwrap_or(usize::MAX);
    let mut rows: Vec<usize> = ends
        .into_iter()
        .flat_map(|(first, last, count)| [Some(first), (count * rare <= found).then_some(last)])
        .flatten()
        .collect();
    rows.sort_unstable();
    rows.dedup();
    rows
}

/// The message of a finding `path:line[:col]: message` or `path(line[,col]): message`
/// (`src/de.rs:287: alse ==> also`, `a.c:11:  [4] (format) snprintf:`, `a.js(10,46): error
/// TS7016: …`), trimmed; `None` for any other line. See [`place`].
pub(crate) fn message(line: &[u8]) -> Option<&[u8]> {
    place(line).map(|(_, _, message)| message)
}

/// A finding's place, read in both of its spellings, once, for every reader of findings: its
/// path, its line (and column) as written (`12:5`, or `(12,5)` with its parentheses), and its
/// message, trimmed. The path starts the line — past at most [`MAX_INDENT`] blanks: a reporter
/// that lists its findings under a header indents them (standard's `  /src/a.js:8:88: …`), and
/// they are findings all the same —,
/// holds no blank, and names a file (a `/` or a `.`, and a letter); after it either the line (and
/// column) are numbers each followed by a colon — `path:line[:col]: message`, the compilers' and
/// linters' spelling — or they are numbers in parentheses, a comma between them, a colon after —
/// `path(line[,col]): message`, the Visual Studio spelling `tsc` writes.
pub(crate) fn place(line: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
    let indent = line.iter().take(MAX_INDENT + 1).take_while(|&&b| b == b' ' || b == b'\t').count();
    if indent > MAX_INDENT {
        return None;
    }
    let line = line.get(indent..)?;
    let first = *line.first()?;
    if !(first.is_ascii_alphanumeric() || matches!(first, b'.' | b'/' | b'_' | b'~')) {
        return None;
    }
    let head = line.get(..line.len().min(REACH)).unwrap_or(line);
    // A Windows path's drive (`C:\\src\\a.cs(10,5): error CS0103: …`) is part of the path.
    let drive = match head {
        [letter, b':', b'\\' | b'/', ..] if letter.is_ascii_alphabetic() => 2,
        _ => 0,
    };
    let end = drive + memchr::memchr2(b':', b'(', head.get(drive..)?)?;
    let path = line.get(..end)?;
    if path.iter().any(u8::is_ascii_whitespace)
        || !path.iter().any(|&b| b == b'/' || b == b'.')
        || !path.iter().any(u8::is_ascii_alphabetic)
    {
        return None;
    }
    let after = line.get(end + 1..)?;
    let digits = |s: &[u8]| s.iter().take_while(|b| b.is_ascii_digit()).count();
    let (at, rest) = if line.get(end) == Some(&b'(') {
        // `(line[,col]):`
        let mut n = digits(after);
        if n == 0 {
            return None;
        }
        if after.get(n) == Some(&b',') {
            let column = digits(after.get(n + 1..)?);
            if column == 0 {
                return None;
            }
            n += 1 + column;
        }
        if after.get(n..n + 2) != Some(&b"):"[..]) {
            return None;
        }
        // The place as written, its parentheses included.
        (line.get(end..end + n + 2)?, after.get(n + 2..)?)
    } else {
        let mut rest = after;
        let mut n = 0;
        for number in 0..2 {
            let d = digits(rest);
            if d == 0 || rest.get(d) != Some(&b':') {
                // The column is optional, the line number is not.
                if number == 0 {
                    return None;
                }
                break;
            }
            n += usize::from(number > 0) + d;
            rest = rest.get(d + 1..)?;
        }
        (after.get(..n)?, rest)
    };
    let message = rest.trim_ascii();
    (!message.is_empty()).then_some((path, at, message))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn messages() {
        assert_eq!(message(b"src/de.rs:287: alse ==> also"), Some(&b"alse ==> also"[..]));
        assert_eq!(message(b"a.c:11:  [4] (format) snprintf:"), Some(&b"[4] (format) snprintf:"[..]));
        assert_eq!(message(b"x/y.py:3:5: E1: bad"), Some(&b"E1: bad"[..]));
        assert_eq!(message(b"src/lib.rs:12:fn main() {}"), Some(&b"fn main() {}"[..]));
        // A finding indented under its reporter's header is read; one set in deeper is not.
        assert_eq!(message(b"  src/a.rs:1: indented"), Some(&b"indented"[..]));
        assert_eq!(message(b"\tsrc/a.rs:1:2: tabbed"), Some(&b"tabbed"[..]));
        assert_eq!(message(b"          src/a.rs:1: deep"), None);
        assert_eq!(message(b"   "), None);
        assert_eq!(message(b"12:30:45: a time"), None);
        assert_eq!(message(b"note: src/a.rs:1: x"), None);
        assert_eq!(message(b"src/a.rs: no line"), None);
        assert_eq!(message(b"src/a.rs:1:"), None);
        assert_eq!(message(b"cargo::util: x"), None);
        // The MSBuild spelling, `path(line[,col]): message`.
        assert_eq!(
            message(b"vendor/a.js(10,46): error TS7016: Could not find"),
            Some(&b"error TS7016: Could not find"[..])
        );
        assert_eq!(message(b"a.ts(3): error TS1: x"), Some(&b"error TS1: x"[..]));
        assert_eq!(message(b"a.ts(3,): x"), None);
        assert_eq!(message(b"a.ts(x): y"), None);
        assert_eq!(message(b"f(3, 4): call"), None);
        assert_eq!(
            place(b"src/a.c:12:5: warning: x"),
            Some((&b"src/a.c"[..], &b"12:5"[..], &b"warning: x"[..]))
        );
        assert_eq!(place(b"a.js(10,46): error"), Some((&b"a.js"[..], &b"(10,46)"[..], &b"error"[..])));
        // A drive starts a Windows path (review: MSBuild's usual spelling was never read).
        assert_eq!(
            place(b"C:\\src\\a.cs(10,5): error CS0103: x"),
            Some((&b"C:\\src\\a.cs"[..], &b"(10,5)"[..], &b"error CS0103: x"[..]))
        );
        assert_eq!(
            place(b"D:/work/m.c:3:1: warning: y"),
            Some((&b"D:/work/m.c"[..], &b"3:1"[..], &b"warning: y"[..]))
        );
    }

    #[test]
    fn the_rare_messages_of_many_findings() {
        let mut text = String::from("checking 2 crates\n");
        for i in 0..300 {
            let typo = if i % 3 == 0 { "ser ==> set" } else { "crate ==> create" };
            let _ = writeln!(text, "pkg/src/f{}.rs:{i}: {typo}", i % 7);
        }
        let at = text.find("pkg/src/f3.rs:150:").unwrap_or(0);
        text.insert_str(at, "pkg/README.md:9: nmae ==> name\n");
        text.push_str("pkg/src/de.rs:287: alse ==> also, else, false\n");
        text.push_str("pkg/src/de.rs:2262: alse ==> also, else, false\n");
        let lines = Lines::new(&text);
        let kept: Vec<&str> = each_message(&lines).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(
            kept,
            [
                "pkg/src/f0.rs:0: ser ==> set",
                "pkg/src/f1.rs:1: crate ==> create",
                "pkg/README.md:9: nmae ==> name",
                "pkg/src/de.rs:287: alse ==> also, else, false",
                "pkg/src/de.rs:2262: alse ==> also, else, false",
            ]
        );
    }

    #[test]
    fn an_indented_findings_rare_message_is_kept() {
        // A reporter listing its findings under a header, indented: the one `no-undef` among
        // hundreds of findings of four messages is kept.
        let mut text = String::from("standard: Use JavaScript Standard Style\n");
        for f in 0..40 {
            let _ = writeln!(text, "  src/tap-{f}.js:1:7: 'taps' is never used. (no-unused-vars)");
            let _ = writeln!(text, "  src/tap-{f}.js:2:1: Unexpected var. (no-var) (warning)");
            if f == 29 {
                let _ = writeln!(text, "  src/tap-{f}.js:8:88: 'undefinedTap' is not defined. (no-undef)");
            }
        }
        let lines = Lines::new(&text);
        let kept: Vec<&str> = each_message(&lines).into_iter().map(|i| lines.get(i)).collect();
        assert!(
            kept.contains(&"  src/tap-29.js:8:88: 'undefinedTap' is not defined. (no-undef)"),
            "{kept:?}"
        );
    }

    #[test]
    fn a_grep_is_no_column_of_few_messages() {
        // Matches whose text differs line by line: none kept.
        let mut grep = String::new();
        for i in 0..200 {
            let _ = writeln!(grep, "src/a.rs:{i}:    let x{i} = step({i});");
        }
        assert!(each_message(&Lines::new(&grep)).is_empty());
        // Too few findings: none kept.
        let few = "a.rs:1: x\na.rs:2: x\na.rs:3: y\n";
        assert!(each_message(&Lines::new(few)).is_empty());
        // More distinct messages than a column of few values holds: none kept.
        let mut many = String::new();
        for i in 0..100 {
            let _ = writeln!(many, "a.rs:{i}: typo{} ==> fix", i % 41);
        }
        assert!(each_message(&Lines::new(&many)).is_empty());
    }

    proptest::proptest! {
        /// Read once for both, the findings give what each reading gives alone, whatever the
        /// findings (few messages or many, keys or none, lines that are no findings between).
        #[test]
        fn one_reading_gives_both(
            drawn in proptest::collection::vec((0usize..6, 0usize..60, 0usize..30), 0..200),
        ) {
            let mut text = String::new();
            for (k, &(form, m, key)) in drawn.iter().enumerate() {
                let _ = match form {
                    0 => writeln!(text, "  not a finding {m}"),
                    1 => writeln!(text, "src/a.rs:{k}: message {} [key{key}]", m % 5),
                    2 => writeln!(text, "src/b.rs:{k}:3: sentence {m} [key{}]", key % 3),
                    3 => writeln!(text, "src/c.rs:{k}: message {}", m % 4),
                    _ => writeln!(text, "doc/d.txt:{k}: phrase {m} [a -> b{key}]"),
                };
            }
            let lines = Lines::new(&text);
            let alone = [each_message(&lines), crate::each_key(&lines)].concat();
            proptest::prop_assert_eq!(each_message_and_key(&Findings::read(&lines)), alone);
        }

        /// Any line is read without panic; a place read is the line's start, its message a part
        /// of the line after it, in either spelling.
        #[test]
        fn any_line_reads_its_place(line in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..80),
                                    path in "[a-z]{1,4}/[a-z]{1,4}\\.[a-z]{1,2}", at in 0u32..9999, col in 0u32..99,
                                    paren in proptest::prelude::any::<bool>()) {
            let _ = place(&line);
            let written = if paren { format!("{path}({at},{col}): error X") } else { format!("{path}:{at}:{col}: error X") };
            let read = place(written.as_bytes());
            let expected = if paren { format!("({at},{col})") } else { format!("{at}:{col}") };
            proptest::prop_assert_eq!(read, Some((path.as_bytes(), expected.as_bytes(), &b"error X"[..])));
        }
    }
}
