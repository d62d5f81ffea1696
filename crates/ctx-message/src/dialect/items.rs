//! OpenAI Responses API items, as the Responses dialect and Codex rollouts hold them.
//!
//! A model turn is several items: `reasoning` (and other model-side items such as
//! `web_search_call`), at most one assistant `message`, then its `function_call`s. They read as
//! one assistant message — the calls its tool calls, the message's content and the model-side
//! items (kept whole, counted by estimate) its content — so a turn is one message as in Chat
//! Completions. A `function_call_output` is a tool message answering its `call_id`; other
//! messages (`user`, `system`, `developer`) are themselves; an item of any other kind is a message
//! of that kind holding the item.

use super::{arguments_text, content_node, content_parts};
use crate::layout::Node;
use crate::{ChatMessage, Content, Object, Role, ToolCall};

/// Items the model writes besides its message and calls: kept whole as content parts.
const MODEL_ITEMS: &[&str] = &[
    "reasoning",
    "web_search_call",
    "file_search_call",
    "computer_call",
    "image_generation_call",
    "code_interpreter_call",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
];

/// What an item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Message { assistant: bool },
    Call,
    Output,
    Model,
    Other,
}

fn kind(item: &Object) -> Kind {
    match item.get_str("type").as_deref() {
        None | Some("message") if item.contains_key("role") => {
            Kind::Message { assistant: item.get_str("role").as_deref() == Some("assistant") }
        }
        Some("function_call" | "custom_tool_call" | "local_shell_call") => Kind::Call,
        Some("function_call_output" | "custom_tool_call_output" | "local_shell_call_output") => Kind::Output,
        Some(kind) if MODEL_ITEMS.contains(&kind) => Kind::Model,
        _ => Kind::Other,
    }
}

/// True for a content part that is a model-side item kept whole.
fn is_model_part(part: &Object) -> bool {
    part.get_str("type").is_some_and(|kind| MODEL_ITEMS.contains(&kind.as_str()))
}

/// A call item as a tool call: `function_call` (`arguments`), `custom_tool_call` (`input`, a
/// string), `local_shell_call` (its `action`, as `local_shell`).
fn call(item: &Object) -> ToolCall {
    let id = item.get_str("call_id").or_else(|| item.get_str("id")).unwrap_or_default();
    match item.get_str("type").as_deref() {
        Some("local_shell_call") => {
            ToolCall::function(id, "local_shell", item.get("action").map_or_else(String::new, arguments_text))
        }
        Some("custom_tool_call") => ToolCall::function(
            id,
            item.get_str("name").unwrap_or_default(),
            item.get("input").map_or_else(String::new, arguments_text),
        ),
        _ => ToolCall::function(
            id,
            item.get_str("name").unwrap_or_default(),
            item.get("arguments").map_or_else(String::new, arguments_text),
        ),
    }
}

fn content_of(item: &Object, key: &str) -> Result<Content, String> {
    match item.get(key) {
        None => Ok(Content::Absent),
        Some(raw) => {
            serde_json::from_str(raw.get()).map_err(|error| crate::conversation::without_position(&error))
        }
    }
}

/// Messages, each with the indices of the items it came from.
pub(crate) type Read = Vec<(Vec<usize>, ChatMessage)>;

/// One item read on its own: what it adds to the messages, which only the items around it say
/// how to group (a model turn's items are one message). A pure function of the item, so a reader
/// that kept it from the same bytes before hands it back rather than reading the item again.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Piece {
    /// A model-side item, kept whole as a content part of its turn.
    Model(Object),
    /// An assistant `message` item's content (or why it cannot be read).
    Assistant(Result<Content, String>),
    /// A call item, as a tool call of its turn.
    Call(ToolCall),
    /// A message of its own (a user, system or developer message; a call's output; an item of
    /// another kind), or why it cannot be read.
    Own(Result<ChatMessage, String>),
}

