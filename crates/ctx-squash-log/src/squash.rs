//! `squash_log` and `looks_like_log`: select the lines of a log worth keeping and render them
//! with exact gap markers.
//!
//! Selection, in tiers (the first always kept, the others while the kept bytes fit in
//! [`BUDGET`]):
//!
//! 0. The first and last [`HEAD_TAIL`] lines, earlier markers, every summary line, and the best
//!    [`MAX_ERRORS`] errors and [`MAX_WARNINGS`] warnings with their location lines. Errors are
//!    ranked distinct-first (the same message modulo numbers at the same location is a repeat
//!    once [`MAX_VARIANTS`] wordings of it were seen), then by score, then by position. A
//!    headline comes with its message: pytest's run of `E   ` lines, jest's lines below
//!    `● suite › test` up to the quoted code, and labelled details (`  symbol:   x`), nearest
//!    first up to [`FORCED_MESSAGE`] bytes (the rest in tier 1).
//! 1. The whole block of the best error ([`FULL_ERRORS`]; of the best warning when there is no
//!    error), the user's own stack frames, and context around the best errors and warnings that
//!    have no location.
//! 2. Context around summaries; every further distinct error headline with its location (the
//!    first [`MAX_DISTINCT_ERRORS`] whatever the budget), then their messages while they fit.
//! 3. Further distinct warnings with their locations; cargo status lines.
//!
//! A location is the first frame/location line within 3 lines below a headline (rustc's `-->`, a
//! Java/JS `at`, Go's `file.go:N`), or else the nearest one within 3 lines above it (Python's
//! innermost `File "…", line N`). Kept lines longer than [`MAX_LINE`] bytes are cut in the middle
//! with `[… N bytes omitted]`.

use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;
use std::sync::{Condvar, Mutex, OnceLock, PoisonError};

use crate::classify::{Level, classify, key, location_key};
use crate::formats::{self, indent};
use ctx_squash_core::{
    Lines, MAX_TOKENS, Render, Squash, Templates, cut_len, hash_bytes, push_cut, push_cut_around,
};

use crate::failure_labels::Labels;
use crate::fold;
use crate::jobs::{ByTemplate, Jobs, Prepared};
use crate::scan::for_each_hit;
use crate::survey::Survey;

/// Error lines kept in the first tier (headline and location, with context when the location
/// is on the headline itself or missing).
pub(crate) const MAX_ERRORS: usize = 20;
/// Warning lines kept likewise.
pub(crate) const MAX_WARNINGS: usize = 10;
/// The most lines and bytes the best diagnostic's block keeps below its headline.
const BLOCK: (usize, usize) = (16, 2 * 1024);
/// The most lines and bytes any other diagnostic's block keeps below its headline: its location
/// and crux.
const BLOCK_SHORT: (usize, usize) = (6, 768);
/// The most lines looked at below a headline for its block.
const SPAN: usize = 64;
/// Lines of context kept on each side of a selected line.
pub(crate) const CONTEXT: usize = 2;
/// Lines kept at most for the identifiers the lines written on under the best errors' headlines
/// name (see [`offer_failures`]).
const MAX_SAID: usize = 4;
/// Lines of its template at most for a line to be of a kind of its own.
const MAX_OWN_KIND: usize = 2;
/// How far (in lines) a location line is looked for around a kept error or warning.
const LOCATION_REACH: usize = 3;
/// Kept lines longer than this are cut in the middle.
pub(crate) const MAX_LINE: usize = 4096;
/// Status lines (`   Compiling x v1.0.0`) and the first and last lines, when they are kept only
/// as such, are cut in the middle when longer than this.
pub(crate) const SHORT_LINE: usize = 180;
/// Lines nothing classified, of a shape no more than one other line has, are kept whole up to
/// this length; longer ones, and lines of a common shape, are cut at [`SHORT_LINE`].
const RARE_LINE: usize = 512;
/// Lines always kept at each end of the output: its banner and its verdict.
const HEAD_TAIL: usize = 5;
/// Distinct error headlines kept beyond [`MAX_ERRORS`] whatever the budget; further ones are kept
/// while they fit in it.
const MAX_DISTINCT_ERRORS: usize = 200;
/// Wordings of one message (the same modulo numbers, at the same location) kept as distinct:
/// `AssertionError: 10800 != 25200` in two failing tests says two things, a request id in ten
/// thousand `request N failed` lines does not.
const MAX_VARIANTS: u8 = 3;
/// The most lines of a pytest explanation (its run of `E   ` lines) kept with its headline.
const MAX_EXPLANATION: usize = 24;
/// Bytes of a headline's message (explanation and labelled details, nearest first) kept with it
/// whatever the budget; the rest of the message is kept while it fits.
const FORCED_MESSAGE: usize = 1024;
/// Distinct user-code stack frames kept.
const MAX_USER_FRAMES: usize = 30;
/// Bytes of kept lines beyond which only the first tier (ends, summaries, the best errors and
/// warnings with their locations) is still added: everything else is offered in rank order while
/// it fits.
pub(crate) const BUDGET: usize = 24 * 1024;
/// Bytes of lines nothing classified (tier 4) kept beyond the tiers above. When the output has
/// errors or warnings the rest is their context: a sixteenth of the input, at least the first
/// bound, at most half the third. When it has none the rest is its content: an eighth, at least
/// the second bound, at most the third.
const FILL: (usize, usize, usize) = (512, 3 * 1024, 8 * 1024);
/// Headings kept whatever the budget: this many, in this many bytes; further ones come first in
/// tier 4.
const MAX_HEADINGS: usize = 64;
const HEADING_BYTES: usize = 2 * 1024;
/// Rows of a program's own namespace among its libraries' (`ctx_squash_core::rare_qualifiers`)
/// kept whatever the budget, after the errors' blocks; the rest are kept while they fit.
const MAX_QUALIFIED: usize = 16;
/// A squash must save at least one part in this many of the input's bytes, or the input is kept.
const MIN_SAVING: usize = 10;

/// Squashes an output made of lines to the lines that carry its facts (see the crate's
/// documentation for the principles), with one `[N lines omitted]` line, N exact, for every run
/// of the others. Returns the input unchanged when the result would not be at least a tenth
/// shorter: what little is left to drop then is the details of the findings, not worth losing
/// for a few tokens.
///
/// ```
/// use ctx_squash_log::squash_log;
///
/// let mut log = String::new();
/// for i in 0..300 {
///     log.push_str(&format!("INFO request {i} served\n"));
/// }
/// log.push_str("ERROR db: connection refused\n");
/// log.push_str(&"INFO retrying\n".repeat(100));
/// let out = squash_log(&log);
/// assert!(out.contains("ERROR db: connection refused\n"));
/// // The ends are kept; the repeats fold into one exemplar and a note with their count.
/// assert!(out.starts_with("INFO request 0 served\nINFO request 1 served\n"));
/// assert!(out.contains("[INFO request <*> served ×300]\n"));
/// assert!(out.ends_with("INFO retrying\nINFO retrying\n"));
/// assert!(out.len() < log.len() / 5);
/// ```
pub fn squash_log(input: &str) -> String {
    squash_log_marked(input).text
}

/// [`squash_log`], with the `[N lines omitted]` markers it wrote: where each stands in the text
/// and the original lines (0-based) it stands for, in order.
///
/// ```
/// let log = format!("start\n{}error: boom\nend\n", "INFO tick\n".repeat(500));
/// let squash = ctx_squash_log::squash_log_marked(&log);
/// assert_eq!(squash.text, ctx_squash_log::squash_log(&log));
/// for marker in &squash.markers {
///     assert!(squash.text[marker.at..].starts_with(&marker.omitted.to_string()));
/// }
/// ```
pub fn squash_log_marked(input: &str) -> Squash {
    squash_from(input, PARALLEL)
}

/// [`squash_log_marked`], on two threads when `input` is `parallel` bytes or longer.
fn squash_from(input: &str, parallel: usize) -> Squash {
    let lines = Lines::new(input);
    if lines.is_empty() {
        return Squash::unchanged(input);
    }
    let ((templates, survey, by_template, mut prepared), (ahead, keyed, mut shapes)) =
        mine_and_scan(input, &lines, parallel);
    // The notes are written on two threads only where the scan ran on two.
    let two = ahead.is_some();
    let gathered = match ahead {
        Some(ahead) => file_ahead(ahead, input.as_bytes(), &lines, &templates),
        None => gather(input.as_bytes(), &lines, &templates),
    };
    let below = gathered.below.clone();
    // What is said where it is said, whatever was said before: the ends and the summaries.
    let total = lines.len();
    let mut said: Vec<usize> =
        (0..HEAD_TAIL.min(total)).chain(total.saturating_sub(HEAD_TAIL)..total).collect();
    said.extend(&gathered.summaries);
    said.sort_unstable();
    said.dedup();
    // A listing whose lines are findings is a report, read for them (see `keyed`).
    let mut keyed = keyed.unless_report(&lines, &gathered.headlines);
    crate::keys::add_rows(&lines, &templates, (&by_template.listing, &gathered.headlines), &mut keyed.lines);
    let declarations =
        || prepared.declarations.take().unwrap_or_else(|| crate::declared::declarations(&lines));
    crate::declared::add_rows(declarations, &mut keyed.lines);
    crate::findings::add_rows(&lines, &frames_of(&gathered, &survey), &mut keyed.lines);
    // A findings flood's rare kinds and each common kind's first finding (see `flood`).
    let flood_notes = std::mem::take(&mut shapes.rows.flood.notes);
    let shapes_folded = shapes.rows.flood_folded.clone();
    keyed.lines.extend(&shapes.rows.flood_kept);
    keyed.lines.sort_unstable();
    keyed.lines.dedup();
    // The standouts whose subjects a pass after the selection looks for (see `subject_lines`).
    let mut standouts = [&gathered.headlines[..], &survey.failed_calls[..]].concat();
    standouts.sort_unstable();
    standouts.dedup();
    let (kept, in_block, quoted) =
        select(gathered, &survey, &lines, &templates, (&by_template, &keyed.lines, shapes), &mut prepared);
    // A flood's note stands for its folded findings, whatever the selection named (see `flood`);
    // a pass after the selection (a diagnostic's heads, rare values) may still show one as a line.
    let mut kept = kept;
    kept.retain(|(i, _)| shapes_folded.binary_search(i).is_err());
    let listing = by_template.listing;
    let kept = crate::repeats::second_copies(&lines, kept, &in_block, &said);
    let kept = crate::spelled::spelled_out(&lines, &templates, kept, &in_block);
    let kept = crate::heads::with_heads(&lines, kept);
    let kept = crate::enclosing::with_openers(&lines, kept);
    let kept = crate::located_source::with_located_source(&lines, kept);
    let kept = crate::named_declarations::with_named_declarations(&lines, kept);
    // What these passes read of the lines alone was read beside the miner on two threads.
    let separated = prepared.separated.get_or_init(|| crate::separators::read(&lines));
    let kept = crate::separators::with_read(&lines, separated.as_ref(), kept);
    let named_records = prepared.named_records.get_or_init(|| crate::record_names::read(&lines));
    let kept = crate::record_names::with_read(&lines, named_records.as_ref(), kept);
    let flat_records = prepared.flat_records.get_or_init(|| crate::flat_records::records(&lines));
    let kept = crate::flat_records::with_records(&lines, flat_records.as_deref(), kept);
    let rare_fields = prepared.rare_fields.get_or_init(|| ctx_squash_core::rare_fields(&lines));
    let kept = crate::rare_values::with_rare(&lines, rare_fields, kept);
    let kept = crate::tally::with_found(prepared.tallies.get_or_init(|| crate::tally::found(&lines)), kept);
    let titles = prepared.titles.get_or_init(|| crate::titles::candidates(&lines));
    let kept = crate::titles::with_candidates(&lines, titles, kept);
    let kept = crate::wrapped_rows::with_wrapped_rows(&lines, &templates, kept);
    let kept = crate::column_heads::with_column_heads(&lines, &templates, kept);
    let kept = crate::headlines::whole_headlines_with(&lines, kept, || {
        *prepared.heading.get_or_init(|| crate::headlines::heading_shape(&lines))
    });
    let kept = crate::lone_body::with_lone_bodies(&lines, &templates, kept);
    let blocks = prepared.blocks.get_or_init(|| crate::named_blocks::Blocks::read(&lines, &templates));
    let kept = crate::named_blocks::with_blocks(&lines, &templates, blocks.as_ref(), kept);
    let paragraph_names =
        || prepared.paragraph_names.get_or_init(|| crate::paragraph_names::read(&lines, &templates)).as_ref();
    let kept = crate::paragraph_names::with_paragraph_names(&lines, &templates, paragraph_names, kept);
    let kept = crate::subject_lines::with_subject_lines(&lines, &templates, &standouts, HEAD_TAIL, kept);
    let declared =
        prepared.declared_twice.get_or_init(|| crate::declared_twice::declared(&lines, &templates));
    let kept = crate::declared_twice::with_declared(&lines, &templates, declared, kept);
    let kept = crate::named_above::with_names_above(&lines, &templates, kept);
    let kept = crate::ranked_rows::with_ranked_rows(&lines, kept);
    let sorted =
        prepared.sorted_as_text.get_or_init(|| crate::sort_breaks::sorted_as_text(&lines, &templates));
    let kept = crate::sort_breaks::with_sorted(&lines, sorted, kept);
    let kept = crate::cited_steps::with_cited_steps(&lines, kept);
    let kept = crate::failed_units::with_failed_units(&lines, kept);
    let kept = crate::odd_one_out::with_odd_ones_out(&lines, &templates, kept);
    let restated = prepared.restated.get_or_init(|| ctx_squash_core::restated_pairs(&lines));
    let kept = crate::pairs::with_halves_of(&lines, &templates, restated, kept);
    let kept = crate::untold::with_untold_gaps(&lines, &templates, kept);
    let mut notes = fold::notes(&lines, &templates, &kept, &below, (&in_block, &keyed.folded), &listing, two);
    // The keys of a listing too long to keep, unless a fold note names its rows already.
    notes.extend(keyed.note(&kept, |i| listing.named(templates.of(i))));
    notes.extend(
        keyed.shared.iter().filter(|(row, _)| kept.binary_search_by_key(row, |(i, _)| *i).is_ok()).cloned(),
    );
    notes.extend(
        flood_notes.into_iter().filter(|(row, _)| kept.binary_search_by_key(row, |(i, _)| *i).is_ok()),
    );
    render(input, &lines, (&kept, &quoted), &notes)
        .filter(|out| out.text.len() <= input.len() - input.len() / MIN_SAVING)
        .unwrap_or_else(|| Squash::unchanged(input))
}

