//! Which API a request speaks, from its path, and reading and writing its body through
//! ctx-message's dialects (no parser of the proxy's own): a request body is a conversation
//! document of the endpoint's dialect, read as Chat messages and written back in the client's
//! shape, every record the proxy did not change byte for byte.

use ctx_pipeline::{ChatMessage, Conversation, Dialect};

/// An API endpoint the proxy rewrites.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Endpoint {
    /// `POST …/v1/messages`.
    AnthropicMessages,
    /// `POST …/v1/chat/completions`.
    ChatCompletions,
    /// `POST …/v1/responses`.
    Responses,
}

impl Endpoint {
    /// The endpoint a request path (without its query) names; `None` for every other path, which
    /// is forwarded untouched.
    pub(crate) fn from_path(path: &str) -> Option<Endpoint> {
        let path = path.trim_end_matches('/');
        if path.ends_with("/v1/messages") || path == "/messages" {
            Some(Endpoint::AnthropicMessages)
        } else if path.ends_with("/chat/completions") {
            Some(Endpoint::ChatCompletions)
        } else if path.ends_with("/v1/responses") || path == "/responses" {
            Some(Endpoint::Responses)
        } else {
            None
        }
    }

    /// The dialect its request bodies are in.
    pub(crate) fn dialect(self) -> Dialect {
        match self {
            Endpoint::AnthropicMessages => Dialect::Anthropic,
            Endpoint::ChatCompletions => Dialect::OpenAiChat,
            Endpoint::Responses => Dialect::OpenAiResponses,
        }
    }

    /// The endpoint's name in the log.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Endpoint::AnthropicMessages => "anthropic messages",
            Endpoint::ChatCompletions => "chat completions",
            Endpoint::Responses => "responses",
        }
    }
}

/// A request body read as a conversation, ready to be written back.
pub(crate) struct Body {
    conversation: Conversation,
}

impl Body {
    /// Reads `text` as a request to `endpoint`; the error says why it cannot be.
    pub(crate) fn parse(endpoint: Endpoint, text: &str) -> Result<Body, String> {
        Conversation::parse_as(text, endpoint.dialect())
            .map(|conversation| Body { conversation })
            .map_err(|error| error.to_string())
    }

    /// The model the request names.
    pub(crate) fn model(&self) -> Option<String> {
        self.conversation.model()
    }

    /// The conversation's messages, taken out.
    pub(crate) fn take_messages(&mut self) -> Vec<ChatMessage> {
        std::mem::take(&mut self.conversation.messages)
    }

    /// The body with `messages` in place of the conversation's, in the client's dialect and
    /// layout: the records of unchanged messages keep their bytes.
    pub(crate) fn write(mut self, messages: Vec<ChatMessage>) -> String {
        self.conversation.messages = messages;
        self.conversation.write()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(path: &str, expected: Option<Endpoint>) {
        assert_eq!(Endpoint::from_path(path), expected, "{path}");
    }

    #[test]
    fn endpoints_are_known_by_their_paths() {
        check("/v1/messages", Some(Endpoint::AnthropicMessages));
        check("/v1/messages/", Some(Endpoint::AnthropicMessages));
        check("/v1/chat/completions", Some(Endpoint::ChatCompletions));
        check("/api/v1/chat/completions", Some(Endpoint::ChatCompletions));
        check("/chat/completions", Some(Endpoint::ChatCompletions));
        check("/v1/responses", Some(Endpoint::Responses));
        check("/v1/messages/count_tokens", None);
        check("/v1/models", None);
        check("/v1/responses/resp_1/cancel", None);
        check("/", None);
    }
}
