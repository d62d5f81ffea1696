//! `Fallback`: try one summarizer, then another, and report why the first failed.

use ctx_message::ChatMessage;

use crate::summarize::check_summary;
use crate::{Failure, SummarizeError, Summarizer, Summary};

/// A summarizer that asks `primary` and, when it fails, `secondary`; the summary then lists the
/// primary's failure in [`Summary::failures`], so shaping reports it
/// ([`SummaryOutcome::FellBack`]).
///
/// An answer counts as a failure when it is an error, blank, or over the budget (counted with
/// `ctx_tokens::count_tokens`), so an over-long LLM answer falls back too. When both fail the
/// error is [`SummarizeError::AllFailed`] with each reason, and shaping inserts the placeholder.
/// Chains nest: `Fallback::new(a, Fallback::new(b, c))`, with failures flattened in order.
///
/// ```
/// use ctx_message::ChatMessage;
/// use ctx_shaping::{ExtractiveSummarizer, Fallback, SummarizeError, Summarizer};
///
/// struct Offline;
/// impl Summarizer for Offline {
///     fn summarize(&self, _: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
///         Err(SummarizeError::failed("connection refused"))
///     }
///     fn name(&self) -> &str {
///         "openai"
///     }
/// }
///
/// let history = [ChatMessage::user("Fix the parser."), ChatMessage::assistant("On it.")];
/// let chain = Fallback::new(Offline, ExtractiveSummarizer::new());
/// let summary = chain.summarize_in_context(&history, &[0, 1], 200)?;
/// assert_eq!(summary.by, "extractive");
/// assert_eq!(summary.failures[0].to_string(), "openai failed: connection refused");
/// # Ok::<(), SummarizeError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Fallback<P, S> {
    primary: P,
    secondary: S,
    name: String,
}

impl<P: Summarizer, S: Summarizer> Fallback<P, S> {
    /// Tries `primary`, then `secondary`. Its name is `"<primary> then <secondary>"`.
    pub fn new(primary: P, secondary: S) -> Self {
        let name = format!("{} then {}", primary.name(), secondary.name());
        Fallback { primary, secondary, name }
    }
}

impl<P: Summarizer, S: Summarizer> Summarizer for Fallback<P, S> {
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        let all: Vec<usize> = (0..dropped.len()).collect();
        self.summarize_in_context(dropped, &all, budget_tokens).map(|summary| summary.text)
    }

    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        let mut failures = Vec::new();
        match attempt(&self.primary, history, dropped, budget_tokens) {
            Ok(summary) => return Ok(summary),
            Err(error) => record(&mut failures, self.primary.name(), error),
        }
        match attempt(&self.secondary, history, dropped, budget_tokens) {
            Ok(mut summary) => {
                failures.append(&mut summary.failures);
                summary.failures = failures;
                Ok(summary)
            }
            Err(error) => {
                record(&mut failures, self.secondary.name(), error);
                Err(SummarizeError::AllFailed(failures))
            }
        }
    }

    fn name(&self) -> &str {
        &self.name
    }
}

/// One summarizer's summary, checked like shaping checks it.
fn attempt(
    summarizer: &dyn Summarizer,
    history: &[ChatMessage],
    dropped: &[usize],
    budget: usize,
) -> Result<Summary, SummarizeError> {
    let summary = summarizer.summarize_in_context(history, dropped, budget)?;
    let tokens = check_summary(&summary, budget)?;
    Ok(summary.counted(tokens))
}

/// Appends `error` as the failure of `name`, flattening a nested chain's failures.
fn record(failures: &mut Vec<Failure>, name: &str, error: SummarizeError) {
    match error {
        SummarizeError::AllFailed(mut nested) => failures.append(&mut nested),
        error => failures.push(Failure { summarizer: name.to_owned(), error }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Answers with a fixed result under a fixed name.
    struct Fixed(&'static str, Result<&'static str, SummarizeError>);

    impl Summarizer for Fixed {
        fn summarize(&self, _: &[ChatMessage], _: usize) -> Result<String, SummarizeError> {
            self.1.clone().map(str::to_owned)
        }
        fn name(&self) -> &str {
            self.0
        }
    }

    fn failure(summarizer: &str, error: SummarizeError) -> Failure {
        Failure { summarizer: summarizer.to_owned(), error }
    }

    #[track_caller]
    fn check(chain: &dyn Summarizer, expected: &Result<Summary, SummarizeError>) {
        let history = [ChatMessage::user("a"), ChatMessage::assistant("b")];
        assert_eq!(&chain.summarize_in_context(&history, &[1], 5), expected);
    }

    #[test]
    fn the_primary_wins_when_it_succeeds() {
        check(&Fallback::new(Fixed("a", Ok("one")), Fixed("b", Ok("two"))), &Ok(Summary::new("a", "one")));
    }

    #[test]
    fn a_failed_blank_or_oversize_primary_falls_back_with_its_reason() {
        let cases = [
            (Err(SummarizeError::failed("timed out")), SummarizeError::failed("timed out")),
            (Ok(" \n "), SummarizeError::Empty),
            (Ok("one two three four five six"), SummarizeError::OverBudget { tokens: 6, budget: 5 }),
        ];
        for (answer, error) in cases {
            let mut expected = Summary::new("b", "two");
            expected.failures = vec![failure("a", error)];
            check(&Fallback::new(Fixed("a", answer), Fixed("b", Ok("two"))), &Ok(expected));
        }
    }

    #[test]
    fn when_all_fail_every_reason_is_reported_in_order() {
        let chain = Fallback::new(
            Fixed("a", Err(SummarizeError::failed("http 500"))),
            Fallback::new(Fixed("b", Ok("")), Fixed("c", Err(SummarizeError::NoRoom { budget: 5 }))),
        );
        assert_eq!(chain.name(), "a then b then c");
        check(
            &chain,
            &Err(SummarizeError::AllFailed(vec![
                failure("a", SummarizeError::failed("http 500")),
                failure("b", SummarizeError::Empty),
                failure("c", SummarizeError::NoRoom { budget: 5 }),
            ])),
        );
        let nested =
            Fallback::new(Fallback::new(Fixed("a", Ok("")), Fixed("b", Ok(""))), Fixed("c", Ok("x")));
        let mut expected = Summary::new("c", "x");
        expected.failures = vec![failure("a", SummarizeError::Empty), failure("b", SummarizeError::Empty)];
        check(&nested, &Ok(expected));
    }

    #[test]
    fn summarize_alone_treats_every_message_as_dropped() {
        let chain = Fallback::new(Fixed("a", Err(SummarizeError::Empty)), Fixed("b", Ok("two")));
        assert_eq!(chain.summarize(&[ChatMessage::user("x")], 5), Ok("two".to_owned()));
    }
}
