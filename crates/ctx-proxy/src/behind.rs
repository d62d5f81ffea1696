//! `Behind`: the proxy's archive, writing behind. A put names its original's handle at once — the
//! SHA-256 hashed on the caller's thread, or handed in finished by the caller
//! ([`Archive::put_hashed`]: the pipeline's archived copy prepared ahead), the store asked (a read)
//! that no other original shares its digits — and the store's own work (for SQLite: compression, insert, commit) runs on the
//! proxy's archive helper thread, in the order the puts and pins came, off the request's path.
//! [`Behind::ticket`] and [`Behind::stored`] let a response hold its last byte until what its
//! request named is stored: the client, and so the model, never reads a handle not yet kept.
//!
//! A put the store refuses (or stores under a longer handle than the one named, or under another
//! digest than the one handed in: a caller's bug, its original then kept unpinned) opens an outage,
//! reported once, and the puts after it are stored at once, as the pipeline stores it without this
//! wrapper, so their markers say `original not kept` while the store keeps refusing; the first the
//! store keeps (at once, or behind) ends the outage and puts the wrapper back to writing behind,
//! so a later outage is reported again — one report a minute at most ([`REPORT_EVERY`]): a store
//! that refuses and keeps puts in turn has the outages of the minute after a report counted and
//! said with the next report, or once an outage ends after that minute. The markers already sent
//! named a handle that `recall` answers as unknown, never as another original.
//!
//! An expired session's pins are released behind too ([`Behind::release_behind`]): after the puts
//! and pins handed in before it, and before any a session of the same name hands in later.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

use ctx_archive::{Archive, Entry, Error, Found, Handle, LineRange, Matches, Page, Result, Span, Stats};
use tokio::sync::watch;

use crate::pool::Pool;

/// Past this many bytes of originals waiting for the store, a put is stored at once on the
/// caller's thread: a store slower than the requests holds at most this much in memory.
const WAITING_BYTES: usize = 64 << 20;

/// How long a response waits for the store at most: a store stuck on its disk (an fsync stall, a
/// network file system; SQLite's busy timeout covers neither) holds no response for longer. Past
/// it the response goes on and the wait is reported once.
const PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

/// The fewest seconds between two reports of outages: a store whose outages open and end by the
/// dozen (a disk at its limit, freeing and filling) fills no log; each report says how many went
/// unsaid since the last.
const REPORT_EVERY: std::time::Duration = std::time::Duration::from_mins(1);

/// How an outage's report opens.
const NOT_KEPT: &str = "an original a marker named was not archived (recall answers its handle as unknown; later markers say whether theirs was kept): ";

/// A wait for the archive helper thread to have stored what a request handed in.
pub(crate) type Wait = Pin<Box<dyn Future<Output = ()> + Send>>;

/// What the archive helper thread does, in order.
enum Op {
    /// Stores `original`, whose handle was named `named`.
    Put { original: Vec<u8>, label: Option<String>, named: Handle },
    /// Pins `handle` for `owner`.
    Pin { handle: Handle, owner: String },
    /// Removes every pin `owner` holds.
    Release { owner: String },
}

/// The work waiting, how much, and how far the thread got.
#[derive(Default)]
struct Queue {
    ops: VecDeque<Op>,
    /// Bytes of originals waiting.
    bytes: usize,
    /// Ops handed in so far: a ticket is this count.
    handed: u64,
    /// Ops done so far (stored, or failed and reported).
    done: u64,
    /// Whether a job draining the queue is with the helper thread.
    draining: bool,
    /// The put being stored, out of `ops` and not yet in the store.
    storing: Option<Handle>,
}

/// What the wrapper and its helper thread's jobs share.
struct Inner {
    store: Arc<dyn Archive>,
    pool: Pool,
    queue: Mutex<Queue>,
    /// Signalled as ops are done, for a thread that waits for them ([`Inner::flush`]).
    settled: Condvar,
    /// The ops done, for a response that waits for them ([`Behind::stored`]).
    done: watch::Sender<u64>,
    /// Set by a put or pin the store refused after its handle was named, cleared by the next put
    /// it keeps: while it is set, every put is stored at once. Changed only under `outages`' lock.
    failed: AtomicBool,
    /// The outages so far: each is reported when it opens.
    outages: Mutex<Outages>,
    /// Set while outages wait to be reported ([`REPORT_EVERY`]): the next put kept after the
    /// minute reports them, if no outage opening does first.
    owed_report: AtomicBool,
    /// Set the first time a response stopped waiting for the store ([`PATIENCE`]).
    impatient: AtomicBool,
    /// Set once the store said it works short of its best ([`Archive::degraded`]).
    degraded_said: AtomicBool,
    /// How long a response waits for the store at most ([`PATIENCE`]; shorter in tests).
    patience: std::time::Duration,
    /// The fewest time between two reports of outages ([`REPORT_EVERY`]; shorter in tests).
    report_every: std::time::Duration,
    report: Box<dyn Fn(&str) + Send + Sync>,
}

