//! Pure predicates over raw JSON string contents: which strings to keep, which keys carry errors.
//!
//! Every function here takes the bytes *between* the quotes of a JSON string exactly as written
//! (escape sequences undecoded) and never allocates.

/// Strings of at most this many characters (as written) are always kept.
pub(crate) const SHORT_CHARS: usize = 20;

/// Identifier-like strings longer than this many bytes are data blobs, not identifiers.
const MAX_ID_BYTES: usize = 2048;

/// Opaque tokens (base64 ids, API keys, mangled names) longer than this are blobs.
const MAX_OPAQUE_BYTES: usize = 256;

/// Minimum Shannon entropy, in bits per character, of an opaque token. Separator runs
/// (`==========`) and repetitions (`abababab`) score below it; ids and hashes score 3–6.
const MIN_OPAQUE_ENTROPY: f64 = 2.5;

/// What a key says about the value that follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyClass {
    /// Nothing special.
    Plain = 0,
    /// `error`, `errors`, `err`, `exception`, `failures`, …: a truthy value is an error.
    Error = 1,
    /// `status`, `status_code`: an error word or an HTTP 4xx/5xx code is an error.
    Status = 2,
    /// `state`, `level`, `result`, `type`, `event`, …: an error word is an error.
    State = 3,
    /// `success`, `ok`, `passed`: `false` is an error.
    Success = 4,
    /// `exit_code`, `returncode`: a non-zero number is an error.
    Exit = 5,
    /// `message`, `msg`, `stderr`, `rendered`: the human-readable text, always kept.
    Message = 6,
    /// `reason`, `detail(s)`, `description`, …: kept when the object looks like an error.
    Detail = 7,
    /// `explanation` (rustc's long error-code essay): reference text, elided even though it
    /// mentions errors.
    Reference = 8,
}

impl KeyClass {
    /// The inverse of `as u16`, for the four bits a frame stores.
    pub(crate) fn from_bits(bits: u16) -> Self {
        match bits & 15 {
            1 => Self::Error,
            2 => Self::Status,
            3 => Self::State,
            4 => Self::Success,
            5 => Self::Exit,
            6 => Self::Message,
            7 => Self::Detail,
            8 => Self::Reference,
            _ => Self::Plain,
        }
    }
}

/// Lowercases ASCII letters and drops `_`, `-`, `$`, `.` and spaces, so `exit_code`, `exitCode`
/// and `Exit-Code` compare equal. Returns `None` when the key does not fit the buffer.
fn normalize<'b>(raw: &[u8], buf: &'b mut [u8; 32]) -> Option<&'b [u8]> {
    let mut n = 0;
    for &b in raw {
        if matches!(b, b'_' | b'-' | b'$' | b'.' | b' ') {
            continue;
        }
        *buf.get_mut(n)? = b.to_ascii_lowercase();
        n += 1;
    }
    buf.get(..n)
}

/// Classifies an object key.
pub(crate) fn classify_key(raw: &[u8]) -> KeyClass {
    let mut buf = [0u8; 32];
    let Some(k) = normalize(raw, &mut buf) else {
        return if contains_ci(raw, b"error") || contains_ci(raw, b"fail") {
            KeyClass::Error
        } else {
            KeyClass::Plain
        };
    };
    match k {
        b"message" | b"msg" | b"stderr" | b"rendered" => KeyClass::Message,
        b"status" | b"statuscode" | b"httpstatus" | b"httpstatuscode" => KeyClass::Status,
        b"state" | b"result" | b"outcome" | b"conclusion" | b"level" | b"loglevel" | b"lvl" | b"severity"
        | b"event" | b"verdict" | b"type" | b"kind" | b"action" => KeyClass::State,
        b"success" | b"successful" | b"succeeded" | b"ok" | b"passed" => KeyClass::Success,
        b"exitcode" | b"exitstatus" | b"returncode" | b"rc" => KeyClass::Exit,
        b"reason" | b"detail" | b"details" | b"description" | b"hint" | b"help" | b"note" | b"cause"
        | b"title" | b"summary" | b"text" | b"output" | b"stdout" | b"body" | b"stack" => KeyClass::Detail,
        b"explanation" => KeyClass::Reference,
        b"err" | b"traceback" | b"backtrace" | b"stacktrace" => KeyClass::Error,
        // A kebab-case key is a name (a feature, a package: `no-panic`, `error-context`), not a
        // field that holds an error.
        _ if names_failure(k) && !raw.contains(&b'-') => KeyClass::Error,
        _ => KeyClass::Plain,
    }
}

