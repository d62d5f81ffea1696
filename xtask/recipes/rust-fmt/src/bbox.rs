//! Bounding boxes and the geohashes that cover them.
use crate::{Point, Error, encode};

#[derive(Debug, Clone, Copy)]
pub struct BBox { pub south: f64, pub west: f64, pub north: f64, pub east: f64 }

impl BBox {
    pub fn new(south: f64, west: f64, north: f64, east: f64) -> Option<BBox> {
        if south > north || west > east || south < -90.0 || north > 90.0 { return None; }
        Some(BBox{ south, west, north, east })
    }

    pub fn contains(&self, p: Point) -> bool { p.lat >= self.south && p.lat <= self.north && p.lon >= self.west && p.lon <= self.east }

    pub fn center(&self) -> Point {
        Point { lat: (self.south + self.north) / 2.0,
                lon: (self.west + self.east) / 2.0 }
    }

    /// Geohashes of `precision` whose centres fall inside the box, sampled on a grid.
    pub fn cover(&self, precision: usize, steps: usize) -> Result<Vec<String>, Error> {
        let mut out: Vec<String> = Vec::new();
        for i in 0..=steps { for j in 0..=steps {
            let p = Point { lat: self.south + (self.north - self.south) * i as f64 / steps as f64, lon: self.west + (self.east - self.west) * j as f64 / steps as f64 };
            let h = encode(p, precision)?;
            if !out.contains(&h) { out.push(h) }
        } }
        out.sort();
        Ok(out)
    }
}
