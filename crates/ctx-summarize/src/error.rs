//! `Error`: why an endpoint gave no usable summary, one variant per failure mode.

use std::time::Duration;

use ctx_shaping::SummarizeError;

/// Why the endpoint gave no usable summary. Every failure is a value, never a panic; shaping
/// reports it (through [`SummarizeError`]) and falls back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No complete answer within [`Config::timeout`](crate::Config::timeout).
    #[error("timed out after {}", seconds(*.0))]
    Timeout(Duration),
    /// The endpoint could not be reached (DNS, connection refused, TLS, a dropped connection).
    #[error("cannot reach {url}: {reason}")]
    Transport {
        /// The chat completions URL.
        url: String,
        /// What the HTTP client said.
        reason: String,
    },
    /// The endpoint answered with an HTTP error status.
    #[error("http {status}: {message}")]
    Status {
        /// The status code.
        status: u16,
        /// The API's `error.message`, or the start of the body.
        message: String,
    },
    /// The endpoint answered 200 with an `error` object instead of a completion.
    #[error("the endpoint answered with an error: {0}")]
    Api(String),
    /// The body is not a chat completion (not JSON, or not the expected shape).
    #[error("malformed response: {0}")]
    Malformed(String),
    /// The completion has no choice.
    #[error("the response has no choice")]
    NoChoice,
    /// The model refused (a `refusal`, or `finish_reason` `content_filter`).
    #[error("the model refused: {0}")]
    Refused(String),
    /// The answer hit the request's token limit (`finish_reason` `length`), so it is cut off.
    #[error("the answer was cut off at the limit of {0} tokens")]
    Truncated(usize),
    /// The model called a tool instead of answering.
    #[error("the model called a tool instead of writing a summary")]
    ToolCall,
    /// The answer is blank.
    #[error("the answer is empty")]
    Empty,
    /// The answer is longer than the summary's budget.
    #[error("answer of {tokens} tokens exceeds its budget of {budget} tokens")]
    OverBudget {
        /// Tokens of the answer (o200k, as `ctx_tokens::count_tokens` counts them).
        tokens: usize,
        /// The budget.
        budget: usize,
    },
    /// There is no message to summarize.
    #[error("no messages to summarize")]
    NothingToSummarize,
}

impl From<Error> for SummarizeError {
    fn from(error: Error) -> Self {
        match error {
            Error::Empty => SummarizeError::Empty,
            Error::OverBudget { tokens, budget } => SummarizeError::OverBudget { tokens, budget },
            other => SummarizeError::caused_by(other),
        }
    }
}

/// `30s`, `1.5s`, `250ms`.
fn seconds(duration: Duration) -> String {
    let millis = duration.as_millis();
    if millis < 1000 {
        format!("{millis}ms")
    } else if millis.is_multiple_of(1000) {
        format!("{}s", millis / 1000)
    } else {
        format!("{}s", duration.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(error: &Error, expected: &str) {
        assert_eq!(error.to_string(), expected);
    }

    #[test]
    fn messages_are_lowercase_and_name_the_values() {
        check(&Error::Timeout(Duration::from_secs(30)), "timed out after 30s");
        check(&Error::Timeout(Duration::from_millis(1500)), "timed out after 1.5s");
        check(&Error::Timeout(Duration::from_millis(200)), "timed out after 200ms");
        check(&Error::Status { status: 500, message: "boom".into() }, "http 500: boom");
        check(&Error::Truncated(512), "the answer was cut off at the limit of 512 tokens");
        check(&Error::Refused("content filter".into()), "the model refused: content filter");
    }

    #[test]
    fn empty_and_oversize_keep_their_shaping_meaning() {
        assert_eq!(SummarizeError::from(Error::Empty), SummarizeError::Empty);
        assert_eq!(
            SummarizeError::from(Error::OverBudget { tokens: 9, budget: 3 }),
            SummarizeError::OverBudget { tokens: 9, budget: 3 }
        );
        let timeout = SummarizeError::from(Error::Timeout(Duration::from_secs(1)));
        assert_eq!(timeout.reason(), "timed out after 1s");
        // The typed error reaches the caller, not only its text.
        let SummarizeError::Cause(cause) = &timeout else { panic!("{timeout:?}") };
        assert!(matches!(cause.downcast_ref::<Error>(), Some(Error::Timeout(_))));
    }
}