/// The output's stack frames, sorted: those the scan found and those told by their shape.
fn frames_of(gathered: &Gathered, survey: &Survey) -> Vec<usize> {
    let mut frames = [&gathered.frames[..], &survey.frame_lines].concat();
    frames.sort_unstable();
    frames
}

/// Inputs at least this long are mined on one thread while a second runs the trigger scan and
/// the principles that read no template; below it no thread is spawned (one costs more than it
/// saves).
const PARALLEL: usize = 256 * 1024;

/// Nor is one spawned when a line is longer than this: the scan's view of a line and the miner's
/// list of its tokens grow with the longest line, and side by side they would add up (10 MB of
/// `\r`-redrawn progress on one line needed 3.9× its size on two threads, 2.9× on one).
const PARALLEL_LINE: usize = 64 * 1024;

/// Nor when the lines are shorter than this on average: what the second thread allocates per
/// line comes from an allocator arena of its own, which the calling thread cannot reuse once it
/// is freed, so it adds to the peak (1,000,000 identical lines of 46 bytes: `apply` needed 3.1×
/// its input on two threads, 2.8× on one).
const PARALLEL_MEAN_LINE: usize = 64;

/// What the principles that read the lines alone (no template) find, for [`select`]: computed
/// beside the miner for a large input (see [`mine_and_scan`]).
struct Shapes {
    /// Each line's part of a dump, and the dumps (`dump`).
    parts: (Vec<Part>, crate::dump::Dump),
    rows: ShapeRows,
}

/// The rows the principles of [`Shapes`] keep.
struct ShapeRows {
    /// Each line's level, when findings carry one (`severity`).
    levels: Option<Vec<u8>>,
    /// Rows named by their shape alone, in the order they are offered (`unmarked`, `weights`).
    unmarked: Vec<usize>,
    heaviest: Vec<usize>,
    count_tables: Vec<usize>,
    records: Vec<usize>,
    terms: Vec<usize>,
    /// The caveats of the reference's entries (`terms::caveats`), each a sentence's lines.
    term_caveats: Vec<Vec<usize>>,
    /// Rows that name something (see [`named_rows`]).
    odd_keys: Vec<usize>,
    rare_tags: Vec<usize>,
    rare_qualifiers: Vec<usize>,
    odd_values: Vec<usize>,
    odd_fields: Vec<usize>,
    rare_marks: Vec<usize>,
    each_message: Vec<usize>,
    /// The headlines of a level gutter and their bodies (`level_gutter`).
    gutter: crate::level_gutter::Bodies,
    /// The headers of diagnostics written over a code frame (`located_heads`).
    located_heads: Vec<crate::located_heads::Head>,
    /// The rows of a table's rare kinds, rarest first (`kind_order`), offered in tier 4.
    rare_kind_rows: Vec<usize>,
    /// A findings flood's kinds (`flood`): the findings kept whatever the budget, the notes
    /// (taken out before the selection) and the findings they fold, sorted.
    flood: ctx_squash_core::KeyNotes,
    flood_kept: Vec<usize>,
    flood_folded: Vec<usize>,
}

impl Shapes {
    fn of(lines: &Lines<'_>) -> Shapes {
        let parts = crate::dump::parts(lines);
        // The findings `path:line[:col]: message`, read once for their messages and keys and for
        // a flood's kinds.
        let findings = ctx_squash_core::Findings::read(lines);
        let terms = crate::terms::terms(lines);
        let term_caveats = crate::terms::caveats(lines, &terms);
        let rows = ShapeRows {
            levels: crate::severity::levels(lines),
            unmarked: crate::unmarked::unmarked(lines),
            heaviest: crate::weights::heaviest(lines),
            count_tables: crate::count_table::count_tables(lines),
            records: crate::records::record_lines(lines),
            terms,
            term_caveats,
            odd_keys: crate::odd_keys::odd_keys(lines),
            rare_tags: ctx_squash_core::rare_tags(lines),
            rare_qualifiers: ctx_squash_core::rare_qualifiers(lines),
            odd_values: crate::odd_values::odd_values(lines),
            odd_fields: crate::odd_fields::odd_fields(lines),
            rare_marks: crate::rare_marks::rare_marks(lines),
            each_message: ctx_squash_core::each_message_and_key(&findings),
            gutter: crate::level_gutter::bodies(lines),
            located_heads: crate::located_heads::heads(lines),
            rare_kind_rows: crate::kind_order::rare_kind_rows(lines),
            flood: ctx_squash_core::KeyNotes::default(),
            flood_kept: Vec::new(),
            flood_folded: Vec::new(),
        };
        let flood = crate::flood::kinds(lines, &findings);
        let rows = ShapeRows {
            flood_kept: crate::flood::kept_rows(&flood),
            flood_folded: crate::flood::folded(&flood),
            flood,
            ..rows
        };
        Shapes { parts, rows }
    }
}

/// The miner's templates and survey; the trigger scan's findings, the keyed listing's rows and
/// the [`Shapes`]. These read no template, so for an input of `parallel` bytes or more they run
/// on a thread beside the miner and the call's wall time drops by the shorter of the two; each
/// side does the same work either way, so the output is the same. Where no thread can be spawned,
/// or it failed, or the lines are too long ([`PARALLEL_LINE`]) or too short
/// ([`PARALLEL_MEAN_LINE`]), they run here after the miner.
fn mine_and_scan<'a>(input: &str, lines: &Lines<'a>, parallel: usize) -> (Mined<'a>, Beside) {
    let shapes = || (crate::keyed::keyed(lines), Shapes::of(lines));
    // The leads the principles beside the miner share live as long as the lines: counted before
    // the side allocates anything, they pin none of what it frees (counted later, they raised
    // the peak of 1,000,000 identical lines by 0.2× the input).
    if input.len() < parallel
        || lines.len() * PARALLEL_MEAN_LINE > input.len()
        || (0..lines.len()).any(|i| lines.bytes(i).len() > PARALLEL_LINE)
    {
        lines.count_leads_now();
        let (templates, survey) = Survey::mine(lines);
        let by_template = ByTemplate::of(lines, &templates);
        let (keyed, shapes) = shapes();
        return ((templates, survey, by_template, Prepared::default()), (None, keyed, shapes));
    }
    // The survey's look at each line's text needs no template either: it runs beside the miner,
    // which reads only what the tokens name.
    let side = || {
        lines.count_leads_now();
        (scan_ahead(input.as_bytes()), shapes(), Survey::by_text(lines))
    };
    // What reads the templates alone is read while the second thread still runs, as jobs either
    // thread takes (`Jobs`): the second, once its own work is done, takes those the calling thread
    // has not come to. Done before the miner (the calling thread held up, a busy machine), it waits
    // for the templates rather than leave every job to the calling thread; the miner tells it when
    // it is done, or failed (`MinerDone`), so it never waits past the miner.
    let mined: OnceLock<Templates> = OnceLock::new();
    let finished = (Mutex::new(false), Condvar::new());
    let jobs = Jobs::prepared();
    let (named, (ahead, (keyed, shapes), survey)) = std::thread::scope(|scope| {
        let side_then_jobs = || {
            let beside = side();
            MinerDone::wait(&finished);
            if let Some(templates) = mined.get() {
                jobs.take(lines, templates);
            }
            beside
        };
        let spawned = std::thread::Builder::new().spawn_scoped(scope, side_then_jobs);
        let named = {
            let _told = MinerDone(&finished);
            let (templates, named) = Survey::mine_names(lines, None);
            jobs.name(&named.named_numbers);
            let _ = mined.set(templates);
            named
        };
        if let Some(templates) = mined.get() {
            jobs.take(lines, templates);
        }
        (named, spawned.ok().and_then(|handle| handle.join().ok()).unwrap_or_else(side))
    });
    // Set in the scope: never mined again here.
    let templates = mined.into_inner().unwrap_or_else(|| Templates::mine(lines));
    let (by_template, prepared) = jobs.finish(lines, &templates);
    ((templates, survey.with_names(named), by_template, prepared), (Some(ahead), keyed, shapes))
}

/// Tells the second thread of [`mine_and_scan`] that the miner is done when dropped: its templates
/// set, or it failed (dropped as the calling thread unwinds), so a wait for it always ends.
struct MinerDone<'a>(&'a (Mutex<bool>, Condvar));

impl MinerDone<'_> {
    /// Waits until the miner is done (see [`MinerDone`]).
    fn wait((done, told): &(Mutex<bool>, Condvar)) {
        let mut finished = done.lock().unwrap_or_else(PoisonError::into_inner);
        while !*finished {
            finished = told.wait(finished).unwrap_or_else(PoisonError::into_inner);
        }
    }
}

impl Drop for MinerDone<'_> {
    fn drop(&mut self) {
        let (done, told) = self.0;
        *done.lock().unwrap_or_else(PoisonError::into_inner) = true;
        told.notify_all();
    }
}

/// The calling thread's share of [`mine_and_scan`]: the templates, the survey, what reads the
/// templates alone and what the passes after the selection read of the lines alone (the last two
/// taken by either thread on two).
type Mined<'a> = (Templates, Survey, ByTemplate, Prepared<'a>);

/// The second thread's share of [`mine_and_scan`]: the trigger scan's findings, the keyed
/// listing's rows and the [`Shapes`].
type Beside = (Option<Ahead>, crate::keyed::Keyed, Shapes);

/// What [`scan_ahead`] gives: `None` where it gave up.
type Ahead = Option<(Gathered, Vec<(Pending, Option<u64>)>)>;

