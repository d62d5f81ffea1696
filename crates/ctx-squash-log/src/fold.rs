//! Repeats fold: the lines of one template that a squash left out are named, after the one it
//! kept, in a note with the template, how many lines share it and what varies between them —
//! `[warning: unused variable: <*> ×40: `last` src/accounts.rs:29:9, `normalized` 34:9, … +30]`.
//! What varies is listed when it names something (a word, a path, a place); numbers alone
//! (counters, times, addresses) are only counted. Each value is listed once, and one sharing the
//! start of the value before it is written from where they part (see [`ctx_squash_core::Listed`]); values
//! counting up by one are a range, and a value a range takes in counts nothing against the bytes
//! a note lists (see [`ctx_squash_core::Listed`]).
//!
//! The note stands for no line of the input (the markers still count every line left out); it
//! keeps, in a few bytes, the names and places the left-out lines carried.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

use ctx_squash_core::{Lines, Listed, Templates};

use crate::rows::{self, Listing};
use crate::squash::{Cut, Part};

/// Notes written at most.
const MAX_NOTES: usize = 48;
/// Bytes of varying values a note lists before it only counts the rest.
pub(crate) const NOTE_VALUES: usize = 240;
/// Bytes of folded diagnostics (headline and location each) a note lists.
const NOTE_DIAGNOSTICS: usize = 4 * 1024;
/// Bytes of the template a note names.
pub(crate) const NOTE_TEMPLATE: usize = 80;
/// Fewest left-out lines worth a note.
pub(crate) const MIN_FOLDED: u32 = 2;

/// Lines a template must have before it folds.
pub(crate) const MIN_TO_FOLD: u32 = 3;

/// Whether the lines of template `t` fold: at least [`MIN_TO_FOLD`] of them, and what they share
/// is at least half of each (judged on the first, in the bytes of its tokens: the padding of an
/// aligned table is shared by every row and tells nothing): a note then says the same in far
/// fewer bytes. Lines that are mostly what varies (`modified:   src/a.rs`, a package and its
/// version, lscpu's `L3 cache:      32 MiB (1 instance)`) are information, not repeats, and stay
/// lines.
pub(crate) fn folds(lines: &Lines<'_>, templates: &Templates, t: u32) -> bool {
    if templates.count(t) < MIN_TO_FOLD {
        return false;
    }
    let line = lines.get(templates.first(t));
    let varying: usize = templates.values_at(lines, templates.first(t)).map(str::len).sum();
    let text: usize = ctx_squash_core::tokens(line).map(str::len).sum();
    text > 0 && varying * 2 <= text
}

/// A note: the line it follows, and its text.
pub(crate) type Note = (usize, String);

