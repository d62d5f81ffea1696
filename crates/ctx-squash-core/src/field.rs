//! A field line is a key and its value: `Path = a/b.class`, `Host OS: FAT`, `ac_cv_func_x=no`,
//! and, under a tree prefix or indentation, `│  ├─ licenses: MIT` read past its lead. The one
//! reading of a `key = value`, `key: value` or `name=value` line the principles about records and
//! their fields share (ctx-squash-log's flat records and this crate's [`rare_fields`](crate::rare_fields)).

/// Bytes a key holds at most.
const MAX_KEY: usize = 64;
/// Single blanks a key holds at most (`Packed Size`, `Volume Index`).
const MAX_KEY_BLANKS: usize = 3;
/// Bytes of indent (blanks) a field line has at most.
const MAX_INDENT: usize = 8;

/// The key and the value (what follows the separator, trimmed) of a field line, or `None`.
///
/// A field line is, after at most 8 blanks, a key (a letter or `_` first, then letters, digits,
/// `_-./()[]` and at most 3 single blanks, at most 64 bytes) then `=` or `:` and a blank or the
/// line's end (or, for `=`, a value straight after a key without blanks: `name=value`). A place
/// in a file (`src/x.rs:12: bad`), a URL, a comparison (`a == b`) is none.
///
/// ```
/// use ctx_squash_core::field;
///
/// assert_eq!(field(b"Packed Size = 0"), Some((&b"Packed Size"[..], &b"0"[..])));
/// assert_eq!(field(b"licenses: MIT OR Apache-2.0"), Some((&b"licenses"[..], &b"MIT OR Apache-2.0"[..])));
/// assert_eq!(field(b"ac_cv_func_kqueue=no"), Some((&b"ac_cv_func_kqueue"[..], &b"no"[..])));
/// assert_eq!(field(b"src/x.rs:12: bad"), None);
/// ```
#[must_use]
pub fn field(line: &[u8]) -> Option<(&[u8], &[u8])> {
    read(line, false)
}

/// [`field`], read wider: past a nesting gutter — marks written before the key, each group of
/// marks standing for one level and followed by one blank (`.. ..$ trees    : int 187`, R's
/// `str()`; `- name: web`, a YAML list's item; `| key: v`) — and with the key padded by blanks
/// to a column before its separator (`id       : chr "B27"`, `Name        : sshd`). The
/// reading of a record's fields, where lines of the same keys are compared
/// ([`rare_fields`](crate::rare_fields)); [`field`] stays the strict reading of a setting's line.
///
/// ```
/// use ctx_squash_core::{field, nested_field};
///
/// let line = b"  .. ..$ trees    : chr \"212\"";
/// assert_eq!(nested_field(line), Some((&b"trees"[..], &b"chr \"212\""[..])));
/// assert_eq!(field(line), None);
/// assert_eq!(nested_field(b"- name: web"), Some((&b"name"[..], &b"web"[..])));
/// assert_eq!(nested_field(b"  ..$ :List of 7"), None);
/// ```
#[must_use]
pub fn nested_field(line: &[u8]) -> Option<(&[u8], &[u8])> {
    read(line, true)
}

/// Bytes of a nesting gutter's marks one level holds at most (`..$`, `|--`).
const MAX_MARKS: usize = 8;

/// Whether `b` is a mark a nesting gutter is written in: punctuation that is no name byte, no
/// bracket, no quote and no path's `/`.
#[inline]
fn mark(b: u8) -> bool {
    matches!(b, b'.' | b'$' | b'|' | b'-' | b'+' | b'*' | b'>' | b'#' | b'~' | b'!' | b':' | b'=')
}

/// Bytes of the nesting gutter `rest` opens with (see [`nested_field`]): groups of at most
/// [`MAX_MARKS`] marks, each followed by one blank; 0 when none.
///
/// ```
/// use ctx_squash_core::gutter;
///
/// assert_eq!(gutter(b".. ..$ trees    : int 187"), 7);
/// assert_eq!(gutter(b"..$ :List of 7"), 4);
/// assert_eq!(gutter(b"-flag=1"), 0);
/// assert_eq!(gutter(b"name: x"), 0);
/// ```
#[must_use]
pub fn gutter(rest: &[u8]) -> usize {
    let mut end = 0;
    loop {
        let group = rest.get(end..).unwrap_or_default().iter().take_while(|&&b| mark(b)).count();
        if group == 0 || group > MAX_MARKS || rest.get(end + group) != Some(&b' ') {
            return end;
        }
        end += group + 1;
    }
}

/// [`field`] (`wide` false) or [`nested_field`] (`wide` true).
fn read(line: &[u8], wide: bool) -> Option<(&[u8], &[u8])> {
    let indent = line.iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
    if indent > MAX_INDENT {
        return None;
    }
    let rest = line.get(indent..)?;
    let rest = if wide { rest.get(gutter(rest)..)? } else { rest };
    if !rest.first().is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') {
        return None;
    }
    let at = memchr::memchr2(b'=', b':', rest.get(..rest.len().min(MAX_KEY + 2)).unwrap_or_default())?;
    let (written, after) = rest.split_at(at);
    let key = written.trim_ascii_end();
    let blanks_before = written.len() - key.len();
    let next = after.get(1).copied();
    let separated = match after.first() {
        Some(b':') => next.is_none_or(|b| matches!(b, b' ' | b'\t')),
        Some(b'=') => {
            next.is_none_or(|b| matches!(b, b' ' | b'\t'))
                || (blanks_before == 0 && !key.contains(&b' ') && next.is_some_and(|b| b != b'='))
        }
        _ => false,
    };
    // A key padded to a column is one word: blanks inside a key and a run before its separator
    // would make a sentence's words a key.
    let padded = blanks_before > 1 && (!wide || key.contains(&b' '));
    if !separated || key.len() > MAX_KEY || padded || !keyish(key) {
        return None;
    }
    Some((key, after.get(1..).unwrap_or_default().trim_ascii()))
}

