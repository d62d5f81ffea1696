//! `ctx archive stats|gc`: what the archive holds, and its maintenance.

use std::io::Write;
use std::path::PathBuf;

use ctx_archive::Archive;

use crate::archive;

/// Arguments of `ctx archive`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    action: Action,
    /// The archive (default: `CTX_ARCHIVE`, else `.ctx/archive.sqlite`).
    #[arg(long, value_name = "PATH", global = true)]
    archive: Option<PathBuf>,
}

/// An action on the archive.
#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Originals kept, their bytes and what they take on disk.
    Stats {
        /// One JSON object instead of the table.
        #[arg(long)]
        json: bool,
    },
    /// Index what is pending, merge the full-text index and give free pages back to the disk.
    Gc,
}

/// Runs the action.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let archive = archive::open_existing(args.archive.as_deref())?;
    match args.action {
        Action::Stats { json } => {
            let stats = archive.stats()?;
            if json {
                let mut object = ctx_message::Object::new();
                object.insert("path", &archive.path().display().to_string());
                object.insert("originals", &stats.originals);
                object.insert("bytes", &stats.bytes);
                object.insert("stored", &stats.stored);
                object.insert("file_bytes", &stats.file_bytes);
                object.insert("pinned", &stats.pinned);
                object.insert("unindexed", &stats.unindexed);
                object.insert("cap", &stats.cap);
                writeln!(out, "{}", serde_json::to_string(&object)?)?;
            } else {
                writeln!(out, "archive    {}", archive.path().display())?;
                writeln!(out, "originals  {}", stats.originals)?;
                writeln!(out, "bytes      {} (stored in {})", stats.bytes, stats.stored)?;
                if let Some(file) = stats.file_bytes {
                    writeln!(out, "file       {file}")?;
                }
                writeln!(out, "pinned     {}", stats.pinned)?;
                writeln!(out, "unindexed  {}", stats.unindexed)?;
                match stats.cap {
                    Some(cap) => writeln!(out, "cap        {cap}")?,
                    None => writeln!(out, "cap        none")?,
                }
            }
        }
        Action::Gc => {
            let before = archive.stats()?.file_bytes.unwrap_or(0);
            archive.compact()?;
            let after = archive.stats()?.file_bytes.unwrap_or(0);
            writeln!(out, "{}: {before} -> {after} bytes", archive.path().display())?;
        }
    }
    Ok(())
}
