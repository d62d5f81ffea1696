//! The ledger in the archive's file: one row per saving in the `ledger` table (schema version 2).

use rusqlite::params;

use super::{Attempt, SqliteArchive};
use crate::error::Result;
use crate::ledger::{By, Ledger, Saving, Since, Total, Totals, from_millis, millis};

impl Ledger for SqliteArchive {
    fn record(&self, saving: &Saving) -> Result<()> {
        self.writable()?;
        let before = i64::try_from(saving.tokens_before).unwrap_or(i64::MAX);
        let after = i64::try_from(saving.tokens_after).unwrap_or(i64::MAX);
        self.retry(|connection| {
            connection
                .prepare_cached(
                    "INSERT INTO ledger (time, session, source, tokens_before, tokens_after, pricing, usd_per_mtok) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )?
                .execute(params![
                    millis(saving.time),
                    saving.session,
                    saving.source,
                    before,
                    after,
                    saving.pricing,
                    saving.usd_per_mtok
                ])?;
            Ok(())
        })
    }

    fn totals(&self, by: By, since: Since) -> Result<Vec<Total>> {
        self.retry(|connection| -> Attempt<Vec<Total>> {
            let mut totals = Totals::new(by, since);
            let mut statement = connection.prepare_cached(
                "SELECT time, session, source, tokens_before, tokens_after, pricing, usd_per_mtok FROM ledger \
                 WHERE time >= ?1 ORDER BY time, id",
            )?;
            let mut rows = statement.query([totals.since_millis()])?;
            while let Some(row) = rows.next()? {
                let tokens = |index| row.get::<_, i64>(index).map(|count| u64::try_from(count).unwrap_or(0));
                let saving = Saving::new(row.get::<_, String>(2)?, row.get::<_, String>(1)?, tokens(3)?, tokens(4)?)
                    .pricing(row.get::<_, String>(5)?, row.get::<_, f64>(6)?)
                    .at(from_millis(row.get(0)?));
                totals.add(&saving);
            }
            Ok(totals.finish())
        })
    }
}
