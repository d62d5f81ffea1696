//! `Tools`: what a conversation's tool names mean (read-only, exempt from squashing, shells).

use ctx_dedup::Config;
use ctx_dedup::supersede::Rules;
use ctx_message::Conversation;
use ctx_pipeline::CallTools;

/// What the tools of one conversation are, for squashing and supersession.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tools {
    /// The read-only set for dedup.
    pub read_only: Config,
    /// Which tools read files and which are shells, for squashing at capture time.
    pub calls: CallTools,
}

impl Tools {
    /// The defaults plus a document's `tool_aliases` (`{"Read": "read", "Bash": "bash", …}`, as
    /// the recorded trajectories carry): aliases `read`, `grep`, `glob` and `search` are
    /// read-only, `read` is exempt from squashing, `bash` is a shell.
    ///
    /// ```
    /// let tools = ctx_replay::Tools::from_aliases([("Read", "read"), ("execute_bash", "bash")]);
    /// assert!(tools.read_only.is_read_only("Read") && tools.calls.is_read("Read"));
    /// assert!(tools.calls.shell.contains(&"execute_bash".to_owned()));
    /// ```
    pub fn from_aliases<I, N, A>(aliases: I) -> Tools
    where
        I: IntoIterator<Item = (N, A)>,
        N: Into<String>,
        A: AsRef<str>,
    {
        let aliases: Vec<(String, A)> =
            aliases.into_iter().map(|(name, alias)| (name.into(), alias)).collect();
        let mut read_only = Config::default();
        for (name, alias) in &aliases {
            if matches!(alias.as_ref(), "read" | "grep" | "glob" | "search") && !read_only.is_read_only(name)
            {
                read_only.read_only.push(name.clone());
            }
        }
        Tools { read_only, calls: CallTools::from_aliases(aliases) }
    }

    /// [`Tools::from_aliases`] with the `tool_aliases` object of a conversation document, when it
    /// has one.
    ///
    /// ```
    /// let conversation = ctx_message::Conversation::parse(r#"{"tool_aliases": {"Bash": "bash"}, "messages": []}"#)?;
    /// assert!(ctx_replay::Tools::from_conversation(&conversation).calls.shell.contains(&"Bash".to_owned()));
    /// # Ok::<(), ctx_message::ParseError>(())
    /// ```
    pub fn from_conversation(conversation: &Conversation) -> Tools {
        Tools::from_aliases(conversation.tool_aliases())
    }

    /// `rules` with this conversation's shell tools.
    pub fn rules(&self, rules: &Rules) -> Rules {
        rules.clone().with_shell_tools(self.calls.shell.iter().cloned())
    }
}
