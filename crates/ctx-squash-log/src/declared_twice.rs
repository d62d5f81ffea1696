//! A name declared twice keeps both declarations: among lines of one shape that each declare a
//! name once — a list of definitions, of server blocks, of settings — a name written on two of
//! them, in two places, is the conflict, and which of the two wins is read from both.
//!
//! m4's trace defines each macro once, ``define(`RETENTION_DAYS', `30')`` among a dozen, until an
//! included site file defines it again, ``define(`RETENTION_DAYS', `3')``, two hundred lines on;
//! nginx -T dumps 27 server blocks, each with its `server_name`, and two of them name
//! `walnut.north-yard.example` (nginx warns, and serves the first one's `root`). A fold keeps a
//! shape's first lines and counts the others: the second declaration, the one that changes what
//! the rest of the output does, is in a count, and so is the first block's own. Here:
//!
//! - a line's shape is its indent, its first word and how many words it writes, two to
//!   [`MAX_WORDS`] (a declaration is short; a longer line is a sentence or a statement), the first
//!   a word of two letters or more (a directive or a keyword, not a list's bullet nor an error or
//!   warning word: a diagnostic names its subject, declares nothing), and a shape of [`MIN_ROWS`]
//!   to [`MAX_ROWS`] lines is a list;
//! - a column of a list (a word position past the first) reads as names when no value is
//!   written on more than two lines (so its words differ), nor twice in one paragraph (a value
//!   neighbours share — C's `struct __pthread_internal_list *__prev;` over `*__next;` — or a step
//!   shown before and after, not a conflict), and its values written twice are at most one in
//!   [`SHARE`] — every value counted: a list copied twice writes all its values twice; of such
//!   columns, the name column is the one with the most distinct values without a digit (not a
//!   depth, m4's `-1-` and `-2-`; not a value, ``define(`X', `30')``; not a type that fields in
//!   two structs share), the first on a tie;
//! - each identifier — letters and a mark (`.`, `_`, `/`, a quote, a bracket), no digit: no word
//!   of prose, no place, time or counter — written twice in the name column keeps both its
//!   lines, then each its stanza — the lines around it at its indent, up to a blank line or a
//!   shallower one — when that is at most [`MAX_STANZA`] lines (nginx's `listen`, `server_name`
//!   and `root` of each block), else none; of a stanza, a line of a template that folds and no
//!   kept line shows is left out (it would open a fold's note of its own, a cost the budget does
//!   not see).
//!
//! At most [`MAX_KEYS`] keys over the output and [`MAX_BYTES`] bytes, each line cut short; a
//! name's two declarations are added first, the two or neither, then its stanzas, whole or not at
//! all. Lines are read by their words, not by the miner's templates: a template joins lines that
//! agree in most words, and two-word lines that differ in their second (`server_name x;`) are
//! each a template of their own; a template's width only passes over, unread, a line of more
//! tokens than [`MAX_WORDS`] (it writes as many words at least). A rule about how a list
//! declares its names, for any text.

use std::cmp::Reverse;
use std::collections::HashMap;

use ctx_squash_core::{Keyed, Lines, Templates};

use crate::additions::{Additions, shown_templates};
use crate::squash::{Cut, Kept};

/// Lines of a shape at least for it to be read as a list of declarations.
const MIN_ROWS: u32 = 6;
/// Lines of a shape at most: a larger one is a log's mass, not a list read by name.
const MAX_ROWS: u32 = 4096;
/// Words of a line at most: a declaration is short (`server_name walnut.example;`, m4's
/// ``m4trace: -1- define(`X', `3')``); a line of more is a sentence or a statement.
const MAX_WORDS: usize = 4;
/// Bytes of a line read at most: a longer one is no declaration.
const MAX_LINE: usize = 512;
/// Bytes of a key at least.
const MIN_KEY: usize = 3;
/// Bytes of a key at most.
const MAX_KEY: usize = 160;
/// The values written twice are at most one in this many of a name column's values.
const SHARE: usize = 3;
/// Lines of a declaration's stanza at most, its own included.
const MAX_STANZA: usize = 5;
/// Keys declared twice kept at most over the output.
const MAX_KEYS: usize = 4;
/// Bytes of lines added at most.
const MAX_BYTES: usize = 1024;