/// The fold notes for what `kept` (sorted line indices) leaves out. `below` pairs a diagnostic's
/// headline with its location line (sorted): a folded diagnostic lists its place too; `told`
/// (sorted) are rows another note names, neither counted nor listed here. On `two`
/// threads when the folded lines are many (see [`FOLD_PARALLEL`]): each note reads only its own
/// template's lines, so the notes are written in two halves and merged in their order, the same
/// as on one.
pub(crate) fn notes(
    lines: &Lines<'_>,
    templates: &Templates,
    kept: &[(usize, Cut)],
    below: &[(usize, usize)],
    (in_block, told): (&[Part], &[usize]),
    listing: &Listing,
    two: bool,
) -> Vec<Note> {
    let n = lines.len();
    let mut is_kept = vec![false; n];
    for &(i, _) in kept {
        if let Some(slot) = is_kept.get_mut(i) {
            *slot = true;
        }
    }
    // The lines of a diagnostic's block fold with its headline, not on their own, and the rows
    // another note names (`told`, sorted: a listing's rows that share their value) are named there.
    let place_of: Vec<bool> =
        (0..n).map(|i| in_block.get(i) == Some(&Part::Body) || told.binary_search(&i).is_ok()).collect();
    // Per template: lines left out, and the first line kept (the exemplar).
    let mut folded = vec![0u32; templates.len()];
    let mut exemplar = vec![usize::MAX; templates.len()];
    for i in 0..n {
        let t = templates.of(i) as usize;
        if is_kept[i] {
            exemplar[t] = exemplar[t].min(i);
        } else if !place_of[i] {
            folded[t] += 1;
        }
    }
    let mut candidates: Vec<(u32, u32)> = (0..templates.len() as u32)
        .filter_map(|t| {
            let first = exemplar[t as usize];
            let count = folded[t as usize];
            (count >= MIN_FOLDED
                && first != usize::MAX
                && !place_of[first]
                && !lines.get(first).trim().is_empty())
            .then_some((count, t))
        })
        .collect();
    // A template named row by row has its note, whatever the count: its rows were left out for it.
    candidates.sort_unstable_by_key(|&(count, t)| (!listing.named(t), std::cmp::Reverse(count), t));
    candidates.truncate(MAX_NOTES);
    if candidates.is_empty() {
        return Vec::new();
    }
    let reading = Reading { lines, templates, below, listing, is_kept: &is_kept, place_of: &place_of };
    let exemplars: Vec<usize> = candidates.iter().map(|&(_, t)| exemplar[t as usize]).collect();
    let all: Vec<Option<Note>> = if two && halves_pay(&candidates) {
        // Each half the lighter by the lines it folds so far, in the notes' order.
        let mut half = [Vec::new(), Vec::new()];
        let mut load = [0u64; 2];
        for ((k, &(count, t)), &first) in candidates.iter().enumerate().zip(&exemplars) {
            let at = usize::from(load[1] < load[0]);
            load[at] += u64::from(count);
            half[at].push((k, t, first));
        }
        let [first, second] = half;
        // The second half is written by whichever thread comes to it first: on a busy machine the
        // second thread may not have begun it when the calling thread's half is done.
        let taken = AtomicBool::new(false);
        let take_second = || (!taken.swap(true, Ordering::AcqRel)).then(|| reading.write(&second));
        let (mut written, other) = std::thread::scope(|scope| {
            let spawned = std::thread::Builder::new().spawn_scoped(scope, take_second);
            let written = reading.write(&first);
            let other =
                take_second().or_else(|| spawned.ok().and_then(|handle| handle.join().ok()).flatten());
            // A second thread that could not start or failed: its half is written here.
            (written, other.unwrap_or_else(|| reading.write(&second)))
        });
        written.extend(other);
        written.sort_unstable_by_key(|(k, _)| *k);
        written.into_iter().map(|(_, note)| note).collect()
    } else {
        let every: Vec<(usize, u32, usize)> = candidates
            .iter()
            .enumerate()
            .zip(&exemplars)
            .map(|((k, &(_, t)), &first)| (k, t, first))
            .collect();
        reading.write(&every).into_iter().map(|(_, note)| note).collect()
    };
    all.into_iter().flatten().collect()
}

/// Folded lines the notes must list at least before they are written on two threads: below it a
/// thread costs more than it saves.
const FOLD_PARALLEL: u64 = 1024;

/// Whether the notes `candidates` (folded lines, template) are worth two threads: two notes or
/// more, and [`FOLD_PARALLEL`] folded lines between them.
fn halves_pay(candidates: &[(u32, u32)]) -> bool {
    candidates.len() >= 2
        && candidates.iter().map(|&(count, _)| u64::from(count)).sum::<u64>() >= FOLD_PARALLEL
}

/// What every note reads: the lines, their templates, the diagnostics' places, the listing, and
/// which lines are kept or a block's body.
struct Reading<'r, 'a> {
    lines: &'r Lines<'a>,
    templates: &'r Templates,
    below: &'r [(usize, usize)],
    listing: &'r Listing,
    is_kept: &'r [bool],
    place_of: &'r [bool],
}

/// Per note: its rows' labels (a closed vocabulary) and their names' hashes, none for an empty
/// name, in order (see [`crate::cycle`]).
type Labelled<'a> = (Vec<Option<&'a str>>, Vec<Option<u64>>);

