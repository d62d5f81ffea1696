//! `After`: the work a request leaves for once its response has been sent (its read-ahead, the
//! names and archived copy prepared for the history it sent, freeing the messages it is done
//! with, recording its saving), handed to the threads that do it only then: a helper thread woken
//! while the request's own threads still need both cores (forwarding it, waiting on the archive,
//! sending the response back) takes one of them, and at any niceness runs its slice before it
//! gives the core back. The work is handed in when the first of its handles goes: the response's
//! body ended or dropped (sent whole, or the client gone mid-stream; a moment later, [`SETTLE`],
//! for its last bytes to be written first), the request ended without one (the upstream failed),
//! or the timer the server sets for [`AFTER_AT_MOST`], so that a stream that never ends neither
//! keeps the work from running nor the memory it frees held. Nothing is lost: whichever handle
//! goes last, the work has been handed in.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use crate::pool::Pool;

/// The longest a request's work waits for its response to be sent: a model's stream lasts
/// seconds, and its machine is idle meanwhile, so past this the work runs beside the stream.
pub(crate) const AFTER_AT_MOST: Duration = Duration::from_secs(1);

/// How long after its response's last bytes are handed to the connection the work is handed in:
/// long enough for the connection to write them and the client to read them (well under a
/// millisecond on one machine) before a helper woken takes a core from either.
const SETTLE: Duration = Duration::from_millis(1);

/// A piece of the work: it hands itself to the thread that does it (quickly: it runs where the
/// handle goes, on the response's thread).
type Job = Box<dyn FnOnce() + Send>;

/// The jobs held, in order, until one of the handles hands them in (`None` once it has).
type Held = Arc<Mutex<Option<Vec<Job>>>>;

/// A handle on the work a request left for after its response; every clone is the same work,
/// handed in once.
#[derive(Clone)]
pub(crate) struct After(Held);

impl std::fmt::Debug for After {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("After").field("handed", &self.handed()).finish()
    }
}

impl After {
    /// `job`, run on `pool`'s thread once handed in.
    pub(crate) fn on(pool: &Pool, job: impl FnOnce() + Send + 'static) -> After {
        let pool = pool.clone();
        After::new(move || pool.run(job))
    }

    /// `hand`, which hands a piece of work to its thread, called once the work is handed in.
    pub(crate) fn new(hand: impl FnOnce() + Send + 'static) -> After {
        After(Arc::new(Mutex::new(Some(vec![Box::new(hand)]))))
    }

    /// `hand` too, called after the jobs before it, or now if the work was handed in already.
    pub(crate) fn and(&self, hand: impl FnOnce() + Send + 'static) {
        let mut held = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(jobs) = &mut *held {
            jobs.push(Box::new(hand));
        } else {
            drop(held);
            hand();
        }
    }

    /// Hands the work in now, unless a handle has already.
    pub(crate) fn release(&self) {
        let jobs = self.0.lock().unwrap_or_else(PoisonError::into_inner).take();
        for job in jobs.into_iter().flatten() {
            job();
        }
    }

    /// Lets this handle go a moment from now ([`SETTLE`]), on a timer of the runtime it is let
    /// go on (at once where there is none; a runtime shutting down drops the timer, and the
    /// handle with it).
    pub(crate) fn release_soon(self) {
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn(async move {
                tokio::time::sleep(SETTLE).await;
                drop(self);
            })),
            Err(_) => drop(self),
        }
    }

    /// True once the work has been handed in.
    pub(crate) fn handed(&self) -> bool {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).is_none()
    }

    /// Hands the work in after [`AFTER_AT_MOST`] at the latest (a timer on the runtime: a
    /// runtime shut down first drops the timer's handle, which hands it in then).
    pub(crate) fn at_most(&self) {
        let bound = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(AFTER_AT_MOST).await;
            bound.release();
        });
    }
}

impl Drop for After {
    fn drop(&mut self) {
        self.release();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;
    use std::time::Instant;

    use super::*;

    #[test]
    fn the_work_waits_for_the_first_handle_to_go_and_is_handed_in_once_in_order() {
        let pool = Pool::new("test-after", 0);
        let (sender, receiver) = channel();
        let (first, second) = (sender.clone(), sender);
        let after = After::on(&pool, move || first.send("read ahead").expect("the test waits"));
        let same = pool.clone();
        after.and(move || same.run(move || second.send("recorded").expect("the test waits")));
        let other = after.clone();
        std::thread::sleep(Duration::from_millis(50));
        assert!(receiver.try_recv().is_err(), "held while both handles stand");
        assert!(!after.handed());
        drop(after);
        assert!(other.handed());
        let ran: Vec<&str> = receiver.iter().take(2).collect();
        assert_eq!(ran, ["read ahead", "recorded"]);
        other.release();
        drop(other);
        assert!(receiver.recv_timeout(Duration::from_millis(100)).is_err(), "handed in once");
    }

    #[test]
    fn work_added_once_handed_in_runs_at_once() {
        let (sender, receiver) = channel();
        let after = After::new(|| {});
        after.release();
        after.and(move || sender.send(()).expect("the test waits"));
        assert_eq!(receiver.try_recv(), Ok(()));
    }

    #[tokio::test]
    async fn a_response_that_never_ends_has_its_work_handed_in_after_the_bound() {
        let (sender, receiver) = channel();
        let started = Instant::now();
        let after = After::new(move || sender.send(Instant::now()).expect("the test waits"));
        after.at_most();
        // The response's handle is still held: only the timer can hand the work in.
        let ran = tokio::task::spawn_blocking(move || receiver.recv_timeout(Duration::from_mins(1)))
            .await
            .expect("the wait")
            .expect("handed in by the timer");
        assert!(ran.duration_since(started) >= AFTER_AT_MOST);
        assert!(after.handed());
    }
}
