//! `ctx squash --tool NAME [--command CMD] [FILE] [--stats]`: one tool output squashed as it would
//! be at capture.

use std::io::Write;
use std::path::PathBuf;

use ctx_message::{Object, ToolCall};
use ctx_tokens::count_tokens;
use serde_json::json;

use crate::input;

/// Arguments of `ctx squash`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The tool that produced the output (`bash`, `grep`, …); `read` output is never changed.
    #[arg(long, value_name = "NAME")]
    tool: String,
    /// The shell command line that produced the output: one that only prints files (`cat`,
    /// `sed -n 'A,Bp'`, `nl`, `head -n`) is a read, and its output is never changed either.
    #[arg(long, value_name = "CMD")]
    command: Option<String>,
    /// The output to squash; stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Write one JSON object with bytes and tokens before/after and the strategy to stderr.
    #[arg(long)]
    stats: bool,
}

/// Prints the squashed output.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let output = input::read_text(args.file.as_deref())?;
    let squashed = match &args.command {
        Some(command) => {
            let arguments = json!({ "command": command }).to_string();
            ctx_pipeline::squash_call(&ToolCall::function("cli", &args.tool, arguments), &output)
        }
        None => ctx_pipeline::squash(&args.tool, &output),
    };
    out.write_all(squashed.text.as_bytes())?;
    if args.stats {
        let mut stats = Object::new();
        stats.insert("tool", &args.tool);
        stats.insert("strategy", squashed.strategy.name());
        stats.insert("bytes_before", &output.len());
        stats.insert("bytes_after", &squashed.text.len());
        stats.insert("tokens_before", &count_tokens(&output));
        stats.insert("tokens_after", &count_tokens(&squashed.text));
        writeln!(std::io::stderr(), "{}", serde_json::to_string(&stats)?)?;
    }
    Ok(())
}
