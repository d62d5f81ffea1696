//! A diagnostic's header is worth more than its code frame: in a block opened by a line at the
//! margin that starts with a place, `path:line[:col]`, over a code frame, the header and its
//! first message line are kept whatever the budget; the frame and the fix fold first.
//!
//! A linter in the rome/miette style (biome, and any tool that writes its findings so) writes each
//! diagnostic as a header naming the place and the rule (`src/hives.js:35:7
//! lint/correctness/noUnusedVariables  FIXABLE  ━━━`), a message line (`  ! This variable
//! unusedThreshold is unused.`), a code frame (`  > 35 │ const unusedThreshold = 3;`, `     │
//! ^^^^`) and often a fix drawn as a frame too. No keyword names the header's level, so the
//! filler took the frames and fix lines in order and ran out of budget with headers inside
//! `[N lines omitted]`: the place, the rule and the message — what the agent acts on — were gone,
//! while the quoted source it can read again was kept. So a line at the margin whose first word
//! is a place ([`crate::findings`]'s `path:line[:col]`, a `:` after it or not) opens a block: the
//! indented lines under it, up to the next non-blank line at the margin. When the block holds a
//! code frame — a line whose text, past its indentation, a `>` marker and up to two line numbers,
//! starts at a gutter (`│`, `┃` or `|`) — the header is a diagnostic's, and it and its block's
//! first line (when that is no frame line: the message) are kept whatever the budget, headers
//! first, up to [`MAX_BYTES`] (`ctx_squash_core::LISTING_ROWS`, the size every listing's rows are
//! kept up to); a message line written word for word under an earlier header is not kept again
//! (the rule's one wording under a hundred headers). The frames and fixes are left to the budget,
//! and to recall. A header that names a level (`src/a.c:3:5: error: …` over its quoted source)
//! is a headline the tiers of diagnostics already rank, with their caps and fold notes: it is
//! left to them. A grep's `path:line:text` matches open no block (each is at the margin) and are
//! no headers.

use std::collections::HashSet;

use ctx_squash_core::Lines;

use crate::squash::Part;

/// Bytes of headers and message lines kept whatever the budget at most.
const MAX_BYTES: usize = ctx_squash_core::LISTING_ROWS;
/// Lines looked at below a header for its code frame.
const REACH: usize = 64;
/// Bytes of a line read for its first word.
const WORD_REACH: usize = 256;

/// A header over a code frame, with its block's first line when that is a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Head {
    pub(crate) header: usize,
    pub(crate) message: Option<usize>,
}

/// The headers of diagnostics written over a code frame, in order (see the module's
/// documentation). Reads the lines alone: a two-thread squash reads them beside the miner.
pub(crate) fn heads(lines: &Lines<'_>) -> Vec<Head> {
    let n = lines.len();
    let mut found = Vec::new();
    let mut i = 0;
    while i < n {
        if !header(lines, i) {
            i += 1;
            continue;
        }
        let mut message = None;
        let mut first = true;
        let mut framed = false;
        let mut next = i + 1;
        while next < n && next <= i + REACH {
            let lead = lines.lead(next);
            if lead.blank {
                next += 1;
                continue;
            }
            if lead.white == 0 {
                break;
            }
            let line = lines.bytes(next);
            if frame_line(line) {
                framed = true;
                break;
            }
            if first {
                message = Some(next);
            }
            first = false;
            next += 1;
        }
        if framed {
            found.push(Head { header: i, message });
        }
        i += 1;
    }
    found
}

