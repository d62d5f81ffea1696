//! Where the command line keeps originals: `--archive PATH`, `CTX_ARCHIVE`, or `.ctx/archive.sqlite`.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use ctx_archive::{Archive, DEFAULT_PATH, Options, SqliteArchive, Unavailable};

/// The environment variable that names the archive (`off` turns it off).
pub const VARIABLE: &str = "CTX_ARCHIVE";

/// How long a command that squashes waits for another process's lock before it squashes without
/// keeping the original (capture must not hang on the archive).
const CAPTURE_BUSY_TIMEOUT: Duration = Duration::from_secs(2);

/// The archive flags of the commands that replace text (`squash`, `dedup`, `compact`, `run`).
#[derive(Debug, Clone, clap::Args)]
pub struct Flags {
    /// Keep the originals of what is replaced in this SQLite file (default: `CTX_ARCHIVE`, else
    /// `.ctx/archive.sqlite` in the current directory); markers then name a handle for `ctx
    /// recall`.
    #[arg(long, value_name = "PATH", conflicts_with = "no_archive")]
    archive: Option<PathBuf>,
    /// Keep no originals: markers say only how much was left out.
    #[arg(long)]
    no_archive: bool,
}

impl Flags {
    /// The archive to keep originals in, or `None` when turned off. An archive that cannot be
    /// opened is [`Unavailable`]: the command squashes as before, markers say the original was not
    /// kept, and [`warn_once`] says why.
    pub fn open(&self) -> Option<Arc<dyn Archive>> {
        let path = match (&self.archive, self.no_archive) {
            (_, true) => return None,
            (Some(path), false) => path.clone(),
            (None, false) => path_from_environment()?,
        };
        let options = Options::default().busy_timeout(CAPTURE_BUSY_TIMEOUT);
        Some(match SqliteArchive::open(&path, &options) {
            Ok(archive) => Arc::new(archive),
            Err(error) => Arc::new(Unavailable::new(error.to_string())),
        })
    }
}

/// The archive path `CTX_ARCHIVE` names (`None` when it says `off`), else the default.
fn path_from_environment() -> Option<PathBuf> {
    match std::env::var_os(VARIABLE) {
        Some(value) if matches!(value.to_str(), Some("off" | "none" | "0" | "false")) => None,
        Some(value) if !value.is_empty() => Some(PathBuf::from(value)),
        _ => Some(PathBuf::from(DEFAULT_PATH)),
    }
}

/// The archive `ctx recall` and `ctx archive` read: `--archive`, else `CTX_ARCHIVE`, else the
/// default; an error names it when it cannot be opened.
pub fn open_existing(flag: Option<&Path>) -> anyhow::Result<SqliteArchive> {
    let path = match flag {
        Some(path) => path.to_path_buf(),
        None => path_from_environment()
            .ok_or_else(|| anyhow::anyhow!("{VARIABLE} is off: name an archive with --archive PATH"))?,
    };
    if !path.exists() {
        anyhow::bail!(
            "no archive at {}: commands keep originals there when they replace text",
            path.display()
        );
    }
    Ok(SqliteArchive::open(&path, &Options::default())?)
}

/// Says once, on stderr, why originals were not kept.
pub fn warn_once(failure: Option<&str>) {
    if let Some(reason) = failure {
        eprintln!("warning: originals were not archived: {reason}");
    }
}
