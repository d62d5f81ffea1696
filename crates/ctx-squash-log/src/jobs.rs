//! The work of a two-thread squash either thread takes once the templates are mined: what reads
//! the templates alone (`ByTemplate`: the listing's named rows, openers, rare kinds, outliers,
//! standouts, `named_once`) and what the passes after the selection read of the lines alone
//! (`Prepared`: the headlines' shape, the tallies, the titles' candidates). The calling thread
//! takes the jobs from the first on, the second from where the calling thread got to once its own
//! work is done, so both end near together. Each job is taken once and its result is the same
//! whoever reads it.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use ctx_squash_core::{Lines, Templates};

use crate::headlines::Shape;
use crate::rows::Listing;

/// The listing's named rows (`rows`) and the rows the template principles keep, for `select`.
pub(crate) struct ByTemplate {
    pub listing: Listing,
    /// The lines that open a block of another shape (`openers`).
    pub openers: Vec<usize>,
    /// Rows of a rare kind (`ctx_squash_core::rare_kinds`) and a fold's outliers (`outliers`).
    pub rare_kinds: Vec<usize>,
    pub outliers: Vec<usize>,
    /// A table's rows that stand out (`ctx_squash_core::standouts`), a fold's names no other row
    /// holds (`named_once`), a long run's first and last rows (`run_ends`, read on the calling
    /// thread: one pass over the lines' templates).
    pub standouts: Vec<usize>,
    pub once: Vec<usize>,
    pub ends: Vec<usize>,
}

impl ByTemplate {
    /// Every read on this thread.
    pub(crate) fn of(lines: &Lines<'_>, templates: &Templates) -> ByTemplate {
        Jobs::default().finish(lines, templates).0
    }

    /// The rows tier 1 offers one by one after the diagnostics' blocks: the standouts, a dump's
    /// rows with words among them (`dump_rows`), the names one row holds, the runs' ends.
    pub(crate) fn tier_one(&self, dump_rows: &[usize]) -> Vec<usize> {
        [&self.standouts[..], dump_rows, &self.once, &self.ends].concat()
    }
}

/// What the passes after the selection read of the lines alone, when it was read beforehand;
/// a pass reads what is not (`OnceLock::get_or_init`), so one thread reads only what it needs.
#[derive(Default)]
pub(crate) struct Prepared<'a> {
    /// The shape whose lines head records (`headlines::heading_shape`).
    pub heading: OnceLock<Option<Shape<'a>>>,
    /// The tallies (`tally::found`).
    pub tallies: OnceLock<Vec<(usize, Vec<u8>)>>,
    /// The lines that may be titles (`titles::candidates`).
    pub titles: OnceLock<Vec<usize>>,
}

/// The reads of [`ByTemplate`] and, for two threads, of [`Prepared`] as jobs, the longest first
/// (on the 1 MB trace log the listing 4.5 M instructions, outliers 4.1 M, standouts 2.7 M, the
/// headlines' shape 1.2 M, `named_once` 0.9 M, rare kinds 0.6 M, tallies 0.5 M, titles 0.5 M,
/// openers 0.3 M), so the short ones last even out where the threads end; each result is kept
/// where either thread can hand it over.
#[derive(Default)]
pub(crate) struct Jobs<'a> {
    /// The next job not taken.
    next: AtomicUsize,
    listing: OnceLock<Listing>,
    outliers: OnceLock<Vec<usize>>,
    standouts: OnceLock<Vec<usize>>,
    once: OnceLock<Vec<usize>>,
    rare_kinds: OnceLock<Vec<usize>>,
    openers: OnceLock<Vec<usize>>,
    prepared: Prepared<'a>,
    /// Whether the [`Prepared`] reads are jobs too (two threads).
    prepare: bool,
}

/// How many jobs [`Jobs`] holds: the [`ByTemplate`] reads, and with the [`Prepared`] ones.
const BY_TEMPLATE: usize = 6;
const ALL: usize = 9;

