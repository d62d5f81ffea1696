//! `OpenAiSummarizer` against a real HTTP server on 127.0.0.1: the request it sends, and every
//! way the endpoint can fail, each ending in a reported fallback rather than a panic or a hang.

mod common;

use std::time::{Duration, Instant};

use common::{Reply, Server, assert_well_formed};
use ctx_message::{ChatMessage, ToolCall};
use ctx_shaping::{
    ExtractiveSummarizer, Fallback, Options, PLACEHOLDER, SummarizeError, Summarizer, SummaryOutcome,
    shape_messages,
};
use ctx_summarize::{ABORTED, Config, Error, OpenAiSummarizer};
use serde_json::{Value, json};

/// A session long enough to be shaped in a window of 2,000 tokens.
fn session() -> Vec<ChatMessage> {
    let mut history = vec![
        ChatMessage::system("You are a coding agent."),
        ChatMessage::user("Make the parser accept trailing commas."),
    ];
    for turn in 0..20 {
        let id = format!("call-{turn}");
        history.push(ChatMessage::assistant_calls(vec![ToolCall::function(
            &id,
            "bash",
            r#"{"command":"cargo test -p parser"}"#,
        )]));
        history.push(ChatMessage::tool_result(&id, format!("test parse_{turn} ... FAILED\n").repeat(12)));
    }
    history.push(ChatMessage::assistant("Found it: the comma branch returns early."));
    history
}

fn config(server: &Server) -> Config {
    Config::new(&server.base_url, "test-model").timeout(Duration::from_secs(10))
}

/// Asks for a summary of messages 2..10 of the session, with a budget of 500 tokens.
fn complete(config: Config) -> Result<String, Error> {
    OpenAiSummarizer::new(config).complete(&session(), &(2..10).collect::<Vec<_>>(), 500)
}

/// Checks one exchange: `reply` from the server gives `expected` from the summarizer.
#[track_caller]
fn check(reply: Reply, expected: Result<&str, Error>) {
    let server = Server::start(vec![reply]);
    let result = complete(config(&server));
    let requests = server.finish();
    assert_eq!(result, expected.map(str::to_owned));
    assert_eq!(requests.len(), 1);
}

#[test]
fn the_request_is_the_history_unchanged_then_one_instruction() {
    let server = Server::start(vec![Reply::text("## Active task\nTrailing commas in the parser.")]);
    let summary = complete(config(&server).max_summary_tokens(300));
    let requests = server.finish();
    assert_eq!(summary.as_deref(), Ok("## Active task\nTrailing commas in the parser."));
    let request = &requests[0];
    assert_eq!((request.method.as_str(), request.path.as_str()), ("POST", "/v1/chat/completions"));
    assert_eq!(request.header("content-type"), Some("application/json"));
    assert_eq!(request.header("authorization"), None, "no key, no Authorization header");
    assert_eq!(request.body["model"], "test-model");
    assert_eq!(request.body["max_tokens"], 300);
    assert_eq!(request.body["stream"], false);
    let messages = request.body["messages"].as_array().expect("messages");
    let history: Vec<Value> =
        session().iter().map(|message| serde_json::to_value(message).expect("json")).collect();
    assert_eq!(messages[..history.len()], history[..], "the history is sent unchanged");
    assert_eq!(messages.len(), history.len() + 1);
    let instruction = &messages[history.len()];
    assert_eq!(instruction["role"], "user");
    let text = instruction["content"].as_str().expect("text");
    assert!(text.starts_with("[Context compaction request from the harness"), "{text}");
    assert!(text.contains("Messages 3 to 10 of this conversation (counting from 1, 43 in all"), "{text}");
    for section in
        ["## Active task", "## User requests", "## Files touched", "## Open errors", "## Next steps"]
    {
        assert!(text.contains(section), "{section} missing from {text}");
    }
    assert_well_formed(messages);
}

#[test]
fn the_key_goes_in_the_authorization_header_only() {
    let server = Server::start(vec![Reply::Raw(
        401,
        r#"{"error": {"message": "Incorrect API key provided: sk-test-123."}}"#.into(),
    )]);
    let result = complete(config(&server).api_key("sk-test-123"));
    let requests = server.finish();
    assert_eq!(requests[0].header("authorization"), Some("Bearer sk-test-123"));
    assert!(!requests[0].body.to_string().contains("sk-test-123"));
    let error = result.expect_err("401 fails");
    assert_eq!(
        error,
        Error::Status { status: 401, message: "Incorrect API key provided: [redacted].".into() }
    );
    assert!(!error.to_string().contains("sk-test-123"));
}