/// Whether a value names a declaration: an identifier, two letters at least and a mark among
/// them (`.`, `_`, `/`, a quote, a bracket: a word of letters alone is prose's), no digit (a
/// place's line number, a time, a measure, a counter are no names).
fn is_key(value: &[u8]) -> bool {
    (MIN_KEY..=MAX_KEY).contains(&value.len())
        && value.iter().filter(|c| c.is_ascii_alphabetic()).count() >= 2
        && value.iter().any(u8::is_ascii_punctuation)
        && !value.iter().any(u8::is_ascii_digit)
}

/// A line's shape, the lines a name is declared among: its indent, its first word and how many
/// words it writes (at most [`MAX_WORDS`]); `None` for a line of one word or of more than
/// [`MAX_WORDS`], longer than [`MAX_LINE`] bytes, or whose first word holds fewer than two
/// letters (a list's bullet, a number).
fn shape(line: &[u8]) -> Option<Shape<'_>> {
    if line.len() > MAX_LINE {
        return None;
    }
    let mut all = words(line);
    let first = all.next().filter(|word| word.iter().filter(|b| b.is_ascii_alphabetic()).count() >= 2)?;
    // One word past MAX_WORDS is read: a line of more is none.
    let count = 1 + all.take(MAX_WORDS).count();
    (2..=MAX_WORDS).contains(&count).then_some((indent(line), first, count))
}

/// Whether a shape's first word is an error or a warning word: a diagnostic names its subject
/// (``warning: unused variable: `date` ``, `subject_lines`' reading), it declares nothing.
fn diagnostic(first: &[u8]) -> bool {
    let lower = first.to_ascii_lowercase();
    ctx_squash_core::occurs_any(&lower, first, ctx_squash_core::ERROR_WORDS)
        || ctx_squash_core::occurs_any(&lower, first, ctx_squash_core::WARN_WORDS)
}

/// A line's shape: its indent, its first word and how many words it writes.
type Shape<'a> = (usize, &'a [u8], usize);

/// How the values of one column of a shape are written: how many values, how many of them
/// without a digit, how many twice (in two paragraphs), and whether one is written three times
/// or more, or twice in one paragraph. Every value counts, an identifier or not: a list copied
/// twice (`bill_01.py` … `bill_60.py` by the sdist, then by the wheel) writes all its values
/// twice, its few identifiers among them.
#[derive(Default, Clone)]
struct Tally {
    values: usize,
    named: usize,
    twice: usize,
    spoiled: bool,
}

/// What is known of a shape: its first line, how many lines write it, how many words each writes
/// and whether it is a list.
struct Form {
    first: usize,
    count: u32,
    words: usize,
    listed: bool,
}

/// Where a value is written: its first two lines, how many lines write it, and the paragraph
/// (blank lines counted) of its first.
struct Written {
    lines: [u32; 2],
    count: u32,
    paragraph: u32,
}

/// A line that has no shape.
const NO_SHAPE: u32 = u32::MAX;

