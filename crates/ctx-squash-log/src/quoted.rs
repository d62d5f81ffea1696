//! The line a kept failure quotes from is evidence: a value or a name the failure's kept lines
//! write that the output writes on only a line or two elsewhere keeps those lines.
//!
//! A failing assert quotes what it saw — a panic's `left: 944`, jest's `Received: 890`, pytest's
//! `assert 1391 <= 1300`, `ERROR at teardown of test_batch_27` — and the line that value came
//! from is often one of a mass of like lines above it (the test's prints, a captured log, the
//! runner's row for that test), folded with them. Where the value is rare in the output, the line
//! holding it is what ties the failure to its cause, and an agent reading the failure looks for
//! it first. So the tokens of the failure's kept lines that can name one thing — a number of at
//! least [`MIN_DIGITS`] digits, a name holding a digit (`test_batch_27`, `GB-0042`'s parts) — are
//! looked for, whole words, in one pass over the output; a token written on one to
//! [`MAX_ELSEWHERE`] lines besides the failure's keeps those lines, up to [`MAX_KEPT`] lines in
//! all. A token the output writes more often (a value every row repeats, a file on every frame) is
//! no evidence, and is left to the fold. Any text: a test runner's captured output, a service's
//! log before its traceback, a compiler's note naming a variable. A key whose value a diff of the
//! failure changes (`+   hoops: 5,` over `-   hoops: 6,`) is a token too: the field that differs,
//! which the line that set it names.
//!
//! A value the failure quotes may stand on several lines alike — jest's `Received: 890` is the
//! peak of six kilns' runs, each printing `kiln N minute 290: 890 C` — and the line it came from
//! is the one that also names what failed: a token written on three to [`MAX_NARROWED`] lines
//! keeps those of them that share with the failure's lines a pair of adjacent words (letters and
//! digits, the token aside: `kiln 5` in `● kiln simulator › kiln 5 reaches cone 6`) that at most
//! [`MAX_ELSEWHERE`] of them write. A passing test's line among the failure's (`✓ kiln 4 reaches
//! cone 6` in the suite's block) says nothing of what failed: neither its tokens nor its words
//! are read. Lines held by a token written on one or two lines come first, then those a naming
//! pair picks, each kind in the order of the failure's tokens, when more than [`MAX_KEPT`] are
//! found, and each is returned with where its token stands, so
//! that a line cut short is cut around it.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

use aho_corasick::{AhoCorasick, MatchKind};
use ctx_squash_core::{Keyed, Lines};

/// Digits a number needs to name one value (`944`, `1391`; not `5` or `12`).
const MIN_DIGITS: usize = 3;
/// Bytes of a token at most (longer is a hash or a path's run, left to the identifiers tier).
const MAX_TOKEN: usize = 64;
/// Bytes of a failure's line read for tokens at most.
const MAX_READ: usize = 512;
/// Tokens looked for at most, the failure's first lines first.
const MAX_TOKENS: usize = 24;
/// Lines other than the failure's that may hold a token for it to be evidence.
const MAX_ELSEWHERE: usize = 2;
/// Lines other than the failure's a token may be written on and still be narrowed to those that
/// name what failed (more is a value every row repeats).
const MAX_NARROWED: usize = 16;
/// Evidence lines kept at most over the output.
const MAX_KEPT: usize = 8;

/// A byte of a token: a letter, a digit or `_`.
fn word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether the hit at `start..end` of `text` is a whole word: no letter, digit or `_` right before
/// or after it.
pub(crate) fn whole_word(text: &[u8], start: usize, end: usize) -> bool {
    start.checked_sub(1).and_then(|b| text.get(b)).is_none_or(|&b| !word_byte(b))
        && text.get(end).is_none_or(|&b| !word_byte(b))
}

/// Whether the number at `start..end` of `text` is a place, not a value the failure saw: a
/// location's line or column, after a `:` (`src/lib.rs:1057:9`) or the word `line` (Python's
/// `File "x.py", line 139`; not `pipeline 944`), or a quoted source line's number at the margin,
/// before its gutter's `|` (`  141 |   x = 0;`; not a table's cell, `| kiln | 944 |`).
fn place(text: &[u8], start: usize, end: usize) -> bool {
    let before = text.get(..start).unwrap_or_default();
    let after = text.get(end..).unwrap_or_default();
    // At the margin of its own line: only blanks between it and the line's start (or the text's).
    let at_margin = before.iter().rev().find(|&&b| b != b' ' && b != b'\t').is_none_or(|&b| b == b'\n');
    before.last() == Some(&b':')
        || before.len().checked_sub(5).is_some_and(|word_at| {
            before.get(word_at..).is_some_and(|word| word.eq_ignore_ascii_case(b"line "))
                && !before.get(..word_at).and_then(<[u8]>::last).is_some_and(|&b| word_byte(b))
        })
        || at_margin && after.iter().find(|&&b| b != b' ' && b != b'\t') == Some(&b'|')
}

