//! The `ctx` command line as scripts use it: outputs, `--stats`, exit codes and one-line errors.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `ctx ARGS` with `stdin` and returns its output.
fn ctx(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(args)
        .current_dir(root())
        // No archive unless a test names one: tests must not write .ctx/ into the repository.
        .env("CTX_ARCHIVE", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ctx runs");
    // A command that fails before reading its input closes the pipe: not the test's concern.
    if let Err(error) = child.stdin.take().expect("stdin").write_all(stdin) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "writes stdin");
    }
    child.wait_with_output().expect("ctx finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 stdout")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 stderr")
}

#[track_caller]
fn check_error(output: &Output, code: i32, expected: &str) {
    assert_eq!(output.status.code(), Some(code), "{}", stderr(output));
    let message = stderr(output);
    assert!(message.contains(expected), "{message:?} should contain {expected:?}");
    assert!(!message.contains("panicked") && !message.contains("RUST_BACKTRACE"), "{message}");
}

#[test]
fn count_reads_files_and_stdin_lossily() {
    assert_eq!(stdout(&ctx(&["count"], b"hello world")), "2\n");
    assert_eq!(stdout(&ctx(&["count", "-"], b"")), "0\n");
    let invalid = ctx(&["count"], b"caf\xe9 ok");
    assert!(invalid.status.success());
    assert_eq!(stdout(&invalid), "3\n", "the invalid byte read as U+FFFD (reference: tiktoken)");
    let file = ctx(&["count", "fixtures/tools/cargo-build-errors.txt"], b"");
    assert_eq!(stdout(&file), "3924\n", "OpenAI's reference count of this fixture");
}

#[test]
fn usage_errors_exit_2_and_bad_input_exits_1() {
    check_error(&ctx(&["count", "a", "b"], b""), 2, "unexpected argument");
    check_error(&ctx(&["compact", "x.json"], b""), 2, "--window");
    check_error(&ctx(&["frobnicate"], b""), 2, "unrecognized subcommand");
    check_error(&ctx(&["count", "no/such/file"], b""), 1, "error: cannot read no/such/file");
    check_error(&ctx(&["compact", "--window", "1000"], b"42"), 1, "found a number");
}

