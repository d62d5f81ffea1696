//! The dialects a conversation is read from and written back to: which one a document is in, and
//! the bookkeeping every reader shares (records, clusters, where each message came from).
//!
//! Every dialect reads into `ChatMessage`s and writes back from them. A document is a list of
//! records (the elements of a `messages` or `input` array, or the lines of a JSON Lines file); a
//! cluster is the smallest run of records that reads as a whole number of messages (an Anthropic
//! message holding two tool results is one record and three messages; a Claude Code response
//! split over four lines is four records and one message). Each message read carries its origin
//! (an index into the messages first read), so after dedup, squashing or shaping the writer knows
//! which clusters are unchanged (their bytes are copied), changed (only they are re-serialized),
//! dropped, or new.

pub(crate) mod after;
mod anthropic;
mod claude_code;
mod codex;
mod detect;
mod items;
mod record;
mod responses;

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use serde_json::value::RawValue;

use crate::conversation::fingerprint;
use crate::layout::{Layout, Node};
use crate::{ChatMessage, Content, Conversation, Object, ParseError};

pub(crate) use detect::detect;
pub use record::Record;
pub(crate) use record::{Read, Reader, read_with as read_record};

/// A form agent conversations are kept in. `Conversation::parse` finds it; `--format` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Dialect {
    /// OpenAI Chat Completions: `{"messages": [...]}` with `tool_calls` and `role: "tool"`, or a
    /// bare array of messages.
    OpenAiChat,
    /// OpenAI Responses API: `{"input": [...]}` of `message`, `function_call`,
    /// `function_call_output`, `reasoning`, … items, with `instructions`.
    OpenAiResponses,
    /// Anthropic Messages: `{"messages": [...]}` of `text`, `tool_use`, `tool_result`, `image`,
    /// `thinking` blocks, with a top-level `system`.
    Anthropic,
    /// A Claude Code session log (`~/.claude/projects/<project>/<session>.jsonl`).
    ClaudeCode,
    /// A Codex CLI rollout (`~/.codex/sessions/…/rollout-*.jsonl`).
    Codex,
}

impl Dialect {
    /// Every dialect, in the order detection reports them.
    pub const ALL: [Dialect; 5] = [
        Dialect::OpenAiChat,
        Dialect::OpenAiResponses,
        Dialect::Anthropic,
        Dialect::ClaudeCode,
        Dialect::Codex,
    ];