impl<'a> Jobs<'a> {
    /// The jobs of two threads: the [`Prepared`] reads among them.
    pub(crate) fn prepared() -> Jobs<'a> {
        Jobs { prepare: true, ..Jobs::default() }
    }

    /// Takes the jobs not taken yet, one after another, until none is left.
    pub(crate) fn take(&self, lines: &Lines<'a>, templates: &Templates) {
        let jobs = if self.prepare { ALL } else { BY_TEMPLATE };
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            if k >= jobs {
                // Kept from counting on past any bound, however many times it is asked.
                self.next.store(jobs, Ordering::Relaxed);
                return;
            }
            self.run(k, lines, templates);
        }
    }

    /// Job `k`, which no one else took: its slot is empty, so the result is kept.
    fn run(&self, k: usize, lines: &Lines<'a>, templates: &Templates) {
        let prepared = &self.prepared;
        let _ = match (k, self.prepare) {
            (0, _) => self.listing.set(Listing::of(lines, templates)).is_ok(),
            (1, _) => self.outliers.set(crate::outliers::outliers(lines, templates)).is_ok(),
            (2, _) => self.standouts.set(ctx_squash_core::standouts(lines, templates)).is_ok(),
            (3, true) => prepared.heading.set(crate::headlines::heading_shape(lines)).is_ok(),
            (3, false) | (4, true) => self.once.set(crate::named_once::named_once(lines, templates)).is_ok(),
            (4, false) | (5, true) => {
                self.rare_kinds.set(ctx_squash_core::rare_kinds(lines, templates)).is_ok()
            }
            (6, true) => prepared.tallies.set(crate::tally::found(lines)).is_ok(),
            (7, true) => prepared.titles.set(crate::titles::candidates(lines)).is_ok(),
            (5, false) | (8, true) => self.openers.set(crate::openers::openers(lines, templates)).is_ok(),
            _ => false,
        };
    }

    /// The results, once every thread that took a job is done with it (joined): the jobs left are
    /// done here, and so is a [`ByTemplate`] read a thread took and never finished (it panicked;
    /// a [`Prepared`] one is read when it is asked for).
    pub(crate) fn finish(self, lines: &Lines<'a>, templates: &Templates) -> (ByTemplate, Prepared<'a>) {
        self.take(lines, templates);
        let by_template = ByTemplate {
            listing: self.listing.into_inner().unwrap_or_else(|| Listing::of(lines, templates)),
            openers: self.openers.into_inner().unwrap_or_else(|| crate::openers::openers(lines, templates)),
            rare_kinds: self
                .rare_kinds
                .into_inner()
                .unwrap_or_else(|| ctx_squash_core::rare_kinds(lines, templates)),
            outliers: self
                .outliers
                .into_inner()
                .unwrap_or_else(|| crate::outliers::outliers(lines, templates)),
            standouts: self
                .standouts
                .into_inner()
                .unwrap_or_else(|| ctx_squash_core::standouts(lines, templates)),
            once: self.once.into_inner().unwrap_or_else(|| crate::named_once::named_once(lines, templates)),
            ends: crate::run_ends::run_ends(lines, templates),
        };
        (by_template, self.prepared)
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn jobs_taken_by_two_threads_give_what_one_thread_reads() {
        let mut text = String::new();
        for i in 0..400 {
            let _ = writeln!(text, "GET /api/item/{i} 200 {}ms", i % 7 * 3 + 1);
            let _ = writeln!(text, "worker-{} picked job {}", i % 3, i * 17);
        }
        text.push_str("GET /api/item/9 500 98000ms\nworker-9 picked job 1\n");
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let one = ByTemplate::of(&lines, &templates);
        let jobs = Jobs::prepared();
        std::thread::scope(|scope| {
            scope.spawn(|| jobs.take(&lines, &templates));
            jobs.take(&lines, &templates);
        });
        let (two, prepared) = jobs.finish(&lines, &templates);
        assert_eq!(prepared.heading.get(), Some(&crate::headlines::heading_shape(&lines)));
        assert_eq!(prepared.tallies.get(), Some(&crate::tally::found(&lines)));
        assert_eq!(prepared.titles.get(), Some(&crate::titles::candidates(&lines)));
        assert_eq!(two.outliers, one.outliers);
        assert_eq!(two.standouts, one.standouts);
        assert_eq!(two.once, one.once);
        assert_eq!(two.rare_kinds, one.rare_kinds);
        assert_eq!(two.openers, one.openers);
        // Each slot holds its own function's result, whichever job number ran it.
        assert_eq!(two.outliers, crate::outliers::outliers(&lines, &templates));
        assert_eq!(two.standouts, ctx_squash_core::standouts(&lines, &templates));
        assert_eq!(two.once, crate::named_once::named_once(&lines, &templates));
        assert_eq!(two.rare_kinds, ctx_squash_core::rare_kinds(&lines, &templates));
        assert_eq!(two.openers, crate::openers::openers(&lines, &templates));
        assert!(!one.outliers.is_empty() || !one.standouts.is_empty(), "the odd rows stand out");
        // A job taken and never finished is done by `finish`.
        let unfinished = Jobs::default();
        unfinished.next.store(ALL, Ordering::Relaxed);
        assert_eq!(unfinished.finish(&lines, &templates).0.outliers, one.outliers);
    }
}
