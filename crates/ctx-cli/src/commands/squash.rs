//! `ctx squash --tool NAME [--command CMD] [FILE] [--stats]`: one tool output squashed as it would
//! be at capture.

use std::io::Write;
use std::path::PathBuf;

use ctx_message::{Object, ToolCall};
use ctx_tokens::count_tokens;
use serde_json::json;

use ctx_pipeline::Pipeline;

use crate::{archive, config, input};

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
    #[command(flatten)]
    archive: archive::Flags,
}

/// Prints the squashed output.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    config::current()?;
    let (output, raw) = input::read_text_and_raw(args.file.as_deref())?;
    let arguments = args
        .command
        .as_ref()
        .map_or_else(|| "{}".to_owned(), |command| json!({ "command": command }).to_string());
    let call = ToolCall::function("cli", &args.tool, arguments);
    let mut pipeline = Pipeline::new(usize::MAX);
    let store = args.archive.open_for_capture();
    if let Some(store) = &store {
        pipeline = pipeline.with_archive(store.clone(), "");
    }
    let squashed = pipeline.capture_squashed(&call, &output);
    let (captured, strategy) = (squashed.text, squashed.strategy);
    out.write_all(captured.as_bytes())?;
    if let Some(raw) = raw {
        keep_raw(store.as_ref(), &raw);
    }
    if captured != output && store.is_some() {
        // An archived original and its squash are counted later (`ctx gain`): counting 1 MB costs
        // more than squashing it, and a first count builds the pre-tokenizer.
        let replaced = match &squashed.kept {
            Some(handle) => archive::Replaced::Archived { handle, after: &captured },
            None => {
                archive::Replaced::Counted { before: count_tokens(&output), after: count_tokens(&captured) }
            }
        };
        archive::finish(store.as_ref(), pipeline.archive_failure(), "squash", replaced);
    } else {
        archive::warn_once(pipeline.archive_failure());
    }
    archive::leave_open(store.as_ref());
    if args.stats {
        let mut stats = Object::new();
        stats.insert("tool", &args.tool);
        stats.insert("strategy", strategy.name());
        stats.insert("bytes_before", &output.len());
        stats.insert("bytes_after", &captured.len());
        stats.insert("tokens_before", &count_tokens(&output));
        stats.insert("tokens_after", &count_tokens(&captured));
        writeln!(std::io::stderr(), "{}", serde_json::to_string(&stats)?)?;
    }
    Ok(())
}

/// An input that is not UTF-8 was read decoded (U+FFFD for each byte that is not), and its
/// markers recall that decoded text: says so once on stderr, and archives the raw bytes too,
/// naming their handle, so nothing of the original is lost.
fn keep_raw(store: Option<&std::sync::Arc<dyn archive::Store>>, raw: &[u8]) {
    let said = "ctx: the input is not UTF-8; it was read with U+FFFD for each byte that is not";
    match store.map(|store| store.put(raw, Some("raw bytes, not UTF-8"))) {
        Some(Ok(handle)) => {
            eprintln!("{said}; its raw bytes are archived as {handle} (ctx recall {handle} --raw)");
        }
        Some(Err(error)) => eprintln!("{said}; its raw bytes were not archived: {error}"),
        None => eprintln!("{said}"),
    }
}
