//! A program's own names are rare among its libraries': the rows whose qualified name is
//! qualified by a namespace few rows write, where one namespace is on nearly every row.
//!
//! A listing of symbols — a linker map, `nm -C`, a backtrace — names thousands of a library's
//! instantiations, `std::vector<…>::~vector()`, `std::_Rb_tree<…>::_M_erase(…)`, and among them
//! the program's own few, `harbour::Rotation::add(…)`: what the listing is asked about. A template
//! folds them all alike (a name is a value to it), so the qualifier is read apart: a row's first
//! `ns::` — the name before a line's first `::`, a row's name, so with at most [`MAX_BEFORE`]
//! fields before it (an address, a kind letter, a return type), not a word deep in
//! a log line's message — is its namespace, and the rows of a namespace
//! at most one qualified row in [`RARE`](crate::RARE) writes, where one namespace is on 80% of
//! them ([`rare_minority`]), are kept, up to [`MAX_RARE_ROWS`]. Linear: one search for `::` over
//! the whole text, from each line holding one on to the next line (a line without one is never
//! searched on its own); no list of any library's names.

use memchr::memmem::Finder;

use crate::Lines;
use crate::bytes8::bytes_in;
use crate::standout::{MAX_RARE_ROWS, rare_minority};

/// Bytes of a line searched for its first `::`: a row's name stands near its start.
const READ: usize = 256;
/// Bytes a namespace has at most (a name, not a run of text).
const MAX_NAMESPACE: usize = 40;
/// Fields a row writes before its name, at most: `0x4519  main`, `0000 W std::x`, `0x62be void
/// std::f`.
const MAX_BEFORE: usize = 2;

/// The rows whose namespace is rare among the output's qualified names (see the module's
/// documentation), in order; none when no namespace is that common.
///
/// ```
/// use ctx_squash_core::{Lines, rare_qualifiers};
///
/// let mut text = String::new();
/// for i in 0..100 {
///     text.push_str(&format!("0x{i:04x}  std::vector<int>::push_back_{i}()\n"));
/// }
/// text.push_str("0x0200  harbour::Rotation::add(int)\n");
/// text.push_str("0x0300  main\n");
/// let lines = Lines::new(&text);
/// assert_eq!(rare_qualifiers(&lines), [100]);
/// ```
#[must_use]
pub fn rare_qualifiers(lines: &Lines<'_>) -> Vec<usize> {
    rare_minority(&namespaces(lines), MAX_RARE_ROWS)
}

/// Each line's [`namespace`], the lines read only where the text's next `::` stands: one search
/// over the text, resumed after each line it finds a `::` in (that line's first).
fn namespaces<'l>(lines: &Lines<'l>) -> Vec<Option<&'l [u8]>> {
    let text = lines.text().as_bytes();
    let qualifier = Finder::new(b"::");
    let mut namespaces = vec![None; lines.len()];
    let (mut from, mut line) = (0, 0);
    while let Some(found) = text.get(from..).and_then(|rest| qualifier.find(rest)) {
        let hit = from + found;
        while line + 1 < lines.len() && lines.start(line + 1) <= hit {
            line += 1;
        }
        if line >= lines.len() {
            break;
        }
        let at = hit.saturating_sub(lines.start(line));
        if let Some(slot) = namespaces.get_mut(line) {
            *slot = namespace(lines.bytes(line), at);
        }
        line += 1;
        if line >= lines.len() {
            break;
        }
        from = lines.start(line);
    }
    namespaces
}

/// The name right before a line's first `::` (at `at`; read only in its first [`READ`] bytes),
/// with at most [`MAX_BEFORE`] fields before it: letters, digits and `_`, holding a letter, not
/// opening with a digit, at most [`MAX_NAMESPACE`] bytes. `None` for a line with no such name (a
/// bare `::`, `12::`, a C++ global `::operator new`, a name deep in a message).
fn namespace(line: &[u8], at: usize) -> Option<&[u8]> {
    if at.saturating_add(2) > line.len().min(READ) {
        return None;
    }
    let before = line.get(..at)?;
    let len = before.iter().rev().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    let name = before.get(at - len..)?;
    if len == 0 || len > MAX_NAMESPACE || name.first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    (!more_fields(before.get(..at - len)?, MAX_BEFORE) && name.iter().any(u8::is_ascii_alphabetic))
        .then_some(name)
}

