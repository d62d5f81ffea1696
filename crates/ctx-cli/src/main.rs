//! The `ctx` command line: the only part of ctx that reads files, argv and stdout.
//!
//! Exit codes (a contract scripts rely on, see docs/cli.md): 0 on success, 2 on a usage error
//! (clap's own, bad flag values included), 1 on bad input with one line `error: …` on stderr
//! naming what is wrong.

mod archive;
mod commands;
mod config;
mod conversation;
mod hook;
mod input;
mod inputs;
mod mcp;
mod progress;
mod signals;
mod text;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

/// Keep an LLM coding agent's context lean: count, squash, dedup and compact.
#[derive(Debug, Parser)]
#[command(name = "ctx", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: commands::Command,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut stdout = std::io::stdout().lock();
    match commands::run(cli.command, &mut stdout).and_then(|()| Ok(stdout.flush()?)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) if error.downcast_ref::<commands::Usage>().is_some() => {
            let _ = writeln!(std::io::stderr(), "error: {}", error_line(&error));
            ExitCode::from(2)
        }
        Err(error) => {
            let _ = writeln!(std::io::stderr(), "error: {}", error_line(&error));
            ExitCode::FAILURE
        }
    }
}

/// A reader that closed the pipe early (`ctx squash … | head`) is not an error.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause.downcast_ref::<std::io::Error>().is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The error and its causes on one line, `outer: inner: innermost`, each said once: a cause whose
/// text its parent's message already holds (`invalid JSON: {serde's message}` over serde's
/// error) is left out.
fn error_line(error: &anyhow::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut parent = String::new();
    for cause in error.chain() {
        let text = cause.to_string();
        if !text.is_empty() && !parent.contains(&text) {
            parts.push(text.clone());
        }
        parent = text;
    }
    parts.join(": ").replace('\n', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error with a message and an optional source, as thiserror derives them.
    #[derive(Debug)]
    struct Layer(String, Option<Box<Layer>>);

    impl std::fmt::Display for Layer {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(&self.0)
        }
    }

    impl std::error::Error for Layer {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            self.1.as_deref().map(|layer| layer as &(dyn std::error::Error + 'static))
        }
    }

    #[track_caller]
    fn check(contexts: &[&str], messages: &[&str], expected: &str) {
        let mut inner: Option<Box<Layer>> = None;
        for message in messages.iter().rev() {
            inner = Some(Box::new(Layer((*message).to_owned(), inner)));
        }
        let mut error = anyhow::Error::new(*inner.expect("at least one message"));
        for context in contexts.iter().rev() {
            error = error.context((*context).to_owned());
        }
        assert_eq!(error_line(&error), expected);
    }

    #[test]
    fn every_cause_is_said_once() {
        check(
            &[],
            &["invalid JSON: expected ident at line 1 column 2", "expected ident at line 1 column 2"],
            "invalid JSON: expected ident at line 1 column 2",
        );
        check(&["stdin"], &["invalid JSON: eof", "eof"], "stdin: invalid JSON: eof");
        check(
            &["cannot read a.json"],
            &["No such file or directory (os error 2)"],
            "cannot read a.json: No such file or directory (os error 2)",
        );
        check(
            &["a.json"],
            &["message 3: missing field `role`", "missing field `role`"],
            "a.json: message 3: missing field `role`",
        );
        check(&["outer"], &["middle", "inner"], "outer: middle: inner");
        check(&[], &["two\nlines"], "two lines");
    }
}
