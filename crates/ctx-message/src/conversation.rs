//! `Conversation`: a document of messages in any dialect — the Chat Completions
//! `{"messages": [...], ...}` or bare array this file reads itself, and the others through
//! `dialect`.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use serde::Serialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::dialect::{self, Dialect, Reader, Source};
use crate::layout::{Layout, Style};
use crate::prefix::{Prefix, Skip};
use crate::{ChatMessage, Object};

/// Why a conversation document could not be read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The text is neither JSON nor JSON Lines; the message names the line and column.
    #[error("invalid JSON: {0}")]
    Json(serde_json::Error),
    /// The document reads as none of the dialects (the message lists them all).
    #[error("not a conversation in any format ctx reads (tried {tried}): found {found}", tried = dialect::all_names())]
    Unrecognized {
        /// What was found, such as `a number` or `an object without "messages" or "input"`.
        found: &'static str,
    },
    /// The document does not have the overall shape of the dialect it was read as.
    #[error("{dialect}: expected {expected}, found {found}")]
    Shape {
        /// The dialect tried.
        dialect: Dialect,
        /// The shape that dialect has.
        expected: &'static str,
        /// What was found instead, such as `a number` or `an object without "messages"`.
        found: &'static str,
    },
    /// One message, item or line does not have the dialect's shape.
    #[error("{dialect}: {}line {line} column {column}: {error}", what.as_ref().map(|what| format!("{what} at ")).unwrap_or_default())]
    Invalid {
        /// The dialect tried.
        dialect: Dialect,
        /// Which message or item of a JSON document (`message 3`); `None` for a line of JSON Lines.
        what: Option<String>,
        /// The line of the document where it starts (1-based).
        line: usize,
        /// The column of that line where it starts (1-based, in characters).
        column: usize,
        /// What is wrong with it.
        error: String,
    },
}

/// The Chat Completions shape error.
fn chat_shape(found: &'static str) -> ParseError {
    ParseError::Shape {
        dialect: Dialect::OpenAiChat,
        expected: "an array of messages or an object with a \"messages\" array",
        found,
    }
}

/// A `serde_json` error's text without the ` at line L column C` it ends with (a position inside
/// one message, which the document position replaces).
pub(crate) fn without_position(error: &serde_json::Error) -> String {
    let text = error.to_string();
    let suffix = format!(" at line {} column {}", error.line(), error.column());
    text.strip_suffix(&suffix).map_or_else(|| text.clone(), str::to_owned)
}

/// A syntax error as a full parse reports it: skipping over a value (as the streaming parse does
/// for what it keeps raw) reports some errors one column early.
pub(crate) fn precise(text: &str, error: serde_json::Error) -> serde_json::Error {
    match serde_json::from_str::<Value>(text) {
        Err(full) if full.line() == error.line() && full.column().abs_diff(error.column()) <= 1 => full,
        _ => error,
    }
}

/// A conversation document, in any [`Dialect`]: the messages and what writing it back needs.
///
/// The messages are Chat Completions messages ([`ChatMessage`]) whatever the dialect, and every
/// other crate works on them alone. [`Conversation::write`] writes the document back in its own
/// dialect and layout: an unchanged document gives back its own bytes; a changed one
/// re-serializes only the records whose messages changed, left or were added.
#[derive(Debug, Clone, Default)]
pub struct Conversation {
    /// The messages, in order.
    pub messages: Vec<ChatMessage>,
    /// For `{"messages": [...], ...}` (and the other JSON documents): every other top-level field,
    /// as written, with the place of `messages` among them. `None` for a bare array or JSON Lines.
    fields: Option<Object>,
    /// How the document was spaced, and the white space before and after it.
    layout: Layout,
    head: String,
    tail: String,
    /// For a document read from a dialect other than Chat Completions: what writing it back needs.
    source: Option<Arc<Source>>,
    /// For a Chat Completions document read from text: the text and each message's record in
    /// it, so [`Conversation::write`] copies the records of unchanged messages.
    records: Option<Arc<Records>>,
}

/// A Chat Completions document as read: its text (as the records and what lies around them),
/// each message's record, and the fingerprint of each message as first read (to tell a changed
/// message from an unchanged one).
///
/// Neither a copy of the messages nor of the whole text beside the records: each took as much
/// memory again as the document (a history of 100,000 small messages parsed in 9.5× its size,
/// the adversarial `conversation-100k` case).
///
/// Shared, once read, with the [`Prefix`] a caller keeps to read the next document: each record
/// is one allocation that both hold.
#[derive(Debug, Clone)]
pub(crate) struct Records {
    /// The text without the records: what lies before, between and after them.
    pub(crate) frame: String,
    /// Where each record sat in `frame` (ascending); empty when `frame` is the whole text.
    pub(crate) cuts: Vec<usize>,
    pub(crate) raws: Vec<Arc<RawValue>>,
    pub(crate) fingerprints: Vec<u128>,
}

impl Records {
    /// The records of `text`'s messages, `raws`; their fingerprints are set apart.
    fn new(text: &str, mut raws: Raws) -> Records {
        if let Some(rest) = text.get(raws.at..).filter(|_| !raws.lost) {
            raws.frame.push_str(rest);
        } else {
            text.clone_into(&mut raws.frame);
            raws.cuts = Vec::new();
        }
        Records { frame: raws.frame, cuts: raws.cuts, raws: raws.copies, fingerprints: Vec::new() }
    }

