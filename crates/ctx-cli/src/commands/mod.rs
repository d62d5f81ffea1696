//! The subcommands and their dispatch.

mod compact;
mod count;
mod dedup;
mod replay;
mod report;
mod squash;

use std::io::Write;

use clap::Subcommand;

/// One `ctx` subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the o200k token count of FILE (or stdin) as a bare integer.
    Count(count::Args),
    /// Collapse superseded read-only tool results in a conversation.
    Dedup(dedup::Args),
    /// Dedup and shape a conversation under a context window.
    Compact(compact::Args),
    /// Print the tokens saved by each stage for conversations.
    Report(report::Args),
    /// Replay conversations call by call under history strategies, priced with prompt caching.
    Replay(replay::Args),
    /// Squash one tool output as it would be at capture time.
    Squash(squash::Args),
}

/// Runs one subcommand, writing its result to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        Command::Count(args) => count::run(&args, out),
        Command::Dedup(args) => dedup::run(&args, out),
        Command::Compact(args) => compact::run(&args, out),
        Command::Report(args) => report::run(&args, out),
        Command::Replay(args) => replay::run(&args, out),
        Command::Squash(args) => squash::run(&args, out),
    }
}
