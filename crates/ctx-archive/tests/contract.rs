//! The `Archive` contract, checked against both stores through `&dyn Archive`: round trips,
//! handles, pages, grep, search, pins, listings, and every clear answer to a bad request.

use std::fmt::Write as _;

use ctx_archive::{
    Archive, By, Error, Ledger, LineRange, MAX_HITS, MemoryArchive, Options, Saving, Since, SqliteArchive,
    key_of,
};
use tempfile::TempDir;

/// Both stores, fresh; the directory keeps the SQLite file alive for the test.
fn stores() -> Vec<(&'static str, Box<dyn Archive>, Option<TempDir>)> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sqlite = SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default()).expect("open");
    vec![("memory", Box::new(MemoryArchive::new()), None), ("sqlite", Box::new(sqlite), Some(dir))]
}

fn numbered(lines: usize) -> String {
    (1..=lines).fold(String::new(), |mut text, n| {
        writeln!(text, "line {n}").expect("in memory");
        text
    })
}

/// Both stores as ledgers, fresh.
fn ledgers() -> Vec<(&'static str, Box<dyn Ledger>, Option<TempDir>)> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sqlite = SqliteArchive::open(dir.path().join("archive.sqlite"), &Options::default()).expect("open");
    vec![("memory", Box::new(MemoryArchive::new()), None), ("sqlite", Box::new(sqlite), Some(dir))]
}

#[test]
fn a_saving_counted_later_claims_nothing_until_settled() {
    for (store, ledger, _dir) in ledgers() {
        let key = key_of(b"a long original");
        ledger.record(&Saving::new("dedup", "s", 500, 400)).expect("record");
        ledger
            .record(&Saving::counted_later("squash", "s", key.clone(), 30).pricing("anthropic", 3.0))
            .expect("record");
        ledger.record(&Saving::counted_later("run", "s", key_of(b"evicted"), 10)).expect("record");
        let totals = ledger.totals(By::Session, Since::Ever).expect("totals");
        assert_eq!((totals[0].events, totals[0].uncounted, totals[0].tokens_saved()), (3, 2, 100), "{store}");
        assert!(totals[0].usd_saved.abs() < 1e-12, "{store}: nothing priced before the count");

        let uncounted = ledger.uncounted().expect("uncounted");
        let keys: Vec<&str> = uncounted.iter().map(|saving| saving.original.as_str()).collect();
        assert_eq!(keys, [key.as_str(), key_of(b"evicted").as_str()], "{store}: oldest first");
        ledger.settle(uncounted[0].id, Some(1_030)).expect("settle");
        ledger.settle(uncounted[1].id, None).expect("settle a lost original");
        ledger.settle(uncounted[0].id, Some(9_999)).expect("settling twice changes nothing");
        assert!(ledger.uncounted().expect("uncounted").is_empty(), "{store}");
        let totals = ledger.totals(By::Session, Since::Ever).expect("totals");
        assert_eq!((totals[0].uncounted, totals[0].tokens_saved()), (0, 1_100), "{store}");
        assert!((totals[0].usd_saved - 1_000.0 * 3.0 / 1e6).abs() < 1e-12, "{store}");
    }
}

#[test]
fn a_saving_whose_text_after_is_counted_later_too_is_settled_in_two_steps() {
    for (store, ledger, _dir) in ledgers() {
        let key = key_of(b"the original");
        let saving = Saving::counted_later("squash", "s", key.clone(), 999).after_counted_later("the squash");
        assert_eq!((saving.tokens_after, saving.after.as_deref()), (0, Some("the squash")));
        ledger.record(&saving.pricing("anthropic", 3.0)).expect("record");
        ledger
            .record(&Saving::counted_later("run", "s", key_of(b"gone"), 0).after_counted_later("ab"))
            .expect("record");
        let totals = ledger.totals(By::Session, Since::Ever).expect("totals");
        assert_eq!(
            (totals[0].uncounted, totals[0].tokens_saved(), totals[0].tokens_after),
            (2, 0, 0),
            "{store}"
        );
        let uncounted = ledger.uncounted().expect("uncounted");
        let afters: Vec<Option<&str>> = uncounted.iter().map(|saving| saving.after.as_deref()).collect();
        assert_eq!(afters, [Some("the squash"), Some("ab")], "{store}");
        ledger.settle_after(uncounted[0].id, 40).expect("settle after");
        ledger.settle_after(uncounted[0].id, 77).expect("settling twice changes nothing");
        ledger.settle(uncounted[0].id, Some(1_040)).expect("settle");
        ledger.settle_after(uncounted[1].id, 5).expect("settle after");
        ledger.settle(uncounted[1].id, None).expect("an original gone saves nothing");
        assert!(ledger.uncounted().expect("uncounted").is_empty(), "{store}");
        let totals = ledger.totals(By::Session, Since::Ever).expect("totals");
        assert_eq!(
            (totals[0].uncounted, totals[0].tokens_after, totals[0].tokens_saved()),
            (0, 45, 1_000),
            "{store}"
        );
    }
}