    /// The document's text, as read.
    fn text(&self) -> String {
        if self.cuts.len() != self.raws.len() {
            return self.frame.clone();
        }
        let length = self.frame.len() + self.raws.iter().map(|raw| raw.get().len()).sum::<usize>();
        let mut text = String::with_capacity(length);
        let mut at = 0;
        for (&cut, raw) in self.cuts.iter().zip(&self.raws) {
            text.push_str(self.frame.get(at..cut).unwrap_or_default());
            text.push_str(raw.get());
            at = cut;
        }
        text.push_str(self.frame.get(at..).unwrap_or_default());
        text
    }
}

/// The records of a `messages` array as read: each one's text (a copy), and the document's text
/// up to the last one without them ([`Records`]' frame and cuts).
#[derive(Debug, Default)]
struct Raws {
    copies: Vec<Arc<RawValue>>,
    frame: String,
    cuts: Vec<usize>,
    /// Where the text after the last record starts.
    at: usize,
    /// True when a record was not where the text says (never: the records borrow from it);
    /// the frame is then the whole text.
    lost: bool,
}

impl Raws {
    /// Adds `record`, which sits at `span` of `text`.
    fn push(&mut self, text: &str, span: Range<usize>, record: Arc<RawValue>) {
        match text.get(self.at..span.start) {
            Some(before) if text.get(span.clone()) == Some(record.get()) => self.frame.push_str(before),
            _ => self.lost = true,
        }
        self.cuts.push(self.frame.len());
        self.at = span.end;
        self.copies.push(record);
    }
}

/// The xxh3-128 of everything [`ChatMessage`]'s equality compares: equal messages have equal
/// fingerprints, and a changed message keeps its original's only by a 128-bit collision.
pub(crate) fn fingerprint(message: &ChatMessage) -> u128 {
    use std::hash::Hash;
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    message.hash(&mut hasher);
    hasher.digest128()
}

/// One element of the `messages` array [`Conversation::write`] writes: a record copied from the
/// document, or a message serialized anew.
enum Record<'a> {
    Raw(&'a RawValue),
    Message(&'a ChatMessage),
}

impl Record<'_> {
    /// About the bytes the record is written in: a kept record's own, a message's texts and
    /// calls' arguments with room for the rest (the writer's buffer is sized by it).
    fn size(&self) -> usize {
        match self {
            Record::Raw(raw) => raw.get().len(),
            Record::Message(message) => {
                let content = match &message.content {
                    crate::Content::Text(text) => text.len(),
                    _ => 0,
                };
                let calls: usize =
                    message.calls().iter().map(|call| call.function.arguments.len() + 96).sum();
                // A text's escapes (a newline's `\n`) take a few bytes more than it.
                content + content / 16 + calls + 64
            }
        }
    }
}

impl Serialize for Record<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Record::Raw(raw) => raw.serialize(serializer),
            Record::Message(message) => message.serialize(serializer),
        }
    }
}

/// A Chat Completions document as [`Conversation::write`] writes it: the top-level fields as
/// read, and the records.
struct Written<'a> {
    fields: Option<&'a Object>,
    records: Vec<Record<'a>>,
}

impl Serialize for Written<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(fields) = self.fields else {
            return self.records.serialize(serializer);
        };
        let mut map = serializer.serialize_map(None)?;
        fields.write_with(&mut map, 1, |map, _| map.serialize_entry("messages", &self.records))?;
        map.end()
    }
}

impl PartialEq for Conversation {
    /// Equal messages, top-level fields and dialect; how the document was spaced does not count.
    fn eq(&self, other: &Self) -> bool {
        self.messages == other.messages && self.fields == other.fields && self.dialect() == other.dialect()
    }
}

/// The field number of `messages` among a document's top-level fields.
const MESSAGES: u8 = 0;

impl Conversation {
    /// A bare-array conversation of these messages.
    pub fn from_messages(messages: Vec<ChatMessage>) -> Self {
        Conversation { messages, ..Conversation::default() }
    }

