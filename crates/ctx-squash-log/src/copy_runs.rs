//! A run of lines that repeats an earlier run up to a generated token is a copy: when at least
//! [`MIN_RUN`] lines in a row each read as the line the same distance above them but for their
//! tokens holding a digit, what differs is what the tool generated for the second run (a temp
//! directory's random suffix, a counter), not a name — cmake's try-compile traces under
//! `CMakeScratch/TryCompile-QqszkW/` and `TryCompile-NWA1Qq/`, alike line for line. A token
//! holding digits and letters is otherwise a name (`libssl3`: see the filler's `named_number`),
//! so such a copy's lines were offered as new; now the filler passes them by as it passes a line
//! repeated but for its numbers, and the run is told by its first copy.
//!
//! Only the lines the filler asks about are read, and a copy is looked for among the few lines
//! of the same template above it that first differ from it in a generated word each (a line's
//! key, its tokens with those holding a digit masked, is hashed only then, once). The run copied ends before its copy starts: rows each alike
//! the row above (a listing of `libssl3`, `libssl1.1`) are no copy.

use ctx_squash_core::{Fnv, Lines, Templates, hash_bytes, hash_digits_folded};

/// A line found in a copy, and one found in none ([`CopyRuns`]' table of what is known).
const COPY: u8 = 2;
const NO_COPY: u8 = 1;

/// Lines in a row a copy holds, at least.
pub(crate) const MIN_RUN: usize = 4;
/// Earlier lines of its template a line is compared with, at most, to find the run it copies.
const LOOK_BACK: usize = 2;
/// Stretches of one run read for copies, at most (a line saying something else ends one): the
/// run is read a bounded number of times, whatever its length.
const MAX_STRETCHES: usize = 4;

/// Which lines are copies of an earlier run, told on asking.
pub(crate) struct CopyRuns<'l, 'a> {
    lines: &'l Lines<'a>,
    templates: &'l Templates,
    /// Each line's key once read (0: not read, or read as 0 and read again when asked: the
    /// tables are allocated zeroed, not written a value at a time).
    keys: Vec<u64>,
    /// Each line's previous line of its template, or `usize::MAX`.
    previous: Vec<usize>,
    /// Lines found in a copy ([`COPY`]), or found in none ([`NO_COPY`]); 0 not known yet.
    copy: Vec<u8>,
    /// The distance at which a line's run was read and found no copy (0: none, a distance is at
    /// least 1), so that the other lines of that run do not read it again.
    tried: Vec<usize>,
}

impl<'l, 'a> CopyRuns<'l, 'a> {
    pub(crate) fn new(lines: &'l Lines<'a>, templates: &'l Templates) -> Self {
        CopyRuns::with_previous(lines, templates, previous(lines, templates))
    }

    /// [`CopyRuns::new`] with each line's previous line of its template read already
    /// ([`previous`]).
    pub(crate) fn with_previous(
        lines: &'l Lines<'a>,
        templates: &'l Templates,
        previous: Vec<usize>,
    ) -> Self {
        let n = lines.len();
        CopyRuns { lines, templates, keys: vec![0; n], previous, copy: vec![0; n], tried: vec![0; n] }
    }

    /// Line `i`'s tokens, those holding a digit masked, hashed.
    fn key(&mut self, i: usize) -> u64 {
        if let Some(&key) = self.keys.get(i)
            && key != 0
        {
            return key;
        }
        let line = self.lines.get(i);
        let mut h = Fnv::new();
        for token in ctx_squash_core::tokens(line) {
            let word =
                if token.bytes().any(|b| b.is_ascii_digit()) { 0 } else { hash_bytes(token.as_bytes()) };
            h.write(&word.to_le_bytes());
            h.separate();
        }
        let h = h.finish();
        if let Some(slot) = self.keys.get_mut(i) {
            *slot = h;
        }
        h
    }

    /// Whether lines `i` and `j` read alike but for their tokens holding a digit (a blank line
    /// is like no line).
    fn alike(&mut self, i: usize, j: usize) -> bool {
        self.templates.of(i) == self.templates.of(j)
            && !self.lines.bytes(i).trim_ascii().is_empty()
            && self.key(i) == self.key(j)
    }

