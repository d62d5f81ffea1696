//! Crane move statistics: an iterator chain whose result type does not match the signature.

use std::collections::HashMap;

pub struct Move {
    pub crane: u16,
    pub bay: u16,
    pub seconds: u32,
}

/// Average seconds per move for each crane, slowest first.
pub fn slowest_cranes(moves: &[Move]) -> Vec<(u16, f64)> {
    let mut by_crane: HashMap<u16, Vec<u32>> = HashMap::new();
    for m in moves {
        by_crane.entry(m.crane).or_default().push(m.seconds);
    }
    by_crane
        .into_iter()
        .map(|(crane, secs)| (crane, secs.iter().sum::<u32>() as f64 / secs.len() as f64))
        .filter(|(_, avg)| *avg > 0.0)
        .enumerate()
        .map(|(rank, pair)| (rank, pair, moves.iter().filter(|m| m.bay > 40)))
        .collect::<Vec<_>>()
}
