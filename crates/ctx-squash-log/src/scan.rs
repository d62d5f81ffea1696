//! The single pass over a log: an escape-stripped, lowercased view, a chunk at a time, in which
//! searches for trigger literals jump from one candidate line to the next.

use std::ops::ControlFlow;
use std::sync::LazyLock;

use ctx_squash_core::{count_newlines, strip_escapes};

use crate::formats;
use aho_corasick::Span;
use aho_corasick::packed::{Config, MatchKind, Searcher};
use memchr::{memchr, memmem, memrchr};
use regex::bytes::Regex;

/// Bytes of input viewed at a time (extended to the next line end).
const CHUNK: usize = 64 * 1024;

/// Lowercase literals of the principles; a line containing none of them, nor one of a format's
/// ([`formats::triggers`]), is never classified as anything.
///
/// Past about 43 literals in all the regex's vector search slows down by a quarter (callgrind on
/// the squash bench), and one literal shorter than 3 bytes makes it fall back to two-byte
/// fingerprints (every double space a candidate: 1.6× the instructions), so every literal must
/// earn its place and be at least 3 bytes long.
const TRIGGERS: &[&str] = &[
    "error",
    "fail",
    "fatal",
    "panic",
    "exception",
    "traceback",
    "critical",
    "err!",
    "abort",
    "segmentation fault",
    "warn",
    "deprecat",
    "passed",
    "finished",
    // `exit code`, `exit status`.
    "exit ",
    "build succe",
    "lines omitted]",
    // A line labelled a summary (`SUMMARY: AddressSanitizer: …`, `LEAK SUMMARY:`).
    "summary:",
    // The linker's errors.
    "undefined reference",
    "multiple definition",
];

/// Every trigger: the principles' and the formats'.
fn all_triggers() -> impl Iterator<Item = &'static str> {
    TRIGGERS.iter().copied().chain(formats::triggers())
}

/// A search for any of a set of literals: a packed (Teddy) searcher where the CPU has one, which
/// checks its own candidates; else a regex of their alternation.
pub(crate) enum Literals {
    Packed(Searcher),
    Regex(Regex),
}

impl Literals {
    pub(crate) fn new(literals: &[&[u8]]) -> Literals {
        let packed = Config::new().match_kind(MatchKind::LeftmostFirst).builder().extend(literals).build();
        packed.map_or_else(|| Literals::regex(literals), Literals::Packed)
    }

    /// [`Literals::new`] with a bucket for each literal where the CPU has the wide packed search
    /// (at most 16 literals): a bucket's fingerprint then admits only its literal's own leading
    /// bytes instead of any mix of the nibbles of the literals sharing it.
    pub(crate) fn bucketed(literals: &[&[u8]]) -> Literals {
        let wide = Config::new()
            .match_kind(MatchKind::LeftmostFirst)
            .only_teddy_fat(Some(true))
            .builder()
            .extend(literals)
            .build();
        wide.map_or_else(|| Literals::new(literals), Literals::Packed)
    }

    /// The regex of their alternation (the search where no packed one can be built).
    fn regex(literals: &[&[u8]]) -> Literals {
        let pattern = literals
            .iter()
            .map(|l| regex::escape(std::str::from_utf8(l).expect("the literals are text")))
            .collect::<Vec<_>>()
            .join("|");
        Literals::Regex(Regex::new(&pattern).expect("an alternation of escaped literals is a valid regex"))
    }

    /// Where the leftmost literal at or after `pos` starts.
    pub(crate) fn find_at(&self, hay: &[u8], pos: usize) -> Option<usize> {
        match self {
            Literals::Packed(searcher) => {
                searcher.find_in(hay, Span::from(pos..hay.len())).map(|m| m.start())
            }
            Literals::Regex(regex) => regex.find_at(hay, pos).map(|m| m.start()),
        }
    }
}

