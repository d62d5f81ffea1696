//! A path is named by its last part: an over-long line is cut in its longest path's directories
//! before its middle.
//!
//! A line too long to keep whole is cut, and a cut in the middle falls wherever the byte count
//! says — in `PyPI`'s index, through the `attrs-26.1.0.tar.gz#sha256=…` an agent copies, keeping
//! instead the directory of random hashes before it. What names a file, a URL or a class in a
//! path is its last part (the file name, its fragment, the line number after it) and its first
//! (the host, the root); the directories between are the least read. So when leaving out the
//! directories of the line's longest path (everything between its first part and its last) is
//! enough to bring the line within its cap, that is the cut: `https://files.pythonhosted.org/[…
//! 76 bytes omitted]attrs-26.1.0.tar.gz#sha256=d03c…`. Otherwise the middle is cut as before.

/// Bytes a cut must leave out beyond what is needed: room for its own marker.
const MARKER_ROOM: usize = 24;

/// The directories of the line's longest path, when leaving them out saves at least `need` bytes
/// beyond room for a marker: the byte range to leave out. The path's first part (a URL's host,
/// an absolute path's first directory, a relative path's first part) is kept when that is
/// enough, else it goes too (`https://`, `/`); its last part always stays.
pub(crate) fn directories(line: &str, need: usize) -> Option<(usize, usize)> {
    let bytes = line.as_bytes();
    let wanted = need.saturating_add(MARKER_ROOM);
    let mut best: Option<(usize, usize, usize)> = None;
    // Only the tokens holding a `/` are read, each once: from a slash back to the delimiter
    // before it and on to the one after it.
    let mut read_to = 0;
    for slash in memchr::memchr_iter(b'/', bytes) {
        if slash < read_to {
            continue;
        }
        // A path from here on spans at most the bytes left: when they are too few to save
        // `need`, and no path read so far saves it, the line has no cut to give (a long line cut
        // short to a few hundred bytes is not read to its end).
        if bytes.len() - read_to < wanted && best.is_none_or(|(root, _, last)| last - root < wanted) {
            return None;
        }
        let start = bytes[read_to..slash]
            .iter()
            .rposition(|&b| DELIMITERS[usize::from(b)])
            .map_or(read_to, |n| read_to + n + 1);
        let end = bytes[slash..]
            .iter()
            .position(|&b| DELIMITERS[usize::from(b)])
            .map_or(bytes.len(), |n| slash + n);
        read_to = end;
        if let Some((root, first, last)) = interior(&bytes[start..end])
            && best.is_none_or(|(r, _, l)| last - root > l - r)
        {
            best = Some((start + root, start + first, start + last));
        }
    }
    let (root, first, last) = best?;
    let enough = |from: usize| last - from >= wanted;
    if enough(first) { Some((first, last)) } else { enough(root).then_some((root, last)) }
}

/// What ends a path in a line: blanks, quotes, brackets and list separators.
const fn delimiter(b: u8) -> bool {
    b.is_ascii_whitespace()
        || matches!(
            b,
            b'"' | b'\'' | b'`' | b'<' | b'>' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b',' | b';'
        )
}

/// [`delimiter`] of every byte, looked up rather than tested: a long line's path tokens are read
/// byte by byte from each slash to the delimiters around it.
const DELIMITERS: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = delimiter(b as u8);
        b += 1;
    }
    table
};

/// Where `token`'s first `://` starts: each `:` looked at in turn (a searcher built for the
/// three bytes cost more than the search, token after token).
fn scheme_end(token: &[u8]) -> Option<usize> {
    memchr::memchr_iter(b':', token).find(|&colon| token.get(colon + 1..colon + 3) == Some(b"//"))
}

/// The parts of a path token with at least three `/` (`a/b/c/d`, `/usr/lib/x/y`,
/// `https://host/a/b`): where its first part starts (after `scheme://` or a leading `/`), where
/// its directories start (after the first part) and where its last part starts (after its last
/// `/`).
fn interior(token: &[u8]) -> Option<(usize, usize, usize)> {
    memchr::memchr_iter(b'/', token).nth(2)?;
    let last = memchr::memrchr(b'/', token)? + 1;
    let root = match scheme_end(token) {
        Some(scheme) => scheme + 3,
        None => usize::from(token.first() == Some(&b'/')),
    };
    let first = root + memchr::memchr(b'/', &token[root..])? + 1;
    (root < first && first < last).then_some((root, first, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, need: usize, expected: Option<&str>) {
        let got = directories(line, need).map(|(a, b)| &line[a..b]);
        assert_eq!(got, expected, "{line}");
    }

    #[test]
    fn the_longest_path_loses_its_directories() {
        let href = "<a href=\"https://files.pythonhosted.org/packages/9a/8e/82a0fe20a541c03148528be8cac2408564a6c9a0cc7e9171802bc1d26985/attrs-26.1.0.tar.gz#sha256=d03c\">attrs</a>";
        check(href, 10, Some("packages/9a/8e/82a0fe20a541c03148528be8cac2408564a6c9a0cc7e9171802bc1d26985/"));
        // Not enough without the host: the host goes too.
        check(
            href,
            60,
            Some(
                "files.pythonhosted.org/packages/9a/8e/82a0fe20a541c03148528be8cac2408564a6c9a0cc7e9171802bc1d26985/",
            ),
        );
        // Not enough to leave out: no path cut.
        check(href, 100, None);
        check(
            "  --> /rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/error.rs:111:4",
            0,
            Some("59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/"),
        );
        check(
            "  --> /rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/error.rs:111:4",
            40,
            Some("rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/"),
        );
        check(
            "see src/a/b/c/dddddddddddddddddddddddddddddddddddddd/e.rs and x/y/z",
            0,
            Some("a/b/c/dddddddddddddddddddddddddddddddddddddd/"),
        );
        // Too few parts, or none.
        check("a/b/c", 0, None);
        check("plain words only", 0, None);
        check("", 0, None);
        check("////", 0, None);
        check("https://host", 0, None);
        check("é/日/x/y", 0, None);
    }

    /// A line read only until no path left could save what is needed cuts as a line read to
    /// its end: the longest path wherever it stands, none when no path is long enough.
    #[test]
    fn a_path_late_in_a_long_line_is_still_found() {
        let long = format!("/srv/{}/data/file.txt", "d".repeat(300));
        let line = format!("a/b/c/d then {} {long} end /x/y/z/w", "word ".repeat(40));
        let interior = format!("{}/data/", "d".repeat(300));
        for need in [0, 100, 250, 280] {
            check(&line, need, Some(&interior));
        }
        // Needing more than the longest path holds: no cut, however early the reading stops.
        check(&line, 400, None);
        check(&format!("{long} {}", "x ".repeat(400)), 700, None);
        // Two paths, the longer second: it is the one cut, even when the first saves enough.
        let short = format!("/srv/{}/f", "s".repeat(120));
        let both = format!("{short} {long}");
        check(&both, 50, Some(&interior));
    }

    /// The table says what the test says of every byte, and the first `://` is found where a
    /// search for the three bytes finds it.
    #[test]
    fn the_lookups_agree_with_what_they_stand_for() {
        for b in 0..=255u8 {
            assert_eq!(DELIMITERS[usize::from(b)], delimiter(b), "{b}");
        }
        for token in ["", ":", "://", "a://b", "a:/b://c", "a::://", "http:/x", "x:", "x:/", "é://日", ":///"]
        {
            assert_eq!(
                scheme_end(token.as_bytes()),
                memchr::memmem::find(token.as_bytes(), b"://"),
                "{token}"
            );
        }
    }
}
