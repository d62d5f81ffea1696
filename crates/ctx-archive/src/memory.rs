//! `MemoryArchive`: the store for hosts that keep their own session store, and for tests.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::SystemTime;

use crate::archive::{Archive, Entry, Found, Hit, LineRange, MAX_HITS, MAX_MATCHES, Matches, Page, Stats};
use crate::error::{Error, Result};
use crate::handle::{self, CANDIDATES, Handle, Prefix};
use crate::ledger::{By, Ledger, Saving, Since, Total, Totals, Uncounted};
use crate::text;

/// An archive in memory: nothing survives the process, nothing is compressed, and no I/O is
/// done.
///
/// Search finds the same originals as [`SqliteArchive`](crate::SqliteArchive)'s full-text index
/// (the same words, the same phrase rule) by scanning every original, and ranks them more simply:
/// by how often the phrase occurs, then by last use.
///
/// ```
/// use ctx_archive::{Archive, LineRange, MemoryArchive};
///
/// let archive = MemoryArchive::new();
/// let handle = archive.put(b"compiling\nerror[E0382]: borrow of moved value\n", Some("cargo build"))?;
/// assert_eq!(archive.resolve(&handle.to_string())?, handle);
/// assert_eq!(archive.lines(&handle, &LineRange::new(2, 2))?.text, "error[E0382]: borrow of moved value\n");
/// assert_eq!(archive.search("Borrow of moved", 10)?.hits[0].line, 2);
/// # Ok::<(), ctx_archive::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct MemoryArchive {
    inner: Mutex<Inner>,
    cap: Option<u64>,
}

#[derive(Debug, Default)]
struct Inner {
    originals: BTreeMap<[u8; 32], Stored>,
    pins: BTreeMap<[u8; 32], BTreeSet<String>>,
    /// A logical clock: each use takes the next tick, so eviction order never depends on the
    /// wall clock's resolution.
    tick: u64,
    bytes: u64,
    /// The ledger's savings, in the order recorded.
    savings: Vec<Saving>,
}

#[derive(Debug)]
struct Stored {
    bytes: Vec<u8>,
    shown: usize,
    lines: usize,
    label: Option<String>,
    created: SystemTime,
    used: SystemTime,
    last_use: u64,
}

