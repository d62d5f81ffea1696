//! The list of values a fold note names, written compactly: a value already listed in the note
//! is not listed again (the note's `×N` counts every line), and a value that begins with the
//! value before it up to that value's last separator (`/`, `:`, `[`, `.`, `-`, `_`, `@`; the
//! punctuation ending it aside) is written from that separator on, after `…` —
//! `tests/test_duty.py::test_free[0.00-shoes], …-toys]`. Each entry reads back whole from the one
//! before it, so the note names every value it named before in fewer bytes. Values that count
//! up by one are written as a range (see [`crate::ranges`]): `S-00001..01376, S-01378..01800`,
//! `templates/bay-036..125.txt`.

use std::collections::HashSet;

use crate::Keyed;

use crate::ranges::{self, MIN_RUN};

/// Bytes of a shared prefix worth writing as `…` (itself three bytes).
const MIN_PREFIX: usize = 6;

/// A note's list of values being written.
#[derive(Debug, Default)]
pub struct Listed {
    /// The list as written.
    text: String,
    /// The entries listed, whole, keyed by the process's key ([`Keyed`]): a note of a template
    /// named in full lists every row's name, as many as the input writes, and names crafted to
    /// collide under an unkeyed hash would make the note quadratic.
    seen: HashSet<String, Keyed>,
    /// The last entry listed, whole: what the next one's `…` stands for.
    last: String,
    /// Where `last`'s last number starts and ends ([`ranges::numbered`], read when it was
    /// pushed), so the next entry is compared with it unread.
    last_number: Option<(usize, usize)>,
    /// Entries of the run counting up by one that ends with `last` (0 when none).
    run: usize,
    /// The length of the text once the run's first entry was written.
    run_first_end: usize,
}

impl Listed {
    /// Appends `entry` after `separator` (none before the first), unless the list holds it
    /// already; when `shorten`, as its tail after what it shares with the entry before. Returns
    /// whether it was appended.
    pub fn push(&mut self, entry: &str, separator: &str, shorten: bool) -> bool {
        if entry.is_empty() || !self.seen.insert(entry.to_owned()) {
            return false;
        }
        // The entry's last number, read once: what a range writes after `..` is from it on.
        let number = ranges::numbered(entry);
        let end = number.map_or(entry, |(prefix, _, _)| entry.get(prefix.len()..).unwrap_or(entry));
        // An entry that reads as a range itself is written in backquotes and neither continues
        // nor starts a range.
        let quoted = reads_as_range(entry);
        let continues = shorten
            && !quoted
            && self.run > 0
            && number
                .zip(self.last_numbered())
                .is_some_and(|(next, last)| ranges::follows_numbered(last, next));
        if continues {
            self.run += 1;
            match self.run.cmp(&MIN_RUN) {
                std::cmp::Ordering::Less => self.write(entry, separator, shorten),
                std::cmp::Ordering::Equal => {
                    // The entries after the run's first give way to `..` and this entry's number,
                    // the first's text after its number moved past it.
                    let suffix = number.map_or("", |(_, _, suffix)| suffix);
                    self.text.truncate(self.run_first_end.saturating_sub(suffix.len()));
                    self.text.push_str("..");
                    self.text.push_str(end);
                }
                std::cmp::Ordering::Greater => {
                    // The run's last number and the same text after it give way to this entry's.
                    let last_end = self
                        .last_numbered()
                        .map_or(self.last.len(), |(_, digits, suffix)| digits.len() + suffix.len());
                    self.text.truncate(self.text.len().saturating_sub(last_end));
                    self.text.push_str(end);
                }
            }
        } else {
            self.write(entry, separator, shorten);
            // A run starts only where the entry's number is written in full (not within a `…`).
            self.run = usize::from(!quoted && number.is_some() && self.text.ends_with(end));
            self.run_first_end = self.text.len();
        }
        entry.clone_into(&mut self.last);
        self.last_number = number.map(|(prefix, digits, _)| (prefix.len(), prefix.len() + digits.len()));
        true
    }

    /// [`ranges::numbered`] of the last entry, from where it was read when pushed.
    fn last_numbered(&self) -> Option<(&str, &str, &str)> {
        let (start, end) = self.last_number?;
        let (head, suffix) = self.last.split_at_checked(end)?;
        let (prefix, digits) = head.split_at_checked(start)?;
        Some((prefix, digits, suffix))
    }

