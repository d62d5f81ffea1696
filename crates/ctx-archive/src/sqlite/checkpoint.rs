//! Checkpointing the write-ahead log when the host chooses: copying its pages into the file (with
//! the two syncs that takes) at a moment when waiting costs nothing, rather than at whichever
//! commit happens to take it past [`Options::autocheckpoint`](super::Options::autocheckpoint).

use super::SqliteArchive;
use crate::error::Result;

impl SqliteArchive {
    /// Checkpoints the write-ahead log now when it holds `pages` or more pages not yet copied into
    /// the file; whether it did. The checkpoint is SQLite's passive one: it copies what no reader
    /// still needs and never waits for another process (one busy checkpointing is left to it).
    ///
    /// The command line's capture calls it on its put's thread as soon as the archive is open,
    /// while the output is being squashed: the syncs wait for the disk there, the put's commit
    /// then starts the log afresh (one more sync, on that thread too), and the process's later
    /// commit (its ledger's row) only appends to it.
    pub fn checkpoint_over(&self, pages: u32) -> Result<bool> {
        if self.options.read_only {
            return Ok(false);
        }
        self.retry(|connection| {
            // NOOP copies nothing: it reads the log's size and how much of it is in the file.
            let (log, done): (i64, i64) = connection
                .query_row("PRAGMA wal_checkpoint(NOOP)", [], |row| Ok((row.get(1)?, row.get(2)?)))?;
            if log.saturating_sub(done.max(0)) < i64::from(pages) {
                return Ok(false);
            }
            connection.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?;
            Ok(true)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::archive::Archive;
    use crate::sqlite::{Options, SqliteArchive};

    /// `bytes` that do not compress: each chunk of an original stays about its own size.
    fn noise(bytes: usize) -> Vec<u8> {
        crate::sqlite::noise(0x9e37_79b9_7f4a_7c15, bytes)
    }

    /// Frames in the log and frames copied into the file.
    fn log(archive: &SqliteArchive) -> (i64, i64) {
        archive
            .lock()
            .query_row("PRAGMA wal_checkpoint(NOOP)", [], |row| Ok((row.get(1)?, row.get(2)?)))
            .expect("noop")
    }

    #[test]
    fn the_log_is_checkpointed_when_the_host_asks_and_only_past_its_size() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("archive.sqlite");
        let archive = SqliteArchive::open(&path, &Options::default().autocheckpoint(0)).expect("open");
        let original = noise(1_500_000);
        let handle = archive.put(&original, Some("noise")).expect("put");
        let (frames, copied) = log(&archive);
        assert!(frames > 256 && copied == 0, "no commit checkpointed: {frames} frames, {copied} copied");
        assert!(!archive.checkpoint_over(u32::try_from(frames + 1).expect("frames")).expect("under"));
        assert_eq!(log(&archive), (frames, 0), "under its size, nothing is copied");
        assert!(archive.checkpoint_over(256).expect("over"));
        assert_eq!(log(&archive), (frames, frames), "every frame copied into the file");
        assert!(!archive.checkpoint_over(1).expect("done"), "nothing left to copy");
        // Another process's connection reads the original from the file and the log alike.
        drop(archive);
        let reopened = SqliteArchive::open(&path, &Options::default()).expect("reopen");
        assert_eq!(reopened.get(&handle).expect("get"), original);
    }

    #[test]
    fn the_default_commit_checkpoints_as_before() {
        let dir = tempfile::tempdir().expect("tempdir");
        let archive =
            SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default()).expect("open");
        archive.put(&noise(1_500_000), None).expect("put");
        let (frames, copied) = log(&archive);
        assert_eq!(frames, copied, "the commit past 256 pages checkpointed");
        assert!(!archive.checkpoint_over(1).expect("nothing left"));
        let read_only =
            SqliteArchive::open(archive.path(), &Options::default().read_only(true)).expect("open");
        assert!(!read_only.checkpoint_over(0).expect("a reader never checkpoints"));
    }
}
