//! Anthropic Messages: `{"system": …, "messages": [{"role", "content": "…" | [blocks]}], …}`.
//!
//! Reading: the top-level `system` is a system message; a message with string content is one
//! message; an assistant message is one message whose `tool_use` blocks are its tool calls (the
//! arguments are the `input` object's JSON text) and whose other blocks (`text`, `thinking`,
//! `image`, …) are its content parts; a user message is one tool message per `tool_result` block
//! (content a string or blocks) and one user message per run of other blocks, in order, so a call
//! pairs with its result by id as in Chat Completions. Writing back rewrites only the blocks of
//! the messages that changed; new messages become new records (consecutive tool results one user
//! message, as the API wants them).

use serde_json::value::RawValue;

use super::record::{self, Read, Reader};
use super::{
    Builder, Dialect, Fate, Form, Member, Plan, Source, arguments_node, arguments_text, content_node,
    invalid, object, range_in, trim,
};
use crate::layout::{Layout, Node};
use crate::{ChatMessage, Content, Conversation, Object, ParseError, Role, ToolCall};

/// Where in its record a message read from Anthropic sits.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Blocks {
    /// The record's whole `content` (a string, or absent).
    Whole,
    /// The `tool_result` block at this index.
    Result(usize),
    /// These blocks (an assistant message's all, or a user message's run between results).
    Run(Vec<usize>),
}

/// One message of a record, and where its blocks are.
struct Part {
    message: ChatMessage,
    blocks: Blocks,
}

/// A record's messages; the record's blocks (empty when its content is a string).
fn split(record: &str) -> Result<(Vec<Part>, Vec<Object>), String> {
    let message = object(record).map_err(|error| crate::conversation::without_position(&error))?;
    let role = match message.get("role") {
        None => return Err("missing field `role`".to_owned()),
        Some(_) => message.get_str("role").ok_or("`role` is not a string")?,
    };
    let role = Role::from_wire(&role);
    let content: Content = match message.get("content") {
        None => Content::Absent,
        Some(raw) => {
            serde_json::from_str(raw.get()).map_err(|error| crate::conversation::without_position(&error))?
        }
    };
    let Content::Parts(blocks) = content else {
        return Ok((
            vec![Part { message: ChatMessage::new(role, content), blocks: Blocks::Whole }],
            Vec::new(),
        ));
    };
    let kind = |block: &Object| block.get_str("type").unwrap_or_default();
    let mut parts = Vec::new();
    if role == Role::User {
        let mut run: Vec<usize> = Vec::new();
        let flush = |run: &mut Vec<usize>, parts: &mut Vec<Part>| {
            if !run.is_empty() {
                let content = Content::Parts(run.iter().map(|&at| blocks[at].clone()).collect());
                parts.push(Part {
                    message: ChatMessage::new(Role::User, content),
                    blocks: Blocks::Run(std::mem::take(run)),
                });
            }
        };
        for (at, block) in blocks.iter().enumerate() {
            if kind(block) == "tool_result" {
                flush(&mut run, &mut parts);
                parts.push(Part { message: tool_result(block)?, blocks: Blocks::Result(at) });
            } else {
                run.push(at);
            }
        }
        flush(&mut run, &mut parts);
        if parts.is_empty() {
            parts.push(Part {
                message: ChatMessage::new(Role::User, Content::Parts(Vec::new())),
                blocks: Blocks::Run(Vec::new()),
            });
        }
    } else {
        let mut other = Vec::new();
        let mut calls = Vec::new();
        for block in &blocks {
            if kind(block) == "tool_use" && role == Role::Assistant {
                calls.push(tool_use(block));
            } else {
                other.push(block.clone());
            }
        }
        let mut message = ChatMessage::new(role, Content::Parts(other));
        if !calls.is_empty() {
            message.tool_calls = Some(calls);
        }
        parts.push(Part { message, blocks: Blocks::Run((0..blocks.len()).collect()) });
    }
    Ok((parts, blocks))
}

/// The messages of one record (an element of `messages`).
pub(crate) fn messages(record: &str) -> Result<Vec<ChatMessage>, String> {
    Ok(split(record)?.0.into_iter().map(|part| part.message).collect())
}

