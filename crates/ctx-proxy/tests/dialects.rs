//! Anthropic Messages and OpenAI Responses through the proxy on loopback, to a stub upstream that
//! records what it received: read and written back by ctx-message's dialects, only the tool
//! results changed, every other byte as the client sent it.

mod stub;

use std::time::Duration;

use stub::{Reply, Stub, client, proxy, send};

/// A test run's output: 600 passing tests and one failure.
fn test_log() -> String {
    let mut log = (0..600).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
    log.push_str("test tests::parser_7 ... FAILED\n\nfailures:\n\n---- tests::parser_7 stdout ----\n");
    log.push_str("thread 'tests::parser_7' panicked at src/parse.rs:42:9:\nassertion failed\n");
    log.push_str("test result: FAILED. 600 passed; 1 failed; 0 ignored\n");
    log
}

fn json(text: &str) -> String {
    serde_json::to_string(text).expect("a JSON string")
}

const ANTHROPIC: &str = "/v1/messages";
const RESPONSES: &str = "/v1/responses";

/// A Claude Code–like Messages body, compact as Claude Code sends it: a system prompt with a
/// breakpoint, a Bash call, its output as `result` (a JSON value: a string or blocks), and `tail`
/// (more messages, each with a leading comma) after it.
fn anthropic_body(result: &str, tail: &str) -> String {
    format!(
        r#"{{"model":"claude-sonnet-4-5-20250929","max_tokens":32000,"system":[{{"type":"text","text":"You are Claude Code.","cache_control":{{"type":"ephemeral"}}}}],"messages":[{{"role":"user","content":[{{"type":"text","text":"Make the tests pass."}}]}},{{"role":"assistant","content":[{{"type":"thinking","thinking":"Run them.","signature":"c2ln"}},{{"type":"tool_use","id":"toolu_01","name":"Bash","input":{{"command":"cargo test","description":"Run the tests"}}}}]}},{{"role":"user","content":[{{"tool_use_id":"toolu_01","type":"tool_result","content":{result},"is_error":true}}]}}{tail}],"tools":[{{"name":"Bash","description":"Runs a command","input_schema":{{"type":"object"}}}}],"metadata":{{"user_id":"user_abc_session_1"}},"stream":true}}"#
    )
}

/// A Codex-like Responses body: instructions, a reasoning item, a shell call, its output and
/// `tail` (more items, each with a leading comma).
fn responses_body(output: &str, tail: &str) -> String {
    format!(
        r#"{{"model":"gpt-5-codex","instructions":"You are Codex.","input":[{{"type":"message","role":"user","content":[{{"type":"input_text","text":"Make the tests pass."}}]}},{{"type":"reasoning","summary":[],"content":null,"encrypted_content":"gAAAAB"}},{{"type":"function_call","name":"shell","arguments":"{{\"command\":[\"bash\",\"-lc\",\"cargo test\"],\"workdir\":\"/repo\"}}","call_id":"call_1"}},{{"type":"function_call_output","call_id":"call_1","output":{}}}{tail}],"tools":[],"tool_choice":"auto","parallel_tool_calls":false,"store":false,"stream":true,"include":["reasoning.encrypted_content"],"prompt_cache_key":"0199-abcd"}}"#,
        json(output)
    )
}

