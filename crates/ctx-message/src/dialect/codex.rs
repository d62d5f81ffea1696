//! Codex CLI rollouts: `{"timestamp", "type", "payload"}` a line.
//!
//! The conversation is the `response_item` lines' payloads, Responses API items read by `items`
//! (a model turn's `reasoning`, message and calls are one assistant message), with the session's
//! `base_instructions` as the system message. `session_meta`, `turn_context`, `event_msg` and
//! every other line are kept aside and written back unchanged, in place. A new message is a new
//! `response_item` line stamped with the time of the line before it.

use super::{Builder, Dialect, Fate, Form, Plan, Source, items, join_lines, lines, object};
use crate::layout::{Layout, Node};
use crate::{ChatMessage, Content, Conversation, Object, ParseError, Role};

fn error(line: usize, column: usize, error: impl std::fmt::Display) -> ParseError {
    ParseError::Invalid { dialect: Dialect::Codex, what: None, line, column, error: error.to_string() }
}

/// Where the system prompt sits in a `session_meta` payload.
fn instructions(payload: &Object) -> Option<(Content, bool)> {
    if let Some(base) = payload.get_as::<Object>("base_instructions") {
        return Some((Content::Text(base.get_str("text")?), true));
    }
    Some((Content::Text(payload.get_str("instructions")?), false))
}

pub(crate) fn read(text: &str) -> Result<Conversation, ParseError> {
    let (ranges, newline) = lines(text);
    let mut builder = Builder::default();
    let mut head = None;
    let mut model = None;
    let mut items_at: Vec<usize> = Vec::new();
    let mut objects: Vec<Object> = Vec::new();
    for (at, range) in ranges.iter().enumerate() {
        builder.record(range.clone());
        let line = &text[range.clone()];
        if line.trim().is_empty() {
            continue;
        }
        let object: Object = serde_json::from_str(line).map_err(|e| {
            error(
                at + 1,
                e.column().max(1),
                format!("invalid JSON: {}", crate::conversation::without_position(&e)),
            )
        })?;
        let payload = object.get_as::<Object>("payload");
        match (object.get_str("type").as_deref(), payload) {
            (Some("response_item"), Some(payload)) => {
                items_at.push(at);
                objects.push(payload);
            }
            (Some("response_item"), None) => {
                return Err(error(at + 1, 1, "a response_item without a payload object"));
            }
            (Some("session_meta"), Some(payload)) if head.is_none() && items_at.is_empty() => {
                if let Some((content, _)) = instructions(&payload) {
                    head = Some(builder.cluster(vec![at], vec![ChatMessage::new(Role::System, content)]));
                }
            }
            (Some("turn_context"), Some(payload)) => model = payload.get_str("model").or(model),
            (None, _) => return Err(error(at + 1, 1, "a line without a string `type`")),
            _ => {}
        }
    }
    let read = items::read(&objects).map_err(|(index, e)| error(items_at[index] + 1, 1, e))?;
    for (at, message) in read {
        builder.cluster(at.iter().map(|&at| items_at[at]).collect(), vec![message]);
    }
    let layout = ranges
        .iter()
        .map(|range| &text[range.clone()])
        .find(|line| !line.trim().is_empty())
        .map(Layout::detect)
        .unwrap_or_default();
    let form = Form::Lines { newline, links: Vec::new(), model, head };
    let (messages, source) = builder.finish(Dialect::Codex, text, layout, form);
    Ok(Conversation::read(messages, None, source))
}

