//! The request body: the conversation as it stands, closed validly, plus one instruction message.
//!
//! The history is sent unchanged because it is the provider's cached prompt prefix (the agent sent
//! exactly these messages on its last turn); the instruction is appended as the final `user`
//! message. Where the history as it stands would be rejected, the request copy (never the
//! caller's history) is closed validly first:
//!
//! - An assistant message's tool calls must each be answered by a `tool` message before the next
//!   non-tool message. A call with no result gets a synthetic result, [`ABORTED`], right after
//!   its block: the usual case, a history ending in a call still running, keeps every byte of
//!   the prefix.
//! - A `tool` message that answers no open call of the assistant message just before it (an
//!   orphan) is left out: the API rejects it, and no valid request can contain it without
//!   inventing a call.
//! - `"tool_calls": []` is removed (the API rejects an empty array).

use ctx_message::{ChatMessage, Object, Role};

use crate::{Config, Error};

/// The content of the synthetic result given to a call that has none.
pub const ABORTED: &str = "[aborted: no result was recorded for this call]";

/// Request fields that are ctx's own and override [`Config::extra`].
const RESERVED: [&str; 5] = ["model", "messages", "stream", "max_tokens", "max_completion_tokens"];

/// The request messages and where each history message went.
#[derive(Debug)]
struct Closed {
    messages: Vec<ChatMessage>,
    /// `position[i]`: the index of history message `i` in `messages`, `None` when left out.
    position: Vec<Option<usize>>,
}

/// The history as request messages, every call answered and no orphan result.
fn close(history: &[ChatMessage]) -> Closed {
    let mut messages = Vec::with_capacity(history.len() + 1);
    let mut position = vec![None; history.len()];
    let mut open: Vec<&str> = Vec::new();
    for (index, message) in history.iter().enumerate() {
        if message.role == Role::Tool {
            let answered =
                message.tool_call_id.as_deref().and_then(|id| open.iter().position(|&call| call == id));
            if let Some(at) = answered {
                open.remove(at);
                position[index] = Some(messages.len());
                messages.push(message.clone());
            }
            continue;
        }
        answer_open_calls(&mut messages, &mut open);
        let mut value = message.clone();
        match message.tool_calls.as_deref() {
            Some([]) => {
                value.tool_calls = None;
            }
            Some(calls) if message.role == Role::Assistant => {
                open = calls.iter().map(|call| call.id.as_str()).collect();
            }
            _ => {}
        }
        position[index] = Some(messages.len());
        messages.push(value);
    }
    answer_open_calls(&mut messages, &mut open);
    Closed { messages, position }
}

fn answer_open_calls(messages: &mut Vec<ChatMessage>, open: &mut Vec<&str>) {
    for id in open.drain(..) {
        messages.push(ChatMessage::tool_result(id, ABORTED));
    }
}

/// The request body (JSON text) for summarizing `history[dropped]` in `budget` tokens: `model`,
/// `messages`, the [extra](Config::extra) fields in their order, the limit field, `stream`. Each
/// message is written as the agent's own request wrote it (ctx keeps every field in place).
pub(crate) fn body(
    config: &Config,
    history: &[ChatMessage],
    dropped: &[usize],
    budget: usize,
) -> Result<String, Error> {
    let closed = close(history);
    let limit = budget.min(config.max_summary_tokens).max(1);
    let instruction = instruction(history, dropped, &closed, limit).ok_or(Error::NothingToSummarize)?;
    let mut messages = closed.messages;
    messages.push(ChatMessage::user(instruction));
    let mut body = Object::new();
    body.insert("model", &config.model);
    body.insert("messages", &messages);
    for (name, value) in config.extra.iter().filter(|(name, _)| !RESERVED.contains(name)) {
        body.insert(name, value);
    }
    if let Some(field) = config.limit_field.as_str() {
        body.insert(field, &limit);
    }
    body.insert("stream", &false);
    serde_json::to_string(&body)
        .map_err(|error| Error::Malformed(format!("cannot write the request: {error}")))
}

