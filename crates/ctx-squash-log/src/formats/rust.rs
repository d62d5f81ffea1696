//! Rust: rustc and cargo.
//!
//! What no principle tells: rustc writes a diagnostic's place on a line of its own behind an
//! arrow (`--> src/x.rs:3:5`, `::: …` for a macro's), and its notes under an error as
//! `= note:`/`= help:`, whatever words they use (`= note: clamp will panic if max < min` names no
//! error of its own); cargo's status lines (`   Compiling regex v1.13.2`) are right-aligned verbs,
//! and `test result:`/`could not compile` are its verdicts; a backtrace names each frame on its
//! own numbered line (`4: unitconv::parse_quantity`) above its place; the standard library's
//! frames are noise.

use super::Format;
use crate::classify::Level;

pub(super) static RUST: Format = Format {
    name: "rust",
    triggers: &[
        "--> ",
        "::: ",
        // `test result:` always counts `N passed`: the principles' `passed` finds it.
        "could not compile",
        "  compiling ",
        "  checking ",
        "  running ",
        "  install",
        "diff in ",
    ],
    library_places: &[
        b"/rustc/",
        b"/.cargo/registry/",
        b"/.cargo/git/",
        b"/.rustup/",
        b"/library/std/",
        b"/library/core/",
        b"/library/alloc/",
    ],
    library_symbols: &[
        b"std::",
        b"core::",
        b"alloc::",
        b"<std::",
        b"<core::",
        b"<alloc::",
        b"<f as ",
        b"__rustc::",
        b"rust_begin_unwind",
        b"__rust",
        b"test::",
    ],
    // rustfmt --check names each place it would change: `Diff in /x/src/lib.rs:4:`.
    verdict_starts: &[b"finished", b"error: aborting due to", b"error: test failed", b"diff in "],
    verdict_words: &[b"test result:", b"could not compile"],
    frame: Some(frame),
    level: Some(level),
    status: Some(status),
    frame_name: Some(frame_name),
    ..Format::NONE
};

/// rustc's place of a diagnostic (`--> src/x.rs:3:5`, `::: /x/lib.rs:9:1`) and a numbered
/// backtrace frame (`12: core::panicking::panic_fmt`, gdb's `#3 0x… in f`).
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    trimmed.starts_with(b"--> ") || trimmed.starts_with(b"::: ") || (indented && numbered_frame(trimmed))
}

/// A numbered backtrace frame: `12: core::panicking::panic_fmt` (Rust), `#3 0x… in f` (gdb).
fn numbered_frame(trimmed: &[u8]) -> bool {
    let body = trimmed.strip_prefix(b"#").unwrap_or(trimmed);
    let digits = body.iter().take_while(|b| b.is_ascii_digit()).count();
    digits > 0
        && (body[digits..].starts_with(b": ") || (trimmed[0] == b'#' && body[digits..].starts_with(b" ")))
}

/// A compiler's note or help attached to the diagnostic above it (`= note: …`, `= help: …`):
/// part of that diagnostic, never a headline of its own, whatever words it uses.
fn level(_orig: &[u8], trimmed: &[u8]) -> Option<Level> {
    (trimmed.starts_with(b"= note:") || trimmed.starts_with(b"= help:")).then_some(Level::Info)
}

/// A cargo-style status line: up to 11 spaces, a capitalized word that ends at column 12, a space
/// and more text.
fn status(orig: &[u8]) -> bool {
    let spaces = orig.iter().take_while(|&&b| b == b' ').count();
    let word = &orig[spaces..];
    let len = word.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    spaces + len == 12
        && len >= 4
        && word[0].is_ascii_uppercase()
        && word[1..len].iter().all(u8::is_ascii_lowercase)
        && word.get(len) == Some(&b' ')
        && word.get(len + 1).is_some_and(|b| !b.is_ascii_whitespace())
}

/// A backtrace frame's name on the numbered line above its place (`   4: unitconv::parse` above
/// `             at ./src/lib.rs:53:61`).
fn frame_name(lines: &ctx_squash_core::Lines<'_>, frame: usize) -> Option<usize> {
    let above = frame.checked_sub(1)?;
    let t = lines.bytes(above).trim_ascii_start();
    let digits = t.iter().take_while(|b| b.is_ascii_digit()).count();
    (digits > 0 && t[digits..].starts_with(b": ")).then_some(above)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_shapes() {
        assert!(frame(b"", b"--> src/lib.rs:3:18", true));
        assert!(frame(b"", b"12: core::panicking::panic_fmt", true));
        assert!(!frame(b"", b"12: core::panicking::panic_fmt", false));
        assert_eq!(level(b"", b"= note: clamp will panic if max < min"), Some(Level::Info));
        assert!(status(b"   Compiling regex v1.13.2"));
        assert!(status(b"     Running `rustc --crate-name x`"));
        assert!(!status(b"  Compiling regex"));
        let lines =
            ctx_squash_core::Lines::new("   4: unitconv::parse\n             at ./src/lib.rs:53:61\n");
        assert_eq!(frame_name(&lines, 1), Some(0));
        assert_eq!(frame_name(&lines, 0), None);
    }
}
