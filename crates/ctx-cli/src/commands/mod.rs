//! The subcommands and their dispatch.

mod archive;
mod compact;
mod config;
mod count;
mod dedup;
mod gain;
mod hook;
mod mcp;
mod proxy;
mod recall;
mod replay;
mod report;
pub mod run;
mod squash;

use std::io::Write;

use clap::Subcommand;

/// One `ctx` subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the o200k token count of FILE (or stdin) as a bare integer.
    Count(count::Args),
    /// Collapse superseded read-only tool results in a conversation.
    Dedup(dedup::Args),
    /// Dedup and shape a conversation under a context window.
    Compact(compact::Args),
    /// Print the tokens saved by each stage for conversations.
    Report(report::Args),
    /// Replay conversations call by call under history strategies, priced with prompt caching.
    Replay(replay::Args),
    /// Squash one tool output as it would be at capture time.
    Squash(squash::Args),
    /// Get back an original that a marker or placeholder names, or search every original.
    Recall(recall::Args),
    /// What the archive of originals holds (`stats`), and its maintenance (`gc`).
    Archive(archive::Args),
    /// Run the pipeline in front of an agent: a local proxy to its API (Anthropic Messages,
    /// OpenAI Chat Completions and Responses).
    Proxy(proxy::Args),
    /// Run a command and print its output squashed as at capture, exiting with its status.
    Run(run::Args),
    /// Print, install or run the agent hook that routes shell commands through `ctx run`.
    Hook(hook::Args),
    /// The settings that apply here (`show`): flags aside, from the environment, `ctx.toml` and
    /// the user's file.
    Config(config::Args),
    /// Tokens and money saved, per day or per session, from the ledger in the archive.
    Gain(gain::Args),
    /// Serve the archive to an agent over MCP (stdio): tools `recall` and `search`.
    Mcp(mcp::Args),
}

/// A usage error found after the flags were parsed (a value that neither a flag nor the
/// configuration gives): exit code 2, like clap's own.
#[derive(Debug)]
pub struct Usage(pub String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

/// A number of tokens for a flag (`--window`, `--max-summary-tokens`): a whole number from 1 up,
/// with what is wrong said in words (clap prefixes the flag and the value).
pub fn tokens(text: &str) -> Result<u64, String> {
    let text = text.trim();
    match text.parse::<i128>() {
        Ok(n) if n < 1 => Err("must be at least 1 token".to_owned()),
        Ok(n) => u64::try_from(n).map_err(|_| format!("must be at most {} tokens", u64::MAX)),
        Err(_) if !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit()) => {
            Err(format!("must be at most {} tokens", u64::MAX))
        }
        Err(_) if text.parse::<f64>().is_ok() => {
            Err("must be a whole number of tokens, in digits".to_owned())
        }
        Err(_) => Err("must be a number of tokens, such as 64000".to_owned()),
    }
}

/// The `--policy` flag of `dedup`, `compact` and `report`: the history policies `ctx replay`
/// names its strategies after.
#[derive(Debug, Clone, clap::Args)]
pub struct PolicyFlag {
    /// The history policy, named as `ctx replay`'s strategies (`none` and `squash` edit no history;
    /// `squash-shown` is a replay's alone) [default: the configuration's `policy`, else names-compact].
    #[arg(long, value_name = "NAME",
          value_parser = clap::builder::PossibleValuesParser::new(ctx_replay::Strategy::policies()))]
    policy: Option<String>,
}

impl PolicyFlag {
    /// The policy named by the flag, else by the configuration.
    pub fn policy(&self, config: &crate::config::Config) -> ctx_pipeline::Policy {
        let name = self.policy.as_deref().unwrap_or(&config.policy.value);
        ctx_replay::Strategy::named(name)
            .and_then(|strategy| strategy.policy)
            .unwrap_or_else(ctx_pipeline::Policy::off)
    }
}

/// Runs one subcommand, writing its result to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        Command::Count(args) => count::run(&args, out),
        Command::Dedup(args) => dedup::run(&args, out),
        Command::Compact(args) => compact::run(&args, out),
        Command::Report(args) => report::run(&args, out),
        Command::Replay(args) => replay::run(&args, out),
        Command::Squash(args) => squash::run(&args, out),
        Command::Recall(args) => recall::run(&args, out),
        Command::Archive(args) => archive::run(&args, out),
        Command::Proxy(args) => proxy::run(&args, out),
        Command::Run(args) => run::run(&args, out),
        Command::Hook(args) => hook::run(&args, out),
        Command::Config(args) => config::run(&args, out),
        Command::Gain(args) => gain::run(&args, out),
        Command::Mcp(args) => mcp::run(&args, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: Result<u64, &str>) {
        assert_eq!(tokens(text), expected.map_err(str::to_owned), "{text:?}");
    }

    #[test]
    fn token_counts_are_whole_and_positive_and_said_in_words() {
        check("1", Ok(1));
        check("64000", Ok(64_000));
        check("18446744073709551615", Ok(u64::MAX));
        check("0", Err("must be at least 1 token"));
        check("-5", Err("must be at least 1 token"));
        check("18446744073709551616", Err("must be at most 18446744073709551615 tokens"));
        check(
            "999999999999999999999999999999999999999999",
            Err("must be at most 18446744073709551615 tokens"),
        );
        check("1.5", Err("must be a whole number of tokens, in digits"));
        check("1e5", Err("must be a whole number of tokens, in digits"));
        check("64k", Err("must be a number of tokens, such as 64000"));
        check("", Err("must be a number of tokens, such as 64000"));
    }
}
