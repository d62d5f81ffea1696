//! `cargo xtask dialects convert [OUT]`: the 19 trajectories written as documents of every
//! session dialect, to try ctx on each (`ctx report OUT/claude-code`, `ctx replay OUT/codex`).
//! Generated, never committed: ctx-cli's tests make the same files in a temporary folder.

use std::path::PathBuf;

use anyhow::Context;

/// Converts into `out` (default `target/dialects`) and says where each dialect went.
pub fn convert(out: Option<&str>) -> anyhow::Result<()> {
    let out = out.map_or_else(|| crate::ci::root().join("target/dialects"), PathBuf::from);
    let folders = ctx_testdata::dialects::convert_trajectories(&out)
        .with_context(|| format!("cannot write into {}", out.display()))?;
    for (dialect, folder) in folders {
        eprintln!("{:<17} {}", dialect.name(), folder.display());
    }
    Ok(())
}
