//! Claude Code session logs: one JSON event a line, linked by `uuid` / `parentUuid`.
//!
//! The conversation is the path from the newest leaf back through `parentUuid` (sidechains left
//! out), plus the tool results hanging off it (from 2.1 a result's parent is the `tool_use` line
//! it answers, not the line before it). Its `user` and `assistant` lines hold Anthropic messages
//! in `message`: the lines of one model response (one content block a line, all with the same
//! `message.id`) read as one assistant message, and a user line as its tool results and text, as
//! in Anthropic Messages. Every other line — progress, system events, attachments, summaries,
//! file-history snapshots, sidechains, lines off the path — is kept aside and written back
//! unchanged, in place.
//!
//! Writing back removes the lines of dropped messages, rewrites the `message` of changed ones,
//! and writes a new message (a summary) as a `user` line with a fresh deterministic `uuid`; a line
//! whose parent was removed, or that follows a new line, is re-pointed to the line now before it,
//! so the chain from the newest leaf stays whole.

use std::collections::{HashMap, HashSet};

use super::anthropic::{merge, rewrite as rewrite_message, split_messages};
use super::{
    Builder, Dialect, Fate, Form, Plan, Source, content_node, fresh_uuid, join_lines, lines, object,
};
use crate::layout::{Layout, Node};
use crate::{ChatMessage, Content, Conversation, Object, ParseError, Role};

/// What a line needs to keep the chain whole when lines around it leave.
#[derive(Debug, Clone, Default)]
pub(crate) struct Link {
    uuid: Option<String>,
    parent: Option<String>,
    /// On the conversation path (or a tool result hanging off it).
    chain: bool,
    /// A `user` or `assistant` line of the conversation, a template for new lines.
    message: bool,
}

/// The envelope fields a new line copies from the line before it, in Claude Code's own order.
const ENVELOPE: &[&str] = &[
    "parentUuid",
    "isSidechain",
    "userType",
    "cwd",
    "sessionId",
    "version",
    "gitBranch",
    "slug",
    "entrypoint",
    "type",
    "message",
    "uuid",
    "timestamp",
];

/// One line, read.
struct Line {
    object: Object,
    kind: String,
    uuid: Option<String>,
    parent: Option<String>,
    sidechain: bool,
}

fn error(line: usize, column: usize, error: impl std::fmt::Display) -> ParseError {
    ParseError::Invalid { dialect: Dialect::ClaudeCode, what: None, line, column, error: error.to_string() }
}

pub(crate) fn read(text: &str) -> Result<Conversation, ParseError> {
    let (ranges, newline) = lines(text);
    let mut parsed: Vec<Option<Line>> = Vec::with_capacity(ranges.len());
    for (at, range) in ranges.iter().enumerate() {
        let line = &text[range.clone()];
        if line.trim().is_empty() {
            parsed.push(None);
            continue;
        }
        let object: Object = serde_json::from_str(line).map_err(|e| {
            error(
                at + 1,
                e.column().max(1),
                format!("invalid JSON: {}", crate::conversation::without_position(&e)),
            )
        })?;
        let Some(kind) = object.get_str("type") else {
            return Err(error(at + 1, 1, "a line without a string `type`"));
        };
        parsed.push(Some(Line {
            uuid: object.get_str("uuid"),
            parent: object.get_str("parentUuid"),
            sidechain: object.get_as::<bool>("isSidechain").unwrap_or(false),
            kind,
            object,
        }));
    }
    let chain = conversation_lines(&parsed);
    let mut builder = Builder::default();
    for range in &ranges {
        builder.record(range.clone());
    }
    let mut links: Vec<Link> = parsed
        .iter()
        .enumerate()
        .map(|(at, line)| {
            line.as_ref().map_or_else(Link::default, |line| Link {
                uuid: line.uuid.clone(),
                parent: line.parent.clone(),
                chain: chain.contains(&at),
                message: false,
            })
        })
        .collect();
    let mut model = None;
    let mut group: Vec<usize> = Vec::new();
    let mut group_id = String::new();
    let mut conversation: Vec<usize> =
        chain.iter().copied().filter(|&at| is_message(parsed[at].as_ref())).collect();
    conversation.sort_unstable();
    for &at in &conversation {
        links[at].message = true;
        let Some(line) = parsed[at].as_ref() else { continue };
        let message: Object = line.object.get_as("message").unwrap_or_default();
        if line.kind == "assistant" {
            if let Some(name) = message.get_str("model").filter(|name| name != "<synthetic>") {
                model = Some(name);
            }
            let id = message.get_str("id").unwrap_or_default();
            if !group.is_empty() && (id.is_empty() || id != group_id) {
                flush(&mut builder, &parsed, &mut group)?;
            }
            group.push(at);
            group_id = id;
        } else {
            flush(&mut builder, &parsed, &mut group)?;
            let messages = line_messages(at, line)?;
            builder.cluster(vec![at], messages);
        }
    }
    flush(&mut builder, &parsed, &mut group)?;
    let layout = ranges
        .iter()
        .map(|range| &text[range.clone()])
        .find(|line| !line.trim().is_empty())
        .map(Layout::detect)
        .unwrap_or_default();
    let form = Form::Lines { newline, links, model, head: None };
    let (messages, source) = builder.finish(Dialect::ClaudeCode, text, layout, form);
    Ok(Conversation::read(messages, None, source))
}