    /// Parses a conversation document in whichever dialect it is in: OpenAI Chat Completions,
    /// OpenAI Responses, Anthropic Messages, a Claude Code session log or a Codex rollout (see
    /// [`Dialect`]). An error names the dialect tried and where, or, when the document is in none
    /// of them, every dialect tried.
    ///
    /// ```
    /// use ctx_message::{Conversation, Dialect, Role};
    ///
    /// let anthropic = r#"{"model": "claude-sonnet-4-5", "max_tokens": 100, "messages": [
    ///   {"role": "user", "content": "list the files"},
    ///   {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "bash", "input": {"command": "ls"}}]},
    ///   {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "src"}]}]}"#;
    /// let mut conversation = Conversation::parse(anthropic)?;
    /// assert_eq!(conversation.dialect(), Dialect::Anthropic);
    /// assert_eq!(conversation.messages[1].calls()[0].function.arguments, r#"{"command": "ls"}"#);
    /// assert_eq!(conversation.messages[2].role, Role::Tool);
    /// assert_eq!(conversation.write(), anthropic);
    ///
    /// conversation.messages[2].content = "src/".into();
    /// assert!(conversation.write().contains(r#""tool_use_id": "t1", "content": "src/""#));
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        Conversation::parse_as(text, dialect::detect(text)?)
    }

    /// Parses a conversation document as `dialect`, without detection.
    pub fn parse_as(text: &str, dialect: Dialect) -> Result<Self, ParseError> {
        dialect::read(text, dialect)
    }

    /// [`Conversation::parse_as`], with each record of a JSON document (an element of its
    /// `messages` or `input` array) read by `read`, which returns what [`Record::read`](crate::Record::read) would for
    /// it in `dialect`: a caller that has read the same bytes before hands back its record rather
    /// than reading them again (a record `read` gives for another dialect is read again). The
    /// JSON Lines dialects are read as `parse_as` reads them.
    ///
    /// ```
    /// use ctx_message::{Conversation, Dialect, Record};
    ///
    /// let anthropic = r#"{"messages": [{"role": "user", "content": "hi"}]}"#;
    /// let mut records = Vec::new();
    /// let mut read = |record: &str| {
    ///     records.push(record.to_owned());
    ///     Record::read(Dialect::Anthropic, record)
    /// };
    /// let conversation = Conversation::parse_as_with(anthropic, Dialect::Anthropic, &mut read)?;
    /// assert_eq!(conversation, Conversation::parse_as(anthropic, Dialect::Anthropic)?);
    /// assert_eq!(records, [r#"{"role": "user", "content": "hi"}"#]);
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn parse_as_with(
        text: &str,
        dialect: Dialect,
        read: &mut dyn FnMut(&str) -> Result<dialect::Record, ParseError>,
    ) -> Result<Self, ParseError> {
        dialect::read_with(text, dialect, read)
    }

    /// Parses an OpenAI Chat Completions document, each message record read by `read`.
    ///
    /// The messages are read one at a time, never the whole document as one JSON value: a long
    /// history of small messages would take ten times its size in memory that way.
    pub(crate) fn parse_chat_with(text: &str, read: &mut Reader) -> Result<Self, ParseError> {
        let mut deserializer = serde_json::Deserializer::from_str(text);
        let document = Document { text, read, skip: None, carried: Vec::new() }
            .deserialize(&mut deserializer)
            .and_then(|document| deserializer.end().map(|()| document))
            .map_err(|error| ParseError::Json(precise(text, error)))?;
        document.map(|(conversation, raws)| Conversation::chat(text, conversation, raws, &[]))
    }

    /// A Chat Completions document `text` read after the document `prefix` holds the records of:
    /// the records `text` starts with, byte for byte and at the same places, are taken from
    /// `prefix` and read by `read` without being scanned again, the rest of `text` is parsed with
    /// a stand-in value in their place. `None` when it shares none of them, or when anything in
    /// `text` is not read (the caller then reads it whole, and reports the error a whole read
    /// would). The messages of the shared records are taken from `carried`, the messages the
    /// prefix's document read as, as far as it holds them ([`Prefix::carry`]); the rest of those
    /// are read.
    fn resume_chat(
        text: &str,
        prefix: &Records,
        read: &mut Reader,
        carried: &mut Vec<ChatMessage>,
    ) -> Option<Self> {
        let (skip, stand_in) = Skip::new(text, prefix)?;
        let rest = carried.split_off(skip.records.len().min(carried.len()));
        let carried = std::mem::replace(carried, rest);
        let mut deserializer = serde_json::Deserializer::from_str(&stand_in);
        let document = Document { text: &stand_in, read, skip: Some(&skip), carried }
            .deserialize(&mut deserializer)
            .and_then(|document| deserializer.end().map(|()| document))
            .ok()?
            .ok()?;
        let (conversation, raws) = document;
        let known = prefix.fingerprints.get(..skip.records.len())?;
        Some(Conversation::chat(text, conversation, raws, known))
    }

    /// A Chat Completions document `text` as read: its messages, records and layout; the
    /// fingerprints of its first messages are `known` already.
    fn chat(text: &str, conversation: Conversation, raws: Raws, known: &[u128]) -> Conversation {
        let (head, body, tail) = dialect::trim(text);
        let fingerprints = known
            .iter()
            .copied()
            .chain(conversation.messages.iter().skip(known.len()).map(fingerprint))
            .collect();
        Conversation {
            layout: Layout::detect(body),
            head: head.to_owned(),
            tail: tail.to_owned(),
            records: Some(Arc::new(Records { fingerprints, ..Records::new(text, raws) })),
            ..conversation
        }
    }

    /// [`Conversation::parse_as_with`], reading a Chat Completions, Anthropic Messages or
    /// Responses document after the one `prefix` was taken from ([`Conversation::prefix`]): the
    /// records `text` starts with that are that document's, byte for byte and at the same places
    /// (an agent resends its history with a few new messages), are not scanned again (`read` is
    /// still handed each of them, and handed them again when the rest cannot be read after them
    /// and the whole text is read), and the messages they read as keep their fingerprints. The
    /// conversation, and every error, are those [`Conversation::parse_as_with`] gives; a prefix
    /// of another dialect, and a JSON Lines dialect, are read by it.
    ///
    /// ```
    /// use ctx_message::{Conversation, Dialect, Prefix, Record};
    ///
    /// let first = r#"{"model": "m", "messages": [{"role": "user", "content": "hi"}]}"#;
    /// let next = r#"{"model": "m", "messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yes"}]}"#;
    /// let mut read = |record: &str| Record::read(Dialect::OpenAiChat, record);
    /// let prefix = Conversation::parse_after(first, Dialect::OpenAiChat, &Prefix::default(), &mut read)?.prefix();
    /// assert_eq!(prefix.records(), 1);
    /// let conversation = Conversation::parse_after(next, Dialect::OpenAiChat, &prefix, &mut read)?;
    /// assert_eq!(conversation, Conversation::parse(next)?);
    /// assert_eq!(conversation.write(), next);
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn parse_after(
        text: &str,
        dialect: Dialect,
        prefix: &Prefix,
        read: &mut dyn FnMut(&str) -> Result<dialect::Record, ParseError>,
    ) -> Result<Self, ParseError> {
        let Prefix { records, source, .. } = prefix;
        Conversation::parse_after_with(text, dialect, (records, source), &mut Vec::new(), read)
    }

    /// [`Conversation::parse_after`], the messages of the Chat or Anthropic records `text` shares with
    /// `prefix` taken, moved, from the messages the prefix carries ([`Prefix::carry`]: the
    /// messages its document read as) rather than read by `read`; those of the records it does
    /// not share stay in `prefix`, and a prefix that carries none reads as `parse_after` does. The
    /// conversation, and every error, are those [`Conversation::parse_as_with`] gives.
    pub fn parse_after_carried(
        text: &str,
        dialect: Dialect,
        prefix: &mut Prefix,
        read: &mut dyn FnMut(&str) -> Result<dialect::Record, ParseError>,
    ) -> Result<Self, ParseError> {
        let Prefix { records, source, carried } = prefix;
        Conversation::parse_after_with(text, dialect, (records, source), carried, read)
    }

    /// [`Conversation::parse_after`] after a prefix's records and source, with the messages of
    /// the Chat or Anthropic records shared taken from `carried` as far as it holds them (the
    /// rest left).
    fn parse_after_with(
        text: &str,
        dialect: Dialect,
        (records, source): (&Option<Arc<Records>>, &Option<Arc<Source>>),
        carried: &mut Vec<ChatMessage>,
        read: &mut Reader,
    ) -> Result<Self, ParseError> {
        if dialect == Dialect::OpenAiChat
            && let Some(conversation) =
                records.as_deref().and_then(|records| Conversation::resume_chat(text, records, read, carried))
        {
            return Ok(conversation);
        }
        if let Some(conversation) = source
            .as_deref()
            .filter(|source| source.dialect == dialect)
            .and_then(|source| dialect::after::read(text, source, read, carried))
        {
            return Ok(conversation);
        }
        Conversation::parse_as_with(text, dialect, read)
    }

    /// The records of a Chat Completions, Anthropic Messages or Responses document read from
    /// text, for reading the next one ([`Conversation::parse_after`]); empty for a JSON Lines
    /// document and one built in code. Shares them, copies nothing.
    pub fn prefix(&self) -> Prefix {
        let source = self.source.clone().filter(|source| dialect::after::resumes(source.dialect));
        Prefix { records: self.records.clone(), source, carried: Vec::new() }
    }

    /// A conversation read from a dialect other than Chat Completions.
    pub(crate) fn read(messages: Vec<ChatMessage>, fields: Option<Object>, source: Source) -> Self {
        let layout = source.layout.clone();
        Conversation { messages, fields, layout, source: Some(Arc::new(source)), ..Conversation::default() }
    }

    /// Reads a conversation from an already parsed JSON value (written compact).
    pub fn from_value(value: &Value) -> Result<Self, ParseError> {
        Conversation::parse(&value.to_string())
    }

    /// The fingerprint of each message as read from text, in order: the xxh3-128 of the whole
    /// message, by which [`Conversation::write`] tells a changed message from an unchanged one
    /// (a message read after a [`Prefix`] from a shared record keeps the one it was read with).
    /// Two messages with one fingerprint are the same message, short of a 128-bit collision. Empty
    /// for a conversation built in code; they stand for [`Conversation::messages`] as read, not
    /// as a caller changed them since.
    pub fn read_fingerprints(&self) -> &[u128] {
        match (&self.records, &self.source) {
            (Some(records), _) => &records.fingerprints,
            (None, Some(source)) => &source.fingerprints,
            (None, None) => &[],
        }
    }

    /// The dialect the document was read from ([`Dialect::OpenAiChat`] for one built in code).
    pub fn dialect(&self) -> Dialect {
        self.source.as_ref().map_or(Dialect::OpenAiChat, |source| source.dialect)
    }

    /// The model the conversation was held with, when the document says: its top-level `model`
    /// (Chat, Responses, Anthropic), the newest response's `message.model` (Claude Code), or the
    /// newest turn's `model` (Codex).
    pub fn model(&self) -> Option<String> {
        if let Some(model) = self.fields.as_ref().and_then(|fields| fields.get_str("model")) {
            return Some(model);
        }
        self.source.as_deref().and_then(dialect::model)
    }

    /// The top-level fields other than the conversation, as written (none for a bare array or
    /// JSON Lines). For Anthropic the `system` field and for Responses `instructions` are read as
    /// the system message instead, and are not listed.
    pub fn fields(&self) -> impl Iterator<Item = (&str, &RawValue)> {
        self.fields.iter().flat_map(Object::iter)
    }

    /// The top-level field `key` other than the conversation, parsed; `None` when absent.
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

    /// The document written back in its own dialect and layout, with the white space it had
    /// around it (a final newline is kept, and so is its absence).
    ///
    /// Unchanged, it is the document read, byte for byte. Otherwise only the records whose
    /// messages changed are re-serialized (the changed text in place, every other field and its
    /// order kept, spaced like the document); the records of dropped messages are removed; a
    /// message added in code (a summary) becomes a new record of the dialect's own kind. Records
    /// that are not conversation (Claude Code's progress and bookkeeping lines, Codex's events)
    /// are written back unchanged, in place.
    pub fn write(&self) -> String {
        if let Some(source) = &self.source {
            return dialect::write(source, &self.messages);
        }
        let Some(records) = &self.records else {
            return format!("{}{}{}", self.head, self.layout.write(self), self.tail);
        };
        // A message keeps its record only in order (each after the previous one's) and unchanged:
        // anything moved, copied twice, changed or built in code is serialized anew.
        let mut last = None;
        let mut written = Vec::with_capacity(self.messages.len());
        for message in &self.messages {
            let kept = message
                .extra
                .origin()
                .filter(|&origin| last.is_none_or(|last| origin > last))
                .filter(|&origin| records.fingerprints.get(origin) == Some(&fingerprint(message)))
                .and_then(|origin| {
                    last = Some(origin);
                    records.raws.get(origin).map(|raw| &**raw)
                });
            written.push(kept.map_or(Record::Message(message), Record::Raw));
        }
        let unchanged = written.len() == records.fingerprints.len()
            && written.iter().all(|record| matches!(record, Record::Raw(_)));
        if unchanged {
            return records.text();
        }
        let capacity = self.head.len() + self.tail.len() + written.iter().map(Record::size).sum::<usize>();
        let document = Written { fields: self.fields.as_ref(), records: written };
        self.layout.write_between(&self.head, &document, &self.tail, capacity)
    }

    /// The messages written as a new document of `dialect`: every message a new record of that
    /// dialect, the top-level fields carried over where the dialect has a place for them (the
    /// JSON documents), the model where it has one. A conversion, not a write-back: reading the
    /// result gives the same messages, roles, texts, calls and results, not the same bytes.
    pub fn write_as(&self, dialect: Dialect) -> String {
        if dialect == Dialect::OpenAiChat {
            let chat = Conversation {
                messages: self.messages.clone(),
                fields: self.fields.clone(),
                ..Conversation::default()
            };
            return chat.to_json_pretty();
        }
        let fields = self.fields.clone().unwrap_or_default();
        dialect::convert(&self.messages, &fields, self.model().as_deref(), dialect)
    }

    /// The document as compact JSON (a document read from another dialect: [`Conversation::write`]).
    pub fn to_json(&self) -> String {
        if self.source.is_some() {
            return self.write();
        }
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The document as indented JSON, with the indentation it was read with (two spaces for a
    /// document that was not indented or was built in code). Fields ctx does not know are written
    /// as they were read, so an unchanged indented document comes back as it was. A document read
    /// from another dialect: [`Conversation::write`].
    pub fn to_json_pretty(&self) -> String {
        if self.source.is_some() {
            return self.write();
        }
        let unit = match &self.layout.style {
            Style::Indent(unit) => unit.clone(),
            _ => "  ".to_owned(),
        };
        Layout { style: Style::Indent(unit), ascii: self.layout.ascii }.write(self)
    }
}

/// What a parsed document holds: the conversation, or why it is none (a valid JSON document of
/// the wrong shape, a message that is not one). JSON syntax errors are the deserializer's own.
type Parsed<T> = Result<T, ParseError>;

/// The messages of a `messages` array, and each one's record as written.
type Read = (Vec<ChatMessage>, Raws);

/// The whole document, read with the messages streamed (`Conversation::parse`).
struct Document<'t> {
    text: &'t str,
    /// How a message record is read.
    read: &'t mut Reader<'t>,
    /// When `text` is a stand-in whose first message stands for records read before.
    skip: Option<&'t Skip<'t, Arc<RawValue>>>,
    /// The messages those records read as, as far as a caller kept them (in order, from the
    /// first).
    carried: Vec<ChatMessage>,
}

