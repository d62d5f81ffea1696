//! The SQLite store's own promises: it persists, refuses what it cannot read with a clear
//! error, stays within its cap without touching pins, takes a 50 MB original, and is shared
//! safely by threads and connections.

use std::fmt::Write as _;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use ctx_archive::{Archive, By, Error, Ledger, LineRange, Options, Saving, Since, SqliteArchive};

fn open(path: &Path) -> SqliteArchive {
    SqliteArchive::open(path, &Options::default()).expect("open")
}

fn archive_path(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("nested/dirs/archive.sqlite")
}

#[test]
fn originals_persist_across_opens() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let handle = open(&path).put(b"kept\nacross processes\n", Some("bash")).expect("put");
    let archive = open(&path);
    assert_eq!(
        archive.get(&archive.resolve(&handle.to_string()).expect("resolve")).expect("get"),
        b"kept\nacross processes\n"
    );
    assert_eq!(archive.search("across processes", 5).expect("search").hits[0].handle, handle);
    assert_eq!(archive.path(), std::fs::canonicalize(&path).expect("canonical"));
}

#[test]
fn a_file_that_is_not_an_archive_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let garbage = dir.path().join("garbage.sqlite");
    std::fs::write(&garbage, vec![0x5a; 8192]).expect("write");
    let error = SqliteArchive::open(&garbage, &Options::default()).expect_err("garbage");
    assert!(matches!(error, Error::Corrupt(_)), "{error}");
    assert_eq!(error.to_string(), "the archive is corrupt: file is not a database");

    let foreign = dir.path().join("foreign.sqlite");
    rusqlite::Connection::open(&foreign)
        .expect("sqlite")
        .execute_batch("CREATE TABLE notes (text)")
        .expect("create");
    let error = SqliteArchive::open(&foreign, &Options::default()).expect_err("another program's database");
    assert_eq!(error, Error::Corrupt("not a ctx archive (an SQLite database of another program)".into()));

    let newer = dir.path().join("newer.sqlite");
    open(&newer);
    rusqlite::Connection::open(&newer)
        .expect("sqlite")
        .execute_batch("PRAGMA user_version = 99")
        .expect("pragma");
    let error = SqliteArchive::open(&newer, &Options::default()).expect_err("newer schema");
    assert_eq!(error, Error::NewerSchema { found: 99, supported: 4 });
    assert_eq!(error.to_string(), "the archive has schema version 99; this ctx reads up to version 4");

    let directory = dir.path().join("a directory");
    std::fs::create_dir(&directory).expect("mkdir");
    assert!(matches!(SqliteArchive::open(&directory, &Options::default()), Err(Error::Open { .. })));
}

#[test]
fn a_damaged_chunk_is_reported_not_returned() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let archive = open(&path);
    let text = "line of a log that compresses well\n".repeat(10_000);
    let damaged = archive.put(text.as_bytes(), None).expect("put");
    let intact = archive.put(b"an intact original", None).expect("put");
    // Flip one byte inside the first chunk's compressed body: zstd's checksum catches it.
    let sqlite = rusqlite::Connection::open(&path).expect("sqlite");
    let (id, mut body): (i64, Vec<u8>) = sqlite
        .query_row(
            "SELECT id, body FROM chunks WHERE seq = 0 ORDER BY length(body) DESC LIMIT 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .expect("the chunk");
    body[20] ^= 0xff;
    sqlite.execute("UPDATE chunks SET body = ?2 WHERE id = ?1", rusqlite::params![id, body]).expect("damage");
    for result in
        [archive.get(&damaged).map(|_| ()), archive.lines(&damaged, &LineRange::default()).map(|_| ())]
    {
        assert!(
            matches!(&result, Err(Error::Corrupt(reason)) if reason.contains("does not decompress")),
            "{result:?}"
        );
    }
    assert!(matches!(archive.grep(&damaged, "log", 5), Err(Error::Corrupt(_))));
    assert_eq!(archive.get(&intact).expect("the rest still reads"), b"an intact original");
    // The index skips what it cannot read instead of stopping for good.
    assert_eq!(archive.search("an intact original", 5).expect("search").hits[0].handle, intact);
}