/// A `user` or `assistant` line with a `message` object.
fn is_message(line: Option<&Line>) -> bool {
    line.is_some_and(|line| {
        matches!(line.kind.as_str(), "user" | "assistant")
            && line.object.get("message").is_some_and(|raw| raw.get().trim_start().starts_with('{'))
    })
}

/// The messages of one user line (its role from `message.role`, so a system prompt ctx wrote
/// as a `user` line reads back as one).
fn line_messages(at: usize, line: &Line) -> Result<Vec<ChatMessage>, ParseError> {
    let raw = line.object.get("message").map(|raw| raw.get().to_owned()).unwrap_or_default();
    split_messages(&raw, &line.kind).map_err(|e| error(at + 1, 1, format!("message: {e}")))
}

/// Reads the lines of one model response as one assistant message.
fn flush(builder: &mut Builder, parsed: &[Option<Line>], group: &mut Vec<usize>) -> Result<(), ParseError> {
    if group.is_empty() {
        return Ok(());
    }
    let mut merged: Option<ChatMessage> = None;
    for &at in group.iter() {
        let Some(line) = parsed[at].as_ref() else { continue };
        for message in line_messages(at, line)? {
            merged = Some(match merged.take() {
                None => message,
                Some(mut whole) => {
                    let mut parts = parts_of(std::mem::take(&mut whole.content));
                    parts.extend(parts_of(message.content));
                    whole.content = Content::Parts(parts);
                    if let Some(calls) = message.tool_calls {
                        whole.tool_calls.get_or_insert_with(Vec::new).extend(calls);
                    }
                    whole
                }
            });
        }
    }
    builder.cluster(std::mem::take(group), merged.into_iter().collect());
    Ok(())
}

/// Content as parts (a string is one text part).
fn parts_of(content: Content) -> Vec<Object> {
    match content {
        Content::Parts(parts) => parts,
        Content::Text(text) => {
            let mut part = Object::new();
            part.insert("type", "text");
            part.insert("text", &text);
            vec![part]
        }
        Content::Absent | Content::Null => Vec::new(),
    }
}

