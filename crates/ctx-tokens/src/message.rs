//! `count_message_tokens`: content, tool calls and the per-message overhead of one message.

use ctx_message::ChatMessage;

use crate::{count_tokens, estimate_parts};

/// Tokens every message costs beyond its text (OpenAI cookbook: `<|start|>role<|message|>…<|end|>`).
pub const MESSAGE_OVERHEAD: usize = 3;
/// Tokens the reply primer (`<|start|>assistant<|message|>`) adds once per request.
pub const REPLY_PRIMER: usize = 3;

/// Tokens of one message: role, content text, name, tool-call names and arguments, plus
/// [`MESSAGE_OVERHEAD`]; content parts that are not text count their estimate
/// ([`estimate_parts`]).
pub fn count_message_tokens(message: &ChatMessage) -> usize {
    let mut total = MESSAGE_OVERHEAD + count_tokens(message.role.as_str());
    total += message.content.texts().map(|text| count_tokens(&text)).sum::<usize>();
    total += estimate_parts(message).tokens;
    if let Some(name) = &message.name {
        total += 1 + count_tokens(name);
    }
    for call in message.calls() {
        total += count_tokens(&call.function.name) + count_tokens(&call.function.arguments);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    #[track_caller]
    fn check(message: &ChatMessage, expected: usize) {
        assert_eq!(count_message_tokens(message), expected, "{message:?}");
    }

    #[test]
    fn overhead_role_content_name_and_calls_are_counted() {
        // 3 overhead + "user" (1) + "hello world" (2)
        check(&ChatMessage::user("hello world"), 6);
        // + "alice" (1) + 1 for the name field
        check(&ChatMessage { name: Some("alice".into()), ..ChatMessage::user("hello world") }, 8);
        // 3 + "assistant" (1) + "bash" (1) + {"command":"ls"} (5)
        check(
            &ChatMessage::assistant_calls(vec![ToolCall::function("c1", "bash", r#"{"command":"ls"}"#)]),
            10,
        );
        // content absent or null costs nothing beyond the overhead
        check(&ChatMessage::new(ctx_message::Role::Assistant, ctx_message::Content::Null), 4);
        // a part that is not text counts its estimate, never 0
        let thinking: ctx_message::Content =
            serde_json::from_str(r#"[{"type":"thinking","thinking":"hello world"}]"#).expect("parts");
        check(&ChatMessage::new(ctx_message::Role::Assistant, thinking), 4 + 2);
    }
}