/// Whether `input` is log-shaped: at least 3 lines are errors, warnings or stack-trace frames,
/// and it is not a diff (whose keywords are code being changed).
///
/// Stops reading at the third such line.
///
/// ```
/// use ctx_squash_log::looks_like_log;
///
/// assert!(looks_like_log("warning: a\nerror: b\n  File \"x.py\", line 3, in f\n"));
/// assert!(!looks_like_log("hello\nworld\n0 errors\n"));
/// ```
pub fn looks_like_log(input: &str) -> bool {
    if ctx_squash_core::is_diff(input.as_bytes()) {
        return false;
    }
    let mut found = 0;
    for_each_hit(input.as_bytes(), |hit| {
        let class = classify(hit.lower, hit.orig);
        if class.frame || class.level >= Level::Warn {
            found += 1;
        }
        if found >= 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    found >= 3
}

/// An error or warning line that may be kept.
#[derive(Clone, Copy)]
struct Entry {
    idx: usize,
    score: u16,
    /// The line carries its own location and does not announce more below it
    /// (`a.c:4:10: error: ‘y’ undeclared`, unlike `panicked at src/lib.rs:7:27:`).
    located: bool,
}

/// The error (or warning) lines a scan keeps as candidates.
#[derive(Default)]
struct Bucket {
    /// The first occurrence of each distinct message, in input order.
    distinct: Vec<Entry>,
    /// The best repeats seen so far, at most the cap: nothing ranked below them can be kept, so
    /// memory stays bounded however many times a message repeats.
    repeats: Vec<Entry>,
    /// The lowest score among `repeats` once it is full: anything not above it is not kept.
    floor: u16,
}

impl Bucket {
    fn add(&mut self, entry: Entry, distinct: bool, cap: usize) {
        if distinct {
            self.distinct.push(entry);
        } else if self.repeats.len() < cap {
            self.repeats.push(entry);
            if self.repeats.len() == cap {
                self.floor = self.repeats.iter().map(|r| r.score).min().unwrap_or(0);
            }
        } else if entry.score > self.floor {
            // A later line only wins with a strictly better score.
            if let Some(worst) = self.repeats.iter_mut().min_by_key(|r| (r.score, Reverse(r.idx))) {
                *worst = entry;
            }
            self.floor = self.repeats.iter().map(|r| r.score).min().unwrap_or(0);
        }
    }

    /// Candidates best first (distinct messages by score then position, then repeats likewise),
    /// and how many of them are distinct.
    fn ranked(mut self) -> (Vec<Entry>, usize) {
        let key = |e: &Entry| (Reverse(e.score), e.idx);
        self.distinct.sort_by_key(key);
        self.repeats.sort_by_key(key);
        let distinct = self.distinct.len();
        self.distinct.extend(self.repeats);
        (self.distinct, distinct)
    }
}

/// What one pass over the log gathers for selection.
#[derive(Default)]
struct Gathered {
    errors: Bucket,
    warnings: Bucket,
    summaries: Vec<usize>,
    markers: Vec<usize>,
    /// (error/warning line, first frame within reach below it), sorted.
    below: Vec<(usize, usize)>,
    /// (error/warning line, nearest frame within reach above it), sorted.
    above: Vec<(usize, usize)>,
    /// Distinct frames of the user's own code, in order, at most [`MAX_USER_FRAMES`].
    user_frames: Vec<usize>,
    /// Every error and warning line stored in a bucket, sorted: a whole block stops at the next.
    headlines: Vec<usize>,
    /// Every stack frame, sorted: classified, so never kept as what nothing classified.
    frames: Vec<usize>,
}

/// An error or warning line whose identity waits for a location line below it.
#[derive(Clone, Copy)]
struct Pending {
    entry: Entry,
    level: Level,
    key: u64,
    /// The line's own text, numbers included.
    exact: u64,
}

/// Classifies every candidate line in one pass, handing `found` each error or warning headline
/// with the location it was given, in that order, until it breaks (then `None`); reads no
/// template, so it may run beside the miner. The buckets of what it returns are left empty: they
/// are what `found` fills (see [`Filer`]).
fn scan_hits(
    bytes: &[u8],
    mut found: impl FnMut(Pending, Option<u64>) -> ControlFlow<()>,
) -> Option<Gathered> {
    let mut g = Gathered::default();
    let mut seen_frames = HashSet::new();
    let mut last_frame: Option<usize> = None;
    let mut pending: Vec<Pending> = Vec::new();
    let mut broken = false;
    for_each_hit(bytes, |hit| {
        let class = classify(hit.lower, hit.orig);
        let idx = hit.idx;
        // Pending entries are in line order: the expired ones come first.
        let expired = pending.iter().take_while(|p| p.entry.idx + LOCATION_REACH < idx).count();
        let mut flow = ControlFlow::Continue(());
        for p in pending.drain(..expired) {
            flow = found(p, None);
        }
        if class.frame {
            g.frames.push(idx);
            let location = hash_bytes(hit.lower.trim_ascii());
            for p in pending.drain(..) {
                g.below.push((p.entry.idx, idx));
                flow = found(p, Some(location));
            }
            last_frame = Some(idx);
            let located = hit.lower.trim_ascii_start();
            let rustc_location = located.starts_with(b"--> ") || located.starts_with(b"::: ");
            if !class.library
                && !rustc_location
                && g.user_frames.len() < MAX_USER_FRAMES
                && seen_frames.insert(hash_bytes(located))
            {
                g.user_frames.push(idx);
            }
        } else if class.summary {
            g.summaries.push(idx);
        } else if class.marker {
            g.markers.push(idx);
        } else if class.level >= Level::Warn {
            if let Some(f) = last_frame.filter(|&f| f + LOCATION_REACH >= idx) {
                g.above.push((idx, f));
            }
            g.headlines.push(idx);
            let location = class.location(hit.lower);
            let located = location && !hit.lower.trim_ascii_end().ends_with(b":");
            let entry = Entry { idx, score: class.score(location), located };
            let key = key(hit.lower) ^ location_key(hit.lower).rotate_left(29);
            pending.push(Pending { entry, level: class.level, key, exact: hash_bytes(hit.lower) });
        }
        broken = flow.is_break();
        flow
    });
    for p in pending {
        broken |= found(p, None).is_break();
    }
    (!broken).then_some(g)
}

/// Files error and warning headlines in their buckets, in the order the scan gave them a
/// location: what makes one distinct reads the templates.
struct Filer<'l, 'a> {
    lines: &'l Lines<'a>,
    templates: &'l Templates,
    variants: HashMap<(Level, u64), u8>,
    seen_exact: HashSet<(Level, u64)>,
    foldable: HashMap<u32, bool>,
    errors: Bucket,
    warnings: Bucket,
}

impl<'l, 'a> Filer<'l, 'a> {
    fn new(lines: &'l Lines<'a>, templates: &'l Templates) -> Self {
        let (variants, seen_exact, foldable) = (HashMap::new(), HashSet::new(), HashMap::new());
        Filer {
            lines,
            templates,
            variants,
            seen_exact,
            foldable,
            errors: Bucket::default(),
            warnings: Bucket::default(),
        }
    }

    fn file(&mut self, p: Pending, location: Option<u64>) {
        let (lines, templates) = (self.lines, self.templates);
        let template = (p.entry.idx < lines.len()).then(|| templates.of(p.entry.idx));
        // An error at a new location is a new fact (`mismatched types` at two places). A warning
        // whose place is on a line of its own (a block: headline, location, quoted source) of a
        // template already seen is a repeat of one finding (`unused variable: <*>` forty times):
        // the first is kept, the others fold into it. A one-line finding carrying its own place
        // (`a.py:3:1: F401 `os` imported but unused`) is its own shortest form: kept as a line.
        // Findings that share a template only in their frame, and differ in most of their words
        // (a linter's `C: Style/StringLiterals: Prefer single-quoted strings` and `C:
        // Style/RedundantReturn: Redundant return detected.`), are different facts.
        let warning = p.level != Level::Error
            && location.is_some()
            && template.is_some_and(|t| {
                templates.count(t) >= fold::MIN_TO_FOLD
                    && *self.foldable.entry(t).or_insert_with(|| fold::folds(lines, templates, t))
            });
        let identity = match template {
            Some(template) if warning => u64::from(template) ^ 0x5bd1_e995_0000_0000,
            _ => p.key ^ location.map_or(0, |l| l.rotate_left(17)),
        };
        let exact = warning || self.seen_exact.insert((p.level, p.exact ^ location.unwrap_or(0)));
        let n = self.variants.entry((p.level, identity)).or_insert(0);
        let distinct = exact && *n < if warning { 1 } else { MAX_VARIANTS };
        if distinct {
            *n += 1;
        }
        let (bucket, cap) = if p.level == Level::Error {
            (&mut self.errors, MAX_ERRORS)
        } else {
            (&mut self.warnings, MAX_WARNINGS)
        };
        bucket.add(p.entry, distinct, cap);
    }

    /// The scan's lists with the buckets filled.
    fn into_gathered(self, scanned: Gathered) -> Gathered {
        Gathered { errors: self.errors, warnings: self.warnings, ..scanned }
    }
}

/// The trigger scan's lists and buckets, the headlines filed as the scan finds them.
fn gather(bytes: &[u8], lines: &Lines<'_>, templates: &Templates) -> Gathered {
    let mut filer = Filer::new(lines, templates);
    let scanned = scan_hits(bytes, |p, location| {
        filer.file(p, location);
        ControlFlow::Continue(())
    });
    filer.into_gathered(scanned.unwrap_or_default())
}

/// The trigger scan run before the templates are known, its headlines kept to be filed once they
/// are; `None` when they would take more than an eighth of the input's size (a log of little
/// else), so that the memory the scan keeps stays a fraction of its input: the scan is then run
/// again after the miner, filing as it goes ([`gather`]).
fn scan_ahead(bytes: &[u8]) -> Ahead {
    let most = bytes.len() / 8 / std::mem::size_of::<(Pending, Option<u64>)>();
    let mut findings = Vec::new();
    let scanned = scan_hits(bytes, |p, location| {
        findings.push((p, location));
        if findings.len() > most { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    })?;
    Some((scanned, findings))
}

/// Files the headlines a [`scan_ahead`] kept, in order, or scans again where it gave up.
fn file_ahead(ahead: Ahead, bytes: &[u8], lines: &Lines<'_>, templates: &Templates) -> Gathered {
    let Some((scanned, findings)) = ahead else { return gather(bytes, lines, templates) };
    let mut filer = Filer::new(lines, templates);
    for (p, location) in findings {
        filer.file(p, location);
    }
    filer.into_gathered(scanned)
}

/// What part of a diagnostic a line is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Part {
    /// No part of one.
    Free,
    /// An error or warning headline.
    Headline,
    /// A line of a headline's block: its location, quoted source, labels, notes.
    Body,
    /// A stack frame outside any block.
    Frame,
    /// A dump's row with no word in its text (see `dump`).
    Dots,
}

/// Where a kept line came from: how it is cut when long.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cut {
    Normal,
    /// Cut to [`SHORT_LINE`]: status lines and the ends of the log.
    Short,
    /// Cut to [`SHORT_LINE`] around the token a failure quotes from it (see `quoted`): the cut
    /// never falls in the value the line is kept for.
    Quoted,
}

impl Cut {
    /// The cut of a line kept twice: whole over around its token over short.
    fn or(self, was: Option<Cut>) -> Cut {
        match (was, self) {
            (Some(Cut::Normal), _) | (_, Cut::Normal) => Cut::Normal,
            (Some(Cut::Quoted), _) | (_, Cut::Quoted) => Cut::Quoted,
            _ => Cut::Short,
        }
    }
}

/// The kept lines, sorted, each with its cut.
pub(crate) type Kept = Vec<(usize, Cut)>;

/// Lines chosen in rank order under the byte budget.
struct Chooser<'l, 'a> {
    lines: &'l Lines<'a>,
    kept: Vec<Option<Cut>>,
    spent: usize,
    /// Bytes beyond which an offer that is not forced is refused.
    limit: usize,
    /// The evidence lines, sorted, each with its token's place (see `quoted`): cut around it.
    quoted: Vec<crate::quoted::Evidence>,
}

impl Chooser<'_, '_> {
    /// Adds the group (sorted or not, each line counted once) when `force` or when it fits in
    /// what is left of the budget.
    fn offer(&mut self, group: &[usize], cut: Cut, force: bool) {
        let n = self.kept.len();
        // One line, most offers (the filler's, a message's lines one by one): no list to sort.
        if let &[i] = group {
            if let Some(&was) = self.kept.get(i) {
                let added = if was.is_none() { self.cost(i, cut) } else { 0 };
                if force || self.spent + added <= self.limit {
                    self.spent += added;
                    self.kept[i] = Some(cut.or(was));
                }
            }
            return;
        }
        let mut group: Vec<usize> = group.iter().copied().filter(|&i| i < n).collect();
        group.sort_unstable();
        group.dedup();
        let added: usize =
            group.iter().filter(|&&i| self.kept[i].is_none()).map(|&i| self.cost(i, cut)).sum();
        if !force && self.spent + added > self.limit {
            return;
        }
        self.spent += added;
        for i in group {
            // A line kept in full for any reason is not cut short.
            self.kept[i] = Some(cut.or(self.kept[i]));
        }
    }

    /// The bytes line `i` adds to the output when kept with `cut`.
    fn cost(&self, i: usize, cut: Cut) -> usize {
        match cut {
            Cut::Quoted => quoted_len(self.lines.get(i), token_at(&self.quoted, i)) + 1,
            _ => line_cost(self.lines, i, cut),
        }
    }

    /// Offers lines one at a time while they fit.
    fn offer_each(&mut self, group: &[usize], cut: Cut) {
        for &i in group {
            self.offer(&[i], cut, false);
        }
    }

    /// Offers the lines of several messages (each nearest its headline first) one at a time
    /// while they fit, the nearest line of every message before the second nearest of any: one
    /// long message does not crowd out the others.
    fn offer_nearest_first(&mut self, messages: &[Vec<usize>]) {
        let longest = messages.iter().map(Vec::len).max().unwrap_or(0);
        for k in 0..longest {
            for message in messages {
                if let Some(&i) = message.get(k) {
                    self.offer(&[i], Cut::Normal, false);
                }
            }
        }
    }
}

/// The place of the token evidence line `i` is kept for (see `quoted`), when it is one.
fn token_at(quoted: &[crate::quoted::Evidence], i: usize) -> Option<std::ops::Range<usize>> {
    quoted
        .binary_search_by_key(&i, |(line, _)| *line)
        .ok()
        .and_then(|at| quoted.get(at))
        .map(|(_, t)| t.clone())
}

/// Writes `line` as kept with `cut`, an evidence line's cut around its token `token`.
fn push_kept(out: &mut String, line: &str, cut: Cut, token: Option<std::ops::Range<usize>>) {
    match (cut, token) {
        (Cut::Quoted, Some(token)) => push_cut_around(out, line, SHORT_LINE, token),
        (Cut::Normal, _) => push_cut(out, line, MAX_LINE),
        _ => push_cut(out, line, SHORT_LINE),
    }
}

/// The bytes [`push_kept`] writes for an evidence line.
fn quoted_len(line: &str, token: Option<std::ops::Range<usize>>) -> usize {
    let mut out = String::new();
    push_kept(&mut out, line, Cut::Quoted, token);
    out.len()
}

/// The bytes line `i` adds to the output when kept with `cut` (an evidence line's as if short:
/// see [`Chooser::cost`]).
pub(crate) fn line_cost(lines: &Lines<'_>, i: usize, cut: Cut) -> usize {
    let cap = if cut == Cut::Normal { MAX_LINE } else { SHORT_LINE };
    cut_len(lines.get(i), cap) + 1
}

/// The groups of lines kept together around a line: its context, its block, its headline.
struct Groups<'l, 'a> {
    lines: &'l Lines<'a>,
    /// The output's templates: a cut block's lines of equal rank are taken rarest first (see
    /// `own_lines`).
    templates: &'l Templates,
    /// Every error and warning line, sorted.
    headlines: Vec<usize>,
    /// (error/warning line, first frame within reach below it), sorted.
    below: Vec<(usize, usize)>,
    /// (error/warning line, nearest frame within reach above it), sorted.
    above: Vec<(usize, usize)>,
    /// How often the output writes each bare label (a failure's own labels continue its block).
    labels: crate::failure_labels::Labels<'a>,
}

impl Groups<'_, '_> {
    fn below_of(&self, idx: usize) -> Option<usize> {
        self.below.binary_search_by_key(&idx, |p| p.0).ok().map(|i| self.below[i].1)
    }

    fn location_of(&self, idx: usize) -> Option<usize> {
        self.below_of(idx)
            .or_else(|| self.above.binary_search_by_key(&idx, |p| p.0).ok().map(|i| self.above[i].1))
    }

    /// The line with [`CONTEXT`] lines on each side. A passing test's result line next to a
    /// failure says nothing about it, and a compiler's quoted source (`12 |     let x = y;`,
    /// `   |     ^^^ help`) belongs to a diagnostic of its own: neither is context.
    fn context(&self, idx: usize) -> Vec<usize> {
        let lines = self.lines;
        (idx.saturating_sub(CONTEXT)..=(idx + CONTEXT).min(lines.len() - 1))
            .filter(|&i| i == idx || !(passing(lines.bytes(i)) || quoted_source(lines.bytes(i))))
            .collect()
    }

    /// A diagnostic kept as a block: the headline with its context, and the lines below that
    /// belong to it ([`Groups::span`]) up to a per-block cap of lines and bytes ([`BLOCK`] for
    /// the best diagnostic, [`BLOCK_SHORT`] for the others) — taken crux first when the block is
    /// longer: its location, then labelled lines (a caret label such as `^^^ expected u8`,
    /// `expected:`/`got:`, `= note:`), then the changed lines of a diff, then the rest, the lines
    /// of the rarest templates first (see `own_lines`), in order.
    fn block(&self, idx: usize, cap: (usize, usize)) -> Vec<usize> {
        let (max_lines, max_bytes) = cap;
        let mut group = self.context(idx);
        let mut span = self.span(idx);
        // Its lines are offered whole (`Cut::Normal`), and counted so.
        if span.len() > max_lines
            || span.iter().map(|&i| line_cost(self.lines, i, Cut::Normal)).sum::<usize>() > max_bytes
        {
            let location = self.location_of(idx);
            span.retain(|&i| !self.lines.bytes(i).trim_ascii().is_empty());
            // A numbered path of events (gcc's `(9) this call could return NULL`) ends where it
            // goes wrong: its labels are taken last first.
            // Each line's rank read once (`sort_by_key` reads it at every comparison); stable too.
            span.sort_by_cached_key(|&i| {
                let line = self.lines.bytes(i);
                let rank = crux_rank(line, Some(i) == location);
                // Of the rest, what the block alone says first (see `own_lines`).
                let weight = if rank == 3 { crate::own_lines::weight(self.templates, idx, i) } else { 0 };
                (rank, weight, if rank == 1 && numbered_event(line) { usize::MAX - i } else { i })
            });
            // Taken in that order while they fit, each with the lines it is nested under within
            // the block, their bytes charged to the cap (see `own_lines::fit`).
            span = crate::own_lines::fit(self.lines, idx, &span, cap, Cut::Normal);
        }
        group.extend(span);
        group
    }

    /// The lines below a headline that belong to it: more deeply indented ones, or, under an
    /// indented headline, as deep (`RSpec`'s `Failure/Error:` and its `# ./spec/x.rb:27` frame);
    /// quoted source (`12 | x`, `   | ^^^`) and `help:`/`note:` at any depth; blank lines between
    /// them; at the headline's depth, a label of the failure's own (`Expected:`, `Got:`, written
    /// no more often than headlines are, over a value of a few lines: see `failure_labels`). Up to the next headline or a line
    /// less indented, at most [`SPAN`] lines.
    fn span(&self, idx: usize) -> Vec<usize> {
        let lines = self.lines;
        let base = indent(lines.bytes(idx));
        let mut span = Vec::new();
        let mut blanks = Vec::new();
        for i in idx + 1..(idx + 1 + SPAN).min(lines.len()) {
            let line = lines.bytes(i);
            // A frame's mark (setuptools' `!!` around its box) is read as a blank is: the block
            // runs on through it when lines that belong follow.
            if line.trim_ascii().is_empty() || frame_mark(line) {
                blanks.push(i);
                continue;
            }
            let depth = indent(line);
            let belongs = self.headlines.binary_search(&i).is_err()
                && (depth > base
                    || (depth == base && base > 0)
                    || attached(line) && !line[0].is_ascii_whitespace()
                    || (depth == base
                        && self.labels.rare(lines, line, self.headlines.len())
                        && self.value_under(i, base)));
            if !belongs {
                break;
            }
            span.append(&mut blanks);
            span.push(i);
        }
        span
    }

    /// The lines right under the headline at `idx` that write on its message: within
    /// [`CONTEXT`] lines, at its margin or deeper, up to a blank line or another headline.
    fn written_on(&self, idx: usize) -> impl Iterator<Item = usize> + '_ {
        let base = indent(self.lines.bytes(idx));
        (idx + 1..(idx + 1 + CONTEXT).min(self.lines.len())).take_while(move |&i| {
            let line = self.lines.bytes(i);
            !line.trim_ascii().is_empty() && indent(line) >= base && self.headlines.binary_search(&i).is_err()
        })
    }

    /// Whether the lines under the label at `at` (at depth `base`) are a value: at most
    /// [`crate::failure_labels::MAX_VALUE`] non-blank lines deeper than it before the next line at
    /// its depth or less — a failure's `Expected:` / `Got:`, not a listing under `Passed tests:`.
    fn value_under(&self, at: usize, base: usize) -> bool {
        let max = crate::failure_labels::MAX_VALUE;
        (at + 1..self.lines.len())
            .map(|i| self.lines.bytes(i))
            .filter(|line| !line.trim_ascii().is_empty())
            .take_while(|line| indent(line) > base)
            .take(max + 1)
            .count()
            <= max
    }

    /// The message a format writes below a headline its own way (pytest's run of `E` lines,
    /// jest's lines under `●`, TAP's YAML block, valgrind's frames; see [`formats::message`]), to
    /// [`MAX_EXPLANATION`] lines.
    fn explanation(&self, idx: usize) -> std::ops::Range<usize> {
        let limit = (idx + 1 + MAX_EXPLANATION).min(self.lines.len());
        formats::message(self.lines, idx, limit).unwrap_or(0..0)
    }

    /// Below an error, up to the next headline, the compiler's notes on it (gcc's
    /// `pgm.h:24:6: note: previous declaration of ‘pgm_invert’`, after the quoted source and an
    /// `In file included from …`).
    fn notes_below(&self, idx: usize, level: Level) -> impl Iterator<Item = usize> {
        let end = if level == Level::Error { (idx + 1 + BLOCK.0).min(self.lines.len()) } else { idx + 1 };
        (idx + 1..end)
            .take_while(move |&i| self.headlines.binary_search(&i).is_err())
            .filter(move |&i| formats::note(self.lines.bytes(i)))
    }

    /// The line right above a headline when it names the unit the findings below it belong to:
    /// Go's `# example.com/relay/queue`, pylint's `************* Module x`; above an error also
    /// a line announcing it, such as the linker's ``/usr/bin/ld: build/main.o: in function
    /// `main':`` (gcc's `src/wav.c: In function ‘f’:` above each of many warnings would cost
    /// more than it tells).
    fn group_header(&self, idx: usize, level: Level) -> Option<usize> {
        let above = idx.checked_sub(1)?;
        let line = self.lines.bytes(above);
        let announces = level == Level::Error && line.trim_ascii_end().ends_with(b":");
        let header = line.first().is_some_and(|b| !b.is_ascii_whitespace())
            && (announces || line.starts_with(b"# ") || line.starts_with(b"*****"));
        (header && self.headlines.binary_search(&above).is_err()).then_some(above)
    }

    /// A headline is its line, its location and, nearest first, as much of its message (its
    /// explanation and the labelled details below it: javac's `  symbol:   variable size`,
    /// `  left: 3` under a failed assertion) as fits in `forced` bytes: that much is kept
    /// whatever the budget. The rest of the message is returned apart, to be kept while it fits:
    /// sixty failures with thirty long `E` lines each must not blow the budget.
    fn headline(&self, idx: usize, level: Level, forced: usize) -> (Vec<usize>, Vec<usize>) {
        let mut core: Vec<usize> = std::iter::once(idx).chain(self.location_of(idx)).collect();
        let details = self.span(idx).into_iter().filter(|&i| labelled_detail(self.lines.bytes(i)));
        let mut message: Vec<usize> = self
            .explanation(idx)
            .chain(details)
            .chain(self.group_header(idx, level))
            .chain(self.notes_below(idx, level))
            .filter(|i| !core.contains(i))
            .collect();
        message.sort_unstable_by_key(|&i| (i.abs_diff(idx), i));
        message.dedup();
        let mut spent = 0;
        let forced = message
            .iter()
            .take_while(|&&i| {
                spent += line_cost(self.lines, i, Cut::Normal);
                spent <= forced
            })
            .count();
        let rest = message.split_off(forced);
        core.extend(message);
        (core, rest)
    }
}

