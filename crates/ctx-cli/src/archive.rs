//! Where the command line keeps originals and its ledger: `--archive PATH`, else the
//! configuration's `archive` (`CTX_ARCHIVE`, `ctx.toml`, the user's file), else
//! `.ctx/archive.sqlite`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use ctx_archive::{
    Archive, By, Entry, Found, Handle, Ledger, LineRange, Matches, Options, Page, Saving, Since, Span,
    SqliteArchive, Stats, Total, Unavailable, Uncounted,
};

use crate::config::{self, ArchivePath};

/// The environment variable naming the session a command's savings are recorded under (a
/// conversation id, for an agent's hook); `cli` when unset.
pub const SESSION_VARIABLE: &str = "CTX_SESSION";

/// How long a command that squashes waits for another process's lock before it squashes without
/// keeping the original (capture must not hang on the archive).
const CAPTURE_BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// The write-ahead log's size, in pages, from which a capture checkpoints it as soon as it opens
/// the archive, on its put's thread beside the squash (SQLite's own default size).
const CAPTURE_CHECKPOINT_PAGES: u32 = 256;

/// The size at which a capture's commits checkpoint the log themselves: a bound for an original
/// so large that its own put outgrows [`CAPTURE_CHECKPOINT_PAGES`] many times over (16 MiB of
/// pages), never reached by the ledger's row of a capture that checkpointed on opening.
const CAPTURE_AUTOCHECKPOINT_PAGES: u32 = 4096;

/// An archive of originals that is also a ledger of savings: what [`Flags::open`] gives.
pub trait Store: Archive + Ledger {}

impl<T: Archive + Ledger + ?Sized> Store for T {}

/// The archive flags of the commands that replace text (`squash`, `dedup`, `compact`, `run`).
#[derive(Debug, Clone, clap::Args)]
pub struct Flags {
    /// Keep the originals of what is replaced in this SQLite file (default: the configuration's
    /// `archive` — `CTX_ARCHIVE`, `ctx.toml`, the user's file — else `.ctx/archive.sqlite`);
    /// markers then name a handle for `ctx recall`, and the savings go to its ledger (`ctx gain`).
    #[arg(long, value_name = "PATH", conflicts_with = "no_archive")]
    archive: Option<PathBuf>,
    /// Keep no originals (and record no savings): markers say only how much was left out.
    #[arg(long)]
    no_archive: bool,
}

impl Flags {
    /// The archive's path as these flags and the configuration choose it, `None` when turned off.
    pub fn path(&self) -> Option<PathBuf> {
        match (&self.archive, self.no_archive) {
            (_, true) => None,
            (Some(path), false) => Some(path.clone()),
            (None, false) => configured(),
        }
    }

    /// The archive to keep originals in, or `None` when turned off. It is opened by its first use
    /// (see [`Lazy`]). An archive that cannot be opened is [`Unavailable`]: the command squashes
    /// as before, markers say the original was not kept, and [`warn_once`] says why.
    pub fn open(&self) -> Option<Arc<dyn Store>> {
        let options = Options::default().busy_timeout(CAPTURE_BUSY_TIMEOUT);
        Some(Arc::new(Lazy { path: self.path()?, options, checkpoint: None, store: OnceLock::new() }))
    }

    /// [`Flags::open`] for a capture (`squash`, `run`), whose put of a large output already runs
    /// on a thread of its own beside the squash: that put compresses on its thread alone
    /// ([`Options::parallel`] off), so the process runs two threads on its cores, not three. And
    /// the write-ahead log is checkpointed when the archive opens, on that thread, once it holds
    /// [`CAPTURE_CHECKPOINT_PAGES`] (its syncs wait for the disk while the output is squashed),
    /// not by whichever commit crosses the size: before, one capture in about seven waited for
    /// them after its squash, and its ledger's row for the log's restart.
    pub fn open_for_capture(&self) -> Option<Arc<dyn Store>> {
        let options = Options::default()
            .busy_timeout(CAPTURE_BUSY_TIMEOUT)
            .parallel(false)
            .autocheckpoint(CAPTURE_AUTOCHECKPOINT_PAGES);
        Some(Arc::new(Lazy {
            path: self.path()?,
            options,
            checkpoint: Some(CAPTURE_CHECKPOINT_PAGES),
            store: OnceLock::new(),
        }))
    }
}

