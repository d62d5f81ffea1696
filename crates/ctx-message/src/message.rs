//! `ChatMessage` and its parts: role, content, tool calls, with unknown fields kept verbatim.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::Object;

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

    pub(crate) fn from_wire(role: &str) -> Role {
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
#[derive(Debug, Clone, PartialEq, Hash, Default)]
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
    /// written; only text parts are read or rewritten by ctx.
    Parts(Vec<Object>),
}

impl Content {
    /// True when the message had no `content` field at all.
    pub fn is_absent(&self) -> bool {
        matches!(self, Content::Absent)
    }

    /// Every piece of text in the content, in order: the string itself, or each text part's text.
    pub fn texts(&self) -> impl Iterator<Item = Cow<'_, str>> {
        let (single, parts) = match self {
            Content::Text(text) => (Some(Cow::Borrowed(text.as_str())), None),
            Content::Parts(parts) => {
                (None, Some(parts.iter().filter_map(|part| part_text(part).map(Cow::Owned))))
            }
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

    /// The parts that are not text (images, files, audio, …), as written.
    pub fn other_parts(&self) -> impl Iterator<Item = &Object> {
        let parts = match self {
            Content::Parts(parts) => parts.as_slice(),
            _ => &[],
        };
        parts.iter().filter(|part| part_text(part).is_none())
    }

    /// Rewrites every piece of text with `rewrite`, leaving non-text parts untouched.
    pub fn map_texts(&mut self, mut rewrite: impl FnMut(&str) -> String) {
        match self {
            Content::Text(text) => *text = rewrite(text),
            Content::Parts(parts) => {
                for part in parts {
                    if let Some(text) = part_text(part) {
                        part.insert("text", &rewrite(&text));
                    }
                }
            }
            Content::Absent | Content::Null => {}
        }
    }
}

/// The text of a text part: `{"type": "text", "text": "…"}`, or the Responses API's `input_text`
/// and `output_text` parts of the same shape.
fn part_text(part: &Object) -> Option<String> {
    if !matches!(part.get_str("type").as_deref(), Some("text" | "input_text" | "output_text")) {
        return None;
    }
    part.get_str("text")
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

/// Writes `key` when `value` is set, or as `null` when the input had it `null`.
fn write_optional<M: SerializeMap, T: Serialize>(
    map: &mut M,
    key: &str,
    value: Option<&T>,
    was_null: bool,
) -> Result<(), M::Error> {
    match value {
        Some(value) => map.serialize_entry(key, value),
        None if was_null => map.serialize_entry(key, &()),
        None => Ok(()),
    }
}

/// Reads a field ctx knows, recording where it sat; a repeated field is an error, as serde's
/// derived structs have it.
fn read_known<'de, A: MapAccess<'de>, T: Deserialize<'de>>(
    map: &mut A,
    extra: &mut Object,
    field: u8,
    key: &'static str,
    is_null: impl FnOnce(&T) -> bool,
) -> Result<T, A::Error> {
    let value: T = map.next_value()?;
    if !extra.anchor(field, is_null(&value)) {
        return Err(de::Error::duplicate_field(key));
    }
    Ok(value)
}

/// Reads a field ctx does not know into `extra`, as written.
fn read_unknown<'de, A: MapAccess<'de>>(
    map: &mut A,
    extra: &mut Object,
    key: String,
) -> Result<(), A::Error> {
    let value: Box<RawValue> = map.next_value()?;
    extra.push_raw(key, value);
    Ok(())
}

/// The function a tool call invokes: its name and its arguments as a JSON string.
#[derive(Debug, Clone, PartialEq, Hash)]
pub struct FunctionCall {
    /// The tool's name (`read`, `bash`, `lsp_hover`, …).
    pub name: String,
    /// The arguments exactly as the model wrote them; usually, but not always, valid JSON.
    pub arguments: String,
    /// Fields ctx does not know, kept verbatim and in place.
    pub extra: Object,
}

impl Serialize for FunctionCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        self.extra.write_with(&mut map, 2, |map, field| match field {
            0 => map.serialize_entry("name", &self.name),
            _ => map.serialize_entry("arguments", &self.arguments),
        })?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for FunctionCall {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FunctionVisitor;
        impl<'de> Visitor<'de> for FunctionVisitor {
            type Value = FunctionCall;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a function object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<FunctionCall, A::Error> {
                let mut extra = Object::new();
                let (mut name, mut arguments) = (None, None);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "name" => {
                            name = Some(read_known(&mut map, &mut extra, 0, "name", |_: &String| false)?);
                        }
                        "arguments" => {
                            arguments =
                                Some(read_known(&mut map, &mut extra, 1, "arguments", |_: &String| false)?);
                        }
                        _ => read_unknown(&mut map, &mut extra, key)?,
                    }
                }
                Ok(FunctionCall {
                    name: name.ok_or_else(|| de::Error::missing_field("name"))?,
                    arguments: arguments.ok_or_else(|| de::Error::missing_field("arguments"))?,
                    extra,
                })
            }
        }
        deserializer.deserialize_map(FunctionVisitor)
    }
}