/// The store's outages: from a put or pin it refused after its handle was named to the next put
/// it keeps.
#[derive(Default)]
struct Outages {
    /// How many have opened.
    count: u64,
    /// Named originals (or pins) not kept since the current one opened; 0 when none is open.
    lost: u64,
    /// Named originals (or pins) not kept in the outages that have ended.
    lost_before: u64,
    /// Why the latest one opened.
    reason: Option<String>,
    /// When outages were last reported.
    said_at: Option<std::time::Instant>,
    /// Outages opened since then and not reported ([`REPORT_EVERY`]).
    unsaid: u64,
}

impl Outages {
    /// Whether a report may be made now, `every` after the last; if so, it is counted as made.
    fn may_say(&mut self, every: std::time::Duration) -> bool {
        let now = std::time::Instant::now();
        if self.said_at.is_some_and(|at| now.duration_since(at) < every) {
            return false;
        }
        self.said_at = Some(now);
        true
    }
}

/// An archive whose puts and pins are stored behind the request that made them (see the module).
pub(crate) struct Behind {
    inner: Arc<Inner>,
}

impl Behind {
    /// `store` written behind on `pool`'s thread; `report` is told, once an outage, why a put
    /// named before it was stored was not kept (and what else the log should say of the store:
    /// a response that stopped waiting for it, a store working short of its best).
    pub(crate) fn new(
        store: Arc<dyn Archive>,
        pool: Pool,
        report: impl Fn(&str) + Send + Sync + 'static,
    ) -> Behind {
        let (done, _) = watch::channel(0);
        Behind {
            inner: Arc::new(Inner {
                store,
                pool,
                queue: Mutex::new(Queue::default()),
                settled: Condvar::new(),
                done,
                failed: AtomicBool::new(false),
                outages: Mutex::new(Outages::default()),
                owed_report: AtomicBool::new(false),
                impatient: AtomicBool::new(false),
                degraded_said: AtomicBool::new(false),
                patience: PATIENCE,
                report_every: REPORT_EVERY,
                report: Box::new(report),
            }),
        }
    }

    /// The same, a response waiting `patience` for the store at most (tests).
    #[cfg(test)]
    fn with_patience(
        store: Arc<dyn Archive>,
        pool: Pool,
        patience: std::time::Duration,
        report: impl Fn(&str) + Send + Sync + 'static,
    ) -> Behind {
        Behind::with_times(store, pool, patience, REPORT_EVERY, report)
    }

    /// The same, a response waiting `patience` for the store at most and outages reported
    /// `report_every` apart at most (tests).
    #[cfg(test)]
    fn with_times(
        store: Arc<dyn Archive>,
        pool: Pool,
        patience: std::time::Duration,
        report_every: std::time::Duration,
        report: impl Fn(&str) + Send + Sync + 'static,
    ) -> Behind {
        let behind = Behind::new(store, pool, report);
        match Arc::try_unwrap(behind.inner) {
            Ok(mut inner) => {
                inner.patience = patience;
                inner.report_every = report_every;
                Behind { inner: Arc::new(inner) }
            }
            Err(inner) => Behind { inner },
        }
    }

    /// Everything handed in so far: [`Behind::stored`] of it waits for this and all before it.
    pub(crate) fn ticket(&self) -> u64 {
        self.inner.lock().handed
    }

    /// A future that ends once every op up to `ticket` is done (stored, or failed and reported),
    /// or after [`PATIENCE`] (said once); `None` when they are done already.
    pub(crate) fn stored(&self, ticket: u64) -> Option<Wait> {
        let mut done = self.inner.done.subscribe();
        if *done.borrow_and_update() >= ticket {
            return None;
        }
        let inner = Arc::clone(&self.inner);
        Some(Box::pin(async move {
            // A sender dropped (the proxy gone) ends the wait too.
            let stored = done.wait_for(|done| *done >= ticket);
            if tokio::time::timeout(inner.patience, stored).await.is_err()
                && !inner.impatient.swap(true, Ordering::AcqRel)
            {
                (inner.report)(&format!(
                    "the archive took over {} s to store an original; a response went on before it was kept",
                    inner.patience.as_secs()
                ));
            }
        }))
    }

    /// Releases `owner`'s pins on the archive helper thread, after what was handed in before: no
    /// request waits for the store. A failure only means the pins stay until the archive's own
    /// clean-up, as it does when released at once.
    pub(crate) fn release_behind(&self, owner: &str) {
        self.inner.hand(self.inner.lock(), Op::Release { owner: owner.to_owned() });
    }

    /// Why a put named before it was stored was not kept, in the latest outage.
    #[cfg(test)]
    pub(crate) fn failure(&self) -> Option<String> {
        self.inner.outages().reason.clone()
    }

    /// How many outages have opened.
    #[cfg(test)]
    fn outage_count(&self) -> u64 {
        self.inner.outages().count
    }