/// The capture path's archive, opened by its first use rather than before the squash: the put of
/// a large output runs on a second thread while the output is squashed
/// (`Pipeline::capture_squashed`), and opening there keeps SQLite's start — reading the
/// write-ahead log the last process left, checking the schema — off the command's path too. An
/// output that is not squashed never opens it.
struct Lazy {
    path: PathBuf,
    options: Options,
    /// Checkpoint the log on opening when it holds this many pages
    /// ([`SqliteArchive::checkpoint_over`]).
    checkpoint: Option<u32>,
    store: OnceLock<Box<dyn Store>>,
}

impl Lazy {
    fn store(&self) -> &dyn Store {
        &**self.store.get_or_init(|| match SqliteArchive::open(&self.path, &self.options) {
            Ok(archive) => {
                if let Some(pages) = self.checkpoint {
                    // A checkpoint that fails leaves the log to a later one; the put says its own
                    // failures.
                    let _ = archive.checkpoint_over(pages);
                }
                Box::new(archive)
            }
            Err(error) => Box::new(Unavailable::new(naming(&self.path, &error))),
        })
    }
}

impl Archive for Lazy {
    fn put(&self, original: &[u8], label: Option<&str>) -> ctx_archive::Result<Handle> {
        self.store().put(original, label)
    }
    fn degraded(&self) -> Option<String> {
        // Not opened yet: nothing to say, and no reason to open it here.
        self.store.get()?.degraded()
    }
    fn resolve(&self, text: &str) -> ctx_archive::Result<Handle> {
        self.store().resolve(text)
    }
    fn get(&self, handle: &Handle) -> ctx_archive::Result<Vec<u8>> {
        self.store().get(handle)
    }
    fn lines(&self, handle: &Handle, range: &LineRange) -> ctx_archive::Result<Page> {
        self.store().lines(handle, range)
    }
    fn bytes(&self, handle: &Handle, first: usize, max: usize) -> ctx_archive::Result<Span> {
        self.store().bytes(handle, first, max)
    }
    fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> ctx_archive::Result<Matches> {
        self.store().grep(handle, pattern, max)
    }
    fn search(&self, query: &str, max: usize) -> ctx_archive::Result<Found> {
        self.store().search(query, max)
    }
    fn pin(&self, handle: &Handle, owner: &str) -> ctx_archive::Result<()> {
        self.store().pin(handle, owner)
    }
    fn unpin(&self, handle: &Handle, owner: &str) -> ctx_archive::Result<bool> {
        self.store().unpin(handle, owner)
    }
    fn release(&self, owner: &str) -> ctx_archive::Result<usize> {
        self.store().release(owner)
    }
    fn entries(&self, max: usize) -> ctx_archive::Result<Vec<Entry>> {
        self.store().entries(max)
    }
    fn stats(&self) -> ctx_archive::Result<Stats> {
        self.store().stats()
    }
}

impl Ledger for Lazy {
    fn record(&self, saving: &Saving) -> ctx_archive::Result<()> {
        self.store().record(saving)
    }
    fn totals(&self, by: By, since: Since) -> ctx_archive::Result<Vec<Total>> {
        self.store().totals(by, since)
    }
    fn uncounted(&self) -> ctx_archive::Result<Vec<Uncounted>> {
        self.store().uncounted()
    }
    fn settle(&self, id: u64, tokens_before: Option<u64>) -> ctx_archive::Result<()> {
        self.store().settle(id, tokens_before)
    }
    fn settle_after(&self, id: u64, tokens_after: u64) -> ctx_archive::Result<()> {
        self.store().settle_after(id, tokens_after)
    }
}

/// The configured archive path (`None` when it says off). A configuration that cannot be read
/// was reported by the command already; the default applies then.
fn configured() -> Option<PathBuf> {
    match config::current().map(|config| &config.archive.value) {
        Ok(ArchivePath::Path(path)) => Some(path.clone()),
        Ok(ArchivePath::Off) => None,
        Err(_) => Some(PathBuf::from(ctx_archive::DEFAULT_PATH)),
    }
}

/// The archive `ctx recall`, `ctx archive`, `ctx gain` and `ctx mcp` read: `--archive`, else the
/// configured one; an error names it when it does not exist or cannot be opened.
pub fn open_existing(flag: Option<&Path>) -> anyhow::Result<SqliteArchive> {
    let path = existing_path(flag)?;
    if !path.exists() {
        anyhow::bail!(
            "no archive at {}: commands keep originals there when they replace text",
            path.display()
        );
    }
    SqliteArchive::open(&path, &Options::default()).map_err(|error| anyhow::anyhow!(naming(&path, &error)))
}

