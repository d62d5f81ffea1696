//! Keep an LLM chat history under a token budget: drop the oldest span, summarize it.
//!
//! - [`should_shape`] says when: at 85% of the context window, or at 95% once a history was shaped
//!   (hysteresis, so a freshly shaped history is not shaped again next turn).
//! - [`shape_messages`] (or [`shape_with_counts`] with cached counts) keeps every system message
//!   and the first user message (the task), then the newest messages while everything kept fits
//!   in 70% of the window, and replaces the dropped span with one summary message. The cut never
//!   separates an assistant message's tool calls from their results, the newest message is always
//!   kept, and every dropped message is handed back in [`Shaped::dropped`].
//! - A [`Summarizer`] writes the summary: the application's LLM client, or the deterministic
//!   [`ExtractiveSummarizer`] (task requests, files read and edited, commands run, last errors).
//!   It sees the whole history and which messages are dropped
//!   ([`Summarizer::summarize_in_context`]), so an LLM summarizer can send the conversation as
//!   it stands (the provider's cached prefix). [`Fallback`] tries one summarizer, then another
//!   (an LLM, then the extractive summary). Without a summarizer, or when every one fails, the
//!   summary is the placeholder `[prior conversation compacted]`; [`Shaped::summary`] says why,
//!   and who wrote the summary after which failures.
//!
//! ```
//! use ctx_message::ChatMessage;
//! use ctx_shaping::{shape_messages, ExtractiveSummarizer, Options, SummaryOutcome};
//!
//! let mut history = vec![ChatMessage::system("You are a coding agent."), ChatMessage::user("Fix the parser.")];
//! for turn in 0..40 {
//!     history.push(ChatMessage::user(format!("step {turn}: please run the tests again")));
//!     history.push(ChatMessage::assistant("Running them now. ".repeat(20)));
//! }
//! let shaped = shape_messages(&history, Options::new(4_000), Some(&ExtractiveSummarizer::default()));
//! assert!(shaped.shaped);
//! assert_eq!(shaped.summary, SummaryOutcome::Summarized);
//! assert!(shaped.tokens_after <= 2_800);
//! assert_eq!(shaped.messages[1].content.text(), "Fix the parser.");
//! assert!(shaped.messages[2].content.text().starts_with("[prior conversation compacted]"));
//! assert_eq!(shaped.messages.len() - 1 + shaped.dropped.len(), history.len());
//! ```

mod extractive;
mod facts;
mod fallback;
mod fold;
mod memo;
mod pairs;
mod prepared;
mod shape;
mod summarize;
mod trigger;

pub use extractive::{ExtractiveSummarizer, Proving};
pub use fallback::Fallback;
pub use shape::{
    KEEP_PERCENT, MAX_SUMMARY_TOKENS, Options, PLACEHOLDER, Shaped, SummaryOutcome, droppable,
    shape_messages, shape_owned_with_counts, shape_with_counts,
};
pub use summarize::{Cause, Failure, SummarizeError, Summarizer, Summary};
pub use trigger::{RETRIGGER_PERCENT, TRIGGER_PERCENT, should_shape};
