//! `Conversation`: a document of messages, either `{"messages": [...], ...}` or a bare array.

use std::fmt;

use serde::Serialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
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
    ///
    /// The messages are read one at a time, never the whole document as one JSON value: a long
    /// history of small messages would take ten times its size in memory that way. The result
    /// and every error are those of [`Conversation::from_value`] on the parsed document.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let mut deserializer = serde_json::Deserializer::from_str(text);
        let document = Document.deserialize(&mut deserializer).map_err(ParseError::Json)?;
        deserializer.end().map_err(ParseError::Json)?;
        document
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

    /// The document's `tool_aliases` (`{"Read": "read", "Bash": "bash", …}`, as recorded agent
    /// trajectories carry them): each tool name with the generic tool it stands for. Empty when
    /// there is no such object; entries whose alias is not a string are skipped.
    ///
    /// ```
    /// let conversation = ctx_message::Conversation::parse(
    ///     r#"{"tool_aliases": {"Read": "read", "Bash": "bash", "X": 3}, "messages": []}"#,
    /// )?;
    /// assert_eq!(conversation.tool_aliases().collect::<Vec<_>>(), [("Read", "read"), ("Bash", "bash")]);
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn tool_aliases(&self) -> impl Iterator<Item = (&str, &str)> {
        self.fields()
            .find(|(key, _)| key.as_str() == "tool_aliases")
            .and_then(|(_, value)| value.as_object())
            .into_iter()
            .flatten()
            .filter_map(|(name, alias)| Some((name.as_str(), alias.as_str()?)))
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

/// What a parsed document holds: the conversation, or why it is none (a valid JSON document of
/// the wrong shape, a message that is not one). JSON syntax errors are the deserializer's own.
type Parsed<T> = Result<T, ParseError>;

/// The whole document, read with the messages streamed (`Conversation::parse`).
struct Document;

impl<'de> DeserializeSeed<'de> for Document {
    type Value = Parsed<Conversation>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

/// The shape error for a top-level scalar, or for a `messages` field that is not an array.
struct NotArray {
    top_level: bool,
}

impl NotArray {
    fn shape<T>(&self, found: &'static str) -> Parsed<T> {
        let found = if self.top_level { found } else { "an object whose \"messages\" is not an array" };
        Err(ParseError::Shape { found })
    }
}

/// Implements the scalar visits of a visitor as `NotArray` shape errors.
macro_rules! scalars_are_shape_errors {
    ($not_array:expr) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("a boolean"))
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("a number"))
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("a number"))
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("a number"))
        }
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("a string"))
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok($not_array(&self).shape("null"))
        }
    };
}

impl<'de> Visitor<'de> for Document {
    type Value = Parsed<Conversation>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a JSON document")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: true });

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Ok(Messages.visit_seq(seq)?.map(|messages| Conversation { messages, fields: None }))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut fields = Map::new();
        let mut messages: Option<Parsed<Vec<ChatMessage>>> = None;
        while let Some(key) = map.next_key::<String>()? {
            if key == "messages" {
                messages = Some(map.next_value_seed(Messages)?);
                fields.insert(key, Value::Null);
            } else {
                let value: Value = map.next_value()?;
                fields.insert(key, value);
            }
        }
        Ok(match messages {
            None => Err(ParseError::Shape { found: "an object without \"messages\"" }),
            Some(messages) => messages.map(|messages| Conversation { messages, fields: Some(fields) }),
        })
    }
}

/// The `messages` array, one message at a time; the first bad message is the error, and the
/// rest of the array is still read (a JSON syntax error later on takes precedence, as it would
/// parsing the whole document first).
struct Messages;

impl<'de> DeserializeSeed<'de> for Messages {
    type Value = Parsed<Vec<ChatMessage>>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Messages {
    type Value = Parsed<Vec<ChatMessage>>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("an array of messages")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: false });

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut messages = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        let mut index = 0;
        while let Some(item) = seq.next_element::<Value>()? {
            match serde_json::from_value(item) {
                Ok(message) => messages.push(message),
                Err(source) => {
                    // Read as values, not skipped: serde_json reports a syntax error at another
                    // column, or not at all (a number out of range), when it skips.
                    while seq.next_element::<Value>()?.is_some() {}
                    return Ok(Err(ParseError::Message { index, source }));
                }
            }
            index += 1;
        }
        Ok(Ok(messages))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<String, Value>()?.is_some() {}
        Ok(NotArray { top_level: false }.shape("an object"))
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
    fn errors_after_a_bad_message_are_those_of_the_whole_document() {
        // Found by the conversation fuzz target (fuzz/regressions/conversation/): skipping the
        // rest of the array after a bad message reported a control character one column off, and
        // a number out of range not at all.
        for text in ["[{\"content\":\"a\"}, 1e400]", "[{\"content\":\"a\"}, \"\u{1}\"]"] {
            let whole = serde_json::from_str::<Value>(text)
                .map_err(ParseError::Json)
                .and_then(Conversation::from_value);
            let error = Conversation::parse(text).expect_err("rejects").to_string();
            assert_eq!(error, whole.expect_err("rejects").to_string());
            assert!(error.starts_with("invalid JSON: "), "{error}");
        }
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