    /// Waits until every op handed in so far is done.
    #[cfg(test)]
    pub(crate) fn flush(&self) {
        self.inner.flush();
    }
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn outages(&self) -> MutexGuard<'_, Outages> {
        self.outages.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until every op handed in before the call is done: a read then sees every put.
    fn flush(&self) {
        let mut queue = self.lock();
        let target = queue.handed;
        while queue.done < target {
            queue = self.settled.wait(queue).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Hands `op` to the helper thread, which drains the queue in order; a job is handed to the
    /// pool only when none is draining it (so the pool's queue holds one job of ours at most).
    fn hand(self: &Arc<Self>, mut queue: MutexGuard<'_, Queue>, op: Op) {
        if let Op::Put { original, .. } = &op {
            queue.bytes += original.len();
        }
        queue.ops.push_back(op);
        queue.handed += 1;
        let start = !std::mem::replace(&mut queue.draining, true);
        drop(queue);
        if start {
            let inner = Arc::clone(self);
            self.pool.run(move || inner.drain());
        }
    }

    /// Does the ops waiting, in order, until there are none.
    fn drain(&self) {
        loop {
            let op = {
                let mut queue = self.lock();
                let Some(op) = queue.ops.pop_front() else {
                    queue.draining = false;
                    return;
                };
                if let Op::Put { named, .. } = &op {
                    queue.storing = Some(*named);
                }
                op
            };
            // A store that panicked (no store should) fails the op, and the queue goes on: a
            // response never waits for an op that will not be done.
            let caught = |run: &mut dyn FnMut() -> Result<Option<Handle>>| {
                std::panic::catch_unwind(AssertUnwindSafe(run))
                    .unwrap_or_else(|_| Err(Error::Storage("the archive panicked".into())))
            };
            // The op and what reports it, caught whole: whatever happens, the op is counted done.
            let bytes = std::panic::catch_unwind(AssertUnwindSafe(|| match op {
                Op::Put { original, label, named } => {
                    match caught(&mut || self.store.put(&original, label.as_deref()).map(Some)) {
                        Ok(Some(stored)) if stored != named => self.fail(&format!(
                            "an original named {named} was stored as {stored}, its digest (the host's digest named another original)"
                        )),
                        Ok(Some(stored)) if stored.digits() != named.digits() => self.fail(&format!(
                            "an original named {named} was stored as {stored} (another original took its digits meanwhile)"
                        )),
                        Ok(_) => self.kept(),
                        Err(error) => self.fail(&error.to_string()),
                    }
                    original.len()
                }
                Op::Release { owner } => {
                    // A failure leaves the pins to the archive's own clean-up: not a put lost.
                    let _ = caught(&mut || self.store.release(&owner).map(|_| None));
                    0
                }
                Op::Pin { handle, owner } => {
                    if let Err(error) = caught(&mut || self.store.pin(&handle, &owner).map(|()| None)) {
                        self.fail(&error.to_string());
                    }
                    0
                }
            }))
            .unwrap_or(0);
            let mut queue = self.lock();
            queue.bytes = queue.bytes.saturating_sub(bytes);
            queue.storing = None;
            queue.done += 1;
            // Told under the lock, so that whoever sees the count done sees the wait's end too.
            self.done.send_replace(queue.done);
            drop(queue);
            self.settled.notify_all();
        }
    }

    /// A put or pin whose handle was named was not kept: the first of an outage is said, with the
    /// outages before it (within [`REPORT_EVERY`] of the last report, counted for the next
    /// instead); later puts are stored at once until the store keeps one.
    fn fail(&self, reason: &str) {
        let mut outages = self.outages();
        self.failed.store(true, Ordering::Release);
        outages.lost += 1;
        if outages.lost == 1 {
            outages.count += 1;
            outages.reason = Some(reason.to_owned());
            if !outages.may_say(self.report_every) {
                outages.unsaid += 1;
                self.owed_report.store(true, Ordering::Release);
                return;
            }
            self.owed_report.store(false, Ordering::Release);
            let unsaid = match std::mem::take(&mut outages.unsaid) {
                0 => String::new(),
                unsaid => format!(", {unsaid} of them not reported"),
            };
            let earlier = match outages.count {
                1 => String::new(),
                count => format!(
                    " (outage {count}: the archive had kept originals again since the last; {} named before not kept in the earlier outages{unsaid})",
                    outages.lost_before
                ),
            };
            (self.report)(&format!("{NOT_KEPT}{reason}{earlier}"));
        }
    }

    /// The store kept a put: an outage open ends, and puts are written behind again. Outages not
    /// reported yet are said here once [`REPORT_EVERY`] has passed since the last report.
    fn kept(&self) {
        if !self.failed.load(Ordering::Acquire) && !self.owed_report.load(Ordering::Acquire) {
            return;
        }
        let mut outages = self.outages();
        if self.failed.load(Ordering::Acquire) {
            self.failed.store(false, Ordering::Release);
            outages.lost_before += std::mem::take(&mut outages.lost);
        }
        if outages.unsaid > 0 && outages.lost == 0 && outages.may_say(self.report_every) {
            let unsaid = std::mem::take(&mut outages.unsaid);
            self.owed_report.store(false, Ordering::Release);
            (self.report)(&format!(
                "{unsaid} more outage(s) of the archive opened and ended since the last report, the latest because: {} ({} named originals not kept in {} outages so far)",
                outages.reason.as_deref().unwrap_or("unknown"),
                outages.lost_before,
                outages.count
            ));
        }
    }

    /// A put or pin the store refused at once, an outage open: outages opened within
    /// [`REPORT_EVERY`] of the last report and not said yet are said once it has passed, so an
    /// outage that never ends is told too (no put kept would ever say it).
    fn refused(&self) {
        if !self.owed_report.load(Ordering::Acquire) {
            return;
        }
        let mut outages = self.outages();
        if outages.unsaid > 0 && outages.may_say(self.report_every) {
            let unsaid = std::mem::take(&mut outages.unsaid);
            self.owed_report.store(false, Ordering::Release);
            (self.report)(&format!(
                "{unsaid} more outage(s) of the archive opened since the last report, the latest still open because: {} ({} named originals not kept in {} outages so far)",
                outages.reason.as_deref().unwrap_or("unknown"),
                outages.lost_before + outages.lost,
                outages.count
            ));
        }
    }

    /// The handle an original of `bytes` is named by before it is stored (`named`: its digest,
    /// [`Handle::of`]): shown as the store shows it when it holds it already, else with the
    /// fewest digits when no original stored or waiting shares them; `None` when another does, or
    /// the store cannot be asked (then it is stored at once, as it would be without this wrapper).
    fn name(&self, named: Handle, bytes: usize, queue: &Queue) -> Option<Handle> {
        let named = self.ask(named)?;
        Inner::waiting_free(named, bytes, queue)
    }

    /// Says once, after a read of the store, why the store works short of its best when it does
    /// (a SQLite store reading on its write connection, its read-only one not opened): the
    /// puts' names then wait for the helper's commits.
    fn say_degraded(&self) {
        if self.degraded_said.load(Ordering::Relaxed) {
            return;
        }
        if let Some(reason) = self.store.degraded()
            && !self.degraded_said.swap(true, Ordering::AcqRel)
        {
            (self.report)(&reason);
        }
    }

    /// The store's answer for `named`'s digits: itself when the store holds it or no original
    /// shares them, `None` when another does or the store cannot be asked.
    fn ask(&self, named: Handle) -> Option<Handle> {
        match self.store.resolve(&named.to_string()) {
            Ok(found) if found == named => Some(found),
            Err(Error::UnknownHandle(_)) => Some(named),
            _ => None,
        }
    }

    /// `named`, when no original waiting or being stored shares its digits and the waiting bytes
    /// allow one more.
    fn waiting_free(named: Handle, bytes: usize, queue: &Queue) -> Option<Handle> {
        // Four bytes are the fewest digits a handle is shown with.
        let shares = |other: &Handle| other != &named && other.digest()[..4] == named.digest()[..4];
        let waiting = queue.ops.iter().filter_map(|op| match op {
            Op::Put { named: other, .. } => Some(other),
            Op::Pin { .. } | Op::Release { .. } => None,
        });
        let taken = waiting.chain(&queue.storing).any(shares);
        (queue.bytes + bytes <= WAITING_BYTES && !taken).then_some(named)
    }
}

impl Behind {
    /// A put named `named()` (the digest of `original`, hashed by `put` or handed to
    /// `put_hashed`) before it is stored: handed in under the queue's lock, so that no put of
    /// the same digits is handed in between; stored now, after what waits, when it cannot be.
    fn put_named(
        &self,
        original: Cow<'_, [u8]>,
        named: impl FnOnce() -> Handle,
        label: Option<&str>,
    ) -> Result<Handle> {
        let inner = &self.inner;
        if !inner.failed.load(Ordering::Acquire) {
            let named = named();
            // The store asked outside the queue's lock (a store may be busy storing the put
            // before: other requests' puts do not wait for it), then, under the lock, asked
            // again only if a put was stored meanwhile (it was waiting or being stored when the
            // store was asked, so the queue no longer shows it).
            let done = inner.lock().done;
            let asked = inner.ask(named);
            inner.say_degraded();
            let queue = inner.lock();
            let named = match asked {
                Some(named) if queue.done == done => Inner::waiting_free(named, original.len(), &queue),
                Some(_) => inner.name(named, original.len(), &queue),
                None => None,
            };
            if let Some(named) = named {
                let (original, label) = (original.into_owned(), label.map(str::to_owned));
                inner.hand(queue, Op::Put { original, label, named });
                return Ok(named);
            }
            drop(queue);
            // Stored now, after what waits: its handle is the store's own.
            inner.flush();
        }
        let stored = inner.store.put(&original, label);
        if stored.is_ok() {
            // The store keeps originals again: the next put is written behind.
            inner.kept();
        } else {
            inner.refused();
        }
        stored
    }
}

impl Archive for Behind {
    fn put(&self, original: &[u8], label: Option<&str>) -> Result<Handle> {
        // Hashed here, on the request's path.
        self.put_named(Cow::Borrowed(original), || Handle::of(original), label)
    }

    fn put_hashed(&self, original: Vec<u8>, digest: [u8; 32], label: Option<&str>) -> Result<Handle> {
        // Hashed by the host as it wrote it (off the request's path, mostly): named by that
        // digest, which the helper checks against the store's own as it stores it.
        self.put_named(Cow::Owned(original), || Handle::of_digest(digest), label)
    }
    fn pin(&self, handle: &Handle, owner: &str) -> Result<()> {
        if self.inner.failed.load(Ordering::Acquire) {
            self.inner.flush();
            let pinned = self.inner.store.pin(handle, owner);
            if pinned.is_err() {
                self.inner.refused();
            }
            return pinned;
        }
        self.inner.hand(self.inner.lock(), Op::Pin { handle: *handle, owner: owner.to_owned() });
        Ok(())
    }

    fn resolve(&self, text: &str) -> Result<Handle> {
        self.inner.flush();
        self.inner.store.resolve(text)
    }

    fn get(&self, handle: &Handle) -> Result<Vec<u8>> {
        self.inner.flush();
        self.inner.store.get(handle)
    }

    fn lines(&self, handle: &Handle, range: &LineRange) -> Result<Page> {
        self.inner.flush();
        self.inner.store.lines(handle, range)
    }

    fn bytes(&self, handle: &Handle, first: usize, max: usize) -> Result<Span> {
        self.inner.flush();
        self.inner.store.bytes(handle, first, max)
    }

    fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> Result<Matches> {
        self.inner.flush();
        self.inner.store.grep(handle, pattern, max)
    }

    fn search(&self, query: &str, max: usize) -> Result<Found> {
        self.inner.flush();
        self.inner.store.search(query, max)
    }

    fn unpin(&self, handle: &Handle, owner: &str) -> Result<bool> {
        self.inner.flush();
        self.inner.store.unpin(handle, owner)
    }

    fn release(&self, owner: &str) -> Result<usize> {
        self.inner.flush();
        self.inner.store.release(owner)
    }

    fn entries(&self, max: usize) -> Result<Vec<Entry>> {
        self.inner.flush();
        self.inner.store.entries(max)
    }

    fn stats(&self) -> Result<Stats> {
        self.inner.flush();
        self.inner.store.stats()
    }

    fn degraded(&self) -> Option<String> {
        self.inner.store.degraded()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    use ctx_archive::MemoryArchive;

    use super::*;

    /// A memory store whose puts wait `delay` (and, when it has a gate, for the gate to let each
    /// through), refuse while `refusals` is above zero, counting it down (and panic when `panics`
    /// is set), and whose `resolve` answers `other`'s handle when set (another original sharing
    /// the digits).
    struct Store {
        memory: MemoryArchive,
        delay: Duration,
        refusals: AtomicUsize,
        panics: bool,
        other: Option<Handle>,
        gate: Option<Mutex<std::sync::mpsc::Receiver<()>>>,
        /// What it says of itself ([`Archive::degraded`]).
        degraded: Mutex<Option<String>>,
    }

    impl Store {
        fn new(delay: Duration, refusals: usize, other: Option<Handle>) -> Arc<Store> {
            Arc::new(Store {
                memory: MemoryArchive::new(),
                delay,
                refusals: AtomicUsize::new(refusals),
                panics: false,
                other,
                gate: None,
                degraded: Mutex::new(None),
            })
        }

        /// A store whose every put waits for the gate (the sender) to let it through, refusing
        /// the first `refusals`.
        fn gated(refusals: usize) -> (Arc<Store>, std::sync::mpsc::Sender<()>) {
            let (open, gate) = std::sync::mpsc::channel();
            let store = Arc::new(Store {
                memory: MemoryArchive::new(),
                delay: Duration::ZERO,
                refusals: AtomicUsize::new(refusals),
                panics: false,
                other: None,
                gate: Some(Mutex::new(gate)),
                degraded: Mutex::new(None),
            });
            (store, open)
        }
    }

    impl Archive for Store {
        fn put(&self, original: &[u8], label: Option<&str>) -> Result<Handle> {
            std::thread::sleep(self.delay);
            if let Some(gate) = &self.gate {
                let _ = gate.lock().expect("the gate").recv();
            }
            assert!(!self.panics, "a store that panics");
            if self
                .refusals
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| left.checked_sub(1))
                .is_ok()
            {
                return Err(Error::Storage("the disk is full".into()));
            }
            self.memory.put(original, label)
        }
        fn resolve(&self, text: &str) -> Result<Handle> {
            self.other.map_or_else(|| self.memory.resolve(text), Ok)
        }
        fn get(&self, handle: &Handle) -> Result<Vec<u8>> {
            self.memory.get(handle)
        }
        fn lines(&self, handle: &Handle, range: &LineRange) -> Result<Page> {
            self.memory.lines(handle, range)
        }
        fn grep(&self, handle: &Handle, pattern: &str, max: usize) -> Result<Matches> {
            self.memory.grep(handle, pattern, max)
        }
        fn search(&self, query: &str, max: usize) -> Result<Found> {
            self.memory.search(query, max)
        }
        fn pin(&self, handle: &Handle, owner: &str) -> Result<()> {
            self.memory.pin(handle, owner)
        }
        fn unpin(&self, handle: &Handle, owner: &str) -> Result<bool> {
            self.memory.unpin(handle, owner)
        }
        fn release(&self, owner: &str) -> Result<usize> {
            self.memory.release(owner)
        }
        fn entries(&self, max: usize) -> Result<Vec<Entry>> {
            self.memory.entries(max)
        }
        fn stats(&self) -> Result<Stats> {
            self.memory.stats()
        }
        fn degraded(&self) -> Option<String> {
            self.degraded.lock().expect("degraded").clone()
        }
    }

    fn behind(store: &Arc<Store>) -> (Behind, Arc<AtomicUsize>) {
        let reports = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&reports);
        let behind =
            Behind::new(Arc::clone(store) as Arc<dyn Archive>, Pool::new("test-archive", 0), move |_| {
                counted.fetch_add(1, Ordering::SeqCst);
            });
        (behind, reports)
    }

    /// A wrapper of `store` whose reports are kept, in order, outages reported `report_every`
    /// apart at most.
    fn saying(store: &Arc<Store>, report_every: Duration) -> (Behind, Arc<Mutex<Vec<String>>>) {
        let said = Arc::new(Mutex::new(Vec::new()));
        let saying = Arc::clone(&said);
        let behind = Behind::with_times(
            Arc::clone(store) as Arc<dyn Archive>,
            Pool::new("test-archive", 0),
            PATIENCE,
            report_every,
            move |reason| {
                saying.lock().expect("said").push(reason.to_owned());
            },
        );
        (behind, said)
    }

    #[test]
    fn a_put_hashed_by_its_host_is_named_by_that_digest_and_a_wrong_digest_is_said_not_kept() {
        let store = Store::new(Duration::ZERO, 0, None);
        let (behind, said) = saying(&store, Duration::ZERO);
        let original = "[\n  {\"role\": \"user\"}\n]".repeat(50);
        let mut hashing = ctx_archive::Hashing::new();
        for piece in original.as_bytes().chunks(100) {
            hashing.update(piece);
        }
        let named = behind.put_hashed(original.clone().into_bytes(), hashing.digest(), None).expect("named");
        assert_eq!(
            (named, named.to_string()),
            (Handle::of(original.as_bytes()), Handle::of(original.as_bytes()).to_string())
        );
        behind.flush();
        assert_eq!(store.memory.get(&named).expect("stored"), original.as_bytes());
        assert!(said.lock().expect("said").is_empty());
        // A digest that is not the original's names a handle the store never holds: said, and
        // recall answers it as unknown, never with another original.
        let wrong = behind.put_hashed(b"another original".to_vec(), [7; 32], None).expect("named");
        behind.flush();
        assert!(matches!(store.memory.resolve(&wrong.to_string()), Err(Error::UnknownHandle(_))));
        let said = said.lock().expect("said");
        assert!(said.iter().any(|reason| reason.contains("was stored as")), "{said:?}");
    }

    #[test]
    fn a_put_is_named_at_once_and_stored_behind_in_order_with_its_pin() {
        let store = Store::new(Duration::from_millis(50), 0, None);
        let (behind, reports) = behind(&store);
        let originals: Vec<String> = (0..4).map(|n| format!("original {n}\n").repeat(100)).collect();
        let mut named = Vec::new();
        for original in &originals {
            let handle = behind.put(original.as_bytes(), Some("test")).expect("named");
            behind.pin(&handle, "conversation").expect("pinned");
            named.push(handle);
        }
        let ticket = behind.ticket();
        assert_eq!(ticket, 8, "four puts and four pins handed in");
        // Named before stored: the store does not hold them all yet.
        assert!(store.memory.stats().expect("stats").originals < 4);
        behind.flush();
        assert!(behind.stored(ticket).is_none(), "done");
        for (original, handle) in originals.iter().zip(&named) {
            assert_eq!(store.memory.resolve(&handle.to_string()).expect("stored"), *handle);
            assert_eq!(store.memory.get(handle).expect("kept"), original.as_bytes());
        }
        // Pinned after it was stored: releasing the conversation finds every pin.
        assert_eq!(store.memory.release("conversation").expect("released"), 4);
        // The same original again is named as stored, and a read through the wrapper sees it all.
        assert_eq!(behind.put(originals[0].as_bytes(), None).expect("named"), named[0]);
        assert_eq!(behind.get(&named[0]).expect("read"), originals[0].as_bytes());
        assert_eq!((behind.failure().as_deref(), reports.load(Ordering::SeqCst)), (None, 0));
    }

    /// A store stuck longer than the response's patience: the wait ends anyway, said once; what
    /// was handed in is still stored, in order, once the store answers.
    #[test]
    fn a_response_waits_for_a_stuck_store_no_longer_than_its_patience() {
        let store = Store::new(Duration::from_millis(400), 0, None);
        let reports = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&reports);
        let behind = Behind::with_patience(
            Arc::clone(&store) as Arc<dyn Archive>,
            Pool::new("test-archive", 0),
            Duration::from_millis(20),
            move |reason| {
                assert!(reason.contains("a response went on before it was kept"), "{reason}");
                counted.fetch_add(1, Ordering::SeqCst);
            },
        );
        let handle = behind.put(b"an original the store is slow to keep", None).expect("named");
        let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build().expect("a runtime");
        for _ in 0..2 {
            let wait = behind.stored(behind.ticket()).expect("not stored yet");
            runtime.block_on(wait);
        }
        assert_eq!(reports.load(Ordering::SeqCst), 1, "said once");
        behind.flush();
        assert_eq!(store.memory.resolve(&handle.to_string()).expect("stored in the end"), handle);
        assert_eq!(behind.failure(), None);
    }

