//! `ctx mcp`: a Model Context Protocol server over stdio with two tools, `recall` and `search`,
//! over the archive of originals, so an agent can get back anything ctx removed from its context.
//!
//! Hand-written rather than built on the official SDK (`rmcp`): that SDK runs on tokio, and this
//! server needs five methods over a blocking line loop. The stdio transport is newline-delimited
//! JSON-RPC 2.0: one message a line, no embedded newline, stdout for protocol messages only.
//!
//! - `initialize` answers the client's protocol version when it is one of [`VERSIONS`], else the
//!   newest of them (the client decides whether it can speak it), with the `tools` capability;
//!   `ping` answers `{}`; `tools/list` the two tools; `tools/call` runs one.
//! - Notifications (`notifications/initialized`, `notifications/cancelled`, …) get no answer, nor
//!   do responses a client sends; a batch (a JSON array, protocol 2025-03-26) gets an array.
//! - A tool's failure (a bad handle, lines past the end, an archive that does not exist yet) is a
//!   tool result with `isError: true` and a sentence saying what to ask instead; a message that is
//!   not JSON-RPC gets a JSON-RPC error (-32700 parse error, -32600 invalid request, -32601
//!   unknown method, -32602 unknown tool or bad parameters). Nothing stops the server but the end
//!   of its input.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use ctx_archive::{Archive, Options, SqliteArchive};
use serde_json::{Map, Value, json};

/// The protocol versions this server speaks, oldest first.
pub const VERSIONS: &[&str] = &["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];

const PARSE_ERROR: i64 = -32_700;
const INVALID_REQUEST: i64 = -32_600;
const METHOD_NOT_FOUND: i64 = -32_601;
const INVALID_PARAMS: i64 = -32_602;

/// What the server tells the model about itself when it connects.
const INSTRUCTIONS: &str = "ctx shortens large tool outputs and old tool results in this conversation and keeps \
    every original. A marker such as `[412 lines omitted — recall a1b2c3d4 lines 120-531]` names the original's \
    handle and the lines left out (`[… 900 bytes omitted — recall a1b2c3d4 line 7]` the line cut short, \
    `bytes 5001-5900` inside a line too long for a page): call `recall` with them (or a pattern) to read what was left out, \
    or `search` to find the originals where a phrase occurs.";

/// The archive the tools read: opened when a tool first needs it, since the server usually
/// starts before anything was archived.
pub struct Store {
    path: Result<PathBuf, String>,
    opened: Option<SqliteArchive>,
}

impl Store {
    /// The archive at `path`, or the reason there is none (`archive = false`).
    pub fn new(path: Result<PathBuf, String>) -> Self {
        Store { path, opened: None }
    }

    /// The archive, opened now if it exists; the sentence a tool answers otherwise.
    fn archive(&mut self) -> Result<&dyn Archive, String> {
        if self.opened.is_none() {
            let path = self.path.as_ref().map_err(Clone::clone)?;
            if !path.exists() {
                return Err(format!(
                    "no archive at {} yet: nothing has been shortened there so far, so there is nothing to recall",
                    path.display()
                ));
            }
            let archive = SqliteArchive::open(path, &Options::default())
                .map_err(|error| crate::archive::naming(path, &error))?;
            self.opened = Some(archive);
        }
        Ok(self.opened.as_ref().map(|archive| archive as &dyn Archive).ok_or("the archive is not open")?)
    }
}

/// Serves messages from `input` until it ends, answering on `output` (flushed after each
/// answer). Only a failure to write ends it early.
pub fn serve(input: &mut dyn BufRead, output: &mut dyn Write, store: &mut Store) -> std::io::Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&line);
        if text.trim().is_empty() {
            continue;
        }
        if let Some(answer) = handle_line(text.trim(), store) {
            let mut bytes = serde_json::to_vec(&answer).map_err(std::io::Error::other)?;
            bytes.push(b'\n');
            output.write_all(&bytes)?;
            output.flush()?;
        }
    }
}

/// The answer to one line: a response, an array of them, or nothing (notifications).
fn handle_line(text: &str, store: &mut Store) -> Option<Value> {
    let message: Value = match serde_json::from_str(text) {
        Ok(message) => message,
        Err(error) => {
            return Some(error_response(&Value::Null, PARSE_ERROR, &format!("Parse error: {error}")));
        }
    };
    match message {
        Value::Array(batch) if batch.is_empty() => {
            Some(error_response(&Value::Null, INVALID_REQUEST, "Invalid Request: an empty batch"))
        }
        Value::Array(batch) => {
            let answers: Vec<Value> =
                batch.into_iter().filter_map(|message| handle_message(message, store)).collect();
            (!answers.is_empty()).then_some(Value::Array(answers))
        }
        message => handle_message(message, store),
    }
}