/// The messages of a message object whose role defaults to `role` (a Claude Code line's type).
pub(crate) fn split_messages(record: &str, role: &str) -> Result<Vec<ChatMessage>, String> {
    let record = if record.contains("\"role\"") {
        std::borrow::Cow::Borrowed(record)
    } else {
        let mut message = object(record).map_err(|error| crate::conversation::without_position(&error))?;
        message.insert("role", role);
        std::borrow::Cow::Owned(serde_json::to_string(&message).unwrap_or_default())
    };
    Ok(split(&record)?.0.into_iter().map(|part| part.message).collect())
}

/// A `tool_use` block as a tool call.
fn tool_use(block: &Object) -> ToolCall {
    let arguments = block.get("input").map_or_else(String::new, arguments_text);
    ToolCall::function(
        block.get_str("id").unwrap_or_default(),
        block.get_str("name").unwrap_or_default(),
        arguments,
    )
}

/// A `tool_result` block as a tool message.
fn tool_result(block: &Object) -> Result<ChatMessage, String> {
    let content: Content = match block.get("content") {
        None => Content::Absent,
        Some(raw) => {
            serde_json::from_str(raw.get()).map_err(|error| crate::conversation::without_position(&error))?
        }
    };
    Ok(ChatMessage {
        content,
        ..ChatMessage::tool_result(block.get_str("tool_use_id").unwrap_or_default(), "")
    })
}

/// The top-level fields of a JSON document, in order, borrowed.
pub(crate) fn top_fields(text: &str) -> Result<Vec<(String, &RawValue)>, serde_json::Error> {
    let fields: Vec<(String, &RawValue)> = serde_json::from_str::<Ordered>(text)?.0;
    Ok(fields)
}

/// An object's entries in order, values borrowed.
struct Ordered<'a>(Vec<(String, &'a RawValue)>);

impl<'de> serde::Deserialize<'de> for Ordered<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OrderedVisitor;
        impl<'de> serde::de::Visitor<'de> for OrderedVisitor {
            type Value = Ordered<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Ordered<'de>, A::Error> {
                let mut entries = Vec::new();
                while let Some((key, value)) = map.next_entry()? {
                    entries.push((key, value));
                }
                Ok(Ordered(entries))
            }
        }
        deserializer.deserialize_map(OrderedVisitor)
    }
}

/// A JSON document's top level for a dialect whose conversation is the array under `key`: the
/// array's elements, the top-level fields (the array left as `null`), and the field `absorbed`
/// (read as a message) when present.
pub(crate) struct Top<'t> {
    pub(crate) items: Vec<&'t RawValue>,
    pub(crate) fields: Object,
    pub(crate) absorbed: Option<&'t RawValue>,
    /// A conversation given as a string instead of an array (`"input": "hi"`).
    pub(crate) text: Option<&'t RawValue>,
}

/// A JSON object's entries in order, values borrowed, the first `key`'s value read as its
/// elements when it is an array: the document scanned once, not its conversation twice.
struct Scanned<'a> {
    entries: Vec<(String, &'a RawValue)>,
    items: Option<Vec<&'a RawValue>>,
    /// Where the conversation sat among the entries.
    at: usize,
}

