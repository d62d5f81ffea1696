//! `Policy`: which history edits the pipeline makes, and when (every turn, or cache-aware batches).

pub use ctx_dedup::supersede::Rules;

/// When the pipeline rewrites old messages (supersessions and masking).
///
/// Providers bill a cached prompt prefix at a fraction of the input price (Anthropic: reads
/// 0.1×, writes 1.25×). Replacing a message the model has already seen turns everything after it
/// into a fresh cache write. Rewriting a suffix of `S` tokens to reclaim `R` tokens costs
/// `(write − read) × S` once and saves `read × R` on every later call, so it pays for itself
/// after `(write − read) / read × S / R` calls: with Anthropic's prices, `11.5 × S / R`. A batch
/// that reclaims 50% of what it rewrites pays after 23 calls; one that reclaims 10%, after 115.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rewrite {
    /// Every turn, as soon as something can go (the design's behaviour).
    EveryTurn,
    /// Only when the pipeline rewrites history anyway (a shaping event), or when one batched
    /// rewrite reclaims at least `min_reclaim_percent` of the tokens from the first replaced
    /// message to the end of the history.
    Batched {
        /// The share of the rewritten suffix that a batch must reclaim, in percent.
        min_reclaim_percent: usize,
    },
    /// Only with a shaping event, or when a batch pays for its cache write within the calls
    /// still to come, estimated as the turns the conversation has had so far (a conversation
    /// that has run `n` turns is expected to run about `n` more): `reclaimed × read × turns ≥
    /// (write − read) × rewritten`, with the provider's cache prices in per mille of the input
    /// price.
    BreakEven {
        /// The price of a cached prompt token, per mille of the input price (Anthropic: 100).
        read_per_mille: u32,
        /// The price of a written prompt token, per mille (Anthropic: 1,250; OpenAI: 1,000).
        write_per_mille: u32,
    },
}

impl Rewrite {
    /// [`Rewrite::BreakEven`] at Anthropic's prices: reads 0.1×, writes 1.25×.
    pub const BREAK_EVEN_ANTHROPIC: Rewrite =
        Rewrite::BreakEven { read_per_mille: 100, write_per_mille: 1_250 };
}

/// Which history edits the [`Pipeline`](crate::Pipeline) makes each turn, and when.
///
/// The default is the design's: identical read-only calls collapsed every turn
/// ([`ctx_dedup::Collapser`]), shaping past 85% of the window. [`Policy::cache_aware`] is the
/// configuration that respects the prompt cache: repeats become back-references to the earlier
/// result (nothing old changes), and older results are superseded or masked only in batches
/// that pay for their cache write, or together with shaping.
///
/// ```
/// use ctx_pipeline::{Policy, Rewrite};
///
/// let policy = Policy::cache_aware();
/// assert!(policy.back_references && !policy.eager_dedup);
/// assert_eq!(policy.rewrite, Rewrite::BREAK_EVEN_ANTHROPIC);
/// assert_eq!(Policy::default(), Policy::design());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent switches a host sets one by one, each with its builder"
)]
pub struct Policy {
    /// The design's dedup: every older result of an identical read-only call becomes
    /// [`ctx_dedup::PLACEHOLDER`], every turn.
    pub eager_dedup: bool,
    /// A fresh result (one the model has not seen) that repeats an earlier result of the same
    /// call byte for byte becomes `[ctx: same output as call ID above]`. Free for the cache.
    pub back_references: bool,
    /// Supersession beyond identical read-only calls: read-only shell commands, re-read file
    /// ranges, re-runs, masking. Identical read-only calls are always covered.
    pub rules: Rules,
    /// When the supersessions of [`Policy::rules`] are applied.
    pub rewrite: Rewrite,
    /// Shape the history past 85% of the window (95% once shaped).
    pub shaping: bool,
    /// Compact earlier than shaping would, to a smaller share of the window: one large
    /// rewrite now and then instead of a large prompt on every call.
    pub compact_early: Option<CompactEarly>,
    /// The window is a hard limit (with shaping on): a tool result of more than half the window
    /// is cut down to half before shaping, and after it the largest results are cut down until
    /// the prompt fits (`TurnReport::fitted`, `TurnReport::over_window`). On in every preset.
    pub hard_window: bool,
}

