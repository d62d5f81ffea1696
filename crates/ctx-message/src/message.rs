//! `ChatMessage` and its parts: role, content, tool calls, with unknown fields kept verbatim.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Who wrote a message. Roles ctx does not know (`developer`, `function`, …) are kept as `Other`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Role {
    /// Instructions from the application.
    System,
    /// The human (or the harness speaking for them).
    User,
    /// The model; may carry tool calls.
    Assistant,
    /// The result of one tool call, linked by `tool_call_id`.
    Tool,
    /// Any other role string, kept as written.
    Other(String),
}

impl Role {
    /// The role as it is spelled on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Role::System => "system",
            Role::User => "user",
            Role::Assistant => "assistant",
            Role::Tool => "tool",
            Role::Other(other) => other,
        }
    }

    fn from_wire(role: &str) -> Role {
        match role {
            "system" => Role::System,
            "user" => Role::User,
            "assistant" => Role::Assistant,
            "tool" => Role::Tool,
            other => Role::Other(other.to_owned()),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Role {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Role {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let role = Cow::<str>::deserialize(deserializer)?;
        Ok(Role::from_wire(&role))
    }
}

/// A message's content. `Absent` and `Null` are kept apart so a round trip is exact.
#[derive(Debug, Clone, PartialEq, Default)]
#[non_exhaustive]
pub enum Content {
    /// The message has no `content` field.
    #[default]
    Absent,
    /// `"content": null` (an assistant message that only calls tools).
    Null,
    /// `"content": "…"`.
    Text(String),
    /// `"content": [ {"type": "text", "text": "…"}, {"type": "image_url", …} ]`. Parts are kept as
    /// JSON values; only text parts are read or rewritten by ctx.
    Parts(Vec<Value>),
}

impl Content {
    /// True when the message had no `content` field at all.
    pub fn is_absent(&self) -> bool {
        matches!(self, Content::Absent)
    }

    /// Every piece of text in the content, in order: the string itself, or each text part's text.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        let (single, parts) = match self {
            Content::Text(text) => (Some(text.as_str()), None),
            Content::Parts(parts) => (None, Some(parts.iter().filter_map(part_text))),
            Content::Absent | Content::Null => (None, None),
        };
        single.into_iter().chain(parts.into_iter().flatten())
    }

    /// All text of the content as one string; text parts are joined with a newline.
    pub fn text(&self) -> Cow<'_, str> {
        match self {
            Content::Text(text) => Cow::Borrowed(text),
            Content::Parts(_) => Cow::Owned(self.texts().collect::<Vec<_>>().join("\n")),
            Content::Absent | Content::Null => Cow::Borrowed(""),
        }
    }

    /// Rewrites every piece of text with `rewrite`, leaving non-text parts untouched.
    pub fn map_texts(&mut self, mut rewrite: impl FnMut(&str) -> String) {
        match self {
            Content::Text(text) => *text = rewrite(text),
            Content::Parts(parts) => {
                for part in parts {
                    if let Some(Value::String(text)) = text_slot(part) {
                        *text = rewrite(text);
                    }
                }
            }
            Content::Absent | Content::Null => {}
        }
    }
}

fn part_text(part: &Value) -> Option<&str> {
    let object = part.as_object()?;
    if object.get("type").and_then(Value::as_str) != Some("text") {
        return None;
    }
    object.get("text").and_then(Value::as_str)
}

fn text_slot(part: &mut Value) -> Option<&mut Value> {
    let object = part.as_object_mut()?;
    if object.get("type").and_then(Value::as_str) != Some("text") {
        return None;
    }
    object.get_mut("text").filter(|text| text.is_string())
}

impl From<&str> for Content {
    fn from(text: &str) -> Self {
        Content::Text(text.to_owned())
    }
}

impl From<String> for Content {
    fn from(text: String) -> Self {
        Content::Text(text)
    }
}

impl Serialize for Content {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Content::Absent | Content::Null => serializer.serialize_none(),
            Content::Text(text) => serializer.serialize_str(text),
            Content::Parts(parts) => parts.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Content {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ContentVisitor;
        impl<'de> Visitor<'de> for ContentVisitor {
            type Value = Content;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string, null, or an array of content parts")
            }
            fn visit_unit<E: de::Error>(self) -> Result<Content, E> {
                Ok(Content::Null)
            }
            fn visit_none<E: de::Error>(self) -> Result<Content, E> {
                Ok(Content::Null)
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Content, E> {
                Ok(Content::Text(text.to_owned()))
            }
            fn visit_string<E: de::Error>(self, text: String) -> Result<Content, E> {
                Ok(Content::Text(text))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Content, A::Error> {
                let mut parts = Vec::new();
                while let Some(part) = seq.next_element()? {
                    parts.push(part);
                }
                Ok(Content::Parts(parts))
            }
        }
        deserializer.deserialize_any(ContentVisitor)
    }
}

/// The function a tool call invokes: its name and its arguments as a JSON string.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FunctionCall {
    /// The tool's name (`read`, `bash`, `lsp_hover`, …).
    pub name: String,
    /// The arguments exactly as the model wrote them; usually, but not always, valid JSON.
    pub arguments: String,
    /// Fields ctx does not know, kept verbatim.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One tool call made by an assistant message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    /// The id a tool message answers with `tool_call_id`.
    pub id: String,
    /// The call's `type`, `"function"` in practice; absent when the input had none.
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// What is called.
    pub function: FunctionCall,
    /// Fields ctx does not know, kept verbatim.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl ToolCall {
    /// A function tool call.
    pub fn function(id: impl Into<String>, name: impl Into<String>, arguments: impl Into<String>) -> Self {
        ToolCall {
            id: id.into(),
            kind: Some("function".to_owned()),
            function: FunctionCall { name: name.into(), arguments: arguments.into(), extra: Map::new() },
            extra: Map::new(),
        }
    }
}

