//! The core's line plumbing as this crate's squashers use it: kept lines written from a mask.

use ctx_squash_core::{Lines, Render, Squash};

/// The lines `keep` marks, in order, each written by `push`, with one `[N lines omitted]` line
/// for every run of the others (the core's [`Render`]); the last newline as `input` has it.
/// `input` itself when that is not shorter.
pub(crate) fn render_kept(input: &str, keep: &[bool], mut push: impl FnMut(&mut String, usize)) -> Squash {
    let lines = Lines::new(input);
    let mut out = Render::new(&lines);
    for (i, _) in keep.iter().enumerate().filter(|(_, kept)| **kept) {
        out.line_with(i, |out, _| push(out, i));
    }
    out.finish_squash().or_unchanged(input)
}
