//! A level gutter: a short code before a colon at the start of a line (`N: `, `E: `, `W: `,
//! `INFO: `) is the line's level written in a margin, and the lines sharing the most frequent
//! (lowest) level's gutter are the body of the line of a rarer level above them.
//!
//! Some tools write every line after a level code: `lintian -i` writes each tag after `E: `,
//! `W: `, `I: ` or `X: ` and its explanation after `N: `, line by line; debootstrap and apt write
//! their steps after `I: ` and their complaints after `W: ` and `E: `. Read without the margin,
//! the body lines are one long template (`N: <*>`) and the few lines of a rarer level — the only
//! ones that say what is wrong — sit among them with no word that marks them. So, read by how
//! the output is written (never by the tool), when
//! - at least three in four of its non-blank lines (and of its first [`SAMPLE`]) open with a
//!   code: one or two upper-case letters, or a level word in any case (`error`, `Note`), then `:`
//!   and a blank or the line's end — a `key: value` listing's key is a word (`Name:`, `id:`),
//!   no code;
//! - it writes at least two codes, the most frequent (the body's) on at least half of those
//!   lines and strictly more often than any other;
//! - the body's code is the lowest level among the codes whose level is known (a level word, or
//!   a letter standing for one: `D`, `I`, `N`, `W`, `E`, `F`), so a log of errors with a few
//!   notes among them is not read upside down;
//! - the body's lines are laid out as a body: at least one in [`LAID_OUT`] is empty past its code
//!   or indented past the blank after it (`N: `, `N:   The package …`), as a paragraph's
//!   lines under a headline are and an event is not — a report whose `WARNING:` findings outnumber
//!   its `ERROR:` ones, or a tool's `I:` steps around a `W:`, is a list of events, not of bodies;
//! - and at least one line of a rarer code has a body line right below it,
//!
//! every line of a rarer code is a headline, kept whatever the budget with the first line of its
//! body that names something (its crux), the rarest codes first while they fit in
//! [`MAX_BYTES`]; the rest of each body — the run of body lines right below its headline — is
//! offered nearest its headline first, the second line of every body before the third of any,
//! within the filler's budget. Nothing is stripped: the gutter is read, the lines are shown as
//! written. An output whose lines carry one code only (`I:` lines, or `W:` lines) has no body
//! and no headline, and is left to the other principles.

use ctx_squash_core::Lines;

/// Non-blank lines read first: the output is read through only when three in four of them open
/// with a code.
const SAMPLE: usize = 64;
/// Codes an output writes at most: a gutter writes a few levels, not a vocabulary.
const MAX_CODES: usize = 8;
/// Bytes of headlines and their first body lines kept whatever the budget.
pub(crate) const MAX_BYTES: usize = 16 * 1024;
/// One body line in this many at least is empty past its code or indented past it.
const LAID_OUT: usize = 8;
/// Letters or digits a body line holds past its gutter to name something (an empty `N:` does
/// not).
const MIN_NAME: usize = 3;

/// The headlines of an output written in a level gutter and their bodies' lines.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Bodies {
    /// The headlines and the first naming line of each one's body, sorted: kept whatever the
    /// budget.
    pub kept: Vec<usize>,
    /// The further naming lines of each kept headline's body, nearest first, in headline order.
    pub rests: Vec<Vec<usize>>,
}

/// The length of the code `line` opens with, colon included, when it opens with one (see the
/// module's documentation).
pub(crate) fn code(line: &[u8]) -> Option<usize> {
    // Most lines are told by their first byte: a letter at the margin.
    if !line.first()?.is_ascii_alphabetic() {
        return None;
    }
    let word = line.iter().take(12).take_while(|b| b.is_ascii_alphabetic()).count();
    if line.get(word) != Some(&b':') || !line.get(word + 1).is_none_or(|&b| b == b' ' || b == b'\t') {
        return None;
    }
    let letters = line.get(..word)?;
    let short = word <= 2 && letters.iter().all(u8::is_ascii_uppercase);
    (short || crate::severity::rank(letters).is_some()).then_some(word + 1)
}

/// The level a code stands for, when it names one: a level word, or the initial of one.
fn code_rank(code: &[u8]) -> Option<u8> {
    let letters = code.strip_suffix(b":").unwrap_or(code);
    let word: &[u8] = match letters {
        b"D" => b"debug",
        b"I" => b"info",
        b"N" => b"note",
        b"W" => b"warning",
        b"E" => b"error",
        b"F" => b"fatal",
        _ => letters,
    };
    crate::severity::rank(word)
}