/// A normalized (lowercase) key containing `error`, `fail`, `exception`, `panic` or `fatal`.
fn names_failure(k: &[u8]) -> bool {
    (0..k.len()).any(|i| {
        let rest = k.get(i..).unwrap_or_default();
        match rest.first() {
            Some(b'e') => rest.starts_with(b"error") || rest.starts_with(b"exception"),
            Some(b'f') => rest.starts_with(b"fail") || rest.starts_with(b"fatal"),
            Some(b'p') => rest.starts_with(b"panic"),
            _ => false,
        }
    })
}

/// Keys whose short string value names the kind of an NDJSON record (`reason`, `type`, …).
pub(crate) fn is_kind_key(raw: &[u8]) -> bool {
    let mut buf = [0u8; 32];
    matches!(
        normalize(raw, &mut buf),
        Some(b"reason" | b"type" | b"event" | b"action" | b"kind" | b"messagetype" | b"level" | b"status")
    )
}

/// A status/state value that means failure: `failed`, `error`, `fatal`, `crashed`, `TestFailure`, ….
pub(crate) fn is_error_word(raw: &[u8]) -> bool {
    let mut buf = [0u8; 32];
    let Some(v) = normalize(raw, &mut buf) else { return false };
    contains_ci(v, b"error")
        || contains_ci(v, b"fail")
        || matches!(
            v,
            b"err"
                | b"fatal"
                | b"critical"
                | b"crit"
                | b"crashed"
                | b"crash"
                | b"panic"
                | b"panicked"
                | b"aborted"
                | b"timedout"
                | b"timeout"
                | b"broken"
                | b"rejected"
                | b"denied"
                | b"emerg"
                | b"emergency"
                | b"alert"
        )
}

/// A status/state value that means a warning.
pub(crate) fn is_warning_word(raw: &[u8]) -> bool {
    let mut buf = [0u8; 32];
    matches!(normalize(raw, &mut buf), Some(b"warning" | b"warn" | b"warnings"))
}

/// True when the string has at most `n` characters as written (escapes count per character).
pub(crate) fn char_len_at_most(raw: &[u8], n: usize) -> bool {
    if raw.len() <= n {
        return true;
    }
    if raw.len() > n.saturating_mul(4) {
        return false;
    }
    // Count characters: every byte that is not a UTF-8 continuation byte starts one.
    raw.iter().filter(|&&b| (b & 0xC0) != 0x80).count() <= n
}

/// Phrases that mark a string as an error message, matched ASCII-case-insensitively.
const ERROR_NEEDLES: &[&[u8]] = &[
    b"error",
    b"fail",
    b"exception",
    b"panic",
    b"fatal",
    b"traceback",
    b"denied",
    b"not found",
    b"refused",
    b"timed out",
    b"segmentation fault",
    b"abort",
    b"unauthorized",
    b"forbidden",
    b"cannot find",
    b"could not",
    b"unable to",
    b"no such file",
];

/// The 15-bit key of a 3-byte window: the low five bits of each byte, which ASCII upper- and
/// lowercase letters share.
const fn gram(a: u8, b: u8, c: u8) -> usize {
    (((a & 0x1f) as usize) << 10) | (((b & 0x1f) as usize) << 5) | ((c & 0x1f) as usize)
}

/// A bitset of the grams of each needle's first four bytes (`err`, `rro`): an occurrence of a
/// needle holds both, ending at offsets of different parity, so a scan that looks up only every
/// second byte still meets one of them.
const fn needle_grams() -> [u64; 512] {
    let mut t = [0u64; 512];
    let mut i = 0;
    while i < ERROR_NEEDLES.len() {
        let n = ERROR_NEEDLES[i];
        let g = gram(n[0], n[1], n[2]);
        t[g / 64] |= 1 << (g % 64);
        let g = gram(n[1], n[2], n[3]);
        t[g / 64] |= 1 << (g % 64);
        i += 1;
    }
    t
}
static NEEDLE_GRAMS: [u64; 512] = needle_grams();

