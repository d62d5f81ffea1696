//! A content-addressed store of the originals ctx replaces, so an agent can ask for what a
//! squash left out.
//!
//! Every time ctx shortens a tool output it bets the agent will not need what was removed. The
//! archive keeps the bet honest: the original goes in, its [`Handle`] (the shortest unique prefix,
//! at least 8 hex digits, of its SHA-256 digest) goes into the marker, and the agent can ask for
//! a page of lines, the lines a regex matches, or the originals where a phrase occurs.
//!
//! - [`Archive`] is the trait (object-safe: `&dyn Archive`, `Box<dyn Archive>`): [`put`](Archive::put),
//!   [`resolve`](Archive::resolve) a handle typed by a user, [`get`](Archive::get),
//!   [`lines`](Archive::lines) (a bounded [`Page`] that says where the next one starts),
//!   [`grep`](Archive::grep) inside one original, [`search`](Archive::search) across all of them,
//!   and [`pin`](Archive::pin)s that keep what a live conversation refers to from eviction.
//! - [`Ledger`] is the record of what ctx saved beside the originals it kept: one [`Saving`] per
//!   replacement (tokens before and after, the session, the command, the price), summed by day or
//!   by session into [`Total`]s (`ctx gain`).
//! - [`MemoryArchive`] keeps originals in memory: for hosts with their own session store, and
//!   for tests.
//! - [`SqliteArchive`] keeps them in one SQLite file (bundled SQLite, nothing to install): WAL,
//!   zstd-compressed chunks, an FTS5 index, a size cap with least-recently-used eviction. It and
//!   the `ctx` command line are the only places in the workspace that do I/O.
//!
//! Failure is a value: a corrupt, read-only, locked or full archive answers an [`Error`], and
//! the caller squashes as before, saying the original was not kept.
//!
//! ```
//! use ctx_archive::{Archive, Error, LineRange, MemoryArchive};
//!
//! let archive: Box<dyn Archive> = Box::new(MemoryArchive::new());
//! let log: String = (1..=500).map(|n| format!("test case_{n} ... ok\n")).collect::<String>()
//!     + "test parser::nested ... FAILED\n";
//! let handle = archive.put(log.as_bytes(), Some("cargo test"))?;
//!
//! // The marker names the handle; the agent asks for the lines it needs.
//! let typed = handle.to_string();
//! assert_eq!(typed.len(), 8);
//! let page = archive.lines(&archive.resolve(&typed)?, &LineRange::new(499, 600))?;
//! assert_eq!((page.first, page.last, page.total_lines, page.next), (499, 501, 501, None));
//! assert!(page.text.ends_with("test parser::nested ... FAILED\n"));
//!
//! let failed = archive.grep(&handle, r"FAILED|panicked", 10)?;
//! assert_eq!((failed.total, failed.lines[0].line), (1, 501));
//!
//! assert!(matches!(archive.resolve("00000000"), Err(Error::UnknownHandle(_))));
//! assert!(matches!(archive.lines(&handle, &LineRange::starting_at(900)), Err(Error::PastEnd { total: 501, .. })));
//! # Ok::<(), Error>(())
//! ```

/// The README's examples, run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

mod archive;
#[cfg(feature = "sqlite")]
mod chunk;
mod error;
mod handle;
mod ledger;
mod memory;
#[cfg(feature = "sqlite")]
mod sqlite;
mod text;
mod unavailable;

pub use archive::{
    Archive, Entry, Found, Hit, LineRange, MAX_HITS, MAX_MATCHES, Match, Matches, PAGE_BYTES, PAGE_LINES,
    Page, Span, Stats,
};
pub use error::{Error, Result};
pub use handle::{Handle, Hashing, MIN_HANDLE_DIGITS};
pub use ledger::{By, Ledger, Saving, Since, Total, Uncounted, key_of, utc_date};
pub use memory::MemoryArchive;
#[cfg(feature = "sqlite")]
pub use sqlite::{DEFAULT_PATH, Options, SqliteArchive};
pub use unavailable::Unavailable;
