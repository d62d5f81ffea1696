//! The plumbing every ctx squasher shares, one copy of each: line indexes, the markers a squash
//! writes where it dropped something, terminal-noise cleanup, the line hash, and the rendering of
//! kept lines.
//!
//! ctx-squash-json, ctx-squash-log and ctx-squash-text depend on this crate and on no other ctx
//! crate (docs/architecture.md; `tests/dependencies.rs` checks it). What they share lives here so
//! that a marker, an escape sequence or a line's identity means the same thing in each:
//!
//! - [`Lines`], [`count_newlines`], [`line_count`]: a text's lines, counted and indexed once.
//! - [`omitted`]: the one `[N lines omitted]` marker, told the range of original lines it stands
//!   for; [`omitted_count`] reads one back. [`push_cut`] cuts an over-long line in the middle
//!   (`[… N bytes omitted]`), [`push_items_omitted`] writes JSON's `"[N items omitted]"` element.
//! - [`clean_terminal`] and [`strip_escapes`]: ANSI escape sequences, carriage-return redraws and
//!   CRLF removed by one parser.
//! - [`Fnv`], [`hash_bytes`], [`hash_digits_folded`]: the line hash.
//! - [`Render`]: kept lines in order, with a marker at every gap.
//!
//! ```
//! use ctx_squash_core::{Lines, Render, clean_terminal};
//!
//! let raw = "\x1b[32mok\x1b[0m 1\r\nok 2\r\nok 3\r\nerror: boom\r\n";
//! let clean = clean_terminal(raw);
//! let lines = Lines::new(&clean);
//! let mut out = Render::new(&lines);
//! out.line(0);
//! out.line(3);
//! assert_eq!(out.finish(), "ok 1\n[2 lines omitted]\nerror: boom\n");
//! ```

mod hash;
mod lines;
mod marker;
mod render;
mod terminal;

pub use hash::{Fnv, hash_bytes, hash_digits_folded};
pub use lines::{Lines, count_newlines, line_count};
pub use marker::{
    Omitted, cut_len, is_marker_like, items_omitted_len, omitted, omitted_count, push_cut,
    push_items_omitted, push_omitted,
};
pub use render::Render;
pub use terminal::{clean_terminal, strip_escapes};
