//! Hive arithmetic with property tests: a frame budget that overflows and a rounding that drifts.

/// Splits `bees` evenly over `frames` frames; panics when there are no frames.
pub fn bees_per_frame(bees: u32, frames: u32) -> u32 {
    if frames == 0 {
        panic!("a hive needs at least one frame");
    }
    bees / frames
}

/// Total weight of frames, in grams (u16: overflows past 65 kg).
pub fn frames_weight_g(frames: &[u16]) -> u16 {
    frames.iter().fold(0u16, |acc, f| acc.wrapping_add(*f))
}

/// Mite rate in tenths of a percent, rounded.
pub fn mite_rate_permille(mites: u32, bees: u32) -> u32 {
    (mites * 1000 + bees / 2) / bees
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn weight_is_the_sum(frames in proptest::collection::vec(0u16..5000, 0..30)) {
            let sum: u32 = frames.iter().map(|f| u32::from(*f)).sum();
            prop_assert_eq!(u32::from(frames_weight_g(&frames)), sum);
        }

        #[test]
        fn rate_is_at_most_a_thousand(bees in 1u32..100_000, mites in 0u32..100_000) {
            prop_assume!(mites <= bees);
            prop_assert!(mite_rate_permille(mites, bees) <= 1000);
        }
    }

    #[test]
    #[should_panic(expected = "no frames")]
    fn empty_hive_panics() {
        bees_per_frame(30_000, 0);
    }

    #[test]
    fn even_split() {
        assert_eq!(bees_per_frame(30_000, 10), 3_000);
    }
}
