//! `ctx report [FILE...]`: tokens per stage — raw, squashed at capture, deduped, shaped.

use std::io::Write;
use std::path::{Path, PathBuf};

use ctx_message::{Conversation, Role};
use ctx_pipeline::Pipeline;
use ctx_shaping::ExtractiveSummarizer;
use ctx_tokens::CountCache;

use crate::config::{self, Config};
use crate::conversation::{self, Format};
use crate::progress::{self, Progress};
use crate::{archive, inputs, text};

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
    /// The context window for the shaping stage, in tokens. Default: the configuration's `window`,
    /// else the window of the document's `model` when it is a known model, else 128,000 (32,000
    /// for the demo).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = super::tokens)]
    window: Option<u64>,
    /// With `--demo`: where the squashed outputs' originals are kept, so the report ends by
    /// recalling some lines a squash left out.
    #[command(flatten)]
    archive: archive::Flags,
    #[command(flatten)]
    policy: super::PolicyFlag,
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
    let config = config::current()?;
    let window = crate::config::flag_or(args.window, config.window.as_ref()).map(|window| window.value);
    if args.demo {
        let conversation = Conversation::parse(DEMO)?;
        let archive: Option<std::sync::Arc<dyn ctx_archive::Archive>> =
            args.archive.open().map(|store| store as std::sync::Arc<dyn ctx_archive::Archive>);
        let (row, recall) = measure_kept(
            "demo session",
            &conversation,
            window.or(Some(32_000)),
            &args.policy,
            archive.clone(),
            config,
        );
        write_table(&[row], "32,000 for the demo", out)?;
        if let (Some(archive), Some(recall)) = (&archive, recall) {
            show_recall(&**archive, &recall, out)?;
        }
        return Ok(());
    }
    let inputs = inputs::expand(&args.files)?;
    let paths: Vec<&Path> = inputs.iter().filter_map(|input| input.path.as_deref()).collect();
    let progress = Progress::steps(progress::wanted_for(&paths), inputs.len() as u64, "reporting");
    let rows = inputs::map(&inputs, |input| {
        progress.message(&input.name);
        let conversation = conversation::load(input.path.as_deref(), args.format)?;
        let row = measure(&input.name, &conversation, window, &args.policy, config);
        progress.advance(1);
        Ok(row)
    })?;
    drop(progress);
    write_table(&rows, "the known window of the document's model, else 128,000", out)
}

fn measure(
    name: &str,
    conversation: &Conversation,
    window: Option<u64>,
    policy: &super::PolicyFlag,
    config: &Config,
) -> Row {
    measure_kept(name, conversation, window, policy, None, config).0
}

/// A squash whose original the archive kept: the handle and the first line it left out.
struct Kept {
    handle: String,
    line: usize,
    label: String,
}

/// [`measure`], keeping the originals of squashed outputs in `archive`; the largest one kept,
/// to show a recall of it.
fn measure_kept(
    name: &str,
    conversation: &Conversation,
    window: Option<u64>,
    policy: &super::PolicyFlag,
    archive: Option<std::sync::Arc<dyn ctx_archive::Archive>>,
    config: &Config,
) -> (Row, Option<Kept>) {
    let window = window.map_or_else(
        || conversation::model_window(conversation),
        |window| usize::try_from(window).unwrap_or(usize::MAX),
    );
    let mut cache = CountCache::new();
    let mut messages = conversation.messages.clone();
    let raw = cache.total(&messages);

    // Stage 1: every tool result squashed as if it had been captured, its original kept.
    let tools = conversation::tools(conversation, None, config);
    let mut capture = Pipeline::with_tools(usize::MAX, tools.clone());
    if let Some(archive) = archive {
        capture = capture.with_archive(archive, "");
    }
    let calls = conversation::tool_calls(&messages);
    let mut kept: Option<(usize, Kept)> = None;
    for (message, call) in messages.iter_mut().zip(calls) {
        if message.role != Role::Tool {
            continue;
        }
        let call = call.unwrap_or_else(|| ctx_message::ToolCall::function("", "", "{}"));
        message.content.map_texts(|text| {
            let captured = capture.capture(&call, text);
            if let Some(found) = first_omitted(text, &captured, &call.function.name)
                && kept.as_ref().is_none_or(|(size, _)| text.len() > *size)
            {
                kept = Some((text.len(), found));
            }
            captured
        });
    }
    let squashed = cache.total(&messages);
    // `--demo`'s archive: one line says why it kept no original (its recall is then not shown).
    archive::warn_once(capture.archive_failure());

    // Stages 2 and 3: one pipeline turn — dedup, then shaping if the history crosses the trigger.
    let mut pipeline = Pipeline::with_policy(window, tools, policy.policy(config));
    let report = pipeline.turn(&mut messages, Some(&ExtractiveSummarizer::new()));
    let row = Row {
        name: name.to_owned(),
        messages: conversation.messages.len(),
        window,
        raw,
        squashed,
        deduped: report.tokens_deduped,
        shaped: report.tokens_after,
    };
    (row, kept.map(|(_, kept)| kept))
}

/// The handle a capture's marker names and the first line of `original` the capture left out.
/// Only a capture that left out whole lines, short enough to show, is chosen.
fn first_omitted(original: &str, captured: &str, label: &str) -> Option<Kept> {
    let at = captured.find(" lines omitted — recall ")? + " lines omitted — recall ".len();
    let handle: String = captured[at..].chars().take_while(char::is_ascii_hexdigit).collect();
    let lines: Vec<&str> = original.lines().collect();
    // Five lines in a row that the capture left out, none of them long.
    let left_out = |line: &&str| line.len() <= 160 && !line.trim().is_empty() && !captured.contains(*line);
    let line = lines.windows(5).position(|window| window.iter().all(left_out))?;
    Some(Kept { handle, line: line + 1, label: label.to_owned() })
}

/// The demo's last lines: a few of the lines a squash left out, recalled by their handle.
fn show_recall(archive: &dyn ctx_archive::Archive, kept: &Kept, out: &mut dyn Write) -> anyhow::Result<()> {
    let lines = format!("{}-{}", kept.line, kept.line + 4);
    let request = ctx_pipeline::RecallRequest::handle(&kept.handle).lines(&lines);
    let page = ctx_pipeline::recall_text(archive, &request)?;
    writeln!(
        out,
        "\nNothing a squash leaves out is lost: the markers name the original's handle. Lines the\n\
         squash of the largest {} output left out, recalled:\n\n$ ctx recall {} --lines {lines}\n{page}",
        if kept.label.is_empty() { "tool" } else { &kept.label },
        kept.handle
    )?;
    Ok(())
}

/// The table and its footnote; `default` says which window applies without `--window` or the
/// configuration's.
fn write_table(rows: &[Row], default: &str, out: &mut dyn Write) -> anyhow::Result<()> {
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
         shaping stage (--window, else the configuration's `window`, else {default}). \
         raw: o200k tokens of the messages as recorded. squashed: the same after every tool result \
         went through `ctx squash` as if captured. deduped: after the policy's dedup and \
         supersession too (--policy). shaped: after the policy's shaping too, with the extractive \
         summary (design: to 70% of the window once past 85%; names-compact: to 10% plus the \
         summary once past 30%). saved: how much smaller shaped is than raw.{total}"
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
