//! `ctx replay FILE...`: replay conversations call by call under strategies, priced with prompt caching.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::builder::PossibleValuesParser;
use ctx_calls::Tools;
use ctx_replay::{Outcome, Pricing, Strategy};
use serde::Serialize;

use crate::conversation::{self, Format};
use crate::progress::{self, Progress};
use crate::{inputs, text};

/// Arguments of `ctx replay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Conversations (any dialect ctx reads), or directories of them (every `*.json` and `*.jsonl`
    /// file under each, replayed in parallel); stdin when none is given (or `-`).
    files: Vec<PathBuf>,
    /// Read every conversation as this dialect instead of detecting it.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// The context window, in tokens (repeatable). Default: the configuration's `window`, else
    /// 32000, 64000 and 128000.
    #[arg(long = "window", value_name = "N", allow_negative_numbers = true, value_parser = super::tokens)]
    windows: Vec<u64>,
    /// How cached and written prompt tokens are priced: anthropic (read 0.1×, write 1.25×) or
    /// openai (read 0.1×, write 1×).
    #[arg(long, value_name = "NAME", default_value = "anthropic",
          value_parser = PossibleValuesParser::new(Pricing::ALL.map(|pricing| pricing.name)))]
    pricing: String,
    /// A strategy to replay (repeatable). Default: all of them. `none` is always replayed as the
    /// baseline.
    #[arg(long = "strategy", value_name = "NAME", value_parser = PossibleValuesParser::new(Strategy::NAMES))]
    strategies: Vec<String>,
    /// One JSON document on stdout instead of the table: per window and strategy, the totals and
    /// every file.
    #[arg(long)]
    json: bool,
    /// Write every model call's prompt, as the strategy built it, into DIR
    /// (`DIR/<file>/<window>/<strategy>/call-0001.json`), so anyone can recompute the cost and
    /// the recall.
    #[arg(long, value_name = "DIR")]
    trace: Option<PathBuf>,
}

/// The windows replayed when `--window` is not given.
const DEFAULT_WINDOWS: [u64; 3] = [32_000, 64_000, 128_000];

/// One strategy over every file.
struct Row {
    strategy: Strategy,
    files: Vec<(String, Outcome)>,
}

impl Row {
    fn sum(&self, field: impl Fn(&Outcome) -> usize) -> usize {
        self.files.iter().map(|(_, outcome)| field(outcome)).sum()
    }

    /// Used-fact recall over every file: recalled ÷ used (1 when none was used).
    fn recall(&self) -> f64 {
        let used = self.sum(|outcome| outcome.used_facts);
        if used == 0 { 1.0 } else { self.sum(|outcome| outcome.recalled_facts) as f64 / used as f64 }
    }