/// The lines of each key declared twice, in paragraphs apart (see the module's documentation),
/// in the order of the keys' second lines.
fn declared_twice<'a>(lines: &Lines<'a>, templates: &Templates) -> Vec<(usize, usize)> {
    // Each line's shape once, as a number, and per shape how many lines write it.
    let mut numbers: HashMap<Shape<'a>, u32, Keyed> = HashMap::default();
    let mut forms: Vec<Form> = Vec::new();
    let mut of: Vec<u32> = Vec::with_capacity(lines.len());
    for i in 0..lines.len() {
        // A line of more tokens than MAX_WORDS writes more words (a token is a word or more):
        // no shape, and its words are not read.
        if templates.width(templates.of(i)) > MAX_WORDS {
            of.push(NO_SHAPE);
            continue;
        }
        let line = lines.bytes(i);
        let Some(key) = shape(line) else {
            of.push(NO_SHAPE);
            continue;
        };
        let next = u32::try_from(forms.len()).unwrap_or(NO_SHAPE);
        let id = *numbers.entry(key).or_insert(next);
        if id == next {
            forms.push(Form { first: i, count: 0, words: key.2, listed: false });
        }
        of.push(id);
        if let Some(form) = forms.get_mut(id as usize) {
            form.count = form.count.saturating_add(1);
        }
    }
    // A shape is a list when it is written 6 to 4,096 times and its first word is no
    // diagnostic's (told once a shape).
    for form in &mut forms {
        form.listed = (MIN_ROWS..=MAX_ROWS).contains(&form.count)
            && shape(lines.bytes(form.first)).is_some_and(|(_, first, _)| !diagnostic(first));
    }
    if !forms.iter().any(|form| form.listed) {
        return Vec::new();
    }
    // Per shape, column and value: where it is written; per shape and column its tally.
    let mut seen: HashMap<(u32, u8, &'a [u8]), Written, Keyed> = HashMap::default();
    let mut tallies: Vec<Tally> = vec![Tally::default(); forms.len() * MAX_WORDS];
    let mut paragraph: u32 = 0;
    for (i, &id) in of.iter().enumerate() {
        let line = lines.bytes(i);
        if id == NO_SHAPE {
            if line.trim_ascii().is_empty() {
                paragraph = paragraph.saturating_add(1);
            }
            continue;
        }
        let Some(form) = forms.get(id as usize).filter(|form| form.listed) else { continue };
        let at = u32::try_from(i).unwrap_or(u32::MAX);
        // Past the first word, the shape's own; a column whose words do not differ writes one
        // value on every line, more than two, and is spoiled by its third.
        for (k, value) in words(line).enumerate().take(form.words).skip(1) {
            let Some(tally) = tallies.get_mut(id as usize * MAX_WORDS + k) else { continue };
            if tally.spoiled {
                continue;
            }
            let column = u8::try_from(k).unwrap_or(u8::MAX);
            let written =
                seen.entry((id, column, value)).or_insert(Written { lines: [at; 2], count: 0, paragraph });
            written.count = written.count.saturating_add(1);
            match written.count {
                1 => {
                    tally.values += 1;
                    tally.named += usize::from(!value.iter().any(u8::is_ascii_digit));
                }
                // Written again in one paragraph: a value neighbours share, or a step shown
                // before and after, not a name declared twice.
                2 if written.paragraph != paragraph => {
                    tally.twice += 1;
                    written.lines[1] = at;
                }
                _ => tally.spoiled = true,
            }
        }
    }
    // Per shape, its name column (see `name_column`).
    let names: Vec<Option<u8>> =
        (0..forms.len()).map(|id| name_column(tallies.get(id * MAX_WORDS..))).collect();
    let mut pairs: Vec<(usize, usize)> = seen
        .into_iter()
        .filter(|((id, column, value), written)| {
            written.count == 2 && names.get(*id as usize) == Some(&Some(*column)) && is_key(value)
        })
        .map(|(_, written)| (written.lines[0] as usize, written.lines[1] as usize))
        .collect();
    pairs.sort_unstable_by_key(|&(first, second)| (second, first));
    pairs
}

/// A shape's name column, from the tallies of its columns (`[MAX_WORDS]` from the first, the
/// first word's never tallied): of the columns that read as a list of names — no value
/// written three times, nor twice in one paragraph, the values written twice at most one in
/// [`SHARE`] — the one that writes the most distinct values without a digit, the first on a tie.
/// Not a depth (m4's `-1-` and `-2-`), a value that names share (`` `30') ``, a boolean), nor a
/// type that fields share (C's `struct __pthread_internal_list *__prev;` over `*__next;`).
fn name_column(tallies: Option<&[Tally]>) -> Option<u8> {
    let tallies = tallies?.get(..MAX_WORDS)?;
    let listed = |tally: &&Tally| tally.values > 0 && !tally.spoiled && tally.twice * SHARE <= tally.values;
    let best = tallies
        .iter()
        .enumerate()
        .filter(|(_, tally)| listed(tally) && tally.named > 0)
        .max_by_key(|&(k, tally)| (tally.named, Reverse(k)))?;
    u8::try_from(best.0).ok()
}

/// A line's words: its runs between blanks.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(u8::is_ascii_whitespace).filter(|word| !word.is_empty())
}

/// A line's indent: its leading blanks and tabs.
fn indent(line: &[u8]) -> usize {
    line.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
}

