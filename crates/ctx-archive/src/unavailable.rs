//! `Unavailable`: the archive that could not be opened, answering every call with why.

use crate::archive::{Archive, Entry, Found, LineRange, Matches, Page, Stats};
use crate::ledger::{By, Ledger, Saving, Since, Total, Uncounted};
use crate::{Error, Handle, Result};

/// An archive that could not be opened (a corrupt file, a read-only directory, a full disk):
/// every call fails with the reason, so a caller that squashes through it goes on squashing, and
/// says once that originals were not kept.
///
/// ```
/// use ctx_archive::{Archive, Unavailable};
///
/// let archive = Unavailable::new("cannot open .ctx/archive.sqlite: read-only file system");
/// let error = archive.put(b"an original", None).unwrap_err();
/// assert_eq!(error.to_string(), "the archive is unavailable: cannot open .ctx/archive.sqlite: read-only file system");
/// ```
#[derive(Debug, Clone)]
pub struct Unavailable {
    reason: String,
}

impl Unavailable {
    /// An archive that is unavailable for `reason`.
    pub fn new(reason: impl Into<String>) -> Self {
        Unavailable { reason: reason.into() }
    }

    fn error(&self) -> Error {
        Error::Unavailable(self.reason.clone())
    }
}

impl Archive for Unavailable {
    fn put(&self, _: &[u8], _: Option<&str>) -> Result<Handle> {
        Err(self.error())
    }
    fn resolve(&self, _: &str) -> Result<Handle> {
        Err(self.error())
    }
    fn get(&self, _: &Handle) -> Result<Vec<u8>> {
        Err(self.error())
    }
    fn lines(&self, _: &Handle, _: &LineRange) -> Result<Page> {
        Err(self.error())
    }
    fn grep(&self, _: &Handle, _: &str, _: usize) -> Result<Matches> {
        Err(self.error())
    }
    fn search(&self, _: &str, _: usize) -> Result<Found> {
        Err(self.error())
    }
    fn pin(&self, _: &Handle, _: &str) -> Result<()> {
        Err(self.error())
    }
    fn unpin(&self, _: &Handle, _: &str) -> Result<bool> {
        Err(self.error())
    }
    fn release(&self, _: &str) -> Result<usize> {
        Err(self.error())
    }
    fn entries(&self, _: usize) -> Result<Vec<Entry>> {
        Err(self.error())
    }
    fn stats(&self) -> Result<Stats> {
        Err(self.error())
    }
}

impl Ledger for Unavailable {
    fn record(&self, _: &Saving) -> Result<()> {
        Err(self.error())
    }
    fn totals(&self, _: By, _: Since) -> Result<Vec<Total>> {
        Err(self.error())
    }
    fn uncounted(&self) -> Result<Vec<Uncounted>> {
        Err(self.error())
    }
    fn settle(&self, _: u64, _: Option<u64>) -> Result<()> {
        Err(self.error())
    }
    fn settle_after(&self, _: u64, _: u64) -> Result<()> {
        Err(self.error())
    }
}
