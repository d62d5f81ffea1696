//! The `Archive` trait both stores implement, and the values it answers with.

use std::time::SystemTime;

use crate::error::Result;
use crate::handle::Handle;

/// Lines in a page unless the range asks otherwise.
pub const PAGE_LINES: usize = 200;
/// Bytes of text in a page unless the range asks otherwise.
pub const PAGE_BYTES: usize = 16 * 1024;
/// The most matching lines a [`Archive::grep`] returns (a larger `max` is lowered to this).
pub const MAX_MATCHES: usize = 1_000;
/// The most originals a [`Archive::search`] returns (a larger `max` is lowered to this).
pub const MAX_HITS: usize = 100;

/// A content-addressed store of originals: what ctx replaced with a marker, kept so the agent can
/// ask for it back.
///
/// Object-safe: a host holds a `&dyn Archive` or a `Box<dyn Archive>` and picks the store once.
/// Every method takes `&self` (the stores lock inside), and every failure is an [`Error`](crate::Error)
/// value, never a panic.
pub trait Archive: Send + Sync {
    /// Stores `original` (any bytes) and returns its handle. Idempotent: the same bytes give the
    /// same handle and are stored once (a repeat only refreshes the original's last use, and
    /// sets its label if it had none). `label` is free text saying where it came from (a tool
    /// name, a command).
    fn put(&self, original: &[u8], label: Option<&str>) -> Result<Handle>;

    /// [`Archive::put`] of an original handed over whole, whose SHA-256 digest `digest` its
    /// host has taken already ([`Hashing`](crate::Hashing), piece by piece as it wrote it): a
    /// store that names a handle before storing it (the proxy's, writing behind) names it by
    /// `digest` rather than reading the original again, and checks it when it stores it. The
    /// default puts it as [`Archive::put`] does, digesting it itself.
    fn put_hashed(&self, original: Vec<u8>, digest: [u8; 32], label: Option<&str>) -> Result<Handle> {
        let _ = digest;
        self.put(&original, label)
    }

    /// The handle a user typed (at least 8 hex digits, any case, surrounding space ignored):
    /// [`Error::InvalidHandle`](crate::Error::InvalidHandle), [`Error::UnknownHandle`](crate::Error::UnknownHandle)
    /// or [`Error::AmbiguousHandle`](crate::Error::AmbiguousHandle) (with the candidates)
    /// otherwise.
    fn resolve(&self, text: &str) -> Result<Handle>;

    /// The original's bytes, exactly as stored.
    fn get(&self, handle: &Handle) -> Result<Vec<u8>>;

    /// A page of the original's lines: `range` says which and how many; the page says what it
    /// holds and where the next one starts.
    fn lines(&self, handle: &Handle, range: &LineRange) -> Result<Page>;

    /// Up to `max` bytes of the original from byte `first` (counted from 1): text inside a line
    /// too long for a page (a squash's `[… N bytes omitted — recall HANDLE bytes A-B]`). A `first`
    /// of 0 or past the end is [`Error::BytesOutside`](crate::Error::BytesOutside). The default
    /// reads the whole original with [`Archive::get`]; the SQLite store reads only the chunks
    /// that hold the span.
    fn bytes(&self, handle: &Handle, first: usize, max: usize) -> Result<Span> {
        let original = self.get(handle)?;
        Span::of(&original, first, max)
    }

    /// The lines of one original that `pattern` (a [`regex`](https://docs.rs/regex) pattern)
    /// matches: all counted, the first `max` returned (at most [`MAX_MATCHES`]).
    fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> Result<Matches>;

    /// The originals that contain `query` as a phrase (its words, adjacent and in order; case
    /// and punctuation ignored), best first, at most `max` (at most [`MAX_HITS`]).
    fn search(&self, query: &str, max: usize) -> Result<Found>;

    /// Marks the original as still referred to by `owner` (a conversation): eviction never
    /// removes a pinned original. Pinning twice is pinning once.
    fn pin(&self, handle: &Handle, owner: &str) -> Result<()>;

    /// Removes `owner`'s pin; whether there was one.
    fn unpin(&self, handle: &Handle, owner: &str) -> Result<bool>;

    /// Removes every pin `owner` holds (the conversation ended); how many there were.
    fn release(&self, owner: &str) -> Result<usize>;

    /// The newest `max` originals, newest first.
    fn entries(&self, max: usize) -> Result<Vec<Entry>>;

    /// Totals over the whole archive.
    fn stats(&self) -> Result<Stats>;

    /// Why the archive works short of its best, when it does: a condition its operations still
    /// answer through, for the host to say (a SQLite store whose read-only connection cannot be
    /// opened reads on its write connection, each read then waiting for the writes). `None` by
    /// default.
    fn degraded(&self) -> Option<String> {
        None
    }
}

/// Which lines to read, and how large a page may be.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct LineRange {
    /// The first line (1-based).
    pub first: usize,
    /// The last line (inclusive); `None` for the end of the original.
    pub last: Option<usize>,
    /// The most lines in the page (default [`PAGE_LINES`]).
    pub max_lines: usize,
    /// The most bytes of text in the page (default [`PAGE_BYTES`]); a page always holds at least
    /// one line, cut to this size if it is longer.
    pub max_bytes: usize,
}

