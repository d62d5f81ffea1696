//! A quoted string is one value: a token of a line that opens with `"` runs, blanks and all, to
//! the quote that closes it (and on to the next blank, as any token does), so a template varies
//! over the whole phrase — `:user ID packet: <*>` over `"Debian Stable Release Key (12/bookworm)
//! <…>"` — rather than over the words of phrases that happen to hold as many words, and a line
//! whose phrase has one word more is of the same template, not of another. What a fold note or
//! a row's name lists of such a line is then its phrase as written.
//!
//! Read by the template miner ([`crate::Templates`]) and by [`crate::tokens`], which split a
//! line alike; the spans the miner hands its callers stay runs of non-blanks.

use crate::bytes8::{splat, zero_bytes};

/// Where the token starting at `start` ends when it is a quoted phrase: it opens with `"`, a
/// blank stands before the next `"` (a phrase of one word is a token already), and the token
/// runs from that closing quote to the next blank or the line's end. `None` for any other token,
/// and for a quote that no other closes.
///
/// Each quote of a line is read at most twice (as an opening and as the closing one), so a line
/// is read in linear time whatever it holds.
pub(crate) fn phrase_end(line: &[u8], start: usize) -> Option<usize> {
    if line.get(start) != Some(&b'"') {
        return None;
    }
    let body = line.get(start + 1..)?;
    let close = start + 1 + quote_at(body)?;
    let inner = line.get(start + 1..close)?;
    if !inner.iter().any(|&b| matches!(b, b' ' | b'\t')) {
        return None;
    }
    let after = line.get(close + 1..).unwrap_or_default();
    Some(close + 1 + after.iter().position(|&b| matches!(b, b' ' | b'\t')).unwrap_or(after.len()))
}

/// The offset of the first `"` in `bytes`, eight bytes at a time.
fn quote_at(bytes: &[u8]) -> Option<usize> {
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let v = u64::from_le_bytes(word.try_into().unwrap_or_default());
        let quotes = zero_bytes(v ^ splat(b'"'));
        if quotes != 0 {
            return Some(at + (quotes.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    words.remainder().iter().position(|&b| b == b'"').map(|k| at + k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_phrase_runs_to_its_closing_quote() {
        let line = br#":user ID packet: "Debian Stable Release Key (12/bookworm) <x@y>" tail"#;
        let start = 17;
        let end = phrase_end(line, start).unwrap_or_default();
        assert_eq!(&line[start..end], br#""Debian Stable Release Key (12/bookworm) <x@y>""#);
        // What follows the closing quote up to a blank is the token's too.
        assert_eq!(phrase_end(br#""a b", c"#, 0), Some(6));
        // One word in quotes, an unclosed quote, a token that is no quote: not phrases.
        assert_eq!(phrase_end(br#""word" x"#, 0), None);
        assert_eq!(phrase_end(br#""open and never closed"#, 0), None);
        assert_eq!(phrase_end(b"plain words", 0), None);
        assert_eq!(phrase_end(b"", 0), None);
        assert_eq!(phrase_end(b"\"", 0), None);
        assert_eq!(phrase_end(b"a \"", 5), None);
    }

    /// Lines whose quoted phrases hold different numbers of words share one template, whose
    /// value is each line's phrase as written; the words outside quotes are tokens as before.
    #[test]
    fn the_miner_reads_a_phrase_as_one_value() {
        let text = ":user ID packet: \"Debian Archive Key (11/bullseye) <a@b.org>\"\n\
                    :user ID packet: \"Debian Security Archive Key (12/bookworm) <a@b.org>\"\n\
                    :user ID packet: \"Debian Stable Key (13/trixie) <c@d.org>\"\n\
                    say \"one\" to all\nsay \"three\" to all\n";
        let lines = crate::Lines::new(text);
        let templates = crate::Templates::mine(&lines);
        assert_eq!(templates.of(0), templates.of(1));
        assert_eq!(templates.of(0), templates.of(2));
        assert_eq!(templates.count(templates.of(0)), 3);
        assert_eq!(
            templates.values_at(&lines, 1).collect::<Vec<_>>(),
            ["\"Debian Security Archive Key (12/bookworm) <a@b.org>\""]
        );
        assert_eq!(templates.render(templates.of(2), lines.get(2)), ":user ID packet: <*>");
        assert_eq!(crate::tokens(lines.get(2)).count(), 4);
        // A one-word quote is a token as any other.
        assert_eq!(templates.values_at(&lines, 4).collect::<Vec<_>>(), ["\"three\""]);
        // The spans handed to the miner's caller stay runs of non-blanks.
        let mut spans = Vec::new();
        crate::Templates::mine_with(&lines, |i, s| {
            if i == 2 {
                spans = s.to_vec();
            }
        });
        assert_eq!(spans.len(), 8);
    }

    /// The quote is found eight bytes at a time as one byte at a time would.
    #[test]
    fn quotes_are_found_word_by_word() {
        for n in 0..20 {
            let mut text = vec![b'x'; n];
            assert_eq!(quote_at(&text), None);
            text.push(b'"');
            text.extend_from_slice(b"yy\"");
            assert_eq!(quote_at(&text), Some(n));
        }
    }

    proptest! {
        /// On any line, from any start: no panic, and a phrase is a token that opens with a
        /// quote, holds a blank before its closing quote and ends at a blank or the line's end.
        #[test]
        fn a_phrase_is_a_quoted_run_ending_at_a_blank(line in "[a-c \"\t]{0,40}", start in 0usize..44) {
            let bytes = line.as_bytes();
            if let Some(end) = phrase_end(bytes, start) {
                prop_assert!(end <= bytes.len() && end > start + 2);
                prop_assert_eq!(bytes[start], b'"');
                let close = start + 1 + bytes[start + 1..].iter().position(|&b| b == b'"').unwrap_or(0);
                prop_assert!(close < end);
                prop_assert!(bytes[start + 1..close].iter().any(|&b| b == b' ' || b == b'\t'));
                prop_assert!(!bytes[close..end].iter().any(|&b| b == b' ' || b == b'\t'));
                prop_assert!(end == bytes.len() || matches!(bytes[end], b' ' | b'\t'));
            }
        }
    }
}