/// The lines of the conversation: the path from the newest leaf (the last line that is no other
/// line's parent, sidechains aside) back through `parentUuid`, and the tool results whose parent
/// is on it.
fn conversation_lines(parsed: &[Option<Line>]) -> HashSet<usize> {
    let main = |line: &&Line| !line.sidechain;
    let parents: HashSet<&str> =
        parsed.iter().flatten().filter(main).filter_map(|line| line.parent.as_deref()).collect();
    let by_uuid: HashMap<&str, usize> = parsed
        .iter()
        .enumerate()
        .filter_map(|(at, line)| Some((line.as_ref().filter(main)?.uuid.as_deref()?, at)))
        .collect();
    let leaf = parsed.iter().enumerate().rev().find_map(|(at, line)| {
        let line = line.as_ref().filter(main)?;
        let uuid = line.uuid.as_deref()?;
        (!parents.contains(uuid)).then_some(at)
    });
    let mut path = HashSet::new();
    let mut next = leaf;
    while let Some(at) = next {
        if !path.insert(at) {
            break;
        }
        next = parsed[at].as_ref().and_then(|line| by_uuid.get(line.parent.as_deref()?).copied());
    }
    let uuids: HashSet<&str> = path.iter().filter_map(|&at| parsed[at].as_ref()?.uuid.as_deref()).collect();
    let results: Vec<usize> = parsed
        .iter()
        .enumerate()
        .filter(|(at, line)| {
            !path.contains(at)
                && line.as_ref().filter(main).is_some_and(|line| {
                    line.kind == "user"
                        && line.parent.as_deref().is_some_and(|parent| uuids.contains(parent))
                        && line.object.get("message").is_some_and(|raw| raw.get().contains("\"tool_result\""))
                })
        })
        .map(|(at, _)| at)
        .collect();
    path.extend(results);
    path
}

/// One line of the output.
enum Out {
    /// Record `record` as read (re-pointed if `parent` is set).
    Kept { record: usize, node: Option<Node> },
    /// A new line.
    New { node: Node },
}

pub(crate) fn write(source: &Source, plan: &Plan) -> String {
    let Form::Lines { newline, links, .. } = &source.form else { return source.text.clone() };
    // Each record: kept, dropped, or rewritten; new lines after a cluster's last record.
    let mut fate: Vec<Option<Option<Node>>> = vec![None; source.records.len()];
    let mut after: HashMap<usize, Vec<&ChatMessage>> = HashMap::new();
    let mut before: Vec<&ChatMessage> = plan.inserted[0].clone();
    for (cluster, info) in source.clusters.iter().enumerate() {
        match plan.fate(source, cluster) {
            Fate::Keep => {}
            Fate::Drop => info.records.iter().for_each(|&record| fate[record] = Some(None)),
            Fate::Rewrite(members) => {
                for (record, node) in rewrite_cluster(source, &info.records, members) {
                    fate[record] = Some(node);
                }
            }
        }
        let inserted = &plan.inserted[cluster + 1];
        if !inserted.is_empty() {
            match info.records.last() {
                Some(&last) => after.entry(last).or_default().extend(inserted.iter().copied()),
                None => before.extend(inserted.iter().copied()),
            }
        }
    }
    let first_message = links.iter().position(|link| link.message).unwrap_or(source.records.len());
    let mut out: Vec<Out> = Vec::new();
    for (record, fate) in fate.into_iter().enumerate() {
        if record == first_message {
            out.extend(before.drain(..).map(|message| Out::New { node: message_node(message, None) }));
        }
        match fate {
            None => out.push(Out::Kept { record, node: None }),
            Some(None) => {}
            Some(Some(node)) => out.push(Out::Kept { record, node: Some(node) }),
        }
        if let Some(messages) = after.remove(&record) {
            out.extend(messages.into_iter().map(|message| Out::New { node: message_node(message, None) }));
        }
    }
    out.extend(before.drain(..).map(|message| Out::New { node: message_node(message, None) }));
    relink(source, links, &mut out);
    let written: Vec<String> = out
        .into_iter()
        .map(|line| match line {
            Out::Kept { record, node: None } => source.record(record).to_owned(),
            Out::Kept { record, node: Some(node) } => {
                let cr = if source.record(record).ends_with('\r') { "\r" } else { "" };
                format!("{}{cr}", source.layout.write(&node))
            }
            Out::New { node } => source.layout.write(&node),
        })
        .collect();
    join_lines(&written, *newline)
}