impl LineRange {
    /// Lines `first` to `last`, inclusive, 1-based.
    pub fn new(first: usize, last: usize) -> Self {
        Self { first, last: Some(last), ..Self::default() }
    }

    /// Lines from `first` to the end.
    pub fn starting_at(first: usize) -> Self {
        Self { first, ..Self::default() }
    }

    /// Sets the most lines in the page.
    #[must_use]
    pub fn max_lines(mut self, lines: usize) -> Self {
        self.max_lines = lines;
        self
    }

    /// Sets the most bytes of text in the page.
    #[must_use]
    pub fn max_bytes(mut self, bytes: usize) -> Self {
        self.max_bytes = bytes;
        self
    }
}

impl Default for LineRange {
    /// The first page: from line 1, [`PAGE_LINES`] lines, [`PAGE_BYTES`] bytes.
    fn default() -> Self {
        Self { first: 1, last: None, max_lines: PAGE_LINES, max_bytes: PAGE_BYTES }
    }
}

/// A page of an original's lines.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Page {
    /// The lines, each followed by `\n` (a `\r\n` ending becomes `\n`; bytes that are not UTF-8
    /// become U+FFFD).
    pub text: String,
    /// The number of the first line in the page.
    pub first: usize,
    /// The number of the last line in the page.
    pub last: usize,
    /// How many lines the original has.
    pub total_lines: usize,
    /// Where the next page starts, when the page stopped short of the range asked for (it was
    /// full); `None` when the range was returned whole.
    pub next: Option<usize>,
    /// The page's only line was longer than its byte limit and is cut (the whole line is in
    /// [`Archive::get`]).
    pub cut: bool,
}

/// A span of an original's bytes, as [`Archive::bytes`] answers.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Span {
    /// The bytes, as stored.
    pub bytes: Vec<u8>,
    /// The number of the first of them (1-based).
    pub first: usize,
    /// The original's size in bytes.
    pub total: usize,
}

impl Span {
    /// The span of `original` that [`Archive::bytes`] answers for `first` and `max`.
    pub(crate) fn of(original: &[u8], first: usize, max: usize) -> Result<Span> {
        if first == 0 || first > original.len() {
            return Err(crate::Error::BytesOutside { first, total: original.len() });
        }
        let end = first.saturating_add(max).saturating_sub(1).min(original.len());
        Ok(Span { bytes: original[first - 1..end].to_vec(), first, total: original.len() })
    }

    /// The number of its last byte (one before [`Span::first`] when it is empty).
    pub fn last(&self) -> usize {
        self.first + self.bytes.len() - 1
    }
}

/// The lines of one original that a pattern matches.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Matches {
    /// The first matching lines, in order.
    pub lines: Vec<Match>,
    /// How many lines match in all.
    pub total: usize,
    /// How many lines the original has.
    pub total_lines: usize,
}

/// One matching line.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Match {
    /// Its number (1-based).
    pub line: usize,
    /// Its text; a line longer than 400 bytes is a window around the match.
    pub text: String,
    /// Whether `text` is a window of a longer line.
    pub cut: bool,
}

/// The originals a full-text search found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Found {
    /// The best originals, best first.
    pub hits: Vec<Hit>,
    /// How many originals match in all.
    pub total: usize,
    /// Originals not searched because they are not indexed yet and the index could not be
    /// brought up to date (a read-only archive); 0 when every original was searched.
    pub unindexed: usize,
}

/// One original a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hit {
    /// The original.
    pub handle: Handle,
    /// Its label, if it was stored with one.
    pub label: Option<String>,
    /// The first line (1-based) where the phrase occurs.
    pub line: usize,
    /// That line, or a window of it around the phrase.
    pub snippet: String,
}

/// One original, as [`Archive::entries`] lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Entry {
    /// The original.
    pub handle: Handle,
    /// Its label, if it was stored with one.
    pub label: Option<String>,
    /// Its size in bytes.
    pub bytes: u64,
    /// Its number of lines.
    pub lines: u64,
    /// The bytes it takes in the store (compressed in SQLite; its size in memory).
    pub stored: u64,
    /// When it was first stored.
    pub created: SystemTime,
    /// When it was last stored or read.
    pub used: SystemTime,
    /// How many owners pin it.
    pub pins: usize,
}

/// Totals over an archive.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Stats {
    /// Originals stored.
    pub originals: u64,
    /// Their bytes.
    pub bytes: u64,
    /// The bytes they take in the store.
    pub stored: u64,
    /// The archive file's size on disk (the database and its write-ahead log), for a file.
    pub file_bytes: Option<u64>,
    /// Originals pinned by at least one owner.
    pub pinned: u64,
    /// Originals whose text is not in the full-text index yet (it is brought up to date by the
    /// next search).
    pub unindexed: u64,
    /// The size cap eviction keeps the archive under, if any.
    pub cap: Option<u64>,
}