/// The answer to one message, `None` for a notification or a response.
fn handle_message(message: Value, store: &mut Store) -> Option<Value> {
    let Value::Object(message) = message else {
        return Some(error_response(
            &Value::Null,
            INVALID_REQUEST,
            "Invalid Request: a message is a JSON object",
        ));
    };
    let id = message.get("id").cloned();
    let valid_id = |id: &Value| matches!(id, Value::String(_) | Value::Number(_));
    if message.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
        let id = id.filter(valid_id).unwrap_or(Value::Null);
        return Some(error_response(&id, INVALID_REQUEST, "Invalid Request: \"jsonrpc\" must be \"2.0\""));
    }
    let Some(method) = message.get("method").and_then(Value::as_str) else {
        // A response to a request of ours (we send none), or a message with no method.
        return match (&id, message.contains_key("result") || message.contains_key("error")) {
            (Some(_), true) => None,
            (id, _) => Some(error_response(
                &id.clone().filter(valid_id).unwrap_or(Value::Null),
                INVALID_REQUEST,
                "Invalid Request: \"method\" must be a string",
            )),
        };
    };
    let id = match id {
        None => return None, // a notification: never answered
        Some(id) if valid_id(&id) => id,
        Some(_) => {
            return Some(error_response(
                &Value::Null,
                INVALID_REQUEST,
                "Invalid Request: \"id\" must be a string or a number",
            ));
        }
    };
    let params = message.get("params").cloned().unwrap_or(Value::Object(Map::new()));
    Some(match call(method, &params, store) {
        Ok(result) => json!({ "jsonrpc": "2.0", "id": id, "result": result }),
        Err((code, text)) => error_response(&id, code, &text),
    })
}

/// A method's result, or its JSON-RPC error.
fn call(method: &str, params: &Value, store: &mut Store) -> Result<Value, (i64, String)> {
    match method {
        "initialize" => {
            let asked = params.get("protocolVersion").and_then(Value::as_str);
            let newest = VERSIONS[VERSIONS.len() - 1];
            let version = asked.filter(|asked| VERSIONS.contains(asked)).unwrap_or(newest);
            Ok(json!({
                "protocolVersion": version,
                "capabilities": { "tools": { "listChanged": false } },
                "serverInfo": { "name": "ctx", "version": env!("CARGO_PKG_VERSION") },
                "instructions": INSTRUCTIONS,
            }))
        }
        "ping" => Ok(json!({})),
        "tools/list" => Ok(json!({ "tools": tools() })),
        "tools/call" => {
            let Some(name) = params.get("name").and_then(Value::as_str) else {
                return Err((
                    INVALID_PARAMS,
                    "Invalid params: tools/call needs the tool's \"name\"".to_owned(),
                ));
            };
            let arguments = params.get("arguments").cloned().unwrap_or(Value::Object(Map::new()));
            let answer = match name {
                "recall" => recall(&arguments, store),
                "search" => search(&arguments, store),
                other => {
                    return Err((
                        INVALID_PARAMS,
                        format!("Unknown tool: {other} (this server has recall and search)"),
                    ));
                }
            };
            let (text, failed) = match answer {
                Ok(text) => (text, false),
                Err(sentence) => (sentence, true),
            };
            Ok(json!({ "content": [{ "type": "text", "text": text }], "isError": failed }))
        }
        other => Err((METHOD_NOT_FOUND, format!("Method not found: {other}"))),
    }
}

/// The two tools: `recall` with the schema the recall tool has everywhere, and `search`.
fn tools() -> Value {
    let recall = ctx_pipeline::recall_tool();
    let function = &recall["function"];
    json!([
        {
            "name": "recall",
            "description": function["description"],
            "inputSchema": function["parameters"],
            "annotations": { "readOnlyHint": true, "openWorldHint": false },
        },
        {
            "name": "search",
            "description": "Find the archived originals (the full outputs ctx shortened in this conversation) \
                where a phrase occurs: its words, adjacent and in order, case and punctuation ignored. Each hit \
                names a handle and a line; call recall with the handle to read around it.",
            "inputSchema": {
                "type": "object",
                "properties": { "query": { "type": "string", "description": "The phrase to find, such as FAILED tests/test_parser.py." } },
                "required": ["query"],
                "additionalProperties": false,
            },
            "annotations": { "readOnlyHint": true, "openWorldHint": false },
        },
    ])
}

