//! `ctx count [FILE]`: the o200k token count as a bare integer.

use std::io::Write;
use std::path::PathBuf;

use crate::input;
use crate::progress::{LARGE_INPUT, Progress};

/// Arguments of `ctx count`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to count; stdin when absent or `-`.
    file: Option<PathBuf>,
}

/// Prints the token count of the input.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let progress = Progress::bytes(text.len() as u64 >= LARGE_INPUT, text.len() as u64, "counting");
    let mut counted = 0;
    let tokens = ctx_tokens::count_tokens_with_progress(&text, &mut |done| {
        progress.advance((done - counted) as u64);
        counted = done;
    });
    drop(progress);
    writeln!(out, "{tokens}")?;
    Ok(())
}
