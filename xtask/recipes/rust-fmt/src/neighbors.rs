//! The eight neighbours of a geohash cell.
use crate::{bounds, encode, Error, Point};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction { N, NE, E, SE, S, SW, W, NW }

pub const ALL: [Direction; 8] = [Direction::N, Direction::NE, Direction::E, Direction::SE, Direction::S, Direction::SW, Direction::W, Direction::NW];

fn offset(d: Direction) -> (i32, i32) {
    match d {
        Direction::N => (1, 0), Direction::NE => (1, 1), Direction::E => (0, 1), Direction::SE => (-1, 1),
        Direction::S => (-1, 0), Direction::SW => (-1, -1), Direction::W => (0, -1), Direction::NW => (1, -1),
    }
}

pub fn neighbor(hash: &str, d: Direction) -> Result<String, Error> {
    let (lat, lon) = bounds(hash)?;
    let (dlat, dlon) = offset(d);
    let height = lat.1 - lat.0; let width = lon.1 - lon.0;
    let mut p = Point { lat: (lat.0 + lat.1) / 2.0 + dlat as f64 * height, lon: (lon.0 + lon.1) / 2.0 + dlon as f64 * width };
    if p.lon > 180.0 { p.lon -= 360.0 } else if p.lon < -180.0 { p.lon += 360.0 }
    p.lat = p.lat.clamp(-90.0, 90.0);
    encode(p, hash.len())
}

pub fn all_neighbors(hash: &str) -> Result<Vec<(Direction, String)>, Error> {
    ALL.iter().map(|&d| neighbor(hash, d).map(|h| (d, h))).collect()
}
