//! Whether Claude Code would run a Bash command without asking, as far as ctx can prove it from
//! the permission rules in its settings files.
//!
//! Claude Code applies a hook's rewritten input only with a permission decision, and checks its
//! own rules against the rewritten command, where `ctx run -- bash -c '…'` matches none of them.
//! So the hook rewrites a command only when the original would have run without a prompt anyway:
//! in `bypassPermissions` mode, or when allow rules cover every command of the line. It never
//! rewrites a command that a deny or ask rule might concern: such rules are matched loosely (any
//! word of the line equal to the rule's first word), so a doubt always leaves the command to
//! Claude Code's own checks. Anything ctx cannot read (a settings file that is not JSON, a line
//! the shell lexer does not model) counts as not proven.

use std::path::{Path, PathBuf};

use ctx_calls::shell::{self, Simple};

/// The Bash permission rules of one or more settings files.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Rules {
    allow: Vec<Pattern>,
    deny: Vec<Pattern>,
    ask: Vec<Pattern>,
}

/// What a `Bash(…)` rule matches.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Pattern {
    /// `Bash`, `Bash(*)`: every command.
    Any,
    /// `Bash(npm test)`: that command exactly.
    Exact(String),
    /// `Bash(npm run:*)`: that command, or it followed by arguments.
    Prefix(String),
    /// `Bash(git * main)`: `*` stands for any text.
    Glob(String),
}

impl Pattern {
    /// The pattern of a permission rule, `None` for a rule of another tool.
    fn parse(rule: &str) -> Option<Pattern> {
        let rule = rule.trim();
        if rule == "Bash" {
            return Some(Pattern::Any);
        }
        let inner = rule.strip_prefix("Bash(")?.strip_suffix(')')?.trim();
        Some(if inner.is_empty() || inner == "*" || inner == ":*" {
            Pattern::Any
        } else if let Some(prefix) = inner.strip_suffix(":*") {
            Pattern::Prefix(prefix.trim_end().to_owned())
        } else if inner.contains('*') {
            Pattern::Glob(inner.to_owned())
        } else {
            Pattern::Exact(inner.to_owned())
        })
    }

    /// True when the rule allows `command`, one simple command written out word by word.
    fn allows(&self, command: &str) -> bool {
        match self {
            Pattern::Any => true,
            Pattern::Exact(exact) => command == exact,
            Pattern::Prefix(prefix) => command
                .strip_prefix(prefix.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(' ')),
            Pattern::Glob(glob) => glob_matches(glob, command),
        }
    }

    /// True when the rule might concern `line`: any rule of every command, else when a word of
    /// the line is the rule's first word (`rm` for `Bash(rm -rf:*)`), or ends in `/` and it.
    fn may_concern(&self, line: &str) -> bool {
        let text = match self {
            Pattern::Any => return true,
            Pattern::Exact(text) | Pattern::Prefix(text) | Pattern::Glob(text) => text,
        };
        let Some(first) = text.split_whitespace().next().map(|word| word.trim_matches('*')) else {
            return true;
        };
        if first.is_empty() {
            return true;
        }
        let separators = |c: char| c.is_whitespace() || "|&;()<>`$\"'{}=".contains(c);
        line.split(separators).any(|word| word == first || word.ends_with(&format!("/{first}")))
    }
}

