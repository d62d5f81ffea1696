//! The latency bench's per-phase marks of a request (feature `phases`, off by default: without
//! it every mark is nothing). With it, each mark notes its name, the time, the thread, that
//! thread's CPU time, its wait on the run queue (/proc/thread-self/schedstat) and its minor
//! faults, for `cargo bench -p ctx-proxy --features phases -- latency` to tell, per phase, work
//! from waiting for a core from waiting for another thread (docs/benchmarks.md, branch proxy24).
//! A bench-only feature: each mark reads two /proc files (some microseconds), and the marks are
//! kept, up to a bound, until the bench takes them.

#[cfg(feature = "phases")]
pub(crate) use marks::mark;
#[cfg(feature = "phases")]
pub use marks::{Mark, take_phases};

/// Marks the end of a phase of the request: nothing without the `phases` feature.
#[cfg(not(feature = "phases"))]
#[inline(always)]
pub(crate) fn mark(_name: &'static str) {}

#[cfg(feature = "phases")]
mod marks {
    use std::sync::Mutex;
    use std::time::Instant;

    /// A mark: its name, when, the thread, and that thread's CPU time and wait on the run queue
    /// so far (ns), and its minor faults so far.
    pub type Mark = (&'static str, Instant, std::thread::ThreadId, u64, u64, u64);

    static PHASES: Mutex<Vec<Mark>> = Mutex::new(Vec::new());

    /// The marks kept until [`take_phases`] takes them: about 22,000 requests' worth (a few MB),
    /// so that a proxy built with the feature and never read by the bench stays bounded; past it,
    /// marks are dropped.
    const MAX_MARKS: usize = 1 << 19;

    /// The calling thread's CPU time (ns), run-queue wait (ns) and minor faults.
    fn counters() -> (u64, u64, u64) {
        let cpu = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
        let cpu =
            u64::try_from(cpu.tv_sec).unwrap_or(0) * 1_000_000_000 + u64::try_from(cpu.tv_nsec).unwrap_or(0);
        let schedstat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
        let wait = schedstat.split_whitespace().nth(1).and_then(|field| field.parse().ok()).unwrap_or(0);
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
        // The fields after the command's closing parenthesis: state, ppid, pgrp, session,
        // tty_nr, tpgid, flags, minflt.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let faults = after.split_whitespace().nth(7).and_then(|field| field.parse().ok()).unwrap_or(0);
        (cpu, wait, faults)
    }

    /// Marks the end of a phase of the request.
    pub(crate) fn mark(name: &'static str) {
        let (cpu, wait, faults) = counters();
        let at = Instant::now();
        if let Ok(mut phases) = PHASES.lock()
            && phases.len() < MAX_MARKS
        {
            phases.push((name, at, std::thread::current().id(), cpu, wait, faults));
        }
    }

    /// The marks since the last call, taken out.
    pub fn take_phases() -> Vec<Mark> {
        PHASES.lock().map(|mut phases| std::mem::take(&mut *phases)).unwrap_or_default()
    }
}

#[cfg(all(test, feature = "phases"))]
mod tests {
    use super::{mark, take_phases};

    #[test]
    fn a_thread_s_marks_come_back_once_in_order_with_its_counters() {
        let me = std::thread::current().id();
        let mine = |marks: Vec<super::Mark>| -> Vec<super::Mark> {
            marks.into_iter().filter(|mark| mark.2 == me).collect()
        };
        mark("first");
        // About a millisecond of work on this thread between the marks.
        let started = std::time::Instant::now();
        let mut spun = 0u64;
        while started.elapsed() < std::time::Duration::from_millis(1) {
            spun = std::hint::black_box(spun.wrapping_add(1));
        }
        mark("second");
        let marks = mine(take_phases());
        let names: Vec<&str> = marks.iter().map(|mark| mark.0).collect();
        assert_eq!(names, ["first", "second"]);
        let ((_, first, _, cpu, wait, faults), (_, second, _, cpu_after, wait_after, faults_after)) =
            (marks[0], marks[1]);
        assert!(second > first);
        assert!(cpu_after > cpu, "the thread's CPU time grew: {cpu} → {cpu_after}");
        assert!(wait_after >= wait && faults_after >= faults);
        assert!(mine(take_phases()).is_empty(), "taken once");
    }
}
