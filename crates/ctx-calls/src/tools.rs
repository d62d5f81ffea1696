//! `Tools`: an agent's tool names and the role each plays, with the well-known names built in.

use std::collections::HashMap;

use ctx_message::{Conversation, ToolCall};

use crate::ToolRole;
use crate::call::{self, Call};

/// The tool names of well-known agents (Claude Code, Codex CLI, `OpenHands`, SWE-agent, Gemini CLI,
/// Cline, …) and of the design's own tools; a trailing `*` marks a prefix. Matching is exact and
/// case-sensitive: `Read` and `read` are both listed.
const BUILT_IN: &[(&str, ToolRole)] = &[
    ("read", ToolRole::Read),
    ("Read", ToolRole::Read),
    ("read_file", ToolRole::Read),
    ("NotebookRead", ToolRole::Read),
    ("grep", ToolRole::Grep),
    ("Grep", ToolRole::Grep),
    ("search_file_content", ToolRole::Grep),
    ("search_files", ToolRole::Grep),
    ("glob", ToolRole::Glob),
    ("Glob", ToolRole::Glob),
    ("LS", ToolRole::Glob),
    ("list_directory", ToolRole::Glob),
    ("list_files", ToolRole::Glob),
    ("search", ToolRole::Search),
    ("WebSearch", ToolRole::Search),
    ("web_search", ToolRole::Search),
    ("google_web_search", ToolRole::Search),
    ("seqthink", ToolRole::Search),
    ("recall", ToolRole::Search),
    ("read_findings", ToolRole::Search),
    ("lsp_*", ToolRole::Search),
    ("bash", ToolRole::Shell),
    ("Bash", ToolRole::Shell),
    ("sh", ToolRole::Shell),
    ("shell", ToolRole::Shell),
    ("local_shell", ToolRole::Shell),
    ("execute_bash", ToolRole::Shell),
    ("execute_command", ToolRole::Shell),
    ("run_shell_command", ToolRole::Shell),
    ("exec_command", ToolRole::Shell),
    ("terminal", ToolRole::Shell),
    ("edit", ToolRole::Edit),
    ("Edit", ToolRole::Edit),
    ("MultiEdit", ToolRole::Edit),
    ("NotebookEdit", ToolRole::Edit),
    ("str_replace_editor", ToolRole::Edit),
    ("str_replace_based_edit_tool", ToolRole::Edit),
    ("apply_patch", ToolRole::Edit),
    ("replace", ToolRole::Edit),
    ("replace_in_file", ToolRole::Edit),
    ("edit_file", ToolRole::Edit),
    ("write", ToolRole::Write),
    ("Write", ToolRole::Write),
    ("write_file", ToolRole::Write),
    ("write_to_file", ToolRole::Write),
    ("create_file", ToolRole::Write),
];

/// An agent's tools: the role of every tool name, and so what each call does.
///
/// [`Tools::default`] knows the names of well-known agents; [`Tools::from_aliases`] adds an agent's
/// own (as recorded trajectories list them in `tool_aliases`), and [`Tools::with`] one at a time.
/// Every question ctx asks about a tool call — is it read-only, does it print a file, is it a
/// shell, which files does it touch — is answered here.
///
/// ```
/// use ctx_calls::{ToolRole, Tools};
/// use ctx_message::ToolCall;
///
/// let tools = Tools::default().with("run", ToolRole::Shell);
/// assert_eq!(tools.role("Read"), ToolRole::Read);
/// assert_eq!(tools.role("lsp_hover"), ToolRole::Search);
/// assert!(tools.is_read_only("Grep") && !tools.is_read_only("Bash"));
///
/// let cat = ToolCall::function("1", "run", r#"{"command":"cat src/f.py"}"#);
/// assert!(tools.classify(&cat).prints_files());
/// let test = ToolCall::function("2", "run", r#"{"command":"pytest -x"}"#);
/// assert!(!tools.classify(&test).is_read_only());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tools {
    /// Exact names and their roles.
    names: HashMap<String, ToolRole>,
    /// Name prefixes and their roles; a later entry wins over an earlier one.
    prefixes: Vec<(String, ToolRole)>,
    /// When set, exactly these names (a trailing `*`: a prefix; a lone `*`: every tool) are
    /// read-only, whatever their roles.
    read_only: Option<Vec<String>>,
}

impl Default for Tools {
    /// The well-known names (see the table in the crate's README).
    fn default() -> Self {
        BUILT_IN.iter().fold(Tools::empty(), |tools, &(name, role)| tools.with(name, role))
    }
}

impl Tools {
    /// No name known: every tool is [`ToolRole::Other`].
    pub fn empty() -> Self {
        Tools { names: HashMap::new(), prefixes: Vec::new(), read_only: None }
    }