/// What `item` adds to the messages.
pub(crate) fn piece(item: &Object) -> Piece {
    match kind(item) {
        Kind::Model => Piece::Model(item.clone()),
        Kind::Message { assistant: true } => Piece::Assistant(content_of(item, "content")),
        Kind::Call => Piece::Call(call(item)),
        Kind::Message { assistant: false } => {
            let role = Role::from_wire(&item.get_str("role").unwrap_or_default());
            Piece::Own(content_of(item, "content").map(|content| ChatMessage::new(role, content)))
        }
        Kind::Output => {
            let id = item.get_str("call_id").unwrap_or_default();
            let content = content_of(item, "output").unwrap_or_else(|_| Content::Parts(vec![item.clone()]));
            Piece::Own(Ok(ChatMessage { content, ..ChatMessage::tool_result(id, "") }))
        }
        Kind::Other => {
            let role = Role::Other(item.get_str("type").unwrap_or_else(|| "item".to_owned()));
            Piece::Own(Ok(ChatMessage::new(role, Content::Parts(vec![item.clone()]))))
        }
    }
}

/// Reads items into messages; an error names the index of the item.
pub(crate) fn read(items: &[Object]) -> Result<Read, (usize, String)> {
    group(items.iter().map(piece).collect())
}

/// The messages of items read one by one ([`piece`]); an error names the index of the item.
pub(crate) fn group(pieces: Vec<Piece>) -> Result<Read, (usize, String)> {
    let mut out: Vec<(Vec<usize>, ChatMessage)> = Vec::new();
    let mut turn: Option<Turn> = None;
    for (index, piece) in pieces.into_iter().enumerate() {
        let joins = match (&turn, &piece) {
            (Some(turn), Piece::Model(_) | Piece::Assistant(_)) => !turn.has_message && !turn.has_call,
            (Some(_), Piece::Call(_)) => true,
            _ => false,
        };
        if !joins && let Some(done) = turn.take() {
            out.push(done.finish());
        }
        match piece {
            Piece::Own(message) => out.push((vec![index], message.map_err(|error| (index, error))?)),
            piece => {
                let turn = turn.get_or_insert_with(Turn::default);
                turn.items.push(index);
                match piece {
                    Piece::Model(item) => turn.model.push(item),
                    Piece::Call(call) => {
                        turn.calls.push(call);
                        turn.has_call = true;
                    }
                    Piece::Assistant(content) => {
                        turn.content = content.map_err(|error| (index, error))?;
                        turn.has_message = true;
                    }
                    Piece::Own(_) => {}
                }
            }
        }
    }
    if let Some(done) = turn {
        out.push(done.finish());
    }
    Ok(out)
}

/// The items of one model turn being read.
#[derive(Default)]
struct Turn {
    items: Vec<usize>,
    model: Vec<Object>,
    content: Content,
    calls: Vec<ToolCall>,
    has_message: bool,
    has_call: bool,
}

impl Turn {
    fn finish(self) -> (Vec<usize>, ChatMessage) {
        let content = if self.model.is_empty() {
            self.content
        } else {
            let mut parts = self.model;
            match self.content {
                Content::Text(text) => {
                    let mut part = Object::new();
                    part.insert("type", "output_text");
                    part.insert("text", &text);
                    parts.push(part);
                }
                Content::Parts(more) => parts.extend(more),
                Content::Absent | Content::Null => {}
            }
            Content::Parts(parts)
        };
        let mut message = ChatMessage::new(Role::Assistant, content);
        if !self.calls.is_empty() {
            message.tool_calls = Some(self.calls);
        }
        (self.items, message)
    }
}

/// The items a changed message is written back as, from the items it was read from.
pub(crate) fn rewrite(items: &[&Object], message: &ChatMessage, codex: bool) -> Vec<Node> {
    let Some(first) = items.first() else { return new_items(message, codex) };
    match kind(first) {
        Kind::Message { assistant: false } if items.len() == 1 => {
            let mut node = Node::object(first);
            match &message.content {
                Content::Absent => node.remove("content"),
                content => node.set("content", content_node(content)),
            }
            vec![node]
        }
        Kind::Output => {
            let mut node = Node::object(first);
            let output = match &message.content {
                Content::Absent | Content::Null => Node::str(""),
                content => content_node(content),
            };
            node.set("output", output);
            vec![node]
        }
        Kind::Other => match &message.content {
            Content::Parts(parts) => parts.iter().map(Node::object).collect(),
            _ => vec![Node::object(first)],
        },
        _ => rewrite_turn(items, message, codex),
    }
}