/// The tokens of `line` that can name one thing: a number of at least [`MIN_DIGITS`] digits but
/// a place (see [`place`]), or a word of letters, digits and `_` holding a digit and a letter, at
/// least four bytes long.
fn tokens(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    // Read to MAX_READ, a word the cut falls in left out whole (its first part is no token).
    let mut cut = line.len().min(MAX_READ);
    if line.get(cut).is_some_and(|&b| word_byte(b)) {
        cut = line.get(..cut).and_then(|head| head.iter().rposition(|&b| !word_byte(b))).unwrap_or(0);
    }
    let line = line.get(..cut).unwrap_or(line);
    let mut at = 0;
    line.split(|&b| !word_byte(b)).filter(move |word| {
        let (start, end) = (at, at + word.len());
        at = end + 1;
        number(word).map_or(token_word(word), |number| number && !place(line, start, end))
    })
}

/// For a word of digits alone, whether it is long enough to name a value; `None` for any other.
fn number(word: &[u8]) -> Option<bool> {
    word.iter().all(u8::is_ascii_digit).then_some((MIN_DIGITS..=MAX_TOKEN).contains(&word.len()))
}

/// Whether a word that is no number names one thing: a digit and a letter or `_`, at least four
/// bytes, at most [`MAX_TOKEN`].
fn token_word(word: &[u8]) -> bool {
    (4..=MAX_TOKEN).contains(&word.len()) && word.iter().any(u8::is_ascii_digit)
}

/// Bytes a changed key needs (`id` and `x` name no one field).
const MIN_KEY: usize = 3;

/// The keys whose values the failure's kept lines show changed: two lines in a row, one `+` and
/// one `-` (after a pytest `E` and blanks), whose first words are one word of at least
/// [`MIN_KEY`] bytes holding a letter — `hoops` of a deep-equal diff's `+   hoops: 5,` and
/// `-   hoops: 6,`, of pytest's `E  -  'hoops': 6`. A failure reads the value; the key says which
/// field, and a line elsewhere that writes it is where the value may have been set.
fn changed_keys<'t>(lines: &Lines<'t>, failure: &[usize]) -> Vec<&'t [u8]> {
    let first_word = |i: usize| -> Option<(u8, &'t [u8])> {
        let line = lines.bytes(i).trim_ascii_start();
        let line = line
            .strip_prefix(b"E")
            .filter(|rest| rest.first().is_some_and(u8::is_ascii_whitespace))
            .unwrap_or(line);
        let line = line.trim_ascii_start();
        let (&mark, rest) = line.split_first()?;
        if !matches!(mark, b'+' | b'-') || !rest.first().is_some_and(u8::is_ascii_whitespace) {
            return None;
        }
        let rest = rest.trim_ascii_start();
        let rest = rest.strip_prefix(b"'").or_else(|| rest.strip_prefix(b"\"")).unwrap_or(rest);
        let end = rest.iter().position(|&b| !word_byte(b)).unwrap_or(rest.len());
        let word = &rest[..end];
        (word.len() >= MIN_KEY && word.len() <= MAX_TOKEN && word.iter().any(u8::is_ascii_alphabetic))
            .then_some((mark, word))
    };
    let mut keys: Vec<&'t [u8]> = Vec::new();
    for pair in failure.windows(2) {
        let &[a, b] = pair else { continue };
        if b != a + 1 || b >= lines.len() {
            continue;
        }
        if let (Some((mark_a, key_a)), Some((mark_b, key_b))) = (first_word(a), first_word(b))
            && mark_a != mark_b
            && key_a == key_b
            && !keys.contains(&key_a)
        {
            keys.push(key_a);
        }
    }
    keys
}

/// A line holding a token of the failure's, and where in the line the token stands.
pub(crate) type Evidence = (usize, Range<usize>);

