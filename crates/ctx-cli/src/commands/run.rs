//! `ctx run [--raw] -- CMD ARGS…`: runs a command and prints its output squashed as it would be at
//! capture, exiting with the command's status.
//!
//! The command inherits stdin and ctx's environment and working directory. Its stdout and stderr
//! are read whole, each squashed as `ctx_pipeline::squash_call` squashes a `bash` call of the
//! same command line (so a command that only prints files stays byte-exact), and written to
//! ctx's stdout and stderr once it has exited. When ctx's stdout and stderr are the same file (a
//! terminal, `2>&1`), the command writes both into one pipe, interleaved exactly as it wrote
//! them, and the squashed whole goes to stdout. A stream over [`CAPTURE_LIMIT`] is passed through
//! unchanged from then on; output that is not UTF-8 is passed through unchanged.
//!
//! A squashed output's original is kept in the archive (`--archive`, `CTX_ARCHIVE`, by default
//! `.ctx/archive.sqlite`, opened only when an output may be squashed): its markers name the
//! handle, and a last line says `ctx recall HANDLE` prints all of it.
//!
//! `--raw`, or `CTX_RAW=1` in the environment, runs the command on ctx's own stdout and stderr:
//! live and byte for byte. Signals are forwarded either way (see [`crate::signals`]).

use std::cell::OnceCell;
use std::ffi::{OsStr, OsString};
use std::io::{IsTerminal, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Arc;

use anyhow::Context;
use ctx_message::ToolCall;
use ctx_pipeline::{Pipeline, SQUASH_FLOOR};
use serde_json::json;

use crate::archive;
use crate::signals::{Forwarder, exit_code_for_signal};

/// The most of one stream held for squashing (64 MiB); past it the stream is written out
/// unchanged as it arrives, so memory stays bounded whatever the command prints.
pub const CAPTURE_LIMIT: usize = 64 << 20;

/// The environment variable that turns squashing off (`CTX_RAW=1`).
pub const RAW_VARIABLE: &str = "CTX_RAW";

/// Arguments of `ctx run`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Run the command on ctx's own stdout and stderr, live and unchanged (also `CTX_RAW=1`).
    #[arg(long)]
    raw: bool,
    /// The command and its arguments (after `--`, or the first word that is not a flag of ctx's).
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true, value_name = "CMD")]
    command: Vec<OsString>,
    #[command(flatten)]
    archive: archive::Flags,
}

/// Runs the command and exits with its status; returns only on ctx's own errors.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let code = execute(args, out)?;
    // A reader that closed the pipe early does not change the command's status.
    let _ = out.flush();
    std::process::exit(code);
}

/// Runs the command, writes its output and returns the exit code ctx should exit with.
fn execute(args: &Args, out: &mut dyn Write) -> anyhow::Result<i32> {
    let Some((program, arguments)) = args.command.split_first() else {
        anyhow::bail!("no command to run");
    };
    let raw = args.raw || is_set(std::env::var_os(RAW_VARIABLE).as_deref());
    let mut command = Command::new(program);
    command.args(arguments);
    // On a terminal the command stays in ctx's process group, so it can read the terminal and
    // Ctrl-C reaches it directly; elsewhere it leads its own, and every signal goes to the group.
    let own_group = !std::io::stdin().is_terminal();
    #[cfg(unix)]
    if own_group {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
    }
    let mut forwarder = Forwarder::catch().context("cannot catch signals")?;
    if raw {
        let mut child = match spawn(&mut command, program) {
            Ok(child) => child,
            Err(code) => return Ok(code),
        };
        forwarder.start(&child, own_group);
        let status = child.wait().context("cannot wait for the command")?;
        return Ok(exit_code(status));
    }

    let merged = same_file_on_stdout_and_stderr();
    let mut merged_reader = None;
    if merged {
        let (reader, writer) = std::io::pipe().context("cannot make a pipe")?;
        command.stdout(writer.try_clone().context("cannot make a pipe")?).stderr(writer);
        merged_reader = Some(reader);
    } else {
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
    }
    let mut child = match spawn(&mut command, program) {
        Ok(child) => child,
        Err(code) => return Ok(code),
    };
    // The command's copies of the pipe's write end: the reader sees end of file only once the
    // child (and whatever it started) closed theirs.
    drop(command);
    forwarder.start(&child, own_group);

    let squasher = Squasher::new(command_line(&args.command), &args.archive);
    let mut stderr = std::io::stderr();
    if let Some(reader) = merged_reader {
        let captured = capture(reader, out);
        let status = child.wait().context("cannot wait for the command")?;
        squasher.emit(&captured?, out);
        squasher.finish();
        return Ok(exit_code(status));
    }
    let stderr_pipe = child.stderr.take();
    let errors = std::thread::spawn(move || match stderr_pipe {
        Some(pipe) => capture(pipe, &mut std::io::stderr()),
        None => Ok(Captured::default()),
    });
    let output = match child.stdout.take() {
        Some(pipe) => capture(pipe, out),
        None => Ok(Captured::default()),
    };
    let errors = errors.join().unwrap_or_else(|_| Ok(Captured::default()));
    let status = child.wait().context("cannot wait for the command")?;
    squasher.emit(&output.context("cannot read the command's stdout")?, out);
    squasher.emit(&errors.context("cannot read the command's stderr")?, &mut stderr);
    squasher.finish();
    Ok(exit_code(status))
}

