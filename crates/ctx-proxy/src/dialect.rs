//! Which API a request speaks, from its path, and reading and writing its body through
//! ctx-message's dialects (no parser of the proxy's own): a request body is a conversation
//! document of the endpoint's dialect, read as Chat messages and written back in the client's
//! shape, every record the proxy did not change byte for byte. A record read before (a Chat
//! Completions or Anthropic message, a Responses item) is not parsed again ([`Known`]), and a Chat
//! or Anthropic record the conversation's last body shared is not even looked up there when that body's
//! prefix carries the message it read as (ctx-message's `Prefix::carry`).

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use ctx_message::{Prefix, Record};
use ctx_pipeline::{ChatMessage, Conversation, Dialect, ParseError};
use xxhash_rust::xxh3::xxh3_128_with_seed;

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

/// The seed of a record's key in [`Known`]: the same bytes read as another dialect are another
/// record.
fn seed(dialect: Dialect) -> u64 {
    match dialect {
        Dialect::Anthropic => 1,
        Dialect::OpenAiResponses => 2,
        _ => 0,
    }
}

/// A request body read as a conversation, ready to be written back.
pub(crate) struct Body {
    conversation: Conversation,
}

/// The most bytes of message records [`Known`] holds before it forgets them all.
pub(crate) const KNOWN_BYTES: usize = 16 << 20;

/// Records already read (Chat Completions and Anthropic messages, Responses items), by the
/// xxh3-128 of their bytes seeded with their dialect. A client sends its whole history on every
/// request: each record is parsed once, when it first comes, and a request parses only its new
/// records (what a record reads as is a pure function of its bytes and dialect, so one read
/// again is the same). Shared by every session, and forgotten whole past `cap` bytes of records,
/// or when the proxy was not asked anything for as long as a session takes to expire.
pub(crate) struct Known {
    records: HashMap<u128, Record>,
    bytes: usize,
    cap: usize,
    idle: Duration,
    last_used: Option<Instant>,
}

impl Known {
    /// Nothing known yet; at most `cap` bytes of records, forgotten after `idle` unused.
    pub(crate) fn new(cap: usize, idle: Duration) -> Known {
        Known { records: HashMap::new(), bytes: 0, cap, idle, last_used: None }
    }

    /// A request comes at `now`: what an idle proxy knew is forgotten first.
    pub(crate) fn expire(known: &Mutex<Known>, now: Instant) {
        let mut known = known.lock().unwrap_or_else(PoisonError::into_inner);
        if known.last_used.is_some_and(|last| now.saturating_duration_since(last) >= known.idle) {
            known.records = HashMap::new();
            known.bytes = 0;
        }
        known.last_used = Some(now);
    }

    /// `record` of a `dialect` document, read now or known from before.
    fn read(known: &Mutex<Known>, dialect: Dialect, record: &str) -> Result<Record, ParseError> {
        let key = xxh3_128_with_seed(record.as_bytes(), seed(dialect));
        if let Some(read) = known.lock().unwrap_or_else(PoisonError::into_inner).records.get(&key) {
            return Ok(read.clone());
        }
        let message = Record::read(dialect, record)?;
        let mut known = known.lock().unwrap_or_else(PoisonError::into_inner);
        if record.len() > known.cap {
            return Ok(message);
        }
        if known.bytes + record.len() > known.cap {
            known.records.clear();
            known.bytes = 0;
        }
        if known.records.insert(key, message.clone()).is_none() {
            known.bytes += record.len();
        }
        Ok(message)
    }

    /// The bytes of records held.
    #[cfg(test)]
    pub(crate) fn bytes(known: &Mutex<Known>) -> usize {
        known.lock().unwrap_or_else(PoisonError::into_inner).bytes
    }
}

impl Body {
    /// Reads `text` as a request to `endpoint`, each record through `known`, after the body
    /// `prefix` holds the records of (only from its first new or changed record:
    /// `Conversation::parse_after`), the messages of the records it shares taken from those the
    /// prefix carries, moved, as far as it does (`Conversation::parse_after_carried`; the rest
    /// stay in it); the error says why it cannot be.
    pub(crate) fn parse(
        endpoint: Endpoint,
        text: &str,
        known: &Mutex<Known>,
        prefix: &mut Prefix,
    ) -> Result<Body, String> {
        let dialect = endpoint.dialect();
        Conversation::parse_after_carried(text, dialect, prefix, &mut |record| {
            Known::read(known, dialect, record)
        })
        .map(|conversation| Body { conversation })
        .map_err(|error| error.to_string())
    }

    /// The records of the body, shared, to read the next body of its conversation by.
    pub(crate) fn prefix(&self) -> Prefix {
        self.conversation.prefix()
    }

    /// The model the request names.
    pub(crate) fn model(&self) -> Option<String> {
        self.conversation.model()
    }

    /// The fingerprint of each message as read (ctx-message's xxh3-128 of the whole message: one
    /// fingerprint, one message), for a session to tell the messages it saw before by.
    pub(crate) fn read_fingerprints(&self) -> &[u128] {
        self.conversation.read_fingerprints()
    }