/// True when the string reads as an error message: it contains `error`, `failed`,
/// `exception`, `panic`, `denied`, `not found`, `could not`, … in any ASCII case.
pub(crate) fn is_errorish(raw: &[u8]) -> bool {
    // Every needle is at least four bytes long: the gram ending at each even offset decides.
    let mut i = 2;
    while let Some(&[a, b, c]) = raw.get(i - 2..=i) {
        let g = gram(a, b, c);
        if NEEDLE_GRAMS[g / 64] & (1 << (g % 64)) != 0 {
            // The gram is a needle's bytes 0..3 (starting at i - 2) or 1..4 (at i - 3).
            let found = |start: usize| {
                raw.get(start..).is_some_and(|rest| ERROR_NEEDLES.iter().any(|n| starts_with_ci(rest, n)))
            };
            if found(i - 2) || i.checked_sub(3).is_some_and(found) {
                return true;
            }
        }
        i += 2;
    }
    false
}

/// An error message, as opposed to an identifier that merely contains an error word
/// (`src/error.rs`, `https://x.dev/errors`, `crate::error::Kind`, `error_codes.json`).
pub(crate) fn is_error_text(raw: &[u8]) -> bool {
    (is_errorish(raw) && (raw.contains(&b' ') || !is_name_token(raw))) || is_located_finding(raw)
}

/// A finding at a place, whatever words it uses: the text opens (past blanks) with
/// `name.ext:LINE:` and says something after it — a test's `eta_test.go:11: Duration(10km) =
/// 13m0s, want 14m0s`, a linter's `a.py:3:1: F401 unused import`.
pub(crate) fn is_located_finding(raw: &[u8]) -> bool {
    let t = &raw[raw.iter().take_while(|b| **b == b' ' || **b == b'\t').count()..];
    let token = &t[..t.iter().position(|&b| b == b' ').unwrap_or(t.len())];
    let Some(colon) = memchr::memchr(b':', token) else { return false };
    let name = &token[..colon];
    let ext = name.iter().rev().take_while(|b| b.is_ascii_alphanumeric()).count();
    let digits = token[colon + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
    (1..=6).contains(&ext)
        && name.len() > ext + 1
        && name[name.len() - ext - 1] == b'.'
        && digits > 0
        && t.len() > token.len() + 1
}

/// How a string reads as an error message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ErrorText {
    /// Not at all.
    No,
    /// It is one: kept whole, and a signal.
    Whole,
    /// A long text (a README, a description) that only mentions errors on some inner lines:
    /// not a signal; those lines are kept, the rest counted.
    Lines,
}

/// Classifies a string as an error message. A one-line string is one when it reads as an
/// error ([`is_error_text`]). A multi-line string (a test's `Output` ending in `\n` is one) is
/// one when its first line or its last non-blank line reads as an error or a located finding (a headline, a final exception line or verdict); when only inner lines
/// mention an error, it is prose that talks about errors ([`ErrorText::Lines`]).
pub(crate) fn error_text_shape(raw: &[u8]) -> ErrorText {
    if memchr::memmem::find(raw, b"\\n").is_none() {
        return if is_error_text(raw) { ErrorText::Whole } else { ErrorText::No };
    }
    // One pass, line by line: no needle spans a `\n` escape.
    let mut first = true;
    let mut last_errorish = false;
    let mut any = false;
    for line in escaped_lines(raw) {
        if !line.iter().any(u8::is_ascii_alphanumeric) {
            continue;
        }
        // A line that reads as an error, or a finding at a place (`eta_test.go:11: … want …`).
        let e = is_errorish(line) || is_located_finding(line);
        if first && e {
            return ErrorText::Whole;
        }
        first = false;
        any |= e;
        last_errorish = e;
    }
    if last_errorish {
        ErrorText::Whole
    } else if any {
        ErrorText::Lines
    } else {
        ErrorText::No
    }
}

/// The lines of JSON string contents as written, split at `\n` escapes (an escaped backslash
/// followed by `n` is not a break).
pub(crate) fn escaped_lines(raw: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = Some(raw);
    std::iter::from_fn(move || {
        let text = rest?;
        let mut i = 0;
        while let Some(off) = text.get(i..).and_then(|t| memchr::memchr(b'\\', t)) {
            let at = i + off;
            if text.get(at + 1) == Some(&b'n') {
                rest = text.get(at + 2..);
                return text.get(..at);
            }
            i = at + 2;
        }
        rest = None;
        Some(text)
    })
}

/// A single token naming a file, module, URL or address rather than saying something.
fn is_name_token(t: &[u8]) -> bool {
    is_path(t)
        || is_url(t)
        || is_email(t)
        || memchr::memmem::find(t, b"::").is_some()
        || has_extension(t)
        || is_compound_name(t)
}