/// The records of a changed cluster, each kept (`None` in the map means dropped) or rewritten.
fn rewrite_cluster(
    source: &Source,
    records: &[usize],
    members: &[super::Member],
) -> Vec<(usize, Option<Node>)> {
    let line_node = |record: usize, message: Node| {
        let mut node = source.raw(record);
        node.set("message", message);
        node
    };
    let message_raw = |record: usize| {
        object(source.record(record))
            .ok()
            .and_then(|line| line.get("message").map(|raw| raw.get().to_owned()))
            .unwrap_or_default()
    };
    if let [record] = records {
        let message = rewrite_message(&message_raw(*record), members);
        return vec![(*record, message.map(|message| line_node(*record, message)))];
    }
    let Some(member) = members.first() else { return records.iter().map(|&record| (record, None)).collect() };
    // A response split over lines: merge the new blocks into the old, one block a line again.
    let contents: Vec<(usize, Object, Vec<Object>)> = records
        .iter()
        .map(|&record| {
            let message: Object = object(&message_raw(record)).unwrap_or_default();
            let blocks = message
                .get_as::<Vec<Object>>("content")
                .unwrap_or_else(|| parts_of(message.get_as::<Content>("content").unwrap_or(Content::Absent)));
            (record, message, blocks)
        })
        .collect();
    let original: Vec<&Object> = contents.iter().flat_map(|(_, _, blocks)| blocks.iter()).collect();
    let mut blocks = merge(&original, member.message, "text", "tool_use").into_iter();
    let mut out = Vec::new();
    let count = contents.len();
    for (index, (record, _, old)) in contents.iter().enumerate() {
        let mut mine: Vec<Node> = blocks.by_ref().take(old.len().max(1)).collect();
        if index + 1 == count {
            mine.extend(blocks.by_ref());
        }
        if mine.is_empty() {
            out.push((*record, None));
            continue;
        }
        let compact = Layout::default();
        let old_text = compact.write(&Node::List(old.iter().map(Node::object).collect()));
        let new_list = Node::List(mine);
        if compact.write(&new_list) == old_text {
            out.push((*record, Some(source.raw(*record))));
        } else {
            let mut message = Node::raw(&message_raw(*record));
            message.set("content", new_list);
            out.push((*record, Some(line_node(*record, message))));
        }
    }
    out
}

/// A new message's `message` object (an assistant one names `model` when given).
fn message_node(message: &ChatMessage, model: Option<&str>) -> Node {
    let role = message.role.as_str().to_owned();
    match &message.role {
        Role::Assistant => {
            let mut blocks = match &message.content {
                Content::Text(text) if text.is_empty() && !message.calls().is_empty() => Vec::new(),
                content => super::content_parts(content, "text"),
            };
            blocks.extend(message.calls().iter().map(|call| {
                Node::map([
                    ("type", Node::str("tool_use")),
                    ("id", Node::str(call.id.clone())),
                    ("name", Node::str(call.function.name.clone())),
                    ("input", super::arguments_node(&call.function.arguments)),
                ])
            }));
            let mut entries = Vec::new();
            if let Some(model) = model {
                entries.push(("model".to_owned(), Node::str(model)));
            }
            entries.push(("type".to_owned(), Node::str("message")));
            entries.push(("role".to_owned(), Node::str("assistant")));
            entries.push(("content".to_owned(), Node::List(blocks)));
            Node::Map(entries)
        }
        Role::Tool => {
            let mut block = vec![
                ("tool_use_id".to_owned(), Node::str(message.tool_call_id.clone().unwrap_or_default())),
                ("type".to_owned(), Node::str("tool_result")),
            ];
            if !message.content.is_absent() {
                block.push(("content".to_owned(), content_node(&message.content)));
            }
            Node::map([("role", Node::str("user")), ("content", Node::List(vec![Node::Map(block)]))])
        }
        _ => Node::map([("role", Node::str(role)), ("content", content_node(&message.content))]),
    }
}