/// Each `cache_control` value in a text, in order.
fn breakpoints(text: &str) -> Vec<&str> {
    text.match_indices(r#""cache_control":"#).filter_map(|(at, _)| text[at..].split('}').next()).collect()
}

/// The text that took the place of the test log in `sent`: the one string value that holds
/// `parser_7 ... FAILED` and is shorter than the log.
fn squash_in(sent: &[u8]) -> String {
    fn find(value: &serde_json::Value) -> Option<String> {
        match value {
            serde_json::Value::String(text) if text.contains("parser_7 ... FAILED") => Some(text.clone()),
            serde_json::Value::Array(items) => items.iter().find_map(find),
            serde_json::Value::Object(map) => map.values().find_map(find),
            _ => None,
        }
    }
    let sent: serde_json::Value = serde_json::from_slice(sent).expect("JSON upstream");
    find(&sent).expect("the tool result")
}

/// Checks that `sent` is `body` with the test log replaced by a squash that kept its facts, and
/// not one other byte changed; returns the squash.
#[track_caller]
fn check_only_the_result_changed(body: &str, sent: &[u8]) -> String {
    let squash = squash_in(sent);
    assert!(squash.len() < test_log().len() / 2, "squashed: {} of {} bytes", squash.len(), test_log().len());
    for fact in ["parser_7 ... FAILED", "src/parse.rs:42:9", "test result: FAILED. 600 passed; 1 failed"] {
        assert!(squash.contains(fact), "{fact} kept in {squash}");
    }
    let expected = body.replacen(&json(&test_log()), &json(&squash), 1);
    assert_eq!(String::from_utf8_lossy(sent), expected, "only the tool result changed");
    squash
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anthropic_tool_result_is_squashed_and_every_other_byte_kept() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    for result in [json(&test_log()), format!(r#"[{{"type":"text","text":{}}}]"#, json(&test_log()))] {
        let body = anthropic_body(&result, "");
        send(&client(), addr, "POST", ANTHROPIC, &[], body.clone()).await;
        check_only_the_result_changed(&body, &stub.last().body);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_responses_function_call_output_is_squashed_and_every_other_byte_kept() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let body = responses_body(&test_log(), "");
    send(&client(), addr, "POST", RESPONSES, &[], body.clone()).await;
    check_only_the_result_changed(&body, &stub.last().body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_request_twice_sends_the_same_bytes_in_each_dialect() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    for (path, body) in
        [(ANTHROPIC, anthropic_body(&json(&test_log()), "")), (RESPONSES, responses_body(&test_log(), ""))]
    {
        send(&client(), addr, "POST", path, &[], body.clone()).await;
        send(&client(), addr, "POST", path, &[], body.clone()).await;
        let received = stub.take();
        assert_eq!(received.len(), 2);
        assert_ne!(received[0].body, body.as_bytes(), "{path}: rewritten");
        assert_eq!(received[0].body, received[1].body, "{path}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_read_before_give_the_bytes_a_first_reading_gives_in_each_dialect() {
    // One conversation over three turns, sent by two sessions one after the other: the second
    // reads every record from what the proxy kept of the first's (the records read before are
    // shared by every session), the first read each afresh; what goes upstream is the same.
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let log = json(&test_log());
    let anthropic = [
        String::new(),
        r#",{"role":"assistant","content":[{"type":"text","text":"parser_7 fails."},{"type":"tool_use","id":"toolu_02","name":"Bash","input":{"command":"cargo test parser_7"}}]}"#.to_owned(),
        format!(r#",{{"role":"user","content":[{{"type":"tool_result","tool_use_id":"toolu_02","content":{log}}},{{"type":"text","text":"Fix it."}}]}}"#),
    ];
    let responses = [
        String::new(),
        r#",{"type":"reasoning","summary":[],"encrypted_content":"gAAAAC"},{"type":"function_call","name":"shell","arguments":"{\"command\":[\"cargo\",\"test\"]}","call_id":"call_2"}"#.to_owned(),
        format!(r#",{{"type":"function_call_output","call_id":"call_2","output":{log}}},{{"type":"message","role":"user","content":[{{"type":"input_text","text":"Fix it."}}]}}"#),
    ];
    for (path, tails) in [(ANTHROPIC, anthropic), (RESPONSES, responses)] {
        let bodies: Vec<String> = (1..=tails.len())
            .map(|turn| {
                let tail = tails[..turn].concat();
                if path == ANTHROPIC {
                    anthropic_body(&log, &tail)
                } else {
                    responses_body(&test_log(), &tail)
                }
            })
            .collect();
        let mut sent = Vec::new();
        for session in ["first", "second"] {
            for body in &bodies {
                let got =
                    send(&client(), addr, "POST", path, &[("x-ctx-session", session)], body.clone()).await;
                assert_eq!(got.status, 200);
            }
            sent.push(stub.take().into_iter().map(|received| received.body).collect::<Vec<_>>());
        }
        assert_eq!(sent[0].len(), 3, "{path}");
        assert_eq!(sent[0], sent[1], "{path}");
        for (sent, body) in sent[0].iter().zip(&bodies[..2]) {
            check_only_the_result_changed(body, sent);
        }
        let last = String::from_utf8_lossy(&sent[0][2]);
        assert!(!last.contains(&log) && last.matches("parser_7 ... FAILED").count() == 2, "{path}: {last}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_turn_carries_the_same_squash_while_the_client_moves_its_breakpoint() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    // Claude Code marks the newest block: first the result, then the next user message.
    let first = anthropic_body(&json(&test_log()), "").replacen(
        r#""is_error":true}"#,
        r#""is_error":true,"cache_control":{"type":"ephemeral"}}"#,
        1,
    );
    let second = anthropic_body(
        &json(&test_log()),
        r#",{"role":"assistant","content":[{"type":"text","text":"parser_7 fails at src/parse.rs:42."}]},{"role":"user","content":[{"type":"text","text":"Fix it.","cache_control":{"type":"ephemeral"}}]}"#,
    );
    send(&client(), addr, "POST", ANTHROPIC, &[], first.clone()).await;
    send(&client(), addr, "POST", ANTHROPIC, &[], second.clone()).await;
    let received = stub.take();
    let squash = check_only_the_result_changed(&first, &received[0].body);
    assert_eq!(check_only_the_result_changed(&second, &received[1].body), squash, "the same squash");
    let (a, b) = (String::from_utf8_lossy(&received[0].body), String::from_utf8_lossy(&received[1].body));
    let at = a.find(r#""is_error":true"#).expect("the result");
    assert_eq!(a[..at], b[..at], "the second request starts with the first one's bytes");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cache_breakpoints_stay_where_the_client_put_them_in_each_dialect() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let marked = format!(
        r#"[{{"type":"text","text":{},"cache_control":{{"type":"ephemeral","ttl":"1h"}}}}]"#,
        json(&test_log())
    );
    let on_block = anthropic_body(&json(&test_log()), "").replacen(
        r#""is_error":true}"#,
        r#""is_error":true,"cache_control":{"type":"ephemeral"}}"#,
        1,
    );
    for body in [anthropic_body(&marked, ""), on_block] {
        send(&client(), addr, "POST", ANTHROPIC, &[], body.clone()).await;
        let sent = stub.last().body;
        check_only_the_result_changed(&body, &sent);
        let sent = String::from_utf8_lossy(&sent);
        assert_eq!(breakpoints(&sent), breakpoints(&body));
        assert_eq!(breakpoints(&sent).len(), 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_sent_events_stream_through_in_order_in_each_dialect() {
    let anthropic: Vec<String> = [
        r#"event: message_start
data: {"type":"message_start","message":{"id":"msg_1","usage":{"input_tokens":12,"cache_read_input_tokens":4000}}}"#,
        r#"event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Läuft"}}"#,
        r#"event: ping
data: {"type": "ping"}"#,
        r#"event: message_stop
data: {"type":"message_stop"}"#,
    ]
    .iter()
    .map(|event| format!("{event}\n\n"))
    .collect();
    let responses: Vec<String> = [
        r#"event: response.created
data: {"type":"response.created","sequence_number":0}"#,
        r#"event: response.output_text.delta
data: {"type":"response.output_text.delta","delta":"ok","sequence_number":1}"#,
        r#"event: response.completed
data: {"type":"response.completed","sequence_number":2}"#,
    ]
    .iter()
    .map(|event| format!("{event}\n\n"))
    .collect();
    for (path, events, body) in [
        (ANTHROPIC, anthropic, anthropic_body(&json(&test_log()), "")),
        (RESPONSES, responses, responses_body(&test_log(), "")),
    ] {
        let stub = Stub::start(Reply::Sse(events.clone(), Duration::from_millis(150))).await;
        let addr = proxy(&stub, |_| {}).await;
        let got = send(&client(), addr, "POST", path, &[], body).await;
        assert_eq!(got.status, 200);
        assert_eq!(got.body(), events.concat().into_bytes(), "{path}: the same bytes, in order");
        let (first, _) = got.chunks.first().expect("a chunk");
        let (last, _) = got.chunks.last().expect("a chunk");
        // Streamed, not buffered: the first bytes arrived at least one of the stub's pauses before
        // the last (a loaded machine may join two events into one read, so no exact count).
        assert!(got.chunks.len() >= 2, "{path}: {} chunks, streamed", got.chunks.len());
        assert!(last.saturating_sub(*first) >= Duration::from_millis(150), "{path}: {first:?} to {last:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_neither_dialect_reads_goes_through_untouched() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let log = json(&test_log());
    for (path, body) in [
        (ANTHROPIC, format!(r#"{{"messages": [{log}"#)),
        (ANTHROPIC, r#"{"model":"claude","messages":"not a list"}"#.to_owned()),
        (ANTHROPIC, format!(r#"{{"messages":[{{"content":{log}}}]}}"#)),
        (RESPONSES, format!(r#"{{"input":[{{"type":"function_call_output","call_id":"a","output":{log}"#)),
        (RESPONSES, r#"{"model":"gpt-5","input":42}"#.to_owned()),
        (RESPONSES, format!("[{log}]")),
    ] {
        let got = send(&client(), addr, "POST", path, &[], body.clone()).await;
        assert_eq!(got.status, 200);
        assert_eq!(stub.last().body, body.as_bytes(), "{path}: {body:.60}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_overloaded_or_silent_upstream_reaches_the_client_as_such_in_each_dialect() {
    let overloaded = r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#;
    let stub = Stub::start(Reply::Json(529, overloaded.into())).await;
    let addr = proxy(&stub, |config| config.upstream_timeout = Duration::from_millis(300)).await;
    let bodies = [(ANTHROPIC, anthropic_body(&json(&test_log()), "")), (RESPONSES, responses_body("x", ""))];
    for (path, body) in &bodies {
        let got = send(&client(), addr, "POST", path, &[], body.clone()).await;
        assert_eq!((got.status, got.body()), (529, overloaded.as_bytes().to_vec()), "{path}");
        assert_eq!(got.header("request-id"), Some(&b"req_stub"[..]));
    }
    stub.set(Reply::Hang);
    for (path, body) in bodies {
        let got = send(&client(), addr, "POST", path, &[], body).await;
        assert_eq!(got.status, 504, "{path}");
        let error: serde_json::Value = serde_json::from_slice(&got.body()).expect("JSON");
        assert_eq!(error["error"]["message"], "ctx proxy: the upstream sent no response in 300ms");
    }
}

/// Checks that an Anthropic body pairs every `tool_result` with a `tool_use` of the assistant
/// message just before it, as the API wants them (consecutive user messages it joins).
#[track_caller]
fn check_anthropic_pairs(body: &[u8]) {
    let body: serde_json::Value = serde_json::from_slice(body).expect("JSON");
    let messages = body["messages"].as_array().expect("messages");
    let mut calls: Vec<&str> = Vec::new();
    for message in messages {
        if message["role"] == "assistant" {
            calls.clear();
        }
        let blocks = message["content"].as_array().map(Vec::as_slice).unwrap_or_default();
        for block in blocks {
            if block["type"] == "tool_result" {
                let id = block["tool_use_id"].as_str().expect("an id");
                assert!(calls.contains(&id), "{id} answers a call just made");
            }
        }
        calls.extend(
            blocks
                .iter()
                .filter(|block| block["type"] == "tool_use")
                .filter_map(|block| block["id"].as_str()),
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_history_policy_edits_an_anthropic_conversation_in_its_own_shape() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |config| config.window = Some(8_000)).await;
    let client = client();
    let mut messages = vec![r#"{"role":"user","content":"Build it."}"#.to_owned()];
    let mut shaped = 0;
    for step in 0..50 {
        messages.push(format!(
            r#"{{"role":"assistant","content":[{{"type":"text","text":"Step {step}."}},{{"type":"tool_use","id":"toolu_{step}","name":"Bash","input":{{"command":"make step{step}"}}}}]}}"#
        ));
        messages.push(format!(
            r#"{{"role":"user","content":[{{"type":"tool_result","tool_use_id":"toolu_{step}","content":{}}}]}}"#,
            json(&format!("step {step} compiled file {step}.c ok\n").repeat(30))
        ));
        let body = format!(
            r#"{{"model":"claude-sonnet-4-5","max_tokens":1000,"system":"You build things.","messages":[{}]}}"#,
            messages.join(",")
        );
        send(&client, addr, "POST", ANTHROPIC, &[], body.clone()).await;
        send(&client, addr, "POST", ANTHROPIC, &[], body.clone()).await;
        let received = stub.take();
        assert_eq!(received[0].body, received[1].body, "step {step}: the same bytes again");
        check_anthropic_pairs(&received[0].body);
        let sent = String::from_utf8_lossy(&received[0].body);
        assert!(
            sent.ends_with(&format!("{}]}}", messages.last().expect("a message"))),
            "step {step}: the newest as sent"
        );
        assert!(
            sent.contains(
                r#""system":"You build things.","messages":[{"role":"user","content":"Build it."}"#
            )
        );
        shaped += usize::from(sent.len() < body.len() / 2);
    }
    assert!(shaped > 0, "50 steps of 30 lines do not fit 8,000 tokens: the history was shaped");
}

const CHAT: &str = "/v1/chat/completions";

/// A Chat Completions body as agents send them, its messages spaced three ways (one indented, one
/// Python-spaced, the rest compact) and a `\/` escape no serializer writes: a tool call, its
/// output `log`, and `tail` (more messages, each with a leading comma).
fn chat_body(log: &str, tail: &str) -> String {
    format!(
        r#"{{"model":"gpt-4o","messages":[{{
  "role": "system",
  "content": "You are a coding agent in \/repo."
}},{{"role": "user", "content": "Make the tests pass."}},{{"role":"assistant","content":null,"tool_calls":[{{"id":"call_1","type":"function","function":{{"name":"bash","arguments":"{{\"command\":\"cargo test\"}}"}}}}]}},{{"role":"tool","tool_call_id":"call_1","content":{}}}{tail}],"stream":true}}"#,
        json(log)
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_tool_result_is_squashed_and_every_other_byte_kept() {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let first = chat_body(&test_log(), "");
    let second = chat_body(
        &test_log(),
        r#",{"role": "assistant", "content": "parser_7 fails at src\/parse.rs:42."},{"role":"user","content":"Fix it."}"#,
    );
    send(&client(), addr, "POST", CHAT, &[], first.clone()).await;
    send(&client(), addr, "POST", CHAT, &[], second.clone()).await;
    let received = stub.take();
    let squash = check_only_the_result_changed(&first, &received[0].body);
    assert_eq!(check_only_the_result_changed(&second, &received[1].body), squash, "the same squash");
}
