//! `ctx proxy` as a process: killed mid-stream, it has lost no original it archived.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A scratch directory under the target directory, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("proxy-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// Reads one HTTP/1.1 request with a `content-length` body from `stream`: its body.
fn read_request(stream: &mut TcpStream) -> Vec<u8> {
    let mut reader = BufReader::new(stream);
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).expect("a header line");
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().expect("a length");
        }
        if line == "\r\n" || line.is_empty() {
            break;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).expect("the body");
    body
}

/// A test run's output: many passing tests and one failure.
fn test_log() -> String {
    let mut log = (0..2_000).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
    log.push_str("test tests::parser_7 ... FAILED\ntest result: FAILED. 2000 passed; 1 failed\n");
    log
}

#[test]
fn a_proxy_killed_mid_stream_has_lost_no_archived_original() {
    let dir = scratch("kill");
    let archive = dir.join("archive.sqlite");
    // The upstream: takes one request, sends the first event of a stream and then holds it open.
    let upstream = TcpListener::bind("127.0.0.1:0").expect("bind");
    let upstream_url = format!("http://{}", upstream.local_addr().expect("an address"));
    let (sent_tx, sent_rx) = mpsc::channel();
    std::thread::spawn(move || {
        let (mut stream, _) = upstream.accept().expect("a connection");
        let body = read_request(&mut stream);
        let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
        let event = "data: {\"delta\":\"hel\"}\n\n";
        let _ = write!(stream, "{head}{:x}\r\n{event}\r\n", event.len());
        let _ = stream.flush();
        sent_tx.send(body).expect("the test waits");
        std::thread::sleep(Duration::from_secs(30));
    });
    let mut proxy = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["proxy", "--listen", "127.0.0.1:0", "--upstream", &upstream_url, "--archive"])
        .arg(&archive)
        .stderr(Stdio::piped())
        .spawn()
        .expect("ctx proxy starts");
    let mut stderr = BufReader::new(proxy.stderr.take().expect("stderr"));
    let mut line = String::new();
    stderr.read_line(&mut line).expect("the first line");
    let address = line.split("listening on http://").nth(1).and_then(|rest| rest.split(',').next());
    let address = address.unwrap_or_else(|| panic!("a listening line: {line}")).to_owned();

    let log = test_log();
    let body = serde_json::json!({
        "model": "gpt-4o",
        "stream": true,
        "messages": [
            {"role": "user", "content": "Make the tests pass."},
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\":\"cargo test\"}"}}
            ]},
            {"role": "tool", "tool_call_id": "c1", "content": log}
        ]
    })
    .to_string();
    let mut client = TcpStream::connect(&address).expect("connect to the proxy");
    write!(
        client,
        "POST /v1/chat/completions HTTP/1.1\r\nhost: {address}\r\nauthorization: Bearer {SECRET}\r\nx-api-key: {SECRET}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    // The head goes out at once; the stream's first event only once the archive has stored the
    // originals its request's markers name (while it stores, the body flows one frame behind and
    // this upstream sends no second frame): the kill comes after the client has an event, so
    // what this checks is that an original, once stored, survives a SIGKILL mid-stream (the
    // window before the store, while the last frame is held back, is the design's: the model's
    // reply does not reach the client before the store is done).
    client.set_read_timeout(Some(Duration::from_secs(20))).expect("a read timeout");
    let mut received = Vec::new();
    while !String::from_utf8_lossy(&received).contains("\"delta\"") {
        let mut chunk = [0; 256];
        let read = client.read(&mut chunk).expect("the stream goes on");
        assert!(read > 0, "the stream ended early: {}", String::from_utf8_lossy(&received));
        received.extend_from_slice(&chunk[..read]);
    }
    assert!(String::from_utf8_lossy(&received).starts_with("HTTP/1.1 200"), "streaming");
    let sent = String::from_utf8(sent_rx.recv_timeout(Duration::from_secs(20)).expect("the upstream got it"))
        .expect("UTF-8");

    proxy.kill().expect("kill the proxy mid-stream");
    proxy.wait().expect("it ended");

    let at = sent.find("recall ").expect("the squash names a handle") + "recall ".len();
    let handle: String = sent[at..].chars().take_while(char::is_ascii_hexdigit).collect();
    let recalled = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["recall", &handle, "--lines", "2001-2002", "--archive"])
        .arg(&archive)
        .output()
        .expect("ctx recall runs");
    let page = String::from_utf8_lossy(&recalled.stdout);
    assert!(recalled.status.success(), "{}", String::from_utf8_lossy(&recalled.stderr));
    assert!(
        page.contains("test tests::parser_7 ... FAILED\ntest result: FAILED. 2000 passed; 1 failed"),
        "{page}"
    );
}