    #[test]
    fn a_refused_put_is_reported_once_and_later_puts_are_stored_at_once() {
        let store = Store::new(Duration::ZERO, usize::MAX, None);
        let (behind, reports) = behind(&store);
        // Named before the store refused it: its marker names a handle the store answers as unknown.
        let first = behind.put(b"first original", None).expect("named before it is stored");
        behind.pin(&first, "conversation").expect("handed in");
        behind.flush();
        assert!(matches!(store.memory.resolve(&first.to_string()), Err(Error::UnknownHandle(_))));
        assert_eq!(behind.failure().as_deref(), Some("archive storage failed: the disk is full"));
        // From then on the store's own answer: the pipeline's marker says the original was not kept.
        for _ in 0..3 {
            assert!(matches!(behind.put(b"a later original", None), Err(Error::Storage(_))));
        }
        assert_eq!(reports.load(Ordering::SeqCst), 1, "said once");
    }

    /// A store that refuses one put and then keeps them: the put after the refusal is stored at
    /// once (its marker tells whether it was kept), and once one is kept the next is behind again.
    #[test]
    fn a_store_that_refuses_then_keeps_puts_is_written_behind_again() {
        let store = Store::new(Duration::ZERO, 1, None);
        let (behind, reports) = behind(&store);
        let refused = behind.put(b"refused behind", None).expect("named before it is stored");
        behind.flush();
        assert_eq!(behind.failure().as_deref(), Some("archive storage failed: the disk is full"));
        assert!(matches!(store.memory.resolve(&refused.to_string()), Err(Error::UnknownHandle(_))));
        let handed = behind.ticket();
        // Stored at once, not handed in: kept, so its handle is the store's own.
        let direct = behind.put(b"stored at once", None).expect("kept");
        assert_eq!(behind.ticket(), handed, "not handed in");
        assert_eq!(store.memory.get(&direct).expect("kept at once"), b"stored at once");
        // Written behind again: handed in, and stored once the helper is done.
        let later = behind.put(b"written behind again", None).expect("named");
        assert_eq!(behind.ticket(), handed + 1, "handed in");
        behind.flush();
        assert_eq!(store.memory.get(&later).expect("stored behind"), b"written behind again");
        assert_eq!(reports.load(Ordering::SeqCst), 1, "said once");
    }