/// One tool call made by an assistant message.
#[derive(Debug, Clone, PartialEq, Hash)]
pub struct ToolCall {
    /// The id a tool message answers with `tool_call_id`.
    pub id: String,
    /// The call's `type`, `"function"` in practice; absent when the input had none.
    pub kind: Option<String>,
    /// What is called.
    pub function: FunctionCall,
    /// Fields ctx does not know, kept verbatim and in place.
    pub extra: Object,
}

impl ToolCall {
    /// A function tool call.
    pub fn function(id: impl Into<String>, name: impl Into<String>, arguments: impl Into<String>) -> Self {
        ToolCall {
            id: id.into(),
            kind: Some("function".to_owned()),
            function: FunctionCall { name: name.into(), arguments: arguments.into(), extra: Object::new() },
            extra: Object::new(),
        }
    }
}

impl Serialize for ToolCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        self.extra.write_with(&mut map, 3, |map, field| match field {
            0 => map.serialize_entry("id", &self.id),
            1 => write_optional(map, "type", self.kind.as_ref(), self.extra.was_null(1)),
            _ => map.serialize_entry("function", &self.function),
        })?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for ToolCall {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct CallVisitor;
        impl<'de> Visitor<'de> for CallVisitor {
            type Value = ToolCall;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a tool call object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ToolCall, A::Error> {
                let mut extra = Object::new();
                let (mut id, mut kind, mut function) = (None, None, None);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "id" => id = Some(read_known(&mut map, &mut extra, 0, "id", |_: &String| false)?),
                        "type" => kind = read_known(&mut map, &mut extra, 1, "type", Option::is_none)?,
                        "function" => {
                            function =
                                Some(read_known(&mut map, &mut extra, 2, "function", |_: &FunctionCall| {
                                    false
                                })?);
                        }
                        _ => read_unknown(&mut map, &mut extra, key)?,
                    }
                }
                Ok(ToolCall {
                    id: id.ok_or_else(|| de::Error::missing_field("id"))?,
                    kind,
                    function: function.ok_or_else(|| de::Error::missing_field("function"))?,
                    extra,
                })
            }
        }
        deserializer.deserialize_map(CallVisitor)
    }
}

/// One message of a Chat Completions conversation.
///
/// Fields ctx does not know are kept in `extra`, verbatim, and every field is written back where
/// it was read: a message parsed from compact JSON and written again gives the same bytes.
#[derive(Debug, Clone, PartialEq, Hash)]
pub struct ChatMessage {
    /// Who wrote it.
    pub role: Role,
    /// What it says.
    pub content: Content,
    /// The tools an assistant message calls; `None` when the field is absent or null.
    pub tool_calls: Option<Vec<ToolCall>>,
    /// The call a tool message answers.
    pub tool_call_id: Option<String>,
    /// The optional participant name.
    pub name: Option<String>,
    /// Fields ctx does not know (`reasoning_content`, `cache_control`, …), kept verbatim and in
    /// place.
    pub extra: Object,
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
            extra: Object::new(),
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

    /// Parses one message from its JSON text.
    pub fn parse(text: &str) -> Result<ChatMessage, serde_json::Error> {
        serde_json::from_str(text)
    }
}

