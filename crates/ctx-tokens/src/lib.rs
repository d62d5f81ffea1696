//! Exact o200k token counts, total on any input, with a per-message cache.
//!
//! [`count_tokens`] counts a string with OpenAI's `o200k_base` encoding, treating special-token
//! text such as `<|endoftext|>` as plain text. It never panics and stays fast on pathological
//! input: long texts are counted in chunks cut only at token boundaries. It has no side effects
//! on the host (no panic hook, no output), and the first count of a process costs milliseconds:
//! the vocabulary is a table built at compile time, so only the pre-tokenizer's pattern is
//! compiled at run time, by the first count of a text holding a character outside ASCII and
//! common punctuation (text of those is split without it).
//! [`count_message_tokens`] counts one chat message with the per-message overhead — its parts
//! that are not text (images, thinking, encrypted reasoning, unknown blocks) by a documented
//! estimate reported by [`estimate_parts`], never as 0 — and [`CountCache`] makes a turn recount
//! only the messages that changed.
//!
//! ```
//! use ctx_message::ChatMessage;
//! use ctx_tokens::{count_message_tokens, count_tokens, CountCache};
//!
//! assert_eq!(count_tokens(""), 0);
//! assert_eq!(count_tokens("hello world"), 2);
//!
//! let history = vec![ChatMessage::user("hello world"), ChatMessage::assistant("hi")];
//! let mut cache = CountCache::new();
//! let total = cache.total(&history);
//! assert_eq!(total, history.iter().map(count_message_tokens).sum::<usize>());
//! ```

mod bpe;
mod cache;
mod count;
mod estimate;
mod message;
mod pretokenize;
mod scan;
#[cfg_attr(
    not(test),
    expect(dead_code, reason = "the build script builds the table, the tests build small ones")
)]
mod table;

pub use cache::CountCache;
pub use count::{adds_up, count_tokens, count_tokens_with_progress, count_tokens_within};
pub use estimate::{Estimated, IMAGE_TOKENS, OPAQUE_BYTES_PER_TOKEN, estimate_parts};
pub use message::{MESSAGE_OVERHEAD, REPLY_PRIMER, count_message_tokens};