/// The final user message: which span to summarize and how. `None` when no dropped message is in
/// the request.
fn instruction(history: &[ChatMessage], dropped: &[usize], closed: &Closed, limit: usize) -> Option<String> {
    let sent: Vec<(usize, usize)> = dropped
        .iter()
        .filter_map(|&index| closed.position.get(index).copied().flatten().map(|at| (index, at)))
        .collect();
    let (&(first_index, first), &(last_index, last)) = (sent.first()?, sent.last()?);
    let (first, last) = (first + 1, last + 1);
    let total = closed.messages.len();
    // Request messages inside the span that stay: pinned ones (system, the task), synthetic results.
    let staying = (last - first + 1).saturating_sub(sent.len());
    let span = if first == last {
        format!("Message {first} of this conversation (the {})", describe(&history[first_index]))
    } else {
        format!(
            "Messages {first} to {last} of this conversation (counting from 1, {total} in all; from the {} to the {})",
            describe(&history[first_index]),
            describe(&history[last_index]),
        )
    };
    let except = match staying {
        0 => String::new(),
        1 => ", except 1 message among them that is kept,".to_owned(),
        n => format!(", except {n} messages among them that are kept,"),
    };
    // Headroom for models whose tokenizer counts differently from o200k.
    let target = (limit * 4 / 5).max(1);
    Some(format!(
        "[Context compaction request from the harness, not from the user.]\n\
         \n\
         {span}{except} are about to be removed from your context to make room. Everything after \
         message {last} stays as it is. Write a handoff summary of the messages being removed, for \
         yourself: you will see it in their place and must be able to resume the work from it.\n\
         \n\
         Answer with the summary only, in Markdown, in at most {target} tokens. Do not call tools, do \
         not continue the task. Use these sections and leave out any that would be empty:\n\
         \n\
         ## Active task\n\
         What the user wants overall, and what was being worked on at the end of the span.\n\
         ## User requests\n\
         Each user request in the span, quoted verbatim where it fits, otherwise closely paraphrased, \
         with every constraint and preference the user stated.\n\
         ## Progress and key decisions\n\
         What was done and found, what was decided and why, what was tried and rejected.\n\
         ## Files touched\n\
         Each file read, created or edited, and what changed in it.\n\
         ## Open errors\n\
         Errors and failing tests not yet fixed, with the exact message, file and line.\n\
         ## Next steps\n\
         What to do next, in order.\n\
         \n\
         Copy file paths, commands, identifiers and error messages byte-exact."
    ))
}