/// Gives new lines their envelope and uuid, and re-points every line whose parent was removed
/// or that follows a new line, so the chain stays whole.
fn relink(source: &Source, links: &[Link], out: &mut [Out]) {
    let emitted: HashSet<&str> = out
        .iter()
        .filter_map(|line| match line {
            Out::Kept { record, .. } => links.get(*record)?.uuid.as_deref(),
            Out::New { .. } => None,
        })
        .collect();
    let in_file: HashMap<&str, usize> =
        links.iter().enumerate().filter_map(|(at, link)| Some((link.uuid.as_deref()?, at))).collect();
    let mut last_chain: Option<String> = None;
    let mut template: Option<usize> = None;
    let mut new_since: HashSet<String> = HashSet::new();
    let mut count = 0;
    for line in out.iter_mut() {
        match line {
            Out::New { node } => {
                count += 1;
                let text = Layout::default().write(&*node);
                let uuid =
                    fresh_uuid(&format!("{}:{count}:{text}", last_chain.as_deref().unwrap_or_default()));
                let kind = if text.contains("\"role\":\"assistant\"") { "assistant" } else { "user" };
                let message = std::mem::replace(node, Node::Null);
                let template = template.and_then(|record| object(source.record(record)).ok());
                *node = envelope(template.as_ref(), kind, message, &uuid, last_chain.as_deref(), None);
                last_chain = Some(uuid.clone());
                new_since.clear();
                new_since.insert(uuid);
            }
            Out::Kept { record, node } => {
                let Some(link) = links.get(*record) else { continue };
                let parent = link.parent.as_deref();
                let removed =
                    parent.is_some_and(|parent| in_file.contains_key(parent) && !emitted.contains(parent));
                let passed = link.chain && !new_since.is_empty() && parent != last_chain.as_deref();
                if removed || passed {
                    let target = if link.chain {
                        last_chain.clone()
                    } else {
                        kept_ancestor(links, &in_file, &emitted, parent)
                    };
                    let mut edited = node.take().unwrap_or_else(|| source.raw(*record));
                    edited.set("parentUuid", target.map_or(Node::Null, Node::Str));
                    *node = Some(edited);
                }
                if link.chain {
                    if let Some(uuid) = &link.uuid {
                        last_chain = Some(uuid.clone());
                    }
                    new_since.clear();
                }
                if link.message {
                    template = Some(*record);
                }
            }
        }
    }
}

/// The nearest ancestor of `parent` still in the file.
fn kept_ancestor(
    links: &[Link],
    in_file: &HashMap<&str, usize>,
    emitted: &HashSet<&str>,
    parent: Option<&str>,
) -> Option<String> {
    let mut next = parent;
    let mut steps = 0;
    while let Some(uuid) = next {
        if emitted.contains(uuid) || !in_file.contains_key(uuid) || steps > links.len() {
            return Some(uuid.to_owned());
        }
        next = in_file.get(uuid).and_then(|&at| links[at].parent.as_deref());
        steps += 1;
    }
    None
}

/// A new line: the envelope of `template` (the conversation line before it) or a default one,
/// with this type, message, uuid and parent.
fn envelope(
    template: Option<&Object>,
    kind: &str,
    message: Node,
    uuid: &str,
    parent: Option<&str>,
    session: Option<&str>,
) -> Node {
    let parent = parent.map_or(Node::Null, Node::str);
    let mut entries: Vec<(String, Node)> = Vec::new();
    let mut message = Some(message);
    let mut set = |entries: &mut Vec<(String, Node)>, key: &str, template_value: Option<Node>| {
        let value = match key {
            "parentUuid" => parent.clone(),
            "isSidechain" => Node::Bool(false),
            "type" => Node::str(kind),
            "message" => message.take().unwrap_or(Node::Null),
            "uuid" => Node::str(uuid),
            _ => match template_value {
                Some(value) => value,
                None => return,
            },
        };
        entries.push((key.to_owned(), value));
    };
    if let Some(template) = template {
        for (key, value) in template.iter().filter(|(key, _)| ENVELOPE.contains(key)) {
            set(&mut entries, key, Some(Node::Raw(value.to_owned())));
        }
        for key in ["parentUuid", "type", "message", "uuid"] {
            if !template.contains_key(key) {
                set(&mut entries, key, None);
            }
        }
    } else {
        let session = session.unwrap_or_default().to_owned();
        for key in ENVELOPE {
            let value = match *key {
                "userType" => Some(Node::str("external")),
                "cwd" => Some(Node::str("")),
                "sessionId" => Some(Node::str(session.clone())),
                "version" => Some(Node::str("ctx")),
                "timestamp" => Some(Node::str("1970-01-01T00:00:00.000Z")),
                _ => None,
            };
            set(&mut entries, key, value);
        }
    }
    Node::Map(entries)
}

