//! The archive's schema, its version, and the checks and migrations run when a file is opened.
//!
//! `PRAGMA application_id` marks a ctx archive; `PRAGMA user_version` is the schema version.
//! To change the schema, append a migration to [`MIGRATIONS`] (never edit one that shipped):
//! `MIGRATIONS[n]` takes a file from version `n + 1` to `n + 2`, and opening runs the missing
//! ones in one transaction.

use rusqlite::{Connection, TransactionBehavior};

use super::{Attempt, Fail, Options};
use crate::error::Error;

/// `ctxa`: marks the file as a ctx archive.
const APPLICATION_ID: i64 = 0x6374_7861;

/// Version 1: originals, their compressed chunks, pins, and the contentless full-text index.
const CREATE: &str = "
    CREATE TABLE originals (
        id INTEGER PRIMARY KEY,
        digest BLOB NOT NULL UNIQUE,   -- SHA-256 of the original's bytes
        shown INTEGER NOT NULL,        -- hex digits its handle was shown with
        bytes INTEGER NOT NULL,
        lines INTEGER NOT NULL,
        stored INTEGER NOT NULL,       -- compressed bytes of its chunks
        label TEXT,
        created INTEGER NOT NULL,      -- Unix milliseconds
        used INTEGER NOT NULL          -- Unix milliseconds of the last put or read
    );
    CREATE INDEX originals_used ON originals (used);
    CREATE TABLE chunks (
        id INTEGER PRIMARY KEY,        -- also the full-text index's rowid
        original INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        first_line INTEGER NOT NULL,   -- the line its first byte belongs to
        cont INTEGER NOT NULL,         -- 1 when it starts inside that line
        state INTEGER NOT NULL,        -- 0 queued for the index, 1 indexed, 2 not indexed, 3 unreadable
        body BLOB NOT NULL,            -- a zstd frame with its checksum
        UNIQUE (original, seq)
    );
    CREATE INDEX chunks_queued ON chunks (id) WHERE state = 0;
    CREATE TABLE pins (
        original INTEGER NOT NULL,
        owner TEXT NOT NULL,
        since INTEGER NOT NULL,
        PRIMARY KEY (original, owner)
    ) WITHOUT ROWID;
    CREATE INDEX pins_owner ON pins (owner);
    CREATE VIRTUAL TABLE fts USING fts5 (
        text, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
    );
";

/// Migrations after version 1, in order.
const MIGRATIONS: &[&str] = &[
    // Version 2: the ledger of savings (`ctx gain`).
    "
    CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        time INTEGER NOT NULL,         -- Unix milliseconds
        session TEXT NOT NULL,         -- a conversation, or 'cli'
        source TEXT NOT NULL,          -- squash, dedup, compact, proxy, run
        tokens_before INTEGER NOT NULL,
        tokens_after INTEGER NOT NULL,
        pricing TEXT NOT NULL,         -- anthropic, openai; '' when unknown
        usd_per_mtok REAL NOT NULL,    -- that pricing's input price per million tokens
        original TEXT                  -- the original's key while tokens_before awaits its count
    );
    CREATE INDEX ledger_time ON ledger (time);
    ",
    // Version 3: the text put in an original's place, zstd-compressed, while its tokens wait to
    // be counted.
    "
    ALTER TABLE ledger ADD COLUMN after BLOB;
    ",
    // Version 4: the full-text index keeps which chunks hold a word, not where (`detail=none`: a
    // fifth of the index's size); a search asks it for the chunks holding every word of the
    // phrase and finds the phrase itself in their text. The index is rebuilt from the chunks,
    // by the next search.
    "
    DROP TABLE fts;
    CREATE VIRTUAL TABLE fts USING fts5 (
        text, content = '', contentless_delete = 1, detail = none,
        tokenize = 'unicode61 remove_diacritics 0'
    );
    UPDATE chunks SET state = 0 WHERE state = 1;
    ",
];

/// The schema version this build writes.
#[expect(clippy::cast_possible_wrap, reason = "a handful of migrations")]
pub(super) const VERSION: i64 = 1 + MIGRATIONS.len() as i64;

/// Sets the connection up, checks the file is a ctx archive of a known version, and creates or
/// migrates its schema.
pub(super) fn prepare(connection: &mut Connection, options: &Options) -> Attempt<()> {
    let read_only = options.read_only;
    let (application_id, version) = identify(connection)?;
    if version > VERSION {
        return Err(Error::NewerSchema { found: version, supported: VERSION }.into());
    }
    if application_id != 0 && application_id != APPLICATION_ID {
        return Err(Error::Corrupt(format!("not a ctx archive (application id {application_id:#x})")).into());
    }
    if read_only {
        return if version == VERSION {
            Ok(())
        } else {
            Err(Error::ReadOnly(
                "the archive needs creating or migrating, and it was opened read-only".into(),
            )
            .into())
        };
    }
    let mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(Error::Storage(format!("cannot use a write-ahead log (journal mode {mode})")).into());
    }
    // The log is reset, not grown, once checkpointed; after a large original it is cut back.
    connection.execute_batch(&format!(
        "PRAGMA synchronous = NORMAL; PRAGMA journal_size_limit = 16777216; PRAGMA wal_autocheckpoint = {}",
        options.autocheckpoint
    ))?;
    if version == VERSION {
        return Ok(());
    }
    let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // Another process may have created or migrated it since we looked.
    let (_, version) = identify(&transaction)?;
    if version == 0 {
        let tables: i64 =
            transaction.query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))?;
        if tables > 0 {
            return Err(
                Error::Corrupt("not a ctx archive (an SQLite database of another program)".into()).into()
            );
        }
        transaction.execute_batch(CREATE)?;
        transaction.execute_batch(&format!("PRAGMA application_id = {APPLICATION_ID}"))?;
    }
    for migration in MIGRATIONS.iter().skip(usize::try_from(version.max(1) - 1).unwrap_or(0)) {
        transaction.execute_batch(migration)?;
    }
    transaction.execute_batch(&format!("PRAGMA user_version = {VERSION}"))?;
    transaction.commit()?;
    Ok(())
}

fn identify(connection: &Connection) -> Attempt<(i64, i64)> {
    let application_id =
        connection.query_row("PRAGMA application_id", [], |row| row.get(0)).map_err(Fail::from)?;
    let version = connection.query_row("PRAGMA user_version", [], |row| row.get(0)).map_err(Fail::from)?;
    Ok((application_id, version))
}
