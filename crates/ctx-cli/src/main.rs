//! The `ctx` command line: the only part of ctx that reads files, argv and stdout.
//!
//! Exit codes (a contract scripts rely on): 0 on success, 2 on a usage error (clap's own), 1 on
//! bad input with one line `error: …` on stderr naming what is wrong.

mod commands;
mod conversation;
mod input;
mod inputs;

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
        Err(error) => {
            let message = format!("{error:#}").replace('\n', " ");
            let _ = writeln!(std::io::stderr(), "error: {message}");
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