impl<'de> DeserializeSeed<'de> for Document<'_> {
    type Value = Parsed<(Conversation, Raws)>;

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
        Err(chat_shape(found))
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
    type Value = Parsed<(Conversation, Raws)>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a JSON document")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: true });

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Ok(Messages { text: self.text, read: self.read, skip: self.skip, carried: self.carried }
            .visit_seq(seq)?
            .map(|(messages, raws)| (Conversation::from_messages(messages), raws)))
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut fields = Object::new();
        let mut messages: Option<Parsed<Read>> = None;
        let mut repeated = false;
        while let Some(key) = map.next_key::<String>()? {
            if key == "messages" && fields.anchor(MESSAGES, false) {
                let seed = Messages {
                    text: self.text,
                    read: &mut *self.read,
                    skip: self.skip.take(),
                    carried: std::mem::take(&mut self.carried),
                };
                messages = Some(map.next_value_seed(seed)?);
            } else if key == "messages" {
                repeated = true;
                map.next_value::<&RawValue>()?;
            } else {
                fields.push_raw(key, map.next_value()?);
            }
        }
        Ok(match messages {
            _ if repeated => Err(chat_shape("an object with more than one \"messages\"")),
            None => Err(chat_shape("an object without \"messages\"")),
            Some(messages) => messages.map(|(messages, raws)| {
                (Conversation { messages, fields: Some(fields), ..Conversation::default() }, raws)
            }),
        })
    }
}