/// The lines holding a token of the failure's lines `failure` (sorted) that the output writes on
/// one to [`MAX_ELSEWHERE`] lines besides them, or on up to [`MAX_NARROWED`] of which these name
/// what failed (see the module's documentation), each with its token's place in it; sorted, at
/// most [`MAX_KEPT`], a token of the failure's first lines before one of its later ones.
pub(crate) fn evidence(lines: &Lines<'_>, failure: &[usize]) -> Vec<Evidence> {
    let mut wanted: Vec<&[u8]> = Vec::new();
    // A passing test's line among the failure's (a runner's `✓ kiln 4 reaches cone 6` in the
    // suite's block) says nothing of what failed: neither its tokens nor its words are read.
    let says = |i: &&usize| **i < lines.len() && !crate::squash::passing(lines.bytes(**i));
    'read: for &i in failure.iter().filter(says) {
        for token in tokens(lines.bytes(i)) {
            if !wanted.contains(&token) {
                if wanted.len() == MAX_TOKENS {
                    break 'read;
                }
                wanted.push(token);
            }
        }
    }
    // The key whose value a diff of the failure changes (`+   hoops: 5,` over `-   hoops: 6,`):
    // the field that differs, which a line elsewhere may set.
    for key in changed_keys(lines, failure) {
        if wanted.len() < MAX_TOKENS && !wanted.contains(&key) {
            wanted.push(key);
        }
    }
    if wanted.is_empty() {
        return Vec::new();
    }
    let text = lines.text().as_bytes();
    let whole = |start: usize, end: usize| {
        whole_word(text, start, end)
            && !(text.get(start..end).and_then(number).is_some() && place(text, start, end))
    };
    let skip = |line: usize| failure.binary_search(&line).is_ok();
    let found = holders(lines, &wanted, whole, skip, MAX_NARROWED);
    // A token on a line or two: its lines, the failure's first tokens first; then the lines of a
    // token written more often that name what failed.
    let mut kept: Vec<Evidence> =
        found.iter().flatten().filter(|at| at.len() <= MAX_ELSEWHERE).flatten().cloned().collect();
    let mut narrowed = found.iter().flatten().filter(|at| at.len() > MAX_ELSEWHERE).peekable();
    if narrowed.peek().is_some() {
        let said: HashSet<(&[u8], &[u8]), Keyed> =
            failure.iter().filter(says).flat_map(|&i| pairs(lines.bytes(i))).collect();
        for holders in narrowed {
            kept.extend(naming(lines, holders, &said));
        }
    }
    let mut seen = HashSet::with_hasher(Keyed::default());
    kept.retain(|(i, _)| seen.insert(*i));
    kept.truncate(MAX_KEPT);
    kept.sort_unstable_by_key(|(i, _)| *i);
    kept
}

/// A byte of an identifier: a letter, a digit, `_` or `-` (`C-117`, `L-0412`, `KN-001`).
fn id_byte(b: u8) -> bool {
    word_byte(b) || b == b'-'
}

/// The identifiers of `line`'s first [`MAX_READ`] bytes: a word of [`id_byte`]s that starts with
/// a letter, ends with a letter or a digit and holds a digit, at least four bytes (`C-117`,
/// `L-0412`, `KN-001`; not `f64`, `-O2`, `117`), at most [`MAX_TOKEN`]. A word the read's cut
/// falls in is none.
fn ids(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut cut = line.len().min(MAX_READ);
    if line.get(cut).is_some_and(|&b| id_byte(b)) {
        cut = line.get(..cut).and_then(|head| head.iter().rposition(|&b| !id_byte(b))).unwrap_or(0);
    }
    let line = line.get(..cut).unwrap_or(line);
    line.split(|&b| !id_byte(b)).filter(|word| {
        (4..=MAX_TOKEN).contains(&word.len())
            && word.first().is_some_and(u8::is_ascii_alphabetic)
            && word.last().is_some_and(u8::is_ascii_alphanumeric)
            && word.iter().any(u8::is_ascii_digit)
    })
}

