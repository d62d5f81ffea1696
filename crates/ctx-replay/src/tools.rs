//! `Tools`: what a conversation's tool names mean (read-only, exempt from squashing, shells).

use ctx_dedup::Config;
use ctx_dedup::supersede::Rules;
use ctx_message::Conversation;

/// What the tools of one conversation are, for squashing and supersession.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tools {
    /// The read-only set for dedup.
    pub read_only: Config,
    /// Tools whose output is exempt from squashing, like `read`.
    pub read_names: Vec<String>,
    /// Tools whose `command` argument is a shell command line.
    pub shell_names: Vec<String>,
}

impl Tools {
    /// The defaults plus a document's `tool_aliases` (`{"Read": "read", "Bash": "bash", …}`, as
    /// the recorded trajectories carry): aliases `read`, `grep`, `glob` and `search` are
    /// read-only, `read` is exempt from squashing, `bash` is a shell.
    ///
    /// ```
    /// let tools = ctx_replay::Tools::from_aliases([("Read", "read"), ("execute_bash", "bash")]);
    /// assert!(tools.read_only.is_read_only("Read") && tools.read_names.contains(&"Read".to_owned()));
    /// assert!(tools.shell_names.contains(&"execute_bash".to_owned()));
    /// ```
    pub fn from_aliases<I, N, A>(aliases: I) -> Tools
    where
        I: IntoIterator<Item = (N, A)>,
        N: Into<String>,
        A: AsRef<str>,
    {
        let mut tools = Tools::default();
        for (name, alias) in aliases {
            let name = name.into();
            match alias.as_ref() {
                "read" | "grep" | "glob" | "search" => {
                    if alias.as_ref() == "read" {
                        tools.read_names.push(name.clone());
                    }
                    if !tools.read_only.is_read_only(&name) {
                        tools.read_only.read_only.push(name);
                    }
                }
                "bash" if !tools.shell_names.contains(&name) => tools.shell_names.push(name),
                _ => {}
            }
        }
        tools
    }

    /// [`Tools::from_aliases`] with the `tool_aliases` object of a conversation document, when it
    /// has one.
    ///
    /// ```
    /// let conversation = ctx_message::Conversation::parse(r#"{"tool_aliases": {"Bash": "bash"}, "messages": []}"#)?;
    /// assert!(ctx_replay::Tools::from_conversation(&conversation).shell_names.contains(&"Bash".to_owned()));
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn from_conversation(conversation: &Conversation) -> Tools {
        let aliases = conversation
            .fields()
            .find(|(key, _)| key.as_str() == "tool_aliases")
            .and_then(|(_, value)| value.as_object())
            .into_iter()
            .flatten()
            .filter_map(|(name, alias)| Some((name.as_str(), alias.as_str()?)));
        Tools::from_aliases(aliases)
    }

    /// The tool name `apply` squashes under: `read` for the names exempt like it.
    pub fn squash_name<'a>(&self, name: &'a str) -> &'a str {
        if self.read_names.iter().any(|read| read == name) { "read" } else { name }
    }

    /// `rules` with this conversation's shell tools.
    pub fn rules(&self, rules: &Rules) -> Rules {
        rules.clone().with_shell_tools(self.shell_names.iter().cloned())
    }
}

impl Default for Tools {
    fn default() -> Self {
        Tools {
            read_only: Config::default(),
            read_names: vec!["read".to_owned()],
            shell_names: Rules::DEFAULT_SHELL_TOOLS.iter().map(|&name| name.to_owned()).collect(),
        }
    }
}