/// Starts the command; when it cannot start, says why in one line and returns the exit code a
/// shell would: 127 when it is not found, 126 when it cannot be executed.
fn spawn(command: &mut Command, program: &OsStr) -> Result<Child, i32> {
    command.spawn().map_err(|error| {
        let program = program.to_string_lossy();
        let (code, reason) = match error.kind() {
            std::io::ErrorKind::NotFound => (127, "command not found".to_owned()),
            std::io::ErrorKind::PermissionDenied => (126, "permission denied".to_owned()),
            _ => (126, format!("cannot run it: {error}")),
        };
        let _ = writeln!(std::io::stderr(), "error: {program}: {reason}");
        code
    })
}

/// The command's exit code, or 128 + N when signal N killed it, as shells report it.
fn exit_code(status: ExitStatus) -> i32 {
    if let Some(code) = status.code() {
        return code;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return exit_code_for_signal(signal);
        }
    }
    1
}

/// True for a set flag variable: anything but absent, empty or `0`.
fn is_set(value: Option<&OsStr>) -> bool {
    value.is_some_and(|value| !value.is_empty() && value != "0")
}

/// One stream of the command, as read.
#[derive(Debug, Default)]
struct Captured {
    /// What is held for squashing; empty once the stream was passed through.
    bytes: Vec<u8>,
    /// True when the stream outgrew [`CAPTURE_LIMIT`] and was written out unchanged.
    passed_through: bool,
}

/// Reads `reader` to its end, holding what it reads up to [`CAPTURE_LIMIT`] and writing it all to
/// `sink` unchanged past that. When `sink` refuses a write (its reader went away), stops
/// reading, so the command meets the closed pipe as it would without ctx.
fn capture(mut reader: impl Read, sink: &mut dyn Write) -> std::io::Result<Captured> {
    let mut captured = Captured::default();
    let mut buffer = vec![0; 64 << 10];
    loop {
        let read = match reader.read(&mut buffer) {
            Ok(0) => return Ok(captured),
            Ok(read) => read,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if captured.passed_through {
            if sink.write_all(&buffer[..read]).and_then(|()| sink.flush()).is_err() {
                return Ok(captured);
            }
            continue;
        }
        captured.bytes.extend_from_slice(&buffer[..read]);
        if captured.bytes.len() > CAPTURE_LIMIT {
            captured.passed_through = true;
            let held = std::mem::take(&mut captured.bytes);
            if sink.write_all(&held).and_then(|()| sink.flush()).is_err() {
                return Ok(captured);
            }
        }
    }
}

/// Squashes the command's streams as at capture, keeping their originals in the archive.
struct Squasher<'a> {
    /// The command line the squash classifies.
    line: String,
    /// True when the command only prints files: its output is never changed.
    prints_files: bool,
    flags: &'a archive::Flags,
    /// Made, and the archive opened, only for an output that may be squashed.
    pipeline: OnceCell<(Pipeline, Option<Arc<dyn archive::Store>>)>,
}

impl<'a> Squasher<'a> {
    fn new(line: String, flags: &'a archive::Flags) -> Self {
        let prints_files = ctx_calls::classify_command(&line).prints_files();
        Squasher { line, prints_files, flags, pipeline: OnceCell::new() }
    }