    /// Whether line `i` lies in a run of at least [`MIN_RUN`] lines each alike the line `d`
    /// above it, for a `d` found among the lines of `i`'s template above it.
    pub(crate) fn is_copy(&mut self, i: usize) -> bool {
        if let Some(&known) = self.copy.get(i)
            && known != 0
        {
            return known == COPY;
        }
        let n = self.lines.len();
        let mut j = self.previous.get(i).copied().unwrap_or(usize::MAX);
        let mut found = false;
        for _ in 0..LOOK_BACK {
            if j == usize::MAX {
                break;
            }
            // Where the two lines first differ, a generated word each (read before anything
            // else: most lines differ first in a number or a name, and are passed by at once).
            if self.templates.of(i) == self.templates.of(j)
                && self.tried.get(i) != Some(&(i - j))
                && differing_words(self.lines.get(j), self.lines.get(i)).is_some()
                && self.alike(i, j)
            {
                let d = i - j;
                // The run through `i` at distance `d`: back while the line `d` above is alike,
                // then on.
                let mut start = i;
                while start > d && self.alike(start - 1, start - 1 - d) {
                    start -= 1;
                }
                let mut end = i + 1;
                while end < n && self.alike(end, end - d) {
                    end += 1;
                }
                // What was generated is one word the copy writes for another, the same on every
                // line of it (a scratch directory's suffix); a run whose lines differ each in a
                // name of their own (packages, symbols) is rows, not a copy.
                // The run copied ends before its copy starts: lines alike the line just above
                // them are a listing's rows, not a copy of a run (and are not read again).
                if end - start > d {
                    for slot in self.copy.get_mut(start..end).unwrap_or_default() {
                        if *slot == 0 {
                            *slot = NO_COPY;
                        }
                    }
                    break;
                }
                // The run is the same for each of its lines, and so is what is read of it: its
                // stretches that are copies (a line saying something else ends one, and the next
                // may start past it) are told at once, and no line of it reads it again at `d`.
                let mut from = start;
                for _ in 0..MAX_STRETCHES {
                    if from >= end {
                        break;
                    }
                    let through = self.generated_through(from, end, d);
                    if through - from >= MIN_RUN {
                        for slot in self.copy.get_mut(from..through).unwrap_or_default() {
                            *slot = COPY;
                        }
                        found |= (from..through).contains(&i);
                    } else {
                        for slot in self.tried.get_mut(from..through.max(from + 1)).unwrap_or_default() {
                            *slot = d;
                        }
                    }
                    if let Some(slot) = self.tried.get_mut(through) {
                        *slot = d;
                    }
                    from = through + 1;
                }
                for slot in self.tried.get_mut(from.min(end)..end).unwrap_or_default() {
                    *slot = d;
                }
                if found {
                    break;
                }
            }
            j = self.previous.get(j).copied().unwrap_or(usize::MAX);
        }
        if !found && let Some(slot) = self.copy.get_mut(i) {
            *slot = NO_COPY;
        }
        found
    }
}

/// Each line's previous line of its template (`usize::MAX` for a template's first): what
/// [`CopyRuns`] looks back along, read beforehand (a job of two threads, `jobs`).
pub(crate) fn previous(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let mut last = vec![usize::MAX; templates.len()];
    let mut previous = vec![usize::MAX; lines.len()];
    for (i, slot) in previous.iter_mut().enumerate() {
        if let Some(l) = last.get_mut(templates.of(i) as usize) {
            *slot = *l;
            *l = i;
        }
    }
    previous
}

impl CopyRuns<'_, '_> {
    /// The end of the lines from `start` (below `end`) that are the line `d` above them, or
    /// write where it writes the word the first that differs from its line differs in (a word
    /// that reads as [`generated`]) the word it writes there instead.
    fn generated_through(&self, start: usize, end: usize, d: usize) -> usize {
        let pair = |k: usize| (self.lines.get(k - d), self.lines.get(k));
        let Some(words) = (start..end).find_map(|k| {
            let (copied, copy) = pair(k);
            (copied != copy).then(|| differing_words(copied, copy))
        }) else {
            return start;
        };
        let Some((old, new)) = words else { return start };
        (start..end)
            .find(|&k| {
                let (copied, copy) = pair(k);
                copied != copy
                    && !(copy.contains(new)
                        && copied.contains(old)
                        && same_but_numbers(copied, copy, old, new))
            })
            .unwrap_or(end)
    }
}

/// Whether `copy` writes what `copied` does once its `old` word is written `new`, but for words
/// that vary as a copy's do: numbers, and other generated words (a target's `cmTC_04198`,
/// `cmTC_b54cc`). A word differing in anything else — another name, `libfoo2` for `libbar3` —
/// says something else, and the line is no copy's.
fn same_but_numbers(copied: &str, copy: &str, old: &str, new: &str) -> bool {
    // Spacing is not what a line says (the key reads tokens, whatever spaces part them).
    let spaced = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let (written, copy) = (spaced(&copied.replace(old, new)), spaced(copy));
    let (a, b) = (runs(&written), runs(&copy));
    a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| x == y || vary_alike(x, y))
}