/// The headlines of an output written in a level gutter, with their bodies (see the module's
/// documentation); empty when the output has no such gutter.
pub(crate) fn bodies(lines: &Lines<'_>) -> Bodies {
    let Some(codes) = gutter_codes(lines) else { return Bodies::default() };
    let Some(body) = body_code(&codes) else { return Bodies::default() };
    let code_of = |i: usize| {
        let line = lines.bytes(i);
        code(line).and_then(|n| line.get(..n))
    };
    let is_body = |i: usize| code_of(i) == Some(body);
    // A body is laid out: some of its lines are empty or indented past the code's blank.
    let (mut written, mut laid_out) = (0, 0);
    for i in (0..lines.len()).filter(|&i| is_body(i)) {
        let past = lines.bytes(i).get(body.len()..).unwrap_or_default();
        written += 1;
        laid_out += usize::from(
            past.trim_ascii().is_empty() || past.get(1).is_some_and(|&b| b == b' ' || b == b'\t'),
        );
    }
    if laid_out * LAID_OUT < written {
        return Bodies::default();
    }
    let naming = |i: usize| {
        let line = lines.bytes(i);
        let past = line.get(code(line).unwrap_or(0)..).unwrap_or_default();
        past.iter().filter(|b| b.is_ascii_alphanumeric()).take(MIN_NAME).count() == MIN_NAME
    };
    // Every headline with its body's naming lines, and its code.
    let mut heads: Vec<(usize, &[u8], Vec<usize>)> = Vec::new();
    for i in 0..lines.len() {
        let Some(c) = code_of(i).filter(|&c| c != body) else { continue };
        let mut named = Vec::new();
        let mut j = i + 1;
        while j < lines.len() && is_body(j) {
            if naming(j) {
                named.push(j);
            }
            j += 1;
        }
        heads.push((i, c, named));
    }
    // A headline heads a body: some line of a rarer code has one below it.
    if !heads.iter().any(|&(i, _, _)| i + 1 < lines.len() && is_body(i + 1)) {
        return Bodies::default();
    }
    // The rarest codes first, each whole while they fit.
    let mut rarer: Vec<(&[u8], usize)> = codes.into_iter().filter(|&(c, _)| c != body).collect();
    rarer.sort_by_key(|&(c, n)| (n, c));
    let cost = |i: usize| lines.bytes(i).len() + 1;
    let mut bytes = 0;
    let mut chosen: Vec<&[u8]> = Vec::new();
    for (c, _) in rarer {
        let add: usize = heads
            .iter()
            .filter(|h| h.1 == c)
            .map(|(i, _, named)| cost(*i) + named.first().map_or(0, |&f| cost(f)))
            .sum();
        if bytes + add > MAX_BYTES {
            break;
        }
        bytes += add;
        chosen.push(c);
    }
    let mut out = Bodies::default();
    for (i, c, named) in heads {
        if !chosen.contains(&c) {
            continue;
        }
        out.kept.push(i);
        let mut named = named.into_iter();
        out.kept.extend(named.next());
        out.rests.push(named.collect());
    }
    out.kept.sort_unstable();
    out
}

