//! The `ctx` command line on every session dialect: the 19 trajectories converted into each
//! dialect report and replay as the originals, directories are walked, outputs are written back
//! in the input's dialect, `--format` forces one, and what ctx cannot read is named.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

use ctx_message::{Conversation, Dialect, Role};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `ctx ARGS` with `stdin` and returns its output.
fn ctx(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(root())
        // No archive: tests must not write .ctx/ into the repository.
        .env("CTX_ARCHIVE", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ctx runs");
    if let Err(error) = child.stdin.take().expect("stdin").write_all(stdin) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "writes stdin");
    }
    child.wait_with_output().expect("ctx finishes")
}

#[track_caller]
fn success(output: &Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "ctx failed: {stderr}");
    String::from_utf8(output.stdout.clone()).expect("UTF-8 stdout")
}

/// The trajectories converted into every dialect, once per test run: the folder of each.
fn converted() -> &'static Vec<(Dialect, PathBuf)> {
    static CONVERTED: OnceLock<Vec<(Dialect, PathBuf)>> = OnceLock::new();
    CONVERTED.get_or_init(|| {
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("dialects");
        ctx_testdata::dialects::convert_trajectories(&out).expect("the conversions are written")
    })
}

fn originals() -> Vec<String> {
    ctx_testdata::trajectory_paths().iter().map(|path| path.display().to_string()).collect()
}

/// `ctx report`'s rows by conversation (its file stem): messages, window, raw, squashed,
/// deduped, shaped.
fn report(args: &[String]) -> BTreeMap<String, Vec<u64>> {
    let args: Vec<&str> = std::iter::once("report").chain(args.iter().map(String::as_str)).collect();
    success(&ctx(&args, b""))
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let name = fields.next()?;
            let stem = name.strip_suffix(".jsonl").or_else(|| name.strip_suffix(".json"))?;
            let numbers: Vec<u64> = fields.take(6).filter_map(|field| field.parse().ok()).collect();
            (numbers.len() == 6).then(|| (stem.to_owned(), numbers))
        })
        .collect()
}

/// `ctx replay --json`'s totals per strategy at a 64,000-token window: calls, prompt, cached and
/// written tokens, cost, used-fact recall.
/// Three strategies (no management, the design's eager dedup, cache-aware with early
/// compaction, which shapes) keep the test to seconds.
fn replay(args: &[String]) -> BTreeMap<String, Vec<f64>> {
    let flags = [
        "replay",
        "--json",
        "--window",
        "64000",
        "--strategy",
        "design",
        "--strategy",
        "cache-aware-compact",
    ];
    let args: Vec<&str> = flags.into_iter().chain(args.iter().map(String::as_str)).collect();
    let document: Value = serde_json::from_str(&success(&ctx(&args, b""))).expect("JSON");
    let strategies = document["windows"][0]["strategies"].as_array().expect("strategies");
    assert_eq!(strategies.len(), 3);
    assert_eq!(strategies[0]["files"].as_array().map(Vec::len), Some(19));
    strategies
        .iter()
        .map(|strategy| {
            let figures = ["calls", "prompt_tokens", "cached_tokens", "written_tokens", "cost", "recall"]
                .iter()
                .map(|key| strategy[key].as_f64().unwrap_or_else(|| panic!("{key}")))
                .collect();
            (strategy["strategy"].as_str().expect("name").to_owned(), figures)
        })
        .collect()
}

#[track_caller]
fn assert_within_one_percent(what: &str, original: f64, converted: f64) {
    let tolerance = original.abs() / 100.0;
    assert!((original - converted).abs() <= tolerance, "{what}: {converted} against {original}");
}

#[test]
fn every_dialect_reports_the_trajectories_as_the_originals() {
    let expected = report(&originals());
    assert_eq!(expected.len(), 19);
    for (dialect, folder) in converted() {
        let got = report(&[folder.display().to_string()]);
        assert_eq!(got.keys().collect::<Vec<_>>(), expected.keys().collect::<Vec<_>>(), "{dialect}");
        for (name, figures) in &expected {
            for (at, (want, have)) in figures.iter().zip(&got[name]).enumerate() {
                assert_within_one_percent(
                    &format!("{dialect} {name} column {at}"),
                    *want as f64,
                    *have as f64,
                );
            }
        }
    }
}

#[test]
fn every_dialect_replays_the_trajectories_as_the_originals() {
    let expected = replay(&originals());
    for (dialect, folder) in converted() {
        let got = replay(&[folder.display().to_string()]);
        assert_eq!(got.keys().collect::<Vec<_>>(), expected.keys().collect::<Vec<_>>(), "{dialect}");
        for (strategy, figures) in &expected {
            for (at, (want, have)) in figures.iter().zip(&got[strategy]).enumerate() {
                assert_within_one_percent(&format!("{dialect} {strategy} figure {at}"), *want, *have);
            }
        }
    }
}

/// Every tool message answers a call of an earlier assistant message.
#[track_caller]
fn assert_pairs_intact(conversation: &Conversation) {
    let mut calls = HashSet::new();
    for message in &conversation.messages {
        calls.extend(message.calls().iter().map(|call| call.id.clone()));
        if message.role == Role::Tool {
            let id = message.tool_call_id.as_deref().unwrap_or_default();
            assert!(calls.contains(id), "the result {id} lost its call");
        }
    }
}

