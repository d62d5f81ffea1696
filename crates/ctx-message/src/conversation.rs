//! `Conversation`: a document of messages, either `{"messages": [...], ...}` or a bare array.

use std::fmt;

use serde::Serialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::{ChatMessage, Object};

/// Why a conversation document could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The text is not JSON; the message names the line and column.
    #[error("invalid JSON: {0}")]
    Json(serde_json::Error),
    /// The JSON is neither an array of messages nor an object with a `messages` array.
    #[error("expected an array of messages or an object with a \"messages\" array, found {found}")]
    Shape {
        /// What was found instead, such as `a number` or `an object without "messages"`.
        found: &'static str,
    },
    /// One message does not have the Chat Completions shape.
    #[error("message {index} at line {line} column {column}: {}", without_position(error))]
    Message {
        /// Zero-based position of the message in the array.
        index: usize,
        /// The line of the document where the message starts (1-based).
        line: usize,
        /// The column of that line where the message starts (1-based, in characters).
        column: usize,
        /// What is wrong with it.
        error: serde_json::Error,
    },
}

/// A `serde_json` error's text without the ` at line L column C` it ends with (a position inside
/// one message, which the document position replaces).
fn without_position(error: &serde_json::Error) -> String {
    let text = error.to_string();
    let suffix = format!(" at line {} column {}", error.line(), error.column());
    text.strip_suffix(&suffix).map_or_else(|| text.clone(), str::to_owned)
}

/// A syntax error as a full parse reports it: skipping over a value (as the streaming parse does
/// for what it keeps raw) reports some errors one column early.
fn precise(text: &str, error: serde_json::Error) -> serde_json::Error {
    match serde_json::from_str::<Value>(text) {
        Err(full) if full.line() == error.line() && full.column().abs_diff(error.column()) <= 1 => full,
        _ => error,
    }
}

/// The 1-based line and column of byte `offset` in `text`.
fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    (before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
}

/// A conversation document: the messages and, for the object form, every other top-level field.
///
/// Serializing writes the document back in its original shape, with `messages` in its original
/// position among the other fields, so a parse followed by [`Conversation::to_json`] gives back an
/// equal JSON value.
#[derive(Debug, Clone, Default)]
pub struct Conversation {
    /// The messages, in order.
    pub messages: Vec<ChatMessage>,
    /// For `{"messages": [...], ...}`: every other top-level field, as written, with the place of
    /// `messages` among them. `None` for a bare array.
    fields: Option<Object>,
    /// The indentation of the document as read (`None` when it was compact), which
    /// [`Conversation::to_json_pretty`] writes with.
    indent: Option<String>,
}

impl PartialEq for Conversation {
    /// Equal messages and top-level fields; how the document was indented does not count.
    fn eq(&self, other: &Self) -> bool {
        self.messages == other.messages && self.fields == other.fields
    }
}

/// The field number of `messages` among a document's top-level fields.
const MESSAGES: u8 = 0;

impl Conversation {
    /// A bare-array conversation of these messages.
    pub fn from_messages(messages: Vec<ChatMessage>) -> Self {
        Conversation { messages, fields: None, indent: None }
    }

