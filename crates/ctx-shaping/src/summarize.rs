//! The `Summarizer` trait the application implements (with its LLM client) and its error type.

use ctx_message::ChatMessage;

/// Writes a summary of the messages that shaping drops.
///
/// The application implements it with its LLM client; [`ExtractiveSummarizer`] is a
/// deterministic implementation that needs no model. The trait is object safe: shaping takes an
/// `Option<&dyn Summarizer>`.
///
/// [`ExtractiveSummarizer`]: crate::ExtractiveSummarizer
pub trait Summarizer {
    /// A summary of `dropped` (oldest first) in at most `budget_tokens` o200k tokens (as
    /// `ctx_tokens::count_tokens` counts them). A summary over the budget, an empty one or an
    /// error makes shaping fall back to the placeholder and report why.
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError>;
}

/// Why there is no summary; shaping then inserts the placeholder and reports this reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SummarizeError {
    /// The summarizer itself failed (an LLM call timed out, was refused, …).
    #[error("summarizer failed: {reason}")]
    Failed {
        /// What went wrong, in the summarizer's words.
        reason: String,
    },
    /// The budget is too small to hold any summary.
    #[error("no room for a summary in {budget} tokens")]
    NoRoom {
        /// The budget that was offered, in tokens.
        budget: usize,
    },
    /// The summarizer returned nothing but whitespace.
    #[error("summarizer returned an empty summary")]
    Empty,
    /// The summarizer returned more than it was allowed.
    #[error("summary of {tokens} tokens exceeds its budget of {budget} tokens")]
    OverBudget {
        /// Tokens in the returned summary.
        tokens: usize,
        /// The budget that was offered.
        budget: usize,
    },
}

impl SummarizeError {
    /// A [`SummarizeError::Failed`] with this reason.
    pub fn failed(reason: impl Into<String>) -> Self {
        SummarizeError::Failed { reason: reason.into() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(error: &SummarizeError, expected: &str) {
        assert_eq!(error.to_string(), expected);
    }

    #[test]
    fn messages_are_lowercase_and_name_the_values() {
        check(&SummarizeError::failed("timeout after 30 s"), "summarizer failed: timeout after 30 s");
        check(&SummarizeError::NoRoom { budget: 3 }, "no room for a summary in 3 tokens");
        check(&SummarizeError::Empty, "summarizer returned an empty summary");
        check(
            &SummarizeError::OverBudget { tokens: 120, budget: 100 },
            "summary of 120 tokens exceeds its budget of 100 tokens",
        );
    }

    #[test]
    fn the_trait_is_object_safe() {
        struct Fixed;
        impl Summarizer for Fixed {
            fn summarize(&self, dropped: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
                Ok(format!("{} messages", dropped.len()))
            }
        }
        let summarizer: &dyn Summarizer = &Fixed;
        assert_eq!(summarizer.summarize(&[ChatMessage::user("x")], 10), Ok("1 messages".to_owned()));
    }
}