#[test]
fn a_compacted_conversation_is_written_back_in_its_dialect_with_pairs_intact() {
    for (dialect, folder) in converted() {
        let file = folder
            .join(format!("claude-code__cctrace-132b2f66.{}", ctx_testdata::dialects::extension(*dialect)));
        let file = file.display().to_string();
        let output = ctx(&["compact", "--window", "40000", "--stats", &file], b"");
        let written = success(&output);
        let stats: Value = serde_json::from_slice(&output.stderr).expect("stats");
        assert_eq!(stats["format"], dialect.name());
        assert_eq!(stats["shaped"], true, "{dialect}");
        let compacted = Conversation::parse(&written).unwrap_or_else(|error| panic!("{dialect}: {error}"));
        assert_eq!(compacted.dialect(), *dialect);
        assert_eq!(
            compacted.messages.len(),
            stats["messages"].as_u64().expect("messages") as usize,
            "{dialect}"
        );
        assert!(
            compacted.messages.iter().any(|m| m.content.text().starts_with("[prior conversation compacted]"))
        );
        assert_pairs_intact(&compacted);
        let tokens: usize = ctx_tokens::CountCache::new().total(&compacted.messages);
        assert_eq!(
            tokens as u64,
            stats["tokens_after"].as_u64().expect("tokens"),
            "{dialect}: the file holds what was reported"
        );
    }
}

#[test]
fn compacting_a_directory_writes_each_session_in_its_own_dialect() {
    let sessions = root().join("fixtures/sessions/claude-code");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("compacted-claude-code");
    let _ = std::fs::remove_dir_all(&out);
    let refused = ctx(&["compact", "--window", "2000", &sessions.display().to_string()], b"");
    assert_eq!(refused.status.code(), Some(2), "a directory needs --out");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("needs --out DIR"));
    let output = ctx(
        &[
            "compact",
            "--window",
            "2000",
            "--stats",
            "--out",
            &out.display().to_string(),
            &sessions.display().to_string(),
        ],
        b"",
    );
    success(&output);
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Besides one JSON object a session, warnings (a window this small is over) name their file.
    let (objects, warnings): (Vec<&str>, Vec<&str>) = stderr.lines().partition(|line| line.starts_with('{'));
    assert!(warnings.iter().all(|line| line.contains(".jsonl: warning: ")), "{warnings:?}");
    let stats: Vec<Value> =
        objects.iter().map(|line| serde_json::from_str(line).expect("one JSON object a line")).collect();
    assert_eq!(stats.len(), 8);
    for stat in &stats {
        let name = stat["file"].as_str().expect("file");
        let text = std::fs::read_to_string(out.join(name)).expect("written");
        let compacted = Conversation::parse(&text).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(compacted.dialect(), Dialect::ClaudeCode, "{name}");
        assert_eq!(compacted.messages.len() as u64, stat["messages"].as_u64().expect("messages"), "{name}");
        assert_pairs_intact(&compacted);
    }
    assert!(stats.iter().any(|stat| stat["shaped"] == true));
}

#[test]
fn unchanged_sessions_are_written_back_byte_for_byte() {
    for (_, path) in ctx_testdata::session_paths() {
        if path.file_name().is_some_and(|name| name == "manifest.json") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("readable");
        let text = String::from_utf8_lossy(&bytes);
        if Conversation::parse(&text).expect("parses").dialect() == Dialect::OpenAiChat {
            continue;
        }
        let output = ctx(&["dedup", &path.display().to_string()], b"");
        assert!(success(&output).as_bytes() == bytes.as_slice(), "{}", path.display());
    }
}

#[test]
fn stats_list_what_was_counted_by_estimate() {
    let image = root().join("fixtures/sessions/anthropic-messages/llm-anthropic-image-base64.json");
    let output = ctx(&["dedup", "--stats", &image.display().to_string()], b"");
    success(&output);
    let stats: Value = serde_json::from_slice(&output.stderr).expect("stats");
    assert_eq!(stats["format"], "anthropic");
    assert_eq!(
        stats["estimated"],
        serde_json::json!({"images": 1, "thinking": 0, "opaque": 0, "other": 0, "tokens": 63})
    );
}

#[track_caller]
fn check_error(output: &Output, code: i32, expected: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(code), "{stderr}");
    assert!(stderr.contains(expected), "{stderr:?} should contain {expected:?}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
}

#[test]
fn what_ctx_cannot_read_is_named_in_one_line() {
    check_error(
        &ctx(&["report"], br#"{"model": "x", "prompt": "hi"}"#),
        1,
        "error: stdin: not a conversation in any format ctx reads (tried openai-chat, openai-responses, anthropic, claude-code, codex): found an object without \"messages\" or \"input\"",
    );
    check_error(
        &ctx(&["dedup"], b"{\"type\":\"user\",\"uuid\":\"a\",\"message\":{\"role\":\"user\",\"content\":\"hi\"}}\n{\"type\":\n"),
        1,
        "error: stdin: claude-code: line 2 column 8: invalid JSON",
    );
    check_error(
        &ctx(&["dedup", "--format", "codex"], br#"{"messages": [{"role": "user", "content": "hi"}]}"#),
        1,
        "error: stdin: codex: line 1 column 1: a line without a string `type`",
    );
    let unknown = ctx(&["dedup", "--format", "gemini"], b"[]");
    assert_eq!(unknown.status.code(), Some(2), "an unknown format is a usage error");
    assert!(
        String::from_utf8_lossy(&unknown.stderr).contains("invalid value 'gemini' for '--format <FORMAT>'")
    );
    let forced = ctx(&["dedup", "--format", "openai-chat", "--stats"], br#"{"system": "s", "messages": []}"#);
    success(&forced);
    let stats: Value = serde_json::from_slice(&forced.stderr).expect("stats");
    assert_eq!(stats["format"], "openai-chat", "--format is obeyed over detection");
}