    /// Parses a conversation document.
    ///
    /// The messages are read one at a time, never the whole document as one JSON value: a long
    /// history of small messages would take ten times its size in memory that way. The result
    /// and every error are those of [`Conversation::from_value`] on the parsed document.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let mut deserializer = serde_json::Deserializer::from_str(text);
        let document = Document { text }
            .deserialize(&mut deserializer)
            .and_then(|document| deserializer.end().map(|()| document))
            .map_err(|error| ParseError::Json(precise(text, error)))?;
        document.map(|conversation| Conversation { indent: indentation(text), ..conversation })
    }

    /// Reads a conversation from an already parsed JSON value (written compact).
    pub fn from_value(value: &Value) -> Result<Self, ParseError> {
        Conversation::parse(&value.to_string())
    }

    /// The top-level fields other than `messages`, as written (none for a bare array).
    pub fn fields(&self) -> impl Iterator<Item = (&str, &RawValue)> {
        self.fields.iter().flat_map(Object::iter)
    }

    /// The top-level field `key` other than `messages`, parsed; `None` when absent.
    pub fn field(&self, key: &str) -> Option<Value> {
        self.fields.as_ref()?.get_value(key)
    }

    /// The document's `tool_aliases` (`{"Read": "read", "Bash": "bash", …}`, as recorded agent
    /// trajectories carry them): each tool name with the generic tool it stands for. Empty when
    /// there is no such object; entries whose alias is not a string are skipped.
    ///
    /// ```
    /// let conversation = ctx_message::Conversation::parse(
    ///     r#"{"tool_aliases": {"Read": "read", "Bash": "bash", "X": 3}, "messages": []}"#,
    /// )?;
    /// let aliases = conversation.tool_aliases();
    /// assert_eq!(aliases, [("Read".to_owned(), "read".to_owned()), ("Bash".to_owned(), "bash".to_owned())]);
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn tool_aliases(&self) -> Vec<(String, String)> {
        let Some(aliases) = self.fields.as_ref().and_then(|fields| fields.get_as::<Object>("tool_aliases"))
        else {
            return Vec::new();
        };
        aliases.keys().filter_map(|name| Some((name.to_owned(), aliases.get_str(name)?))).collect()
    }

    /// The document as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The document as indented JSON, with the indentation it was read with (two spaces for a
    /// document that was compact or built in code). Fields ctx does not know are written as they
    /// were read, so an unchanged indented document comes back as it was.
    pub fn to_json_pretty(&self) -> String {
        let indent = self.indent.as_deref().unwrap_or("  ");
        let mut out = Vec::new();
        let formatter = serde_json::ser::PrettyFormatter::with_indent(indent.as_bytes());
        let mut serializer = serde_json::Serializer::with_formatter(&mut out, formatter);
        if self.serialize(&mut serializer).is_err() {
            return String::new();
        }
        String::from_utf8(out).unwrap_or_default()
    }
}

/// The indentation unit of an indented JSON document: the white space that starts its second
/// line, when the document opens with `{` or `[` and a newline.
fn indentation(text: &str) -> Option<String> {
    let rest = text.trim_start().strip_prefix(['{', '['])?;
    let rest = rest.strip_prefix("\r\n").or_else(|| rest.strip_prefix('\n'))?;
    let indent: String = rest.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
    (!indent.is_empty()).then_some(indent)
}

/// What a parsed document holds: the conversation, or why it is none (a valid JSON document of
/// the wrong shape, a message that is not one). JSON syntax errors are the deserializer's own.
type Parsed<T> = Result<T, ParseError>;

/// The whole document, read with the messages streamed (`Conversation::parse`).
struct Document<'t> {
    text: &'t str,
}

impl<'de> DeserializeSeed<'de> for Document<'_> {
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

impl<'de> Visitor<'de> for Document<'_> {
    type Value = Parsed<Conversation>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a JSON document")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: true });

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Ok(Messages { text: self.text }.visit_seq(seq)?.map(Conversation::from_messages))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut fields = Object::new();
        let mut messages: Option<Parsed<Vec<ChatMessage>>> = None;
        let mut repeated = false;
        while let Some(key) = map.next_key::<String>()? {
            if key == "messages" && fields.anchor(MESSAGES, false) {
                messages = Some(map.next_value_seed(Messages { text: self.text })?);
            } else if key == "messages" {
                repeated = true;
                map.next_value::<&RawValue>()?;
            } else {
                fields.push_raw(key, map.next_value()?);
            }
        }
        Ok(match messages {
            _ if repeated => Err(ParseError::Shape { found: "an object with more than one \"messages\"" }),
            None => Err(ParseError::Shape { found: "an object without \"messages\"" }),
            Some(messages) => {
                messages.map(|messages| Conversation { messages, fields: Some(fields), indent: None })
            }
        })
    }
}

/// The `messages` array, one message at a time; the first bad message is the error, and the
/// rest of the array is still read (a JSON syntax error later on takes precedence, as it would
/// parsing the whole document first).
struct Messages<'t> {
    /// The whole document, to say where a bad message starts.
    text: &'t str,
}