    /// The dialect's name, as `--format` takes it: `openai-chat`, `openai-responses`, `anthropic`,
    /// `claude-code`, `codex`.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::OpenAiChat => "openai-chat",
            Dialect::OpenAiResponses => "openai-responses",
            Dialect::Anthropic => "anthropic",
            Dialect::ClaudeCode => "claude-code",
            Dialect::Codex => "codex",
        }
    }

    /// True for the dialects kept as JSON Lines, one record a line.
    pub fn is_lines(self) -> bool {
        matches!(self, Dialect::ClaudeCode | Dialect::Codex)
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of [`Dialect::from_str`]: the name is none of [`Dialect::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown format `{0}`: expected one of openai-chat, openai-responses, anthropic, claude-code, codex")]
pub struct UnknownDialect(pub String);

impl FromStr for Dialect {
    type Err = UnknownDialect;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Dialect::ALL
            .into_iter()
            .find(|dialect| dialect.name() == name)
            .ok_or_else(|| UnknownDialect(name.to_owned()))
    }
}

/// The names of every dialect, comma-separated, for errors.
pub(crate) fn all_names() -> String {
    Dialect::ALL.map(Dialect::name).join(", ")
}

/// A document read from a dialect other than Chat Completions: what writing it back needs.
#[derive(Debug, Clone)]
pub(crate) struct Source {
    pub(crate) dialect: Dialect,
    /// The document as read.
    pub(crate) text: String,
    /// How the document (or, for JSON Lines, its first line) was spaced.
    pub(crate) layout: Layout,
    /// The records, as byte ranges of `text`, in document order.
    pub(crate) records: Vec<Range<usize>>,
    /// The fingerprint of each message as first read, to tell a changed message from an
    /// unchanged one (not a copy of the messages, which took as much memory again).
    pub(crate) fingerprints: Vec<u128>,
    /// For each original message: its cluster and its place among the cluster's messages.
    pub(crate) homes: Vec<(usize, usize)>,
    /// Each cluster's records (indices into `records`, ascending) and how many messages it read as.
    pub(crate) clusters: Vec<Cluster>,
    /// What the dialect itself keeps.
    pub(crate) form: Form,
}

/// Records that read as a whole number of messages.
#[derive(Debug, Clone, Default)]
pub(crate) struct Cluster {
    pub(crate) records: Vec<usize>,
    pub(crate) members: usize,
}

/// What each dialect keeps beyond the records.
#[derive(Debug, Clone)]
pub(crate) enum Form {
    /// A JSON document whose conversation is the array under `key`; `top` holds every top-level
    /// field in order (that array's value left as `null`). `head` is a cluster read from a
    /// top-level field (`system`, `instructions`) rather than from a record.
    Document { top: Object, key: &'static str, head: Option<(usize, &'static str)> },
    /// A JSON Lines file: whether it ended with a newline, per record what a Claude Code chain
    /// needs, the model named last, and the cluster read from a line's field (Codex's
    /// `base_instructions`).
    Lines { newline: bool, links: Vec<claude_code::Link>, model: Option<String>, head: Option<usize> },
}

impl Source {
    /// The text of record `record`.
    pub(crate) fn record(&self, record: usize) -> &str {
        self.records.get(record).and_then(|range| self.text.get(range.clone())).unwrap_or_default()
    }

    /// About the bytes it holds: the document's text, the top-level fields' copy, and per record,
    /// message and cluster what keeps them (a [`Prefix`](crate::Prefix) keeps one).
    pub(crate) fn bytes(&self) -> usize {
        /// A cluster's list of records and count, that list's allocation and its overhead.
        const PER_CLUSTER: usize = 72;
        /// A field's name and value beside their text, and their allocations' overhead.
        const PER_FIELD: usize = 80;
        let fields = match &self.form {
            Form::Document { top, .. } => {
                top.iter().map(|(name, value)| name.len() + value.get().len() + PER_FIELD).sum()
            }
            Form::Lines { .. } => 0,
        };
        let records: usize = self.clusters.iter().map(|cluster| cluster.records.len()).sum();
        self.text.len()
            + fields
            + self.records.len() * size_of::<Range<usize>>()
            + records * size_of::<usize>()
            + self.fingerprints.len() * size_of::<u128>()
            + self.homes.len() * size_of::<(usize, usize)>()
            + self.clusters.len() * PER_CLUSTER
    }

    /// Record `record` as a raw value (`null` if it somehow is not JSON).
    pub(crate) fn raw(&self, record: usize) -> Node {
        Node::raw(self.record(record).trim_end_matches('\r'))
    }
}

/// A message of a cluster that is still in the conversation.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Member<'m> {
    /// Its place among the messages the cluster read as.
    pub(crate) index: usize,
    /// The message now.
    pub(crate) message: &'m ChatMessage,
    /// True when it differs from the message first read.
    pub(crate) changed: bool,
}

/// What became of each cluster, and where new messages go.
#[derive(Debug)]
pub(crate) struct Plan<'m> {
    /// Per cluster, the members still present, in order.
    pub(crate) present: Vec<Vec<Member<'m>>>,
    /// `inserted[0]`: new messages before every cluster; `inserted[c + 1]`: after cluster `c`.
    pub(crate) inserted: Vec<Vec<&'m ChatMessage>>,
}

/// What to do with one cluster.
pub(crate) enum Fate<'p, 'm> {
    /// Every message is there unchanged: copy the records.
    Keep,
    /// No message is left: remove the records.
    Drop,
    /// Some messages changed or left: rewrite the records from these.
    Rewrite(&'p [Member<'m>]),
}

impl<'m> Plan<'m> {
    /// Matches `messages` against what `source` read: a message keeps its origin only in order
    /// (each one after the previous one's), so anything moved, copied twice or built in code is new.
    pub(crate) fn new(source: &Source, messages: &'m [ChatMessage]) -> Plan<'m> {
        let mut present: Vec<Vec<Member<'m>>> = vec![Vec::new(); source.clusters.len()];
        let mut inserted: Vec<Vec<&'m ChatMessage>> = vec![Vec::new(); source.clusters.len() + 1];
        let mut last: Option<(usize, usize)> = None;
        let mut slot = 0;
        for message in messages {
            let home = message
                .extra
                .origin()
                .and_then(|origin| Some((origin, *source.homes.get(origin)?)))
                .filter(|(_, home)| last.is_none_or(|last| *home > last));
            match home {
                Some((origin, (cluster, index))) => {
                    let changed = source.fingerprints.get(origin) != Some(&fingerprint(message));
                    present[cluster].push(Member { index, message, changed });
                    last = Some((cluster, index));
                    slot = cluster + 1;
                }
                None => inserted[slot].push(message),
            }
        }
        Plan { present, inserted }
    }

    /// True when every message is there unchanged and nothing was added.
    pub(crate) fn is_unchanged(&self, source: &Source) -> bool {
        self.inserted.iter().all(Vec::is_empty)
            && self.present.iter().zip(&source.clusters).all(|(members, cluster)| {
                members.len() == cluster.members && members.iter().all(|m| !m.changed)
            })
    }

    /// What to do with cluster `cluster`.
    pub(crate) fn fate(&self, source: &Source, cluster: usize) -> Fate<'_, 'm> {
        let members = self.present.get(cluster).map_or(&[][..], Vec::as_slice);
        let total = source.clusters.get(cluster).map_or(0, |cluster| cluster.members);
        if members.is_empty() {
            Fate::Drop
        } else if members.len() == total && members.iter().all(|member| !member.changed) {
            Fate::Keep
        } else {
            Fate::Rewrite(members)
        }
    }
}

/// Builds a [`Source`] as a reader goes: records, clusters, and the messages each cluster read as.
#[derive(Debug, Default)]
pub(crate) struct Builder {
    pub(crate) records: Vec<Range<usize>>,
    pub(crate) messages: Vec<ChatMessage>,
    pub(crate) homes: Vec<(usize, usize)>,
    pub(crate) clusters: Vec<Cluster>,
}

impl Builder {
    /// Adds a record; its index.
    pub(crate) fn record(&mut self, range: Range<usize>) -> usize {
        self.records.push(range);
        self.records.len() - 1
    }

    /// Adds a cluster of `records` that read as `messages`; its index.
    pub(crate) fn cluster(&mut self, records: Vec<usize>, messages: Vec<ChatMessage>) -> usize {
        let cluster = self.clusters.len();
        self.clusters.push(Cluster { records, members: messages.len() });
        for (index, mut message) in messages.into_iter().enumerate() {
            message.extra.set_origin(self.messages.len());
            self.homes.push((cluster, index));
            self.messages.push(message);
        }
        cluster
    }

    /// The source of these records, and the messages to hand out.
    pub(crate) fn finish(
        self,
        dialect: Dialect,
        text: &str,
        layout: Layout,
        form: Form,
    ) -> (Vec<ChatMessage>, Source) {
        self.finish_after(dialect, text, layout, form, None)
    }

    /// [`Builder::finish`] for a document read after `after`'s source, whose first records it
    /// shares: the messages of the clusters made of those records alone keep their fingerprints.
    pub(crate) fn finish_after(
        self,
        dialect: Dialect,
        text: &str,
        layout: Layout,
        form: Form,
        after: Option<(&Source, usize)>,
    ) -> (Vec<ChatMessage>, Source) {
        let fingerprints = match after {
            Some((before, shared)) => after::fingerprints(&self, before, shared),
            None => self.messages.iter().map(fingerprint).collect(),
        };
        let source = Source {
            dialect,
            text: text.to_owned(),
            layout,
            records: self.records,
            fingerprints,
            homes: self.homes,
            clusters: self.clusters,
            form,
        };
        (self.messages, source)
    }
}

/// The byte range of `raw` inside `text` (`raw` borrowed from it).
pub(crate) fn range_in(text: &str, raw: &str) -> Range<usize> {
    let start = (raw.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize).min(text.len());
    start..(start + raw.len()).min(text.len())
}

/// The 1-based line and column of byte `offset` in `text`.
pub(crate) fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    (before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
}

/// The error for the record `raw` of `text` (its line and column), in `dialect`.
pub(crate) fn invalid(
    dialect: Dialect,
    what: Option<String>,
    text: &str,
    raw: &str,
    error: impl fmt::Display,
) -> ParseError {
    let (line, column) = position(text, range_in(text, raw).start);
    ParseError::Invalid { dialect, what, line, column, error: error.to_string() }
}

/// A message's content as a JSON node: a string, an array of parts, or `null`.
pub(crate) fn content_node(content: &Content) -> Node {
    match content {
        Content::Text(text) => Node::str(text.clone()),
        Content::Parts(parts) => Node::List(parts.iter().map(Node::object).collect()),
        Content::Absent | Content::Null => Node::Null,
    }
}

/// `content` as a list of parts: a string becomes one part of `kind` (`text`, `output_text`, …).
pub(crate) fn content_parts(content: &Content, kind: &str) -> Vec<Node> {
    match content {
        Content::Text(text) => {
            vec![Node::map([("type", Node::str(kind)), ("text", Node::str(text.clone()))])]
        }
        Content::Parts(parts) => parts.iter().map(Node::object).collect(),
        Content::Absent | Content::Null => Vec::new(),
    }
}

/// Parses a JSON object's raw text into an [`Object`] (keys in order, values raw).
pub(crate) fn object(raw: &str) -> Result<Object, serde_json::Error> {
    serde_json::from_str(raw)
}

/// A tool call's arguments as a raw JSON value for a dialect whose input is an object: the
/// arguments themselves when they are a JSON object that reads back byte for byte, else the
/// arguments as a string (`"{} "` would read back as `{}`, `"{\n}"` as `{}`).
pub(crate) fn arguments_node(arguments: &str) -> Node {
    let is_object = arguments.starts_with('{')
        && serde_json::from_str::<&RawValue>(arguments).is_ok_and(|raw| arguments_text(raw) == arguments);
    if is_object { Node::raw(arguments) } else { Node::str(arguments) }
}

/// The arguments text of a tool call read from a dialect whose input is a JSON value: a string's
/// own text, else the value's JSON text with the white space outside strings removed when it
/// spans lines (an indented document's nesting is not the model's).
pub(crate) fn arguments_text(raw: &RawValue) -> String {
    if let Ok(text) = serde_json::from_str::<String>(raw.get()) {
        return text;
    }
    let text = raw.get();
    if text.contains('\n') { minify_json(text) } else { text.to_owned() }
}

/// JSON text without the white space outside its strings: how two spellings of one value are
/// compared (a tool call's indented arguments, a `cache_control` before and after a rewrite).
///
/// ```
/// assert_eq!(ctx_message::minify_json("{ \"a\": [1, \"x y\"] }"), r#"{"a":[1,"x y"]}"#);
/// ```
pub fn minify_json(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_string = false;
    let mut escaped = false;
    for c in text.chars() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
        } else if !c.is_whitespace() {
            in_string = c == '"';
            out.push(c);
        }
    }
    out
}