/// Offers each of the user's frames with the line that names it, where a format writes that apart
/// (Rust's `4: unitconv::parse_quantity` above `at file:line`, Go's call above
/// `\t/x/config.go:46`, pytest's `>` line above `tests/test_core.py:39: `), and what the format
/// writes below it; then, frame by frame, what a format shows above a frame's named line of the
/// values it reads (pytest's statements binding the names of its `>` line).
fn offer_frames(c: &mut Chooser<'_, '_>, lines: &Lines<'_>, frames: &[usize]) {
    for &idx in frames {
        let mut group = vec![formats::frame_name(lines, idx).unwrap_or(idx), idx];
        group.extend(formats::frame_body(lines, idx));
        c.offer(&group, Cut::Normal, false);
    }
    for &idx in frames {
        c.offer(&formats::frame_context(lines, idx), Cut::Normal, false);
    }
}

/// Indices of the lines to keep, sorted and unique, with how each is cut, and the evidence lines'
/// tokens (see `quoted`); `prepared`, what was
/// read beside the miner on two threads: the filler's findings (see [`filler_findings`]) and
/// each line's previous line of its template (`copy_runs::previous`).
fn select(
    g: Gathered,
    survey: &Survey,
    lines: &Lines<'_>,
    templates: &Templates,
    (by_template, keyed, shapes): (&ByTemplate, &[usize], Shapes),
    prepared: &mut Prepared<'_>,
) -> (Kept, Vec<Part>, Vec<crate::quoted::Evidence>) {
    let total = lines.len();
    let Gathered { errors, warnings, summaries, markers, below, above, user_frames, headlines, frames } = g;
    let groups = Groups { lines, templates, headlines, below, above, labels: Labels::default() };
    let mut c = Chooser { lines, kept: vec![None; total], spent: 0, limit: BUDGET, quoted: Vec::new() };
    // Lines of a diagnostic's block are told with their headline (kept, or folded into a note),
    // never on their own; headlines are told by the tiers above.
    // A dump's rows of dots are told by their fold (see `dump`).
    let Shapes { parts: (mut in_block, dump), rows } = shapes;
    for &h in &groups.headlines {
        for i in groups.span(h).into_iter().chain(groups.location_of(h)) {
            in_block[i] = Part::Body;
        }
    }
    for &h in &groups.headlines {
        in_block[h] = Part::Headline;
    }
    crate::flood::mark_folded(&mut in_block, &rows.flood_folded);
    // A stack frame is classified: the user's own are kept above, a library's are noise.
    for &f in frames.iter().chain(&survey.frame_lines) {
        if in_block[f] == Part::Free {
            in_block[f] = Part::Frame;
        }
    }

    // Tier 0, always: both ends, earlier markers and a tool's own notes, summaries, headings,
    // the identifiers an agent copies, the best errors and warnings with their locations and
    // messages.
    let ends: Vec<usize> = (0..HEAD_TAIL.min(total)).chain(total.saturating_sub(HEAD_TAIL)..total).collect();
    c.offer(&ends, Cut::Short, true);
    c.offer(&markers, Cut::Normal, true);
    c.offer(&survey.annotations, Cut::Normal, true);
    c.offer(&summaries, Cut::Normal, true);
    let forced_headings = offer_headings(&mut c, survey, &by_template.openers, &in_block);
    // The lines that name something, and the line opening each dump (see `dump`).
    c.offer(&[named_rows(survey, by_template, &rows), dump.headers].concat(), Cut::Short, true);
    offer_failed_calls(&mut c, &groups, &survey.failed_calls);
    offer_by_shape(&mut c, (lines, templates), keyed, &rows);
    // A diagnostic's header and message outrank its code frame (see `located_heads`): kept
    // whatever the budget, they are paid from the filler's allowance, so frames fold first.
    let before_heads = c.spent;
    c.offer(&crate::located_heads::kept(lines, &rows.located_heads, &in_block), Cut::Normal, true);
    let heads_cost = c.spent - before_heads;
    let levels = rows.levels;
    let gutter_rests = rows.gutter.rests;
    let [errors, warnings] = [errors.ranked(), warnings.ranked()].map(|r| unfolded(r, &rows.flood_folded));
    let mut rests = Vec::new();
    for ((ranked, distinct), cap, level) in
        [(&errors, MAX_ERRORS, Level::Error), (&warnings, MAX_WARNINGS, Level::Warn)]
    {
        // A warning repeated (one template) is one finding: its first is kept, the rest fold.
        let cap = if level == Level::Warn { cap.min(*distinct) } else { cap };
        for entry in ranked.iter().take(cap) {
            rests.push(offer_headline(&mut c, &groups, entry.idx, level));
        }
    }

    // Tier 1: a diagnostic is kept as a block — headline, location, quoted source, labels, notes
    // and help, up to a per-block cap — errors first (a warning never takes an error's place);
    // then a table's rows that stand out (`standouts`), the rest of their messages, the user's
    // own stack frames, context around the best errors and warnings that have no location.
    let (ranked_errors, _) = &errors;
    offer_failures(&mut c, &groups, ranked_errors);
    offer_qualified(&mut c, &rows.rare_qualifiers);
    // A table's standouts, a dump's rows with words among them (see `dump`), a fold's names no
    // other row holds (see `named_once`), a long run's first and last rows (see `run_ends`).
    c.offer_each(&by_template.tier_one(&dump.rows), Cut::Short);
    // A framed table's header, first and last rows (see `framed`).
    c.offer_each(prepared.framed.get_or_init(|| crate::framed::bounds(lines)), Cut::Short);
    c.offer_nearest_first(&rests);
    // Frames told by their shape alone (C/C++ and Ruby backtraces) join those the scan found.
    let mut user_frames = [user_frames, survey.frames.clone()].concat();
    user_frames.sort_unstable();
    user_frames.dedup();
    offer_frames(&mut c, lines, &user_frames);
    for ((ranked, _), cap) in [(&errors, MAX_ERRORS), (&warnings, MAX_WARNINGS)] {
        for entry in ranked.iter().take(cap).filter(|e| !e.located && groups.below_of(e.idx).is_none()) {
            c.offer(&groups.context(entry.idx), Cut::Normal, false);
        }
    }
    let (ranked_warnings, distinct_warnings) = &warnings;
    for (n, entry) in ranked_warnings.iter().take(MAX_WARNINGS.min(*distinct_warnings)).enumerate() {
        let cap = if n == 0 && ranked_errors.is_empty() { BLOCK } else { BLOCK_SHORT };
        c.offer(&groups.block(entry.idx, cap), Cut::Normal, false);
    }

    // Tier 2: context of summaries, every further distinct error headline with its location.
    for &idx in &summaries {
        c.offer(&groups.context(idx), Cut::Normal, false);
    }
    // Distinct error headlines are facts: they are kept with their locations whatever the budget,
    // up to a count; their messages while they fit.
    let (ranked, distinct) = &errors;
    let mut rests = Vec::new();
    for (n, entry) in ranked.iter().take(*distinct).skip(MAX_ERRORS).enumerate() {
        let (core, rest) = groups.headline(entry.idx, Level::Error, 0);
        c.offer(&core, Cut::Normal, n < MAX_DISTINCT_ERRORS);
        rests.push(rest);
    }
    c.offer_nearest_first(&rests);

    // Tier 3: further distinct warnings.
    let (ranked, distinct) = &warnings;
    let mut rests = Vec::new();
    for entry in ranked.iter().take(*distinct).skip(MAX_WARNINGS) {
        let (core, rest) = groups.headline(entry.idx, Level::Warn, 0);
        c.offer(&core, Cut::Normal, false);
        rests.push(rest);
    }
    c.offer_nearest_first(&rests);

    // Tier 4, within a budget of its own: further headings, a long dump's one-off rows, then what
    // nothing above classified, kept before a second copy of anything (see [`fill`]), each line
    // cut short. An output with no error or warning is all content: it gets more room.
    let diagnosed = !(errors.0.is_empty() && warnings.0.is_empty());
    let input = lines.text().len();
    // A table's rows of rare kinds come before its common kinds, within an allowance of their own
    // (see `kind_order`).
    c.limit = c.spent + crate::kind_order::allowance(input);
    c.offer_each(&rows.rare_kind_rows, Cut::Short);
    let allowance =
        if diagnosed { (input / 16).clamp(FILL.0, FILL.2 / 2) } else { (input / 8).clamp(FILL.1, FILL.2) };
    c.limit = c.spent + allowance.saturating_sub(heads_cost);
    c.offer_each(&survey.headings[forced_headings..], Cut::Short);
    // A long dump's rows of a kind seen once come before the rest (see `one_off`).
    c.offer_each(&crate::one_off::one_offs(lines, templates, &in_block), Cut::Short);
    // A level gutter's bodies, nearest their headlines first (see `level_gutter`).
    c.offer_nearest_first(&gutter_rests);
    fill(&mut c, templates, by_template, (&in_block, levels.as_deref()), (survey, prepared), diagnosed);
    // Each kept reference entry's caveats, from an allowance of their own on top of what the rest
    // keeps (see `terms::caveats`): offered last, they take no line's place.
    offer_caveats(&mut c, templates, &rows.term_caveats);

    let kept = c.kept.iter().enumerate().filter_map(|(i, k)| k.map(|k| (i, k))).collect();
    (kept, in_block, c.quoted)
}

