//! References are identifiers: an advisory's or a ticket's id, an issue's number.
//!
//! What an agent copies from a changelog, a commit log, an audit or a tracker's output is, as
//! much as a hash or a version, the id of what it refers to: `CVE-2022-42010`,
//! `RUSTSEC-2023-0071`, `DSA-5555-1`, a ticket `PROJ-1234`, a bug `Closes: #1040790`, a pull
//! request `(#4821)`. Their shapes are the same everywhere: a word in capitals, a hyphen and
//! numbers; or `#` and a number of three digits or more that a bracket or a word of reference
//! (`closes`, `fixes`, `see`, `issue`, `bug`, `PR`, …) puts there — a bare `#100` is as often
//! an index (javap's constant pool, a stack frame's number).

/// Words after which `#N` refers to an issue (lowercase).
const REFERRING: &[&[u8]] = &[
    b"closes",
    b"close",
    b"fixes",
    b"fix",
    b"fixed",
    b"resolves",
    b"resolved",
    b"see",
    b"issue",
    b"bug",
    b"pr",
    b"refs",
    b"ref",
    b"request",
];

/// Whether `token` (trimmed of brackets and punctuation) is a reference: capitals (at least
/// two), then one to three groups of `-` and digits with three digits at least in all
/// (`CVE-2022-42010`, `PROJ-1234`; not `UTF-8`, `X-11`); or `#` and three to nine digits when
/// `before` (the line up to the token, its brackets included) ends in an opening bracket or a
/// word of [`REFERRING`], perhaps with a colon (`Closes: #1040790`, `(#4821)`).
pub(crate) fn reference(token: &str, before: &[u8]) -> bool {
    let b = token.as_bytes();
    if let Some(number) = b.strip_prefix(b"#") {
        return (3..=9).contains(&number.len()) && number.iter().all(u8::is_ascii_digit) && referring(before);
    }
    let capitals = b.iter().take_while(|c| c.is_ascii_uppercase()).count();
    if capitals < 2 || b.get(capitals) != Some(&b'-') {
        return false;
    }
    let groups = b[capitals + 1..].split(|&c| c == b'-');
    let mut count = 0;
    let mut digits = 0;
    for group in groups {
        count += 1;
        if group.is_empty() || !group.iter().all(u8::is_ascii_digit) || count > 3 {
            return false;
        }
        digits += group.len();
    }
    digits >= 3
}

/// Whether the text before a `#N` ends in `(` or `[`, or in a word of [`REFERRING`] and blanks,
/// perhaps with a colon after the word.
fn referring(before: &[u8]) -> bool {
    if matches!(before.last(), Some(b'(' | b'[')) {
        return true;
    }
    let t = before.trim_ascii_end();
    let t = t.strip_suffix(b":").unwrap_or(t);
    let word = t.iter().rev().take_while(|c| c.is_ascii_alphabetic()).count();
    REFERRING.iter().any(|w| t[t.len() - word..].eq_ignore_ascii_case(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(token: &str, before: &str, expected: bool) {
        assert_eq!(reference(token, before.as_bytes()), expected, "{token} after {before:?}");
    }

    #[test]
    fn references_by_their_shape() {
        for token in ["CVE-2022-42010", "RUSTSEC-2023-0071", "DSA-5555-1", "PROJ-1234"] {
            check(token, "", true);
        }
        for token in ["UTF-8", "X-11", "A-123", "CVE-", "CVE-2022-", "CVE-x-1", "Cve-2022-1", "ABC-1-2-3-4"] {
            check(token, "", false);
        }
        // `#N` where a bracket or a word of reference puts it.
        check("#1040790", "    (Closes: ", true);
        check("#4821", "Merge pull request ", true);
        check("#4821", "fix the parser (", true);
        check("#4821", "see ", true);
        check("#100", "       3: invokestatic  ", false);
        check("#1040", "", false);
        check("#12", "(", false);
        check("#12a4", "(", false);
        check("#1234567890", "(", false);
        check("#123", "prefix", false);
    }
}
