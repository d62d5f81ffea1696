//! `ctx compact --summarizer openai` against an OpenAI-compatible server on 127.0.0.1 started by
//! the test: the summary arrives in the output, and a failing endpoint falls back to the
//! extractive summary with the reason in `--stats`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use ctx_testdata::loopback::{Reply, Server};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `ctx ARGS` with no API key in its environment except `env`.
fn ctx(args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(root())
        .env_remove("OPENAI_API_KEY")
        .env("CTX_ARCHIVE", "off")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("ctx runs")
}

fn compact_demo(base_url: &str, extra: &[&str], env: &[(&str, &str)]) -> Output {
    let mut args = vec![
        "compact",
        "--summarizer",
        "openai",
        "--base-url",
        base_url,
        "--model",
        "m",
        "--window",
        "32000",
        "--force",
        "--timeout",
        "10",
    ];
    args.extend_from_slice(extra);
    args.push("fixtures/demo/session.json");
    ctx(&args, env)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The summary message's text in the compacted conversation on stdout.
fn summary_text(output: &Output) -> String {
    let document: Value = serde_json::from_slice(&output.stdout).expect("JSON out");
    document["messages"]
        .as_array()
        .expect("messages")
        .iter()
        .filter_map(|message| message["content"].as_str())
        .find(|text| text.starts_with("[prior conversation compacted]"))
        .expect("a summary message")
        .to_owned()
}

#[test]
fn the_model_summary_arrives_in_the_compacted_conversation() {
    let server = Server::start(vec![Reply::text("## Active task\nMODEL SUMMARY MARKER")]);
    let base_url = server.base_url.clone();
    let output = compact_demo(&base_url, &["--stats"], &[]);
    let request = server.finish().pop().expect("one request");
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!(stats["summary"], "summarized");
    assert_eq!(stats["shaped"], true);
    assert_eq!(
        summary_text(&output),
        "[prior conversation compacted]\n\n## Active task\nMODEL SUMMARY MARKER"
    );

    assert_eq!(request.header("authorization"), None, "no key in the environment, no header");
    assert_eq!(request.body["model"], "m");
    assert_eq!(request.body["max_tokens"].as_u64().map(|limit| limit > 0 && limit <= 4_096), Some(true));
    let sent = request.body["messages"].as_array().expect("messages");
    let demo: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("fixtures/demo/session.json")).expect("demo"),
    )
    .expect("json");
    let history = demo["messages"].as_array().expect("messages");
    assert_eq!(sent.len(), history.len() + 1, "the history, then the instruction");
    assert_eq!(sent.last().expect("instruction")["role"], "user");
    assert!(sent.last().expect("instruction")["content"].as_str().expect("text").contains("handoff summary"));
}

#[test]
fn a_failing_endpoint_falls_back_with_the_reason_in_stats() {
    let server = Server::start(vec![Reply::Raw(500, r#"{"error": {"message": "boom"}}"#.to_owned())]);
    let base_url = server.base_url.clone();
    let output = compact_demo(&base_url, &["--stats"], &[]);
    server.finish().pop().expect("one request");
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!(stats["summary"], "extractive (openai failed: http 500: boom)");
    assert!(summary_text(&output).contains("(extracted without a model)"));

    // Without --stats the reason is a warning line on stderr.
    let server = Server::start(vec![Reply::Raw(200, r#"{"choices": []}"#.to_owned())]);
    let base_url = server.base_url.clone();
    let output = compact_demo(&base_url, &[], &[]);
    server.finish().pop().expect("one request");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output), "warning: summary: extractive (openai failed: the response has no choice)\n");
}

#[test]
fn the_key_comes_from_the_named_variable_and_is_never_printed() {
    let key = "sk-cli-test-0123456789";
    let echo = format!(r#"{{"error": {{"message": "Incorrect API key provided: {key}"}}}}"#);
    let server = Server::start(vec![Reply::Raw(401, echo)]);
    let base_url = server.base_url.clone();
    let output =
        compact_demo(&base_url, &["--stats", "--api-key-env", "CTX_TEST_KEY"], &[("CTX_TEST_KEY", key)]);
    let request = server.finish().pop().expect("one request");
    assert_eq!(request.header("authorization"), Some(format!("Bearer {key}").as_str()));
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!(
        stats["summary"],
        "extractive (openai failed: http 401: Incorrect API key provided: [redacted])"
    );
    assert!(!String::from_utf8_lossy(&output.stdout).contains(key) && !stderr(&output).contains(key));
}

#[test]
fn missing_settings_are_errors_not_requests() {
    let output =
        ctx(&["compact", "--window", "1000", "--summarizer", "openai", "fixtures/demo/session.json"], &[]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("--model"), "{}", stderr(&output));
    let output = compact_demo("http://127.0.0.1:9/v1", &["--api-key-env", "CTX_TEST_UNSET_KEY"], &[]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output), "error: environment variable CTX_TEST_UNSET_KEY is not set\n");
    let output = compact_demo("http://127.0.0.1:9/v1", &["--timeout", "0"], &[]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
}