/// Reads `text` as `dialect`.
pub(crate) fn read(text: &str, dialect: Dialect) -> Result<Conversation, ParseError> {
    read_with(text, dialect, &mut |record| Record::read(dialect, record))
}

/// Reads `text` as `dialect`, each record of a JSON document through `reader`.
pub(crate) fn read_with(
    text: &str,
    dialect: Dialect,
    reader: &mut Reader,
) -> Result<Conversation, ParseError> {
    match dialect {
        Dialect::OpenAiChat => Conversation::parse_chat_with(text, reader),
        Dialect::Anthropic => anthropic::read(text, reader),
        Dialect::OpenAiResponses => responses::read(text, reader),
        Dialect::ClaudeCode => claude_code::read(text),
        Dialect::Codex => codex::read(text),
    }
}

/// The model a JSON Lines document names.
pub(crate) fn model(source: &Source) -> Option<String> {
    match source.dialect {
        Dialect::ClaudeCode => claude_code::model(source),
        Dialect::Codex => codex::model(source),
        _ => None,
    }
}

/// Writes `messages` back into the document `source` was read from.
pub(crate) fn write(source: &Source, messages: &[ChatMessage]) -> String {
    let plan = Plan::new(source, messages);
    if plan.is_unchanged(source) {
        return source.text.clone();
    }
    match source.dialect {
        Dialect::Anthropic => anthropic::write(source, &plan),
        Dialect::OpenAiResponses => responses::write(source, &plan),
        Dialect::ClaudeCode => claude_code::write(source, &plan),
        Dialect::Codex => codex::write(source, &plan),
        Dialect::OpenAiChat => source.text.clone(),
    }
}