/// The seed of [`Scanned`]: the conversation's key.
struct ScanSeed(&'static str);

impl<'de> serde::de::DeserializeSeed<'de> for ScanSeed {
    type Value = Scanned<'de>;

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> serde::de::Visitor<'de> for ScanSeed {
    type Value = Scanned<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Scanned<'de>, A::Error> {
        let mut scanned = Scanned { entries: Vec::new(), items: None, at: 0 };
        while let Some(name) = map.next_key::<String>()? {
            if name == self.0 && scanned.items.is_none() {
                // Not an array: the caller reads the document as before.
                scanned.items = Some(map.next_value::<Vec<&'de RawValue>>()?);
                scanned.at = scanned.entries.len();
            } else {
                let value = map.next_value::<&'de RawValue>()?;
                scanned.entries.push((name, value));
            }
        }
        Ok(scanned)
    }
}

/// [`top`] for a document whose conversation is an array, scanning it once; `None` for any
/// other document (read by [`top`] as before, so its errors are the same).
pub(crate) fn top_scanned<'t>(text: &'t str, key: &'static str, absorbed: &str) -> Option<Top<'t>> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let scanned = serde::de::DeserializeSeed::deserialize(ScanSeed(key), &mut deserializer).ok()?;
    deserializer.end().ok()?;
    let items = scanned.items?;
    let mut result = Top { items, fields: Object::new(), absorbed: None, text: None };
    for (index, (name, value)) in scanned.entries.into_iter().enumerate() {
        if index == scanned.at {
            result.fields.push_raw(key.to_owned(), Node::null_raw());
        }
        if name == absorbed && result.absorbed.is_none() {
            result.absorbed = Some(value);
        }
        result.fields.push_raw(name, value.to_owned());
    }
    if scanned.at == result.fields.len() {
        result.fields.push_raw(key.to_owned(), Node::null_raw());
    }
    Some(result)
}

/// Reads the top of `text` for `dialect`.
pub(crate) fn top<'t>(
    text: &'t str,
    dialect: Dialect,
    key: &'static str,
    absorbed: &str,
    expected: &'static str,
) -> Result<Top<'t>, ParseError> {
    top_scanned(text, key, absorbed).map_or_else(|| top_read(text, dialect, key, absorbed, expected), Ok)
}

/// [`top`] for any document: its fields read, then the conversation's.
fn top_read<'t>(
    text: &'t str,
    dialect: Dialect,
    key: &'static str,
    absorbed: &str,
    expected: &'static str,
) -> Result<Top<'t>, ParseError> {
    let fields = top_fields(text).map_err(|error| match serde_json::from_str::<serde_json::Value>(text) {
        Err(_) => ParseError::Json(crate::conversation::precise(text, error)),
        Ok(_) => ParseError::Shape { dialect, expected, found: "another JSON value" },
    })?;
    let mut result = Top { items: Vec::new(), fields: Object::new(), absorbed: None, text: None };
    let mut seen = false;
    for (name, value) in fields {
        if name == key && !seen {
            seen = true;
            let raw = value.get().trim_start();
            if raw.starts_with('"') && key == "input" {
                result.text = Some(value);
            } else {
                result.items = serde_json::from_str(value.get()).map_err(|_| ParseError::Shape {
                    dialect,
                    expected,
                    found: "a conversation field that is not an array",
                })?;
            }
            result.fields.push_raw(name, Node::null_raw());
        } else if name == absorbed && result.absorbed.is_none() {
            result.absorbed = Some(value);
            result.fields.push_raw(name, value.to_owned());
        } else {
            result.fields.push_raw(name, value.to_owned());
        }
    }
    if !seen {
        return Err(ParseError::Shape { dialect, expected, found: "an object without it" });
    }
    Ok(result)
}

/// The fields a caller sees: the top-level ones without the conversation and the absorbed field.
pub(crate) fn visible(top: &Object, hidden: &[&str]) -> Object {
    let mut visible = Object::new();
    for (name, value) in top.iter().filter(|(name, _)| !hidden.contains(name)) {
        visible.push_raw(name.to_owned(), value.to_owned());
    }
    visible
}

const EXPECTED: &str = "an object with a \"messages\" array";

pub(crate) fn read(text: &str, reader: &mut Reader) -> Result<Conversation, ParseError> {
    let top = top(text, Dialect::Anthropic, "messages", "system", EXPECTED)?;
    let items: Vec<&str> = top.items.iter().map(|item| item.get()).collect();
    read_items(text, top, &items, reader, None, Vec::new())
}

