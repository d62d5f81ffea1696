//! Terminal noise removal: ANSI escape sequences, carriage-return redraws and CRLF line ends; the
//! one escape-sequence parser every squasher uses.

use std::borrow::Cow;

use memchr::{memchr2, memchr3, memrchr};

const ESC: u8 = 0x1b;
const BEL: u8 = 0x07;

/// Removes what only a terminal needs from captured output, keeping every other byte as it is.
///
/// - ANSI escape sequences are removed: CSI (`ESC [` … final byte, which covers SGR colours and
///   cursor movement), string sequences (OSC `ESC ]`, DCS `ESC P`, SOS, PM, APC, ended by BEL or
///   `ESC \`, or at the end of the line when unterminated) and the short `ESC` + final-byte forms.
///   A malformed sequence is dropped up to the byte that breaks it; a lone `ESC` is dropped.
/// - A line containing a bare `\r` (one not followed by `\n`) keeps only the text written after
///   the last bare `\r` that is followed by more text on that line — what a progress bar leaves on
///   screen. A trailing `\r` with nothing after it changes nothing.
/// - `\r\n` becomes `\n`.
///
/// The output contains no `ESC` byte and no `\r`. It is borrowed when the input has neither, and
/// the work is linear in the input length whatever its shape.
///
/// ```
/// use ctx_squash_core::clean_terminal;
///
/// assert_eq!(clean_terminal("\x1b[31merror\x1b[0m: boom\r\n"), "error: boom\n");
/// assert_eq!(clean_terminal(" 10%\r 60%\r100% done\n"), "100% done\n");
/// assert!(matches!(clean_terminal("plain"), std::borrow::Cow::Borrowed("plain")));
/// ```
pub fn clean_terminal(input: &str) -> Cow<'_, str> {
    let bytes = input.as_bytes();
    let Some(first) = memchr2(ESC, b'\r', bytes) else {
        return Cow::Borrowed(input);
    };
    let mut out = String::with_capacity(input.len());
    out.push_str(&input[..first]);
    // Start of the current line in `out`; always just after a `\n`, so a char boundary.
    let mut line_start = memrchr(b'\n', &bytes[..first]).map_or(0, |i| i + 1);
    // A bare `\r` was seen: the next visible text replaces the line written so far.
    let mut pending_reset = false;
    let mut pos = first;
    while pos < bytes.len() {
        let next = memchr3(ESC, b'\r', b'\n', &bytes[pos..]).map_or(bytes.len(), |i| pos + i);
        if next > pos {
            if pending_reset {
                out.truncate(line_start);
                pending_reset = false;
            }
            out.push_str(&input[pos..next]);
            pos = next;
            continue;
        }
        match bytes[pos] {
            b'\n' => {
                out.push('\n');
                line_start = out.len();
                pending_reset = false;
                pos += 1;
            }
            b'\r' => {
                if bytes.get(pos + 1) != Some(&b'\n') {
                    pending_reset = true;
                }
                pos += 1;
            }
            _ => pos = skip_escape(bytes, pos),
        }
    }
    Cow::Owned(out)
}

/// Appends `bytes` to `out` without its escape sequences (as [`clean_terminal`] removes them; a
/// carriage return stays). Never removes a `\n`, so line k of the result is line k of `bytes`.
///
/// ```
/// let mut out = Vec::new();
/// ctx_squash_core::strip_escapes(b"\x1b[31merror\x1b[0m: x\n\x1b]0;title\x07ok", &mut out);
/// assert_eq!(out, b"error: x\nok");
/// ```
pub fn strip_escapes(bytes: &[u8], out: &mut Vec<u8>) {
    let mut pos = 0;
    while let Some(i) = memchr::memchr(ESC, &bytes[pos..]) {
        out.extend_from_slice(&bytes[pos..pos + i]);
        pos = skip_escape(bytes, pos + i);
    }
    out.extend_from_slice(&bytes[pos..]);
}

