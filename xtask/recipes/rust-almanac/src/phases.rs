//! Moon phases by date, after [`Vec<Phase>`] of the month and [`crate::Almanac::moon`].

/// A phase of the moon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// No moon.
    New,
    /// Growing, see [`Phase::Waxing`].
    FirstQuarter,
    /// Lit.
    Full,
    LastQuarter,
}

/// The phase on day `day` of a lunation of 29.53 days.
///
/// ```rust
/// assert_eq!(almanac::phases::on(0.0), almanac::phases::Phase::New)
/// assert_eq!(almanac::phases::on(15.0), almanac::phases::Phase::Full);
/// ```
pub fn on(day: f64) -> Phase {
    match (day / 29.53 * 4.0) as u32 % 4 {
        0 => Phase::New,
        1 => Phase::FirstQuarter,
        2 => Phase::Full,
        _ => Phase::LastQuarter,
    }
}

/// Counts the phases in `days`: returns a `HashMap<Phase, usize>`.
pub fn count(days: &[f64]) -> usize {
    days.iter().filter(|d| on(**d) == Phase::Full).count()
}