/// The conversation of `text`, whose top level is `top` and whose `messages` are `items` (each
/// a slice of `text`); `after` is the document read before it and how many records they share
/// (`dialect/after.rs`), and `carried` the messages of each of those records as that document
/// read them, where a caller kept them ([`after::carried`](super::after::carried)): taken rather
/// than read.
pub(crate) fn read_items(
    text: &str,
    top: Top<'_>,
    items: &[&str],
    reader: &mut Reader,
    after: Option<(&Source, usize)>,
    mut carried: Vec<Option<Vec<ChatMessage>>>,
) -> Result<Conversation, ParseError> {
    let mut builder = Builder::default();
    let mut head = None;
    if let Some(system) = top.absorbed {
        let content: Content = serde_json::from_str(system.get()).map_err(|error| {
            invalid(Dialect::Anthropic, Some("system".into()), text, system.get(), without(&error))
        })?;
        head = Some((builder.cluster(Vec::new(), vec![ChatMessage::new(Role::System, content)]), "system"));
    }
    for (index, &item) in items.iter().enumerate() {
        let read = match carried.get_mut(index).and_then(Option::take) {
            Some(messages) => Ok(Read::Messages(messages)),
            None => record::read_with(reader, Dialect::Anthropic, item),
        };
        let messages = match read {
            Ok(Read::Messages(messages)) => Ok(messages),
            Ok(_) => Err("not an Anthropic message".to_owned()),
            Err(error) => Err(error),
        }
        .map_err(|error| invalid(Dialect::Anthropic, Some(format!("message {index}")), text, item, error))?;
        let record = builder.record(range_in(text, item));
        builder.cluster(vec![record], messages);
    }
    let fields = visible(&top.fields, &["messages", "system"]);
    let layout = Layout::detect(trim(text).1);
    let form = Form::Document { top: top.fields, key: "messages", head };
    let (messages, source) = builder.finish_after(Dialect::Anthropic, text, layout, form, after);
    Ok(Conversation::read(messages, Some(fields), source))
}

fn without(error: &serde_json::Error) -> String {
    crate::conversation::without_position(error)
}

pub(crate) fn write(source: &Source, plan: &Plan) -> String {
    let Form::Document { top, key, head } = &source.form else { return source.text.clone() };
    let mut records = Vec::new();
    records.extend(new_records(&plan.inserted[0]));
    let mut system = None;
    for (cluster, info) in source.clusters.iter().enumerate() {
        if head.is_some_and(|(head, _)| head == cluster) {
            system = match plan.fate(source, cluster) {
                Fate::Keep => None,
                Fate::Drop => Some(None),
                Fate::Rewrite(members) => Some(Some(content_node(&members[0].message.content))),
            };
        } else {
            for &record in &info.records {
                match plan.fate(source, cluster) {
                    Fate::Keep => records.push(source.raw(record)),
                    Fate::Drop => {}
                    Fate::Rewrite(members) => records.extend(rewrite(source.record(record), members)),
                }
            }
        }
        records.extend(new_records(&plan.inserted[cluster + 1]));
    }
    let mut document = Node::object(top);
    document.set(key, Node::List(records));
    match system {
        Some(Some(content)) => document.set("system", content),
        Some(None) => document.remove("system"),
        None => {}
    }
    let (lead, _, tail) = trim(&source.text);
    source.layout.write_between(lead, &document, tail, source.text.len())
}

/// A record rewritten from the members of it still present; `None` when nothing is left of it.
pub(crate) fn rewrite(record: &str, members: &[Member]) -> Option<Node> {
    let Ok((parts, blocks)) = split(record) else { return Some(Node::raw(record)) };
    let mut node = Node::raw(record);
    if let [Part { blocks: Blocks::Whole, .. }] = parts.as_slice() {
        let member = members.first()?;
        match &member.message.content {
            Content::Absent => node.remove("content"),
            content => node.set("content", content_node(content)),
        }
        return Some(node);
    }
    let mut out = Vec::new();
    for (index, part) in parts.iter().enumerate() {
        let Some(member) = members.iter().find(|member| member.index == index) else { continue };
        let original = |at: &usize| blocks.get(*at).map(Node::object);
        match &part.blocks {
            _ if !member.changed => match &part.blocks {
                Blocks::Result(at) => out.extend(original(at)),
                Blocks::Run(run) => out.extend(run.iter().filter_map(original)),
                Blocks::Whole => {}
            },
            Blocks::Result(at) => {
                let Some(mut block) = original(at) else { continue };
                match (&member.message.content, &part.message.content) {
                    (Content::Absent, _) => block.remove("content"),
                    (Content::Text(text), Content::Parts(old)) => {
                        block.set("content", result_text(old, text));
                    }
                    (content, _) => block.set("content", content_node(content)),
                }
                if let Some(id) = &member.message.tool_call_id
                    && Some(id) != part.message.tool_call_id.as_ref()
                {
                    block.set("tool_use_id", Node::str(id.clone()));
                }
                out.push(block);
            }
            Blocks::Run(run) => {
                let original: Vec<&Object> = run.iter().filter_map(|&at| blocks.get(at)).collect();
                out.extend(merge(&original, member.message, "text", "tool_use"));
            }
            Blocks::Whole => {}
        }
    }
    if out.is_empty() {
        return None;
    }
    node.set("content", Node::List(out));
    Some(node)
}

