//! The ledger of savings: one row per replacement ctx made (when, in which session, by which
//! command, tokens before and after, at which price), and its totals by day or by session.

use std::collections::BTreeMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::error::Result;

/// Milliseconds in a day.
const DAY_MILLIS: i64 = 86_400_000;

/// Where ctx records what it saved, next to the originals it kept: `ctx gain` reads it back.
///
/// Object-safe and `Send + Sync` like [`Archive`](crate::Archive); [`SqliteArchive`](crate::SqliteArchive)
/// keeps the ledger in the archive's file, [`MemoryArchive`](crate::MemoryArchive) in memory, and
/// [`Unavailable`](crate::Unavailable) answers its reason.
///
/// ```
/// use ctx_archive::{By, Ledger, MemoryArchive, Saving, Since};
///
/// let ledger = MemoryArchive::new();
/// ledger.record(&Saving::new("squash", "cli", 12_034, 602).pricing("anthropic", 3.0))?;
/// ledger.record(&Saving::new("dedup", "cli", 5_000, 4_000).pricing("anthropic", 3.0))?;
/// let totals = ledger.totals(By::Session, Since::Ever)?;
/// assert_eq!((totals[0].key.as_str(), totals[0].events, totals[0].tokens_saved()), ("cli", 2, 12_432));
/// assert!((totals[0].usd_saved - 12_432.0 * 3.0 / 1e6).abs() < 1e-12);
/// # Ok::<(), ctx_archive::Error>(())
/// ```
pub trait Ledger: Send + Sync {
    /// Records one saving.
    fn record(&self, saving: &Saving) -> Result<()>;

    /// The savings recorded since `since`, summed by day (UTC) or by session, oldest first. A
    /// saving still [`uncounted`](Ledger::uncounted) adds its event and its tokens after, and
    /// claims no tokens saved until it is settled.
    fn totals(&self, by: By, since: Since) -> Result<Vec<Total>>;

    /// The savings recorded with [`Saving::counted_later`] whose tokens before are not counted
    /// yet, oldest first.
    fn uncounted(&self) -> Result<Vec<Uncounted>>;

    /// Settles an uncounted saving: `Some(tokens)` counted from its original, or `None` when the
    /// original is gone (then it is recorded as saving nothing). Settling twice changes nothing.
    fn settle(&self, id: u64, tokens_before: Option<u64>) -> Result<()>;

    /// Settles the tokens after of an uncounted saving recorded with the text ctx put in its
    /// place ([`Saving::after_counted_later`]), counted from [`Uncounted::after`]; before
    /// [`Ledger::settle`], which then takes them as the tokens before of an original that is gone.
    /// Settling twice changes nothing.
    fn settle_after(&self, id: u64, tokens_after: u64) -> Result<()>;
}

/// A saving whose tokens before wait to be counted from its archived original, so the command
/// that made it did not pay for the count.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Uncounted {
    /// What [`Ledger::settle`] takes.
    pub id: u64,
    /// The original's key: the lowercase hex SHA-256 of its bytes, as [`key_of`] gives it.
    pub original: String,
    /// The text ctx put in the original's place, when its tokens are counted later too
    /// ([`Ledger::settle_after`]).
    pub after: Option<String>,
}

/// The key of an original in the archive: the lowercase hex SHA-256 of its bytes, of which a
/// [`Handle`](crate::Handle) shows a prefix.
///
/// ```
/// let key = ctx_archive::key_of(b"abc");
/// assert_eq!(key, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
/// ```
pub fn key_of(original: &[u8]) -> String {
    use sha2::{Digest as _, Sha256};
    crate::handle::hex(&Sha256::digest(original).into(), 64)
}

/// One replacement's saving, as the ledger records it.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Saving {
    /// When it was made (default: now).
    pub time: SystemTime,
    /// The conversation it was made in, or `cli` for a command run by hand.
    pub session: String,
    /// What made it: `squash`, `dedup`, `compact`, `proxy`, `run`.
    pub source: String,
    /// Tokens of the text before.
    pub tokens_before: u64,
    /// Tokens of the text ctx put in its place.
    pub tokens_after: u64,
    /// The pricing the tokens were priced with (`anthropic`, `openai`); empty when unknown.
    pub pricing: String,
    /// That pricing's price of an input token, in US dollars per million tokens (0 when unknown).
    pub usd_per_mtok: f64,
    /// The key of the archived original whose tokens are counted later ([`key_of`]); `None` when
    /// `tokens_before` is counted.
    pub original: Option<String>,
    /// The text ctx put in its place, when its tokens are counted later too
    /// ([`Saving::after_counted_later`]; `tokens_after` is 0 until then).
    pub after: Option<String>,
}

impl Saving {
    /// A saving made now by `source` in `session`, without a price.
    pub fn new(
        source: impl Into<String>,
        session: impl Into<String>,
        tokens_before: u64,
        tokens_after: u64,
    ) -> Self {
        Saving {
            time: SystemTime::now(),
            session: session.into(),
            source: source.into(),
            tokens_before,
            tokens_after,
            pricing: String::new(),
            usd_per_mtok: 0.0,
            original: None,
            after: None,
        }
    }