/// The key of a line that writes a key and leaves its value to the next line: a line ending with
/// `=>` after a key of at most 64 bytes holding no blank (`["timeout_s"]=>`, PHP's `var_dump`;
/// `'name' =>`), or `None`.
///
/// ```
/// use ctx_squash_core::arrow_key;
///
/// assert_eq!(arrow_key(b"[\"timeout_s\"]=>"), Some(&b"[\"timeout_s\"]"[..]));
/// assert_eq!(arrow_key(b"a => b"), None);
/// ```
#[must_use]
pub fn arrow_key(line: &[u8]) -> Option<&[u8]> {
    let key = line.trim_ascii().strip_suffix(b"=>")?.trim_ascii_end();
    (!key.is_empty()
        && key.len() <= MAX_KEY
        && !key.iter().any(u8::is_ascii_whitespace)
        && !key.contains(&b'='))
    .then_some(key)
}

/// Whether a byte is one a name is written in: a letter, a digit, `_`, `.` or `-` (`core.editor`,
/// `ac_cv_func_x`, `LC_ALL`). A [`field`]'s key is written in these, `/()[]` and single blanks;
/// ctx-squash-log's `name=value` rows, key shapes and aligned keys read names by it too.
#[must_use]
#[inline]
pub fn name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')
}

/// Whether `key` holds only [name bytes](name_byte), `/()[]` and at most [`MAX_KEY_BLANKS`]
/// single blanks, read in one pass.
fn keyish(key: &[u8]) -> bool {
    let mut blanks = 0;
    let mut after_blank = false;
    for &b in key {
        if b == b' ' {
            if after_blank {
                return false;
            }
            blanks += 1;
            after_blank = true;
        } else if name_byte(b) || matches!(b, b'/' | b'(' | b')' | b'[' | b']') {
            after_blank = false;
        } else {
            return false;
        }
    }
    blanks <= MAX_KEY_BLANKS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_line_is_told() {
        for (line, key, value) in [
            ("Path = a/b", "Path", "a/b"),
            ("Created = ", "Created", ""),
            ("Packed Size = 0", "Packed Size", "0"),
            ("  Host OS: FAT", "Host OS", "FAT"),
            ("ac_cv_func_kqueue=no", "ac_cv_func_kqueue", "no"),
            ("Comment =", "Comment", ""),
            ("licenses: (MIT AND CC-BY-3.0)", "licenses", "(MIT AND CC-BY-3.0)"),
        ] {
            assert_eq!(field(line.as_bytes()), Some((key.as_bytes(), value.as_bytes())), "{line}");
        }
        for line in [
            "src/x.rs:12: bad",
            "http://x",
            "a == b",
            "-- x = 1",
            "one two three four five = 6",
            "x:y",
            "          deep = 1",
            "├─ licenses: MIT",
        ] {
            assert_eq!(field(line.as_bytes()), None, "{line}");
        }
    }

    #[test]
    fn a_nested_field_is_read_past_its_gutter_and_padding() {
        for (line, key, value) in [
            ("  .. ..$ trees    : chr \"212\"", "trees", "chr \"212\""),
            (" $ year       : int 2025", "year", "int 2025"),
            ("  .. .. ..$ start: Date[1:1]", "start", "Date[1:1]"),
            ("- name: web", "name", "web"),
            ("| key: v", "key", "v"),
            ("Name        : sshd", "Name", "sshd"),
            ("Path = a/b", "Path", "a/b"),
        ] {
            assert_eq!(nested_field(line.as_bytes()), Some((key.as_bytes(), value.as_bytes())), "{line}");
        }
        for line in [
            "  ..$ :List of 7",
            "-flag=1",
            "..$trees: x",
            "two words     : x",
            "/usr/bin: x",
            "\"quoted\": 1",
            "src/x.rs:12: bad",
        ] {
            assert_eq!(nested_field(line.as_bytes()), None, "{line}");
        }
        // The strict reading reads neither a gutter nor a padded key.
        assert_eq!(field(b" $ year       : int 2025"), None);
        assert_eq!(field(b"id       : chr"), None);
    }

    proptest::proptest! {
        /// On any line: no panic, and a key read is a non-empty part of the line before its
        /// value.
        #[test]
        fn never_panics(line in "\\PC{0,120}") {
            if let Some((key, value)) = field(line.as_bytes()) {
                proptest::prop_assert!(!key.is_empty());
                let at = memchr::memmem::find(line.as_bytes(), key);
                proptest::prop_assert!(at.is_some());
                proptest::prop_assert!(value.len() < line.len());
            }
        }

        /// On any line: no panic; the wide reading reads every field the strict one does, the
        /// same, and its key sits past the line's gutter.
        #[test]
        fn the_nested_reading_widens_the_strict_one(line in "[ .$|:=a-z\\-]{0,40}|\\PC{0,80}") {
            let bytes = line.as_bytes();
            if let Some(read) = field(bytes) {
                proptest::prop_assert_eq!(nested_field(bytes), Some(read));
            }
            if let Some((key, _)) = nested_field(bytes) {
                proptest::prop_assert!(!key.is_empty() && key.len() <= MAX_KEY);
                let lead = bytes.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
                let past = lead + gutter(bytes.get(lead..).unwrap_or_default());
                proptest::prop_assert!(bytes.get(past..).is_some_and(|rest| rest.starts_with(key)));
            }
        }
    }
}
