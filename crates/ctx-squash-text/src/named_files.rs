//! A path listing's files are its keys: a listing of bare paths over the rows' budget names every
//! file still, each directory once and then its files' names, before it falls back to counts.
//!
//! `dpkg -L`, `find` and `rg --files` write every file's whole path, so most of a long listing's
//! bytes are its directories written again on every line. An agent reads such a listing for one
//! file (`stdio.h`, `crt1.o`); a per-directory count (`[124 entries]`) loses it. Written once per
//! directory — the directory's own line, then `[files: a.h, b.h, …]`, the names of the entries no
//! other entry is in —, every file is still named, for a fraction of the tokens. Directories,
//! lines that are no path and the entries that match the call's search terms stay lines as
//! written; the files named in a note are left out of the lines, and each run of them is one
//! `[N lines omitted]` marker, so recall gives each back as written. When even that is over the
//! budget ([`ctx_squash_core::LISTING_ROWS`]), the caller summarizes by directory.

use std::collections::{HashMap, HashSet};

use ctx_squash_core::{LISTING_ROWS, Lines, Squash};

/// About what a note's `[N lines omitted]` marker costs, its newline with it.
const MARKER: usize = 20;

/// The listing `all` (the lines of `indexed`) with each directory's files named in one note (see
/// the module's documentation), or `None` when that is over the budget. `entry` tells a line that
/// is a bare path; `matches`, one that holds a search term.
pub(crate) fn name_every_file(
    indexed: &Lines<'_>,
    all: &[&[u8]],
    entry: &dyn Fn(usize) -> bool,
    matches: &dyn Fn(&[u8]) -> bool,
) -> Option<Squash> {
    // A directory is what some entry is in.
    let directories: HashSet<&[u8]> =
        (0..all.len()).filter(|&i| entry(i)).map(|i| crate::listing::parent(all[i])).collect();
    let mut line_of: HashMap<&[u8], usize> = HashMap::new();
    let mut files: HashMap<&[u8], Vec<usize>> = HashMap::new();
    let mut keep = vec![false; all.len()];
    for (i, line) in all.iter().enumerate() {
        if !entry(i) {
            keep[i] = !line.trim_ascii().is_empty();
            continue;
        }
        let dir = crate::listing::parent(line);
        let path = line.strip_suffix(b"/").unwrap_or(line);
        if directories.contains(path) {
            line_of.entry(path).or_insert(i);
            keep[i] = true;
        } else if dir.is_empty() || matches(line) {
            keep[i] = true;
        } else {
            files.entry(dir).or_default().push(i);
        }
    }
    let mut notes: HashMap<usize, String> = HashMap::new();
    let mut spent = keep.iter().zip(all).filter(|(k, _)| **k).map(|(_, l)| l.len() + 1).sum::<usize>();
    for (dir, entries) in &files {
        // A directory with no line of its own (`rg --files`) is named by its first file, kept.
        let (at, named, mut note) = if let Some(&own) = line_of.get(dir) {
            (own, &entries[..], String::from("[files: "))
        } else {
            keep[entries[0]] = true;
            spent += all[entries[0]].len() + 1;
            (entries[0], &entries[1..], format!("[{}/ also: ", String::from_utf8_lossy(dir)))
        };
        if named.is_empty() {
            continue;
        }
        for (k, &i) in named.iter().enumerate() {
            if k > 0 {
                note.push_str(", ");
            }
            note.push_str(&String::from_utf8_lossy(all[i].get(dir.len() + 1..).unwrap_or_default()));
        }
        note.push(']');
        // Files that cost less as written than their note and its marker stay lines.
        let written: usize = named.iter().map(|&i| all[i].len() + 1).sum();
        if note.len() + MARKER >= written {
            for &i in named {
                keep[i] = true;
            }
            spent += written;
            continue;
        }
        // The note and the `[N lines omitted]` marker that comes with it.
        spent += note.len() + 1 + MARKER;
        if spent > LISTING_ROWS {
            return None;
        }
        notes.insert(at, note);
    }
    (spent <= LISTING_ROWS).then(|| crate::listing::render_with_notes(indexed, &keep, &notes))
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use crate::squash_listing_with;

    /// A `dpkg -L` listing of `dirs` directories of `per` files each, with long directory names.
    fn listing(dirs: usize, per: usize) -> String {
        let mut text = String::from("/.\n/usr\n/usr/include\n");
        for d in 0..dirs {
            let dir = format!("/usr/include/x86_64-linux-gnu/package-{d}/with/a/rather/deep/tree");
            let _ = writeln!(text, "{dir}");
            for f in 0..per {
                let _ = writeln!(text, "{dir}/header_{f}.h");
            }
        }
        text
    }

    #[test]
    fn a_path_listing_over_the_budget_names_every_file() {
        let text = listing(20, 40);
        assert!(text.len() > ctx_squash_core::LISTING_ROWS, "{}", text.len());
        let out = squash_listing_with(&text, &["header_7.h".to_owned()]);
        assert!(out.len() * 3 < text.len(), "{}", out.len());
        let dir = "/usr/include/x86_64-linux-gnu/package-3/with/a/rather/deep/tree";
        // The directory once, then every file's name; a file matching the search kept whole.
        assert!(out.contains(&format!("\n{dir}\n[files: header_0.h, header_1.h, header_2.h, ")), "{out}");
        assert!(out.contains(&format!(", header_39.h]\n[7 lines omitted]\n{dir}/header_7.h\n")), "{out}");
        for f in 0..40 {
            assert!(out.contains(&format!("header_{f}.h")), "{f}");
        }
    }

    #[test]
    fn the_named_listing_stays_within_the_budget_markers_counted() {
        let mut named = 0;
        for dirs in (180..300).step_by(2) {
            let out = squash_listing_with(&listing(dirs, 4), &[]);
            if out.contains("[files: ") {
                named += 1;
                assert!(out.len() <= ctx_squash_core::LISTING_ROWS, "{dirs} directories: {}", out.len());
            }
        }
        assert!(named > 0, "no listing was named file by file");
    }

    #[test]
    fn files_with_no_directory_line_are_named_after_the_first() {
        let mut text = String::new();
        for d in 0..30 {
            for f in 0..40 {
                let _ = writeln!(text, "crates/some-crate-with-a-long-name-{d}/src/module_{f}.rs");
            }
        }
        assert!(text.len() > ctx_squash_core::LISTING_ROWS, "{}", text.len());
        let out = squash_listing_with(&text, &[]);
        let dir = "crates/some-crate-with-a-long-name-12/src";
        assert!(
            out.contains(&format!("\n{dir}/module_0.rs\n[{dir}/ also: module_1.rs, module_2.rs, ")),
            "{out}"
        );
        assert!(out.contains(", module_39.rs]\n[39 lines omitted]\n"), "{out}");
    }

    #[test]
    fn a_listing_too_long_to_name_every_file_is_counted() {
        let text = listing(200, 60);
        let out = squash_listing_with(&text, &[]);
        assert!(!out.contains("[files: "), "{out}");
        assert!(out.contains(" entries"), "{out}");
    }
}
