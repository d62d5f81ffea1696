//! Squash large JSON tool outputs before they enter an LLM's context: keep the structure, keys,
//! numbers, identifiers and error messages; elide prose; fold long arrays into a counted marker.
//!
//! # A guided tour
//!
//! [`squash_json`] takes a whole JSON document and returns a smaller one that still parses as
//! JSON. It is a single pass of a hand-written tokenizer over the original text, so everything it
//! keeps is byte-exact as written (numbers, key order, escapes):
//!
//! - **Structure** — keys, brackets, colons, commas, numbers, booleans and `null` are kept.
//!   Whitespace between tokens is dropped: the output is compact JSON.
//! - **Strings** — a string value is kept when it has at most 20 characters (as written), when it
//!   is identifier-like (UUID, hex hash, URL, path, version, email, opaque high-entropy id such
//!   as base64), or when it is an error message (under `error`/`message`/`msg`/`stderr`/…, under
//!   `reason`/`detail`/`description`/… in an object that looks like an error, or any string that
//!   reads like one: `error`, `failed`, `exception`, `panic`, `denied`, `not found`, …), or when it
//!   is an array's first element: its head says what the array holds (a stack's innermost frame,
//!   `"at lookupBolt (/app/src/run.js:5:17)"`), and an array of strings all elided says nothing;
//!   so is a string among the first three elements that names the same file, the program's own
//!   frames (a path of at most 512 bytes).
//!   Any other string becomes `"…"`. A kept error message over 4 KiB keeps its first and last lines
//!   around a `[N lines omitted]` line, so the headline and the innermost frame survive.
//! - **Arrays** — the first 3 elements are kept, and the last when it is small (at most 512
//!   bytes squashed, written back after the marker when the run that ends the array folds: an
//!   array keeps its last element as its first; a big one, a syntax tree's subtree, is folded). Later elements that carry an error (an error key
//!   with a value, `"status": "failed"`, `"success": false`, `"exit_code": 1`, an HTTP 4xx/5xx
//!   status, an error message) are kept too; every run of other elements is folded into one
//!   marker element `"[N items omitted]"` (always plural, one fixed form) with the exact count, so the
//!   output stops growing with the array. A run shorter than its marker is left as it is (but for
//!   a run whose small last element is written back: `[1,2,3,"[1 items omitted]",{…}]` may stand
//!   for a `4`).
//!   A folded object element keeps its identity as a *skeleton* (at most 3 members such as
//!   `name`, `version`, `id`, `path`, `url`, `sha`; an array's first skeleton ends with
//!   `"…":"other members left out, …"`, [`SKELETON_NOTE`], so none reads as a whole element), and identifier strings (versions, package
//!   ids, paths) are kept, up to 64 per array. An element takes them one object level down too,
//!   from each member object while the cap has room (`{"metadata":{"name":…,"version":…}}`) and
//!   the element holds no identity member of its own.
//! - **Tables** — the outermost array's object elements are records, and their top-level keys
//!   columns: an element holding a value (an array too) that at most one element in 20 holds (a `"refunded"`
//!   order among 80), and the first of each value of a column of a few kinds, is kept as
//!   written, in the same pass (at least 20 elements; at most 24 kept per array, each at most
//!   1 KiB squashed). See the `columns` module. An identifier such a standout element (or one
//!   carrying an error) writes as a value — a string holding a letter and a digit, `"held_by":
//!   "C-023"` — keeps whole the one to three other elements that write it (8 per array at most).
//!   See the `named` module.
//! - **Maps** — keys are always kept; an object of at least 32 members whose values share a kind
//!   (npm's `time`, `PyPI`'s `releases`) elides the values of its members past the third to
//!   `"…"` (`"4.17.1":"…"`), except members that carry an error.
//! - **Guarantees** — never panics, deterministic, never longer than the input (else the input
//!   comes back unchanged), and input that is not exactly one JSON value — or a stream of JSON
//!   objects and arrays one after another (`jq`'s output), each then squashed as a document on a
//!   line of its own — comes back unchanged.
//!   Nesting depth is bounded by memory only (an explicit stack, no recursion).
//!
//! [`squash_ndjson`] handles newline-delimited JSON (`cargo build --message-format=json`,
//! `rg --json`, JSON logs; also mixed with up to 40% plain lines, whose errors and verdicts are
//! kept): each record is squashed like a document, records with an error or a
//! warning and summary records (`build-finished`, `summary`, …) are kept, the first 3 records of
//! each shape (top-level keys and kind) are kept, so are the records holding a column's odd
//! value (as in a table, above: three `"yanked": true` versions among 316), so are both records of
//! a key written twice and a record whose reference names no record's key (records opening with
//! one identifier key: jq's lot `L-3406` listed twice, the lot whose `parent` is no lot's id),
//! and every other run
//! of records becomes one
//! `[N lines omitted]` line. The last record is always kept. ripgrep's `--json` frames
//! (`begin`/`end`/`context`) are folded, and its `match` records are kept whole, matched line
//! included. A kept record does not repeat what the record above said: a top-level member of 24
//! bytes or more equal to the one above becomes `"[same as above]"` (cargo's `package_id`,
//! `manifest_path`, `target`). A diagnostic with a `rendered` text (cargo and rustc
//! `--message-format=json`) after the first one keeps that text, which says what its structured
//! arrays say: `spans` and `children` fold to their primary spans' `file_name`, `line_start` and
//! `column_start` and one `"[N items omitted]"` count.
//!
//! # Example
//!
//! ```
//! use ctx_squash_json::squash_json;
//!
//! let input = r#"{
//!   "id": "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b",
//!   "summary": "A long paragraph of prose that the agent does not need to read again",
//!   "error": {"message": "connection refused while fetching the package index"},
//!   "sizes": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
//! }"#;
//! assert_eq!(
//!     squash_json(input),
//!     r#"{"id":"3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b","summary":"…","error":{"message":"connection refused while fetching the package index"},"sizes":[1,2,3,"[11 items omitted]",15]}"#
//! );
//! ```

/// Re-exported from ctx-squash-core: what [`squash_ndjson_marked`] returns.
pub use ctx_squash_core::{Marker, Squash};

pub use crate::{
    ndjson::{squash_ndjson, squash_ndjson_marked},
    tokenizer::{SKELETON_NOTE, squash_json},
};

mod breaks;
mod classify;
mod columns;
mod cut;
mod named;
mod ndjson;
mod record;
mod relations;
mod tokenizer;
