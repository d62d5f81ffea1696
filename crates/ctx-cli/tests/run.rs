//! `ctx run` with real commands: exit codes, stdin, stderr, signals, byte-exact file reads,
//! squashed noise and the raw bypass.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use ctx_message::ToolCall;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `ctx run` with `args`, in the repository's root, with no archive unless `env` names one, with
/// `env` added and `stdin` fed.
fn ctx_run(args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .arg("run")
        .args(args)
        .current_dir(root())
        .env_remove("CTX_RAW")
        .env("CTX_ARCHIVE", "off")
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

/// What `ctx run -- sh -c SCRIPT` exits with, prints and says on stderr.
#[track_caller]
fn check(script: &str, stdin: &str, code: i32, stdout: &str, stderr: &str) {
    let output = ctx_run(&["--", "sh", "-c", script], &[], stdin.as_bytes());
    assert_eq!(output.status.code(), Some(code), "{script}: {}", text(&output.stderr));
    assert_eq!(text(&output.stdout), stdout, "{script}");
    assert_eq!(text(&output.stderr), stderr, "{script}");
}

#[test]
fn exit_codes_stdin_and_stderr_are_the_commands() {
    check("true", "", 0, "", "");
    check("false", "", 1, "", "");
    check("echo out; echo err >&2; exit 42", "", 42, "out\n", "err\n");
    check("cat", "piped in\n", 0, "piped in\n", "");
    check("tr a-z A-Z; echo done >&2", "shout", 0, "SHOUT", "done\n");
    check("kill -INT $$", "", 130, "", "");
    check("kill -TERM $$", "", 143, "", "");
    check("printf 'no newline'", "", 0, "no newline", "");
    // stdin passes through without `sh` in between, and no shell at all is needed.
    let cat = ctx_run(&["--", "cat"], &[], b"x");
    assert_eq!((cat.status.code(), text(&cat.stdout)), (Some(0), "x".to_owned()));
    let printf = ctx_run(&["printf", "%s-%s", "a", "b"], &[], b"");
    assert_eq!(text(&printf.stdout), "a-b", "the words after `run` are the command, no `--` needed");
}

#[test]
fn a_command_that_cannot_run_exits_like_a_shell_with_one_error_line() {
    let missing = ctx_run(&["--", "no-such-command-ctx-test"], &[], b"");
    assert_eq!(missing.status.code(), Some(127));
    assert_eq!(text(&missing.stderr), "error: no-such-command-ctx-test: command not found\n");
    assert!(missing.stdout.is_empty());
    let directory = ctx_run(&["--", "./crates"], &[], b"");
    assert_eq!(directory.status.code(), Some(126), "{}", text(&directory.stderr));
    assert_eq!(text(&directory.stderr).lines().count(), 1);
    assert!(text(&directory.stderr).starts_with("error: ./crates: "));
    let usage = ctx_run(&[], &[], b"");
    assert_eq!(usage.status.code(), Some(2), "no command is a usage error");
}

#[test]
fn a_file_printing_command_is_byte_exact() {
    let path = "fixtures/tools/cargo-build-errors.txt";
    let file = std::fs::read(root().join(path)).expect("the fixture");
    assert!(file.len() > 10_000, "large enough to be squashed by any other command");
    for args in [
        vec!["--", "cat", path],
        vec!["--", "sh", "-c", "sed -n '1,2000p' fixtures/tools/cargo-build-errors.txt"],
        vec!["--", "bash", "-c", "cd fixtures/tools && head -n 5000 cargo-build-errors.txt"],
    ] {
        let output = ctx_run(&args, &[], b"");
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(output.stdout == file, "{args:?}: the file's bytes");
    }
}

#[test]
fn a_large_noisy_output_is_squashed_as_at_capture_with_a_footer() {
    let script = "cat fixtures/tools/cargo-build-errors.txt; echo warning: unused >&2; exit 101";
    let output = ctx_run(&["--", "sh", "-c", script], &[], b"");
    assert_eq!(output.status.code(), Some(101));
    let log = std::fs::read_to_string(root().join("fixtures/tools/cargo-build-errors.txt")).expect("fixture");
    let call = ToolCall::function("1", "bash", serde_json::json!({ "command": script }).to_string());
    let squashed = ctx_pipeline::squash_call(&call, &log).text.into_owned();
    // 51 must-keep facts in 15 KB of diagnostics: the squash keeps each block whole.
    assert!(squashed.len() < log.len() * 3 / 4, "the fixture squashes");
    let stdout = text(&output.stdout);
    let (body, footer) = stdout.split_at(stdout.trim_end().rfind('\n').expect("a footer line") + 1);
    assert_eq!(body, squashed, "what the pipeline makes of the same call");
    assert_eq!(
        footer,
        format!(
            "[ctx: output squashed from {} to {} bytes; run the command again with CTX_RAW=1 set to see all of it]\n",
            log.len(),
            squashed.len()
        )
    );
    assert_eq!(text(&output.stderr), "warning: unused\n", "a short stderr is unchanged");
}

#[test]
fn a_squashed_original_is_archived_and_the_footer_says_how_to_recall_it() {
    let dir = tempfile::tempdir().expect("a directory");
    let archive = dir.path().join("archive.sqlite");
    let archive = archive.to_str().expect("a UTF-8 path");
    let script = "cat fixtures/tools/cargo-build-errors.txt; exit 101";
    let output = ctx_run(&["--", "sh", "-c", script], &[("CTX_ARCHIVE", archive)], b"");
    assert_eq!(output.status.code(), Some(101));
    let stdout = text(&output.stdout);
    let footer = stdout.lines().last().expect("a footer");
    let handle = footer
        .strip_prefix("[ctx: output squashed from 14933 to ")
        .and_then(|rest| rest.split_once("bytes; `ctx recall "))
        .and_then(|(_, rest)| rest.strip_suffix(&format!(" --archive {archive}` prints all of it]")))
        .unwrap_or_else(|| panic!("a footer naming the handle and the archive: {footer}"));
    assert!(handle.len() >= 8 && handle.bytes().all(|byte| byte.is_ascii_hexdigit()), "{handle}");
    assert!(stdout.contains(&format!("lines omitted — recall {handle} lines ")), "the markers name it too");
    assert!(text(&output.stderr).is_empty(), "archived without a warning");
    let recalled = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["recall", handle, "--lines", "1-3", "--archive", archive])
        .output()
        .expect("ctx recall runs");
    let log = std::fs::read_to_string(root().join("fixtures/tools/cargo-build-errors.txt")).expect("fixture");
    let first_lines: String = log.lines().take(3).collect::<Vec<_>>().join("\n");
    assert!(text(&recalled.stdout).contains(&first_lines), "{}", text(&recalled.stdout));
    // The saving is in the ledger; `ctx gain` counts the original's tokens, which the run left to it.
    let gain = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["gain", "--json", "--archive", archive])
        .output()
        .expect("ctx gain runs");
    let gain: serde_json::Value = serde_json::from_str(&text(&gain.stdout)).expect("gain's JSON");
    let after = ctx_tokens::count_tokens(&stdout);
    assert_eq!(gain["total"]["events"], 1, "{gain}");
    assert_eq!(
        gain["total"]["tokens_before"].as_u64(),
        Some(ctx_tokens::count_tokens(&log) as u64),
        "{gain}"
    );
    assert_eq!(gain["total"]["tokens_after"].as_u64(), Some(after as u64), "{gain}");
    // Off, the same run keeps nothing and says how to see it all instead.
    let off = ctx_run(&["--no-archive", "--", "sh", "-c", script], &[("CTX_ARCHIVE", archive)], b"");
    assert!(text(&off.stdout).ends_with("with CTX_RAW=1 set to see all of it]\n"));
    assert!(text(&off.stdout).contains("lines omitted]"));
}

