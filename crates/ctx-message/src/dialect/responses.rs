//! OpenAI Responses API request bodies: `{"input": [items] | "text", "instructions": "…", …}`.
//!
//! `instructions` is the system message; `input` is read by `items` (a string `input` is one
//! user message). Writing back rewrites the items of the messages that changed and adds new
//! messages as items in the easy `{"role", "content"}` form.

use super::anthropic::{Top, top, visible};
use super::record::{self, Read, Reader};
use super::{Builder, Dialect, Fate, Form, Plan, Source, content_node, invalid, items, range_in, trim};
use crate::layout::{Layout, Node};
use crate::{ChatMessage, Content, Conversation, Object, ParseError, Role};

const EXPECTED: &str = "an object with an \"input\" array or string";

pub(crate) fn read(text: &str, reader: &mut Reader) -> Result<Conversation, ParseError> {
    let top = top(text, Dialect::OpenAiResponses, "input", "instructions", EXPECTED)?;
    let items: Vec<&str> = top.items.iter().map(|item| item.get()).collect();
    read_items(text, top, &items, reader, None)
}

/// The conversation of `text`, whose top level is `top` and whose `input` items are `items`
/// (each a slice of `text`); `after` is the document read before it and how many records they
/// share (`dialect/after.rs`).
pub(crate) fn read_items(
    text: &str,
    top: Top<'_>,
    items: &[&str],
    reader: &mut Reader,
    after: Option<(&Source, usize)>,
) -> Result<Conversation, ParseError> {
    let mut builder = Builder::default();
    let mut head = None;
    if let Some(instructions) = top.absorbed {
        let content: Content = serde_json::from_str(instructions.get()).map_err(|error| {
            let error = crate::conversation::without_position(&error);
            invalid(Dialect::OpenAiResponses, Some("instructions".into()), text, instructions.get(), error)
        })?;
        head = Some((
            builder.cluster(Vec::new(), vec![ChatMessage::new(Role::System, content)]),
            "instructions",
        ));
    }
    if let Some(input) = top.text {
        let content: Content = serde_json::from_str(input.get()).unwrap_or(Content::Absent);
        let record = builder.record(range_in(text, input.get()));
        builder.cluster(vec![record], vec![ChatMessage::new(Role::User, content)]);
    } else {
        let mut pieces = Vec::with_capacity(items.len());
        for (index, &item) in items.iter().enumerate() {
            let piece = match record::read_with(reader, Dialect::OpenAiResponses, item) {
                Ok(Read::Item(piece)) => Ok(piece),
                Ok(_) => Err("not a Responses item".to_owned()),
                Err(error) => Err(error),
            }
            .map_err(|error| {
                invalid(Dialect::OpenAiResponses, Some(format!("item {index}")), text, item, error)
            })?;
            pieces.push(piece);
        }
        let read = items::group(pieces).map_err(|(index, error)| {
            let item = items.get(index).copied().unwrap_or_default();
            invalid(Dialect::OpenAiResponses, Some(format!("item {index}")), text, item, error)
        })?;
        let records: Vec<usize> = items.iter().map(|item| builder.record(range_in(text, item))).collect();
        for (at, message) in read {
            builder.cluster(at.iter().map(|&at| records[at]).collect(), vec![message]);
        }
    }
    let fields = visible(&top.fields, &["input", "instructions"]);
    let layout = Layout::detect(trim(text).1);
    let form = Form::Document { top: top.fields, key: "input", head };
    let (messages, source) = builder.finish_after(Dialect::OpenAiResponses, text, layout, form, after);
    Ok(Conversation::read(messages, Some(fields), source))
}

