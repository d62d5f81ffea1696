//! Reading the endpoint's answer: the summary text, or the reason there is none.

use ctx_tokens::count_tokens;
use serde_json::Value;

use crate::Error;

/// How much of an error body is quoted in [`Error::Status`] and friends.
const EXCERPT_CHARS: usize = 200;

/// The summary in a chat completion response with HTTP `status` and `body`, for a request whose
/// answer was limited to `limit` tokens and whose summary must fit in `budget` tokens. `secret`
/// (the API key) is scrubbed from every message quoted from the body.
pub(crate) fn parse(
    status: u16,
    body: &str,
    limit: usize,
    budget: usize,
    secret: Option<&str>,
) -> Result<String, Error> {
    let json: Result<Value, _> = serde_json::from_str(body);
    if !(200..300).contains(&status) {
        let message = json.ok().as_ref().and_then(error_message).unwrap_or_else(|| excerpt(body));
        return Err(Error::Status { status, message: scrub(&message, secret) });
    }
    let json = json.map_err(|error| Error::Malformed(format!("not JSON: {error}")))?;
    if let Some(message) = error_message(&json) {
        return Err(Error::Api(scrub(&message, secret)));
    }
    let choices = json
        .get("choices")
        .and_then(Value::as_array)
        .ok_or_else(|| Error::Malformed("no `choices` array".to_owned()))?;
    let choice = choices.first().ok_or(Error::NoChoice)?;
    let message = choice
        .get("message")
        .filter(|message| message.is_object())
        .ok_or_else(|| Error::Malformed("the choice has no `message` object".to_owned()))?;
    let finish = choice.get("finish_reason").and_then(Value::as_str).unwrap_or("");
    if let Some(refusal) =
        message.get("refusal").and_then(Value::as_str).filter(|text| !text.trim().is_empty())
    {
        return Err(Error::Refused(scrub(&excerpt(refusal), secret)));
    }
    if finish == "content_filter" {
        return Err(Error::Refused("stopped by the content filter".to_owned()));
    }
    let text = without_reasoning(&content(message));
    let text = text.trim();
    if text.is_empty() {
        let calls =
            message.get("tool_calls").and_then(Value::as_array).is_some_and(|calls| !calls.is_empty());
        return Err(if calls || finish == "tool_calls" {
            Error::ToolCall
        } else if finish == "length" {
            Error::Truncated(limit)
        } else {
            Error::Empty
        });
    }
    if finish == "length" {
        return Err(Error::Truncated(limit));
    }
    let tokens = count_tokens(text);
    if tokens > budget {
        return Err(Error::OverBudget { tokens, budget });
    }
    Ok(text.to_owned())
}

/// `error.message` (or `error` itself when it is a string) of an API error object.
fn error_message(json: &Value) -> Option<String> {
    match json.get("error")? {
        Value::Null => None,
        Value::String(message) => Some(excerpt(message)),
        error => Some(excerpt(error.get("message").and_then(Value::as_str).unwrap_or(&error.to_string()))),
    }
}

