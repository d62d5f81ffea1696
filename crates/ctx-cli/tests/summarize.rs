//! `ctx compact --summarizer openai` against an OpenAI-compatible server on 127.0.0.1 started by
//! the test: the summary arrives in the output, and a failing endpoint falls back to the
//! extractive summary with the reason in `--stats`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// How long the server waits for a client before it stops by itself.
const PATIENCE: Duration = Duration::from_secs(20);

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A request the server received: its headers and JSON body.
#[derive(Debug)]
struct Request {
    headers: Vec<(String, String)>,
    body: Value,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(key, _)| key.eq_ignore_ascii_case(name)).map(|(_, value)| value.as_str())
    }
}

/// Serves one request with `status` and `body` on a fresh loopback port, then stops.
fn serve_once(status: u16, body: String) -> (String, JoinHandle<Option<Request>>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("binds a loopback port");
    let base_url = format!("http://{}/v1", listener.local_addr().expect("address"));
    listener.set_nonblocking(true).expect("non-blocking accept");
    let thread = std::thread::spawn(move || {
        let mut stream = accept(&listener)?;
        let request = read_request(&mut stream)?;
        let head = format!(
            "HTTP/1.1 {status} Canned\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes()));
        Some(request)
    });
    (base_url, thread)
}

fn accept(listener: &TcpListener) -> Option<TcpStream> {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if let Ok((stream, _)) = listener.accept() {
            stream.set_nonblocking(false).ok()?;
            stream.set_read_timeout(Some(PATIENCE)).ok()?;
            return Some(stream);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    None
}

fn read_request(stream: &mut TcpStream) -> Option<Request> {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let length: usize =
        headers.iter().find(|(name, _)| name.eq_ignore_ascii_case("content-length"))?.1.parse().ok()?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request { headers, body: serde_json::from_slice(&body).ok()? })
}

fn completion(text: &str) -> String {
    json!({
        "id": "chatcmpl-test", "object": "chat.completion", "created": 0, "model": "m",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
    })
    .to_string()
}

/// Runs `ctx ARGS` with no API key in its environment except `env`.
fn ctx(args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(root())
        .env_remove("OPENAI_API_KEY")
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
    let (base_url, server) = serve_once(200, completion("## Active task\nMODEL SUMMARY MARKER"));
    let output = compact_demo(&base_url, &["--stats"], &[]);
    let request = server.join().expect("server thread").expect("one request");
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
    let (base_url, server) = serve_once(500, r#"{"error": {"message": "boom"}}"#.to_owned());
    let output = compact_demo(&base_url, &["--stats"], &[]);
    server.join().expect("server thread").expect("one request");
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!(stats["summary"], "extractive (openai failed: http 500: boom)");
    assert!(summary_text(&output).contains("(extracted without a model)"));

    // Without --stats the reason is a warning line on stderr.
    let (base_url, server) = serve_once(200, r#"{"choices": []}"#.to_owned());
    let output = compact_demo(&base_url, &[], &[]);
    server.join().expect("server thread").expect("one request");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output), "warning: summary: extractive (openai failed: the response has no choice)\n");
}

#[test]
fn the_key_comes_from_the_named_variable_and_is_never_printed() {
    let key = "sk-cli-test-0123456789";
    let echo = format!(r#"{{"error": {{"message": "Incorrect API key provided: {key}"}}}}"#);
    let (base_url, server) = serve_once(401, echo);
    let output =
        compact_demo(&base_url, &["--stats", "--api-key-env", "CTX_TEST_KEY"], &[("CTX_TEST_KEY", key)]);
    let request = server.join().expect("server thread").expect("one request");
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