impl MemoryArchive {
    /// An empty archive without a size cap.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty archive that evicts the least recently used unpinned originals when their bytes
    /// exceed `cap` (the original just stored is never evicted by its own `put`).
    pub fn with_cap(cap: u64) -> Self {
        Self { cap: Some(cap), ..Self::default() }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Inner {
    fn touch(&mut self, digest: &[u8; 32]) -> Result<&Stored> {
        self.tick += 1;
        let tick = self.tick;
        let stored = self.originals.get_mut(digest).ok_or_else(|| unknown(digest))?;
        stored.last_use = tick;
        stored.used = SystemTime::now();
        Ok(stored)
    }

    fn evict(&mut self, cap: u64, keep: &[u8; 32]) {
        if self.bytes <= cap {
            return;
        }
        let mut victims: Vec<(u64, [u8; 32])> = self
            .originals
            .iter()
            .filter(|(digest, _)| *digest != keep && !self.pins.contains_key(*digest))
            .map(|(digest, stored)| (stored.last_use, *digest))
            .collect();
        victims.sort_unstable();
        for (_, digest) in victims {
            if self.bytes <= cap {
                break;
            }
            if let Some(stored) = self.originals.remove(&digest) {
                self.bytes -= stored.bytes.len() as u64;
            }
        }
    }
}

fn unknown(digest: &[u8; 32]) -> Error {
    Error::UnknownHandle(handle::hex(digest, handle::MIN_HANDLE_DIGITS))
}

impl Archive for MemoryArchive {
    fn put(&self, original: &[u8], label: Option<&str>) -> Result<Handle> {
        let digest = handle::digest_of(original);
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        if let Some(stored) = inner.originals.get_mut(&digest) {
            stored.last_use = tick;
            stored.used = SystemTime::now();
            if stored.label.is_none() {
                stored.label = label.map(str::to_owned);
            }
            return Ok(Handle::new(digest, stored.shown));
        }
        let neighbours: Vec<[u8; 32]> = [
            inner.originals.range(..digest).next_back().map(|(d, _)| *d),
            inner.originals.range(digest..).next().map(|(d, _)| *d),
        ]
        .into_iter()
        .flatten()
        .collect();
        let shown = handle::shown_digits(&digest, &neighbours);
        let now = SystemTime::now();
        inner.bytes += original.len() as u64;
        inner.originals.insert(
            digest,
            Stored {
                bytes: original.to_vec(),
                shown,
                lines: text::count_lines(original),
                label: label.map(str::to_owned),
                created: now,
                used: now,
                last_use: tick,
            },
        );
        if let Some(cap) = self.cap {
            inner.evict(cap, &digest);
        }
        Ok(Handle::new(digest, shown))
    }

    fn resolve(&self, text: &str) -> Result<Handle> {
        let prefix = Prefix::parse(text)?;
        let inner = self.lock();
        let candidates: Vec<Handle> = inner
            .originals
            .range(prefix.low..=prefix.high)
            .take(CANDIDATES)
            .map(|(digest, stored)| Handle::new(*digest, stored.shown))
            .collect();
        handle::pick(&prefix, &candidates)
    }

    fn get(&self, handle: &Handle) -> Result<Vec<u8>> {
        Ok(self.lock().touch(handle.digest())?.bytes.clone())
    }

    fn lines(&self, handle: &Handle, range: &LineRange) -> Result<Page> {
        let mut inner = self.lock();
        let stored = inner.touch(handle.digest())?;
        text::check_range(range, stored.lines)?;
        let mut page = text::PageBuilder::new(range, stored.lines);
        let mut emit = |number: usize, line: &[u8]| page.line(number, line);
        let mut splitter = text::Splitter::new(1, false);
        if splitter.feed(&stored.bytes, &mut emit).is_continue() {
            let _ = splitter.finish(&mut emit);
        }
        Ok(page.finish())
    }

    fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> Result<Matches> {
        let regex = text::compile(pattern)?;
        let mut inner = self.lock();
        let stored = inner.touch(handle.digest())?;
        let mut grep = text::GrepBuilder::new(&regex, max.min(MAX_MATCHES), stored.lines);
        let mut emit = |number: usize, line: &[u8]| grep.line(number, line);
        let mut splitter = text::Splitter::new(1, false);
        let _ = splitter.feed(&stored.bytes, &mut emit);
        let _ = splitter.finish(&mut emit);
        Ok(grep.finish())
    }

    fn search(&self, query: &str, max: usize) -> Result<Found> {
        let phrase = text::words(query);
        if phrase.is_empty() {
            return Err(Error::EmptyQuery(query.to_owned()));
        }
        let inner = self.lock();
        let mut found: Vec<(usize, u64, Hit)> = Vec::new();
        for (digest, stored) in &inner.originals {
            let lossy = text::lossy(&stored.bytes);
            let at = text::find_phrase(&lossy, &phrase, usize::MAX);
            let Some(&first) = at.first() else { continue };
            let (line, snippet) = text::line_at(&lossy, first, 1);
            let hit = Hit {
                handle: Handle::new(*digest, stored.shown),
                label: stored.label.clone(),
                line,
                snippet,
            };
            found.push((at.len(), stored.last_use, hit));
        }
        found.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        let total = found.len();
        let hits = found.into_iter().take(max.min(MAX_HITS)).map(|(_, _, hit)| hit).collect();
        Ok(Found { hits, total, unindexed: 0 })
    }

    fn pin(&self, handle: &Handle, owner: &str) -> Result<()> {
        let mut inner = self.lock();
        if !inner.originals.contains_key(handle.digest()) {
            return Err(unknown(handle.digest()));
        }
        inner.pins.entry(*handle.digest()).or_default().insert(owner.to_owned());
        Ok(())
    }

    fn unpin(&self, handle: &Handle, owner: &str) -> Result<bool> {
        let mut inner = self.lock();
        let Some(owners) = inner.pins.get_mut(handle.digest()) else { return Ok(false) };
        let removed = owners.remove(owner);
        if owners.is_empty() {
            inner.pins.remove(handle.digest());
        }
        Ok(removed)
    }

    fn release(&self, owner: &str) -> Result<usize> {
        let mut inner = self.lock();
        let mut released = 0;
        inner.pins.retain(|_, owners| {
            released += usize::from(owners.remove(owner));
            !owners.is_empty()
        });
        Ok(released)
    }

    fn entries(&self, max: usize) -> Result<Vec<Entry>> {
        let inner = self.lock();
        let mut entries: Vec<Entry> = inner
            .originals
            .iter()
            .map(|(digest, stored)| Entry {
                handle: Handle::new(*digest, stored.shown),
                label: stored.label.clone(),
                bytes: stored.bytes.len() as u64,
                lines: stored.lines as u64,
                stored: stored.bytes.len() as u64,
                created: stored.created,
                used: stored.used,
                pins: inner.pins.get(digest).map_or(0, BTreeSet::len),
            })
            .collect();
        entries.sort_by(|a, b| b.created.cmp(&a.created).then_with(|| a.handle.cmp(&b.handle)));
        entries.truncate(max);
        Ok(entries)
    }

    fn stats(&self) -> Result<Stats> {
        let inner = self.lock();
        Ok(Stats {
            originals: inner.originals.len() as u64,
            bytes: inner.bytes,
            stored: inner.bytes,
            file_bytes: None,
            pinned: inner.pins.len() as u64,
            unindexed: 0,
            cap: self.cap,
        })
    }
}

impl Ledger for MemoryArchive {
    fn record(&self, saving: &Saving) -> Result<()> {
        self.lock().savings.push(saving.clone());
        Ok(())
    }

    fn totals(&self, by: By, since: Since) -> Result<Vec<Total>> {
        let mut totals = Totals::new(by, since);
        for saving in &self.lock().savings {
            totals.add(saving);
        }
        Ok(totals.finish())
    }

    fn uncounted(&self) -> Result<Vec<Uncounted>> {
        let inner = self.lock();
        Ok(inner
            .savings
            .iter()
            .enumerate()
            .filter_map(|(index, saving)| {
                let original = saving.original.clone()?;
                Some(Uncounted { id: index as u64, original, after: saving.after.clone() })
            })
            .collect())
    }

    fn settle(&self, id: u64, tokens_before: Option<u64>) -> Result<()> {
        let mut inner = self.lock();
        let saving = usize::try_from(id).ok().and_then(|index| inner.savings.get_mut(index));
        if let Some(saving) = saving.filter(|saving| saving.original.is_some()) {
            saving.tokens_before = tokens_before.unwrap_or(saving.tokens_after);
            saving.original = None;
            saving.after = None;
        }
        Ok(())
    }

    fn settle_after(&self, id: u64, tokens_after: u64) -> Result<()> {
        let mut inner = self.lock();
        let saving = usize::try_from(id).ok().and_then(|index| inner.savings.get_mut(index));
        if let Some(saving) = saving.filter(|saving| saving.after.is_some()) {
            saving.tokens_after = tokens_after;
            saving.after = None;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eviction_takes_the_least_recently_used_unpinned_first() {
        let archive = MemoryArchive::with_cap(30);
        let first = archive.put(&[b'a'; 10], None).expect("put");
        let second = archive.put(&[b'b'; 10], None).expect("put");
        let third = archive.put(&[b'c'; 10], None).expect("put");
        archive.pin(&first, "conversation").expect("pin");
        archive.get(&second).expect("b is used again, so the third is now the oldest unpinned");
        let fourth = archive.put(&[b'd'; 10], None).expect("put");
        assert!(matches!(archive.get(&third), Err(Error::UnknownHandle(_))));
        for kept in [first, second, fourth] {
            archive.get(&kept).expect("kept");
        }
        // Everything else pinned: the cap is exceeded rather than a pinned original lost, and the
        // new original stays.
        archive.pin(&second, "conversation").expect("pin");
        archive.pin(&fourth, "other").expect("pin");
        let fifth = archive.put(&[b'e'; 50], None).expect("put");
        assert_eq!(archive.stats().expect("stats").originals, 4);
        assert_eq!(archive.release("conversation").expect("release"), 2);
        archive.put(&[b'f'; 1], None).expect("put");
        // The first two released and the fifth the oldest unpinned: all three go; the pinned fourth and
        // the new one stay.
        for gone in [first, second, fifth] {
            assert!(archive.get(&gone).is_err(), "{gone} should be evicted");
        }
        assert_eq!(archive.stats().expect("stats").originals, 2);
    }

    #[test]
    fn pins_name_known_originals() {
        let archive = MemoryArchive::new();
        let handle = archive.put(b"x", None).expect("put");
        let other = MemoryArchive::new().put(b"y", None).expect("put");
        assert!(matches!(archive.pin(&other, "c"), Err(Error::UnknownHandle(_))));
        archive.pin(&handle, "c").expect("pin");
        archive.pin(&handle, "c").expect("pin twice");
        assert!(archive.unpin(&handle, "c").expect("unpin"));
        assert!(!archive.unpin(&handle, "c").expect("unpin"));
    }
}