/// Bad input: exactly one `error:` line, each cause said once.
#[track_caller]
fn check_error_line(args: &[&str], stdin: &[u8], expected: &str) {
    let output = ctx(args, stdin);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_eq!(stderr(&output), format!("{expected}\n"), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
}

#[test]
fn an_error_says_each_cause_once() {
    check_error_line(
        &["dedup"],
        b"{x",
        "error: stdin: invalid JSON: key must be a string at line 1 column 2",
    );
    check_error_line(&["dedup"], b"tx", "error: stdin: invalid JSON: expected ident at line 1 column 2");
    check_error_line(
        &["compact", "--window", "10"],
        b"{\"messages\": [}",
        "error: stdin: invalid JSON: expected value at line 1 column 15",
    );
    check_error_line(
        &["dedup"],
        b"[{\"content\": \"hi\"}]",
        "error: stdin: openai-chat: message 0 at line 1 column 2: missing field `role`",
    );
    check_error_line(
        &["report", "no/such.json"],
        b"",
        "error: cannot read no/such.json: No such file or directory (os error 2)",
    );
}

#[test]
fn a_byte_order_mark_before_a_document_is_skipped() {
    let document =
        b"\xef\xbb\xbf{\"model\": \"gpt-4o\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}";
    for args in [&["dedup"][..], &["compact", "--window", "1000"], &["report"], &["replay", "--json"]] {
        let output = ctx(args, document);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert!(stderr(&output).is_empty(), "{args:?}");
    }
    let deduped: Value = serde_json::from_slice(&ctx(&["dedup"], document).stdout).expect("JSON out");
    assert_eq!(deduped["model"], "gpt-4o");
    assert_eq!(deduped["messages"][0]["content"], "hi");
}

/// A usage error: exit 2, the message, and clap's pointer to `--help`.
#[track_caller]
fn check_usage(args: &[&str], expected: &str) {
    let output = ctx(args, b"[]");
    assert_eq!(output.status.code(), Some(2), "{args:?}: {}", stderr(&output));
    let message = stderr(&output);
    assert!(message.contains(expected), "{args:?}: {message:?} should contain {expected:?}");
    assert!(message.contains("--help"), "{message}");
}

#[test]
fn every_usage_error_exits_2_and_says_what_is_allowed() {
    check_usage(&["replay", "--strategy", "bogus"], "invalid value 'bogus' for '--strategy <NAME>'");
    check_usage(
        &["replay", "--strategy", "bogus"],
        "[possible values: none, squash, squash-shown, design, design-reruns, mask-10, mask-10-batched, cache-aware, cache-aware-compact, names, names-compact]",
    );
    check_usage(&["replay", "--pricing", "free"], "[possible values: anthropic, openai]");
    check_usage(
        &["compact", "--window", "10", "--summarizer", "bogus"],
        "[possible values: none, extractive, openai]",
    );
    check_usage(&["compact", "--window", "10", "--max-tokens-field", "x"], "[possible values: max_tokens,");
    check_usage(
        &["compact", "--window", "0"],
        "invalid value '0' for '--window <N>': must be at least 1 token\n",
    );
    check_usage(
        &["replay", "--window", "-5"],
        "invalid value '-5' for '--window <N>': must be at least 1 token\n",
    );
    check_usage(
        &["report", "--window", "1.5"],
        "'--window <N>': must be a whole number of tokens, in digits\n",
    );
    check_usage(
        &["report", "--window", "64k"],
        "'--window <N>': must be a number of tokens, such as 64000\n",
    );
    check_usage(
        &["replay", "--window", "99999999999999999999"],
        "'--window <N>': must be at most 18446744073709551615 tokens\n",
    );
    check_usage(&["compact", "--window", "10", "--max-summary-tokens", "0"], "must be at least 1 token\n");
    check_usage(
        &["compact", "--window", "10", "--timeout", "0"],
        "'--timeout <SECONDS>': must be more than 0 seconds\n",
    );
    check_usage(&["compact", "--window", "10", "--summarizer", "openai"], "--model <NAME>");
    check_usage(&["report", "--demo", "x.json"], "cannot be used with");
    check_usage(&["count", "--bogus"], "unexpected argument '--bogus'");
}

#[test]
fn squash_keeps_read_output_and_reports_stats() {
    let log = std::fs::read(root().join("fixtures/tools/cargo-build-errors.txt")).expect("fixture");
    let squashed = ctx(&["squash", "--tool", "bash", "--stats"], &log);
    assert!(squashed.status.success());
    assert!(squashed.stdout.len() < log.len());
    let stats: Value = serde_json::from_str(stderr(&squashed).trim()).expect("one JSON object on stderr");
    assert_eq!(stats["tool"], "bash");
    assert_eq!(stats["strategy"], "log");
    assert_eq!(stats["bytes_before"], log.len());
    assert_eq!(stats["bytes_after"], squashed.stdout.len());
    assert!(stats["tokens_after"].as_u64() < stats["tokens_before"].as_u64());
    let read = ctx(&["squash", "--tool", "read"], &log);
    assert_eq!(read.stdout, log, "read output is byte-exact");
}

#[test]
fn squash_keeps_what_a_shell_command_read_from_a_file() {
    let source = std::fs::read(root().join("fixtures/tools/read-rust-source.txt")).expect("fixture");
    let squash = |command: &str| ctx(&["squash", "--tool", "bash", "--command", command, "--stats"], &source);
    for command in
        ["cat src/lib.rs", "cd crates/x && sed -n '1,400p' src/lib.rs", "nl -ba src/lib.rs | head -n 500"]
    {
        let output = squash(command);
        assert!(output.status.success(), "{}", stderr(&output));
        assert_eq!(output.stdout, source, "{command}: a file read is byte-exact");
        let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
        assert_eq!(stats["strategy"], "exempt", "{command}");
    }
    let run = squash("cargo run");
    assert!(run.stdout.len() < source.len(), "the same text from another command is squashed");
}

fn demo_read_session() -> String {
    let read = |id: &str| {
        format!(
            r#"{{"role":"assistant","content":null,"tool_calls":[{{"id":"{id}","type":"function","function":{{"name":"read","arguments":"{{\"path\":\"a.rs\"}}"}}}}]}}"#
        )
    };
    let body = "fn a() {}\n".repeat(50).replace('\n', "\\n");
    format!(
        r#"{{"model":"gpt-4o","messages":[{{"role":"user","content":"fix a.rs"}},{},{{"role":"tool","tool_call_id":"1","content":"{body}"}},{},{{"role":"tool","tool_call_id":"2","content":"{body}"}}],"x-extra":1}}"#,
        read("1"),
        read("2")
    )
}

#[test]
fn dedup_returns_the_same_document_collapsed() {
    let input = demo_read_session();
    let output = ctx(&["dedup", "--stats", "--policy", "design"], input.as_bytes());
    assert!(output.status.success(), "{}", stderr(&output));
    let document: Value = serde_json::from_str(&stdout(&output)).expect("JSON out");
    assert_eq!(document["model"], "gpt-4o");
    assert_eq!(document["x-extra"], 1);
    assert_eq!(document["messages"][2]["content"], ctx_dedup::PLACEHOLDER);
    assert_eq!(
        document["messages"][4]["content"],
        serde_json::from_str::<Value>(&input).expect("json")["messages"][4]["content"]
    );
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!((stats["messages"].as_u64(), stats["replaced"].as_u64()), (Some(5), Some(1)));
    let custom = ctx(&["dedup", "--read-only", "grep", "--policy", "design"], input.as_bytes());
    let document: Value = serde_json::from_str(&stdout(&custom)).expect("JSON out");
    assert_ne!(document["messages"][2]["content"], ctx_dedup::PLACEHOLDER, "read is not in the custom set");
}

#[test]
fn compact_shapes_the_demo_session_and_archives_what_it_drops() {
    let dropped = std::env::temp_dir().join(format!("ctx-cli-test-dropped-{}.json", std::process::id()));
    let dropped_arg = dropped.to_string_lossy().into_owned();
    let output = ctx(
        &["compact", "--window", "32000", "--stats", "--dropped", &dropped_arg, "fixtures/demo/session.json"],
        b"",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
    assert_eq!(stats["shaped"], true);
    assert_eq!(stats["summary"], "summarized");
    assert!(stats["tokens_after"].as_u64() <= Some(32_000));
    let document: Value = serde_json::from_str(&stdout(&output)).expect("JSON out");
    let messages = document["messages"].as_array().expect("messages");
    let archived: Value =
        serde_json::from_str(&std::fs::read_to_string(&dropped).expect("archive")).expect("json");
    let _ = std::fs::remove_file(&dropped);
    assert_eq!(stats["dropped"].as_u64(), Some(archived.as_array().expect("array").len() as u64));
    let original: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("fixtures/demo/session.json")).expect("demo"),
    )
    .expect("json");
    assert_eq!(
        messages.len() - 1 + archived.as_array().expect("array").len(),
        original["messages"].as_array().expect("messages").len(),
        "kept (minus the summary) and dropped together are the input"
    );
    let below = ctx(&["compact", "--window", "10000000", "--stats", "fixtures/demo/session.json"], b"");
    let stats: Value = serde_json::from_str(stderr(&below).trim()).expect("stats");
    assert_eq!(stats["shaped"], false, "far below the trigger");
}

