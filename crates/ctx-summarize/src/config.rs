//! `Config`: where the endpoint is, which model, the key, the timeout and the summary's length.

use std::fmt;
use std::time::Duration;

use ctx_message::Object;
use serde_json::Value;

/// OpenAI's own endpoint, for [`Config::new`] when no other is wanted.
pub const DEFAULT_BASE_URL: &str = "https://api.openai.com/v1";

/// Which request field carries the token limit of the answer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum LimitField {
    /// `max_tokens`: what Ollama, vLLM, llama.cpp and OpenAI's non-reasoning models accept.
    #[default]
    MaxTokens,
    /// `max_completion_tokens`: what OpenAI's reasoning models require. It counts their hidden
    /// reasoning too, so a small summary budget may leave no room for the answer; see `Omit`.
    MaxCompletionTokens,
    /// No limit in the request; the answer is still checked against the budget afterwards and
    /// the timeout still bounds the call.
    Omit,
}

impl LimitField {
    /// The field's name in the request, `None` for [`LimitField::Omit`].
    pub fn as_str(self) -> Option<&'static str> {
        match self {
            LimitField::MaxTokens => Some("max_tokens"),
            LimitField::MaxCompletionTokens => Some("max_completion_tokens"),
            LimitField::Omit => None,
        }
    }
}

/// How to reach an OpenAI-compatible `/v1/chat/completions` endpoint.
///
/// The API key is a value, not a variable name: the application reads it (from the environment,
/// a keychain, …) and hands it over. `Debug` never shows it, and no error message contains it.
///
/// ```
/// use std::time::Duration;
/// use ctx_summarize::{Config, LimitField};
///
/// let config = Config::new("http://localhost:11434/v1", "qwen3:8b")
///     .timeout(Duration::from_secs(120))
///     .max_summary_tokens(2_000);
/// assert_eq!(config.endpoint(), "http://localhost:11434/v1/chat/completions");
/// assert_eq!(config.api_key, None); // a local server needs none
/// assert_eq!(config.limit_field, LimitField::MaxTokens);
///
/// let openai = Config::new(ctx_summarize::DEFAULT_BASE_URL, "gpt-4.1-mini").api_key("sk-secret");
/// assert!(!format!("{openai:?}").contains("sk-secret"));
/// ```
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub struct Config {
    /// The API's base URL, such as `https://api.openai.com/v1` or `http://localhost:11434/v1`;
    /// `/chat/completions` is appended unless it already ends with it.
    pub base_url: String,
    /// The model name the endpoint knows.
    pub model: String,
    /// Sent as `Authorization: Bearer …` when set and non-empty; local servers need none.
    /// Default `None`.
    pub api_key: Option<String>,
    /// The most the whole call may take, from connecting to the last byte of the answer.
    /// Default 60 s.
    pub timeout: Duration,
    /// The longest summary asked for, in tokens: the request asks for the smaller of this and
    /// the budget shaping offers. Default 4,096.
    pub max_summary_tokens: usize,
    /// Which field carries that limit. Default [`LimitField::MaxTokens`].
    pub limit_field: LimitField,
    /// Extra top-level request fields, such as the conversation's `tools`, so that the request
    /// starts like the agent's own requests and hits the provider's prompt cache. `model`,
    /// `messages`, `stream` and the limit field are ctx's and override these. Default empty.
    pub extra: Object,
}

impl Config {
    /// A configuration for `model` at `base_url`, with the defaults above.
    pub fn new(base_url: impl Into<String>, model: impl Into<String>) -> Self {
        Config {
            base_url: base_url.into(),
            model: model.into(),
            api_key: None,
            timeout: Duration::from_mins(1),
            max_summary_tokens: 4_096,
            limit_field: LimitField::MaxTokens,
            extra: Object::new(),
        }
    }

    /// Sets [`Config::api_key`]; an empty key means none.
    #[must_use]
    pub fn api_key(mut self, key: impl Into<String>) -> Self {
        let key = key.into();
        self.api_key = (!key.is_empty()).then_some(key);
        self
    }

    /// Sets [`Config::timeout`].
    #[must_use]
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets [`Config::max_summary_tokens`].
    #[must_use]
    pub fn max_summary_tokens(mut self, tokens: usize) -> Self {
        self.max_summary_tokens = tokens;
        self
    }

    /// Sets [`Config::limit_field`].
    #[must_use]
    pub fn limit_field(mut self, field: LimitField) -> Self {
        self.limit_field = field;
        self
    }

    /// Sets one of [`Config::extra`]'s fields; a field set again keeps its first place.
    #[must_use]
    #[expect(clippy::needless_pass_by_value, reason = "a builder takes what it is given")]
    pub fn extra(mut self, name: impl Into<String>, value: Value) -> Self {
        self.extra.insert(&name.into(), &value);
        self
    }

    /// The chat completions URL.
    pub fn endpoint(&self) -> String {
        let base = self.base_url.trim_end_matches('/');
        if base.ends_with("/chat/completions") { base.to_owned() } else { format!("{base}/chat/completions") }
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "[redacted]"))
            .field("timeout", &self.timeout)
            .field("max_summary_tokens", &self.max_summary_tokens)
            .field("limit_field", &self.limit_field)
            .field("extra", &self.extra.keys().collect::<Vec<_>>())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(base_url: &str, expected: &str) {
        assert_eq!(Config::new(base_url, "m").endpoint(), expected);
    }

    #[test]
    fn the_endpoint_is_the_base_url_plus_chat_completions() {
        check("http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1/chat/completions");
        check("http://127.0.0.1:8080/v1/", "http://127.0.0.1:8080/v1/chat/completions");
        check("https://api.openai.com/v1/chat/completions", "https://api.openai.com/v1/chat/completions");
        check(DEFAULT_BASE_URL, "https://api.openai.com/v1/chat/completions");
    }

    #[test]
    fn an_empty_key_is_no_key_and_debug_hides_a_key() {
        assert_eq!(Config::new("u", "m").api_key("").api_key, None);
        let config = Config::new("u", "m").api_key("sk-very-secret");
        assert_eq!(config.api_key.as_deref(), Some("sk-very-secret"));
        let debug = format!("{config:?}");
        assert!(!debug.contains("sk-very-secret") && debug.contains("[redacted]"), "{debug}");
    }

    #[test]
    fn limit_fields_are_spelled_as_the_api_spells_them() {
        assert_eq!(LimitField::default().as_str(), Some("max_tokens"));
        assert_eq!(LimitField::MaxCompletionTokens.as_str(), Some("max_completion_tokens"));
        assert_eq!(LimitField::Omit.as_str(), None);
    }
}
