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
    let line = strip_pid_gutter(line).trim_end();
    let trimmed = line.trim_start();
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
    let t = line.trim();
    t.len() >= 3
        && t.bytes().all(|b| b == t.as_bytes()[0])
        && matches!(t.as_bytes()[0], b'=' | b'-' | b'_' | b'*' | b'~' | b'#' | b'+')
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
    let head = t.split(": ").next().unwrap_or(t);
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
    let indent = line.len() - line.trim_start().len();
    let t = line.trim();
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
/// (`werkzeug==2.3.8`, `react@18.3.1`). A number alone, a float, a time or an address is not
/// one: those are what varies between lines of one template.
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
/// ```
pub fn identifiers(line: &str) -> impl Iterator<Item = &str> {
    let mut previous: Option<(usize, &str, bool)> = None;
    let base = line.as_ptr() as usize;
    line.split([' ', '\t']).filter(|raw| !raw.is_empty()).filter_map(move |raw| {
        let token = raw.trim_matches(|c: char| {
            matches!(
                c,
                '(' | ')' | '[' | ']' | '{' | '}' | '<' | '>' | ',' | ';' | ':' | '"' | '\'' | '`' | '.'
            )
        });
        let start = token.as_ptr() as usize - base;
        // A name labelled `name:` is a key, not what a version belongs to (`version: 1.0.2`).
        let before = previous.replace((start, token, raw.ends_with([':', '='])));
        if hash_like(token) || uuid_like(token) {
            return Some(token);
        }
        if token.is_empty() {
            return None;
        }
        let joined =
            token.find("==").map(|i| i + 2).or_else(|| token.find('@').filter(|&i| i > 0).map(|i| i + 1));
        if let Some(at) = joined {
            return token.get(at..).is_some_and(is_version).then_some(token);
        }
        let (name_start, name, label) = before?;
        let named = !label
            && name.bytes().any(|b| b.is_ascii_alphabetic())
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'+'));
        (named && is_version(token)).then(|| &line[name_start..start + token.len()])
    })
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
    // Cheap refusal: no identifier without a run of 7 hex digits, of 17 hex digits and colons, or
    // a digit, a dot and a digit.
    let b = line.as_bytes();
    let (mut run, mut bytes) = (0, 0);
    let mut found = false;
    for (i, &c) in b.iter().enumerate() {
        run = if c.is_ascii_hexdigit() { run + 1 } else { 0 };
        bytes = if c.is_ascii_hexdigit() || c == b':' { bytes + 1 } else { 0 };
        let dotted =
            c == b'.' && i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit);
        if run >= 7 || bytes >= 17 || dotted {
            found = true;
            break;
        }
    }
    found && identifiers(line).next().is_some()
}

fn hash_like(token: &str) -> bool {
    // A fingerprint or serial written as hex bytes: `79:B4:59:E6:7B:B6:E5:E4`.
    let bytes: Vec<&str> = token.split(':').collect();
    if bytes.len() >= 6 && bytes.iter().all(|b| b.len() == 2 && b.bytes().all(|c| c.is_ascii_hexdigit())) {
        return true;
    }
    let b = token.as_bytes();
    (7..=64).contains(&b.len())
        && (b.iter().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
            || b.iter().all(|c| c.is_ascii_digit() || (b'A'..=b'F').contains(c)))
        && b.iter().any(u8::is_ascii_digit)
        && b.iter().any(u8::is_ascii_alphabetic)
}

fn uuid_like(token: &str) -> bool {
    let parts: Vec<&str> = token.split('-').collect();
    parts.len() == 5
        && parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12])
        && parts.iter().all(|p| p.bytes().all(|c| c.is_ascii_hexdigit()))
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
    let t = line.trim();
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
    }
}
