//! Kinds of line any output may hold, told by their shape alone: section headings, rules, the
//! identifiers an agent copies, and a tool's own bracketed notes. No tool is named here.

/// Whether a line is a section heading, by its shape:
///
/// - a title between rules, or after one: `=== x ===`, `---- x ----`, `____ test ____`,
///   `************* Module x`, `==> file <==`;
/// - a Markdown heading: `## Results`;
/// - a short title in capitals, perhaps ending in a colon: `SYNOPSIS`, `HEAP SUMMARY:`,
///   `BUILD FAILURE` (valgrind's `==1234==` before it is no part of it);
/// - a short, unindented label ending in a colon and nothing after it: `Failures:`,
///   `Environment variables:`, `Failed examples:`.
///
/// ```
/// use ctx_squash_core::is_heading;
///
/// for heading in ["=== 2 failed in 0.1s ===", "____ test_parse ____", "## Summary", "SYNOPSIS",
///                 "==42== HEAP SUMMARY:", "Failures:", "Options:", "---- tests::a stdout ----"] {
///     assert!(is_heading(heading), "{heading}");
/// }
/// for line in ["error: x", "   Compiling x v1.0", "a sentence that ends in a colon because it lists things:",
///               "note: see the docs:", "# a comment? no: text # like this", "----------", "OK"] {
///     assert!(!is_heading(line), "{line}");
/// }
/// ```
pub fn is_heading(line: &str) -> bool {
    let line = trim_end(strip_pid_gutter(line));
    let trimmed = trim_start(line);
    if trimmed.len() < 3 || trimmed.len() > 100 {
        return false;
    }
    ruled_title(trimmed) || markdown_heading(trimmed) || capitals_title(trimmed) || label_title(line)
}

/// Whether a line is only a rule: three or more of one of `=-_*~#+`, nothing else but blanks.
///
/// ```
/// assert!(ctx_squash_core::is_rule("  ========"));
/// assert!(!ctx_squash_core::is_rule("=== x ==="));
/// ```
pub fn is_rule(line: &str) -> bool {
    if !opens_with(line, |b| matches!(b, b'=' | b'-' | b'_' | b'*' | b'~' | b'#' | b'+')) {
        return false;
    }
    let t = trim_end(trim_start(line));
    t.len() >= 3
        && t.bytes().all(|b| b == t.as_bytes()[0])
        && matches!(t.as_bytes()[0], b'=' | b'-' | b'_' | b'*' | b'~' | b'#' | b'+')
}

/// Whether the line, trimmed of its leading white space (Unicode's, as `str::trim` reads it),
/// may open with a byte `first` accepts: false only when its first other byte is ASCII and
/// refused, a cheap refusal before a closer look.
fn opens_with(line: &str, first: impl Fn(u8) -> bool) -> bool {
    // ASCII white space as `char::is_whitespace` reads it (vertical tab included).
    match line.as_bytes().get(leading_space(line.as_bytes())) {
        Some(&b) => !b.is_ascii() || first(b),
        None => true,
    }
}

/// How many ASCII white-space bytes open `b`: runs of spaces eight at a time (deeply indented
/// lines of a debug dump hold dozens), the rest byte by byte.
fn leading_space(b: &[u8]) -> usize {
    let mut n = 0;
    while b.get(n..n + 8).is_some_and(|w| w == b"        ") {
        n += 8;
    }
    n + b[n..].iter().take_while(|&&c| ascii_space(c)).count()
}

/// ASCII white space as `char::is_whitespace` reads it (vertical tab included).
fn ascii_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// `str::trim_start`, reading bytes while they are ASCII: white space is trimmed greedily, so
/// once an ASCII run of it is off, what is left trims as the whole did.
fn trim_start(s: &str) -> &str {
    let n = leading_space(s.as_bytes());
    match s.as_bytes().get(n) {
        Some(b) if !b.is_ascii() => s[n..].trim_start(),
        _ => &s[n..],
    }
}

