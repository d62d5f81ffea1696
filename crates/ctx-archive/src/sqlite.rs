//! `SqliteArchive`: the archive in one SQLite file (WAL journal, zstd-compressed chunks, an FTS5
//! index over their text, a size cap with least-recently-used eviction that spares pinned
//! originals). The only module of the crate that does I/O.

mod checkpoint;
mod ledger;
mod schema;
mod search;

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use rusqlite::{
    Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, TransactionBehavior, params,
};

use crate::archive::{
    Archive, Entry, Found, Hit, LineRange, MAX_HITS, MAX_MATCHES, Matches, Page, Span, Stats,
};
use crate::chunk::{self, CHUNK_BYTES};
use crate::error::{Error, Result};
use crate::handle::{self, CANDIDATES, Handle, Prefix};
use crate::text;

/// Where the `ctx` command line keeps its archive, relative to the current directory.
pub const DEFAULT_PATH: &str = ".ctx/archive.sqlite";

/// How a [`SqliteArchive`] is opened and kept.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Options {
    /// Evict the least recently used unpinned originals when the database's live pages exceed
    /// this many bytes (default 256 MiB); `None` never evicts.
    pub cap: Option<u64>,
    /// How long to wait for another process's lock before answering [`Error::Busy`] (default
    /// 5 s).
    pub busy_timeout: Duration,
    /// Open for reading only (default `false`): every write answers [`Error::ReadOnly`], and
    /// search does not bring the index up to date.
    pub read_only: bool,
    /// The zstd level chunks are compressed with (default 1; see docs/benchmarks.md for the
    /// measured trade-off).
    pub level: i32,
    /// The largest original accepted, in bytes (default 256 MiB); a larger one answers
    /// [`Error::TooLarge`].
    pub max_original: usize,
    /// How much of one original goes into the full-text index (default 8 MiB): a larger original
    /// is indexed by its first and last halves of this, and the rest is reached by
    /// [`Archive::grep`].
    pub index_limit: usize,
    /// Compress a new original of several chunks on a second thread while it is hashed (default
    /// `true`). A host that already puts beside other work, as the command line's capture puts
    /// while it squashes, turns it off: the put then takes one core, not two, and starts no
    /// thread of its own.
    pub parallel: bool,
    /// Checkpoint the write-ahead log at the commit that takes it to this many pages (default 256,
    /// SQLite's `wal_autocheckpoint`; 0 never). A host that checkpoints on its own schedule, as the
    /// command line's capture does ([`SqliteArchive::checkpoint_over`] on its put's thread), raises
    /// it, so that no later commit of the process waits for a checkpoint's syncs.
    pub autocheckpoint: u32,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            cap: Some(256 << 20),
            busy_timeout: Duration::from_secs(5),
            read_only: false,
            level: 1,
            max_original: 256 << 20,
            index_limit: 8 << 20,
            parallel: true,
            autocheckpoint: 256,
        }
    }
}

impl Options {
    /// Sets the size cap (`None`: no eviction).
    #[must_use]
    pub fn cap(mut self, cap: Option<u64>) -> Self {
        self.cap = cap;
        self
    }

    /// Sets the busy timeout.
    #[must_use]
    pub fn busy_timeout(mut self, timeout: Duration) -> Self {
        self.busy_timeout = timeout;
        self
    }

    /// Opens for reading only.
    #[must_use]
    pub fn read_only(mut self, read_only: bool) -> Self {
        self.read_only = read_only;
        self
    }

    /// Sets the zstd level.
    #[must_use]
    pub fn level(mut self, level: i32) -> Self {
        self.level = level;
        self
    }

    /// Sets the largest original accepted.
    #[must_use]
    pub fn max_original(mut self, bytes: usize) -> Self {
        self.max_original = bytes;
        self
    }

    /// Sets how much of one original is indexed.
    #[must_use]
    pub fn index_limit(mut self, bytes: usize) -> Self {
        self.index_limit = bytes;
        self
    }

    /// Sets whether a put compresses on a second thread while it hashes.
    #[must_use]
    pub fn parallel(mut self, parallel: bool) -> Self {
        self.parallel = parallel;
        self
    }

    /// Sets the size of the write-ahead log, in pages, at which a commit checkpoints it (0: never).
    #[must_use]
    pub fn autocheckpoint(mut self, pages: u32) -> Self {
        self.autocheckpoint = pages;
        self
    }
}

/// An archive in one SQLite file, shared safely by several processes.
///
/// - **Layout.** An original is cut into chunks of at most 128 KiB (after a newline where
///   possible), each compressed with zstd (its frame checksum on), so reading a page or showing
///   a search hit decompresses one chunk. Each chunk records the line it starts at.
/// - **Full-text index.** A contentless FTS5 table over the chunks' text (`unicode61`, no
///   diacritic folding): the index holds no second copy of the text, and only which chunks hold
///   each word (`detail=none`), not where. A search asks it for the chunks that hold every word
///   of the phrase and reads those chunks to find the phrase itself, so it never reports an
///   original where the words are only apart. Indexing costs more than
///   storing (about 40 MB/s), so `put` only queues the chunks and [`Archive::search`] indexes
///   what is queued before it searches ([`SqliteArchive::index_pending`] does it earlier, for a
///   host with idle time). An original larger than [`Options::index_limit`] is indexed by its
///   head and tail.
/// - **Concurrency and crashes.** WAL journal, `synchronous = NORMAL`: a committed original
///   survives the writer being killed (a power cut may lose the last few). Every write is one
///   `BEGIN IMMEDIATE` transaction; a lock held by another process is waited for up to
///   [`Options::busy_timeout`], retrying, and then answered with [`Error::Busy`]. Reads (`get`,
///   `resolve`, `lines`, `bytes`, `grep`, the search itself, `entries`, `stats`, the ledger's
///   sums) run on a second connection, opened read-only: the log lets it read what was committed
///   beside a write of this process or another, so a read never waits for a put's insert and
///   commit. The use a read records (for eviction) is written at once when no write of this
///   process is under way, else by the next put (or when the archive is dropped).
/// - **Eviction.** When the database's live pages exceed [`Options::cap`], `put` deletes the
///   least recently used originals (by the last `put`, `get`, `lines` or `grep` of each) that no
///   owner pins, oldest first, until they are under 90% of the cap (so eviction runs once per
///   tenth of the cap stored, not at every put). Freed pages are reused by later originals, so
///   the file stays near its largest size rather than shrinking. The original being stored is
///   never evicted by its own `put`, and a pinned one never is: when only pinned originals are
///   left, the archive stays over its cap.
/// - **Schema.** `PRAGMA application_id` marks the file as a ctx archive and `user_version`
///   holds the schema version; an older schema is migrated on open, a newer one answers
///   [`Error::NewerSchema`].
///
/// ```
/// use ctx_archive::{Archive, Options, SqliteArchive};
///
/// let dir = tempfile::tempdir().expect("a temporary directory");
/// let archive = SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default())?;
/// let log = "Compiling app\nerror[E0382]: borrow of moved value: `config`\n".repeat(100);
/// let handle = archive.put(log.as_bytes(), Some("cargo build"))?;
/// assert_eq!(archive.get(&handle)?, log.as_bytes());
/// let found = archive.search("borrow of moved value", 5)?;
/// assert_eq!((found.hits[0].handle, found.hits[0].line), (handle, 2));
/// # Ok::<(), ctx_archive::Error>(())
/// ```
pub struct SqliteArchive {
    /// The read-only connection reads run on, beside the writes: opened at the first read (a
    /// process that only writes, as the command line's capture, opens none). While it cannot be
    /// opened reads run on the write connection, and the open is tried again [`REOPEN`] after
    /// the last failure. Declared before it, so closed first: the write connection, closed
    /// last, checkpoints the log and removes it.
    reader: OnceLock<Mutex<Connection>>,
    /// When the reader's open last failed, and why (what [`Archive::degraded`] says).
    reader_failed: Mutex<Option<(Instant, String)>>,
    /// The connection every write runs on.
    connection: Mutex<Connection>,
    /// Originals read (row id → when, the latest) while a write held the write connection: their
    /// use is written by the next put (a repeat's too), so a read never waits for one to record
    /// it; put back when writing them fails.
    uses: Mutex<HashMap<i64, i64>>,
    path: PathBuf,
    options: Options,
    /// The zstd context of the last compression, kept for the next: a put's chunks, then the
    /// ledger's text, compress without allocating and zeroing a new context each time.
    compressor: Mutex<Option<zstd::bulk::Compressor<'static>>>,
}

