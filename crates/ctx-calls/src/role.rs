//! `ToolRole`: the generic job a tool does, whatever an agent calls it.

use std::fmt;

/// The generic job of a tool. Agents name their tools differently (`Read`, `read_file`,
/// `str_replace_editor`, `execute_bash`, …); ctx reasons about the role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToolRole {
    /// Prints a file's text (`Read`, `read_file`): its output is exactly what the agent asked for.
    Read,
    /// Searches file contents (`Grep`, `search_file_content`).
    Grep,
    /// Lists or matches paths (`Glob`, `LS`, `list_directory`).
    Glob,
    /// Any other read-only lookup: web search, LSP queries, `recall`.
    Search,
    /// Runs a shell command line (`bash`, `execute_bash`, `exec_command`).
    Shell,
    /// Edits files in place (`Edit`, `str_replace_editor`, `apply_patch`).
    Edit,
    /// Writes whole files (`Write`, `write_file`).
    Write,
    /// Anything else (`Task`, `TodoWrite`, `finish`, …): ctx assumes nothing about it.
    Other,
}

impl ToolRole {
    /// Every role, in declaration order.
    pub const ALL: [ToolRole; 8] = [
        ToolRole::Read,
        ToolRole::Grep,
        ToolRole::Glob,
        ToolRole::Search,
        ToolRole::Shell,
        ToolRole::Edit,
        ToolRole::Write,
        ToolRole::Other,
    ];

    /// The role's name as recorded trajectories write it in `tool_aliases` (`bash` for
    /// [`ToolRole::Shell`]).
    pub fn name(self) -> &'static str {
        match self {
            ToolRole::Read => "read",
            ToolRole::Grep => "grep",
            ToolRole::Glob => "glob",
            ToolRole::Search => "search",
            ToolRole::Shell => "bash",
            ToolRole::Edit => "edit",
            ToolRole::Write => "write",
            ToolRole::Other => "other",
        }
    }

    /// The role a `tool_aliases` value names (`read`, `grep`, `glob`, `search`, `bash` or
    /// `shell`, `edit`, `write`, `other`); `None` for anything else.
    pub fn from_name(name: &str) -> Option<ToolRole> {
        match name {
            "shell" => Some(ToolRole::Shell),
            _ => ToolRole::ALL.into_iter().find(|role| role.name() == name),
        }
    }

    /// True for the roles whose calls change nothing: read, grep, glob and search. Calling one
    /// again with the same arguments gives the same answer while the files do not change.
    pub fn is_read_only(self) -> bool {
        matches!(self, ToolRole::Read | ToolRole::Grep | ToolRole::Glob | ToolRole::Search)
    }
}

impl fmt::Display for ToolRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_shell_has_two_spellings() {
        for role in ToolRole::ALL {
            assert_eq!(ToolRole::from_name(role.name()), Some(role));
        }
        assert_eq!(ToolRole::from_name("shell"), Some(ToolRole::Shell));
        assert_eq!(ToolRole::from_name("Bash"), None);
        assert_eq!(ToolRole::from_name(""), None);
    }

    #[test]
    fn read_only_roles() {
        let read_only: Vec<ToolRole> = ToolRole::ALL.into_iter().filter(|role| role.is_read_only()).collect();
        assert_eq!(read_only, [ToolRole::Read, ToolRole::Grep, ToolRole::Glob, ToolRole::Search]);
    }
}
