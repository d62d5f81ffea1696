//! A name declared twice keeps both declarations: among lines of one shape that each declare a
//! name once — a list of definitions, of server blocks, of settings — a name written on two of
//! them, in two places, is the conflict, and which of the two wins is read from both.
//!
//! m4's trace defines each macro once, ``define(`RETENTION_DAYS', `30')`` among a dozen, until an
//! included site file defines it again, ``define(`RETENTION_DAYS', `3')``, two hundred lines on;
//! nginx -T dumps 27 server blocks, each with its `server_name`, and two of them name
//! `walnut.north-yard.example` (nginx warns, and serves the first one's `root`); gcc -E copies
//! each unit's headers whole, `#define FRAME_KG 2.25` three times, and one unit's compat header
//! undefines it and defines `FRAME_KG 1.6`. A fold keeps a shape's first lines and counts the
//! others: the second declaration, the one that changes what the rest of the output does, is in a
//! count, and so is the first block's own. Here:
//!
//! - a line's shape is its indent, its first word and how many words it writes, two to
//!   [`MAX_WORDS`] (a declaration is short; a longer line is a sentence or a statement), the first
//!   a word of two letters or more (a directive or a keyword, not a list's bullet nor an error or
//!   warning word: a diagnostic names its subject, declares nothing), and a shape of [`MIN_ROWS`]
//!   to [`MAX_ROWS`] lines is a list;
//! - a value of a column of a list (a word position past the first) is written at *sites*: the
//!   paragraphs (blank lines part them) that write it. Written again in its paragraph, in another
//!   stanza — the lines at one indent, no blank among them — it is still one site (an HTTP
//!   redirect's `server` block right above the site's own, a helper defined twice in the site
//!   file's paragraph); written twice in one stanza of at most [`MAX_STANZA`] lines, a block's
//!   body, it is a value neighbours share (C's `struct __pthread_internal_list *__prev;` over
//!   `*__next;`), and it is no name (the column's other values still are);
//! - the name column is the first column of identifiers — values that read as numbers (the
//!   first letter or digit a digit; a digit inside an identifier, `__INT64_MAX__`, `*name2;`, is
//!   a name's) at most one in [`SHARE`]: not a depth (m4's `-1-`), a port, a
//!   value (``define(`X', `30')``) — whose values
//!   are each written at one site, but for one in [`SHARE`] at most (a list copied twice writes
//!   all its values twice), or else each with one text, but for one in [`SHARE`] (a list copied
//!   alike: every unit's `#define`s). The first, not the most distinct: a redefinition whose
//!   values are words, each written once, differs more in its values than in its names;
//! - each identifier — letters and a mark (`.`, `_`, `/`, a quote, a bracket), no digit: no word
//!   of prose, no place, time or counter — of the name column is declared twice when written at
//!   two sites of a list of names written at one site each (its first site's line nearest the
//!   second, nginx's site block under its redirect, and the second site's first; when the shape
//!   writes a value after the name, `#define X Y`, only if the two lines' words differ: gcc -E
//!   -dD writes `#define __TIMESIZE __WORDSIZE` in two headers alike, while a name that ends its
//!   line, `server_name walnut.example;`, heads a block whose other lines differ), or with two
//!   texts in a list copied alike, one written at fewer sites than the other or each at one, a
//!   list copied twice (the first line of each text, whichever comes first; a stack trace printed
//!   twice writes a frame's two calls in each copy, alike); sites are counted per kind of stanza
//!   (two stanzas of one kind when the words one's lines open with are all among the other's, so
//!   a redirect's `return` block is no site of a site block's name), a pair needing two sites of
//!   one kind and at most one of another; not when the two lines stand in blocks opened by lines
//!   of other words (`struct _IO_FILE {` and `struct _IO_marker {`: a field of two structs, a
//!   local of two functions: one name in two scopes; indent, spacing and a trailing comment are
//!   no words), nor in one block (one opener line: two fields of one type);
//! - each declaration keeps its stanza when that is at most [`MAX_STANZA`] lines (nginx's
//!   `listen`, `server_name` and `root` of each block), else none; of a stanza, a line of a
//!   template that folds and no kept line shows is left out (it would open a fold's note of its
//!   own, a cost the budget does not see).
//!
//! At most [`MAX_KEYS`] keys over the output and [`MAX_BYTES`] bytes, each line cut short and
//! counted as written; a name's two declarations are added first, the two or neither, then its
//! stanzas alike, the lines nearest the declarations first (after, then before), two by two while
//! they fit. Lines are read by their words, not by the miner's templates: a template joins lines
//! that agree in most words, and two-word lines that differ in their second (`server_name x;`) are
//! each a template of their own; a template's width only passes over, unread, a line of more
//! tokens than [`MAX_WORDS`] (it writes as many words at least). The values are read one shape at
//! a time, so their map holds at most [`MAX_ROWS`] lines' words. A rule about how a list declares
//! its names, for any text.

use std::collections::HashMap;
use std::hash::BuildHasher as _;

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
/// Lines looked at above a declaration for the line that opens its block.
const REACH: usize = 256;
/// Distinct words a stanza's lines open with at most for it to be of a kind.
const MAX_KIND_WORDS: usize = 8;
/// Pairs whose blocks' openers are compared at most.
const MAX_CHECKED: usize = 64;

/// Whether a value names a declaration: an identifier, two letters at least and a mark among
/// them (`.`, `_`, `/`, a quote, a bracket: a word of letters alone is prose's), no digit (a
/// place's line number, a time, a measure, a counter are no names).
fn is_key(value: &[u8]) -> bool {
    (MIN_KEY..=MAX_KEY).contains(&value.len())
        && value.iter().filter(|c| c.is_ascii_alphabetic()).count() >= 2
        && value.iter().any(u8::is_ascii_punctuation)
        && !value.iter().any(u8::is_ascii_digit)
}

/// Whether a value reads as a number's, not a name's: its first letter or digit is a digit (m4's
/// `-1-`, `` `30') ``, a port's `8080;`), not a digit inside an identifier (`__INT64_MAX__`,
/// C's `*name2;`, `/lib64`, `"x86_64"`: the marks before a name are no digits).
fn is_digit_value(value: &[u8]) -> bool {
    value.iter().find(|b| b.is_ascii_alphanumeric()).is_some_and(u8::is_ascii_digit)
}

/// A line's shape, the lines a name is declared among: its indent, its first word and how many
/// words it writes (at most [`MAX_WORDS`]); `None` for a line of one word or of more than
/// [`MAX_WORDS`], longer than [`MAX_LINE`] bytes, or whose first word holds fewer than two
/// letters (a list's bullet, a number).
fn shape(line: &[u8]) -> Option<Shape<'_>> {
    shape_after(line, indent(line))
}