#[test]
fn a_bad_upstream_or_address_is_one_error_line() {
    for (args, expected) in [
        (
            &["proxy", "--upstream", "api.anthropic.com", "--no-archive"][..],
            "error: invalid upstream `api.anthropic.com`: expected http:// or https://\n",
        ),
        (&["proxy", "--upstream", "http://127.0.0.1:1", "--log", "loud"][..], ""),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_ctx")).args(args).output().expect("ctx runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        if expected.is_empty() {
            assert_eq!(output.status.code(), Some(2), "a usage error: {stderr}");
            assert!(stderr.contains("invalid value 'loud' for '--log <LEVEL>'"), "{stderr}");
        } else {
            assert_eq!(output.status.code(), Some(1), "{stderr}");
            assert_eq!(stderr, expected);
        }
    }
    let taken = TcpListener::bind("127.0.0.1:0").expect("bind");
    let address = taken.local_addr().expect("an address").to_string();
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["proxy", "--upstream", "http://127.0.0.1:1", "--no-archive", "--listen", &address])
        .output()
        .expect("ctx runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with(&format!("error: cannot listen on {address}: ")), "{stderr}");
    // A timeout of 0 would answer every request 504 at once: a usage error, as `compact
    // --timeout 0` is (the taken address makes a proxy that started anyway exit at once).
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["proxy", "--upstream", "http://127.0.0.1:1", "--no-archive", "--listen", &address])
        .args(["--upstream-timeout", "0"])
        .output()
        .expect("ctx runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "a usage error: {stderr}");
    assert!(stderr.contains("'--upstream-timeout <SECONDS>': must be more than 0 seconds"), "{stderr}");
}

/// `ctx proxy` started in `dir` with its configuration alone (no `CTX_*` variable, the user's
/// file under `dir/home`), its stderr read until it says where it listens: the process and the
/// address.
fn start_in(
    dir: &Path,
    args: &[&str],
) -> (std::process::Child, BufReader<std::process::ChildStderr>, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ctx"));
    command.arg("proxy").args(args).current_dir(dir).env("XDG_CONFIG_HOME", dir.join("home"));
    for (name, _) in std::env::vars() {
        if name.starts_with("CTX_") {
            command.env_remove(name);
        }
    }
    let mut proxy = command.stderr(Stdio::piped()).spawn().expect("ctx proxy starts");
    let mut stderr = BufReader::new(proxy.stderr.take().expect("stderr"));
    let mut line = String::new();
    stderr.read_line(&mut line).expect("the first line");
    let address = line.split("listening on http://").nth(1).and_then(|rest| rest.split(',').next());
    let address = address.unwrap_or_else(|| panic!("a listening line: {line}")).to_owned();
    (proxy, stderr, format!("{address}|{line}"))
}

/// A credential the client sends, which nothing may log or store.
const SECRET: &str = "sk-ctx-test-credential-0123456789";