/// The lines of line `i`'s stanza (see the module's documentation), ascending; `i` alone when the
/// stanza is longer than [`MAX_STANZA`] lines.
fn stanza(lines: &Lines<'_>, i: usize) -> std::ops::Range<usize> {
    let depth = indent(lines.bytes(i));
    let inside = |j: usize| {
        let line = lines.bytes(j);
        !line.trim_ascii().is_empty() && indent(line) == depth
    };
    let start = (0..i).rev().take(MAX_STANZA).take_while(|&j| inside(j)).last().unwrap_or(i);
    let end =
        (i + 1..lines.len()).take(MAX_STANZA).take_while(|&j| inside(j)).last().map_or(i + 1, |j| j + 1);
    if end - start > MAX_STANZA { i..i + 1 } else { start..end }
}

/// `kept` (sorted by line) with both declarations of each name declared twice, then their
/// stanzas (see the module's documentation), sorted.
pub(crate) fn with_both_declarations(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    if lines.len() < MIN_ROWS as usize {
        return kept;
    }
    let pairs = declared_twice(lines, templates);
    let pairs = pairs.get(..MAX_KEYS.min(pairs.len())).unwrap_or_default();
    if pairs.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // Both declarations of a name first, the two or neither.
    for &(first, second) in pairs {
        additions.add_whole_cut([first, second].into_iter(), MAX_BYTES, Cut::Short);
    }
    // Then each pair's stanzas, but a line of a template that folds and no kept line shows: it
    // would open a fold's note of its own, a cost the budget does not see. A pair's stanzas are
    // added whole or not at all.
    let mut shown = shown_templates(templates, &kept);
    let declarations = pairs.iter().flat_map(|&(first, second)| [first, second]);
    shown.extend(declarations.filter(|&i| additions.is_kept(i)).map(|i| templates.of(i)));
    shown.sort_unstable();
    shown.dedup();
    for &(first, second) in pairs {
        if additions.is_kept(first) && additions.is_kept(second) {
            let neighbours = stanza(lines, first).chain(stanza(lines, second)).filter(|&j| {
                let template = templates.of(j);
                shown.binary_search(&template).is_ok() || !crate::fold::folds(lines, templates, template)
            });
            additions.add_whole_cut(neighbours, MAX_BYTES, Cut::Short);
        }
    }
    additions.into_kept(kept)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    fn with_declarations(lines: &Lines<'_>, kept: Kept) -> Kept {
        with_both_declarations(lines, &Templates::mine(lines), kept)
    }

    fn assert_kept_after(text: &str, kept: &[usize], expected: &[usize]) {
        crate::squash::assert_kept_after(with_declarations, text, kept, expected);
    }

    /// An m4 trace defining eight macros, then redefining one; `nested` defines one more a level
    /// deeper (`-2-`).
    fn m4(nested: bool) -> String {
        let mut text = String::new();
        for (k, name) in ["PLANT", "DRUM_RPM", "FLOAT", "SALT_KG", "SHIFT", "OWNER", "RETENTION", "SITE"]
            .iter()
            .enumerate()
        {
            let _ = writeln!(text, "m4trace: -1- define(`{name}', `{}')", k * 10);
            if nested && k == 2 {
                text.push_str("m4trace: -2- define(`INNER_X', `1')\n");
            }
        }
        text.push_str(
            "\nkeep = 30\n\nm4trace: -1- include(`site.m4')\nm4trace: -1- define(`RETENTION', `3')\n",
        );
        text.push_str(&"keep = 3\n".repeat(8));
        text
    }

    #[test]
    fn a_name_defined_again_keeps_both_definitions() {
        // The second definition stands in a long stanza at the margin: it is kept alone.
        assert_kept_after(&m4(false), &[0], &[0, 6, 12]);
        // A definition a level deeper makes the depth a column that differs; the names are
        // still the column read (review66).
        assert_kept_after(&m4(true), &[0], &[0, 7, 13]);
    }

    /// nginx -T's dump of `blocks` server blocks, walnut's name written again by a last block.
    fn nginx(blocks: usize) -> String {
        let names =
            ["alum", "indigo", "walnut", "madder", "weld", "sumac", "tara", "woad", "henna", "lichen"];
        let mut text = String::new();
        for name in names.iter().cycle().take(blocks) {
            let _ = writeln!(
                text,
                "server {{\n    listen 8080;\n    server_name {name}.example;\n    root /srv/lots/{name};\n\n    location / {{\n    }}\n}}"
            );
        }
        text.push_str(
            "server {\n    listen 8080;\n    server_name walnut.example;\n    root /srv/legacy/walnut;\n}\n",
        );
        text
    }

    #[test]
    fn a_server_named_twice_keeps_both_blocks_stanzas() {
        let text = nginx(8);
        let lines: Vec<&str> = text.lines().collect();
        let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
        let (walnut, legacy) = (at("/srv/lots/walnut;"), at("legacy"));
        // The first block's `listen` and `root` kept: both blocks show theirs.
        let mut expected = vec![0, 1, 3, walnut - 2, walnut - 1, walnut, legacy - 2, legacy - 1, legacy];
        expected.sort_unstable();
        assert_kept_after(&text, &[0, 1, 3], &expected);
        // No `listen` kept: a line of it would open a fold's note of its own, and none is
        // added; each `root` is a template of its own, which folds into no note.
        assert_kept_after(&text, &[0], &[0, walnut - 1, walnut, legacy - 1, legacy]);
    }

    #[test]
    fn names_written_often_or_all_twice_are_no_declarations() {
        // A name written three times is a log's subject: nothing is added.
        let mut text = nginx(8);
        text.push_str("server {\n    listen 8080;\n    server_name walnut.example;\n}\n");
        assert_kept_after(&text, &[0], &[0]);
        // Every name written twice: a list written out two times, no conflict.
        let twice = nginx(8) + &nginx(8);
        assert_kept_after(&twice, &[0], &[0]);
    }

    #[test]
    fn a_list_copied_twice_counts_every_value() {
        // Sixty files copied by one step, then by another: `__init__.py` is one of sixty-one
        // values written twice, though the only identifier written twice (review66).
        let mut text = String::new();
        for step in ["sdist", "wheel"] {
            let _ = writeln!(text, "running {step}\ncopying src/malt/__init__.py -> {step}/malt");
            if step == "sdist" {
                for file in ["pyproject.toml", "setup.cfg", "README.md"] {
                    let _ = writeln!(text, "copying {file} -> {step}/malt");
                }
            }
            for k in 1..=60 {
                let _ = writeln!(text, "copying src/malt/bill_{k:02}.py -> {step}/malt");
            }
            text.push('\n');
        }
        assert_kept_after(&text, &[0], &[0]);
    }

    #[test]
    fn a_name_written_twice_in_one_paragraph_is_a_step() {
        // Both lines in one paragraph: a value shown before and after a step, no conflict.
        let mut text = String::new();
        for name in ["alum", "indigo", "walnut", "madder", "weld", "sumac", "walnut", "tara"] {
            let _ = writeln!(text, "set lot.{name} on");
        }
        assert_kept_after(&text, &[0], &[0]);
        // A blank line between them: two declarations, the second with its stanza.
        let apart = text.replacen("set lot.sumac on\n", "set lot.sumac on\n\n", 1);
        assert_kept_after(&apart, &[0], &[0, 2, 7, 8]);
    }

    #[test]
    fn a_diagnostic_declares_nothing() {
        let mut text = String::new();
        for name in ["alum", "indigo", "walnut", "madder", "weld", "sumac", "", "walnut", "tara"] {
            if name.is_empty() {
                text.push('\n');
            } else {
                let _ = writeln!(text, "warning: unused lot.{name}");
            }
        }
        assert_kept_after(&text, &[0], &[0]);
        // The same lines of another first word are a list of declarations.
        assert_kept_after(&text.replace("warning:", "declared:"), &[0], &[0, 2, 7, 8]);
    }

    #[test]
    fn fields_that_share_a_type_are_no_name_declared_twice() {
        // `_IO_FILE` is the type of two fields of two structs: the field names are the column
        // read, and none is written twice (review66: gcc -E's `*_chain` and `*_freeres_list`).
        let mut text = String::from("struct _IO_FILE {\n");
        for (kind, field) in
            [("_IO_FILE", "*_chain;"), ("_IO_jump", "*_jumps;"), ("_IO_codecvt", "*_codecvt;")]
        {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("};\n\nstruct _IO_marker {\n");
        for (kind, field) in
            [("_IO_marker", "*_markers;"), ("_IO_FILE", "*_freeres_list;"), ("_IO_wide", "*_wide;")]
        {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("};\n");
        assert_kept_after(&text, &[0], &[0]);
    }

    #[test]
    fn a_type_neighbours_share_is_no_name() {
        // `__pthread_internal_list` types two fields of one block, and `_IO_FILE` one field of
        // each of two structs: the types are no names, and the fields' `__data` is written
        // three times (the fixture gcc-preprocess-headers, review66).
        let mut text = String::from("struct _IO_FILE {\n");
        for (kind, field) in
            [("_IO_FILE", "*_chain;"), ("_IO_jump", "*_jumps;"), ("_IO_codecvt", "*_codecvt;")]
        {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("};\n\nstruct _IO_marker {\n");
        for (kind, field) in [("_IO_marker", "*_markers;"), ("_IO_FILE", "*_freeres_list;")] {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("};\n\ntypedef struct __pthread_internal_list\n{\n");
        text.push_str(
            "  struct __pthread_internal_list *__prev;\n  struct __pthread_internal_list *__next;\n",
        );
        for kind in ["__pthread_mutex_s", "__pthread_cond_s", "__pthread_rwlock_arch_t"] {
            let _ = writeln!(text, "}};\n\nunion {{\n  struct {kind} __data;");
        }
        assert_kept_after(&text, &[0], &[0]);
    }

    #[test]
    fn a_statement_written_in_two_functions_declares_nothing() {
        // `let body = …` in two functions: the names (`body`, `rest`) are the column read, words
        // of no mark, and the expression written twice is no name (the fixture
        // git-blame-porcelain).
        let mut text = String::new();
        for (k, (name, other)) in
            [("rest", "body"), ("first", "head"), ("word", "tail"), ("path", "body")].into_iter().enumerate()
        {
            let _ = writeln!(text, "fn f{k}() {{\n    let {name} = line.strip_prefix(b\"{name}\");");
            let _ = writeln!(
                text,
                "    let {other} = trimmed.strip_prefix(b\"#{other}\").unwrap_or(trimmed);\n}}\n"
            );
        }
        let text = text.replace("#body", "#");
        assert_kept_after(&text, &[0], &[0]);
    }

    #[test]
    fn keys_are_names() {
        for (value, expected) in [
            ("walnut.example;", true),
            ("define(`RETENTION',", true),
            ("pyflakes/checker.py:753:", false),
            ("12ms", false),
            ("2026-12-03T10:00:00Z", false),
            ("ab", false),
            ("Rebuild", false),
            ("a1", false),
            ("x-1", false),
        ] {
            assert_eq!(is_key(value.as_bytes()), expected, "{value}");
        }
    }

    proptest! {
        /// Any lines and selection: what is kept stays kept, sorted, each once, and the lines
        /// added stay within the byte cap. The values are identifiers (`ab.a`) and blank rows
        /// part the paragraphs, so names are declared twice.
        #[test]
        fn declarations_only_add(rows in prop::collection::vec("|( ?)(name|key) [ab]{2}\\.[ab]", 0..80), picks in prop::collection::vec(0usize..80, 0..10)) {
            let (text, kept) = crate::squash::rows_and_selection(&rows.iter().map(String::as_str).collect::<Vec<_>>(), picks);
            let lines = Lines::new(&text);
            let before: Kept = kept.iter().map(|&i| (i, Cut::Normal)).collect();
            let after = with_declarations(&lines, before.clone());
            prop_assert!(before.iter().all(|k| after.contains(k)));
            prop_assert!(after.windows(2).all(|pair| pair[0].0 < pair[1].0));
            prop_assert!(after.iter().all(|&(i, _)| i < lines.len()));
            let added: usize = after.iter().filter(|k| !before.contains(k)).map(|&(i, _)| lines.bytes(i).len() + 1).sum();
            prop_assert!(added <= MAX_BYTES);
        }
    }
}
