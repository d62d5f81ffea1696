//! The known-model table: context windows of common model families, by name prefix.

/// Model families and their context windows in tokens (what the provider documents as the
/// model's context length). Longer keys come first so that `gpt-4o` wins over `gpt-4`.
///
/// | family | window |
/// |---|---|
/// | `gpt-5*` | 400,000 |
/// | `gpt-4.1*` | 1,047,576 |
/// | `gpt-4o*`, `gpt-4-turbo*`, `chatgpt-4o*`, `o1-mini`, `o1-preview` | 128,000 |
/// | `o1*`, `o3*`, `o4*` | 200,000 |
/// | `gpt-4-32k*` / `gpt-4*` | 32,768 / 8,192 |
/// | `gpt-3.5-turbo*` | 16,385 |
/// | `claude*` (3, 3.5, 3.7, 4, 4.5) | 200,000 |
/// | `gemini-1.5-pro*` | 2,097,152 |
/// | `gemini*` (1.5 flash, 2.0, 2.5, 3) | 1,048,576 |
/// | `deepseek*`, `llama-3.1*`…`llama-4*`, `mistral-large*`, `codestral*` | 128,000 / 256,000 for codestral |
/// | `qwen2.5-coder*`, `qwen3-coder*` | 32,768 / 262,144 |
const TABLE: &[(&str, usize)] = &[
    ("gpt-5", 400_000),
    ("gpt-4.1", 1_047_576),
    ("gpt-4o", 128_000),
    ("chatgpt-4o", 128_000),
    ("gpt-4-turbo", 128_000),
    ("gpt-4-32k", 32_768),
    ("gpt-4", 8_192),
    ("gpt-3.5-turbo", 16_385),
    ("o1-mini", 128_000),
    ("o1-preview", 128_000),
    ("o1", 200_000),
    ("o3", 200_000),
    ("o4", 200_000),
    ("claude", 200_000),
    ("gemini-1.5-pro", 2_097_152),
    ("gemini", 1_048_576),
    ("deepseek", 128_000),
    ("llama-3.1", 128_000),
    ("llama-3.2", 128_000),
    ("llama-3.3", 128_000),
    ("llama-4", 128_000),
    ("mistral-large", 128_000),
    ("codestral", 256_000),
    ("qwen2.5-coder", 32_768),
    ("qwen3-coder", 262_144),
];

/// The documented context window of a known model family, if the name belongs to one.
///
/// Matching ignores case and any provider prefix: a family key must start the name or follow a
/// `/`, `.` or `:` (so `litellm_proxy/anthropic.claude-3-5-sonnet-20241022-v2:0` is a Claude
/// model), and must end the name or be followed by a character that is not a letter or digit (so
/// `o1` matches `o1-2024-12-17` but `gpt-4` does not match `gpt-40`).
///
/// ```
/// assert_eq!(ctx_window::known_window("gpt-4o-mini"), Some(128_000));
/// assert_eq!(ctx_window::known_window("anthropic.claude-3-5-sonnet-20241022-v2:0"), Some(200_000));
/// assert_eq!(ctx_window::known_window("my-model"), None);
/// ```
pub fn known_window(model: &str) -> Option<usize> {
    let model = model.to_ascii_lowercase();
    TABLE.iter().find(|(family, _)| contains_family(&model, family)).map(|&(_, window)| window)
}

fn contains_family(model: &str, family: &str) -> bool {
    let bytes = model.as_bytes();
    model.match_indices(family).any(|(start, _)| {
        let before_ok = start == 0 || matches!(bytes[start - 1], b'/' | b'.' | b':');
        let after_ok = bytes.get(start + family.len()).is_none_or(|byte| !byte.is_ascii_alphanumeric());
        before_ok && after_ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(model: &str, expected: Option<usize>) {
        assert_eq!(known_window(model), expected, "{model}");
    }

    #[test]
    fn families_match_with_and_without_prefixes() {
        check("gpt-4o", Some(128_000));
        check("gpt-4o-2024-08-06", Some(128_000));
        check("openai/gpt-4.1-mini", Some(1_047_576));
        check("gpt-5-codex", Some(400_000));
        check("gpt-4", Some(8_192));
        check("gpt-4-0613", Some(8_192));
        check("gpt-4-turbo-preview", Some(128_000));
        check("o1-mini", Some(128_000));
        check("o3-mini-2025-01-31", Some(200_000));
        check("o4-mini", Some(200_000));
        check("litellm_proxy/anthropic.claude-3-5-sonnet-20241022-v2:0", Some(200_000));
        check("claude-opus-4-5-20251101", Some(200_000));
        check("Claude-Sonnet-4", Some(200_000));
        check("gemini-3-pro-preview", Some(1_048_576));
        check("models/gemini-1.5-pro-002", Some(2_097_152));
    }

    #[test]
    fn near_misses_do_not_match() {
        check("gpt-40", None);
        check("o10", None);
        check("foo1", None);
        check("mygpt-4o", None);
        check("", None);
    }
}