/// The message's text: a string, or the text parts of a content array joined.
fn content(message: &Value) -> String {
    match message.get("content") {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Array(parts)) => parts
            .iter()
            .filter_map(|part| part.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

/// The text after a leading `<think>…</think>` block, which reasoning models served by Ollama,
/// vLLM or llama.cpp put in the content; nothing when the block never closes.
fn without_reasoning(text: &str) -> String {
    let trimmed = text.trim_start();
    match trimmed.strip_prefix("<think>") {
        None => text.to_owned(),
        Some(rest) => {
            rest.find("</think>").map_or_else(String::new, |end| rest[end + "</think>".len()..].to_owned())
        }
    }
}

/// The start of `text` on one line, whitespace collapsed, at most [`EXCERPT_CHARS`] characters.
fn excerpt(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let line = words.join(" ");
    if line.chars().count() <= EXCERPT_CHARS {
        return line;
    }
    let mut cut: String = line.chars().take(EXCERPT_CHARS).collect();
    cut.push('…');
    cut
}

/// `text` with every occurrence of `secret` replaced.
pub(crate) fn scrub(text: &str, secret: Option<&str>) -> String {
    match secret {
        Some(secret) if !secret.is_empty() => text.replace(secret, "[redacted]"),
        _ => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[track_caller]
    fn check(status: u16, body: &str, expected: Result<&str, Error>) {
        assert_eq!(parse(status, body, 100, 50, Some("sk-secret")), expected.map(str::to_owned));
    }

    fn completion(message: &Value, finish: &str) -> String {
        json!({"id": "x", "object": "chat.completion", "choices": [{"index": 0, "message": message, "finish_reason": finish}]})
            .to_string()
    }

    #[test]
    fn the_first_choice_content_is_the_summary() {
        check(
            200,
            &completion(&json!({"role": "assistant", "content": "  ## Active task\nfix  \n"}), "stop"),
            Ok("## Active task\nfix"),
        );
        let parts = json!({"role": "assistant", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]});
        check(200, &completion(&parts, "stop"), Ok("a\nb"));
        let thinking = json!({"role": "assistant", "content": "<think>hmm</think>\n\nsummary"});
        check(200, &completion(&thinking, "stop"), Ok("summary"));
    }

    #[test]
    fn http_errors_quote_the_api_message_or_the_body() {
        check(
            500,
            "internal error\n\n at line 3",
            Err(Error::Status { status: 500, message: "internal error at line 3".into() }),
        );
        check(
            401,
            r#"{"error": {"message": "Incorrect API key provided: sk-secret", "type": "invalid_request_error"}}"#,
            Err(Error::Status { status: 401, message: "Incorrect API key provided: [redacted]".into() }),
        );
        check(200, r#"{"error": "model not loaded"}"#, Err(Error::Api("model not loaded".into())));
        let long = "x".repeat(500);
        let Err(Error::Status { message, .. }) = parse(502, &long, 1, 1, None) else {
            panic!("a status error")
        };
        assert_eq!(message.chars().count(), EXCERPT_CHARS + 1);
    }

    #[test]
    fn malformed_bodies_are_reported() {
        check(
            200,
            "{not json",
            Err(Error::Malformed("not JSON: key must be a string at line 1 column 2".into())),
        );
        check(200, r#"{"object": "list"}"#, Err(Error::Malformed("no `choices` array".into())));
        check(
            200,
            r#"{"choices": [{"text": "legacy"}]}"#,
            Err(Error::Malformed("the choice has no `message` object".into())),
        );
        check(200, r#"{"choices": []}"#, Err(Error::NoChoice));
    }

    #[test]
    fn refusals_empty_answers_tool_calls_and_cut_off_answers_fail() {
        check(
            200,
            &completion(&json!({"content": null, "refusal": "I can't help with that."}), "stop"),
            Err(Error::Refused("I can't help with that.".into())),
        );
        check(
            200,
            &completion(&json!({"content": "partial"}), "content_filter"),
            Err(Error::Refused("stopped by the content filter".into())),
        );
        check(200, &completion(&json!({"content": ""}), "stop"), Err(Error::Empty));
        check(200, &completion(&json!({"content": null}), "stop"), Err(Error::Empty));
        check(200, &completion(&json!({"content": "<think>still thinking"}), "stop"), Err(Error::Empty));
        check(
            200,
            &completion(&json!({"content": null, "tool_calls": [{"id": "c"}]}), "tool_calls"),
            Err(Error::ToolCall),
        );
        check(200, &completion(&json!({"content": "half a summ"}), "length"), Err(Error::Truncated(100)));
        check(200, &completion(&json!({"content": ""}), "length"), Err(Error::Truncated(100)));
    }

    #[test]
    fn an_answer_over_the_budget_fails() {
        let long = "word ".repeat(60);
        check(
            200,
            &completion(&json!({"content": long}), "stop"),
            Err(Error::OverBudget { tokens: 60, budget: 50 }),
        );
    }

    #[test]
    fn scrub_replaces_the_secret_only_when_there_is_one() {
        assert_eq!(scrub("key sk-1 here", Some("sk-1")), "key [redacted] here");
        assert_eq!(scrub("key sk-1 here", Some("")), "key sk-1 here");
        assert_eq!(scrub("key sk-1 here", None), "key sk-1 here");
    }
}
