//! The work of a two-thread squash either thread takes once the templates are mined: what reads
//! the templates alone (`ByTemplate`: the listing's named rows, openers, rare kinds, outliers,
//! standouts, `named_once`, the runs' ends) and what the passes after the selection read of the
//! lines alone (`Prepared`: the headlines' shape, the tallies, the titles' candidates, the rare
//! fields, the records of `separators`, `record_names` and `flat_records`, the declarations; which
//! of the lines the selection's filler may ask about are findings, and each line's previous line
//! of its template, which its copies are looked for along; the pairs of a report written twice,
//! the names declared twice and the columns sorted as text, which `pairs`, `declared_twice` and
//! `sort_breaks` add to whatever the selection kept; the paragraphs and the template naming them,
//! which `paragraph_names` reads). The calling thread
//! takes the jobs from the first on, the second from where the calling thread got to once its own
//! work is done, so both end near together. Each job is taken once and its result is the same
//! whoever reads it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

use ctx_squash_core::{Lines, RareField, Templates};

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
    /// holds (`named_once`), a long run's first and last rows (`run_ends`).
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
    /// The rare fields (`ctx_squash_core::rare_fields`, for `rare_values`).
    pub rare_fields: OnceLock<Vec<RareField>>,
    /// The records of one shape and their fields (`separators::read`).
    pub separated: OnceLock<Option<crate::separators::Read>>,
    /// Records over indented fields and their naming lines (`record_names::read`).
    pub named_records: OnceLock<Option<crate::record_names::Read>>,
    /// Flat records (`flat_records::records`).
    pub flat_records: OnceLock<Option<Vec<crate::flat_records::Record>>>,
    /// The rows of a listing of declarations (`declared::declarations`).
    pub declarations: OnceLock<Vec<usize>>,
    /// Whether each line the filler may ask about is a finding (`squash::filler_findings`).
    pub findings: OnceLock<Vec<Option<bool>>>,
    /// Each line's previous line of its template (`copy_runs::previous`).
    pub previous: OnceLock<Vec<usize>>,
    /// The pairs of a report written twice (`ctx_squash_core::restated_pairs`, for `pairs`).
    pub restated: OnceLock<Vec<(usize, usize)>>,
    /// The names declared twice (`declared_twice::declared`).
    pub declared_twice: OnceLock<Vec<(usize, usize)>>,
    /// The rows of the columns sorted as text (`sort_breaks::sorted_as_text`).
    pub sorted_as_text: OnceLock<Vec<[usize; 2]>>,
    /// Which lines are of their own kind and the records they make (`named_blocks::Blocks`).
    pub blocks: OnceLock<Option<crate::named_blocks::Blocks>>,
    /// The framed tables' headers, first and last rows (`framed::bounds`).
    pub framed: OnceLock<Vec<usize>>,
    /// The paragraphs and their naming lines' template (`paragraph_names::read`).
    pub paragraph_names: OnceLock<Option<crate::paragraph_names::Read>>,
}

/// One read of [`Jobs`].
#[derive(Clone, Copy)]
enum Job {
    Listing,
    Outliers,
    Standouts,
    Once,
    RareKinds,
    Openers,
    Ends,
    Heading,
    Tallies,
    Titles,
    RareFields,
    Separated,
    NamedRecords,
    FlatRecords,
    Declarations,
    Findings,
    Previous,
    Restated,
    DeclaredTwice,
    SortedAsText,
    Blocks,
    Framed,
    ParagraphNames,
}

/// The [`ByTemplate`] reads, the longest first.
const BY_TEMPLATE: [Job; 7] =
    [Job::Listing, Job::Outliers, Job::Standouts, Job::Once, Job::RareKinds, Job::Openers, Job::Ends];

/// The [`ByTemplate`] and [`Prepared`] reads, about the longest first (on the 1 MB trace log the
/// restated pairs 13.3 M instructions, the names declared twice 8.4 M, the columns sorted as text
/// 3.7 M, outliers 4.1 M (7.3 M with the lone values), the listing 5.1 M, `named_blocks`' texts and
/// records 3.8 M, rare fields 3.3 M, standouts 2.7 M, the filler's findings 2.0 M, the paragraphs'
/// naming template 1.5 M, the headlines' shape 1.2 M, the framed tables' bounds 1.3 M,
/// `named_once` 0.9 M, rare kinds 0.6 M, tallies, titles, the three kinds of records about 0.5 M
/// each, openers, declarations and the runs' ends 0.3 M each, the lines' previous lines of their
/// templates 0.2 M), so the short ones last even out where the threads end.
const ALL: [Job; 23] = [
    Job::Restated,
    Job::DeclaredTwice,
    Job::SortedAsText,
    Job::Outliers,
    Job::Listing,
    Job::Blocks,
    Job::RareFields,
    Job::Standouts,
    Job::Findings,
    Job::ParagraphNames,
    Job::Heading,
    Job::Framed,
    Job::Once,
    Job::RareKinds,
    Job::NamedRecords,
    Job::Tallies,
    Job::Titles,
    Job::Separated,
    Job::FlatRecords,
    Job::Openers,
    Job::Declarations,
    Job::Previous,
    Job::Ends,
];

