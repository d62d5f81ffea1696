//! Terminal-noise cleanup, importance-ranked truncation and file-listing squashing of tool output.
//!
//! Applied by the ctx squash dispatcher in this order:
//!
//! 1. [`clean_terminal`] removes what only a terminal needs — ANSI escape sequences, carriage-return
//!    redraws of progress bars, CRLF line ends — and keeps every other byte exact.
//! 2. [`squash_listing`], when [`looks_like_listing`] holds: file listings and grep output keep
//!    every distinct file path and the first few lines of each file.
//! 3. [`squash_tree`], when [`looks_like_tree`] holds: a dependency or directory tree
//!    (`npm ls --all`, `cargo tree`, `tree`) keeps its top level, the entries that report a
//!    problem, each distinct node once with its path, and every line that is not an entry; where
//!    its entries come from source files (a compiler's dump), the entries of the file the command
//!    named, or of the file it ends with, whole ([`squash_tree_named`]).
//! 4. [`squash_table`], for a flat key-value table (`getconf -a`, `env`): every key is kept, values
//!    are compacted and keys sharing a value are listed together on one line.
//! 5. [`squash_generic`] is the fallback squasher for output that is neither JSON, a listing nor
//!    log-shaped: it keeps every error, warning, failure, location and verdict line (on a diff,
//!    every `diff --git` header and the changed lines first), the first and last 10 lines and as
//!    much more head/tail/context as fits in a byte budget, and writes one `[N lines omitted]`
//!    line, with the exact count, wherever lines were dropped.
//!
//! All are total (no input makes them panic), deterministic and linear in the input length, and
//! never return something longer than their input.
//!
//! ```
//! use ctx_squash_text::{clean_terminal, squash_generic};
//!
//! let raw: String = (1..=500)
//!     .map(|i| if i == 250 { "\x1b[31merror\x1b[0m: checksum mismatch in pack 7\r\n".to_owned() }
//!              else { format!("fetching object {i}\r\n") })
//!     .collect();
//! let clean = clean_terminal(&raw);
//! let out = squash_generic(&clean, 3000);
//! assert!(out.len() <= 3000);
//! assert!(out.contains("\nerror: checksum mismatch in pack 7\n"));
//! assert!(out.starts_with("fetching object 1\n"));
//! assert!(out.ends_with("fetching object 500\n"));
//! assert!(out.lines().any(|l| l.starts_with('[') && l.ends_with(" lines omitted]")));
//! ```

mod annotations;
mod caveats;
mod code_first;
mod command_echo;
mod commit_stamps;
mod declared_rows;
mod defined_names;
mod generic;
mod graph_log;
mod heading_rows;
mod hunks;
mod important;
mod later_verdicts;
mod like_hunks;
mod lines;
mod listing;
mod lone_rows;
mod marks;
mod moved_blocks;
mod named_files;
mod odd_changes;
mod odd_definitions;
mod odd_forms;
mod odd_hunks;
mod old_header;
mod own_source;
mod paragraph_leads;
mod prose;
mod rare_changes;
mod rare_rows;
mod rare_shapes;
mod record_headers;
mod rename_churn;
mod repeat_hunks;
mod separated;
mod shared_rest;
mod shares;
mod small_hunks;
mod table;
mod tool_log;
mod tree;
mod tree_fields;
mod tree_keys;
mod whitespace_churn;
mod whole_sentences;

/// Re-exported from ctx-squash-core, where it lives, so that a caller of this crate's squashers
/// has the cleanup the pipeline runs before them.
pub use ctx_squash_core::clean_terminal;
/// Re-exported from ctx-squash-core: what the `*_marked` squashers return.
pub use ctx_squash_core::{Counted, Marker, Omitted, Squash};
pub use generic::{looks_like_diff, squash_generic, squash_generic_marked};
pub use listing::{
    looks_like_listing, looks_like_listing_counted, squash_listing, squash_listing_marked,
    squash_listing_with,
};
pub use prose::{PROSE_WHOLE, looks_like_prose, squash_prose, squash_prose_marked};
pub use table::{squash_table, squash_table_counted};
pub use tree::{looks_like_tree, squash_tree, squash_tree_marked, squash_tree_named};