#[test]
fn http_errors_fail_with_the_status_and_message() {
    check(
        Reply::Raw(500, "upstream exploded".into()),
        Err(Error::Status { status: 500, message: "upstream exploded".into() }),
    );
    check(
        Reply::Raw(404, r#"{"error": {"message": "model 'test-model' not found"}}"#.into()),
        Err(Error::Status { status: 404, message: "model 'test-model' not found".into() }),
    );
}

#[test]
fn a_stalled_endpoint_times_out_quickly() {
    let server = Server::start(vec![Reply::Stall]);
    let started = Instant::now();
    let result = complete(config(&server).timeout(Duration::from_millis(300)));
    let elapsed = started.elapsed();
    server.finish();
    assert_eq!(result, Err(Error::Timeout(Duration::from_millis(300))));
    assert!(elapsed < Duration::from_secs(5), "took {elapsed:?}");
}

#[test]
fn malformed_and_empty_answers_fail() {
    check(
        Reply::Raw(200, "{\"choices\": [".into()),
        Err(Error::Malformed("not JSON: EOF while parsing a list at line 1 column 13".into())),
    );
    check(
        Reply::Raw(200, "<html>gateway</html>".into()),
        Err(Error::Malformed("not JSON: expected value at line 1 column 1".into())),
    );
    check(Reply::Raw(200, r#"{"choices": []}"#.into()), Err(Error::NoChoice));
    check(Reply::text(""), Err(Error::Empty));
    check(Reply::completion(&json!({"role": "assistant", "content": null}), "stop"), Err(Error::Empty));
}

#[test]
fn refusals_tool_calls_and_cut_off_answers_fail() {
    check(
        Reply::completion(
            &json!({"role": "assistant", "content": null, "refusal": "I can't help with that."}),
            "stop",
        ),
        Err(Error::Refused("I can't help with that.".into())),
    );
    check(
        Reply::completion(&json!({"role": "assistant", "content": ""}), "content_filter"),
        Err(Error::Refused("stopped by the content filter".into())),
    );
    check(
        Reply::completion(
            &json!({"role": "assistant", "content": null, "tool_calls": [{"id": "x", "type": "function", "function": {"name": "bash", "arguments": "{}"}}]}),
            "tool_calls",
        ),
        Err(Error::ToolCall),
    );
    check(
        Reply::completion(&json!({"role": "assistant", "content": "## Active task\nTrail"}), "length"),
        Err(Error::Truncated(500)),
    );
}

#[test]
fn an_oversize_answer_fails() {
    let long = "word ".repeat(700);
    check(Reply::text(&long), Err(Error::OverBudget { tokens: 700, budget: 500 }));
}

#[test]
fn a_history_ending_in_an_unanswered_call_is_closed_for_the_request() {
    let mut history = session();
    history.push(ChatMessage::assistant_calls(vec![ToolCall::function(
        "running",
        "bash",
        r#"{"command":"make"}"#,
    )]));
    history.insert(5, ChatMessage::tool_result("nobody", "an orphaned result"));
    let server = Server::start(vec![Reply::text("summary")]);
    let result = OpenAiSummarizer::new(config(&server)).complete(&history, &[2, 3, 4, 5, 6], 500);
    let requests = server.finish();
    assert_eq!(result.as_deref(), Ok("summary"));
    let messages = requests[0].body["messages"].as_array().expect("messages");
    assert_well_formed(messages);
    assert_eq!(messages.len(), history.len() - 1 + 1 + 1, "orphan out, synthetic result and instruction in");
    let synthetic = &messages[messages.len() - 2];
    assert_eq!(*synthetic, json!({"role": "tool", "tool_call_id": "running", "content": ABORTED}));
    assert!(!messages.iter().any(|message| message["content"] == "an orphaned result"));
}

#[test]
fn shaping_uses_the_summary_or_falls_back_with_the_reason() {
    let history = session();
    let options = Options::new(2_000).force(true);

    let server = Server::start(vec![Reply::text("## Active task\nTrailing commas.")]);
    let chain = Fallback::new(OpenAiSummarizer::new(config(&server)), ExtractiveSummarizer::new());
    let shaped = shape_messages(&history, options, Some(&chain));
    let requests = server.finish();
    assert_eq!(shaped.summary, SummaryOutcome::Summarized);
    let summary = shaped.messages[shaped.summary_index.expect("shaped")].content.text().into_owned();
    assert_eq!(summary, format!("{PLACEHOLDER}\n\n## Active task\nTrailing commas."));
    // The span named in the request is exactly what shaping dropped.
    let messages = requests[0].body["messages"].as_array().expect("messages");
    assert_eq!(messages.len(), history.len() + 1);
    let instruction = messages[history.len()]["content"].as_str().expect("text");
    assert!(
        instruction.contains(&format!("Messages 3 to {} of this conversation", 2 + shaped.dropped.len())),
        "{instruction}"
    );

    let server = Server::start(vec![Reply::Raw(503, r#"{"error": {"message": "overloaded"}}"#.into())]);
    let chain = Fallback::new(OpenAiSummarizer::new(config(&server)), ExtractiveSummarizer::new());
    let shaped = shape_messages(&history, options, Some(&chain));
    server.finish();
    let SummaryOutcome::FellBack { by, failures } = &shaped.summary else { panic!("{:?}", shaped.summary) };
    assert_eq!(by, "extractive");
    assert_eq!(
        failures.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["openai failed: http 503: overloaded"]
    );
    let summary = shaped.messages[shaped.summary_index.expect("shaped")].content.text().into_owned();
    assert!(summary.contains("(extracted without a model)"), "{summary}");
}

#[test]
fn the_plain_summarize_sends_the_dropped_messages_as_their_own_conversation() {
    let server = Server::start(vec![Reply::text("short")]);
    let dropped = &session()[2..6];
    let summary = OpenAiSummarizer::new(config(&server)).summarize(dropped, 200);
    let requests = server.finish();
    assert_eq!(summary, Ok("short".to_owned()));
    let messages = requests[0].body["messages"].as_array().expect("messages");
    assert_eq!(messages.len(), 5);
    assert!(messages[4]["content"].as_str().expect("text").contains("Messages 1 to 4"));
    let failing = Server::start(vec![Reply::Raw(500, String::new())]);
    let error = OpenAiSummarizer::new(config(&failing)).summarize(dropped, 200);
    failing.finish();
    assert_eq!(error.as_ref().map_err(SummarizeError::reason), Err("http 500: ".to_owned()));
    let Err(SummarizeError::Cause(cause)) = &error else { panic!("{error:?}") };
    assert!(matches!(
        cause.downcast_ref::<ctx_summarize::Error>(),
        Some(ctx_summarize::Error::Status { status: 500, .. })
    ));
}