/// The codes the output writes and how often, when three in four of its non-blank lines (and
/// of the first [`SAMPLE`]) open with one and they are at most [`MAX_CODES`].
fn gutter_codes<'a>(lines: &Lines<'a>) -> Option<Vec<(&'a [u8], usize)>> {
    let (mut sampled, mut opened) = (0, 0);
    for i in 0..lines.len() {
        if sampled == SAMPLE {
            break;
        }
        if lines.lead(i).blank {
            continue;
        }
        sampled += 1;
        opened += usize::from(code(lines.bytes(i)).is_some());
    }
    if opened * 4 < sampled * 3 {
        return None;
    }
    let mut codes: Vec<(&'a [u8], usize)> = Vec::new();
    let (mut written, mut opened) = (0, 0);
    for i in 0..lines.len() {
        if lines.lead(i).blank {
            continue;
        }
        written += 1;
        let line = lines.bytes(i);
        let Some(c) = code(line).and_then(|n| line.get(..n)) else { continue };
        opened += 1;
        if let Some((_, n)) = codes.iter_mut().find(|(seen, _)| *seen == c) {
            *n += 1;
        } else if codes.len() < MAX_CODES {
            codes.push((c, 1));
        } else {
            return None;
        }
    }
    (opened * 4 >= written * 3 && codes.len() >= 2).then_some(codes)
}

/// The body's code: the most frequent, on at least half the coded lines, more often than any
/// other and of no higher level than any other whose level is known.
fn body_code<'a>(codes: &[(&'a [u8], usize)]) -> Option<&'a [u8]> {
    let total: usize = codes.iter().map(|&(_, n)| n).sum();
    let &(body, most) = codes.iter().max_by_key(|&&(_, n)| n)?;
    let strictly = codes.iter().all(|&(c, n)| c == body || n < most);
    let lowest =
        code_rank(body).is_none_or(|low| codes.iter().all(|&(c, _)| code_rank(c).is_none_or(|r| r >= low)));
    (strictly && most * 2 >= total && lowest).then_some(body)
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;
    use proptest::prelude::*;

    fn bodies_of(text: &str) -> Bodies {
        bodies(&Lines::new(text))
    }

    /// The lines of `text` at `rows`, as written.
    fn rows<'a>(text: &'a str, rows: &[usize]) -> Vec<&'a str> {
        let lines: Vec<&str> = text.lines().collect();
        rows.iter().map(|&i| lines[i]).collect()
    }

    const TAGS: &str = "\
running as root
N:
E: pkg: no-copyright-file
N: 
N:   Each binary package has to include a plain file
N:   /usr/share/doc/*pkg*/copyright
N: 
N:   Visibility: error
N:
W: pkg: no-manual-page [usr/bin/a]
N: 
N:   Each binary should have a manual page
N:   
N:   Please add one.
N:
W: pkg: no-manual-page [usr/bin/b]
N:
X: pkg: executable-in-usr-lib [usr/lib/x.py]
N: 
N:   The package ships an executable file in /usr/lib.
N:   
N:   Please move the file to /usr/libexec.
N: 
";

    #[test]
    fn codes_are_short_or_level_words() {
        assert_eq!(code(b"N: text"), Some(2));
        assert_eq!(code(b"N:"), Some(2));
        assert_eq!(code(b"XY:\tx"), Some(3));
        assert_eq!(code(b"INFO: starting"), Some(5));
        assert_eq!(code(b"warning: unused"), Some(8));
        for line in [
            "Name: ctx",
            "id: 3",
            "Ab: x",
            "INFO:root:message",
            "N:x",
            " N: indented",
            "ABC: three letters",
            "https://example.com",
            "",
        ] {
            assert_eq!(code(line.as_bytes()), None, "{line:?}");
        }
    }

    #[test]
    fn the_rarer_levels_head_the_body_lines_below_them() {
        let b = bodies_of(TAGS);
        assert_eq!(
            rows(TAGS, &b.kept),
            [
                "E: pkg: no-copyright-file",
                "N:   Each binary package has to include a plain file",
                "W: pkg: no-manual-page [usr/bin/a]",
                "N:   Each binary should have a manual page",
                "W: pkg: no-manual-page [usr/bin/b]",
                "X: pkg: executable-in-usr-lib [usr/lib/x.py]",
                "N:   The package ships an executable file in /usr/lib.",
            ]
        );
        let rests: Vec<Vec<&str>> = b.rests.iter().map(|r| rows(TAGS, r)).collect();
        assert_eq!(
            rests,
            [
                vec!["N:   /usr/share/doc/*pkg*/copyright", "N:   Visibility: error"],
                vec!["N:   Please add one."],
                vec![],
                vec!["N:   Please move the file to /usr/libexec."],
            ]
        );
    }

    #[test]
    fn one_level_alone_is_no_gutter() {
        let steps = "I: Retrieving InRelease\nI: Checking Release signature\nI: Valid Release signature\nI: Retrieving Packages\n";
        assert_eq!(bodies_of(steps), Bodies::default());
        let warnings = "W: a\nW: b\nW: c\nW: d\n";
        assert_eq!(bodies_of(warnings), Bodies::default());
    }

    #[test]
    fn an_ordinary_log_with_a_few_coded_lines_is_no_gutter() {
        let apt = "Reading package lists...\nBuilding dependency tree...\nReading state information...\n\
                   W: Some index files failed to download.\nE: Unable to locate package nope\n\
                   The following packages will be upgraded:\n  libc6 libc-bin\n";
        assert_eq!(bodies_of(apt), Bodies::default());
    }

    #[test]
    fn a_listing_of_keys_is_no_gutter() {
        let words = "Name: ctx\nVersion: 0.1.0\nLicense: MIT\nName: ctx-log\nVersion: 0.1.0\nLicense: MIT\n";
        assert_eq!(bodies_of(words), Bodies::default());
        // Two-letter upper-case keys, each once per record: no key is the body.
        let records = "ID: 1\nOS: linux\nID: 2\nOS: macos\nID: 3\nOS: windows\n";
        assert_eq!(bodies_of(records), Bodies::default());
    }

    #[test]
    fn a_body_is_the_lowest_level() {
        // Errors with a note among them: the errors are no body of the note.
        let errors = "E: one\nE:\nE:   two\nE:   three\nN: a note\nE: four\nE:   five\n";
        assert_eq!(bodies_of(errors), Bodies::default());
        // Notes laid out under a warning and an error: those head the notes below them.
        let notes = "N:\nN:   one\nW: low disk\nN:   three\nN:   four\nE: failed\nN:\nN:   five\n";
        let b = bodies_of(notes);
        assert_eq!(rows(notes, &b.kept), ["W: low disk", "N:   three", "E: failed", "N:   five"]);
    }

    #[test]
    fn events_are_no_body() {
        // A report of findings by level (puppet-lint's), most of them warnings: each is a finding.
        let mut report = String::from("ERROR: a not in autoload layout on line 2\nERROR: b on line 26\n");
        for k in 0..13 {
            let _ = writeln!(report, "WARNING: unquoted file mode on line {k} (check: mode)");
        }
        assert_eq!(bodies_of(&report), Bodies::default());
        // A tool's steps with a warning and an error among them.
        let steps = "I: one\nI: two\nW: low disk\nI: three\nI: four\nE: failed\nI: five\n";
        assert_eq!(bodies_of(steps), Bodies::default());
    }

    #[test]
    fn the_rarest_levels_come_first_within_the_bytes() {
        let mut text = String::new();
        let long = "x".repeat(200);
        for k in 0..100 {
            let _ = writeln!(text, "W: {k} {long}\nN:   body {k}");
        }
        text.push_str("E: the one error\nN:   its body\nN:   more\n");
        for k in 0..200 {
            let _ = writeln!(text, "N:   filler {k}");
        }
        let b = bodies_of(&text);
        // The warnings are over the budget: the error alone is kept.
        assert_eq!(rows(&text, &b.kept), ["E: the one error", "N:   its body"]);
    }

    proptest! {
        /// Any text: no panic; the kept lines and rests are lines of the text, each kept line a
        /// headline of a code or the naming body line right after one.
        #[test]
        fn any_text(text in "((N|E|W|I|X|id|INFO)(: |:)?[a-z ]{0,6}\n?){0,40}") {
            let lines = Lines::new(&text);
            let b = bodies(&lines);
            for &i in b.kept.iter().chain(b.rests.iter().flatten()) {
                prop_assert!(i < lines.len());
                prop_assert!(code(lines.bytes(i)).is_some());
            }
            prop_assert!(b.kept.windows(2).all(|w| w[0] < w[1]));
        }

        /// Arbitrary text, codes or none: no panic, and every kept line is a line of it.
        #[test]
        fn arbitrary_text(text in "\\PC{0,600}") {
            let lines = Lines::new(&text);
            let b = bodies(&lines);
            prop_assert!(b.kept.iter().chain(b.rests.iter().flatten()).all(|&i| i < lines.len()));
        }

        /// A written gutter: every rarer-level line is kept, and so is its body's first naming
        /// line.
        #[test]
        fn every_headline_is_kept(heads in proptest::collection::vec((0..3usize, 1..5usize), 1..12)) {
            let mut text = String::new();
            let mut expected = Vec::new();
            for (n, (level, body)) in heads.iter().enumerate() {
                let code = ["E", "W", "X"][*level];
                let head = format!("{code}: finding {n}");
                text.push_str(&head);
                text.push('\n');
                expected.push(head);
                text.push_str("N:\n");
                for k in 0..*body {
                    let line = format!("N:   explanation {n} line {k}");
                    if k == 0 {
                        expected.push(line.clone());
                    }
                    text.push_str(&line);
                    text.push('\n');
                }
            }
            let b = bodies_of(&text);
            prop_assert_eq!(rows(&text, &b.kept), expected);
        }
    }
}