    /// A saving made now whose tokens before are counted later, from the archived original
    /// `original` names ([`key_of`]): counting a large original costs more than squashing it, so a
    /// command on the capture path leaves it to whoever reads the ledger ([`Ledger::uncounted`],
    /// [`Ledger::settle`]).
    pub fn counted_later(
        source: impl Into<String>,
        session: impl Into<String>,
        original: impl Into<String>,
        tokens_after: u64,
    ) -> Self {
        Saving { original: Some(original.into()), ..Saving::new(source, session, 0, tokens_after) }
    }

    /// The same saving with the text ctx put in the original's place counted later as well
    /// (`tokens_after` 0 until [`Ledger::settle_after`]): counting it takes o200k's pre-tokenizer
    /// built, which a capture of one output pays for alone. For a saving that is
    /// [`counted_later`](Saving::counted_later).
    #[must_use]
    pub fn after_counted_later(mut self, after: impl Into<String>) -> Self {
        self.tokens_after = 0;
        self.after = Some(after.into());
        self
    }

    /// The same saving priced at `usd_per_mtok` dollars per million input tokens of `pricing`.
    #[must_use]
    pub fn pricing(mut self, pricing: impl Into<String>, usd_per_mtok: f64) -> Self {
        self.pricing = pricing.into();
        self.usd_per_mtok = if usd_per_mtok.is_finite() { usd_per_mtok.max(0.0) } else { 0.0 };
        self
    }

    /// The same saving made at `time`.
    #[must_use]
    pub fn at(mut self, time: SystemTime) -> Self {
        self.time = time;
        self
    }
}

/// How [`Ledger::totals`] groups the savings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum By {
    /// One row per UTC day (`2025-06-01`).
    Day,
    /// One row per session.
    Session,
}

/// Which savings [`Ledger::totals`] sums.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Since {
    /// All of them.
    Ever,
    /// Those made at this time or later.
    Time(SystemTime),
}

/// The savings of one day or one session.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Total {
    /// The UTC day (`2025-06-01`) or the session.
    pub key: String,
    /// How many savings were recorded.
    pub events: u64,
    /// Their tokens before.
    pub tokens_before: u64,
    /// Their tokens after.
    pub tokens_after: u64,
    /// How many of them are still uncounted (their tokens before taken as their tokens after).
    pub uncounted: u64,
    /// What they saved, each priced at its own recorded price, in US dollars.
    pub usd_saved: f64,
    /// The first one's time.
    pub first: SystemTime,
    /// The last one's time.
    pub last: SystemTime,
}

impl Total {
    /// Tokens saved: before less after (negative if ctx made the text longer).
    pub fn tokens_saved(&self) -> i64 {
        i128::from(self.tokens_before)
            .saturating_sub(i128::from(self.tokens_after))
            .clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
    }
}

/// Sums savings into totals: the one aggregation both stores use, so they answer alike.
#[derive(Debug)]
pub(crate) struct Totals {
    by: By,
    since: i64,
    rows: BTreeMap<String, Total>,
}

impl Totals {
    pub(crate) fn new(by: By, since: Since) -> Self {
        let since = match since {
            Since::Ever => i64::MIN,
            Since::Time(time) => millis(time),
        };
        Totals { by, since, rows: BTreeMap::new() }
    }

    /// The earliest time (Unix milliseconds) a saving counts from.
    #[cfg_attr(not(feature = "sqlite"), expect(dead_code, reason = "the SQLite store's query"))]
    pub(crate) fn since_millis(&self) -> i64 {
        self.since
    }

    /// Adds one saving (ignored when it is older than `since`).
    pub(crate) fn add(&mut self, saving: &Saving) {
        let time = millis(saving.time);
        if time < self.since {
            return;
        }
        let key = match self.by {
            By::Day => utc_day(time),
            By::Session => saving.session.clone(),
        };
        // An uncounted saving claims nothing: its tokens before are taken as its tokens after.
        let before = if saving.original.is_some() { saving.tokens_after } else { saving.tokens_before };
        let saved = before as f64 - saving.tokens_after as f64;
        let total = self.rows.entry(key.clone()).or_insert_with(|| Total {
            key,
            events: 0,
            tokens_before: 0,
            tokens_after: 0,
            uncounted: 0,
            usd_saved: 0.0,
            first: saving.time,
            last: saving.time,
        });
        total.events += 1;
        total.uncounted += u64::from(saving.original.is_some());
        total.tokens_before = total.tokens_before.saturating_add(before);
        total.tokens_after = total.tokens_after.saturating_add(saving.tokens_after);
        total.usd_saved += saved * saving.usd_per_mtok / 1e6;
        total.first = total.first.min(saving.time);
        total.last = total.last.max(saving.time);
    }

    /// The totals, oldest first (by their first saving, then by key).
    pub(crate) fn finish(self) -> Vec<Total> {
        let mut rows: Vec<Total> = self.rows.into_values().collect();
        rows.sort_by(|a, b| a.first.cmp(&b.first).then_with(|| a.key.cmp(&b.key)));
        rows
    }
}