/// `*` matches any text, everything else itself; the whole of `text` must match.
fn glob_matches(glob: &str, text: &str) -> bool {
    let mut parts = glob.split('*');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = text.strip_prefix(first) else { return false };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else { return rest.is_empty() };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

/// The verdict on one command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Claude Code would run it without asking: the hook may rewrite it and say `allow`.
    Allowed,
    /// Not proven: the hook leaves it to Claude Code.
    NotProven(&'static str),
}

impl Rules {
    /// Adds the `permissions` of one settings document; an error when it is not a JSON object.
    pub fn add_document(&mut self, text: &str) -> Result<(), String> {
        let document: serde_json::Value =
            serde_json::from_str(text).map_err(|error| format!("invalid JSON: {error}"))?;
        let Some(document) = document.as_object() else { return Err("not a JSON object".to_owned()) };
        let Some(permissions) = document.get("permissions").and_then(serde_json::Value::as_object) else {
            return Ok(());
        };
        for (key, list) in [("allow", &mut self.allow), ("deny", &mut self.deny), ("ask", &mut self.ask)] {
            let rules = permissions.get(key).and_then(serde_json::Value::as_array).into_iter().flatten();
            list.extend(rules.filter_map(serde_json::Value::as_str).filter_map(Pattern::parse));
        }
        Ok(())
    }

    /// Whether Claude Code, in permission mode `mode`, would run `line` without asking.
    pub fn verdict(&self, mode: &str, line: &str) -> Verdict {
        if mode == "plan" {
            return Verdict::NotProven("plan mode runs nothing");
        }
        if self.deny.iter().chain(&self.ask).any(|rule| rule.may_concern(line)) {
            return Verdict::NotProven("a deny or ask rule may concern it");
        }
        if mode == "bypassPermissions" || self.allow.contains(&Pattern::Any) {
            return Verdict::Allowed;
        }
        let script = shell::lex(line);
        if script.opaque || line.contains('$') || line.contains('`') {
            return Verdict::NotProven("the line holds what ctx does not read (substitutions, groups)");
        }
        let covered = |simple: &Simple| {
            if simple.redirects.iter().any(shell::Redirect::writes_file) {
                return false;
            }
            // A `cd` alone changes nothing but the directory the next commands run in.
            if simple.words.first().is_some_and(|word| word == "cd") && simple.words.len() <= 2 {
                return true;
            }
            let command = simple.words.join(" ");
            self.allow.iter().any(|rule| rule.allows(&command))
        };
        if script.commands.iter().all(covered) {
            Verdict::Allowed
        } else {
            Verdict::NotProven("no allow rule covers every command of the line")
        }
    }
}

/// The settings files whose rules Claude Code applies in `project`, most general first:
/// managed policy, the user's (`$CLAUDE_CONFIG_DIR` or `~/.claude`), the project's shared and
/// local ones.
pub fn settings_files(project: &Path, home: Option<&Path>, config_dir: Option<&Path>) -> Vec<PathBuf> {
    let mut files = vec![
        PathBuf::from("/etc/claude-code/managed-settings.json"),
        PathBuf::from("/Library/Application Support/ClaudeCode/managed-settings.json"),
    ];
    match (config_dir, home) {
        (Some(dir), _) => files.push(dir.join("settings.json")),
        (None, Some(home)) => files.push(home.join(".claude/settings.json")),
        (None, None) => {}
    }
    files.push(project.join(".claude/settings.json"));
    files.push(project.join(".claude/settings.local.json"));
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules_of(allow: &[&str], deny: &[&str], ask: &[&str]) -> Rules {
        let document = serde_json::json!({
            "permissions": { "allow": allow, "deny": deny, "ask": ask },
        });
        let mut rules = Rules::default();
        rules.add_document(&document.to_string()).expect("a settings document");
        rules
    }

    #[track_caller]
    fn check(rules: &Rules, mode: &str, line: &str, allowed: bool) {
        assert_eq!(rules.verdict(mode, line) == Verdict::Allowed, allowed, "{mode} {line}");
    }

    #[test]
    fn allow_rules_must_cover_every_command() {
        let rules =
            rules_of(&["Bash(cargo test:*)", "Bash(git status)", "Bash(npm run *)", "Read(*)"], &[], &[]);
        check(&rules, "default", "cargo test", true);
        check(&rules, "default", "cargo test -p ctx-cli -- --nocapture", true);
        check(&rules, "default", "cargo testing", false);
        check(&rules, "default", "git status", true);
        check(&rules, "default", "git status --short", false);
        check(&rules, "default", "npm run build", true);
        check(&rules, "default", "cd /repo && cargo test 2>&1", true);
        check(&rules, "default", "cargo test && git status", true);
        check(&rules, "default", "cargo test && rm -rf target", false);
        check(&rules, "default", "cargo test > out.txt", false);
        check(&rules, "default", "cargo test $(echo -p x)", false);
        check(&rules, "default", "cargo test `id`", false);
        check(&rules, "default", "cargo test $ARGS", false);
        check(&rules, "acceptEdits", "cargo build", false);
        check(&rules, "plan", "cargo test", false);
        check(&rules, "bypassPermissions", "anything at all", true);
        check(&Rules::default(), "default", "ls", false);
        check(&Rules::default(), "bypassPermissions", "ls", true);
        let all = rules_of(&["Bash"], &[], &[]);
        check(&all, "default", "make && ./run.sh $(cat args)", true);
        check(&all, "plan", "make", false);
    }

    #[test]
    fn a_deny_or_ask_rule_that_may_concern_the_line_blocks_the_rewrite() {
        let rules = rules_of(&["Bash"], &["Bash(rm -rf:*)", "WebFetch"], &["Bash(git push:*)"]);
        check(&rules, "default", "cargo test", true);
        check(&rules, "default", "cargo test && rm -f x", false);
        check(&rules, "default", "/bin/rm x", false);
        check(&rules, "bypassPermissions", "xargs rm < list", false);
        check(&rules, "default", "git push origin main", false);
        check(&rules, "default", "git status", false);
        check(&rules, "default", "npm run format", true);
        let everything = rules_of(&["Bash"], &["Bash"], &[]);
        check(&everything, "bypassPermissions", "ls", false);
        let odd = rules_of(&["Bash"], &["Bash( )", "Bash(*rm*)"], &[]);
        check(&odd, "default", "ls", false);
    }

    #[test]
    fn patterns_parse_as_claude_code_writes_them() {
        assert_eq!(Pattern::parse("Bash"), Some(Pattern::Any));
        assert_eq!(Pattern::parse("Bash(*)"), Some(Pattern::Any));
        assert_eq!(Pattern::parse("Bash(npm run test:*)"), Some(Pattern::Prefix("npm run test".into())));
        assert_eq!(Pattern::parse("Bash(git diff)"), Some(Pattern::Exact("git diff".into())));
        assert_eq!(Pattern::parse("Bash(git * main)"), Some(Pattern::Glob("git * main".into())));
        assert_eq!(Pattern::parse("Read(./.env)"), None);
        assert_eq!(Pattern::parse("Bashful"), None);
        assert!(glob_matches("git * main", "git push origin main"));
        assert!(!glob_matches("git * main", "git push origin main2"));
        assert!(glob_matches("a*", "a"));
        assert!(!glob_matches("ab*ba", "aba"));
        let mut rules = Rules::default();
        assert!(rules.add_document("[1]").is_err());
        assert!(rules.add_document("{").is_err());
        assert_eq!(rules.add_document(r#"{"permissions": {"allow": "Bash"}}"#), Ok(()));
        assert_eq!(rules, Rules::default(), "a malformed list holds no rule");
    }

    #[test]
    fn settings_files_follow_claude_codes_layout() {
        let files = settings_files(Path::new("/p"), Some(Path::new("/home/u")), None);
        assert!(files.contains(&PathBuf::from("/home/u/.claude/settings.json")));
        assert!(files.ends_with(&[
            PathBuf::from("/p/.claude/settings.json"),
            PathBuf::from("/p/.claude/settings.local.json")
        ]));
        let moved = settings_files(Path::new("/p"), Some(Path::new("/home/u")), Some(Path::new("/cfg")));
        assert!(moved.contains(&PathBuf::from("/cfg/settings.json")));
        assert!(!moved.contains(&PathBuf::from("/home/u/.claude/settings.json")));
    }
}
