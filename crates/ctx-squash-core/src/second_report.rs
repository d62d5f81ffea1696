//! A report written twice is read value by value: where the second copy restates a line of the
//! first with other numbers, the changed number is news, so the two lines are a pair.
//!
//! A tool run twice in one output — unittest at one commit and at another, a count query before
//! a sync and after it — writes its report twice: the same lines in the same order, a few of them
//! with other numbers (`Ran 25 tests` then `Ran 20 tests`, `inspections = 864` then
//! `inspections = 0`). A squash that reads the second report as the first shown again, or a line
//! that repeats an earlier one but for its numbers as no news, leaves out the one value that
//! changed. So the lines the output writes alike but for their numbers and their blanks — a
//! *number* being a whole decimal token, digits that open a token, with at most a decimal
//! fraction and a unit of lower-case letters after them (`25`, `0.004s`, `KEG-7001`), or a size's
//! upper-case magnitude after at most four digits (`2.9M`, `648K`, `912Mi`; review74: `ls -lh`
//! before and after a file grew), read as one size whatever its magnitude; not `Class2`,
//! `x86_64` nor a hex run such as `8628923C`, whose digits are part of its text; and a run of
//! blanks being one, as a right-aligned column pads a shorter value (`file3  411` then
//! `file3 9216`) — are a report's copies of one line when each stands at the same place below a
//! line the output writes word for word above it: walking up from each, at most
//! [`REACH`] lines, the lines above are the same but for their numbers (a blank line is layout
//! and read past) until a line that is the same byte for byte and not blank — the report's own
//! heading, the query, the rule it prints above its count — and that heading is written exactly
//! as many times as the line with a number as far below it as the copies stand (a failing
//! unittest run writes its `----` rule above the traceback too, where no count stands). A report
//! run twice writes its heading twice; a log of records writes its record heading once a record,
//! a number under each (a record heading is told so), and a value under it more or fewer times
//! than that (a `Date:` under one `Author:` among many, keytool's `Owner:` lines); a record whose
//! field is missing heads no number and does not count. A heading holding a number is written
//! as it is, as often as the report: one the output writes with other numbers too is a record's
//! field (keytool's `Serial number: 2` over two certificates of one listing, each with its own
//! `Valid from:`). A line written N times under a heading written N times is a series of reports
//! when its copies write at most two texts between them, a before and an after; a field of N
//! records writes N values. Each copy that differs from the copy before it in its words pairs
//! with the first copy of the value it replaces (`Ran 25`, `Ran 25`, `Ran 20`: the first `Ran 25`
//! with `Ran 20`). A squasher that keeps either half keeps the other.
//!
//! Any size is read: each line holding a digit is hashed once, its numbers folded into a buffer
//! read eight bytes at a time up to each blank or digit and hashed whole, and only lines whose
//! hash another line shares are walked up from; the headings are counted in one more pass
//! that compares a line only when its length is a heading's.

use std::collections::HashMap;
use std::hash::BuildHasher as _;

use crate::{Keyed, Lines};

/// Lines walked up from each copy for the heading all stand under.
const REACH: usize = 4;

/// The restated pairs among the `lines`: `(first, second)`, first above second, sorted (see the
/// module's documentation). A line is in two pairs at most, as the second of one and the first
/// of the next, when a series of reports changes a value and changes it back.
///
/// ```
/// use ctx_squash_core::{Lines, restated_pairs};
///
/// let text = "----\nRan 25 tests\n\nOK\n----\nRan 20 tests\n\nOK\n";
/// assert_eq!(restated_pairs(&Lines::new(text)), [(1, 5)]);
/// ```
pub fn restated_pairs(lines: &Lines<'_>) -> Vec<(usize, usize)> {
    restated_pairs_by_text(lines, lines.by_text(), drop)
}

/// [`restated_pairs`], given the lines sorted by their text ([`Lines::by_text`]), which a caller
/// that reads them for another pass too hashes once for both: they are handed to `then` as soon
/// as they are read, before the lines are folded, so they are held no longer than that.
///
/// ```
/// use ctx_squash_core::{Lines, restated_pairs, restated_pairs_by_text};
///
/// let lines = Lines::new("----\nRan 25 tests\n\nOK\n----\nRan 20 tests\n\nOK\n");
/// let mut handed = Vec::new();
/// let pairs = restated_pairs_by_text(&lines, lines.by_text(), |by_text| handed = by_text);
/// assert_eq!(pairs, restated_pairs(&lines));
/// assert_eq!(handed, lines.by_text());
/// ```
pub fn restated_pairs_by_text(
    lines: &Lines<'_>,
    by_text: Vec<u64>,
    then: impl FnOnce(Vec<u64>),
) -> Vec<(usize, usize)> {
    restated_pairs_folding(lines, by_text, then).0
}