/// The footnote below a table: every line within 100 columns, every column explained.
#[track_caller]
fn check_footnote(table: &str, header_line: usize) {
    let (rows, footnote) = table.split_once("\n\n").expect("a footnote after a blank line");
    let header = rows.lines().nth(header_line).expect("the header");
    for line in footnote.lines() {
        assert!(line.chars().count() <= 100, "{} columns: {line}", line.chars().count());
    }
    let footnote = footnote.replace('\n', " ");
    for column in header.split_whitespace() {
        assert!(
            footnote.contains(&format!("{column}:")),
            "the footnote does not explain `{column}`: {footnote}"
        );
    }
}

#[test]
fn report_prints_a_row_per_conversation_and_their_total() {
    let output = ctx(&["report", "--demo"], b"");
    assert!(output.status.success(), "{}", stderr(&output));
    let table = stdout(&output);
    assert!(table.starts_with("conversation"), "{table}");
    assert!(table.lines().nth(1).is_some_and(|row| row.starts_with("demo session")), "{table}");
    assert!(!table.contains("\ntotal "), "one conversation has no total row: {table}");
    check_footnote(&table, 0);
    // The footnote says which window the demo's row shows.
    let footnote = table.split_once("\n\n").expect("a footnote").1.replace('\n', " ");
    assert!(footnote.contains("else 32,000 for the demo"), "{footnote}");
    assert!(!footnote.contains("128,000"), "{footnote}");

    let two = ctx(
        &["report", "fixtures/demo/session.json", "fixtures/demo/session.json", "--window", "64000"],
        b"",
    );
    assert!(two.status.success(), "{}", stderr(&two));
    assert!(stderr(&two).is_empty(), "no progress drawn when stderr is not a terminal: {}", stderr(&two));
    let table = stdout(&two);
    let rows: Vec<Vec<&str>> = table.lines().take(4).map(|line| line.split_whitespace().collect()).collect();
    assert_eq!(rows.iter().filter(|row| row[0] == "session.json").count(), 2, "{table}");
    let total = &rows[3];
    assert_eq!(total[0], "total", "{table}");
    let number = |row: &[&str], column: usize| row[column].parse::<u64>().expect("a number");
    // session.json: name, messages, window, raw, squashed, deduped, shaped, saved; total: no window.
    for (column, total_column) in [(1, 1), (3, 2), (4, 3), (5, 4), (6, 5)] {
        assert_eq!(number(total, total_column), 2 * number(&rows[1], column), "column {column}: {table}");
    }
    assert_eq!(total[6], rows[1][7], "the same saving: {table}");
    check_footnote(&table, 0);
    assert!(table.contains("total: the sum over the conversations."), "{table}");
}

