//! Squash any output made of lines — a build or test log, a system log, `git log`, a table of
//! rows — by principles that hold for any text, before any per-format rule.
//!
//! [`squash_log`] keeps, whatever the budget: the first and last lines (a command's banner and
//! its verdict), section headings, summary and verdict lines, a tool's own bracketed notes, the
//! identifiers an agent copies (commit hashes, fingerprints, UUIDs, versions with their names),
//! and every distinct error (then the best warnings) with its location and crux. Then, within a
//! byte budget: each diagnostic as a block — headline, location, quoted source, labels, notes and
//! help, up to a per-block cap, crux first — errors before warnings; the user's own stack frames;
//! and what nothing classified, lines no other line shares a template with first, before a second
//! copy of anything. Repeats fold: lines sharing a template mined over the whole output
//! (Drain-style) keep one exemplar and a note with their count and what varies between them, and
//! a warning repeated by template keeps one block and a note naming every other by headline and
//! location. A run of lines the squash already shows word for word (the same frames under ten
//! failing tests) is shown once, unless it is an end, a summary, quoted source or at a headline. Keywords are read as
//! words in context (`libgpg-error-dev` is no error). Each run of
//! dropped lines becomes one `[N lines omitted]` line, N exact. The formats whose shapes no
//! principle tells (rustc's `-->`, pytest's `E` lines, TAP, valgrind's gutter, …) each have a
//! module behind one small table.
//!
//! [`looks_like_log`] says whether an output has at least 3 error, warning or stack-frame lines.
//!
//! Both are total (no input makes them panic), deterministic and linear in the input length;
//! `squash_log` never returns something longer than its input.
//!
//! ```
//! use ctx_squash_log::{looks_like_log, squash_log};
//!
//! let mut log = String::from("   Compiling app v0.1.0\n");
//! for i in 0..40 {
//!     log.push_str(&format!("warning: unused variable: `v{i}`\n --> src/lib.rs:{i}:9\n  |\n{i} |     let v{i} = 1;\n  |         ^^ help: prefix it with an underscore\n\n"));
//! }
//! log.push_str("error[E0308]: mismatched types\n --> src/lib.rs:3:18\n  |\n3 | fn b() -> u8 { \"x\" }\n  |                ^^^ expected `u8`, found `&str`\n\n");
//! log.push_str("error: could not compile `app` (lib) due to 1 previous error; 40 warnings emitted\n");
//!
//! assert!(looks_like_log(&log));
//! let out = squash_log(&log);
//! assert!(out.len() < log.len() / 2);
//! // The error is kept as a block, its crux with it.
//! assert!(out.contains("error[E0308]: mismatched types\n --> src/lib.rs:3:18\n"));
//! assert!(out.contains("expected `u8`, found `&str`"));
//! // The forty warnings fold: one block, and one note naming the others by headline and place.
//! assert!(out.contains("warning: unused variable: `v0`\n --> src/lib.rs:0:9\n"));
//! assert!(out.contains("[warning: unused variable: <*> ×40: warning: unused variable: `v1` --> src/lib.rs:1:9; "));
//! assert!(out.ends_with("error: could not compile `app` (lib) due to 1 previous error; 40 warnings emitted\n"));
//! ```

mod additions;
mod ancestry;
mod cited_steps;
mod classify;
mod coded;
mod column_heads;
mod copy_runs;
mod count_table;
mod cycle;
mod declared;
mod declared_twice;
mod dump;
mod enclosing;
mod failed_units;
mod failure_labels;
mod filled_keys;
mod findings;
mod flat_records;
mod flood;
mod fold;
mod formats;
mod framed;
mod headlines;
mod heads;
mod jobs;
mod keyed;
mod keys;
mod kind_order;
mod level_gutter;
mod located_heads;
mod located_source;
mod lone_body;
mod lone_values;
mod named_above;
mod named_blocks;
mod named_declarations;
mod named_once;
mod odd_fields;
mod odd_keys;
mod odd_one_out;
mod odd_values;
mod one_off;
mod openers;
mod outliers;
mod own_lines;
mod pairs;
mod paragraph_names;
mod paragraphs;
mod parted;
mod phrases;
mod progress;
mod quoted;
mod ranked_rows;
mod rare_marks;
mod rare_values;
mod record_names;
mod records;
mod repeats;
mod routine_ids;
mod rows;
mod scan;
mod separators;
mod severity;
mod sibling_blocks;
mod sort_breaks;
mod spelled;
mod squash;
mod standout_lines;
mod steps;
mod subject_lines;
mod survey;
mod syscall;
mod tally;
mod terms;
mod titles;
mod unmarked;
mod untold;
mod weights;
mod whole_records;
mod wrapped_rows;

pub use ctx_squash_core::{Marker, Squash};
pub use squash::{looks_like_log, squash_log, squash_log_marked};
