//! The crusher gap for a feed size.
#[derive(Debug, thiserror::Error)]
pub enum GapError {
    #[error("feed of {0} mm is too coarse")]
    TooCoarse(u32),
}

pub fn gap(feed_mm: u32) -> u32 {
    let reserve_mm = feed_mm / 10;
    match feed_mm {
        0..=39 => 10,
        40..=119 => feed_mm / 4,
        120..=399 => feed_mm / 3,
        _ => 150,
    }
}
