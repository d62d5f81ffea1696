//! Properties over arbitrary input, for both stores: bytes round-trip exactly (not only UTF-8),
//! paging from line 1 by `next` reads every line once and in order (across chunk boundaries and
//! long lines), grep counts what a plain scan counts, and every handle resolves to itself.

use ctx_archive::{Archive, LineRange, MemoryArchive, Options, SqliteArchive};
use proptest::prelude::*;

fn sqlite() -> (SqliteArchive, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive =
        SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default().cap(None)).expect("open");
    (archive, dir)
}

/// The lines a page should show: split on `\n`, one `\r` before it dropped, lossy UTF-8.
fn expected_lines(bytes: &[u8]) -> Vec<String> {
    let mut lines: Vec<String> = bytes
        .split(|&byte| byte == b'\n')
        .map(|line| String::from_utf8_lossy(line.strip_suffix(b"\r").unwrap_or(line)).into_owned())
        .collect();
    if bytes.is_empty() || bytes.ends_with(b"\n") {
        lines.pop();
    }
    lines
}

/// Reads every page from line 1 on, following `next`, and checks it against the lines.
fn check_paging(
    archive: &dyn Archive,
    bytes: &[u8],
    max_lines: usize,
    max_bytes: usize,
) -> Result<(), TestCaseError> {
    let handle = archive.put(bytes, None).expect("put");
    let expected = expected_lines(bytes);
    let mut line = 1;
    if expected.is_empty() {
        prop_assert!(archive.lines(&handle, &LineRange::starting_at(1)).is_err());
        return Ok(());
    }
    while line <= expected.len() {
        let page = archive
            .lines(&handle, &LineRange::starting_at(line).max_lines(max_lines).max_bytes(max_bytes))
            .expect("page");
        prop_assert_eq!(page.first, line);
        prop_assert_eq!(page.total_lines, expected.len());
        let shown: Vec<&str> = page.text.strip_suffix('\n').unwrap_or(&page.text).split('\n').collect();
        prop_assert_eq!(shown.len(), page.last - page.first + 1);
        for (offset, text) in shown.iter().enumerate() {
            let want = &expected[line - 1 + offset];
            if page.cut {
                prop_assert!(want.starts_with(text) && text.len() < want.len());
            } else {
                prop_assert_eq!(*text, want.as_str());
            }
        }
        line = page.last + 1;
        prop_assert_eq!(page.next, (line <= expected.len()).then_some(line));
    }
    Ok(())
}

/// Text with lines of every length, `\r\n` endings, multi-byte characters and stray bytes.
fn text_like() -> impl Strategy<Value = Vec<u8>> {
    let line = prop_oneof![
        4 => "[a-z ]{0,40}".prop_map(String::into_bytes),
        1 => "[é✓ x]{0,20}\r".prop_map(String::into_bytes),
        1 => prop::collection::vec(any::<u8>(), 0..30),
        1 => (1usize..40_000).prop_map(|len| "long ".repeat(len / 5 + 1).into_bytes()),
    ];
    prop::collection::vec(line, 0..40).prop_map(|lines| lines.join(&b'\n'))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn bytes_round_trip_exactly(bytes in prop::collection::vec(any::<u8>(), 0..4096)) {
        let memory = MemoryArchive::new();
        let handle = memory.put(&bytes, None).expect("put");
        prop_assert_eq!(memory.get(&handle).expect("get"), bytes.clone());
        let (sqlite, _dir) = sqlite();
        prop_assert_eq!(sqlite.put(&bytes, None).expect("put"), handle);
        prop_assert_eq!(sqlite.get(&handle).expect("get"), bytes);
    }

    #[test]
    fn paging_reads_every_line_once(bytes in text_like(), max_lines in 1usize..50, max_bytes in 1usize..3000) {
        check_paging(&MemoryArchive::new(), &bytes, max_lines, max_bytes)?;
        let (sqlite, _dir) = sqlite();
        check_paging(&sqlite, &bytes, max_lines, max_bytes)?;
    }

    #[test]
    fn grep_counts_what_a_scan_counts(bytes in text_like(), word in "[a-z]{1,3}") {
        let expected = expected_lines(&bytes).iter().filter(|line| line.contains(&word)).count();
        let (sqlite, _dir) = sqlite();
        for archive in [&MemoryArchive::new() as &dyn Archive, &sqlite] {
            let handle = archive.put(&bytes, None).expect("put");
            prop_assert_eq!(archive.grep(&handle, &word, 5).expect("grep").total, expected);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// Originals of several chunks (128 KiB each): pages cross their boundaries.
    #[test]
    fn paging_crosses_chunks(lines in prop::collection::vec(0usize..3000, 100..600), max_lines in 50usize..400) {
        let bytes: Vec<u8> = lines.iter().enumerate().flat_map(|(n, len)| format!("{n}:{}\n", "é".repeat(*len)).into_bytes()).collect();
        let (sqlite, _dir) = sqlite();
        check_paging(&sqlite, &bytes, max_lines, 1 << 20)?;
    }
}

#[test]
fn every_handle_resolves_to_itself() {
    let (sqlite, _dir) = sqlite();
    let memory = MemoryArchive::new();
    for archive in [&memory as &dyn Archive, &sqlite] {
        let handles: Vec<_> =
            (0..3_000).map(|n| archive.put(format!("{n}").as_bytes(), None).expect("put")).collect();
        for handle in &handles {
            assert_eq!(archive.resolve(&handle.to_string()).expect("shown"), *handle);
            assert_eq!(archive.resolve(&handle.hex()).expect("full"), *handle);
        }
    }
}