impl std::fmt::Debug for SqliteArchive {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteArchive")
            .field("path", &self.path)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// A failure inside a retried operation: SQLite's (retried when it is a lock) or already ours.
enum Fail {
    Sql(rusqlite::Error),
    Ours(Error),
}

impl From<rusqlite::Error> for Fail {
    fn from(error: rusqlite::Error) -> Self {
        Self::Sql(error)
    }
}

impl From<rusqlite::types::FromSqlError> for Fail {
    fn from(error: rusqlite::types::FromSqlError) -> Self {
        Self::Ours(Error::Corrupt(format!("a stored value has the wrong type: {error}")))
    }
}

impl From<Error> for Fail {
    fn from(error: Error) -> Self {
        Self::Ours(error)
    }
}

type Attempt<T> = std::result::Result<T, Fail>;

/// Chunk states in the `chunks.state` column.
const PENDING: i64 = 0;
const INDEXED: i64 = 1;
const NOT_INDEXED: i64 = 2;
const UNREADABLE: i64 = 3;

/// How long after a failed open of the read-only connection it is tried again.
const REOPEN: Duration = Duration::from_secs(1);

/// Text indexed per transaction while catching up, so a large backlog never holds the write
/// lock for long.
const INDEX_BATCH_BYTES: usize = 4 << 20;

impl SqliteArchive {
    /// Opens the archive at `path`, creating it (and its directory) if it does not exist.
    pub fn open(path: impl AsRef<Path>, options: &Options) -> Result<Self> {
        let path = path.as_ref().to_path_buf();
        let flags = if options.read_only {
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX
        } else {
            if let Some(parent) = path.parent().filter(|parent| !parent.as_os_str().is_empty()) {
                std::fs::create_dir_all(parent)
                    .map_err(|error| Error::Open { path: path.clone(), reason: error.to_string() })?;
            }
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX
        };
        let connection = connect(&path, options, flags)?;
        // The file exists now: its canonical path, so that the reader, opened later, opens this
        // very file whatever the working directory or a link has become meanwhile.
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        let archive = Self {
            reader: OnceLock::new(),
            reader_failed: Mutex::new(None),
            connection: Mutex::new(connection),
            uses: Mutex::new(HashMap::new()),
            path,
            options: options.clone(),
            compressor: Mutex::new(None),
        };
        archive.retry(|connection| schema::prepare(connection, &archive.options))?;
        Ok(archive)
    }

    /// The archive's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Indexes the text queued by earlier `put`s now; how many chunks it indexed. A search does
    /// this first anyway; a host with idle time can do it earlier.
    pub fn index_pending(&self) -> Result<u64> {
        let mut indexed = 0;
        loop {
            let batch = self.retry(index_batch)?;
            if batch == 0 {
                return Ok(indexed);
            }
            indexed += batch;
        }
    }

    /// [`Archive::search`] as it was before branch `search16`, reading each candidate chunk by a
    /// statement of its own; kept to check the one-statement search against (tests/sqlite.rs)
    /// and to measure it beside it. Not part of the API: it searches what is indexed, without
    /// indexing what is queued first.
    #[doc(hidden)]
    pub fn search_one_by_one(&self, query: &str, max: usize) -> Result<Found> {
        let phrase = text::words(query);
        if phrase.is_empty() {
            return Err(Error::EmptyQuery(query.to_owned()));
        }
        let shown = max.min(MAX_HITS);
        let (hits, total) = self.read(|connection| one_by_one(connection, &phrase, shown))?;
        Ok(Found { hits, total, unindexed: 0 })
    }

    /// Maintenance (`ctx archive gc`): indexes what is pending, merges the full-text index into
    /// one segment and rewrites the file without its free pages. Takes a while on a large
    /// archive, and holds the write lock meanwhile.
    pub fn compact(&self) -> Result<()> {
        self.writable()?;
        self.index_pending()?;
        self.retry(|connection| {
            connection.execute_batch("INSERT INTO fts(fts) VALUES ('optimize')")?;
            Ok(())
        })?;
        self.retry(|connection| {
            connection.execute_batch("VACUUM; PRAGMA wal_checkpoint(TRUNCATE)")?;
            Ok(())
        })
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.connection.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The kept zstd context, or a new one at the archive's level.
    fn take_compressor(&self) -> Result<zstd::bulk::Compressor<'static>> {
        let kept = self.compressor.lock().unwrap_or_else(PoisonError::into_inner).take();
        kept.map_or_else(|| compressor(self.options.level), Ok)
    }

    /// Keeps `compressor` for the next compression.
    fn keep_compressor(&self, compressor: Result<zstd::bulk::Compressor<'static>>) {
        if let Ok(compressor) = compressor {
            *self.compressor.lock().unwrap_or_else(PoisonError::into_inner) = Some(compressor);
        }
    }

    /// `bytes` compressed into one zstd frame (with its checksum), by the kept context.
    fn compress(&self, bytes: &[u8]) -> Result<Vec<u8>> {
        let mut compressor = self.take_compressor();
        let body = match &mut compressor {
            Ok(compressor) => {
                compressor.compress(bytes).map_err(|error| Error::Storage(format!("zstd: {error}")))
            }
            Err(error) => Err(error.clone()),
        };
        self.keep_compressor(compressor);
        body
    }

    /// Runs `operation` on the write connection, retrying while another process holds a lock, up
    /// to the busy timeout.
    fn retry<T>(&self, operation: impl FnMut(&mut Connection) -> Attempt<T>) -> Result<T> {
        self.retry_on(&self.connection, operation)
    }

    /// Runs the read `operation` on the read-only connection, retrying alike: it never waits for
    /// a write of this process. The connection is opened by the first read, after the schema
    /// was prepared; one that cannot be opened leaves the reads on the write connection. The
    /// operation's statements run in one read transaction, so they see one snapshot: a write
    /// committed between them (an eviction) is not half seen. A WAL reader does not block the
    /// writer.
    fn read<T>(&self, mut operation: impl FnMut(&mut Connection) -> Attempt<T>) -> Result<T> {
        self.retry_on(self.reader().unwrap_or(&self.connection), |connection| {
            // A read that panicked mid-way (its lock recovered from the poison) left its
            // transaction open: end it, or every later read on this connection (and every put,
            // when reads have fallen back to the write connection) would fail at BEGIN, and the
            // write-ahead log would grow behind the stuck snapshot.
            if !connection.is_autocommit() {
                let _ = connection.execute_batch("ROLLBACK");
            }
            connection.execute_batch("BEGIN")?;
            let answer = operation(connection);
            // It wrote nothing: ending it either way only lets the snapshot go.
            let ended = connection.execute_batch(if answer.is_ok() { "COMMIT" } else { "ROLLBACK" });
            if !connection.is_autocommit() {
                let _ = connection.execute_batch("ROLLBACK");
            }
            let answer = answer?;
            ended?;
            Ok(answer)
        })
    }

