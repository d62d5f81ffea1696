//! A changed line is read as the fields that changed, and a change that touches a field few other
//! changes touch is odd: among many `-`/`+` pairs that change the same fields (a template of the
//! change), the pair that changes another field is the standout.
//!
//! A diff of a register re-measured row by row changes each row's `moisture_pct` and `seeds`; one
//! row also moves drawer, `D-07` → `D-21`, its other fields equal. Read by position or by line
//! template, that row is one more changed row. Here each pair is split at the line's own
//! separator — the most written of tab, `,`, `;` and `|`, twice at least, else runs of blanks — into fields, a
//! number one field however it is written (`6.6` is not split at its dot); a pair whose sides
//! split into the same number of fields, at most [`MAX_FIELDS`] a line, reads as the set of field
//! positions that differ ([`Changed`]). Among the pairs of one shape (one separator, one number of
//! fields), at least [`MIN_PAIRS`] of them, where one field position is changed by half the pairs
//! at least (a template of the change), a field position changed by at most [`MAX_TOUCHES`] pairs
//! is a rare one, and each pair that changes one is odd ([`odd_changes`]), when there are at most
//! [`MAX_ODD`] of them in all (more are churn of their own, no standout). The same reading as the
//! log squash's odd record among many (`odd_rows`), for the fields a change writes. Linear: each
//! line is read once, its first [`MAX_LINE`] bytes.

use std::collections::HashMap;

use crate::keyed::Keyed;

/// Pairs of one shape, at least, before their changes are a template.
pub const MIN_PAIRS: usize = 16;
/// Pairs that change a rare field position, at most (the odd pair and two others).
pub const MAX_TOUCHES: usize = 3;
/// Odd pairs in all, at most; more are no standouts.
pub const MAX_ODD: usize = 8;
/// Fields of a line read, at most; past them the line is no record.
pub const MAX_FIELDS: usize = 64;
/// Bytes of a line read, at most.
const MAX_LINE: usize = 4096;
/// The separators a line's fields may be written between, besides blanks.
const SEPARATORS: &[u8] = b"\t,;|";

/// What a `-`/`+` pair changed: the shape both sides are written in and which fields differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Changed {
    /// The separator (`b' '` for blanks) and the number of fields of both sides.
    pub shape: (u8, usize),
    /// Bit `p` set when field `p` differs.
    pub fields: u64,
}

/// The fields `new` changed of `old` (see the module's documentation); `None` when the two sides
/// are not written in one shape, are equal, or hold more than [`MAX_FIELDS`] fields.
///
/// ```
/// use ctx_squash_core::changed_fields;
///
/// let c = changed_fields(b"A-8001,Hordeum vulgare,D-16,7.5,4741", b"A-8001,Hordeum vulgare,D-16,6.9,4608").unwrap();
/// assert_eq!((c.shape, c.fields), ((b',', 5), 0b11000));
/// let c = changed_fields(b"    let depth = 4;", b"    let depth = 5;").unwrap();
/// assert_eq!((c.shape, c.fields), ((b' ', 4), 0b1000));
/// assert!(changed_fields(b"a,b,c", b"a,b,c,d").is_none());
/// ```
#[must_use]
pub fn changed_fields(old: &[u8], new: &[u8]) -> Option<Changed> {
    let old = &old[..old.len().min(MAX_LINE)];
    let new = &new[..new.len().min(MAX_LINE)];
    let sep = separator(old);
    let (mut olds, mut news) = (fields(old, sep), fields(new, sep));
    let (mut count, mut mask) = (0usize, 0u64);
    loop {
        match (olds.next(), news.next()) {
            (None, None) => break,
            (Some(was), Some(is)) => {
                if count >= MAX_FIELDS {
                    return None;
                }
                if was != is {
                    mask |= 1 << count;
                }
                count += 1;
            }
            _ => return None,
        }
    }
    (mask != 0).then_some(Changed { shape: (sep, count), fields: mask })
}

/// The line's separator: the most written of [`SEPARATORS`] (the first on a tie) when it is
/// written twice at least (a statement's one closing `;` separates no fields), else blanks.
fn separator(line: &[u8]) -> u8 {
    let mut best = (1usize, b' ');
    for &sep in SEPARATORS {
        let n = memchr::memchr_iter(sep, line).count();
        if n > best.0 {
            best = (n, sep);
        }
    }
    best.1
}

/// The fields of a line split at `sep`; at blanks, runs of them, the indentation none. A number
/// is never split: the separator is no byte of a number (`,` between digits with no blank after it
/// is a field boundary only where the line's separator is `,`).
fn fields(line: &[u8], sep: u8) -> impl Iterator<Item = &[u8]> {
    let blanks = sep == b' ';
    let line = if blanks { line.trim_ascii() } else { line };
    let mut rest = Some(line);
    std::iter::from_fn(move || {
        let text = rest?;
        if blanks && text.is_empty() {
            rest = None;
            return None;
        }
        let at = text.iter().position(|&c| if blanks { c == b' ' || c == b'\t' } else { c == sep });
        if let Some(at) = at {
            let mut next = &text[at + 1..];
            if blanks {
                next = next.trim_ascii_start();
            }
            rest = Some(next);
            Some(&text[..at])
        } else {
            rest = None;
            Some(text)
        }
    })
}