#[test]
fn raw_and_ctx_raw_pass_everything_through() {
    let script = "seq 1 20000";
    let all: String = (1..=20_000).map(|n| n.to_string() + "\n").collect();
    let squashed = ctx_run(&["--", "sh", "-c", script], &[], b"");
    assert!(squashed.stdout.len() < all.len() / 4, "squashed by default");
    assert!(text(&squashed.stdout).starts_with("1\n2\n"));
    assert!(text(&squashed.stdout).contains("omitted]"));
    for (args, env) in [
        (vec!["--raw", "--", "sh", "-c", script], vec![]),
        (vec!["--", "sh", "-c", script], vec![("CTX_RAW", "1")]),
        (vec!["--", "sh", "-c", script], vec![("CTX_RAW", "yes")]),
    ] {
        let output = ctx_run(&args, &env, b"");
        assert_eq!(text(&output.stdout), all, "{args:?} {env:?}");
        assert_eq!(output.status.code(), Some(0));
    }
    let zero = ctx_run(&["--", "sh", "-c", script], &[("CTX_RAW", "0")], b"");
    assert_eq!(zero.stdout, squashed.stdout, "CTX_RAW=0 squashes");
    let raw_exit = ctx_run(&["--raw", "--", "sh", "-c", "read x; echo \"$x\" >&2; exit 7"], &[], b"in\n");
    assert_eq!((raw_exit.status.code(), text(&raw_exit.stderr)), (Some(7), "in\n".to_owned()));
}

