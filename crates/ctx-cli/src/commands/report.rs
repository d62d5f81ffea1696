//! `ctx report [FILE...]`: tokens per stage — raw, squashed at capture, deduped, shaped.

use std::io::Write;
use std::path::{Path, PathBuf};

use ctx_message::{Conversation, Role};
use ctx_pipeline::Pipeline;
use ctx_shaping::ExtractiveSummarizer;
use ctx_tokens::CountCache;

use crate::conversation::{self, Format};
use crate::progress::{self, Progress};
use crate::{inputs, text};

/// The demo session embedded in the binary: recorded real tool outputs (see docs/fixtures.md).
const DEMO: &str = include_str!("../../demo/session.json");

/// Arguments of `ctx report`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Conversations (any dialect ctx reads), or directories of them (every `*.json` and `*.jsonl`
    /// file under each, read in parallel); stdin when none is given (or `-`).
    files: Vec<PathBuf>,
    /// Read every conversation as this dialect instead of detecting it.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// Report on the embedded demo session instead of files.
    #[arg(long, conflicts_with = "files")]
    demo: bool,
    /// The context window for the shaping stage, in tokens. Default: the window of the document's
    /// `model` when it is a known model, else 128,000 (32,000 for the demo).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = super::tokens)]
    window: Option<u64>,
}

/// One conversation's tokens after each stage.
struct Row {
    name: String,
    messages: usize,
    window: usize,
    raw: usize,
    squashed: usize,
    deduped: usize,
    shaped: usize,
}

/// Prints the table.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let mut rows = Vec::new();
    if args.demo {
        let conversation = Conversation::parse(DEMO)?;
        rows.push(measure("demo session", &conversation, args.window.or(Some(32_000))));
    } else {
        let inputs = inputs::expand(&args.files)?;
        let paths: Vec<&Path> = inputs.iter().filter_map(|input| input.path.as_deref()).collect();
        let progress = Progress::steps(progress::wanted_for(&paths), inputs.len() as u64, "reporting");
        rows = inputs::map(&inputs, |input| {
            progress.message(&input.name);
            let conversation = conversation::load(input.path.as_deref(), args.format)?;
            let row = measure(&input.name, &conversation, args.window);
            progress.advance(1);
            Ok(row)
        })?;
    }
    write_table(&rows, out)
}

fn measure(name: &str, conversation: &Conversation, window: Option<u64>) -> Row {
    let window = window.map_or_else(
        || conversation::model_window(conversation),
        |window| usize::try_from(window).unwrap_or(usize::MAX),
    );
    let mut cache = CountCache::new();
    let mut messages = conversation.messages.clone();
    let raw = cache.total(&messages);

    // Stage 1: every tool result squashed as if `apply` had run when it was captured.
    let tools = ctx_calls::Tools::from_conversation(conversation);
    let calls = conversation::tool_calls(&messages);
    for (message, call) in messages.iter_mut().zip(calls) {
        if message.role != Role::Tool {
            continue;
        }
        match call {
            Some(call) => {
                message
                    .content
                    .map_texts(|text| ctx_pipeline::squash_call_with(&tools, &call, text).text.into_owned());
            }
            None => message.content.map_texts(|text| ctx_pipeline::apply("", text)),
        }
    }
    let squashed = cache.total(&messages);

    // Stages 2 and 3: one pipeline turn — dedup, then shaping if the history crosses the trigger.
    let mut pipeline = Pipeline::with_tools(window, tools);
    let report = pipeline.turn(&mut messages, Some(&ExtractiveSummarizer::new()));
    Row {
        name: name.to_owned(),
        messages: conversation.messages.len(),
        window,
        raw,
        squashed,
        deduped: report.tokens_deduped,
        shaped: report.tokens_after,
    }
}

fn write_table(rows: &[Row], out: &mut dyn Write) -> anyhow::Result<()> {
    let width = rows.iter().map(|row| row.name.chars().count()).max().unwrap_or(0).max("conversation".len());
    writeln!(
        out,
        "{:<width$}  {:>8}  {:>9}  {:>9}  {:>9}  {:>9}  {:>9}  {:>6}",
        "conversation", "messages", "window", "raw", "squashed", "deduped", "shaped", "saved"
    )?;
    for row in rows {
        let window = row.window.to_string();
        write_row(
            out,
            width,
            &row.name,
            row.messages,
            &window,
            [row.raw, row.squashed, row.deduped, row.shaped],
        )?;
    }
    if rows.len() > 1 {
        let sum = |field: fn(&Row) -> usize| rows.iter().map(field).sum::<usize>();
        write_row(
            out,
            width,
            "total",
            sum(|row| row.messages),
            "",
            [sum(|row| row.raw), sum(|row| row.squashed), sum(|row| row.deduped), sum(|row| row.shaped)],
        )?;
    }
    let total = if rows.len() > 1 { " total: the sum over the conversations." } else { "" };
    let note = format!(
        "conversation: the file. messages: how many it holds. window: the context window of the \
         shaping stage (--window, else the known window of the document's model, else 128,000). \
         raw: o200k tokens of the messages as recorded. squashed: the same after every tool result \
         went through `ctx squash` as if captured. deduped: after superseded read-only results were \
         collapsed too. shaped: after the history was shaped to 70% of the window too, if it \
         crossed 85%, with the extractive summary. saved: how much smaller shaped is than raw.{total}"
    );
    write!(out, "\n{}", text::wrap(&note))?;
    Ok(())
}

fn write_row(
    out: &mut dyn Write,
    width: usize,
    name: &str,
    messages: usize,
    window: &str,
    [raw, squashed, deduped, shaped]: [usize; 4],
) -> anyhow::Result<()> {
    let saved = if raw == 0 { 0.0 } else { 100.0 * (1.0 - shaped as f64 / raw as f64) };
    let pad = width.saturating_sub(name.chars().count());
    writeln!(
        out,
        "{name}{:pad$}  {messages:>8}  {window:>9}  {raw:>9}  {squashed:>9}  {deduped:>9}  {shaped:>9}  {saved:>5.1}%",
        ""
    )?;
    Ok(())
}