#[test]
fn a_read_only_archive_reads_and_refuses_writes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let handle = open(&path).put(b"written before\n", None).expect("put");
    let read_only = SqliteArchive::open(&path, &Options::default().read_only(true)).expect("open read-only");
    assert_eq!(read_only.get(&handle).expect("get"), b"written before\n");
    assert!(matches!(read_only.put(b"new", None), Err(Error::ReadOnly(_))));
    assert!(matches!(read_only.pin(&handle, "c"), Err(Error::ReadOnly(_))));
    // Its text was never indexed, and a read-only archive cannot index it: the search says so.
    let found = read_only.search("written before", 5).expect("search");
    assert_eq!((found.total, found.unindexed), (0, 1));
    let missing = dir.path().join("missing.sqlite");
    assert!(matches!(
        SqliteArchive::open(&missing, &Options::default().read_only(true)),
        Err(Error::Open { .. })
    ));
    assert!(!missing.exists(), "a read-only open creates nothing");
}

/// `tests/data/archive-v1.sqlite` was written by `ctx squash --tool bash --archive
/// archive-v1.sqlite fixtures/tools/pip-install-conflict.txt` built at commit 5942d29 (schema
/// version 1, before the ledger): one original, handle dd6c7561, its text queued for the index.
#[test]
fn a_version_1_archive_is_migrated_and_keeps_its_originals() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("archive-v1.sqlite");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/archive-v1.sqlite"), &path)
        .expect("copy the version 1 archive");
    let version = |path: &Path| -> i64 {
        rusqlite::Connection::open(path)
            .expect("sqlite")
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .expect("pragma")
    };
    assert_eq!(version(&path), 1);
    let read_only =
        SqliteArchive::open(&path, &Options::default().read_only(true)).expect_err("needs migrating");
    assert!(matches!(read_only, Error::ReadOnly(_)), "{read_only}");

    let archive = open(&path);
    assert_eq!(version(&path), 4);
    let original = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/tools/pip-install-conflict.txt"),
    )
    .expect("fixture");
    let handle = archive.resolve("dd6c7561").expect("the handle it showed");
    assert!(archive.get(&handle).expect("get") == original, "the original, byte for byte");
    let phrase = String::from_utf8_lossy(&original)
        .lines()
        .find(|line| line.starts_with("ERROR"))
        .expect("an error line")
        .to_owned();
    assert_eq!(
        archive.search(&phrase, 5).expect("search").hits[0].handle,
        handle,
        "its queued text is indexed"
    );
    assert!(archive.totals(By::Day, Since::Ever).expect("an empty ledger").is_empty());
    archive.record(&Saving::new("squash", "cli", 900, 300).pricing("anthropic", 3.0)).expect("record");
    drop(archive);
    let totals = open(&path).totals(By::Session, Since::Ever).expect("totals");
    assert_eq!((totals.len(), totals[0].tokens_saved(), totals[0].events), (1, 600, 1));
}

/// `tests/data/archive-v3.sqlite` was written by `ctx squash --tool bash --archive
/// archive-v3.sqlite` of `fixtures/tools/mvn-compile-errors-cold.txt` (two chunks, handle
/// 9011ae11) and of `fixtures/tools/python-app-log.txt` (be8c7d33), then `ctx recall --archive
/// archive-v3.sqlite --search "cannot find symbol"`, built at commit f76946a (schema version 3,
/// its index `detail=full`): every chunk indexed.
#[test]
fn a_version_3_archive_is_migrated_and_its_index_rebuilt() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("archive-v3.sqlite");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/archive-v3.sqlite"), &path)
        .expect("copy the version 3 archive");
    let sqlite = |path: &Path, sql: &str| -> String {
        rusqlite::Connection::open(path).expect("sqlite").query_row(sql, [], |row| row.get(0)).expect("query")
    };
    assert_eq!(sqlite(&path, "SELECT CAST(user_version AS TEXT) FROM pragma_user_version"), "3");
    assert!(!sqlite(&path, "SELECT sql FROM sqlite_schema WHERE name = 'fts'").contains("detail"));

    let archive = open(&path);
    assert_eq!(sqlite(&path, "SELECT CAST(user_version AS TEXT) FROM pragma_user_version"), "4");
    assert!(sqlite(&path, "SELECT sql FROM sqlite_schema WHERE name = 'fts'").contains("detail = none"));
    assert_eq!(archive.stats().expect("stats").unindexed, 2, "both originals wait for the new index");
    let fixture = |name: &str| {
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/tools").join(name))
            .expect("fixture")
    };
    for (prefix, name) in [("9011ae11", "mvn-compile-errors-cold.txt"), ("be8c7d33", "python-app-log.txt")] {
        let handle = archive.resolve(prefix).expect("the handle it showed");
        assert!(archive.get(&handle).expect("get") == fixture(name), "{name}, byte for byte");
    }
    let found = archive.search("cannot find symbol", 5).expect("search");
    assert_eq!((found.total, found.unindexed), (1, 0));
    assert_eq!((found.hits[0].handle.to_string().as_str(), found.hits[0].line), ("9011ae11", 2184));
    assert_eq!(archive.stats().expect("stats").unindexed, 0);
}

