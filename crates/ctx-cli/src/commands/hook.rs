//! `ctx hook claude-code [--install [--settings PATH] | --pre-tool-use]`: the hook that routes an
//! agent's shell commands through `ctx run`, printed, installed, or run.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use ctx_message::Object;
use serde_json::json;

use crate::hook::permissions::{Rules, Verdict, settings_files};
use crate::hook::{self, install, rewrite};
use crate::input;

/// Arguments of `ctx hook`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The agent whose hook to print, install or run.
    #[arg(value_enum)]
    agent: Agent,
    /// Merge the hook into the settings file (a backup `.bak` is written first).
    #[arg(long, conflicts_with = "pre_tool_use")]
    install: bool,
    /// The settings file `--install` merges into.
    #[arg(long, value_name = "PATH", requires = "install", default_value = ".claude/settings.json")]
    settings: PathBuf,
    /// Run as the hook: read Claude Code's `PreToolUse` input on stdin, print its decision.
    #[arg(long)]
    pre_tool_use: bool,
}

/// The agents ctx has a hook for.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
#[non_exhaustive]
pub enum Agent {
    /// Claude Code: a `PreToolUse` hook on its Bash tool.
    ClaudeCode,
}

/// Prints, installs or runs the hook.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    match args.agent {
        Agent::ClaudeCode if args.pre_tool_use => pre_tool_use(out),
        Agent::ClaudeCode if args.install => install_claude_code(&args.settings, out),
        Agent::ClaudeCode => {
            writeln!(out, "{}", serde_json::to_string_pretty(&hook::claude_code_settings())?)?;
            Ok(())
        }
    }
}

/// Merges the hook into `path`, creating it (and its directory) when absent, after writing the
/// original to `PATH.bak`.
fn install_claude_code(path: &Path, out: &mut dyn Write) -> anyhow::Result<()> {
    let original = match std::fs::read(path) {
        Ok(bytes) => Some(bytes),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
        Err(error) => return Err(error).with_context(|| format!("cannot read {}", path.display())),
    };
    let Some(original) = original else {
        if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let text = serde_json::to_string_pretty(&hook::claude_code_settings())? + "\n";
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
        writeln!(out, "created {} with the ctx hook", path.display())?;
        return Ok(());
    };
    let text =
        String::from_utf8(original.clone()).with_context(|| format!("{}: not UTF-8", path.display()))?;
    let merged = install::merge(&text, "PreToolUse", &hook::claude_code_entry(), hook::is_claude_code_entry)
        .map_err(|refusal| anyhow::anyhow!("{}: {refusal}", path.display()))?;
    let Some(merged) = merged else {
        writeln!(out, "the ctx hook is already in {}", path.display())?;
        return Ok(());
    };
    let mut backup = path.as_os_str().to_owned();
    backup.push(".bak");
    let backup = PathBuf::from(backup);
    std::fs::write(&backup, &original).with_context(|| format!("cannot write {}", backup.display()))?;
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".ctx-new");
    let temporary = PathBuf::from(temporary);
    std::fs::write(&temporary, merged).with_context(|| format!("cannot write {}", temporary.display()))?;
    std::fs::rename(&temporary, path).with_context(|| format!("cannot replace {}", path.display()))?;
    writeln!(out, "added the ctx hook to {} (the original is in {})", path.display(), backup.display())?;
    Ok(())
}

/// The hook: one `PreToolUse` input on stdin; on stdout, nothing (the call goes on unchanged) or the
/// decision that runs the command through `ctx run`.
fn pre_tool_use(out: &mut dyn Write) -> anyhow::Result<()> {
    let text = input::read_text(None)?;
    let input: Object = serde_json::from_str(&text).context("stdin: invalid hook input")?;
    if input.get_str("tool_name").as_deref() != Some("Bash") {
        return Ok(());
    }
    let Some(mut tool_input) = input.get_as::<Object>("tool_input") else { return Ok(()) };
    let Some(command) = tool_input.get_str("command") else { return Ok(()) };
    if tool_input.get_as::<bool>("run_in_background") == Some(true) {
        return Ok(());
    }
    let Ok(wrapped) = rewrite::wrap(&command) else { return Ok(()) };
    let mode = input.get_str("permission_mode").unwrap_or_else(|| "default".to_owned());
    let project = std::env::var_os("CLAUDE_PROJECT_DIR")
        .map(PathBuf::from)
        .or_else(|| input.get_str("cwd").map(PathBuf::from))
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default();
    let Some(rules) = load_rules(&project) else { return Ok(()) };
    if rules.verdict(&mode, &command) != Verdict::Allowed {
        return Ok(());
    }
    tool_input.insert("command", &wrapped.command());
    let decision = json!({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "allow",
            "permissionDecisionReason": "ctx: the command runs through `ctx run`, which squashes its output; your permission rules allow it",
            "updatedInput": tool_input,
        }
    });
    writeln!(out, "{}", serde_json::to_string(&decision)?)?;
    Ok(())
}

/// The Bash rules of every settings file Claude Code reads for `project`; `None` when one of
/// them cannot be read (then nothing is proven allowed).
fn load_rules(project: &Path) -> Option<Rules> {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let config_dir = std::env::var_os("CLAUDE_CONFIG_DIR").map(PathBuf::from);
    let mut rules = Rules::default();
    for file in settings_files(project, home.as_deref(), config_dir.as_deref()) {
        match std::fs::read_to_string(&file) {
            Ok(text) => rules.add_document(&text).ok()?,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(_) => return None,
        }
    }
    Some(rules)
}