impl<'a> Reading<'_, 'a> {
    /// A folded line's values, written into `values` (one list for every line read, not one
    /// allocated a line), and whether they are written as they are: a folded diagnostic is named
    /// by its headline and location line as written (what an agent searches for); a row of a
    /// template named in full (see [`crate::rows`]) by its identifying columns; any other line by
    /// what varies in it.
    fn values_of(&self, i: usize, template: u32, values: &mut Vec<&'a str>) -> bool {
        let Reading { lines, templates, below, listing, .. } = *self;
        values.clear();
        match below.binary_search_by_key(&i, |pair| pair.0) {
            Ok(at) => {
                let location = below.get(at).map_or("", |&(_, place)| lines.get(place));
                values.extend([lines.get(i).trim(), location.trim()]);
                true
            }
            Err(_) => {
                if let Some(columns) = listing.columns(template) {
                    values.extend(rows::name(lines, i, templates, columns));
                    true
                } else {
                    values.extend(templates.values_at(lines, i));
                    false
                }
            }
        }
    }

    /// A row named in full carries its column of a closed vocabulary, if any, beside its name.
    fn kind_of(&self, i: usize, template: u32) -> Option<&'a str> {
        self.listing.closed(template).and_then(|c| rows::value(self.lines, i, self.templates, c))
    }

    /// Labels beside the names that follow one cycle down the rows are told once (see
    /// [`crate::cycle`]): each labelled note's rows read first, in the order `write` lists them.
    fn cycles(&self, builders: &mut [Builder], noted: &[u32]) {
        let Reading { lines, templates, listing, is_kept, place_of, .. } = *self;
        if !builders.iter().any(|b| listing.closed(b.template).is_some()) {
            return;
        }
        let mut rows: Vec<Labelled<'a>> = vec![(Vec::new(), Vec::new()); builders.len()];
        let (mut values, mut name) = (Vec::new(), String::new());
        for i in 0..lines.len() {
            let k = noted.get(templates.of(i) as usize).copied().unwrap_or(u32::MAX);
            if is_kept.get(i) != Some(&false) || place_of.get(i) != Some(&false) {
                continue;
            }
            let (Some(builder), Some((kinds, names))) = (builders.get(k as usize), rows.get_mut(k as usize))
            else {
                continue;
            };
            if listing.closed(builder.template).is_some() {
                self.values_of(i, builder.template, &mut values);
                kinds.push(self.kind_of(i, builder.template));
                // The name as `add_kind` joins it, told by its hash.
                name.clear();
                for (k, value) in values.iter().enumerate() {
                    if k > 0 {
                        name.push(' ');
                    }
                    name.push_str(value);
                }
                names.push(crate::cycle::plain(&name).then(|| ctx_squash_core::hash_bytes(name.as_bytes())));
            }
        }
        for (builder, (kinds, names)) in builders.iter_mut().zip(&rows) {
            builder.cycle = crate::cycle::cycle(kinds, names)
                .map(|turn| turn.iter().map(|&kind| kind.to_owned()).collect());
        }
    }

    /// The notes of `wanted` (their index in the order written, template, exemplar): each lists
    /// its template's folded lines in their order; `None` for one that folds none it lists.
    fn write(&self, wanted: &[(usize, u32, usize)]) -> Vec<(usize, Option<Note>)> {
        let Reading { lines, templates, listing, is_kept, place_of, .. } = *self;
        let mut values = Vec::new();
        let mut noted = vec![u32::MAX; templates.len()];
        let mut builders: Vec<Builder> = Vec::with_capacity(wanted.len());
        for (at, &(_, t, first)) in wanted.iter().enumerate() {
            if let Some(slot) = noted.get_mut(t as usize) {
                *slot = at as u32;
            }
            let literal = self.values_of(first, t, &mut values);
            let previous = values.iter().map(|v| (*v).to_owned()).collect();
            let cap = if listing.named(t) {
                usize::MAX
            } else if literal {
                NOTE_DIAGNOSTICS
            } else {
                NOTE_VALUES
            };
            builders.push(Builder { template: t, exemplar: first, previous, cap, ..Builder::default() });
        }
        self.cycles(&mut builders, &noted);
        for i in 0..lines.len() {
            let k = noted.get(templates.of(i) as usize).copied().unwrap_or(u32::MAX);
            if is_kept.get(i) != Some(&false) || place_of.get(i) != Some(&false) {
                continue;
            }
            let Some(builder) = builders.get_mut(k as usize) else {
                continue;
            };
            if builder.listed >= builder.cap {
                builder.more += 1;
                continue;
            }
            let literal = self.values_of(i, builder.template, &mut values);
            match self.kind_of(i, builder.template) {
                Some(kind) => builder.add_kind(&values, kind),
                None => builder.add(lines.get(i), &values, literal),
            }
        }
        wanted
            .iter()
            .zip(builders)
            .map(|(&(k, _, _), b)| {
                let note = (b.instances > 0).then(|| {
                    let slot = run_end(is_kept, b.exemplar);
                    let template = templates.render(b.template, lines.get(b.exemplar));
                    (slot, b.text(&template, templates.count(b.template)))
                });
                (k, note)
            })
            .collect()
    }
}

