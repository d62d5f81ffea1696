//! The `Summarizer` trait the application implements (with its LLM client), its error type, and
//! what a summary reports about how it came about.

use std::fmt;
use std::sync::Arc;

use ctx_message::ChatMessage;
use ctx_tokens::count_tokens;

/// Writes a summary of the messages that shaping drops.
///
/// The application implements it with its LLM client; [`ExtractiveSummarizer`] is a
/// deterministic implementation that needs no model, and [`Fallback`] tries one summarizer, then
/// another. The trait is object safe: shaping takes an `Option<&dyn Summarizer>`.
///
/// Shaping calls [`Summarizer::summarize_in_context`], which sees the whole history; its default
/// hands the dropped messages alone to [`Summarizer::summarize`], the one method to implement. A
/// summarizer that benefits from the whole conversation (an LLM whose provider caches the
/// conversation as a prompt prefix) overrides `summarize_in_context` too.
///
/// [`ExtractiveSummarizer`]: crate::ExtractiveSummarizer
/// [`Fallback`]: crate::Fallback
pub trait Summarizer {
    /// A summary of `dropped` (oldest first) in at most `budget_tokens` o200k tokens (as
    /// `ctx_tokens::count_tokens` counts them). A summary over the budget, an empty one or an
    /// error makes shaping fall back to the placeholder and report why.
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError>;

    /// A summary of the messages of `history` at the indices `dropped` (ascending), in at most
    /// `budget_tokens` tokens, knowing the whole conversation they are part of.
    ///
    /// The default collects the dropped messages (ignoring indices out of range), calls
    /// [`Summarizer::summarize`] and credits the text to [`Summarizer::name`].
    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        let messages: Vec<ChatMessage> =
            dropped.iter().filter_map(|&index| history.get(index)).cloned().collect();
        self.summarize(&messages, budget_tokens).map(|text| Summary::new(self.name(), text))
    }

    /// A short name for reports (`extractive`, `openai`, …). Default `"summarizer"`.
    #[expect(clippy::unnecessary_literal_bound, reason = "implementors may return a name they own")]
    fn name(&self) -> &str {
        "summarizer"
    }
}

impl<T: Summarizer + ?Sized> Summarizer for &T {
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        (**self).summarize(dropped, budget_tokens)
    }

    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        (**self).summarize_in_context(history, dropped, budget_tokens)
    }

    fn name(&self) -> &str {
        (**self).name()
    }
}

impl<T: Summarizer + ?Sized> Summarizer for Box<T> {
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        (**self).summarize(dropped, budget_tokens)
    }

    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        (**self).summarize_in_context(history, dropped, budget_tokens)
    }

    fn name(&self) -> &str {
        (**self).name()
    }
}

/// A summary's text, who wrote it, and which summarizers failed before it.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Summary {
    /// The summary text.
    pub text: String,
    /// The name of the summarizer that wrote it.
    pub by: String,
    /// Summarizers tried before it that failed, in the order they were tried; empty when the
    /// first one succeeded.
    pub failures: Vec<Failure>,
    /// The text's tokens when this crate counted them, with a hash of the text they are of (a
    /// caller that changes the text gets it counted again).
    counted: Option<(u64, usize)>,
}

/// Summaries are equal when their text, author and failures are.
impl PartialEq for Summary {
    fn eq(&self, other: &Self) -> bool {
        (&self.text, &self.by, &self.failures) == (&other.text, &other.by, &other.failures)
    }
}

impl Eq for Summary {}

impl Summary {
    /// A summary written by `by` at the first try.
    pub fn new(by: impl Into<String>, text: impl Into<String>) -> Self {
        Summary { text: text.into(), by: by.into(), failures: Vec::new(), counted: None }
    }

    /// The same summary, whose text is known to count `tokens` (`count_tokens` of it).
    pub(crate) fn counted(mut self, tokens: usize) -> Self {
        self.counted = Some((text_hash(&self.text), tokens));
        self
    }

    /// The text's tokens: the count taken when it was written, else counted now.
    pub(crate) fn tokens(&self) -> usize {
        match self.counted {
            Some((hash, tokens)) if hash == text_hash(&self.text) => tokens,
            _ => count_tokens(&self.text),
        }
    }
}

/// A hash of a summary's text, to tell a count still of it (std's, with its fixed keys: a
/// fraction of a count's cost).
fn text_hash(text: &str) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// One summarizer that failed, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// Its [`Summarizer::name`].
    pub summarizer: String,
    /// Why it failed.
    pub error: SummarizeError,
}

impl fmt::Display for Failure {
    /// `openai failed: timed out after 30 s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} failed: {}", self.summarizer, self.error.reason())
    }
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
    /// The summarizer failed with an error of its own type, kept whole: the caller can
    /// [`downcast`](Cause::downcast_ref) it (for example to `ctx_summarize::Error`).
    #[error("summarizer failed: {0}")]
    Cause(Cause),
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
    /// Every summarizer of a [`Fallback`](crate::Fallback) chain failed, each for its reason.
    #[error("every summarizer failed: {}", join(.0))]
    AllFailed(Vec<Failure>),
}

