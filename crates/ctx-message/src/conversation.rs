//! `Conversation`: a document of messages, either `{"messages": [...], ...}` or a bare array.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::{Map, Value};

use crate::ChatMessage;

/// Why a conversation document could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The text is not JSON; the message names the line and column.
    #[error("invalid JSON: {0}")]
    Json(#[source] serde_json::Error),
    /// The JSON is neither an array of messages nor an object with a `messages` array.
    #[error("expected an array of messages or an object with a \"messages\" array, found {found}")]
    Shape {
        /// What was found instead, such as `a number` or `an object without "messages"`.
        found: &'static str,
    },
    /// One message does not have the Chat Completions shape.
    #[error("message {index}: {source}")]
    Message {
        /// Zero-based position of the message in the array.
        index: usize,
        /// What is wrong with it.
        #[source]
        source: serde_json::Error,
    },
}

/// A conversation document: the messages and, for the object form, every other top-level field.
///
/// Serializing writes the document back in its original shape, with `messages` in its original
/// position among the other fields, so a parse followed by [`Conversation::to_json`] gives back an
/// equal JSON value.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Conversation {
    /// The messages, in order.
    pub messages: Vec<ChatMessage>,
    /// For `{"messages": [...], ...}`: every top-level field, in order, with `messages` held as a
    /// `null` stand-in. `None` for a bare array.
    fields: Option<Map<String, Value>>,
}

impl Conversation {
    /// A bare-array conversation of these messages.
    pub fn from_messages(messages: Vec<ChatMessage>) -> Self {
        Conversation { messages, fields: None }
    }

    /// Parses a conversation document.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let value: Value = serde_json::from_str(text).map_err(ParseError::Json)?;
        Self::from_value(value)
    }

    /// Reads a conversation from an already parsed JSON value.
    pub fn from_value(value: Value) -> Result<Self, ParseError> {
        match value {
            Value::Array(items) => Ok(Conversation { messages: parse_messages(items)?, fields: None }),
            Value::Object(mut fields) => {
                let Some(slot) = fields.get_mut("messages") else {
                    return Err(ParseError::Shape { found: "an object without \"messages\"" });
                };
                let Value::Array(items) = slot.take() else {
                    return Err(ParseError::Shape { found: "an object whose \"messages\" is not an array" });
                };
                Ok(Conversation { messages: parse_messages(items)?, fields: Some(fields) })
            }
            Value::Null => Err(ParseError::Shape { found: "null" }),
            Value::Bool(_) => Err(ParseError::Shape { found: "a boolean" }),
            Value::Number(_) => Err(ParseError::Shape { found: "a number" }),
            Value::String(_) => Err(ParseError::Shape { found: "a string" }),
        }
    }

    /// The top-level fields other than `messages` (empty for a bare array).
    pub fn fields(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.fields.iter().flatten().filter(|(key, _)| key.as_str() != "messages")
    }

    /// The document as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The document as indented JSON.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

fn parse_messages(items: Vec<Value>) -> Result<Vec<ChatMessage>, ParseError> {
    items
        .into_iter()
        .enumerate()
        .map(|(index, item)| {
            serde_json::from_value(item).map_err(|source| ParseError::Message { index, source })
        })
        .collect()
}

impl Serialize for Conversation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(fields) = &self.fields else {
            return self.messages.serialize(serializer);
        };
        let mut map = serializer.serialize_map(Some(fields.len()))?;
        for (key, value) in fields {
            if key == "messages" {
                map.serialize_entry(key, &self.messages)?;
            } else {
                map.serialize_entry(key, value)?;
            }
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_round_trip(text: &str) {
        let conversation = Conversation::parse(text).expect("parses");
        let expected: Value = serde_json::from_str(text).expect("valid");
        let again: Value = serde_json::from_str(&conversation.to_json()).expect("valid output");
        assert_eq!(again, expected);
        assert_eq!(
            conversation.to_json(),
            serde_json::to_string(&expected).expect("serializes"),
            "key order kept"
        );
    }

    #[test]
    fn both_document_shapes_round_trip() {
        check_round_trip(r#"[{"role":"user","content":"a"}]"#);
        check_round_trip(r#"{"id":"x","messages":[{"role":"user","content":"a"}],"tools":[]}"#);
        check_round_trip(r#"{"messages":[]}"#);
        check_round_trip("[]");
    }

    #[track_caller]
    fn check_error(text: &str, expected: &str) {
        let error = Conversation::parse(text).expect_err("rejects");
        assert_eq!(error.to_string(), expected);
    }

    #[test]
    fn bad_documents_are_named() {
        check_error("{", "invalid JSON: EOF while parsing an object at line 1 column 1");
        check_error(
            "5",
            "expected an array of messages or an object with a \"messages\" array, found a number",
        );
        check_error(
            r#"{"msgs":[]}"#,
            "expected an array of messages or an object with a \"messages\" array, found an object without \"messages\"",
        );
        check_error(r#"[{"content":"a"}]"#, "message 0: missing field `role`");
        check_error(
            r#"[{"role":"user"},{"role":"tool","tool_calls":[{"id":1}]}]"#,
            "message 1: invalid type: integer `1`, expected a string",
        );
    }
}
