//! How the SQLite store cuts an original into chunks: at most 128 KiB each, cut after a newline
//! where there is one in the chunk's second half, so a page or a search hit decompresses one
//! chunk rather than the whole original.

/// The largest chunk, in bytes before compression.
pub(crate) const CHUNK_BYTES: usize = 128 * 1024;

/// One chunk of an original.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Piece<'a> {
    /// Its bytes.
    pub bytes: &'a [u8],
    /// The number of the line its first byte belongs to.
    pub first_line: usize,
    /// Whether it starts inside that line (the previous chunk ended without a newline).
    pub mid_line: bool,
}

/// Cuts `bytes` into chunks of at most `size` bytes (`size` ≥ 8).
pub(crate) fn split(bytes: &[u8], size: usize) -> Vec<Piece<'_>> {
    let mut pieces = Vec::with_capacity(bytes.len() / size + 1);
    let (mut start, mut line, mut mid_line) = (0, 1, false);
    while start < bytes.len() {
        let mut end = (start + size).min(bytes.len());
        if end < bytes.len() {
            let half = start + size / 2;
            end = match memchr::memrchr(b'\n', &bytes[half..end]) {
                Some(at) => half + at + 1,
                // A line longer than the chunk: cut between characters if the bytes are UTF-8 (a
                // continuation byte never starts a character), so each chunk reads as text.
                None => (end - 3..=end).rev().find(|&at| bytes[at] & 0xc0 != 0x80).unwrap_or(end),
            };
        }
        let piece = &bytes[start..end];
        pieces.push(Piece { bytes: piece, first_line: line, mid_line });
        line += memchr::memchr_iter(b'\n', piece).count();
        mid_line = piece.last() != Some(&b'\n');
        start = end;
    }
    pieces
}

/// The number of lines of the bytes `pieces` cut (as `text::count_lines` counts them: the
/// newlines, plus one for a last line without one), read from the last piece alone.
pub(crate) fn count_lines(pieces: &[Piece<'_>]) -> usize {
    pieces.last().map_or(0, |last| {
        let newlines = last.first_line - 1 + memchr::memchr_iter(b'\n', last.bytes).count();
        newlines + usize::from(last.bytes.last() != Some(&b'\n'))
    })
}

/// Which chunks go into the full-text index when an original is larger than `limit`: the chunks
/// within its first `limit / 2` bytes and its last `limit / 2` (where a log's command line and
/// its verdict are). `true` for each chunk to index.
pub(crate) fn indexed(pieces: &[Piece<'_>], limit: usize) -> Vec<bool> {
    let total: usize = pieces.iter().map(|piece| piece.bytes.len()).sum();
    if total <= limit {
        return vec![true; pieces.len()];
    }
    let mut keep = vec![false; pieces.len()];
    let mut budget = limit / 2;
    for (index, piece) in pieces.iter().enumerate() {
        if piece.bytes.len() > budget {
            break;
        }
        budget -= piece.bytes.len();
        keep[index] = true;
    }
    let mut budget = limit / 2;
    for (index, piece) in pieces.iter().enumerate().rev() {
        if piece.bytes.len() > budget {
            break;
        }
        budget -= piece.bytes.len();
        keep[index] = true;
    }
    keep
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(bytes: &[u8], size: usize, expected: &[(&str, usize, bool)]) {
        let pieces = split(bytes, size);
        let got: Vec<(String, usize, bool)> = pieces
            .iter()
            .map(|piece| {
                (String::from_utf8_lossy(piece.bytes).into_owned(), piece.first_line, piece.mid_line)
            })
            .collect();
        let expected: Vec<(String, usize, bool)> =
            expected.iter().map(|&(s, l, m)| (s.to_owned(), l, m)).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn chunks_end_after_a_newline_in_their_second_half() {
        check(b"", 8, &[]);
        check(b"short", 8, &[("short", 1, false)]);
        check(b"aaa\nbbb\nccc\n", 8, &[("aaa\nbbb\n", 1, false), ("ccc\n", 3, false)]);
        check(b"aaaaaa\nbbbbbbbbbb", 8, &[("aaaaaa\n", 1, false), ("bbbbbbbb", 2, false), ("bb", 2, true)]);
        // A newline in the first half does not make a tiny chunk.
        check(b"a\nbbbbbbbbbb\n", 8, &[("a\nbbbbbb", 1, false), ("bbbb\n", 2, true)]);
    }

    #[test]
    fn a_forced_cut_falls_between_characters() {
        let text = "ééééééé"; // 14 bytes, no newline
        for piece in split(text.as_bytes(), 8) {
            assert!(std::str::from_utf8(piece.bytes).is_ok(), "{:?}", piece.bytes);
        }
        // Bytes that are not UTF-8 are cut at the size.
        assert_eq!(split(&[0x80; 20], 8).len(), 3);
    }

    #[test]
    fn lines_are_counted_from_the_last_piece() {
        for text in [
            "",
            "a",
            "a\n",
            "aaa\nbbb\nccc\n",
            "aaaaaa\nbbbbbbbbbb",
            "a\nbbbbbbbbbb\n",
            "\n\n\n\n\n\n\n\n\n\nx",
        ] {
            for size in [8, 9, 64] {
                let pieces = split(text.as_bytes(), size);
                assert_eq!(
                    count_lines(&pieces),
                    crate::text::count_lines(text.as_bytes()),
                    "{text:?} in {size}"
                );
            }
        }
    }

    #[test]
    fn large_originals_index_their_head_and_tail() {
        let bytes = [b'x'; 100];
        let pieces = split(&bytes, 10);
        assert_eq!(indexed(&pieces, 1_000), vec![true; 10]);
        let keep = indexed(&pieces, 40);
        assert_eq!(keep, [true, true, false, false, false, false, false, false, true, true]);
    }
}
