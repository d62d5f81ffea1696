//! Go: panics, `go test`, the race detector.
//!
//! What no principle tells: a goroutine's trace opens with `goroutine N [running]:`, a frame's
//! place is a tab-indented `/x/y.go:12 +0x1d` below its call (`pkg.parseRule({0x5636?})`) with no
//! word before it, `go test` ends a package with `ok  \tpkg` or `FAIL\tpkg`; the runtime's and the
//! module cache's frames are noise.

use std::sync::LazyLock;

use ctx_squash_core::Lines;
use memchr::memmem::Finder;

use super::Format;

/// A Go file's place (`.go:`), searched for with one searcher built once: an indented line of
/// another tool (a trace log's clock) is long and holds many dots.
static GO_PLACE: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b".go:"));

pub(super) static GO: Format = Format {
    name: "go",
    triggers: &["goroutine ", ".go:", "ok  \t"],
    library_places: &[b"/usr/local/go/", b"/go/pkg/mod/"],
    library_symbols: &[b"runtime.", b"testing."],
    verdict_starts: &[b"ok  \t", b"fail\t"],
    frame: Some(frame),
    frame_name: Some(call_line),
    ..Format::NONE
};

/// `goroutine 1 [running]:`, and a place `x.go:12` on an indented line or one opening with `/`.
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    (trimmed.starts_with(b"goroutine ") && trimmed.ends_with(b":"))
        || ((indented || trimmed.starts_with(b"/"))
            && GO_PLACE.find_iter(trimmed).any(|i| trimmed.get(i + 4).is_some_and(u8::is_ascii_digit)))
}

/// The call line of a Go stack frame above its place: a function name and its arguments in
/// parentheses, alone on its line (unindented in a panic, indented in a race report), when the
/// place below it is indented.
fn call_line(lines: &Lines<'_>, frame: usize) -> Option<usize> {
    let above = frame.checked_sub(1)?;
    let t = lines.bytes(above).trim_ascii();
    let call = t.ends_with(b")")
        && memchr::memchr(b'(', t).is_some_and(|open| open > 0 && !t[..open].contains(&b' '));
    (call && lines.bytes(frame).first().is_some_and(u8::is_ascii_whitespace)).then_some(above)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_shapes() {
        assert!(frame(b"", b"goroutine 1 [running]:", false));
        assert!(frame(b"", b"/home/u/x/main.go:12 +0x1d", true));
        assert!(!frame(b"", b"see main.go for details", false));
        let lines = Lines::new(
            "example.com/quota/config.parseRule({0x563699?, 0x27?})\n\t/tmp/q/config/config.go:46 +0x433\n",
        );
        assert_eq!(call_line(&lines, 1), Some(0));
        let lines = Lines::new("FAIL\n\t/tmp/q/config/config.go:46 +0x433\n");
        assert_eq!(call_line(&lines, 1), None);
    }
}