    /// The read-only connection, opened now if it is not yet and its last failed open is
    /// [`REOPEN`] old; `None` while it cannot be opened.
    fn reader(&self) -> Option<&Mutex<Connection>> {
        if let Some(reader) = self.reader.get() {
            return Some(reader);
        }
        let mut failed = self.reader_failed.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(reader) = self.reader.get() {
            return Some(reader);
        }
        if failed.as_ref().is_some_and(|(at, _)| at.elapsed() < REOPEN) {
            return None;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        match connect(&self.path, &self.options, flags) {
            Ok(connection) => {
                *failed = None;
                Some(self.reader.get_or_init(|| Mutex::new(connection)))
            }
            Err(error) => {
                *failed = Some((Instant::now(), error.to_string()));
                None
            }
        }
    }

    fn retry_on<T>(
        &self,
        connection: &Mutex<Connection>,
        mut operation: impl FnMut(&mut Connection) -> Attempt<T>,
    ) -> Result<T> {
        let start = Instant::now();
        let mut pause = Duration::from_millis(1);
        let mut connection = connection.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            match operation(&mut connection) {
                Ok(value) => return Ok(value),
                Err(Fail::Ours(error)) => return Err(error),
                Err(Fail::Sql(error)) if is_busy(&error) => {
                    if start.elapsed() >= self.options.busy_timeout {
                        return Err(Error::Busy(self.options.busy_timeout));
                    }
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(50));
                }
                Err(Fail::Sql(error)) => return Err(to_error(&error)),
            }
        }
    }

    fn writable(&self) -> Result<()> {
        if self.options.read_only {
            return Err(Error::ReadOnly(format!("{} was opened read-only", self.path.display())));
        }
        Ok(())
    }

    /// Records that the original `id` was read now (best effort: a read that cannot record its
    /// use, in a read-only archive, still answers): written at once when no write holds the write
    /// connection, else left to the next write.
    fn used(&self, id: i64) {
        if self.options.read_only {
            return;
        }
        let time = now();
        let mut uses = self.uses.lock().unwrap_or_else(PoisonError::into_inner);
        uses.entry(id).and_modify(|at| *at = (*at).max(time)).or_insert(time);
        drop(uses);
        let connection = match self.connection.try_lock() {
            Ok(connection) => connection,
            Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return,
        };
        let _ = self.stamp_uses(&connection);
    }

    /// Writes the uses reads left waiting (on the write connection, held by the caller, each
    /// statement its own transaction); put back when that fails.
    fn stamp_uses(&self, connection: &Connection) -> rusqlite::Result<()> {
        let uses = self.take_uses();
        let written = write_uses(connection, &uses);
        if written.is_err() {
            self.restore_uses(uses);
        }
        written
    }

    /// The uses reads left waiting, taken to be written.
    fn take_uses(&self) -> HashMap<i64, i64> {
        std::mem::take(&mut *self.uses.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Puts back `uses` whose writing failed (or was rolled back), beside any queued since.
    fn restore_uses(&self, uses: HashMap<i64, i64>) {
        let mut queued = self.uses.lock().unwrap_or_else(PoisonError::into_inner);
        for (id, time) in uses {
            queued.entry(id).and_modify(|at| *at = (*at).max(time)).or_insert(time);
        }
    }
}

impl Drop for SqliteArchive {
    /// The uses reads left waiting are written before the connections close.
    fn drop(&mut self) {
        if !self.options.read_only {
            let _ = self.stamp_uses(&self.lock());
        }
    }
}

/// Writes `uses` (row id → when): a use only ever moves an original's later.
fn write_uses(connection: &Connection, uses: &HashMap<i64, i64>) -> rusqlite::Result<()> {
    if uses.is_empty() {
        return Ok(());
    }
    let mut update = connection.prepare_cached("UPDATE originals SET used = max(used, ?2) WHERE id = ?1")?;
    for (id, time) in uses {
        update.execute(params![id, time])?;
    }
    Ok(())
}

/// The original's row id and line count; an unknown handle otherwise.
fn find(connection: &Connection, handle: &Handle) -> Attempt<(i64, usize)> {
    let found: Option<(i64, i64)> = connection
        .prepare_cached("SELECT id, lines FROM originals WHERE digest = ?1")?
        .query_row([&handle.digest()[..]], |row| Ok((row.get(0)?, row.get(1)?)))
        .optional()?;
    let (id, lines) = found.ok_or_else(|| Error::UnknownHandle(handle.to_string()))?;
    Ok((id, to_usize(lines)))
}

/// A connection to the file at `path` with `flags`, waiting for other processes' locks up to the
/// busy timeout.
fn connect(path: &Path, options: &Options, flags: OpenFlags) -> Result<Connection> {
    let open_error =
        |error: rusqlite::Error| Error::Open { path: path.to_path_buf(), reason: error.to_string() };
    let connection = Connection::open_with_flags(path, flags).map_err(open_error)?;
    connection.busy_timeout(options.busy_timeout).map_err(open_error)?;
    connection.set_prepared_statement_cache_capacity(32);
    Ok(connection)
}

/// Milliseconds since the Unix epoch (0 for a clock set before it).
fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX))
}

fn time(millis: i64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis(u64::try_from(millis).unwrap_or(0))
}

fn to_usize(value: i64) -> usize {
    usize::try_from(value).unwrap_or(0)
}

fn to_i64(value: usize) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(error.sqlite_error_code(), Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked))
}

/// SQLite's error as the archive's.
fn to_error(error: &rusqlite::Error) -> Error {
    let message = error.to_string();
    match error.sqlite_error_code() {
        Some(ErrorCode::DiskFull) => Error::Full(message),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => Error::Corrupt(message),
        Some(ErrorCode::ReadOnly) => Error::ReadOnly(message),
        _ => Error::Storage(message),
    }
}

/// A zstd compressor at `level` that writes each frame's checksum.
fn compressor(level: i32) -> Result<zstd::bulk::Compressor<'static>> {
    let zstd_error = |error: std::io::Error| Error::Storage(format!("zstd: {error}"));
    let mut compressor = zstd::bulk::Compressor::new(level).map_err(zstd_error)?;
    compressor.set_parameter(zstd::zstd_safe::CParameter::ChecksumFlag(true)).map_err(zstd_error)?;
    Ok(compressor)
}

/// The compressed chunks of one put, filled in by its threads.
type Bodies = Vec<Mutex<Option<Result<Vec<u8>>>>>;