impl SummarizeError {
    /// A [`SummarizeError::Failed`] with this reason.
    pub fn failed(reason: impl Into<String>) -> Self {
        SummarizeError::Failed { reason: reason.into() }
    }

    /// The reason without the `summarizer failed: ` prefix that [`SummarizeError::Failed`]
    /// displays with; the whole message for the other variants.
    pub fn reason(&self) -> String {
        match self {
            SummarizeError::Failed { reason } => reason.clone(),
            SummarizeError::Cause(cause) => cause.to_string(),
            other => other.to_string(),
        }
    }

    /// A [`SummarizeError::Cause`] holding `error`.
    pub fn caused_by(error: impl std::error::Error + Send + Sync + 'static) -> Self {
        SummarizeError::Cause(Cause(Arc::new(error)))
    }
}

/// A summarizer's own error, shared (so outcomes stay cheap to clone) and typed.
///
/// ```
/// use ctx_shaping::SummarizeError;
///
/// let error = SummarizeError::caused_by(std::io::Error::other("connection reset"));
/// let SummarizeError::Cause(cause) = &error else { panic!() };
/// assert_eq!(cause.downcast_ref::<std::io::Error>().map(|io| io.kind()), Some(std::io::ErrorKind::Other));
/// assert_eq!(error.to_string(), "summarizer failed: connection reset");
/// ```
#[derive(Clone)]
pub struct Cause(Arc<dyn std::error::Error + Send + Sync>);

impl Cause {
    /// The error, if it is a `T`.
    pub fn downcast_ref<T: std::error::Error + 'static>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }

    /// The error itself.
    pub fn get(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        &*self.0
    }
}

impl fmt::Debug for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl PartialEq for Cause {
    /// Equal when they say the same: errors in general have no equality of their own.
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.to_string() == other.to_string()
    }
}

impl Eq for Cause {}

fn join(failures: &[Failure]) -> String {
    failures.iter().map(Failure::to_string).collect::<Vec<_>>().join("; ")
}

/// The tokens of `summary`'s text when it is a usable summary for `budget` tokens: not blank and
/// not over the budget (its text is counted once: a summary counted already is not counted again).
pub(crate) fn check_summary(summary: &Summary, budget: usize) -> Result<usize, SummarizeError> {
    if summary.text.trim().is_empty() {
        return Err(SummarizeError::Empty);
    }
    let tokens = summary.tokens();
    if tokens > budget {
        return Err(SummarizeError::OverBudget { tokens, budget });
    }
    Ok(tokens)
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
        check(
            &SummarizeError::AllFailed(vec![
                Failure { summarizer: "openai".into(), error: SummarizeError::failed("http 500") },
                Failure { summarizer: "extractive".into(), error: SummarizeError::NoRoom { budget: 3 } },
            ]),
            "every summarizer failed: openai failed: http 500; extractive failed: no room for a summary in 3 tokens",
        );
    }

    struct Fixed;
    impl Summarizer for Fixed {
        fn summarize(&self, dropped: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
            Ok(format!("{} messages", dropped.len()))
        }
    }

    #[test]
    fn the_trait_is_object_safe() {
        let summarizer: &dyn Summarizer = &Fixed;
        assert_eq!(summarizer.summarize(&[ChatMessage::user("x")], 10), Ok("1 messages".to_owned()));
        let boxed: Box<dyn Summarizer> = Box::new(Fixed);
        assert_eq!(boxed.name(), "summarizer");
    }

    #[test]
    fn in_context_defaults_to_the_dropped_messages_alone() {
        let history = [ChatMessage::user("a"), ChatMessage::user("b"), ChatMessage::user("c")];
        assert_eq!(
            Fixed.summarize_in_context(&history, &[0, 2, 9], 10),
            Ok(Summary::new("summarizer", "2 messages"))
        );
    }

    #[test]
    fn summaries_must_be_non_blank_and_within_budget() {
        let summary = |text: &str| Summary::new("s", text);
        assert_eq!(check_summary(&summary(" \n"), 10), Err(SummarizeError::Empty));
        assert_eq!(
            check_summary(&summary("one two three"), 2),
            Err(SummarizeError::OverBudget { tokens: 3, budget: 2 })
        );
        assert_eq!(check_summary(&summary("one two three"), 3), Ok(3));
        // A count taken when the summary was written is used; a text changed since is counted.
        assert_eq!(check_summary(&summary("one two three").counted(3), 3), Ok(3));
        let mut changed = summary("one").counted(1);
        changed.text.push_str(" two three");
        assert_eq!(check_summary(&changed, 3), Ok(3));
    }
}
