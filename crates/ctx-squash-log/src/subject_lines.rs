//! A kept standout's subject is kept where else it is named: the lines holding a rare name of a
//! kept error's or warning's line come back with it.
//!
//! An error or a warning names what it is about — tar's `plans/bench-4/plan-17-north-face.txt:
//! Cannot open: File exists`, gcc's `sensor44.c:3:9: warning: unused variable` — and the output
//! names that subject elsewhere too, on a line of a mass of like lines that a fold or a gap hides:
//! tar's own listing line of that member, make's `update target 'obj/sensor44.o' due to: config.h`
//! above the compile that warned. The standout is read without what it is about. So, after the
//! selection, the names of each kept standout — an error or warning headline, a failed system
//! call, or any kept line of a kind at most [`MAX_ALIKE`] lines write (an outlier; not one of a
//! flood of like warnings; an outlier not one of the output's first or last lines, which are kept
//! for where they stand, while an error or a warning counts wherever it stands) — are looked for,
//! whole, in one pass over the output:
//!
//! - a name is a path or a file's name: a word of letters, digits, `_`, `.`, `/` and `-` holding
//!   a `/` and a letter, or a stem of two letters or digits and an extension of up to six
//!   (`sensor44.c`), at least [`MIN_NAME`] bytes — no option (`-O1`), no run of dots (a dump's
//!   text column), no number; and so is a value an error or a warning quotes (`['H-0017']`), when
//!   it quotes at most [`MAX_QUOTED`] (more is a list: a cycle's members, a summary's ids);
//! - a name written on at most [`MAX_OTHERS`] lines besides the standouts' is their subject's,
//!   and those lines are kept; a name on more is a kind every row writes, left to the fold;
//! - the lines a standout's subject brings back, or finds kept already, name it too: their own
//!   rare names are read in turn, once (the compile line naming `sensor44.c` names its
//!   `obj/sensor44.o`, which make's trace line names) — two steps, no more.
//!
//! A line is added only when a kept line shows its template (else it would open a fold's note of
//! its own, a cost this budget does not see), and a line written word for word again once. What
//! is added is at most [`MAX_LINES`] lines and [`MAX_BYTES`] bytes, cut short, the first step's
//! lines first. A rule about how an output names what it is about, for any text.

use ctx_squash_core::{Lines, Templates};

use crate::additions::Additions;
use crate::quoted::{Evidence, holders};
use crate::squash::{Cut, Kept};

/// Bytes of a name at least.
const MIN_NAME: usize = 4;
/// Bytes of a name at most (longer is a hash or a run of paths).
const MAX_NAME: usize = 128;
/// Bytes of a line read for names at most.
const MAX_READ: usize = 512;
/// Lines besides a standout's that may write a name for it to be the standout's subject.
const MAX_OTHERS: usize = 3;
/// Lines of its template at most for a kept line to stand out.
const MAX_ALIKE: usize = 2;
/// Standouts read at most, in the output's order.
const MAX_STANDOUTS: usize = 16;
/// Names looked for at most in a step.
const MAX_NAMES: usize = 32;
/// Values an error or a warning quotes at most for them to be its subject.
const MAX_QUOTED: usize = 4;
/// Lines added at most.
const MAX_LINES: usize = 8;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// A byte of a name: a letter, a digit, `_`, `.`, `/` or `-`.
fn name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'/' | b'-')
}

/// Whether a word names one thing (see the module's documentation): a path, a file name with
/// its extension, or letters mixed with digits or `_`; not an option, not a number.
fn names_one(word: &[u8]) -> bool {
    // An option (`-O1`), a hidden or relative start, or a run of dots (a dump's text column,
    // `..c.f.h.j`) is no name.
    if !(MIN_NAME..=MAX_NAME).contains(&word.len())
        || matches!(word.first(), Some(b'-' | b'.'))
        || word.windows(2).any(|pair| pair == b"..")
    {
        return false;
    }
    let letters = word.iter().any(u8::is_ascii_alphabetic);
    let path = word.contains(&b'/');
    let extension = word.iter().rposition(|&b| b == b'.').is_some_and(|dot| {
        let (stem, ext) = (word.get(..dot).unwrap_or_default(), word.get(dot + 1..).unwrap_or_default());
        stem.iter().filter(|b| b.is_ascii_alphanumeric()).count() >= 2
            && (1..=6).contains(&ext.len())
            && ext.iter().all(u8::is_ascii_alphanumeric)
            && ext.iter().any(u8::is_ascii_alphabetic)
    });
    letters && (path || extension)
}