/// The index says which chunks hold every word; only the text says whether they make the phrase.
#[test]
fn a_search_finds_the_exact_phrase_and_never_words_apart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = open(&archive_path(&dir));
    let apart = archive
        .put(
            b"value moved
then a borrow of it
",
            Some("apart"),
        )
        .expect("put");
    let reversed = archive
        .put(
            b"moved value of borrow
",
            Some("reversed"),
        )
        .expect("put");
    let exact = archive
        .put(
            b"line one
error: Borrow of-moved VALUE here
",
            Some("exact"),
        )
        .expect("put");
    let found = archive.search("borrow of moved value", 10).expect("search");
    assert_eq!(found.total, 1, "{found:?}");
    assert_eq!((found.hits[0].handle, found.hits[0].line), (exact, 2));
    assert_eq!(found.hits[0].snippet, "error: Borrow of-moved VALUE here");
    let words = archive.search("moved", 10).expect("search");
    assert_eq!(words.total, 3);
    let mut handles: Vec<_> = words.hits.iter().map(|hit| hit.handle).collect();
    handles.sort();
    let mut all = vec![apart, reversed, exact];
    all.sort();
    assert_eq!(handles, all);
    assert_eq!(archive.search("value moved then", 10).expect("search").hits[0].handle, apart);
    assert_eq!(archive.search("moved borrow", 10).expect("search").total, 0);
}

/// A phrase search reads its candidate chunks by one statement; the per-chunk path it replaced
/// is kept beside it, and both answer the same over the recorded fixtures: the hits, their order,
/// their lines and snippets, and the totals. Every fourth fixture (about 250 originals of every
/// format) keeps the test to seconds while phrases still fall in several originals and chunks.
#[test]
fn a_phrase_search_answers_as_the_chunk_by_chunk_one_on_the_fixtures() {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = open(&archive_path(&dir));
    let root = ctx_testdata::workspace_root().join("fixtures/tools");
    let mut names: Vec<String> = std::fs::read_dir(&root)
        .expect("fixtures/tools")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    let mut queries = vec!["warning unused".to_owned(), "error could not compile".to_owned()];
    for (n, name) in names.iter().step_by(4).enumerate() {
        // The head of each fixture, and a second copy of every third under a header of its own:
        // phrases in several originals, some in several chunks of one.
        let text = ctx_testdata::lines_up_to(&ctx_testdata::tool_output(name), 140_000);
        archive.put(text.as_bytes(), Some(name)).expect("put");
        if n % 3 == 0 {
            archive.put(format!("$ again {name}\n{text}").as_bytes(), None).expect("put");
        }
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        if n % 2 == 0
            && let Some(phrase) = words.get(words.len() / 2..words.len() / 2 + 2 + n % 4 / 2)
        {
            queries.push(phrase.join(" "));
        }
    }
    archive.index_pending().expect("index");
    let (mut several, mut hits) = (0, 0);
    for query in &queries {
        for max in [1, 100] {
            let found = archive.search(query, max).expect("search");
            assert_eq!(found, archive.search_one_by_one(query, max).expect("search"), "{query:?}, {max}");
            several += usize::from(found.total > 1);
            hits += found.hits.len();
        }
    }
    assert!(queries.len() > 70 && several > 10 && hits > 200, "{} {several} {hits}", queries.len());
}