/// A result's new text where its content was blocks: the text alone, or, when a text block had
/// fields of its own (`cache_control`), that block with the new text, so they are kept.
fn result_text(old: &[Object], text: &str) -> Node {
    let marked = old.iter().find(|block| {
        block.get_str("type").as_deref() == Some("text")
            && block.keys().any(|key| key != "type" && key != "text")
    });
    match marked {
        Some(block) => {
            let mut node = Node::object(block);
            node.set("text", Node::str(text));
            Node::List(vec![node])
        }
        None => Node::str(text),
    }
}

/// The blocks of a changed message, merged into its original blocks: each original non-call
/// block takes the message's next part (unchanged parts keep their text), each call block the
/// call with its id (rewritten only if it changed, dropped if it is gone); parts and calls left
/// over follow. `text` is the dialect's text part type, `call` its call block type.
pub(crate) fn merge(original: &[&Object], message: &ChatMessage, text: &str, call: &str) -> Vec<Node> {
    let is_call = |block: &&Object| block.get_str("type").as_deref() == Some(call);
    let old_parts: Vec<&Object> = original.iter().copied().filter(|block| !is_call(block)).collect();
    let parts = new_parts(&old_parts, &message.content, text);
    let mut parts = parts.into_iter();
    let mut calls: Vec<&ToolCall> = message.calls().iter().collect();
    let mut out = Vec::new();
    for block in original {
        if is_call(block) {
            let id = block.get_str("id").unwrap_or_default();
            if let Some(at) = calls.iter().position(|call| call.id == id) {
                let new = calls.remove(at);
                let old = tool_use(block);
                let mut node = Node::object(block);
                if new.function.name != old.function.name {
                    node.set("name", Node::str(new.function.name.clone()));
                }
                if new.function.arguments != old.function.arguments {
                    node.set("input", arguments_node(&new.function.arguments));
                }
                out.push(node);
            }
        } else if let Some(part) = parts.next() {
            out.push(part);
        }
    }
    out.extend(parts);
    out.extend(calls.into_iter().map(tool_use_node));
    out
}

/// The parts of changed content, from its original parts: a text replaces the first text part's
/// text (other text parts go, other parts stay); no content keeps only the parts that are not
/// text; parts are taken as they are.
fn new_parts(original: &[&Object], content: &Content, text: &str) -> Vec<Node> {
    let is_text = |part: &&Object| {
        matches!(part.get_str("type").as_deref(), Some("text" | "input_text" | "output_text"))
    };
    match content {
        Content::Parts(parts) => parts.iter().map(Node::object).collect(),
        Content::Text(new) => {
            let mut out = Vec::new();
            let mut placed = false;
            for part in original {
                if !is_text(part) {
                    out.push(Node::object(part));
                } else if !placed {
                    let mut node = Node::object(part);
                    node.set("text", Node::str(new.clone()));
                    out.push(node);
                    placed = true;
                }
            }
            if !placed {
                out.push(Node::map([("type", Node::str(text)), ("text", Node::str(new.clone()))]));
            }
            out
        }
        Content::Absent | Content::Null => {
            original.iter().filter(|part| !is_text(part)).map(|part| Node::object(part)).collect()
        }
    }
}

/// A tool call as a new `tool_use` block.
fn tool_use_node(call: &ToolCall) -> Node {
    Node::map([
        ("type", Node::str("tool_use")),
        ("id", Node::str(call.id.clone())),
        ("name", Node::str(call.function.name.clone())),
        ("input", arguments_node(&call.function.arguments)),
    ])
}