/// The names of `line`'s first [`MAX_READ`] bytes: its words of [`name_byte`]s, a trailing `.`
/// or `-` aside (a sentence's stop), that [`names_one`]. A word the read's cut falls in is none.
pub(crate) fn names(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut cut = line.len().min(MAX_READ);
    if line.get(cut).is_some_and(|&b| name_byte(b)) {
        cut = line.get(..cut).and_then(|head| head.iter().rposition(|&b| !name_byte(b))).unwrap_or(0);
    }
    let line = line.get(..cut).unwrap_or(line);
    line.split(|&b| !name_byte(b))
        .map(|word| {
            let end = word.iter().rposition(|&b| b != b'.' && b != b'-').map_or(0, |last| last + 1);
            word.get(..end).unwrap_or_default()
        })
        .filter(|word| names_one(word))
}

/// The values `line`'s first [`MAX_READ`] bytes quote (`['COW-CORE-1819']`, `'vat-sepia'`,
/// `` `hide' ``): a word of [`name_byte`]s right between two quote marks (`'`, `"`, `` ` ``), of
/// [`MIN_NAME`] to [`MAX_NAME`] bytes, holding a letter, no option. What an error quotes is what
/// it is about, a path or not.
fn quoted_names(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    let line = line.get(..line.len().min(MAX_READ)).unwrap_or(line);
    let quote = |b: u8| matches!(b, b'\'' | b'"' | b'`');
    line.iter().enumerate().filter(move |&(_, &b)| quote(b)).filter_map(move |(at, _)| {
        let rest = line.get(at + 1..)?;
        let len = rest.iter().take_while(|&&b| name_byte(b)).count();
        let word = rest.get(..len)?;
        let closed = rest.get(len).is_some_and(|&b| quote(b));
        (closed
            && (MIN_NAME..=MAX_NAME).contains(&len)
            && word.iter().any(u8::is_ascii_alphabetic)
            && !matches!(word.first(), Some(b'-' | b'.')))
        .then_some(word)
    })
}

/// Whether a line says error or warning (ctx-squash-core's diagnostic words): its quoted values
/// are what it is about. A row of data quotes its values too, and means nothing by them.
fn says_error_or_warning(line: &[u8]) -> bool {
    let head = line.get(..line.len().min(MAX_READ)).unwrap_or(line);
    let lower = head.to_ascii_lowercase();
    ctx_squash_core::occurs_any(&lower, head, ctx_squash_core::ERROR_WORDS)
        || ctx_squash_core::occurs_any(&lower, head, ctx_squash_core::WARN_WORDS)
}

/// Whether the hit at `start..end` of `text` is a whole name: no name byte before it, and after
/// it none but a stop (`.` or `-`) no name byte follows.
fn whole(text: &[u8], start: usize, end: usize) -> bool {
    let before = start.checked_sub(1).and_then(|b| text.get(b));
    let after = text.get(end).copied();
    let ends = match after {
        None => true,
        Some(b'.' | b'-') => text.get(end + 1).is_none_or(|&b| !b.is_ascii_alphanumeric()),
        Some(b) => !name_byte(b),
    };
    before.is_none_or(|&b| !name_byte(b)) && ends
}

/// Of the names of lines `from` (and the values an error or a warning among them quotes; each
/// once, at most [`MAX_NAMES`], `known` aside), the lines other than `from` that hold one written
/// on at most [`MAX_OTHERS`] of them, in the order of the names, each once.
fn named_with<'a>(lines: &Lines<'a>, from: &[usize], known: &mut Vec<&'a [u8]>) -> Vec<Evidence> {
    let mut wanted: Vec<&[u8]> = Vec::new();
    'read: for &i in from {
        let line = lines.bytes(i);
        // A line quoting more values than a few lists them (a cycle's members, a summary's ids):
        // no one of them is what it is about (review64).
        let quotes: Vec<&[u8]> =
            if says_error_or_warning(line) { quoted_names(line).collect() } else { Vec::new() };
        let quotes = if quotes.len() <= MAX_QUOTED { quotes } else { Vec::new() };
        for name in names(line).chain(quotes) {
            if !known.contains(&name) {
                if wanted.len() == MAX_NAMES {
                    break 'read;
                }
                known.push(name);
                wanted.push(name);
            }
        }
    }
    if wanted.is_empty() {
        return Vec::new();
    }
    let text = lines.text().as_bytes();
    let found =
        holders(lines, &wanted, |start, end| whole(text, start, end), |i| from.contains(&i), MAX_OTHERS);
    let mut out: Vec<Evidence> = found.into_iter().flatten().flatten().collect();
    let mut seen = vec![false; lines.len()];
    out.retain(|(i, _)| seen.get_mut(*i).is_some_and(|s| !std::mem::replace(s, true)));
    out
}