/// [`restated_pairs_by_text`], and how many lines it folded.
fn restated_pairs_folding(
    lines: &Lines<'_>,
    by_text: Vec<u64>,
    then: impl FnOnce(Vec<u64>),
) -> (Vec<(usize, usize)>, usize) {
    // A copy stands within REACH lines below a heading written twice (see `same_place`): the
    // lines there are folded first, and where their copies make no series the others could
    // make none either (a copy elsewhere only spoils its group), so they are never folded.
    let under = under_repeats(lines, &by_text);
    then(by_text);
    pairs_folding(lines, |i| under.get(i).copied().unwrap_or(true))
}

/// [`restated_pairs`], the lines `first` names folded first and the others only where those
/// make a series; and how many lines were folded.
fn pairs_folding(lines: &Lines<'_>, first: impl Fn(usize) -> bool) -> (Vec<(usize, usize)>, usize) {
    let count = lines.len();
    // Each line with a number: its hash with the numbers folded (a line without is its own text
    // numbers aside, so only lines with one can differ so).
    let mut folded: Vec<Option<u64>> = vec![None; count];
    let mut hasher = Folder::new();
    let mut folds = fold_lines(lines, &mut hasher, &mut folded, &first);
    let series = series_of(lines, &folded);
    if series.is_empty() {
        return (Vec::new(), folds);
    }
    let more = fold_lines(lines, &mut hasher, &mut folded, |i| !first(i));
    folds += more;
    // Nothing more folded: the series are those already read (an output whose every numbered
    // line stands under a heading written twice is not sorted twice).
    let mut series = if more == 0 { series } else { series_of(lines, &folded) };
    if series.is_empty() {
        return (Vec::new(), folds);
    }
    // Each heading's count of lines that write it with a number at the copies' distance below
    // (a rule above a failure's traceback heads no count: review74), compared only where the
    // lengths match.
    let below =
        |heading: usize, copies: &[usize]| copies.last().map_or(0, |&last| last.saturating_sub(heading));
    let mut lengths: Vec<usize> = series.iter().map(|&(heading, _)| lines.bytes(heading).len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let mut written: HashMap<(&[u8], usize), usize, Keyed> = series
        .iter()
        .map(|(heading, copies)| ((lines.bytes(*heading), below(*heading, copies)), 0))
        .collect();
    let mut distances: HashMap<&[u8], Vec<usize>, Keyed> = HashMap::default();
    for (heading, copies) in &series {
        distances.entry(lines.bytes(*heading)).or_default().push(below(*heading, copies));
    }
    // One entry a distance (at most REACH a heading), however many series share the heading:
    // the pass stays one look-up a line (review75: a list a series made it quadratic).
    for list in distances.values_mut() {
        list.sort_unstable();
        list.dedup();
    }
    for i in 0..count {
        let text = lines.bytes(i);
        if lengths.binary_search(&text.len()).is_err() {
            continue;
        }
        for &distance in distances.get(text).map(Vec::as_slice).unwrap_or_default() {
            let numbered = folded.get(i + distance).copied().flatten().is_some();
            if numbered && let Some(times) = written.get_mut(&(text, distance)) {
                *times += 1;
            }
        }
    }
    let mut alike = NumberedHeadings::count(lines, &folded, &series, hasher);
    series.retain(|(heading, copies)| {
        let as_written =
            written.get(&(lines.bytes(*heading), below(*heading, copies))) == Some(&copies.len());
        let alike_written = alike.heads_as_often(*heading, copies);
        as_written && alike_written
    });
    let mut pairs = Vec::new();
    for (_, copies) in series {
        let mut value_first = None;
        for pair in copies.windows(2) {
            let &[before, after] = pair else { continue };
            let first = *value_first.get_or_insert(before);
            if !same_but_blanks(lines.bytes(before), lines.bytes(after)) {
                pairs.push((first, after));
                value_first = Some(after);
            }
        }
    }
    pairs.sort_unstable();
    (pairs, folds)
}

/// Folds each line holding a digit that `chosen` names into `folded` (see [`Folder::hash`]);
/// how many.
fn fold_lines(
    lines: &Lines<'_>,
    hasher: &mut Folder,
    folded: &mut [Option<u64>],
    chosen: impl Fn(usize) -> bool,
) -> usize {
    let mut folds = 0;
    for (i, slot) in folded.iter_mut().enumerate() {
        let text = lines.bytes(i);
        if !chosen(i) || !text.iter().any(u8::is_ascii_digit) || u32::try_from(i).is_err() {
            continue;
        }
        *slot = hasher.hash(text);
        folds += 1;
    }
    folds
}

/// The lines of one folded hash, in order, each group of at least two under the heading they
/// all stand under (see [`heading_of`]).
fn series_of(lines: &Lines<'_>, folded: &[Option<u64>]) -> Vec<(usize, Vec<usize>)> {
    // Each folded line as its hash's high half above its place, sorted: the lines of one hash
    // follow one another, in order. Eight bytes a line where a map of families took some sixty
    // (review of the memory bench: 104 MB for a million distinct lines).
    let mut by_hash: Vec<u64> = folded
        .iter()
        .enumerate()
        .filter_map(|(i, hash)| Some(hash.as_ref()? >> 32 << 32 | u64::from(u32::try_from(i).ok()?)))
        .collect();
    by_hash.sort_unstable();
    let place = |entry: u64| usize::try_from(entry & u64::from(u32::MAX)).unwrap_or(usize::MAX);
    let mut series: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut at = 0;
    while let Some(&first) = by_hash.get(at) {
        let run =
            by_hash.get(at..).unwrap_or_default().iter().take_while(|&&e| e >> 32 == first >> 32).count();
        if run >= 2 {
            // Lines whose hashes share their high half: grouped by the whole hash, each group
            // in order (the sort is stable).
            let mut group: Vec<usize> =
                by_hash.get(at..at + run).unwrap_or_default().iter().map(|&e| place(e)).collect();
            group.sort_by_key(|&i| folded.get(i).copied().flatten());
            for copies in group.chunk_by(|&i, &j| folded.get(i) == folded.get(j)).filter(|c| c.len() >= 2) {
                if let Some(heading) = heading_of(lines, folded, copies) {
                    series.push((heading, copies.to_vec()));
                }
            }
        }
        at += run;
    }
    series
}

/// Per line, whether it stands at most [`REACH`] lines below a line that is not blank and that
/// the output writes byte for byte at least twice (lines whose hashes share their high half are
/// taken for such: a line more is only folded for nothing).
fn under_repeats(lines: &Lines<'_>, by_text: &[u64]) -> Vec<bool> {
    if u32::try_from(lines.len()).is_err() {
        return vec![true; lines.len()];
    }
    // `by_text`: each line as its text's hash's high half above its place, sorted, so the lines
    // of one text follow one another.
    let mut under = vec![false; lines.len()];
    for run in by_text.chunk_by(|a, b| a >> 32 == b >> 32).filter(|run| run.len() >= 2) {
        for &entry in run {
            let i = usize::try_from(entry & u64::from(u32::MAX)).unwrap_or(usize::MAX);
            if i >= lines.len() || lines.bytes(i).trim_ascii().is_empty() {
                continue;
            }
            for slot in under.iter_mut().skip(i + 1).take(REACH) {
                *slot = true;
            }
        }
    }
    under
}

/// A heading holding a number is counted with the lines written alike but for their numbers,
/// each over a line of the copies' first word at their distance: keytool's `Serial number: 2`
/// heads two certificates' `Valid from:`, and so do a hundred other serial numbers, each over its
/// own (review74): a field of records, not a report's heading.
struct NumberedHeadings<'l, 'a> {
    lines: &'l Lines<'a>,
    folded: &'l [Option<u64>],
    /// Per heading's folded hash, distance and copies' first word: how often it is written so.
    written: HashMap<(u64, usize, u64), usize, Keyed>,
    /// The lines' hasher, for their first words.
    hasher: Folder,
}

impl<'l, 'a> NumberedHeadings<'l, 'a> {
    /// The counts for the headings of `series` that hold a number, in one pass over the lines.
    fn count(
        lines: &'l Lines<'a>,
        folded: &'l [Option<u64>],
        series: &[(usize, Vec<usize>)],
        hasher: Folder,
    ) -> Self {
        let mut headings = NumberedHeadings { lines, folded, written: HashMap::default(), hasher };
        let written = series
            .iter()
            .filter_map(|(heading, copies)| Some((headings.key(*heading, copies)?, 0)))
            .collect();
        headings.written = written;
        let mut distances: HashMap<u64, Vec<usize>, Keyed> = HashMap::default();
        for &(hash, distance, _) in headings.written.keys() {
            distances.entry(hash).or_default().push(distance);
        }
        for list in distances.values_mut() {
            list.sort_unstable();
            list.dedup();
        }
        for (i, hash) in folded.iter().enumerate() {
            let Some(hash) = *hash else { continue };
            for &distance in distances.get(&hash).map(Vec::as_slice).unwrap_or_default() {
                let under = i + distance;
                if folded.get(under).copied().flatten().is_none() {
                    continue;
                }
                let word = first_word_key(&mut headings.hasher, lines.bytes(under));
                if let Some(times) = headings.written.get_mut(&(hash, distance, word)) {
                    *times += 1;
                }
            }
        }
        headings
    }

    /// The key of `heading` over `copies`: its folded hash, the distance down to the last copy and
    /// the copies' first word; `None` when it holds no number.
    fn key(&mut self, heading: usize, copies: &[usize]) -> Option<(u64, usize, u64)> {
        let hash = self.folded.get(heading).copied().flatten()?;
        let distance = copies.last()?.saturating_sub(heading);
        Some((hash, distance, first_word_key(&mut self.hasher, self.lines.bytes(*copies.first()?))))
    }

    /// Whether `heading`, when it holds a number, is written alike as often as `copies` stand.
    fn heads_as_often(&mut self, heading: usize, copies: &[usize]) -> bool {
        self.key(heading, copies).is_none_or(|key| self.written.get(&key) == Some(&copies.len()))
    }
}

/// Of `pairs` (as [`restated_pairs`] returns them, sorted), those whose halves are in no other
/// pair: a value changed once, a before and an after, not a series that changes it again and
/// again (a retry loop's `3 retries left`, `2 retries left`, then 3 again). Sorted.
///
/// ```
/// use ctx_squash_core::lone_pairs;
///
/// assert_eq!(lone_pairs(&[(1, 5), (3, 7), (7, 11)]), [(1, 5)]);
/// ```
pub fn lone_pairs(pairs: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut halves: Vec<usize> = pairs.iter().flat_map(|&(first, second)| [first, second]).collect();
    halves.sort_unstable();
    let once =
        |line: usize| halves.partition_point(|&h| h <= line) - halves.partition_point(|&h| h < line) == 1;
    pairs.iter().copied().filter(|&(first, second)| once(first) && once(second)).collect()
}

/// The heading the `copies` of one line all stand under, each at the same place (see
/// [`same_place`]), when they write at most two texts between them: a line of that heading.
fn heading_of(lines: &Lines<'_>, folded: &[Option<u64>], copies: &[usize]) -> Option<usize> {
    let first = lines.bytes(*copies.first()?);
    let other = copies.iter().map(|&i| lines.bytes(i)).find(|&text| !same_but_blanks(text, first))?;
    if copies
        .iter()
        .any(|&i| !same_but_blanks(lines.bytes(i), first) && !same_but_blanks(lines.bytes(i), other))
    {
        return None;
    }
    let mut heading: Option<usize> = None;
    for pair in copies.windows(2) {
        let &[before, after] = pair else { return None };
        let above = same_place(before, after, lines, folded)?;
        if heading.is_some_and(|h| lines.bytes(h) != lines.bytes(above)) {
            return None;
        }
        heading = Some(above);
    }
    heading
}

/// Whether lines `first` and `second` stand at the same place under one heading: walking up from
/// both, lines the same but for their numbers (blank lines read past) until a line the same byte
/// for byte, within [`REACH`] lines, the second's below the first. That line above `second`.
fn same_place(first: usize, second: usize, lines: &Lines<'_>, folded: &[Option<u64>]) -> Option<usize> {
    for up in 1..=REACH {
        let (above_first, above_second) = (first.checked_sub(up)?, second.checked_sub(up)?);
        if above_second <= first {
            return None;
        }
        let (a, b) = (lines.bytes(above_first), lines.bytes(above_second));
        if a == b {
            if a.trim_ascii().is_empty() {
                continue;
            }
            return Some(above_second);
        }
        let hash = |i: usize| folded.get(i).copied().flatten();
        if hash(above_first).is_none() || hash(above_first) != hash(above_second) {
            return None;
        }
    }
    None
}

/// Whether `b` belongs to a word: a digit after one is part of its text.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A key of `text`'s first word, its numbers folded (see [`Folder::hash`]).
fn first_word_key(folder: &mut Folder, text: &[u8]) -> u64 {
    let word = words(text).next().unwrap_or_default();
    folder.hash(word).unwrap_or_else(|| folder.hash_whole(word))
}

/// Whether `b` is a blank inside a line.
fn is_blank(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// The words of `text`, split at runs of blanks: a column right-aligned to a wider value pads
/// its line with more blanks, the same words (ls's `file3 411` then `file3 9216`).
fn words(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| is_blank(b)).filter(|word| !word.is_empty())
}

/// Whether `a` and `b` write the same words, however many blanks part them.
fn same_but_blanks(a: &[u8], b: &[u8]) -> bool {
    a == b || words(a).eq(words(b))
}

/// Digits at most before an upper-case size unit: a size a tool writes for people (`2.9M`,
/// `648K`, `23Gi`) is three or four digits, a hex run (`8628923C`) longer.
const MAX_SIZE_DIGITS: usize = 4;

/// The length of the unit at the start of `rest`, after `digits` digits: lower-case letters
/// (`0.004s`, `12ms`), or a size's magnitude (`K`, `M`, `G`, `T`, `P`, `E`, then `i` and `B`
/// each at most once, or `B` alone) after at most [`MAX_SIZE_DIGITS`] digits.
fn unit_len(rest: &[u8], digits: usize) -> usize {
    let lower = rest.iter().take_while(|b| b.is_ascii_lowercase()).count();
    if lower > 0 || digits > MAX_SIZE_DIGITS {
        return lower;
    }
    match rest.first() {
        Some(b'K' | b'M' | b'G' | b'T' | b'P' | b'E') => {
            let binary = usize::from(rest.get(1) == Some(&b'i'));
            1 + binary + usize::from(rest.get(1 + binary) == Some(&b'B'))
        }
        Some(b'B') => 1,
        _ => 0,
    }
}

/// Hashes lines with their numbers folded (see [`Folder::hash`]), each folded into one buffer
/// reused line after line and hashed whole: a line is read about eight bytes at a time up to its
/// next blank or digit, not byte by byte.
struct Folder {
    /// The folded text of the line last hashed (its first bytes; the rest is room).
    folded: Vec<u8>,
    keyed: Keyed,
}

impl Folder {
    fn new() -> Folder {
        Folder { folded: Vec::new(), keyed: Keyed::default() }
    }

    /// A hash of `text`'s words (see [`words`]: blanks are layout) in which each number — digits
    /// opening a token, a decimal fraction and a unit after them at most (see [`unit_len`]) —
    /// reads as `0`, its unit kept (a size's magnitude read as one); `None` when `text` holds no
    /// number. Two texts hash alike when they fold to the same bytes (see [`fold_numbers`]).
    fn hash(&mut self, text: &[u8]) -> Option<u64> {
        let written = fold_numbers(text, &mut self.folded)?;
        Some(self.keyed.hash_one(self.folded.get(..written).unwrap_or_default()))
    }

    /// A hash of `text` as it is (a text that holds no number hashes so with [`Folder::hash`]
    /// alike).
    fn hash_whole(&self, text: &[u8]) -> u64 {
        self.keyed.hash_one(text)
    }
}

/// Writes `text` folded into the start of `out` (grown to room enough): runs of blanks as one
/// blank and none at the line's ends, each number — digits opening a token, a decimal fraction
/// and a unit after them at most (see [`unit_len`]), followed by no word byte — as `0` and its
/// unit (a size's upper-case magnitude as `K`), every other byte as it is. The bytes written, or
/// `None` when `text` holds no number.
fn fold_numbers(text: &[u8], out: &mut Vec<u8>) -> Option<usize> {
    // The folded text is never longer than the text; eight bytes more take a whole word's write.
    if out.len() < text.len() + 8 {
        out.resize(text.len() + 8, 0);
    }
    let (mut at, mut written, mut any) = (0, 0, false);
    // One byte written: the buffer has room for it (see above).
    let put = |out: &mut Vec<u8>, written: &mut usize, b: u8| {
        if let Some(slot) = out.get_mut(*written) {
            *slot = b;
        }
        *written += 1;
    };
    loop {
        // Bytes written as they are, eight at a time, up to the next digit or blank that does not
        // stay as it is: a whole word is written and only its bytes before that one are kept. A
        // lone space inside the line is written as it is (one blank is one blank); a tab, a
        // space a blank follows, one opening the line and one in a word's last byte (what
        // follows it is the next word's) are read below.
        while let Some(chunk) = text.get(at..at + 8).and_then(|chunk| <[u8; 8]>::try_from(chunk).ok()) {
            if let Some(slot) = out.get_mut(written..written + 8) {
                slot.copy_from_slice(&chunk);
            }
            let word = u64::from_le_bytes(chunk);
            let (space, tab) = (crate::bytes_in(word, b' ', b' '), crate::bytes_in(word, b'\t', b'\t'));
            let opening = if at == 0 { 0x80 } else { 0 };
            let not_lone = ((space | tab) >> 8) | (0x80 << 56) | opening;
            let special = crate::bytes_in(word, b'0', b'9') | tab | (space & not_lone);
            let plain = if special == 0 { 8 } else { (special.trailing_zeros() / 8) as usize };
            at += plain;
            written += plain;
            if plain < 8 {
                break;
            }
        }
        let Some(&b) = text.get(at) else { break };
        if is_blank(b) {
            // A run of blanks reads as one, and none at the line's ends.
            let mut end = at + 1;
            while text.get(end).copied().is_some_and(is_blank) {
                end += 1;
            }
            if at > 0 && end < text.len() {
                put(out, &mut written, b' ');
            }
            at = end;
            continue;
        }
        let opens = b.is_ascii_digit() && (at == 0 || text.get(at - 1).is_none_or(|&p| !is_word_byte(p)));
        if !opens {
            put(out, &mut written, b);
            at += 1;
            continue;
        }
        let rest = text.get(at..).unwrap_or_default();
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        // A decimal fraction is the number's: `2.9M` then `3.5M`, `0.004s` then `0.031s`.
        let fraction = match rest.get(digits..) {
            Some([b'.', after @ ..]) if after.first().is_some_and(u8::is_ascii_digit) => {
                1 + after.iter().take_while(|b| b.is_ascii_digit()).count()
            }
            _ => 0,
        };
        let number = digits + fraction;
        let unit = unit_len(rest.get(number..).unwrap_or_default(), digits);
        let end = at + number + unit;
        let whole = text.get(end).is_none_or(|&after| !is_word_byte(after));
        if whole {
            put(out, &mut written, b'0');
            let unit = text.get(at + number..end).unwrap_or_default();
            // A size's magnitude is its number's too: `648K` then `3.5M` is one size grown.
            if unit.first().is_some_and(u8::is_ascii_uppercase) {
                put(out, &mut written, b'K');
            } else {
                for &b in unit {
                    put(out, &mut written, b);
                }
            }
            any = true;
        } else {
            for &b in text.get(at..end).unwrap_or_default() {
                put(out, &mut written, b);
            }
        }
        at = end;
    }
    any.then_some(written)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[(usize, usize)]) {
        assert_eq!(restated_pairs(&Lines::new(text)), expected, "{text}");
    }

    #[test]
    fn a_line_under_no_heading_written_twice_is_not_folded() {
        // A log of distinct lines, each with a number: no heading is written twice, so no line
        // is folded.
        let log: String = (0..500).fold(String::new(), |mut log, i| {
            let _ = writeln!(log, "request {i} took {}ms", i % 7);
            log
        });
        let folding = |text: &str| {
            let lines = Lines::new(text);
            restated_pairs_folding(&lines, lines.by_text(), drop)
        };
        assert_eq!(folding(&log), (Vec::new(), 0));
        // A heading written twice over the same count: the lines under it are folded, and as
        // they make no series, no other line is.
        let text = format!("----\nRan 25 tests\n----\nRan 25 tests\n{log}");
        let (pairs, folds) = folding(&text);
        assert!(pairs.is_empty() && folds <= 6, "{folds} folded");
        assert_eq!(pairs_folding(&Lines::new(&text), |_| true), (Vec::new(), 502));
        // Where they make one, every line is read.
        let text = format!("----\nRan 25 tests\n----\nRan 20 tests\n{log}");
        assert_eq!(folding(&text), (vec![(1, 3)], 502));
    }

    #[test]
    fn an_output_of_any_size_is_read() {
        // review69: over 256 KiB the pass was silent.
        let filler = "x\n".repeat(200 * 1024);
        check(&format!("----\nRan 25 tests\n----\nRan 20 tests\n{filler}"), &[(1, 3)]);
        check(
            &format!("{filler}----\nRan 25 tests\n----\nRan 20 tests\n"),
            &[(200 * 1024 + 1, 200 * 1024 + 3)],
        );
    }

    #[test]
    fn only_whole_decimal_tokens_are_numbers() {
        // A hex run's digits, and digits inside a word, are its text: two records' values.
        check("h\nCRC = 8628923C\nh\nCRC = 8943300C\n", &[]);
        check("h\nbuild x86_64\nh\nbuild x86_32\n", &[]);
        check("h\nname v1\nh\nname v2\n", &[]);
        // A number with a unit after it is a number: two runs' timings.
        check("h\nRan 25 tests in 0.004s\nh\nRan 20 tests in 0.031s\n", &[(1, 3)]);
        check("h\nid KEG-7000\nh\nid KEG-7001\n", &[(1, 3)]);
    }

    #[test]
    fn a_size_with_an_upper_case_unit_is_a_number() {
        // review74: `ls -lh` before and after a file grew, 2.9M then 8.6M.
        let ls = |size: &str| {
            format!(
                "$ ls -lh\n-rw-r--r-- 1 root root 293K d/more.bin\n-rw-r--r-- 1 root root {size} d2/grow.bin\n"
            )
        };
        check(&format!("{}{}", ls("2.9M"), ls("8.6M")), &[(2, 5)]);
        check("h\nused 648K\nh\nused 3.5M\nx\n", &[(1, 3)]);
        check("h\nMem: 23Gi 704Mi\nh\nMem: 23Gi 912Mi\n", &[(1, 3)]);
        // A hex run with a letter after its digits is still its text, as are long digit runs.
        check("h\nCRC = 8628923C\nh\nCRC = 8943300C\n", &[]);
        check("h\nid 12345K\nh\nid 12346K\n", &[]);
    }

    #[test]
    fn blanks_are_layout() {
        // review74: a right-aligned size column pads a shorter value with a blank more, so the
        // two copies of the row differ in their blanks as well as their number.
        let listing = |size: &str| {
            format!(
                "$ ls -l d\n-rw-r--r-- 1 root root  274 file2.bin\n-rw-r--r-- 1 root root {size} file3.bin\n"
            )
        };
        check(&format!("{}{}", listing(" 411"), listing("9216")), &[(2, 5)]);
        // A row written again with other padding only is no change.
        check(&format!("{}{}", listing(" 411"), listing("411 ")), &[]);
    }

    #[test]
    fn a_heading_holding_a_number_written_with_others_is_a_record_field() {
        // review74: two certificates of one keytool listing, each with serial number 2: the
        // `Valid from:` lines under them are two records' values, not one value changed.
        let record = |class: u32, serial: u32, from: &str| {
            format!(
                "Owner: CN=Buypass Class {class}\nSerial number: {serial}\nValid from: {from} UTC 2010\n\n"
            )
        };
        // Each certificate's dates its own (the weekday and month words differ), but Buypass's
        // two, both October Tuesdays, fold alike.
        let text = [
            record(1, 7, "Wed May 05 08:01:00"),
            record(2, 2, "Tue Oct 26 08:38:03"),
            record(3, 2, "Tue Oct 26 08:28:58"),
        ]
        .concat();
        check(&text, &[]);
        // A report's heading holding a number, written only as the report's, still heads it,
        // and so it does when a row of the report is written alike but over another row (git
        // bisect run's check, its last row above its count).
        check("$ head -n 5 log\nRan 25 tests\n$ head -n 5 log\nRan 20 tests\n", &[(1, 3)]);
        let run = |count: &str| {
            format!(
                "running\nok vat(0.50, FR) = 0.10\nok vat(1.25, NL) = 0.26\nok vat(250.00, FR) = 50.00\n{count}\n"
            )
        };
        check(&format!("{}{}", run("6 passed, 0 failed"), run("5 passed, 1 failed")), &[(4, 9)]);
    }

    #[test]
    fn a_heading_written_more_often_than_the_line_is_a_record_heading() {
        // review69: `Date:` lines under one `Author:` among many records are two records' values.
        // Each record's `Date:` holds a number, the third of another form (a weekday): three
        // headings over numbers, two copies.
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\nAuthor: A\nDate: Mon 7 Dec\n", &[]);
        // A record whose field is missing heads no number, so it no longer counts (review74's
        // mend): the two records that write one are a pair.
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\nAuthor: A\nsubject\n", &[(1, 3)]);
        check("Author: A\nDate: 5 Dec\nAuthor: A\nDate: 6 Dec\n", &[(1, 3)]);
    }

    #[test]
    fn a_rule_above_a_failure_s_traceback_heads_no_count() {
        // review74: a failing run writes its `----` rule above the traceback and above `Ran N`;
        // only the second stands over a number, so the rule heads the count twice, as written.
        let failing = "FAIL: test_plan\n----\nTraceback (most recent call last):\n  x\n----\nRan 26 tests\n\nFAILED (failures=1)\n";
        let text = format!("{failing}----\nRan 20 tests\n\nOK\n");
        check(&text, &[(5, 9)]);
        // Both runs failing, 21 tests then 26.
        check(&format!("{failing}{failing}").replacen("Ran 26", "Ran 21", 1), &[(5, 13)]);
    }

    #[test]
    fn a_report_run_three_times_pairs_each_change() {
        // review69: 25, 25, 20 lost `Ran 20`; the first 25 pairs with the 20.
        check("----\nRan 25 tests\n----\nRan 25 tests\n----\nRan 20 tests\n", &[(1, 5)]);
        // Changed and changed back: each change a pair.
        check("----\nRan 25 tests\n----\nRan 20 tests\n----\nRan 25 tests\n", &[(1, 3), (3, 5)]);
        // A field of records, each its own value, is no series of reports.
        check("----\nRan 25 tests\n----\nRan 20 tests\n----\nRan 15 tests\n", &[]);
    }

    #[test]
    fn a_count_restated_under_the_same_rule_is_a_pair() {
        check(
            "test_a ... ok\n----\nRan 25 tests\n\nOK\ntest_a ... ok\n----\nRan 20 tests\n\nOK\n",
            &[(2, 7)],
        );
    }

    #[test]
    fn each_changed_value_under_a_query_written_twice_is_a_pair() {
        let text = "\
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives FROM inspections;
    inspections = 864
hives = 96
UPDATE hives SET frames = 14;
SELECT count(*) AS inspections, count(DISTINCT hive_id) AS hives FROM inspections;
    inspections = 0
hives = 0
";
        check(text, &[(1, 5), (2, 6)]);
    }

    #[test]
    fn a_blank_line_is_read_past_but_is_no_heading() {
        check("== run ==\n\nRan 25 tests\n== run ==\n\nRan 20 tests\n", &[(2, 5)]);
        check("x\n\nRan 25 tests\ny\n\nRan 20 tests\n", &[]);
    }

    #[test]
    fn no_heading_above_both_no_pair() {
        // Two records' values, each under its own name.
        check("north\nframes 10\nsouth\nframes 12\n", &[]);
        // At the output's top there is nothing above the first.
        check("Ran 25 tests\nsummary\nRan 20 tests\n", &[]);
        // The heading too far up.
        check("h\n1\n2\n3\n4\nv 5\nh\n6\n7\n8\n9\nv 6\n", &[]);
    }

    #[test]
    fn a_series_is_no_pair_nor_are_equal_lines() {
        check("step\nprogress 10%\nstep\nprogress 20%\nstep\nprogress 30%\n", &[]);
        check("step\nprogress 10%\nstep\nprogress 10%\n", &[]);
    }

    #[test]
    fn the_second_heading_stands_below_the_first_value() {
        // `h` right above both, the second's heading being the first value's own line would be
        // the same line read twice: here the heading of the second is below the first value.
        check("h\nv 1\nh\nv 2\n", &[(1, 3)]);
        check("h 1\nh 2\n", &[]);
    }

    /// The fold read byte by byte, as [`fold_numbers`] documents it: what its eight-byte reading
    /// must write.
    fn folded_byte_by_byte(text: &[u8]) -> Option<Vec<u8>> {
        let (mut out, mut any, mut at) = (Vec::new(), false, 0);
        while let Some(&b) = text.get(at) {
            if is_blank(b) {
                let run = text[at..].iter().take_while(|&&b| is_blank(b)).count();
                if at > 0 && at + run < text.len() {
                    out.push(b' ');
                }
                at += run;
                continue;
            }
            if !b.is_ascii_digit() || (at > 0 && is_word_byte(text[at - 1])) {
                out.push(b);
                at += 1;
                continue;
            }
            let digits = text[at..].iter().take_while(|b| b.is_ascii_digit()).count();
            let fraction = match text.get(at + digits..) {
                Some([b'.', after @ ..]) if after.first().is_some_and(u8::is_ascii_digit) => {
                    1 + after.iter().take_while(|b| b.is_ascii_digit()).count()
                }
                _ => 0,
            };
            let end = at + digits + fraction + unit_len(&text[at + digits + fraction..], digits);
            if text.get(end).is_none_or(|&after| !is_word_byte(after)) {
                out.push(b'0');
                let unit = &text[at + digits + fraction..end];
                out.extend_from_slice(if unit.first().is_some_and(u8::is_ascii_uppercase) {
                    b"K"
                } else {
                    unit
                });
                any = true;
            } else {
                out.extend_from_slice(&text[at..end]);
            }
            at = end;
        }
        any.then_some(out)
    }

    #[test]
    fn a_line_folds_as_read_byte_by_byte() {
        let mut out = Vec::new();
        for text in [
            "   0.000088449s TRACE cargo: start=\"2026-12-02T20:47:38.217994042Z\"",
            "Ran 25 tests in 0.004s",
            "x86_64 Class2 8628923C 2.9M 648KiB 12345K\t\t end ",
            "",
            "        ",
            "0",
            "a_1 1_a 1.5.6 7.x 3MB 3Mi 4Gb",
        ] {
            let written = fold_numbers(text.as_bytes(), &mut out);
            assert_eq!(written.map(|n| out[..n].to_vec()), folded_byte_by_byte(text.as_bytes()), "{text:?}");
        }
    }

    proptest! {
        /// Folding the lines under a heading written twice first, and the others only where
        /// those make a series, finds the pairs folding every line finds.
        #[test]
        fn folding_under_repeats_first_finds_what_folding_all_finds(
            rows in prop::collection::vec(
                prop::sample::select(vec![
                    "----", "Ran 25 tests", "Ran 20 tests", "", "OK", "x 3", "x 4", "y 3",
                    "Serial number: 2", "Serial number: 7", "Valid from: 1", "Valid from: 2", "  ",
                ]),
                0..48,
            )
        ) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            prop_assert_eq!(restated_pairs(&lines), pairs_folding(&lines, |_| true).0);
        }

        /// Any line folds as read byte by byte, whatever the buffer held before.
        #[test]
        fn any_line_folds_as_read_byte_by_byte(
            texts in prop::collection::vec("[ a\t0-9._KMGiBx_é-]{0,40}", 1..4)
        ) {
            let mut out = Vec::new();
            for text in &texts {
                let written = fold_numbers(text.as_bytes(), &mut out);
                prop_assert_eq!(written.map(|n| out[..n].to_vec()), folded_byte_by_byte(text.as_bytes()));
            }
        }

        /// Any lines: no panic, each pair's first above its second, sorted, and a line in two
        /// pairs at most.
        #[test]
        fn pairs_are_ordered(rows in prop::collection::vec("[ab]? ?[0-9]{0,2}", 0..40)) {
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let pairs = restated_pairs(&lines);
            prop_assert!(pairs.iter().all(|&(a, b)| a < b && b < lines.len()));
            prop_assert!(pairs.windows(2).all(|w| w[0] < w[1]));
            let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort_unstable();
            prop_assert!(seen.windows(3).all(|w| w[0] != w[2]));
        }

        /// A report written twice under its heading, noise around and between the copies, one
        /// value changed: that line and its copy are a pair.
        #[test]
        fn a_report_written_twice_pairs_its_changed_value(
            body in prop::collection::vec(("[a-z]{1,6}", 0u32..1000), 1..6),
            changed in 0usize..6,
            noise in prop::collection::vec("[a-z]{0,6}( [a-z]{1,4})?", 0..12),
            split in 0usize..12,
        ) {
            let changed = changed % body.len();
            let report = |copy: u32| -> Vec<String> {
                let mut rows = vec!["== report ==".to_owned()];
                rows.extend(body.iter().enumerate().map(|(j, (word, value))| {
                    let value = if j == changed { value + 1 + copy } else { *value };
                    // The index in the word: each row its own line of the report.
                    format!("{word}{j} {value}")
                }));
                rows
            };
            let split = split.min(noise.len());
            let (before, between) = noise.split_at(split);
            let mut rows: Vec<String> = before.to_vec();
            let first = rows.len() + 1 + changed;
            rows.extend(report(0));
            rows.extend(between.iter().cloned());
            let second = rows.len() + 1 + changed;
            rows.extend(report(1));
            let text: String = rows.iter().flat_map(|row| [row.as_str(), "\n"]).collect();
            let lines = Lines::new(&text);
            let pairs = restated_pairs(&lines);
            prop_assert!(pairs.contains(&(first, second)), "{text}\n{pairs:?}");
        }
    }
}