/// The reads of [`ByTemplate`] and, for two threads, of [`Prepared`] as jobs, the longest first
/// ([`ALL`]); each result is kept where either thread can hand it over.
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
    ends: OnceLock<Vec<usize>>,
    prepared: Prepared<'a>,
    /// Whether the [`Prepared`] reads are jobs too (two threads).
    prepare: bool,
    /// The miner's named numbers (`Survey::named_numbers`), set before the templates are handed
    /// over, for the filler's findings.
    named: OnceLock<Vec<bool>>,
    /// The lines sorted by their text (`Lines::by_text`), which the restated pairs read first and
    /// hand over to `named_blocks`' texts: hashed and sorted once for both.
    by_text: Mutex<ByText>,
}

/// Where the restated pairs' sorting of the lines by their text stands ([`Jobs`]' `by_text`).
#[derive(Default)]
enum ByText {
    /// Not handed over yet.
    #[default]
    Waiting,
    /// Handed over, for the blocks to take.
    Handed(Vec<u64>),
    /// The blocks came to it (and took it, or read their own when it was not there yet): one
    /// handed over later is let go at once, not held to the end of the jobs.
    Taken,
}

impl<'a> Jobs<'a> {
    /// The jobs of two threads: the [`Prepared`] reads among them.
    pub(crate) fn prepared() -> Jobs<'a> {
        Jobs { prepare: true, ..Jobs::default() }
    }

    /// Hands over the miner's named numbers, before the templates: a job taken once these are
    /// mined finds them set.
    pub(crate) fn name(&self, named_numbers: &[bool]) {
        let _ = self.named.set(named_numbers.to_vec());
    }

    /// Takes the jobs not taken yet, one after another, until none is left.
    pub(crate) fn take(&self, lines: &Lines<'a>, templates: &Templates) {
        let jobs: &[Job] = if self.prepare { &ALL } else { &BY_TEMPLATE };
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(&job) = jobs.get(k) else {
                // Kept from counting on past any bound, however many times it is asked.
                self.next.store(jobs.len(), Ordering::Relaxed);
                return;
            };
            self.run(job, lines, templates);
        }
    }

    /// `job`, which no one else took: its slot is empty, so the result is kept.
    fn run(&self, job: Job, lines: &Lines<'a>, templates: &Templates) {
        let prepared = &self.prepared;
        let _ = match job {
            Job::Listing => self.listing.set(Listing::of(lines, templates)).is_ok(),
            Job::Outliers => self.outliers.set(crate::outliers::outliers(lines, templates)).is_ok(),
            Job::Standouts => self.standouts.set(ctx_squash_core::standouts(lines, templates)).is_ok(),
            Job::Once => self.once.set(crate::named_once::named_once(lines, templates)).is_ok(),
            Job::RareKinds => self.rare_kinds.set(ctx_squash_core::rare_kinds(lines, templates)).is_ok(),
            Job::Openers => self.openers.set(crate::openers::openers(lines, templates)).is_ok(),
            Job::Ends => self.ends.set(crate::run_ends::run_ends(lines, templates)).is_ok(),
            Job::Heading => prepared.heading.set(crate::headlines::heading_shape(lines)).is_ok(),
            Job::Tallies => prepared.tallies.set(crate::tally::found(lines)).is_ok(),
            Job::Titles => prepared.titles.set(crate::titles::candidates(lines)).is_ok(),
            Job::RareFields => prepared.rare_fields.set(ctx_squash_core::rare_fields(lines)).is_ok(),
            Job::Separated => prepared.separated.set(crate::separators::read(lines)).is_ok(),
            Job::NamedRecords => prepared.named_records.set(crate::record_names::read(lines)).is_ok(),
            Job::FlatRecords => prepared.flat_records.set(crate::flat_records::records(lines)).is_ok(),
            Job::Declarations => prepared.declarations.set(crate::declared::declarations(lines)).is_ok(),
            Job::Previous => prepared.previous.set(crate::copy_runs::previous(lines, templates)).is_ok(),
            Job::Restated => {
                // Handed over as soon as the pairs have read it, before they fold the lines.
                let hand = |by_text: Vec<u64>| {
                    let mut slot = self.by_text.lock().unwrap_or_else(PoisonError::into_inner);
                    if !matches!(*slot, ByText::Taken) {
                        *slot = ByText::Handed(by_text);
                    }
                };
                let restated = ctx_squash_core::restated_pairs_by_text(lines, lines.by_text(), hand);
                prepared.restated.set(restated).is_ok()
            }
            Job::DeclaredTwice => {
                prepared.declared_twice.set(crate::declared_twice::declared(lines, templates)).is_ok()
            }
            Job::SortedAsText => {
                prepared.sorted_as_text.set(crate::sort_breaks::sorted_as_text(lines, templates)).is_ok()
            }
            Job::Blocks => {
                // Taken whether the blocks read it or not (too few lines), so none is held on.
                let handed = {
                    let mut slot = self.by_text.lock().unwrap_or_else(PoisonError::into_inner);
                    match std::mem::replace(&mut *slot, ByText::Taken) {
                        ByText::Handed(by_text) => Some(by_text),
                        ByText::Waiting | ByText::Taken => None,
                    }
                };
                let by_text = || handed.unwrap_or_else(|| lines.by_text());
                prepared
                    .blocks
                    .set(crate::named_blocks::Blocks::read_by_text(lines, templates, by_text))
                    .is_ok()
            }
            Job::Framed => prepared.framed.set(crate::framed::bounds(lines)).is_ok(),
            Job::ParagraphNames => {
                prepared.paragraph_names.set(crate::paragraph_names::read(lines, templates)).is_ok()
            }
            // Without the named numbers (never handed over) the filler reads each line it asks about.
            Job::Findings => self.named.get().is_some_and(|named| {
                prepared.findings.set(crate::squash::filler_findings(lines, templates, named)).is_ok()
            }),
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
            ends: self.ends.into_inner().unwrap_or_else(|| crate::run_ends::run_ends(lines, templates)),
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
        let named = crate::survey::Survey::mine_names(&lines, None).1.named_numbers;
        jobs.name(&named);
        std::thread::scope(|scope| {
            scope.spawn(|| jobs.take(&lines, &templates));
            jobs.take(&lines, &templates);
        });
        let (two, prepared) = jobs.finish(&lines, &templates);
        assert_eq!(prepared.heading.get(), Some(&crate::headlines::heading_shape(&lines)));
        assert_eq!(prepared.tallies.get(), Some(&crate::tally::found(&lines)));
        assert_eq!(prepared.titles.get(), Some(&crate::titles::candidates(&lines)));
        assert_eq!(prepared.rare_fields.get(), Some(&ctx_squash_core::rare_fields(&lines)));
        assert_eq!(prepared.separated.get(), Some(&crate::separators::read(&lines)));
        assert_eq!(prepared.named_records.get(), Some(&crate::record_names::read(&lines)));
        assert_eq!(prepared.flat_records.get(), Some(&crate::flat_records::records(&lines)));
        assert_eq!(prepared.declarations.get(), Some(&crate::declared::declarations(&lines)));
        let findings = crate::squash::filler_findings(&lines, &templates, &named);
        assert_eq!(prepared.findings.get(), Some(&findings));
        assert_eq!(prepared.previous.get(), Some(&crate::copy_runs::previous(&lines, &templates)));
        assert_eq!(prepared.paragraph_names.get(), Some(&crate::paragraph_names::read(&lines, &templates)));
        // The restated pairs and the named blocks read one sorting of the lines by their text.
        assert_eq!(prepared.restated.get(), Some(&ctx_squash_core::restated_pairs(&lines)));
        let kept: Vec<(usize, crate::squash::Cut)> =
            (0..lines.len()).step_by(7).map(|i| (i, crate::squash::Cut::Normal)).collect();
        let blocks = prepared.blocks.get().and_then(Option::as_ref);
        assert_eq!(
            crate::named_blocks::with_blocks(&lines, &templates, blocks, kept.clone()),
            crate::named_blocks::with_named_blocks(&lines, &templates, kept)
        );
        // The first line of each template is read (the log's lines are no findings).
        assert_eq!(findings.first(), Some(&Some(false)));
        assert_eq!(two.outliers, one.outliers);
        assert_eq!(two.standouts, one.standouts);
        assert_eq!(two.once, one.once);
        assert_eq!(two.rare_kinds, one.rare_kinds);
        assert_eq!(two.openers, one.openers);
        assert_eq!(two.ends, one.ends);
        // Each slot holds its own function's result, whichever job number ran it.
        assert_eq!(two.outliers, crate::outliers::outliers(&lines, &templates));
        assert_eq!(two.standouts, ctx_squash_core::standouts(&lines, &templates));
        assert_eq!(two.once, crate::named_once::named_once(&lines, &templates));
        assert_eq!(two.rare_kinds, ctx_squash_core::rare_kinds(&lines, &templates));
        assert_eq!(two.openers, crate::openers::openers(&lines, &templates));
        assert_eq!(two.ends, crate::run_ends::run_ends(&lines, &templates));
        assert!(!one.outliers.is_empty() || !one.standouts.is_empty(), "the odd rows stand out");
        // A job taken and never finished is done by `finish`.
        let unfinished = Jobs::default();
        unfinished.next.store(ALL.len(), Ordering::Relaxed);
        assert_eq!(unfinished.finish(&lines, &templates).0.outliers, one.outliers);
    }
}
