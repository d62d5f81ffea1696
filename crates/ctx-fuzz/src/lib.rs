//! Invariant checkers shared by the cargo-fuzz targets (`fuzz/`) and the corpus replay test.
//!
//! Each `check_*` function takes the fuzzer's raw bytes, runs one ctx entry point on them and
//! asserts what that entry point promises, panicking on a violation (that is how a fuzzer learns
//! of it): never a panic, never a longer output, deterministic, JSON in → JSON out, exact
//! `[N lines omitted]` markers, tool calls and results kept paired, and every input message
//! either kept or handed back. The same functions replay `fuzz/corpus/` and `fuzz/regressions/`
//! as ordinary tests on the stable toolchain (`tests/corpus.rs`).
//!
//! ```
//! ctx_fuzz::check_squash_log(b"error: boom\n --> src/lib.rs:1:2\n");
//! ctx_fuzz::check_count_tokens("héllo, wörld".as_bytes());
//! ```

#![expect(clippy::missing_panics_doc, reason = "a checker panics on a violated invariant: that is its job")]

mod adversarial;
mod history;
mod messages;
mod text;

pub use adversarial::{CASES, Case, Probe};
pub use history::{check_collapse, check_shape_messages, check_turn};
pub use messages::check_conversation;
pub use text::{check_apply, check_count_tokens, check_squash_generic, check_squash_json, check_squash_log};

/// Loads the tokenizer (a fraction of a second, once per process) so that no fuzz input is
/// charged for it: the fuzz targets call this from their `init`.
pub fn warm_up() {
    ctx_tokens::count_tokens("warm up");
    tiktoken_rs::o200k_base_singleton();
}

/// A checker: runs an entry point on the fuzzer's bytes, panics on a violated invariant.
pub type Check = fn(&[u8]);

/// Every target by name, as `fuzz/fuzz_targets/<name>.rs` and the corpus folders are named.
pub const TARGETS: &[(&str, Check)] = &[
    ("squash_json", check_squash_json),
    ("squash_log", check_squash_log),
    ("squash_generic", check_squash_generic),
    ("apply", check_apply),
    ("count_tokens", check_count_tokens),
    ("conversation", check_conversation),
    ("collapse", check_collapse),
    ("shape_messages", check_shape_messages),
    ("turn", check_turn),
];
