//! Keywords read as words in context: the one list of error and warning words, and the one
//! reading of whether a line uses one as a diagnostic (`error: x`, `ERROR`, `ValueError:`,
//! `test x ... FAILED`) or only mentions it (`libgpg-error-dev`, `-Werror`, `on_error`,
//! `0 errors`, `common error description library`).

/// Words that make a line an error when used as one (lowercase; `err!` is npm's).
pub const ERROR_WORDS: &[&[u8]] = &[
    b"error",
    b"fail",
    b"fatal",
    b"panic",
    b"exception",
    b"traceback",
    b"critical",
    b"err!",
    b"abort",
    b"segmentation fault",
    // The linker's errors: `main.c:18: undefined reference to `registry_init'`.
    b"undefined reference",
    b"multiple definition",
];

/// Words that make a line a warning when used as one (lowercase).
pub const WARN_WORDS: &[&[u8]] = &[b"warn", b"deprecat"];

/// Positions of `needle` (not empty) in `hay`: cheaper than building a `memmem` searcher for the
/// short haystacks classified here, and still linear on a long one.
pub fn find_all<'a>(hay: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    let first = needle.first().copied().unwrap_or(0);
    let mut from = 0;
    std::iter::from_fn(move || {
        if needle.is_empty() {
            return None;
        }
        loop {
            let rest = hay.get(from..)?;
            // A plain loop beats memchr's setup on the short lines that dominate logs.
            let at = if rest.len() < 64 {
                rest.iter().position(|&b| b == first)
            } else {
                memchr::memchr(first, rest)
            };
            let i = from + at?;
            from = i + 1;
            if hay[i..].starts_with(needle) {
                return Some(i);
            }
        }
    })
}

/// Whether `needle` occurs in `hay`.
pub fn contains(hay: &[u8], needle: &[u8]) -> bool {
    // On a long line a vector search beats a `memchr` for every candidate first byte (a common
    // letter may start hundreds of them); on a short one its setup costs more than the search.
    if hay.len() >= 256 && !needle.is_empty() {
        return memchr::memmem::find(hay, needle).is_some();
    }
    find_all(hay, needle).next().is_some()
}

/// Whether `word` (lowercase) is used in the line as a diagnostic word, given the line
/// lowercased (`lower`) and in its own case (`orig`, the same length). An occurrence counts when
/// it is a word of its own — not inside an identifier, a path or an option (`STRERROR`,
/// `libgpg-error-dev`, `on_error`, `-Werror`, `src/errors/x`), though a camel-case part counts
/// (`ValueError`) — is not negated (`0 failed`, `no errors`, `errors: 0`), is not code being
/// called (`log.error(`, `panic!(`), and stands where a diagnostic puts it:
///
/// - shouted (`ERROR`, `FAILED`) or the tail of a camel-case name (`AssertionError`);
/// - labelling what follows (`error:`, libxml2's `error : …`, `error[E0425]`, `ERR!`, `failed:
///   reason`, `aborted***Exception`) or pointing at a place (`panicked at src/x.rs:3:5`);
/// - ending the line, a verdict (`assertion failed`, `... ok` / `... failed`);
/// - a capitalized word before a number (`Error 1`);
/// - or opening the line's message: nothing but a prefix before it (a location `a.c:4:10:`, a
///   tag `[x]`, a timestamp, one tool name such as `npm`).
///
/// Anywhere else it is a word of a sentence or a description: `common error description
/// library`, `if the merge fails, git stops`.
///
/// ```
/// use ctx_squash_core::occurs;
///
/// let used = |line: &str, word: &str| occurs(line.to_ascii_lowercase().as_bytes(), line.as_bytes(), word.as_bytes());
/// assert!(used("error[E0425]: cannot find value `x`", "error"));
/// assert!(used("ValueError: bad value", "error"));
/// assert!(used("test a::b ... FAILED", "fail"));
/// assert!(used("thread 'main' panicked at src/main.rs:2:5:", "panic"));
/// assert!(!used("ii  libgpg-error-dev  1.46-1  amd64  development files for the GnuPG error library", "error"));
/// assert!(!used("ii  libcom-err2  1.47.0-2  amd64  common error description library", "error"));
/// assert!(!used("compiled with 0 errors", "error"));
/// ```
pub fn occurs(lower: &[u8], orig: &[u8], word: &[u8]) -> bool {
    find_all(lower, word).any(|i| {
        word_start(lower, orig, i)
            && inflected(lower, orig, i + word.len())
            && !compound(lower, i + word.len())
            && !called(lower, orig, i, i + word.len())
            && !negated(lower, i, i + word.len())
            && !in_path(lower, i)
            && !in_option(lower, i)
            && diagnostic_position(lower, orig, i, i + word.len())
    })
}

