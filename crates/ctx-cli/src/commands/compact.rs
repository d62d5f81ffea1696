//! `ctx compact --window N [FILE] [--force] [--shaped] [--summarizer none|extractive]`.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use ctx_message::Conversation;
use ctx_pipeline::Pipeline;
use ctx_shaping::{ExtractiveSummarizer, Summarizer, SummaryOutcome};
use serde_json::json;

use crate::conversation;

/// Which summarizer writes the summary of the dropped span.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SummarizerChoice {
    /// No summary: the placeholder `[prior conversation compacted]`.
    None,
    /// The deterministic extractive summary (requests, files, commands, open errors).
    Extractive,
}

/// Arguments of `ctx compact`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model's context window in tokens.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    window: u64,
    /// The conversation JSON; stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Shape even below the trigger, as a manual compaction does.
    #[arg(long)]
    force: bool,
    /// The history was shaped before, so the 95% trigger applies instead of 85%.
    #[arg(long)]
    shaped: bool,
    /// Who summarizes the dropped messages.
    #[arg(long, value_enum, default_value_t = SummarizerChoice::Extractive)]
    summarizer: SummarizerChoice,
    /// The read-only tools for dedup, comma-separated (see `ctx dedup --help`).
    #[arg(long, value_name = "TOOLS", value_delimiter = ',')]
    read_only: Option<Vec<String>>,
    /// Also write the dropped messages (a JSON array) to this file, to archive them.
    #[arg(long, value_name = "FILE")]
    dropped: Option<PathBuf>,
    /// Write one JSON object with what changed to stderr.
    #[arg(long)]
    stats: bool,
}

/// Prints the conversation after dedup and shaping.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut conversation = conversation::load(args.file.as_deref())?;
    let read_only = conversation::read_only_config(&conversation, args.read_only.as_deref());
    let window = usize::try_from(args.window).unwrap_or(usize::MAX);
    let mut pipeline = Pipeline::with_read_only(window, read_only);
    pipeline.set_shaped_before(args.shaped);
    let extractive = ExtractiveSummarizer::new();
    let summarizer: Option<&dyn Summarizer> = match args.summarizer {
        SummarizerChoice::None => None,
        SummarizerChoice::Extractive => Some(&extractive),
    };
    let report = if args.force {
        pipeline.compact(&mut conversation.messages, summarizer)
    } else {
        pipeline.turn(&mut conversation.messages, summarizer)
    };
    if let Some(path) = &args.dropped {
        let dropped = Conversation::from_messages(report.dropped.clone());
        std::fs::write(path, conversation::to_output(&dropped))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    out.write_all(conversation::to_output(&conversation).as_bytes())?;
    if args.stats {
        let stats = json!({
            "messages": conversation.messages.len(),
            "replaced": report.replaced.len(),
            "shaped": report.shaped,
            "dropped": report.dropped.len(),
            "summary": summary_name(&report.summary),
            "tokens_before": report.tokens_before,
            "tokens_after": report.tokens_after,
        });
        writeln!(std::io::stderr(), "{stats}")?;
    }
    Ok(())
}

/// How `--stats` names the summary outcome.
pub fn summary_name(outcome: &SummaryOutcome) -> String {
    match outcome {
        SummaryOutcome::NotShaped => "none".to_owned(),
        SummaryOutcome::Summarized => "summarized".to_owned(),
        SummaryOutcome::NoSummarizer => "placeholder".to_owned(),
        SummaryOutcome::Failed(reason) => format!("placeholder ({reason})"),
        _ => "other".to_owned(),
    }
}