    /// Writes `entry` after `separator`, shortened after the entry before when `shorten`; an entry
    /// that reads as a range itself ([`reads_as_range`]) whole, in backquotes from its first word
    /// that does (``MISSED: `t[1..3]` ``: a label before it stays a label).
    fn write(&mut self, entry: &str, separator: &str, shorten: bool) {
        if !self.text.is_empty() {
            self.text.push_str(separator);
        }
        if reads_as_range(entry) {
            // From the first word that reads as a range to the end, in one pair of backquotes:
            // what comes after it stays beside it (`` `a1..2 -> bin9` ``, searched as written).
            let mut at = 0;
            for word in entry.split(' ') {
                if reads_as_range(word) {
                    break;
                }
                at += word.len() + 1;
            }
            let (head, tail) = entry.split_at_checked(at).unwrap_or(("", entry));
            self.text.push_str(head);
            self.text.push('`');
            self.text.push_str(tail);
            self.text.push('`');
            return;
        }
        match shared(&self.last, entry).filter(|_| shorten) {
            Some(cut) => {
                self.text.push('…');
                self.text.push_str(&entry[cut..]);
            }
            None => self.text.push_str(entry),
        }
    }

    /// Whether the entry pushed last went into a range (and so cost the list no bytes more).
    pub fn in_range(&self) -> bool {
        self.run > MIN_RUN
    }

