//! `Pricing`: what a cached and a written prompt token cost, relative to the plain input price.

/// The price of prompt tokens relative to the provider's plain input price (1.0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pricing {
    /// The name `ctx replay --pricing` takes.
    pub name: &'static str,
    /// A token read from the prompt cache.
    pub cache_read: f64,
    /// A token not in the cache: written to it (or, without a write premium, plain input).
    pub cache_write: f64,
}

impl Pricing {
    /// Anthropic: cache reads at 0.1×, cache writes (5-minute) at 1.25× the input price.
    pub const ANTHROPIC: Pricing = Pricing { name: "anthropic", cache_read: 0.1, cache_write: 1.25 };
    /// OpenAI (GPT-5 family): cached input at 0.1×, uncached input at 1× with no write premium.
    pub const OPENAI: Pricing = Pricing { name: "openai", cache_read: 0.1, cache_write: 1.0 };
    /// Every pricing by name.
    pub const ALL: [Pricing; 2] = [Pricing::ANTHROPIC, Pricing::OPENAI];

    /// The pricing called `name`.
    ///
    /// ```
    /// assert_eq!(ctx_replay::Pricing::by_name("openai").map(|p| p.cache_write), Some(1.0));
    /// assert!(ctx_replay::Pricing::by_name("free").is_none());
    /// ```
    pub fn by_name(name: &str) -> Option<Pricing> {
        Pricing::ALL.into_iter().find(|pricing| pricing.name == name)
    }

    /// The cost units of one call: `cached` tokens read from the cache, `written` not.
    pub fn cost(&self, cached: usize, written: usize) -> f64 {
        cached as f64 * self.cache_read + written as f64 * self.cache_write
    }

    /// How many later calls a rewrite of `rewritten` tokens that reclaims `reclaimed` tokens
    /// needs to pay for its cache write: `(write − read) × rewritten / (read × reclaimed)`.
    ///
    /// ```
    /// let calls = ctx_replay::Pricing::ANTHROPIC.break_even_calls(10_000, 5_000);
    /// assert!((calls - 23.0).abs() < 1e-9);
    /// ```
    pub fn break_even_calls(&self, rewritten: usize, reclaimed: usize) -> f64 {
        (self.cache_write - self.cache_read) * rewritten as f64 / (self.cache_read * reclaimed as f64)
    }
}
