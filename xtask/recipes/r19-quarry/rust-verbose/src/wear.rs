//! The jaw's wear allowance.
pub fn allowance(hours: u32) -> u32 {
    (0..hours).step_by(100).map(|h| if h > 2000 { 2 } else { 1 }).sum()
}