#[test]
fn the_ledger_persists_sums_and_refuses_writes_when_read_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let day = |n: u64| std::time::UNIX_EPOCH + Duration::from_secs(n * 86_400 + 3_600);
    let archive = open(&path);
    let savings = [
        Saving::new("squash", "s1", 1_000, 100).pricing("anthropic", 3.0).at(day(20_000)),
        Saving::new("proxy", "s2", 4_000, 1_000).pricing("openai", 1.25).at(day(20_000)),
        Saving::new("dedup", "s1", 500, 400).at(day(20_001)),
    ];
    for saving in &savings {
        archive.record(saving).expect("record");
    }
    drop(archive);
    let archive = open(&path);
    let by_day = archive.totals(By::Day, Since::Ever).expect("by day");
    let rows: Vec<(&str, u64, i64)> =
        by_day.iter().map(|t| (t.key.as_str(), t.events, t.tokens_saved())).collect();
    assert_eq!(rows, [("2024-10-04", 2, 3_900), ("2024-10-05", 1, 100)]);
    assert!((by_day[0].usd_saved - (900.0 * 3.0 + 3_000.0 * 1.25) / 1e6).abs() < 1e-12);
    let since =
        archive.totals(By::Session, Since::Time(day(20_001) - Duration::from_secs(1))).expect("since");
    assert_eq!(since.len(), 1);
    assert_eq!((since[0].key.as_str(), since[0].tokens_saved(), since[0].usd_saved), ("s1", 100, 0.0));

    let read_only = SqliteArchive::open(&path, &Options::default().read_only(true)).expect("open read-only");
    assert!(matches!(read_only.record(&savings[0]), Err(Error::ReadOnly(_))));
    assert_eq!(read_only.totals(By::Session, Since::Ever).expect("reads").len(), 2);
}

#[test]
fn an_unwritable_location_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("a file");
    std::fs::write(&file, b"").expect("write");
    let error =
        SqliteArchive::open(file.join("archive.sqlite"), &Options::default()).expect_err("under a file");
    assert!(matches!(&error, Error::Open { path, .. } if path.ends_with("a file/archive.sqlite")), "{error}");

    // A directory without write permission: refused, unless this process may write anyway (root).
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).expect("mkdir");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let writable = std::fs::write(locked.join("probe"), b"").is_ok();
    let result = SqliteArchive::open(locked.join("archive.sqlite"), &Options::default());
    assert_eq!(result.is_ok(), writable, "{result:?}");
    if let Err(error) = result {
        assert!(error.to_string().contains("locked/archive.sqlite"), "{error}");
    }
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).expect("chmod back");
}

#[test]
fn eviction_keeps_the_archive_under_its_cap_and_never_takes_a_pin() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let cap = 2 << 20;
    let archive = SqliteArchive::open(&path, &Options::default().cap(Some(cap))).expect("open");
    // Incompressible originals of 200 KB each: 40 of them are four times the cap.
    let original = |n: u64| -> Vec<u8> {
        let mut state = n.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        (0..200_000)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect()
    };
    let pinned = archive.put(&original(0), Some("pinned")).expect("put");
    archive.pin(&pinned, "live conversation").expect("pin");
    let mut handles = Vec::new();
    for n in 1..40 {
        handles.push(archive.put(&original(n), None).expect("put"));
    }
    let stats = archive.stats().expect("stats");
    assert!(stats.stored <= cap, "{stats:?}");
    let database = std::fs::metadata(&path).expect("the file").len();
    assert!(database <= cap * 3 / 2, "freed pages go back to the file system: {database} bytes");
    assert!(stats.file_bytes.expect("a file") >= database, "{stats:?}");
    assert_eq!(archive.get(&pinned).expect("the pin survives"), original(0));
    assert_eq!(archive.get(&handles[38]).expect("the newest survives"), original(39));
    assert!(
        matches!(archive.get(&handles[0]), Err(Error::UnknownHandle(_))),
        "the oldest unpinned went first"
    );
    let kept = handles.iter().filter(|handle| archive.get(handle).is_ok()).count();
    assert!((5..=10).contains(&kept), "{kept} kept");
    // Reading an original makes it recent: it outlives originals stored after it.
    let oldest_kept = *handles.iter().find(|handle| archive.get(handle).is_ok()).expect("some kept");
    for n in 40..45 {
        archive.put(&original(n), None).expect("put");
        archive.get(&oldest_kept).expect("still there");
    }
}