/// `str::trim_end`, likewise from the end.
fn trim_end(s: &str) -> &str {
    let n = s.len() - s.bytes().rev().take_while(|&b| ascii_space(b)).count();
    match s.as_bytes()[..n].last() {
        Some(b) if !b.is_ascii() => s[..n].trim_end(),
        _ => &s[..n],
    }
}

/// Valgrind writes `==1234== ` before every line of its report.
fn strip_pid_gutter(line: &str) -> &str {
    let Some(rest) = line.strip_prefix("==") else { return line };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return line;
    }
    rest[digits..].strip_prefix("==").map_or(line, |rest| rest.strip_prefix(' ').unwrap_or(rest))
}

/// `=== x ===`, `---- x ----`, `____ x ____`, `***** Module x`, `==> f <==`.
fn ruled_title(t: &str) -> bool {
    let b = t.as_bytes();
    let rule = b[0];
    if !matches!(rule, b'=' | b'-' | b'_' | b'*' | b'~' | b'#' | b'+') {
        return false;
    }
    let run = b.iter().take_while(|&&c| c == rule).count();
    let rest = t[run..].trim_start_matches(['>', ' ']).trim_end_matches(['<', ' ']);
    let rest = rest.trim_end_matches(char::from(rule)).trim_end();
    let title = rest.bytes().any(|c| c.is_ascii_alphanumeric());
    // A run of 3 before a blank, or `==>`, is a rule; `- item` and `-- x` are not.
    // `==> file <==` (tail's header) closes its arrow; `--> src/a.rs:3:5` is a location.
    let arrow = run >= 2
        && b.get(run) == Some(&b'>')
        && t.trim_end().ends_with(&format!("<{}", char::from(rule).to_string().repeat(2)));
    title && ((run >= 3 && b.get(run) == Some(&b' ')) || arrow)
}

/// `#`…`######`, a space, a title.
fn markdown_heading(t: &str) -> bool {
    let hashes = t.bytes().take_while(|&c| c == b'#').count();
    (1..=6).contains(&hashes)
        && t.as_bytes().get(hashes) == Some(&b' ')
        && t[hashes..]
            .trim()
            .bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'*' || c == b'`')
        && !t[hashes..].contains(" # ")
}

/// `SYNOPSIS`, `HEAP SUMMARY:`, `BUILD FAILURE`, `ERROR SUMMARY: 0 errors from 0 contexts`: at most
/// six words, at least three capital letters, no lowercase letter before a colon.
fn capitals_title(t: &str) -> bool {
    // The title opens with a capital (checked first: most lines do not).
    if !t.as_bytes().first().is_some_and(u8::is_ascii_uppercase) {
        return false;
    }
    let head = memchr::memmem::find(t.as_bytes(), b": ").map_or(t, |i| &t[..i]);
    let letters = head.bytes().filter(u8::is_ascii_alphabetic).count();
    letters >= 3
        && head.split_whitespace().count() <= 6
        && !head.bytes().any(|c| c.is_ascii_lowercase())
        && head.bytes().next().is_some_and(|c| c.is_ascii_uppercase())
        && head.bytes().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, b' ' | b':' | b'-' | b'_' | b'/' | b'(' | b')' | b'.')
        })
        && head.bytes().filter(u8::is_ascii_uppercase).count() * 2 >= letters
}

/// `Failures:`, `Environment variables:`: unindented (two blanks at most), capitalized, at most
/// five words, ending in its only colon.
fn label_title(line: &str) -> bool {
    let unindented = trim_start(line);
    let indent = line.len() - unindented.len();
    let t = trim_end(unindented);
    let Some(label) = t.strip_suffix(':') else { return false };
    indent <= 2
        && !label.contains(':')
        && label.split_whitespace().count() <= 5
        && label.bytes().next().is_some_and(|c| c.is_ascii_uppercase())
        && label
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b' ' | b'-' | b'_' | b'/' | b'(' | b')'))
}

