//! A local HTTP proxy that puts ctx's pipeline in front of any agent that takes a base URL.
//!
//! Point Claude Code (`ANTHROPIC_BASE_URL`), Codex or any OpenAI-compatible agent
//! (`OPENAI_BASE_URL`, a `base_url`) at the proxy and it forwards every request to the real
//! upstream. Conversation requests (`POST /v1/messages`, `/v1/chat/completions`,
//! `/v1/responses`) are read and written back by ctx-message's dialects, every message the proxy
//! does not change in its own bytes, and rewritten on the way:
//!
//! - each tool result is squashed the first time the proxy sees it (as
//!   [`ctx_pipeline::Pipeline::capture`] would at capture) and remembered by the xxh3-128 of the
//!   call and the output, so the same history gives the same bytes on every later request and
//!   the provider's prompt cache keeps hitting;
//! - the history policy ([`ctx_pipeline::Policy`], the pipeline's default unless told otherwise)
//!   runs once per request, and the edits it made are remembered per conversation and sent again
//!   on every later request;
//! - every original it replaces goes to the archive ([`Config::archive`]), and markers name its
//!   handle for `recall`; what each rewritten request saved goes to the ledger
//!   ([`Config::ledger`], read by `ctx gain`);
//! - `cache_control` breakpoints are never moved, added or dropped: a rewrite that would is not
//!   sent, and the client's body goes instead.
//!
//! Everything else goes through untouched: other paths, headers (credentials are never logged or
//! kept), bodies the proxy cannot read (said once in the log), bodies over
//! [`Config::max_body`], and the upstream's responses, streamed back as they arrive, byte for
//! byte, with their status, errors included. This crate is the one home of the async runtime
//! (tokio, hyper, rustls); the rest of ctx stays synchronous.
//!
//! ```no_run
//! use ctx_proxy::{Config, run};
//!
//! let config = Config::new("https://api.anthropic.com");
//! run("127.0.0.1:8787".parse()?, config)?; // serves until the process ends
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod after;
mod behind;
mod carried;
mod config;
mod counting;
mod dialect;
mod later;
mod log;
mod phase;
#[cfg(feature = "phases")]
pub use phase::{Mark, take_phases};
mod pool;
mod prefixes;
mod rewrite;
mod sent;
mod server;
mod session;
mod sessions;

pub use config::{Config, Error};
pub use log::Level;
pub use server::{Proxy, run};
