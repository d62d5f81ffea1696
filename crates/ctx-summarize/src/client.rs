//! `OpenAiSummarizer`: one blocking `POST /chat/completions` per summary, bounded by a timeout.

use std::fmt;
use std::io::ErrorKind;

use ctx_message::ChatMessage;
use ctx_shaping::{SummarizeError, Summarizer, Summary};

use crate::response::{parse, scrub};
use crate::{Config, Error, request};

/// The largest response body read, in bytes; a summary is a few kilobytes.
const MAX_BODY: u64 = 16 * 1024 * 1024;

/// A [`Summarizer`] that asks an OpenAI-compatible chat completions endpoint (OpenAI, Ollama,
/// vLLM, a llama.cpp server, …) for a handoff summary.
///
/// Each summary is one blocking HTTP request on the calling thread, bounded end to end by
/// [`Config::timeout`]: no async runtime, no background thread, no retry. Every failure is an
/// [`Error`] (as a [`SummarizeError`] through the trait), for the caller to fall back on; see the
/// crate docs for the request it sends.
#[derive(Clone)]
pub struct OpenAiSummarizer {
    config: Config,
    agent: ureq::Agent,
}

impl OpenAiSummarizer {
    /// A summarizer for the endpoint in `config`. Nothing is sent until a summary is asked for.
    pub fn new(config: Config) -> Self {
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(config.timeout))
            .http_status_as_error(false)
            .user_agent(concat!("ctx-summarize/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        OpenAiSummarizer { config, agent }
    }

    /// Its configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The JSON body [`OpenAiSummarizer::complete`] sends for these arguments, without sending it.
    pub fn request_body(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<String, Error> {
        request::body(&self.config, history, dropped, budget_tokens)
    }

    /// Asks the endpoint for a summary of `history[dropped]` (indices ascending) in at most
    /// `budget_tokens` o200k tokens, sending `history` as it stands followed by the instruction.
    pub fn complete(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<String, Error> {
        let body = self.request_body(history, dropped, budget_tokens)?;
        let limit = budget_tokens.min(self.config.max_summary_tokens).max(1);
        let (status, text) = self.post(&body)?;
        parse(status, &text, limit, budget_tokens, self.config.api_key.as_deref())
    }

    fn post(&self, body: &str) -> Result<(u16, String), Error> {
        let url = self.config.endpoint();
        let mut request = self
            .agent
            .post(&url)
            .header("content-type", "application/json")
            .header("accept", "application/json");
        if let Some(key) = self.config.api_key.as_deref().filter(|key| !key.is_empty()) {
            request = request.header("authorization", format!("Bearer {key}"));
        }
        let response = request.send(body).map_err(|error| self.failure(&url, error))?;
        let status = response.status().as_u16();
        let text = response
            .into_body()
            .with_config()
            .limit(MAX_BODY)
            .read_to_string()
            .map_err(|error| self.failure(&url, error))?;
        Ok((status, text))
    }

    fn failure(&self, url: &str, error: ureq::Error) -> Error {
        match error {
            ureq::Error::Timeout(_) => Error::Timeout(self.config.timeout),
            ureq::Error::Io(io) if matches!(io.kind(), ErrorKind::TimedOut | ErrorKind::WouldBlock) => {
                Error::Timeout(self.config.timeout)
            }
            ureq::Error::BodyExceedsLimit(limit) => {
                Error::Malformed(format!("response body over {limit} bytes"))
            }
            other => Error::Transport {
                url: url.to_owned(),
                reason: scrub(&other.to_string(), self.config.api_key.as_deref()),
            },
        }
    }
}

impl fmt::Debug for OpenAiSummarizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiSummarizer").field("config", &self.config).finish_non_exhaustive()
    }
}

impl Summarizer for OpenAiSummarizer {
    /// Summarizes `dropped` as a conversation of its own; shaping calls
    /// [`Summarizer::summarize_in_context`] instead, which sends the whole history.
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        let all: Vec<usize> = (0..dropped.len()).collect();
        Ok(self.complete(dropped, &all, budget_tokens)?)
    }

    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        let text = self.complete(history, dropped, budget_tokens)?;
        Ok(Summary::new(self.name(), text))
    }

    /// `"openai"`.
    fn name(&self) -> &'static str {
        "openai"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_key() {
        let summarizer =
            OpenAiSummarizer::new(Config::new("http://127.0.0.1:9/v1", "m").api_key("sk-hidden"));
        let debug = format!("{summarizer:?}");
        assert!(!debug.contains("sk-hidden") && debug.contains("127.0.0.1:9"), "{debug}");
    }

    #[test]
    fn an_unreachable_endpoint_is_a_transport_error() {
        // A port that was just free: nothing listens there, so the connection is refused.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a port")
            .port();
        let base = format!("http://127.0.0.1:{port}/v1");
        let config = Config::new(&base, "m").timeout(std::time::Duration::from_secs(5));
        let error = OpenAiSummarizer::new(config).complete(&[ChatMessage::user("u")], &[0], 100);
        assert!(
            matches!(error, Err(Error::Transport { ref url, .. }) if *url == format!("{base}/chat/completions")),
            "{error:?}"
        );
        let invalid = OpenAiSummarizer::new(Config::new("not a url", "m")).complete(
            &[ChatMessage::user("u")],
            &[0],
            100,
        );
        assert!(matches!(invalid, Err(Error::Transport { .. })), "{invalid:?}");
    }
}
