//! `ctx proxy --upstream URL [--listen ADDR]`: ctx's pipeline in front of an agent that takes a
//! base URL (ctx-proxy does the work; this is its flags).

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use ctx_proxy::{Config, Level};

use crate::archive;

/// Arguments of `ctx proxy`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to listen: point the agent's base URL at `http://ADDR`.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8787")]
    listen: SocketAddr,
    /// The real API's base URL: `https://api.anthropic.com`, `https://api.openai.com`, or any
    /// OpenAI-compatible server (a path prefix such as `https://openrouter.ai/api` is kept).
    #[arg(long, value_name = "URL")]
    upstream: String,
    /// The context window in tokens (default: the window of the model each request names).
    #[arg(long, value_parser = super::tokens)]
    window: Option<u64>,
    #[command(flatten)]
    policy: super::PolicyFlag,
    #[command(flatten)]
    archive: archive::Flags,
    /// What to say on stderr: `off`, `warn`, `info` (a line per rewritten request) or `debug`
    /// (a line per request). Headers, and so credentials, are never logged.
    #[arg(long, value_name = "LEVEL", default_value = "info",
          value_parser = clap::builder::PossibleValuesParser::new(["off", "warn", "info", "debug"]))]
    log: String,
    /// The largest request body read to rewrite, in bytes; a larger one goes upstream untouched.
    #[arg(long, value_name = "BYTES", default_value_t = 64 << 20)]
    max_body: usize,
    /// Seconds to wait for the upstream's response headers before answering 504.
    #[arg(long, value_name = "SECONDS", default_value_t = 600)]
    upstream_timeout: u64,
}

/// Runs the proxy until the process is stopped.
pub fn run(args: &Args, _out: &mut dyn Write) -> anyhow::Result<()> {
    let mut config = Config::new(&args.upstream);
    config.window = args.window.map(|window| usize::try_from(window).unwrap_or(usize::MAX));
    config.policy = args.policy.policy(crate::config::current()?);
    config.archive = args.archive.open().map(|store| store as Arc<dyn ctx_pipeline::Archive>);
    config.log = args.log.parse::<Level>()?;
    config.max_body = args.max_body;
    config.upstream_timeout = Duration::from_secs(args.upstream_timeout);
    ctx_proxy::run(args.listen, config)?;
    Ok(())
}