/// Returns the index just past the escape sequence starting with the `ESC` at `pos`; never past
/// a `\n`.
///
/// Every byte skipped is ASCII or lies between ASCII delimiters, so the returned index is always
/// a char boundary.
fn skip_escape(bytes: &[u8], pos: usize) -> usize {
    let Some(&kind) = bytes.get(pos + 1) else {
        return pos + 1;
    };
    match kind {
        b'[' => {
            // CSI: parameter and intermediate bytes, then one final byte.
            let mut i = pos + 2;
            while let Some(&b) = bytes.get(i) {
                match b {
                    0x20..=0x3f => i += 1,
                    0x40..=0x7e => return i + 1,
                    _ => return i,
                }
            }
            i
        }
        b']' | b'P' | b'X' | b'^' | b'_' => {
            // String sequences: end at BEL or ST (`ESC \`); never cross a line end.
            match memchr3(BEL, ESC, b'\n', &bytes[pos + 2..]).map(|i| pos + 2 + i) {
                None => bytes.len(),
                Some(j) => match bytes[j] {
                    BEL => j + 1,
                    ESC if bytes.get(j + 1) == Some(&b'\\') => j + 2,
                    _ => j,
                },
            }
        }
        0x20..=0x2f => {
            // nF: intermediate bytes, then one final byte.
            let mut i = pos + 1;
            while bytes.get(i).is_some_and(|b| (0x20..=0x2f).contains(b)) {
                i += 1;
            }
            if bytes.get(i).is_some_and(|b| (0x30..=0x7e).contains(b)) { i + 1 } else { i }
        }
        0x30..=0x7e => pos + 2,
        _ => pos + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(clean_terminal(input), expected);
    }

    #[test]
    fn plain_text_is_borrowed() {
        assert!(matches!(clean_terminal("a\nb\n"), Cow::Borrowed(_)));
        assert!(matches!(clean_terminal(""), Cow::Borrowed(_)));
        check("tab\tand nul\0 kept\n", "tab\tand nul\0 kept\n");
    }

    #[test]
    fn sgr_colours() {
        check("\x1b[1m\x1b[31merror\x1b[0m\x1b[1m: could not compile\x1b[0m", "error: could not compile");
        check("\x1b[38;5;196mred\x1b[m", "red");
        check("\x1b[38:2:255:0:0mtrue\x1b[0m", "true");
    }

    #[test]
    fn cursor_and_erase_sequences() {
        check("\x1b[2K\x1b[1Gdone\n", "done\n");
        check("\x1b[?25lhidden cursor\x1b[?25h", "hidden cursor");
    }

    #[test]
    fn osc_titles_and_hyperlinks() {
        check("\x1b]0;title\x07text", "text");
        check("\x1b]8;;https://x.dev\x1b\\link\x1b]8;;\x1b\\ after", "link after");
        check("\x1b]0;unterminated title\nnext", "\nnext");
        check("\x1bPdcs payload\x1b\\x", "x");
    }

    #[test]
    fn short_escapes() {
        check("\x1b7saved\x1b8", "saved");
        check("\x1b(Bascii", "ascii");
        check("\x1b=keypad\x1b>", "keypad");
    }

    #[test]
    fn malformed_escapes() {
        check("end\x1b", "end");
        check("\x1b[12", "");
        check("\x1b[12\nx", "\nx");
        check("a\x1b\x1b[0mb", "ab");
        check("\x1bé", "é");
        check("\x1b[3é", "é");
    }

    #[test]
    fn crlf() {
        check("a\r\nb\r\n", "a\nb\n");
        check("a\r\n\r\n", "a\n\n");
    }

    #[test]
    fn carriage_return_redraws() {
        check(" 10%\r 50%\r100%\n", "100%\n");
        check(
            "first line\nDownloading 1/3\rDownloading 3/3\nafter\n",
            "first line\nDownloading 3/3\nafter\n",
        );
        check("progress 50%\r", "progress 50%");
        check("keep\r\r\n", "keep\n");
        check("x\r\x1b[Kfinal", "final");
        check("50%\r\x1b[K\n", "50%\n");
        check("\rstart", "start");
    }

    #[test]
    fn carriage_returns_only_reset_their_own_line() {
        check("one\ntwo\rTWO\nthree", "one\nTWO\nthree");
    }

    #[test]
    fn long_runs_stay_linear() {
        let many_cr = format!("{}\n", "x\r".repeat(200_000));
        assert_eq!(clean_terminal(&many_cr), "x\n");
        let many_esc = "\x1b[0m".repeat(200_000) + "ok";
        assert_eq!(clean_terminal(&many_esc), "ok");
        let bare_crs = format!("abc{}", "\r".repeat(200_000));
        assert_eq!(clean_terminal(&bare_crs), "abc");
    }
}
