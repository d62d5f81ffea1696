//! `Error`: everything the archive can answer instead of a result, one variant per case.

use std::path::PathBuf;
use std::time::Duration;

/// Why the archive could not do what was asked. Every failure is a value, never a panic: a caller
/// that captures tool output reports it once and goes on without the archive.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The text is not a handle: not hexadecimal, shorter than 8 digits or longer than 64.
    #[error("{text:?} is not a handle: {reason}")]
    InvalidHandle {
        /// The text as given.
        text: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// No original in the archive has this handle (never archived, or evicted).
    #[error("no original with handle {0} in the archive")]
    UnknownHandle(String),
    /// Several originals start with these digits.
    #[error("handle {prefix} is ambiguous: it could be {}", .candidates.join(", "))]
    AmbiguousHandle {
        /// The digits as given.
        prefix: String,
        /// The handles that start with them (a few, not necessarily all).
        candidates: Vec<String>,
    },
    /// Line numbers start at 1, and a range's last line is not before its first.
    #[error("invalid line range {first}..{last}: lines are numbered from 1 and the range must not be empty")]
    InvalidRange {
        /// The first line asked for.
        first: usize,
        /// The last line asked for.
        last: usize,
    },
    /// The first line asked for is past the end of the original.
    #[error("line {first} is past the end: the original has {total} lines")]
    PastEnd {
        /// The first line asked for.
        first: usize,
        /// How many lines the original has.
        total: usize,
    },
    /// A byte range starts outside the original (bytes are numbered from 1).
    #[error("byte {first} is outside the original: it has {total} bytes, numbered from 1")]
    BytesOutside {
        /// The first byte asked for.
        first: usize,
        /// How many bytes the original has.
        total: usize,
    },
    /// The pattern is not a regular expression the search accepts.
    #[error("invalid regex {pattern:?}: {reason}")]
    InvalidRegex {
        /// The pattern as given.
        pattern: String,
        /// What the regex parser said.
        reason: String,
    },
    /// The query has no word to search for (full-text search matches words, not punctuation).
    #[error("the query {0:?} has no word to search for")]
    EmptyQuery(String),
    /// The original is larger than the archive accepts.
    #[error("the original is {size} bytes, more than the archive's limit of {limit} bytes")]
    TooLarge {
        /// Its size in bytes.
        size: usize,
        /// The limit (`Options::max_original`).
        limit: usize,
    },
    /// The archive file could not be opened or created.
    #[error("cannot open the archive {}: {reason}", .path.display())]
    Open {
        /// Where it was looked for.
        path: PathBuf,
        /// What the operating system or SQLite said.
        reason: String,
    },
    /// The file is not an archive, or is damaged; or an original failed its checksum.
    #[error("the archive is corrupt: {0}")]
    Corrupt(String),
    /// The archive was written by a newer ctx, whose schema this one does not know.
    #[error("the archive has schema version {found}; this ctx reads up to version {supported}")]
    NewerSchema {
        /// The file's `user_version`.
        found: i64,
        /// The newest version this build knows.
        supported: i64,
    },
    /// The archive cannot be written (opened read-only, or a read-only file or directory).
    #[error("the archive is read-only: {0}")]
    ReadOnly(String),
    /// The disk (or the database's page limit) is full.
    #[error("the archive is full: {0}")]
    Full(String),
    /// Another process held the archive locked for longer than the busy timeout.
    #[error("the archive stayed locked by another process for {0:?}")]
    Busy(Duration),
    /// Any other failure of the store, as SQLite or the operating system reported it.
    #[error("archive storage failed: {0}")]
    Storage(String),
    /// The archive could not be opened ([`Unavailable`](crate::Unavailable)).
    #[error("the archive is unavailable: {0}")]
    Unavailable(String),
}

/// The crate's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;
