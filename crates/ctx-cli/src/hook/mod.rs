//! Agent hooks that route shell commands through `ctx run`: what to install, how to merge it into
//! a settings file, and the hook itself (which commands it rewrites, and when it may).

pub mod install;
pub mod permissions;
pub mod rewrite;

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

/// The command Claude Code runs for the hook.
pub const CLAUDE_CODE_COMMAND: &str = "ctx hook claude-code --pre-tool-use";

/// One entry of Claude Code's `hooks.PreToolUse`: a matcher and the hooks it runs.
#[derive(Debug, Serialize)]
pub struct Entry {
    matcher: &'static str,
    hooks: [Command; 1],
}

/// A command hook.
#[derive(Debug, Serialize)]
struct Command {
    #[serde(rename = "type")]
    kind: &'static str,
    command: &'static str,
}

/// Claude Code's entry: the Bash tool's calls go to `ctx hook claude-code --pre-tool-use`.
pub fn claude_code_entry() -> Entry {
    Entry { matcher: "Bash", hooks: [Command { kind: "command", command: CLAUDE_CODE_COMMAND }] }
}

/// The settings fragment that installs the hook, as `ctx hook claude-code` prints it (each key
/// in the order Claude Code's documentation writes it).
pub fn claude_code_settings() -> impl Serialize {
    BTreeMap::from([("hooks", BTreeMap::from([("PreToolUse", [claude_code_entry()])]))])
}

/// True for an entry that already runs ctx's Claude Code hook (by any path to `ctx`).
pub fn is_claude_code_entry(entry: &Value) -> bool {
    let hooks = entry.get("hooks").and_then(Value::as_array).into_iter().flatten();
    hooks
        .filter_map(|hook| hook.get("command")?.as_str())
        .any(|command| command.contains("ctx hook claude-code"))
}