/// A search for any of a set of literals in several passes, each remembering its next match:
/// the literals of at least [`MASK`] bytes in packed searches of [`GROUP`] each, each shorter one
/// (valgrind's `== `) in a substring search of its own.
///
/// A packed search fingerprints as many leading bytes as its shortest literal has, up to four, in
/// buckets of literals (nibble by nibble); with a 3-byte literal among the rest and 40 literals in
/// 16 buckets, false candidates cost most of the trigger scan (11.3 M instructions per MB of the
/// trace log under callgrind; 8.3 M with 4-byte fingerprints in one search, 5.7 M in three).
pub(crate) struct AnyOf {
    searches: Vec<Search>,
}

/// One pass of an [`AnyOf`].
enum Search {
    Packed(Literals),
    Substring(memmem::Finder<'static>),
}

/// The fingerprint length the packed search reaches with literals at least this long.
const MASK: usize = 4;

/// Literals per packed search: one per bucket of a wide (16-bucket) search, whose fingerprint
/// then admits only the literals' own first four bytes.
const GROUP: usize = 16;

/// What one pass of an [`AnyOf`] knows of its next match in a haystack.
#[derive(Clone, Copy)]
pub(crate) enum Next {
    /// Not searched yet, or its match lies before the position now asked.
    Unknown,
    /// Its leftmost match at or after the position it was last asked from.
    At(usize),
    /// No match from there to the haystack's end.
    Never,
}

impl AnyOf {
    pub(crate) fn new(literals: &[&'static [u8]]) -> AnyOf {
        let (long, short): (Vec<&'static [u8]>, Vec<&'static [u8]>) =
            literals.iter().partition(|l| l.len() >= MASK);
        let packed = long.chunks(GROUP).map(|group| Search::Packed(Literals::bucketed(group)));
        let substring = short.into_iter().map(|l| Search::Substring(memmem::Finder::new(l)));
        AnyOf { searches: packed.chain(substring).collect() }
    }

    /// The number of passes: the slots [`AnyOf::leftmost`] remembers.
    pub(crate) fn passes(&self) -> usize {
        self.searches.len()
    }

    /// Where the leftmost literal at or after `pos` starts, remembering each pass's next match
    /// in `next` (a slot per pass, [`Next::Unknown`] at first, for the same `hay` and a `pos` that
    /// never goes back; a pass past the slots searches every time): a match at or after `pos`
    /// found from an earlier, smaller `pos` is still the leftmost, so each pass reads each byte
    /// once.
    pub(crate) fn leftmost(&self, hay: &[u8], pos: usize, next: &mut [Next]) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (index, search) in self.searches.iter().enumerate() {
            let mut unknown = Next::Unknown;
            let slot = next.get_mut(index).unwrap_or(&mut unknown);
            let known = match *slot {
                Next::At(at) if at >= pos => Some(at),
                Next::Never => None,
                Next::At(_) | Next::Unknown => {
                    let found = match search {
                        Search::Packed(literals) => literals.find_at(hay, pos),
                        Search::Substring(finder) => finder.find(&hay[pos..]).map(|at| pos + at),
                    };
                    *slot = found.map_or(Next::Never, Next::At);
                    found
                }
            };
            best = match (best, known) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        best
    }
}

static TRIGGER: LazyLock<AnyOf> =
    LazyLock::new(|| AnyOf::new(&all_triggers().map(str::as_bytes).collect::<Vec<_>>()));

/// A line of the input that contains a trigger literal.
pub(crate) struct Hit<'a> {
    /// 0-based line index in the whole input.
    pub idx: usize,
    /// The line with escape sequences removed and ASCII lowercased.
    pub lower: &'a [u8],
    /// The same line with escape sequences removed, in its original case (same length as
    /// `lower`, byte for byte).
    pub orig: &'a [u8],
}

/// Calls `f` for every line containing a trigger literal, in order, until it breaks.
pub(crate) fn for_each_hit(bytes: &[u8], mut f: impl FnMut(Hit<'_>) -> ControlFlow<()>) {
    let mut view = Vec::new();
    let mut stripped = Vec::new();
    let mut next = Vec::new();
    let mut chunk_start = 0;
    let mut first_line = 0;
    while chunk_start < bytes.len() {
        let target = chunk_start + CHUNK;
        let chunk_end = if target >= bytes.len() {
            bytes.len()
        } else {
            memchr(b'\n', &bytes[target..]).map_or(bytes.len(), |i| target + i + 1)
        };
        let chunk = &bytes[chunk_start..chunk_end];
        // A chunk without an escape is its own escape-free text: not copied.
        let orig: &[u8] = if memchr(0x1b, chunk).is_some() {
            stripped.clear();
            strip_escapes(chunk, &mut stripped);
            &stripped
        } else {
            chunk
        };
        view.clear();
        view.extend(orig.iter().map(u8::to_ascii_lowercase));
        let (mut pos, mut counted, mut line) = (0, 0, 0);
        next.clear();
        next.resize(TRIGGER.passes(), Next::Unknown);
        while let Some(start) = TRIGGER.leftmost(&view, pos, &mut next) {
            let ls = memrchr(b'\n', &view[pos..start]).map_or(pos, |i| pos + i + 1);
            let le = memchr(b'\n', &view[start..]).map_or(view.len(), |i| start + i);
            line += count_newlines(&view[counted..ls]);
            counted = ls;
            let hit = Hit { idx: first_line + line, lower: &view[ls..le], orig: &orig[ls..le] };
            if f(hit).is_break() {
                return;
            }
            pos = le + 1;
            if pos >= view.len() {
                break;
            }
        }
        // The view keeps every line end of the chunk: count only those past the last hit's line.
        first_line += line + count_newlines(&view[counted..]);
        chunk_start = chunk_end;
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The trigger search stays on its fast path: few literals, none shorter than 3 bytes.
    #[test]
    fn triggers_keep_the_search_fast() {
        assert!(all_triggers().count() <= 43, "{} literals", all_triggers().count());
        assert!(all_triggers().all(|t| t.len() >= 3), "a literal shorter than 3 bytes");
    }

    /// The packed search finds what the regex of the alternation finds, from every position.
    #[test]
    fn the_packed_search_finds_what_the_regex_finds() {
        let mut text = String::from("plain words, then  at x and ERROR: ");
        for trigger in all_triggers() {
            text.push_str(trigger);
            text.push_str(" filler ");
            text.push_str(&trigger[1..]);
            text.push('\n');
        }
        let view = text.to_ascii_lowercase();
        let triggers: Vec<&[u8]> = all_triggers().map(str::as_bytes).collect();
        let packed = Literals::new(&triggers);
        assert!(matches!(packed, Literals::Packed(_)) || !cfg!(target_arch = "x86_64"));
        let regex = Literals::regex(&triggers);
        for pos in 0..=view.len() {
            assert_eq!(packed.find_at(view.as_bytes(), pos), regex.find_at(view.as_bytes(), pos), "at {pos}");
        }
        // The bucketed searches of the trigger scan, a group at a time.
        for group in triggers.chunks(GROUP) {
            let (bucketed, regex) = (Literals::bucketed(group), Literals::regex(group));
            assert!(matches!(bucketed, Literals::Packed(_)) || !cfg!(target_arch = "x86_64"));
            for pos in 0..=view.len() {
                let found = bucketed.find_at(view.as_bytes(), pos);
                assert_eq!(found, regex.find_at(view.as_bytes(), pos), "at {pos}");
            }
        }
    }

    /// Every line holding a trigger, read plainly: the whole input stripped and lowercased at
    /// once, each line searched for each trigger.
    fn plain_hits(input: &str) -> Vec<(usize, String)> {
        let mut view = Vec::new();
        strip_escapes(input.as_bytes(), &mut view);
        view.make_ascii_lowercase();
        view.split(|&b| b == b'\n')
            .enumerate()
            .filter(|(_, line)| all_triggers().any(|t| line.windows(t.len()).any(|w| w == t.as_bytes())))
            .map(|(idx, line)| (idx, String::from_utf8_lossy(line).into_owned()))
            .collect()
    }

    fn hits(input: &str) -> Vec<(usize, String)> {
        let mut got = Vec::new();
        for_each_hit(input.as_bytes(), |h| {
            got.push((h.idx, String::from_utf8_lossy(h.lower).into_owned()));
            ControlFlow::Continue(())
        });
        got
    }

    /// The pieces arbitrary inputs are made of: every trigger, in both cases, cut short, and the
    /// text around them.
    fn piece() -> impl Strategy<Value = String> {
        let triggers: Vec<&'static str> = all_triggers().collect();
        prop_oneof![
            proptest::sample::select(triggers.clone()).prop_map(str::to_owned),
            proptest::sample::select(triggers.clone()).prop_map(str::to_ascii_uppercase),
            proptest::sample::select(triggers).prop_map(|t| t[..t.len() - 1].to_owned()),
            proptest::sample::select(vec!["\n", " ", "=", "==", "\t", "a", "\x1b[31m", "\x1b[0m", "é"])
                .prop_map(str::to_owned),
            "[ -~\n]{0,12}",
        ]
    }

    proptest::proptest! {
        /// The split search (one packed search, a substring search for each short literal, each
        /// remembering its next match) finds the lines a plain reading finds.
        #[test]
        fn the_search_finds_the_lines_a_plain_reading_finds(pieces in proptest::collection::vec(piece(), 0..60)) {
            let input = pieces.concat();
            proptest::prop_assert_eq!(hits(&input), plain_hits(&input));
        }
    }

    #[test]
    fn short_and_long_triggers_interleave() {
        let a = "==12== x\nerror\n== then error\nnothing\nerr== \nwarn\n";
        let b = format!("{}{}", "filler line\n".repeat(6000), a);
        for input in [a, b.as_str()] {
            assert_eq!(hits(input), plain_hits(input));
            assert_eq!(hits(input).len(), 5);
        }
    }

    #[track_caller]
    fn check(input: &str, expected: &[(usize, &str)]) {
        let mut got = Vec::new();
        for_each_hit(input.as_bytes(), |h| {
            got.push((h.idx, String::from_utf8_lossy(h.lower).into_owned()));
            ControlFlow::Continue(())
        });
        let got: Vec<(usize, &str)> = got.iter().map(|(i, l)| (*i, l.as_str())).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn finds_trigger_lines_with_indices() {
        check("a\nERROR x\nb\nwarning: y\n", &[(1, "error x"), (3, "warning: y")]);
        check("", &[]);
        check("nothing here\n", &[]);
    }

    #[test]
    fn colour_codes_do_not_hide_keywords() {
        check(
            "ok\n\x1b[1m\x1b[31merror\x1b[0m\x1b[1m: could not compile\x1b[0m\nx\n\x1b[33mwarn\x1b[0ming: z",
            &[(1, "error: could not compile"), (3, "warning: z")],
        );
        check("\x1b]8;;file:///x\x1b\\link\x1b]8;;\x1b\\ failed\n", &[(0, "link failed")]);
        check("\x1b[31", &[]);
    }

    #[test]
    fn escapes_never_swallow_a_line_end() {
        check("\x1b]0;title\nerror: a\n\x1b[12\nerror: b\n", &[(1, "error: a"), (3, "error: b")]);
    }

    #[test]
    fn indices_cross_chunks() {
        let filler = "info line that is quite ordinary\n".repeat(5000);
        let input = format!("{filler}\x1b[31mERROR\x1b[0m one\n{filler}FAILED two\n");
        check(&input, &[(5000, "error one"), (10_001, "failed two")]);
    }

    #[test]
    fn stops_when_asked() {
        let mut n = 0;
        for_each_hit(b"error\nerror\nerror\n", |_| {
            n += 1;
            ControlFlow::Break(())
        });
        assert_eq!(n, 1);
    }
}