/// The last line of the run of kept lines holding `i`: a note goes below a whole kept block.
fn run_end(is_kept: &[bool], i: usize) -> usize {
    let mut end = i;
    while is_kept.get(end + 1) == Some(&true) {
        end += 1;
    }
    end
}

/// A note being written.
#[derive(Default)]
struct Builder {
    template: u32,
    exemplar: usize,
    /// Bytes listed before the rest is only counted.
    cap: usize,
    /// The values listed, compacted.
    list: Listed,
    /// Bytes listed, counted as if each value were written whole.
    listed: usize,
    /// Folded lines listed (or counted as the same as the one before).
    instances: usize,
    /// Folded lines past the list.
    more: usize,
    /// The values of the last folded line, to drop what repeats.
    previous: Vec<String>,
    /// The kind of a closed vocabulary last written, for a template whose rows carry one.
    kind: Option<String>,
    /// The (kind, name) pairs listed, for a template whose rows carry a kind: every row's, for a
    /// template named in full, so keyed by the process's key (see [`ctx_squash_core::Listed`]'s `seen`).
    pairs: std::collections::HashSet<(String, String), ctx_squash_core::Keyed>,
    /// The labels the rows carry in turn, when they follow one cycle (see [`crate::cycle`]): the
    /// note writes them once and the names alone.
    cycle: Option<Vec<String>>,
    /// The place in `cycle` of the label the next row carries when it follows the turn.
    turn_next: Option<usize>,
}

impl Builder {
    /// Lists one folded row's name with its kind (see [`rows`]: a column of a closed
    /// vocabulary), the kind written as a label where it changes from the row before:
    /// `COVERED: a, b; MISSED: c`.
    fn add_kind(&mut self, values: &[&str], kind: &str) {
        self.instances += 1;
        let name = values.join(" ");
        if let Some(turn) = &self.cycle {
            // The labels in turn are written once where the turn starts (again where a row breaks
            // it, from that row's label): the names alone, each once (they are distinct), a name
            // a range takes in costing nothing.
            let at = turn.iter().position(|label| label == kind).unwrap_or(0);
            let in_turn = self.turn_next == Some(at);
            self.turn_next = Some((at + 1) % turn.len());
            let listed = if in_turn {
                // Each name written on its own (no range, no `…`), so its place tells its label.
                let pushed = self.list.push(&name, ", ", false);
                if pushed {
                    self.listed += name.len() + 2;
                }
                pushed
            } else {
                let from =
                    turn.get(at..).unwrap_or_default().iter().chain(turn.get(..at).unwrap_or_default());
                let labels: Vec<String> = from.map(|label| format!("`{label}`")).collect();
                let headed = format!("alternating {}: {name}", labels.join(" / "));
                self.listed += headed.len() + 2;
                self.list.push(&headed, "; ", false)
            };
            if !listed {
                // An entry the list holds already (another row's text): the next name starts the
                // turn again from its own label, so no name's label is read off by one.
                self.turn_next = None;
            }
            return;
        }
        if !self.pairs.insert((kind.to_owned(), name.clone())) {
            return;
        }
        if self.kind.as_deref() == Some(kind) {
            if self.list.push(&name, ", ", true) {
                self.listed += name.len() + 2;
            } else {
                // The name is listed already, perhaps under another label: written with its own,
                // so no row's name parts from its kind.
                let labelled = format!("{kind}: {name}");
                if self.list.push(&labelled, "; ", false) {
                    self.listed += labelled.len() + 2;
                }
            }
        } else {
            // A label the list holds already is not written again: the kind read on is then
            // still the one written last.
            let labelled = format!("{kind}: {name}");
            if self.list.push(&labelled, "; ", false) {
                self.listed += labelled.len() + 2;
                self.kind = Some(kind.to_owned());
            }
        }
    }

