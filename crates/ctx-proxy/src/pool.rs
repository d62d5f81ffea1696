//! `Pool`: one long-lived helper thread, parked while it has nothing to do, that runs the work a
//! request leaves to another thread (counting its large new messages, reading their names,
//! reading ahead), rather than a thread started for each piece of work on every request; a job it
//! cannot take runs on a thread of its own or, when no thread can start, where it was handed in.

use std::collections::VecDeque;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::Builder;

/// A piece of work for the pool's thread.
type Job = Box<dyn FnOnce() + Send>;

/// How a thread is started (a test's pool starts none).
type Start = fn(Builder, Job) -> std::io::Result<()>;

/// The most jobs waiting for a pool's thread: past it, a job gets a thread of its own, as every
/// job did before the pool, so a burst of requests is not queued behind one thread. The queue is
/// bounded, not what runs beside it: on a busy machine the `later` pool's jobs (each holding the
/// messages it reads or frees) may wait on threads at niceness 10 for as long as the requests
/// keep both cores busy, as the threads started per request did before.
const QUEUED: usize = 16;

/// The jobs waiting, whether the pool's thread runs, and whether the pool is gone.
#[derive(Default)]
struct Jobs {
    queue: VecDeque<Job>,
    running: bool,
    closed: bool,
}

/// What the pool's thread shares with the pool: the jobs, and the signal that one came.
#[derive(Default)]
struct Shared {
    jobs: Mutex<Jobs>,
    ready: Condvar,
}

/// The pool as its owners hold it; dropped by the last, it lets its thread end once the jobs
/// waiting are done.
struct Handle {
    shared: Arc<Shared>,
    name: &'static str,
    nice: i32,
    start: Start,
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.shared.jobs.lock().unwrap_or_else(PoisonError::into_inner).closed = true;
        self.shared.ready.notify_all();
    }
}

/// One helper thread, started at the first job and parked between jobs, which runs the jobs in
/// the order they came, at the niceness it was made with (a job that can wait for a core yields
/// it to the requests).
#[derive(Clone)]
pub(crate) struct Pool(Arc<Handle>);

impl Pool {
    /// A pool whose thread is named `name` and runs at niceness `nice` (0: as the request's
    /// threads; more: it gives way to them).
    pub(crate) fn new(name: &'static str, nice: i32) -> Pool {
        Pool::starting(name, nice, |builder, job| builder.spawn(job).map(drop))
    }

    fn starting(name: &'static str, nice: i32, start: Start) -> Pool {
        Pool(Arc::new(Handle { shared: Arc::default(), name, nice, start }))
    }

    /// Runs `job` on the pool's thread once the jobs before it are done, starting the thread if
    /// it is not running; with [`QUEUED`] jobs waiting, on a thread of its own; and here, now,
    /// when no thread can start.
    pub(crate) fn run(&self, job: impl FnOnce() + Send + 'static) {
        let Err(job) = self.queue(Box::new(job)) else { return };
        // The job is kept here until a thread has it, so that it runs here if none starts.
        let handed = Arc::new(Mutex::new(Some(job)));
        let (theirs, nice) = (Arc::clone(&handed), self.0.nice);
        let own: Job = Box::new(move || {
            let job = theirs.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some(job) = job {
                be_nice(nice);
                job();
            }
        });
        if (self.0.start)(Builder::new().name(self.0.name.into()), own).is_err() {
            let job = handed.lock().unwrap_or_else(PoisonError::into_inner).take();
            if let Some(job) = job {
                // Caught here as on the pool's thread: a job's panic never unwinds its caller.
                let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
            }
        }
    }

    /// Queues `job` for the pool's thread, started if it is not running; the job back when the
    /// queue is full or the thread cannot start.
    fn queue(&self, job: Job) -> Result<(), Job> {
        let handle = &self.0;
        let mut jobs = handle.shared.jobs.lock().unwrap_or_else(PoisonError::into_inner);
        if jobs.queue.len() >= QUEUED {
            return Err(job);
        }
        if !jobs.running {
            let (shared, nice) = (Arc::clone(&handle.shared), handle.nice);
            let worker: Job = Box::new(move || work(&shared, nice));
            if (handle.start)(Builder::new().name(handle.name.into()), worker).is_err() {
                return Err(job);
            }
            jobs.running = true;
        }
        jobs.queue.push_back(job);
        drop(jobs);
        handle.shared.ready.notify_one();
        Ok(())
    }
}

/// The pool's thread: each job in turn, parked while there is none, until the pool is gone and
/// the jobs left are done. A job that panics ends alone (its thread goes on with the next).
fn work(shared: &Shared, nice: i32) {
    be_nice(nice);
    loop {
        let job = {
            let mut jobs = shared.jobs.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if let Some(job) = jobs.queue.pop_front() {
                    break job;
                }
                if jobs.closed {
                    jobs.running = false;
                    return;
                }
                jobs = shared.ready.wait(jobs).unwrap_or_else(PoisonError::into_inner);
            }
        };
        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
    }
}

/// Raises the calling thread's niceness by `nice` when it is more than 0, to at most 19 (Linux
/// keeps it per thread; elsewhere it would be the whole process's, so it is left alone there); a
/// thread that cannot is left as it is.
fn be_nice(nice: i32) {
    #[cfg(target_os = "linux")]
    if nice > 0
        && let Ok(now) = rustix::process::getpriority_process(None)
    {
        let _ = rustix::process::setpriority_process(None, now.saturating_add(nice).min(19));
    }
    #[cfg(not(target_os = "linux"))]
    let _ = nice;
}

