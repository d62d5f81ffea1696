//! The list of values a fold note names, written compactly: a value already listed in the note
//! is not listed again (the note's `×N` counts every line), and a value that begins with the
//! value before it up to that value's last separator (`/`, `:`, `[`, `.`, `-`, `_`, `@`; the
//! punctuation ending it aside) is written from that separator on, after `…` —
//! `tests/test_duty.py::test_free[0.00-shoes], …-toys]`. Each entry reads back whole from the one
//! before it, so the note names every value it named before in fewer bytes.

use std::collections::HashSet;

/// Bytes of a shared prefix worth writing as `…` (itself three bytes).
const MIN_PREFIX: usize = 6;

/// A note's list of values being written.
#[derive(Debug, Default)]
pub(crate) struct Listed {
    /// The list as written.
    text: String,
    /// The entries listed, whole.
    seen: HashSet<String>,
    /// The last entry listed, whole: what the next one's `…` stands for.
    last: String,
}

impl Listed {
    /// Appends `entry` after `separator` (none before the first), unless the list holds it
    /// already; when `shorten`, as its tail after what it shares with the entry before. Returns
    /// whether it was appended.
    pub(crate) fn push(&mut self, entry: &str, separator: &str, shorten: bool) -> bool {
        if entry.is_empty() || !self.seen.insert(entry.to_owned()) {
            return false;
        }
        if !self.text.is_empty() {
            self.text.push_str(separator);
        }
        match shared(&self.last, entry).filter(|_| shorten) {
            Some(cut) => {
                self.text.push('…');
                self.text.push_str(&entry[cut..]);
            }
            None => self.text.push_str(entry),
        }
        entry.clone_into(&mut self.last);
        true
    }

    /// The list as written.
    pub(crate) fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether nothing is listed.
    pub(crate) fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
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
            let whole = match (entry.strip_prefix('…'), out.last()) {
                (Some(tail), Some(before)) => {
                    let cut = last_separator(before).expect("an entry shortened after one with a separator");
                    format!("{}{tail}", &before[..cut])
                }
                _ => entry.to_owned(),
            };
            out.push(whole);
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
}