#[test]
fn put_and_get_round_trip_and_are_idempotent() {
    for (store, archive, _dir) in stores() {
        let original = b"error: first\r\n\xff\xfe not UTF-8\n\0 nul\n";
        let handle = archive.put(original, None).expect("put");
        assert_eq!(archive.get(&handle).expect("get"), original, "{store}");
        assert_eq!(handle.hex(), key_of(original), "{store}: the ledger names originals by the same key");
        assert_eq!(archive.put(original, Some("bash")).expect("again"), handle, "{store}");
        assert_eq!(archive.put(original, Some("other")).expect("again"), handle, "{store}");
        let entries = archive.entries(10).expect("entries");
        assert_eq!(entries.len(), 1, "{store}: stored once");
        assert_eq!(entries[0].label.as_deref(), Some("bash"), "{store}: the first label given stays");
        assert_eq!((entries[0].bytes, entries[0].lines), (original.len() as u64, 3), "{store}");
        let empty = archive.put(b"", None).expect("an empty original");
        assert_eq!(archive.get(&empty).expect("get"), b"", "{store}");
        let stats = archive.stats().expect("stats");
        assert_eq!((stats.originals, stats.bytes), (2, original.len() as u64), "{store}");
    }
}

#[test]
fn handles_resolve_from_user_text() {
    for (store, archive, _dir) in stores() {
        let handle = archive.put(b"some output", None).expect("put");
        let shown = handle.to_string();
        assert_eq!(shown.len(), 8, "{store}");
        for typed in [
            shown.clone(),
            shown.to_uppercase(),
            format!("  {shown}\n"),
            handle.hex(),
            shown.clone() + &handle.hex()[8..12],
        ] {
            assert_eq!(archive.resolve(&typed).expect("resolves"), handle, "{store}: {typed:?}");
        }
        for (typed, reason) in [
            ("", "empty"),
            ("abc", "too short"),
            ("xyz12345", "hexadecimal"),
            ("ctx:1234abcd", "hexadecimal"),
        ] {
            match archive.resolve(typed) {
                Err(Error::InvalidHandle { reason: got, .. }) => {
                    assert!(got.contains(reason), "{store}: {typed:?}: {got}");
                }
                other => panic!("{store}: {typed:?}: {other:?}"),
            }
        }
        let unknown = if shown.starts_with('0') { "11111111" } else { "00000000" };
        let error = archive.resolve(unknown).expect_err("unknown");
        assert_eq!(error, Error::UnknownHandle(unknown.to_owned()), "{store}");
        assert_eq!(error.to_string(), format!("no original with handle {unknown} in the archive"));
    }
}

#[test]
fn handles_sharing_a_prefix_stay_distinct_and_say_when_they_are_ambiguous() {
    // Found by hashing "collision N" for N from 0 until two SHA-256 digests shared 9 hex digits:
    // 704f0b0cc7… and 704f0b0ccd….
    let (first, second) = (b"collision 27914", b"collision 542323");
    for (store, archive, _dir) in stores() {
        let a = archive.put(first, None).expect("put");
        let b = archive.put(second, None).expect("put");
        assert_eq!((a.to_string().as_str(), b.to_string().as_str()), ("704f0b0c", "704f0b0ccd"), "{store}");
        // The handle shown first still names its original, and the longer one names the other.
        assert_eq!(archive.resolve("704f0b0c").expect("issued with 8 digits"), a, "{store}");
        assert_eq!(archive.resolve("704f0b0ccd").expect("unique"), b, "{store}");
        assert_eq!(archive.resolve("704f0b0cc7").expect("unique"), a, "{store}");
        let error = archive.resolve("704f0b0cc").expect_err("nine digits fit both");
        assert_eq!(
            error,
            Error::AmbiguousHandle {
                prefix: "704f0b0cc".into(),
                candidates: vec!["704f0b0c".into(), "704f0b0ccd".into()]
            },
            "{store}"
        );
        assert_eq!(error.to_string(), "handle 704f0b0cc is ambiguous: it could be 704f0b0c, 704f0b0ccd");
    }
}