/// Offers a reference's caveats (`terms::caveats`, each a sentence's lines, whole or not at all)
/// from an allowance of their own, an eighth of the budget over what is kept so far: all but a
/// sentence written to a template four lines or more share, a tool's record (a linter's
/// `'label' is never reassigned.` under every file) rather than an entry's caveat. The chooser's
/// limit is the budget again after.
fn offer_caveats(c: &mut Chooser<'_, '_>, templates: &Templates, caveats: &[Vec<usize>]) {
    c.limit = c.spent + BUDGET / crate::terms::CAVEAT_SHARE;
    for caveat in caveats {
        if caveat.iter().any(|&i| templates.count(templates.of(i)) as usize >= crate::terms::RECORD_LINES) {
            continue;
        }
        c.offer(caveat, Cut::Normal, false);
    }
    c.limit = BUDGET;
}

/// The candidates of a ranking (see [`Bucket::ranked`]) but those in `folded` (sorted), and how
/// many of them are distinct: the findings a flood's note stands for are no headlines of their
/// own (see `flood`).
fn unfolded((ranked, distinct): (Vec<Entry>, usize), folded: &[usize]) -> (Vec<Entry>, usize) {
    if folded.is_empty() {
        return (ranked, distinct);
    }
    let mut kept_distinct = 0;
    let mut out = Vec::with_capacity(ranked.len());
    for (n, entry) in ranked.into_iter().enumerate() {
        if folded.binary_search(&entry.idx).is_err() {
            kept_distinct += usize::from(n < distinct);
            out.push(entry);
        }
    }
    (out, kept_distinct)
}

/// Keeps the headings whatever the budget, up to a count and a size (the rest come first in tier
/// 4), and returns how many; then, as headings are no repeats (see `openers`), the lines that open
/// a block of another shape, but for a diagnostic's (told with its headline), each cut short.
fn offer_headings(c: &mut Chooser<'_, '_>, survey: &Survey, openers: &[usize], in_block: &[Part]) -> usize {
    let forced = forced_headings(c.lines, &survey.headings);
    c.offer(survey.headings.get(..forced).unwrap_or_default(), Cut::Short, true);
    let free: Vec<usize> =
        openers.iter().copied().filter(|&i| in_block.get(i) == Some(&Part::Free)).collect();
    c.offer(&free, Cut::Short, true);
    forced
}

/// How many of `headings`, the first, are kept whatever the budget: at most [`MAX_HEADINGS`],
/// while their bytes, each as written cut short (see [`line_cost`]), fit [`HEADING_BYTES`].
fn forced_headings(lines: &Lines<'_>, headings: &[usize]) -> usize {
    let mut bytes = 0;
    headings
        .iter()
        .take(MAX_HEADINGS)
        .take_while(|&&i| {
            bytes += line_cost(lines, i, Cut::Short);
            bytes <= HEADING_BYTES
        })
        .count()
}

/// Keeps a headline of tier 0 whatever the budget — its line, location and nearest message (see
/// [`Groups::headline`]) and the lines an indented one is nested under (see `ancestry`) — and
/// returns the rest of its message.
fn offer_headline(c: &mut Chooser<'_, '_>, groups: &Groups<'_, '_>, idx: usize, level: Level) -> Vec<usize> {
    let (core, rest) = groups.headline(idx, level, FORCED_MESSAGE);
    c.offer(&core, Cut::Normal, true);
    c.offer(&crate::ancestry::ancestors(groups.lines, idx), Cut::Short, true);
    rest
}

/// Each of the best errors' blocks while it fits, then the lines a kept failure quotes a rare
/// value or name from (see `quoted`), whatever the budget: read from the kept lines of those
/// errors' headlines and the spans below them; and the lines holding an identifier the kept
/// lines written on under a headline name (see [`written_on`](Groups::written_on)).
fn offer_failures(c: &mut Chooser<'_, '_>, groups: &Groups<'_, '_>, ranked_errors: &[Entry]) {
    for (n, entry) in ranked_errors.iter().take(MAX_ERRORS).enumerate() {
        c.offer(&groups.block(entry.idx, if n == 0 { BLOCK } else { BLOCK_SHORT }), Cut::Normal, false);
    }
    if ranked_errors.is_empty() {
        return;
    }
    let kept = |i: usize| c.kept.get(i).is_some_and(Option::is_some);
    let best = ranked_errors.iter().take(MAX_ERRORS);
    let mut failure: Vec<usize> = best
        .clone()
        .flat_map(|entry| std::iter::once(entry.idx).chain(groups.span(entry.idx)))
        .filter(|&i| kept(i))
        .collect();
    failure.sort_unstable();
    failure.dedup();
    let mut quoted = crate::quoted::evidence(groups.lines, &failure);
    // What else the failure says: the kept lines written on right under a headline (a message
    // continued on a line of its own at the margin, PostgreSQL's `DETAIL:  Key
    // (cask_id)=(C-117) is not present …` under its `ERROR:`). An identifier written there and
    // on a line or two elsewhere keeps those lines — the trigger's `NOTICE:  cask C-117 retired`
    // a hundred lines above — when the line is of a kind of its own or of one a kept line shows:
    // a row of a table no kept line shows would open a fold's note naming every row, for a line
    // the identifier is on anyway. A line kept already is left as it is kept (not cut around the
    // identifier).
    let mut said: Vec<usize> = best
        .flat_map(|entry| groups.written_on(entry.idx))
        .filter(|&i| kept(i) && failure.binary_search(&i).is_err())
        .collect();
    said.sort_unstable();
    said.dedup();
    if !said.is_empty() {
        let templates = groups.templates;
        let mut shown: Vec<u32> = (0..c.kept.len()).filter(|&i| kept(i)).map(|i| templates.of(i)).collect();
        shown.sort_unstable();
        shown.dedup();
        let own_kind = |i: usize| {
            let template = templates.of(i);
            templates.count(template) as usize <= MAX_OWN_KIND || shown.binary_search(&template).is_ok()
        };
        failure.extend(&said);
        failure.sort_unstable();
        let found: Vec<usize> = quoted.iter().map(|(i, _)| *i).collect();
        let named: Vec<crate::quoted::Evidence> = crate::quoted::ids_written(groups.lines, &failure, &said)
            .into_iter()
            .filter(|(i, _)| !kept(*i) && own_kind(*i) && found.binary_search(i).is_err())
            .take(MAX_SAID)
            .collect();
        quoted.extend(named);
        quoted.sort_unstable_by_key(|(i, _)| *i);
    }
    c.quoted = quoted;
    let evidence: Vec<usize> = c.quoted.iter().map(|(i, _)| *i).collect();
    c.offer(&evidence, Cut::Quoted, true);
}

/// A program's own names among its libraries' (`ctx_squash_core::rare_qualifiers`), offered after
/// the errors' blocks: the first [`MAX_QUALIFIED`] whatever the budget, the rest while they fit.
fn offer_qualified(c: &mut Chooser<'_, '_>, qualified: &[usize]) {
    let (forced, rest) = qualified.split_at(qualified.len().min(MAX_QUALIFIED));
    c.offer(forced, Cut::Short, true);
    c.offer_each(rest, Cut::Short);
}

/// A failed system call is an error whatever its words (see `syscall`): each is kept with its
/// context, the first [`MAX_ERRORS`] whatever the budget.
fn offer_failed_calls(c: &mut Chooser<'_, '_>, groups: &Groups<'_, '_>, failed_calls: &[usize]) {
    for (n, &i) in failed_calls.iter().enumerate() {
        c.offer(&groups.context(i), Cut::Normal, n < MAX_ERRORS);
    }
}

