//! An LLM summarizer for `ctx-shaping` over any OpenAI-compatible `/v1/chat/completions`
//! endpoint: OpenAI, a local Ollama, vLLM or llama.cpp server.
//!
//! [`OpenAiSummarizer`] implements [`ctx_shaping::Summarizer`]. When shaping drops the oldest
//! span of a history, it asks the endpoint for a handoff summary of that span: the active task,
//! the user's requests (verbatim where they fit), progress and key decisions, files touched, open
//! errors and next steps, so the same agent can resume from it. It is one blocking HTTP request
//! (ureq, rustls), bounded end to end by [`Config::timeout`]: no async runtime is forced on the
//! host, and nothing hangs.
//!
//! # The request, and why it looks like this
//!
//! The request's `messages` are the history **as it stands, unchanged**, followed by one final
//! `user` message: the compaction instruction, naming the span by position ("messages 3 to 41 of
//! this conversation") and by its first and last message. It is not a transcript of the dropped
//! messages re-rendered into a fresh prompt, because:
//!
//! - the history is exactly what the agent sent on its last turn, so it is the provider's cached
//!   prompt prefix: OpenAI bills cached input at a fraction of the price, and a local server
//!   (vLLM's prefix cache, llama.cpp's and Ollama's slot cache) skips the prefill that on a long
//!   history takes longer than the answer. A re-rendered transcript shares no prefix and pays for
//!   every token again;
//! - the model reads the span in its native form (tool calls as calls, results as results) and
//!   sees what comes after it, so the summary need not repeat what the kept messages say.
//!
//! [`Config::extra`] carries other top-level fields, such as the conversation's `tools`, so the
//! request's prefix matches the agent's requests there too. Where the history as it stands would
//! be rejected, the request copy is closed validly first: a call with no result (a history ending
//! in a call still running) gets the synthetic result [`ABORTED`] right after its block, so the
//! prefix before it is untouched, and an orphaned tool result is left out; the caller's history
//! is never changed. The answer's length is limited in the request (`max_tokens`, or the field
//! [`Config::limit_field`] names) to the smaller of the shaping budget and
//! [`Config::max_summary_tokens`], and checked against the budget with
//! `ctx_tokens::count_tokens` afterwards.
//!
//! # Failure is normal
//!
//! A timeout, an unreachable endpoint, an HTTP error, a malformed body, no choice, a refusal, an
//! empty answer, a tool call instead of an answer, an answer cut off at the limit or over the
//! budget: each is an [`Error`] naming what happened, returned to shaping as a
//! `SummarizeError`. Wrap the summarizer in [`ctx_shaping::Fallback`] to fall back on the
//! extractive summary; shaping reports the reason in `SummaryOutcome::FellBack`, and inserts the
//! bare placeholder when every summarizer fails.
//!
//! # The key
//!
//! [`Config::api_key`] is a value: the application reads it (the `ctx` command line from
//! `OPENAI_API_KEY`, or a variable named by `--api-key-env`). It is sent only as
//! `Authorization: Bearer …`, never shown by `Debug`, and scrubbed from error messages quoting
//! the server. Without one no `Authorization` header is sent, as local servers expect.
//!
//! # Example
//!
//! ```no_run
//! use std::time::Duration;
//! use ctx_message::ChatMessage;
//! use ctx_shaping::{shape_messages, ExtractiveSummarizer, Fallback, Options, SummaryOutcome};
//! use ctx_summarize::{Config, OpenAiSummarizer};
//!
//! let config = Config::new("http://localhost:11434/v1", "qwen3:8b").timeout(Duration::from_secs(120));
//! let summarizer = Fallback::new(OpenAiSummarizer::new(config), ExtractiveSummarizer::new());
//!
//! let history: Vec<ChatMessage> = load_history();
//! let shaped = shape_messages(&history, Options::new(32_000).force(true), Some(&summarizer));
//! match &shaped.summary {
//!     SummaryOutcome::Summarized => println!("summarized by the model"),
//!     SummaryOutcome::FellBack { by, failures } => println!("{by} wrote it: {}", failures[0]),
//!     other => println!("placeholder: {other:?}"),
//! }
//! # fn load_history() -> Vec<ChatMessage> { Vec::new() }
//! ```

mod client;
mod config;
mod error;
mod request;
mod response;

pub use client::OpenAiSummarizer;
pub use config::{Config, DEFAULT_BASE_URL, LimitField};
pub use error::Error;
pub use request::ABORTED;