fn trajectory(name: &str) -> String {
    let path = ctx_testdata::trajectory_paths()
        .into_iter()
        .find(|path| ctx_testdata::file_name(path) == name)
        .expect("a recorded trajectory");
    path.to_string_lossy().into_owned()
}

#[test]
fn replay_prices_strategies_against_no_management() {
    let trajectory = trajectory("openhands__django__django-11292.json");
    let output = ctx(&["replay", "--window", "16000", &trajectory], b"");
    assert!(output.status.success(), "{}", stderr(&output));
    let table = stdout(&output);
    assert!(table.starts_with("1 conversation(s), window 16000, anthropic pricing\n"), "{table}");
    for strategy in [
        "none",
        "squash",
        "squash-shown",
        "design",
        "design-reruns",
        "mask-10",
        "mask-10-batched",
        "cache-aware",
        "cache-aware-compact",
        "names",
        "names-compact",
    ] {
        assert!(table.lines().any(|line| line.starts_with(&format!("{strategy} "))), "{strategy} in {table}");
    }
    assert!(table.contains(" 1.00× "), "none is the baseline: {table}");
    check_footnote(&table, 1);
    assert!(table.replace('\n', " ").contains("cached × 0.1 + written × 1.25"), "{table}");

    let output = ctx(
        &[
            "replay",
            "--json",
            "--pricing",
            "openai",
            "--strategy",
            "cache-aware",
            "--window",
            "16000",
            &trajectory,
        ],
        b"",
    );
    let document: Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    assert_eq!(document["pricing"]["cache_write"], 1.0);
    assert_eq!(document["windows"][0]["window"], 16_000);
    let strategies = document["windows"][0]["strategies"].as_array().expect("strategies");
    let names: Vec<&str> = strategies.iter().filter_map(|s| s["strategy"].as_str()).collect();
    assert_eq!(names, ["none", "cache-aware"], "none is always replayed as the baseline");
    let none = &strategies[0];
    let managed = &strategies[1];
    assert_eq!(none["exceeded_window"], 1, "the conversation outgrows 16k unmanaged");
    assert_eq!(managed["exceeded_window"], 0);
    assert_eq!(managed["pairs_intact"], true);
    assert!(managed["cost_vs_none"].as_f64().expect("ratio") < 1.0);
    let file = &managed["files"][0];
    assert_eq!(file["file"], "openhands__django__django-11292.json");
    assert_eq!(file["calls"], none["calls"]);

    // The same conversation on stdin.
    let text = std::fs::read(&trajectory).expect("trajectory");
    let piped = ctx(
        &["replay", "--json", "--pricing", "openai", "--strategy", "cache-aware", "--window", "16000"],
        &text,
    );
    let piped: Value = serde_json::from_slice(&piped.stdout).expect("JSON on stdout");
    assert_eq!(piped["windows"][0]["strategies"][1]["cost"], managed["cost"]);
}