/// Compresses the pieces `next` hands out (shared by the threads of one put) with `compressor`
/// until they are all taken or `stop` is set (the original turned out to be stored already).
fn compress_pieces(
    pieces: &[chunk::Piece<'_>],
    compressor: &mut Result<zstd::bulk::Compressor<'static>>,
    next: &AtomicUsize,
    stop: &AtomicBool,
    bodies: &Bodies,
) {
    while !stop.load(Ordering::Relaxed) {
        let index = next.fetch_add(1, Ordering::Relaxed);
        let Some(piece) = pieces.get(index) else { break };
        let body = match compressor {
            Ok(compressor) => {
                compressor.compress(piece.bytes).map_err(|error| Error::Storage(format!("zstd: {error}")))
            }
            Err(error) => Err(error.clone()),
        };
        *bodies[index].lock().unwrap_or_else(PoisonError::into_inner) = Some(body);
    }
}

/// Stamps a stored original as used now (and gives it `label` if it had none); the digits its
/// handle was shown with, or `None` if it is not stored.
fn touch(connection: &Connection, digest: &[u8; 32], label: Option<&str>) -> rusqlite::Result<Option<usize>> {
    let shown: Option<i64> = connection
        .prepare_cached("SELECT shown FROM originals WHERE digest = ?1")?
        .query_row([&digest[..]], |row| row.get(0))
        .optional()?;
    if shown.is_some() {
        connection
            .prepare_cached("UPDATE originals SET used = ?2, label = coalesce(label, ?3) WHERE digest = ?1")?
            .execute(params![&digest[..], now(), label])?;
    }
    Ok(shown.map(to_usize))
}

fn decompress(body: &[u8]) -> Attempt<Vec<u8>> {
    zstd::bulk::decompress(body, CHUNK_BYTES)
        .map_err(|error| Fail::Ours(Error::Corrupt(format!("a stored chunk does not decompress: {error}"))))
}

/// The live size of the database: its pages less the free ones (one statement, prepared once
/// per connection).
fn live_bytes(connection: &Connection) -> rusqlite::Result<u64> {
    let live: i64 = connection
        .prepare_cached(
            "SELECT (p.page_count - f.freelist_count) * s.page_size \
             FROM pragma_page_count() AS p, pragma_freelist_count() AS f, pragma_page_size() AS s",
        )?
        .query_row([], |row| row.get(0))?;
    Ok(u64::try_from(live).unwrap_or(0))
}

/// When the live size exceeds `cap`, deletes least recently used unpinned originals (never
/// `keep`) until it is under 90% of `cap` or nothing is left to delete.
fn evict(transaction: &Transaction<'_>, cap: u64, keep: i64) -> rusqlite::Result<()> {
    if live_bytes(transaction)? <= cap {
        return Ok(());
    }
    let target = cap - cap / 10;
    // The index's share of a victim is not in `stored`, so this takes a few rounds at most.
    for _ in 0..16 {
        let live = live_bytes(transaction)?;
        if live <= target {
            break;
        }
        let mut excess = live - target;
        let mut victims = Vec::new();
        {
            let mut oldest = transaction.prepare_cached(
                "SELECT id, stored FROM originals WHERE id != ?1 AND id NOT IN (SELECT original FROM pins) \
                 ORDER BY used, id LIMIT 256",
            )?;
            let mut rows = oldest.query([keep])?;
            while let Some(row) = rows.next()? {
                victims.push(row.get::<_, i64>(0)?);
                let stored = u64::try_from(row.get::<_, i64>(1)?).unwrap_or(0);
                excess = excess.saturating_sub(stored);
                if excess == 0 {
                    break;
                }
            }
        }
        if victims.is_empty() {
            break;
        }
        for id in victims {
            transaction
                .prepare_cached("DELETE FROM fts WHERE rowid IN (SELECT id FROM chunks WHERE original = ?1 AND state = 1)")?
                .execute([id])?;
            transaction.prepare_cached("DELETE FROM chunks WHERE original = ?1")?.execute([id])?;
            transaction.prepare_cached("DELETE FROM originals WHERE id = ?1")?.execute([id])?;
        }
    }
    Ok(())
}

/// Indexes one batch of queued chunks; how many.
fn index_batch(connection: &mut Connection) -> Attempt<u64> {
    let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut done = 0;
    {
        let mut pending =
            transaction.prepare_cached("SELECT id, body FROM chunks WHERE state = 0 ORDER BY id")?;
        let mut rows = pending.query([])?;
        let mut insert = transaction.prepare_cached("INSERT INTO fts(rowid, text) VALUES (?1, ?2)")?;
        let mut mark = transaction.prepare_cached("UPDATE chunks SET state = ?2 WHERE id = ?1")?;
        let mut bytes = 0;
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            let body = row.get_ref(1)?.as_blob()?;
            match decompress(body) {
                Ok(raw) => {
                    insert.execute(params![id, text::lossy(&raw)])?;
                    mark.execute([id, INDEXED])?;
                    bytes += raw.len();
                }
                // A damaged chunk must not stop the index forever; `get` reports the damage.
                Err(_) => {
                    mark.execute([id, UNREADABLE])?;
                }
            }
            done += 1;
            if bytes >= INDEX_BATCH_BYTES {
                break;
            }
        }
    }
    transaction.commit()?;
    Ok(done)
}

/// The full-text query for the chunks that hold every word of `phrase`.
fn match_query(phrase: &[String]) -> String {
    let mut words: Vec<&str> = phrase.iter().map(String::as_str).collect();
    words.sort_unstable();
    words.dedup();
    // Words are letters and digits only, so quoting each is enough.
    words.iter().map(|word| format!("\"{word}\"")).collect::<Vec<_>>().join(" ")
}

/// The chunks that hold every word of `phrase`, by original, best first (FTS5's rank of its
/// best chunk, then the newest original).
fn candidates(connection: &Connection, phrase: &[String]) -> Attempt<Vec<Vec<i64>>> {
    let query = match_query(phrase);
    let mut statement = connection.prepare_cached(
        "SELECT c.original, c.id, m.rank FROM (SELECT rowid, rank FROM fts WHERE fts MATCH ?1) AS m \
         JOIN chunks AS c ON c.id = m.rowid ORDER BY c.original, m.rank, c.id",
    )?;
    let rows = statement.query_map([&query], |row| {
        Ok((row.get::<_, i64>(0)?, row.get::<_, i64>(1)?, row.get::<_, f64>(2)?))
    })?;
    // (best rank, original, its chunks in rank order)
    let mut originals: Vec<(f64, i64, Vec<i64>)> = Vec::new();
    for row in rows {
        let (original, chunk, rank) = row?;
        match originals.last_mut() {
            Some((_, last, chunks)) if *last == original => chunks.push(chunk),
            _ => originals.push((rank, original, vec![chunk])),
        }
    }
    originals.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)));
    Ok(originals.into_iter().map(|(_, _, chunks)| chunks).collect())
}

/// The hit in the first of an original's candidate `chunks` whose text holds `phrase`, if any.
fn verify(connection: &Connection, chunks: &[i64], phrase: &[String]) -> Attempt<Option<Hit>> {
    let mut statement = connection.prepare_cached(
        "SELECT o.digest, o.shown, o.label, c.first_line, c.body FROM chunks AS c JOIN originals AS o ON o.id = c.original \
         WHERE c.id = ?1",
    )?;
    for chunk in chunks {
        let (digest, shown, label, first_line, body): (Vec<u8>, i64, Option<String>, i64, Vec<u8>) =
            statement.query_row([chunk], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?))
            })?;
        let Ok(digest) = <[u8; 32]>::try_from(digest) else { continue };
        let raw = decompress(&body)?;
        let lossy = text::lossy(&raw);
        let Some(&offset) = text::find_phrase(&lossy, phrase, 1).first() else { continue };
        let (line, snippet) = text::line_at(&lossy, offset, to_usize(first_line));
        return Ok(Some(Hit { handle: Handle::new(digest, to_usize(shown)), label, line, snippet }));
    }
    Ok(None)
}

/// The first `shown` hits and the total, verifying each original's candidate chunks by a
/// statement of their own, best original first: all of them for a phrase, only the hits shown
/// for one word (every chunk the index names holds it).
fn one_by_one(connection: &Connection, phrase: &[String], shown: usize) -> Attempt<(Vec<Hit>, usize)> {
    let mut hits = Vec::new();
    let mut total = 0;
    for chunks in &candidates(connection, phrase)? {
        if phrase.len() == 1 && hits.len() >= shown {
            total += 1;
            continue;
        }
        if let Some(hit) = verify(connection, chunks, phrase)? {
            total += 1;
            if hits.len() < shown {
                hits.push(hit);
            }
        }
    }
    Ok((hits, total))
}