/// New messages as records: a tool message is a `tool_result` block of a user message (a run of
/// them one user message), a system message a user message (the top-level `system` is the
/// document's own), an assistant message its parts then a `tool_use` block per call.
fn new_records(messages: &[&ChatMessage]) -> Vec<Node> {
    let mut records: Vec<Node> = Vec::new();
    let mut results: Vec<Node> = Vec::new();
    let flush = |results: &mut Vec<Node>, records: &mut Vec<Node>| {
        if !results.is_empty() {
            records.push(Node::map([
                ("role", Node::str("user")),
                ("content", Node::List(std::mem::take(results))),
            ]));
        }
    };
    for message in messages {
        if message.role == Role::Tool {
            let mut block = vec![
                ("type".to_owned(), Node::str("tool_result")),
                ("tool_use_id".to_owned(), Node::str(message.tool_call_id.clone().unwrap_or_default())),
            ];
            if !message.content.is_absent() {
                block.push(("content".to_owned(), content_node(&message.content)));
            }
            results.push(Node::Map(block));
            continue;
        }
        flush(&mut results, &mut records);
        let role = if message.role == Role::Assistant { "assistant" } else { "user" };
        let content = if message.calls().is_empty() && !matches!(message.content, Content::Parts(_)) {
            match &message.content {
                Content::Text(text) => Node::str(text.clone()),
                _ => Node::str(""),
            }
        } else {
            let mut blocks = match &message.content {
                Content::Text(text) if text.is_empty() => Vec::new(),
                content => super::content_parts(content, "text"),
            };
            blocks.extend(message.calls().iter().map(tool_use_node));
            Node::List(blocks)
        };
        records.push(Node::map([("role", Node::str(role)), ("content", content)]));
    }
    flush(&mut results, &mut records);
    records
}