#[test]
fn replay_rejects_input_that_is_not_a_conversation() {
    check_error(&ctx(&["replay"], b"{\"messages\": 3}"), 1, "error: stdin");
}

/// A file of `size` bytes or more: the recorded tool outputs, concatenated and repeated.
fn large_input(size: usize) -> PathBuf {
    let mut text = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(root().join("fixtures/tools"))
        .expect("fixtures/tools")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .collect();
    names.sort();
    while text.len() < size {
        for name in &names {
            text.extend(std::fs::read(name).expect("fixture"));
        }
    }
    let path = std::env::temp_dir().join(format!("ctx-cli-test-large-{}-{size}.txt", std::process::id()));
    std::fs::write(&path, &text).expect("writes the input");
    path
}

#[test]
fn a_large_count_is_exact_and_silent_on_a_pipe() {
    let path = large_input(3 << 20);
    let text = String::from_utf8_lossy(&std::fs::read(&path).expect("input")).into_owned();
    let output = ctx(&["count", &path.to_string_lossy()], b"");
    let _ = std::fs::remove_file(&path);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(output.stderr.is_empty(), "no progress when stderr is not a terminal: {}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!("{}\n", ctx_tokens::count_tokens(&text)),
        "counted in pieces, exactly"
    );
}

/// Runs `ctx ARGS` under a pseudo-terminal (util-linux `script`), returning what the terminal
/// showed: stdout and stderr together.
#[cfg(target_os = "linux")]
fn ctx_in_terminal(args: &[String]) -> String {
    let quoted: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_ctx").to_owned())
        .chain(args.iter().cloned())
        .map(|arg| format!("'{}'", arg.replace('\'', "'\\''")))
        .collect();
    let output = Command::new("script")
        .args(["--quiet", "--return", "--command", &quoted.join(" "), "/dev/null"])
        .current_dir(root())
        .env("TERM", "xterm")
        .stdin(Stdio::null())
        .output()
        .expect("util-linux `script` runs ctx in a pseudo-terminal");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[cfg(target_os = "linux")]
#[test]
fn progress_is_drawn_on_a_terminal_for_long_runs() {
    let path = large_input(3 << 20);
    let shown = ctx_in_terminal(&["count".to_owned(), path.to_string_lossy().into_owned()]);
    let _ = std::fs::remove_file(&path);
    assert!(shown.contains("counting ["), "a bytes bar: {shown:?}");
    assert!(shown.contains("MiB"), "{shown:?}");

    let demo = "fixtures/demo/session.json".to_owned();
    let shown = ctx_in_terminal(&["report".to_owned(), demo.clone(), demo.clone()]);
    assert!(shown.contains("reporting ["), "a bar over the files: {shown:?}");
    assert!(shown.contains("total "), "{shown:?}");

    let shown = ctx_in_terminal(&["report".to_owned(), demo]);
    assert!(!shown.contains("reporting ["), "one small file: no bar: {shown:?}");
}

/// The window is a hard limit: a result larger than the window is cut down to fit (its original
/// archived), and where nothing can fit, a warning says so and `--stats` says by how much.
#[test]
fn compact_fits_the_window_or_says_why_it_cannot() {
    let big = trajectory("mini-swe-agent__psf__requests-1142.json");
    let output = ctx(&["compact", "--stats", "--window", "288007", &big], b"");
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).lines().last().expect("stats")).expect("JSON");
    assert!(stats["tokens_after"].as_u64().expect("tokens") + 3 <= 288_007, "{stats}");
    assert_eq!(stats["over_window"], 0);
    assert!(!stderr(&output).contains("warning:"), "{}", stderr(&output));

    let small = trajectory("swe-agent__pydicom__pydicom-1458.json");
    let output = ctx(&["compact", "--stats", "--window", "1000", &small], b"");
    assert!(output.status.success(), "{}", stderr(&output));
    let said = stderr(&output);
    assert!(said.starts_with("warning: the conversation is "), "{said}");
    assert!(said.contains("over the window of 1000 even with every tool result cleared"), "{said}");
    let stats: Value = serde_json::from_str(said.lines().last().expect("stats")).expect("JSON");
    assert!(stats["over_window"].as_u64().expect("over") > 0, "{stats}");

    // A result shorter than the placeholder that would clear it stays: cutting it would lose
    // its text and grow the prompt.
    let tiny = br#"[{"role":"user","content":"hi"},{"role":"assistant","tool_calls":[{"id":"c1","type":"function","function":{"name":"bash","arguments":"{\"command\":\"ls\"}"}}]},{"role":"tool","tool_call_id":"c1","content":"x"}]"#;
    let output = ctx(&["compact", "--stats", "--window", "10"], tiny);
    assert!(output.status.success(), "{}", stderr(&output));
    let stats: Value = serde_json::from_str(stderr(&output).lines().last().expect("stats")).expect("JSON");
    assert_eq!(stats["fitted"], 0, "{stats}");
    assert!(stats["tokens_after"].as_u64() <= stats["tokens_before"].as_u64(), "{stats}");
    let document: Value = serde_json::from_str(&stdout(&output)).expect("JSON out");
    assert_eq!(document[2]["content"], "x", "{document}");
}

