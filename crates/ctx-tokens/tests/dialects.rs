//! Every dialect counts the same conversation alike: the recorded trajectories converted to each
//! dialect count exactly what they count as Chat Completions, and an Anthropic conversation's
//! `tool_use` and `tool_result` blocks count in full.

use ctx_message::{ChatMessage, Conversation, Dialect, ToolCall};
use ctx_tokens::{CountCache, count_message_tokens, estimate_parts};

#[test]
fn every_dialect_counts_a_trajectory_as_chat_completions_does() {
    for path in ctx_testdata::trajectory_paths() {
        let name = ctx_testdata::file_name(&path);
        let chat = Conversation::parse(&ctx_testdata::read(&path)).expect("parses");
        let expected = CountCache::new().total(&chat.messages);
        for dialect in Dialect::ALL {
            let converted = Conversation::parse(&chat.write_as(dialect))
                .unwrap_or_else(|error| panic!("{name} as {dialect}: {error}"));
            assert_eq!(converted.dialect(), dialect, "{name}: detected");
            assert_eq!(converted.messages.len(), chat.messages.len(), "{name} as {dialect}");
            let total = CountCache::new().total(&converted.messages);
            assert_eq!(total, expected, "{name} as {dialect}");
        }
    }
}

#[test]
fn an_anthropic_conversation_counts_its_blocks() {
    let path = ctx_testdata::workspace_root()
        .join("fixtures/sessions/anthropic-messages/ddtrace-tool-result-blocks.json");
    let anthropic = Conversation::parse(&ctx_testdata::read(&path)).expect("parses");
    assert_eq!(anthropic.dialect(), Dialect::Anthropic);
    let thinking = anthropic.messages[1].content.text().into_owned();
    let chat = [
        ChatMessage::user("What is the weather in San Francisco, CA?"),
        ChatMessage {
            content: thinking.into(),
            ..ChatMessage::assistant_calls(vec![ToolCall::function(
                "toolu_01DYJo37oETVsCdLTTcCWcdq",
                "get_weather",
                r#"{"location": "San Francisco, CA"}"#,
            )])
        },
        ChatMessage::tool_result("toolu_01DYJo37oETVsCdLTTcCWcdq", "The weather is 73f"),
    ];
    let counts: Vec<usize> = anthropic.messages.iter().map(count_message_tokens).collect();
    assert_eq!(counts, chat.iter().map(count_message_tokens).collect::<Vec<_>>());
    assert!(counts[1] > 100, "the assistant's text block and call count in full: {counts:?}");
}

#[test]
fn thinking_and_images_of_the_recorded_sessions_are_estimated() {
    let read = |file: &str| {
        let path = ctx_testdata::workspace_root().join("fixtures/sessions").join(file);
        Conversation::parse(&ctx_testdata::read(&path)).expect("parses")
    };
    let image = read("anthropic-messages/llm-anthropic-image-base64.json");
    let estimated = estimate_parts(&image.messages[0]);
    // The 166 × 282 PNG: 166 × 282 / 750 rounded up.
    assert_eq!((estimated.images, estimated.tokens), (1, 63));
    let thinking = read("anthropic-messages/llm-anthropic-thinking-tool-chain.json");
    let estimated = estimate_parts(&thinking.messages[1]);
    assert_eq!(estimated.thinking, 1);
    assert!(estimated.tokens > 20, "{estimated:?}");
    let codex = read("codex/battle-cities-0.142.4-dangling-calls.jsonl");
    let estimated: ctx_tokens::Estimated = codex.messages.iter().map(estimate_parts).sum();
    assert!(estimated.opaque >= 5 && estimated.tokens > 1_000, "encrypted reasoning counts: {estimated:?}");
}
