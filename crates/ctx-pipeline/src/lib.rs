//! The thin glue an agent calls: squash at capture time, then dedup, count and shape every turn.
//!
//! ctx-pipeline has no algorithm of its own; it sequences the other ctx crates:
//!
//! - [`apply`] (once per tool result, where it is built): `read` results and outputs under
//!   [`SQUASH_FLOOR`] bytes pass through; larger ones are cleaned of terminal noise and squashed
//!   as JSON, NDJSON, log or generic text ([`squash`] also says which). [`apply_call`] does the
//!   same knowing the call, so that a shell command that only prints files is exempt like `read`;
//!   [`CallTools`] names an agent's own shell and reader tools.
//! - [`Pipeline`] (once per turn, before the model is called): collapse superseded read-only
//!   results, count tokens (cached per message), and shape the history when it crosses 85% of
//!   the window (95% once shaped). [`Pipeline::compact`] is the same path, forced: manual and
//!   automatic compaction behave alike. Everything replaced or dropped is handed back.
//! - [`with_concise_section`]: the optional terse-writing system-prompt section of
//!   [`Settings::concise_output`].
//!
//! ```
//! let output = "ok: 3 files changed\n";
//! assert_eq!(ctx_pipeline::apply("bash", output), output);
//! ```

mod call;
mod concise;
mod policy;
mod settings;
mod squash;
mod turn;

pub use call::{apply_call, squash_call, squash_call_with};
pub use concise::{CONCISE_SECTION, with_concise_section};
pub use policy::{CompactEarly, Policy, Rewrite, Rules};
pub use settings::Settings;
pub use squash::{GENERIC_BUDGET, SQUASH_FLOOR, Squashed, Strategy, apply, squash};
pub use turn::{Pipeline, TurnReport};
