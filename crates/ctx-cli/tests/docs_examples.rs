//! Every shell example of docs/cli.md and of the archive crate's README runs, so a renamed
//! subcommand or a wrong flag in the docs fails the tests.
//!
//! A fenced `sh` block is a script: each command line (a `\` at the end continues it) runs under
//! `sh -c` and must exit 0. A line starting with `$ `, in a `sh` or `text` block, is a transcript:
//! the command runs and what it prints (stdout and stderr, in order) must be the lines below it,
//! exactly; in a block whose info string says `varies` (the numbers or paths differ from machine
//! to machine, or the command runs until stopped) it must only not be a usage error (exit 2).
//! The commands run in a scratch directory set up like the examples assume: `session.json`,
//! `src/main.rs`, a default archive holding `fixtures/tools/cargo-build-errors.txt` (handle
//! 5bd79f94), the corpus of trajectories one directory up (the demo session in it), a `HOME`
//! with Claude Code and Codex sessions, and stand-ins for `cargo`, `make`, `npm` and `claude`
//! that print recorded outputs.

use std::io::Read as _;
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A fenced block: its info string, the line its fence is on, and its lines.
struct Block {
    info: String,
    line: usize,
    lines: Vec<String>,
}

fn blocks(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<(Block, usize)> = None;
    for (index, line) in markdown.lines().enumerate() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        match open.take() {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    let block = Block { info: info.trim().to_owned(), line: index + 1, lines: Vec::new() };
                    open = Some((block, indent));
                }
            }
            Some((block, _)) if trimmed.starts_with("```") => blocks.push(block),
            Some((mut block, indent)) => {
                block.lines.push(line.get(indent..).unwrap_or(line.trim_start()).to_owned());
                open = Some((block, indent));
            }
        }
    }
    blocks
}

/// One example: a command line, where it is, and what it must print (`None`: anything).
struct Example {
    place: String,
    command: String,
    expected: Option<String>,
    /// Only not a usage error (a `varies` block).
    loose: bool,
}

