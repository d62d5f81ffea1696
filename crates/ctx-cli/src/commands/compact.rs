//! `ctx compact --window N [FILE] [--force] [--shaped] [--summarizer none|extractive|openai]`.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, bail};
use ctx_message::{Conversation, Object};
use ctx_pipeline::Pipeline;
use ctx_shaping::{ExtractiveSummarizer, Fallback, Summarizer, SummaryOutcome};
use ctx_summarize::{Config, LimitField, OpenAiSummarizer};

use crate::conversation::{self, Format};
use crate::{archive, config, inputs};

/// The environment variable the API key is read from unless `--api-key-env` names another.
const DEFAULT_KEY_VARIABLE: &str = "OPENAI_API_KEY";

/// Which summarizer writes the summary of the dropped span.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SummarizerChoice {
    /// No summary: the placeholder `[prior conversation compacted]`.
    None,
    /// The deterministic extractive summary (requests, files, commands, open errors).
    Extractive,
    /// An OpenAI-compatible chat completions endpoint (`--base-url`, `--model`); when it fails,
    /// the extractive summary, then the placeholder, with the reason reported.
    Openai,
}

/// The request field that limits the answer's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LimitFieldChoice {
    /// `max_tokens` (Ollama, vLLM, llama.cpp, OpenAI's non-reasoning models).
    #[value(name = "max_tokens")]
    MaxTokens,
    /// `max_completion_tokens` (OpenAI's reasoning models).
    #[value(name = "max_completion_tokens")]
    MaxCompletionTokens,
    /// No limit in the request; the answer is still checked against the budget.
    None,
}

/// Arguments of `ctx compact`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The model's context window in tokens (default: the configuration's `window`; one of the
    /// two is needed).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = super::tokens)]
    window: Option<u64>,
    /// The conversation (any dialect ctx reads); stdin when absent or `-`. A directory compacts
    /// every `*.json` and `*.jsonl` session under it into `--out`.
    file: Option<PathBuf>,
    /// Read the conversation as this dialect instead of detecting it.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// Write the compacted conversation to this file instead of stdout; for a directory, the
    /// directory to write each compacted session to, at the same place under it.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// Shape even below the trigger, as a manual compaction does.
    #[arg(long)]
    force: bool,
    /// The history was shaped before, so the 95% trigger applies instead of 85%.
    #[arg(long)]
    shaped: bool,
    /// Who summarizes the dropped messages.
    #[arg(long, value_enum, default_value_t = SummarizerChoice::Extractive)]
    summarizer: SummarizerChoice,
    /// `--summarizer openai`: the API's base URL (`/chat/completions` is appended) [default:
    /// OpenAI's].
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
    /// `--summarizer openai`: the model name.
    #[arg(long, value_name = "NAME", required_if_eq("summarizer", "openai"))]
    model: Option<String>,
    /// `--summarizer openai`: the environment variable holding the API key [default:
    /// `OPENAI_API_KEY`, which may be unset for a local server; a variable named here must be set].
    #[arg(long, value_name = "VAR")]
    api_key_env: Option<String>,
    /// `--summarizer openai`: seconds the whole request may take.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0, allow_negative_numbers = true, value_parser = positive_seconds)]
    timeout: f64,
    /// `--summarizer openai`: the longest summary asked for, in tokens (the shaping budget may be
    /// smaller).
    #[arg(long, value_name = "N", default_value_t = 4_096, allow_negative_numbers = true, value_parser = super::tokens)]
    max_summary_tokens: u64,
    /// `--summarizer openai`: the request field carrying that limit.
    #[arg(long, value_enum, value_name = "FIELD", default_value = "max_tokens")]
    max_tokens_field: LimitFieldChoice,
    /// The read-only tools for dedup, comma-separated (see `ctx dedup --help`).
    #[arg(long, value_name = "TOOLS", value_delimiter = ',')]
    read_only: Option<Vec<String>>,
    /// Also write the dropped messages (a JSON array) to this file, to archive them.
    #[arg(long, value_name = "FILE")]
    dropped: Option<PathBuf>,
    /// Write one JSON object with what changed to stderr (one a line for a directory, each naming
    /// its file).
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    archive: archive::Flags,
    #[command(flatten)]
    policy: super::PolicyFlag,
}

/// `--timeout`: seconds, more than 0, with what is wrong said in words.
fn positive_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(seconds) if seconds.is_nan() => Err("must be a number of seconds, such as 60".to_owned()),
        Ok(seconds) if seconds <= 0.0 => Err("must be more than 0 seconds".to_owned()),
        Ok(seconds) if Duration::try_from_secs_f64(seconds).is_err() => {
            Err(format!("must be at most {} seconds", u64::MAX))
        }
        Ok(seconds) => Ok(seconds),
        Err(_) => Err("must be a number of seconds, such as 60".to_owned()),
    }
}