/// The identifiers an agent copies from a line, in order: whole tokens (quotes and brackets
/// around them aside) that are a hexadecimal hash of 7 to 64 digits with both a digit and a
/// letter (`60c6f33`, a full commit, a container id), hex bytes joined by colons (a fingerprint or
/// serial, `79:B4:59:E6:7B:B6`), a UUID, or a version with what it versions: a name and the
/// version after it (`regex-automata v0.4.19`, `gcc-12   12.2.0-14+deb12u1`) or joined to it
/// (`werkzeug==2.3.8`, `react@18.3.1`), or a reference: an advisory's or ticket's id
/// (`CVE-2022-42010`, `PROJ-1234`) or an issue number a bracket or a word of reference puts
/// there (`Closes: #1040790`). A number alone, a float, a time or an address is not one: those
/// are what varies between lines of one template.
///
/// ```
/// use ctx_squash_core::identifiers;
///
/// let ids: Vec<&str> = identifiers("commit 60c6f3350701bc0d565a0364423580d8eedf4826").collect();
/// assert_eq!(ids, ["60c6f3350701bc0d565a0364423580d8eedf4826"]);
/// let ids: Vec<&str> = identifiers("Merge: 1a2b3c4 (5d6e7f8) 2c9e1b1f-1f2a-4f4e-8d1e-4b0b1c2d3e4f").collect();
/// assert_eq!(ids, ["1a2b3c4", "5d6e7f8", "2c9e1b1f-1f2a-4f4e-8d1e-4b0b1c2d3e4f"]);
/// let ids: Vec<&str> = identifiers("   Compiling regex-automata v0.4.19").collect();
/// assert_eq!(ids, ["regex-automata v0.4.19"]);
/// let ids: Vec<&str> = identifiers("Collecting werkzeug==2.3.8 (from -r requirements.txt (line 11))").collect();
/// assert_eq!(ids, ["werkzeug==2.3.8"]);
/// assert_eq!(identifiers("at 0x55d4e8a1 in main 20260512 deadbeef took 1.5s version: 1.0.2 -C metadata=2d6b9ebb9426726b").count(), 0);
/// let ids: Vec<&str> = identifiers("  - CVE-2020-12049: local users (Closes: #1040790), not UTF-8 or #100").collect();
/// assert_eq!(ids, ["CVE-2020-12049", "#1040790"]);
/// ```
pub fn identifiers(line: &str) -> impl Iterator<Item = &str> {
    let b = line.as_bytes();
    let mut rest = 0;
    // Tokens are runs of non-blanks, split as the template miner splits them: eight bytes at a
    // time to a token's end, learning whether it holds a digit on the way; only a token that may
    // be an identifier is read again for the kinds of byte it holds (see [`token_classes`]).
    let tokens = std::iter::from_fn(move || {
        let start = rest + b.get(rest..)?.iter().position(|&c| !matches!(c, b' ' | b'\t'))?;
        let (end, digit) = crate::template::token_end(b, start);
        rest = end;
        Some(token_classes(b, (start, end, digit)))
    });
    identifiers_from(line, tokens)
}

