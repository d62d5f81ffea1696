//! Shortening an enormous kept string (an error message, a stderr dump) to its head and tail
//! lines with a `[N lines omitted]` marker, working on the JSON string contents as written.
//!
//! Lines are separated by the two-byte escape `\n`. Cuts fall only between whole escape
//! sequences and whole characters (a surrogate pair is one unit), so the result is still the
//! body of a valid JSON string.

/// Kept strings longer than this many bytes (as written) are shortened.
pub(crate) const LONG_BYTES: usize = 4096;

/// Bytes of leading lines kept: the headline (`error[E0599]: …`, `Traceback …`).
const HEAD_BYTES: usize = 1024;

/// Bytes of trailing lines kept: the innermost frame / final exception line.
const TAIL_BYTES: usize = 1024;

/// Appends `raw` (JSON string contents, without quotes) to `out`, shortened to its first lines
/// and last lines with one `[N lines omitted]` line between them. When the first line alone is
/// over the head budget it is cut at a unit boundary and ends with `…`.
pub(crate) fn push_head_tail(out: &mut String, raw: &str) {
    let bytes = raw.as_bytes();
    let mut breaks = Vec::new();
    let mut i = 0;
    while let Some(off) = bytes.get(i..).and_then(|rest| memchr::memchr(b'\\', rest)) {
        let at = i + off;
        if bytes.get(at + 1) == Some(&b'n') {
            breaks.push(at);
        }
        // Every escape is at least two bytes and its tail never holds a backslash.
        i = at + 2;
    }
    let lines = breaks.len() + 1;
    let start = |k: usize| if k == 0 { 0 } else { breaks.get(k - 1).map_or(bytes.len(), |b| b + 2) };
    let end = |k: usize| breaks.get(k).copied().unwrap_or(bytes.len());

    let mut head = 0;
    while head < lines && end(head) <= HEAD_BYTES {
        head += 1;
    }
    let mut tail = lines;
    while tail > head.max(1) && bytes.len() - start(tail - 1) <= TAIL_BYTES {
        tail -= 1;
    }
    if head == 0 {
        out.push_str(raw.get(..safe_cut(bytes, HEAD_BYTES)).unwrap_or_default());
        out.push('\u{2026}');
    } else {
        out.push_str(raw.get(..end(head - 1)).unwrap_or_default());
    }
    if tail > head.max(1) {
        out.push_str("\\n");
        ctx_squash_core::push_omitted(out, head.max(1), tail - 1);
    }
    if tail < lines {
        out.push_str("\\n");
        out.push_str(raw.get(start(tail)..).unwrap_or_default());
    }
}

/// Lines of a prose string that mentions errors: at most this many are kept.
const MAX_MATCHING_LINES: usize = 8;

/// Appends the lines of `raw` (JSON string contents, without quotes) that read as an error,
/// at most [`MAX_MATCHING_LINES`] of them and each cut to [`HEAD_BYTES`], with one
/// `[N lines omitted]` line for every run of other lines.
pub(crate) fn push_matching_lines(out: &mut String, raw: &str) {
    let mut gap = 0usize;
    let mut kept = 0usize;
    let mut first = true;
    let mut offset = 0usize;
    let mut index = 0usize;
    for (i, line) in crate::classify::escaped_lines(raw.as_bytes()).enumerate() {
        index = i + 1;
        let start = offset;
        offset += line.len() + 2;
        if kept == MAX_MATCHING_LINES || !crate::classify::is_errorish(line) {
            gap += 1;
            continue;
        }
        if !first {
            out.push_str("\\n");
        }
        first = false;
        if gap > 0 {
            ctx_squash_core::push_omitted(out, i - gap, i - 1);
            out.push_str("\\n");
            gap = 0;
        }
        let text = raw.get(start..start + line.len()).unwrap_or_default();
        if line.len() > HEAD_BYTES {
            out.push_str(text.get(..safe_cut(line, HEAD_BYTES)).unwrap_or_default());
            out.push('\u{2026}');
        } else {
            out.push_str(text);
        }
        kept += 1;
    }
    if gap > 0 {
        if !first {
            out.push_str("\\n");
        }
        ctx_squash_core::push_omitted(out, index - gap, index - 1);
    }
}

/// The largest index `<= limit` that falls between whole characters and whole escapes.
fn safe_cut(bytes: &[u8], limit: usize) -> usize {
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let step = match b {
            b'\\' if bytes.get(i + 1) == Some(&b'u') => {
                let high = bytes.get(i + 2..i + 6).is_some_and(|h| matches!(h.first(), Some(b'd' | b'D')))
                    && matches!(bytes.get(i + 3), Some(b'8' | b'9' | b'a' | b'b' | b'A' | b'B'));
                if high { 12 } else { 6 }
            }
            0xF0.. => 4,
            0xE0.. => 3,
            b'\\' | 0xC0.. => 2,
            _ => 1,
        };
        if i + step > limit {
            break;
        }
        i += step;
    }
    i.min(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(raw: &str, expected: &str) {
        let mut out = String::new();
        push_head_tail(&mut out, raw);
        assert_eq!(out, expected);
        let json = format!("\"{out}\"");
        assert!(serde_json::from_str::<String>(&json).is_ok(), "not a JSON string body: {json}");
    }

    fn lines(prefix: &str, n: usize, width: usize) -> Vec<String> {
        (0..n).map(|i| format!("{prefix}{i:0width$}")).collect()
    }

    #[test]
    fn keeps_head_and_tail_lines_with_exact_count() {
        // 200 lines of 40 bytes (+2 for each `\n`): 24 fit the head, 24 the tail.
        let all = lines("line ", 200, 35);
        let raw = all.join("\\n");
        let expected =
            format!("{}\\n[152 lines omitted]\\n{}", all[..24].join("\\n"), all[176..].join("\\n"));
        check(&raw, &expected);
    }

    #[test]
    fn cuts_a_giant_first_line_at_a_char_boundary() {
        let raw = "é".repeat(3000);
        let mut expected = "é".repeat(512);
        expected.push('…');
        check(&raw, &expected);
    }

    #[test]
    fn never_splits_an_escape_or_a_surrogate_pair() {
        let raw = format!("x{}", "\\ud83d\\ude00".repeat(1000));
        let mut out = String::new();
        push_head_tail(&mut out, &raw);
        assert_eq!(out, format!("x{}…", "\\ud83d\\ude00".repeat(85)));
        let raw = format!("x{}", "\\\"".repeat(3000));
        check(&raw, &format!("x{}…", "\\\"".repeat(511)));
    }

    #[test]
    fn escaped_backslash_n_is_not_a_line_break() {
        let raw = format!("{}\\\\n{}", "a".repeat(3000), "b".repeat(3000));
        let mut expected = "a".repeat(1024);
        expected.push('…');
        check(&raw, &expected);
    }

    #[test]
    fn giant_first_line_then_short_tail() {
        let raw = format!("{}\\nmiddle\\nValueError: bad", "a".repeat(5000));
        check(&raw, &format!("{}…\\nmiddle\\nValueError: bad", "a".repeat(1024)));
        let middle = lines("frame ", 100, 30).join("\\n");
        let raw = format!("{}\\n{middle}\\nValueError: bad", "a".repeat(5000));
        let tail = lines("frame ", 100, 30)[74..].join("\\n");
        check(&raw, &format!("{}…\\n[74 lines omitted]\\n{tail}\\nValueError: bad", "a".repeat(1024)));
    }
}