#[test]
fn pages_are_bounded_and_say_where_the_next_starts() {
    for (store, archive, _dir) in stores() {
        let handle = archive.put(numbered(1_000).as_bytes(), None).expect("put");
        let page = archive.lines(&handle, &LineRange::default()).expect("first page");
        assert_eq!(
            (page.first, page.last, page.total_lines, page.next, page.cut),
            (1, 200, 1_000, Some(201), false)
        );
        assert!(page.text.starts_with("line 1\nline 2\n") && page.text.ends_with("line 200\n"), "{store}");
        let page = archive.lines(&handle, &LineRange::new(990, 5_000)).expect("the end");
        assert_eq!((page.first, page.last, page.next), (990, 1_000, None), "{store}");
        let page = archive.lines(&handle, &LineRange::new(10, 12)).expect("a range");
        assert_eq!((page.text.as_str(), page.next), ("line 10\nline 11\nline 12\n", None), "{store}");
        let page = archive.lines(&handle, &LineRange::new(10, 20).max_lines(4)).expect("fewer lines");
        assert_eq!((page.last, page.next), (13, Some(14)), "{store}");
        let page = archive.lines(&handle, &LineRange::starting_at(100).max_bytes(20)).expect("fewer bytes");
        assert_eq!((page.text.as_str(), page.next), ("line 100\nline 101\n", Some(102)), "{store}");

        assert_eq!(
            archive.lines(&handle, &LineRange::starting_at(1_001)),
            Err(Error::PastEnd { first: 1_001, total: 1_000 }),
            "{store}"
        );
        let error = archive.lines(&handle, &LineRange::starting_at(0)).expect_err("line 0");
        assert!(matches!(error, Error::InvalidRange { first: 0, .. }), "{store}: {error}");
        assert!(
            matches!(archive.lines(&handle, &LineRange::new(5, 4)), Err(Error::InvalidRange { .. })),
            "{store}"
        );
        assert_eq!(
            archive.lines(&handle, &LineRange::starting_at(2_000)).expect_err("past").to_string(),
            "line 2000 is past the end: the original has 1000 lines"
        );
        let empty = archive.put(b"", None).expect("put");
        assert_eq!(
            archive.lines(&empty, &LineRange::default()),
            Err(Error::PastEnd { first: 1, total: 0 }),
            "{store}"
        );
    }
}

#[test]
fn pages_cut_a_line_longer_than_the_page_and_read_any_bytes() {
    for (store, archive, _dir) in stores() {
        let mut bytes = format!("short\n{}\nafter\r\n", "é".repeat(20_000)).into_bytes();
        bytes.extend_from_slice(b"\xe9t\xe9\n\xff\xfe\n"); // Latin-1, then bytes no text has
        let handle = archive.put(&bytes, None).expect("put");
        let page = archive.lines(&handle, &LineRange::starting_at(2)).expect("the long line");
        assert_eq!((page.first, page.last, page.next, page.cut), (2, 2, Some(3), true), "{store}");
        assert!(page.text.len() <= ctx_archive::PAGE_BYTES && page.text.ends_with("é\n"), "{store}");
        let page = archive.lines(&handle, &LineRange::starting_at(3)).expect("the rest");
        assert_eq!(page.text, "after\n\u{fffd}t\u{fffd}\n\u{fffd}\u{fffd}\n", "{store}");
        assert_eq!(page.total_lines, 5, "{store}");
    }
}