pub(crate) fn write(source: &Source, plan: &Plan) -> String {
    let Form::Lines { newline, head, .. } = &source.form else { return source.text.clone() };
    let mut fate: Vec<Option<Vec<Node>>> = vec![None; source.records.len()];
    let mut after: Vec<Vec<Node>> = vec![Vec::new(); source.records.len()];
    let mut before: Vec<Node> = items::new_run(&plan.inserted[0], true);
    for (cluster, info) in source.clusters.iter().enumerate() {
        match plan.fate(source, cluster) {
            Fate::Keep => {}
            // The session's own line stays: only the system prompt leaves it.
            Fate::Drop if head.is_some_and(|head| head == cluster) => {
                let record = info.records[0];
                let mut line = source.raw(record);
                if let Some(payload) = line.member("payload") {
                    payload.remove("base_instructions");
                    payload.remove("instructions");
                }
                fate[record] = Some(vec![line]);
            }
            Fate::Drop => info.records.iter().for_each(|&record| fate[record] = Some(Vec::new())),
            Fate::Rewrite(members) if head.is_some_and(|head| head == cluster) => {
                let record = info.records[0];
                let mut line = source.raw(record);
                if let Some(payload) = line.member("payload") {
                    let text = Node::str(members[0].message.content.text().into_owned());
                    let base = object(source.record(record))
                        .ok()
                        .and_then(|line| line.get_as::<Object>("payload"))
                        .and_then(|payload| instructions(&payload))
                        .is_some_and(|(_, base)| base);
                    if base {
                        if let Some(base) = payload.member("base_instructions") {
                            base.set("text", text);
                        }
                    } else {
                        payload.set("instructions", text);
                    }
                }
                fate[record] = Some(vec![line]);
            }
            Fate::Rewrite(members) => {
                let payloads: Vec<Object> = info
                    .records
                    .iter()
                    .filter_map(|&record| object(source.record(record)).ok()?.get_as::<Object>("payload"))
                    .collect();
                let refs: Vec<&Object> = payloads.iter().collect();
                let mut new = items::rewrite(&refs, members[0].message, true).into_iter();
                for (index, &record) in info.records.iter().enumerate() {
                    let mut lines = Vec::new();
                    if let Some(item) = new.next() {
                        let mut line = source.raw(record);
                        line.set("payload", item);
                        lines.push(line);
                    }
                    if index + 1 == info.records.len() {
                        for item in new.by_ref() {
                            lines.push(new_line(source, record, item));
                        }
                    }
                    fate[record] = Some(lines);
                }
            }
        }
        let inserted = &plan.inserted[cluster + 1];
        let items = items::new_run(inserted, true);
        match info.records.last() {
            Some(&last) => after[last].extend(items),
            None => before.extend(items),
        }
    }
    let mut out: Vec<String> = Vec::new();
    let first_item = source
        .clusters
        .iter()
        .enumerate()
        .filter(|(cluster, _)| Some(*cluster) != *head)
        .find_map(|(_, cluster)| cluster.records.first().copied())
        .unwrap_or(source.records.len());
    for record in 0..source.records.len() {
        if record == first_item {
            out.extend(before.drain(..).map(|item| source.layout.write(&new_line(source, record, item))));
        }
        match fate[record].take() {
            None => out.push(source.record(record).to_owned()),
            Some(lines) => out.extend(lines.iter().map(|line| source.layout.write(line))),
        }
        for item in std::mem::take(&mut after[record]) {
            out.push(source.layout.write(&new_line(source, record, item)));
        }
    }
    let end = source.records.len().saturating_sub(1);
    out.extend(before.drain(..).map(|item| source.layout.write(&new_line(source, end, item))));
    join_lines(&out, *newline)
}

/// A new `response_item` line for `item`, stamped with the time of record `near`.
fn new_line(source: &Source, near: usize, item: Node) -> Node {
    let timestamp = object(source.record(near))
        .ok()
        .and_then(|line| line.get("timestamp").map(|raw| Node::Raw(raw.to_owned())))
        .unwrap_or_else(|| Node::str("1970-01-01T00:00:00.000Z"));
    Node::map([("timestamp", timestamp), ("type", Node::str("response_item")), ("payload", item)])
}

pub(crate) fn convert(messages: &[ChatMessage], model: Option<&str>) -> String {
    let stamp = || Node::str("1970-01-01T00:00:00.000Z");
    let mut lines = Vec::new();
    let mut rest = messages;
    let mut meta = vec![("id".to_owned(), Node::str(super::fresh_uuid(&format!("{}", messages.len()))))];
    if let Some((first, others)) = messages.split_first()
        && first.role == Role::System
        && matches!(first.content, Content::Text(_))
    {
        meta.push((
            "base_instructions".to_owned(),
            Node::map([("text", Node::str(first.content.text().into_owned()))]),
        ));
        rest = others;
    }
    lines.push(Node::map([
        ("timestamp", stamp()),
        ("type", Node::str("session_meta")),
        ("payload", Node::Map(meta)),
    ]));
    if let Some(model) = model {
        let payload = Node::map([("model", Node::str(model))]);
        lines.push(Node::map([
            ("timestamp", stamp()),
            ("type", Node::str("turn_context")),
            ("payload", payload),
        ]));
    }
    for item in items::new_run(&rest.iter().collect::<Vec<_>>(), true) {
        lines.push(Node::map([
            ("timestamp", stamp()),
            ("type", Node::str("response_item")),
            ("payload", item),
        ]));
    }
    let written: Vec<String> = lines.iter().map(|line| Layout::default().write(line)).collect();
    join_lines(&written, true)
}

