//! `ctx proxy --upstream URL [--listen ADDR]`: ctx's pipeline in front of an agent that takes a
//! base URL (ctx-proxy does the work; this is its flags).

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use ctx_proxy::{Config, Level};

use crate::{archive, config};
use ctx_pipeline::Tools;

/// The address the proxy listens on when neither `--listen` nor the configuration names one.
const DEFAULT_LISTEN: &str = "127.0.0.1:8787";

/// Arguments of `ctx proxy`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to listen: point the agent's base URL at `http://ADDR` [default: the
    /// configuration's `[proxy] listen`, else 127.0.0.1:8787].
    #[arg(long, value_name = "ADDR")]
    listen: Option<SocketAddr>,
    /// The real API's base URL: `https://api.anthropic.com`, `https://api.openai.com`, or any
    /// OpenAI-compatible server (a path prefix such as `https://openrouter.ai/api` is kept)
    /// [default: the configuration's `[proxy] upstream`].
    #[arg(long, value_name = "URL")]
    upstream: Option<String>,
    /// The context window in tokens [default: the configuration's `window`, else the window of
    /// the model each request names].
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
    #[arg(long, value_name = "SECONDS", default_value_t = 600, value_parser = positive_seconds)]
    upstream_timeout: u64,
}

/// `--upstream-timeout`: whole seconds, more than 0 (0 answered every request 504 at once).
fn positive_seconds(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Err("must be more than 0 seconds".to_owned()),
        Ok(seconds) => Ok(seconds),
        Err(_) => Err("must be a whole number of seconds, such as 600".to_owned()),
    }
}

/// Runs the proxy until the process is stopped.
pub fn run(args: &Args, _out: &mut dyn Write) -> anyhow::Result<()> {
    let settings = config::current()?;
    let (listen, config) = proxy_config(args, settings)?;
    ctx_proxy::run(listen, config)?;
    Ok(())
}

/// The address and the proxy's configuration: each flag, else the configuration's value, else
/// the default.
fn proxy_config(args: &Args, settings: &config::Config) -> anyhow::Result<(SocketAddr, Config)> {
    let listen = match (args.listen, &settings.proxy_listen) {
        (Some(listen), _) => listen,
        (None, Some(setting)) => setting.value.parse().map_err(|error| {
            anyhow::anyhow!("[proxy] listen = {:?} ({}): {error}", setting.value, setting.source)
        })?,
        (None, None) => DEFAULT_LISTEN.parse().expect("the default address parses"),
    };
    let Some(upstream) =
        args.upstream.clone().or_else(|| settings.proxy_upstream.as_ref().map(|s| s.value.clone()))
    else {
        return Err(super::Usage(
            "no upstream: give --upstream URL, or set `upstream` under [proxy] in ctx.toml (or CTX_PROXY_UPSTREAM)"
                .to_owned(),
        )
        .into());
    };
    let mut proxy = Config::new(upstream);
    proxy.window = config::flag_or(args.window, settings.window.as_ref())
        .map(|window| usize::try_from(window.value).unwrap_or(usize::MAX));
    proxy.policy = args.policy.policy(settings);
    let tools = Tools::from_aliases(settings.aliases());
    proxy.tools = match &settings.read_only {
        Some(names) => tools.with_read_only_set(&names.value),
        None => tools,
    };
    let store = args.archive.open();
    proxy.archive = store.clone().map(|store| store as Arc<dyn ctx_pipeline::Archive>);
    proxy.ledger = store.map(|store| store as Arc<dyn ctx_archive::Ledger>);
    proxy.pricing = (settings.pricing.value.clone(), settings.price());
    proxy.log = args.log.parse::<Level>()?;
    proxy.max_body = args.max_body;
    proxy.upstream_timeout = Duration::from_secs(args.upstream_timeout);
    Ok((listen, proxy))
}
