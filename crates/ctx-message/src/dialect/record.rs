//! [`Record`]: one record of a conversation document read on its own — a Chat Completions
//! message, an Anthropic message (which may read as several messages), a Responses item — so a
//! caller that saw the same bytes before can hand back what they read as
//! ([`Conversation::parse_as_with`](crate::Conversation::parse_as_with)).

use super::{Dialect, anthropic, items};
use crate::{ChatMessage, ParseError};

/// One record of a conversation document, read on its own: what
/// [`Conversation::parse_as_with`](crate::Conversation::parse_as_with)'s reader returns, and what
/// a caller keeps to return again for the same bytes (a record's reading is a pure function of
/// its bytes and its dialect).
///
/// ```
/// use ctx_message::{Dialect, Record};
///
/// let text = r#"{"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}, {"type": "text", "text": "go on"}]}"#;
/// let record = Record::read(Dialect::Anthropic, text)?;
/// assert_eq!(record.dialect(), Dialect::Anthropic);
/// assert_eq!(record.len(), 2, "a tool result and a user message");
/// assert!(Record::read(Dialect::Anthropic, r#"{"content": "no role"}"#).is_err());
/// # Ok::<(), ctx_message::ParseError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    dialect: Dialect,
    read: Read,
}

/// What a record read as.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Read {
    /// A Chat Completions message.
    Message(ChatMessage),
    /// An Anthropic message's messages (its tool results, and the runs of other blocks).
    Messages(Vec<ChatMessage>),
    /// A Responses item, which the items around it group into messages.
    Item(items::Piece),
}

impl Record {
    /// Reads `text` as one record of a `dialect` document: an element of a Chat Completions
    /// `messages` array, of an Anthropic `messages` array or of a Responses `input` array. The
    /// error is [`ParseError::Invalid`] at line 1, column 1 of the record (a document's reader
    /// says where the record sits in it); the JSON Lines dialects, whose lines are read with the
    /// lines around them, are not read one record at a time ([`ParseError::Shape`]).
    pub fn read(dialect: Dialect, text: &str) -> Result<Record, ParseError> {
        let invalid = |error: String| ParseError::Invalid { dialect, what: None, line: 1, column: 1, error };
        let without = |error: serde_json::Error| invalid(crate::conversation::without_position(&error));
        let read = match dialect {
            Dialect::OpenAiChat => Read::Message(ChatMessage::parse(text).map_err(without)?),
            Dialect::Anthropic => Read::Messages(anthropic::messages(text).map_err(invalid)?),
            Dialect::OpenAiResponses => Read::Item(items::piece(&super::object(text).map_err(without)?)),
            Dialect::ClaudeCode | Dialect::Codex => {
                return Err(ParseError::Shape {
                    dialect,
                    expected: "a document whose records are read with the lines around them",
                    found: "one record",
                });
            }
        };
        Ok(Record { dialect, read })
    }

    /// The dialect the record was read as.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// How many messages the record reads as on its own (a Responses item: 1, though the items
    /// of one model turn make one message together).
    pub fn len(&self) -> usize {
        match &self.read {
            Read::Messages(messages) => messages.len(),
            Read::Message(_) | Read::Item(_) => 1,
        }
    }

    /// True when the record reads as no message (never: an empty Anthropic message is one).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// How a document's reader reads a record: [`Record::read`], or a caller's memory of it.
pub(crate) type Reader<'r> = dyn FnMut(&str) -> Result<Record, ParseError> + 'r;

/// `text` read by `reader` as a record of `dialect` (read again here when what `reader` gave is
/// another dialect's); the error is what is wrong with it, without a position.
pub(crate) fn read_with(reader: &mut Reader, dialect: Dialect, text: &str) -> Result<Read, String> {
    reader(text)
        .and_then(|record| if record.dialect == dialect { Ok(record) } else { Record::read(dialect, text) })
        .map(|record| record.read)
        .map_err(|error| match error {
            ParseError::Invalid { error, .. } => error,
            other => other.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_of_another_dialect_is_read_again() {
        let text = r#"{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"}]}"#;
        let mut chat = |text: &str| Record::read(Dialect::OpenAiChat, text);
        let read = read_with(&mut chat, Dialect::Anthropic, text).expect("an Anthropic message");
        assert_eq!(read, Record::read(Dialect::Anthropic, text).expect("reads").read);
        assert!(matches!(read, Read::Messages(ref messages) if messages.len() == 1));
        let mut fails = |_: &str| Err(ParseError::Unrecognized { found: "x" });
        assert!(read_with(&mut fails, Dialect::Anthropic, text).is_err());
        assert!(Record::read(Dialect::Codex, "{}").is_err());
        assert_eq!(
            read_with(&mut chat, Dialect::OpenAiChat, r#"{"role":5}"#),
            Err(crate::conversation::without_position(
                &ChatMessage::parse(r#"{"role":5}"#).expect_err("not a message")
            ))
        );
    }
}
