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
    let indent = line.iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count();
    if indent > MAX_INDENT {
        return None;
    }
    let rest = line.get(indent..)?;
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
    if !separated || key.len() > MAX_KEY || blanks_before > 1 || !keyish(key) {
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
    }
}
