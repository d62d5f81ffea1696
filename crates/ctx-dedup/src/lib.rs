//! Collapse superseded read-only tool results in an LLM chat history.
//!
//! An agent that reads the same file twice keeps two full copies of it in its context. When the
//! same read-only tool is called again with the same arguments, the older result is stale or
//! redundant: [`collapse`] replaces it with [`PLACEHOLDER`] and leaves the newest one, so the
//! model still sees the current text once. The assistant's tool call (name and arguments) is never
//! touched, so the audit trail stays intact, and results of tools that are not read-only (`bash`,
//! `edit`, …) are never touched either: re-running a command can mean something.
//!
//! - Pairing: a `tool` message answers the nearest preceding call carrying its `tool_call_id`;
//!   a result without such a call is left alone. Malformed histories never panic.
//! - Key: the function name and the sha256 of the canonical JSON arguments (keys sorted, no
//!   insignificant whitespace; arguments that are not JSON are hashed as written).
//! - Read-only set: the tools whose role is read, grep, glob or search in a
//!   [`ctx_calls::Tools`] (by default the well-known names: `read`, `Read`, `grep`, `glob`, `LS`,
//!   `search`, `WebSearch`, `seqthink`, `recall`, `read_findings`, every `lsp_*` tool, …).
//! - The returned flag is true iff something was replaced in this call, so collapsing the output
//!   again returns `false`.
//!
//! An agent loop that collapses every turn uses a [`Collapser`]: it works in place, reports which
//! messages it replaced (so their originals can be archived) and memoizes the digests of the calls
//! it has seen, so a turn costs in proportion to what it adds.
//!
//! ```
//! use ctx_dedup::{collapse, PLACEHOLDER};
//! use ctx_message::{ChatMessage, ToolCall};
//!
//! let read = |id: &str| ChatMessage::assistant_calls(vec![ToolCall::function(id, "read", r#"{"path":"src/lib.rs"}"#)]);
//! let history = vec![
//!     ChatMessage::user("fix the bug"),
//!     read("call-1"),
//!     ChatMessage::tool_result("call-1", "fn main() { bug() }"),
//!     read("call-2"),
//!     ChatMessage::tool_result("call-2", "fn main() { fixed() }"),
//! ];
//! let (collapsed, changed) = collapse(&history);
//! assert!(changed);
//! assert_eq!(collapsed[2].content.text(), PLACEHOLDER);
//! assert_eq!(collapsed[4].content.text(), "fn main() { fixed() }");
//!
//! // Idempotent: nothing more to replace.
//! assert!(!collapse(&collapsed).1);
//! ```

mod collapse;
mod key;
mod names;
pub mod supersede;

pub use collapse::{Collapser, PLACEHOLDER, Replaced, collapse, collapse_with, with_recall};
/// The hash state of the names passes' and the walk's maps and sets: keyed once per process
/// ([`ctx_squash_core::Keyed`]), as names and digests come from the tool results a client sends.
pub use ctx_squash_core::Keyed;
pub use names::{NameMemo, Names, names};