pub(crate) fn convert(messages: &[ChatMessage], fields: &Object) -> String {
    let mut document = Node::object(fields);
    let mut rest = messages;
    if let Some((first, others)) = messages.split_first()
        && first.role == Role::System
    {
        document.set("system", content_node(&first.content));
        rest = others;
    }
    let refs: Vec<&ChatMessage> = rest.iter().collect();
    document.remove("messages");
    document.set("messages", Node::List(new_records(&refs)));
    Layout::default().write(&document)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_scanned_once_has_the_top_read_twice() {
        let documents = [
            r#"{"model":"m","system":"s","messages":[{"role":"user","content":"a"}, {"role":"user","content":"b"}],"x":1}"#,
            r#"{"messages":[]}"#,
            r#"{"system":"s","messages":[1],"messages":[2],"system":"t"}"#,
            r#" { "a" : [1] , "messages" : [ {"role":"user"} ] } "#,
            r#"{"a":1,"messages":[{"role":"user","content":"a"}]}"#,
        ];
        for text in documents {
            let scanned = top_scanned(text, "messages", "system").expect("scanned");
            let read = top_read(text, Dialect::Anthropic, "messages", "system", EXPECTED).expect("read");
            let gets =
                |items: &[&RawValue]| items.iter().map(|item| item.get().to_owned()).collect::<Vec<_>>();
            assert_eq!(gets(&scanned.items), gets(&read.items), "{text}");
            assert_eq!(scanned.fields, read.fields, "{text}");
            assert_eq!(scanned.absorbed.map(RawValue::get), read.absorbed.map(RawValue::get), "{text}");
        }
        for text in [r#"{"messages":"hi"}"#, r#"{"messages":[1}"#, "[1]", r#"{"model":"m"}"#] {
            assert!(top_scanned(text, "messages", "system").is_none(), "{text}: read as before");
        }
    }

    #[track_caller]
    fn check_split(record: &str, expected: &[(&str, &str)]) {
        let (parts, _) = split(record).expect("splits");
        let got: Vec<(String, String)> = parts
            .iter()
            .map(|part| (part.message.role.to_string(), serde_json::to_string(&part.message).expect("json")))
            .collect();
        let expected: Vec<(String, String)> =
            expected.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect();
        assert_eq!(got, expected, "{record}");
    }

    #[test]
    fn a_record_splits_into_its_messages() {
        check_split(r#"{"role":"user","content":"hi"}"#, &[("user", r#"{"role":"user","content":"hi"}"#)]);
        check_split(
            r#"{"role":"user","content":[{"type":"tool_result","tool_use_id":"a","content":"1"},{"tool_use_id":"b","type":"tool_result","content":[{"type":"text","text":"2"}],"is_error":true},{"type":"text","text":"go on"}]}"#,
            &[
                ("tool", r#"{"role":"tool","content":"1","tool_call_id":"a"}"#),
                ("tool", r#"{"role":"tool","content":[{"type":"text","text":"2"}],"tool_call_id":"b"}"#),
                ("user", r#"{"role":"user","content":[{"type":"text","text":"go on"}]}"#),
            ],
        );
        check_split(
            r#"{"role":"assistant","content":[{"type":"thinking","thinking":"hm","signature":"s"},{"type":"tool_use","id":"a","name":"bash","input":{"command":"ls"}}]}"#,
            &[(
                "assistant",
                r#"{"role":"assistant","content":[{"type":"thinking","thinking":"hm","signature":"s"}],"tool_calls":[{"id":"a","type":"function","function":{"name":"bash","arguments":"{\"command\":\"ls\"}"}}]}"#,
            )],
        );
        assert_eq!(split(r#"{"content":"x"}"#).err().as_deref(), Some("missing field `role`"));
        assert_eq!(
            split(r#"{"role":"user","content":5}"#).err().as_deref(),
            Some("invalid type: integer `5`, expected a string, null, or an array of content parts")
        );
    }

    #[track_caller]
    fn check_write(text: &str, edit: impl FnOnce(&mut Vec<ChatMessage>), expected: &str) {
        let mut conversation = Conversation::parse_as(text, Dialect::Anthropic).expect("parses");
        assert_eq!(conversation.write(), text, "unchanged, written back byte for byte");
        edit(&mut conversation.messages);
        let written = conversation.write();
        assert_eq!(written, expected);
        let again =
            Conversation::parse_as(&written, Dialect::Anthropic).expect("the written document parses");
        assert_eq!(again.messages.len(), conversation.messages.len());
    }

    const DOC: &str = r#"{"system": [{"type": "text", "text": "be brief", "cache_control": {"type": "ephemeral"}}], "messages": [{"role": "user", "content": "fix it"}, {"role": "assistant", "content": [{"type": "text", "text": "looking"}, {"type": "tool_use", "id": "a", "name": "Read", "input": {"path": "x"}}, {"type": "tool_use", "id": "b", "name": "Bash", "input": {"command": "ls"}}]}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a", "content": "long"}, {"tool_use_id": "b", "type": "tool_result", "content": [{"type": "text", "text": "x y"}], "is_error": true}]}, {"role": "assistant", "content": "done"}], "model": "claude"}"#;

    #[test]
    fn a_changed_result_rewrites_only_its_block() {
        check_write(
            DOC,
            |messages| messages[3].content = Content::from("[gone]"),
            &DOC.replace(r#""content": "long""#, r#""content": "[gone]""#),
        );
        check_write(
            DOC,
            |messages| messages[4].content.map_texts(|_| "z".to_owned()),
            &DOC.replace(r#"{"type": "text", "text": "x y"}"#, r#"{"type": "text", "text": "z"}"#),
        );
    }

    #[test]
    fn a_result_replaced_by_text_keeps_its_cache_control() {
        let text = r#"{"messages":[{"role":"assistant","content":[{"type":"tool_use","id":"a","name":"Read","input":{}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"a","content":[{"type":"text","text":"long","cache_control":{"type":"ephemeral"}},{"type":"image","source":{"type":"url","url":"u"}}]}]}]}"#;
        check_write(
            text,
            |messages| messages[1].content = Content::from("[gone]"),
            &text.replace(
                r#"[{"type":"text","text":"long","cache_control":{"type":"ephemeral"}},{"type":"image","source":{"type":"url","url":"u"}}]"#,
                r#"[{"type":"text","text":"[gone]","cache_control":{"type":"ephemeral"}}]"#,
            ),
        );
    }

    #[test]
    fn dropped_messages_leave_and_new_ones_are_records() {
        let summary = ChatMessage::user("[prior conversation compacted]");
        check_write(
            DOC,
            |messages| {
                messages.drain(2..5);
                messages.insert(2, summary.clone());
            },
            r#"{"system": [{"type": "text", "text": "be brief", "cache_control": {"type": "ephemeral"}}], "messages": [{"role": "user", "content": "fix it"}, {"role": "user", "content": "[prior conversation compacted]"}, {"role": "assistant", "content": "done"}], "model": "claude"}"#,
        );
        check_write(
            DOC,
            |messages| {
                messages.push(ChatMessage::assistant_calls(vec![ToolCall::function("c", "Bash", "{\"command\": \"pwd\"}")]));
                messages.push(ChatMessage::tool_result("c", "/"));
                messages.push(ChatMessage::tool_result("c", "again"));
            },
            &DOC.replace(
                r#""content": "done"}]"#,
                r#""content": "done"}, {"role": "assistant", "content": [{"type": "tool_use", "id": "c", "name": "Bash", "input": {"command": "pwd"}}]}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "c", "content": "/"}, {"type": "tool_result", "tool_use_id": "c", "content": "again"}]}]"#,
            ),
        );
    }

    #[test]
    fn a_changed_assistant_message_keeps_its_other_blocks() {
        check_write(
            DOC,
            |messages| {
                messages[2].content = Content::from("reading");
                if let Some(calls) = &mut messages[2].tool_calls {
                    calls.remove(0);
                }
                messages.remove(3);
            },
            r#"{"system": [{"type": "text", "text": "be brief", "cache_control": {"type": "ephemeral"}}], "messages": [{"role": "user", "content": "fix it"}, {"role": "assistant", "content": [{"type": "text", "text": "reading"}, {"type": "tool_use", "id": "b", "name": "Bash", "input": {"command": "ls"}}]}, {"role": "user", "content": [{"tool_use_id": "b", "type": "tool_result", "content": [{"type": "text", "text": "x y"}], "is_error": true}]}, {"role": "assistant", "content": "done"}], "model": "claude"}"#,
        );
    }

    #[test]
    fn a_conversion_reads_back_as_the_same_messages() {
        let messages = vec![
            ChatMessage::system("sys"),
            ChatMessage::user("task"),
            ChatMessage {
                content: Content::from("calling"),
                ..ChatMessage::assistant_calls(vec![
                    ToolCall::function("a", "bash", r#"{"command":"ls"}"#),
                    ToolCall::function("b", "bash", "not json"),
                ])
            },
            ChatMessage::tool_result("a", "1"),
            ChatMessage::tool_result("b", "2"),
            ChatMessage::assistant("done"),
        ];
        let mut fields = Object::new();
        fields.insert("model", "claude-x");
        let text = convert(&messages, &fields);
        assert_eq!(
            text,
            r#"{"model":"claude-x","system":"sys","messages":[{"role":"user","content":"task"},{"role":"assistant","content":[{"type":"text","text":"calling"},{"type":"tool_use","id":"a","name":"bash","input":{"command":"ls"}},{"type":"tool_use","id":"b","name":"bash","input":"not json"}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"a","content":"1"},{"type":"tool_result","tool_use_id":"b","content":"2"}]},{"role":"assistant","content":"done"}]}"#
        );
        let back = Conversation::parse(&text).expect("parses");
        assert_eq!(back.dialect(), Dialect::Anthropic);
        let texts = |messages: &[ChatMessage]| -> Vec<(String, String, Vec<String>, Option<String>)> {
            messages
                .iter()
                .map(|m| {
                    (
                        m.role.to_string(),
                        m.content.text().into_owned(),
                        m.calls()
                            .iter()
                            .map(|c| format!("{} {} {}", c.id, c.function.name, c.function.arguments))
                            .collect(),
                        m.tool_call_id.clone(),
                    )
                })
                .collect()
        };
        assert_eq!(texts(&back.messages), texts(&messages));
        assert_eq!(back.model().as_deref(), Some("claude-x"));
    }
}