/// `recall`: the recall tool's own answer (a page, matching lines, originals found).
fn recall(arguments: &Value, store: &mut Store) -> Result<String, String> {
    let archive = store.archive().map_err(|reason| format!("recall: {reason}."))?;
    ctx_pipeline::recall_answer(archive, &arguments.to_string())
}

/// `search`: the recall tool's answer to a query alone.
fn search(arguments: &Value, store: &mut Store) -> Result<String, String> {
    let query =
        match arguments.get("query") {
            Some(Value::String(query)) if !query.trim().is_empty() => query,
            _ => return Err(
                "search: give `query`, the phrase to find, such as {\"query\": \"borrow of moved value\"}."
                    .to_owned(),
            ),
        };
    let archive = store.archive().map_err(|reason| format!("search: {reason}."))?;
    ctx_pipeline::recall_answer(archive, &json!({ "query": query }).to_string())
}

fn error_response(id: &Value, code: i64, message: &str) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message } })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> Store {
        Store::new(Err("the archive is off".to_owned()))
    }

    #[track_caller]
    fn check(line: &str, expected: Option<&Value>) {
        assert_eq!(handle_line(line, &mut store()).as_ref(), expected, "{line}");
    }

    fn error(id: &Value, code: i64, message: &str) -> Value {
        error_response(id, code, message)
    }

    #[test]
    fn json_rpc_errors_for_what_is_not_a_request() {
        let null = Value::Null;
        check(
            "{",
            Some(&error(&null, PARSE_ERROR, "Parse error: EOF while parsing an object at line 1 column 1")),
        );
        check("[]", Some(&error(&null, INVALID_REQUEST, "Invalid Request: an empty batch")));
        check("3", Some(&error(&null, INVALID_REQUEST, "Invalid Request: a message is a JSON object")));
        check(
            r#"{"id":1,"method":"ping"}"#,
            Some(&error(&json!(1), INVALID_REQUEST, "Invalid Request: \"jsonrpc\" must be \"2.0\"")),
        );
        check(
            r#"{"jsonrpc":"2.0","id":1}"#,
            Some(&error(&json!(1), INVALID_REQUEST, "Invalid Request: \"method\" must be a string")),
        );
        check(
            r#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#,
            Some(&error(&null, INVALID_REQUEST, "Invalid Request: \"id\" must be a string or a number")),
        );
        check(
            r#"{"jsonrpc":"2.0","id":"a","method":"resources/list"}"#,
            Some(&error(&json!("a"), METHOD_NOT_FOUND, "Method not found: resources/list")),
        );
        check(
            r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"shell"}}"#,
            Some(&error(
                &json!(2),
                INVALID_PARAMS,
                "Unknown tool: shell (this server has recall and search)",
            )),
        );
        check(
            r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{}}"#,
            Some(&error(&json!(2), INVALID_PARAMS, "Invalid params: tools/call needs the tool's \"name\"")),
        );
    }

    #[test]
    fn notifications_and_responses_get_no_answer() {
        check(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, None);
        check(r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#, None);
        check(r#"{"jsonrpc":"2.0","method":"no/such/notification"}"#, None);
        check(r#"{"jsonrpc":"2.0","id":5,"result":{}}"#, None);
        check(r#"[{"jsonrpc":"2.0","method":"notifications/initialized"}]"#, None);
        check(
            r#"[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":9,"method":"ping"}]"#,
            Some(&json!([{ "jsonrpc": "2.0", "id": 9, "result": {} }])),
        );
    }

    #[test]
    fn initialize_answers_the_client_s_version_when_it_knows_it() {
        let version = |asked: &str| {
            let line = format!(
                r#"{{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"{asked}"}}}}"#
            );
            handle_line(&line, &mut store()).expect("an answer")["result"]["protocolVersion"].clone()
        };
        assert_eq!(version("2024-11-05"), "2024-11-05");
        assert_eq!(version("2025-06-18"), "2025-06-18");
        assert_eq!(version("2099-01-01"), "2025-11-25");
    }

    #[test]
    fn tool_failures_are_tool_results_with_a_sentence() {
        let answer = handle_line(
            r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"recall","arguments":{"handle":"a1b2c3d4"}}}"#,
            &mut store(),
        )
        .expect("an answer");
        assert_eq!(
            answer["result"],
            json!({ "content": [{ "type": "text", "text": "recall: the archive is off." }], "isError": true })
        );
        let answer = handle_line(
            r#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"search","arguments":{"query":7}}}"#,
            &mut store(),
        )
        .expect("an answer");
        assert_eq!(answer["result"]["isError"], true);
        assert!(
            answer["result"]["content"][0]["text"]
                .as_str()
                .is_some_and(|text| text.starts_with("search: give `query`"))
        );
    }
}