/// Prints the conversation after dedup and shaping (or, for a directory, writes every session).
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let config = config::current()?;
    let Some(window) = crate::config::flag_or(args.window, config.window.as_ref()).map(|window| window.value)
    else {
        return Err(super::Usage(
            "ctx compact needs the context window: --window N, or `window` in ctx.toml".into(),
        )
        .into());
    };
    let window = usize::try_from(window).unwrap_or(usize::MAX);
    if args.summarizer != SummarizerChoice::Openai {
        for (flag, given) in [("--model", args.model.is_some()), ("--base-url", args.base_url.is_some())] {
            if given {
                writeln!(std::io::stderr(), "warning: {flag} has no effect without --summarizer openai")?;
            }
        }
    }
    let Some(dir) = args.file.as_deref().filter(|file| file.is_dir()) else {
        let conversation = conversation::load(args.file.as_deref(), args.format)?;
        let compacted = compact(args, conversation, window, config)?;
        match &args.out {
            Some(path) => {
                std::fs::write(path, &compacted.output)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            None => out.write_all(compacted.output.as_bytes())?,
        }
        return compacted.tell(args, None);
    };
    let Some(target) = &args.out else {
        inputs::usage_error("compacting a directory needs --out DIR, the directory to write each session to");
    };
    if args.dropped.is_some() {
        inputs::usage_error("--dropped takes one conversation, not a directory");
    }
    let sessions = inputs::expand(&[dir.to_path_buf()])?;
    let results = inputs::map(&sessions, |session| {
        let path = session.path.as_deref().unwrap_or(dir);
        let conversation = conversation::load(Some(path), args.format)?;
        let mut compacted = compact(args, conversation, window, config)?;
        let destination = target.join(&session.name);
        if let Some(parent) = destination.parent() {
            std::fs::create_dir_all(parent).with_context(|| format!("cannot create {}", parent.display()))?;
        }
        std::fs::write(&destination, &compacted.output)
            .with_context(|| format!("cannot write {}", destination.display()))?;
        let mut named = Object::new();
        named.insert("file", &session.name);
        for (key, value) in compacted.stats.iter() {
            named.insert_raw(key, value.to_owned());
        }
        compacted.stats = named;
        Ok((session.name.clone(), compacted))
    })?;
    for (name, compacted) in results {
        compacted.tell(args, Some(&name))?;
    }
    Ok(())
}

/// One conversation compacted: the document to write, the `--stats` object, the warnings to
/// print, and the one to print without `--stats` when the summary fell back.
struct Compacted {
    output: String,
    stats: Object,
    warnings: Vec<String>,
    fallback: Option<String>,
}

impl Compacted {
    /// Prints the warnings and the stats (or the fallback's warning) to stderr, each warning
    /// naming its file when there are several.
    fn tell(&self, args: &Args, file: Option<&str>) -> anyhow::Result<()> {
        let named = |line: &str| file.map_or_else(|| line.to_owned(), |file| format!("{file}: {line}"));
        for warning in &self.warnings {
            writeln!(std::io::stderr(), "{}", named(warning))?;
        }
        if args.stats {
            writeln!(std::io::stderr(), "{}", serde_json::to_string(&self.stats)?)?;
        } else if let Some(fallback) = &self.fallback {
            writeln!(std::io::stderr(), "{}", named(fallback))?;
        }
        Ok(())
    }
}