/// Whether `bytes` opens more than `max` fields (runs of bytes between blanks), read only up to
/// the first field past them: a message's words are not counted. Eight bytes at a time: a
/// word's fields open where a byte not blank follows a blank (or the text's start).
fn more_fields(bytes: &[u8], max: usize) -> bool {
    let mut left = max;
    let mut blank_before: u64 = 0x80;
    let mut words = bytes.chunks_exact(8);
    for chunk in &mut words {
        let word = <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes);
        let blanks = bytes_in(word, b' ', b' ') | bytes_in(word, b'\t', b'\t');
        let mut opens = !blanks & (blanks << 8 | blank_before) & 0x8080_8080_8080_8080;
        while opens != 0 {
            if left == 0 {
                return true;
            }
            left -= 1;
            opens &= opens - 1;
        }
        blank_before = blanks >> 56;
    }
    let mut opened = max - left;
    let mut blank = blank_before != 0;
    for &b in words.remainder() {
        let is_blank = b == b' ' || b == b'\t';
        if blank && !is_blank {
            opened += 1;
            if opened > max {
                return true;
            }
        }
        blank = is_blank;
    }
    false
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::*;

    use super::*;

    /// A line's namespace, its first `::` searched in it alone.
    fn read(line: &[u8]) -> Option<&[u8]> {
        namespace(line, memchr::memmem::find(line, b"::")?)
    }

    #[test]
    fn a_namespace_is_the_name_before_the_first_qualifier() {
        assert_eq!(read(b"   0x5fca   harbour::Rotation::add(int)"), Some(&b"harbour"[..]));
        assert_eq!(read(b"void std::vector<harbour::Flash>::x()"), Some(&b"std"[..]));
        assert_eq!(read(b"  3: myapp::config::load"), Some(&b"myapp"[..]));
        assert_eq!(read(b"0x10  main"), None);
        assert_eq!(read(b"  ::operator new(unsigned long)"), None);
        assert_eq!(read(b"at 12::30"), None);
        assert_eq!(read(b""), None);
        assert_eq!(read(b"0.07s TRACE exec: network::Registry::poll"), None);
    }

    /// A linker map's shape: a library's many instantiations, a program's own three, C names.
    #[test]
    fn the_programs_own_names_stand_out_among_a_librarys() {
        let mut text = String::new();
        for i in 0..300 {
            let _ = writeln!(
                text,
                "                0x{:016x}                std::_Rb_tree<{i}>::_M_erase()",
                0x4000 + i
            );
            if i % 100 == 50 {
                let _ = writeln!(
                    text,
                    "                0x{:016x}                harbour::Rotation::f{i}(int)",
                    0x9000 + i
                );
            }
            if i % 40 == 0 {
                let _ = writeln!(text, "                0x{:016x}                c_name_{i}", 0xa000 + i);
            }
        }
        let lines = Lines::new(&text);
        let kept = rare_qualifiers(&lines);
        assert_eq!(kept.len(), 3);
        for i in kept {
            assert!(lines.get(i).contains("harbour::Rotation::f"), "{}", lines.get(i));
        }
    }

    /// Names of many namespaces, none on nearly every row: no standout.
    #[test]
    fn no_common_namespace_no_standout() {
        let mut text = String::new();
        for i in 0..200 {
            let _ = writeln!(text, "crate_{}::f{i}()", i % 7);
        }
        assert!(rare_qualifiers(&Lines::new(&text)).is_empty());
    }

    /// [`more_fields`] a byte at a time.
    fn more_fields_by_byte(bytes: &[u8], max: usize) -> bool {
        let mut opened = 0;
        let mut blank = true;
        for &b in bytes {
            let is_blank = b == b' ' || b == b'\t';
            opened += usize::from(blank && !is_blank);
            blank = is_blank;
        }
        opened > max
    }

    proptest! {
        /// Any bytes (blanks dense among them): the fields counted eight bytes at a time are
        /// the fields counted a byte at a time.
        #[test]
        fn fields_are_counted_as_a_byte_at_a_time_counts_them(
            bytes in proptest::collection::vec(
                prop_oneof![Just(b' '), Just(b'\t'), Just(b'a'), Just(0xa0u8), any::<u8>()],
                0..40,
            ),
            max in 0usize..6,
        ) {
            prop_assert_eq!(more_fields(&bytes, max), more_fields_by_byte(&bytes, max));
        }

        /// Any text (colons, blanks, newlines and names dense in it, lines past [`READ`] at
        /// times): the one search over the text reads each line's namespace as the line alone.
        #[test]
        fn the_one_search_reads_each_lines_namespace(
            text in proptest::collection::vec(
                prop_oneof![
                    "[: \t\n]", Just("::".to_owned()), Just("\r\n".to_owned()),
                    Just("std".to_owned()), Just("a_1".to_owned()), Just("é".to_owned()),
                    "[ -~]{0,40}", "x{250,260}"
                ],
                0..60,
            ),
        ) {
            let text = text.concat();
            let lines = Lines::new(&text);
            let each: Vec<_> = (0..lines.len()).map(|i| read(lines.bytes(i))).collect();
            prop_assert_eq!(namespaces(&lines), each);
        }

        /// Any text: no panic, the rows in order and within bounds, each qualified by a name
        /// no more than one qualified row in 50 writes.
        #[test]
        fn any_text_keeps_only_rare_namespaces(
            rows in proptest::collection::vec("[a-z_:0-9 <>()]{0,30}", 0..300),
            own in 0usize..4,
        ) {
            let mut text = rows.join("\n");
            text.push('\n');
            for i in 0..120 {
                let _ = writeln!(text, "std::row_{i}()");
            }
            for i in 0..own {
                let _ = writeln!(text, "own_ns::f{i}()");
            }
            let lines = Lines::new(&text);
            let kept = rare_qualifiers(&lines);
            prop_assert!(kept.windows(2).all(|w| w[0] < w[1]));
            let qualified = (0..lines.len()).filter(|&i| read(lines.bytes(i)).is_some()).count();
            for &i in &kept {
                prop_assert!(i < lines.len());
                let ns = read(lines.bytes(i));
                prop_assert!(ns.is_some());
                let writers = (0..lines.len()).filter(|&j| read(lines.bytes(j)) == ns).count();
                prop_assert!(writers * 50 <= qualified);
            }
        }
    }
}
