//! Parsing and formatting of human-readable durations (`1h30m`, `90s`, `2d 4h`).
//!
//! ```
//! use spanfmt::{parse, format};
//!
//! let d = parse("1h30m").unwrap();
//! assert_eq!(d.as_secs(), 5400);
//! assert_eq!(format(d), "1h 30m");
//! ```

use std::fmt;
use std::time::Duration;

/// Why a duration could not be parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// The input was empty or only whitespace.
    Empty,
    /// A number was not followed by a unit.
    MissingUnit { at: usize },
    /// A unit that is not one of `d`, `h`, `m`, `s`, `ms`.
    UnknownUnit(String),
    /// The number does not fit.
    Overflow,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::MissingUnit { at } => write!(f, "missing unit after number at byte {at}"),
            ParseError::UnknownUnit(u) => write!(f, "unknown unit `{u}`"),
            ParseError::Overflow => write!(f, "duration overflows"),
        }
    }
}

impl std::error::Error for ParseError {}

fn unit_millis(unit: &str) -> Option<u64> {
    Some(match unit {
        "ms" => 1,
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => return None,
    })
}

/// Parses a duration such as `1h30m`, `2d 4h` or `250ms`.
///
/// Whitespace between components is allowed:
///
/// ```
/// # use spanfmt::parse;
/// assert_eq!(parse("2d 4h").unwrap().as_secs(), 187_200);
/// assert_eq!(parse("250ms").unwrap().as_millis(), 250);
/// ```
///
/// Fractions are allowed for hours:
///
/// ```
/// # use spanfmt::parse;
/// assert_eq!(parse("1.5h").unwrap().as_secs(), 5400);
/// ```
///
/// A number without a unit is an error:
///
/// ```
/// # use spanfmt::{parse, ParseError};
/// assert_eq!(parse("90"), Err(ParseError::MissingUnit { at: 0 }));
/// ```
pub fn parse(input: &str) -> Result<Duration, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let bytes = s.as_bytes();
    let mut total: u64 = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let n: u64 = s[start..i].parse().map_err(|_| ParseError::Overflow)?;
        let unit_start = i;
        while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
            i += 1;
        }
        if unit_start == i {
            return Err(ParseError::MissingUnit { at: start });
        }
        let unit = &s[unit_start..i];
        let ms = unit_millis(unit).ok_or_else(|| ParseError::UnknownUnit(unit.to_string()))?;
        total = n.checked_mul(ms).and_then(|v| total.checked_add(v)).ok_or(ParseError::Overflow)?;
    }
    Ok(Duration::from_millis(total))
}

/// Formats a duration with the two largest non-zero units.
///
/// ```
/// use std::time::Duration;
/// use spanfmt::format;
///
/// assert_eq!(format(Duration::from_secs(93_784)), "1d 2h");
/// assert_eq!(format(Duration::from_secs(59)), "59s");
/// assert_eq!(format(Duration::from_millis(1_500)), "1s 500ms");
/// ```
pub fn format(d: Duration) -> String {
    let mut ms = d.as_millis() as u64;
    let mut parts = Vec::new();
    for (unit, size) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1)] {
        if ms >= size {
            parts.push(format!("{}{}", ms / size, unit));
            ms %= size;
        }
        if parts.len() == 2 {
            break;
        }
    }
    if parts.is_empty() {
        return "0s".to_string();
    }
    parts.join(" ")
}

/// Rounds a duration to the nearest multiple of `step`; ties round down.
///
/// ```
/// use std::time::Duration;
/// use spanfmt::round_to;
///
/// let step = Duration::from_secs(15 * 60);
/// assert_eq!(round_to(Duration::from_secs(22 * 60), step), Duration::from_secs(15 * 60));
/// assert_eq!(round_to(Duration::from_secs(23 * 60), step), Duration::from_secs(30 * 60));
/// assert_eq!(round_to(Duration::from_secs(450), step), Duration::ZERO);
/// ```
pub fn round_to(d: Duration, step: Duration) -> Duration {
    let step_ms = step.as_millis();
    let ms = d.as_millis();
    let rounded = (ms + step_ms / 2) / step_ms * step_ms;
    Duration::from_millis(rounded as u64)
}

/// A billing period: a duration with a label.
///
/// ```
/// use spanfmt::Period;
///
/// let p: Period = "standup=15m".parse().unwrap();
/// assert_eq!(p.label, "standup");
/// assert_eq!(p.minutes(), 15);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Period {
    pub label: String,
    pub length: Duration,
}

impl Period {
    /// Whole minutes in the period.
    pub fn minutes(&self) -> u64 {
        self.length.as_secs() / 60
    }

    /// Splits the period into `n` equal slots.
    ///
    /// ```
    /// use spanfmt::Period;
    ///
    /// let p = Period::new("sprint", "10d").unwrap();
    /// let slots = p.split(4);
    /// assert_eq!(slots.len(), 4);
    /// assert_eq!(spanfmt::format(slots[0].length), "2d 12h");
    /// ```
    pub fn split(&self, n: u32) -> Vec<Period> {
        (0..n)
            .map(|i| Period { label: format!("{}#{}", self.label, i + 1), length: self.length / n })
            .collect()
    }
}

impl std::str::FromStr for Period {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (label, length) = s.split_once('=').ok_or(ParseError::Empty)?;
        Ok(Period { label: label.trim().to_string(), length: parse(length)? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    macro_rules! parses {
        ($($name:ident: $input:expr => $ms:expr,)*) => {$(
            #[test]
            fn $name() {
                assert_eq!(parse($input).unwrap(), Duration::from_millis($ms));
            }
        )*};
    }

    parses! {
        seconds: "90s" => 90_000,
        minutes: "5m" => 300_000,
        hours: "2h" => 7_200_000,
        days: "1d" => 86_400_000,
        millis: "250ms" => 250,
        hours_minutes: "1h30m" => 5_400_000,
        spaced: "1h 30m" => 5_400_000,
        padded: "  45s  " => 45_000,
        days_hours: "2d 4h" => 187_200_000,
        all_units: "1d1h1m1s1ms" => 90_061_001,
        repeated_unit: "10m 5m" => 900_000,
        zero: "0s" => 0,
    }

    #[test]
    fn empty_is_an_error() {
        assert_eq!(parse("   "), Err(ParseError::Empty));
    }

    #[test]
    fn unknown_unit_is_named() {
        assert_eq!(parse("3w"), Err(ParseError::UnknownUnit("w".into())));
    }

    #[test]
    fn overflow_is_detected() {
        assert_eq!(parse("99999999999999999999s"), Err(ParseError::Overflow));
        assert_eq!(parse("999999999999999d"), Err(ParseError::Overflow));
    }

    #[test]
    fn formats_two_largest_units() {
        assert_eq!(format(Duration::from_secs(3_723)), "1h 2m");
        assert_eq!(format(Duration::ZERO), "0s");
    }

    #[test]
    fn round_trips() {
        for s in ["1d 2h", "3h 5m", "59s", "1m 1s"] {
            assert_eq!(format(parse(s).unwrap()), s);
        }
    }

    #[test]
    fn period_from_str() {
        let p: Period = "retro = 1h".parse().unwrap();
        assert_eq!(p, Period { label: "retro".into(), length: Duration::from_secs(3600) });
    }

    #[test]
    fn rounds_to_quarter_hours() {
        let q = Duration::from_secs(900);
        assert_eq!(round_to(Duration::from_secs(7 * 60), q), Duration::ZERO);
        assert_eq!(round_to(Duration::from_secs(8 * 60), q), q);
    }
}