/// One pipe behind stdout and stderr (`2>&1`): the command writes both into it, in its order.
#[test]
fn stdout_and_stderr_on_one_pipe_stay_interleaved() {
    let (mut reader, writer) = std::io::pipe().expect("a pipe");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["run", "--", "sh", "-c", "echo 1; echo 2 >&2; echo 3; echo 4 >&2"])
        .env_remove("CTX_RAW")
        .stdin(Stdio::null())
        .stdout(writer.try_clone().expect("a second end"))
        .stderr(writer)
        .spawn()
        .expect("ctx runs");
    let mut output = String::new();
    reader.read_to_string(&mut output).expect("reads");
    assert_eq!(child.wait().expect("exits").code(), Some(0));
    assert_eq!(output, "1\n2\n3\n4\n");
}

/// Starts `ctx run -- sh -c SCRIPT`, waits until the script has touched `ready`, sends ctx
/// `signal` and returns its output.
fn signalled(script: &str, signal: &str) -> (Output, Duration) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let ready = dir.path().join("ready");
    let script = format!("touch '{}'; {script}", ready.display());
    let child = Command::new(env!("CARGO_BIN_EXE_ctx"))
        .args(["run", "--", "sh", "-c", &script])
        .env_remove("CTX_RAW")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ctx runs");
    let start = Instant::now();
    while !ready.exists() {
        assert!(start.elapsed() < Duration::from_secs(20), "the script starts");
        std::thread::sleep(Duration::from_millis(10));
    }
    // The script is past `touch`; give it a moment to reach its trap or `wait`.
    std::thread::sleep(Duration::from_millis(200));
    let sent = Instant::now();
    let kill = Command::new("kill").args([signal, &child.id().to_string()]).status().expect("kill runs");
    assert!(kill.success());
    let output = child.wait_with_output().expect("ctx exits");
    (output, sent.elapsed())
}

#[test]
fn a_signal_to_ctx_reaches_the_command_and_its_children() {
    let (output, _) = signalled("trap 'echo got TERM; exit 3' TERM; while :; do sleep 0.05; done", "-TERM");
    assert_eq!((output.status.code(), text(&output.stdout)), (Some(3), "got TERM\n".to_owned()));
    let (output, _) = signalled("trap 'echo got INT >&2; exit 4' INT; while :; do sleep 0.05; done", "-INT");
    assert_eq!((output.status.code(), text(&output.stderr)), (Some(4), "got INT\n".to_owned()));
    let (output, _) = signalled("trap 'echo got HUP; exit 5' HUP; while :; do sleep 0.05; done", "-HUP");
    assert_eq!((output.status.code(), text(&output.stdout)), (Some(5), "got HUP\n".to_owned()));
    // The shell waits on a child holding the output pipe: both stop, or ctx would wait 60 s.
    let (output, took) = signalled("sleep 60 & wait", "-TERM");
    assert_eq!(output.status.code(), Some(143), "killed by SIGTERM: 128 + 15");
    assert!(took < Duration::from_secs(30), "the background sleep was stopped too ({took:?})");
}