/// `kept` (sorted by line) with the lines naming the subjects of its kept `standouts` (sorted)
/// added (see the module's documentation), sorted. `ends` lines at each end of the output are
/// no outliers.
pub(crate) fn with_subject_lines(
    lines: &Lines<'_>,
    templates: &Templates,
    standouts: &[usize],
    ends: usize,
    kept: Kept,
) -> Kept {
    let n = lines.len();
    // A line of a kind few lines write: not one of a flood of like warnings.
    let rare = |i: usize| templates.count(templates.of(i)) as usize <= MAX_ALIKE;
    let inside = |i: usize| i >= ends && i + ends < n;
    // An error or a warning counts wherever it stands (stderr comes first in a `2>&1` capture,
    // many tools report at exit — review63); another kept line not among the first or last, which
    // are kept for where they stand.
    let kept_standouts =
        standouts.iter().copied().filter(|&i| kept.binary_search_by_key(&i, |&(k, _)| k).is_ok());
    let outliers =
        kept.iter().map(|&(i, _)| i).filter(|&i| standouts.binary_search(&i).is_err() && inside(i));
    let seeds: Vec<usize> = kept_standouts.chain(outliers).filter(|&i| rare(i)).take(MAX_STANDOUTS).collect();
    if seeds.is_empty() {
        return kept;
    }
    let mut known: Vec<&[u8]> = Vec::new();
    let first = named_with(lines, &seeds, &mut known);
    if first.is_empty() {
        return kept;
    }
    // The lines naming a standout's subject name it too: their own rare names, once.
    let mut namers: Vec<usize> = first.iter().map(|(i, _)| *i).collect();
    namers.sort_unstable();
    let second = named_with(lines, &namers, &mut known);
    // A line of a template no kept line shows would open a fold's note of its own.
    let shown = crate::additions::shown_templates(templates, &kept);
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // A line written word for word again is added once.
    let mut added: Vec<&[u8]> = Vec::new();
    for &(i, _) in first.iter().chain(&second) {
        if additions.count() == MAX_LINES {
            break;
        }
        let text = lines.bytes(i);
        if shown.binary_search(&templates.of(i)).is_ok()
            && !added.contains(&text)
            && additions.fits(i, Cut::Short)
        {
            additions.add(i, Cut::Short);
            added.push(text);
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// The lines of `text` holding `needle`.
    fn lines_of(text: &str, needle: &str) -> Vec<usize> {
        text.lines().enumerate().filter(|(_, line)| line.contains(needle)).map(|(i, _)| i).collect()
    }

    /// tar's `-xvv` listing of 40 members, one of which is blocked: its error names the member.
    fn tar_listing() -> String {
        let mut text = String::from("drwxr-xr-x 0/0               0 2026-04-01 00:00 plans/\n");
        for k in 1..=40 {
            let _ =
                writeln!(text, "-rw-r--r-- 0/0              19 2026-04-01 00:00 plans/plan-{k:02}-north.txt");
            if k == 17 {
                text.push_str("tar: plans/plan-17-north.txt: Cannot open: File exists\n");
            }
        }
        text.push_str("tar: Exiting with failure status due to previous errors\n");
        text
    }

    fn with_subjects(lines: &Lines<'_>, kept: Kept) -> Kept {
        let standouts: Vec<usize> =
            (0..lines.len()).filter(|&i| lines.get(i).starts_with("tar: p")).collect();
        with_subject_lines(lines, &Templates::mine(lines), &standouts, 2, kept)
    }

    #[test]
    fn a_kept_error_keeps_the_line_naming_its_subject() {
        let text = tar_listing();
        let error = lines_of(&text, "Cannot open")[0];
        let member = lines_of(&text, "00:00 plans/plan-17")[0];
        assert_eq!(member + 1, error);
        let last = text.lines().count() - 1;
        // The first member's line shows the listing's template: a member's line opens no note.
        crate::squash::assert_kept_after(
            with_subjects,
            &text,
            &[0, 1, error, last],
            &[0, 1, member, error, last],
        );
        // No kept line shows it: adding the member's line would open a fold's note of its own.
        crate::squash::assert_kept_after(with_subjects, &text, &[0, error, last], &[0, error, last]);
        // An error not kept names nothing.
        crate::squash::assert_kept_after(with_subjects, &text, &[0, 1, last], &[0, 1, last]);
    }

    #[test]
    fn a_name_every_row_writes_is_no_subject() {
        // The member is named on four lines besides the error's: a kind, not the error's subject.
        let text = tar_listing().replace(
            "tar: Exiting",
            "plans/plan-17-north.txt\nplans/plan-17-north.txt\nplans/plan-17-north.txt\ntar: Exiting",
        );
        let error = lines_of(&text, "Cannot open")[0];
        let last = text.lines().count() - 1;
        crate::squash::assert_kept_after(with_subjects, &text, &[0, 1, error, last], &[0, 1, error, last]);
    }

    /// make's trace: each object's reason, its compile line; one compile warns.
    fn make_trace() -> String {
        let mut text = String::from("make: Entering directory 'plant'\n");
        for k in 1..=30 {
            let _ = writeln!(text, "Makefile:7: update target 'obj/sensor{k:02}.o' due to: config.h");
            let _ = writeln!(text, "gcc -Wall -O1 -c -o obj/sensor{k:02}.o sensor{k:02}.c");
            if k == 14 {
                text.push_str("sensor14.c:3:9: warning: unused variable 'spare' [-Wunused-variable]\n");
            }
        }
        let objects: Vec<String> = (1..=30).map(|k| format!("obj/sensor{k:02}.o")).collect();
        let _ = writeln!(text, "ar rc libplant.a {}", objects.join(" "));
        text.push_str("make: Leaving directory 'plant'\n");
        text
    }

    #[test]
    fn the_lines_naming_the_subject_bring_back_what_they_name() {
        let text = make_trace();
        let lines = Lines::new(&text);
        let warning = lines_of(&text, "warning:")[0];
        let compile = lines_of(&text, "sensor14.c")[0];
        let reason = lines_of(&text, "'obj/sensor14.o'")[0];
        let last = lines.len() - 1;
        // The archive line, kept at the end, names every object: the reason is the one line added.
        let kept: Kept = [0, 1, compile, warning, last - 1, last].iter().map(|&i| (i, Cut::Normal)).collect();
        let templates = Templates::mine(&lines);
        let read = |standouts: &[usize], ends: usize| -> Vec<usize> {
            with_subject_lines(&lines, &templates, standouts, ends, kept.clone())
                .into_iter()
                .map(|(i, _)| i)
                .collect()
        };
        assert_eq!(read(&[warning], 2), [0, 1, reason, compile, warning, last - 1, last]);
        // An error or a warning is read wherever it stands (review63: stderr first in a `2>&1`
        // capture, a report at exit); another kept line among the first or last is not — here
        // every line up to the warning's is among the first.
        assert_eq!(read(&[warning], warning + 1), [0, 1, reason, compile, warning, last - 1, last]);
        assert_eq!(read(&[], warning + 1), [0, 1, compile, warning, last - 1, last]);
    }

    #[test]
    fn names_are_paths_and_file_names() {
        let got = |line: &str| {
            names(line.as_bytes()).map(|w| String::from_utf8_lossy(w).into_owned()).collect::<Vec<_>>()
        };
        assert_eq!(got("gcc -Wall -O1 -c -o obj/sensor44.o sensor44.c"), ["obj/sensor44.o", "sensor44.c"]);
        assert_eq!(got("sensor44.c:3:9: warning: unused variable ‘spare’"), ["sensor44.c"]);
        assert_eq!(got("see plans/bench-4/x.txt."), ["plans/bench-4/x.txt"]);
        assert_eq!(got("took 1.25 s at 2026-04-01 version 1.2.3 ok"), Vec::<String>::new());
        assert_eq!(got("the kiln_db fixture of sensor_44"), Vec::<String>::new());
        assert_eq!(got("  j.4$....L...M..PM;.).5c4E5..c.f.h.j..  .bashrc"), Vec::<String>::new());
    }

    /// xmllint's schema errors over the document it read: each quotes the value it is about.
    fn register() -> String {
        let mut text = String::from("<?xml version=\"1.0\"?>\n<hides>\n");
        for k in 0..60 {
            let tag = if k == 40 { 17 } else { k };
            let _ = writeln!(text, "  <hide tag=\"H-{tag:04}\" vat=\"vat-{}\" kind=\"cow\"/>", k % 7);
        }
        text.push_str("</hides>\n");
        text.push_str("register.xml:43: element hide: Schemas validity error : Element 'hide': Duplicate key-sequence ['H-0017'] in unique identity-constraint 'hideTag'.\n");
        text.push_str("register.xml fails to validate\n");
        text.push_str("done\n");
        text
    }

    #[test]
    fn a_kept_error_keeps_the_lines_writing_the_value_it_quotes() {
        fn pass(lines: &Lines<'_>, kept: Kept) -> Kept {
            let standouts: Vec<usize> =
                (0..lines.len()).filter(|&i| lines.get(i).contains("validity error")).collect();
            with_subject_lines(lines, &Templates::mine(lines), &standouts, 2, kept)
        }
        let text = register();
        let error = lines_of(&text, "Duplicate key-sequence")[0];
        let copies = lines_of(&text, "\"H-0017\"");
        assert_eq!(copies.len(), 2);
        let last = text.lines().count() - 1;
        let mut expected = vec![0, 1, 2, copies[0], copies[1], error, last];
        expected.sort_unstable();
        expected.dedup();
        crate::squash::assert_kept_after(pass, &text, &[0, 1, 2, error, last], &expected);
        // An error quoting more values than a few lists them: none is its subject (review64).
        let listing = text.replace("['H-0017']", "['H-0017', 'H-0018', 'H-0019', 'H-0020']");
        crate::squash::assert_kept_after(pass, &listing, &[0, 1, 2, error, last], &[0, 1, 2, error, last]);
    }

    #[test]
    fn quoted_names_are_quoted_words_with_a_letter() {
        let quoted = |line: &str| -> Vec<String> {
            quoted_names(line.as_bytes()).map(|w| String::from_utf8_lossy(w).into_owned()).collect()
        };
        assert_eq!(
            quoted("error : Element 'hide': key-sequence ['COW-CORE-1819'] of `hideTag'"),
            ["hide", "COW-CORE-1819", "hideTag"]
        );
        // Too short, no letter, an option, not closed, prose's apostrophes.
        assert!(quoted("'abc' '1234' '-O2x' 'open and don't").is_empty());
    }

    proptest! {
        #[test]
        fn quoted_names_are_whole_words_of_the_line(line in "[a-z'\"`\\[\\] -]{0,60}") {
            for word in quoted_names(line.as_bytes()) {
                prop_assert!((MIN_NAME..=MAX_NAME).contains(&word.len()));
                prop_assert!(word.iter().all(|&b| name_byte(b)));
                prop_assert!(line.contains(std::str::from_utf8(word).unwrap_or_default()));
            }
        }

        #[test]
        fn any_text(
            text in "((tar: |x/|[a-z]{1,5}[0-9]?\\.c|obj/k[0-9] |[ a-z:]{0,8})*\n){0,50}",
            picks in proptest::collection::vec(0usize..60, 0..12),
            standouts in proptest::collection::vec(0usize..60, 0..8),
        ) {
            let kept = crate::squash::selection(&text, picks);
            let mut standouts = standouts;
            standouts.sort_unstable();
            standouts.dedup();
            let lines = Lines::new(&text);
            let out: Vec<usize> = with_subject_lines(&lines, &Templates::mine(&lines), &standouts, 2, kept.iter().map(|&i| (i, Cut::Normal)).collect())
                .into_iter()
                .map(|(i, _)| i)
                .collect();
            for i in &kept {
                prop_assert!(out.contains(i));
            }
            prop_assert!(out.len() <= kept.len() + MAX_LINES);
            prop_assert!(out.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