/// A kebab- or snake-case name (`error-context`, `Win32_System_ErrorReporting`, `http-errors`,
/// `dep:no-panic`): ASCII alphanumerics joined by `-`, `_` or `:`, with at least one `-` or `_`,
/// starting with a letter. Feature, crate and option
/// names look like this; error messages do not.
fn is_compound_name(t: &[u8]) -> bool {
    t.first().is_some_and(u8::is_ascii_alphabetic)
        && t.last().is_some_and(u8::is_ascii_alphanumeric)
        && t.iter().any(|&b| b == b'-' || b == b'_')
        && t.iter().all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b':'))
        && !t.windows(2).any(|w| matches!(w, [b'-' | b'_' | b':', b'-' | b'_' | b':']))
}

/// A key whose scalar value names the object it belongs to: `id`, `name`, `version`, `key`,
/// `path`, `file`, `url`, `sha`, `hash`, `status`, … alone or as the last word of the key
/// (`package_id`, `manifest_path`, `fileName`, `html_url`). A folded array element keeps these
/// members as its skeleton.
pub(crate) fn is_identity_key(raw: &[u8]) -> bool {
    // The last word: after the last `_`, `-`, `.`, `$`, space or lowercase-to-uppercase step.
    let mut start = 0;
    for (i, w) in raw.windows(2).enumerate() {
        match w {
            [b'_' | b'-' | b'.' | b'$' | b' ' | b'/', _] => start = i + 1,
            [a, b] if a.is_ascii_lowercase() && b.is_ascii_uppercase() => start = i + 1,
            _ => {}
        }
    }
    let word = raw.get(start..).unwrap_or_default();
    let mut buf = [0u8; 32];
    matches!(
        normalize(word, &mut buf),
        Some(
            b"id"
                | b"uuid"
                | b"guid"
                | b"name"
                | b"filename"
                | b"key"
                | b"version"
                | b"vers"
                | b"path"
                | b"file"
                | b"url"
                | b"uri"
                | b"href"
                | b"sha"
                | b"hash"
                | b"digest"
                | b"checksum"
                | b"ref"
                | b"tag"
                | b"slug"
                | b"login"
                | b"number"
                | b"status"
                | b"state"
        )
    )
}

/// `name.ext` with a 1–5 character alphanumeric extension.
fn has_extension(t: &[u8]) -> bool {
    match t.iter().rposition(|&b| b == b'.') {
        Some(dot) if dot > 0 => {
            let ext = t.get(dot + 1..).unwrap_or_default();
            (1..=5).contains(&ext.len()) && ext.iter().all(u8::is_ascii_alphanumeric)
        }
        _ => false,
    }
}

fn starts_with_ci(hay: &[u8], needle: &[u8]) -> bool {
    hay.len() >= needle.len() && hay.iter().zip(needle).all(|(a, b)| a.to_ascii_lowercase() == *b)
}

/// ASCII-case-insensitive substring test; `needle` must be lowercase.
fn contains_ci(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| starts_with_ci(w, needle))
}

/// Character-level features of a string, gathered in one escape-aware pass.
#[derive(Default)]
struct Features {
    spaces: usize,
    /// `\n`, `\t`, `\r` escapes or other whitespace: multi-line text, never an identifier.
    breaks: bool,
    /// Non-ASCII characters or `\u` escapes.
    non_ascii: bool,
}

fn features(raw: &[u8]) -> Features {
    let mut f = Features::default();
    let mut i = 0;
    while let Some(&b) = raw.get(i) {
        match b {
            b' ' => f.spaces += 1,
            b'\\' => {
                match raw.get(i + 1) {
                    Some(b'n' | b't' | b'r' | b'b' | b'f') => f.breaks = true,
                    Some(b'u') => f.non_ascii = true,
                    _ => {}
                }
                i += 2;
                continue;
            }
            0x80.. => f.non_ascii = true,
            _ => {}
        }
        i += 1;
    }
    f
}

/// True when a string longer than [`SHORT_CHARS`] is an identifier worth keeping: a UUID, a hex
/// hash, a URL, a path, a version, an email address, an opaque high-entropy token (base64 ids,
/// API object ids, mangled names), or a short run of such tokens (`serde 1.0.0 (registry+https://…)`).
/// Prose, multi-line text, long non-ASCII text, repetitive runs and blobs are not.
pub(crate) fn is_identifier_like(raw: &[u8]) -> bool {
    if raw.len() > MAX_ID_BYTES {
        return false;
    }
    let f = features(raw);
    if f.breaks {
        return false;
    }
    if f.spaces == 0 {
        return is_strong(raw) || (!f.non_ascii && is_opaque(raw));
    }
    is_path_with_spaces(raw, f.spaces) || is_id_phrase(raw) || is_named_address(raw) || is_name_phrase(raw)
}

