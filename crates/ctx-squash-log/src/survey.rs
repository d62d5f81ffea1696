//! One look at every line for what any output may hold, whatever tool wrote it: section
//! headings, the identifiers an agent copies, a tool's own bracketed notes (the core's
//! [`is_heading`], [`identifiers`], [`is_annotation`]).

use std::collections::HashSet;

use ctx_squash_core::{
    Copies, Keyed, Lines, Seen, Templates, hash_bytes, identifiers_in, is_annotation, is_hash, is_heading,
    is_rule, omitted_count,
};

use crate::classify::located_frame;
use crate::formats;
use crate::squash::named_number_in;

/// Headings kept at most: past them a heading is a line like any other.
const MAX_HEADINGS: usize = 200;
/// Lines kept for the identifiers they name, at most.
const MAX_IDENTIFIER_LINES: usize = 400;
/// Lines naming nothing but hashes gathered at most before a routine's are left out (see
/// [`Named`]): so many rows of a routine crowd out no line after them.
const MAX_HASH_LINES: usize = 4096;
/// User frames kept for their shape alone, at most.
const MAX_FRAMES: usize = 30;
/// Longest line looked at for a heading or a note (a longer one is neither).
const MAX_SHAPED: usize = 160;
/// Lines kept for a failed system call, at most.
const MAX_FAILED_CALLS: usize = 200;

/// What the look found, each a list of line indices in order.
#[derive(Debug, Default)]
pub(crate) struct Survey {
    /// Section headings (and a title underlined by a rule).
    pub headings: Vec<usize>,
    /// For each identifier, the first line naming it, at most [`MAX_IDENTIFIER_LINES`] of them,
    /// but the rows of a routine that name nothing but hashes (see `routine_ids`).
    pub identifiers: Vec<usize>,
    /// A tool's bracketed notes (`[Previous line repeated 991 more times]`).
    pub annotations: Vec<usize>,
    /// Stack frames told by their shape that are in the user's own code (not a library's), each
    /// distinct one once, at most [`MAX_FRAMES`].
    pub frames: Vec<usize>,
    /// Every line shaped as a stack frame, the user's or a library's (`   8: core::iter::…`,
    /// `#3 0x… in f`, `at …`): classified, so never kept as what nothing classified.
    pub frame_lines: Vec<usize>,
    /// Per line, whether it holds a name with digits in it (see `squash::named_number`).
    pub named_numbers: Vec<bool>,
    /// Lines reporting a failed system call (`cp: cannot stat 'x': No such file or directory`,
    /// see [`crate::syscall`]), at most [`MAX_FAILED_CALLS`].
    pub failed_calls: Vec<usize>,
}

/// The lines kept for the identifiers they name, gathered a line at a time from the tokens the
/// template miner split it into (see [`Survey::mine`]). A line naming nothing but hashes may be a
/// routine's row, no news (`routine_ids`), told only once every line is mined: such lines are
/// gathered apart, up to [`MAX_HASH_LINES`], so a routine's rows never fill the count the lines
/// after them need; the count is taken once the routine's are left out ([`Named::news`]).
#[derive(Default)]
struct Named {
    /// Every identifier seen, hashed (the set keyed by that hash under the process's key).
    seen: HashSet<u64, Keyed>,
    /// Lines naming something besides a hash, at most [`MAX_IDENTIFIER_LINES`].
    lines: Vec<usize>,
    /// Lines naming nothing but hashes, at most [`MAX_HASH_LINES`].
    hashes: Vec<usize>,
}

impl Named {
    /// Each identifier on the first line that names it, while the count lasts; every identifier
    /// of the line is seen, whether an earlier one was new or not. A line that repeats an earlier
    /// one (`repeat`, the miner's) and holds no digit is that line's tokens again: every
    /// identifier it names was seen then, so it is not read.
    fn line(&mut self, i: usize, line: &str, spans: &[(usize, usize, bool)], repeat: bool) {
        if repeat && !spans.iter().any(|&(_, _, digit)| digit) {
            return;
        }
        // Past the count of other lines, no later line is among the first kept.
        if self.lines.len() < MAX_IDENTIFIER_LINES {
            let (mut new, mut only_hashes) = (false, true);
            for id in identifiers_in(line, spans) {
                new |= self.seen.insert(hash_bytes(id.as_bytes()));
                only_hashes &= is_hash(id);
            }
            if new && !only_hashes {
                self.lines.push(i);
            } else if new && self.hashes.len() < MAX_HASH_LINES {
                self.hashes.push(i);
            }
        }
    }