/// The lines of `heads` kept whatever the budget: every header no tier of diagnostics ranks (its
/// `in_block` part is no headline), then the first message line of each, not one written word for
/// word under an earlier header, in order while all fit in [`MAX_BYTES`]; sorted.
pub(crate) fn kept(lines: &Lines<'_>, heads: &[Head], in_block: &[Part]) -> Vec<usize> {
    let heads: Vec<&Head> =
        heads.iter().filter(|h| in_block.get(h.header).is_some_and(|&p| p != Part::Headline)).collect();
    let mut spent = 0;
    let mut kept = Vec::new();
    for head in &heads {
        spent += lines.get(head.header).len() + 1;
        if spent > MAX_BYTES {
            return kept;
        }
        kept.push(head.header);
    }
    let mut said: HashSet<&[u8]> = HashSet::new();
    for message in heads.iter().filter_map(|h| h.message) {
        if !said.insert(lines.bytes(message).trim_ascii()) {
            continue;
        }
        spent += lines.get(message).len() + 1;
        if spent > MAX_BYTES {
            break;
        }
        kept.push(message);
    }
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Whether line `i` is at the margin and opens with a place, `path:line[:col]` (a `:` after it
/// or not), as its first word.
fn header(lines: &Lines<'_>, i: usize) -> bool {
    let line = lines.bytes(i);
    // A cheap test first: a path starts with a letter, a digit, `.`, `/`, `~` or `_`.
    if !line.first().is_some_and(|&b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'/' | b'~' | b'_')) {
        return false;
    }
    let head = line.get(..line.len().min(WORD_REACH)).unwrap_or(line);
    let word = head.split(u8::is_ascii_whitespace).next().unwrap_or_default();
    let Some(place) = crate::findings::path_line(word) else { return false };
    // The place is the whole word, or a `:` ends it.
    word.get(place.len()..).is_some_and(|rest| rest.is_empty() || rest == b":")
}

/// Whether `line` is a line of a code frame: past its indentation, a `>` marker (the line the
/// finding is on) and up to two line numbers (a fix's old and new lines), it starts at a gutter
/// (`│`, `┃`, `|`).
pub(crate) fn frame_line(line: &[u8]) -> bool {
    let mut rest = line.trim_ascii_start();
    if let Some(after) = rest.strip_prefix(b">") {
        rest = after.trim_ascii_start();
    }
    for _ in 0..2 {
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            break;
        }
        rest = rest.get(digits..).unwrap_or_default().trim_ascii_start();
    }
    rest.starts_with("│".as_bytes()) || rest.starts_with("┃".as_bytes()) || rest.starts_with(b"|")
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    const BIOME: &str = "\
src/hives.js:35:7 lint/correctness/noUnusedVariables  FIXABLE  ━━━━━━━━━━

  ! This variable unusedThreshold is unused.
  
    34 │ 
  > 35 │ const unusedThreshold = 3;
       │       ^^^^^^^^^^^^^^^
  
  i Unsafe fix: If this is intentional, prepend unusedThreshold with an underscore.
  
    35    │ - const·unusedThreshold·=·3;
       35 │ + const·_unusedThreshold·=·3;
  

src/export.mjs:22:3 parse ━━━━━━━━━━━━━━━━

  × expected `,` but instead found `;`
  
  > 22 │   ;
     │   ^
  

Checked 2 files in 5ms. No fixes applied.
";

    #[test]
    fn frame_lines() {
        for line in [
            "    1 │ // Hive dashboard helpers",
            "  > 3 │ const fs = require('fs');",
            "      │                    ^^^^",
            "     1  1 │   // Hive",
            "        3 │ + const·fs",
            "  3 | int x = y;",
            "    |     ^",
            "  ┃ x",
        ] {
            assert!(frame_line(line.as_bytes()), "{line}");
        }
        for line in ["  i A Node.js builtin module", "  × expected", "12 passed", "src/a.rs | 3 ++-", ""] {
            assert!(!frame_line(line.as_bytes()), "{line}");
        }
    }

    #[test]
    fn headers_over_a_frame_and_their_messages() {
        let lines = Lines::new(BIOME);
        let heads = heads(&lines);
        assert_eq!(heads, vec![Head { header: 0, message: Some(2) }, Head { header: 14, message: Some(16) }]);
        let kept = kept(&lines, &heads, &vec![Part::Free; lines.len()]);
        assert_eq!(kept, vec![0, 2, 14, 16]);
        // A header a tier of diagnostics ranks is left to it.
        let mut parts = vec![Part::Free; lines.len()];
        parts[14] = Part::Headline;
        assert_eq!(super::kept(&lines, &heads, &parts), vec![0, 2]);
    }

    #[test]
    fn no_block_no_header() {
        // A grep's matches at the margin open no block; a place over prose has no frame.
        let grep = "src/a.rs:12:fn main() {\nsrc/a.rs:13:    let x = 1; // a | b\nsrc/b.rs:4:x\n";
        assert!(heads(&Lines::new(grep)).is_empty());
        let prose = "src/a.rs:12 something\n  more words here\n  and here\nnext\n";
        assert!(heads(&Lines::new(prose)).is_empty());
        // A place that is not the whole first word is no header.
        let url = "http://x.org:80/a b\n  msg\n  3 │ x\n";
        assert!(heads(&Lines::new(url)).is_empty());
    }

    #[test]
    fn a_frame_first_has_no_message() {
        let gcc = "src/a.c:3:5: conflicting types\n    3 | int f(void);\n      |     ^\n";
        assert_eq!(heads(&Lines::new(gcc)), vec![Head { header: 0, message: None }]);
    }

    #[test]
    fn a_message_said_again_is_kept_once() {
        let one = "src/a.js:1:1 lint/x\n\n  i Prefer node: imports.\n\n  > 1 │ x\n";
        let text = format!("{one}{}", one.replace("a.js:1:1", "b.js:2:2"));
        let lines = Lines::new(&text);
        let heads = heads(&lines);
        assert_eq!(heads.len(), 2);
        assert_eq!(kept(&lines, &heads, &vec![Part::Free; lines.len()]), vec![0, 2, 5]);
    }

    /// A lint report in biome's shape: headers of several shapes (a fixable rule's and not),
    /// each over a message, a code frame of distinct source lines and a fix.
    fn report(n: usize, frame: usize, seed: usize) -> (String, Vec<(String, String)>) {
        let words = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa"];
        let mut text = String::new();
        let mut facts = Vec::new();
        for d in 0..n {
            let m = seed + d;
            let word = words[m % words.len()];
            let fixable = if m.is_multiple_of(3) { "  FIXABLE  " } else { " " };
            let header = format!(
                "src/{word}{m}.js:{}:{} lint/group{}/no{word}Rule{d}{fixable}━━━━━━━━━━",
                m % 97 + 1,
                d + 3,
                m % 4
            );
            let mark = ["×", "!", "i"][m % 3];
            let message = format!(
                "  {mark} The {word} value {m} can never be read {}.",
                "after this point".repeat(d % 3 + 1)
            );
            let _ = write!(text, "{header}\n\n{message}\n  \n");
            for k in 0..frame {
                let at = if k == frame / 2 { ">" } else { " " };
                let _ = writeln!(
                    text,
                    "  {at} {} │ let {word}{k}x{m} = fetch_{word}(source{k}, {m}, \"{}\");",
                    k + 1,
                    k * m
                );
            }
            let _ = write!(
                text,
                "       │ {}\n  \n  i Unsafe fix: rename {word}{m}.\n  \n",
                "^".repeat(d % 9 + 3)
            );
            for k in 0..frame / 2 {
                let _ = writeln!(text, "    {} {} │ - let {word}{k}x{m} = 1;", k + 1, k + 1);
            }
            text.push_str("  \n\n");
            facts.push((header, message));
        }
        let _ = write!(text, "Checked {n} files in 5ms. No fixes applied.\nFound {n} errors.\n");
        (text, facts)
    }

    #[test]
    fn the_squash_keeps_every_header_and_message_over_long_frames() {
        let (text, facts) = report(12, 12, 7);
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len(), "{out}");
        for (header, message) in facts {
            assert!(out.lines().any(|l| l == header), "{header}:\n{out}");
            assert!(out.lines().any(|l| l == message), "{message}:\n{out}");
        }
    }

    proptest! {
        #[test]
        fn any_text_is_read_without_panic(text in "(([a-z./]{0,6}:[0-9]{0,3}(:[0-9]{1,2})? ?[a-z ]{0,6}|  ?>? ?[0-9]{0,2} ?[│|┃]? ?[a-z^]{0,4}|  [a-z×!]{0,8}|)\n){0,40}") {
            let lines = Lines::new(&text);
            let heads = heads(&lines);
            let parts = vec![Part::Free; lines.len()];
            let kept = kept(&lines, &heads, &parts);
            for head in &heads {
                // Every header is at the margin and names a place, and its message is below it.
                prop_assert!(header(&lines, head.header));
                prop_assert!(head.message.is_none_or(|m| m > head.header && !frame_line(lines.bytes(m))));
                prop_assert!(kept.contains(&head.header));
            }
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
        }

        #[test]
        fn any_string_is_read_without_panic(text in "(\\PC|\n){0,600}") {
            let lines = Lines::new(&text);
            let heads = heads(&lines);
            let kept = kept(&lines, &heads, &vec![Part::Free; lines.len()]);
            prop_assert!(kept.iter().all(|&i| i < lines.len()));
        }

        #[test]
        fn every_header_and_message_survives_the_squash(n in 1usize..24, frame in 4usize..24, seed in 0usize..1000) {
            let (text, facts) = report(n, frame, seed);
            let out = crate::squash_log(&text);
            for (header, message) in facts {
                prop_assert!(out.lines().any(|l| l == header), "{}", header);
                prop_assert!(out.lines().any(|l| l == message), "{}", message);
            }
        }
    }
}
