//! Which context window applies to the active model.
//!
//! [`resolve`] answers in three steps: the window configured for the model role whose model is
//! the active one; else the window of a known model family from [`known_window`] (a documented
//! table covering OpenAI, Anthropic, Google and common open models); else
//! [`Config::default_context_window`].
//!
//! ```
//! use ctx_window::{resolve, Config, ModelRole};
//!
//! let mut config = Config::default();
//! config.roles.push(ModelRole::new("main", "my-finetune", Some(32_000)));
//! assert_eq!(resolve(&config, "my-finetune"), 32_000); // the role's window
//! assert_eq!(resolve(&config, "openai/gpt-4o-2024-08-06"), 128_000); // the known-model table
//! assert_eq!(resolve(&config, "some-local-model"), config.default_context_window); // the default
//! ```

mod known;

pub use known::known_window;

/// A model role of the host application (`main`, `summarizer`, `subagent`, …) and its model.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ModelRole {
    /// The role's name, for people; not used in matching.
    pub name: String,
    /// The model the role uses, as sent to the provider.
    pub model: String,
    /// The role's configured context window in tokens, if any.
    pub context_window: Option<usize>,
}

impl ModelRole {
    /// A role that uses `model`, optionally with its own context window.
    pub fn new(name: impl Into<String>, model: impl Into<String>, context_window: Option<usize>) -> Self {
        ModelRole { name: name.into(), model: model.into(), context_window }
    }
}

/// The window configuration of a host application.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Config {
    /// The configured model roles, searched in order.
    pub roles: Vec<ModelRole>,
    /// The window used when neither a role nor the known-model table knows the model.
    /// Default: 128,000 tokens.
    pub default_context_window: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config { roles: Vec::new(), default_context_window: 128_000 }
    }
}

/// The context window, in tokens, for `active_model`.
///
/// 1. The first role whose `model` equals `active_model` and that sets a window;
/// 2. else [`known_window`] of the model name;
/// 3. else `config.default_context_window`.
pub fn resolve(config: &Config, active_model: &str) -> usize {
    config
        .roles
        .iter()
        .filter(|role| role.model == active_model)
        .find_map(|role| role.context_window)
        .or_else(|| known_window(active_model))
        .unwrap_or(config.default_context_window)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(config: &Config, model: &str, expected: usize) {
        assert_eq!(resolve(config, model), expected, "{model}");
    }

    #[test]
    fn a_matching_role_wins_over_the_table() {
        let mut config = Config::default();
        config.roles.push(ModelRole::new("main", "gpt-4o", Some(50_000)));
        check(&config, "gpt-4o", 50_000);
    }

    #[test]
    fn a_role_without_a_window_falls_through_to_the_table() {
        let mut config = Config::default();
        config.roles.push(ModelRole::new("main", "gpt-4o", None));
        config.roles.push(ModelRole::new("backup", "gpt-4o", Some(64_000)));
        check(&config, "gpt-4o", 64_000);
        config.roles.pop();
        check(&config, "gpt-4o", 128_000);
    }

    #[test]
    fn unknown_models_get_the_default() {
        let config = Config { roles: Vec::new(), default_context_window: 9_000 };
        check(&config, "my-local-llm", 9_000);
        check(&config, "", 9_000);
    }
}
