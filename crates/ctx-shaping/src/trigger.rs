//! `should_shape`: when a history is big enough to shape, with hysteresis.

/// Percent of the window at which a history that was never shaped is shaped.
pub const TRIGGER_PERCENT: usize = 85;
/// Percent of the window at which a history that was shaped before is shaped again.
pub const RETRIGGER_PERCENT: usize = 95;

/// True when a history of `tokens` should be shaped to fit a context window of `window` tokens:
/// at ≥ 85% of the window when it was never shaped, at ≥ 95% once it was (`shaped_before`), so a
/// freshly shaped history does not shape again on the next turn.
///
/// An empty history (0 tokens) never needs shaping; with a zero window every non-empty history
/// does. The arithmetic cannot overflow.
///
/// ```
/// use ctx_shaping::should_shape;
///
/// assert!(!should_shape(84_999, 100_000, false));
/// assert!(should_shape(85_000, 100_000, false));
/// assert!(!should_shape(94_999, 100_000, true));
/// assert!(should_shape(95_000, 100_000, true));
/// ```
pub fn should_shape(tokens: usize, window: usize, shaped_before: bool) -> bool {
    let percent = if shaped_before { RETRIGGER_PERCENT } else { TRIGGER_PERCENT };
    tokens > 0 && (tokens as u128) * 100 >= (window as u128) * (percent as u128)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(tokens: usize, window: usize, shaped_before: bool, expected: bool) {
        assert_eq!(
            should_shape(tokens, window, shaped_before),
            expected,
            "{tokens}/{window} {shaped_before}"
        );
    }

    #[test]
    fn fresh_history_triggers_at_85_percent() {
        check(0, 1000, false, false);
        check(849, 1000, false, false);
        check(850, 1000, false, true);
        check(1000, 1000, false, true);
        check(5000, 1000, false, true);
    }

    #[test]
    fn shaped_history_triggers_at_95_percent() {
        check(850, 1000, true, false);
        check(949, 1000, true, false);
        check(950, 1000, true, true);
        check(2000, 1000, true, true);
    }

    #[test]
    fn the_threshold_is_exact_not_rounded() {
        // 85% of 128,000 is 108,800.
        check(108_799, 128_000, false, false);
        check(108_800, 128_000, false, true);
        // 85% of 7 is 5.95: 5 is under, 6 is over.
        check(5, 7, false, false);
        check(6, 7, false, true);
    }

    #[test]
    fn zero_window_and_extremes_do_not_overflow() {
        check(0, 0, false, false);
        check(1, 0, false, true);
        check(1, 0, true, true);
        check(usize::MAX, usize::MAX, false, true);
        check(usize::MAX - 1, usize::MAX, true, true);
        check(usize::MAX / 2, usize::MAX, true, false);
    }
}
