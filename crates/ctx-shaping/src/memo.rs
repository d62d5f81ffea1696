//! `Memo`: what each message contributes to an extractive summary, by digest — its calls
//! classified, its result's error lines, the tokens of each item — so a compaction reads for
//! them only the messages nobody read ahead ([`ExtractiveSummarizer::read_ahead`]).
//!
//! Every entry is a pure function of the bytes its digest is taken of (and of the summarizer's
//! tools, fixed for its life), so a summary is the same whether the memo answers or not.
//!
//! [`ExtractiveSummarizer::read_ahead`]: crate::ExtractiveSummarizer::read_ahead

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use ctx_dedup::Keyed;
use ctx_message::ToolCall;
use xxhash_rust::xxh3::xxh3_128;

/// The most bytes (roughly) the memo holds before it forgets everything: a 128k-token history
/// takes a few hundred KiB.
const MEMO_BYTES: usize = 4 << 20;

/// What a call tells the summary: the paths it reads and writes, its command, the label its
/// result's errors are shown with, and whether its output is file text.
#[derive(Debug, PartialEq)]
pub(crate) struct CallFacts {
    pub(crate) reads: Vec<String>,
    pub(crate) writes: Vec<String>,
    /// The command's label, when the call runs one (listed under "Commands run").
    pub(crate) command: Option<String>,
    pub(crate) label: String,
    /// True when the call only looks at files: its output is file text, not errors.
    pub(crate) view: bool,
}

/// What a tool result's text tells the summary: its error lines, and its first line that is not
/// blank (what a result flagged as an error shows when it has no error line), each trimmed and
/// cut to length.
#[derive(Debug, PartialEq)]
pub(crate) struct ResultFacts {
    pub(crate) errors: Vec<String>,
    pub(crate) first: Option<String>,
}

/// The memo; clones share it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Memo {
    inner: Arc<Mutex<Inner>>,
}

#[derive(Debug, Default)]
struct Inner {
    calls: HashMap<u128, Arc<CallFacts>, Keyed>,
    results: HashMap<u128, Arc<ResultFacts>, Keyed>,
    counts: HashMap<u128, usize, Keyed>,
    bytes: usize,
}

impl Inner {
    /// Makes room for `bytes` more: past the cap, everything is forgotten.
    fn reserve(&mut self, bytes: usize) {
        if self.bytes + bytes > MEMO_BYTES {
            *self = Inner::default();
        }
        self.bytes += bytes;
    }
}

impl Memo {
    /// `call`'s facts, made by `make` unless known.
    pub(crate) fn call(&self, call: &ToolCall, make: impl FnOnce() -> CallFacts) -> Arc<CallFacts> {
        let digest = ctx_message::digest128(|write| {
            for part in [&call.function.name, &call.function.arguments] {
                write(&(part.len() as u64).to_le_bytes());
                write(part.as_bytes());
            }
        });
        if let Some(known) = self.lock().calls.get(&digest) {
            return Arc::clone(known);
        }
        let facts = Arc::new(make());
        let bytes = 64
            + facts.reads.iter().chain(&facts.writes).chain(&facts.command).map(String::len).sum::<usize>()
            + facts.label.len();
        let mut inner = self.lock();
        inner.reserve(bytes);
        inner.calls.insert(digest, Arc::clone(&facts));
        facts
    }

    /// The facts of a tool result's `text`, made by `make` unless known.
    pub(crate) fn result(&self, text: &str, make: impl FnOnce() -> ResultFacts) -> Arc<ResultFacts> {
        let digest = xxh3_128(text.as_bytes());
        if let Some(known) = self.lock().results.get(&digest) {
            return Arc::clone(known);
        }
        let facts = Arc::new(make());
        let bytes = 64 + facts.errors.iter().chain(&facts.first).map(String::len).sum::<usize>();
        let mut inner = self.lock();
        inner.reserve(bytes);
        inner.results.insert(digest, Arc::clone(&facts));
        facts
    }

    /// `ctx_tokens::count_tokens(text)`, counted once per text.
    pub(crate) fn count(&self, text: &str) -> usize {
        let digest = xxh3_128(text.as_bytes());
        if let Some(&tokens) = self.lock().counts.get(&digest) {
            return tokens;
        }
        let tokens = ctx_tokens::count_tokens(text);
        let mut inner = self.lock();
        inner.reserve(32);
        inner.counts.insert(digest, tokens);
        tokens
    }

    /// `ctx_tokens::count_tokens(text)`, as the sum of the counts of its pieces between the
    /// places where a line starts that `ctx_tokens::adds_up` says no token straddles: a summary's
    /// items are counted once each, whichever summary they end up in.
    pub(crate) fn count_lines(&self, text: &str) -> usize {
        let mut tokens = 0;
        let mut start = 0;
        for (at, _) in text.match_indices('\n') {
            let cut = at + 1;
            if cut < text.len() && ctx_tokens::adds_up(&text[..cut], &text[cut..]) {
                tokens += self.count(&text[start..cut]);
                start = cut;
            }
        }
        tokens + self.count(&text[start..])
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Roughly the bytes held.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.lock().bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_counted_by_its_lines_counts_as_a_whole() {
        let memo = Memo::default();
        for text in [
            "",
            "\n",
            "Summary of 3 earlier messages:\n\n## Files read\n- src/a.rs\n- `cargo test`\n\n## Open errors\n- error: x (from `make`)\n",
            "a\n/b\n  c\n\nd\r\ne",
            "- one\n- two\n  continued\n",
        ] {
            assert_eq!(memo.count_lines(text), ctx_tokens::count_tokens(text), "{text:?}");
        }
        // Counted again from the memo, the same.
        let text = "## Files read\n- src/a.rs\n- src/b.rs\n";
        assert_eq!(memo.count_lines(text), memo.count_lines(text));
        assert_eq!(memo.count_lines(text), ctx_tokens::count_tokens(text));
    }

    #[test]
    fn the_memo_forgets_everything_past_its_cap() {
        let memo = Memo::default();
        for n in 0..MEMO_BYTES / 32 + 10 {
            memo.count(&n.to_string());
            assert!(memo.bytes() <= MEMO_BYTES, "{n}");
        }
        assert!(memo.bytes() <= 32 * 10, "{} bytes held", memo.bytes());
    }
}
