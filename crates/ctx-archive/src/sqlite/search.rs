//! A search for a phrase of several words: every chunk the index names as holding all its words
//! is read by one statement (not a statement each), and an original's hit is the first of its
//! chunks, best ranked first, whose text holds the phrase itself.

use std::cmp::Ordering;

use rusqlite::{Connection, Row};

use super::{Attempt, decompress, match_query, to_usize};
use crate::archive::Hit;
use crate::handle::Handle;
use crate::text;

/// The chunks holding every word, with what a hit needs, in the order the index finds them.
const CANDIDATES: &str = "SELECT c.original, c.id, m.rank, c.first_line, o.digest, o.shown, o.label, c.body \
     FROM (SELECT rowid, rank FROM fts WHERE fts MATCH ?1) AS m \
     JOIN chunks AS c ON c.id = m.rowid JOIN originals AS o ON o.id = c.original";

/// One candidate chunk, read and searched for the phrase.
struct Candidate {
    original: i64,
    chunk: i64,
    rank: f64,
    /// Its hit, if its text holds the phrase; an error (a chunk that does not decompress) is
    /// answered only if the original's earlier chunks, best ranked first, hold no hit.
    found: Attempt<Option<Hit>>,
}

/// The first `shown` hits of `phrase` (several words) and how many originals hold it: originals
/// best first (FTS5's rank of their best candidate chunk, then the newest), each counted once its
/// text shows the phrase.
pub(super) fn phrase(connection: &Connection, phrase: &[String], shown: usize) -> Attempt<(Vec<Hit>, usize)> {
    let mut statement = connection.prepare_cached(CANDIDATES)?;
    let mut rows = statement.query([match_query(phrase)])?;
    let mut candidates = Vec::new();
    while let Some(row) = rows.next()? {
        candidates.push(Candidate {
            original: row.get(0)?,
            chunk: row.get(1)?,
            rank: row.get(2)?,
            found: read(row, phrase),
        });
    }
    // By original, then rank, then chunk: SQLite's `ORDER BY c.original, m.rank, c.id`.
    candidates.sort_by(|a, b| {
        a.original
            .cmp(&b.original)
            .then(a.rank.partial_cmp(&b.rank).unwrap_or(Ordering::Equal))
            .then(a.chunk.cmp(&b.chunk))
    });
    // (best rank, original, its hit)
    let mut originals: Vec<(f64, i64, Option<Hit>)> = Vec::new();
    for candidate in candidates {
        if originals.last().is_none_or(|&(_, last, _)| last != candidate.original) {
            originals.push((candidate.rank, candidate.original, None));
        }
        if let Some((_, _, hit @ None)) = originals.last_mut() {
            *hit = candidate.found?;
        }
    }
    originals.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)));
    let total = originals.iter().filter(|(_, _, hit)| hit.is_some()).count();
    let hits = originals.into_iter().filter_map(|(_, _, hit)| hit).take(shown).collect();
    Ok((hits, total))
}

/// The hit in one candidate row, if its text holds `phrase` (none for a digest of the wrong size).
fn read(row: &Row<'_>, phrase: &[String]) -> Attempt<Option<Hit>> {
    let Ok(digest) = <[u8; 32]>::try_from(row.get_ref(4)?.as_blob()?) else { return Ok(None) };
    let raw = decompress(row.get_ref(7)?.as_blob()?)?;
    let lossy = text::lossy(&raw);
    let Some(&offset) = text::find_phrase(&lossy, phrase, 1).first() else { return Ok(None) };
    let (line, snippet) = text::line_at(&lossy, offset, to_usize(row.get(3)?));
    Ok(Some(Hit { handle: Handle::new(digest, to_usize(row.get(5)?)), label: row.get(6)?, line, snippet }))
}
