//! Almanac: sunrise, sunset and moon phases for a harbour, with docs that rustdoc warns about.
//!
//! Start with [`Almanac::for_day`] or the [`phases`] module; see also [`Tides`] and [`crate::sun::noon`].
#![warn(missing_docs, rustdoc::all)]

pub mod phases;
pub mod sun;

/// A day's entries for one place, built by [`Almanac::for_day`].
///
/// The latitude is in degrees north, <the longitude in degrees east.
pub struct Almanac {
    /// Degrees north.
    pub latitude: f64,
    pub longitude: f64,
    day_of_year: u16,
}

impl Almanac {
    /// The almanac of day `day_of_year` (1 to 366) at a place; see [`Self::sunrize`].
    ///
    /// ```
    /// let a = almanac::Almanac::for_day(56.41, -5.47, 75);
    /// assert_eq!(a.day(), 75);
    /// ```
    pub fn for_day(latitude: f64, longitude: f64, day_of_year: u16) -> Self {
        Self { latitude, longitude, day_of_year }
    }

    /// The day of the year, as given to [for_day].
    pub fn day(&self) -> u16 {
        self.day_of_year
    }

    /// Day length in hours: see https://en.wikipedia.org/wiki/Sunrise_equation for the formula.
    pub fn day_length(&self) -> f64 {
        sun::day_length(self.latitude, self.day_of_year)
    }
}