    /// Lists one folded line's values: what differs from the line before, a place in the same
    /// file as the one before by its line and column only; `literal` values (a diagnostic's
    /// headline and location) as they are.
    fn add(&mut self, line: &str, values: &[&str], literal: bool) {
        self.instances += 1;
        if literal {
            // A diagnostic's headline and location are written as they are (what an agent
            // searches for); a row's one name may share its start with the name before.
            let part = values.join(" ");
            let one = values.len() == 1;
            self.list.push(&part, if one { ", " } else { "; " }, one);
            self.listed += part.len() + 2;
            return;
        }
        let mut parts = Vec::new();
        let mut whole = true;
        for (k, &value) in values.iter().enumerate() {
            let before = self.previous.get(k).map(String::as_str);
            // A count, a time, an address says nothing the marker's count does not.
            if before == Some(value) || !value.bytes().any(|b| b.is_ascii_alphabetic()) {
                continue;
            }
            parts.push(match (before.and_then(split_place), split_place(value)) {
                (Some((path, _)), Some((same, place))) if path == same => {
                    whole = false;
                    place
                }
                _ => value,
            });
        }
        // The values kept for the next line, in the strings kept for the last one.
        self.previous.truncate(values.len());
        for (k, &value) in values.iter().enumerate() {
            match self.previous.get_mut(k) {
                Some(previous) => value.clone_into(previous),
                None => self.previous.push(value.to_owned()),
            }
        }
        if parts.is_empty() {
            return;
        }
        // The values as the line writes them, with what stands between them (`216K\tsrc/a.rs`,
        // `python3 -> python3.11`), when that is little more than the values: an agent searches
        // for the text it saw.
        let written = match (whole, parts.first(), parts.last()) {
            (true, Some(first), Some(last)) => written(line, first, last).filter(|span| {
                let values: usize = parts.iter().map(|p| p.len() + 1).sum();
                span.len() <= values + values / 2
            }),
            _ => None,
        };
        let joined;
        let part = if let Some(span) = written {
            span
        } else {
            joined = parts.join(" ");
            &joined
        };
        // A value a range takes in costs nothing: the range tells it already.
        if !(self.list.push(part, ", ", true) && self.list.in_range()) {
            self.listed += part.len() + 2;
        }
    }

    fn text(&self, template: &str, total: u32) -> String {
        let template = cut_chars(template, NOTE_TEMPLATE);
        let mut text = format!("[{template} ×{total}");
        if !self.list.is_empty() {
            text.push_str(": ");
            text.push_str(self.list.as_str());
            if self.more > 0 {
                let _ = write!(text, ", … +{}", self.more);
            }
        }
        text.push(']');
        text
    }
}

/// The text of `line` from where `first` starts to where `last` ends, both slices of it.
pub(crate) fn written<'a>(line: &'a str, first: &str, last: &str) -> Option<&'a str> {
    let base = line.as_ptr() as usize;
    let start = (first.as_ptr() as usize).checked_sub(base)?;
    let end = (last.as_ptr() as usize).checked_sub(base)? + last.len();
    line.get(start..end)
}

/// `src/a.rs:29:9` → (`src/a.rs`, `29:9`).
fn split_place(value: &str) -> Option<(&str, &str)> {
    let colon = value
        .char_indices()
        .find(|&(i, c)| c == ':' && value[i + 1..].starts_with(|d: char| d.is_ascii_digit()))?
        .0;
    (colon > 0).then(|| (&value[..colon], &value[colon + 1..]))
}

