//! `count_tokens`: o200k counts through one lazily built encoder (hardened below).

use std::sync::LazyLock;

use tiktoken_rs::CoreBPE;

static ENCODER: LazyLock<Option<CoreBPE>> = LazyLock::new(|| tiktoken_rs::o200k_base().ok());

/// The number of o200k_base tokens in `text`.
pub fn count_tokens(text: &str) -> usize {
    match ENCODER.as_ref() {
        Some(encoder) => encoder.encode_ordinary(text).len(),
        None => text.len().div_ceil(4),
    }
}