#[test]
fn the_proxy_follows_the_configuration_and_records_its_savings_for_ctx_gain() {
    let dir = scratch("config");
    std::fs::create_dir_all(dir.join(".git")).expect("a repository root");
    // The upstream: answers every request with a small JSON body.
    let upstream = TcpListener::bind("127.0.0.1:0").expect("bind");
    let upstream_url = format!("http://{}", upstream.local_addr().expect("an address"));
    let (sent_tx, sent_rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in upstream.incoming() {
            let Ok(mut stream) = stream else { return };
            let body = read_request(&mut stream);
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{{}}"
            );
            let _ = sent_tx.send(body);
        }
    });
    std::fs::write(
        dir.join("ctx.toml"),
        format!(
            "pricing = \"openai\"\narchive = \"ledger.sqlite\"\n[tool_aliases]\nrun_it = \"bash\"\n[proxy]\nlisten = \"127.0.0.1:0\"\nupstream = \"{upstream_url}\"\n"
        ),
    )
    .expect("ctx.toml");
    let (mut proxy, mut stderr, address) = start_in(&dir, &["--log", "debug"]);
    let (address, line) = address.split_once('|').expect("address and line");
    assert!(line.contains(&format!("forwarding to {upstream_url}")), "{line}");

    let log = test_log();
    let body = serde_json::json!({
        "model": "gpt-4o",
        "messages": [
            {"role": "user", "content": "Make the tests pass."},
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "run_it", "arguments": "{\"command\":\"cargo test\"}"}}
            ]},
            {"role": "tool", "tool_call_id": "c1", "content": log}
        ]
    })
    .to_string();
    let mut client = TcpStream::connect(address).expect("connect to the proxy");
    write!(
        client,
        "POST /v1/chat/completions HTTP/1.1\r\nhost: {address}\r\nauthorization: Bearer {SECRET}\r\nx-api-key: {SECRET}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let sent = sent_rx.recv_timeout(Duration::from_secs(20)).expect("the upstream got it");
    assert!(
        sent.len() < body.len() / 4,
        "the configured alias `run_it` is a shell: squashed to {} bytes",
        sent.len()
    );
    let mut answer = [0; 256];
    let read = client.read(&mut answer).expect("the answer");
    assert!(String::from_utf8_lossy(&answer[..read]).starts_with("HTTP/1.1 200"));

    // The saving is recorded off the request's path: wait for it, then stop the proxy.
    let ledger = dir.join("ledger.sqlite");
    let mut gain = String::new();
    for _ in 0..100 {
        let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
            .args(["gain", "--by", "session", "--json", "--archive"])
            .arg(&ledger)
            .output()
            .expect("ctx gain runs");
        gain = String::from_utf8_lossy(&output.stdout).into_owned();
        if gain.contains(r#""key":"proxy-"#) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    proxy.kill().expect("stop the proxy");
    proxy.wait().expect("it ended");
    // Credentials are neither logged (even at `debug`) nor stored with the originals and savings.
    let mut said = String::new();
    stderr.read_to_string(&mut said).expect("the log");
    assert!(said.contains("chat completions") && !said.contains(SECRET), "{said}");
    for entry in std::fs::read_dir(&dir).expect("the project") {
        let path = entry.expect("an entry").path();
        if path.is_file() {
            let bytes = std::fs::read(&path).expect("a file");
            assert!(
                !bytes.windows(SECRET.len()).any(|window| window == SECRET.as_bytes()),
                "{}",
                path.display()
            );
        }
    }
    let gain: serde_json::Value = serde_json::from_str(&gain).unwrap_or_else(|_| panic!("JSON: {gain}"));
    let row = &gain["rows"][0];
    assert!(row["key"].as_str().is_some_and(|key| key.starts_with("proxy-")), "{gain}");
    assert_eq!(row["events"], 1);
    let saved = row["tokens_saved"].as_i64().expect("tokens saved");
    assert!(saved > 10_000, "most of a 2,000-line log: {saved}");
    let usd = row["usd_saved"].as_f64().expect("dollars");
    assert!((usd - saved as f64 * 1.25 / 1e6).abs() < 1e-9, "priced as openai: {usd}");
}

#[test]
fn without_an_upstream_the_proxy_says_where_to_give_one() {
    let dir = scratch("no-upstream");
    std::fs::create_dir_all(dir.join(".git")).expect("a repository root");
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["proxy", "--no-archive"])
        .current_dir(&dir)
        .env("XDG_CONFIG_HOME", dir.join("home"))
        .env_remove("CTX_PROXY_UPSTREAM")
        .output()
        .expect("ctx runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "a usage error: {stderr}");
    assert_eq!(
        stderr,
        "error: no upstream: give --upstream URL, or set `upstream` under [proxy] in ctx.toml (or CTX_PROXY_UPSTREAM)\n"
    );
    std::fs::write(
        dir.join("ctx.toml"),
        "[proxy]\nlisten = \"localhost\"\nupstream = \"http://127.0.0.1:1\"\n",
    )
    .expect("ctx.toml");
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["proxy", "--no-archive"])
        .current_dir(&dir)
        .env("XDG_CONFIG_HOME", dir.join("home"))
        .output()
        .expect("ctx runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with("error: [proxy] listen = \"localhost\" (project "), "{stderr}");
}