    /// The same tools with `name` (a trailing `*` makes it a prefix) playing `role`.
    #[must_use]
    pub fn with(mut self, name: &str, role: ToolRole) -> Self {
        match name.strip_suffix('*') {
            Some(prefix) => self.prefixes.push((prefix.to_owned(), role)),
            None => {
                self.names.insert(name.to_owned(), role);
            }
        }
        self
    }

    /// The well-known names plus an agent's own, as `(name, role name)` pairs: the values of a
    /// recorded trajectory's `tool_aliases` (`read`, `grep`, `glob`, `search`, `bash`, `edit`,
    /// `write`, `other`). A pair whose role name is unknown changes nothing.
    ///
    /// ```
    /// let tools = ctx_calls::Tools::from_aliases([("open_file", "read"), ("Shell", "bash"), ("X", "?")]);
    /// assert_eq!(tools.role("open_file"), ctx_calls::ToolRole::Read);
    /// assert_eq!(tools.role("Shell"), ctx_calls::ToolRole::Shell);
    /// assert_eq!(tools.role("X"), ctx_calls::ToolRole::Other);
    /// ```
    pub fn from_aliases<I, N, R>(aliases: I) -> Self
    where
        I: IntoIterator<Item = (N, R)>,
        N: AsRef<str>,
        R: AsRef<str>,
    {
        aliases.into_iter().fold(Tools::default(), |tools, (name, role)| {
            match ToolRole::from_name(role.as_ref()) {
                Some(role) => tools.with(name.as_ref(), role),
                None => tools,
            }
        })
    }

    /// [`Tools::from_aliases`] with a conversation document's `tool_aliases`, when it has them.
    pub fn from_conversation(conversation: &Conversation) -> Self {
        Tools::from_aliases(conversation.tool_aliases())
    }

