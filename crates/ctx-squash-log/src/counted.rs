//! Values that count up by one: a value ending in a number that is the value before it with that
//! number one more (the same prefix, the same width of digits) continues a run, and a note writes
//! a run of at least [`MIN_RUN`] values as its first value and the last one's digits —
//! `S-00001..01376, S-01378..01800`. The range tells every value in it, and a value missing from
//! it parts two ranges, so it stands out.

/// Values in a row that a note writes as a range.
pub(crate) const MIN_RUN: usize = 3;

/// `S-00017` → (`S-`, `00017`): the value's number at its end and what comes before it.
pub(crate) fn numbered(value: &str) -> Option<(&str, &str)> {
    let start = value.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let digits = value.get(start..)?;
    (!digits.is_empty() && digits.len() <= 18).then(|| (&value[..start], digits))
}

/// Whether `next` is `last` counted up by one: the same prefix, digits of the same width, the
/// number one more.
pub(crate) fn follows(last: &str, next: &str) -> bool {
    let (Some((prefix, digits)), Some((same, after))) = (numbered(last), numbered(next)) else {
        return false;
    };
    prefix == same
        && digits.len() == after.len()
        && matches!((digits.parse::<u64>(), after.parse::<u64>()), (Ok(a), Ok(b)) if a.checked_add(1) == Some(b))
}

/// The digits a range writes after `..` for its last value `value`.
pub(crate) fn digits(value: &str) -> &str {
    numbered(value).map_or(value, |(_, digits)| digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_counted_up_by_one_follows() {
        assert!(follows("S-00001", "S-00002"));
        assert!(follows("BAL-129", "BAL-130"));
        assert!(follows("test_route_019", "test_route_020"));
        // Another width, another prefix, a gap, or no number: no run.
        assert!(!follows("x9", "x10"));
        assert!(!follows("a-1", "b-2"));
        assert!(!follows("S-00001", "S-00003"));
        assert!(!follows("alpha", "beta"));
        assert!(!follows("99999999999999999999", "99999999999999999999"));
        assert_eq!(numbered("S-00017"), Some(("S-", "00017")));
        assert_eq!(digits("S-01800"), "01800");
    }
}
