//! The plumbing every ctx squasher shares, one copy of each: line indexes, the markers a squash
//! writes where it dropped something, terminal-noise cleanup, the line hash, and the rendering of
//! kept lines.
//!
//! ctx-squash-json, ctx-squash-log and ctx-squash-text depend on this crate and on no other ctx
//! crate (docs/architecture.md; `tests/dependencies.rs` checks it). What they share lives here so
//! that a marker, an escape sequence or a line's identity means the same thing in each:
//!
//! - [`Lines`], [`count_newlines`], [`line_count`]: a text's lines, counted and indexed once;
//!   [`Counted`]: a text's newlines counted once for every probe of the dispatch.
//! - [`omitted`]: the one `[N lines omitted]` marker, told the range of original lines it stands
//!   for; [`push_omitted`] writes it and returns it as a [`Marker`] (where it stands, which
//!   lines), and a [`Squash`] is a squash's text with its markers in order, so a reader can name
//!   the dropped lines and never mistakes original text for a marker; [`omitted_count`] reads one
//!   back. [`push_cut`] cuts an over-long line (`[… N bytes omitted]`) in its longest path's
//!   directories when that is enough (a path is named by its last part), else in the middle;
//!   [`push_items_omitted`] writes JSON's `"[N items omitted]"` element.
//! - [`clean_terminal`] and [`strip_escapes`]: ANSI escape sequences, carriage-return redraws and
//!   CRLF removed by one parser.
//! - [`tree_prefix`]: a line's box-drawing or tree prefix (`│  ├─ `, `|-- `), read as its
//!   indentation ([`Lead`]'s `white` counts it); [`branches`]: a branch line (`├─ x`) opens the
//!   block drawn below it; [`columns`]: a depth in characters, glyphs and spaces alike.
//! - [`Fnv`], [`hash_bytes`], [`hash_digits_folded`]: the line hash.
//! - [`Keyed`]: the one hash state of every map or set keyed by what an input writes (or by a
//!   hash of it), keyed once per process, so no input can make a map's keys share a bucket.
//! - [`occurs`], [`ERROR_WORDS`], [`WARN_WORDS`]: keywords read as words in context — the one
//!   error-word list, and the one reading of whether a line uses a word as a diagnostic.
//! - [`is_heading`], [`identifiers`], [`is_annotation`]: kinds of line any output may hold,
//!   told by shape: section headings, the hashes, versions, UUIDs and references (an
//!   advisory's `CVE-2022-42010`, a bug's `Closes: #1040790`) an agent copies, a tool's own
//!   notes; [`is_hash`], whether a token is such a hash (a digest names a thing, it is no name).
//! - [`Templates`]: line templates mined over a whole output (Drain-style), the ground of
//!   folding repeats.
//! - [`standouts`], [`largest`] and [`quantity`]: the rows holding the largest values of a column of
//!   quantities (sizes, counts, durations), which a reader asks about in a uniform table;
//!   [`rare_kinds`]: the rows holding a rare kind of a column of a few kinds (dpkg's `remove`
//!   among its `status` lines); [`rare_tags`]: the rows of a listing whose trailing `[kind]` tag
//!   few rows carry (`perf list`'s `[Software event]` rows among its `[Tracepoint event]` ones);
//!   [`rare_qualifiers`]: the rows whose name's namespace few rows write (a program's own
//!   `harbour::Rotation::add` among a linker map's `std::` instantiations);
//!   [`each_message`]: the first and last finding of each message of a findings list
//!   (`path:line: message`) that writes few messages (a spell checker's one `nmae ==> name` among
//!   hundreds of `crate ==> create`).
//! - [`bracket_spans`], [`closing_span`]: the one reader of a line's `[…]` parts (a finding's
//!   bracketed key, a trailing tag, a `[LEVEL]`), nested brackets part of the span holding them.
//! - [`Rarity`]: the one rule of when a value few rows write is rare where many write another,
//!   its thresholds the caller's ([`Rarity::MINORITY`] for [`rare_minority`], [`Rarity::FIELDS`]);
//!   [`field`]: the one reading of a `key = value`, `key: value` or `name=value` line,
//!   [`nested_field`] the same past a nesting [`gutter`] (`.. ..$ `, `- `) with a key padded to a
//!   column, and [`name_byte`], the bytes a name is written in;
//!   [`rare_fields`]: in a run of records with the same keys (flat, indented or under a tree
//!   prefix), a value of one key few records write where others are written by many, with its
//!   record's name (`license-checker`'s one `UNLICENSED` package among 191 `MIT`);
//!   [`changed_fields`]: a changed line's `-`/`+` pair read as the fields that differ
//!   ([`Changed`]), and [`odd_changes`]: among many pairs changing the same fields, the pair that
//!   changes a field few others change (a register's one drawer move among re-measured rows).
//! - [`Render`]: kept lines in order, with a marker at every gap; [`saves_enough`]: whether a
//!   squash saves enough to leave anything out; [`worth_squashing`]: that, or a squash that leaves
//!   out only runs of lines it still shows whole ([`shows_every_line`]), which loses nothing, saving at least
//!   [`MIN_SHOWN_SAVED`]; [`leave_out_shown_runs`]: the squash that leaves out only such runs,
//!   built from the output alone, for an output whose squasher saved too little; [`settle`]:
//!   what is stored of a squash, the pipeline's rule and the snapshots'.
//! - [`Listed`]: a note's list of values, each once, a shared start as `…`, values counting up
//!   by one as a range; [`routine_fold`]: rows sharing one routine value (80% of them, a word in
//!   it) keep their first row and a note naming every other row's key.
//! - [`leave_out_echoes`]: a tool result's runs of lines that repeat one of its call's own texts
//!   ([`CallText`], an edit's `new_string`, a plan), a line-number gutter read past, left out
//!   behind a note naming the text and the lines' numbers: the agent wrote them;
//!   [`leave_out_shown_before`]: its runs of lines that stand byte for byte in an earlier result
//!   the history holds ([`ShownResult`]), left out behind a note naming that result's call and
//!   lines: the history shows them already.
//! - [`restated_pairs`]: a report written twice is read value by value — a line the second copy
//!   writes with other numbers at the place of one of the first, under a line both copies write
//!   word for word and the output writes as often as the line, pairs with it: the changed number
//!   is news (`Ran 25 tests`, `Ran 20 tests`); a report run three times pairs each change;
//!   [`lone_pairs`]: those that change a value once, no series; [`restated_pairs_by_text`] given
//!   the lines sorted by their text ([`Lines::by_text`]), hashed once for it and other passes.
//!
//! ```
//! use ctx_squash_core::{Lines, Render, clean_terminal};
//!
//! let raw = "\x1b[32mok\x1b[0m 1\r\nok 2: checked 14 files\r\nok 3: checked 9 files\r\nerror: boom\r\n";
//! let clean = clean_terminal(raw);
//! let lines = Lines::new(&clean);
//! let mut out = Render::new(&lines);
//! out.line(0);
//! out.line(3);
//! assert_eq!(out.finish(), "ok 1\n[2 lines omitted]\nerror: boom\n");
//! ```

