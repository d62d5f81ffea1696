//! `ctx hook claude-code`: the printed hook, the installer (every existing key kept, a backup,
//! idempotent, a refusal on what is not a JSON object) and the hook itself on Claude Code's input.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

/// Runs `ctx ARGS` in `dir` with `env` set (and a `HOME` inside `dir`, so no real settings file
/// is read), feeding it `stdin`.
fn ctx(dir: &Path, args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(dir)
        .env("HOME", dir.join("home"))
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("CLAUDE_PROJECT_DIR")
        .envs(env.iter().copied())
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

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

fn ours() -> Value {
    json!({ "matcher": "Bash", "hooks": [{ "type": "command", "command": "ctx hook claude-code --pre-tool-use" }] })
}

#[test]
fn the_printed_hook_is_claude_codes_settings_fragment() {
    let dir = tempfile::tempdir().expect("a directory");
    let output = ctx(dir.path(), &["hook", "claude-code"], &[], b"");
    assert!(output.status.success());
    let printed: Value = serde_json::from_str(&text(&output.stdout)).expect("JSON");
    assert_eq!(printed, json!({ "hooks": { "PreToolUse": [ours()] } }));
    assert!(text(&output.stdout).find("\"matcher\"") < text(&output.stdout).find("\"hooks\": ["));
}

/// A project's settings with other keys, other tools' hooks, an unusual number and 4-space
/// indentation.
const SETTINGS: &str = r#"{
    "$schema": "https://json.schemastore.org/claude-code-settings.json",
    "permissions": {
        "allow": ["Bash(npm run lint)", "Read(~/.zshrc)"],
        "deny": ["Read(./.env)"]
    },
    "env": {"FOO": "bar", "N": 1.50},
    "hooks": {
        "PostToolUse": [
            {"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "prettier --write"}]}
        ],
        "PreToolUse": [
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "./audit.sh", "timeout": 30}]}
        ]
    },
    "model": "claude-sonnet-4-5"
}
"#;

#[test]
fn install_keeps_every_key_writes_a_backup_and_is_idempotent() {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join(".claude")).expect("mkdir");
    let settings = dir.path().join(".claude/settings.json");
    std::fs::write(&settings, SETTINGS).expect("writes");

    let first = ctx(dir.path(), &["hook", "claude-code", "--install"], &[], b"");
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert_eq!(
        text(&first.stdout),
        "added the ctx hook to .claude/settings.json (the original is in .claude/settings.json.bak)\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join(".claude/settings.json.bak")).expect("backup"),
        SETTINGS
    );
    let installed = std::fs::read_to_string(&settings).expect("reads");
    let mut expected: Value = serde_json::from_str(SETTINGS).expect("JSON");
    expected["hooks"]["PreToolUse"].as_array_mut().expect("a list").push(ours());
    assert_eq!(serde_json::from_str::<Value>(&installed).expect("still JSON"), expected, "{installed}");
    // Not only the values: the text before the new entry is the file's own, byte for byte.
    let kept = SETTINGS.find("\"timeout\": 30}]}").expect("the audit hook") + "\"timeout\": 30}]}".len();
    assert_eq!(&installed[..kept], &SETTINGS[..kept]);
    assert!(installed.contains(
        ",\n            {\n                \"matcher\": \"Bash\",\n                \"hooks\": [\n                    {\n"
    ));
    assert!(installed.ends_with("\n        ]\n    },\n    \"model\": \"claude-sonnet-4-5\"\n}\n"));

    let second = ctx(dir.path(), &["hook", "claude-code", "--install"], &[], b"");
    assert!(second.status.success());
    assert_eq!(text(&second.stdout), "the ctx hook is already in .claude/settings.json\n");
    assert_eq!(
        std::fs::read_to_string(&settings).expect("reads"),
        installed,
        "installing twice adds one hook"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join(".claude/settings.json.bak")).expect("backup"),
        SETTINGS
    );
}

#[test]
fn install_creates_a_missing_file_and_refuses_one_that_is_not_an_object() {
    let dir = tempfile::tempdir().expect("a directory");
    let created =
        ctx(dir.path(), &["hook", "claude-code", "--install", "--settings", "a/b/settings.json"], &[], b"");
    assert!(created.status.success(), "{}", text(&created.stderr));
    assert_eq!(text(&created.stdout), "created a/b/settings.json with the ctx hook\n");
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("a/b/settings.json")).expect("reads"))
            .expect("JSON");
    assert_eq!(written, json!({ "hooks": { "PreToolUse": [ours()] } }));

    for (content, reason) in [
        ("[1, 2]", "not a JSON object"),
        ("{\"hooks\": []}", "\"hooks\" is not an object"),
        ("{\"a\": 1, // note\n}", "invalid JSON: "),
    ] {
        std::fs::write(dir.path().join("bad.json"), content).expect("writes");
        let refused =
            ctx(dir.path(), &["hook", "claude-code", "--install", "--settings", "bad.json"], &[], b"");
        assert_eq!(refused.status.code(), Some(1), "{content}");
        let message = text(&refused.stderr);
        assert!(message.starts_with(&format!("error: bad.json: {reason}")), "{message}");
        assert_eq!(message.lines().count(), 1, "{message}");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("bad.json")).expect("reads"),
            content,
            "unchanged"
        );
        assert!(!dir.path().join("bad.json.bak").exists());
    }
    let usage = ctx(dir.path(), &["hook", "claude-code", "--settings", "x.json"], &[], b"");
    assert_eq!(usage.status.code(), Some(2), "--settings goes with --install");
}

