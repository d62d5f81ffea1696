//! `ctx replay FILE...`: replay conversations call by call under strategies, priced with prompt caching.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::builder::PossibleValuesParser;
use ctx_calls::Tools;
use ctx_replay::{Outcome, Pricing, Strategy};
use serde::Serialize;

use crate::progress::{self, Progress};
use crate::{conversation, text};

/// Arguments of `ctx replay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Conversation JSON files (OpenAI chat format); stdin when none is given (or `-`).
    files: Vec<PathBuf>,
    /// The context window, in tokens [default: the configuration's `window`, else 64000].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = super::tokens)]
    window: Option<u64>,
    /// How cached and written prompt tokens are priced: anthropic (read 0.1×, write 1.25×) or
    /// openai (read 0.1×, write 1×).
    #[arg(long, value_name = "NAME", default_value = "anthropic",
          value_parser = PossibleValuesParser::new(Pricing::ALL.map(|pricing| pricing.name)))]
    pricing: String,
    /// A strategy to replay (repeatable). Default: all of them. `none` is always replayed as the
    /// baseline.
    #[arg(long = "strategy", value_name = "NAME", value_parser = PossibleValuesParser::new(Strategy::NAMES))]
    strategies: Vec<String>,
    /// One JSON document on stdout instead of the table: per strategy, the totals and every file.
    #[arg(long)]
    json: bool,
}

/// One strategy over every file.
struct Row {
    strategy: Strategy,
    files: Vec<(String, Outcome)>,
}

impl Row {
    fn sum(&self, field: impl Fn(&Outcome) -> usize) -> usize {
        self.files.iter().map(|(_, outcome)| field(outcome)).sum()
    }

    fn cost(&self) -> f64 {
        self.files.iter().map(|(_, outcome)| outcome.cost).sum()
    }
}

/// Replays and prints.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    // clap accepts only the names these lookups know.
    let pricing =
        Pricing::by_name(&args.pricing).with_context(|| format!("unknown pricing `{}`", args.pricing))?;
    let strategies = strategies(&args.strategies)?;
    let config = crate::config::current()?;
    let window =
        crate::config::flag_or(args.window, config.window.as_ref()).map_or(64_000, |window| window.value);
    let window = usize::try_from(window).unwrap_or(usize::MAX);
    let files: Vec<Option<&Path>> = if args.files.is_empty() {
        vec![None]
    } else {
        args.files.iter().map(|file| Some(file.as_path())).collect()
    };
    let steps = (files.len() * strategies.len()) as u64;
    let progress = Progress::steps(progress::wanted_for(&args.files), steps, "replaying");
    let mut rows: Vec<Row> =
        strategies.into_iter().map(|strategy| Row { strategy, files: Vec::new() }).collect();
    for file in files {
        let name = file.map_or_else(|| "stdin".to_owned(), short_name);
        progress.message(&name);
        let conversation = conversation::load(file)?;
        let tools = Tools::from_conversation(&conversation);
        for row in &mut rows {
            progress.message(&format!("{name} ({})", row.strategy.name));
            let outcome = ctx_replay::replay(&conversation.messages, &tools, &row.strategy, window, pricing);
            row.files.push((name.clone(), outcome));
            progress.advance(1);
        }
    }
    drop(progress);
    if args.json { write_json(&rows, window, pricing, out) } else { write_table(&rows, window, pricing, out) }
}

/// The strategies asked for, `none` first; all of them when none is named.
fn strategies(names: &[String]) -> anyhow::Result<Vec<Strategy>> {
    if names.is_empty() {
        return Ok(Strategy::all());
    }
    let mut strategies = vec![Strategy::none()];
    for name in names {
        let strategy = Strategy::named(name).with_context(|| format!("unknown strategy `{name}`"))?;
        if !strategies.contains(&strategy) {
            strategies.push(strategy);
        }
    }
    Ok(strategies)
}

fn short_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned())
}

