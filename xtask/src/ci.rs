//! `cargo xtask ci` (exactly what `.ci/run` runs) and `cargo xtask bench`.

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use anyhow::{Context, bail};

/// The workspace root (the parent of xtask/).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().map(PathBuf::from).unwrap_or_default()
}

/// Runs `cargo ARGS` in the workspace root, says how long it took, and fails if it fails.
pub fn cargo(args: &[&str]) -> anyhow::Result<()> {
    eprintln!("$ cargo {}", args.join(" "));
    let started = Instant::now();
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .current_dir(root())
        .status()
        .with_context(|| format!("cannot run cargo {}", args.join(" ")))?;
    eprintln!("  ({:.1} s)", started.elapsed().as_secs_f64());
    if !status.success() {
        bail!("cargo {} failed ({status})", args.join(" "));
    }
    Ok(())
}

/// The whole CI sequence: formatting, lints, packaging (see package.rs), every test (unit,
/// integration, doc, and the tidy rules), fixtures.
pub fn run() -> anyhow::Result<()> {
    cargo(&["fmt", "--all", "--check"])?;
    cargo(&["clippy", "--workspace", "--all-targets", "--locked", "--", "-D", "warnings"])?;
    // The proxy's off-by-default `phases` feature (the latency bench's marks) is built and its
    // lints held too, so that it cannot break unseen.
    let phases = ["-p", "ctx-proxy", "--all-targets", "--features", "phases", "--locked"];
    cargo(&[&["clippy"], &phases[..], &["--", "-D", "warnings"]].concat())?;
    // Every published crate packages, builds from its .crate and checks its packaged targets.
    crate::package::run()?;
    cargo(&["test", "--workspace", "--locked"])?;
    cargo(&["test", "-p", "ctx-proxy", "--lib", "--features", "phases", "--locked"])?;
    crate::fixtures::check()?;
    eprintln!("xtask ci: all checks passed");
    Ok(())
}

/// Builds the adversarial inputs (ctx-fuzz's `adversarial` binary, release) and prints the table
/// of docs/reliability.md: time and peak memory per step, at full size and at a tenth.
pub fn adversarial(cases: &[&str]) -> anyhow::Result<()> {
    let mut args = vec!["run", "--release", "--locked", "-p", "ctx-fuzz", "--bin", "adversarial", "--"];
    args.extend_from_slice(cases);
    cargo(&args)
}

/// Runs the criterion benchmarks; `filter` narrows them by name.
pub fn bench(filter: &[&str]) -> anyhow::Result<()> {
    let mut args = vec!["bench", "--workspace", "--locked"];
    if !filter.is_empty() {
        args.push("--");
        args.extend_from_slice(filter);
    }
    cargo(&args)
}
