//! The ledger in the archive's file: one row per saving in the `ledger` table (schema version 2; its
//! `after` column, the text of a saving counted later, version 3).

use rusqlite::params;

use super::{Attempt, SqliteArchive};
use crate::error::Result;
use crate::ledger::{By, Ledger, Saving, Since, Total, Totals, Uncounted, from_millis, millis};

impl Ledger for SqliteArchive {
    fn record(&self, saving: &Saving) -> Result<()> {
        self.writable()?;
        let before = i64::try_from(saving.tokens_before).unwrap_or(i64::MAX);
        let after = i64::try_from(saving.tokens_after).unwrap_or(i64::MAX);
        let text = match &saving.after {
            // The context the put compressed with, when it put first.
            Some(text) => Some(self.compress(text.as_bytes())?),
            None => None,
        };
        self.retry(|connection| {
            connection
                .prepare_cached(
                    "INSERT INTO ledger (time, session, source, tokens_before, tokens_after, pricing, usd_per_mtok, original, after) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                )?
                .execute(params![
                    millis(saving.time),
                    saving.session,
                    saving.source,
                    before,
                    after,
                    saving.pricing,
                    saving.usd_per_mtok,
                    saving.original,
                    text
                ])?;
            Ok(())
        })
    }

    fn totals(&self, by: By, since: Since) -> Result<Vec<Total>> {
        self.read(|connection| -> Attempt<Vec<Total>> {
            let mut totals = Totals::new(by, since);
            let mut statement = connection.prepare_cached(
                "SELECT time, session, source, tokens_before, tokens_after, pricing, usd_per_mtok, original FROM ledger \
                 WHERE time >= ?1 ORDER BY time, id",
            )?;
            let mut rows = statement.query([totals.since_millis()])?;
            while let Some(row) = rows.next()? {
                let tokens = |index| row.get::<_, i64>(index).map(|count| u64::try_from(count).unwrap_or(0));
                let mut saving =
                    Saving::new(row.get::<_, String>(2)?, row.get::<_, String>(1)?, tokens(3)?, tokens(4)?)
                        .pricing(row.get::<_, String>(5)?, row.get::<_, f64>(6)?)
                        .at(from_millis(row.get(0)?));
                saving.original = row.get(7)?;
                totals.add(&saving);
            }
            Ok(totals.finish())
        })
    }

    fn uncounted(&self) -> Result<Vec<Uncounted>> {
        self.read(|connection| -> Attempt<Vec<Uncounted>> {
            let mut statement = connection.prepare_cached(
                "SELECT id, original, after FROM ledger WHERE original IS NOT NULL ORDER BY id",
            )?;
            let rows = statement.query_map([], |row| {
                Ok((
                    u64::try_from(row.get::<_, i64>(0)?).unwrap_or(0),
                    row.get(1)?,
                    row.get::<_, Option<Vec<u8>>>(2)?,
                ))
            })?;
            let mut uncounted = Vec::new();
            for row in rows {
                let (id, original, after) = row?;
                let after = match after {
                    Some(body) => Some(
                        String::from_utf8_lossy(&zstd::stream::decode_all(&body[..]).map_err(|error| {
                            crate::Error::Corrupt(format!("a ledger row's text does not decompress: {error}"))
                        })?)
                        .into_owned(),
                    ),
                    None => None,
                };
                uncounted.push(Uncounted { id, original, after });
            }
            Ok(uncounted)
        })
    }

    fn settle(&self, id: u64, tokens_before: Option<u64>) -> Result<()> {
        self.writable()?;
        let id = i64::try_from(id).unwrap_or(i64::MAX);
        let before = tokens_before.map(|count| i64::try_from(count).unwrap_or(i64::MAX));
        self.retry(|connection| {
            connection
                .prepare_cached(
                    "UPDATE ledger SET tokens_before = COALESCE(?2, tokens_after), original = NULL, after = NULL \
                     WHERE id = ?1 AND original IS NOT NULL",
                )?
                .execute(params![id, before])?;
            Ok(())
        })
    }

    fn settle_after(&self, id: u64, tokens_after: u64) -> Result<()> {
        self.writable()?;
        let id = i64::try_from(id).unwrap_or(i64::MAX);
        let after = i64::try_from(tokens_after).unwrap_or(i64::MAX);
        self.retry(|connection| {
            connection
                .prepare_cached(
                    "UPDATE ledger SET tokens_after = ?2, after = NULL WHERE id = ?1 AND after IS NOT NULL",
                )?
                .execute(params![id, after])?;
            Ok(())
        })
    }
}
