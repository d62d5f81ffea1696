//! `ctx mcp` driven as a client drives it: a child process, JSON-RPC messages one per line on its
//! stdin, answers one per line on its stdout.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{Value, json};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("mcp-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn ctx(args: &[&str], dir: &Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(dir)
        .env("XDG_CONFIG_HOME", dir)
        .env_remove("CTX_ARCHIVE")
        .output()
        .expect("ctx runs");
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// `ctx mcp` running, and the client's end of its pipes.
struct Server {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    fn start(archive: &Path, dir: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
            .args(["mcp", "--archive", &archive.display().to_string()])
            .current_dir(dir)
            .env("XDG_CONFIG_HOME", dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ctx mcp starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Server { child, stdin, stdout }
    }

    /// Sends one line.
    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("open");
        stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush())
            .expect("sent");
    }

    /// Reads one answer: one line of JSON.
    fn receive(&mut self) -> Value {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("an answer");
        assert!(line.ends_with('\n') && !line.trim_end().contains('\n'), "one line: {line:?}");
        serde_json::from_str(&line).unwrap_or_else(|error| panic!("{error}: {line}"))
    }

    /// Sends a request and returns its answer's `result`, checking the id comes back.
    fn request(&mut self, id: i64, method: &str, params: &Value) -> Value {
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }).to_string());
        let answer = self.receive();
        assert_eq!((&answer["jsonrpc"], &answer["id"]), (&json!("2.0"), &json!(id)), "{answer}");
        answer.get("result").cloned().unwrap_or_else(|| panic!("no result: {answer}"))
    }

    /// Calls a tool: its text and whether it is an error.
    fn call(&mut self, id: i64, tool: &str, arguments: &Value) -> (String, bool) {
        let result = self.request(id, "tools/call", &json!({ "name": tool, "arguments": arguments }));
        let text = result["content"][0]["text"].as_str().expect("text content").to_owned();
        assert_eq!(result["content"][0]["type"], "text");
        (text, result["isError"].as_bool().expect("isError"))
    }

    /// Closes stdin: the server ends with status 0 and nothing on stderr.
    fn finish(mut self) {
        drop(self.stdin.take());
        let output = self.child.wait_with_output().expect("ends");
        assert!(output.status.success(), "{:?}", output.status);
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "stderr stays empty");
        let mut rest = String::new();
        self.stdout.read_line(&mut rest).expect("reads");
        assert_eq!(rest, "", "no answer left unread");
    }
}

#[test]
fn a_client_initializes_lists_and_recalls_what_a_squash_archived() {
    let dir = scratch("session");
    let archive = dir.join("archive.sqlite");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    let squashed = ctx(
        &[
            "squash",
            "--archive",
            &archive.display().to_string(),
            "--tool",
            "bash",
            &log.display().to_string(),
        ],
        &dir,
    );
    let at = squashed.find("recall ").expect("a marker") + "recall ".len();
    let handle: String = squashed[at..].chars().take_while(char::is_ascii_hexdigit).collect();

    let mut server = Server::start(&archive, &dir);
    let init = server.request(
        1,
        "initialize",
        &json!({ "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": { "name": "test", "version": "1" } }),
    );
    assert_eq!(init["protocolVersion"], "2025-06-18");
    assert_eq!(init["serverInfo"]["name"], "ctx");
    assert_eq!(init["capabilities"]["tools"], json!({ "listChanged": false }));
    assert!(init["instructions"].as_str().is_some_and(|text| text.contains("recall")));
    server.send(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);

    let tools = server.request(2, "tools/list", &json!({}));
    let names: Vec<&str> =
        tools["tools"].as_array().expect("tools").iter().filter_map(|tool| tool["name"].as_str()).collect();
    assert_eq!(names, ["recall", "search"]);
    assert_eq!(tools["tools"][0]["inputSchema"], ctx_pipeline::recall_tool()["function"]["parameters"]);
    assert_eq!(tools["tools"][1]["inputSchema"]["required"], json!(["query"]));

    // The same text `ctx recall` prints: one formatter.
    let (page, failed) = server.call(3, "recall", &json!({ "handle": handle, "lines": "2-3" }));
    assert!(!failed);
    let archive_flag = archive.display().to_string();
    assert_eq!(page, ctx(&["recall", "--archive", &archive_flag, &handle, "--lines", "2-3"], &dir));
    let (matches, failed) = server.call(4, "recall", &json!({ "handle": handle, "pattern": "TRACE" }));
    assert!(!failed && matches.contains(&format!("lines of {handle} match /TRACE/")), "{matches}");

    let original = std::fs::read_to_string(&log).expect("fixture");
    let phrase = original.lines().next().expect("a first line").split_whitespace().last().expect("a word");
    let (found, failed) = server.call(5, "search", &json!({ "query": phrase }));
    assert!(!failed && found.contains(&handle), "{found}");
    let (none, failed) = server.call(6, "search", &json!({ "query": "no such phrase in any original" }));
    assert!(!failed && none.starts_with("recall: no archived original contains"), "{none}");

    let (unknown, failed) = server.call(7, "recall", &json!({ "handle": "00000000" }));
    assert!(failed);
    assert!(unknown.starts_with("recall: no original with handle 00000000 in the archive"), "{unknown}");
    let (past, failed) = server.call(8, "recall", &json!({ "handle": handle, "lines": "999999-" }));
    assert!(failed && past.starts_with("recall: line 999999 is past the end"), "{past}");
    let (empty, failed) = server.call(9, "search", &json!({}));
    assert!(failed && empty.starts_with("search: give `query`"), "{empty}");

    assert_eq!(server.request(10, "ping", &json!({})), json!({}));
    server.send("{this is not json");
    let answer = server.receive();
    assert_eq!((&answer["id"], &answer["error"]["code"]), (&Value::Null, &json!(-32_700)), "{answer}");
    server.send(r#"{"jsonrpc":"2.0","id":11,"method":"prompts/list"}"#);
    assert_eq!(server.receive()["error"]["code"], -32_601);
    server.send(r#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"rm"}}"#);
    assert_eq!(server.receive()["error"]["code"], -32_602);
    server.send("");
    assert_eq!(server.request(13, "ping", &json!({})), json!({}), "a blank line is skipped");
    server.finish();
}

#[test]
fn an_archive_made_after_the_server_started_is_read_once_it_exists() {
    let dir = scratch("later");
    let archive = dir.join("later.sqlite");
    let mut server = Server::start(&archive, &dir);
    server.request(1, "initialize", &json!({ "protocolVersion": "2024-11-05" }));
    let (text, failed) = server.call(2, "search", &json!({ "query": "error" }));
    assert!(failed);
    assert_eq!(
        text,
        format!(
            "search: no archive at {} yet: nothing has been shortened there so far, so there is nothing to recall.",
            archive.display()
        )
    );
    assert!(!archive.exists(), "asking creates nothing");
    let log = root().join("fixtures/tools/cargo-trace-log.txt");
    ctx(
        &[
            "squash",
            "--archive",
            &archive.display().to_string(),
            "--tool",
            "bash",
            &log.display().to_string(),
        ],
        &dir,
    );
    let (page, failed) = server.call(3, "recall", &json!({ "query": "TRACE" }));
    assert!(!failed && page.contains("archived original"), "{page}");
    server.finish();
}