impl<'de> DeserializeSeed<'de> for Messages<'_> {
    type Value = Parsed<Vec<ChatMessage>>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Messages<'_> {
    type Value = Parsed<Vec<ChatMessage>>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("an array of messages")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: false });

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut messages = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        let mut index = 0;
        while let Some(item) = seq.next_element::<&RawValue>()? {
            match ChatMessage::parse(item.get()) {
                Ok(message) => messages.push(message),
                Err(error) => {
                    // The rest of the array is still read, so a syntax error further on is the
                    // error, as it would be reading the whole document first.
                    while seq.next_element::<&RawValue>()?.is_some() {}
                    // The raw message borrows from the document: its address says where it is.
                    let offset = (item.get().as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize);
                    let (line, column) = position(self.text, offset);
                    return Ok(Err(ParseError::Message { index, line, column, error }));
                }
            }
            index += 1;
        }
        Ok(Ok(messages))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<String, &RawValue>()?.is_some() {}
        Ok(NotArray { top_level: false }.shape("an object"))
    }
}

impl Serialize for Conversation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(fields) = &self.fields else {
            return self.messages.serialize(serializer);
        };
        let mut map = serializer.serialize_map(None)?;
        fields.write_with(&mut map, 1, |map, _| map.serialize_entry("messages", &self.messages))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_round_trip(text: &str) {
        let conversation = Conversation::parse(text).expect("parses");
        assert_eq!(conversation.to_json(), text, "written back byte for byte");
    }

    #[test]
    fn both_document_shapes_round_trip() {
        check_round_trip(r#"[{"role":"user","content":"a"}]"#);
        check_round_trip(r#"{"id":"x","messages":[{"role":"user","content":"a"}],"tools":[]}"#);
        check_round_trip(r#"{"messages":[]}"#);
        check_round_trip(r#"{"b":{"z":1.0,"a":[1e5,"\u00e9"]},"messages":[],"a":1}"#);
        check_round_trip("[]");
    }

    #[test]
    fn an_indented_document_is_written_back_with_its_own_indentation() {
        let text = "{\n \"id\": \"x\",\n \"meta\": {\n  \"b\": 1,\n  \"a\": [\n   2\n  ]\n },\n \"messages\": [\n  {\n   \"role\": \"user\",\n   \"content\": \"hi\"\n  }\n ]\n}";
        assert_eq!(Conversation::parse(text).expect("parses").to_json_pretty(), text);
        let built = Conversation::from_messages(vec![ChatMessage::user("hi")]);
        assert_eq!(
            built.to_json_pretty(),
            "[\n  {\n    \"role\": \"user\",\n    \"content\": \"hi\"\n  }\n]"
        );
    }

    #[test]
    fn fields_and_aliases_are_read_from_the_top_level() {
        let conversation =
            Conversation::parse(r#"{"model":"m","tool_aliases":{"Read":"read","X":3},"messages":[]}"#)
                .expect("parses");
        assert_eq!(conversation.field("model"), Some(Value::from("m")));
        assert_eq!(conversation.fields().map(|(key, _)| key).collect::<Vec<_>>(), ["model", "tool_aliases"]);
        assert_eq!(conversation.tool_aliases(), [("Read".to_owned(), "read".to_owned())]);
    }

    #[track_caller]
    fn check_error(text: &str, expected: &str) {
        let error = Conversation::parse(text).expect_err("rejects");
        assert_eq!(error.to_string(), expected);
    }

    #[test]
    fn errors_after_a_bad_message_are_those_of_the_whole_document() {
        // Found by the conversation fuzz target (fuzz/regressions/conversation/): skipping the
        // rest of the array after a bad message reported a control character one column off.
        let text = "[{\"content\":\"a\"}, \"\u{1}\"]";
        let whole = serde_json::from_str::<Value>(text).expect_err("rejects");
        let error = Conversation::parse(text).expect_err("rejects").to_string();
        assert_eq!(error, format!("invalid JSON: {whole}"));
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
        check_error(r#"[{"content":"a"}]"#, "message 0 at line 1 column 2: missing field `role`");
        check_error(
            "{\"messages\": [\n  {\"role\":\"user\"},\n  {\"role\":\"tool\",\"tool_calls\":[{\"id\":1}]}]}",
            "message 1 at line 3 column 3: invalid type: integer `1`, expected a string",
        );
        check_error(
            r#"{"messages":[],"messages":[]}"#,
            "expected an array of messages or an object with a \"messages\" array, found an object with more than one \"messages\"",
        );
    }
}