impl Serialize for ChatMessage {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        self.extra.write_with(&mut map, 5, |map, field| match field {
            0 => map.serialize_entry("role", &self.role),
            1 if self.content.is_absent() => Ok(()),
            1 => map.serialize_entry("content", &self.content),
            2 => write_optional(map, "tool_calls", self.tool_calls.as_ref(), self.extra.was_null(2)),
            3 => write_optional(map, "tool_call_id", self.tool_call_id.as_ref(), self.extra.was_null(3)),
            _ => write_optional(map, "name", self.name.as_ref(), self.extra.was_null(4)),
        })?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for ChatMessage {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MessageVisitor;
        impl<'de> Visitor<'de> for MessageVisitor {
            type Value = ChatMessage;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a message object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ChatMessage, A::Error> {
                let mut extra = Object::new();
                let mut role = None;
                let mut message = ChatMessage::new(Role::User, Content::Absent);
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "role" => role = Some(read_known(&mut map, &mut extra, 0, "role", |_: &Role| false)?),
                        "content" => {
                            message.content =
                                read_known(&mut map, &mut extra, 1, "content", |_: &Content| false)?;
                        }
                        "tool_calls" => {
                            message.tool_calls =
                                read_known(&mut map, &mut extra, 2, "tool_calls", Option::is_none)?;
                            // A sequence is read into a vector of four or more: most calls are one.
                            if let Some(calls) = &mut message.tool_calls {
                                calls.shrink_to_fit();
                            }
                        }
                        "tool_call_id" => {
                            message.tool_call_id =
                                read_known(&mut map, &mut extra, 3, "tool_call_id", Option::is_none)?;
                        }
                        "name" => {
                            message.name = read_known(&mut map, &mut extra, 4, "name", Option::is_none)?;
                        }
                        _ => read_unknown(&mut map, &mut extra, key)?,
                    }
                }
                message.role = role.ok_or_else(|| de::Error::missing_field("role"))?;
                message.extra = extra;
                Ok(message)
            }
        }
        deserializer.deserialize_map(MessageVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses compact JSON and checks it is written back byte for byte.
    #[track_caller]
    fn round_trip(text: &str) -> ChatMessage {
        let message = ChatMessage::parse(text).expect("parses");
        assert_eq!(serde_json::to_string(&message).expect("serializes"), text);
        message
    }

    fn parts(text: &str) -> Content {
        serde_json::from_str(text).expect("parts")
    }

    #[test]
    fn content_shapes_survive_a_round_trip() {
        round_trip(r#"{"role":"user","content":"hi"}"#);
        round_trip(r#"{"role":"assistant","content":null}"#);
        round_trip(r#"{"role":"assistant"}"#);
        round_trip(
            r#"{"role":"user","content":[{"type":"text","text":"a"},{"type":"image_url","image_url":{"url":"x"}}]}"#,
        );
        round_trip(r#"{"role":"developer","content":"be brief","x":[1,2.50,{"y":null}]}"#);
        round_trip(
            r#"{"role":"assistant","content":"","tool_calls":[{"id":"c","type":"function","function":{"name":"bash","arguments":"{}","strict":true},"index":0}]}"#,
        );
        round_trip(
            r#"{"role":"assistant","content":"","tool_calls":[{"id":"c","function":{"name":"bash","arguments":"not json"}}]}"#,
        );
    }

    #[test]
    fn fields_are_written_back_where_they_were_read() {
        round_trip(r#"{"content":"hi","role":"user"}"#);
        round_trip(r#"{"x":1,"role":"tool","y":2,"tool_call_id":"c","content":"out","z":3}"#);
        round_trip(
            r#"{"tool_calls":[{"function":{"arguments":"{}","name":"ls"},"type":"function","id":"1"}],"role":"assistant"}"#,
        );
        round_trip(r#"{"role":"assistant","content":"a","tool_calls":null,"name":null,"tool_call_id":null}"#);
    }

    #[test]
    fn a_field_set_after_parsing_is_written_last_and_a_new_message_in_canonical_order() {
        let mut message = ChatMessage::parse(r#"{"x":1,"role":"tool"}"#).expect("parses");
        message.tool_call_id = Some("c".into());
        message.content = Content::from("out");
        assert_eq!(
            serde_json::to_string(&message).expect("writes"),
            r#"{"x":1,"role":"tool","content":"out","tool_call_id":"c"}"#
        );
        let mut fresh = ChatMessage::tool_result("c", "out");
        fresh.extra.insert("x", &1);
        assert_eq!(
            serde_json::to_string(&fresh).expect("writes"),
            r#"{"role":"tool","content":"out","tool_call_id":"c","x":1}"#
        );
    }

    #[test]
    fn a_repeated_or_missing_field_is_an_error() {
        let error = ChatMessage::parse(r#"{"role":"user","role":"tool"}"#).expect_err("rejects");
        assert!(error.to_string().starts_with("duplicate field `role`"), "{error}");
        let error = ChatMessage::parse(r#"{"content":"a"}"#).expect_err("rejects");
        assert!(error.to_string().starts_with("missing field `role`"), "{error}");
    }

    #[test]
    fn unknown_role_is_kept() {
        let message = ChatMessage::parse(r#"{"role":"developer"}"#).expect("parses");
        assert_eq!(message.role, Role::Other("developer".into()));
        assert_eq!(message.role.as_str(), "developer");
    }

    #[test]
    fn texts_reads_text_parts_only() {
        let content = parts(
            r#"[{"type":"text","text":"one"},{"type":"image_url","image_url":{"url":"u"}},{"type":"text","text":"tw\u006f"}]"#,
        );
        assert_eq!(content.texts().collect::<Vec<_>>(), ["one", "two"]);
        assert_eq!(content.text(), "one\ntwo");
        assert_eq!(content.other_parts().count(), 1);
        assert_eq!(Content::Null.text(), "");
    }

    #[test]
    fn map_texts_rewrites_text_and_leaves_other_parts() {
        let mut content = parts(
            r#"[{"type":"text","text":"one","cache_control":{"type":"ephemeral"}},{"type":"image_url"}]"#,
        );
        content.map_texts(str::to_uppercase);
        assert_eq!(
            serde_json::to_string(&content).expect("writes"),
            r#"[{"type":"text","text":"ONE","cache_control":{"type":"ephemeral"}},{"type":"image_url"}]"#
        );
        let mut text = Content::from("abc");
        text.map_texts(|t| t.len().to_string());
        assert_eq!(text, Content::from("3"));
    }

    #[test]
    fn content_of_the_wrong_type_is_an_error() {
        let error = ChatMessage::parse(r#"{"role":"user","content":5}"#).expect_err("rejects");
        assert!(error.to_string().contains("a string, null, or an array of content parts"), "{error}");
    }
}