/// Unix milliseconds (negative before 1970).
pub(crate) fn millis(time: SystemTime) -> i64 {
    match time.duration_since(UNIX_EPOCH) {
        Ok(after) => i64::try_from(after.as_millis()).unwrap_or(i64::MAX),
        Err(before) => i64::try_from(before.duration().as_millis()).map_or(i64::MIN, |millis| -millis),
    }
}

/// The time of Unix milliseconds.
#[cfg_attr(not(feature = "sqlite"), expect(dead_code, reason = "the SQLite store's rows"))]
pub(crate) fn from_millis(millis: i64) -> SystemTime {
    let magnitude = Duration::from_millis(millis.unsigned_abs());
    if millis >= 0 {
        UNIX_EPOCH.checked_add(magnitude).unwrap_or(UNIX_EPOCH)
    } else {
        UNIX_EPOCH.checked_sub(magnitude).unwrap_or(UNIX_EPOCH)
    }
}

/// The UTC date (`YYYY-MM-DD`) of a time, as [`By::Day`] names days.
///
/// ```
/// use std::time::{Duration, UNIX_EPOCH};
/// assert_eq!(ctx_archive::utc_date(UNIX_EPOCH + Duration::from_secs(951_782_400)), "2000-02-29");
/// ```
pub fn utc_date(time: SystemTime) -> String {
    utc_day(millis(time))
}

/// The UTC date (`YYYY-MM-DD`) of Unix milliseconds: the proleptic Gregorian calendar, by
/// counting days in 400-year eras (each exactly 146,097 days).
fn utc_day(millis: i64) -> String {
    let days = millis.div_euclid(DAY_MILLIS);
    // Days since 0000-03-01, so each year ends with its leap day.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 { month_from_march + 3 } else { month_from_march - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(millis: i64, expected: &str) {
        assert_eq!(utc_day(millis), expected, "{millis}");
    }

    #[test]
    fn days_are_utc_dates() {
        check(0, "1970-01-01");
        check(DAY_MILLIS - 1, "1970-01-01");
        check(DAY_MILLIS, "1970-01-02");
        check(-1, "1969-12-31");
        check(951_782_400_000, "2000-02-29");
        check(951_868_800_000, "2000-03-01");
        check(1_709_164_800_000, "2024-02-29");
        check(1_735_689_599_999, "2024-12-31");
        check(1_735_689_600_000, "2025-01-01");
        check(4_107_542_400_000, "2100-03-01");
    }

    #[test]
    fn times_round_trip_through_millis() {
        for value in [0, 1, -1, 1_735_689_600_123, -86_400_000] {
            assert_eq!(millis(from_millis(value)), value);
        }
    }

    #[test]
    fn totals_group_by_day_and_session_oldest_first() {
        let day = |n: i64, hour: i64| from_millis(n * DAY_MILLIS + hour * 3_600_000);
        let savings = [
            Saving::new("squash", "b", 100, 10).pricing("anthropic", 3.0).at(day(20_000, 23)),
            Saving::new("dedup", "a", 50, 40).pricing("openai", 1.25).at(day(20_001, 1)),
            Saving::new("squash", "b", 30, 40).at(day(20_001, 2)),
            Saving::new("compact", "c", 10, 5).at(day(19_999, 0)),
        ];
        let mut by_day = Totals::new(By::Day, Since::Time(day(20_000, 0)));
        let mut by_session = Totals::new(By::Session, Since::Ever);
        for saving in &savings {
            by_day.add(saving);
            by_session.add(saving);
        }
        let by_day = by_day.finish();
        let keys: Vec<(&str, u64, i64)> =
            by_day.iter().map(|total| (total.key.as_str(), total.events, total.tokens_saved())).collect();
        assert_eq!(keys, [("2024-10-04", 1, 90), ("2024-10-05", 2, 0)]);
        assert!((by_day[0].usd_saved - 90.0 * 3.0 / 1e6).abs() < 1e-15);
        assert!((by_day[1].usd_saved - 10.0 * 1.25 / 1e6).abs() < 1e-15, "an unpriced saving adds no money");
        let by_session = by_session.finish();
        let keys: Vec<&str> = by_session.iter().map(|total| total.key.as_str()).collect();
        assert_eq!(keys, ["c", "b", "a"]);
        assert_eq!((by_session[1].first, by_session[1].last), (day(20_000, 23), day(20_001, 2)));
    }

    #[test]
    fn a_price_that_is_not_a_number_is_no_price() {
        assert!(Saving::new("s", "cli", 2, 1).pricing("x", f64::NAN).usd_per_mtok.to_bits() == 0);
        assert!(Saving::new("s", "cli", 2, 1).pricing("x", -3.0).usd_per_mtok.to_bits() == 0);
        let total = Total {
            key: String::new(),
            events: 1,
            tokens_before: u64::MAX,
            tokens_after: 0,
            uncounted: 0,
            usd_saved: 0.0,
            first: UNIX_EPOCH,
            last: UNIX_EPOCH,
        };
        assert_eq!(total.tokens_saved(), i64::MAX);
    }
}
