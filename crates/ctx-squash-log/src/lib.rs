//! Squash build, test and runtime logs down to the lines that carry their facts.
//!
//! [`squash_log`] classifies every line of a log — error/failure, warning, info, debug/trace by
//! keyword; stack-trace frames and source locations; summary and verdict lines — on a view with
//! ANSI escapes removed, so colour codes never hide a keyword. It keeps every distinct error
//! headline with its location, the best warnings, every summary line, the whole block of the best
//! error, the user's own stack frames, the first and last lines and cargo status lines (within a
//! byte budget beyond the facts), and writes one `[N lines omitted]` line, N exact, wherever lines
//! were dropped. [`looks_like_log`] is the
//! dispatch rule: at least 3 error, warning or stack-frame lines.
//!
//! Both are total (no input makes them panic), deterministic and linear in the input length;
//! `squash_log` never returns something longer than its input.
//!
//! ```
//! use ctx_squash_log::{looks_like_log, squash_log};
//!
//! let mut log = String::from("   Compiling app v0.1.0\n");
//! for i in 0..200 {
//!     log.push_str(&format!("   Compiling dep{i} v1.0.0\n"));
//! }
//! log.push_str("error[E0599]: no method named `bar` found for struct `Foo`\n");
//! log.push_str(" --> src/lib.rs:3:18\n  |\n3 | pub fn b() { Foo.bar(); }\n  |                  ^^^\n\n");
//! log.push_str("warning: unused variable: `x`\n --> src/lib.rs:4:18\n\n");
//! log.push_str("error: could not compile `app` (lib) due to 1 previous error\n");
//!
//! assert!(looks_like_log(&log));
//! let out = squash_log(&log);
//! // The first lines, and the first 60 status lines (what was compiled), are kept.
//! assert!(out.starts_with("   Compiling app v0.1.0\n   Compiling dep0 v1.0.0\n"));
//! assert!(out.contains("   Compiling dep58 v1.0.0\n[139 lines omitted]\n"));
//! assert!(out.contains("error[E0599]: no method named `bar` found for struct `Foo`\n --> src/lib.rs:3:18\n"));
//! assert!(out.contains("warning: unused variable: `x`\n --> src/lib.rs:4:18\n"));
//! assert!(out.ends_with("error: could not compile `app` (lib) due to 1 previous error\n"));
//! ```

mod classify;
mod fold;
mod formats;
mod scan;
mod squash;
mod survey;

pub use squash::{looks_like_log, squash_log};