    /// Of the used facts a prompt missed, the share an archived original holds (1 when none was
    /// missed).
    fn recoverable(&self) -> f64 {
        let missed = self.sum(|outcome| outcome.used_facts - outcome.recalled_facts);
        if missed == 0 { 1.0 } else { self.sum(|outcome| outcome.recoverable_facts) as f64 / missed as f64 }
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
    let windows: Vec<usize> = if !args.windows.is_empty() {
        args.windows.clone()
    } else if let Some(window) = &config.window {
        vec![window.value]
    } else {
        DEFAULT_WINDOWS.to_vec()
    }
    .into_iter()
    .map(|window| usize::try_from(window).unwrap_or(usize::MAX))
    .collect();
    let inputs = inputs::expand(&args.files)?;
    let paths: Vec<&Path> = inputs.iter().filter_map(|input| input.path.as_deref()).collect();
    let steps = (inputs.len() * strategies.len() * windows.len()) as u64;
    let progress = Progress::steps(progress::wanted_for(&paths), steps, "replaying");
    // Files in parallel; for each, every window and strategy.
    let replayed = inputs::map(&inputs, |input| {
        progress.message(&input.name);
        let conversation = conversation::load(input.path.as_deref(), args.format)?;
        let tools = Tools::from_conversation(&conversation);
        windows
            .iter()
            .map(|&window| {
                strategies
                    .iter()
                    .map(|strategy| {
                        let trace = args
                            .trace
                            .as_ref()
                            .map(|dir| dir.join(&input.name).join(window.to_string()).join(&strategy.name));
                        let outcome =
                            replay_one(&conversation, &tools, strategy, window, pricing, trace.as_deref())?;
                        progress.advance(1);
                        Ok(outcome)
                    })
                    .collect::<anyhow::Result<Vec<Outcome>>>()
            })
            .collect::<anyhow::Result<Vec<Vec<Outcome>>>>()
    })?;
    let mut runs: Vec<(usize, Vec<Row>)> = windows
        .iter()
        .map(|&window| {
            (
                window,
                strategies
                    .iter()
                    .map(|strategy| Row { strategy: strategy.clone(), files: Vec::new() })
                    .collect(),
            )
        })
        .collect();
    for (input, per_window) in inputs.iter().zip(replayed) {
        for ((_, rows), outcomes) in runs.iter_mut().zip(per_window) {
            for (row, outcome) in rows.iter_mut().zip(outcomes) {
                row.files.push((input.name.clone(), outcome));
            }
        }
    }
    drop(progress);
    if args.json {
        write_json(&runs, pricing, out)
    } else {
        for (index, (window, rows)) in runs.iter().enumerate() {
            if index > 0 {
                writeln!(out)?;
            }
            write_table(rows, *window, pricing, out)?;
        }
        write!(out, "\n{}", text::wrap(&note(pricing)))?;
        Ok(())
    }
}

/// One replay, writing every call's prompt into `trace` when asked.
fn replay_one(
    conversation: &ctx_message::Conversation,
    tools: &Tools,
    strategy: &Strategy,
    window: usize,
    pricing: Pricing,
    trace: Option<&Path>,
) -> anyhow::Result<Outcome> {
    let Some(dir) = trace else {
        return Ok(ctx_replay::replay(&conversation.messages, tools, strategy, window, pricing));
    };
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut failure: Option<anyhow::Error> = None;
    let outcome =
        ctx_replay::replay_traced(&conversation.messages, tools, strategy, window, pricing, &mut |call| {
            if failure.is_some() {
                return;
            }
            let path = dir.join(format!("call-{:04}.json", call.index + 1));
            let document = TraceJson {
                index: call.index,
                tokens: call.tokens,
                cached_tokens: call.cached_tokens,
                used_facts: call.used,
                recalled_facts: call.recalled,
                next: call.next,
                prompt: call.prompt,
            };
            let written = serde_json::to_string(&document).map_err(anyhow::Error::from).and_then(|text| {
                std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
            });
            if let Err(error) = written {
                failure = Some(error);
            }
        });
    match failure {
        Some(error) => Err(error),
        None => Ok(outcome),
    }
}

/// One traced call: what `--trace` writes.
#[derive(Serialize)]
struct TraceJson<'a> {
    index: usize,
    tokens: usize,
    cached_tokens: usize,
    used_facts: &'a [String],
    recalled_facts: &'a [&'a str],
    next: &'a ctx_message::ChatMessage,
    prompt: &'a [ctx_message::ChatMessage],
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

fn write_table(rows: &[Row], window: usize, pricing: Pricing, out: &mut dyn Write) -> anyhow::Result<()> {
    let baseline = rows.first().map_or(0.0, Row::cost);
    let files = rows.first().map_or(0, |row| row.files.len());
    writeln!(out, "{files} conversation(s), window {window}, {} pricing", pricing.name)?;
    writeln!(
        out,
        "{:<19}  {:>6}  {:>12}  {:>12}  {:>12}  {:>12}  {:>6}  {:>7}  {:>11}  {:>8}  {:>8}  {:>8}  {:>5}",
        "strategy",
        "calls",
        "prompt",
        "cached",
        "written",
        "cost",
        "×none",
        "recall",
        "recoverable",
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
            "{:<19}  {:>6}  {:>12}  {:>12}  {:>12}  {:>12.0}  {:>5.2}×  {:>6.1}%  {:>10.1}%  {:>8}  {:>8}  {:>8}  {:>5}",
            row.strategy.name,
            row.sum(|outcome| outcome.calls),
            row.sum(|outcome| outcome.prompt_tokens),
            row.sum(|outcome| outcome.cached_tokens),
            row.sum(|outcome| outcome.written_tokens),
            cost,
            ratio,
            100.0 * row.recall(),
            100.0 * row.recoverable(),
            row.sum(|outcome| outcome.rewrites),
            peak,
            format!("{exceeded}/{files}"),
            if intact { "ok" } else { "BROKEN" },
        )?;
    }
    Ok(())
}