/// The lines holding an identifier (see [`ids`]) the failure's lines `read` write, of those the
/// output writes on one to [`MAX_ELSEWHERE`] lines besides the failure's lines `failure` (both
/// sorted), each with where its identifier stands in it; sorted, at most [`MAX_KEPT`], an
/// identifier of the failure's first lines before one of its later ones. An identifier stands
/// whole: no identifier byte on either side (`C-117` in `(C-117)`, not in `C-1170`).
pub(crate) fn ids_written(lines: &Lines<'_>, failure: &[usize], read: &[usize]) -> Vec<Evidence> {
    let mut wanted: Vec<&[u8]> = Vec::new();
    'read: for &i in read.iter().filter(|&&i| i < lines.len()) {
        for id in ids(lines.bytes(i)) {
            if !wanted.contains(&id) {
                if wanted.len() == MAX_TOKENS {
                    break 'read;
                }
                wanted.push(id);
            }
        }
    }
    if wanted.is_empty() {
        return Vec::new();
    }
    let text = lines.text().as_bytes();
    let whole = |start: usize, end: usize| {
        start.checked_sub(1).and_then(|b| text.get(b)).is_none_or(|&b| !id_byte(b))
            && text.get(end).is_none_or(|&b| !id_byte(b))
    };
    let skip = |line: usize| failure.binary_search(&line).is_ok();
    let mut kept: Vec<Evidence> =
        holders(lines, &wanted, whole, skip, MAX_ELSEWHERE).into_iter().flatten().flatten().collect();
    let mut seen = HashSet::with_hasher(Keyed::default());
    kept.retain(|(i, _)| seen.insert(*i));
    kept.truncate(MAX_KEPT);
    kept.sort_unstable_by_key(|(i, _)| *i);
    kept
}

/// For each of `wanted`, the lines holding it where `whole` says a hit stands alone (told by its
/// bytes' range in the text), `skip`'s lines aside, each once with the token's place in it —
/// `None` for a token on more than `most` such lines. One Aho-Corasick pass over the text, left
/// as soon as every token is on too many: the search `evidence` and the subjects' lines share.
/// A text of [`PARALLEL_SEARCH`] bytes or more is searched in two halves split at a line's start,
/// the second on a thread of its own (these searches run after the selection, when the squash's
/// second thread is done): no token holds a `\n`, so no hit crosses the split and each half finds
/// the hits the whole search finds in it; a token's lines are the first half's then the
/// second's, `None` when they are more than `most` together.
pub(crate) fn holders(
    lines: &Lines<'_>,
    wanted: &[&[u8]],
    whole: impl Fn(usize, usize) -> bool + Sync,
    skip: impl Fn(usize) -> bool + Sync,
    most: usize,
) -> Vec<Option<Vec<Evidence>>> {
    let Ok(searcher) = AhoCorasick::builder().match_kind(MatchKind::LeftmostLongest).build(wanted) else {
        return vec![None; wanted.len()];
    };
    let search = |from_line: usize, to_line: usize| {
        holders_in(lines, (&searcher, wanted.len()), (from_line, to_line), (&whole, &skip), most)
    };
    let count = lines.len();
    if lines.text().len() < PARALLEL_SEARCH || count < 2 {
        return search(0, count);
    }
    let middle = count / 2;
    // The second half is searched by whichever thread comes to it first: on a busy machine the
    // second thread may not have begun it when the calling thread's half is done.
    let taken = AtomicBool::new(false);
    let take_second = || (!taken.swap(true, Ordering::AcqRel)).then(|| search(middle, count));
    let (mut first, second) = std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new().spawn_scoped(scope, take_second);
        let first = search(0, middle);
        let second = take_second().or_else(|| spawned.ok().and_then(|handle| handle.join().ok()).flatten());
        // A second thread that could not start or failed: its half is searched here.
        (first, second.unwrap_or_else(|| search(middle, count)))
    });
    for (slot, more) in first.iter_mut().zip(second) {
        *slot = match (slot.take(), more) {
            (Some(mut at), Some(more)) if at.len() + more.len() <= most => {
                at.extend(more);
                Some(at)
            }
            _ => None,
        };
    }
    first
}

/// Texts at least this long are searched by [`holders`] in two halves on two threads.
const PARALLEL_SEARCH: usize = 256 * 1024;

