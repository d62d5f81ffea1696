//! Values that count up by one: a value whose last number is the value before it with that number
//! one more, written the same way (the same text before and after it; zero-padded to the same
//! width, or not padded at all, `h9` then `h10`) continues a run, and a note writes a run of at
//! least [`MIN_RUN`] values as its first value's text up to its number, the first and the last
//! number, and the text after the number — `S-00001..01376, S-01378..01800`,
//! `templates/bay-036..125.txt`, `'sku-0022..0419':`. The text after the number (16 bytes at
//! most) holds no digit, no ASCII blank and no `..`, so the range reads one way. The range tells
//! every value in it, and a value missing from it parts two ranges, so it stands out.

/// Bytes after a value's last number at most: a short ending (`.json`, `':`, `@example.com')`),
/// so a long value holding no digit near its end is not read through.
const MAX_AFTER: usize = 16;

/// Values in a row that a note writes as a range.
pub(crate) const MIN_RUN: usize = 3;

/// `S-00017` → (`S-`, `00017`, nothing), `bay-036.txt` → (`bay-`, `036`, `.txt`): the value's
/// last number, what comes before it and what comes after it (at most [`MAX_AFTER`] bytes: no
/// digit there, no ASCII blank and no `..`, which a range writes).
pub(crate) fn numbered(value: &str) -> Option<(&str, &str, &str)> {
    // Read from the end, a byte at a time: digits and the bytes after them are ASCII, so each
    // split falls on a character boundary.
    let bytes = value.as_bytes();
    let from = bytes.len().saturating_sub(MAX_AFTER + 1);
    let end = from + bytes.get(from..)?.iter().rposition(u8::is_ascii_digit)? + 1;
    let after = bytes.get(end..)?;
    if after.iter().any(u8::is_ascii_whitespace) || after.windows(2).any(|pair| pair == b"..") {
        return None;
    }
    let width = bytes.get(..end)?.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    if width > 18 {
        return None;
    }
    let (head, suffix) = value.split_at_checked(end)?;
    let (prefix, digits) = head.split_at_checked(end - width)?;
    Some((prefix, digits, suffix))
}

/// Whether `next` is `last` counted up by one: the same text before and after the number, the
/// number one more, written the same way — digits of the same width, or neither number
/// zero-padded (so a range's end reads back one way whatever its width).
#[cfg(test)]
pub(crate) fn follows(last: &str, next: &str) -> bool {
    matches!((numbered(last), numbered(next)), (Some(last), Some(next)) if follows_numbered(last, next))
}

/// [`follows`] of two values read by [`numbered`] already.
pub(crate) fn follows_numbered(
    (prefix, digits, suffix): (&str, &str, &str),
    (same, after, same_suffix): (&str, &str, &str),
) -> bool {
    prefix == same
        && suffix == same_suffix
        && (digits.len() == after.len() || !padded(digits) && !padded(after))
        && one_more(digits.as_bytes(), after.as_bytes())
}

/// Whether the digits `next` are the number `last` writes, one more, read as text: `last`'s
/// trailing nines become zeros and the digit before them one more, the rest alike (`0199` →
/// `0200`), or, all nines, a `1` and as many zeros (`99` → `100`) — the numbers' values compared
/// for [`follows_numbered`]'s writings (the same width, or neither zero-padded) without parsing
/// either.
fn one_more(last: &[u8], next: &[u8]) -> bool {
    if last.is_empty() || !last.iter().chain(next).all(u8::is_ascii_digit) {
        return false;
    }
    let nines = last.iter().rev().take_while(|&&d| d == b'9').count();
    let zeros = |tail: &[u8]| tail.iter().all(|&d| d == b'0');
    match last.len().checked_sub(nines + 1) {
        Some(at) => {
            next.len() == last.len()
                && last.get(..at) == next.get(..at)
                && matches!((last.get(at), next.get(at)), (Some(&d), Some(&e)) if d + 1 == e)
                && next.get(at + 1..).is_some_and(zeros)
        }
        None => {
            next.len() == last.len() + 1 && next.first() == Some(&b'1') && next.get(1..).is_some_and(zeros)
        }
    }
}

/// Whether a number is written with leading zeros (`007`; `0` alone is not).
fn padded(digits: &str) -> bool {
    digits.len() > 1 && digits.starts_with('0')
}

/// What a range writes after `..` for its last value `value`: its number and the text after it.
#[cfg(test)]
pub(crate) fn end(value: &str) -> &str {
    numbered(value).map_or(value, |(prefix, _, _)| value.get(prefix.len()..).unwrap_or(value))
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

    proptest::proptest! {
        /// Any two numbers of up to 18 digits, zero-padded or not, and neighbours of a number,
        /// written as a run writes them (the same width, or neither padded): the digits read as
        /// text are one more exactly when their values are.
        #[test]
        fn one_more_reads_as_the_values_do(
            a in "[0-9]{1,18}",
            b in "[0-9]{1,18}",
            n in 0u64..1_000_000_000_000_000_000,
            pad in 0usize..3,
        ) {
            let written = |x: &str, y: &str| x.len() == y.len() || !padded(x) && !padded(y);
            let parsed = |x: &str, y: &str| {
                matches!((x.parse::<u64>(), y.parse::<u64>()), (Ok(x), Ok(y)) if x.checked_add(1) == Some(y))
            };
            let zeros = "0".repeat(pad);
            let (x, y) = (format!("{zeros}{n}"), format!("{zeros}{}", n + 1));
            let plain = (n.to_string(), (n + 1).to_string());
            for (x, y) in [(&a, &b), (&x, &y), (&plain.0, &plain.1), (&x, &plain.1), (&plain.0, &y)] {
                if written(x, y) {
                    proptest::prop_assert_eq!(one_more(x.as_bytes(), y.as_bytes()), parsed(x, y), "{} {}", x, y);
                }
            }
        }
    }

    #[test]
    fn the_text_after_the_number_is_part_of_the_run() {
        assert!(follows("templates/bay-036.txt", "templates/bay-037.txt"));
        assert!(follows("'sku-0022':", "'sku-0023':"));
        assert_eq!(numbered("'sku-0022':"), Some(("'sku-", "0022", "':")));
        assert_eq!(end("templates/bay-125.txt"), "125.txt");
        assert_eq!(numbered("templates/bay-125.txt"), Some(("templates/bay-", "125", ".txt")));
        // Another text after the number, or a blank in it: no run.
        assert!(!follows("bay-036.txt", "bay-037.log"));
        assert!(!follows("S-1 via A", "S-2 via A"));
        assert!(!follows("x1..", "x2.."));
        // Too long a text after the number: no run.
        let after = |n: usize, tail: usize| format!("a{n}{}", "-".repeat(tail));
        assert!(!follows(&after(1, 17), &after(2, 17)));
        assert!(follows(&after(1, 16), &after(2, 16)));
        assert_eq!(numbered("no digits"), None);
        assert_eq!(end("no digits"), "no digits");
    }
}
