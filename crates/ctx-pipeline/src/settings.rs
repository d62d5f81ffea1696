//! `Settings`: the user-facing switches of the pipeline, readable from a settings file.

use serde::{Deserialize, Serialize};

/// User settings, deserializable from a host's `settings.json`; every field has a serde default so
/// older files keep loading.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Settings {
    /// Append the terse-writing section ([`crate::CONCISE_SECTION`]) to the system prompt.
    /// Default: false.
    #[serde(default)]
    pub concise_output: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn older_settings_files_load_with_defaults() {
        let settings: Settings = serde_json::from_str(r#"{"theme": "dark"}"#).expect("loads");
        assert!(!settings.concise_output);
        let settings: Settings = serde_json::from_str(r#"{"concise_output": true}"#).expect("loads");
        assert!(settings.concise_output);
    }
}
