//! Concise mode: an optional system-prompt section asking the model to write tersely.

/// The section appended to the system prompt when `Settings::concise_output` is on.
///
/// It compresses the model's *output* (a different axis from everything else in ctx, which
/// compresses input context) and carries an explicit carve-out: destructive-operation
/// confirmations and security warnings are written in full.
pub const CONCISE_SECTION: &str = "\
# Output style: concise
Write tersely. Drop articles, filler, hedging, pleasantries and restatements of the request. \
Prefer short sentences and lists. Keep code, commands, file paths, identifiers and error text \
byte-exact: never abbreviate or paraphrase them.
Exception, always: when you ask to confirm a destructive operation (deleting files or data, \
force-pushing, dropping tables, overwriting uncommitted work) or give a security warning \
(secrets, credentials, permissions, unsafe commands), write in full, clear sentences that state \
what will happen and what cannot be undone.";

/// The system prompt with the concise section appended when `concise` is on.
///
/// ```
/// let prompt = ctx_pipeline::with_concise_section("You are a coding agent.", true);
/// assert!(prompt.starts_with("You are a coding agent.\n\n# Output style: concise"));
/// assert_eq!(ctx_pipeline::with_concise_section("You are a coding agent.", false), "You are a coding agent.");
/// ```
pub fn with_concise_section(system_prompt: &str, concise: bool) -> String {
    if !concise {
        return system_prompt.to_owned();
    }
    if system_prompt.is_empty() {
        return CONCISE_SECTION.to_owned();
    }
    format!("{}\n\n{CONCISE_SECTION}", system_prompt.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_section_keeps_exact_text_and_carves_out_safety() {
        assert!(CONCISE_SECTION.contains("byte-exact"));
        assert!(CONCISE_SECTION.contains("destructive operation"));
        assert!(CONCISE_SECTION.contains("security warning"));
    }

    #[test]
    fn appended_once_after_the_prompt() {
        assert_eq!(with_concise_section("", true), CONCISE_SECTION);
        assert_eq!(with_concise_section("base\n\n", true), format!("base\n\n{CONCISE_SECTION}"));
        assert_eq!(with_concise_section("base", false), "base");
    }
}