/// Whether the word at `start..end` (plus letters glued to it: `failed`, `errors`) stands where a
/// diagnostic puts it (see [`occurs`]).
fn diagnostic_position(lower: &[u8], orig: &[u8], start: usize, end: usize) -> bool {
    // Shouted: the word as written, with the capitals glued to it (`FAILED`), has no lowercase.
    let caps = orig.get(end..).map_or(0, |rest| rest.iter().take_while(|b| b.is_ascii_uppercase()).count());
    let Some(written) = orig.get(start..end + caps) else { return true };
    let shouted = written.len() >= 2 && !written.iter().any(u8::is_ascii_lowercase);
    let end = end + lower[end..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let camel_tail = start > 0 && orig[start].is_ascii_uppercase() && orig[start - 1].is_ascii_lowercase();
    if shouted || camel_tail {
        return true;
    }
    let after = &lower[end..];
    // libxml2 sets its colon off with a blank: `Schemas validity error : Element 'hide': …`.
    if matches!(after.first(), Some(b':' | b'!' | b'[' | b'*' | b'>' | b'|'))
        || after.starts_with(b" at ")
        || after.starts_with(b" : ")
    {
        return true;
    }
    // The last word of the line, perhaps closed by a bracket, quote or full stop.
    if after.iter().all(|b| matches!(b, b' ' | b'\t' | b'.' | b')' | b'\'' | b'"' | b'`')) {
        return true;
    }
    let capitalized = orig[start].is_ascii_uppercase();
    if capitalized && after.first() == Some(&b' ') && after.get(1).is_some_and(u8::is_ascii_digit) {
        return true;
    }
    message_start(&lower[..start])
}

/// Whether `before` (the line up to a word) is only a prefix of a message: nothing, a location
/// (`a.c:4:10:`, `src/cart.ts:18:55 -`), a label ending in `:`, a tag ending in `]`, `>` or `*`, no letters at all (a timestamp, a
/// count, a bullet), or one word (a tool's name: `npm error …`).
fn message_start(before: &[u8]) -> bool {
    let before = before.trim_ascii();
    // A location and a dash (tsc: `src/cart.ts:18:55 - error TS2353: …`).
    let unlabelled = before.strip_suffix(b"-").unwrap_or(before).trim_ascii_end();
    let last = unlabelled.rsplit(|b| matches!(b, b' ' | b'\t')).next().unwrap_or_default();
    let located = memchr::memchr_iter(b':', last).any(|i| last.get(i + 1).is_some_and(u8::is_ascii_digit));
    located
        || before.is_empty()
        || matches!(before.last(), Some(b':' | b']' | b'>' | b'*' | b'|' | b'='))
        || !before.iter().any(u8::is_ascii_alphabetic)
        || !before.iter().any(|b| matches!(b, b' ' | b'\t'))
}

/// Endings that keep a keyword the same word (`failed`, `errors`, `warnings`, `panicked`,
/// `deprecation`); any other letters glued to it make another word (`faillog`, `errorlevel`,
/// `failover`).
const INFLECTIONS: &[&[u8]] =
    &[b"", b"s", b"es", b"e", b"ed", b"ing", b"ings", b"ure", b"ures", b"ion", b"ions", b"ked", b"king"];

/// Whether the letters glued to a keyword ending at `end`, up to a camel-case boundary
/// (`DeprecationWarning`), only inflect it.
fn inflected(lower: &[u8], orig: &[u8], end: usize) -> bool {
    let camel = |k: usize| {
        orig.len() == lower.len() && k > 0 && orig[k].is_ascii_uppercase() && orig[k - 1].is_ascii_lowercase()
    };
    let glued = (end..lower.len()).take_while(|&k| lower[k].is_ascii_alphabetic() && !camel(k)).count();
    INFLECTIONS.contains(&&lower[end..end + glued])
}

/// Whether the word ending at `end` (plus any letters glued to it) goes on as part of a compound
/// identifier or a file name: `error_handler`, `error-context`, `fail-fast`, `ABORT.7.gz`,
/// `errors.go`.
fn compound(lower: &[u8], end: usize) -> bool {
    let end = end + lower[end..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
    match lower.get(end) {
        Some(b'_') => true,
        Some(b'-' | b'.') => lower.get(end + 1).is_some_and(u8::is_ascii_alphanumeric),
        _ => false,
    }
}

/// Whether the lowercase word at `start..end` is called or applied as code: `#[warn(unused)]`,
/// `log.error("…")`, `panic!("…")`.
fn called(lower: &[u8], orig: &[u8], start: usize, end: usize) -> bool {
    let end = end + lower[end..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let end = end + usize::from(lower.get(end) == Some(&b'!'));
    lower.get(end) == Some(&b'(') && orig.get(start).is_some_and(u8::is_ascii_lowercase)
}

/// Whether position `i` starts a word: the line starts there, the byte before is neither a letter,
/// a digit nor `_`, or it is a camel-case boundary (`ValueError`: a lowercase letter, then an
/// uppercase one).
fn word_start(lower: &[u8], orig: &[u8], i: usize) -> bool {
    let Some(&prev) = i.checked_sub(1).and_then(|p| lower.get(p)) else {
        return true;
    };
    if !(prev.is_ascii_alphanumeric() || prev == b'_') {
        return true;
    }
    orig.len() == lower.len() && orig[i].is_ascii_uppercase() && orig[i - 1].is_ascii_lowercase()
}

/// Whether the word at `at` is inside a command-line option (`-Werror=format`, `--error-format`).
fn in_option(s: &[u8], at: usize) -> bool {
    let start =
        s[..at].iter().rposition(|b| b.is_ascii_whitespace() || matches!(b, b'"' | b'\'' | b'`' | b'('));
    s.get(start.map_or(0, |i| i + 1)) == Some(&b'-') && start.map_or(0, |i| i + 1) < at
}

/// Whether the word at `at` is part of a path or URL (`/tmp/failover/x`, `src\\errors`), which
/// names a place, not an event.
fn in_path(s: &[u8], at: usize) -> bool {
    let bound = |b: &u8| b.is_ascii_whitespace() || matches!(b, b'(' | b')' | b'"' | b'\'' | b'`');
    let start = s[..at].iter().rposition(bound).map_or(0, |i| i + 1);
    let end = s[at..].iter().position(bound).map_or(s.len(), |i| at + i);
    let token = &s[start..end];
    // `Failure/Error:` (RSpec) is a label of words, not a place.
    let label = token.ends_with(b":")
        && token[..token.len() - 1].iter().all(|b| b.is_ascii_alphabetic() || *b == b'/');
    !label && (token.iter().any(|&b| b == b'/' || b == b'\\') || contains(token, b"::"))
}

/// Whether the word at `start..end` is negated by a zero count or `no`: `0 failed`, `no errors`,
/// `errors: 0`, `warnings=0`.
fn negated(s: &[u8], start: usize, end: usize) -> bool {
    let before = s[..start].trim_ascii_end();
    let digits = before.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let number = &before[before.len() - digits..];
    if number == b"0" || before.ends_with(b" no") || before == b"no" {
        return true;
    }
    let word_end = end + s[end..].iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let after = &s[word_end..];
    // `errors: 0`, `errors = 0`, `errors 0`, and `errors : 0` (a colon after blanks; review64).
    let blanks = after.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    let spaced = &after[blanks..];
    let Some(after) = spaced
        .strip_prefix(b":")
        .or_else(|| spaced.strip_prefix(b"="))
        .or_else(|| (blanks > 0).then_some(spaced))
    else {
        return false;
    };
    // Spaces and tabs only: `failed\r  0` is a redraw, not a count.
    let after = &after[after.iter().take_while(|b| matches!(b, b' ' | b'\t')).count()..];
    // A zero count, not a time or a size (`Exception:   0.00 sec`).
    after.first() == Some(&b'0') && !after.get(1).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'.')
}

/// Whether any of `words` is used as a diagnostic word in the line (see [`occurs`]).
pub fn occurs_any(lower: &[u8], orig: &[u8], words: &[&[u8]]) -> bool {
    words.iter().any(|w| occurs(lower, orig, w))
}

/// The words that make a sentence a caveat — negating, limiting, bounding or warning about what
/// it describes —, lower-cased; a word ending in `n't` is one too (see [`restricts`]). Read by the
/// prose squash's caveats and the log squash's reference terms alike.
pub const CAVEAT_WORDS: &[&str] = &[
    "not",
    "never",
    "only",
    "unless",
    "except",
    "cannot",
    "instead",
    "incompatible",
    "note",
    "beware",
    "warning",
    "caution",
    "must",
    // What an entry does unasked and how it fails bound it as a negation does (fix77): pydoc
    // shutil's `copytree` "If dirs_exist_ok is false (the default) and `dst` already exists, a
    // `FileExistsError` is raised." holds no other caveat word.
    "default",
    "raised",
    "raises",
];

/// Whether `text` holds a caveat word as a word (see [`CAVEAT_WORDS`]): runs of letters and
/// apostrophes, read in lower case — `note` is one, `notes` and `denote` are not.
///
/// ```
/// use ctx_squash_core::restricts;
///
/// assert!(restricts("This option does not operate on compressed archives."));
/// assert!(restricts("It doesn't run."));
/// assert!(!restricts("Sets the notes field; see denote."));
/// ```
pub fn restricts(text: &str) -> bool {
    text.split(|c: char| !(c.is_alphabetic() || c == '\'' || c == '’')).any(|word| {
        let lower = word.trim_matches(['\'', '’']).to_lowercase();
        CAVEAT_WORDS.contains(&lower.as_str()) || lower.ends_with("n't") || lower.ends_with("n’t")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, word: &str, expected: bool) {
        let lower = line.to_ascii_lowercase();
        assert_eq!(
            occurs(lower.as_bytes(), line.as_bytes(), word.as_bytes()),
            expected,
            "{word} in {line:?}"
        );
    }

    #[test]
    fn diagnostics_use_their_words() {
        check("error: could not compile `x`", "error", true);
        check("src/error.rs:3:1: error: boom", "error", true);
        check("ERROR request 22 failed: connection reset", "fail", true);
        check("2024-01-01T00:00:07 ERROR worker 3 failed: reset", "error", true);
        check("npm error code ENOTCACHED", "error", true);
        check("npm ERR! code E404", "err!", true);
        check("make: *** [Makefile:3: all] Error 1", "error", true);
        check("assertion `left == right` failed", "fail", true);
        check("5/13 Test  #5: eta_rounds_up ........***Failed", "fail", true);
        check("1: error in step one", "error", true);
        check(
            "src/cart.ts:18:55 - error TS2353: Object literal may only specify known properties",
            "error",
            true,
        );
        check("a number: ParseFloatError { kind: Invalid }", "error", true);
        check("Traceback (most recent call last):", "traceback", true);
        check("  Failure/Error: expect(x).to eq(1)", "fail", true);
        check("Exception in thread \"main\" java.lang.NullPointerException", "exception", true);
        check(
            " 9/13 Test  #9: parse_rejects_garbage ....Subprocess aborted***Exception:   0.00 sec",
            "abort",
            true,
        );
        check(
            " 9/13 Test  #9: parse_rejects_garbage ....Subprocess aborted***Exception:   0.00 sec",
            "exception",
            true,
        );
        check("FAILED tests/test_x.py::test_y - AssertionError: assert 3 == 4", "fail", true);
        // libxml2's colon set off by a blank.
        check(
            "register.xml:254: element hide: Schemas validity error : Element 'hide': Duplicate key-sequence",
            "error",
            true,
        );
    }

    #[test]
    fn mentions_are_not_diagnostics() {
        check("ii  libgpg-error-dev:amd64  1.46-1  amd64  development files", "error", false);
        check("ii  libcom-err2:amd64  1.47.0-2  amd64  common error description library", "error", false);
        check("ii  liberror-perl  0.17029-2  all  Perl module for error/exception handling", "error", false);
        check("       If the merge fails, git stops and asks you to resolve it", "fail", false);
        check("\tHAVE_GAI_STRERROR = \"1\"", "error", false);
        check("\tCFLAGS = \"-Wall -Werror=implicit-function-declaration\"", "error", false);
        check("let on_error = handler;", "error", false);
        check("compiled with 0 errors", "error", false);
        check("errors: 0, warnings: 0", "error", false);
        check("checkpoint 12 written, total errors : 0", "error", false);
        check("Errors : 0", "error", false);
        check("no errors found", "error", false);
        check("    panic!(\"boom\");", "panic", false);
        check("GET https://errors.example.com/x 200", "error", false);
        check("-rwxr-xr-x  1 root root      23072 Apr  7  2025 faillog", "fail", false);
        check("set ERRORLEVEL to 1", "error", false);
        check("--slave /usr/share/man/man7/ABORT.7.gz ABORT.7.gz", "abort", false);
        check("thread 'main' panicked at src/main.rs:2:5:", "panic", true);
        check("DeprecationWarning: legacy_rate() returns a float", "deprecat", true);
    }

    #[test]
    fn find_all_finds_overlapping_matches() {
        assert_eq!(find_all(b"aaa", b"aa").collect::<Vec<_>>(), [0, 1]);
        assert_eq!(find_all(b"abc", b"").count(), 0);
        assert!(contains(b"x error y", b"error") && !contains(b"err", b"error"));
    }
}
