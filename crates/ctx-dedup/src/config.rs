//! `Config`: which tools are read-only, so that their superseded results may be collapsed.

/// Which tools collapse treats as read-only. Only results of read-only tools are ever replaced.
///
/// The default is the design's read-only set: the names in [`Config::DEFAULT_READ_ONLY`] and
/// every name starting with a prefix in [`Config::DEFAULT_PREFIXES`] (`lsp_`). Matching is
/// exact and case-sensitive: `Read` is not `read`.
///
/// ```
/// use ctx_dedup::Config;
///
/// assert!(Config::default().is_read_only("lsp_hover"));
/// assert!(!Config::default().is_read_only("bash"));
///
/// // A trailing `*` marks a prefix.
/// let config = Config::from_names(["Read", "Grep", "mcp_docs_*"]);
/// assert!(config.is_read_only("mcp_docs_search"));
/// assert!(!config.is_read_only("read"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Config {
    /// Tool names that are read-only, matched exactly.
    pub read_only: Vec<String>,
    /// Prefixes: every tool whose name starts with one of them is read-only.
    pub read_only_prefixes: Vec<String>,
}

impl Config {
    /// The read-only tool names of the default set.
    pub const DEFAULT_READ_ONLY: &'static [&'static str] =
        &["read", "grep", "glob", "search", "seqthink", "recall", "read_findings"];
    /// The read-only name prefixes of the default set.
    pub const DEFAULT_PREFIXES: &'static [&'static str] = &["lsp_"];

    /// A read-only set of exactly these names; a name ending in `*` is a prefix (`lsp_*`). A lone
    /// `*` makes every tool read-only.
    pub fn from_names<I>(names: I) -> Config
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let mut config = Config { read_only: Vec::new(), read_only_prefixes: Vec::new() };
        for name in names {
            let name = name.as_ref();
            match name.strip_suffix('*') {
                Some(prefix) => config.read_only_prefixes.push(prefix.to_owned()),
                None => config.read_only.push(name.to_owned()),
            }
        }
        config
    }

    /// True when results of the tool `name` may be collapsed.
    pub fn is_read_only(&self, name: &str) -> bool {
        self.read_only.iter().any(|read_only| read_only == name)
            || self.read_only_prefixes.iter().any(|prefix| name.starts_with(prefix.as_str()))
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            read_only: Config::DEFAULT_READ_ONLY.iter().map(|&name| name.to_owned()).collect(),
            read_only_prefixes: Config::DEFAULT_PREFIXES.iter().map(|&prefix| prefix.to_owned()).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(config: &Config, name: &str, expected: bool) {
        assert_eq!(config.is_read_only(name), expected, "{name}");
    }

    #[test]
    fn default_set_is_the_design_set() {
        let config = Config::default();
        for name in ["read", "grep", "glob", "search", "seqthink", "recall", "read_findings"] {
            check(&config, name, true);
        }
        for name in ["lsp_hover", "lsp_", "lsp_goto_definition"] {
            check(&config, name, true);
        }
        for name in ["bash", "edit", "write", "Read", "reader", "lsp", "xlsp_hover", ""] {
            check(&config, name, false);
        }
    }

    #[test]
    fn from_names_splits_exact_names_and_prefixes() {
        let config = Config::from_names(["Read", "mcp_*"]);
        assert_eq!(config.read_only, ["Read"]);
        assert_eq!(config.read_only_prefixes, ["mcp_"]);
        check(&config, "Read", true);
        check(&config, "mcp_x", true);
        check(&config, "read", false);
        check(&config, "lsp_hover", false);
    }

    #[test]
    fn lone_star_and_empty_set() {
        check(&Config::from_names(["*"]), "bash", true);
        check(&Config::from_names(Vec::<String>::new()), "read", false);
    }
}
