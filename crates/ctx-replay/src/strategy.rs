//! `Strategy`: a named configuration of the pipeline to replay (squash at capture, a `Policy`).

use ctx_pipeline::{Policy, Rewrite, Rules};

/// How the replayed agent manages its context: the pipeline's own configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategy {
    /// The name `ctx replay --strategy` takes.
    pub name: String,
    /// Tool outputs go through `ctx_pipeline::apply` where they are captured.
    pub squash: bool,
    /// The per-turn pipeline; `None` leaves the history alone.
    pub policy: Option<Policy>,
    /// A capture knows the history it joins and leaves out the runs of lines an earlier result
    /// shows (`ctx_pipeline::squash_call_after`): only for a history never edited, where the
    /// earlier result stays.
    pub shown_before: bool,
}

impl Strategy {
    /// The named strategies, in the order reports list them.
    pub const NAMES: &'static [&'static str] = &[
        "none",
        "squash",
        "squash-shown",
        "design",
        "design-reruns",
        "mask-10",
        "mask-10-batched",
        "cache-aware",
        "cache-aware-compact",
        "names",
        "names-compact",
    ];

    /// The strategies only a replay can play: as a history policy they would mean another (a
    /// host's capture does not know its history), so [`Strategy::policies`] leaves them out.
    pub const REPLAY_ONLY: &'static [&'static str] = &["squash-shown"];

    /// The names a history policy takes (`--policy`, the configuration's `policy`): every
    /// strategy's but [`Strategy::REPLAY_ONLY`]'s, in the order of [`Strategy::NAMES`].
    ///
    /// ```
    /// let policies = ctx_replay::Strategy::policies();
    /// assert!(policies.contains(&"squash") && !policies.contains(&"squash-shown"));
    /// ```
    pub fn policies() -> Vec<&'static str> {
        Strategy::NAMES.iter().copied().filter(|name| !Strategy::REPLAY_ONLY.contains(name)).collect()
    }

    /// No management at all: the baseline every cost is compared with.
    pub fn none() -> Strategy {
        Strategy { name: "none".to_owned(), squash: false, policy: None, shown_before: false }
    }

    /// The strategy called `name`, one of [`Strategy::NAMES`]:
    ///
    /// - `none`: no management.
    /// - `squash`: tool outputs squashed at capture, each on its own, the history never edited
    ///   (the squashers' own figure).
    /// - `squash-shown`: `squash`, each capture knowing the history: it leaves out the runs of
    ///   lines an earlier result shows (`ctx_pipeline::squash_call_after`), which stays because
    ///   nothing edits the history (a replay's alone: no history policy takes the name).
    /// - `design`: squash at capture, eager dedup of identical read-only calls, shaping.
    /// - `design-reruns`: the same, with read-only shell commands and re-runs of the same
    ///   command superseded every turn too.
    /// - `mask-10`: `design`, plus every tool output older than the last 10 turns masked, every
    ///   turn.
    /// - `mask-10-batched`: the same masking, applied only in batches that reclaim at least 20%
    ///   of what they rewrite (or with a shaping event).
    /// - `cache-aware`: [`Policy::cache_aware`] with squashing.
    /// - `cache-aware-compact`: [`Policy::cache_aware_compact`] with squashing.
    /// - `names`: [`Policy::names`] with squashing.
    /// - `names-compact`: [`Policy::names_compact`] (the pipeline's default) with squashing.
    ///
    /// ```
    /// let strategy = ctx_replay::Strategy::named("cache-aware").expect("known");
    /// assert!(strategy.squash && strategy.policy.is_some());
    /// assert!(ctx_replay::Strategy::named("magic").is_none());
    /// ```
    pub fn named(name: &str) -> Option<Strategy> {
        let design = Policy::design();
        let masked = Rules::identical_only().mask_after_turns(Some(10));
        let policy = match name {
            "none" => return Some(Strategy::none()),
            "squash" | "squash-shown" => {
                let shown_before = name == "squash-shown";
                return Some(Strategy { name: name.to_owned(), squash: true, policy: None, shown_before });
            }
            "design" => design,
            "design-reruns" => {
                let mut rules = Rules::all();
                rules.file_ranges = false;
                design.with_rules(rules)
            }
            "mask-10" => design.with_rules(masked),
            "mask-10-batched" => {
                design.with_rules(masked).with_rewrite(Rewrite::Batched { min_reclaim_percent: 20 })
            }
            "cache-aware" => Policy::cache_aware(),
            "cache-aware-compact" => Policy::cache_aware_compact(),
            "names" => Policy::names(),
            "names-compact" => Policy::names_compact(),
            _ => return None,
        };
        Some(Strategy { name: name.to_owned(), squash: true, policy: Some(policy), shown_before: false })
    }

    /// Every named strategy, in the order of [`Strategy::NAMES`].
    pub fn all() -> Vec<Strategy> {
        Strategy::NAMES.iter().filter_map(|name| Strategy::named(name)).collect()
    }
}