pub(crate) fn convert(messages: &[ChatMessage], model: Option<&str>) -> String {
    let seed: String = messages.iter().take(2).map(|message| message.content.text().into_owned()).collect();
    let session = fresh_uuid(&format!("session:{seed}"));
    let mut parent: Option<String> = None;
    let mut lines = Vec::with_capacity(messages.len());
    for (at, message) in messages.iter().enumerate() {
        let uuid = fresh_uuid(&format!("{session}:{at}"));
        let kind = if message.role == Role::Assistant { "assistant" } else { "user" };
        let node =
            envelope(None, kind, message_node(message, model), &uuid, parent.as_deref(), Some(&session));
        lines.push(Layout::default().write(&node));
        parent = Some(uuid);
    }
    join_lines(&lines, true)
}

/// The model of the newest response.
pub(crate) fn model(source: &Source) -> Option<String> {
    match &source.form {
        Form::Lines { model, .. } => model.clone(),
        Form::Document { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SESSION: &str = concat!(
        r#"{"type":"permission-mode","permissionMode":"default","sessionId":"s"}"#,
        "\n",
        r#"{"parentUuid":null,"isSidechain":false,"userType":"external","cwd":"/p","sessionId":"s","version":"2.1.17","type":"user","message":{"role":"user","content":"fix it"},"uuid":"u1","timestamp":"t1"}"#,
        "\n",
        r#"{"parentUuid":"u1","isSidechain":false,"message":{"model":"claude-opus-4-5","id":"m1","type":"message","role":"assistant","content":[{"type":"text","text":"reading"}]},"type":"assistant","uuid":"a1","timestamp":"t2"}"#,
        "\n",
        r#"{"parentUuid":"a1","isSidechain":false,"message":{"model":"claude-opus-4-5","id":"m1","type":"message","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Read","input":{"file_path":"x"}}]},"type":"assistant","uuid":"a2","timestamp":"t2"}"#,
        "\n",
        r#"{"parentUuid":"a2","isSidechain":false,"type":"progress","data":{"type":"hook_progress"},"uuid":"p1","timestamp":"t3"}"#,
        "\n",
        r#"{"parentUuid":"a2","isSidechain":false,"type":"user","message":{"role":"user","content":[{"tool_use_id":"t1","type":"tool_result","content":"long file"}]},"uuid":"r1","timestamp":"t4","toolUseResult":{"type":"text"}}"#,
        "\n",
        r#"{"parentUuid":"r1","isSidechain":false,"message":{"model":"claude-opus-4-5","id":"m2","type":"message","role":"assistant","content":[{"type":"text","text":"done"}]},"type":"assistant","uuid":"a3","timestamp":"t5"}"#,
        "\n",
        r#"{"parentUuid":"a3","isSidechain":false,"type":"system","subtype":"turn_duration","uuid":"s1","timestamp":"t6"}"#,
        "\n",
        r#"{"parentUuid":"x","isSidechain":true,"type":"user","message":{"role":"user","content":"side"},"uuid":"side","timestamp":"t7"}"#,
        "\n",
    );

    #[test]
    fn the_path_reads_as_messages_and_split_responses_as_one() {
        let conversation = Conversation::parse(SESSION).expect("parses");
        assert_eq!(conversation.dialect(), Dialect::ClaudeCode);
        let summary: Vec<String> = conversation
            .messages
            .iter()
            .map(|m| format!("{} {} {}", m.role, m.content.text(), m.calls().len()))
            .collect();
        assert_eq!(summary, ["user fix it 0", "assistant reading 1", "tool long file 0", "assistant done 0"]);
        assert_eq!(conversation.model().as_deref(), Some("claude-opus-4-5"));
        assert_eq!(conversation.write(), SESSION);
    }

    #[test]
    fn a_changed_result_rewrites_its_line_only() {
        let mut conversation = Conversation::parse(SESSION).expect("parses");
        conversation.messages[2].content = Content::from("short");
        assert_eq!(conversation.write(), SESSION.replace(r#""content":"long file""#, r#""content":"short""#));
    }

    #[test]
    fn dropped_messages_leave_and_the_chain_is_re_pointed_through_the_summary() {
        let mut conversation = Conversation::parse(SESSION).expect("parses");
        conversation.messages.drain(1..3);
        conversation.messages.insert(1, ChatMessage::user("[prior conversation compacted]"));
        let written = conversation.write();
        let lines: Vec<&str> = written.lines().collect();
        assert_eq!(lines.len(), 7, "{written}");
        let summary: Object = serde_json::from_str(lines[2]).expect("the summary line");
        let uuid = summary.get_str("uuid").expect("a uuid");
        assert_eq!(
            lines[2],
            format!(
                r#"{{"parentUuid":"u1","isSidechain":false,"userType":"external","cwd":"/p","sessionId":"s","version":"2.1.17","type":"user","message":{{"role":"user","content":"[prior conversation compacted]"}},"uuid":"{uuid}","timestamp":"t1"}}"#
            )
        );
        // The progress line off the path hung off a removed line: it now hangs off the nearest
        // line kept; the next message, whose parent was removed, hangs off the summary.
        assert!(
            lines[3].starts_with(r#"{"parentUuid":"u1","isSidechain":false,"type":"progress""#),
            "{}",
            lines[3]
        );
        assert!(
            lines[4].starts_with(&format!(r#"{{"parentUuid":"{uuid}","isSidechain":false,"message""#)),
            "{}",
            lines[4]
        );
        let again = Conversation::parse(&written).expect("parses again");
        let texts: Vec<String> = again.messages.iter().map(|m| m.content.text().into_owned()).collect();
        assert_eq!(texts, ["fix it", "[prior conversation compacted]", "done"]);
    }

    #[test]
    fn a_changed_split_response_keeps_one_block_a_line() {
        let mut conversation = Conversation::parse(SESSION).expect("parses");
        conversation.messages[1].tool_calls.as_mut().expect("calls")[0].function.arguments =
            r#"{"file_path":"y"}"#.into();
        assert_eq!(conversation.write(), SESSION.replace(r#"{"file_path":"x"}"#, r#"{"file_path":"y"}"#));
    }

    #[test]
    fn a_conversion_reads_back_as_the_same_messages() {
        let messages = vec![
            ChatMessage::system("sys"),
            ChatMessage::user("task"),
            ChatMessage::assistant_calls(vec![crate::ToolCall::function("a", "Bash", r#"{"command":"ls"}"#)]),
            ChatMessage::tool_result("a", "out"),
            ChatMessage::assistant("done"),
        ];
        let text = convert(&messages, Some("claude-x"));
        let back = Conversation::parse(&text).expect("parses");
        assert_eq!(back.dialect(), Dialect::ClaudeCode);
        let roles: Vec<&str> = back.messages.iter().map(|m| m.role.as_str()).collect();
        assert_eq!(roles, ["system", "user", "assistant", "tool", "assistant"]);
        assert_eq!(back.messages[2].calls()[0].function.arguments, r#"{"command":"ls"}"#);
        assert_eq!(back.model().as_deref(), Some("claude-x"));
        assert_eq!(back.write(), text);
    }

    #[test]
    fn a_bad_line_is_named() {
        let error = Conversation::parse_as("{\"type\":\"user\"}\n{\"type\":\n", Dialect::ClaudeCode)
            .expect_err("bad");
        assert_eq!(
            error.to_string(),
            "claude-code: line 2 column 8: invalid JSON: EOF while parsing a value"
        );
        let error =
            Conversation::parse_as("{\"type\":\"user\"}\n[1]\n", Dialect::ClaudeCode).expect_err("bad");
        assert_eq!(
            error.to_string(),
            "claude-code: line 2 column 1: invalid JSON: invalid type: sequence, expected a JSON object"
        );
    }
}
