//! `Config`: what a proxy forwards to and how it rewrites, with documented defaults; `Error`.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use ctx_archive::Ledger;
use ctx_pipeline::{Archive, Policy, Tools};

use crate::Level;

/// How a proxy runs. [`Config::new`] gives the defaults; set the public fields to change them.
#[derive(Clone)]
#[non_exhaustive]
pub struct Config {
    /// The upstream's base URL: `https://api.anthropic.com`, `https://api.openai.com`, or one
    /// with a path prefix (`https://openrouter.ai/api`), which goes before the request's path.
    pub upstream: String,
    /// The context window in tokens the history policy works under. Default: `None`, the window
    /// of the model each request names (ctx-window's table, else 128,000).
    pub window: Option<usize>,
    /// Which history edits the proxy makes. Default: [`Policy::default`], the pipeline's own.
    pub policy: Policy,
    /// The agent's tools: which names read files (never squashed), run shell commands, and are
    /// read-only for dedup. Default: [`Tools::default`], the well-known names.
    pub tools: Tools,
    /// Where every original the proxy replaces is kept, so the model can recall it. Default:
    /// none (the command line opens `.ctx/archive.sqlite`).
    pub archive: Option<Arc<dyn Archive>>,
    /// Where the proxy records what it saved (`ctx gain`): one saving per rewritten request,
    /// source `proxy`, session the conversation's name (`proxy-…`), tokens of the client's
    /// messages it changed or left out and of what it sent in their place. Recorded off the
    /// request's path; a failure is said once in the log. Default: none.
    pub ledger: Option<Arc<dyn Ledger>>,
    /// The pricing savings are recorded with: its name (`anthropic`, `openai`) and its input
    /// price in US dollars per million tokens. Default: none (`""`, 0).
    pub pricing: (String, f64),
    /// What the proxy says on stderr. Default: [`Level::Info`].
    pub log: Level,
    /// The largest request body the proxy reads to rewrite; a larger one is streamed upstream
    /// untouched. Default: 64 MiB.
    pub max_body: usize,
    /// How long the proxy waits for the upstream's response headers before it answers 504 (a
    /// streamed body then flows for as long as it lasts). Default: 10 minutes.
    pub upstream_timeout: Duration,
    /// How long an unused session (a conversation's remembered edits) is kept. Default: 1 hour.
    pub idle: Duration,
    /// The most sessions kept; the least recently used goes first. Default: 256.
    pub max_sessions: usize,
}

impl Config {
    /// The defaults, forwarding to `upstream`.
    pub fn new(upstream: impl Into<String>) -> Config {
        Config {
            upstream: upstream.into(),
            window: None,
            policy: Policy::default(),
            tools: Tools::default(),
            archive: None,
            ledger: None,
            pricing: (String::new(), 0.0),
            log: Level::default(),
            max_body: 64 << 20,
            upstream_timeout: Duration::from_mins(10),
            idle: Duration::from_hours(1),
            max_sessions: 256,
        }
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("upstream", &self.upstream)
            .field("window", &self.window)
            .field("policy", &self.policy)
            .field("tools", &self.tools)
            .field("archive", &self.archive.as_ref().map(|_| "dyn Archive"))
            .field("ledger", &self.ledger.as_ref().map(|_| "dyn Ledger"))
            .field("pricing", &self.pricing)
            .field("log", &self.log)
            .field("max_body", &self.max_body)
            .field("upstream_timeout", &self.upstream_timeout)
            .field("idle", &self.idle)
            .field("max_sessions", &self.max_sessions)
            .finish()
    }
}

/// Why a proxy could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The upstream is not an `http://` or `https://` URL with a host.
    #[error("invalid upstream `{url}`: {reason}")]
    Upstream {
        /// The URL as given.
        url: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The listening address could not be bound.
    #[error("cannot listen on {address}: {source}")]
    Bind {
        /// The address.
        address: SocketAddr,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The async runtime could not be started, or the listener failed.
    #[error("proxy: {0}")]
    Io(#[from] std::io::Error),
    /// A log level name that is none of `off`, `warn`, `info`, `debug`.
    #[error("unknown log level `{0}`: expected off, warn, info or debug")]
    Level(String),
}