#[track_caller]
fn check_span(archive: &dyn Archive, handle: &ctx_archive::Handle, bytes: &[u8], first: usize, max: usize) {
    let span = archive.bytes(handle, first, max).expect("a span");
    let end = (first - 1 + max).min(bytes.len());
    assert_eq!(span.bytes, &bytes[first - 1..end], "{first} +{max}");
    assert_eq!((span.first, span.last(), span.total), (first, end, bytes.len()));
}

#[test]
fn byte_spans_read_inside_long_lines_and_across_chunks() {
    // One line of 600 KB (several 128 KiB chunks of the SQLite store) between two short ones.
    let long = (0..60_000).fold(String::new(), |mut long, n| {
        write!(long, "{n:09}|").expect("in memory");
        long
    });
    let original = format!("head\n{long}\ntail\n");
    let bytes = original.as_bytes();
    for (store, archive, _dir) in stores() {
        let handle = archive.put(bytes, None).expect("put");
        for (first, max) in [(1, 4), (6, 10), (131_000, 2_000), (262_100, 300_000), (bytes.len() - 4, 100)] {
            check_span(&*archive, &handle, bytes, first, max);
        }
        for first in [0, bytes.len() + 1] {
            let error = archive.bytes(&handle, first, 10).expect_err("outside");
            assert_eq!(error, Error::BytesOutside { first, total: bytes.len() }, "{store}");
        }
    }
    assert_eq!(
        Error::BytesOutside { first: 0, total: 9 }.to_string(),
        "byte 0 is outside the original: it has 9 bytes, numbered from 1"
    );
}

#[test]
fn grep_numbers_matching_lines_counts_them_all_and_bounds_what_it_returns() {
    for (store, archive, _dir) in stores() {
        let mut text = numbered(5_000);
        writeln!(text, "{}needle{}", "x".repeat(3_000), "y".repeat(3_000)).expect("in memory");
        let handle = archive.put(text.as_bytes(), None).expect("put");
        let found = archive.grep(&handle, r"^line \d*7$", 10).expect("grep");
        assert_eq!((found.total, found.lines.len(), found.total_lines), (500, 10, 5_001), "{store}");
        assert_eq!((found.lines[0].line, found.lines[0].text.as_str()), (7, "line 7"), "{store}");
        assert_eq!(found.lines[9].line, 97, "{store}");
        let found = archive.grep(&handle, "needle", 10).expect("grep");
        assert_eq!(found.lines[0].line, 5_001, "{store}");
        assert!(
            found.lines[0].cut && found.lines[0].text.contains("needle") && found.lines[0].text.len() <= 400
        );
        assert_eq!(archive.grep(&handle, "(?i)NEEDLE", 10).expect("flags").total, 1, "{store}");
        assert_eq!(archive.grep(&handle, "absent", 10).expect("no match").total, 0, "{store}");
        let error = archive.grep(&handle, "line (", 10).expect_err("invalid");
        assert!(
            matches!(&error, Error::InvalidRegex { pattern, .. } if pattern == "line ("),
            "{store}: {error}"
        );
        assert!(error.to_string().starts_with("invalid regex \"line (\": "), "{error}");
        assert!(
            matches!(archive.grep(&handle, "a{1000}{1000}", 10), Err(Error::InvalidRegex { .. })),
            "{store}"
        );
        assert_eq!(
            archive.grep(&handle, "line", 1_000_000).expect("bounded").lines.len(),
            ctx_archive::MAX_MATCHES
        );
    }
}

#[test]
fn search_finds_a_phrase_across_originals() {
    for (store, archive, _dir) in stores() {
        let build = archive
            .put(b"Compiling app v0.1.0\nerror[E0382]: borrow of moved value: `config`\n  --> src/main.rs:9:20\n", Some("cargo build"))
            .expect("put");
        let test = archive
            .put(b"running 3 tests\ntest parse::nested ... FAILED\nvalue moved here\n", Some("cargo test"))
            .expect("put");
        let found = archive.search("Borrow of MOVED value", 10).expect("search");
        assert_eq!((found.total, found.unindexed), (1, 0), "{store}");
        let hit = &found.hits[0];
        assert_eq!((hit.handle, hit.line, hit.label.as_deref()), (build, 2, Some("cargo build")), "{store}");
        assert_eq!(hit.snippet, "error[E0382]: borrow of moved value: `config`", "{store}");
        // Words in another order, or apart, are not the phrase.
        assert_eq!(archive.search("value moved", 10).expect("search").hits[0].handle, test, "{store}");
        assert_eq!(archive.search("moved value", 10).expect("search").total, 1, "{store}");
        assert_eq!(archive.search("e0382", 10).expect("search").total, 1, "{store}");
        assert_eq!(archive.search("parse nested", 10).expect("punctuation is ignored").total, 1, "{store}");
        assert_eq!(archive.search("never printed", 10).expect("search").total, 0, "{store}");
        let both = archive.search("value", 1).expect("search");
        assert_eq!((both.total, both.hits.len()), (2, 1), "{store}");
        assert_eq!(archive.search(" -- ", 10), Err(Error::EmptyQuery(" -- ".into())), "{store}");
    }
}