/// [`shape`], the line's indent (its leading blanks and tabs, [`indent`]) known: its words are
/// read from there on.
fn shape_after(line: &[u8], margin: usize) -> Option<Shape<'_>> {
    if line.len() > MAX_LINE {
        return None;
    }
    let mut all = words(line.get(margin..).unwrap_or_default());
    let first = all.next().filter(|word| word.iter().filter(|b| b.is_ascii_alphabetic()).nth(1).is_some())?;
    // One word past MAX_WORDS is read: a line of more is none.
    let count = 1 + all.take(MAX_WORDS).count();
    (2..=MAX_WORDS).contains(&count).then_some((margin, first, count))
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

/// What is known of a shape: its first line, how many lines write it, how many words each writes
/// and whether it is a list.
struct Form {
    first: usize,
    count: u32,
    words: usize,
    listed: bool,
}

/// Where a value of one column of a shape is written. A *site* is a paragraph (blank lines
/// part them) that writes it, counted per kind of stanza (see [`same_kind`]: a redirect's
/// `listen`/`server_name`/`return` is no site of a name a site's `listen`/`server_name`/`root`
/// declares); a value written again in its stanza is spoiled (a value neighbours share, a step
/// shown before and after); written again in its paragraph, in another stanza of its kind, the
/// site's write nearest the next site stands for it.
struct Written {
    /// Its sites in stanzas of the first two kinds that write it.
    kinds: [Option<Sites>; 2],
    /// Written in stanzas of a third kind: a word many kinds of lines share, no name.
    mixed: bool,
    /// Written twice in one stanza.
    spoiled: bool,
    /// The stanza of its last write.
    stanza: u32,
    /// The texts of the lines that write it (the copied-alike reading).
    texts: Texts,
}

/// Where a value is written in stanzas of one kind.
#[derive(Clone, Copy)]
struct Sites {
    /// The kind: the stanza of the widest words (see [`same_kind`]) among those that write it.
    kind: u32,
    /// Its first site's write nearest the second site.
    near: u32,
    /// The first line of its second site.
    second: u32,
    /// How many sites, counted to three.
    count: u8,
    /// The paragraph of its last write.
    paragraph: u32,
}

impl Sites {
    /// A value first written, in stanza `kind`, at line `at` of `paragraph`.
    fn new(kind: u32, at: u32, paragraph: u32) -> Self {
        Sites { kind, near: at, second: at, count: 1, paragraph }
    }

    /// The value written again in a stanza of its kind, at line `at` of `paragraph`.
    fn again(&mut self, at: u32, paragraph: u32) {
        if paragraph == self.paragraph {
            if self.count == 1 {
                self.near = at;
            }
        } else {
            self.count = self.count.saturating_add(1).min(3);
            if self.count == 2 {
                self.second = at;
            }
        }
        self.paragraph = paragraph;
    }
}

impl Written {
    /// A value first written at line `at`, by a line whose text hashes to `text`.
    fn new(at: u32, (paragraph, stanza): (u32, u32), text: u64) -> Self {
        Written {
            kinds: [Some(Sites::new(stanza, at, paragraph)), None],
            mixed: false,
            spoiled: false,
            stanza,
            texts: Texts::new(at, paragraph, text),
        }
    }

    /// The value written again, at line `at`; `kinds` holds each stanza's opening words.
    fn again(
        &mut self,
        at: u32,
        (paragraph, stanza, short): (u32, u32, bool),
        text: u64,
        kinds: &[Vec<&[u8]>],
    ) {
        let words = |stanza: u32| kinds.get(stanza as usize).map_or(&[][..], Vec::as_slice);
        if stanza == self.stanza && short {
            self.spoiled = true;
        } else if let Some(sites) = self
            .kinds
            .iter_mut()
            .flatten()
            .find(|sites| sites.kind == stanza || same_kind(words(sites.kind), words(stanza)))
        {
            // The kind's words widen to the stanza's that holds the other's.
            if words(stanza).len() > words(sites.kind).len() {
                sites.kind = stanza;
            }
            sites.again(at, paragraph);
        } else if let Some(free) = self.kinds.iter_mut().find(|sites| sites.is_none()) {
            *free = Some(Sites::new(stanza, at, paragraph));
        } else {
            self.mixed = true;
        }
        self.stanza = stanza;
        self.texts.again(at, paragraph, text);
    }

    /// Whether it is written at two sites or more of one kind, or twice in a stanza, or in
    /// stanzas of many kinds.
    fn resited(&self) -> bool {
        self.spoiled || self.mixed || self.kinds.iter().flatten().any(|sites| sites.count > 1)
    }

    /// Its first site's write nearest the second and the second's first line, when it is
    /// written at two sites of one kind exactly and at one at most of another (a redirect's);
    /// written at two of each of two kinds, it is written at four sites, a log's subject.
    fn two_sites(&self) -> Option<(usize, usize)> {
        let mut twice = self.kinds.iter().flatten().filter(|sites| sites.count > 1);
        let sites = twice.next()?;
        (!self.mixed && sites.count == 2 && twice.next().is_none())
            .then_some((sites.near as usize, sites.second as usize))
    }
}

/// The texts of the lines that write one value, read as a list copied alike: the first two
/// texts' hashes, first lines, sites (paragraphs, counted to 255) and last paragraphs, and how
/// many texts (to three).
struct Texts {
    hash: [u64; 2],
    first: [u32; 2],
    sites: [u8; 2],
    paragraph: [u32; 2],
    count: u8,
}

impl Texts {
    /// A value's first text, written at line `at`.
    fn new(at: u32, paragraph: u32, text: u64) -> Self {
        Texts { hash: [text; 2], first: [at; 2], sites: [1, 0], paragraph: [paragraph; 2], count: 1 }
    }

    /// A text of the value written at line `at`.
    fn again(&mut self, at: u32, paragraph: u32, text: u64) {
        let known = if text == self.hash[0] {
            Some(0)
        } else if self.count > 1 && text == self.hash[1] {
            Some(1)
        } else if self.count == 1 {
            (self.hash[1], self.first[1], self.count) = (text, at, 2);
            (self.sites[1], self.paragraph[1]) = (1, paragraph);
            None
        } else {
            self.count = 3;
            None
        };
        if let Some(k) = known
            && let (Some(sites), Some(last)) = (self.sites.get_mut(k), self.paragraph.get_mut(k))
            && *last != paragraph
        {
            (*sites, *last) = (sites.saturating_add(1), paragraph);
        }
    }

    /// The first lines of its two texts when one of them is written at fewer sites than the
    /// other, or each at one (a list copied twice: two units, a dump before and after): a name a
    /// copy gives another value (either text first).
    fn other_value(&self) -> Option<(usize, usize)> {
        let [one, two] = self.sites;
        (self.count == 2 && (one != two || one == 1)).then(|| {
            let [a, b] = self.first;
            (a.min(b) as usize, a.max(b) as usize)
        })
    }
}

/// A line that has no shape.
const NO_SHAPE: u32 = u32::MAX;

/// How one column of a shape reads: its distinct values, how many hold a digit, how many are
/// written at two sites or more (or twice in a stanza), and how many with two texts or more.
#[derive(Default, Clone, Copy)]
struct Tally {
    values: usize,
    digits: usize,
    resited: usize,
    revalued: usize,
}