    /// The lines kept, in order: a routine's rows naming nothing but hashes left out
    /// (`routine_ids`), then the first [`MAX_IDENTIFIER_LINES`].
    fn news(self, lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
        let mut kept = crate::routine_ids::news(lines, templates, &self.hashes);
        kept.extend(self.lines);
        kept.sort_unstable();
        kept.truncate(MAX_IDENTIFIER_LINES);
        kept
    }
}

/// What [`Survey::of`] learned of a line from its text alone, a bit each, so a copy of it (the very
/// text of an earlier line, as the miner tells) is not looked at again.
const FRAME_LINE: u8 = 1;
const HEADING: u8 = 2;
const ANNOTATION: u8 = 4;
const FAILED_CALL: u8 = 8;

/// Not a copy of an earlier line ([`Survey::of`]'s `copy_of`).
const NO_COPY: u32 = u32::MAX;

impl Survey {
    /// The templates of the lines and the survey of them, each line split into tokens once.
    pub(crate) fn mine(lines: &Lines<'_>) -> (Templates, Survey) {
        let mut copy_of = Vec::with_capacity(lines.len());
        let (templates, named) = Survey::mine_names(lines, Some(&mut copy_of));
        (templates, Survey::of(lines, &copy_of).with_names(named))
    }

    /// The templates of the lines and what their tokens name (`identifiers`, `named_numbers`),
    /// the rest of the survey left empty: [`Survey::by_text`] reads it from the text alone,
    /// beside the miner, and [`Survey::with_names`] joins the two.
    pub(crate) fn mine_names(lines: &Lines<'_>, mut copy_of: Option<&mut Vec<u32>>) -> (Templates, Survey) {
        let mut named = Named::default();
        let mut named_numbers = Vec::with_capacity(lines.len());
        let templates = Templates::mine_each(lines, |i, spans, seen| {
            let (named_number, copy) = match seen {
                // A copy names what its first line named, all of it seen then.
                Seen::Copy(j) => {
                    (named_numbers.get(j).copied().unwrap_or(false), u32::try_from(j).unwrap_or(NO_COPY))
                }
                Seen::Shape => {
                    named.line(i, lines.get(i), spans, true);
                    (named_number_in(lines.bytes(i), spans), NO_COPY)
                }
                Seen::New => {
                    named.line(i, lines.get(i), spans, false);
                    (named_number_in(lines.bytes(i), spans), NO_COPY)
                }
            };
            named_numbers.push(named_number);
            if let Some(copy_of) = copy_of.as_deref_mut() {
                copy_of.push(copy);
            }
        });
        // A hash a routine row carries is no news (see `routine_ids`).
        let identifiers = named.news(lines, &templates);
        let survey = Survey { identifiers, named_numbers, ..Survey::default() };
        (templates, survey)
    }

    /// The survey but for what the miner's tokens name, from the text alone, a short line that
    /// copies an earlier one taken for it as the miner would (see [`copies`]): a copy is what its
    /// first line was, so the lists are the ones [`Survey::mine`] finds.
    pub(crate) fn by_text(lines: &Lines<'_>) -> Survey {
        Survey::of(lines, &copies(lines))
    }

    /// This survey by the text with the names of `named` (a [`Survey::mine_names`]).
    pub(crate) fn with_names(self, named: Survey) -> Survey {
        Survey { identifiers: named.identifiers, named_numbers: named.named_numbers, ..self }
    }