#[test]
fn pins_are_counted_and_released() {
    for (store, archive, _dir) in stores() {
        let handle = archive.put(b"pinned", None).expect("put");
        archive.pin(&handle, "conversation-1").expect("pin");
        archive.pin(&handle, "conversation-2").expect("pin");
        archive.pin(&handle, "conversation-2").expect("pin twice");
        assert_eq!(archive.entries(1).expect("entries")[0].pins, 2, "{store}");
        assert_eq!(archive.stats().expect("stats").pinned, 1, "{store}");
        assert!(archive.unpin(&handle, "conversation-1").expect("unpin"), "{store}");
        assert!(!archive.unpin(&handle, "conversation-1").expect("unpin"), "{store}");
        assert_eq!(archive.release("conversation-2").expect("release"), 1, "{store}");
        assert_eq!(archive.stats().expect("stats").pinned, 0, "{store}");
        let elsewhere = MemoryArchive::new().put(b"never stored here", None).expect("put");
        assert!(matches!(archive.pin(&elsewhere, "c"), Err(Error::UnknownHandle(_))), "{store}");
        assert!(matches!(archive.get(&elsewhere), Err(Error::UnknownHandle(_))), "{store}");
        assert!(
            matches!(archive.lines(&elsewhere, &LineRange::default()), Err(Error::UnknownHandle(_))),
            "{store}"
        );
    }
}

#[test]
fn entries_list_the_newest_first() {
    for (store, archive, _dir) in stores() {
        let mut handles = Vec::new();
        for n in 0..5 {
            handles.push(
                archive.put(format!("output {n}").as_bytes(), Some(&format!("tool {n}"))).expect("put"),
            );
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let listed: Vec<_> =
            archive.entries(3).expect("entries").into_iter().map(|entry| entry.handle).collect();
        assert_eq!(listed, [handles[4], handles[3], handles[2]], "{store}");
    }
}

#[test]
fn both_stores_find_the_same_originals_in_the_recorded_fixtures() {
    let stores = stores();
    let fixtures = fixture_names();
    for (_, archive, _dir) in &stores {
        for name in &fixtures {
            archive.put(ctx_testdata::tool_output(name).as_bytes(), Some(name)).expect("put");
        }
    }
    for query in [
        "error",
        "warning: unused",
        "borrow of moved value",
        "FAILED",
        "npm error",
        "Traceback most recent call last",
        "ok",
    ] {
        let mut found = Vec::new();
        for (store, archive, _dir) in &stores {
            let result = archive.search(query, MAX_HITS).expect("search");
            let mut labels: Vec<String> = result.hits.iter().filter_map(|hit| hit.label.clone()).collect();
            labels.sort();
            assert_eq!(labels.len(), result.total.min(MAX_HITS), "{store}: {query}");
            found.push((result.total, labels));
        }
        assert_eq!(found[0].0, found[1].0, "{query}: both stores count the same originals");
        // Over MAX_HITS each store returns its own best MAX_HITS (the stores rank differently),
        // so the lists compare only when every original fits.
        if found[0].0 <= MAX_HITS {
            assert_eq!(found[0].1, found[1].1, "{query}");
        }
        assert!(!found[0].1.is_empty(), "{query} is in some fixture");
    }
}

fn fixture_names() -> Vec<String> {
    let dir = ctx_testdata::workspace_root().join("fixtures/tools");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures/tools")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    assert!(names.len() >= 100, "{} fixtures", names.len());
    names
}