/// Writes `messages` as a new document of `dialect`, every message a new record; `fields` are
/// the top-level fields to carry over where the dialect has a place for them, `model` the model.
pub(crate) fn convert(
    messages: &[ChatMessage],
    fields: &Object,
    model: Option<&str>,
    dialect: Dialect,
) -> String {
    match dialect {
        Dialect::OpenAiChat => String::new(),
        Dialect::Anthropic => anthropic::convert(messages, fields),
        Dialect::OpenAiResponses => responses::convert(messages, fields),
        Dialect::ClaudeCode => claude_code::convert(messages, model),
        Dialect::Codex => codex::convert(messages, model),
    }
}

/// The white space around a document's value: `(head, body, tail)`.
pub(crate) fn trim(text: &str) -> (&str, &str, &str) {
    let body = text.trim_start();
    let head = &text[..text.len() - body.len()];
    let trimmed = body.trim_end();
    (head, trimmed, &body[trimmed.len()..])
}

/// The lines of a JSON Lines text, as byte ranges without their `\n`, and whether the text ends
/// with one.
pub(crate) fn lines(text: &str) -> (Vec<Range<usize>>, bool) {
    let mut ranges = Vec::new();
    let mut start = 0;
    for (at, byte) in text.bytes().enumerate() {
        if byte == b'\n' {
            ranges.push(start..at);
            start = at + 1;
        }
    }
    let newline = start == text.len() && !text.is_empty();
    if start < text.len() {
        ranges.push(start..text.len());
    }
    (ranges, newline)
}