    /// The list as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether nothing is listed.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}

/// Whether `entry` holds a digit, `..` and a digit (`3da9912..595482b`, `0..2x`): what a range
/// writes, so a list writes such a word in backquotes and no range reads as it or it as one.
pub fn reads_as_range(entry: &str) -> bool {
    entry
        .as_bytes()
        .windows(4)
        .any(|w| matches!(w, [a, b'.', b'.', d] if a.is_ascii_digit() && d.is_ascii_digit()))
}

/// The last separator of `entry`, punctuation at its end aside (`'Makefile.c'.` → the `.` before
/// `c`): where the next entry's `…` ends.
/// A path's `::` is one separator.
fn last_separator(entry: &str) -> Option<usize> {
    let at =
        entry.trim_end_matches(|c: char| !c.is_alphanumeric()).rfind(['/', ':', '[', '.', '-', '_', '@'])?;
    Some(if entry[at..].starts_with(':') && entry[..at].ends_with(':') { at - 1 } else { at })
}

/// Where `entry` may be cut: at the last separator of `last`, when `entry` begins with `last` up
/// to and including it, the prefix is at least [`MIN_PREFIX`] bytes with no whitespace, and more
/// than the separator is left.
fn shared(last: &str, entry: &str) -> Option<usize> {
    let cut = last_separator(last)?;
    let prefix = &last[..=cut];
    (cut >= MIN_PREFIX
        && entry.len() > cut + 1
        && entry.starts_with(prefix)
        && !prefix.contains(char::is_whitespace))
    .then_some(cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(entries: &[&str], expected: &str) {
        let mut list = Listed::default();
        for entry in entries {
            list.push(entry, ", ", true);
        }
        assert_eq!(list.as_str(), expected);
    }

    /// Reads a list back: each `…` stands for the entry before up to its last separator.
    fn expand(list: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for entry in list.split(", ") {
            // An entry that reads as a range itself is written whole, each word that does in
            // backquotes; a backquoted word that does not was written so.
            // An entry that reads as a range itself is written whole, in backquotes from its
            // first word that does: a word opening backquotes the entry closes, their text's
            // first word reading as a range.
            let mut at = 0;
            let mut quoted = None;
            for word in entry.split(' ') {
                let rest = entry[at..].strip_prefix('`').and_then(|r| r.strip_suffix('`'));
                if let Some(rest) = rest.filter(|r| reads_as_range(r.split(' ').next().unwrap_or(""))) {
                    quoted = Some(format!("{}{rest}", &entry[..at]));
                    break;
                }
                at += word.len() + 1;
            }
            if let Some(whole) = quoted {
                out.push(whole);
                continue;
            }
            let whole = match (entry.strip_prefix('…'), out.last()) {
                (Some(tail), Some(before)) => {
                    let cut = last_separator(before).expect("an entry shortened after one with a separator");
                    format!("{}{tail}", &before[..cut])
                }
                _ => entry.to_owned(),
            };
            // `S-00001..00004` is the first value and every one counting up to those digits;
            // `bay-1..3.txt` the text after the last number too.
            // A zero-padded number keeps its width; one not padded takes the digits it needs.
            let range = whole.rsplit_once("..").and_then(|(first, end)| {
                let (prefix, digits, none) = ranges::numbered(first)?;
                let width = end.bytes().take_while(u8::is_ascii_digit).count();
                let (to_digits, suffix) = end.split_at(width);
                let (from, to) = (digits.parse::<u64>().ok()?, to_digits.parse::<u64>().ok()?);
                let pad = if digits.len() > 1 && digits.starts_with('0') { digits.len() } else { 0 };
                (none.is_empty() && width > 0)
                    .then(|| (from..=to).map(|n| format!("{prefix}{n:0pad$}{suffix}")).collect::<Vec<_>>())
            });
            match range {
                Some(values) => out.extend(values),
                None => out.push(whole),
            }
        }
        out
    }

    #[test]
    fn repeats_are_listed_once() {
        check(
            &["node_modules/react", "node_modules/@mui/core", "node_modules/react", "node_modules/@mui/core"],
            "node_modules/react, …/@mui/core",
        );
        check(&["nt", "nt", "nt", "ntpath"], "nt, ntpath");
        // Punctuation ending an entry is not where the next one's `…` ends.
        check(&["'Makefile.c'.", "'Makefile.cc'."], "'Makefile.c'., ….cc'.");
        check(&["Direction::SE", "Direction::S"], "Direction::SE, …::S");
    }

    #[test]
    fn a_shared_prefix_is_written_once() {
        check(
            &[
                "tests/test_duty.py::test_free[0.00-electronics]",
                "tests/test_duty.py::test_free[0.00-shoes]",
                "tests/test_duty.py::test_free[0.00-toys]",
                "tests/test_vat.py::test_rate[DE]",
            ],
            "tests/test_duty.py::test_free[0.00-electronics], …-shoes], …-toys], tests/test_vat.py::test_rate[DE]",
        );
        // Too short a prefix, whitespace in it, or nothing past the separator: written whole.
        check(&["dh_a", "dh_b"], "dh_a, dh_b");
        check(&["a b/c/d", "a b/c/e"], "a b/c/d, a b/c/e");
        check(&["src/main/x", "src/main/"], "src/main/x, src/main/");
    }

    /// Every entry reads back whole, in order, from the list as written.
    #[test]
    fn the_list_reads_back_whole() {
        let entries = [
            "usr/lib/jvm/java-17/bin/java",
            "usr/lib/jvm/java-17/bin/javac",
            "usr/lib/jvm/java-17/bin/jar",
            "usr/lib/jvm/java-17/man/man1/jar.1.gz",
            "usr/share/maven/bin/mvn",
            "encodings.aliases",
            "encodings.utf_8",
            "encodings.utf_16",
            "'Makefile.c'.",
            "'Makefile.cc'.",
            "'Makefile.C'.",
            "tests::unit_c::fraction",
            "tests::unit_c::large",
        ];
        let mut list = Listed::default();
        for entry in entries {
            list.push(entry, ", ", true);
        }
        assert!(list.as_str().len() < entries.iter().map(|e| e.len() + 2).sum::<usize>());
        assert_eq!(expand(list.as_str()), entries);
    }

    /// Ranges a list writes: `S-00001..00004` is four entries.
    #[test]
    fn values_counting_up_by_one_are_a_range() {
        check(
            &["S-00001", "S-00002", "S-00003", "S-00004", "S-00006", "S-00007", "S-00008"],
            "S-00001..00004, S-00006..00008",
        );
        // Two in a row are written as they are; numbers not zero-padded run on into more digits,
        // zero-padded ones of another width do not.
        check(&["case-8", "case-9", "case-10", "case-11", "case-12"], "case-8..12");
        check(&["case-98", "case-99", "case-100", "case-101"], "case-98..101");
        check(&["case-08", "case-09", "case-100", "case-101"], "case-08, case-09, case-100, case-101");
        check(
            &["tests/a/BAL-129", "tests/a/BAL-130", "tests/a/BAL-131", "tests/b"],
            "tests/a/BAL-129..131, tests/b",
        );
        check(&["alpha", "beta", "gamma"], "alpha, beta, gamma");
        // The text after the number stays after the range.
        check(
            &[
                "templates/bay-036.txt",
                "templates/bay-037.txt",
                "templates/bay-038.txt",
                "templates/bay-039.txt",
            ],
            "templates/bay-036..039.txt",
        );
        check(
            &["'sku-0022':", "'sku-0023':", "'sku-0024':", "'sku-0026':"],
            "'sku-0022..0024':, 'sku-0026':",
        );
        // An entry whose number is written within a `…` starts no range: the next one does.
        check(
            &["abcdefg-12.tx", "abcdefg-12.ty", "abcdefg-13.ty", "abcdefg-14.ty", "abcdefg-15.ty"],
            "abcdefg-12.tx, ….ty, abcdefg-13..15.ty",
        );
    }

    /// A value that reads as a range itself is written in backquotes: `0..2x` three times is not
    /// `0x`, `1x`, `2x`, and git's `3da9912..595482b` is one value.
    #[test]
    fn a_value_reading_as_a_range_is_quoted() {
        check(&["0..2x", "0..2x", "0..2x"], "`0..2x`");
        check(&["0x", "1x", "2x"], "0..2x");
        check(&["3da9912..595482b", "a..b", "x8..10"], "`3da9912..595482b`, a..b, `x8..10`");
        check(&["x8", "x9", "x10"], "x8..10");
        // Only the words that read as a range: a label before one stays a label; a word written
        // in backquotes that reads as no range is written as it is.
        check(&["MISSED: t[1..3]", "`x`", "``0..2``"], "MISSED: `t[1..3]`, `x`, ```0..2```");
        check(&["name-8..33 -> bin89", "a `0..2` b"], "`name-8..33 -> bin89`, a ``0..2` b`");
        assert_eq!(expand("MISSED: `t[1..3]`, `x`, a ``0..2` b`"), ["MISSED: t[1..3]", "`x`", "a `0..2` b"]);
        // An entry after a quoted one is shortened after the quoted value and reads back.
        let entries = ["src/v1..2/a.rs", "src/v1..2/b.rs", "s-1", "s-2", "s-3"];
        let mut list = Listed::default();
        for entry in entries {
            list.push(entry, ", ", true);
        }
        assert_eq!(list.as_str(), "`src/v1..2/a.rs`, `src/v1..2/b.rs`, s-1..3");
        assert_eq!(expand(list.as_str()), entries);
    }

    /// A list of `entries` pushed in order, and the entries it took (each once).
    fn pushed(entries: &[String]) -> (Listed, Vec<String>) {
        let mut list = Listed::default();
        let listed = entries.iter().filter(|entry| list.push(entry, ", ", true)).cloned().collect();
        (list, listed)
    }

    /// The entries a list reads back as (none for an empty list).
    fn read_back(list: &Listed) -> Vec<String> {
        if list.is_empty() { Vec::new() } else { expand(list.as_str()) }
    }

    proptest::proptest! {
        /// Entries holding dots (`..` among them) read back as pushed: no value is read as a
        /// range and no range as a value.
        #[test]
        fn dotted_lists_read_back(entries in proptest::collection::vec("[a-z./_`-]{0,4}[0-9]{0,2}[a-z.:' `]{0,3}[0-9]{0,1}", 0..40)) {
            let (list, listed) = pushed(&entries);
            proptest::prop_assert_eq!(read_back(&list), listed);
        }

        /// Any list reads back as the entries pushed, each once, in order; a list with no entry
        /// counting up by one from the one before is written with no range.
        #[test]
        fn any_list_reads_back(entries in proptest::collection::vec("[a-z/_-]{0,4}[0-9]{0,2}[a-z:']{0,2}", 0..40)) {
            let (list, listed) = pushed(&entries);
            proptest::prop_assert_eq!(read_back(&list), listed.clone());
            if !listed.windows(2).any(|pair| ranges::follows(&pair[0], &pair[1])) {
                proptest::prop_assert!(!list.as_str().contains(".."));
            }
        }

        /// Numbered values counting up, with gaps, padded or not, with text after the number:
        /// the list reads back as every value, in order, and is shorter than the values.
        #[test]
        fn counted_values_read_back(
            prefix in "[a-z/_-]{0,6}",
            suffix in "[a-z.:')]{0,4}",
            start in 0u64..200,
            pad in proptest::bool::ANY,
            steps in proptest::collection::vec(1u64..3, 1..60),
        ) {
            let mut n = start;
            let mut entries = vec![];
            for step in steps {
                entries.push(if pad { format!("{prefix}{n:04}{suffix}") } else { format!("{prefix}{n}{suffix}") });
                n += step;
            }
            let mut list = Listed::default();
            for entry in &entries {
                proptest::prop_assert!(list.push(entry, ", ", true));
            }
            proptest::prop_assert_eq!(expand(list.as_str()), entries.clone());
            proptest::prop_assert!(list.as_str().len() <= entries.iter().map(|e| e.len() + 2).sum::<usize>());
        }
    }
}