/// One message of a Chat Completions conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatMessage {
    /// Who wrote it.
    pub role: Role,
    /// What it says.
    #[serde(default, skip_serializing_if = "Content::is_absent")]
    pub content: Content,
    /// The tools an assistant message calls; `None` when the field is absent or null.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_calls: Option<Vec<ToolCall>>,
    /// The call a tool message answers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_call_id: Option<String>,
    /// The optional participant name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Fields ctx does not know (`reasoning_content`, `cache_control`, …), kept verbatim.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl ChatMessage {
    /// A message with a role and text content, and nothing else.
    pub fn new(role: Role, content: impl Into<Content>) -> Self {
        ChatMessage {
            role,
            content: content.into(),
            tool_calls: None,
            tool_call_id: None,
            name: None,
            extra: Map::new(),
        }
    }

    /// A system message.
    pub fn system(text: impl Into<String>) -> Self {
        ChatMessage::new(Role::System, Content::Text(text.into()))
    }

    /// A user message.
    pub fn user(text: impl Into<String>) -> Self {
        ChatMessage::new(Role::User, Content::Text(text.into()))
    }

    /// An assistant message with text only.
    pub fn assistant(text: impl Into<String>) -> Self {
        ChatMessage::new(Role::Assistant, Content::Text(text.into()))
    }

    /// An assistant message that calls tools (content `null`, as the API sends it).
    pub fn assistant_calls(calls: Vec<ToolCall>) -> Self {
        ChatMessage { tool_calls: Some(calls), ..ChatMessage::new(Role::Assistant, Content::Null) }
    }

    /// The result of the tool call `call_id`.
    pub fn tool_result(call_id: impl Into<String>, output: impl Into<String>) -> Self {
        ChatMessage {
            tool_call_id: Some(call_id.into()),
            ..ChatMessage::new(Role::Tool, Content::Text(output.into()))
        }
    }

    /// The tool calls of this message; empty for anything but an assistant message that calls.
    pub fn calls(&self) -> &[ToolCall] {
        self.tool_calls.as_deref().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[track_caller]
    #[expect(clippy::needless_pass_by_value, reason = "callers build the value inline")]
    fn round_trip(value: Value) {
        let message: ChatMessage = serde_json::from_value(value.clone()).expect("parses");
        assert_eq!(serde_json::to_value(&message).expect("serializes"), value);
    }

    #[test]
    fn content_shapes_survive_a_round_trip() {
        round_trip(json!({"role": "user", "content": "hi"}));
        round_trip(json!({"role": "assistant", "content": null}));
        round_trip(json!({"role": "assistant"}));
        round_trip(
            json!({"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "image_url", "image_url": {"url": "x"}}]}),
        );
        round_trip(json!({"role": "developer", "content": "be brief", "x": [1, 2.5, {"y": null}]}));
        round_trip(json!({"role": "assistant", "content": "", "tool_calls": [
            {"id": "c", "type": "function", "function": {"name": "bash", "arguments": "{}", "strict": true}, "index": 0}]}));
        round_trip(json!({"role": "assistant", "content": "", "tool_calls": [
            {"id": "c", "function": {"name": "bash", "arguments": "not json"}}]}));
    }

    #[test]
    fn unknown_role_is_kept() {
        let message: ChatMessage = serde_json::from_value(json!({"role": "developer"})).expect("parses");
        assert_eq!(message.role, Role::Other("developer".into()));
        assert_eq!(message.role.as_str(), "developer");
    }

    #[test]
    fn texts_reads_text_parts_only() {
        let content = Content::Parts(vec![
            json!({"type": "text", "text": "one"}),
            json!({"type": "image_url", "image_url": {"url": "u"}}),
            json!({"type": "text", "text": "two"}),
        ]);
        assert_eq!(content.texts().collect::<Vec<_>>(), ["one", "two"]);
        assert_eq!(content.text(), "one\ntwo");
        assert_eq!(Content::Null.text(), "");
    }

    #[test]
    fn map_texts_rewrites_text_and_leaves_other_parts() {
        let mut content =
            Content::Parts(vec![json!({"type": "text", "text": "one"}), json!({"type": "image_url"})]);
        content.map_texts(str::to_uppercase);
        assert_eq!(
            content,
            Content::Parts(vec![json!({"type": "text", "text": "ONE"}), json!({"type": "image_url"})])
        );
        let mut text = Content::from("abc");
        text.map_texts(|t| t.len().to_string());
        assert_eq!(text, Content::from("3"));
    }

    #[test]
    fn content_of_the_wrong_type_is_an_error() {
        let error = serde_json::from_value::<ChatMessage>(json!({"role": "user", "content": 5}))
            .expect_err("rejects");
        assert!(error.to_string().contains("a string, null, or an array of content parts"), "{error}");
    }
}