/// [`holders`]' search of the lines `from_line..to_line` (`searcher` finds the `tokens` wanted).
fn holders_in(
    lines: &Lines<'_>,
    (searcher, tokens): (&AhoCorasick, usize),
    (from_line, to_line): (usize, usize),
    (whole, skip): (&impl Fn(usize, usize) -> bool, &impl Fn(usize) -> bool),
    most: usize,
) -> Vec<Option<Vec<Evidence>>> {
    let mut found: Vec<Option<Vec<Evidence>>> = vec![Some(Vec::new()); tokens];
    let text = lines.text().as_bytes();
    let (from, to) = (
        if from_line < lines.len() { lines.start(from_line) } else { text.len() },
        if to_line < lines.len() { lines.start(to_line) } else { text.len() },
    );
    let mut line = from_line;
    let mut open_tokens = tokens;
    for hit in searcher.find_iter(text.get(from..to).unwrap_or_default()) {
        let (start, end) = (from + hit.start(), from + hit.end());
        let Some(slot) = found.get_mut(hit.pattern().as_usize()) else { continue };
        let Some(at) = slot.as_mut() else { continue };
        if !whole(start, end) {
            continue;
        }
        // Hits come in order: the line moves forward only.
        while line + 1 < to_line && lines.start(line + 1) <= start {
            line += 1;
        }
        if skip(line) || at.last().is_some_and(|(i, _)| *i == line) {
            continue;
        }
        if at.len() == most {
            *slot = None;
            open_tokens -= 1;
            if open_tokens == 0 {
                // Every token is written too often: the rest is not read.
                break;
            }
        } else {
            let from = lines.start(line);
            at.push((line, start.saturating_sub(from)..end.saturating_sub(from)));
        }
    }
    found
}

/// A line's pairs of adjacent words, each once.
type Pairs<'a> = HashSet<(&'a [u8], &'a [u8]), Keyed>;

/// Of the lines `holders` holding one token, those that share with the failure's word pairs
/// `said` a pair that at most [`MAX_ELSEWHERE`] of them write, the token itself in neither word.
fn naming(lines: &Lines<'_>, holders: &[Evidence], said: &HashSet<(&[u8], &[u8]), Keyed>) -> Vec<Evidence> {
    // Each holder's pairs the failure writes too, once each; then, per pair, how many holders
    // write it: linear in holders × pairs, however alike the holders are.
    let shared: Vec<Pairs<'_>> = holders
        .iter()
        .map(|(i, token)| {
            let line = lines.bytes(*i);
            let token = line.get(token.clone()).unwrap_or_default();
            pairs(line).filter(|pair| pair.0 != token && pair.1 != token && said.contains(pair)).collect()
        })
        .collect();
    let mut holders_of: HashMap<(&[u8], &[u8]), usize, Keyed> = HashMap::with_hasher(Keyed::default());
    for pair in shared.iter().flatten() {
        *holders_of.entry(*pair).or_default() += 1;
    }
    holders
        .iter()
        .zip(&shared)
        .filter(|(_, own)| own.iter().any(|pair| holders_of.get(pair).is_some_and(|&n| n <= MAX_ELSEWHERE)))
        .map(|(holder, _)| holder.clone())
        .collect()
}