fn examples(file: &str, markdown: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    for block in blocks(markdown) {
        let mut words = block.info.split_whitespace();
        let lang = words.next().unwrap_or_default();
        let loose = words.any(|word| word == "varies");
        let transcript = block.lines.first().is_some_and(|line| line.starts_with("$ "));
        if !(lang == "sh" || (lang == "text" && transcript)) {
            continue;
        }
        let mut lines = block.lines.iter().enumerate().peekable();
        while let Some((index, line)) = lines.next() {
            let place = format!("{file}:{}", block.line + 1 + index);
            if let Some(command) = line.strip_prefix("$ ") {
                let mut output = String::new();
                while let Some((_, next)) = lines.next_if(|(_, next)| !next.starts_with("$ ")) {
                    output.push_str(next);
                    output.push('\n');
                }
                let expected = (!loose).then_some(output);
                examples.push(Example { place, command: command.to_owned(), expected, loose });
            } else if !line.trim().is_empty() && !line.trim_start().starts_with('#') {
                let mut command = line.clone();
                while command.ends_with('\\') {
                    command.pop();
                    let Some((_, next)) = lines.next() else { break };
                    command.push_str(next);
                }
                examples.push(Example { place, command, expected: None, loose: false });
            }
        }
    }
    examples
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

fn copy(from: &str, to: &Path) {
    std::fs::create_dir_all(to.parent().expect("a parent")).expect("mkdir");
    std::fs::copy(root().join(from), to).unwrap_or_else(|error| panic!("copy {from}: {error}"));
}

fn script(path: &Path, body: &str) {
    use std::os::unix::fs::PermissionsExt as _;
    write(path, &format!("#!/bin/sh\n{body}\n"));
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

/// The scratch directory the examples run in, and the one `PATH` and `HOME` point into.
fn setup() -> (PathBuf, PathBuf) {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("docs-examples");
    let _ = std::fs::remove_dir_all(&scratch);
    let (work, bin, home) = (scratch.join("work"), scratch.join("bin"), scratch.join("home"));
    std::fs::create_dir_all(&bin).expect("mkdir");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_ctx"), bin.join("ctx")).expect("symlink ctx");
    let tools = root().join("fixtures/tools");
    let tools = tools.display();
    script(&bin.join("cargo"), &format!("cat '{tools}/cargo-test-fail.txt'"));
    script(&bin.join("make"), &format!("cat '{tools}/make-gcc-errors.txt'"));
    script(&bin.join("npm"), "echo \"> app@1.0.0 dev\"; echo 'ready on http://localhost:3000'");
    // `claude mcp add NAME -- CMD...` checks that CMD starts (stdin closed: `ctx mcp` exits 0).
    script(&bin.join("claude"), "while [ \"$1\" != -- ]; do shift; done; shift; exec \"$@\" < /dev/null");
    copy("fixtures/demo/session.json", &work.join("session.json"));
    copy("fixtures/tools/read-rust-source.txt", &work.join("src/main.rs"));
    copy("fixtures/demo/session.json", &scratch.join("shared/trajectories/demo__session.json"));
    let claude = "fixtures/sessions/claude-code/entire-2.1.7-tool-result-blocks.jsonl";
    copy(claude, &home.join(".claude/projects/-home-me-repo/session.jsonl"));
    let codex = "fixtures/sessions/codex/battle-cities-0.142.4-dangling-calls.jsonl";
    copy(codex, &home.join(".codex/sessions/2025/06/rollout.jsonl"));
    // A Claude Code session cut in the middle of its fourth line.
    let session = std::fs::read_to_string(root().join(claude)).expect("session");
    let lines: Vec<&str> = session.split_inclusive('\n').collect();
    write(&work.join("cut.jsonl"), &format!("{}{}", lines[..3].concat(), &lines[3][..1948]));
    // The default archive holds the original `ctx recall 5bd79f94` reads.
    let squash = Command::new(bin.join("ctx"))
        .args(["squash", "--tool", "bash", &format!("{tools}/cargo-build-errors.txt")])
        .current_dir(&work)
        .env("HOME", &home)
        .env_remove("CTX_ARCHIVE")
        .output()
        .expect("ctx squash");
    assert!(squash.status.success(), "{}", String::from_utf8_lossy(&squash.stderr));
    (work, scratch)
}

/// Runs `command` under `sh -c` with stdout and stderr in one pipe: its exit code (`None` when
/// it was still running after `patience`, and stopped) and what it printed.
fn run(command: &str, work: &Path, scratch: &Path, patience: Duration) -> (Option<i32>, String) {
    let path = format!("{}:{}", scratch.join("bin").display(), std::env::var("PATH").unwrap_or_default());
    let mut child = Command::new("sh")
        .args(["-c", &format!("exec 2>&1; {command}")])
        .current_dir(work)
        .env("PATH", path)
        .env("HOME", scratch.join("home"))
        .env("XDG_CONFIG_HOME", scratch.join("home/.config"))
        .env_remove("CTX_ARCHIVE")
        .env_remove("CTX_WINDOW")
        .env_remove("CTX_POLICY")
        .env_remove("CTX_RAW")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .process_group(0)
        .spawn()
        .expect("sh runs");
    let mut stdout = child.stdout.take().expect("a pipe");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code();
        }
        if start.elapsed() > patience {
            // The whole group: the shell's children hold the pipe too.
            let group = format!("-{}", child.id());
            let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (code, reader.join().expect("the reader"))
}

#[test]
fn every_shell_example_in_the_docs_runs_as_documented() {
    let (work, scratch) = setup();
    let mut checked = 0;
    for file in ["docs/cli.md", "crates/ctx-archive/README.md"] {
        let markdown = std::fs::read_to_string(root().join(file)).expect("the docs");
        for example in examples(file, &markdown) {
            let what = format!("{} `{}`", example.place, example.command);
            // A proxy serves until stopped: started and still serving after 3 s is its success.
            let patience = Duration::from_secs(if example.loose { 3 } else { 120 });
            let (code, output) = run(&example.command, &work, &scratch, patience);
            if example.loose {
                assert_ne!(code, Some(2), "{what}: a usage error:\n{output}");
            } else if let Some(expected) = &example.expected {
                assert_eq!(&output, expected, "{what}: prints what the docs show");
            } else {
                assert_eq!(code, Some(0), "{what}: exits 0:\n{output}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 25, "only {checked} examples found");
}

#[test]
fn blocks_and_transcripts_are_read_as_written() {
    let markdown = "text\n```sh\n$ ctx count x\n2\n$ ctx count y\n```\n  ```text varies\n  $ ctx gain\n  day\n  ```\n```sh\nctx a \\\n  --b\n# note\n```\n```text\nnot run\n```\n";
    let examples = examples("doc.md", markdown);
    let summary: Vec<(&str, &str, Option<&str>, bool)> = examples
        .iter()
        .map(|e| (e.place.as_str(), e.command.as_str(), e.expected.as_deref(), e.loose))
        .collect();
    assert_eq!(
        summary,
        [
            ("doc.md:3", "ctx count x", Some("2\n"), false),
            ("doc.md:5", "ctx count y", Some(""), false),
            ("doc.md:8", "ctx gain", None, true),
            ("doc.md:12", "ctx a   --b", None, false),
        ]
    );
}
