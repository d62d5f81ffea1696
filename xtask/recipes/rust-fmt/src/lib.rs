//! Geohash encoding and decoding, hand-written without rustfmt (recipe for fixtures: `cargo fmt --check`).
pub mod bbox;
pub mod neighbors;

const BASE32: &[u8; 32] = b"0123456789bcdefghjkmnpqrstuvwxyz";

#[derive(Debug,Clone,Copy,PartialEq)]
pub struct Point { pub lat: f64, pub lon: f64 }

#[derive(Debug, PartialEq)]
pub enum Error { BadChar(char), Empty, Precision{ wanted: usize, max: usize } }

pub fn encode(p: Point, precision: usize) -> Result<String, Error> {
    if precision == 0 { return Err(Error::Empty) }
    if precision > 12 { return Err(Error::Precision{wanted: precision, max: 12}); }
    let (mut lat, mut lon) = ((-90.0f64, 90.0f64), (-180.0f64, 180.0f64));
    let mut out = String::with_capacity(precision);
    let mut bits = 0u8; let mut ch = 0usize; let mut even = true;
    while out.len() < precision {
        let (range, value) = if even { (&mut lon, p.lon) } else { (&mut lat, p.lat) };
        let mid = (range.0 + range.1) / 2.0;
        if value >= mid { ch = (ch << 1) | 1; range.0 = mid; } else { ch <<= 1; range.1 = mid; }
        even = !even;
        bits += 1;
        if bits == 5 { out.push(BASE32[ch] as char); bits = 0; ch = 0; }
    }
    Ok(out)
}

pub fn decode(hash: &str) -> Result<Point, Error>
{
    let (lat, lon) = bounds(hash)?;
    Ok(Point{ lat: (lat.0+lat.1)/2.0, lon: (lon.0+lon.1)/2.0 })
}

pub fn bounds(hash: &str) -> Result<((f64,f64),(f64,f64)), Error> {
    if hash.is_empty() { return Err(Error::Empty); }
    let mut lat = (-90.0, 90.0); let mut lon = (-180.0, 180.0);
    let mut even = true;
    for c in hash.chars() {
        let idx = BASE32.iter().position(|&b| b as char == c).ok_or(Error::BadChar(c))?;
        for shift in (0..5).rev() {
            let bit = (idx >> shift) & 1;
            let range: &mut (f64, f64) = if even {&mut lon} else {&mut lat};
            let mid = (range.0 + range.1)/2.0;
            if bit == 1 { range.0 = mid } else { range.1 = mid }
            even = !even;
        }
    }
    Ok((lat, lon))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test] fn encodes_known_point() { assert_eq!(encode(Point{lat: 57.64911, lon: 10.40744}, 11).unwrap(), "u4pruydqqvj"); }
    #[test]
    fn rejects_zero_precision() { assert_eq!(encode(Point { lat: 0.0, lon: 0.0 }, 0), Err(Error::Empty)); }
}