    /// Two outages, the store keeping a put between them: each is reported, the second as such.
    #[test]
    fn each_outage_is_reported() {
        let store = Store::new(Duration::ZERO, 1, None);
        let (behind, said) = saying(&store, Duration::ZERO);
        behind.put(b"refused in the first outage", None).expect("named");
        behind.flush();
        behind.put(b"kept at once: the outage ends", None).expect("kept");
        store.refusals.store(1, Ordering::SeqCst);
        behind.put(b"refused in the second outage", None).expect("named, written behind again");
        behind.flush();
        let said = said.lock().expect("said").clone();
        assert_eq!(said.len(), 2, "{said:?}");
        assert_eq!(said[0], format!("{NOT_KEPT}archive storage failed: the disk is full"));
        assert!(said[1].contains("outage 2") && said[1].contains("1 named before not kept"), "{}", said[1]);
        assert_eq!(behind.outage_count(), 2);
    }

    /// A store whose outages open and end by the dozen: the first is reported, those within
    /// [`REPORT_EVERY`] after it are counted, and said with the next report once that has passed —
    /// at the next outage, or when one ends.
    #[test]
    fn outages_are_reported_once_a_minute_at_most_and_the_rest_said_later() {
        let store = Store::new(Duration::ZERO, 0, None);
        let (behind, said) = saying(&store, REPORT_EVERY);
        let outage = |n: usize| {
            store.refusals.store(1, Ordering::SeqCst);
            behind.put(format!("refused in outage {n}").as_bytes(), None).expect("named");
            behind.flush();
            behind.put(format!("kept at once after outage {n}").as_bytes(), None).expect("kept");
        };
        for n in 1..=5 {
            outage(n);
        }
        assert_eq!(behind.outage_count(), 5);
        let said_now = || said.lock().expect("said").clone();
        assert_eq!(
            said_now(),
            [format!("{NOT_KEPT}archive storage failed: the disk is full")],
            "the first alone"
        );
        // A minute later: the next outage's report says the four before it went unreported.
        let a_minute_ago = std::time::Instant::now().checked_sub(REPORT_EVERY);
        behind.inner.outages().said_at = a_minute_ago;
        outage(6);
        // The report at `index` says each of `parts`.
        let says = |index: usize, parts: &[&str]| {
            let reports = said_now();
            let report = reports.get(index).map_or("", String::as_str);
            assert!(parts.iter().all(|part| report.contains(part)), "{reports:?}");
            reports.len()
        };
        assert_eq!(says(1, &["outage 6", "4 of them not reported"]), 2);
        // Outages unsaid within the minute: said with the next one opening after it.
        outage(7);
        outage(8);
        assert_eq!(said_now().len(), 2, "within the minute");
        behind.inner.outages().said_at = std::time::Instant::now().checked_sub(REPORT_EVERY);
        store.refusals.store(1, Ordering::SeqCst);
        behind.put(b"refused in outage 9", None).expect("named");
        behind.flush();
        assert_eq!(says(2, &["outage 9", "2 of them not reported"]), 3);
        behind.put(b"kept at once: outage 9 ends", None).expect("kept");
        outage(10);
        assert_eq!(said_now().len(), 3, "within the minute");
        // No outage opens after the minute: the next put kept says the tenth.
        behind.inner.outages().said_at = std::time::Instant::now().checked_sub(REPORT_EVERY);
        behind.put(b"kept behind after the minute", None).expect("named");
        behind.flush();
        assert_eq!(says(3, &["1 more outage(s)", "10 outages"]), 4);
        behind.put(b"and no more", None).expect("named");
        behind.flush();
        assert_eq!(said_now().len(), 4, "said once");
        // An outage that ends and one that never ends, both within the minute: said by a put refused at once
        // after the minute, though no put is ever kept again.
        outage(11);
        store.refusals.store(usize::MAX, Ordering::SeqCst);
        behind.put(b"refused behind: outage 12 opens", None).expect("named");
        behind.flush();
        assert!(behind.put(b"refused at once within the minute", None).is_err());
        assert_eq!(said_now().len(), 4, "within the minute");
        behind.inner.outages().said_at = std::time::Instant::now().checked_sub(REPORT_EVERY);
        assert!(behind.put(b"refused at once after the minute", None).is_err());
        assert_eq!(says(4, &["2 more outage(s)", "still open", "the disk is full", "12 outages"]), 5);
        assert!(behind.put(b"refused again", None).is_err());
        assert_eq!(said_now().len(), 5, "said once");
    }

