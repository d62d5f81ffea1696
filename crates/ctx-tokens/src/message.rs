//! `count_message_tokens`: content, tool calls and the per-message overhead of one message.

use ctx_message::ChatMessage;

use crate::count_tokens;

/// Tokens every message costs beyond its text (OpenAI cookbook: `<|start|>role<|message|>…<|end|>`).
pub const MESSAGE_OVERHEAD: usize = 3;
/// Tokens the reply primer (`<|start|>assistant<|message|>`) adds once per request.
pub const REPLY_PRIMER: usize = 3;

/// Tokens of one message: role, content text, name, tool-call names and arguments, plus
/// [`MESSAGE_OVERHEAD`].
pub fn count_message_tokens(message: &ChatMessage) -> usize {
    let mut total = MESSAGE_OVERHEAD + count_tokens(message.role.as_str());
    total += message.content.texts().map(count_tokens).sum::<usize>();
    if let Some(name) = &message.name {
        total += 1 + count_tokens(name);
    }
    for call in message.calls() {
        total += count_tokens(&call.function.name) + count_tokens(&call.function.arguments);
    }
    total
}