/// The footnote under the tables: every column explained.
fn note(pricing: Pricing) -> String {
    format!(
        "The model is called before each assistant message with the history as the strategy left \
         it; the figures are summed over the calls and the files. strategy: how the history is \
         managed (none: not at all, the baseline; squash: tool outputs squashed at capture and \
         nothing else); calls: model calls; prompt: prompt tokens sent; cached: those in the \
         leading messages unchanged since the previous call (read from the cache); written: the \
         rest (written to the cache); cost: cached × {} + written × {}, in plain input tokens; \
         ×none: cost relative to none; recall: of the identifiers, paths and numbers the agent's \
         next message took from tool results alone (its used facts), the share the prompt still \
         held; recoverable: of the used facts a prompt missed, the share an original ctx replaced \
         or dropped holds (what the archive gives back); rewrites: calls whose prompt changed an \
         earlier message; peak: the largest prompt of any call; exceeded: files where some prompt \
         was larger than the window, of all files; pairs: ok when every prompt of every file kept \
         each tool result after the call it answers and each kept call with all its results, \
         BROKEN when one did not (a bug of the strategy).",
        pricing.cache_read, pricing.cache_write
    )
}

/// `--json`'s document: fields in the order docs/cli.md lists them.
#[derive(Serialize)]
struct Document<'a> {
    pricing: PricingJson<'a>,
    windows: Vec<WindowJson<'a>>,
}

#[derive(Serialize)]
struct WindowJson<'a> {
    window: usize,
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
    used_facts: usize,
    recalled_facts: usize,
    recall: f64,
    recoverable_facts: usize,
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
    used_facts: usize,
    recalled_facts: usize,
    recoverable_facts: usize,
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
            used_facts: outcome.used_facts,
            recalled_facts: outcome.recalled_facts,
            recoverable_facts: outcome.recoverable_facts,
            file,
        }
    }
}

fn write_json(runs: &[(usize, Vec<Row>)], pricing: Pricing, out: &mut dyn Write) -> anyhow::Result<()> {
    fn window_json((window, rows): &(usize, Vec<Row>)) -> WindowJson<'_> {
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
                    used_facts: row.sum(|outcome| outcome.used_facts),
                    recalled_facts: row.sum(|outcome| outcome.recalled_facts),
                    recall: row.recall(),
                    recoverable_facts: row.sum(|outcome| outcome.recoverable_facts),
                    peak_prompt: row.files.iter().map(|(_, outcome)| outcome.peak_prompt).max().unwrap_or(0),
                    exceeded_window: row.files.iter().filter(|(_, outcome)| outcome.exceeded_window).count(),
                    pairs_intact: row.files.iter().all(|(_, outcome)| outcome.pairs_intact),
                    files: row.files.iter().map(|(name, outcome)| FileJson::new(name, outcome)).collect(),
                }
            })
            .collect();
        WindowJson { window: *window, strategies }
    }
    let document = Document {
        pricing: PricingJson {
            name: pricing.name,
            cache_read: pricing.cache_read,
            cache_write: pricing.cache_write,
        },
        windows: runs.iter().map(window_json).collect(),
    };
    serde_json::to_writer_pretty(&mut *out, &document)?;
    writeln!(out)?;
    Ok(())
}