/// `user message "Fix the parser…"`, `assistant call to bash`, `tool result of bash "error…"`.
fn describe(message: &ChatMessage) -> String {
    let text = message.content.text();
    let line = text.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or("");
    let mut quoted: String = line.chars().take(60).collect();
    if quoted.len() < line.len() {
        quoted.push('…');
    }
    let role = match message.role {
        Role::Tool => "tool result".to_owned(),
        ref role => format!("{role} message"),
    };
    match (quoted.is_empty(), message.calls().first()) {
        (true, Some(call)) => format!("{role} calling `{}`", call.function.name),
        (true, None) => role,
        (false, _) => format!("{role} \"{quoted}\""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;
    use serde_json::{Value, json};

    fn call(id: &str) -> ChatMessage {
        ChatMessage::assistant_calls(vec![ToolCall::function(id, "bash", r#"{"command":"ls"}"#)])
    }

    /// Closes `history` and checks the request messages, shown as `role:id-or-text`.
    #[track_caller]
    fn check(history: &[ChatMessage], expected: &[&str]) {
        let closed = close(history);
        let shown: Vec<String> = closed
            .messages
            .iter()
            .map(|message| {
                let text = message.content.text();
                let detail = message
                    .tool_call_id
                    .as_deref()
                    .or_else(|| message.calls().first().map(|call| call.id.as_str()))
                    .unwrap_or(&text);
                format!("{}:{detail}", message.role)
            })
            .collect();
        assert_eq!(shown, expected);
        for (index, at) in closed.position.iter().enumerate() {
            if let Some(at) = *at {
                assert_eq!(closed.messages[at], history[index], "message {index} changed");
            }
        }
    }

    #[test]
    fn a_valid_history_is_sent_unchanged() {
        let history = vec![
            ChatMessage::system("s"),
            ChatMessage::user("u"),
            call("c1"),
            ChatMessage::tool_result("c1", "r"),
            ChatMessage::assistant("done"),
        ];
        check(&history, &["system:s", "user:u", "assistant:c1", "tool:c1", "assistant:done"]);
    }

    #[test]
    fn a_trailing_unanswered_call_gets_a_synthetic_result() {
        check(&[ChatMessage::user("u"), call("c1")], &["user:u", "assistant:c1", "tool:c1"]);
        let two = ChatMessage::assistant_calls(vec![
            ToolCall::function("a", "bash", "{}"),
            ToolCall::function("b", "bash", "{}"),
        ]);
        check(
            &[two, ChatMessage::tool_result("b", "r"), ChatMessage::user("next")],
            &["assistant:a", "tool:b", "tool:a", "user:next"],
        );
        let closed = close(&[call("c1")]);
        assert_eq!(closed.messages[1].content.text(), ABORTED);
    }

    #[test]
    fn orphan_results_are_left_out() {
        check(
            &[
                ChatMessage::user("u"),
                ChatMessage::tool_result("x", "orphan"),
                call("c1"),
                ChatMessage::tool_result("c1", "r"),
                ChatMessage::tool_result("c1", "duplicate"),
                ChatMessage::assistant("a"),
                ChatMessage::tool_result("c1", "late"),
            ],
            &["user:u", "assistant:c1", "tool:c1", "assistant:a"],
        );
    }

    #[test]
    fn an_empty_call_list_is_removed() {
        let mut message = ChatMessage::assistant("a");
        message.tool_calls = Some(Vec::new());
        let closed = close(&[message]);
        assert_eq!(
            serde_json::to_string(&closed.messages).expect("writes"),
            r#"[{"role":"assistant","content":"a"}]"#
        );
    }

    #[test]
    fn the_body_is_the_history_then_one_instruction() {
        let history = vec![
            ChatMessage::system("s"),
            ChatMessage::user("Fix it."),
            call("c1"),
            ChatMessage::assistant("ok"),
        ];
        let config = Config::new("http://x/v1", "m")
            .extra("tools", json!([{"type": "function"}]))
            .extra("model", json!("no"));
        let text = body(&config, &history, &[2], 1_000).expect("a body");
        let sent = serde_json::to_string(&close(&history).messages).expect("writes");
        assert!(text.contains(&sent[..sent.len() - 1]), "the history is sent as written");
        let body: Value = serde_json::from_str(&text).expect("JSON");
        let messages = body["messages"].as_array().expect("messages");
        assert_eq!(messages.len(), 6);
        assert_eq!(messages[5]["role"], "user");
        let instruction = messages[5]["content"].as_str().expect("text");
        assert!(
            instruction.contains("Message 3 of this conversation (the assistant message calling `bash`)"),
            "{instruction}"
        );
        assert!(instruction.contains("at most 800 tokens"), "{instruction}");
        assert_eq!(body["model"], "m");
        assert_eq!(body["max_tokens"], 1_000);
        assert_eq!(body["tools"], json!([{"type": "function"}]));
        assert_eq!(body["stream"], false);
        let keys: Vec<String> =
            serde_json::from_str::<Object>(&text).expect("object").keys().map(str::to_owned).collect();
        assert_eq!(keys, ["model", "messages", "tools", "max_tokens", "stream"]);
    }

    #[test]
    fn the_limit_is_the_smaller_of_budget_and_maximum_in_the_chosen_field() {
        let history = vec![ChatMessage::user("u"), ChatMessage::assistant("a"), ChatMessage::user("v")];
        let body = |config: &Config, budget: usize| -> Value {
            serde_json::from_str(&body(config, &history, &[1], budget).expect("body")).expect("JSON")
        };
        let config = Config::new("u", "m").max_summary_tokens(300);
        assert_eq!(body(&config, 1_000)["max_tokens"], 300);
        assert_eq!(body(&config, 200)["max_tokens"], 200);
        let config = config.limit_field(crate::LimitField::MaxCompletionTokens);
        let request = body(&config, 200);
        assert_eq!((request["max_completion_tokens"].as_u64(), request.get("max_tokens")), (Some(200), None));
        let config = config.limit_field(crate::LimitField::Omit);
        let request = body(&config, 200);
        assert!(request.get("max_tokens").is_none() && request.get("max_completion_tokens").is_none());
    }

    #[test]
    fn the_span_is_named_by_position_and_by_its_ends() {
        let history = vec![
            ChatMessage::system("s"),
            ChatMessage::user("Fix the parser."),
            ChatMessage::assistant("Reading it first.\nthen more"),
            ChatMessage::system("late system message"),
            call("c1"),
            ChatMessage::tool_result("c1", "error: unexpected token"),
            ChatMessage::assistant("newest"),
        ];
        let closed = close(&history);
        let text = instruction(&history, &[2, 4, 5], &closed, 100).expect("instruction");
        assert!(
            text.contains(
                "Messages 3 to 6 of this conversation (counting from 1, 7 in all; from the assistant message \
                 \"Reading it first.\" to the tool result \"error: unexpected token\"), except 1 message among \
                 them that is kept, are about to be removed"
            ),
            "{text}"
        );
        assert!(text.contains("Everything after message 6 stays"), "{text}");
        assert_eq!(instruction(&history, &[], &closed, 100), None);
        assert_eq!(instruction(&history, &[99], &closed, 100), None);
    }

    #[test]
    fn long_first_lines_are_cut_in_the_description() {
        let described = describe(&ChatMessage::user("x".repeat(100)));
        assert_eq!(described, format!("user message \"{}…\"", "x".repeat(60)));
        assert_eq!(describe(&ChatMessage::assistant("")), "assistant message");
    }
}