/// The lines told by how the output is written, kept whatever the budget: the lines lacking the
/// mark nearly all others carry (see `unmarked`), whole while no longer than [`RARE_LINE`]; and
/// the headers and fields of a run of like records (see `records`: a record's fields stay with
/// their record), up to a budget of their own; a reference's terms (see `terms`); the findings of
/// the most severe level, when findings carry one (see `severity`); a profile's heaviest rows
/// (see `weights`); a short table of counts, whole (see `count_table`); and every row of a listing read by key, as written, or the head and first line
/// of each of its records (see `keyed`); the rows in which two near-identical sibling blocks
/// differ (see `sibling_blocks`). Lines kept whole are those no longer than [`RARE_LINE`].
fn offer_by_shape(
    c: &mut Chooser<'_, '_>,
    (lines, templates): (&Lines<'_>, &Templates),
    keyed: &[usize],
    shapes: &ShapeRows,
) {
    let severe = shapes.levels.as_deref().map(crate::severity::most_severe).unwrap_or_default();
    for rows in [&shapes.unmarked, &severe, &shapes.heaviest, &shapes.count_tables] {
        let (whole, long): (Vec<usize>, Vec<usize>) =
            rows.iter().partition(|&&i| lines.get(i).len() <= RARE_LINE);
        c.offer(&whole, Cut::Normal, true);
        c.offer(&long, Cut::Short, true);
    }
    c.offer(&shapes.records, Cut::Short, true);
    c.offer(&shapes.terms, Cut::Short, true);
    c.offer(keyed, Cut::Normal, true);
    c.offer(&shapes.gutter.kept, Cut::Normal, true);
    // The rows in which two near-identical sibling blocks differ (see `sibling_blocks`).
    c.offer(&crate::sibling_blocks::differing_rows(lines, templates), Cut::Normal, true);
}

/// The lines that name something whatever the budget: the first line naming each identifier
/// (survey; a routine's hashes are no news, see `routine_ids`), the rows of a rare kind (an event among routine lines: dpkg's `remove`), up to a
/// count (`ctx_squash_core::rare_kinds`), a settings dump's rows whose key is written
/// differently (`odd_keys`), a listing's rows of a rare trailing `[kind]`
/// (`ctx_squash_core::rare_tags`), and the lines of a
/// repeated template whose numbers stand out (`outliers`: a fold keeps its outliers), the rows holding the odd word of a column of one
/// word (`odd_values`), a delimited table's rows of an odd word or shape in a field (`odd_fields`:
/// a CSV export's one `refunded` row, its one empty amount), the rows of a minority status mark (`rare_marks`: a checklist's `✓` among
/// its `✗`), and the first and last finding of each message of a findings list of few
/// messages (`ctx_squash_core::each_message`).
fn named_rows(survey: &Survey, by_template: &ByTemplate, shapes: &ShapeRows) -> Vec<usize> {
    [
        &survey.identifiers[..],
        &by_template.rare_kinds,
        &shapes.odd_keys,
        &shapes.rare_tags,
        &by_template.outliers,
        &shapes.odd_values,
        &shapes.odd_fields,
        &shapes.rare_marks,
        &shapes.each_message,
    ]
    .concat()
}

/// Offers, within the chooser's limit, the lines not kept yet that are the first of their shape
/// (a line equal to an earlier one but for its numbers is a second copy) and not a repeat of a
/// template that folds: first the lines no other line shares a template with (or one other), then
/// the rest, each group nearest an end first — the end counting double, as that is where a
/// command says how it ended and what state it left; findings that carry a level (see
/// `severity`) most severe first. The rest (lines whose shape other lines share) get at most a
/// sixty-fourth of the input in an output `diagnosed` with errors or warnings (there they are the
/// passing tests and progress lines around them, worth little once one of each is kept).
fn fill(
    c: &mut Chooser<'_, '_>,
    templates: &Templates,
    by_template: &ByTemplate,
    (in_block, levels): (&[Part], Option<&[u8]>),
    (survey, prepared): (&Survey, &mut Prepared<'_>),
    diagnosed: bool,
) {
    // What was read beside the miner on two threads: the findings, the previous lines.
    let read_findings = prepared.findings.get().map(Vec::as_slice);
    let total = c.kept.len();
    let copies = if diagnosed { c.lines.text().len() / 64 } else { usize::MAX };
    // Templates whose lines are mostly boilerplate fold: their first line is a candidate, the
    // others are told in its fold note.
    let mut foldable: Vec<Option<bool>> = vec![None; templates.len()];
    let mut rare = Vec::new();
    let mut common = Vec::new();
    let mut findings = Vec::new();
    // A run repeating an earlier one but for its tokens holding a digit is a copy (see
    // `copy_runs`): a name holding digits in it is generated, not a name.
    let mut runs = match prepared.previous.take() {
        Some(previous) => crate::copy_runs::CopyRuns::with_previous(c.lines, templates, previous),
        None => crate::copy_runs::CopyRuns::new(c.lines, templates),
    };
    for (i, part) in in_block.iter().enumerate().take(total) {
        // A line the findings' read passed by (blank, or a repeat whose numbers name nothing) is
        // passed by here too, as the test below would, before anything else is read of it.
        if read_findings.is_some_and(|f| matches!(f.get(i), Some(None))) {
            continue;
        }
        if c.kept[i].is_some()
            || *part != Part::Free
            || (templates.repeat(i)
                && (!survey.named_numbers.get(i).copied().unwrap_or_else(|| named_number(c.lines.get(i)))
                    || runs.is_copy(i)))
            || c.lines.bytes(i).trim_ascii().is_empty()
        {
            continue;
        }
        // A finding at a place in words no list knows (`lib/x.rb:10:9: W: Lint/…: …`) is a
        // diagnostic all the same: kept like a further warning, before any filler.
        // Read beside the miner when there were two threads (see [`filler_findings`]).
        let read = read_findings.and_then(|f| f.get(i).copied().flatten());
        if read.unwrap_or_else(|| finding(c.lines.bytes(i))) {
            findings.push(i);
            continue;
        }
        let t = templates.of(i);
        // A template named row by row in its note (`rows`) keeps no more rows than its first.
        let folds = *foldable[t as usize]
            .get_or_insert_with(|| by_template.listing.named(t) || fold::folds(c.lines, templates, t));
        if folds && templates.first(t) != i {
            continue;
        }
        if templates.count(t) <= 2 { rare.push(i) } else { common.push(i) }
    }
    // The findings come on top of the filler's own allowance.
    let (limit, spent) = (c.limit, c.spent);
    c.limit = BUDGET;
    for i in findings {
        c.offer(&[i], Cut::Normal, false);
    }
    c.limit = limit + (c.spent - spent);
    let distance = |i: usize| (2 * i).min(total - 1 - i);
    let mut standouts = crate::standout_lines::Budget::default();
    for (n, group) in [rare, common].into_iter().enumerate() {
        if n == 1 {
            c.limit = c.limit.min(c.spent.saturating_add(copies));
        }
        let mut group = group;
        group.sort_by_key(|&i| (distance(i), i));
        // Findings that carry a level come most severe first (see `severity`).
        if let Some(levels) = levels {
            crate::severity::most_severe_first(&mut group, levels);
        }
        for i in group {
            if c.spent >= c.limit {
                return;
            }
            // A line of a shape no other line has is information, kept whole up to a size (an
            // exception without an error word in its name, a command line); a line of a shape
            // many share is cut short.
            // What it keeps beyond a short line's length comes on top of the filler's allowance.
            // A line of its own kind is kept whole up to a larger size, within a budget of its
            // own (see `standout_lines`).
            let len = c.lines.get(i).len();
            let standout =
                n == 0 && len > RARE_LINE && templates.count(templates.of(i)) == 1 && standouts.fits(len);
            let whole = n == 0 && len <= RARE_LINE || standout;
            let extra = if whole {
                line_cost(c.lines, i, Cut::Normal) - line_cost(c.lines, i, Cut::Short)
            } else {
                0
            };
            c.limit += extra;
            let before = c.spent;
            c.offer(&[i], if whole { Cut::Normal } else { Cut::Short }, false);
            if c.spent == before {
                c.limit -= extra;
            }
        }
    }
}

/// Whether a line the filler comes to is a finding: at a place in words no list knows
/// (`located_diagnostic`), or naming a rule by its code (`coded`).
fn finding(line: &[u8]) -> bool {
    crate::classify::located_diagnostic(line) || crate::coded::finding(line)
}

/// [`finding`] of every line the filler may ask about, read before the selection (a job of two
/// threads, `jobs`), `None` for the others: it asks about a line that is not blank and not a
/// repeat of a template but for its numbers — or one whose numbers stand in a name (`named`, the
/// miner's named numbers) —, and not kept nor inside a block, which only the selection knows;
/// those are read too, so the answer is the one the filler would read, whatever it keeps.
pub(crate) fn filler_findings(lines: &Lines<'_>, templates: &Templates, named: &[bool]) -> Vec<Option<bool>> {
    (0..lines.len())
        .map(|i| filler_asks(lines, templates, named, i).then(|| finding(lines.bytes(i))))
        .collect()
}

/// Whether the filler may ask about line `i` whatever the selection keeps (see
/// [`filler_findings`]).
fn filler_asks(lines: &Lines<'_>, templates: &Templates, named: &[bool], i: usize) -> bool {
    (!templates.repeat(i) || named.get(i).copied().unwrap_or_else(|| named_number(lines.get(i))))
        && !lines.bytes(i).trim_ascii().is_empty()
}

/// Whether a line holds a name with digits in it (`regex-automata-0.4.19/src/meta/regex.rs`,
/// `libssl3`): at least three letters and a digit in one token. Lines that differ only in such
/// tokens name different things, not a second copy of one line but for its numbers.
fn named_number(line: &str) -> bool {
    // A quoted phrase is one token to the miner's templates but its words to the miner's spans
    // (which the survey reads with `named_number_in`): its words are read one by one here too.
    ctx_squash_core::tokens(line).any(|token| {
        if token.starts_with('"') {
            token.split_whitespace().any(|word| named_token(word.as_bytes()))
        } else {
            named_token(token.as_bytes())
        }
    })
}

/// A token holding a digit and at least three letters.
fn named_token(token: &[u8]) -> bool {
    token.iter().any(u8::is_ascii_digit) && token.iter().filter(|b| b.is_ascii_alphabetic()).nth(2).is_some()
}

/// [`named_number`], from where the line's tokens start and end and whether each holds a digit
/// (as [`Templates::mine_with`] hands them): only the tokens holding one are read, and past
/// [`MAX_TOKENS`] the rest of the line is one token, as [`ctx_squash_core::tokens`] splits it.
pub(crate) fn named_number_in(line: &[u8], spans: &[(usize, usize, bool)]) -> bool {
    let (head, tail) = spans.split_at(spans.len().min(MAX_TOKENS));
    head.iter().any(|&(start, end, digit)| digit && line.get(start..end).is_some_and(named_token))
        || tail.first().is_some_and(|&(start, _, _)| line.get(start..).is_some_and(named_token))
}

/// How much a line of a block tells, lower first: its location, labelled lines (a caret label
/// such as `^^^ expected u8`, `expected:`, `got:`, `= note:`), a diff's changed lines, frames,
/// then the rest.
fn crux_rank(line: &[u8], location: bool) -> u8 {
    if location {
        return 0;
    }
    let t = line.trim_ascii_start();
    let gutter = {
        let digits = t.iter().take_while(|b| b.is_ascii_digit()).count();
        t[digits..].trim_ascii_start().strip_prefix(b"|").map(<[u8]>::trim_ascii)
    };
    let caret_label = gutter.is_some_and(|g| {
        let marks = g.iter().take_while(|b| matches!(b, b'^' | b'-' | b'~' | b'+' | b' ' | b'|')).count();
        marks > 0 && (g.get(marks).is_some_and(u8::is_ascii_alphabetic) || numbered_event(&g[marks..]))
    });
    if caret_label
        || labelled_detail(line)
        || t.starts_with(b"= note:")
        || t.starts_with(b"= help:")
        || t.starts_with(b"help:")
        || t.starts_with(b"note:")
    {
        return 1;
    }
    let label = t.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    if label >= 2 && t.get(label) == Some(&b':') && t.get(label + 1) == Some(&b' ') {
        return 1;
    }
    if matches!(t.first(), Some(b'+' | b'-')) && !t.starts_with(b"---") && !t.starts_with(b"+++") {
        return 2;
    }
    if gutter.is_some() {
        return 4;
    }
    3
}

/// Whether the line's label is a numbered event of a path (gcc's analyzer, clang's static
/// analyzer: `(9) this call could return NULL`), after any gutter and marks.
fn numbered_event(line: &[u8]) -> bool {
    let t = line.trim_ascii_start();
    let t = &t[t.iter().take_while(|b| matches!(b, b'|' | b' ')).count()..];
    let Some(rest) = t.strip_prefix(b"(") else { return false };
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    (1..=4).contains(&digits) && rest[digits..].starts_with(b") ")
}

/// A passing test's result line: libtest's `test a::b ... ok`, pytest's `t.py::t PASSED [ 9%]`,
/// Go's `--- PASS: TestX (0.00s)`, jest's `✓ adds (3 ms)`.
pub(crate) fn passing(line: &[u8]) -> bool {
    let t = line.trim_ascii();
    t.ends_with(b" ... ok")
        || t.starts_with(b"--- PASS: ")
        || t.starts_with("✓ ".as_bytes())
        || memchr::memmem::find(t, b" PASSED").is_some() && memchr::memmem::find(t, b"FAILED").is_none()
}

/// An indented `label: value` line: a lowercase word of at least 3 letters, a colon, a space
/// (`  symbol:   method getCode()`, `  found:    String`, ` right: 4`, `     got: "x"`).
fn labelled_detail(line: &[u8]) -> bool {
    let t = line.trim_ascii_start();
    let word = t.iter().take_while(|b| b.is_ascii_lowercase()).count();
    t.len() < line.len() && word >= 3 && t.get(word) == Some(&b':') && t.get(word + 1) == Some(&b' ')
}

/// A line of source quoted by a compiler: an optional line number, then the `|` gutter.
pub(crate) fn quoted_source(line: &[u8]) -> bool {
    let t = line.trim_ascii_start();
    let digits = t.iter().take_while(|b| b.is_ascii_digit()).count();
    t[digits..].trim_ascii_start().starts_with(b"|")
}

/// Whether a line is a frame's mark alone: two or more of one punctuation byte, blanks around
/// them (`!!`, `----`, `********`), no word.
fn frame_mark(line: &[u8]) -> bool {
    let mark = line.trim_ascii();
    mark.len() >= 2 && mark.first().is_some_and(|&b| b.is_ascii_punctuation() && mark.iter().all(|&m| m == b))
}

/// Whether a line continues the diagnostic above it: indented (` --> src/x.rs:1:2`, `  |`,
/// `  = note: …`), quoted source with a line number (`12 | let x = 1;`) or a `help:`/`note:`.
fn attached(line: &[u8]) -> bool {
    let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
    !line.trim_ascii().is_empty()
        && (line[0].is_ascii_whitespace()
            || line[digits..].trim_ascii_start().starts_with(b"|")
            || line.starts_with(b"help:")
            || line.starts_with(b"note:"))
}

/// Writes the kept lines with a marker at every gap and each fold note below the line it
/// follows, an evidence line cut around its token `quoted`; `None` when that would not be
/// shorter.
fn render(
    input: &str,
    lines: &Lines<'_>,
    (kept, quoted): (&[(usize, Cut)], &[crate::quoted::Evidence]),
    notes: &[fold::Note],
) -> Option<Squash> {
    let mut out = Render::new(lines);
    let mut notes = notes.to_vec();
    notes.sort_by_key(|note| note.0);
    let mut notes = notes.into_iter().peekable();
    for &(idx, cut) in kept {
        out.line_with(idx, |out, line| {
            push_kept(out, line, cut, token_at(quoted, idx));
        });
        while let Some((_, text)) = notes.next_if(|note| note.0 == idx) {
            out.note(&text);
        }
        if out.len() >= input.len() {
            return None;
        }
    }
    let out = out.finish_squash();
    (out.text.len() < input.len()).then_some(out)
}

/// The lines a pass that runs after the selection keeps, given the lines kept before it (each
/// `Cut::Normal`): the one check the post-selection modules' tests share.
#[cfg(test)]
pub(crate) fn kept_after(pass: fn(&Lines<'_>, Kept) -> Kept, text: &str, kept: &[usize]) -> Vec<usize> {
    let lines = Lines::new(text);
    pass(&lines, kept.iter().map(|&i| (i, Cut::Normal)).collect()).into_iter().map(|(i, _)| i).collect()
}

/// Checks that `pass`, after the selection `picks` makes of `text`'s lines, keeps every line kept,
/// adds at most `most`, and returns them sorted, each once: the post-selection modules' property.
#[cfg(test)]
pub(crate) fn adds_at_most(
    pass: fn(&Lines<'_>, Kept) -> Kept,
    text: &str,
    picks: Vec<usize>,
    most: usize,
) -> Result<(), proptest::test_runner::TestCaseError> {
    let kept = selection(text, picks);
    let out = kept_after(pass, text, &kept);
    for i in &kept {
        proptest::prop_assert!(out.contains(i));
    }
    proptest::prop_assert!(out.len() <= kept.len() + most);
    proptest::prop_assert!(out.windows(2).all(|w| w[0] < w[1]));
    Ok(())
}

/// Asserts that `pass`, after a selection of `kept` lines of `text`, keeps `expected`: the
/// post-selection modules' example tests.
#[cfg(test)]
#[track_caller]
pub(crate) fn assert_kept_after(
    pass: fn(&Lines<'_>, Kept) -> Kept,
    text: &str,
    kept: &[usize],
    expected: &[usize],
) {
    assert_eq!(kept_after(pass, text, kept), expected, "{text}");
}

/// The text of `rows` (one a line) and a selection of its lines from `picks` (those within it,
/// sorted, once each): what the post-selection modules' property tests start from.
#[cfg(test)]
pub(crate) fn rows_and_selection(rows: &[&str], picks: Vec<usize>) -> (String, Vec<usize>) {
    let text: String = rows.iter().flat_map(|row| [*row, "\n"]).collect();
    let kept = selection(&text, picks);
    (text, kept)
}

/// A selection of the lines of `text` from `picks`: those within it, sorted, once each.
#[cfg(test)]
pub(crate) fn selection(text: &str, picks: Vec<usize>) -> Vec<usize> {
    let len = Lines::new(text).len();
    let mut kept: Vec<usize> = picks.into_iter().filter(|&i| i < len).collect();
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// The lines `line` writes for each of `range`, each ended: the text the template modules' tests
/// build their runs from.
#[cfg(test)]
pub(crate) fn lines_of(range: std::ops::Range<usize>, line: impl Fn(usize) -> String) -> String {
    range.map(|k| line(k) + "\n").collect()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// The principle's hook: the squash of a dump of two long tables shows where the first ends
    /// and the second starts, which their fold notes alone counted (the output's first and last
    /// lines, and the filler nearest them, hold the other two bounds).
    #[test]
    fn the_squash_shows_a_tables_bounds() {
        let item = |k: usize| format!("INSERT INTO items VALUES({k},'part {}');", k * 17 % 1000);
        let order_row =
            |k: usize| format!("INSERT INTO orders VALUES({k},'2024-01-{:02}',{});", k % 28 + 1, k * 131);
        let text = format!("{}{}", lines_of(1..2001, order_row), lines_of(1..2001, item));
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 4, "{out}");
        assert!(out.contains(&(order_row(2000) + "\n")), "{out}");
        assert!(out.contains(&(item(1) + "\n")), "{out}");
    }

    /// A wait for the miner ends once it is done, or once it failed (its thread unwinding): the
    /// second thread never waits past it.
    #[test]
    fn a_wait_for_the_miner_ends_when_it_is_done_or_failed() {
        for fails in [false, true] {
            let finished = (Mutex::new(false), Condvar::new());
            std::thread::scope(|scope| {
                let waiter = scope.spawn(|| MinerDone::wait(&finished));
                let miner = scope.spawn(|| {
                    let _told = MinerDone(&finished);
                    assert!(!fails, "the miner failed");
                });
                assert_eq!(miner.join().is_err(), fails);
                assert!(waiter.join().is_ok());
            });
        }
    }

    /// Headings kept whatever the budget count as they are written cut short: long headings keep
    /// within `HEADING_BYTES`, and one more would not (review71: each counted to `SHORT_LINE`, its
    /// cut's marker left out).
    #[test]
    fn forced_headings_count_as_written() {
        let mut text = String::new();
        for k in 0..40 {
            let _ = writeln!(text, "== part {k}: {}", "section title ".repeat(70));
        }
        let lines = Lines::new(&text);
        let headings: Vec<usize> = (0..lines.len()).collect();
        let forced = forced_headings(&lines, &headings);
        let bytes = |n: usize| (0..n).map(|i| line_cost(&lines, i, Cut::Short)).sum::<usize>();
        assert!(forced > 0 && bytes(forced) <= HEADING_BYTES, "{forced}");
        assert!(bytes(forced + 1) > HEADING_BYTES, "{forced}");
    }

    /// Findings whose sentences all differ keep one of each bracketed key
    /// (`ctx_squash_core::each_key`), beyond the 32 KiB a findings list is kept whole up to.
    #[test]
    fn a_finding_of_each_bracketed_key_is_kept() {
        let words = ["so", "may", "very", "which", "only", "would", "further", "its", "shall", "one"];
        let mut input = String::new();
        for i in 0..1200 {
            let word = words[(i * 7 + i / 10) % words.len()];
            let _ = writeln!(
                input,
                "doc/guide.txt:{}: sentence {i} of the guide reads [{word} -> omit] here",
                i + 1
            );
        }
        let out = squash_log(&input);
        assert!(out.len() < input.len() / 4, "squashed");
        for word in words {
            let key = format!("[{word} -> omit] here\n");
            assert!(
                out.lines().any(|line| !line.starts_with('[') && line.contains(&key[..key.len() - 1])),
                "{key} in\n{out}"
            );
        }
    }

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(squash_log(input), expected);
    }

    /// A program's own names among its libraries' (`ctx_squash_core::rare_qualifiers`) are
    /// offered after the errors' blocks: with the budget spent on them, the first sixteen are
    /// kept and no more (where eighty were forced before any error's block); with room, all.
    #[test]
    fn own_names_are_forced_sixteen_at_most() {
        let mut text = String::new();
        for i in 0..40 {
            let _ = writeln!(text, "0x{i:04x}  harbour::Rotation::add_{i}(int)");
        }
        let lines = Lines::new(&text);
        let rows: Vec<usize> = (0..40).collect();
        let mut c =
            Chooser { lines: &lines, kept: vec![None; 40], spent: BUDGET, limit: BUDGET, quoted: Vec::new() };
        offer_qualified(&mut c, &rows);
        let kept: Vec<usize> = (0..40).filter(|&i| c.kept[i].is_some()).collect();
        assert_eq!(kept, (0..MAX_QUALIFIED).collect::<Vec<_>>());
        let mut c =
            Chooser { lines: &lines, kept: vec![None; 40], spent: 0, limit: BUDGET, quoted: Vec::new() };
        offer_qualified(&mut c, &rows);
        assert!(c.kept.iter().all(Option::is_some));
    }

    /// The scan and the principles beside the miner on a thread of their own give what they give
    /// on the calling thread, markers included.
    #[test]
    fn two_threads_squash_as_one_does() {
        let mut log = String::new();
        for i in 0..3_000 {
            let _ = match i % 9 {
                0 => writeln!(log, "2026-12-04 10:00:{:02} ERROR [db] connection {i} refused", i % 60),
                1 => writeln!(log, "  File \"app/jobs.py\", line {i}, in run"),
                2 => writeln!(log, "src/lib.rs:{i}:5: warning: unused variable `x{}`", i % 7),
                3 => writeln!(log, "{:>8} ({:>5.2}%)  fn_{i}()", i * 3, f64::from(i % 97) / 3.0),
                4 => {
                    writeln!(log, "   {i}.000088449s TRACE cargo: get cv ConfigKey {{ env: \"CARGO_{i}\" }}")
                }
                5 => writeln!(log, "severity: {} finding {i}", if i % 45 == 5 { "critical" } else { "low" }),
                _ => writeln!(
                    log,
                    "INFO worker {} handled request {i} in {} ms for the default pool of the ingest queue \
                     (retries 0, cache warm, upstream eu-west-1)",
                    i % 4,
                    i % 13
                ),
            };
        }
        // Long enough a line on average for the second thread.
        assert!(log.len() >= log.lines().count() * PARALLEL_MEAN_LINE);
        let one = squash_from(&log, usize::MAX);
        assert!(one.markers.len() > 1, "{}", one.text);
        assert_eq!(squash_from(&log, 0), one);
        // A log of findings alone, which the scan beside the miner gives up keeping.
        let mut errors = String::new();
        for i in 0..3_000 {
            let _ = writeln!(
                errors,
                "error[E0{}]: mismatched types in the call of handler {i} of the module",
                i % 50
            );
        }
        assert_eq!(squash_from(&errors, 0), squash_from(&errors, usize::MAX));
    }

    /// `n` ordinary lines named `{tag} i`.
    fn filler(tag: &str, n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            let _ = writeln!(s, "{tag} {i}");
        }
        s
    }

    #[track_caller]
    fn assert_facts(out: &str, facts: &[&str]) {
        for fact in facts {
            assert!(out.lines().any(|l| l == *fact), "lost {fact:?} in\n{out}");
        }
    }

    #[test]
    fn empty_and_small() {
        check("", "");
        check("error: a\n", "error: a\n");
        check("a\nb\nerror: c\nd\ne\n", "a\nb\nerror: c\nd\ne\n");
    }

    #[test]
    fn context_and_exact_markers() {
        let input = format!("{}ERROR boom\n{}", filler("x", 40), filler("y", 40));
        check(
            &input,
            "x 0\nx 1\nx 2\nx 3\nx 4\n[x <*> ×40]\n[33 lines omitted]\nx 38\nx 39\nERROR boom\ny 0\ny 1\n[y <*> ×40]\n[33 lines omitted]\ny 35\ny 36\ny 37\ny 38\ny 39\n",
        );
    }

    /// Saving less than a tenth is not worth dropping anything.
    #[test]
    fn a_small_saving_keeps_the_input() {
        let tag = "x".repeat(10);
        let input = format!("{}ERROR {}\n{}", filler(&tag, 8), "boom ".repeat(100), filler(&tag, 8));
        check(&input, &input);
        // Twice the lines to drop save more than a tenth.
        let input = format!("{}ERROR {}\n{}", filler(&tag, 16), "boom ".repeat(100), filler(&tag, 16));
        assert!(squash_log(&input).len() < input.len() - input.len() / 10);
    }

    #[test]
    fn passing_tests_are_not_context_of_a_failure() {
        let mut input = filler("x", 40);
        for name in ["a", "b", "c", "d", "e"] {
            let _ = writeln!(input, "test tests::{name} ... {}", if name == "c" { "FAILED" } else { "ok" });
        }
        input.push_str(&filler("y", 40));
        let out = squash_log(&input);
        assert!(out.contains("\ntest tests::c ... FAILED\n"), "{out}");
        assert!(!out.contains("test tests::b ... ok") && !out.contains("test tests::d ... ok"), "{out}");
        assert!(passing(b"tests/test_core.py::test_open_twice PASSED                               [ 29%]"));
        assert!(passing(b"    --- PASS: TestParse (0.00s)"));
        assert!(!passing(b"tests/test_core.py::test_total_is_zero FAILED                            [ 41%]"));
        assert!(quoted_source(b"   20 | void kv_close(kv_store *kv);"));
        assert!(quoted_source(b"   |     ----- returning this value requires that `*jobs` is borrowed"));
        assert!(!quoted_source(b"src/main.c:37:5: error: too many arguments to function"));
    }

    /// The survey reads names with digits from the miner's spans as `named_number` reads the line.
    #[test]
    fn names_with_digits_read_from_spans_as_from_the_line() {
        let long = (0..60).map(|i| if i == 50 { "abc" } else { "1" }).collect::<Vec<_>>().join(" ");
        let text = format!(
            "148K\tregex-automata-0.4.19/src/meta/regex.rs\nINFO request 42 served in 3ms\n\n   x9yz  \n{long}\n{}\nsay \"retry 3 of 5\" now\nsay \"v2 abc9\" now\n",
            long.replace("abc", "ab")
        );
        let lines = Lines::new(&text);
        let mut got = Vec::new();
        Templates::mine_with(&lines, |i, spans| got.push(named_number_in(lines.bytes(i), spans)));
        let expected: Vec<bool> = (0..lines.len()).map(|i| named_number(lines.get(i))).collect();
        assert_eq!(got, expected);
        assert_eq!(expected, [true, false, false, true, true, false, false, true]);
    }

    /// Lines that differ in a name holding digits (a versioned path) are not second copies.
    #[test]
    fn names_with_digits_are_not_numbers() {
        assert!(named_number("148K\tregex-automata-0.4.19/src/meta/regex.rs"));
        assert!(named_number("install libssl3:amd64 <none> 3.0.16"));
        assert!(!named_number("INFO request 42 served in 3ms"));
        assert!(!named_number("2024-05  78      2651829"));
        let mut du = String::new();
        for (i, size) in
            ["3.0M", "2.7M", "772K", "740K", "508K", "500K", "368K", "300K", "224K", "216K", "188K", "148K"]
                .iter()
                .enumerate()
        {
            let _ = writeln!(du, "{size}\tregex-automata-0.4.19/src/part{i}/module{i}.rs");
        }
        du.push_str(&(0..200).fold(String::new(), |mut s, i| {
            let _ = writeln!(s, "4.0K\tregex-automata-0.4.19/tests/case{i}/data.txt");
            s
        }));
        let out = squash_log(&du);
        assert!(out.contains("148K\tregex-automata-0.4.19/src/part11/module11.rs\n"), "{out}");
    }

    #[test]
    fn no_trailing_newline() {
        let input = format!("{}ERROR boom\n{}", filler("x", 40), filler("y", 40).trim_end());
        let out = squash_log(&input);
        assert!(out.ends_with("[33 lines omitted]\ny 35\ny 36\ny 37\ny 38\ny 39"), "{out}");
    }

    /// Lines alike but for their numbers are one line's second copies: the ends are kept, and a
    /// note says what the rest were.
    #[test]
    fn repeats_keep_the_ends_and_a_note() {
        check(
            &filler("x", 100),
            "x 0\nx 1\nx 2\nx 3\nx 4\n[x <*> ×100]\n[90 lines omitted]\nx 95\nx 96\nx 97\nx 98\nx 99\n",
        );
    }

    /// Two failures' blocks are never spliced: the lines between them are shown as written, or a
    /// marker stands for those left out. Here the one line between the two contexts is the one of
    /// its template left out, which no note would tell, so it is shown (see `untold`).
    #[test]
    fn separate_failures_are_never_spliced() {
        let (a, b) = ("a".repeat(20), "b".repeat(20));
        let input = format!("{}error: one\n{}error: two\n{}", filler(&a, 30), filler(&b, 5), filler("c", 30));
        let out = squash_log(&input);
        let between = out.split("error: one\n").nth(1).and_then(|rest| rest.split("error: two").next());
        assert_eq!(between, Some(filler(&b, 5).as_str()), "{out}");
        // Two lines of the template left out between the contexts: a marker and a note.
        let input = format!("{}error: one\n{}error: two\n{}", filler(&a, 30), filler(&b, 6), filler("c", 30));
        let out = squash_log(&input);
        let between = out.split("error: one\n").nth(1).and_then(|rest| rest.split("error: two").next());
        assert!(between.is_some_and(|lines| lines.contains("[2 lines omitted]")), "{out}");
    }

    #[test]
    fn a_short_single_line_gap_is_kept_instead_of_marked() {
        let input =
            format!("{}error: one\np\np\nmid\np\np\nerror: two\n{}", filler("x", 20), filler("y", 20));
        let out = squash_log(&input);
        assert!(out.contains("\nx 19\nerror: one\np\np\nmid\np\np\nerror: two\ny 0\n"), "{out}");
    }

    #[test]
    fn ansi_colours_do_not_hide_errors() {
        let input =
            format!("{}\x1b[1m\x1b[31merror\x1b[0m: could not compile\n{}", filler("a", 10), filler("b", 10));
        let out = squash_log(&input);
        assert!(out.contains("\x1b[1m\x1b[31merror\x1b[0m: could not compile\n"), "{out}");
    }

    #[test]
    fn rustc_errors_keep_headline_and_location() {
        let input = include_str!("../tests/data/cargo_build_errors.txt");
        let out = squash_log(input);
        assert_facts(
            &out,
            &[
                "error[E0308]: mismatched types",
                " --> src/lib.rs:2:34",
                "error[E0599]: no method named `bar` found for struct `Foo` in the current scope",
                " --> src/lib.rs:3:18",
                "error[E0425]: cannot find function `undefined_fn` in this scope",
                " --> src/lib.rs:4:30",
                "error: could not compile `broken` (lib) due to 3 previous errors",
            ],
        );
    }

    #[test]
    fn cargo_test_failures() {
        let input = include_str!("../tests/data/cargo_test_failed.txt");
        let out = squash_log(input);
        assert!(out.len() < input.len());
        assert_facts(
            &out,
            &[
                "test tests::bad_panic ... FAILED",
                "test tests::bad_eq ... FAILED",
                "---- tests::bad_panic stdout ----",
                "thread 'tests::bad_panic' (4994) panicked at src/lib.rs:8:30:",
                "boom at runtime",
                "---- tests::bad_eq stdout ----",
                "thread 'tests::bad_eq' (4993) panicked at src/lib.rs:7:27:",
                "assertion `left == right` failed",
                "  left: 4",
                " right: 5",
                "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.13s",
                "error: test failed, to rerun pass `--lib`",
            ],
        );
    }

    #[test]
    fn python_traceback_keeps_innermost_frame() {
        let mut input = filler("log", 20);
        input.push_str("Traceback (most recent call last):\n  File \"<string>\", line 6, in <module>\n  File \"<string>\", line 3, in f\n  File \"/app/deep.py\", line 5, in g\n    raise ValueError(\"bad value: %r\" % x)\nValueError: bad value: 3\n");
        input.push_str(&filler("after", 20));
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "Traceback (most recent call last):",
                "  File \"/app/deep.py\", line 5, in g",
                "ValueError: bad value: 3",
            ],
        );
    }

    #[test]
    fn gcc_and_npm() {
        let mut input = filler("cc", 10);
        input.push_str("a.c:2:11: warning: initialization of ‘int’ from ‘char *’ makes integer from pointer without a cast [-Wint-conversion]\n    2 |   int x = \"s\";\n      |           ^~~\na.c:4:10: error: ‘y’ undeclared (first use in this function)\n    4 |   return y;\n");
        input.push_str(&filler("more", 10));
        input.push_str("npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/x failed\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n");
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "a.c:2:11: warning: initialization of ‘int’ from ‘char *’ makes integer from pointer without a cast [-Wint-conversion]",
                "a.c:4:10: error: ‘y’ undeclared (first use in this function)",
                "npm error code ENOTCACHED",
                "npm error request to https://registry.npmjs.org/x failed",
                "npm error A complete log of this run can be found in: /root/.npm/_logs/x.log",
            ],
        );
    }

    #[test]
    fn distinct_errors_beyond_the_cap_are_kept_with_location() {
        let mut input = String::new();
        for i in 0..30 {
            let _ = write!(
                input,
                "{}error[E0425]: cannot find value `v{i}` in this scope\n --> src/m{i}.rs:{i}:5\n",
                filler("pad", 8)
            );
        }
        let out = squash_log(&input);
        for i in 0..30 {
            assert_facts(
                &out,
                &[
                    &format!("error[E0425]: cannot find value `v{i}` in this scope"),
                    &format!(" --> src/m{i}.rs:{i}:5"),
                ],
            );
        }
        assert!(out.len() < input.len());
    }

    #[test]
    fn repeated_errors_are_folded_after_the_cap() {
        let mut input = String::new();
        for i in 0..100 {
            let _ = writeln!(input, "ERROR request {i} failed: connection reset");
        }
        let out = squash_log(&input);
        // 20 repeats kept with context (lines 0..=21), the rest folded into one marker and a note
        // naming their template, but for the last 5 lines.
        assert!(
            out.ends_with(
                "ERROR request 21 failed: connection reset\n[ERROR request <*> failed: connection reset ×100]\n[73 lines omitted]\nERROR request 95 failed: connection reset\nERROR request 96 failed: connection reset\nERROR request 97 failed: connection reset\nERROR request 98 failed: connection reset\nERROR request 99 failed: connection reset\n"
            ),
            "{out}"
        );
    }

    /// As in a Django test run (a recorded trajectory): three failures end in the same assertion
    /// at the same library frame, with other values; 30 distinct errors before them take every
    /// first-tier slot.
    #[test]
    fn a_message_with_other_numbers_keeps_its_first_wordings() {
        let mut input = String::new();
        for name in ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"] {
            for kind in ["Lookup", "Value", "Type", "Key", "Name"] {
                let _ = writeln!(input, "{}ERROR: {kind}Error in {name}", filler("pad", 4));
            }
        }
        let tz = |offset: u32| format!("AssertionError: datetime(2011) != datetime(2011, tz={offset})");
        for offset in [10800, 25200, 36000, 3600, 7200] {
            let _ = write!(
                input,
                "{}  File \"/usr/lib/python3.6/unittest/case.py\", line 822, in _baseAssertEqual\n    raise self.failureException(msg)\n{}\n",
                filler("pad", 4),
                tz(offset)
            );
        }
        input.push_str(&filler("tail", 5));
        let out = squash_log(&input);
        assert_facts(&out, &[&tz(10800), &tz(25200), &tz(36000)]);
        // Past three wordings the message is a repeat, folded like any other.
        assert!(!out.contains(&tz(3600)) && !out.contains(&tz(7200)), "{out}");
    }

    #[test]
    fn a_frame_mark_is_a_line_of_one_punctuation_byte() {
        assert!(frame_mark(b"!!") && frame_mark(b"   ------  ") && frame_mark(b"****"));
        assert!(!frame_mark(b"!") && !frame_mark(b"!! x") && !frame_mark(b"-=-=") && !frame_mark(b""));
    }

    /// A pytest failure's message is its whole run of `E` lines, most of which name no error.
    #[test]
    fn a_pytest_explanation_is_kept_whole() {
        let explanation = [
            "E       Failed: nomatch: 'SKIPPED [1] test_sample.py:2: unconditional skip'",
            "E           and: 'collected 1 item'",
            "E           and: ''",
            "E           and: 'SKIPPED [1] ../../src/_pytest/skipping.py:239: unconditional skip'",
            "E           and: '============================== 1 skipped in 0.00s =============================='",
            "E       remains unmatched: 'SKIPPED [1] test_sample.py:2: unconditional skip'",
        ];
        let mut input = filler("pad", 20);
        for line in explanation {
            let _ = writeln!(input, "{line}");
        }
        input.push_str("\ntesting/test_skipping.py:1191: Failed\n");
        input.push_str(&filler("tail", 20));
        let out = squash_log(&input);
        assert_facts(&out, &explanation);
        assert!(out.contains(&explanation.join("\n")), "{out}");
    }

    /// Each failure's message is forced only up to a cap: sixty failures with thirty long `E`
    /// lines each stay near the budget, and every headline and the `E` line beside it are kept.
    #[test]
    fn long_messages_do_not_blow_the_budget() {
        // Names without digits: messages that differ only in numbers are repeats.
        let name = |t: u8| format!("{}{}", char::from(b'a' + t / 26), char::from(b'a' + t % 26));
        let mut input = String::new();
        for t in 0..60 {
            let _ = writeln!(input, "_____ test_case_{t} _____\n");
            for e in 0..30 {
                let _ = writeln!(input, "E       assert {e} == {}", "x".repeat(1000));
            }
            let _ = writeln!(input, "E       AssertionError: case {} differs", name(t));
            let _ = writeln!(input, "\ntests/test_x.py:{t}: AssertionError");
        }
        input.push_str("=========== 60 failed in 1.00s ===========\n");
        let out = squash_log(&input);
        eprintln!("OUT {} bytes from {}", out.len(), input.len());
        assert!(out.len() < 2 * BUDGET, "{} bytes from {}", out.len(), input.len());
        for t in 0..60 {
            assert_facts(&out, &[&format!("E       AssertionError: case {} differs", name(t))]);
        }
        let nearest =
            format!("E       assert 29 == {}\nE       AssertionError: case ab differs", "x".repeat(1000));
        assert!(out.contains(&nearest));
    }

    /// jest names a failing test in a `●` header, then says what failed before quoting the code.
    #[test]
    fn a_jest_failure_keeps_its_header_and_message() {
        let failure = |name: &str, expected: u32| {
            format!(
                "  \u{25cf} lateFee \u{203a} {name}\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: {expected}\n    Received: 4\n\n      44 |   test('{name}', () => {{\n    > 46 |     expect(fee).toBe({expected});\n         |                 ^\n\n      at Object.toBe (test/pricing.test.js:46:17)\n\n"
            )
        };
        let mut input = format!("FAIL test/pricing.test.js\n{}", filler("pad", 10));
        input.push_str(&failure("bills started quarters", 2));
        input.push_str(&filler("pad", 10));
        input.push_str(&failure("rounds cents", 3));
        input.push_str("Tests:       2 failed, 22 passed, 24 total\n");
        let out = squash_log(&input);
        for (name, expected) in [("bills started quarters", 2), ("rounds cents", 3)] {
            assert_facts(
                &out,
                &[
                    &format!("  \u{25cf} lateFee \u{203a} {name}"),
                    "    expect(received).toBe(expected) // Object.is equality",
                    &format!("    Expected: {expected}"),
                    "    Received: 4",
                ],
            );
        }
    }

    /// Go prints a frame as its call, then the file and line, tab-indented.
    #[test]
    fn a_go_frame_keeps_its_call() {
        let mut input = String::from(
            "--- FAIL: TestParse (0.00s)\npanic: runtime error: index out of range [3] with length 3 [recovered]\n\ngoroutine 8 [running]:\n",
        );
        input.push_str("testing.tRunner.func1.2({0x54c860, 0xc000016090})\n\t/usr/local/go/src/testing/testing.go:1632 +0x230\n");
        input.push_str(
            "example.com/quota/config.parseRule({0x563699?, 0x27?})\n\t/tmp/q/config/config.go:46 +0x433\n",
        );
        input.push_str(&filler("pad", 12));
        input.push_str("FAIL\texample.com/quota/config\t0.005s\n");
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "example.com/quota/config.parseRule({0x563699?, 0x27?})",
                "\t/tmp/q/config/config.go:46 +0x433",
            ],
        );
    }

    /// The findings read before the selection are the filler's own reading of each line it may
    /// ask about: a finding at a place, one by its rule code, neither; a blank line and a repeat
    /// but for its numbers are not asked about, a repeat whose numbers stand in a name is.
    #[test]
    fn the_filler_findings_read_beforehand_are_the_filler_s() {
        let text = "lib/x.rb:10:9: W: Lint/UselessAssignment: useless\n\
                    L:   8 | P:  42 | RF04 | Keywords should not be used as identifiers.\n\
                    plain words here\n\
                    \n\
                    step 1 done\n\
                    step 2 done\n\
                    built libssl3 ok\n\
                    built libssl4 ok\n";
        let lines = Lines::new(text);
        let (templates, survey) = Survey::mine_names(&lines, None);
        let read = filler_findings(&lines, &templates, &survey.named_numbers);
        assert_eq!(
            read,
            [Some(true), Some(true), Some(false), None, Some(false), None, Some(false), Some(false)]
        );
        for (i, answer) in read.iter().enumerate() {
            assert!(answer.is_none_or(|found| found == finding(lines.bytes(i))), "{i}");
        }
    }

    /// javac says which symbol it cannot find on a labelled line under the quoted source.
    #[test]
    fn labelled_details_of_a_headline_are_kept() {
        let mut input = String::new();
        for (n, symbol) in ["variable size", "method getCode()", "variable log"].iter().enumerate() {
            let _ = write!(
                input,
                "{}src/inventory/Report.java:{n}: error: cannot find symbol\n        return list.size;\n                    ^\n  symbol:   {symbol}\n  location: interface List<Item>\n",
                filler("pad", 6)
            );
        }
        input.push_str("3 errors\n");
        let out = squash_log(&input);
        for symbol in ["variable size", "method getCode()", "variable log"] {
            assert_facts(&out, &[&format!("  symbol:   {symbol}")]);
        }
        assert!(labelled_detail(b"  location: class Warehouse") && labelled_detail(b" right: 4"));
        assert!(
            !labelled_detail(b"symbol: x")
                && !labelled_detail(b"  at: x")
                && !labelled_detail(b"  Symbol: x")
        );
    }

    #[test]
    fn summary_lines_are_always_kept() {
        let mut input = filler("t", 50);
        input.push_str("test result: ok. 50 passed; 0 failed\n");
        input.push_str(&filler("u", 50));
        input.push_str("    Finished `release` profile [optimized] target(s) in 3.2s\n");
        let out = squash_log(&input);
        assert_facts(
            &out,
            &[
                "test result: ok. 50 passed; 0 failed",
                "    Finished `release` profile [optimized] target(s) in 3.2s",
            ],
        );
    }

    #[test]
    fn existing_markers_are_kept() {
        let input = format!("[40 lines omitted]\n{}", filler("z", 20));
        check(
            &input,
            "[40 lines omitted]\nz 0\nz 1\nz 2\nz 3\n[z <*> ×20]\n[11 lines omitted]\nz 15\nz 16\nz 17\nz 18\nz 19\n",
        );
    }

    #[test]
    fn long_lines_are_cut() {
        let input = format!("{}error: {}\n{}", filler("a", 5), "x".repeat(10_000), filler("b", 5));
        let out = squash_log(&input);
        assert!(out.contains("[… 5912 bytes omitted]"), "{out}");
        assert!(out.len() < 5000);
    }

    #[test]
    fn the_same_headline_at_another_location_keeps_its_location() {
        let mut input = String::new();
        for i in 0..40 {
            let _ = write!(
                input,
                "error[E0308]: mismatched types\n  --> src/m{i}.rs:{i}:24\n   |\n{i} |     let x: u32 = \"a\";\n   |                  ^^^ expected `u32`\n\n"
            );
        }
        let out = squash_log(&input);
        for i in 0..40 {
            assert!(
                out.contains(&format!("error[E0308]: mismatched types\n  --> src/m{i}.rs:{i}:24\n")),
                "{i}: {out}"
            );
        }
        // A diagnostic is kept as a block, crux first: the best 20 keep their label (the others
        // their headline and location), and the last as the end of the log.
        assert_eq!(out.matches("expected `u32`").count(), 21, "{out}");
    }

    #[test]
    fn user_frames_of_a_backtrace_are_kept() {
        let input = include_str!("../tests/data/panic_backtrace.txt");
        let out = squash_log(input);
        assert_facts(
            &out,
            &[
                "thread 'main' (5210) panicked at src/lib.rs:53:61:",
                "a number: ParseFloatError { kind: Invalid }",
                "   4: unitconv::parse_quantity",
                "             at ./src/lib.rs:53:61",
                "   5: batch::Batch::convert_line",
                "             at ./src/bin/batch.rs:14:22",
                "  18: batch::main",
            ],
        );
        assert!(!out.contains("   8: <core::slice::iter::Iter<T>"), "{out}");
        assert!(!out.contains("  11: alloc::vec::Vec<T,A>::extend_trusted"), "{out}");
    }

    #[test]
    fn status_lines_are_kept_and_cut_short() {
        let mut input = filler("log", 10);
        // Longer than the 2 KiB a line of its own kind is kept whole to (see `standout_lines`).
        let long = format!("     Running `rustc --crate-name app {}`", "--cfg x ".repeat(300));
        let _ = writeln!(input, "   Compiling regex-automata v0.4.19\n{long}");
        input.push_str(&filler("more", 10));
        let out = squash_log(&input);
        assert!(
            out.contains(
                "\n   Compiling regex-automata v0.4.19\n     Running `rustc --crate-name app --cfg x"
            ),
            "{out}"
        );
        assert!(out.contains(" bytes omitted]"), "{out}");
    }

    #[test]
    fn the_first_lines_are_always_kept() {
        let mut input = String::from("Platform: \"linux-x86_64\"\nPython version: \"3.11\"\n");
        input.push_str(&filler("x", 50));
        input.push_str("error: one\nerror: two\nerror: three\n");
        input.push_str(&filler("y", 50));
        let out = squash_log(&input);
        assert!(
            out.starts_with("Platform: \"linux-x86_64\"\nPython version: \"3.11\"\nx 0\nx 1\nx 2\n"),
            "{out}"
        );
    }

    #[test]
    fn the_budget_folds_what_is_not_a_fact() {
        // 3000 distinct warnings: the best 10 and as many more as fit in the budget are kept.
        let mut input = String::new();
        for i in 0..3000 {
            let _ = writeln!(input, "warning: unused variable `v{i}` in module number {i} of the crate");
        }
        let out = squash_log(&input);
        assert!(out.len() < BUDGET + 2048, "{}", out.len());
        assert!(out.contains("warning: unused variable `v0` in module"));
    }

    #[test]
    fn looks_like_log_rule() {
        assert!(looks_like_log(include_str!("../tests/data/cargo_build_errors.txt")));
        assert!(looks_like_log("\x1b[31mERROR\x1b[0m a\nWARN b\n\tat x.Y(Y.java:3)\n"));
        assert!(!looks_like_log("error: a\nerror: b\n"));
        assert!(!looks_like_log("0 errors\nno warnings\nerrors: 0\nplain\n"));
        assert!(!looks_like_log(""));
        let diff = "diff --git a/x.rs b/x.rs\n--- a/x.rs\n+++ b/x.rs\n@@ -1 +1 @@\n-panic!(\"a\");\n+return Err(Error::A);\n+warn!(\"b\");\n error\n";
        assert!(!looks_like_log(diff));
    }
}
