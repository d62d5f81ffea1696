//! The message model shared by every ctx crate, and the reader and writer of every agent session
//! dialect.
//!
//! A [`ChatMessage`] has a [`Role`], a [`Content`] (a string, `null`, absent, or an array of
//! content parts), optional [`ToolCall`]s, a `tool_call_id` and a `name`: the OpenAI Chat
//! Completions shape, the one model every other crate works on. Every field ctx does not know is
//! kept in `extra`, an [`Object`] holding each value's raw JSON text, and every field is written
//! back where it was read.
//!
//! A [`Conversation`] is a document in any [`Dialect`]: OpenAI Chat Completions, OpenAI Responses
//! items, Anthropic Messages, a Claude Code session log or a Codex rollout. [`Conversation::parse`]
//! detects which and reads it into `ChatMessage`s (an Anthropic `tool_use` is a tool call and each
//! `tool_result` a tool message, one model turn one assistant message, so a call pairs with its
//! result by id whatever dialect carried them); [`Conversation::write`] writes it back in its own
//! dialect and layout: byte for byte when nothing changed, else re-serializing only the records
//! of the messages that changed, left or were added. No other crate needs to know dialects exist.
//!
//! ```
//! use ctx_message::{ChatMessage, Conversation, Role};
//!
//! let doc = r#"{"model": "gpt-4o", "messages": [
//!     {"role": "user", "content": "list the files"},
//!     {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
//!         "function": {"name": "bash", "arguments": "{\"command\":\"ls\"}"}}]},
//!     {"role": "tool", "tool_call_id": "c1", "content": "Cargo.toml\nsrc", "x-latency-ms": 12}
//! ]}"#;
//! let conversation = Conversation::parse(doc)?;
//! assert_eq!(conversation.messages.len(), 3);
//! assert_eq!(conversation.messages[2].role, Role::Tool);
//! assert_eq!(conversation.messages[2].content.text(), "Cargo.toml\nsrc");
//!
//! // Unknown fields (`model`, `x-latency-ms`) survive the round trip.
//! let again: serde_json::Value = serde_json::from_str(&conversation.to_json())?;
//! assert_eq!(again, serde_json::from_str::<serde_json::Value>(doc)?);
//!
//! let reply = ChatMessage::tool_result("c2", "ok");
//! assert_eq!(reply.tool_call_id.as_deref(), Some("c2"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod conversation;
mod dialect;
mod digest;
mod layout;
mod message;
mod object;
mod prefix;

pub use conversation::{Conversation, ParseError};
pub use dialect::{Dialect, Record, UnknownDialect, minify_json};
pub use digest::digest128;
pub use message::{ChatMessage, Content, FunctionCall, Role, ToolCall};
pub use object::Object;
pub use prefix::Prefix;
