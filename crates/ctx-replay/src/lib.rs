//! Replay recorded agent conversations call by call and price history strategies with prompt caching.
//!
//! A recorded conversation is replayed as the agent lived it: the model is called before each
//! assistant message, and the prompt is the history so far as a [`Strategy`] has shaped it (its
//! tool outputs squashed at capture, its history edited by a [`ctx_pipeline::Policy`] every
//! turn). Each call is priced the way providers bill prompt caching ([`Pricing`]): the longest
//! run of leading messages unchanged since the previous call is a cache read, the rest is
//! written. A rewrite of an old message therefore costs what it breaks, and fewer tokens is
//! cheaper only when the edits respect the cache.
//!
//! ```
//! use ctx_message::{ChatMessage, ToolCall};
//! use ctx_calls::Tools;
//! use ctx_replay::{replay, Pricing, Strategy};
//!
//! let history = vec![
//!     ChatMessage::user("list the files"),
//!     ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", r#"{"command":"ls"}"#)]),
//!     ChatMessage::tool_result("1", "a.rs\nb.rs\n"),
//!     ChatMessage::assistant("done"),
//! ];
//! let none = replay(&history, &Tools::default(), &Strategy::none(), 64_000, Pricing::ANTHROPIC);
//! assert_eq!(none.calls, 2);
//! assert!(none.cached_tokens > 0); // the second call reads the first call's prompt from the cache
//! assert!(!none.exceeded_window && none.pairs_intact);
//! ```

mod facts;
mod pricing;
mod replay;
mod strategy;

pub use facts::{FACT_PATTERN, append_text};
pub use pricing::Pricing;
pub use replay::{CallTrace, Outcome, replay, replay_traced};
pub use strategy::Strategy;