/// At most `max` bytes of `text`, cut at a char boundary, with `…` when cut.
fn cut_chars(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_listed_under_one_kind_is_listed_again_under_another() {
        let mut builder = Builder { cap: usize::MAX, ..Builder::default() };
        for (name, kind) in [
            ("alpha", "COVERED"),
            ("beta", "COVERED"),
            ("gamma", "MISSED"),
            ("beta", "MISSED"),
            ("delta", "MISSED"),
        ] {
            builder.add_kind(&[name], kind);
        }
        assert_eq!(builder.text("t", 5), "[t ×5: COVERED: alpha, beta; MISSED: gamma; MISSED: beta, delta]");
    }

    #[test]
    fn labels_in_turn_are_written_once() {
        let turn = vec!["COVERED".to_owned(), "MISSED".to_owned()];
        let mut builder = Builder { cap: usize::MAX, cycle: Some(turn), ..Builder::default() };
        for (name, kind) in [
            ("alpha", "COVERED"),
            ("beta", "MISSED"),
            ("gamma", "COVERED"),
            ("delta", "MISSED"),
            ("eps", "MISSED"),
            ("zeta", "COVERED"),
        ] {
            builder.add_kind(&[name], kind);
        }
        // A row breaking the turn writes it again from its own label.
        assert_eq!(
            builder.text("t", 6),
            "[t ×6: alternating `COVERED` / `MISSED`: alpha, beta, gamma, delta; alternating `MISSED` / `COVERED`: eps, zeta]"
        );
    }

    #[test]
    fn a_name_the_list_holds_already_restarts_the_turn() {
        let turn = vec!["A".to_owned(), "B".to_owned()];
        let mut builder = Builder { cap: usize::MAX, cycle: Some(turn), ..Builder::default() };
        // The third name is the first entry's very text: left out, so the next name says its label.
        for (name, kind) in [("x", "A"), ("y", "B"), ("alternating `A` / `B`: x", "A"), ("z", "B")] {
            builder.add_kind(&[name], kind);
        }
        assert_eq!(builder.text("t", 4), "[t ×4: alternating `A` / `B`: x, y; alternating `B` / `A`: z]");
    }

    #[test]
    fn folded_lines_are_named_after_the_one_kept() {
        let mut text = String::new();
        for (name, line) in [("depth", 18), ("depth", 28), ("last", 29), ("normalized", 34)] {
            let _ = write!(text, "warning: unused variable: `{name}`\n  --> src/accounts.rs:{line}:9\n");
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let kept = [(0, Cut::Normal), (1, Cut::Normal)];
        let below = [(0, 1), (2, 3), (4, 5), (6, 7)];
        let in_block = [
            Part::Headline,
            Part::Body,
            Part::Headline,
            Part::Body,
            Part::Headline,
            Part::Body,
            Part::Headline,
            Part::Body,
        ];
        let notes = notes(&lines, &templates, &kept, &below, (&in_block, &[]), &Listing::default(), false);
        assert_eq!(
            notes,
            [(
                1,
                "[warning: unused variable: <*> ×4: warning: unused variable: `depth` --> src/accounts.rs:28:9; warning: unused variable: `last` --> src/accounts.rs:29:9; warning: unused variable: `normalized` --> src/accounts.rs:34:9]"
                    .to_owned()
            )]
        );
    }

    /// A folded row is named as it is written: its values with what stands between them.
    #[test]
    fn folded_rows_are_named_as_written() {
        let text = "216K\tregex-0.4/dfa/dense.rs\n188K\tregex-0.4/hybrid/dfa.rs\n148K\tregex-0.4/meta/regex.rs\n\
                    lrwxrwxrwx 1 root root 9 Jan 14 2023 python3 -> python3.11\n\
                    lrwxrwxrwx 1 root root 6 Jan 14 2023 g++ -> g++-12\n\
                    lrwxrwxrwx 1 root root 6 Jan 14 2023 gcc -> gcc-12\n";
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let kept = [(0, Cut::Normal), (3, Cut::Normal)];
        let notes =
            notes(&lines, &templates, &kept, &[], (&[Part::Free; 6], &[]), &Listing::default(), false);
        let texts: Vec<&str> = notes.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "[<*> <*> ×3: 188K\tregex-0.4/hybrid/dfa.rs, 148K\tregex-0.4/meta/regex.rs]",
                "[lrwxrwxrwx <*> root root <*> Jan <*> <*> <*> -> <*> ×3: g++ -> g++-12, gcc -> gcc-12]"
            ]
        );
    }

    /// Written in two halves on two threads, the notes are the ones written on one, in its order.
    #[test]
    fn notes_on_two_threads_are_the_notes_on_one() {
        let mut text = String::new();
        for i in 0..3000 {
            let _ = writeln!(text, "compiling crate{} v0.{}.0", i % 7, i);
            let _ = writeln!(text, "warning: unused import `item{}` in src/mod{}.rs:{}:5", i % 11, i % 13, i);
            if i % 3 == 0 {
                let _ = writeln!(text, "downloaded pkg{} from registry{}", i % 17, i % 5);
            }
        }
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let kept: Vec<(usize, Cut)> = (0..lines.len()).step_by(500).map(|i| (i, Cut::Normal)).collect();
        let in_block = vec![Part::Free; lines.len()];
        // Folded lines enough for two threads (all but one in 500 fold).
        assert!(lines.len() as u64 >= 2 * FOLD_PARALLEL);
        let one = notes(&lines, &templates, &kept, &[], (&in_block, &[]), &Listing::default(), false);
        let two = notes(&lines, &templates, &kept, &[], (&in_block, &[]), &Listing::default(), true);
        assert!(one.len() >= 3, "{one:?}");
        assert_eq!(one, two);
    }

    #[test]
    fn places_and_cuts() {
        assert_eq!(split_place("src/a.rs:3:5"), Some(("src/a.rs", "3:5")));
        assert_eq!(split_place("plain"), None);
        assert_eq!(cut_chars("éé", 3), "é…");
    }
}