/// The proxy's helper threads: one for the work a request waits for or soon reads (its large
/// messages' counts, their names), at the requests' own priority, and one for what only a later
/// request reads (the read-ahead, the names of the history sent, freeing what the request is done
/// with), handed its jobs once the response is sent (after.rs), at niceness 10, so that it takes
/// a core only when the requests leave one.
///
/// And one for the archive's puts and pins, stored behind the requests that made them in the
/// order they came (behind.rs), at the requests' priority: a response's end waits for them.
#[derive(Clone)]
pub(crate) struct Helpers {
    pub(crate) soon: Pool,
    pub(crate) later: Pool,
    pub(crate) archive: Pool,
}

impl Default for Helpers {
    fn default() -> Helpers {
        Helpers {
            soon: Pool::new("ctx-proxy-helper", 0),
            later: Pool::new("ctx-proxy-later", 10),
            archive: Pool::new("ctx-proxy-archive", 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;
    use std::thread::ThreadId;
    use std::time::Duration;

    use super::*;

    /// Runs `jobs` jobs on `pool`, each sending its thread, and takes the threads in the order
    /// the jobs ran.
    fn threads(pool: &Pool, jobs: usize) -> Vec<ThreadId> {
        let (sender, receiver) = channel();
        for _ in 0..jobs {
            let sender = sender.clone();
            pool.run(move || sender.send(std::thread::current().id()).expect("the test waits"));
        }
        drop(sender);
        receiver.iter().collect()
    }

    #[test]
    fn every_job_runs_on_the_one_thread_the_pool_keeps() {
        let pool = Pool::new("test-pool", 0);
        // As many at once as the queue holds, five times over.
        let ran: Vec<ThreadId> = (0..5).flat_map(|_| threads(&pool, QUEUED)).collect();
        assert_eq!(ran.len(), 5 * QUEUED);
        assert!(ran.iter().all(|thread| *thread == ran[0]), "one thread for every job");
        assert_ne!(ran[0], std::thread::current().id());
    }

    #[test]
    fn a_pool_that_cannot_start_a_thread_runs_its_jobs_where_they_are_handed_in() {
        let pool = Pool::starting("test-pool", 0, |_, _| Err(std::io::Error::other("no threads")));
        let ran = threads(&pool, 3);
        assert_eq!(ran, [std::thread::current().id(); 3]);
    }

    #[test]
    fn a_job_past_a_full_queue_gets_a_thread_of_its_own_and_none_is_lost() {
        let pool = Pool::new("test-pool", 0);
        let (release, released) = channel::<()>();
        let (started, start) = channel();
        pool.run(move || {
            started.send(std::thread::current().id()).expect("the test waits");
            released.recv().expect("the test lets go");
        });
        let worker = start.recv().expect("the pool's thread runs");
        // The pool's thread is held: QUEUED jobs wait for it, the next runs at once elsewhere.
        let (sender, receiver) = channel();
        for n in 0..=QUEUED {
            let sender = sender.clone();
            pool.run(move || sender.send((n, std::thread::current().id())).expect("the test waits"));
        }
        let (first, thread) = receiver.recv_timeout(Duration::from_mins(1)).expect("the extra job runs");
        assert_eq!(first, QUEUED);
        assert_ne!(thread, worker);
        assert_ne!(thread, std::thread::current().id());
        release.send(()).expect("the job waits");
        drop(sender);
        let rest: Vec<(usize, ThreadId)> = receiver.iter().collect();
        assert_eq!(rest.iter().map(|(n, _)| *n).collect::<Vec<_>>(), (0..QUEUED).collect::<Vec<_>>());
        assert!(rest.iter().all(|(_, thread)| *thread == worker));
    }

    #[test]
    fn a_dropped_pool_finishes_its_jobs_and_a_panicking_job_ends_alone() {
        let pool = Pool::new("test-pool", 0);
        let (sender, receiver) = channel();
        pool.run(|| panic!("a job that panics"));
        for n in 0..5 {
            let sender = sender.clone();
            pool.run(move || sender.send(n).expect("the test waits"));
        }
        let shared = Arc::clone(&pool.0.shared);
        drop((pool, sender));
        assert_eq!(receiver.iter().collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
        // The thread ends once the queue is empty.
        for _ in 0..600 {
            if !shared.jobs.lock().expect("lock").running {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("the pool's thread did not end");
    }

    #[test]
    fn the_later_pool_s_thread_gives_way_to_the_requests() {
        let helpers = Helpers::default();
        let (sender, receiver) = channel();
        helpers.later.run(move || {
            sender.send(rustix::process::getpriority_process(None).expect("its niceness")).expect("waits");
        });
        let mine = rustix::process::getpriority_process(None).expect("mine");
        assert_eq!(receiver.recv().expect("ran"), (mine + 10).min(19));
        let (sender, receiver) = channel();
        helpers.soon.run(move || {
            sender.send(rustix::process::getpriority_process(None).expect("its niceness")).expect("waits");
        });
        assert_eq!(receiver.recv().expect("ran"), rustix::process::getpriority_process(None).expect("mine"));
    }
}