    /// A store that works short of its best (a SQLite store reading on its write connection) is
    /// said once, at the first put that finds it so, and the puts go on as before.
    #[test]
    fn a_degraded_store_is_said_once() {
        let store = Store::new(Duration::ZERO, 0, None);
        let (behind, said) = saying(&store, REPORT_EVERY);
        behind.put(b"before", None).expect("named");
        assert!(said.lock().expect("said").is_empty());
        *store.degraded.lock().expect("degraded") = Some("reads run on the write connection".into());
        assert_eq!(behind.degraded().as_deref(), Some("reads run on the write connection"));
        for n in 0..3 {
            let handle = behind.put(format!("original {n}").as_bytes(), None).expect("named");
            behind.flush();
            assert_eq!(store.memory.get(&handle).expect("stored behind"), format!("original {n}").as_bytes());
        }
        assert_eq!(*said.lock().expect("said"), ["reads run on the write connection"]);
    }

    /// A put the helper keeps after one it was refused (both handed in before the refusal) ends
    /// the outage: the next put is handed in behind again, not stored at once.
    #[test]
    fn a_put_kept_behind_ends_the_outage() {
        let (store, open) = Store::gated(1);
        let (behind, reports) = behind(&store);
        behind.put(b"refused behind", None).expect("named");
        let kept = behind.put(b"kept behind", None).expect("named");
        assert_eq!(behind.ticket(), 2, "both handed in before the store answered");
        open.send(()).expect("the store waits at its gate");
        open.send(()).expect("the store waits at its gate");
        behind.flush();
        assert_eq!(store.memory.get(&kept).expect("kept"), b"kept behind");
        assert_eq!(reports.load(Ordering::SeqCst), 1);
        open.send(()).expect("the gate opened for the next put");
        behind.put(b"written behind again", None).expect("named");
        assert_eq!(behind.ticket(), 3, "handed in, not stored at once");
        behind.flush();
    }