    /// The survey but for identifiers. A line that is a copy of an earlier one (`copy_of`, per
    /// line, or [`NO_COPY`]) is what that line was by its text alone ([`FRAME_LINE`] …), and names
    /// no frame not seen then; what its neighbours make of it is looked at anew.
    fn of(lines: &Lines<'_>, copy_of: &[u32]) -> Survey {
        let mut survey = Survey::default();
        let mut seen_frames = HashSet::new();
        let mut marks: Vec<u8> = Vec::with_capacity(lines.len());
        for i in 0..lines.len() {
            let line = lines.get(i);
            let copied = copy_of.get(i).and_then(|&j| marks.get(j as usize)).copied();
            let mut mark = 0;
            if copied.map_or_else(|| numbered_or_at(line.as_bytes()), |m| m & FRAME_LINE != 0) {
                mark |= FRAME_LINE;
                survey.frame_lines.push(i);
            }
            if copied.is_none()
                && survey.frames.len() < MAX_FRAMES
                && frame_opening(line.as_bytes())
                && located_frame(line.as_bytes())
            {
                let lower = line.trim().to_ascii_lowercase();
                if !formats::library(lower.as_bytes()) && seen_frames.insert(hash_bytes(frame_key(&lower))) {
                    survey.frames.push(i);
                }
            }
            if line.len() <= MAX_SHAPED && survey.headings.len() < MAX_HEADINGS {
                let heading =
                    copied.map_or_else(|| is_heading(line) || formats::heading(line), |m| m & HEADING != 0);
                if heading {
                    mark |= HEADING;
                }
                if heading || (i + 1 < lines.len() && introduces_frames(line, lines.get(i + 1))) {
                    survey.headings.push(i);
                } else if i > 0 && is_rule(line) && underlined(lines.get(i - 1)) {
                    survey.headings.push(i - 1);
                }
            }
            if copied.map_or_else(
                || line.len() <= MAX_SHAPED && is_annotation(line) && omitted_count(line).is_none(),
                |m| m & ANNOTATION != 0,
            ) {
                mark |= ANNOTATION;
                survey.annotations.push(i);
            }
            if survey.failed_calls.len() < MAX_FAILED_CALLS
                && copied
                    .map_or_else(|| crate::syscall::failed_call(line.as_bytes()), |m| m & FAILED_CALL != 0)
            {
                mark |= FAILED_CALL;
                survey.failed_calls.push(i);
            }
            marks.push(copied.unwrap_or(mark));
        }
        survey.headings.sort_unstable();
        survey.headings.dedup();
        survey
    }
}

/// Per line, the earlier line whose very text it is (a short line's, the first of that text), or
/// [`NO_COPY`]: the miner's look-up of copies (`ctx_squash_core::Copies`, its bounds), made beside
/// it for [`Survey::by_text`]. The text is compared, not only its hash, so no two lines are merged
/// by a collision.
fn copies(lines: &Lines<'_>) -> Vec<u32> {
    let mut seen = Copies::new(lines.text().len());
    (0..lines.len())
        .map(|i| {
            let line = lines.bytes(i);
            let key = Copies::key(line);
            if let Some(j) = seen.of(key, |j| lines.bytes(j) == line) {
                u32::try_from(j).unwrap_or(NO_COPY)
            } else {
                seen.keep(key, i);
                NO_COPY
            }
        })
        .collect()
}

/// A short line ending in a colon right above a stack frame heads that trace (`AddressSanitizer`'s
/// `freed by thread T0 here:`, `previously allocated by thread T0 here:`).
fn introduces_frames(line: &str, next: &str) -> bool {
    // Most lines end in another plain byte: no trim needed to refuse them.
    if line.as_bytes().last().is_some_and(|&b| {
        b.is_ascii() && b != b':' && !matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
    }) {
        return false;
    }
    let t = line.trim();
    t.ends_with(':')
        && t.len() <= 100
        && t.split_whitespace().count() <= 10
        && frame_opening(next.as_bytes())
        && located_frame(next.as_bytes())
}

/// An indented frame by its opening alone: a frame number and a colon or a symbol
/// (`   8: core::iter::…`, `  #3 0x55d4 in f`), or `at ` (`    at java.base/…`).
fn numbered_or_at(line: &[u8]) -> bool {
    let t = trim_ascii_start(line);
    if t.len() == line.len() {
        return false;
    }
    if t.starts_with(b"at ") {
        return true;
    }
    let body = t.strip_prefix(b"#").unwrap_or(t);
    let digits = body.iter().take_while(|b| b.is_ascii_digit()).count();
    digits > 0 && (body[digits..].starts_with(b": ") || (t[0] == b'#' && body[digits..].starts_with(b" ")))
}

/// `<[u8]>::trim_ascii_start`, past runs of eight spaces a word at a time first (a debug dump's
/// lines are indented by dozens).
fn trim_ascii_start(line: &[u8]) -> &[u8] {
    let mut n = 0;
    while line.get(n..n + 8).is_some_and(|w| w == b"        ") {
        n += 8;
    }
    line[n..].trim_ascii_start()
}

/// A cheap look at whether a line may be a frame: it opens with `#`, a digit, `/`, `.`, `from`
/// or `at` past its indentation.
fn frame_opening(line: &[u8]) -> bool {
    let t = trim_ascii_start(line);
    matches!(t.first(), Some(b'#' | b'/' | b'.' | b'0'..=b'9'))
        || t.starts_with(b"from ")
        || t.starts_with(b"at ")
}