#[test]
fn a_50_megabyte_original_is_stored_paged_searched_and_grepped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let archive = open(&archive_path(&dir));
    let mut text = String::with_capacity(52 << 20);
    let mut line = 0;
    while text.len() < 50 << 20 {
        line += 1;
        writeln!(
            text,
            "{line:>8} [worker {}] processed request id={:x} in {} ms",
            line % 7,
            line * 7919,
            line % 250
        )
        .expect("in memory");
    }
    text.push_str("FATAL: connection pool exhausted after 3600 seconds\n");
    let total = line + 1;
    let handle = archive.put(text.as_bytes(), Some("server log")).expect("put");
    assert_eq!(archive.get(&handle).expect("get").len(), text.len());
    let page = archive.lines(&handle, &LineRange::new(total - 1, total)).expect("the last page");
    assert!(page.text.ends_with("FATAL: connection pool exhausted after 3600 seconds\n"), "{}", page.text);
    assert_eq!((page.total_lines, page.next), (total, None));
    let middle =
        archive.lines(&handle, &LineRange::starting_at(total / 2).max_lines(1)).expect("a middle line");
    assert!(middle.text.trim_start().starts_with(&(total / 2).to_string()), "{}", middle.text);
    let found = archive.grep(&handle, "FATAL|exhausted", 5).expect("grep");
    assert_eq!((found.total, found.lines[0].line), (1, total));
    // Indexed by its head and tail (Options::index_limit): the verdict at the end is found.
    let found = archive.search("connection pool exhausted", 5).expect("search");
    assert_eq!((found.hits[0].handle, found.hits[0].line), (handle, total));
    let entry = &archive.entries(1).expect("entries")[0];
    assert!(entry.stored < entry.bytes / 3, "{entry:?}");
    assert!(matches!(
        SqliteArchive::open(archive_path(&dir), &Options::default().max_original(1 << 20))
            .expect("open")
            .put(text.as_bytes(), None),
        Err(Error::TooLarge { limit: 1_048_576, .. })
    ));
}

#[test]
fn threads_and_connections_share_one_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let shared = open(&path);
    std::thread::scope(|scope| {
        for thread in 0..4 {
            let (shared, path) = (&shared, &path);
            scope.spawn(move || {
                // Two threads share one archive, two open their own connection to the file.
                let own;
                let archive: &dyn Archive = if thread % 2 == 0 {
                    shared
                } else {
                    own =
                        SqliteArchive::open(path, &Options::default().busy_timeout(Duration::from_secs(30)))
                            .expect("open");
                    &own
                };
                for n in 0..50 {
                    let text = format!("thread {thread} output {n}\n").repeat(100);
                    let handle = archive.put(text.as_bytes(), None).expect("no write is refused");
                    assert_eq!(archive.get(&handle).expect("get"), text.as_bytes());
                }
                archive.search("output", 5).expect("search while others write");
            });
        }
    });
    assert_eq!(shared.stats().expect("stats").originals, 200);
}

#[test]
fn the_recorded_fixtures_take_under_half_their_bytes_indexed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = archive_path(&dir);
    let archive = open(&path);
    let fixtures = ctx_testdata::workspace_root().join("fixtures/tools");
    let mut raw = 0;
    for entry in std::fs::read_dir(fixtures).expect("fixtures/tools") {
        let bytes = std::fs::read(entry.expect("entry").path()).expect("fixture");
        raw += bytes.len() as u64;
        archive.put(&bytes, None).expect("put");
    }
    assert_eq!(archive.stats().expect("stats").unindexed, archive.stats().expect("stats").originals);
    archive.index_pending().expect("index");
    assert_eq!(archive.stats().expect("stats").unindexed, 0);
    let sqlite = rusqlite::Connection::open(&path).expect("sqlite");
    sqlite.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())).expect("checkpoint");
    let grown = std::fs::metadata(&path).expect("the file").len();
    assert!(grown * 5 <= raw * 3, "the archive file is {grown} bytes for {raw} raw bytes as it grew");
    drop(sqlite);
    archive.compact().expect("compact");
    let file = std::fs::metadata(&path).expect("the file").len();
    assert!(file * 2 <= raw, "the archive file is {file} bytes for {raw} raw bytes after compact");
    assert!(archive.search("Finished", 5).is_ok(), "the archive still answers after compact");
}