/// Dedup and shaping of one conversation.
fn compact(
    args: &Args,
    mut conversation: Conversation,
    window: usize,
    config: &config::Config,
) -> anyhow::Result<Compacted> {
    let tools = conversation::tools(&conversation, args.read_only.as_deref(), config);
    let mut pipeline = Pipeline::with_policy(window, tools, args.policy.policy(config));
    let store = args.archive.open();
    if let Some(store) = &store {
        pipeline = pipeline.with_archive(store.clone(), "");
    }
    pipeline.set_shaped_before(args.shaped);
    let extractive = ExtractiveSummarizer::new();
    let openai;
    let summarizer: Option<&dyn Summarizer> = match args.summarizer {
        SummarizerChoice::None => None,
        SummarizerChoice::Extractive => Some(&extractive),
        SummarizerChoice::Openai => {
            openai = Fallback::new(OpenAiSummarizer::new(openai_config(args, &conversation)?), extractive);
            Some(&openai)
        }
    };
    let estimated = conversation::estimated(&conversation.messages);
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
    archive::finish(
        store.as_ref(),
        pipeline.archive_failure(),
        "compact",
        archive::Replaced::Counted { before: report.tokens_before, after: report.tokens_after },
    );
    let mut warnings = Vec::new();
    if args.force && !report.changed() {
        warnings.push(
            "warning: --force changed nothing: nothing was replaced and shaping dropped nothing".to_owned(),
        );
    }
    if let Some(over) = report.over_window {
        warnings.push(format!(
            "warning: the conversation is {over} tokens over the window of {window} even with every tool result cleared: its system messages, task and newest message alone do not fit"
        ));
    }
    let summary = summary_name(&report.summary);
    let mut stats = Object::new();
    stats.insert("messages", &conversation.messages.len());
    stats.insert("replaced", &report.replaced.len());
    stats.insert("shaped", &report.shaped);
    stats.insert("dropped", &report.dropped.len());
    stats.insert("summary", &summary);
    stats.insert("tokens_before", &report.tokens_before);
    stats.insert("tokens_after", &report.tokens_after);
    stats.insert("fitted", &report.fitted.len());
    stats.insert("over_window", &report.over_window.unwrap_or(0));
    stats.insert("format", conversation.dialect().name());
    stats.insert("estimated", &conversation::estimated_json(&estimated));
    // Without --stats the fallback is still reported; with it, stderr holds only the JSON.
    let fallback = matches!(report.summary, SummaryOutcome::FellBack { .. } | SummaryOutcome::Failed(_))
        .then(|| format!("warning: summary: {summary}"));
    Ok(Compacted { output: conversation::to_output(&conversation), stats, warnings, fallback })
}

/// The endpoint configuration from the flags; the key is read from the environment here, the
/// only place it is read, and never printed.
fn openai_config(args: &Args, conversation: &Conversation) -> anyhow::Result<Config> {
    let model = args.model.clone().context("--summarizer openai needs --model")?;
    let variable = args.api_key_env.as_deref().unwrap_or(DEFAULT_KEY_VARIABLE);
    let key = match std::env::var(variable) {
        Ok(key) => key,
        Err(std::env::VarError::NotPresent) if args.api_key_env.is_none() => String::new(),
        Err(std::env::VarError::NotPresent) => bail!("environment variable {variable} is not set"),
        Err(std::env::VarError::NotUnicode(_)) => bail!("environment variable {variable} is not valid UTF-8"),
    };
    let limit_field = match args.max_tokens_field {
        LimitFieldChoice::MaxTokens => LimitField::MaxTokens,
        LimitFieldChoice::MaxCompletionTokens => LimitField::MaxCompletionTokens,
        LimitFieldChoice::None => LimitField::Omit,
    };
    let base_url = args.base_url.as_deref().unwrap_or(ctx_summarize::DEFAULT_BASE_URL);
    let mut config = Config::new(base_url, model)
        .api_key(key)
        .timeout(Duration::from_secs_f64(args.timeout))
        .max_summary_tokens(usize::try_from(args.max_summary_tokens).unwrap_or(usize::MAX))
        .limit_field(limit_field);
    // The agent's tool definitions are part of its cached prompt prefix: send them too (a Chat
    // Completions document's only: another dialect's tools have another shape).
    if conversation.dialect() == ctx_message::Dialect::OpenAiChat
        && let Some(tools) = conversation.field("tools")
    {
        config = config.extra("tools", tools);
    }
    Ok(config)
}

/// How `--stats` names the summary outcome: `summarized`, `extractive (openai failed: …)`,
/// `placeholder (…)`, `none`.
pub fn summary_name(outcome: &SummaryOutcome) -> String {
    match outcome {
        SummaryOutcome::NotShaped => "none".to_owned(),
        SummaryOutcome::Summarized => "summarized".to_owned(),
        SummaryOutcome::NoSummarizer => "placeholder".to_owned(),
        SummaryOutcome::Failed(reason) => format!("placeholder ({reason})"),
        SummaryOutcome::FellBack { by, failures } => {
            let reasons: Vec<String> = failures.iter().map(ToString::to_string).collect();
            format!("{by} ({})", reasons.join("; "))
        }
        _ => "other".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: Result<f64, &str>) {
        assert_eq!(positive_seconds(text), expected.map_err(str::to_owned), "{text:?}");
    }

    #[test]
    fn timeouts_are_positive_seconds_said_in_words() {
        check("60", Ok(60.0));
        check("0.5", Ok(0.5));
        check("0", Err("must be more than 0 seconds"));
        check("-1", Err("must be more than 0 seconds"));
        check("1e30", Err("must be at most 18446744073709551615 seconds"));
        check("NaN", Err("must be a number of seconds, such as 60"));
        check("soon", Err("must be a number of seconds, such as 60"));
    }
}