pub(crate) fn write(source: &Source, plan: &Plan) -> String {
    let Form::Document { top, key, head } = &source.form else { return source.text.clone() };
    let string_input = source
        .records
        .first()
        .is_some_and(|range| source.text.get(range.clone()).is_some_and(|text| text.starts_with('"')))
        && source.clusters.iter().all(|cluster| cluster.records.len() <= 1);
    let mut items_out: Vec<Node> = Vec::new();
    let new = |messages: &[&ChatMessage], out: &mut Vec<Node>| out.extend(items::new_run(messages, false));
    new(&plan.inserted[0], &mut items_out);
    let mut instructions = None;
    let mut input_text: Option<Node> = None;
    for (cluster, info) in source.clusters.iter().enumerate() {
        if head.is_some_and(|(head, _)| head == cluster) {
            instructions = match plan.fate(source, cluster) {
                Fate::Keep => None,
                Fate::Drop => Some(None),
                Fate::Rewrite(members) => Some(Some(content_node(&members[0].message.content))),
            };
        } else {
            match plan.fate(source, cluster) {
                Fate::Keep if string_input => input_text = Some(source.raw(info.records[0])),
                Fate::Keep => items_out.extend(info.records.iter().map(|&record| source.raw(record))),
                Fate::Drop => {}
                Fate::Rewrite(members) if string_input => {
                    items_out.extend(items::new_items(members[0].message, false));
                }
                Fate::Rewrite(members) => {
                    // Only a rewritten cluster's items are read again, to edit.
                    let objects: Vec<Object> = info
                        .records
                        .iter()
                        .filter_map(|&record| super::object(source.record(record)).ok())
                        .collect();
                    let refs: Vec<&Object> = objects.iter().collect();
                    items_out.extend(items::rewrite(&refs, members[0].message, false));
                }
            }
        }
        new(&plan.inserted[cluster + 1], &mut items_out);
    }
    let mut document = Node::object(top);
    match input_text {
        Some(text) if items_out.is_empty() => document.set(key, text),
        Some(text) => {
            let content =
                serde_json::from_str::<Content>(&Layout::default().write(&text)).unwrap_or(Content::Absent);
            items_out
                .insert(0, Node::map([("role", Node::str("user")), ("content", content_node(&content))]));
            document.set(key, Node::List(items_out));
        }
        None => document.set(key, Node::List(items_out)),
    }
    match instructions {
        Some(Some(content)) => document.set("instructions", content),
        Some(None) => document.remove("instructions"),
        None => {}
    }
    let (lead, _, tail) = trim(&source.text);
    source.layout.write_between(lead, &document, tail, source.text.len())
}

pub(crate) fn convert(messages: &[ChatMessage], fields: &Object) -> String {
    let mut document = Node::object(fields);
    let mut rest = messages;
    if let Some((first, others)) = messages.split_first()
        && first.role == Role::System
        && matches!(first.content, Content::Text(_))
    {
        document.set("instructions", content_node(&first.content));
        rest = others;
    }
    let items = items::new_run(&rest.iter().collect::<Vec<_>>(), false);
    document.remove("messages");
    document.set("input", Node::List(items));
    Layout::default().write(&document)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_write(text: &str, edit: impl FnOnce(&mut Vec<ChatMessage>), expected: &str) {
        let mut conversation = Conversation::parse_as(text, Dialect::OpenAiResponses).expect("parses");
        assert_eq!(conversation.write(), text, "unchanged, written back byte for byte");
        edit(&mut conversation.messages);
        let written = conversation.write();
        assert_eq!(written, expected);
        let again =
            Conversation::parse_as(&written, Dialect::OpenAiResponses).expect("the written document parses");
        assert_eq!(again.messages.len(), conversation.messages.len());
    }

    const DOC: &str = r#"{"input":[{"content":"sum 1 and 2","role":"user"},{"arguments":"{\"a\":1,\"b\":2}","call_id":"c","name":"add","type":"function_call","id":"fc","status":"completed"},{"call_id":"c","output":"3","type":"function_call_output"}],"model":"gpt-4o","instructions":"You add."}"#;

    #[test]
    fn instructions_are_the_system_message_and_items_the_rest() {
        let conversation = Conversation::parse(DOC).expect("parses");
        assert_eq!(conversation.dialect(), Dialect::OpenAiResponses);
        let roles: Vec<&str> = conversation.messages.iter().map(|m| m.role.as_str()).collect();
        assert_eq!(roles, ["system", "user", "assistant", "tool"]);
        assert_eq!(conversation.fields().map(|(key, _)| key).collect::<Vec<_>>(), ["model"]);
        assert_eq!(conversation.model().as_deref(), Some("gpt-4o"));
    }

    #[test]
    fn changes_rewrite_their_items_only() {
        check_write(
            DOC,
            |messages| messages[3].content = Content::from("three"),
            &DOC.replace(r#""output":"3""#, r#""output":"three""#),
        );
        check_write(
            DOC,
            |messages| messages.push(ChatMessage::user("and 3?")),
            &DOC.replace(
                r#""type":"function_call_output"}]"#,
                r#""type":"function_call_output"},{"role":"user","content":"and 3?"}]"#,
            ),
        );
        check_write(
            r#"{"input": "hi", "model": "m"}"#,
            |messages| messages[0].content = Content::from("hello"),
            r#"{"input": [{"role": "user", "content": "hello"}], "model": "m"}"#,
        );
    }
}