/// The pairs of adjacent words of `line`'s first [`MAX_READ`] bytes, a word a run of letters and
/// digits (`kiln_5` is `kiln` and `5`, as `kiln 5` is).
fn pairs(line: &[u8]) -> impl Iterator<Item = (&[u8], &[u8])> {
    let line = line.get(..MAX_READ).unwrap_or(line);
    let mut words = line.split(|b| !b.is_ascii_alphanumeric()).filter(|word| !word.is_empty());
    let mut before = words.next();
    words.map(move |word| {
        let pair = (before.unwrap_or_default(), word);
        before = Some(word);
        pair
    })
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    /// A text over [`PARALLEL_SEARCH`] is searched in two halves: each token's lines are those one
    /// pass over the whole text finds, a token on `most` lines in each half but more in all
    /// `None`, a token held across the split, a hit that is no whole word and a skipped line.
    #[test]
    fn two_halves_find_what_one_pass_finds() {
        let mut text = String::new();
        let rows = 8_000;
        for k in 0..rows {
            let token = match k {
                10 | 3_990 | 4_010 | 7_990 => "zebra-17",
                20 | 7_000 => "otter-23",
                30 | 40 | 4_020 => "heron-99",
                50 => "heron-99x",
                _ => "filler",
            };
            let _ = writeln!(text, "row {k:05} of the long listing holds {token} and some padding text");
        }
        assert!(text.len() >= PARALLEL_SEARCH);
        let lines = Lines::new(&text);
        let wanted: Vec<&[u8]> = vec![b"zebra-17", b"otter-23", b"heron-99", b"absent-1"];
        let bytes = text.as_bytes();
        let whole = |start: usize, end: usize| whole_word(bytes, start, end);
        let skip = |line: usize| line == 40;
        let searcher = AhoCorasick::builder()
            .match_kind(MatchKind::LeftmostLongest)
            .build(&wanted)
            .expect("four short patterns build");
        for most in [1, 2, 3, 4] {
            let one = holders_in(&lines, (&searcher, wanted.len()), (0, lines.len()), (&whole, &skip), most);
            let two = holders(&lines, &wanted, whole, skip, most);
            assert_eq!(two, one, "most {most}");
        }
        let two = holders(&lines, &wanted, whole, skip, 3);
        assert_eq!(two[0], None);
        assert_eq!(
            two[1].as_ref().map(|at| at.iter().map(|(i, _)| *i).collect::<Vec<_>>()),
            Some(vec![20, 7_000])
        );
        assert_eq!(
            two[2].as_ref().map(|at| at.iter().map(|(i, _)| *i).collect::<Vec<_>>()),
            Some(vec![30, 4_020])
        );
        assert_eq!(two[3], Some(Vec::new()));
    }

    /// A number after a word ending in `line` is a value (`pipeline 944`), one after the word
    /// `line` a place; a number before a `|` is a place at the margin only (a source line's
    /// number), not in a table's cell; a word the read's cut falls in is no token.
    #[test]
    fn places_are_told_by_whole_words_and_the_margin() {
        let words = |line: &str| {
            tokens(line.as_bytes()).map(|t| String::from_utf8_lossy(t).into_owned()).collect::<Vec<_>>()
        };
        assert_eq!(words("File \"x.py\", line 139, in f"), Vec::<String>::new());
        assert_eq!(words("pipeline 944 failed"), ["944"]);
        assert_eq!(words("  141 |   x = 0;"), Vec::<String>::new());
        assert_eq!(words("| kiln | 944 |"), ["944"]);
        let long = format!("{} 123456789", "x ".repeat(254));
        assert_eq!(long.len(), 518);
        assert_eq!(words(&long), Vec::<String>::new(), "the cut at 512 falls in 123456789");
    }
    use proptest::prelude::*;

    /// Identifiers start with a letter, hold a digit and stand whole: `C-117` is one word, read
    /// in `(C-117)` and not in `C-1170`; a number, a type's suffix or an option is none.
    #[test]
    fn an_identifier_keeps_the_lines_that_write_it_whole() {
        let words = |line: &str| {
            ids(line.as_bytes()).map(|t| String::from_utf8_lossy(t).into_owned()).collect::<Vec<_>>()
        };
        assert_eq!(words("DETAIL:  Key (cask_id)=(C-117) is not present"), ["C-117"]);
        assert_eq!(words("lot L-0412 held by KN-001, 117 f64 -O2 sha-"), ["L-0412", "KN-001"]);
        let text = "cask C-117 retired\ncask C-1170 staved\nrow C-117-b\nKey (cask_id)=(C-117)\n";
        let lines = Lines::new(text);
        let got: Vec<usize> = ids_written(&lines, &[3], &[3]).into_iter().map(|(i, _)| i).collect();
        assert_eq!(got, [0]);
        // Written on more lines than a few, it is no one record's.
        let text = "C-117 a\nC-117 b\nC-117 c\nKey (C-117)\n";
        assert!(ids_written(&Lines::new(text), &[3], &[3]).is_empty());
    }

    fn kept(text: &str, failure: &[usize]) -> Vec<String> {
        let lines = Lines::new(text);
        evidence(&lines, failure).into_iter().map(|(i, _)| lines.get(i).to_owned()).collect()
    }

    /// Six runs print the failure's value at the same minute; the run the failure names (`kiln
    /// 5`, in its headline) is the one its value came from, whatever the pairs the others share.
    #[test]
    fn a_value_on_several_lines_keeps_the_one_naming_what_failed() {
        let mut text = String::new();
        for kiln in 1..=6 {
            for minute in (0..=290).step_by(10) {
                let _ = writeln!(text, "    kiln {kiln} minute {minute}: {} C", 20 + minute * 3);
            }
        }
        // The suite's block, passing tests and all, then the failure.
        for kiln in 4..=6 {
            let mark = if kiln == 5 { "✕" } else { "✓" };
            let _ = writeln!(text, "    {mark} kiln {kiln} reaches cone 6 (44 ms)");
        }
        text.push_str("  ● kiln simulator › kiln 5 reaches cone 6\n    Expected: 1222\n    Received: 890\n");
        let n = text.lines().count();
        let failure: Vec<usize> = (n - 6..n).collect();
        assert_eq!(kept(&text, &failure), ["    kiln 5 minute 290: 890 C"]);
        // Named by no pair of the failure's words (the value aside), none of the six is evidence.
        let anonymous = text.replace("kiln 5 reaches", "the fifth reaches");
        assert!(kept(&anonymous, &failure).is_empty());
        // A pair all of them share names none of them.
        let shared = text.replace("kiln 5 reaches", "minute 290 reaches");
        assert!(kept(&shared, &failure).is_empty());
    }

    /// Each line comes with where its token stands in it, past any cut a short line makes.
    #[test]
    fn each_line_comes_with_its_tokens_place() {
        let text = format!("{} reading 944 C\nleft: 944\n", "x".repeat(300));
        let lines = Lines::new(&text);
        let got = evidence(&lines, &[1]);
        assert_eq!(got, [(0, 309..312)]);
        assert_eq!(lines.get(0).get(309..312), Some("944"));
    }

    /// More lines than the cap: those of the failure's first tokens are kept, in the output's
    /// order.
    #[test]
    fn the_failures_first_tokens_come_first_and_the_lines_in_order() {
        let mut text = String::new();
        for t in 0..12 {
            let _ = writeln!(text, "row {} saw 9{t:02}", 100 + t);
        }
        // The failure quotes the last rows' values first.
        let quoted: Vec<String> = (0..12).rev().map(|t| format!("9{t:02}")).collect();
        let _ = writeln!(text, "failed: {}", quoted.join(" "));
        let got = kept(&text, &[12]);
        let want: Vec<String> = (4..12).map(|t| format!("row {} saw 9{t:02}", 100 + t)).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn a_value_the_failure_quotes_keeps_the_one_line_it_came_from() {
        let mut text = String::new();
        for minute in 0..300 {
            let _ = writeln!(text, "schedule 131 minute {minute}: {} C", 20 + minute * 4);
        }
        text.push_str("  left: 944\n right: 1222\n");
        let n = text.lines().count();
        // 20 + 231 * 4 = 944: the one print behind the assert; 1222 is on no other line.
        assert_eq!(kept(&text, &[n - 2, n - 1]), ["schedule 131 minute 231: 944 C"]);
    }

    #[test]
    fn a_name_the_failure_quotes_keeps_its_row() {
        let mut text = String::new();
        for t in 0..40 {
            let _ = writeln!(text, "fixt/test_batches.py::test_batch_{t} (fixtures used: kiln_db).");
        }
        text.push_str("ERROR at teardown of test_batch_27\n");
        assert_eq!(kept(&text, &[40]), ["fixt/test_batches.py::test_batch_27 (fixtures used: kiln_db)."]);
    }

    #[test]
    fn a_value_many_lines_write_is_no_evidence() {
        let mut text = "reading 890 C\n".repeat(3);
        text.push_str("Received: 890\nExpected: 12\n");
        assert!(kept(&text, &[3, 4]).is_empty());
        // Short numbers and words without a digit are no tokens at all.
        assert!(kept("a 12 b\nkiln x\nReceived: 12 kiln\n", &[2]).is_empty());
        // Nor is a part of a longer word: `1944` and `x944` hold no `944`.
        assert!(kept("at 1944\nx944 y\nleft: 944\n", &[2]).is_empty());
        // A number after a colon or before a gutter is a place, not a value: the code frame of line 141 is not
        // evidence for a note at `bits/hashtable.h:141:7`.
        assert!(kept("  141 |   x = 0;\nbits/hashtable.h:141:7: note: declared here\n", &[1]).is_empty());
        assert!(kept("bits/hashtable.h:141:7: note: declared here\n  141 |   x = 0;\n", &[1]).is_empty());
        assert!(
            kept("  File \"a.py\", line 139, in go\n  File \"b.py\", line 139, in run\n", &[1]).is_empty()
        );
        // A source line's number at the margin of its own line is a place anywhere in the output,
        // not only on its first line.
        assert!(kept("error[E0308]: mismatched types\n  1410 |   x = 0;\nReceived: 1410\n", &[2]).is_empty());
        assert_eq!(kept("error: kiln\n  got 1410 |   x\nReceived: 1410\n", &[2]), ["  got 1410 |   x"]);
    }

    proptest! {
        /// Never a panic; every line kept holds, as a whole word, a token of the failure's lines
        /// and is none of them; a token on one or two other lines has them kept (when the cap
        /// leaves room).
        #[test]
        fn kept_lines_hold_a_quoted_token(
            rows in prop::collection::vec("[a-z_ ]{0,6}[0-9]{0,5}[ :=]{0,2}[a-z0-9_]{0,8}", 0..40),
            failure in prop::collection::vec(0usize..50, 0..4),
        ) {
            let text = rows.join("\n");
            let lines = Lines::new(&text);
            let mut failure = failure;
            failure.sort_unstable();
            failure.dedup();
            let out = evidence(&lines, &failure);
            prop_assert!(out.len() <= MAX_KEPT);
            prop_assert!(out.windows(2).all(|w| w[0].0 < w[1].0));
            let out: Vec<usize> = out
                .into_iter()
                .map(|(i, token)| {
                    // The place given is a whole word of the line.
                    let line = lines.bytes(i);
                    assert!(line.get(token.clone()).is_some_and(|t| !t.is_empty() && t.iter().all(|&b| word_byte(b))));
                    i
                })
                .collect();
            let mut quoted: Vec<&[u8]> = failure
                .iter()
                .filter(|&&i| i < lines.len() && !crate::squash::passing(lines.bytes(i)))
                .flat_map(|&i| tokens(lines.bytes(i)))
                .collect();
            quoted.sort_unstable();
            quoted.dedup();
            for &i in &out {
                prop_assert!(failure.binary_search(&i).is_err());
                let words: Vec<&[u8]> = lines.bytes(i).split(|&b| !word_byte(b)).collect();
                prop_assert!(quoted.iter().any(|t| words.contains(t)), "line {:?}", lines.get(i));
            }
            if quoted.len() <= MAX_TOKENS {
                for token in &quoted {
                    // A line holds the token where it is a word and, for a number, no place.
                    let holds = |line: &[u8]| {
                        let mut at = 0;
                        line.split(|&b| !word_byte(b)).any(|w| {
                            let (start, end) = (at, at + w.len());
                            at = end + 1;
                            w == *token && !(number(w).is_some() && place(line, start, end))
                        })
                    };
                    let holding: Vec<usize> = (0..lines.len())
                        .filter(|i| failure.binary_search(i).is_err())
                        .filter(|&i| holds(lines.bytes(i)))
                        .collect();
                    if (1..=MAX_ELSEWHERE).contains(&holding.len()) && out.len() < MAX_KEPT {
                        prop_assert!(holding.iter().all(|i| out.contains(i)), "{:?} {:?}", token, holding);
                    }
                }
            }
        }
    }

    /// A diff's changed key is a token: the lines elsewhere that write it are evidence, and a key
    /// both lines do not share, a number, a short word or lines apart are none.
    #[test]
    fn a_diffs_changed_key_is_evidence() {
        let mut text = String::from(
            "# Subtest: barrique cask C-069 fits the small press: the default becomes 5 hoops\n",
        );
        for k in 0..20 {
            let _ = writeln!(text, "ok {k} - cask keeps its toast");
        }
        text.push_str("not ok 18 - C-117 has its catalogue size\n  {\n+   hoops: 5,\n-   hoops: 6,\n    id: 'C-117',\n  }\n");
        let lines = Lines::new(&text);
        let failure: Vec<usize> = (21..27).collect();
        assert_eq!(changed_keys(&lines, &failure), [&b"hoops"[..]]);
        let kept: Vec<usize> = evidence(&lines, &failure).into_iter().map(|(i, _)| i).collect();
        assert!(kept.contains(&0), "{kept:?}");
        // pytest's `E` lines, quoted keys.
        let pytest = Lines::new("E     -  'staves': 30,\nE     +  'staves': 32,\n");
        assert_eq!(changed_keys(&pytest, &[0, 1]), [&b"staves"[..]]);
        for (diff, failure) in [
            ("+   hoops: 5,\n-   toast: 6,\n", vec![0, 1]),
            ("+   id: 5,\n-   id: 6,\n", vec![0, 1]),
            ("+   123: 5,\n-   123: 6,\n", vec![0, 1]),
            ("+   hoops: 5,\n+   hoops: 6,\n", vec![0, 1]),
            ("+   hoops: 5,\nx\n-   hoops: 6,\n", vec![0, 2]),
            ("+hoops: 5,\n-hoops: 6,\n", vec![0, 1]),
        ] {
            assert!(changed_keys(&Lines::new(diff), &failure).is_empty(), "{diff:?}");
        }
    }
}
