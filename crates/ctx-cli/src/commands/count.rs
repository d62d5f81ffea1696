//! `ctx count [FILE]`: the o200k token count as a bare integer.

use std::io::Write;
use std::path::PathBuf;

use crate::input;

/// Arguments of `ctx count`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to count; stdin when absent or `-`.
    file: Option<PathBuf>,
}

/// Prints the token count of the input.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    writeln!(out, "{}", ctx_tokens::count_tokens(&text))?;
    Ok(())
}