    /// The same tools, with exactly these names read-only for dedup and supersession, whatever
    /// their roles (a trailing `*` marks a prefix, a lone `*` every tool). Roles, and so which
    /// calls print files, are unchanged.
    #[must_use]
    pub fn with_read_only_set<I>(mut self, names: I) -> Self
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        self.read_only = Some(names.into_iter().map(|name| name.as_ref().to_owned()).collect());
        self
    }

    /// The role of the tool `name`: the last role given to that exact name, else that of the last
    /// prefix that matches, else [`ToolRole::Other`].
    pub fn role(&self, name: &str) -> ToolRole {
        if let Some(role) = self.names.get(name) {
            return *role;
        }
        self.prefixes
            .iter()
            .rev()
            .find(|(prefix, _)| name.starts_with(prefix.as_str()))
            .map_or(ToolRole::Other, |(_, role)| *role)
    }

    /// True when every call of the tool `name` is read-only (its role is read, grep, glob or
    /// search, or it is in the [read-only set](Tools::with_read_only_set)). A shell or an editor
    /// is not, although some of its calls are: ask [`Tools::classify`] about those.
    pub fn is_read_only(&self, name: &str) -> bool {
        match &self.read_only {
            Some(set) => set.iter().any(|entry| match entry.strip_suffix('*') {
                Some(prefix) => name.starts_with(prefix),
                None => entry == name,
            }),
            None => self.role(name).is_read_only(),
        }
    }

    /// True when the tool `name` runs shell command lines.
    pub fn is_shell(&self, name: &str) -> bool {
        self.role(name) == ToolRole::Shell
    }

    /// What the call does: its role, effect, command line and the files it touches.
    pub fn classify(&self, call: &ToolCall) -> Call {
        call::classify_call(self.role(&call.function.name), call)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Effect, FileRange};

    #[track_caller]
    fn check_role(tools: &Tools, name: &str, role: ToolRole) {
        assert_eq!(tools.role(name), role, "{name}");
    }

    #[test]
    fn well_known_names_have_their_roles() {
        let tools = Tools::default();
        for (name, role) in [
            ("Read", ToolRole::Read),
            ("read", ToolRole::Read),
            ("Grep", ToolRole::Grep),
            ("LS", ToolRole::Glob),
            ("WebSearch", ToolRole::Search),
            ("lsp_goto_definition", ToolRole::Search),
            ("execute_bash", ToolRole::Shell),
            ("exec_command", ToolRole::Shell),
            ("str_replace_editor", ToolRole::Edit),
            ("apply_patch", ToolRole::Edit),
            ("Write", ToolRole::Write),
            ("Task", ToolRole::Other),
            ("WebFetch", ToolRole::Other),
            ("lsp", ToolRole::Other),
            ("", ToolRole::Other),
        ] {
            check_role(&tools, name, role);
        }
        for name in ["read", "grep", "glob", "search", "seqthink", "recall", "read_findings", "lsp_hover"] {
            assert!(tools.is_read_only(name), "{name}");
        }
        for name in ["bash", "edit", "write", "reader", "lsp", "xlsp_hover", "Task", ""] {
            assert!(!tools.is_read_only(name), "{name}");
        }
    }

    #[test]
    fn later_entries_win_and_exact_names_beat_prefixes() {
        let tools = Tools::empty().with("mcp_*", ToolRole::Search).with("mcp_write", ToolRole::Write);
        check_role(&tools, "mcp_docs", ToolRole::Search);
        check_role(&tools, "mcp_write", ToolRole::Write);
        check_role(&Tools::default().with("Read", ToolRole::Other), "Read", ToolRole::Other);
        check_role(&Tools::empty(), "read", ToolRole::Other);
    }

    #[test]
    fn a_read_only_set_replaces_the_roles_for_dedup_only() {
        let tools = Tools::default().with_read_only_set(["Bash", "mcp_*"]);
        assert!(tools.is_read_only("Bash") && tools.is_read_only("mcp_x"));
        assert!(!tools.is_read_only("read"));
        assert_eq!(tools.role("read"), ToolRole::Read);
        assert!(Tools::default().with_read_only_set(["*"]).is_read_only("anything"));
        assert!(!Tools::default().with_read_only_set(Vec::<String>::new()).is_read_only("read"));
    }

    #[track_caller]
    fn classify(name: &str, arguments: &str) -> Call {
        Tools::default().classify(&ToolCall::function("1", name, arguments))
    }

    fn range(path: &str, first: u64, last: Option<u64>) -> FileRange {
        FileRange { path: path.into(), first, last }
    }

    #[test]
    fn calls_are_classified_by_role_and_arguments() {
        assert_eq!(
            classify("Read", r#"{"file_path":"/a.py","offset":10,"limit":5}"#).effect,
            Effect::PrintsFiles(vec![range("/a.py", 10, Some(14))])
        );
        assert_eq!(classify("read", "not json").effect, Effect::PrintsFiles(Vec::new()));
        assert_eq!(
            classify("str_replace_editor", r#"{"command":"view","path":"/a.py","view_range":[3,-1]}"#).effect,
            Effect::PrintsFiles(vec![range("/a.py", 3, None)])
        );
        assert_eq!(
            classify("some_editor", r#"{"command":"view","path":"/a.py"}"#).effect,
            Effect::PrintsFiles(vec![range("/a.py", 1, None)])
        );
        let edit =
            classify("str_replace_editor", r#"{"command":"str_replace","path":"/a.py","old_str":"x"}"#);
        assert_eq!((edit.effect, edit.writes), (Effect::Mutating, vec!["/a.py".to_owned()]));
        let patch = classify(
            "apply_patch",
            r#"{"input":"*** Begin Patch\n*** Update File: src/a.rs\n@@\n*** Add File: b.rs\n*** End Patch"}"#,
        );
        assert_eq!(patch.writes, ["src/a.rs", "b.rs"]);
        let grep = classify("Grep", r#"{"pattern":"x","path":"/src"}"#);
        assert_eq!((grep.effect, grep.reads), (Effect::ReadOnly, vec!["/src".to_owned()]));
        assert_eq!(classify("Task", r#"{"prompt":"go"}"#).effect, Effect::Unknown);
        assert_eq!(classify("bash", r#"{"no_command":1}"#).effect, Effect::Unknown);
    }

    #[test]
    fn shell_calls_take_their_command_line_from_a_string_or_a_vector() {
        let call = classify("bash", r#"{"command":"cat src/app.py"}"#);
        assert_eq!(call.effect, Effect::PrintsFiles(vec![range("src/app.py", 1, None)]));
        assert_eq!(call.command.as_deref(), Some("cat src/app.py"));
        assert!(classify("exec_command", r#"{"cmd":"head -n 300 src/app.py"}"#).prints_files());
        let codex =
            classify("shell", r#"{"command":["bash","-lc","nl -ba a.py | sed -n '1,40p'"],"workdir":"/r"}"#);
        assert_eq!(codex.effect, Effect::PrintsFiles(vec![range("a.py", 1, Some(40))]));
        let argv = classify("shell", r#"{"command":["rg","-n","fn main","src"]}"#);
        assert_eq!((argv.effect, argv.command.as_deref()), (Effect::ReadOnly, Some("rg -n 'fn main' src")));
        assert_eq!(classify("shell", r#"{"command":["python3","x.py"]}"#).effect, Effect::Mutating);
    }
}