/// A model turn's items rewritten: model items kept while the message still holds them, the
/// message item's content from the message's other parts, each call item by its id.
fn rewrite_turn(items: &[&Object], message: &ChatMessage, codex: bool) -> Vec<Node> {
    let (mut model, parts): (Vec<Object>, Vec<Object>) = match &message.content {
        Content::Parts(parts) => parts.iter().cloned().partition(is_model_part),
        _ => (Vec::new(), Vec::new()),
    };
    let content = match &message.content {
        Content::Parts(_) => Content::Parts(parts),
        other => other.clone(),
    };
    let mut calls: Vec<&ToolCall> = message.calls().iter().collect();
    let mut out = Vec::new();
    let mut wrote_message = false;
    for item in items {
        match kind(item) {
            Kind::Model => {
                if let Some(at) = model.iter().position(|part| part == *item) {
                    model.remove(at);
                    out.push(Node::object(item));
                }
            }
            Kind::Message { .. } => {
                out.extend(model.drain(..).map(|part| Node::object(&part)));
                let mut node = Node::object(item);
                node.set("content", message_content(item, &content, "output_text"));
                out.push(node);
                wrote_message = true;
            }
            Kind::Call => {
                let old = call(item);
                let Some(at) = calls.iter().position(|call| call.id == old.id) else { continue };
                let new = calls.remove(at);
                let mut node = Node::object(item);
                if new.function.name != old.function.name {
                    node.set("name", Node::str(new.function.name.clone()));
                }
                if new.function.arguments != old.function.arguments {
                    let key = match item.get_str("type").as_deref() {
                        Some("custom_tool_call") => "input",
                        Some("local_shell_call") => "action",
                        _ => "arguments",
                    };
                    let value = if key == "action" {
                        Node::raw(&new.function.arguments)
                    } else {
                        Node::str(new.function.arguments.clone())
                    };
                    node.set(key, value);
                }
                if !wrote_message {
                    out.extend(model.drain(..).map(|part| Node::object(&part)));
                }
                out.push(node);
            }
            Kind::Output | Kind::Other => out.push(Node::object(item)),
        }
    }
    out.extend(model.drain(..).map(|part| Node::object(&part)));
    if !wrote_message && !content.text().is_empty() {
        let at = out.len().min(items.iter().take_while(|item| kind(item) != Kind::Call).count());
        out.insert(at, message_item("assistant", &content, codex));
    }
    out.extend(calls.into_iter().map(call_item));
    out
}

/// A message item's new `content`, in the form the item had (a string stays a string when the
/// new content is one piece of text).
fn message_content(item: &Object, content: &Content, text: &str) -> Node {
    let was_string = item.get("content").is_some_and(|raw| raw.get().trim_start().starts_with('"'));
    if was_string && !matches!(content, Content::Parts(parts) if parts.len() > 1) {
        return Node::str(content.text().into_owned());
    }
    let original: Vec<Object> = item.get_as::<Vec<Object>>("content").unwrap_or_default();
    let original: Vec<&Object> = original.iter().collect();
    match content {
        Content::Text(new) => {
            let mut done = false;
            let mut out = Vec::new();
            for part in original {
                if matches!(part.get_str("type").as_deref(), Some("text" | "input_text" | "output_text")) {
                    if !done {
                        let mut node = Node::object(part);
                        node.set("text", Node::str(new.clone()));
                        out.push(node);
                        done = true;
                    }
                } else {
                    out.push(Node::object(part));
                }
            }
            if !done {
                out.extend(content_parts(content, text));
            }
            Node::List(out)
        }
        other => Node::List(content_parts(other, text)),
    }
}

/// A new message item: the easy form `{"role", "content"}` for the Responses API, the typed form
/// Codex writes for a rollout.
fn message_item(role: &str, content: &Content, codex: bool) -> Node {
    let text = if role == "assistant" { "output_text" } else { "input_text" };
    if codex {
        return Node::map([
            ("type", Node::str("message")),
            ("role", Node::str(role)),
            ("content", Node::List(content_parts(content, text))),
        ]);
    }
    let content = match content {
        Content::Parts(_) => content_node(content),
        other => Node::str(other.text().into_owned()),
    };
    Node::map([("role", Node::str(role)), ("content", content)])
}