    /// Writes a captured stream to `sink`: squashed with a footer when squashing shortened it,
    /// else unchanged. Write errors (a reader that went away) are not the command's failure.
    fn emit(&self, captured: &Captured, sink: &mut dyn Write) {
        let bytes = &captured.bytes;
        let written = match self.squash(bytes) {
            Some(text) => sink.write_all(text.as_bytes()),
            None => sink.write_all(bytes),
        };
        let _ = written.and_then(|()| sink.flush());
    }

    /// The squashed text of `bytes` with its footer, or `None` to write them unchanged: a file
    /// printed, under the squash floor, not UTF-8, or not shortened.
    fn squash(&self, bytes: &[u8]) -> Option<String> {
        if self.prints_files || bytes.len() < SQUASH_FLOOR {
            return None;
        }
        let text = std::str::from_utf8(bytes).ok()?;
        let (pipeline, store) = self.pipeline.get_or_init(|| {
            let store = self.flags.open_for_capture();
            let pipeline = Pipeline::new(usize::MAX);
            match &store {
                Some(store) => (pipeline.with_archive(store.clone(), ""), Some(store.clone())),
                None => (pipeline, None),
            }
        });
        let call = ToolCall::function("ctx-run", "bash", json!({ "command": self.line }).to_string());
        let squashed = pipeline.capture_squashed(&call, text);
        if squashed.text.len() >= text.len() {
            return None;
        }
        let mut result = squashed.text.into_owned();
        if !result.is_empty() && !result.ends_with('\n') {
            result.push('\n');
        }
        let recall = squashed.kept.as_ref().map(|handle| self.recall_command(&handle.to_string()));
        let footer = footer(text.len(), result.len(), recall.as_deref());
        result.push_str(&footer);
        if result.len() >= text.len() {
            return None;
        }
        if let (Some(store), Some(handle)) = (store, &squashed.kept) {
            // The original's tokens and the result's are counted by `ctx gain`, off the command's path.
            let replaced = archive::Replaced::Archived { handle, after: &result };
            if let Err(reason) = archive::record_saving(&**store, "run", replaced) {
                eprintln!("warning: the saving was not recorded: {reason}");
            }
        }
        Some(result)
    }

    /// The command that prints the original of `handle`: `ctx recall HANDLE`, with `--archive
    /// PATH` unless the archive is the default one of the current directory.
    fn recall_command(&self, handle: &str) -> String {
        match self.flags.path() {
            Some(path) if path != std::path::Path::new(ctx_archive::DEFAULT_PATH) => {
                format!("ctx recall {handle} --archive {}", quote(&path.to_string_lossy()))
            }
            _ => format!("ctx recall {handle}"),
        }
    }

    /// Says once, on stderr, why originals were not archived, if they were not; then lets the
    /// process's exit, not a close, end the archive's connection. Closing the last connection
    /// checkpoints SQLite's write-ahead log and syncs the file to disk, which took 20–30 ms on a
    /// busy disk, as long again as everything else `ctx run` adds; an exit without it is what a
    /// crash is to SQLite, which keeps every committed original (the next user of the archive
    /// checkpoints).
    fn finish(self) {
        archive::warn_once(self.pipeline.get().and_then(|(pipeline, _)| pipeline.archive_failure()));
        std::mem::forget(self);
    }
}

/// The line after a squashed output: what was done and how to see everything (`recall`, the
/// command that prints the archived original).
fn footer(before: usize, after: usize, recall: Option<&str>) -> String {
    match recall {
        Some(recall) => {
            format!("[ctx: output squashed from {before} to {after} bytes; `{recall}` prints all of it]\n")
        }
        None => format!(
            "[ctx: output squashed from {before} to {after} bytes; run the command again with \
             {RAW_VARIABLE}=1 set to see all of it]\n"
        ),
    }
}

/// The command line the squash classifies: the script of `sh -c SCRIPT` (also `bash`, `zsh`,
/// … and combined flags such as `-lc`), else the words shell-quoted where they need it.
pub fn command_line(argv: &[OsString]) -> String {
    let words: Vec<String> = argv.iter().map(|word| word.to_string_lossy().into_owned()).collect();
    if let [shell, flag, script, ..] = words.as_slice()
        && is_shell(shell)
        && is_command_flag(flag)
    {
        return script.clone();
    }
    words.iter().map(|word| quote(word)).collect::<Vec<_>>().join(" ")
}

fn is_shell(program: &str) -> bool {
    let name = program.rsplit('/').next().unwrap_or(program);
    matches!(name, "sh" | "bash" | "zsh" | "dash" | "ksh" | "mksh" | "ash")
}

