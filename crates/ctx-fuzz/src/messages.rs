//! The conversation checker, and the decoder that turns fuzzer bytes into histories.

use ctx_message::{ChatMessage, Content, Conversation, Dialect, Role, ToolCall};
use serde_json::Value;

/// `Conversation::parse`: never panics; a parsed document written back is an equal JSON value
/// with its keys in their original order, and compact again when written again; it parses again
/// to the same conversation, and every message can be counted. A document `serde_json` reads as a
/// value is a conversation or a shape or message error, never a JSON error.
pub fn check_conversation(data: &[u8]) {
    let input = crate::text::text(data);
    let parsed = Conversation::parse(&input);
    let value = serde_json::from_str::<Value>(&input);
    if let (Err(ctx_message::ParseError::Json(error)), Ok(_)) = (&parsed, &value) {
        panic!("valid JSON is called invalid: {error}");
    }
    let Ok(conversation) = parsed else { return };
    if conversation.dialect() != Dialect::OpenAiChat {
        check_dialect(&input, &conversation);
        return;
    }
    let written = conversation.to_json();
    let back: Value = serde_json::from_str(&written).expect("a written conversation is JSON");
    if let Ok(value) = value {
        assert!(back == value, "the round trip changed the document: {written}");
        if value.is_object() {
            let keys = |text: &str| {
                let object: ctx_message::Object = serde_json::from_str(text).expect("an object");
                object.keys().map(str::to_owned).collect::<Vec<_>>()
            };
            assert_eq!(
                keys(&input),
                keys(&written),
                "the round trip changed the order of the top-level fields"
            );
        }
    }
    assert_eq!(
        Conversation::parse(&written).map(|again| again.to_json()).ok().as_deref(),
        Some(written.as_str()),
        "writing again changes the document"
    );
    let again = Conversation::parse(&written).expect("a written conversation parses");
    assert_eq!(again, conversation, "parsing the written document gives another conversation");
    let pretty = Conversation::parse(&conversation.to_json_pretty()).expect("a pretty conversation parses");
    assert_eq!(pretty, conversation, "the pretty form parses to another conversation");
    for message in &conversation.messages {
        let _ = message.content.text();
        let _ = message.calls();
        assert!(ctx_tokens::count_message_tokens(message) > 0, "a message counts no tokens");
    }
}

/// A document read from another dialect: written back unchanged it is the input, byte for byte;
/// with every tool result replaced, or its first half dropped, it is written back as a document
/// that reads again, in its dialect, as the changed messages; every message counts.
fn check_dialect(input: &str, conversation: &Conversation) {
    let dialect = conversation.dialect();
    assert!(conversation.write() == input, "an unchanged {dialect} document is written back byte for byte");
    for message in &conversation.messages {
        assert!(ctx_tokens::count_message_tokens(message) > 0, "a message counts no tokens");
    }
    let mut replaced = conversation.clone();
    for message in replaced.messages.iter_mut().filter(|message| message.role == Role::Tool) {
        message.content = Content::from("[replaced]");
    }
    // As shaping does: the summary goes after the system messages that lead (a dialect may keep
    // its system prompt in a place of its own, before every message).
    let mut halved = conversation.clone();
    halved.messages.drain(..halved.messages.len() / 2);
    let after = halved.messages.iter().take_while(|message| message.role == Role::System).count();
    halved.messages.insert(after, ChatMessage::user("[prior conversation compacted]"));
    for edited in [replaced, halved] {
        let written = edited.write();
        let again = Conversation::parse_as(&written, dialect).unwrap_or_else(|error| {
            panic!("a rewritten {dialect} document does not parse: {error}\n{written}")
        });
        let roles = |c: &Conversation| c.messages.iter().map(|m| m.role.clone()).collect::<Vec<_>>();
        assert_eq!(roles(&again), roles(&edited), "a rewritten {dialect} document reads as the changed one");
    }
}

/// Tool call ids the decoder picks from: few, so duplicates and mismatches are common.
const IDS: &[&str] = &["a", "b", "c", "d", "e", ""];
/// Tool names: read-only ones (in the default set, in another case, configured) and others.
const NAMES: &[&str] = &["read", "grep", "bash", "lsp_hover", "edit", "Read"];
/// Arguments: equal as JSON but not as text, other paths, not JSON, empty.
const ARGUMENTS: &[&str] =
    &[r#"{"path":"x","n":1}"#, "{ \"n\": 1, \"path\": \"x\" }", r#"{"path":"y"}"#, "not json", "", "{}"];

/// A cursor over the fuzzer's bytes that yields zeros once they run out.
pub(crate) struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    pub(crate) fn new(data: &'a [u8]) -> Self {
        Bytes(data)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn byte(&mut self) -> u8 {
        let Some((&first, rest)) = self.0.split_first() else { return 0 };
        self.0 = rest;
        first
    }

    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::from(self.byte()) % items.len()]
    }

    pub(crate) fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }

    /// Text: a length byte, then that many bytes (lossy UTF-8); a length of 255 repeats the
    /// next text two hundred times, so large messages are reachable.
    fn text(&mut self) -> String {
        let len = usize::from(self.byte());
        if len == 255 {
            let len = usize::from(self.byte());
            return self.short_text(len).repeat(200);
        }
        self.short_text(len)
    }

    fn short_text(&mut self, len: usize) -> String {
        let len = len.min(self.0.len()) % 48;
        let (taken, rest) = self.0.split_at(len);
        self.0 = rest;
        String::from_utf8_lossy(taken).into_owned()
    }

    fn call(&mut self) -> ToolCall {
        ToolCall::function(self.pick(IDS), self.pick(NAMES), self.pick(ARGUMENTS))
    }

    /// One message of any role, often malformed: calls with duplicate ids, results without a
    /// call, a result without an id, an existing placeholder.
    pub(crate) fn message(&mut self) -> ChatMessage {
        match self.byte() % 10 {
            0 => ChatMessage::system(self.text()),
            1 => ChatMessage::user(self.text()),
            2 => ChatMessage::assistant(self.text()),
            3 | 4 => {
                let calls = (0..=self.byte() % 3).map(|_| self.call()).collect();
                let mut message = ChatMessage::assistant_calls(calls);
                if self.byte().is_multiple_of(4) {
                    message.content = Content::Text(self.text());
                }
                message
            }
            5..=7 => {
                let id = self.pick(IDS);
                ChatMessage::tool_result(id, self.text())
            }
            8 => ChatMessage { tool_call_id: None, ..ChatMessage::tool_result("", self.text()) },
            _ => ChatMessage::tool_result(
                self.pick(IDS),
                self.pick(&[ctx_dedup::PLACEHOLDER, ctx_shaping::PLACEHOLDER, ""]),
            ),
        }
    }

    /// Messages until the bytes run out (at most `limit`).
    pub(crate) fn messages(&mut self, limit: usize) -> Vec<ChatMessage> {
        let mut messages = Vec::new();
        while !self.is_empty() && messages.len() < limit {
            messages.push(self.message());
        }
        messages
    }
}