/// [`identifiers`], given where the line's tokens start and end and whether each holds an ASCII
/// digit (every run of non-blanks, in order, as [`Templates::mine_with`](crate::Templates::mine_with)
/// hands them): the line is not split again.
///
/// ```
/// use ctx_squash_core::{identifiers, identifiers_in};
///
/// let line = "commit 60c6f33 of regex-automata v0.4.19";
/// let spans = [(0, 6, false), (7, 14, true), (15, 17, false), (18, 32, false), (33, 40, true)];
/// assert!(identifiers_in(line, &spans).eq(identifiers(line)));
/// // Spans that do not fit the line are passed over, never a panic.
/// assert_eq!(identifiers_in("é1.2", &[(1, 5, true), (0, 0, false), (3, 99, true)]).count(), 0);
/// ```
///
/// Spans that do not fit the line (empty, past its end, inside a character, or not after the
/// span before) are passed over.
pub fn identifiers_in<'a>(line: &'a str, spans: &'a [(usize, usize, bool)]) -> impl Iterator<Item = &'a str> {
    let b = line.as_bytes();
    let mut after = 0;
    let fits = move |&(start, end, _): &(usize, usize, bool)| {
        let fits = after <= start
            && start < end
            && end <= line.len()
            && line.is_char_boundary(start)
            && line.is_char_boundary(end);
        if fits {
            after = end;
        }
        fits
    };
    // Only a token that may be an identifier (one with a digit, or of 17 bytes or more: see
    // [`token_classes`]) is read, with the token just before it, which a version may be named by;
    // the others can neither be one nor name one, and are passed over here.
    let mut spans = spans.iter().copied().filter(fits);
    let (mut pending, mut queued) = (None, None);
    let tokens = std::iter::from_fn(move || {
        if let Some(span) = queued.take() {
            return Some(span);
        }
        for span in spans.by_ref() {
            let (start, end, digit) = span;
            if digit || end - start >= 17 {
                return Some(match pending.take() {
                    Some(before) => {
                        queued = Some(span);
                        before
                    }
                    None => span,
                });
            }
            pending = Some(span);
        }
        None
    });
    identifiers_from(line, tokens.map(|span| token_classes(b, span)))
}

/// A token (its start, end, and whether it holds a digit) with the classes of byte it holds.
/// With no digit, only a fingerprint or a UUID of hex letters may be an identifier, and they take
/// 17 bytes at least: a shorter token is passed over unread (as [`OTHER`]), a longer one at its
/// first byte no such token holds (a version needs a digit, so `=` and `@` settle it too).
#[inline]
fn token_classes(b: &[u8], (start, end, digit): (usize, usize, bool)) -> (usize, usize, u8) {
    let token = &b[start..end];
    let kinds = if digit
        || (end - start >= 17 && !token.iter().any(|&c| CLASS[usize::from(c)] & (OTHER | JOIN) != 0))
    {
        token.iter().fold(0, |kinds, &c| kinds | CLASS[usize::from(c)])
    } else {
        OTHER
    };
    (start, end, kinds)
}

/// The identifiers of a line, given its tokens (start, end, and the classes of byte each holds),
/// in order. The blanks and the brackets trimmed are ASCII, so every cut lies on a char
/// boundary.
fn identifiers_from<'a>(
    line: &'a str,
    mut tokens: impl Iterator<Item = (usize, usize, u8)> + 'a,
) -> impl Iterator<Item = &'a str> {
    // The token before, untrimmed: trimmed only when a version may follow it.
    let mut previous: Option<(usize, usize)> = None;
    std::iter::from_fn(move || {
        for (start, end, kinds) in tokens.by_ref() {
            let before = previous.replace((start, end));
            // A hash, fingerprint or UUID holds nothing but hex digits, dashes, colons and what
            // is trimmed; a version joined to its name holds `==` or `@`; a version a digit and
            // a dot. Any other token is passed over without a closer look.
            let hex = kinds & (OTHER | JOIN) == 0;
            let joined = kinds & JOIN != 0;
            let version = kinds & (DIGIT | DOT) == DIGIT | DOT;
            if (hex || joined || version)
                && let Some(id) = identifier(line, (start, end), kinds, before)
            {
                return Some(id);
            }
            // A reference (`CVE-2022-42010`, `#1040790`) holds a digit and a capital or `#`.
            if kinds & (DIGIT | OTHER) == DIGIT | OTHER
                && let Some(id) = reference(line, (start, end))
            {
                return Some(id);
            }
        }
        None
    })
}

/// Byte classes of [`identifiers`]' tokens, one bit each but for [`BLANK`].
const BLANK: u8 = 0xff;
const DIGIT: u8 = 1;
const DOT: u8 = 2;
/// `=` or `@`.
const JOIN: u8 = 4;
/// Neither a hex digit, a dash, `=`, `@`, nor a byte [`trimmed_byte`] trims.
const OTHER: u8 = 8;
/// Hex letters, dashes and the bytes trimmed but `.`.
const PLAIN: u8 = 16;

