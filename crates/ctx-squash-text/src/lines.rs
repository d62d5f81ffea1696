//! Line bookkeeping shared by the squasher: counting, gap markers and cutting over-long lines.

use std::fmt::Write as _;

/// Number of lines in `bytes`: `\n` ends a line, and a final line without one still counts.
pub(crate) fn line_count(bytes: &[u8]) -> usize {
    count_newlines(bytes) + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

/// Number of `\n` bytes; a plain loop the compiler vectorizes, fast on dense and sparse input.
#[expect(clippy::naive_bytecount, reason = "this loop vectorizes; not worth a dependency")]
pub(crate) fn count_newlines(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b == b'\n').count()
}

/// Length of `[n lines omitted]`.
pub(crate) fn marker_len(n: usize) -> usize {
    "[ lines omitted]".len() + decimal_len(n)
}

/// Appends `[n lines omitted]`.
pub(crate) fn push_marker(out: &mut String, n: usize) {
    // Writing to a String cannot fail.
    let _ = write!(out, "[{n} lines omitted]");
}

/// The lines `keep` marks, in order, each written by `push`, with one `[N lines omitted]` line
/// for every run of the others; the last newline as `input` has it. `input` itself when that is
/// not shorter.
pub(crate) fn render_kept(input: &str, keep: &[bool], mut push: impl FnMut(&mut String, usize)) -> String {
    let mut out = String::with_capacity(input.len() / 2);
    let mut dropped = 0;
    for (i, &kept) in keep.iter().enumerate() {
        if !kept {
            dropped += 1;
            continue;
        }
        if dropped > 0 {
            push_marker(&mut out, dropped);
            out.push('\n');
            dropped = 0;
        }
        push(&mut out, i);
        out.push('\n');
    }
    if dropped > 0 {
        push_marker(&mut out, dropped);
        out.push('\n');
    }
    if !input.ends_with('\n') {
        out.pop();
    }
    if out.len() < input.len() { out } else { input.to_owned() }
}

fn decimal_len(mut n: usize) -> usize {
    let mut digits = 1;
    while n >= 10 {
        n /= 10;
        digits += 1;
    }
    digits
}

/// Bytes a line is allowed to keep beyond its cap before it is cut (room for the cut marker).
const CUT_SLACK: usize = 48;

/// Length `line_len` takes in the output once [`push_cut`] is applied with cap `max`.
pub(crate) fn cut_len(line: &str, max: usize) -> usize {
    match cut_points(line, max) {
        None => line.len(),
        Some((head, tail)) => head + (line.len() - tail) + cut_marker_len(tail - head),
    }
}

/// Appends `line`, or, when it is longer than `max` (plus slack for the marker), its first two
/// thirds of `max` bytes, `[… N bytes omitted]` and its last third, cut at char boundaries.
pub(crate) fn push_cut(out: &mut String, line: &str, max: usize) {
    match cut_points(line, max) {
        None => out.push_str(line),
        Some((head, tail)) => {
            out.push_str(&line[..head]);
            let _ = write!(out, "[… {} bytes omitted]", tail - head);
            out.push_str(&line[tail..]);
        }
    }
}

fn cut_marker_len(n: usize) -> usize {
    "[… bytes omitted]".len() + 1 + decimal_len(n)
}

fn cut_points(line: &str, max: usize) -> Option<(usize, usize)> {
    if line.len() <= max + CUT_SLACK {
        return None;
    }
    let head = floor_boundary(line, max / 3 * 2);
    let tail = ceil_boundary(line, line.len() - max / 3);
    Some((head, tail))
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lines() {
        assert_eq!(line_count(b""), 0);
        assert_eq!(line_count(b"a"), 1);
        assert_eq!(line_count(b"a\n"), 1);
        assert_eq!(line_count(b"a\nb"), 2);
        assert_eq!(line_count(b"\n\n"), 2);
    }

    #[test]
    fn marker_lengths_are_exact() {
        for n in [0, 1, 9, 10, 99, 100, 12_345] {
            let mut s = String::new();
            push_marker(&mut s, n);
            assert_eq!(s.len(), marker_len(n), "{s}");
        }
    }

    #[test]
    fn cuts_at_char_boundaries() {
        let line = "é".repeat(300);
        let mut out = String::new();
        push_cut(&mut out, &line, 120);
        assert_eq!(out.len(), cut_len(&line, 120));
        assert!(out.len() < line.len());
        assert!(out.contains("bytes omitted]"));
        let kept = out.replace(|c: char| c != 'é', "").len();
        let omitted: usize = out
            .split("[… ")
            .nth(1)
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        assert_eq!(kept + omitted, line.len());
    }

    #[test]
    fn short_lines_are_not_cut() {
        let mut out = String::new();
        push_cut(&mut out, "short", 10);
        assert_eq!(out, "short");
        assert_eq!(cut_len("short", 10), 5);
    }
}