/// Streams an original's chunks from `seq` on through a splitter started at the first one.
fn stream(
    connection: &Connection,
    original: i64,
    seq: i64,
    emit: &mut dyn FnMut(usize, &[u8]) -> ControlFlow<()>,
) -> Attempt<()> {
    let mut statement = connection.prepare_cached(
        "SELECT first_line, cont, body FROM chunks WHERE original = ?1 AND seq >= ?2 ORDER BY seq",
    )?;
    let mut rows = statement.query([original, seq])?;
    let mut splitter: Option<text::Splitter> = None;
    while let Some(row) = rows.next()? {
        let splitter = splitter.get_or_insert_with(|| {
            text::Splitter::new(to_usize(row.get(0).unwrap_or(1)), row.get(1).unwrap_or(false))
        });
        let raw = decompress(row.get_ref(2)?.as_blob()?)?;
        if splitter.feed(&raw, emit).is_break() {
            return Ok(());
        }
    }
    if let Some(splitter) = splitter {
        let _ = splitter.finish(emit);
    }
    Ok(())
}

impl Archive for SqliteArchive {
    fn put(&self, original: &[u8], label: Option<&str>) -> Result<Handle> {
        if original.len() > self.options.max_original {
            return Err(Error::TooLarge { size: original.len(), limit: self.options.max_original });
        }
        self.writable()?;
        let pieces = chunk::split(original, CHUNK_BYTES);
        let (next, stop, bodies) =
            (AtomicUsize::new(0), AtomicBool::new(false), pieces.iter().map(|_| Mutex::new(None)).collect());
        let level = self.options.level;
        let mut own = self.take_compressor();
        // An original of several chunks: a second thread compresses while this one hashes and
        // looks the digest up, then both compress (a new 1 MB original costs about half of
        // hashing plus compressing it; a repeat, about hashing it). Without a second thread
        // (`Options::parallel` off, or one chunk), all of it is done here.
        let (digest, shown) = std::thread::scope(|scope| {
            let helper = (self.options.parallel && pieces.len() > 1)
                .then(|| {
                    std::thread::Builder::new()
                        .spawn_scoped(scope, || {
                            compress_pieces(&pieces, &mut compressor(level), &next, &stop, &bodies);
                        })
                        .ok()
                })
                .flatten();
            let digest = handle::digest_of(original);
            let shown = self.retry(|connection| {
                let shown = touch(connection, &digest, label)?;
                if shown.is_some() {
                    // A repeat writes what reads left waiting too (best effort: kept if it fails).
                    let _ = self.stamp_uses(connection);
                }
                Ok(shown)
            });
            if matches!(shown, Ok(None)) {
                compress_pieces(&pieces, &mut own, &next, &stop, &bodies);
            } else {
                stop.store(true, Ordering::Relaxed);
            }
            if let Some(helper) = helper {
                let _ = helper.join();
            }
            (digest, shown)
        });
        self.keep_compressor(own);
        if let Some(shown) = shown? {
            return Ok(Handle::new(digest, shown));
        }
        let bodies = bodies
            .into_iter()
            .map(|body| body.into_inner().unwrap_or_else(PoisonError::into_inner))
            .collect::<Option<Result<Vec<_>>>>()
            // A piece left undone by a helper that stopped: not expected, but answered, not panicked.
            .unwrap_or_else(|| {
                Err(Error::Storage("a compression thread stopped before its work was done".into()))
            })?;
        let indexed = chunk::indexed(&pieces, self.options.index_limit);
        let stored: usize = bodies.iter().map(Vec::len).sum();
        let lines = chunk::count_lines(&pieces);
        // What reads used while a write held the connection, written in the put's transaction:
        // put back if it does not commit.
        let uses = self.take_uses();
        let shown = self.retry(|connection| {
            let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
            if let Some(shown) = touch(&transaction, &digest, label)? {
                write_uses(&transaction, &uses)?;
                transaction.commit()?;
                return Ok(shown);
            }
            let neighbour = |sql: &str| -> rusqlite::Result<Option<[u8; 32]>> {
                let bytes: Option<Vec<u8>> =
                    transaction.prepare_cached(sql)?.query_row([&digest[..]], |row| row.get(0)).optional()?;
                Ok(bytes.and_then(|bytes| bytes.try_into().ok()))
            };
            let neighbours: Vec<[u8; 32]> = [
                neighbour("SELECT digest FROM originals WHERE digest < ?1 ORDER BY digest DESC LIMIT 1")?,
                neighbour("SELECT digest FROM originals WHERE digest > ?1 ORDER BY digest LIMIT 1")?,
            ]
            .into_iter()
            .flatten()
            .collect();
            let shown = handle::shown_digits(&digest, &neighbours);
            let time = now();
            transaction
                .prepare_cached(
                    "INSERT INTO originals (digest, shown, bytes, lines, stored, label, created, used) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
                )?
                .execute(params![&digest[..], to_i64(shown), to_i64(original.len()), to_i64(lines), to_i64(stored), label, time])?;
            let id = transaction.last_insert_rowid();
            {
                let mut insert = transaction.prepare_cached(
                    "INSERT INTO chunks (original, seq, first_line, cont, state, body) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?;
                for (seq, ((piece, body), index)) in pieces.iter().zip(&bodies).zip(&indexed).enumerate() {
                    let state = if *index { PENDING } else { NOT_INDEXED };
                    insert.execute(params![id, to_i64(seq), to_i64(piece.first_line), piece.mid_line, state, body])?;
                }
            }
            // What reads used while a write held the connection counts before eviction chooses.
            write_uses(&transaction, &uses)?;
            if let Some(cap) = self.options.cap {
                evict(&transaction, cap, id)?;
            }
            transaction.commit()?;
            Ok(shown)
        });
        if shown.is_err() {
            self.restore_uses(uses);
        }
        Ok(Handle::new(digest, shown?))
    }

    fn resolve(&self, text: &str) -> Result<Handle> {
        let prefix = Prefix::parse(text)?;
        let candidates = self.read(|connection| {
            let mut statement = connection.prepare_cached(
                "SELECT digest, shown FROM originals WHERE digest BETWEEN ?1 AND ?2 ORDER BY digest LIMIT ?3",
            )?;
            let rows = statement
                .query_map(params![&prefix.low[..], &prefix.high[..], to_i64(CANDIDATES)], |row| {
                    Ok((row.get::<_, Vec<u8>>(0)?, row.get::<_, i64>(1)?))
                })?;
            let mut candidates = Vec::new();
            for row in rows {
                let (digest, shown) = row?;
                if let Ok(digest) = <[u8; 32]>::try_from(digest) {
                    candidates.push(Handle::new(digest, to_usize(shown)));
                }
            }
            Ok(candidates)
        })?;
        handle::pick(&prefix, &candidates)
    }

    fn get(&self, handle: &Handle) -> Result<Vec<u8>> {
        let (id, bytes) = self.read(|connection| {
            let (id, _) = find(connection, handle)?;
            let mut statement =
                connection.prepare_cached("SELECT body FROM chunks WHERE original = ?1 ORDER BY seq")?;
            let mut rows = statement.query([id])?;
            let mut bytes = Vec::new();
            while let Some(row) = rows.next()? {
                bytes.extend_from_slice(&decompress(row.get_ref(0)?.as_blob()?)?);
            }
            Ok((id, bytes))
        })?;
        self.used(id);
        if handle::digest_of(&bytes) != *handle.digest() {
            return Err(Error::Corrupt(format!("original {handle} does not match its digest")));
        }
        Ok(bytes)
    }

    fn bytes(&self, handle: &Handle, first: usize, max: usize) -> Result<Span> {
        let (id, span) = self.read(|connection| {
            let (id, _) = find(connection, handle)?;
            let total: i64 = connection
                .prepare_cached("SELECT bytes FROM originals WHERE id = ?1")?
                .query_row([id], |row| row.get(0))?;
            let total = to_usize(total);
            if first == 0 || first > total {
                return Err(Error::BytesOutside { first, total }.into());
            }
            // 0-based, half-open.
            let (start, end) = (first - 1, first.saturating_add(max).saturating_sub(1).min(total));
            let mut statement =
                connection.prepare_cached("SELECT body FROM chunks WHERE original = ?1 ORDER BY seq")?;
            let mut rows = statement.query([id])?;
            let (mut at, mut bytes) = (0, Vec::with_capacity(end - start));
            while at < end {
                let Some(row) = rows.next()? else { break };
                let body = row.get_ref(0)?.as_blob()?;
                // A chunk wholly before the span is skipped by the size its frame records.
                if let Ok(Some(size)) = zstd::zstd_safe::get_frame_content_size(body)
                    && let Ok(size) = usize::try_from(size)
                    && at + size <= start
                {
                    at += size;
                    continue;
                }
                let raw = decompress(body)?;
                let (from, to) = (start.max(at) - at, end.min(at + raw.len()).saturating_sub(at));
                if from < to {
                    bytes.extend_from_slice(&raw[from..to]);
                }
                at += raw.len();
            }
            Ok((id, Span { bytes, first, total }))
        })?;
        self.used(id);
        Ok(span)
    }

    fn lines(&self, handle: &Handle, range: &LineRange) -> Result<Page> {
        let (id, page) = self.read(|connection| {
            let (id, total) = find(connection, handle)?;
            text::check_range(range, total)?;
            let first = to_i64(range.first);
            let seq: i64 = connection
                .prepare_cached(
                    "SELECT seq FROM chunks WHERE original = ?1 AND (first_line < ?2 OR (first_line = ?2 AND cont = 0)) \
                     ORDER BY seq DESC LIMIT 1",
                )?
                .query_row([id, first], |row| row.get(0))
                .optional()?
                .unwrap_or(0);
            let mut page = text::PageBuilder::new(range, total);
            stream(connection, id, seq, &mut |number, line| page.line(number, line))?;
            Ok((id, page.finish()))
        })?;
        self.used(id);
        Ok(page)
    }

    fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> Result<Matches> {
        let regex = text::compile(pattern)?;
        let (id, matches) = self.read(|connection| {
            let (id, total) = find(connection, handle)?;
            let mut grep = text::GrepBuilder::new(&regex, max.min(MAX_MATCHES), total);
            stream(connection, id, 0, &mut |number, line| grep.line(number, line))?;
            Ok((id, grep.finish()))
        })?;
        self.used(id);
        Ok(matches)
    }

    fn search(&self, query: &str, max: usize) -> Result<Found> {
        let phrase = text::words(query);
        if phrase.is_empty() {
            return Err(Error::EmptyQuery(query.to_owned()));
        }
        let unindexed = if self.options.read_only {
            self.stats()?.unindexed
        } else {
            match self.index_pending() {
                Ok(_) => 0,
                Err(Error::ReadOnly(_) | Error::Busy(_) | Error::Full(_)) => self.stats()?.unindexed,
                Err(error) => return Err(error),
            }
        };
        let unindexed = to_usize(i64::try_from(unindexed).unwrap_or(0));
        let shown = max.min(MAX_HITS);
        self.read(|connection| {
            // One word: every chunk the index names holds it, so only the hits shown are read.
            // Several: the index names the chunks holding every word, and each original counts
            // only once its text shows the phrase itself: every candidate chunk is read, by one
            // statement.
            let (hits, total) = if phrase.len() == 1 {
                one_by_one(connection, &phrase, shown)?
            } else {
                search::phrase(connection, &phrase, shown)?
            };
            Ok(Found { hits, total, unindexed })
        })
    }

    fn pin(&self, handle: &Handle, owner: &str) -> Result<()> {
        self.writable()?;
        self.retry(|connection| {
            let (id, _) = find(connection, handle)?;
            connection
                .prepare_cached("UPDATE originals SET used = ?2 WHERE id = ?1")?
                .execute(params![id, now()])?;
            connection
                .prepare_cached("INSERT OR IGNORE INTO pins (original, owner, since) VALUES (?1, ?2, ?3)")?
                .execute(params![id, owner, now()])?;
            Ok(())
        })
    }

    fn unpin(&self, handle: &Handle, owner: &str) -> Result<bool> {
        self.writable()?;
        self.retry(|connection| {
            let removed = connection
                .prepare_cached("DELETE FROM pins WHERE owner = ?2 AND original = (SELECT id FROM originals WHERE digest = ?1)")?
                .execute(params![&handle.digest()[..], owner])?;
            Ok(removed > 0)
        })
    }

    fn release(&self, owner: &str) -> Result<usize> {
        self.writable()?;
        self.retry(|connection| {
            Ok(connection.prepare_cached("DELETE FROM pins WHERE owner = ?1")?.execute([owner])?)
        })
    }

    fn entries(&self, max: usize) -> Result<Vec<Entry>> {
        self.read(|connection| {
            let mut statement = connection.prepare_cached(
                "SELECT digest, shown, label, bytes, lines, stored, created, used, \
                 (SELECT count(*) FROM pins WHERE original = o.id) FROM originals AS o ORDER BY created DESC, id DESC LIMIT ?1",
            )?;
            let rows = statement.query_map([to_i64(max)], |row| {
                Ok((
                    row.get::<_, Vec<u8>>(0)?,
                    row.get::<_, i64>(1)?,
                    row.get::<_, Option<String>>(2)?,
                    [row.get::<_, i64>(3)?, row.get(4)?, row.get(5)?, row.get(6)?, row.get(7)?, row.get(8)?],
                ))
            })?;
            let mut entries = Vec::new();
            for row in rows {
                let (digest, shown, label, [bytes, lines, stored, created, used, pins]) = row?;
                let Ok(digest) = <[u8; 32]>::try_from(digest) else { continue };
                entries.push(Entry {
                    handle: Handle::new(digest, to_usize(shown)),
                    label,
                    bytes: u64::try_from(bytes).unwrap_or(0),
                    lines: u64::try_from(lines).unwrap_or(0),
                    stored: u64::try_from(stored).unwrap_or(0),
                    created: time(created),
                    used: time(used),
                    pins: to_usize(pins),
                });
            }
            Ok(entries)
        })
    }

    fn stats(&self) -> Result<Stats> {
        let [originals, bytes, stored, pinned, unindexed] = self.read(|connection| {
            Ok(connection.query_row(
                "SELECT (SELECT count(*) FROM originals), (SELECT coalesce(sum(bytes), 0) FROM originals), \
                 (SELECT coalesce(sum(stored), 0) FROM originals), (SELECT count(DISTINCT original) FROM pins), \
                 (SELECT count(DISTINCT original) FROM chunks WHERE state = 0)",
                [],
                |row| Ok([row.get::<_, i64>(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?]),
            )?)
        })?;
        let size = |path: &Path| std::fs::metadata(path).map_or(0, |meta| meta.len());
        let mut wal = self.path.clone().into_os_string();
        wal.push("-wal");
        let unsigned = |value: i64| u64::try_from(value).unwrap_or(0);
        Ok(Stats {
            originals: unsigned(originals),
            bytes: unsigned(bytes),
            stored: unsigned(stored),
            file_bytes: Some(size(&self.path) + size(Path::new(&wal))),
            pinned: unsigned(pinned),
            unindexed: unsigned(unindexed),
            cap: self.options.cap,
        })
    }

    /// While the read-only connection cannot be opened (its open is tried again [`REOPEN`] after
    /// each failure): reads run on the write connection, behind the writes.
    fn degraded(&self) -> Option<String> {
        if self.reader.get().is_some() {
            return None;
        }
        let failed = self.reader_failed.lock().unwrap_or_else(PoisonError::into_inner);
        let (_, reason) = failed.as_ref()?;
        Some(format!(
            "the archive's read-only connection could not be opened ({reason}); reads run on its write connection, behind the writes, until it opens"
        ))
    }
}

/// `bytes` that do not compress (xorshift from `seed`): an original whose chunks stay about their
/// own size, for the unit tests of this module and its submodules.
/// (The integration tests keep a copy: this crate's packaged unit tests cannot depend on the
/// unpublished ctx-testdata, and the integration tests cannot see a `cfg(test)` item.)
#[cfg(test)]
pub(crate) fn noise(seed: u64, bytes: usize) -> Vec<u8> {
    let mut state = seed;
    (0..bytes)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use crate::ledger::{Ledger, Saving};

    /// An archive with the default options in a temporary directory (kept while it lives).
    fn temporary() -> (tempfile::TempDir, SqliteArchive) {
        let dir = tempfile::tempdir().expect("tempdir");
        let archive =
            SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default()).expect("open");
        (dir, archive)
    }

    #[test]
    fn a_put_on_one_thread_keeps_what_a_parallel_one_does_and_the_ledger_shares_its_context() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut log = String::new();
        for n in 0..40_000 {
            let _ = writeln!(log, "line {n}: compiling crate_{}", n % 97);
        }
        let mut handles = Vec::new();
        for parallel in [true, false] {
            let path = dir.path().join(format!("archive-{parallel}.sqlite"));
            let archive = SqliteArchive::open(&path, &Options::default().parallel(parallel)).expect("open");
            let handle = archive.put(log.as_bytes(), Some("cargo build")).expect("put");
            assert!(log.len() > 4 * CHUNK_BYTES, "several chunks");
            assert_eq!(archive.get(&handle).expect("get"), log.as_bytes(), "parallel {parallel}");
            assert_eq!(archive.put(log.as_bytes(), None).expect("a repeat"), handle);
            let page = archive.lines(&handle, &LineRange::new(40_000, 40_000)).expect("page");
            assert_eq!((page.text.as_str(), page.total_lines), ("line 39999: compiling crate_35\n", 40_000));
            // The ledger's text compresses with the context the put left.
            let after = "squashed\n".repeat(1_000);
            let saving = Saving::counted_later("squash", "cli", handle.hex(), 0).after_counted_later(&after);
            archive.record(&saving).expect("record");
            assert_eq!(archive.uncounted().expect("uncounted")[0].after.as_deref(), Some(after.as_str()));
            handles.push(handle);
        }
        assert_eq!(handles[0], handles[1]);
    }

