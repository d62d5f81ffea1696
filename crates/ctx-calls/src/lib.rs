//! What an LLM agent's tool calls do: the one home of ctx's knowledge about tool calls.
//!
//! Agents call the same kinds of tools by different names (`Read`, `read_file`, `execute_bash`,
//! `exec_command`, `str_replace_editor`, …) and often read files through the shell (`sed -n
//! '1830,1870p' …`, `cat src/x.py`). Dedup, supersession, capture-time squashing, shaping's
//! summary, replay and the CLI all need the same answers about a call, and they all ask here:
//!
//! - [`Tools`]: which [`ToolRole`] each of an agent's tool names plays (`read`, `grep`, `glob`,
//!   `search`, `bash`, `edit`, `write`, `other`), from a built-in table of well-known agents' names
//!   plus the agent's own aliases (as recorded trajectories carry them in `tool_aliases`).
//! - [`Tools::classify`] → [`Call`]: what one call does ([`Effect`]: prints files, read-only,
//!   mutating or unknown), its shell command line, and the files it reads and writes.
//! - [`classify_command`]: the same for a bare shell command line, and [`shell::lex`], the one
//!   shell lexer behind it.
//! - [`picked`]: a call's JSON arguments read for the keys a reader asks about, the rest skipped.
//!
//! ```
//! use ctx_calls::{Effect, Tools};
//! use ctx_message::ToolCall;
//!
//! let tools = Tools::from_aliases([("execute_bash", "bash"), ("open", "read")]);
//! let view = ToolCall::function("1", "execute_bash", r#"{"command":"sed -n '1830,1870p' src/core.py"}"#);
//! let call = tools.classify(&view);
//! assert!(call.prints_files()); // never squashed: the agent edits by exact match against it
//! assert_eq!(call.ranges()[0].first, 1830);
//!
//! let run = ToolCall::function("2", "execute_bash", r#"{"command":"pytest -x tests/"}"#);
//! assert_eq!(tools.classify(&run).effect, Effect::Mutating); // a re-run supersedes it
//! ```

mod arguments;
mod call;
mod programs;
mod role;
pub mod shell;
mod tools;

pub use arguments::picked;
pub use call::{Call, Effect, FileRange, classify_command};
pub use role::ToolRole;
pub use tools::Tools;
