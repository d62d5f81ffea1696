//! The subcommands and their dispatch.

mod count;

use std::io::Write;

use clap::Subcommand;

/// One `ctx` subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the o200k token count of FILE (or stdin) as a bare integer.
    Count(count::Args),
}

/// Runs one subcommand, writing its result to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        Command::Count(args) => count::run(&args, out),
    }
}