/// The hook's answer to one Bash call in a project whose settings allow `cargo test` and `wc`.
fn decide(command: &str, extra: &Value) -> (Output, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a directory");
    std::fs::create_dir(dir.path().join(".claude")).expect("mkdir");
    let settings = json!({ "permissions": { "allow": ["Bash(cargo test:*)", "Bash(printf:*)", "Bash(wc:*)"], "deny": ["Bash(curl:*)"] } });
    std::fs::write(dir.path().join(".claude/settings.json"), settings.to_string()).expect("writes");
    let mut input = json!({
        "session_id": "s",
        "transcript_path": "/tmp/t.jsonl",
        "cwd": dir.path(),
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": { "command": command, "description": "Run it", "timeout": 120_000 },
        "tool_use_id": "toolu_1",
    });
    if let (Some(input), Some(extra)) = (input.as_object_mut(), extra.as_object()) {
        for (key, value) in extra {
            input.insert(key.clone(), value.clone());
        }
    }
    let output = ctx(
        dir.path(),
        &["hook", "claude-code", "--pre-tool-use"],
        &[],
        serde_json::to_string(&input).expect("JSON").as_bytes(),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    (output, dir)
}

#[test]
fn the_hook_rewrites_allowed_commands_and_leaves_the_rest() {
    let (output, _dir) = decide("cargo test -p x", &json!({}));
    let decision: Value = serde_json::from_str(&text(&output.stdout)).expect("a decision");
    let specific = &decision["hookSpecificOutput"];
    assert_eq!(specific["hookEventName"], "PreToolUse");
    assert_eq!(specific["permissionDecision"], "allow");
    assert_eq!(
        specific["updatedInput"],
        json!({ "command": "ctx run -- bash -c 'cargo test -p x'", "description": "Run it", "timeout": 120_000 })
    );
    let updated = text(&output.stdout);
    assert!(updated.find("\"command\"") < updated.find("\"description\""), "the input's own key order");

    for (command, extra) in [
        ("rm -rf build", json!({})),
        ("cargo test && curl http://x", json!({})),
        ("cargo test", json!({ "permission_mode": "plan" })),
        ("cargo test", json!({ "tool_name": "Read" })),
        ("cargo test", json!({ "tool_input": { "command": "cargo test", "run_in_background": true } })),
        ("cd sub", json!({})),
        ("CTX_RAW=1 cargo test", json!({})),
        ("cargo test &", json!({})),
    ] {
        let (output, _dir) = decide(command, &extra);
        assert_eq!(text(&output.stdout), "", "{command} {extra}: left to Claude Code");
    }
    let (bypass, _dir) = decide("make -j2", &json!({ "permission_mode": "bypassPermissions" }));
    assert!(text(&bypass.stdout).contains("ctx run -- bash -c 'make -j2'"));
}

#[test]
fn the_rewritten_command_runs_the_original_through_ctx() {
    let command = "cd .claude && printf 'a\\nb\\n' | wc -l";
    let (output, dir) = decide(command, &json!({}));
    let decision: Value = serde_json::from_str(&text(&output.stdout)).expect("a decision");
    let rewritten = decision["hookSpecificOutput"]["updatedInput"]["command"].as_str().expect("a command");
    assert_eq!(rewritten, "cd .claude && ctx run -- bash -c 'printf '\\''a\\nb\\n'\\'' | wc -l'");
    let bin = Path::new(env!("CARGO_BIN_EXE_ctx")).parent().expect("a directory");
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let ran = Command::new("bash")
        .args(["-c", rewritten])
        .current_dir(dir.path())
        .env("PATH", path)
        .output()
        .expect("bash");
    assert_eq!((ran.status.code(), text(&ran.stdout).trim()), (Some(0), "2"), "{}", text(&ran.stderr));
}

#[test]
fn bad_hook_input_is_one_error_line() {
    let dir = tempfile::tempdir().expect("a directory");
    let output = ctx(dir.path(), &["hook", "claude-code", "--pre-tool-use"], &[], b"{not json");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).starts_with("error: stdin: invalid hook input: "));
    assert_eq!(text(&output.stderr).lines().count(), 1);
    assert!(output.stdout.is_empty());
}
