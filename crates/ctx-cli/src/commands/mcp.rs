//! `ctx mcp [--archive PATH]`: the MCP server over stdio (tools `recall` and `search`).

use std::io::Write;
use std::path::PathBuf;

use crate::{archive, mcp};

/// Arguments of `ctx mcp`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The archive the tools read (default: the configured one, else `.ctx/archive.sqlite` in the
    /// directory the client starts the server in). It may not exist yet: the tools say so until
    /// something is archived.
    #[arg(long, value_name = "PATH")]
    archive: Option<PathBuf>,
}

/// Serves stdin until it ends.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let path = archive::existing_path(args.archive.as_deref()).map_err(|error| format!("{error:#}"));
    let mut store = mcp::Store::new(path);
    mcp::serve(&mut std::io::stdin().lock(), out, &mut store)?;
    Ok(())
}
