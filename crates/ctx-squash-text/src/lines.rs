//! The core's line plumbing as this crate's squashers use it: kept lines written from a mask, and
//! a text's pieces between its newlines read from the end.

use ctx_squash_core::{Lines, Render, Squash};

/// The lines `keep` marks, in order, each written by `push`, with one `[N lines omitted]` line
/// for every run of the others (the core's [`Render`]); the last newline as `input` has it.
/// `input` itself when that is not shorter.
pub(crate) fn render_kept(input: &str, keep: &[bool], push: impl FnMut(&mut String, usize)) -> Squash {
    render_kept_noted(input, keep, &[], push)
}

/// [`render_kept`], each note of `notes` (`(row, text)`, sorted by row) written after the last
/// kept line at or before its row (after the first kept line when none is): a line that stands
/// for no original line, as a fold's note is.
pub(crate) fn render_kept_noted(
    input: &str,
    keep: &[bool],
    notes: &[(usize, String)],
    mut push: impl FnMut(&mut String, usize),
) -> Squash {
    let lines = Lines::new(input);
    let mut out = Render::new(&lines);
    let kept: Vec<usize> = keep.iter().enumerate().filter(|(_, kept)| **kept).map(|(i, _)| i).collect();
    let mut notes = notes.iter().peekable();
    for (n, &i) in kept.iter().enumerate() {
        out.line_with(i, |out, _| push(out, i));
        // The notes whose row comes before the next kept line.
        let next = kept.get(n + 1).copied().unwrap_or(usize::MAX);
        while let Some((_, note)) = notes.next_if(|(row, _)| *row < next) {
            out.note(note);
        }
    }
    out.finish_squash().or_unchanged(input)
}

/// The pieces of `text` between its `\n` bytes, the last first: what `text.split('\n').rev()`
/// gives, each newline found by a vector search from the end rather than a byte at a time (the
/// last lines of a long log can be hundreds of kilobytes).
pub(crate) fn pieces_back(text: &str) -> impl Iterator<Item = &str> {
    let mut newlines = memchr::memrchr_iter(b'\n', text.as_bytes());
    // Where the piece being read ends; `None` once the first piece was given.
    let mut end = Some(text.len());
    std::iter::from_fn(move || {
        let to = end?;
        // A `\n` is ASCII: both sides of it lie on char boundaries.
        Some(if let Some(at) = newlines.next() {
            end = Some(at);
            text.get(at + 1..to).unwrap_or_default()
        } else {
            end = None;
            text.get(..to).unwrap_or_default()
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_back_are_the_split_pieces_last_first() {
        for text in ["", "\n", "a", "a\n", "\na", "a\nb", "a\n\nb\n", "é\n日本\r\n\n", "\n\n\n", "x\ny\nz"]
        {
            let expected: Vec<&str> = text.split('\n').rev().collect();
            assert_eq!(pieces_back(text).collect::<Vec<_>>(), expected, "{text:?}");
        }
        let long = "a line of a log\n".repeat(1000) + "the end";
        assert!(pieces_back(&long).eq(long.split('\n').rev()));
    }
}
