//! `cargo xtask ci` (exactly what `.ci/run` runs) and `cargo xtask bench`.

use std::path::PathBuf;
use std::process::Command;

use anyhow::{Context, bail};

/// The workspace root (the parent of xtask/).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().map(PathBuf::from).unwrap_or_default()
}

/// Runs `cargo ARGS` in the workspace root and fails if it fails.
fn cargo(args: &[&str]) -> anyhow::Result<()> {
    eprintln!("$ cargo {}", args.join(" "));
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .current_dir(root())
        .status()
        .with_context(|| format!("cannot run cargo {}", args.join(" ")))?;
    if !status.success() {
        bail!("cargo {} failed ({status})", args.join(" "));
    }
    Ok(())
}

/// The whole CI sequence: formatting, lints, packaging, every test (unit, integration, doc),
/// fixtures.
pub fn run() -> anyhow::Result<()> {
    cargo(&["fmt", "--all", "--check"])?;
    cargo(&["clippy", "--workspace", "--all-targets", "--locked", "--", "-D", "warnings"])?;
    // Every library crate packages on its own (internal dependencies are path + version).
    cargo(&[
        "package",
        "--workspace",
        "--exclude",
        "xtask",
        "--exclude",
        "ctx-cli",
        "--exclude",
        "ctx-testdata",
        "--exclude",
        "ctx-fuzz",
        "--locked",
        "--offline",
        "--no-verify",
        "--allow-dirty",
    ])?;
    cargo(&["test", "--workspace", "--locked"])?;
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