static CLASS: [u8; 256] = {
    let mut class = [OTHER; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        class[c] = match b {
            b' ' | b'\t' => BLANK,
            b'0'..=b'9' => DIGIT,
            b'.' => DOT,
            b'=' | b'@' => JOIN,
            // Hex letters, dashes, and the bytes trimmed but `.` (a dot, above).
            b'a'..=b'f' | b'A'..=b'F' | b'-' => PLAIN,
            _ if trimmed_byte(b) => PLAIN,
            _ => OTHER,
        };
        c += 1;
    }
    class
};

/// The bytes trimmed from both ends of a token before it is read (quotes, brackets,
/// punctuation).
const fn trimmed_byte(c: u8) -> bool {
    matches!(
        c,
        b'(' | b')'
            | b'['
            | b']'
            | b'{'
            | b'}'
            | b'<'
            | b'>'
            | b','
            | b';'
            | b':'
            | b'"'
            | b'\''
            | b'`'
            | b'.'
    )
}

/// The token `b[start..end]` without the bytes [`trimmed_byte`] at either end: the range left.
fn trim_token(b: &[u8], start: usize, end: usize) -> (usize, usize) {
    let from = b[start..end].iter().position(|&c| !trimmed_byte(c)).map_or(end, |n| start + n);
    let to = b[from..end].iter().rposition(|&c| !trimmed_byte(c)).map_or(from, |n| from + n + 1);
    (from, to)
}

/// The identifier the token `line[raw.0..raw.1]` (holding bytes of the classes `kinds`) is or
/// ends, given the token before it (untrimmed), if any.
fn identifier(line: &str, raw: (usize, usize), kinds: u8, before: Option<(usize, usize)>) -> Option<&str> {
    let b = line.as_bytes();
    // A token that is no hash (a byte neither hex, a dash nor trimmed) and not joined can only
    // be a version after its name: with no token before it, or one labelled `name:`, it is no
    // identifier, told before it is trimmed (a log line's leading `0.000088449s` clock).
    if kinds & JOIN == 0
        && kinds & OTHER != 0
        && before.is_none_or(|(_, name_end)| matches!(b[name_end - 1], b':' | b'='))
    {
        return None;
    }
    let (start, to) = trim_token(b, raw.0, raw.1);
    let token = &line[start..to];
    // A byte neither hex, a dash nor trimmed stays in the token: no hash or UUID holds one.
    if kinds & (OTHER | JOIN) == 0 && (hash_like(token) || uuid_like(token)) {
        return Some(token);
    }
    if token.is_empty() {
        return None;
    }
    let t = token.as_bytes();
    let joined = if kinds & JOIN == 0 {
        None
    } else {
        t.windows(2)
            .position(|w| w == b"==")
            .map(|i| i + 2)
            .or_else(|| memchr::memchr(b'@', t).filter(|&i| i > 0).map(|i| i + 1))
    };
    if let Some(at) = joined {
        return token.get(at..).is_some_and(is_version).then_some(token);
    }
    let (name_start, name_end) = before?;
    // A name labelled `name:` is a key, not what a version belongs to (`version: 1.0.2`).
    if matches!(b[name_end - 1], b':' | b'=') || !is_version(token) {
        return None;
    }
    let (name_start, name_to) = trim_token(b, name_start, name_end);
    let name = &b[name_start..name_to];
    let named = name.iter().any(u8::is_ascii_alphabetic)
        && name.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'+'));
    named.then(|| &line[name_start..start + token.len()])
}

/// The reference the token `line[raw.0..raw.1]` is, trimmed (see [`crate::references`]).
fn reference(line: &str, raw: (usize, usize)) -> Option<&str> {
    let b = line.as_bytes();
    let (start, to) = trim_token(b, raw.0, raw.1);
    let token = &line[start..to];
    let first = token.as_bytes().first()?;
    if *first != b'#' && !first.is_ascii_uppercase() {
        return None;
    }
    crate::references::reference(token, &b[..start]).then_some(token)
}

