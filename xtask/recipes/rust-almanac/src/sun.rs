//! The sun's day length, by the sunrise equation.

/// Day length in hours at `latitude` on `day_of_year`; `<b>` polar days give 24.
///
/// [`noon`]: crate::sun::solar_noon
pub fn day_length(latitude: f64, day_of_year: u16) -> f64 {
    let decl = 23.44_f64.to_radians() * (360.0 / 365.0 * (f64::from(day_of_year) - 81.0)).to_radians().sin();
    let cos_h = -(latitude.to_radians().tan() * decl.tan());
    if cos_h <= -1.0 {
        24.0
    } else if cos_h >= 1.0 {
        0.0
    } else {
        2.0 * cos_h.acos().to_degrees() / 15.0
    }
}

/// Solar noon in minutes after midnight UTC at `longitude` ([`super::Almanac::longitude`]).
pub fn noon(longitude: f64) -> f64 {
    720.0 - 4.0 * longitude
}

fn unused_helper() -> u8 {
    7
}