impl Tally {
    /// Whether the column's values are identifiers: at most one in [`SHARE`] holds a digit (a
    /// depth, m4's `-1-`; a value, `` `30') ``; a port).
    fn identifiers(self) -> bool {
        self.values > 0 && self.digits * SHARE <= self.values
    }

    /// Whether its names are each written at one site, but for one in [`SHARE`] at most: a list
    /// of declarations, not one copied whole.
    fn once_each(self) -> bool {
        self.resited * SHARE <= self.values
    }

    /// Whether its names each keep one text, but for one in [`SHARE`] at most: a list copied
    /// whole (each unit's preprocessed header), its copies alike.
    fn alike(self) -> bool {
        self.revalued * SHARE <= self.values
    }
}

/// The lines of each key declared twice (see the module's documentation), in the order of the
/// keys' second lines. Read one shape at a time: a shape holds at most [`MAX_ROWS`] lines, so the
/// values' map stays small whatever the output's length.
fn declared_twice(lines: &Lines<'_>, templates: &Templates) -> Vec<(usize, usize)> {
    // Each line's shape once, as a number; per shape how many lines write it; per line its
    // paragraph and stanza.
    let mut numbers: HashMap<Shape<'_>, u32, Keyed> = HashMap::default();
    let mut forms: Vec<Form> = Vec::new();
    let mut of: Vec<u32> = Vec::with_capacity(lines.len());
    let mut places: Vec<(u32, u32)> = Vec::with_capacity(lines.len());
    // A stanza is a run of lines at one indent, no blank among them; per stanza its length.
    let mut runs: Vec<u32> = Vec::new();
    let (mut paragraph, mut depth) = (0u32, None);
    for i in 0..lines.len() {
        let line = lines.bytes(i);
        // Its indent and whether it is blank, as the lines' leads counted them (`indent`'s
        // blanks, whitespace alone): not read again.
        let lead = lines.lead(i);
        let margin = lead.blanks;
        if lead.blank {
            paragraph = paragraph.saturating_add(1);
            depth = None;
        } else {
            let here = Some(margin);
            if depth != here {
                runs.push(0);
                depth = here;
            }
            if let Some(run) = runs.last_mut() {
                *run = run.saturating_add(1);
            }
        }
        let stanza = u32::try_from(runs.len()).unwrap_or(u32::MAX);
        places.push((paragraph, stanza));
        // A line of more tokens than MAX_WORDS writes more words (a token is a word or more):
        // no shape, and its words are not read.
        let key = if templates.width(templates.of(i)) > MAX_WORDS { None } else { shape_after(line, margin) };
        let Some(key) = key else {
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
    drop(numbers);
    // A shape is a list when it is written 6 to 4,096 times and its first word is no
    // diagnostic's (told once a shape).
    for form in &mut forms {
        form.listed = (MIN_ROWS..=MAX_ROWS).contains(&form.count)
            && shape(lines.bytes(form.first)).is_some_and(|(_, first, _)| !diagnostic(first));
    }
    // The lines of the listed shapes, shape by shape (a counting sort).
    let mut starts: Vec<usize> = Vec::with_capacity(forms.len() + 1);
    let mut total = 0usize;
    for form in &forms {
        starts.push(total);
        total += if form.listed { form.count as usize } else { 0 };
    }
    starts.push(total);
    if total == 0 {
        return Vec::new();
    }
    let mut order: Vec<u32> = vec![0; total];
    let mut fill = starts.clone();
    for (i, &id) in of.iter().enumerate() {
        if forms.get(id as usize).is_some_and(|form| form.listed)
            && let Some(slot) = fill.get_mut(id as usize)
        {
            if let Some(cell) = order.get_mut(*slot) {
                *cell = u32::try_from(i).unwrap_or(u32::MAX);
            }
            *slot += 1;
        }
    }
    drop(of);
    // Each stanza's kind: the words its lines open with (see `stanza_kinds`), read only for the
    // stanzas a listed shape's line stands in (no other kind is asked about).
    let mut listed = vec![false; runs.len() + 1];
    for &at in &order {
        if let Some(slot) = places.get(at as usize).and_then(|&(_, stanza)| listed.get_mut(stanza as usize)) {
            *slot = true;
        }
    }
    let kinds = stanza_kinds(lines, &places, &listed);
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut seen: HashMap<(u8, &[u8]), Written, Keyed> = HashMap::default();
    let texts = Keyed::default();
    for (id, form) in forms.iter().enumerate() {
        let (Some(&start), Some(&end)) = (starts.get(id), starts.get(id + 1)) else { continue };
        let Some(rows) = order.get(start..end).filter(|rows| !rows.is_empty()) else { continue };
        seen.clear();
        for &at in rows {
            let line = lines.bytes(at as usize);
            let Some(&(paragraph, stanza)) = places.get(at as usize) else { continue };
            // A block's body: a stanza of MAX_STANZA lines at most (one longer is a list).
            let short =
                runs.get((stanza as usize).wrapping_sub(1)).is_some_and(|&run| run as usize <= MAX_STANZA);
            let text = texts.hash_one(line);
            // Past the first word, the shape's own.
            for (k, value) in words(line).enumerate().take(form.words).skip(1) {
                let column = u8::try_from(k).unwrap_or(u8::MAX);
                seen.entry((column, value))
                    .and_modify(|written| written.again(at, (paragraph, stanza, short), text, &kinds))
                    .or_insert_with(|| Written::new(at, (paragraph, stanza), text));
            }
        }
        pairs.extend(pairs_of(&seen, lines, form.words));
    }
    pairs.sort_unstable_by_key(|&(first, second)| (second, first));
    pairs
}

/// The pairs of one shape's values (see `declared_twice`): its name column is the first that
/// reads as identifiers written at one site each or with one text each (see [`Tally`]), and a
/// name of it is declared twice when written at two sites of a list of names written once each
/// — its first site's line nearest the second and the second's first —, or, else, with two texts
/// in a list copied alike, one written at fewer sites than the other or each at one — the first
/// line of each. A shape `width` words wide that writes a value after its names (`#define X Y`)
/// declares a name twice at two sites only when the two lines say it otherwise (gcc -E -dD
/// writes `#define __TIMESIZE __WORDSIZE` in two headers, alike); a name that ends its line
/// (`server_name walnut.example;`) heads its block, which says the rest.
fn pairs_of(
    seen: &HashMap<(u8, &[u8]), Written, Keyed>,
    lines: &Lines<'_>,
    width: usize,
) -> Vec<(usize, usize)> {
    let mut tallies = [Tally::default(); MAX_WORDS];
    for (&(column, value), written) in seen {
        if let Some(tally) = tallies.get_mut(usize::from(column)) {
            tally.values += 1;
            tally.digits += usize::from(is_digit_value(value));
            tally.resited += usize::from(written.resited());
            tally.revalued += usize::from(written.texts.count > 1);
        }
    }
    let Some((name, tally)) = tallies
        .iter()
        .enumerate()
        .find(|(_, tally)| tally.identifiers() && (tally.once_each() || tally.alike()))
    else {
        return Vec::new();
    };
    let by_site = tally.once_each();
    let valued = name + 1 < width;
    let said_otherwise =
        |first: usize, second: usize| !valued || !words(lines.bytes(first)).eq(words(lines.bytes(second)));
    seen.iter()
        .filter(|&(&(column, value), written)| {
            usize::from(column) == name && is_key(value) && !written.spoiled
        })
        .filter_map(|(_, written)| {
            if by_site {
                written.two_sites().filter(|&(near, second)| said_otherwise(near, second))
            } else {
                written.texts.other_value()
            }
        })
        .collect()
}

/// A line's words: its runs between blanks (ASCII whitespace), a run of blanks passed over at
/// once.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = line;
    std::iter::from_fn(move || {
        let start = rest.iter().position(|b| !b.is_ascii_whitespace())?;
        let word = rest.get(start..).unwrap_or_default();
        let (word, after) =
            word.split_at(word.iter().position(u8::is_ascii_whitespace).unwrap_or(word.len()));
        rest = after;
        Some(word)
    })
}

/// A line's indent: its leading blanks and tabs.
fn indent(line: &[u8]) -> usize {
    line.iter().take_while(|&&b| b == b' ' || b == b'\t').count()
}

/// Each stanza's kind, by the stanza's number as `places` gives it: the distinct words its lines
/// open with, in byte order (nginx's site block `listen`/`root`/`server_name`, its redirect
/// `listen`/`return`/`server_name`; a trace's `m4trace:`), none when they are more than
/// [`MAX_KIND_WORDS`] (a stanza of any kind). Read only for the stanzas `wanted` (by number):
/// another's kind is left empty.
fn stanza_kinds<'a>(lines: &Lines<'a>, places: &[(u32, u32)], wanted: &[bool]) -> Vec<Vec<&'a [u8]>> {
    let mut kinds: Vec<Vec<&'a [u8]>> = Vec::new();
    for (i, &(_, stanza)) in places.iter().enumerate() {
        let at = stanza as usize;
        if wanted.get(at) != Some(&true) {
            continue;
        }
        let Some(first) = words(lines.bytes(i)).next() else { continue };
        if kinds.len() <= at {
            kinds.resize_with(at + 1, Vec::new);
        }
        let Some(kind) = kinds.get_mut(at) else { continue };
        if kind.len() <= MAX_KIND_WORDS
            && let Err(slot) = kind.binary_search(&first)
        {
            kind.insert(slot, first);
        }
    }
    for kind in &mut kinds {
        if kind.len() > MAX_KIND_WORDS {
            *kind = Vec::new();
        }
    }
    kinds
}