mod bracketed;
mod brackets;
mod bytes8;
mod changed_fields;
mod code;
mod counted;
mod diff_dialect;
mod echoed;
mod field;
mod graph_gutter;
mod hash;
mod key_row;
mod keyed;
mod kinds;
mod lines;
mod listed;
mod located;
mod marker;
mod odd_records;
mod path_cut;
mod qualified;
mod quoted;
mod ranges;
mod rare_fields;
mod rarity;
mod recurring;
mod references;
mod render;
mod routine;
mod second_report;
mod shown;
mod shown_above;
mod shown_runs;
mod standout;
mod tagged;
mod template;
mod terminal;
mod tree_prefix;
mod words;

pub use bracketed::each_key;
pub use brackets::{BracketSpans, bracket_spans, closing_span};
pub use bytes8::{bytes_in, splat, zero_bytes};
pub use changed_fields::{Changed, changed_fields, odd_changes};
pub use code::rule_code;
pub use counted::Counted;
pub use diff_dialect::{Gutter, context_hunk, context_range, is_diff, normal_command, normal_side};
pub use echoed::{CallText, MIN_ECHO_LINES, ShownResult, leave_out_echoes, leave_out_shown_before};
pub use field::{arrow_key, field, gutter, name_byte, nested_field};
pub use graph_gutter::graph_gutters;
pub use hash::{Fnv, hash_bytes, hash_digits_folded};
pub use key_row::{KeySep, MAX_ROW_INDENT, MIN_KEY_ROWS, key_row, located_key, named_by_key};
pub use keyed::{Keyed, KeyedHasher};
pub use kinds::{has_identifier, identifiers, identifiers_in, is_annotation, is_hash, is_heading, is_rule};
pub use lines::{Lead, Lines, count_newlines, line_count};
pub use listed::{Listed, reads_as_range};
pub use located::{Findings, each_message, each_message_and_key};
pub use marker::{
    Marker, Omitted, Squash, cut_len, is_fold_note, is_lines_marker_like, is_marker_like, items_omitted_len,
    omitted, omitted_count, push_cut, push_cut_around, push_items_omitted, push_omitted,
};
pub use odd_records::{MAX_RECORD, MIN_SET_ROWS, odd_rows, record_span};
pub use qualified::rare_qualifiers;
pub use rare_fields::{RARE_FIELD_BYTES, RareField, key_above, rare_fields};
pub use rarity::Rarity;
pub use recurring::{KeyNotes, recurring_keys, recurring_keys_held};
pub use render::{KEYED_LISTING_WHOLE, LISTING_ROWS, MIN_SAVED, Render, saves_enough};
pub use routine::{MAX_ROUTINE_VALUE, MIN_ROUTINE_ROWS, ROUTINE_PERCENT, Routine, RoutineRow, routine_fold};
pub use second_report::{lone_pairs, restated_pairs, restated_pairs_by_text};
pub use shown::{MAX_SHOWN_INPUT, MIN_SHOWN_SAVED, shows_every_line, worth_squashing};
pub use shown_above::{is_repeat_note, leave_out_shown_above};
pub use shown_runs::{MIN_RUN_SAVED, leave_out_shown_runs, settle};
pub use standout::{
    MAX_KINDS, MAX_RARE_ROWS, MAX_STANDOUTS, RARE, SPREAD, largest, quantity, rare_kinds, rare_minority,
    standouts,
};
pub use tagged::rare_tags;
pub use template::{Copies, MAX_TOKENS, Seen, Templates, tokens};
pub use terminal::{clean_terminal, strip_escapes};
pub use tree_prefix::{branches, columns, tree_prefix};
pub use words::{CAVEAT_WORDS, ERROR_WORDS, WARN_WORDS, contains, find_all, occurs, occurs_any, restricts};