/// The `messages` array, one message at a time, each tagged with its place and its record kept; the first bad message is the error, and the rest of the array is still read
/// (a JSON syntax error later on takes precedence, as it would parsing the whole document first).
struct Messages<'t> {
    /// The whole document, to say where a bad message starts.
    text: &'t str,
    /// How a message record is read.
    read: &'t mut Reader<'t>,
    /// When `text` is a stand-in: the records its first element stands for, and where the rest
    /// of it sits in the document.
    skip: Option<&'t Skip<'t, Arc<RawValue>>>,
    /// The messages those records read as, as far as a caller kept them (in order, from the
    /// first).
    carried: Vec<ChatMessage>,
}

impl<'de> DeserializeSeed<'de> for Messages<'_> {
    type Value = Parsed<Read>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Messages<'_> {
    type Value = Parsed<Read>;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("an array of messages")
    }

    scalars_are_shape_errors!(|_: &Self| NotArray { top_level: false });

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut messages = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        let mut raws = Raws::default();
        let mut index = 0;
        let mut carried = self.carried.into_iter();
        while let Some(item) = seq.next_element::<&RawValue>()? {
            if let Some(skip) = self.skip {
                let span = dialect::range_in(self.text, item.get());
                if index == 0 {
                    // The stand-in: the records read before, each one's message carried (moved,
                    // as it was read at the same place) or read again through `read` (a caller's
                    // memory of it), none scanned.
                    if span != (skip.at..skip.at + 1) {
                        return Ok(Err(chat_shape("a stand-in out of place")));
                    }
                    for (span, record) in skip.records.iter().cloned() {
                        let message =
                            match carried.next().filter(|message| message.extra.origin() == Some(index)) {
                                Some(message) => message,
                                None => {
                                    match dialect::read_record(self.read, Dialect::OpenAiChat, record.get()) {
                                        Ok(dialect::Read::Message(mut message)) => {
                                            message.extra.set_origin(index);
                                            message
                                        }
                                        _ => {
                                            return Ok(Err(chat_shape(
                                                "a record read before that reads no more",
                                            )));
                                        }
                                    }
                                }
                            };
                        messages.push(message);
                        raws.push(skip.text, span, record);
                        index += 1;
                    }
                    continue;
                }
                let span = skip.place(span);
                match dialect::read_record(self.read, Dialect::OpenAiChat, item.get()) {
                    Ok(dialect::Read::Message(mut message)) => {
                        message.extra.set_origin(index);
                        messages.push(message);
                        raws.push(skip.text, span, Arc::from(item.to_owned()));
                    }
                    _ => return Ok(Err(chat_shape("a message that is not one"))),
                }
                index += 1;
                continue;
            }
            let read = match dialect::read_record(self.read, Dialect::OpenAiChat, item.get()) {
                Ok(dialect::Read::Message(message)) => Ok(message),
                Ok(_) => Err("not a Chat Completions message".to_owned()),
                Err(error) => Err(error),
            };
            match read {
                Ok(mut message) => {
                    message.extra.set_origin(index);
                    messages.push(message);
                    raws.push(
                        self.text,
                        dialect::range_in(self.text, item.get()),
                        Arc::from(item.to_owned()),
                    );
                }
                Err(error) => {
                    // The rest of the array is still read, so a syntax error further on is the
                    // error, as it would be reading the whole document first.
                    while seq.next_element::<&RawValue>()?.is_some() {}
                    // The raw message borrows from the document: its address says where it is.
                    let what = Some(format!("message {index}"));
                    return Ok(Err(dialect::invalid(
                        Dialect::OpenAiChat,
                        what,
                        self.text,
                        item.get(),
                        error,
                    )));
                }
            }
            index += 1;
        }
        Ok(Ok((messages, raws)))
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

    /// The records of a Chat document's messages, as written.
    fn records(text: &str) -> Vec<&str> {
        #[derive(serde::Deserialize)]
        struct Document<'a> {
            #[serde(borrow)]
            messages: Vec<&'a RawValue>,
        }
        let raws = serde_json::from_str::<Vec<&RawValue>>(text)
            .or_else(|_| serde_json::from_str::<Document<'_>>(text).map(|document| document.messages));
        raws.expect("a Chat document").iter().map(|raw| raw.get()).collect()
    }

    #[track_caller]
    fn check_records_kept(text: &str, edit: impl Fn(&mut Vec<ChatMessage>), kept: &[usize]) {
        let mut conversation = Conversation::parse(text).expect("parses");
        let mut expected = conversation.messages.clone();
        edit(&mut expected);
        edit(&mut conversation.messages);
        let written = conversation.write();
        let records = records(text);
        for &index in kept {
            assert!(written.contains(records[index]), "record {index} kept as written: {written}");
        }
        let again = Conversation::parse(&written).expect("reads back");
        let values = |messages: &[ChatMessage]| serde_json::to_value(messages).expect("JSON");
        assert_eq!(values(&again.messages), values(&expected), "{written}");
        assert_eq!(again.write(), written, "written back byte for byte");
    }

    #[test]
    fn a_changed_document_keeps_the_records_of_unchanged_messages() {
        let text = "{\"model\":\"m\",\"messages\":[{\n  \"role\": \"system\",\n  \"content\": \"in \\/repo, caf\\u00e9\"\n},{\"role\": \"user\", \"content\": \"go\"},{\"role\":\"assistant\",\"content\":\"a\"},{\"role\":\"user\",\"content\":\"b\"}],\"n\":1.50}";
        check_records_kept(text, |messages| messages[2].content = "changed".into(), &[0, 1, 3]);
        check_records_kept(text, |messages| drop(messages.remove(2)), &[0, 1, 3]);
        check_records_kept(text, |messages| messages.insert(2, ChatMessage::user("new")), &[0, 1, 2, 3]);
        // Moved messages are new records; the others keep theirs.
        check_records_kept(text, |messages| messages.swap(2, 3), &[0, 1, 2]);
        check_records_kept(
            "[ {\"role\" : \"user\", \"content\": \"\\/\"} ,{\"role\":\"user\",\"content\":\"x\"}]",
            |messages| messages[1].content = "y".into(),
            &[0],
        );
        // Unchanged, the document is its own text.
        let conversation = Conversation::parse(text).expect("parses");
        assert_eq!(conversation.write(), text);
    }

    #[test]
    fn the_fingerprints_read_are_each_message_s_own_read_whole_or_after_a_prefix() {
        let chat =
            r#"{"model":"m","messages":[{"role":"system","content":"s"},{"role":"user","content":"a"}]}"#;
        let longer = r#"{"model":"m","messages":[{"role":"system","content":"s"},{"role":"user","content":"a"},{"role":"assistant","content":"b"}]}"#;
        let anthropic = r#"{"system":"s","messages":[{"role":"user","content":"a"},{"role":"assistant","content":[{"type":"text","text":"b"},{"type":"tool_use","id":"t","name":"f","input":{}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"x"}]}]}"#;
        let read = |dialect: Dialect| move |record: &str| dialect::Record::read(dialect, record);
        let check = |conversation: &Conversation| {
            let own: Vec<u128> = conversation.messages.iter().map(fingerprint).collect();
            assert_eq!(conversation.read_fingerprints(), own);
        };
        for (text, dialect) in [(chat, Dialect::OpenAiChat), (anthropic, Dialect::Anthropic)] {
            let conversation =
                Conversation::parse_after(text, dialect, &Prefix::default(), &mut read(dialect))
                    .expect("reads");
            assert_eq!(conversation.read_fingerprints().len(), conversation.messages.len());
            check(&conversation);
        }
        let first = Conversation::parse(chat).expect("chat");
        let after = Conversation::parse_after(
            longer,
            Dialect::OpenAiChat,
            &first.prefix(),
            &mut read(Dialect::OpenAiChat),
        )
        .expect("chat");
        assert_eq!(after.read_fingerprints().len(), 3);
        check(&after);
        assert!(Conversation::from_messages(vec![ChatMessage::user("a")]).read_fingerprints().is_empty());
    }

    #[test]
    fn a_fingerprint_is_what_equality_compares() {
        let text = r#"{"role":"user","content":"a","x":1.50}"#;
        let message = ChatMessage::parse(text).expect("a message");
        let mut tagged = message.clone();
        tagged.extra.set_origin(7);
        assert_eq!(fingerprint(&tagged), fingerprint(&message), "the origin is not compared");
        let mut changed = message.clone();
        changed.content = "b".into();
        assert_ne!(fingerprint(&changed), fingerprint(&message));
        let spelled = ChatMessage::parse(r#"{"role":"user","content":"a","x":1.5}"#).expect("a message");
        assert_ne!(fingerprint(&spelled), fingerprint(&message), "a field's text is compared");
        let reordered = ChatMessage::parse(r#"{"content":"a","role":"user","x":1.50}"#).expect("a message");
        assert_ne!(reordered, message);
        assert_ne!(fingerprint(&reordered), fingerprint(&message), "so are the known fields' places");
    }

    #[test]
    fn a_document_that_starts_with_the_records_of_another_is_read_from_its_first_new_record() {
        let first = r#"{"model":"m","messages":[{"role":"user","content":"a"}, {"role":"assistant","content":"b"}],"n":1}"#;
        let next = r#"{"model":"m","messages":[{"role":"user","content":"a"}, {"role":"assistant","content":"b"},{"role":"user","content":"c"}],"n":1}"#;
        let records = Conversation::parse(first).expect("parses").records.expect("records");
        let mut read = |record: &str| dialect::Record::read(Dialect::OpenAiChat, record);
        let resumed = Conversation::resume_chat(next, &records, &mut read, &mut Vec::new()).expect("resumed");
        assert_eq!(resumed, Conversation::parse(next).expect("parses"));
        assert_eq!(resumed.write(), next);
        let shared = resumed.records.as_ref().expect("records");
        assert!(Arc::ptr_eq(&shared.raws[1], &records.raws[1]), "a shared record is not copied");
        // Another model, or a first message changed: nothing shared, nothing resumed.
        assert!(
            Conversation::resume_chat(
                &next.replace(r#""m""#, r#""o""#),
                &records,
                &mut read,
                &mut Vec::new()
            )
            .is_none()
        );
        assert!(
            Conversation::resume_chat(
                &next.replace(r#""a""#, r#""z""#),
                &records,
                &mut read,
                &mut Vec::new()
            )
            .is_none()
        );
        // A shared record after which the text is not JSON: not resumed (the whole read says why).
        assert!(
            Conversation::resume_chat(
                &next.replace(r#"{"role":"user","content":"c"}"#, ","),
                &records,
                &mut read,
                &mut Vec::new()
            )
            .is_none()
        );
    }

    #[test]
    fn a_prefix_carrying_its_messages_hands_the_shared_ones_on_moved_and_keeps_the_rest() {
        let first = r#"{"messages":[{"role":"user","content":"a"},{"role":"assistant","content":"b"},{"role":"user","content":"c"}]}"#;
        let next = r#"{"messages":[{"role":"user","content":"a"},{"role":"assistant","content":"b"},{"role":"user","content":"d"}]}"#;
        let address = |message: &ChatMessage| match &message.content {
            crate::Content::Text(text) => text.as_ptr(),
            _ => std::ptr::null(),
        };
        let mut conversation = Conversation::parse(first).expect("parses");
        let messages = std::mem::take(&mut conversation.messages);
        let addresses: Vec<_> = messages.iter().map(address).collect();
        // Not as many as its records, out of order, or for a prefix of another dialect or none:
        // handed back, nothing carried.
        let mut prefix = conversation.prefix();
        assert_eq!(prefix.carry(messages[..2].to_vec()).len(), 2);
        assert_eq!(
            prefix.carry(vec![messages[1].clone(), messages[0].clone(), messages[2].clone()]).len(),
            3
        );
        let responses = r#"{"input":[{"role":"user","content":"a"}]}"#;
        let mut other = Conversation::parse_as(responses, Dialect::OpenAiResponses).expect("parses");
        let mut other_prefix = other.prefix();
        assert_eq!(other_prefix.carry(std::mem::take(&mut other.messages)).len(), 1);
        assert_eq!(Prefix::default().carry(messages[..1].to_vec()).len(), 1);
        assert!(prefix.carried.is_empty());
        // Its own messages, as read: kept, and the records the next document shares are not read.
        assert!(prefix.carry(messages).is_empty());
        assert!(prefix.clone().carried.is_empty(), "a clone carries none");
        let mut records = Vec::new();
        let mut read = |record: &str| {
            records.push(record.to_owned());
            dialect::Record::read(Dialect::OpenAiChat, record)
        };
        let after = Conversation::parse_after_carried(next, Dialect::OpenAiChat, &mut prefix, &mut read)
            .expect("parses");
        assert_eq!(records, [r#"{"role":"user","content":"d"}"#]);
        assert_eq!(after, Conversation::parse(next).expect("parses"));
        assert_eq!(after.write(), next);
        assert_eq!(after.read_fingerprints(), Conversation::parse(next).expect("parses").read_fingerprints());
        let moved: Vec<_> = after.messages.iter().map(address).collect();
        assert_eq!(moved[..2], addresses[..2], "moved, not copied");
        // The message of the record it does not share stays carried.
        let unshared = prefix.take_carried();
        assert_eq!(unshared.len(), 1);
        assert_eq!(address(&unshared[0]), addresses[2]);
        assert!(prefix.carried.is_empty());
    }

    #[test]
    fn an_unchanged_document_is_its_frame_and_records() {
        for text in [
            "\n [ {\"role\":\"user\",\"content\":\"a\"} ,\n\t{\"role\":\"user\",\"content\":\"b\"} ] \n",
            "[]",
            " {\"messages\" : [ ] , \"n\": 2} ",
        ] {
            let conversation = Conversation::parse(text).expect("parses");
            assert_eq!(conversation.write(), text);
        }
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
        let tried = "not a conversation in any format ctx reads (tried openai-chat, openai-responses, anthropic, claude-code, codex): found";
        check_error("{", "invalid JSON: EOF while parsing an object at line 1 column 1");
        check_error("5", &format!("{tried} a number"));
        check_error(r#"{"msgs":[]}"#, &format!("{tried} an object without \"messages\" or \"input\""));
        check_error(
            r#"[{"content":"a"}]"#,
            "openai-chat: message 0 at line 1 column 2: missing field `role`",
        );
        check_error(
            "{\"messages\": [\n  {\"role\":\"user\"},\n  {\"role\":\"tool\",\"tool_calls\":[{\"id\":1}]}]}",
            "openai-chat: message 1 at line 3 column 3: invalid type: integer `1`, expected a string",
        );
        check_error(
            r#"{"messages":[],"messages":[]}"#,
            "openai-chat: expected an array of messages or an object with a \"messages\" array, found an object with more than one \"messages\"",
        );
        check_error(
            r#"{"messages":5}"#,
            "openai-chat: expected an array of messages or an object with a \"messages\" array, found an object whose \"messages\" is not an array",
        );
    }
}