/// `--policy` takes replay's names: the shell-aware policies find what the design's dedup of
/// dedicated read tools cannot in a trajectory that reads through the shell.
#[test]
fn dedup_takes_a_policy_and_compact_says_when_a_flag_does_nothing() {
    let trajectory = trajectory("mini-swe-agent__django__django-11138.json");
    let replaced = |policy: &str| -> u64 {
        let output = ctx(&["dedup", "--stats", "--policy", policy, &trajectory], b"");
        assert!(output.status.success(), "{}", stderr(&output));
        let stats: Value = serde_json::from_str(stderr(&output).trim()).expect("stats");
        stats["replaced"].as_u64().expect("replaced")
    };
    assert_eq!(replaced("design"), 0, "these agents read through the shell");
    assert!(replaced("cache-aware") > 0);
    check_usage(&["dedup", "--policy", "bogus"], "[possible values: none, squash, design");

    let small = br#"[{"role":"user","content":"hi"}]"#;
    let output = ctx(&["compact", "--window", "64000", "--force", "--model", "m"], small);
    assert!(output.status.success(), "{}", stderr(&output));
    let said = stderr(&output);
    assert!(said.contains("warning: --model has no effect without --summarizer openai"), "{said}");
    assert!(said.contains("warning: --force changed nothing"), "{said}");
}
