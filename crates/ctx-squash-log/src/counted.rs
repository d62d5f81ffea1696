//! Values that count up by one: a value whose last number is the value before it with that number
//! one more, written the same way (the same text before and after it; zero-padded to the same
//! width, or not padded at all, `h9` then `h10`) continues a run, and a
//! note writes a run of at least [`MIN_RUN`] values as its first value's text up to its number,
//! the first and the last number, and the text after the number —
//! `S-00001..01376, S-01378..01800`, `templates/bay-036..125.txt`, `'sku-0022..0419':`. The text
//! after the number holds no digit, no blank and no `..`, so the range reads one way. The range tells every
//! value in it, and a value missing from it parts two ranges, so it stands out.

/// Values in a row that a note writes as a range.
pub(crate) const MIN_RUN: usize = 3;

/// `S-00017` → (`S-`, `00017`, nothing), `bay-036.txt` → (`bay-`, `036`, `.txt`): the value's last
/// number, what comes before it and what comes after it (no digit there, no blank and no `..`,
/// which a range writes).
pub(crate) fn numbered(value: &str) -> Option<(&str, &str, &str)> {
    let end = value.trim_end_matches(|c: char| !c.is_ascii_digit()).len();
    let (head, suffix) = value.split_at_checked(end)?;
    let start = head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (prefix, digits) = head.split_at_checked(start)?;
    (!digits.is_empty()
        && digits.len() <= 18
        && !suffix.contains(char::is_whitespace)
        && !suffix.contains(".."))
    .then_some((prefix, digits, suffix))
}

/// Whether `next` is `last` counted up by one: the same text before and after the number, the
/// number one more, written the same way — digits of the same width, or neither number
/// zero-padded (so a range's end reads back one way whatever its width).
pub(crate) fn follows(last: &str, next: &str) -> bool {
    let (Some((prefix, digits, suffix)), Some((same, after, same_suffix))) = (numbered(last), numbered(next))
    else {
        return false;
    };
    prefix == same
        && suffix == same_suffix
        && (digits.len() == after.len() || !padded(digits) && !padded(after))
        && matches!((digits.parse::<u64>(), after.parse::<u64>()), (Ok(a), Ok(b)) if a.checked_add(1) == Some(b))
}

/// Whether a number is written with leading zeros (`007`; `0` alone is not).
fn padded(digits: &str) -> bool {
    digits.len() > 1 && digits.starts_with('0')
}

/// What a range writes after `..` for its last value `value`: its number and the text after it.
pub(crate) fn end(value: &str) -> &str {
    numbered(value).map_or(value, |(prefix, _, _)| value.get(prefix.len()..).unwrap_or(value))
}

/// The text after a value's last number (empty when it has none).
pub(crate) fn suffix(value: &str) -> &str {
    numbered(value).map_or("", |(_, _, suffix)| suffix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_counted_up_by_one_follows() {
        assert!(follows("S-00001", "S-00002"));
        assert!(follows("BAL-129", "BAL-130"));
        assert!(follows("test_route_019", "test_route_020"));
        // Another width of zero-padded digits, another prefix, a gap, or no number: no run.
        assert!(follows("x9", "x10"));
        assert!(follows("'h99@example.com')", "'h100@example.com')"));
        assert!(follows("x09", "x10"));
        assert!(!follows("x99", "x0100"));
        assert!(!follows("x009", "x0010"));
        assert!(!follows("a-1", "b-2"));
        assert!(!follows("S-00001", "S-00003"));
        assert!(!follows("alpha", "beta"));
        assert!(!follows("99999999999999999999", "99999999999999999999"));
        assert_eq!(numbered("S-00017"), Some(("S-", "00017", "")));
        assert_eq!(end("S-01800"), "01800");
    }

    #[test]
    fn the_text_after_the_number_is_part_of_the_run() {
        assert!(follows("templates/bay-036.txt", "templates/bay-037.txt"));
        assert!(follows("'sku-0022':", "'sku-0023':"));
        assert_eq!(numbered("'sku-0022':"), Some(("'sku-", "0022", "':")));
        assert_eq!(end("templates/bay-125.txt"), "125.txt");
        assert_eq!(suffix("templates/bay-125.txt"), ".txt");
        // Another text after the number, or a blank in it: no run.
        assert!(!follows("bay-036.txt", "bay-037.log"));
        assert!(!follows("S-1 via A", "S-2 via A"));
        assert!(!follows("x1..", "x2.."));
        assert_eq!(numbered("no digits"), None);
        assert_eq!(end("no digits"), "no digits");
    }
}
