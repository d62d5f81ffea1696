//! A rule code names a finding's kind: a few capitals and a number, `RF04`, `SC2086`, `E501`,
//! `TS7006`, `CWE-476` — read here once for every principle that reads findings by their kind.

/// The most bytes a code's letters and digits take.
const MAX_LETTERS: usize = 4;
const MAX_DIGITS: usize = 5;
/// The words that say a finding's level, before its code (`error TS7006:`, `warning C4996:`).
const LEVELS: [&[u8]; 8] = [b"error", b"warning", b"warn", b"note", b"info", b"hint", b"fatal", b"critical"];

/// Whether `word` says a finding's level (`error`, `Warning`, …), whatever its case.
pub(crate) fn is_level(word: &[u8]) -> bool {
    LEVELS.iter().any(|level| word.eq_ignore_ascii_case(level))
}

/// `RF04`, `SC2086`, `E501`, `CWE-476`: capitals, then digits; a hyphen between them only after
/// two capitals and before three digits (a bin `A-01` or a size `M-12` names no rule).
#[must_use]
pub fn rule_code(token: &[u8]) -> bool {
    let letters = token.iter().take_while(|b| b.is_ascii_uppercase()).count();
    let rest = token.get(letters..).unwrap_or_default();
    let (rest, fewest) = match rest.strip_prefix(b"-") {
        Some(rest) if letters >= 2 => (rest, 3),
        Some(_) => return false,
        None => (rest, 2),
    };
    (1..=MAX_LETTERS).contains(&letters)
        && (fewest..=MAX_DIGITS).contains(&rest.len())
        && rest.iter().all(u8::is_ascii_digit)
}

/// The rule code where a finding's message writes one: its first word (`E501 line too long`), or
/// the word after its level (`error TS7006: Parameter …`), words split at blanks and colons;
/// `None` otherwise — a word that merely looks like a code further on (`warning: ISO C90 forbids
/// …`, `SHA256`, `X11`) is the message's text, not its kind.
pub(crate) fn message_code(message: &[u8]) -> Option<&[u8]> {
    let mut words = message.split(|&b| b.is_ascii_whitespace() || b == b':').filter(|w| !w.is_empty());
    let first = words.next()?;
    if rule_code(first) {
        return Some(first);
    }
    let second = words.next().filter(|_| is_level(first))?;
    rule_code(second).then_some(second)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn codes() {
        for code in ["RF04", "SC2086", "E501", "TS7006", "CWE-476"] {
            assert!(rule_code(code.as_bytes()), "{code}");
        }
        for word in ["A-01", "M-12", "E1", "ABCDE12", "E123456", "e501", "", "TS70a6"] {
            assert!(!rule_code(word.as_bytes()), "{word}");
        }
        assert_eq!(message_code(b"error TS7006: Parameter 'x'"), Some(&b"TS7006"[..]));
        assert_eq!(message_code(b"E501 line too long"), Some(&b"E501"[..]));
        assert_eq!(message_code(b"see the note on page 3 about RF04"), None);
        // A word that looks like a code past the level's word is the message's text (review).
        assert_eq!(message_code(b"warning: ISO C90 forbids mixed declarations"), None);
        assert_eq!(message_code(b"ISO C99 designator"), None);
        assert_eq!(message_code(b"Warning C4996: 'strcpy' unsafe"), Some(&b"C4996"[..]));
        assert_eq!(message_code(b""), None);
    }

    proptest! {
        #[test]
        fn any_message_is_read_without_panic(message in proptest::collection::vec(any::<u8>(), 0..64)) {
            if let Some(code) = message_code(&message) {
                prop_assert!(rule_code(code));
            }
        }
    }
}