/// A version: an optional `v` and epoch (`1:`), numbers joined by dots, and — with one dot only
/// — a suffix after `-`, `+` or `~` (`v0.4.19`, `3.8.7-1`, `1.46-1`, `1:2.39.5-0+deb12u3`;
/// not `3.14`, `0.5s`).
fn is_version(token: &str) -> bool {
    let t = token.strip_prefix(['v', 'V']).unwrap_or(token);
    let t = match t.split_once(':') {
        Some((epoch, rest)) if !epoch.is_empty() && epoch.bytes().all(|b| b.is_ascii_digit()) => rest,
        _ => t,
    };
    if t.len() > 64 {
        return false;
    }
    let b = t.as_bytes();
    let mut i = 0;
    let mut dots = 0;
    loop {
        let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return false;
        }
        i += digits;
        if b.get(i) == Some(&b'.') && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            dots += 1;
            i += 1;
        } else {
            break;
        }
    }
    let suffix = &b[i..];
    let suffixed = matches!(suffix.first(), Some(b'-' | b'+' | b'~'))
        && suffix.len() > 1
        && suffix.iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'+' | b'~' | b'.'));
    dots >= 1 && (suffixed || (dots >= 2 && suffix.is_empty()))
}

/// Whether a line holds at least one identifier (see [`identifiers`]).
pub fn has_identifier(line: &str) -> bool {
    identifiers(line).next().is_some()
}

/// Whether a token is a digest an identifier names a thing by (see [`identifiers`]): a
/// hexadecimal hash of 7 to 64 digits holding both a digit and a letter (`60c6f33`, a checksum, a
/// container id), or hex bytes joined by colons (a fingerprint, `79:B4:59:E6:7B:B6`). The token
/// is read as [`identifiers`] reads it, without the brackets, quotes and punctuation at its ends
/// (`(9e3779b1)`, `9e3779b1,`).
///
/// ```
/// use ctx_squash_core::is_hash;
///
/// assert!(is_hash("9e3779b1") && is_hash("60c6f3350701bc0d565a0364423580d8eedf4826"));
/// assert!(is_hash("79:B4:59:E6:7B:B6:E5:E4"));
/// assert!(is_hash("(9e3779b1)") && is_hash("9e3779b1,") && is_hash("'60c6f33'."));
/// assert!(!is_hash("17156075") && !is_hash("deadbeef") && !is_hash("9e37") && !is_hash("main.rs"));
/// assert!(!is_hash("(deadbeef)") && !is_hash("()") && !is_hash(""));
/// ```
pub fn is_hash(token: &str) -> bool {
    let (start, end) = trim_token(token.as_bytes(), 0, token.len());
    token.get(start..end).is_some_and(hash_like)
}

fn hash_like(token: &str) -> bool {
    let b = token.as_bytes();
    // A fingerprint or serial written as hex bytes: `79:B4:59:E6:7B:B6:E5:E4` (six or more pairs
    // of hex digits, each pair after the first preceded by a colon).
    if b.len() >= 17
        && b.len() % 3 == 2
        && b.iter().enumerate().all(|(i, c)| if i % 3 == 2 { *c == b':' } else { c.is_ascii_hexdigit() })
    {
        return true;
    }
    (7..=64).contains(&b.len())
        && (b.iter().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
            || b.iter().all(|c| c.is_ascii_digit() || (b'A'..=b'F').contains(c)))
        && b.iter().any(u8::is_ascii_digit)
        && b.iter().any(u8::is_ascii_alphabetic)
}

/// `8-4-4-4-12` hex digits joined by dashes.
fn uuid_like(token: &str) -> bool {
    let b = token.as_bytes();
    b.len() == 36
        && b.iter()
            .enumerate()
            .all(|(i, c)| if matches!(i, 8 | 13 | 18 | 23) { *c == b'-' } else { c.is_ascii_hexdigit() })
}