/// When and how far [`Policy::compact_early`] compacts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompactEarly {
    /// Compact once the history reaches this share of the window, in percent.
    pub at_percent: usize,
    /// Keep the task and the newest messages within this share of the window, in percent.
    pub keep_percent: usize,
}

impl Policy {
    /// The design's pipeline: eager dedup of identical read-only calls every turn, then shaping.
    pub fn design() -> Policy {
        Policy {
            eager_dedup: true,
            back_references: false,
            rules: Rules::identical_only(),
            rewrite: Rewrite::EveryTurn,
            shaping: true,
            compact_early: None,
            hard_window: true,
        }
    }

    /// The cache-aware pipeline: a fresh result that repeats an earlier one becomes a
    /// back-reference; read-only shell commands, re-read ranges, re-runs and results older than
    /// 10 turns are superseded only in batches that pay for their cache write at Anthropic's
    /// prices ([`Rewrite::BREAK_EVEN_ANTHROPIC`]) or together with shaping; shaping as designed.
    pub fn cache_aware() -> Policy {
        Policy {
            eager_dedup: false,
            back_references: true,
            rules: Rules::all().mask_after_turns(Some(10)),
            rewrite: Rewrite::BREAK_EVEN_ANTHROPIC,
            shaping: true,
            compact_early: None,
            hard_window: true,
        }
    }

    /// [`Policy::cache_aware`], plus early compaction: at 40% of the window the history is
    /// shaped down to 15% (the task, a summary and the newest messages). One large rewrite every
    /// few dozen calls instead of a large prompt on every call: the cheapest configuration, at
    /// the price of summarizing sooner.
    pub fn cache_aware_compact() -> Policy {
        Policy::cache_aware().with_compact_early(Some(CompactEarly { at_percent: 40, keep_percent: 15 }))
    }

    /// Nothing at all: no dedup, no supersession, no shaping (a baseline to compare with).
    pub fn off() -> Policy {
        Policy {
            eager_dedup: false,
            back_references: false,
            rules: Rules::identical_only(),
            rewrite: Rewrite::EveryTurn,
            shaping: false,
            compact_early: None,
            hard_window: false,
        }
    }

    /// The same policy with other rules.
    #[must_use]
    pub fn with_rules(mut self, rules: Rules) -> Policy {
        self.rules = rules;
        self
    }

    /// The same policy with another rewrite timing.
    #[must_use]
    pub fn with_rewrite(mut self, rewrite: Rewrite) -> Policy {
        self.rewrite = rewrite;
        self
    }

    /// The same policy with the design's eager dedup on or off.
    #[must_use]
    pub fn with_eager_dedup(mut self, eager_dedup: bool) -> Policy {
        self.eager_dedup = eager_dedup;
        self
    }

    /// The same policy with back-references on or off.
    #[must_use]
    pub fn with_back_references(mut self, back_references: bool) -> Policy {
        self.back_references = back_references;
        self
    }

    /// The same policy with shaping on or off.
    #[must_use]
    pub fn with_shaping(mut self, shaping: bool) -> Policy {
        self.shaping = shaping;
        self
    }

    /// The same policy with the hard window limit on or off.
    #[must_use]
    pub fn with_hard_window(mut self, hard_window: bool) -> Policy {
        self.hard_window = hard_window;
        self
    }

    /// The same policy with early compaction.
    #[must_use]
    pub fn with_compact_early(mut self, compact_early: Option<CompactEarly>) -> Policy {
        self.compact_early = compact_early;
        self
    }

    /// True when the policy needs a supersession pass beyond the design's dedup.
    pub(crate) fn supersedes(&self) -> bool {
        let rules = &self.rules;
        // The pass also covers identical read-only calls, when the design's dedup is off.
        self.back_references
            || rules.shell_reads
            || rules.file_ranges
            || rules.reruns
            || rules.mask_after_turns.is_some()
    }
}

impl Default for Policy {
    fn default() -> Self {
        Policy::design()
    }
}