/// `line` cut into runs of letters and digits and runs of anything else, in order.
fn runs(line: &str) -> Vec<&str> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut from = 0;
    for k in 1..=bytes.len() {
        let boundary =
            bytes.get(k).is_none_or(|b| b.is_ascii_alphanumeric() != bytes[k - 1].is_ascii_alphanumeric());
        if boundary && let Some(run) = line.get(from..k) {
            out.push(run);
            from = k;
        }
    }
    out
}

/// Whether two words differ as generated words do: in their digits only, or each a generated
/// word or a run of hex digits holding a digit (never a name and its sibling).
fn vary_alike(x: &str, y: &str) -> bool {
    let hexish = |w: &str| {
        w.len() >= 4
            && w.bytes().any(|b| b.is_ascii_digit())
            && w.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    let alnum = |w: &str| w.bytes().all(|b| b.is_ascii_alphanumeric());
    alnum(x)
        && alnum(y)
        && (hash_digits_folded(x.as_bytes()) == hash_digits_folded(y.as_bytes())
            || (generated(x) && generated(y))
            || (hexish(x) && hexish(y)))
}

/// Bytes of a generated word, at least.
const MIN_WORD: usize = 6;

/// The words (runs of letters and digits) of `a` and `b` around where they first differ, when
/// they differ there in a word each, not the same.
fn differing_words<'x>(a: &'x str, b: &'x str) -> Option<(&'x str, &'x str)> {
    let at = first_difference(a.as_bytes(), b.as_bytes())?;
    let word = |s: &'x str| -> Option<&'x str> {
        let bytes = s.as_bytes();
        let alnum = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_alphanumeric);
        let mut from = at;
        while from > 0 && alnum(from - 1) {
            from -= 1;
        }
        let mut to = at;
        while alnum(to) {
            to += 1;
        }
        s.get(from..to).filter(|w| !w.is_empty())
    };
    // The copied line's word is read first: most differences are numbers, no generated word,
    // and the copy's word is then not read at all.
    let old = word(a).filter(|old| generated(old))?;
    let new = word(b)?;
    (old != new && old.len() == new.len() && generated(new)).then_some((old, new))
}