/// A short phrase of names, not words: every token opens with a capital or a digit, past any
/// bracket (`(MIT OR Apache-2.0) AND Unicode-3.0`, `Tyrell Inc #9`); prose has lowercase words.
fn is_name_phrase(t: &[u8]) -> bool {
    const MAX_NAME_PHRASE: usize = 64;
    t.len() <= MAX_NAME_PHRASE
        && t.split(|&b| b == b' ').all(|tok| {
            let tok = trim_brackets(tok);
            tok.first().is_some_and(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'#')
        })
}

/// An identifier for a string array's element: one that names something (a UUID, hash, URL,
/// path, version, email address, package id) as opposed to a plain word or prose.
pub(crate) fn is_element_identifier(raw: &[u8]) -> bool {
    raw.len() <= MAX_ID_BYTES && !features(raw).breaks && (is_strong(raw) || is_id_phrase(raw))
}

/// People with their addresses, as package metadata writes them: `Jane Doe <jane@example.com>`,
/// also comma-separated lists of them and a bare `<jane@example.com>`. Each name has at most 4
/// words.
fn is_named_address(t: &[u8]) -> bool {
    let mut any = false;
    for person in t.split(|&b| b == b',') {
        let person = person.strip_prefix(b" ").unwrap_or(person);
        let Some(open) = person.iter().position(|&b| b == b'<') else { return false };
        let (name, rest) = person.split_at(open);
        let Some(addr) = rest.strip_prefix(b"<").and_then(|r| r.strip_suffix(b">")) else { return false };
        let words = name.split(|&b| b == b' ').filter(|w| !w.is_empty()).count();
        if words > 4 || name.iter().any(|&b| matches!(b, b'<' | b'>' | b'"' | b'\\')) || !is_email(addr) {
            return false;
        }
        any = true;
    }
    any
}

/// A specific identifier shape: UUID, hex hash, URL, path, version or email address.
fn is_strong(t: &[u8]) -> bool {
    is_uuid(t) || is_hex_hash(t) || is_url(t) || is_path(t) || is_version(t) || is_email(t)
}

/// `8-4-4-4-12` hex digits, optionally braced or `urn:uuid:`-prefixed.
fn is_uuid(t: &[u8]) -> bool {
    let t = t.strip_prefix(b"urn:uuid:").unwrap_or(t);
    let t = t.strip_prefix(b"{").and_then(|t| t.strip_suffix(b"}")).unwrap_or(t);
    t.len() == 36
        && t.iter()
            .enumerate()
            .all(|(i, b)| if matches!(i, 8 | 13 | 18 | 23) { *b == b'-' } else { b.is_ascii_hexdigit() })
}

/// A hex digest (git SHA, sha256, …) of at least 7 digits, optionally `0x`- or `sha256:`-prefixed.
fn is_hex_hash(t: &[u8]) -> bool {
    let t = match t.iter().position(|&b| b == b':') {
        Some(colon) if colon <= 8 => t.get(colon + 1..).unwrap_or_default(),
        _ => t.strip_prefix(b"0x").unwrap_or(t),
    };
    t.len() >= 7 && t.iter().all(u8::is_ascii_hexdigit) && t.iter().any(u8::is_ascii_digit)
}

/// `scheme://…`, `mailto:…`, `urn:…` or an scp-style git remote `git@host:path`.
fn is_url(t: &[u8]) -> bool {
    if t.starts_with(b"mailto:") || t.starts_with(b"urn:") || t.starts_with(b"git@") {
        return t.len() > 6;
    }
    let Some(sep) = memchr::memmem::find(t, b"://") else { return false };
    let scheme = t.get(..sep).unwrap_or_default();
    scheme.first().is_some_and(u8::is_ascii_alphabetic)
        && scheme.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'.' | b'-'))
        && t.len() > sep + 3
}

/// Bytes that may appear in a path: ASCII alphanumerics, non-ASCII, and common punctuation.
const fn path_bytes() -> [bool; 256] {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c >= 0x80;
        b += 1;
    }
    let punct = b"/\\._-~:@+%=,#()[]{}$!&'";
    let mut i = 0;
    while i < punct.len() {
        t[punct[i] as usize] = true;
        i += 1;
    }
    t
}
static PATH_BYTES: [bool; 256] = path_bytes();

fn is_path_byte(b: u8) -> bool {
    PATH_BYTES[usize::from(b)]
}