/// The model of the newest turn.
pub(crate) fn model(source: &Source) -> Option<String> {
    match &source.form {
        Form::Lines { model, .. } => model.clone(),
        Form::Document { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROLLOUT: &str = concat!(
        r#"{"timestamp":"t0","type":"session_meta","payload":{"id":"s","cwd":"/p","base_instructions":{"text":"You are Codex."}}}"#,
        "\n",
        r#"{"timestamp":"t1","type":"turn_context","payload":{"model":"gpt-5-codex"}}"#,
        "\n",
        r#"{"timestamp":"t2","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"fix it"}]}}"#,
        "\n",
        r#"{"timestamp":"t3","type":"response_item","payload":{"type":"reasoning","summary":[],"content":null,"encrypted_content":"gAAA"}}"#,
        "\n",
        r#"{"timestamp":"t4","type":"response_item","payload":{"type":"function_call","name":"shell_command","arguments":"{\"command\":\"ls\"}","call_id":"c1"}}"#,
        "\n",
        r#"{"timestamp":"t5","type":"event_msg","payload":{"type":"exec_command_end","stdout":"a"}}"#,
        "\n",
        r#"{"timestamp":"t6","type":"response_item","payload":{"type":"function_call_output","call_id":"c1","output":"a\nb"}}"#,
        "\n",
    );

    #[test]
    fn response_items_are_the_conversation() {
        let conversation = Conversation::parse(ROLLOUT).expect("parses");
        assert_eq!(conversation.dialect(), Dialect::Codex);
        let summary: Vec<String> = conversation
            .messages
            .iter()
            .map(|m| format!("{} {} {}", m.role, m.content.text(), m.calls().len()))
            .collect();
        assert_eq!(summary, ["system You are Codex. 0", "user fix it 0", "assistant  1", "tool a\nb 0"]);
        assert_eq!(conversation.model().as_deref(), Some("gpt-5-codex"));
        assert_eq!(conversation.write(), ROLLOUT);
    }

    #[test]
    fn changes_rewrite_their_lines_and_new_messages_are_new_lines() {
        let mut conversation = Conversation::parse(ROLLOUT).expect("parses");
        conversation.messages[3].content = Content::from("a");
        conversation.messages.push(ChatMessage::assistant("done"));
        let expected = ROLLOUT.replace(r#""output":"a\nb""#, r#""output":"a""#)
            + r#"{"timestamp":"t6","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"done"}]}}"#
            + "\n";
        assert_eq!(conversation.write(), expected);
        conversation.messages.drain(2..4);
        let written = conversation.write();
        assert!(!written.contains("function_call") && written.contains("exec_command_end"), "{written}");
        assert_eq!(Conversation::parse(&written).expect("parses").messages.len(), 3);
    }

    #[test]
    fn a_conversion_reads_back_as_the_same_messages() {
        let messages = vec![
            ChatMessage::system("sys"),
            ChatMessage::user("task"),
            ChatMessage::assistant_calls(vec![crate::ToolCall::function("a", "sh", r#"{"command":"ls"}"#)]),
            ChatMessage::tool_result("a", "out"),
        ];
        let text = convert(&messages, Some("gpt-x"));
        let back = Conversation::parse(&text).expect("parses");
        let summary: Vec<String> = back
            .messages
            .iter()
            .map(|m| format!("{} {} {}", m.role, m.content.text(), m.calls().len()))
            .collect();
        assert_eq!(summary, ["system sys 0", "user task 0", "assistant  1", "tool out 0"]);
        assert_eq!(back.model().as_deref(), Some("gpt-x"));
    }
}