/// `-c`, or single-letter flags run together with it (`-lc`, `-ec`).
fn is_command_flag(flag: &str) -> bool {
    flag.strip_prefix('-').is_some_and(|letters| {
        letters.contains('c') && letters.bytes().all(|byte| byte.is_ascii_alphabetic())
    })
}

/// `word` as a shell reads it back: bare when it holds no character a shell treats specially,
/// else in single quotes (a quote inside written `'\''`).
pub fn quote(word: &str) -> String {
    let plain = |byte: u8| byte.is_ascii_alphanumeric() || b"_@%+=:,./-".contains(&byte);
    if !word.is_empty() && word.bytes().all(plain) {
        return word.to_owned();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// True when stdout and stderr are the same open file (one terminal, one pipe, one file): the
/// reader sees both streams as one, so the command writes them into one pipe.
fn same_file_on_stdout_and_stderr() -> bool {
    #[cfg(unix)]
    {
        let (Ok(stdout), Ok(stderr)) =
            (rustix::fs::fstat(std::io::stdout()), rustix::fs::fstat(std::io::stderr()))
        else {
            return false;
        };
        stdout.st_dev == stderr.st_dev && stdout.st_ino == stderr.st_ino
    }
    #[cfg(not(unix))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(argv: &[&str], expected: &str) {
        let argv: Vec<OsString> = argv.iter().map(OsString::from).collect();
        assert_eq!(command_line(&argv), expected);
    }

    #[test]
    fn a_shell_script_is_its_own_command_line_and_words_are_quoted() {
        check(&["sh", "-c", "sed -n '1,20p' src/main.rs"], "sed -n '1,20p' src/main.rs");
        check(&["/bin/bash", "-lc", "cat a.txt", "arg0"], "cat a.txt");
        check(&["zsh", "-ec", "make"], "make");
        check(&["bash", "script.sh"], "bash script.sh");
        check(&["bash", "--norc", "-c", "x"], "bash --norc -c x");
        check(&["python3", "-c", "print(1)"], "python3 -c 'print(1)'");
        check(&["sed", "-n", "1,20p", "src/main.rs"], "sed -n 1,20p src/main.rs");
        check(&["grep", "-r", "fn main", "."], "grep -r 'fn main' .");
        check(&["echo", "it's", ""], r"echo 'it'\''s' ''");
        check(&["printf", "%s\n", "a b"], "printf '%s\n' 'a b'");
    }

    /// The archive flags `--no-archive`.
    #[derive(clap::Parser)]
    struct NoArchive {
        #[command(flatten)]
        flags: archive::Flags,
    }

    fn squash(bytes: &[u8], line: &str) -> Option<String> {
        let flags = <NoArchive as clap::Parser>::parse_from(["ctx", "--no-archive"]).flags;
        Squasher::new(line.to_owned(), &flags).squash(bytes)
    }

    /// The command line decides what stays exact: a file read through `ctx run` is not squashed.
    #[test]
    fn a_file_printed_stays_exact_and_noise_is_squashed() {
        let file = "fn main() {\n    println!(\"hello\");\n}\n".repeat(200);
        assert_eq!(squash(file.as_bytes(), "sed -n '1,600p' src/main.rs"), None);
        assert_eq!(squash(file.as_bytes(), "cat src/main.rs"), None);
        let log: String =
            (1..=400).map(|n| "test case_".to_owned() + &n.to_string() + " ... ok\n").collect::<String>()
                + "test parser::nested ... FAILED\n";
        let squashed = squash(log.as_bytes(), "cargo test").expect("a long log is squashed");
        assert!(squashed.contains("test parser::nested ... FAILED"), "{squashed}");
        let footer = squashed.lines().last().expect("a footer");
        assert!(footer.starts_with(&format!("[ctx: output squashed from {} to ", log.len())), "{footer}");
        assert!(footer.ends_with("with CTX_RAW=1 set to see all of it]"), "{footer}");
        assert_eq!(squash(b"short\n", "cargo test"), None, "under the floor");
        assert_eq!(squash(&[0xff; 4000], "cargo test"), None, "not UTF-8");
    }

    #[test]
    fn flags_are_set_unless_empty_or_zero() {
        assert!(is_set(Some(OsStr::new("1"))));
        assert!(is_set(Some(OsStr::new("yes"))));
        assert!(!is_set(Some(OsStr::new("0"))));
        assert!(!is_set(Some(OsStr::new(""))));
        assert!(!is_set(None));
    }
}