/// A Unix or Windows path (`src/main.rs:12:5`, `/usr/lib`, `C:\\Users\\x`): has a separator and
/// only path characters.
fn is_path(t: &[u8]) -> bool {
    t.iter().any(|&b| b == b'/' || b == b'\\')
        && t.iter().any(u8::is_ascii_alphanumeric)
        && t.iter().all(|&b| is_path_byte(b))
}

/// An absolute or relative path with a few spaces in it (`/Users/Jane Doe/My Project/a.rs`).
fn is_path_with_spaces(t: &[u8], spaces: usize) -> bool {
    let rooted = t.starts_with(b"/")
        || t.starts_with(b"~/")
        || t.starts_with(b"./")
        || t.starts_with(b"../")
        || (t.len() > 3
            && t.first().is_some_and(u8::is_ascii_alphabetic)
            && t.get(1) == Some(&b':')
            && matches!(t.get(2), Some(b'/' | b'\\')));
    rooted
        && spaces <= 3
        && t.get(1) != Some(&b' ')
        && memchr::memmem::find(t, b". ").is_none()
        && memchr::memmem::find(t, b", ").is_none()
        && t.iter().all(|&b| b == b' ' || is_path_byte(b))
}

/// `1.2.3`, `v0.10.0-beta.1+build.5`: digits and dots, optional `v` and pre-release/build suffix.
fn is_version(t: &[u8]) -> bool {
    let t = t.strip_prefix(b"v").or_else(|| t.strip_prefix(b"V")).unwrap_or(t);
    let core_end = t.iter().position(|&b| b == b'-' || b == b'+').unwrap_or(t.len());
    let (core, suffix) = t.split_at(core_end);
    let mut parts = 0;
    for part in core.split(|&b| b == b'.') {
        if part.is_empty() || !part.iter().all(u8::is_ascii_digit) {
            return false;
        }
        parts += 1;
    }
    parts >= 2 && suffix.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'+'))
}

/// `local@domain.tld`.
fn is_email(t: &[u8]) -> bool {
    let Some(at) = t.iter().position(|&b| b == b'@') else { return false };
    let (local, domain) = (t.get(..at).unwrap_or_default(), t.get(at + 1..).unwrap_or_default());
    !local.is_empty()
        && local.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'%' | b'+' | b'-'))
        && domain.contains(&b'.')
        && domain.first().is_some_and(u8::is_ascii_alphanumeric)
        && domain.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-'))
}

/// An opaque ASCII token: base64 ids, API object ids (`cus_9s8d7f…`), JWTs, mangled names.
/// Not a plain word (it needs a digit, an inner capital or punctuation), and not repetitive
/// (Shannon entropy at least [`MIN_OPAQUE_ENTROPY`] bits per character).
fn is_opaque(t: &[u8]) -> bool {
    if t.len() > MAX_OPAQUE_BYTES {
        return false;
    }
    let mut counts = [0u16; 128];
    let (mut lower, mut upper, mut other) = (0usize, 0usize, 0usize);
    for &b in t {
        if !(b.is_ascii_graphic()) || b == b'"' {
            return false;
        }
        counts[usize::from(b)] += 1;
        if b.is_ascii_lowercase() {
            lower += 1;
        } else if b.is_ascii_uppercase() {
            upper += 1;
        } else {
            other += 1;
        }
    }
    // A single capitalised word (`Internationalization`) or a shouted one is still a word.
    let word_like = other == 0 && (upper <= 1 || lower == 0);
    !word_like && entropy(&counts, t.len()) >= MIN_OPAQUE_ENTROPY
}

/// Shannon entropy in bits per character of a byte histogram.
fn entropy(counts: &[u16; 128], len: usize) -> f64 {
    let n = len as f64;
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| {
            let p = f64::from(c) / n;
            -p * p.log2()
        })
        .sum()
}

/// Two or three space-separated tokens, all but at most one of them a specific identifier:
/// `serde 1.0.0 (registry+https://github.com/rust-lang/crates.io-index)`, `GET /api/v1/items`.
fn is_id_phrase(t: &[u8]) -> bool {
    let mut tokens = 0usize;
    let mut strong = 0usize;
    for tok in t.split(|&b| b == b' ') {
        tokens += 1;
        if tok.is_empty() || tokens > 3 {
            return false;
        }
        let tok = trim_brackets(tok);
        if is_strong(tok) {
            strong += 1;
        }
    }
    strong >= 1 && strong + 1 >= tokens
}