    #[test]
    fn a_full_disk_is_an_error_and_the_archive_still_reads() {
        let (_dir, archive) = temporary();
        let small = archive.put(b"small", None).expect("put");
        // The database's page limit stands in for a full disk: SQLite answers SQLITE_FULL alike.
        let limit: i64 =
            archive.lock().query_row("PRAGMA max_page_count = 64", [], |row| row.get(0)).expect("pragma");
        assert_eq!(limit, 64);
        let noise = noise(0x2545_f491_4f6c_dd1d, 1 << 20);
        let error = archive.put(&noise, None).expect_err("full");
        assert!(matches!(&error, Error::Full(reason) if reason.contains("full")), "{error}");
        assert_eq!(error.to_string(), "the archive is full: database or disk is full");
        assert_eq!(archive.get(&small).expect("still reads"), b"small");
        assert_eq!(archive.stats().expect("stats").originals, 1, "nothing half-written");
    }

    #[test]
    fn sqlite_errors_become_the_archive_s() {
        let failure =
            |code| rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), Some("why".into()));
        assert!(matches!(to_error(&failure(rusqlite::ffi::SQLITE_FULL)), Error::Full(_)));
        assert!(matches!(to_error(&failure(rusqlite::ffi::SQLITE_CORRUPT)), Error::Corrupt(_)));
        assert!(matches!(to_error(&failure(rusqlite::ffi::SQLITE_NOTADB)), Error::Corrupt(_)));
        assert!(matches!(to_error(&failure(rusqlite::ffi::SQLITE_READONLY)), Error::ReadOnly(_)));
        assert!(matches!(to_error(&failure(rusqlite::ffi::SQLITE_IOERR)), Error::Storage(_)));
        assert!(
            is_busy(&failure(rusqlite::ffi::SQLITE_BUSY)) && is_busy(&failure(rusqlite::ffi::SQLITE_LOCKED))
        );
    }

    /// The reads run on the read-only connection: with a write transaction of this process held
    /// open on the write connection (the gate: it is let go only once the reads are done, or
    /// after a minute, which fails the test), every read answers, from what was committed, and
    /// the use a read records is written by the next put.
    #[test]
    fn a_read_completes_while_a_write_transaction_is_held_open() {
        let (_dir, archive) = temporary();
        let text = "error[E0382]: borrow of moved value\n".repeat(100);
        let handle = archive.put(text.as_bytes(), Some("cargo build")).expect("put");
        archive.lock().execute_batch("UPDATE originals SET used = 0").expect("an old use");
        let (holding, held) = std::sync::mpsc::channel();
        let (done, read) = std::sync::mpsc::channel::<()>();
        let archive = &archive;
        std::thread::scope(|scope| {
            let writer = scope.spawn(move || {
                let connection = archive.lock();
                connection
                    .execute_batch("BEGIN IMMEDIATE; UPDATE originals SET label = 'uncommitted'")
                    .expect("a write transaction");
                holding.send(()).expect("the reader waits");
                let answered = read.recv_timeout(Duration::from_mins(1));
                connection.execute_batch("ROLLBACK").expect("rolled back");
                answered
            });
            held.recv().expect("the write is held");
            assert_eq!(archive.resolve(&handle.to_string()).expect("resolve"), handle);
            assert_eq!(archive.get(&handle).expect("get"), text.as_bytes());
            let page = archive.lines(&handle, &LineRange::new(100, 100)).expect("lines");
            assert_eq!(page.text, "error[E0382]: borrow of moved value\n");
            assert_eq!(archive.bytes(&handle, 1, 5).expect("bytes").bytes, b"error");
            assert_eq!(archive.grep(&handle, "E0382", 1).expect("grep").total, 100);
            let entries = archive.entries(1).expect("entries");
            assert_eq!(entries[0].label.as_deref(), Some("cargo build"), "the committed label");
            assert_eq!(archive.stats().expect("stats").originals, 1);
            assert_eq!(
                archive.uses.lock().expect("uses").len(),
                1,
                "get, lines, bytes and grep of one original: one use (the latest) left to the next write"
            );
            done.send(()).expect("the writer waits");
            assert!(
                writer.join().expect("the writer").is_ok(),
                "the reads answered while the write was held"
            );
        });
        archive.put(b"the next put", None).expect("put");
        assert!(archive.uses.lock().expect("uses").is_empty(), "written by the put");
        let used = archive.entries(2).expect("entries").into_iter().find(|entry| entry.handle == handle);
        assert!(used.expect("kept").used > UNIX_EPOCH, "its use recorded");
    }

    /// A read's statements see one snapshot: an original another connection evicts between them
    /// (the gate: the read waits after finding it until the eviction is committed) is still read
    /// whole, as `get` reads it.
    #[test]
    fn a_read_sees_one_snapshot_while_another_connection_evicts() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("archive.sqlite");
        let archive = SqliteArchive::open(&path, &Options::default()).expect("open");
        let text = "error[E0382]: borrow of moved value\n".repeat(2000);
        let handle = archive.put(text.as_bytes(), None).expect("put");
        let (found, evict) = std::sync::mpsc::channel();
        let (evicted, resume) = std::sync::mpsc::channel();
        std::thread::scope(|scope| {
            scope.spawn(move || {
                evict.recv().expect("the read found it");
                let other = Connection::open(&path).expect("sqlite");
                other
                    .execute_batch("PRAGMA foreign_keys = ON; DELETE FROM pins; DELETE FROM chunks; DELETE FROM originals")
                    .expect("evicted");
                evicted.send(()).expect("the read waits");
            });
            let bytes = archive
                .read(|connection| {
                    let (id, _) = find(connection, &handle)?;
                    found.send(()).expect("the evicter waits");
                    resume.recv_timeout(Duration::from_mins(1)).expect("evicted");
                    let mut statement = connection
                        .prepare_cached("SELECT body FROM chunks WHERE original = ?1 ORDER BY seq")?;
                    let mut rows = statement.query([id])?;
                    let mut bytes = Vec::new();
                    while let Some(row) = rows.next()? {
                        bytes.extend_from_slice(&decompress(row.get_ref(0)?.as_blob()?)?);
                    }
                    Ok(bytes)
                })
                .expect("read");
            assert!(
                bytes == text.as_bytes(),
                "whole, from the snapshot the read began with: {} of {} bytes",
                bytes.len(),
                text.len()
            );
        });
        assert!(matches!(archive.get(&handle), Err(Error::UnknownHandle(_))), "evicted for the next read");
    }

    /// A read that panics inside its transaction leaves no transaction open behind it: the next
    /// read, and the next put, still work.
    #[test]
    fn a_read_that_panicked_leaves_no_transaction_open() {
        let dir = tempfile::tempdir().expect("tempdir");
        let archive =
            SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default()).expect("open");
        let handle = archive.put(b"first original\n", None).expect("put");
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = archive.read(|connection| -> Attempt<()> {
                find(connection, &handle)?;
                panic!("a read that fails half way");
            });
        }));
        assert!(panicked.is_err(), "the read panicked");
        assert_eq!(archive.get(&handle).expect("read after the panic"), b"first original\n");
        let second = archive.put(b"second original\n", None).expect("put after the panic");
        assert_eq!(archive.get(&second).expect("read it back"), b"second original\n");
    }

    /// A use a read left waiting (the write connection held) is written before eviction
    /// chooses: of two older originals, the one read since stays and the other goes.
    #[test]
    fn a_use_left_waiting_counts_before_eviction_chooses() {
        let dir = tempfile::tempdir().expect("tempdir");
        let cap = 700 << 10;
        let archive =
            SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default().cap(Some(cap)))
                .expect("open");
        let a = archive.put(&noise(1, 256 << 10), Some("a")).expect("put a");
        let b = archive.put(&noise(2, 256 << 10), Some("b")).expect("put b");
        // A used before B.
        archive.lock().execute_batch("UPDATE originals SET used = 1 WHERE label = 'a'; UPDATE originals SET used = 2 WHERE label = 'b'").expect("old uses");
        {
            // The write connection held: the read's use waits.
            let _held = archive.lock();
            assert_eq!(archive.bytes(&a, 1, 4).expect("read a").bytes.len(), 4);
            assert_eq!(archive.uses.lock().expect("uses").len(), 1, "left waiting");
        }
        archive.put(&noise(3, 256 << 10), Some("c")).expect("put c over the cap");
        assert!(archive.uses.lock().expect("uses").is_empty(), "written by the put");
        assert!(matches!(archive.get(&b), Err(Error::UnknownHandle(_))), "b, the least recently used, went");
        assert_eq!(archive.get(&a).expect("a, read since, stays"), noise(1, 256 << 10));
    }

    /// Uses whose writing fails are put back, one per original, the latest kept.
    #[test]
    fn uses_that_fail_to_be_written_are_put_back() {
        let (_dir, archive) = temporary();
        archive.uses.lock().expect("uses").extend([(1, 5), (2, 7)]);
        let holder = Connection::open(archive.path()).expect("sqlite");
        holder.execute_batch("BEGIN IMMEDIATE").expect("another process holds the write lock");
        let connection = Connection::open(archive.path()).expect("a connection");
        connection.busy_timeout(Duration::ZERO).expect("no wait");
        assert!(archive.stamp_uses(&connection).is_err(), "locked");
        assert_eq!(*archive.uses.lock().expect("uses"), HashMap::from([(1, 5), (2, 7)]), "put back");
        archive.restore_uses(HashMap::from([(1, 9), (2, 3)]));
        let uses = archive.uses.lock().expect("uses").clone();
        assert_eq!(uses, HashMap::from([(1, 9), (2, 7)]));
        holder.execute_batch("ROLLBACK").expect("let go");
    }

    /// A failed open of the read-only connection is tried again once [`REOPEN`] has passed:
    /// meanwhile reads run on the write connection.
    #[test]
    fn a_failed_reader_open_is_tried_again_later() {
        let (_dir, archive) = temporary();
        let handle = archive.put(b"an original", None).expect("put");
        assert_eq!(archive.degraded(), None);
        *archive.reader_failed.lock().expect("failed") = Some((Instant::now(), "no such file".into()));
        assert_eq!(archive.get(&handle).expect("read on the write connection"), b"an original");
        assert!(archive.reader.get().is_none(), "not tried again so soon");
        let said = archive.degraded().expect("said while reads run on the write connection");
        assert!(said.contains("read-only connection") && said.contains("no such file"), "{said}");
        *archive.reader_failed.lock().expect("failed") =
            Instant::now().checked_sub(REOPEN).map(|at| (at, "no such file".into()));
        assert_eq!(archive.get(&handle).expect("read"), b"an original");
        assert!(archive.reader.get().is_some(), "opened on a later read");
        assert!(archive.reader_failed.lock().expect("failed").is_none());
        assert_eq!(archive.degraded(), None, "said no more once it opened");
        assert!(archive.path().is_absolute(), "canonical: {}", archive.path().display());
    }

    #[test]
    fn a_lock_held_past_the_timeout_is_busy() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("archive.sqlite");
        let timeout = Duration::from_millis(200);
        let archive = SqliteArchive::open(&path, &Options::default().busy_timeout(timeout)).expect("open");
        let holder = Connection::open(&path).expect("sqlite");
        holder.execute_batch("BEGIN IMMEDIATE").expect("hold the write lock");
        let start = Instant::now();
        let error = archive.put(b"waits, then gives up", None).expect_err("busy");
        assert_eq!(error, Error::Busy(timeout));
        assert_eq!(error.to_string(), "the archive stayed locked by another process for 200ms");
        assert!(start.elapsed() >= timeout);
        holder.execute_batch("COMMIT").expect("release");
        archive.put(b"waits, then gives up", None).expect("free again");
    }
}