    /// A release is handed in behind a put the store has not finished: the caller does not wait
    /// for it, and it runs after the pins handed in before it, releasing them all.
    #[test]
    fn a_release_is_handed_in_behind_and_the_caller_does_not_wait() {
        let (store, open) = Store::gated(0);
        let (behind, _) = behind(&store);
        let handles: Vec<Handle> = (0..3)
            .map(|n| {
                let handle = behind.put(format!("original {n}").as_bytes(), None).expect("named");
                behind.pin(&handle, "conversation").expect("handed in");
                handle
            })
            .collect();
        // The store holds the first put at its gate: a release that waited for it would not return.
        behind.release_behind("conversation");
        assert_eq!(behind.ticket(), 7, "three puts, three pins and the release handed in");
        assert_eq!(store.memory.stats().expect("stats").originals, 0, "nothing stored yet");
        for _ in &handles {
            open.send(()).expect("the store waits at its gate");
        }
        behind.flush();
        for (n, handle) in handles.iter().enumerate() {
            assert_eq!(store.memory.get(handle).expect("stored"), format!("original {n}").as_bytes());
        }
        assert_eq!(store.memory.stats().expect("stats").pinned, 0, "released after its pins");
        assert_eq!(behind.failure(), None);
    }

    #[test]
    fn a_put_whose_digits_another_original_shares_is_stored_at_once() {
        let other = Handle::of(b"another original");
        let store = Store::new(Duration::from_millis(200), 0, Some(other));
        let (behind, _) = behind(&store);
        let handle = behind.put(b"this original", None).expect("stored");
        // Stored before the put returned, under the store's own handle.
        assert_eq!(store.memory.get(&handle).expect("stored at once"), b"this original");
        assert_eq!(behind.ticket(), 0, "nothing handed in");
    }

    #[test]
    fn a_store_that_panics_fails_the_put_and_no_response_waits_for_it() {
        let store = Arc::new(Store {
            memory: MemoryArchive::new(),
            delay: Duration::ZERO,
            refusals: AtomicUsize::new(0),
            panics: true,
            other: None,
            gate: None,
            degraded: Mutex::new(None),
        });
        let (behind, reports) = behind(&store);
        behind.put(b"an original", None).expect("named");
        let ticket = behind.ticket();
        behind.flush();
        assert!(behind.stored(ticket).is_none(), "the op is done, failed");
        assert_eq!(behind.failure().as_deref(), Some("archive storage failed: the archive panicked"));
        assert_eq!(reports.load(Ordering::SeqCst), 1);
    }
}