fn write_table(rows: &[Row], window: usize, pricing: Pricing, out: &mut dyn Write) -> anyhow::Result<()> {
    let baseline = rows.first().map_or(0.0, Row::cost);
    let files = rows.first().map_or(0, |row| row.files.len());
    writeln!(out, "{files} conversation(s), window {window}, {} pricing", pricing.name)?;
    writeln!(
        out,
        "{:<19}  {:>6}  {:>12}  {:>12}  {:>12}  {:>12}  {:>6}  {:>8}  {:>8}  {:>8}  {:>5}",
        "strategy",
        "calls",
        "prompt",
        "cached",
        "written",
        "cost",
        "×none",
        "rewrites",
        "peak",
        "exceeded",
        "pairs"
    )?;
    for row in rows {
        let cost = row.cost();
        let ratio = if baseline > 0.0 { cost / baseline } else { 1.0 };
        let peak = row.files.iter().map(|(_, outcome)| outcome.peak_prompt).max().unwrap_or(0);
        let exceeded = row.files.iter().filter(|(_, outcome)| outcome.exceeded_window).count();
        let intact = row.files.iter().all(|(_, outcome)| outcome.pairs_intact);
        writeln!(
            out,
            "{:<19}  {:>6}  {:>12}  {:>12}  {:>12}  {:>12.0}  {:>5.2}×  {:>8}  {:>8}  {:>8}  {:>5}",
            row.strategy.name,
            row.sum(|outcome| outcome.calls),
            row.sum(|outcome| outcome.prompt_tokens),
            row.sum(|outcome| outcome.cached_tokens),
            row.sum(|outcome| outcome.written_tokens),
            cost,
            ratio,
            row.sum(|outcome| outcome.rewrites),
            peak,
            format!("{exceeded}/{files}"),
            if intact { "ok" } else { "BROKEN" },
        )?;
    }
    let note = format!(
        "The model is called before each assistant message with the history as the strategy left \
         it; the figures are summed over the calls and the files. strategy: how the history is \
         managed (none: not at all, the baseline); calls: model calls; prompt: prompt tokens sent; \
         cached: those in the leading messages unchanged since the previous call (read from the \
         cache); written: the rest (written to the cache); cost: cached × {} + written × {}, in \
         plain input tokens; ×none: cost relative to none; rewrites: calls whose prompt changed an \
         earlier message; peak: the largest prompt of any call; exceeded: files where some prompt \
         was larger than the window, of all files; pairs: ok when every prompt of every file kept \
         each tool result after the call it answers and each kept call with all its results, \
         BROKEN when one did not (a bug of the strategy).",
        pricing.cache_read, pricing.cache_write
    );
    write!(out, "\n{}", text::wrap(&note))?;
    Ok(())
}

/// `--json`'s document: fields in the order docs/cli.md lists them.
#[derive(Serialize)]
struct Document<'a> {
    window: usize,
    pricing: PricingJson<'a>,
    strategies: Vec<StrategyJson<'a>>,
}

#[derive(Serialize)]
struct PricingJson<'a> {
    name: &'a str,
    cache_read: f64,
    cache_write: f64,
}

#[derive(Serialize)]
struct StrategyJson<'a> {
    strategy: &'a str,
    cost: f64,
    cost_vs_none: f64,
    calls: usize,
    prompt_tokens: usize,
    cached_tokens: usize,
    written_tokens: usize,
    peak_prompt: usize,
    exceeded_window: usize,
    pairs_intact: bool,
    files: Vec<FileJson<'a>>,
}

#[derive(Serialize)]
struct FileJson<'a> {
    calls: usize,
    prompt_tokens: usize,
    cached_tokens: usize,
    written_tokens: usize,
    cost: f64,
    peak_prompt: usize,
    exceeded_window: bool,
    rewrites: usize,
    shapings: usize,
    archived: usize,
    pairs_intact: bool,
    file: &'a str,
}

impl<'a> FileJson<'a> {
    fn new(file: &'a str, outcome: &Outcome) -> Self {
        FileJson {
            calls: outcome.calls,
            prompt_tokens: outcome.prompt_tokens,
            cached_tokens: outcome.cached_tokens,
            written_tokens: outcome.written_tokens,
            cost: outcome.cost,
            peak_prompt: outcome.peak_prompt,
            exceeded_window: outcome.exceeded_window,
            rewrites: outcome.rewrites,
            shapings: outcome.shapings,
            archived: outcome.archived,
            pairs_intact: outcome.pairs_intact,
            file,
        }
    }
}

fn write_json(rows: &[Row], window: usize, pricing: Pricing, out: &mut dyn Write) -> anyhow::Result<()> {
    let baseline = rows.first().map_or(0.0, Row::cost);
    let strategies = rows
        .iter()
        .map(|row| {
            let cost = row.cost();
            StrategyJson {
                strategy: &row.strategy.name,
                cost,
                cost_vs_none: if baseline > 0.0 { cost / baseline } else { 1.0 },
                calls: row.sum(|outcome| outcome.calls),
                prompt_tokens: row.sum(|outcome| outcome.prompt_tokens),
                cached_tokens: row.sum(|outcome| outcome.cached_tokens),
                written_tokens: row.sum(|outcome| outcome.written_tokens),
                peak_prompt: row.files.iter().map(|(_, outcome)| outcome.peak_prompt).max().unwrap_or(0),
                exceeded_window: row.files.iter().filter(|(_, outcome)| outcome.exceeded_window).count(),
                pairs_intact: row.files.iter().all(|(_, outcome)| outcome.pairs_intact),
                files: row.files.iter().map(|(name, outcome)| FileJson::new(name, outcome)).collect(),
            }
        })
        .collect();
    let document = Document {
        window,
        pricing: PricingJson {
            name: pricing.name,
            cache_read: pricing.cache_read,
            cache_write: pricing.cache_write,
        },
        strategies,
    };
    serde_json::to_writer_pretty(&mut *out, &document)?;
    writeln!(out)?;
    Ok(())
}
