//! Text in a dump is content: in a hex dump, the rows whose text column holds words are kept
//! before rows of dots, and the header line above each dump is kept.
//!
//! A dump (`tcpdump -X`, `xxd`, `hexdump -C`, `od -c`) writes bytes as rows of an offset, the
//! bytes in hex and the same bytes as text, a `.` for each byte that is not printable. Rows of
//! one shape fold, and a fold keeps its first rows: a packet's binary headers
//! (`E..<.%@.@.N.....`), not the payload a reader looks for (`HTTP/1.0.404`, `File.not.found`).
//! What a dump says is in its text column, where it holds words: a run of [`MIN_WORD`] letters.
//! So a row is read by its shape — an offset (`0x0040:`, `00000040:`, `00000040`, od's
//! `0000100`), bytes in hex, then exactly that many characters of text (`|…|` framed or not), or
//! od's four-column characters — and when an output holds at least [`MIN_ROWS`] rows, the line
//! opening each dump (a packet's `IP a > b: Flags [F.]`, a record's header) is kept whatever the
//! budget up to [`HEADER_BYTES`], and the rows with words are offered, the first of each dump
//! before the second of any, ahead of the filler that keeps rows by position.

use ctx_squash_core::Lines;

use crate::squash::Part;

/// Rows a dump must have before its rows are read by their text.
const MIN_ROWS: usize = 6;
/// Letters in a row that make a word.
const MIN_WORD: usize = 4;
/// Bytes of header lines kept whatever the budget (each counted as kept cut short); the rest are
/// offered with the rows.
const HEADER_BYTES: usize = 4 * 1024;
/// The length a header is reckoned at (a kept line cut short).
const SHORT: usize = 180;

/// The lines of an output's dumps, by what a reader asks of them.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Dump {
    /// The lines opening a dump, kept whatever the budget.
    pub(crate) headers: Vec<usize>,
    /// Headers past [`HEADER_BYTES`], then the rows with words, in the order they are offered.
    pub(crate) rows: Vec<usize>,
    /// The rows with no word, left to their fold.
    pub(crate) dots: Vec<usize>,
}

/// Every line's part, a dump's rows of no word marked [`Part::Dots`] (the filler leaves them to
/// their fold), and the output's dumps.
pub(crate) fn parts(lines: &Lines<'_>) -> (Vec<Part>, Dump) {
    let dump = dump(lines);
    let mut parts = vec![Part::Free; lines.len()];
    for &i in &dump.dots {
        parts[i] = Part::Dots;
    }
    (parts, dump)
}

/// Reads an output's dumps (see the module's documentation).
fn dump(lines: &Lines<'_>) -> Dump {
    // Each dump's rows with words, and the line above its first row.
    let mut dumps: Vec<(Option<usize>, Vec<usize>)> = Vec::new();
    let mut in_dump = false;
    let mut dots = Vec::new();
    let mut rows = 0;
    for i in 0..lines.len() {
        let Some(words) = row(lines.bytes(i), lines.lead(i).blanks) else {
            in_dump = false;
            continue;
        };
        rows += 1;
        if !in_dump {
            let above = i.checked_sub(1).filter(|&a| !lines.bytes(a).trim_ascii().is_empty());
            dumps.push((above, Vec::new()));
            in_dump = true;
        }
        if !words {
            dots.push(i);
        } else if let Some((_, text)) = dumps.last_mut() {
            text.push(i);
        }
    }
    if rows < MIN_ROWS {
        return Dump::default();
    }
    let mut out = Dump { dots, ..Dump::default() };
    let mut spent = 0;
    for &(above, _) in &dumps {
        let Some(h) = above else { continue };
        spent += lines.get(h).len().min(SHORT) + 1;
        if spent <= HEADER_BYTES { out.headers.push(h) } else { out.rows.push(h) }
    }
    let longest = dumps.iter().map(|(_, text)| text.len()).max().unwrap_or(0);
    for k in 0..longest {
        out.rows.extend(dumps.iter().filter_map(|(_, text)| text.get(k)));
    }
    out
}