/// Joins written lines into a JSON Lines text, with a final newline when `newline`.
pub(crate) fn join_lines(lines: &[String], newline: bool) -> String {
    let mut out = lines.join("\n");
    if newline && !lines.is_empty() {
        out.push('\n');
    }
    out
}

/// A deterministic identifier in UUID form from `seed`: two FNV-1a hashes, with the version and
/// variant bits of a version-4 UUID so readers that check them accept it.
pub(crate) fn fresh_uuid(seed: &str) -> String {
    let hash = |basis: u64| {
        seed.bytes().fold(basis, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
    };
    let (high, low) = (hash(0xcbf2_9ce4_8422_2325), hash(0x8422_2325_cbf2_9ce4));
    let high = (high & 0xffff_ffff_ffff_0fff) | 0x4000;
    let low = (low & 0x3fff_ffff_ffff_ffff) | 0x8000_0000_0000_0000;
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xffff,
        high & 0xffff,
        low >> 48,
        low & 0xffff_ffff_ffff
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for dialect in Dialect::ALL {
            assert_eq!(dialect.name().parse::<Dialect>(), Ok(dialect));
        }
        assert_eq!(
            "chat".parse::<Dialect>().expect_err("unknown").to_string(),
            "unknown format `chat`: expected one of openai-chat, openai-responses, anthropic, claude-code, codex"
        );
    }

    #[test]
    fn arguments_survive_both_ways() {
        assert_eq!(
            arguments_text(&RawValue::from_string(r#"{"a": [1, 2]}"#.into()).expect("raw")),
            r#"{"a": [1, 2]}"#
        );
        assert_eq!(
            arguments_text(
                &RawValue::from_string("{\n  \"a\": \"x y\",\n  \"b\": 1\n}".into()).expect("raw")
            ),
            r#"{"a":"x y","b":1}"#
        );
        assert_eq!(arguments_text(&RawValue::from_string(r#""not json""#.into()).expect("raw")), "not json");
        let layout = Layout::default();
        assert_eq!(layout.write(&arguments_node(r#"{"a":1}"#)), r#"{"a":1}"#);
        assert_eq!(layout.write(&arguments_node("[1]")), r#""[1]""#);
        assert_eq!(layout.write(&arguments_node("{oops")), r#""{oops""#);
        // Arguments an object would not give back byte for byte stay a string.
        assert_eq!(layout.write(&arguments_node("{} ")), r#""{} ""#);
        assert_eq!(layout.write(&arguments_node(" {}")), r#"" {}""#);
        assert_eq!(layout.write(&arguments_node("{\n}")), r#""{\n}""#);
    }

    #[test]
    fn lines_keep_the_final_newline() {
        assert_eq!(lines("a\nb\n"), (vec![0..1, 2..3], true));
        assert_eq!(lines("a\nb"), (vec![0..1, 2..3], false));
        assert_eq!(join_lines(&["a".into(), "b".into()], true), "a\nb\n");
        assert_eq!(trim(" {} \n"), (" ", "{}", " \n"));
    }

    #[test]
    fn fresh_uuids_are_deterministic_and_distinct() {
        let a = fresh_uuid("a");
        assert_eq!(a, fresh_uuid("a"));
        assert_ne!(a, fresh_uuid("b"));
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
    }
}