/// Whether a line is a tool's own bracketed note about what it left out or folded: the whole
/// line in brackets, with a number (`[Previous line repeated 991 more times]`,
/// `[12 lines omitted]`, `[output clipped, 3 MB]`).
///
/// ```
/// assert!(ctx_squash_core::is_annotation("  [Previous line repeated 991 more times]"));
/// assert!(!ctx_squash_core::is_annotation("[INFO] BUILD FAILURE"));
/// assert!(!ctx_squash_core::is_annotation("[x]"));
/// ```
pub fn is_annotation(line: &str) -> bool {
    if !opens_with(line, |b| b == b'[') {
        return false;
    }
    let t = trim_end(trim_start(line));
    t.len() <= 160
        && t.starts_with('[')
        && t.ends_with(']')
        && t.bytes().any(|c| c.is_ascii_digit())
        && t.bytes().filter(|&c| c == b' ').count() >= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(is_heading(line), expected, "{line:?}");
    }

    #[test]
    fn trims_as_str_trims() {
        let deep = format!("{}\t {}x {}", " ".repeat(19), " ".repeat(8), " ".repeat(17));
        assert_eq!(leading_space(deep.as_bytes()), 29);
        assert_eq!(trim_start(&deep), deep.trim_start());
        for s in ["        ", "         \u{a0}y", "        \n        z"] {
            assert_eq!(trim_start(s), s.trim_start(), "{s:?}");
        }
        for s in [
            "",
            " ",
            "  a b  ",
            "\t\u{a0} x \u{3000}",
            "\u{85}y",
            "z\u{2028}",
            " \x0b\x0cq\r\n",
            "é",
            " é ",
            "\u{a0}",
        ] {
            assert_eq!(trim_start(s), s.trim_start(), "{s:?}");
            assert_eq!(trim_end(s), s.trim_end(), "{s:?}");
        }
    }

    #[test]
    fn headings_by_shape() {
        check("============================= test session starts ==============================", true);
        check("________________________ test_rounding ________________________", true);
        check("************* Module catalog.models", true);
        check("==> /var/log/syslog <==", true);
        check("  --> src/main.rs:2:34", false);
        check("### 2. EXPORT_CLAUDE_SESSION.PY - DETAILED ANALYSIS", true);
        check("#### What Format Does It Output?", true);
        check("DESCRIPTION", true);
        check("INCOMPATIBLE OPTIONS", true);
        check("[INFO] BUILD FAILURE", false);
        check("Environment variables:", true);
        check("  Failures:", true);
        check("Failed examples:", true);
        check("--- FAIL: TestParse (0.00s)", true);
        check("- item", false);
        check("-- x", false);
        check("# tests 34", true);
        check("#!/bin/sh", false);
        check("    let x = 1;", false);
        check("Caused by: java.io.IOException: boom", false);
        check("ii  adduser  3.134  all  add and remove users", false);
        check("X509v3 Basic Constraints: critical", false);
        check("", false);
        check("A", false);
    }

    #[test]
    fn identifiers_are_hashes_and_uuids() {
        assert!(has_identifier(
            "dab02f42 (Seed 330c372f maintainers 2026-12-02 20:47:22 +0000 161) pub fn x"
        ));
        assert!(!has_identifier("2026-12-02 20:47:22 status installed libc6:amd64 2.36-9+deb12u10"));
        assert!(!has_identifier("abcdefabcdef"));
        assert!(!has_identifier("1234567890"));
        assert_eq!(identifiers("x ABCDEF0123 y").collect::<Vec<_>>(), ["ABCDEF0123"]);
        assert!(has_identifier(
            "                    79:B4:59:E6:7B:B6:E5:E4:01:73:80:08:88:C8:1A:58:F6:E9:9B:6E"
        ));
        assert!(!has_identifier("12:30:45 connected"));
        let ids: Vec<&str> =
            identifiers("(60c6f33), `ABCDEF0123`; [79:b4:59:e6:7b:b6] {abc v1.2.3}").collect();
        assert_eq!(ids, ["60c6f33", "ABCDEF0123", "79:b4:59:e6:7b:b6", "abc v1.2.3"]);
    }

    /// The plain reading of [`identifiers`]: split at blanks, trim, and ask each rule of the
    /// whole token, with no look at its bytes first.
    fn plain_identifiers(line: &str) -> Vec<&str> {
        let mut previous: Option<(usize, &str, bool)> = None;
        let base = line.as_ptr() as usize;
        let mut found = Vec::new();
        for raw in line.split([' ', '\t']).filter(|raw| !raw.is_empty()) {
            let token = raw.trim_matches(|c: char| c.is_ascii() && trimmed_byte(c as u8));
            let start = token.as_ptr() as usize - base;
            let before = previous.replace((start, token, raw.ends_with([':', '='])));
            let colon_pairs: Vec<&str> = token.split(':').collect();
            let fingerprint = colon_pairs.len() >= 6
                && colon_pairs.iter().all(|p| p.len() == 2 && p.bytes().all(|c| c.is_ascii_hexdigit()));
            let hex = (7..=64).contains(&token.len())
                && (token.bytes().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
                    || token.bytes().all(|c| c.is_ascii_digit() || (b'A'..=b'F').contains(&c)))
                && token.bytes().any(|c| c.is_ascii_digit())
                && token.bytes().any(|c| c.is_ascii_alphabetic());
            let parts: Vec<&str> = token.split('-').collect();
            let uuid = parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12])
                && parts.iter().all(|p| p.bytes().all(|c| c.is_ascii_hexdigit()));
            if fingerprint || hex || uuid {
                found.push(token);
                continue;
            }
            let joined =
                token.find("==").map(|i| i + 2).or_else(|| token.find('@').filter(|&i| i > 0).map(|i| i + 1));
            if let Some(at) = joined {
                if token.get(at..).is_some_and(is_version) {
                    found.push(token);
                }
                continue;
            }
            let Some((name_start, name, label)) = before else { continue };
            let named = !label
                && name.bytes().any(|b| b.is_ascii_alphabetic())
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'+'));
            if !token.is_empty() && named && is_version(token) {
                found.push(&line[name_start..start + token.len()]);
            }
        }
        found
    }

    use proptest::prelude::*;

    proptest! {
        /// The byte-class reading of a line's tokens finds what the plain reading finds, on
        /// lines made of the pieces identifiers are made of.
        #[test]
        fn identifiers_as_read_plainly(
            tokens in proptest::collection::vec(
                proptest::collection::vec(
                    prop_oneof![
                        "[0-9a-fA-F]{1,9}",
                        "[0-9]{1,3}",
                        proptest::sample::select(&[
                            ".", ":", "-", "==", "@", "v", "V", "+", "~", "(", ")", "`", "'", "\"", ",", "=", "_",
                            "x", "deb12u3", "é", "name", "2c9e1b1f-1f2a-4f4e-8d1e-4b0b1c2d3e4f",
                            "79:B4:59:E6:7B:B6", "v0.4.19", "1.46-1", "2.36-9+deb12u10", "werkzeug==2.3.8",
                            "react@18.3.1", "gcc-12", "1:2.39.5-0",
                        ][..]).prop_map(str::to_owned),
                    ],
                    0..4,
                ),
                0..8,
            ),
            tab in any::<bool>(),
        ) {
            let line = tokens.iter().map(|t| t.concat()).collect::<Vec<_>>().join(if tab { "\t" } else { " " });
            let fast: Vec<&str> = identifiers(&line).collect();
            prop_assert_eq!(&fast, &plain_identifiers(&line), "{:?}", line);
            prop_assert_eq!(has_identifier(&line), !fast.is_empty());
            // Given the tokens as the template miner splits them, the same.
            let base = line.as_ptr() as usize;
            let spans: Vec<(usize, usize, bool)> = line
                .split([' ', '\t'])
                .filter(|t| !t.is_empty())
                .map(|t| {
                    let start = t.as_ptr() as usize - base;
                    (start, start + t.len(), t.bytes().any(|b| b.is_ascii_digit()))
                })
                .collect();
            prop_assert_eq!(identifiers_in(&line, &spans).collect::<Vec<_>>(), fast);
        }
    }
}