/// A tool call as a new `function_call` item.
fn call_item(call: &ToolCall) -> Node {
    Node::map([
        ("type", Node::str("function_call")),
        ("name", Node::str(call.function.name.clone())),
        ("arguments", Node::str(call.function.arguments.clone())),
        ("call_id", Node::str(call.id.clone())),
    ])
}

/// Messages as new items, in order. An assistant message that would start with a call right
/// after another assistant message's items starts with an empty message item instead, so it
/// reads back as a message of its own and not as more calls of the one before.
pub(crate) fn new_run(messages: &[&ChatMessage], codex: bool) -> Vec<Node> {
    let mut out = Vec::new();
    let mut after_turn = false;
    for message in messages {
        let items = new_items(message, codex);
        let starts_with_call = items.first().is_some_and(|item| {
            matches!(item, Node::Map(entries) if entries.iter().any(|(key, value)| key == "type" && matches!(value, Node::Str(kind) if kind == "function_call")))
        });
        if after_turn && starts_with_call {
            out.push(message_item("assistant", &Content::Text(String::new()), codex));
        }
        after_turn = message.role == Role::Assistant;
        out.extend(items);
    }
    out
}

/// A new message as items: a model turn its model items, its message (when it has text or
/// nothing else) and its calls; a tool message a `function_call_output`; any other a message.
pub(crate) fn new_items(message: &ChatMessage, codex: bool) -> Vec<Node> {
    match &message.role {
        Role::Assistant => {
            let (model, parts): (Vec<Object>, Vec<Object>) = match &message.content {
                Content::Parts(parts) => parts.iter().cloned().partition(is_model_part),
                _ => (Vec::new(), Vec::new()),
            };
            let content = match &message.content {
                Content::Parts(_) => Content::Parts(parts),
                other => other.clone(),
            };
            let mut out: Vec<Node> = model.iter().map(Node::object).collect();
            let empty =
                content.text().is_empty() && !matches!(&content, Content::Parts(parts) if !parts.is_empty());
            if !empty || (message.calls().is_empty() && out.is_empty()) {
                out.push(message_item("assistant", &content, codex));
            }
            out.extend(message.calls().iter().map(call_item));
            out
        }
        Role::Tool => {
            let output = match &message.content {
                Content::Absent | Content::Null => Node::str(""),
                content => content_node(content),
            };
            vec![Node::map([
                ("type", Node::str("function_call_output")),
                ("call_id", Node::str(message.tool_call_id.clone().unwrap_or_default())),
                ("output", output),
            ])]
        }
        role => vec![message_item(role.as_str(), &message.content, codex)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;

    fn objects(text: &str) -> Vec<Object> {
        serde_json::from_str(text).expect("items")
    }

    #[track_caller]
    fn check(items: &str, expected: &[(&[usize], &str)]) {
        let read = read(&objects(items)).expect("reads");
        let got: Vec<(Vec<usize>, String)> = read
            .iter()
            .map(|(at, message)| (at.clone(), serde_json::to_string(message).expect("json")))
            .collect();
        let expected: Vec<(Vec<usize>, String)> =
            expected.iter().map(|(at, message)| (at.to_vec(), (*message).to_owned())).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn a_turn_is_one_message() {
        check(
            r#"[{"role":"user","content":"hi"},{"type":"reasoning","summary":[],"encrypted_content":"x"},{"type":"message","role":"assistant","content":[{"type":"output_text","text":"ok"}]},{"type":"function_call","name":"sh","arguments":"{}","call_id":"a"},{"type":"function_call","name":"sh","arguments":"{}","call_id":"b"},{"type":"function_call_output","call_id":"a","output":"1"},{"type":"function_call_output","call_id":"b","output":"2"},{"type":"function_call","name":"sh","arguments":"{}","call_id":"c"},{"type":"message","role":"assistant","content":"next"},{"type":"item_reference","id":"r"}]"#,
            &[
                (&[0], r#"{"role":"user","content":"hi"}"#),
                (
                    &[1, 2, 3, 4],
                    r#"{"role":"assistant","content":[{"type":"reasoning","summary":[],"encrypted_content":"x"},{"type":"output_text","text":"ok"}],"tool_calls":[{"id":"a","type":"function","function":{"name":"sh","arguments":"{}"}},{"id":"b","type":"function","function":{"name":"sh","arguments":"{}"}}]}"#,
                ),
                (&[5], r#"{"role":"tool","content":"1","tool_call_id":"a"}"#),
                (&[6], r#"{"role":"tool","content":"2","tool_call_id":"b"}"#),
                (
                    &[7],
                    r#"{"role":"assistant","tool_calls":[{"id":"c","type":"function","function":{"name":"sh","arguments":"{}"}}]}"#,
                ),
                (&[8], r#"{"role":"assistant","content":"next"}"#),
                (&[9], r#"{"role":"item_reference","content":[{"type":"item_reference","id":"r"}]}"#),
            ],
        );
    }

    #[track_caller]
    fn check_rewrite(items: &str, edit: impl FnOnce(&mut ChatMessage), expected: &str) {
        let objects = objects(items);
        let (at, mut message) = read(&objects).expect("reads").remove(0);
        edit(&mut message);
        let refs: Vec<&Object> = at.iter().map(|&at| &objects[at]).collect();
        assert_eq!(Layout::default().write(&Node::List(rewrite(&refs, &message, false))), expected);
    }

    #[test]
    fn a_changed_turn_rewrites_only_what_changed() {
        let turn = r#"[{"type":"reasoning","encrypted_content":"x"},{"type":"message","role":"assistant","content":[{"type":"output_text","text":"ok","annotations":[]}],"id":"m"},{"type":"function_call","name":"sh","arguments":"{}","call_id":"a","id":"f"}]"#;
        check_rewrite(
            turn,
            |message| message.content.map_texts(|_| "fine".to_owned()),
            r#"[{"type":"reasoning","encrypted_content":"x"},{"type":"message","role":"assistant","content":[{"type":"output_text","text":"fine","annotations":[]}],"id":"m"},{"type":"function_call","name":"sh","arguments":"{}","call_id":"a","id":"f"}]"#,
        );
        check_rewrite(
            turn,
            |message| message.tool_calls.as_mut().expect("calls")[0].function.arguments = "{\"x\":1}".into(),
            r#"[{"type":"reasoning","encrypted_content":"x"},{"type":"message","role":"assistant","content":[{"type":"output_text","text":"ok","annotations":[]}],"id":"m"},{"type":"function_call","name":"sh","arguments":"{\"x\":1}","call_id":"a","id":"f"}]"#,
        );
        check_rewrite(
            r#"[{"type":"function_call_output","call_id":"a","output":"long"}]"#,
            |message| message.content = Content::from("short"),
            r#"[{"type":"function_call_output","call_id":"a","output":"short"}]"#,
        );
        check_rewrite(
            r#"[{"content":"hi","role":"user"}]"#,
            |message| message.content = Content::from("HI"),
            r#"[{"content":"HI","role":"user"}]"#,
        );
    }

    #[test]
    fn new_messages_are_items_of_each_form() {
        let write =
            |message: &ChatMessage, codex| Layout::default().write(&Node::List(new_items(message, codex)));
        let turn = ChatMessage {
            content: Content::from("ok"),
            ..ChatMessage::assistant_calls(vec![ToolCall::function("a", "sh", "{}")])
        };
        assert_eq!(
            write(&turn, false),
            r#"[{"role":"assistant","content":"ok"},{"type":"function_call","name":"sh","arguments":"{}","call_id":"a"}]"#
        );
        assert_eq!(
            write(&ChatMessage::user("hi"), true),
            r#"[{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}]"#
        );
        assert_eq!(
            write(&ChatMessage::tool_result("a", "1"), true),
            r#"[{"type":"function_call_output","call_id":"a","output":"1"}]"#
        );
        assert_eq!(
            write(&ChatMessage::assistant_calls(vec![ToolCall::function("a", "sh", "{}")]), false),
            r#"[{"type":"function_call","name":"sh","arguments":"{}","call_id":"a"}]"#
        );
    }
}