fn trim_brackets(mut t: &[u8]) -> &[u8] {
    while let [b'(' | b'[' | b'<' | b'\'', rest @ ..] = t {
        t = rest;
    }
    while let [rest @ .., b')' | b']' | b'>' | b',' | b';' | b'\''] = t {
        t = rest;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_id(s: &str, expected: bool) {
        assert_eq!(is_identifier_like(s.as_bytes()), expected, "is_identifier_like({s:?})");
    }

    #[test]
    fn name_phrases() {
        check_id("(MIT OR Apache-2.0) AND Unicode-3.0", true);
        check_id("Apache-2.0 WITH LLVM-exception OR MIT", true);
        check_id("A fast and correct JSON library", false);
        check_id("Returns the Value of the Thing", false);
    }

    #[test]
    fn uuids() {
        check_id("3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b", true);
        check_id("{3F2A9C1E-8B7D-4E6F-9A0B-1C2D3E4F5A6B}", true);
        check_id("urn:uuid:3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b", true);
        assert!(!is_uuid(b"3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6"));
        assert!(!is_uuid(b"3f2a9c1e-8b7d-4e6f-9a0b_1c2d3e4f5a6b"));
    }

    #[test]
    fn hashes() {
        check_id("9fceb02d0ae598e95dc970b74767f19372d61af8", true);
        check_id("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", true);
        check_id("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", true);
        assert!(is_hex_hash(b"0xdeadbeef00112233"));
        assert!(!is_hex_hash(b"9fceb02d0ae598e95dc970b74767f19372d61afg"));
        assert!(!is_hex_hash(b"abc12"));
        assert!(!is_hex_hash(b"deadbeefcafebabe"), "a hash with no digit is a word game");
        check_id("0000000000000000000000000000000000000000", true);
    }

    #[test]
    fn urls() {
        check_id("https://github.com/rust-lang/rust/issues/12345#issuecomment-1", true);
        check_id("registry+https://github.com/rust-lang/crates.io-index", true);
        check_id("git@github.com:ctx-rs/ctx.git", true);
        check_id("mailto:someone@example.com", true);
        assert!(!is_url(b"not a url at all"));
        assert!(!is_url(b"://missing-scheme"));
        // A URL is a single token; a sentence around one is prose.
        check_id("see https://example.com/docs for the details of this", false);
    }

    #[test]
    fn paths() {
        check_id("/work/main/crates/ctx-squash-json/src/lib.rs", true);
        check_id("src/tokenizer.rs:120:17", true);
        check_id("C:\\\\Users\\\\someone\\\\project\\\\main.rs", true);
        check_id("/Users/Jane Doe/My Project/src/main.rs", true);
        check_id("./node_modules/.bin/some-tool", true);
        // Prose that merely starts with a slash is not a path.
        check_id("/ this is a comment, which is long enough", false);
        check_id("/usr/bin is where the binaries live. Really.", false);
    }

    #[test]
    fn versions() {
        check_id("1.2.3-alpha.1+build.2024.05.01", true);
        check_id("v10.20.30-rc.1+exp.sha.5114f85", true);
        check_id("serde 1.0.219 (registry+https://github.com/rust-lang/crates.io-index)", true);
        assert!(is_version(b"0.1.0"));
        assert!(!is_version(b"1"));
        assert!(!is_version(b"1..2"));
        assert!(!is_version(b"version one"));
    }

    #[test]
    fn emails_and_opaque_ids() {
        check_id("jane.doe+ci@mail.example.com", true);
        check_id("dGhpcyBpcyBhIGJhc2U2NCBpZA==", true);
        check_id("cus_9s8d7f6g5h4j3k2l1ZxYwV", true);
        check_id("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123XYZ", true);
        check_id("std::collections::HashMap::with_capacity", true);
        check_id("ctx_squash_json::squash_ndjson", true);
        assert!(!is_email(b"@example.com"));
        assert!(!is_email(b"user@localhost"));
    }

    #[test]
    fn prose_and_junk_are_not_identifiers() {
        check_id("This crate provides fast JSON squashing for agents", false);
        check_id("the quick brown fox jumps over the lazy dog", false);
        check_id("supercalifragilisticexpialidocious", false);
        check_id("Internationalizations", false);
        check_id("NOTIFICATIONSREADYTOSEND", false);
        check_id("========================================", false);
        check_id("abababababababababababababab", false);
        check_id("line one\\nline two is here", false);
        check_id("这是一个很长的中文句子没有空格但它是散文而不是标识符", false);
        check_id(&"q1w2e3r4".repeat(40), false); // an opaque blob over 256 bytes
        check_id(&format!("https://example.com/{}", "x".repeat(3000)), false);
    }

    use proptest::prelude::*;

    proptest! {
        /// The every-second-byte scan finds exactly what a search for each needle at every
        /// offset finds.
        #[test]
        fn errorish_is_a_substring_search(
            parts in proptest::collection::vec(
                prop_oneof![
                    proptest::sample::select(ERROR_NEEDLES).prop_map(|n| String::from_utf8_lossy(n).to_uppercase()),
                    proptest::sample::select(ERROR_NEEDLES).prop_map(|n| String::from_utf8_lossy(&n[..n.len() - 1]).into_owned()),
                    "[a-zA-Z %\\n]{0,6}",
                ],
                0..8,
            )
        ) {
            let text = parts.concat();
            let expected = ERROR_NEEDLES.iter().any(|n| contains_ci(text.as_bytes(), n));
            prop_assert_eq!(is_errorish(text.as_bytes()), expected, "{:?}", text);
        }
    }

    #[test]
    fn error_text() {
        for s in [
            "error[E0599]: no method named `foo` found",
            "thread 'main' panicked at src/main.rs:2:5",
            "Permission DENIED while opening the file",
            "ModuleNotFound: module 'x' not found in path",
            "could not compile `ctx` due to 2 previous errors",
            "TypeError: undefined is not a function",
            "connection Refused by peer 10.0.0.1",
            "Test FAILED: expected 3, got 4",
        ] {
            assert!(is_errorish(s.as_bytes()), "{s:?} should read as an error");
        }
        for s in ["All good, the build completed in 2.3s", "the quick brown fox jumps over", ""] {
            assert!(!is_errorish(s.as_bytes()), "{s:?} should not read as an error");
        }
        for s in ["FAILED", "error: x", "TypeError", "request failed after 3 retries"] {
            assert!(is_error_text(s.as_bytes()), "{s:?} is an error message");
        }
        for s in ["src/error.rs", "https://x.dev/errors", "crate::error::Kind", "error_codes.json", "ok"] {
            assert!(!is_error_text(s.as_bytes()), "{s:?} only names something");
        }
    }

    #[test]
    fn keys() {
        let cases: &[(&str, KeyClass)] = &[
            ("error", KeyClass::Error),
            ("errors", KeyClass::Error),
            ("err", KeyClass::Error),
            ("errorMessage", KeyClass::Error),
            ("num_failed", KeyClass::Error),
            ("stderr", KeyClass::Message),
            ("message", KeyClass::Message),
            ("Message", KeyClass::Message),
            ("msg", KeyClass::Message),
            ("status", KeyClass::Status),
            ("statusCode", KeyClass::Status),
            ("level", KeyClass::State),
            ("$message_type", KeyClass::Plain),
            ("success", KeyClass::Success),
            ("exit_code", KeyClass::Exit),
            ("returncode", KeyClass::Exit),
            ("description", KeyClass::Detail),
            ("details", KeyClass::Detail),
            ("explanation", KeyClass::Reference),
            ("name", KeyClass::Plain),
            ("a_very_long_key_name_that_does_not_fit_in_the_buffer", KeyClass::Plain),
            ("a_very_long_key_name_that_counts_errors_in_the_buffer", KeyClass::Error),
        ];
        for (k, class) in cases {
            assert_eq!(classify_key(k.as_bytes()), *class, "key {k:?}");
            assert_eq!(KeyClass::from_bits(*class as u16), *class);
        }
    }

    #[test]
    fn status_words() {
        for w in ["failed", "FAILURE", "error", "overloaded_error", "timed_out", "crashed", "TestFailure"] {
            assert!(is_error_word(w.as_bytes()), "{w}");
        }
        for w in ["ok", "success", "passed", "running", "info", "warning"] {
            assert!(!is_error_word(w.as_bytes()), "{w}");
        }
        assert!(is_warning_word(b"Warning"));
        assert!(!is_warning_word(b"error"));
        assert!(is_kind_key(b"reason") && is_kind_key(b"$message_type") && !is_kind_key(b"name"));
    }

    #[test]
    fn char_lengths() {
        assert!(char_len_at_most(b"", 20));
        assert!(char_len_at_most("ééééééééééééééééééé".as_bytes(), 20)); // 19 chars, 38 bytes
        assert!(!char_len_at_most("ééééééééééééééééééééé".as_bytes(), 20)); // 21 chars
        assert!(!char_len_at_most(&[b'a'; 81], 20));
    }
}