    /// The conversation's messages, taken out.
    pub(crate) fn take_messages(&mut self) -> Vec<ChatMessage> {
        std::mem::take(&mut self.conversation.messages)
    }

    /// The body with `messages` in place of the conversation's, in the client's dialect and
    /// layout: the records of unchanged messages keep their bytes. The messages stay in the body
    /// ([`Body::take_messages`] hands them back).
    pub(crate) fn write(&mut self, messages: Vec<ChatMessage>) -> String {
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

    #[test]
    fn a_record_read_before_is_the_same_message_and_what_is_known_is_capped() {
        let records = [
            r#"{"role":"user","content":"a"}"#,
            r#"{"role":"assistant","content":"b"}"#,
            r#"{"role": "user", "content": "c \u00e9"}"#,
        ];
        let chat = |count: usize| format!(r#"{{"model":"m","messages":[{}]}}"#, records[..count].join(","));
        let known = Mutex::new(Known::new(1 << 20, Duration::from_mins(1)));
        let small = Mutex::new(Known::new(40, Duration::from_mins(1)));
        for text in [chat(2), chat(3), chat(3)] {
            for known in [&known, &small] {
                let mut body = Body::parse(Endpoint::ChatCompletions, &text, known, &mut Prefix::default())
                    .expect("chat");
                assert_eq!(
                    body.conversation,
                    Conversation::parse_as(&text, Dialect::OpenAiChat).expect("chat")
                );
                let messages = body.take_messages();
                assert_eq!(body.write(messages), text);
            }
        }
        // Each record held once; under a cap of 40 bytes, never more than 40.
        assert_eq!(Known::bytes(&known), records.iter().map(|record| record.len()).sum::<usize>());
        assert!(Known::bytes(&small) <= 40, "{}", Known::bytes(&small));
        // Used within the minute it is kept; a minute idle, forgotten.
        let start = Instant::now();
        Known::expire(&known, start);
        Known::expire(&known, start + Duration::from_secs(59));
        assert!(Known::bytes(&known) > 0);
        Known::expire(&known, start + Duration::from_secs(119));
        assert_eq!(Known::bytes(&known), 0);
        // Anthropic messages and Responses items are known as records too, apart from Chat's.
        let before = Known::bytes(&known);
        let anthropic = r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]}]}"#;
        let responses = r#"{"input":[{"role":"user","content":"a"},{"type":"reasoning","summary":[]},{"type":"function_call","name":"f","arguments":"{}","call_id":"c"},{"type":"function_call_output","call_id":"c","output":"z"}]}"#;
        for (endpoint, text) in [(Endpoint::AnthropicMessages, anthropic), (Endpoint::Responses, responses)] {
            for _ in 0..2 {
                let mut body = Body::parse(endpoint, text, &known, &mut Prefix::default()).expect("a body");
                assert_eq!(
                    body.conversation,
                    Conversation::parse_as(text, endpoint.dialect()).expect("reads")
                );
                let mut messages = body.take_messages();
                assert_eq!(
                    Body::parse(endpoint, text, &known, &mut Prefix::default())
                        .expect("a body")
                        .write(messages.clone()),
                    text
                );
                messages[1].content = "changed".into();
                let mut fresh = Conversation::parse_as(text, endpoint.dialect()).expect("reads");
                fresh.messages[1].content = "changed".into();
                assert_eq!(body.write(messages), fresh.write());
            }
        }
        // The same bytes in Anthropic and in Responses are two records; each record held once.
        let held = r#"{"role":"user","content":"a"}"#.len() * 2
            + r#"{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"},{"type":"text","text":"y"}]}"#.len()
            + r#"{"type":"reasoning","summary":[]}"#.len()
            + r#"{"type":"function_call","name":"f","arguments":"{}","call_id":"c"}"#.len()
            + r#"{"type":"function_call_output","call_id":"c","output":"z"}"#.len();
        assert_eq!(Known::bytes(&known), before + held);
        // A record that is not a message is the error it was, known or not.
        let bad = r#"{"messages":[{"role":"user","content":"a"},{"role":5}]}"#;
        let error = Conversation::parse_as(bad, Dialect::OpenAiChat)
            .map(|_| ())
            .expect_err("not a message")
            .to_string();
        assert_eq!(
            Body::parse(Endpoint::ChatCompletions, bad, &known, &mut Prefix::default()).map(|_| ()),
            Err(error)
        );
        for (endpoint, bad) in [
            (Endpoint::AnthropicMessages, r#"{"messages":[{"role":"user","content":"a"},{"content":"b"}]}"#),
            (Endpoint::Responses, r#"{"input":[{"role":"user","content":"a"},{"role":"user","content":5}]}"#),
        ] {
            let error = Conversation::parse_as(bad, endpoint.dialect())
                .map(|_| ())
                .expect_err("not a conversation")
                .to_string();
            assert_eq!(
                Body::parse(endpoint, bad, &known, &mut Prefix::default()).map(|_| ()),
                Err(error.clone())
            );
            assert_eq!(Body::parse(endpoint, bad, &known, &mut Prefix::default()).map(|_| ()), Err(error));
        }
    }
}