/// Whether two stanzas are of one kind: the words one's lines open with are all among the
/// other's (a site block that writes no `root` is a site block; a redirect's `return` is no
/// site's word, a site's `root` no redirect's). A stanza of no known kind is of any.
fn same_kind(one: &[&[u8]], two: &[&[u8]]) -> bool {
    // Both are sorted and hold each word once (`stanza_kinds`): one walk along the two tells
    // whether each holds a word the other lacks, a comparison a step where a search of one for
    // each word of the other took three.
    let (mut a, mut b) = (0, 0);
    let (mut one_more, mut two_more) = (false, false);
    while let (Some(x), Some(y)) = (one.get(a), two.get(b)) {
        match x.cmp(y) {
            std::cmp::Ordering::Less => (one_more, a) = (true, a + 1),
            std::cmp::Ordering::Greater => (two_more, b) = (true, b + 1),
            std::cmp::Ordering::Equal => (a, b) = (a + 1, b + 1),
        }
        if one_more && two_more {
            return false;
        }
    }
    one_more |= a < one.len();
    two_more |= b < two.len();
    !(one_more && two_more)
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

/// The line that opens line `i`'s block: the nearest line above it, within [`REACH`] lines,
/// that is less indented and names something (C's `{` alone is passed over for the `struct
/// _IO_FILE` above it); `None` at the margin, or when none is within reach.
fn opener(lines: &Lines<'_>, i: usize) -> Option<usize> {
    let depth = indent(lines.bytes(i));
    if depth == 0 {
        return None;
    }
    (i.saturating_sub(REACH)..i).rev().find(|&j| {
        let line = lines.bytes(j);
        line.iter().any(u8::is_ascii_alphanumeric) && indent(line) < depth
    })
}

/// Whether two declarations stand in two blocks opened alike (see [`opened_alike`]), or both at
/// the margin; two lines of one block (one opener: `struct _IO_FILE`'s `*_chain` and
/// `*_freeres_list`, two fields of one type) write a value the block's rows share, no name
/// declared twice.
fn in_two_blocks_alike(lines: &Lines<'_>, first: usize, second: usize) -> bool {
    let (one, two) = (opener(lines, first), opener(lines, second));
    !(one.is_some() && one == two) && opened_alike(one.map(|j| lines.bytes(j)), two.map(|j| lines.bytes(j)))
}

/// Whether two blocks' openers open alike: the same words, a trailing comment (a word from `#`
/// or `//` on, past the first) left out, so indent and spacing do not tell two `server {` apart
/// (`server {  # legacy` is one), while `struct _IO_FILE {` and `struct _IO_marker {` differ.
fn opened_alike(first: Option<&[u8]>, second: Option<&[u8]>) -> bool {
    fn spoken(line: &[u8]) -> Vec<&[u8]> {
        words(line)
            .enumerate()
            .take_while(|&(k, word)| k == 0 || !(word.starts_with(b"#") || word.starts_with(b"//")))
            .map(|(_, word)| word)
            .collect()
    }
    match (first, second) {
        (Some(first), Some(second)) => spoken(first) == spoken(second),
        (first, second) => first.is_none() && second.is_none(),
    }
}

/// `kept` (sorted by line) with both declarations of each name declared twice, then their
/// stanzas (see the module's documentation), sorted.
#[cfg(test)]
pub(crate) fn with_both_declarations(lines: &Lines<'_>, templates: &Templates, kept: Kept) -> Kept {
    with_declared(lines, templates, &declared(lines, templates), kept)
}

/// The two declarations of each name declared twice (see the module's documentation), at most
/// [`MAX_KEYS`], in the order of their second lines: what [`with_declared`] keeps, read of the
/// lines and their templates alone (a two-thread squash reads it beside the miner).
pub(crate) fn declared(lines: &Lines<'_>, templates: &Templates) -> Vec<(usize, usize)> {
    if lines.len() < MIN_ROWS as usize {
        return Vec::new();
    }
    // A name declared in two blocks opened alike (two `server {`), or both at the margin: a
    // name declared in two scopes (a field of two structs, a local of two functions), or twice
    // in one block, is none.
    declared_twice(lines, templates)
        .into_iter()
        .take(MAX_CHECKED)
        .filter(|&(first, second)| in_two_blocks_alike(lines, first, second))
        .take(MAX_KEYS)
        .collect()
}

/// `kept` (sorted by line) with both declarations of each of `pairs` (a [`declared`]), then
/// their stanzas (see the module's documentation), sorted.
pub(crate) fn with_declared(
    lines: &Lines<'_>,
    templates: &Templates,
    pairs: &[(usize, usize)],
    kept: Kept,
) -> Kept {
    if pairs.is_empty() {
        return kept;
    }
    let mut additions = Additions::new(lines, &kept, MAX_BYTES);
    // Both declarations of a name first, the two or neither.
    for &(first, second) in pairs {
        additions.add_whole_cut([first, second].into_iter(), MAX_BYTES, Cut::Short);
    }
    // Then each pair's stanzas, but a line of a template that folds and no kept line shows: it
    // would open a fold's note of its own, a cost the budget does not see. Both stanzas alike,
    // the lines nearest the declarations first (after before), two by two while they fit.
    let mut shown = shown_templates(templates, &kept);
    let declarations = pairs.iter().flat_map(|&(first, second)| [first, second]);
    shown.extend(declarations.filter(|&i| additions.is_kept(i)).map(|i| templates.of(i)));
    shown.sort_unstable();
    shown.dedup();
    let may_add = |j: usize| {
        let template = templates.of(j);
        shown.binary_search(&template).is_ok() || !crate::fold::folds(lines, templates, template)
    };
    for &(first, second) in pairs {
        if !(additions.is_kept(first) && additions.is_kept(second)) {
            continue;
        }
        let (around_first, around_second) = (stanza(lines, first), stanza(lines, second));
        let offsets = (1..MAX_STANZA).flat_map(|distance| [distance.cast_signed(), -distance.cast_signed()]);
        for offset in offsets {
            let at = |line: usize, around: &std::ops::Range<usize>| {
                line.checked_add_signed(offset).filter(|j| around.contains(j))
            };
            let both = [at(first, &around_first), at(second, &around_second)];
            if !additions.add_whole_cut(
                both.into_iter().flatten().filter(|&j| may_add(j)),
                MAX_BYTES,
                Cut::Short,
            ) {
                break;
            }
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
        // A name written at three sites is a log's subject: nothing is added.
        let mut text = nginx(8);
        text.push_str("\nserver {\n    listen 8080;\n    server_name walnut.example;\n}\n");
        assert_kept_after(&text, &[0], &[0]);
        // Every name written twice: a list written out two times, no conflict.
        let twice = nginx(8) + &nginx(8);
        assert_kept_after(&twice, &[0], &[0]);
    }

    /// nginx's dump with an HTTP-to-HTTPS redirect block right above walnut's own, both naming
    /// walnut, in one paragraph.
    fn nginx_with_redirect() -> String {
        nginx(8).replacen(
            "server {\n    listen 8080;\n    server_name walnut.example;",
            "server {\n    listen 80;\n    server_name walnut.example;\n    return 301 https://walnut.example;\n}\nserver {\n    listen 8080;\n    server_name walnut.example;",
            1,
        )
    }

    #[test]
    fn blocks_opened_alike_but_for_spacing_or_a_comment_keep_their_pair() {
        // The legacy block opened `server {  # legacy`, `server { ` or indented: still two
        // `server` blocks, both roots kept (review68: the openers were compared as bytes).
        let text = nginx(8);
        let lines: Vec<&str> = text.lines().collect();
        let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
        let (walnut, legacy) = (at("/srv/lots/walnut;"), at("legacy"));
        let mut expected = vec![0, walnut - 1, walnut, legacy - 1, legacy];
        expected.sort_unstable();
        for opener in ["server {  # legacy walnut", "server { ", "  server {", "\tserver { // old"] {
            let legacy_block =
                format!("{opener}\n    listen 8080;\n    server_name walnut.example;\n    root /srv/legacy");
            let variant = text.replacen(
                "server {\n    listen 8080;\n    server_name walnut.example;\n    root /srv/legacy",
                &legacy_block,
                1,
            );
            assert_ne!(variant, text);
            assert_kept_after(&variant, &[0], &expected);
        }
        // Openers of other words are two scopes.
        assert!(!opened_alike(Some(b"struct _IO_FILE {"), Some(b"  struct _IO_marker { # x")));
        assert!(opened_alike(Some(b"#ifdef X"), Some(b"#ifdef X  // y")));
    }

    #[test]
    fn a_redirect_block_above_a_sites_own_leaves_its_pair() {
        // The redirect's `server_name` and the site's stand in one paragraph, two stanzas: one
        // site, which the site's own block, nearest the legacy one, stands for (review67: the
        // repeat spoiled the whole column).
        let expected = |text: &str, kept: [usize; 3]| {
            let lines: Vec<&str> = text.lines().collect();
            let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
            let (walnut, legacy) = (at("/srv/lots/walnut;"), at("legacy"));
            let mut expected = vec![walnut - 2, walnut - 1, walnut, legacy - 2, legacy - 1, legacy];
            expected.extend(kept);
            expected.sort_unstable();
            expected
        };
        let text = nginx_with_redirect();
        assert_kept_after(&text, &[0, 1, 3], &expected(&text, [0, 1, 3]));
        // Written twice in one block's stanza, a value is one neighbours share (C's two fields of
        // one type): that value is no name, the column's others still are (review68: the repeat
        // spoiled the whole column).
        let spoiled = text.replacen(
            "    server_name alum.example;",
            "    server_name alum.example;\n    server_name alum.example;",
            1,
        );
        assert_kept_after(&spoiled, &[0, 1, 4], &expected(&spoiled, [0, 1, 4]));
    }

    #[test]
    fn a_redirect_block_in_a_paragraph_of_its_own_is_no_site() {
        // The redirect block above walnut's own with a blank line between, or below it: walnut's
        // name is written in three paragraphs, but the redirect's stanza (`listen`, `return`,
        // `server_name`) is of another kind than a site's (`listen`, `root`, `server_name`): the
        // site's own block and the legacy one are the pair (review68: both variants lost
        // `/srv/lots/walnut`).
        let redirect = "server {\n    listen 80;\n    server_name walnut.example;\n    return 301 https://walnut.example;\n}\n";
        let own = "server {\n    listen 8080;\n    server_name walnut.example;\n    root /srv/lots/walnut;\n";
        let above = nginx(8).replacen(own, &format!("{redirect}\n{own}"), 1);
        let below = nginx(8).replacen(
            &format!("{own}\n    location / {{\n    }}\n}}\n"),
            &format!("{own}\n    location / {{\n    }}\n}}\n\n{redirect}"),
            1,
        );
        for text in [above, below] {
            assert_ne!(text, nginx(8));
            let lines: Vec<&str> = text.lines().collect();
            let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
            let (walnut, legacy) = (at("/srv/lots/walnut;"), at("legacy"));
            // No `listen` kept before: none is added (as in `a_server_named_twice_keeps_both_blocks_stanzas`).
            assert_kept_after(&text, &[0], &[0, walnut - 1, walnut, legacy - 1, legacy]);
        }
        // Stanzas are of one kind when one's opening words are all among the other's.
        let words = |line: &'static str| -> Vec<&'static [u8]> {
            let mut words: Vec<&[u8]> = line.split(' ').map(str::as_bytes).collect();
            words.sort_unstable();
            words
        };
        assert!(same_kind(&words("listen root server_name"), &words("listen server_name")));
        assert!(!same_kind(&words("listen root server_name"), &words("listen return server_name")));
        assert!(same_kind(&[], &words("listen return server_name")));
        // Two redirect blocks, in paragraphs of their own, and the site's two: four sites, no
        // pair (python-build's `running egg_info`, written in four paragraphs of two kinds).
        let four = nginx(8).replacen(own, &format!("{redirect}\n{redirect}\n{own}"), 1);
        assert_kept_after(&four, &[0], &[0]);
    }

    #[test]
    fn two_fields_of_one_block_typed_alike_are_no_pair() {
        // `struct _IO_FILE`'s `*_chain` and `*_freeres_list`, two paragraphs of one block: the
        // type is written at two sites of one scope, a value the block's rows share (the fixture
        // gcc-preprocess-headers: a false pair since fix58, +28 tokens).
        let mut text = String::from("struct _IO_FILE\n{\n  int _flags;\n\n");
        for (kind, field) in
            [("_IO_marker", "*_markers;"), ("_IO_jump", "*_jumps;"), ("_IO_FILE", "*_chain;")]
        {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("\n  int _fileno;\n\n");
        for (kind, field) in [
            ("_IO_codecvt", "*_codecvt;"),
            ("_IO_wide_data", "*_wide_data;"),
            ("_IO_FILE", "*_freeres_list;"),
        ] {
            let _ = writeln!(text, "  struct {kind} {field}");
        }
        text.push_str("};\n");
        assert_kept_after(&text, &[0], &[0]);
        // The same fields in two blocks opened alike are a name's pair (the rule's own case).
        let two = text.replacen("\n  int _fileno;\n\n", "};\n\nstruct _IO_FILE\n{\n", 1);
        let lines: Vec<&str> = two.lines().collect();
        let at = |needle: &str| lines.iter().position(|line| line.contains(needle)).unwrap_or(usize::MAX);
        let (chain, freeres) = (at("*_chain;"), at("*_freeres_list;"));
        let kept = with_declarations(&Lines::new(&two), vec![(0, Cut::Normal)]);
        for line in [chain, freeres] {
            assert!(kept.iter().any(|&(i, _)| i == line), "{line}: {kept:?}");
        }
    }

    #[test]
    fn a_helper_defined_twice_in_the_site_file_leaves_the_redefinition() {
        // The site file's paragraph defines a helper twice, one stanza: the helper is no name
        // declared twice, RETENTION still is (review67).
        let text = m4(false).replace(
            "m4trace: -1- include(`site.m4')\n",
            "m4trace: -1- include(`site.m4')\nm4trace: -1- define(`LOT_HELPER', `a')\nm4trace: -1- define(`LOT_HELPER', `b')\n",
        );
        assert_kept_after(&text, &[0], &[0, 6, 14]);
        // The site file's paragraph of four lines, one stanza: the helper written twice in it
        // spoils the helper, not the column of names (review68: RETENTION was lost).
        let short = text.replace(&"keep = 3\n".repeat(8), "");
        let kept = with_declarations(&Lines::new(&short), vec![(0, Cut::Normal)]);
        let lines: Vec<&str> = short.lines().collect();
        for retention in
            lines.iter().enumerate().filter(|(_, line)| line.contains("`RETENTION'")).map(|(i, _)| i)
        {
            assert!(kept.iter().any(|&(i, _)| i == retention), "{retention}: {kept:?}");
        }
    }

    #[test]
    fn a_redefinition_of_words_reads_the_names_column() {
        // Every value a word, each written once: the values differ more than the names, and
        // the names, the first column of identifiers, are still the column read (review67).
        let mut text = String::new();
        for (name, value) in [
            ("PLANT", "north"),
            ("MODE", "fast"),
            ("SHIFT", "early"),
            ("OWNER", "dyehouse"),
            ("DRUM", "slow"),
            ("FLOAT", "high"),
        ] {
            let _ = writeln!(text, "m4trace: -1- define(`{name}', `{value}')");
        }
        text.push_str("\nm4trace: -1- include(`site.m4')\nm4trace: -1- define(`MODE', `gentle')\n");
        // The include stands in the redefinition's stanza.
        assert_kept_after(&text, &[0], &[0, 1, 7, 8]);
    }

    #[test]
    fn a_list_copied_whole_keeps_the_name_given_another_value() {
        // Each unit's preprocessed header defines every name again, alike; one unit's compat
        // header defines one with another value: the first definition and the other kept (round
        // 30's gcc -E, `#define FRAME_KG 1.6`).
        let mut text = String::new();
        for unit in ["harvest", "labels", "stores"] {
            let _ = writeln!(text, "# 1 \"src/{unit}.c\"\n");
            for (name, value) in [
                ("NORTH_HIVES", "8"),
                ("SOUTH_HIVES", "13"),
                ("FRAME_KG", "2.25"),
                ("SUPER_KG", "12.5"),
                ("JAR_G", "340"),
                ("LIME_FORAGE", "willow"),
            ] {
                let _ = writeln!(text, "#define {name} {value}");
            }
            if unit == "harvest" {
                text.push_str("\n#undef FRAME_KG\n#define FRAME_KG 1.6\n");
            }
            text.push('\n');
        }
        assert_kept_after(&text, &[0], &[0, 4, 9, 10]);
        // Copied alike, no name given another value: nothing.
        let alike = text.replace("#define FRAME_KG 1.6", "#define FRAME_KG 2.25");
        assert_kept_after(&alike, &[0], &[0]);
    }

    /// gcc -E's three units, each copying the header's `#define`s; a unit `Odd` defines
    /// `FRAME_KG 1.6` instead, `Compat` undefines it and defines it again; `predefined` writes
    /// gcc's own macros too (no `-undef`), names holding digits.
    fn units(kinds: &[Unit], predefined: bool) -> String {
        let mut text = String::new();
        for (unit, &kind) in ["harvest", "labels", "stores"].into_iter().zip(kinds) {
            let _ = writeln!(text, "# 1 \"src/{unit}.c\"\n");
            if predefined {
                for (name, value) in [
                    ("__INT8_MAX__", "0x7f"),
                    ("__INT16_MAX__", "0x7fff"),
                    ("__INT32_MAX__", "0x7fffffff"),
                    ("__INT64_MAX__", "0x7fffffffffffffffL"),
                    ("__SIZEOF_INT128__", "16"),
                    ("__FLT32_DIG__", "6"),
                    ("__FLT64_DIG__", "15"),
                    ("__DBL_DIG__", "15"),
                ] {
                    let _ = writeln!(text, "#define {name} {value}");
                }
                text.push('\n');
            }
            let frame = if kind == Unit::Odd { "1.6" } else { "2.25" };
            for (name, value) in [
                ("NORTH_HIVES", "8"),
                ("SOUTH_HIVES", "13"),
                ("FRAME_KG", frame),
                ("SUPER_KG", "12.5"),
                ("JAR_G", "340"),
                ("LIME_FORAGE", "willow"),
            ] {
                let _ = writeln!(text, "#define {name} {value}");
            }
            if kind == Unit::Compat {
                text.push_str("\n#undef FRAME_KG\n#define FRAME_KG 1.6\n");
            }
            text.push('\n');
        }
        text
    }

    #[derive(Clone, Copy, PartialEq)]
    enum Unit {
        Plain,
        Odd,
        Compat,
    }

    #[track_caller]
    fn assert_both_frame_weights_kept(text: &str) {
        let lines: Vec<&str> = text.lines().collect();
        let first = |needle: &str| lines.iter().position(|line| *line == needle).unwrap_or(usize::MAX);
        let kept = with_declarations(&Lines::new(text), vec![(0, Cut::Normal)]);
        for line in [first("#define FRAME_KG 2.25"), first("#define FRAME_KG 1.6")] {
            assert!(kept.iter().any(|&(i, _)| i == line), "{line}: {kept:?}\n{text}");
        }
    }

    #[test]
    fn a_list_copied_whole_keeps_the_other_value_in_any_layout() {
        // gcc's own macros written too (no `-undef`): names holding digits are still names
        // (review68: `__INT64_MAX__` counted as a value, the names' column read as none).
        assert_both_frame_weights_kept(&units(&[Unit::Compat, Unit::Plain, Unit::Plain], true));
        // The compat header in two units: 1.6 written at two sites, 2.25 at three (review68:
        // the other text had to be written at one).
        assert_both_frame_weights_kept(&units(&[Unit::Compat, Unit::Compat, Unit::Plain], false));
        // The odd unit first: the other text is the first written, both kept (review68: 2.25
        // was lost).
        assert_both_frame_weights_kept(&units(&[Unit::Odd, Unit::Plain, Unit::Plain], false));
        assert_both_frame_weights_kept(&units(&[Unit::Plain, Unit::Odd, Unit::Plain], false));
        // Two units, either one odd: each text written at one site, both kept (review71: the
        // fewer-sites rule kept neither).
        assert_both_frame_weights_kept(&units(&[Unit::Odd, Unit::Plain], false));
        assert_both_frame_weights_kept(&units(&[Unit::Plain, Unit::Odd], true));
        // Every unit alike: nothing.
        let alike = units(&[Unit::Plain; 3], true);
        assert_kept_after(&alike, &[0], &[0]);
    }

    #[test]
    fn digit_values_read_a_digit_first() {
        for (value, expected) in [
            ("-1-", true),
            ("`30')", true),
            ("8080;", true),
            ("0x7f", true),
            ("__INT64_MAX__", false),
            ("x86_64", false),
            ("walnut.example;", false),
            // A mark before a name holding a digit (review71: read as numbers).
            ("*name2;", false),
            ("/lib64", false),
            ("\"x86_64\"", false),
            ("-", false),
        ] {
            assert_eq!(is_digit_value(value.as_bytes()), expected, "{value}");
        }
    }

    #[test]
    fn pointer_fields_holding_digits_are_names() {
        // Ten structs of `char *x_alpha2;` fields, two of them `struct rec_c` with a field
        // `*label_text;`: the fields are the names, and label_text's two lines are kept
        // (review71: `*a_alpha2;` read as a number, the column as none).
        let mut text = String::new();
        for (k, record) in ["a", "b", "c", "d", "e", "f", "g", "c", "i", "j"].into_iter().enumerate() {
            let _ = writeln!(text, "struct rec_{record} {{");
            let prefix = char::from(b'a' + u8::try_from(k).unwrap_or(0));
            for field in ["alpha2", "bravo2", "delta2"] {
                let _ = writeln!(text, "  char *{prefix}_{field};");
                if record == "c" && field == "alpha2" {
                    text.push_str("  char *label_text;\n");
                }
            }
            text.push_str("};\n\n");
        }
        let kept = with_declarations(&Lines::new(&text), vec![(0, Cut::Normal)]);
        let labels: Vec<usize> = text
            .lines()
            .enumerate()
            .filter(|(_, line)| line.contains("label_text"))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(labels.len(), 2);
        for label in labels {
            assert!(kept.iter().any(|&(i, _)| i == label), "{label}: {kept:?}");
        }
    }

    #[test]
    fn stanzas_show_as_much_as_fits_both_alike() {
        // Two names declared twice whose roots are long: each root counts as it is written, cut
        // short, and both pairs show their roots (review67: a pair's stanzas were added whole
        // or not at all, counted uncut, and the second pair showed its `server_name` lines only).
        let long = "x".repeat(240);
        let mut text = nginx(8).replace("/srv/lots/", &format!("/srv/lots/{long}/"));
        let _ = writeln!(
            text,
            "server {{\n    listen 8080;\n    server_name madder.example;\n    root /srv/legacy/{long}/madder;\n}}"
        );
        let text = text.replacen("/srv/legacy/walnut", &format!("/srv/legacy/{long}/walnut"), 1);
        let lines: Vec<&str> = text.lines().collect();
        let roots = |name: &str| {
            lines
                .iter()
                .enumerate()
                .filter(|(_, line)| line.contains("root") && line.ends_with(&format!("/{name};")))
                .map(|(i, _)| i)
                .collect::<Vec<_>>()
        };
        let kept = with_declarations(&Lines::new(&text), vec![(0, Cut::Normal)]);
        for root in roots("walnut").into_iter().chain(roots("madder")) {
            assert!(kept.iter().any(|&(i, _)| i == root), "{root}: {kept:?}");
        }
    }

    #[test]
    fn a_trace_printed_twice_redefines_nothing() {
        // One frame's function called at two places of a stack, the stack printed twice: both
        // texts are written in each copy, no name is given another value (the fixture
        // node-test-spec-reporter-one-fail).
        let mut text = String::new();
        for _ in 0..2 {
            for frame in [
                "TestContext.<anonymous> (kegs.test.js:217:10)",
                "Test.runInAsyncScope (node:async_hooks:206:9)",
                "Test.run (node:test:796:25)",
                "Test.processPendingSubtests (node:test:526:18)",
                "Test.postRun (node:test:889:19)",
                "Test.run (node:test:835:12)",
            ] {
                let _ = writeln!(text, "      at {frame}");
            }
            text.push('\n');
        }
        assert_kept_after(&text, &[0], &[0]);
    }

    /// The recorded fixture `name` with `from` replaced by `to`.
    fn recorded_with(name: &str, from: &str, to: &str) -> String {
        let path = format!("{}/../../fixtures/tools/{name}.txt", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("the recorded fixture");
        assert!(text.contains(from), "{from}");
        text.replacen(from, to, 1)
    }

    #[test]
    fn round_29s_facts_kept_on_review67s_variants() {
        // nginx's dump with a redirect block above walnut's own: both roots kept.
        let nginx = recorded_with(
            "nginx-dump-conflicting-server-name-legacy-root",
            "server {\n    listen 8080;\n    server_name walnut.north-yard.example;",
            "server {\n    listen 80;\n    server_name walnut.north-yard.example;\n    return 301 https://walnut.north-yard.example$request_uri;\n}\nserver {\n    listen 8080;\n    server_name walnut.north-yard.example;",
        );
        let squashed = crate::squash_log(&nginx);
        for fact in ["root /srv/lots/walnut;", "root /srv/legacy/walnut;"] {
            assert!(squashed.contains(fact), "{fact}");
        }
        // m4's site file defining a helper twice in its paragraph: the redefinition kept.
        let m4 = recorded_with(
            "m4-trace-site-file-redefines-retention",
            "m4trace: -1- define(`RETENTION_DAYS', `3')\n",
            "m4trace: -1- define(`RETENTION_DAYS', `3')\nm4trace: -1- define(`SITE_NOTE', `annex')\nm4trace: -1- define(`SITE_NOTE', `annex-yard')\n",
        );
        let squashed = crate::squash_log(&m4);
        for fact in
            ["m4trace: -1- define(`RETENTION_DAYS', `3')", "m4trace: -1- define(`PLANT', `north-yard-annex')"]
        {
            assert!(squashed.contains(fact), "{fact}");
        }
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
    fn a_name_defined_alike_at_two_sites_declares_nothing() {
        // gcc -E -dD of one unit: two headers each write `#define __TIMESIZE __WORDSIZE`, alike:
        // no fact, nothing added (review71: 18 of 20 system headers gained such pairs).
        let mut text = String::new();
        for (name, value) in [
            ("__WORDSIZE", "64"),
            ("__TIMESIZE", "__WORDSIZE"),
            ("__FD_SETSIZE", "1024"),
            ("S_IFMT", "__S_IFMT"),
            ("S_IFDIR", "__S_IFDIR"),
            ("S_IFREG", "__S_IFREG"),
        ] {
            let _ = writeln!(text, "#define {name} {value}");
        }
        text.push_str("\n#define __TIMESIZE __WORDSIZE\n#define __LONG_DOUBLE_USES_FLOAT128 0\n");
        assert_kept_after(&text, &[0], &[0]);
        // Spacing is no word.
        assert_kept_after(
            &text.replacen(
                "#define __TIMESIZE __WORDSIZE\n#define __LONG",
                "#define  __TIMESIZE\t__WORDSIZE\n#define __LONG",
                1,
            ),
            &[0],
            &[0],
        );
        // The second header gives it another value: both lines kept.
        let other = text.replacen("\n#define __TIMESIZE __WORDSIZE", "\n#define __TIMESIZE 32", 1);
        assert_kept_after(&other, &[0], &[0, 1, 7, 8]);
    }

    #[test]
    fn a_name_written_twice_in_one_paragraph_is_a_step() {
        // Both lines in one paragraph: a value shown before and after a step, no conflict.
        let mut text = String::new();
        for name in ["alum", "indigo", "walnut", "madder", "weld", "sumac", "walnut", "tara"] {
            let _ = writeln!(text, "set lot.{name} on");
        }
        assert_kept_after(&text, &[0], &[0]);
        // A blank line between them, the second giving another value: two declarations, the
        // second with its stanza.
        let apart = text.replacen("set lot.sumac on\n", "set lot.sumac on\n\n", 1);
        let apart = apart.replacen("set lot.walnut on\nset lot.tara", "set lot.walnut off\nset lot.tara", 1);
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
        /// Two stanzas are of one kind, walked along together, when the words either opens
        /// with are all among the other's, as a search of one for each word of the other tells.
        #[test]
        fn one_kind_is_told_as_by_searching(
            one in prop::collection::btree_set("[a-e]{1,2}", 0..6),
            two in prop::collection::btree_set("[a-e]{1,2}", 0..6),
        ) {
            let one: Vec<&[u8]> = one.iter().map(String::as_bytes).collect();
            let two: Vec<&[u8]> = two.iter().map(String::as_bytes).collect();
            let within = |small: &[&[u8]], large: &[&[u8]]| small.iter().all(|w| large.binary_search(w).is_ok());
            prop_assert_eq!(same_kind(&one, &two), within(&one, &two) || within(&two, &one));
        }

        /// A line's words are its runs between ASCII whitespace, however long the runs, and its
        /// shape reads them past its indent as from its start.
        #[test]
        fn words_are_the_runs_between_blanks(line in "[ \t\r\x0ca_.1é]{0,40}") {
            let line = line.as_bytes();
            let split: Vec<&[u8]> = line.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty()).collect();
            prop_assert_eq!(words(line).collect::<Vec<_>>(), split);
            let mut all = line.split(u8::is_ascii_whitespace).filter(|w| !w.is_empty());
            let first = all.next().filter(|w| w.iter().filter(|b| b.is_ascii_alphabetic()).count() >= 2);
            let count = 1 + all.take(MAX_WORDS).count();
            let expected = first.filter(|_| (2..=MAX_WORDS).contains(&count)).map(|first| (indent(line), first, count));
            prop_assert_eq!(shape(line), expected);
        }

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

        /// A list of `#define NAME VALUE` rows copied into two paragraphs or more, one copy
        /// giving one name another value: the copied-alike reading keeps the name's first line
        /// and the other value's (review68: two-word rows never reached it).
        #[test]
        fn a_copy_giving_a_name_another_value_keeps_both(
            names in prop::collection::btree_set("[A-Z]{2,5}_[A-Z]{2,5}", 6..12),
            values in prop::collection::vec(1u32..1000, 12),
            copies in 2usize..6,
            odd_copy in 0usize..6,
            odd_name in 0usize..12,
        ) {
            let names: Vec<&String> = names.iter().collect();
            let (odd_copy, odd_name) = (odd_copy % copies, odd_name % names.len());
            let mut text = String::new();
            for copy in 0..copies {
                for (k, name) in names.iter().enumerate() {
                    let value = values.get(k).copied().unwrap_or(1);
                    let value = if copy == odd_copy && k == odd_name { value + 1000 } else { value };
                    let _ = writeln!(text, "#define {name} {value}");
                }
                text.push('\n');
            }
            let lines: Vec<&str> = text.lines().collect();
            let odd = odd_copy * (names.len() + 1) + odd_name;
            let first = if odd_copy == 0 { names.len() + 1 + odd_name } else { odd_name };
            let kept = with_declarations(&Lines::new(&text), vec![(0, Cut::Normal)]);
            prop_assert!(kept.iter().any(|&(i, _)| i == odd), "{:?} {:?}", lines.get(odd), kept);
            prop_assert!(kept.iter().any(|&(i, _)| i == first), "{:?} {:?}", lines.get(first), kept);
            prop_assert!(kept.len() <= 3, "{kept:?}");
        }
    }
}