/// Whether `line`, which opens with `blanks` spaces or tabs, is a row of a dump, and then whether
/// its text holds a word.
fn row(line: &[u8], blanks: usize) -> Option<bool> {
    let line = line.get(blanks..)?;
    // Every offset starts with `0x` or four hex digits: most lines are told by four bytes.
    let head = line.get(..4)?;
    if !(head.starts_with(b"0x") || head.iter().all(u8::is_ascii_hexdigit)) {
        return None;
    }
    // The offset: `0x0040:` (tcpdump), `00000040:` (xxd), `00000040` then two blanks
    // (hexdump -C), `0000100` then blanks (od).
    let digits = line.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    if digits == 1 && line.starts_with(b"0x") {
        let hex = line[2..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
        return hex_row(line[2 + hex..].strip_prefix(b":")?);
    }
    let rest = &line[digits..];
    if digits >= 4 && rest.first() == Some(&b':') {
        return hex_row(&rest[1..]);
    }
    if digits < 6 || !rest.starts_with(b" ") {
        return None;
    }
    if line[..digits].iter().all(|b| (b'0'..=b'7').contains(b))
        && let Some(words) = od_row(rest)
    {
        return Some(words);
    }
    hex_row(rest)
}

/// After the offset: groups of hex digits, then, after two blanks or more, exactly as many
/// characters of text as the groups hold bytes (`|`-framed in `hexdump -C`).
fn hex_row(rest: &[u8]) -> Option<bool> {
    let mut at = rest.iter().take_while(|&&b| b == b' ').count();
    if at == 0 || at > 3 {
        return None;
    }
    let mut bytes = 0;
    loop {
        let group = rest[at..].iter().take_while(|b| b.is_ascii_hexdigit()).count();
        if group == 0 || group % 2 == 1 || group > 16 {
            return None;
        }
        bytes += group / 2;
        at += group;
        let blanks = rest[at..].iter().take_while(|&&b| b == b' ').count();
        at += blanks;
        let next = &rest[at..];
        // One blank between groups; two in the middle of `hexdump -C`'s row, whose text ends in `|`.
        let gap = blanks == 2 && !next.starts_with(b"|") && rest.ends_with(b"|");
        if blanks == 0 || (blanks > 1 && !gap) {
            let text = next.strip_prefix(b"|").and_then(|t| t.strip_suffix(b"|")).unwrap_or(next);
            let printable = text.iter().all(|&b| (b' '..=b'~').contains(&b));
            return (blanks > 1 && text.len() == bytes && printable).then(|| has_word(text.iter().copied()));
        }
    }
}

/// After od's offset: cells four columns wide, each a character right-aligned (`   a`), a blank
/// (`    `), an escape (`  \n`) or an octal byte (` 303`).
fn od_row(rest: &[u8]) -> Option<bool> {
    if rest.is_empty() || !rest.len().is_multiple_of(4) || rest.len() > 4 * 32 {
        return None;
    }
    let mut text = Vec::with_capacity(rest.len() / 4);
    for cell in rest.chunks_exact(4) {
        text.push(match cell {
            [b' ', b' ', b' ', c] if c.is_ascii_graphic() || *c == b' ' => *c,
            [b' ', b' ', b'\\', c] if c.is_ascii_alphanumeric() => b'.',
            [b' ', a, b, c] if [a, b, c].iter().all(|d| (b'0'..=b'7').contains(d)) => b'.',
            _ => return None,
        });
    }
    Some(has_word(text.into_iter()))
}

/// Whether a row's text holds a run of [`MIN_WORD`] letters.
fn has_word(text: impl Iterator<Item = u8>) -> bool {
    let mut run = 0;
    for b in text {
        run = if b.is_ascii_alphabetic() { run + 1 } else { 0 };
        if run >= MIN_WORD {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(line: &str, expected: Option<bool>) {
        let blanks = line.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
        assert_eq!(row(line.as_bytes(), blanks), expected, "{line:?}");
    }

    #[test]
    fn rows_of_every_dump_are_read_by_their_text() {
        check("\t0x0030:  5707 f2b4 4854 5450 2f31 2e30 2032 3030  W...HTTP/1.0.200", Some(true));
        check("\t0x0000:  4500 003c ee25 4000 4006 4e94 7f00 0001  E..<.%@.@.N.....", Some(false));
        check("\t0x0050:  653a 2033 0a                             e:.3.", Some(false));
        check("\t0x0080:  2020 2020 2020 203c 7469 746c 653e 4572  .......<title>Er", Some(true));
        check("00000000: 7f45 4c46 0201 0100 0000 0000 0000 0000  .ELF............", Some(false));
        check("00000010: 4865 6c6c 6f2c 2077 6f72 6c64 210a 0000  Hello, world!...", Some(true));
        check("00000000  7f 45 4c 46 02 01 01 00  00 00 00 00 00 00 00 00  |.ELF............|", Some(false));
        check("00000010  48 65 6c 6c 6f 20 77 6f  72 6c 64 0a              |Hello world.|", Some(true));
        check("0000000   #   !   /   b   i   n   /   s   h  \\n   e   c   h   o       h", Some(true));
        check(
            "0000000 177   E   L   F 002 001 001  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0  \\0",
            Some(false),
        );
        check("0000020   e   l   l   o  \\n 303 251   t   a   b   l   e   s  \\n", Some(true));
    }

    #[test]
    fn other_lines_are_no_rows() {
        check("IP 127.0.0.1.18081 > 127.0.0.1.40112: Flags [F.], seq 186, ack 94, win 64, length 0", None);
        check("2026-12-04 16:16:23 INFO served /status.txt", None);
        check("deadbeef: the commit that broke it", None);
        check("0x0000:  4500 003c  E..<..", None);
        check("12:34:56 ok", None);
        check("0000024", None);
        check("", None);
    }

    /// `bytes` as `tcpdump -X` writes them: rows of 16, each its offset, its hex in pairs of
    /// bytes and its text with a `.` for each byte that is not printable.
    fn tcpdump_rows(bytes: &[u8]) -> String {
        let mut out = String::new();
        for (n, chunk) in bytes.chunks(16).enumerate() {
            let hex: Vec<String> = chunk
                .chunks(2)
                .map(|p| p.iter().map(|b| format!("{b:02x}")).collect::<Vec<_>>().concat())
                .collect();
            let text: String =
                chunk.iter().map(|&b| if b.is_ascii_graphic() { b as char } else { '.' }).collect();
            let _ = writeln!(out, "\t0x{:04x}:  {:<40} {text}", n * 16, hex.join(" "));
        }
        out
    }

    /// Through the whole squash: in a capture of 60 packets, each of binary headers and a short
    /// text payload, every packet's header line and every payload row is kept, and the rows of
    /// dots fold.
    #[test]
    fn a_squashed_capture_keeps_every_header_and_payload() {
        let mut capture = String::from("reading from file lo.pcap, link-type EN10MB (Ethernet)\n");
        for p in 0..60u8 {
            let flags = if p == 41 { "F." } else { "P." };
            let _ = writeln!(
                capture,
                "IP 127.0.0.1.{} > 127.0.0.1.18081: Flags [{flags}], seq {p}, ack 1, win 64, length 80",
                40000 + u32::from(p)
            );
            let mut packet: Vec<u8> = (0..64u8).map(|b| b.wrapping_mul(p).wrapping_add(b) | 0x80).collect();
            packet.extend_from_slice(format!("HTTP/1.0 {} answer{p:02}", 200 + u32::from(p)).as_bytes());
            capture.push_str(&tcpdump_rows(&packet));
        }
        let out = crate::squash_log(&capture);
        assert!(out.len() < capture.len() / 2, "{} of {}", out.len(), capture.len());
        for p in 0..60u32 {
            let flags = if p == 41 { "F." } else { "P." };
            let header = format!("IP 127.0.0.1.{} > 127.0.0.1.18081: Flags [{flags}], seq {p},", 40000 + p);
            assert!(out.contains(&header), "{header:?} missing from\n{out}");
            let payload = format!("HTTP/1.0.{}.ans\n", 200 + p);
            assert!(out.contains(&payload), "{payload:?} missing from\n{out}");
        }
    }

    /// A capture of packets whose payload is text: every packet's header is kept, and the rows
    /// with words come before any other row, the first of each packet first.
    #[test]
    fn a_capture_keeps_its_headers_and_its_rows_with_words() {
        let text = "IP 10.0.0.1.80 > 10.0.0.2.5000: Flags [P.], length 32
\t0x0000:  4500 0034 ee26 4000 4006 4e9b 7f00 0001  E..4.&@.@.N.....
\t0x0010:  4854 5450 2f31 2e30 2034 3034 204e 6f74  HTTP/1.0.404.Not
IP 10.0.0.2.5000 > 10.0.0.1.80: Flags [.], ack 33, length 0
\t0x0000:  4500 0034 ee27 4000 4006 4e9b 7f00 0001  E..4.'@.@.N.....
\t0x0010:  7f00 0001 9caf 46a1 551a c56c 0604 4e5d  ......F.U..l..N]
IP 10.0.0.1.80 > 10.0.0.2.5000: Flags [F.], length 0
\t0x0000:  4500 0034 ee28 4000 4006 4e9b 7f00 0001  E..4.(@.@.N.....
\t0x0010:  2046 6f75 6e64 0d0a 0d0a 0000 0000 0000  .Found..........
";
        let lines = Lines::new(text);
        assert_eq!(dump(&lines), Dump { headers: vec![0, 3, 6], rows: vec![2, 8], dots: vec![1, 4, 5, 7] });
        // Fewer rows than a dump needs: nothing is read.
        let short: String = text.lines().take(6).flat_map(|l| [l, "\n"]).collect();
        assert_eq!(dump(&Lines::new(&short)), Dump::default());
    }
}