/// Where `left` and `right` first differ (within the shorter), eight bytes at a time.
fn first_difference(left: &[u8], right: &[u8]) -> Option<usize> {
    let shorter = left.len().min(right.len());
    let mut at = 0;
    while let (Some(l8), Some(r8)) = (left.get(at..at + 8), right.get(at..at + 8)) {
        let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().unwrap_or_default());
        let differ = word(l8) ^ word(r8);
        if differ != 0 {
            return Some(at + (differ.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    (at..shorter).find(|&k| left.get(k) != right.get(k))
}

/// Whether a word reads as generated rather than named: at least [`MIN_WORD`] bytes, letters of
/// both cases past its first with a digit among them or the case changing twice (a random
/// suffix, `NWA1Qq`, `QqszkW`) — not a word, a name with a version (`libssl3`, `avx2`) or a
/// capitalised one. A hex id is not read as generated: a key id or a commit is a name the
/// agent copies (gpg's key ids head records alike but for them).
fn generated(word: &str) -> bool {
    let b = word.as_bytes();
    // Each test read only when those before it hold (a number, the usual difference, fails the
    // second), cheapest first.
    b.len() >= MIN_WORD
        && b.iter().skip(1).any(u8::is_ascii_uppercase)
        && b.iter().any(u8::is_ascii_lowercase)
        && (b.iter().any(u8::is_ascii_digit)
            || b.windows(2).filter(|w| w[0].is_ascii_uppercase() != w[1].is_ascii_uppercase()).count() >= 2)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    fn copies(text: &str) -> Vec<usize> {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let mut runs = CopyRuns::new(&lines, &templates);
        (0..lines.len()).filter(|&i| runs.is_copy(i)).collect()
    }

    /// Two try-compile traces alike but for their scratch directory: the second is a copy, and
    /// a line it holds that the first does not is not.
    #[test]
    fn a_run_alike_but_for_a_generated_directory_is_a_copy() {
        let mut text = String::new();
        for (dir, extra) in
            [("TryCompile-QqszkW", "add_definitions(-v )"), ("TryCompile-NWA1Qq", "add_definitions(-DX )")]
        {
            let _ = writeln!(text, "-- Detecting");
            for (n, call) in [
                "cmake_policy(SET CMP0126 OLD )",
                "project(CMAKE_TRY_COMPILE C )",
                "set(CMAKE_C_FLAGS  )",
                "link_directories( )",
                extra,
            ]
            .iter()
            .enumerate()
            {
                let _ = writeln!(text, "/tmp/b/{dir}/CMakeLists.txt({n}):  {call}");
            }
        }
        // Lines 7 to 10 copy lines 1 to 4; line 11 differs in a word.
        let found = copies(&text);
        assert!(found.contains(&7) && found.contains(&10), "{found:?}");
        assert!(!found.contains(&11), "{found:?}");
        // A run of fewer lines is none, and rows alike the row above are a listing, not a copy.
        assert!(copies("a 1 x\nb 2 y\nq\na 3 x\nb 4 y\n").is_empty());
        assert!(copies("libssl3 1\nlibssl4 2\nlibssl5 3\nlibssl6 4\nlibssl7 5\n").is_empty());
    }

    /// A line of a copy that also differs in another name (a token holding letters and digits, a
    /// phrase) is not the copy's: what it says differs.
    #[test]
    fn a_copy_ends_where_a_line_differs_in_another_name() {
        let mut text = String::new();
        for (dir, lib) in [("TryCompile-QqszkW", "libbar3"), ("TryCompile-NWA1Qq", "libfoo2")] {
            let _ = writeln!(text, "-- Detecting");
            for (n, call) in [
                "cmake_policy(SET CMP0126 OLD )".to_owned(),
                "project(CMAKE_TRY_COMPILE C )".to_owned(),
                "set(CMAKE_C_FLAGS  )".to_owned(),
                "link_directories( )".to_owned(),
                format!("target_link_libraries(cmTC {lib} )"),
            ]
            .iter()
            .enumerate()
            {
                let _ = writeln!(text, "/tmp/b/{dir}/CMakeLists.txt({n}):  {call}");
            }
        }
        let found = copies(&text);
        assert!(found.contains(&7) && found.contains(&10), "{found:?}");
        assert!(!found.contains(&11), "the line naming another library is no copy: {found:?}");
        assert!(same_but_numbers("a QqszkW 1 x", "a NWA1Qq 22 x", "QqszkW", "NWA1Qq"));
        assert!(!same_but_numbers("a QqszkW libbar3", "a NWA1Qq libfoo2", "QqszkW", "NWA1Qq"));
    }

    /// Lines that differ in a word are no copies, whatever their numbers.
    #[test]
    fn generated_words_are_told_from_names() {
        for word in ["QqszkW", "NWA1Qq", "8J1Fg2"] {
            assert!(generated(word), "{word}");
        }
        for word in [
            "avx2",
            "libssl3",
            "Compile",
            "Detecting",
            "sse2_x",
            "123456",
            "deadly",
            "3f2a9c1d",
            "73A4F27B8DD47936",
        ] {
            assert!(!generated(word), "{word}");
        }
    }

    #[test]
    fn lines_differing_in_words_are_not_copies() {
        // Runs alike but each line for a name of its own: dpkg's packages, not a copy.
        let mut rows = String::new();
        for run in 0..2 {
            for package in ["libssl3", "libffi8", "zlib1g", "libc6"] {
                let _ = writeln!(rows, "status installed {package}:amd64 1.{run}");
            }
        }
        assert!(copies(&rows).is_empty());
        let mut distinct = String::new();
        for name in ["a", "b", "c", "d", "e", "f", "g", "h"] {
            let _ = writeln!(distinct, "warning: unused variable `{name}` at 1");
        }
        assert!(copies(&distinct).is_empty());
    }

    proptest! {
        /// Reading the tests of a generated word one after another, each only when those before it
        /// hold, tells what reading all of them tells.
        #[test]
        fn generated_reads_as_every_test_read(word in "[aZ1_Qq9é]{0,12}") {
            let b = word.as_bytes();
            let digit = b.iter().any(u8::is_ascii_digit);
            let upper_past_first = b.iter().skip(1).any(u8::is_ascii_uppercase);
            let lower = b.iter().any(u8::is_ascii_lowercase);
            let changes =
                b.windows(2).filter(|w| w[0].is_ascii_uppercase() != w[1].is_ascii_uppercase()).count();
            let every = b.len() >= MIN_WORD && upper_past_first && lower && (digit || changes >= 2);
            prop_assert_eq!(generated(&word), every);
        }

        /// The difference found eight bytes at a time is the first one.
        #[test]
        fn the_first_difference_is_found(a in "[ab]{0,20}", b in "[ab]{0,20}") {
            let plain = a.bytes().zip(b.bytes()).position(|(x, y)| x != y);
            prop_assert_eq!(first_difference(a.as_bytes(), b.as_bytes()), plain);
        }

        /// On any text: no panic, and every copy is alike the line some distance above it.
        #[test]
        fn copies_are_alike_lines_above(text in "([ab1-3 ]{0,6}\n){0,40}") {
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            let mut runs = CopyRuns::new(&lines, &templates);
            for i in 0..lines.len() {
                if runs.is_copy(i) {
                    prop_assert!(!lines.get(i).trim().is_empty());
                    prop_assert!((0..i).any(|j| runs.alike(i, j)));
                    prop_assert!(templates.repeat(i) || (0..i).any(|j| lines.get(j) != lines.get(i)));
                }
            }
        }
    }
}