/// The pairs whose change is odd (see the module's documentation), by their index in `changes`,
/// ascending; none when more than [`MAX_ODD`] are.
///
/// ```
/// use ctx_squash_core::{Changed, odd_changes};
///
/// let mut changes = vec![Some(Changed { shape: (b',', 5), fields: 0b11000 }); 20];
/// changes[7] = Some(Changed { shape: (b',', 5), fields: 0b00100 });
/// changes[9] = Some(Changed { shape: (b',', 5), fields: 0b01000 });
/// assert_eq!(odd_changes(&changes), [7]);
/// ```
#[must_use]
pub fn odd_changes(changes: &[Option<Changed>]) -> Vec<usize> {
    // Per shape: its pairs and how many change each field position.
    let mut shapes: HashMap<(u8, usize), (usize, [u32; MAX_FIELDS]), Keyed> = HashMap::default();
    for c in changes.iter().flatten() {
        let (pairs, touches) = shapes.entry(c.shape).or_insert((0, [0; MAX_FIELDS]));
        *pairs += 1;
        for (p, t) in touches.iter_mut().enumerate() {
            *t += u32::from(c.fields >> p & 1 == 1);
        }
    }
    // Per templated shape, the mask of its rare field positions.
    let rare: HashMap<(u8, usize), u64, Keyed> = shapes
        .iter()
        .filter_map(|(&shape, &(pairs, ref touches))| {
            let most = touches.iter().copied().max().unwrap_or(0) as usize;
            if pairs < MIN_PAIRS || most.saturating_mul(2) < pairs {
                return None;
            }
            let mask = touches
                .iter()
                .enumerate()
                .filter(|&(_, &t)| t > 0 && t as usize <= MAX_TOUCHES)
                .fold(0u64, |mask, (p, _)| mask | 1 << p);
            (mask != 0).then_some((shape, mask))
        })
        .collect();
    let odd: Vec<usize> = changes
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_some_and(|c| rare.get(&c.shape).is_some_and(|&mask| c.fields & mask != 0)))
        .map(|(i, _)| i)
        .collect();
    if odd.len() > MAX_ODD { Vec::new() } else { odd }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn changed(old: &str, new: &str) -> Option<Changed> {
        changed_fields(old.as_bytes(), new.as_bytes())
    }

    #[test]
    fn a_line_splits_at_its_own_separator() {
        assert_eq!(changed("a\tb,c\tz", "a\tb,d\tz").map(|c| (c.shape, c.fields)), Some(((b'\t', 3), 0b10)));
        assert_eq!(changed("a | b | c", "a | b | d").map(|c| (c.shape, c.fields)), Some(((b'|', 3), 0b100)));
        assert_eq!(changed("x = 1.5", "x = 1.75").map(|c| (c.shape, c.fields)), Some(((b' ', 3), 0b100)));
        assert_eq!(changed("same", "same"), None);
    }

    #[test]
    fn a_shape_without_a_template_has_no_odd_change() {
        // Every pair changes another field: no field is changed by half of them.
        let changes: Vec<Option<Changed>> =
            (0..40).map(|k| Some(Changed { shape: (b' ', 40), fields: 1 << k })).collect();
        assert!(odd_changes(&changes).is_empty());
    }

    #[test]
    fn too_few_pairs_or_too_many_odd_ones_keep_nothing() {
        let mut few = vec![Some(Changed { shape: (b',', 5), fields: 0b11000 }); 10];
        few[3] = Some(Changed { shape: (b',', 5), fields: 0b1 });
        assert!(odd_changes(&few).is_empty());
        let mut many = vec![Some(Changed { shape: (b',', 5), fields: 0b11000 }); 40];
        for (k, c) in many.iter_mut().enumerate().take(10) {
            *c = Some(Changed { shape: (b',', 40), fields: 1 << k });
        }
        // Ten shapes of 1 pair each are no template; then 9 odd pairs of one shape are churn.
        assert!(odd_changes(&many).is_empty());
        let mut churn = vec![Some(Changed { shape: (b',', 64), fields: 0b1 }); 40];
        for (k, c) in churn.iter_mut().enumerate().take(9) {
            *c = Some(Changed { shape: (b',', 64), fields: 1 << (k + 8) });
        }
        assert!(odd_changes(&churn).is_empty());
        churn[8] = None;
        assert_eq!(odd_changes(&churn), (0..8).collect::<Vec<_>>());
    }

    proptest! {
        #[test]
        fn never_panics(a in ".{0,200}", b in ".{0,200}") {
            let c = changed_fields(a.as_bytes(), b.as_bytes());
            let _ = odd_changes(&vec![c; 20]);
        }
    }
}