/// Why the archive at `path` could not be opened, naming the file when the error does not
/// already (`the archive is corrupt: file is not a database` says nothing of which).
pub fn naming(path: &Path, error: &ctx_archive::Error) -> String {
    let (shown, reason) = (path.display().to_string(), error.to_string());
    if reason.contains(&shown) { reason } else { format!("{shown}: {reason}") }
}

/// The path [`open_existing`] opens.
pub fn existing_path(flag: Option<&Path>) -> anyhow::Result<PathBuf> {
    if let Some(path) = flag {
        return Ok(path.to_path_buf());
    }
    let archive = &config::current()?.archive;
    match &archive.value {
        ArchivePath::Path(path) => Ok(path.clone()),
        ArchivePath::Off => {
            anyhow::bail!("the archive is off ({}): name one with --archive PATH", archive.source)
        }
    }
}

/// Says once, on stderr, why originals were not kept.
pub fn warn_once(failure: Option<&str>) {
    if let Some(reason) = failure {
        eprintln!("warning: originals were not archived: {reason}");
    }
}

/// What a replacement replaced and what it put instead, for the ledger.
#[derive(Debug, Clone, Copy)]
pub enum Replaced<'a> {
    /// Tokens counted, before and after.
    Counted {
        /// Tokens before.
        before: usize,
        /// Tokens after.
        after: usize,
    },
    /// An original archived under `handle`, replaced by `after`: both counted later, by `ctx
    /// gain` (counting the original costs more than squashing it, and counting the squashed text
    /// first builds o200k's pre-tokenizer, which alone cost a capture more than the archive's
    /// put).
    Archived {
        /// The original's handle.
        handle: &'a ctx_archive::Handle,
        /// The text put in its place.
        after: &'a str,
    },
}

/// Records in `ledger` what `source` (`squash`, `dedup`, `compact`, `run`, `proxy`) saved,
/// in the session `CTX_SESSION` names (else `cli`), priced with the configured pricing. Nothing is
/// recorded when nothing was replaced. Never fails the caller: the reason is returned, for one
/// warning line.
pub fn record_saving(ledger: &dyn Ledger, source: &str, replaced: Replaced<'_>) -> Result<(), String> {
    if matches!(replaced, Replaced::Counted { before, after } if before == after) {
        return Ok(());
    }
    let session = std::env::var(SESSION_VARIABLE).ok().filter(|session| !session.trim().is_empty());
    let session = session.as_deref().unwrap_or("cli").trim();
    let (pricing, price) =
        config::current().map(|config| (config.pricing.value.clone(), config.price())).unwrap_or_default();
    let saving = match replaced {
        Replaced::Counted { before, after } => Saving::new(source, session, before as u64, after as u64),
        Replaced::Archived { handle, after } => {
            Saving::counted_later(source, session, handle.hex(), 0).after_counted_later(after)
        }
    };
    ledger.record(&saving.pricing(pricing, price)).map_err(|error| error.to_string())
}

/// What a command that replaced text does last: says why originals were not kept (`failure`, the
/// pipeline's), records the saving in the store's ledger, and says why that failed unless the
/// archive's failure said it already.
pub fn finish(store: Option<&Arc<dyn Store>>, failure: Option<&str>, source: &str, replaced: Replaced<'_>) {
    warn_once(failure);
    let Some(store) = store else { return };
    if let Err(reason) = record_saving(&**store, source, replaced)
        && failure.is_none()
    {
        eprintln!("warning: the saving was not recorded: {reason}");
    }
}

/// Leaves the store open for the process's exit to end, on the capture path (`squash`, `run`):
/// closing SQLite's last connection checkpoints the write-ahead log and syncs the file to disk,
/// which took 20–30 ms on a busy disk, longer than the squash itself; an exit without it is what a
/// crash is to SQLite, which keeps every committed original and saving (the next user of the
/// archive checkpoints). Only for a command that opens one store and then exits.
pub fn leave_open(store: Option<&Arc<dyn Store>>) {
    if let Some(store) = store {
        std::mem::forget(Arc::clone(store));
    }
}
