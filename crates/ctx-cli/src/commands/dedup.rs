//! `ctx dedup [FILE] [--read-only a,b] [--stats]`: superseded read-only results collapsed.

use std::io::Write;
use std::path::PathBuf;

use ctx_message::Object;
use ctx_pipeline::Pipeline;

use crate::conversation::{self, Format};
use crate::{archive, config};

/// Arguments of `ctx dedup`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The conversation (any dialect ctx reads); stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Read the conversation as this dialect instead of detecting it.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// The read-only tools, comma-separated; a trailing `*` is a prefix (`lsp_*`). Default: the
    /// design's read-only set (see docs/cli.md) plus the tools the document's `tool_aliases`
    /// maps to read, grep, glob or search; the configuration's `read_only` when set.
    #[arg(long, value_name = "TOOLS", value_delimiter = ',')]
    read_only: Option<Vec<String>>,
    /// Write one JSON object with messages, replaced results, tokens before/after, the dialect and
    /// what was counted by estimate to stderr.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    archive: archive::Flags,
    #[command(flatten)]
    policy: super::PolicyFlag,
}

/// Prints the same document with superseded read-only results replaced by the placeholder.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let config = config::current()?;
    let mut conversation = conversation::load(args.file.as_deref(), args.format)?;
    let tools = conversation::tools(&conversation, args.read_only.as_deref(), config);
    let estimated = conversation::estimated(&conversation.messages);
    // The policy's dedup and supersession alone: no shaping, whatever the window.
    let mut pipeline =
        Pipeline::with_policy(usize::MAX, tools, args.policy.policy(config).with_shaping(false));
    let store = args.archive.open();
    if let Some(store) = &store {
        pipeline = pipeline.with_archive(store.clone(), "");
    }
    let report = pipeline.turn(&mut conversation.messages, None);
    out.write_all(conversation::to_output(&conversation).as_bytes())?;
    archive::finish(
        store.as_ref(),
        pipeline.archive_failure(),
        "dedup",
        archive::Replaced::Counted { before: report.tokens_before, after: report.tokens_after },
    );
    if args.stats {
        let mut stats = Object::new();
        stats.insert("messages", &conversation.messages.len());
        stats.insert("replaced", &report.replaced.len());
        stats.insert("tokens_before", &report.tokens_before);
        stats.insert("tokens_after", &report.tokens_after);
        stats.insert("format", conversation.dialect().name());
        stats.insert("estimated", &conversation::estimated_json(&estimated));
        writeln!(std::io::stderr(), "{}", serde_json::to_string(&stats)?)?;
    }
    Ok(())
}