/// A frame's identity: its text past a frame number and address, so the same place reached
/// twice is one frame.
fn frame_key(lower: &str) -> &[u8] {
    let body = lower.trim_start_matches(|c: char| c == '#' || c.is_ascii_digit() || c == ':' || c == ' ');
    let body =
        body.strip_prefix("0x").map_or(body, |rest| rest.trim_start_matches(|c: char| c.is_ascii_hexdigit()));
    body.trim_start().as_bytes()
}

/// A line a rule below it makes a title: not blank, not a rule itself, short.
fn underlined(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && t.len() <= 80 && !is_rule(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indentation_is_trimmed_as_the_standard_library_trims_it() {
        for line in ["", "x", "        ", "         \t\x0bx", "                 y ", "\t\n\x0c\r z"] {
            assert_eq!(trim_ascii_start(line.as_bytes()), line.as_bytes().trim_ascii_start(), "{line:?}");
        }
    }

    #[test]
    fn a_copy_of_a_line_is_surveyed_as_that_line_was() {
        let once = "Results\n=======\n[Previous line repeated 3 more times]\n    at foo (src/app.js:10:5)\ncp: cannot stat 'x': No such file or directory\n   8: std::rt::lang_start\nfreed by thread T0 here:\n    #0 0x4 in f /src/a.c:3\nResults\nx\n";
        let text = once.repeat(3);
        let lines = Lines::new(&text);
        let (_, mined) = Survey::mine(&lines);
        let plain = Survey::of(&lines, &[]);
        let by_text = Survey::by_text(&lines);
        for survey in [&mined, &by_text] {
            assert_eq!(survey.headings, plain.headings);
            assert_eq!(survey.annotations, plain.annotations);
            assert_eq!(survey.frames, plain.frames);
            assert_eq!(survey.frame_lines, plain.frame_lines);
            assert_eq!(survey.failed_calls, plain.failed_calls);
        }
        assert_eq!(copies(&lines)[10..13], [0, 1, 2]);
        assert_eq!(mined.headings, plain.headings);
        assert_eq!(mined.annotations, plain.annotations);
        assert_eq!(mined.frames, plain.frames);
        assert_eq!(mined.frame_lines, plain.frame_lines);
        assert_eq!(mined.failed_calls, plain.failed_calls);
        assert_eq!(plain.annotations, [2, 12, 22]);
        assert_eq!(plain.failed_calls, [4, 14, 24]);
    }

    /// A 40-digit digest for `k` (tests).
    fn digest(k: u64) -> String {
        use crate::routine_ids::checksum;
        format!(
            "{}{}{}{}{}",
            checksum(k),
            checksum(k + 7),
            checksum(k + 11),
            checksum(k + 13),
            checksum(k + 17)
        )
    }

    /// review48: a routine of more hash rows than the lines kept for identifiers fills no count
    /// the lines after it need — each published artifact's line is kept for its identifiers, and
    /// the squash keeps every digest.
    #[test]
    fn a_routine_of_hashes_crowds_out_no_later_line() {
        use std::fmt::Write as _;
        for routine in [300, 390, 450, 1000] {
            let mut text = crate::routine_ids::routine_log(routine);
            for k in 0..150 {
                let _ = writeln!(
                    text,
                    "published artifact svc-{k}.tar to s3://rel/a{k} with digest {}",
                    digest(1000 + k)
                );
            }
            let lines = Lines::new(&text);
            let (_, survey) = Survey::mine(&lines);
            let published: Vec<usize> = (routine as usize..lines.len()).collect();
            assert!(
                published.iter().all(|i| survey.identifiers.binary_search(i).is_ok()),
                "{routine}: {} identifier lines",
                survey.identifiers.len()
            );
            assert!(survey.identifiers.len() <= MAX_IDENTIFIER_LINES);
            let out = crate::squash_log(&text);
            let kept = (0..150).filter(|&k| out.contains(&digest(1000 + k))).count();
            assert_eq!(kept, 150, "{routine}:\n{out}");
        }
    }

    #[test]
    fn a_look_at_every_line() {
        let text = "Results\n=======\ncommit 1a2b3c4d\nx\ncommit 1a2b3c4d\n[Previous line repeated 3 more times]\nDESCRIPTION\n[4 lines omitted]\n";
        let (_, survey) = Survey::mine(&Lines::new(text));
        assert_eq!(survey.headings, [0, 6]);
        assert_eq!(survey.identifiers, [2]);
        assert_eq!(survey.annotations, [5]);
    }
}
