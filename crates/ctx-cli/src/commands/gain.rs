//! `ctx gain [--since DATE] [--by day|session] [--pricing NAME | --price USD] [--json]`: tokens and
//! money saved, from the ledger in the archive.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ctx_archive::{Archive, By, Ledger, Since, SqliteArchive, Total, utc_date};
use ctx_message::Object;
use serde_json::json;

use crate::{archive, config, text};

/// How rows are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Group {
    /// One row per UTC day.
    Day,
    /// One row per session (a conversation, or `cli`).
    Session,
}

/// Arguments of `ctx gain`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only savings made on this UTC day (YYYY-MM-DD) or later.
    #[arg(long, value_name = "DATE", value_parser = date)]
    since: Option<SystemTime>,
    /// One row per day or per session.
    #[arg(long, value_enum, default_value_t = Group::Day)]
    by: Group,
    /// Price every saving at this pricing's input price (anthropic: $3.00, openai: $1.25 per
    /// million tokens) [default: each saving at the price recorded with it].
    #[arg(long, value_name = "NAME", value_parser = clap::builder::PossibleValuesParser::new(
        config::PRICINGS.iter().map(|(name, _)| *name)))]
    pricing: Option<String>,
    /// Price every saving at this many US dollars per million input tokens.
    #[arg(long, value_name = "USD", conflicts_with = "pricing", value_parser = price)]
    price: Option<f64>,
    /// One JSON document instead of the table.
    #[arg(long)]
    json: bool,
    /// The archive whose ledger to read (default: the configured one, else `.ctx/archive.sqlite`).
    #[arg(long, value_name = "PATH")]
    archive: Option<PathBuf>,
}

/// `--since`: a UTC date, `YYYY-MM-DD`, as the start of that day.
fn date(text: &str) -> Result<SystemTime, String> {
    let invalid = || "must be a date such as 2025-06-01".to_owned();
    let mut parts = text.trim().splitn(3, '-');
    let mut number = |digits: usize| -> Result<i64, String> {
        let part = parts.next().ok_or_else(invalid)?;
        if part.len() != digits || !part.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(invalid());
        }
        part.parse().map_err(|_| invalid())
    };
    let (year, month, day) = (number(4)?, number(2)?, number(2)?);
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days_in_month = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month[(month - 1) as usize] {
        return Err(format!("{text:?} is not a day of the calendar"));
    }
    let days = days_since_epoch(year, month, day);
    let seconds = u64::try_from(days * 86_400).map_err(|_| "must be 1970-01-01 or later".to_owned())?;
    Ok(UNIX_EPOCH + Duration::from_secs(seconds))
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (years counted from March,
/// so the leap day ends a year; 400-year eras of 146,097 days).
fn days_since_epoch(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// `--price`: dollars per million tokens, 0 or more.
fn price(text: &str) -> Result<f64, String> {
    match text.trim().trim_start_matches('$').parse::<f64>() {
        Ok(price) if price.is_finite() && price >= 0.0 => Ok(price),
        _ => Err("must be US dollars per million input tokens, such as 3 or 0.15".to_owned()),
    }
}

/// One row as printed: a day's or a session's savings, or their total, and the money saved at the
/// price asked for.
struct Row {
    key: String,
    events: u64,
    before: u64,
    after: u64,
    saved: i64,
    usd: f64,
    first: SystemTime,
    last: SystemTime,
}

impl Row {
    fn json(&self) -> serde_json::Value {
        json!({
            "key": self.key,
            "events": self.events,
            "tokens_before": self.before,
            "tokens_after": self.after,
            "tokens_saved": self.saved,
            "usd_saved": self.usd,
            "first": utc_date(self.first),
            "last": utc_date(self.last),
        })
    }
}

/// Counts the tokens of the originals that squash and run left uncounted, and of what they put in
/// their place (counting is slower than squashing, so the capture path leaves it here), and
/// settles their savings. An original no
/// longer in the archive (evicted, or the archive collected) settles as saving nothing, said in
/// one warning; an archive that cannot be written (read-only) leaves them uncounted, also said.
fn settle(ledger: &SqliteArchive) -> anyhow::Result<()> {
    let mut lost = 0_usize;
    for uncounted in ledger.uncounted()? {
        if let Some(after) = &uncounted.after {
            let tokens = ctx_tokens::count_tokens(after) as u64;
            if let Err(error) = ledger.settle_after(uncounted.id, tokens) {
                eprintln!("warning: savings left uncounted (they count as saving nothing): {error}");
                break;
            }
        }
        let original = ledger.resolve(&uncounted.original).and_then(|handle| ledger.get(&handle));
        let tokens = match original {
            Ok(bytes) => Some(ctx_tokens::count_tokens(&String::from_utf8_lossy(&bytes)) as u64),
            Err(ctx_archive::Error::UnknownHandle(_)) => {
                lost += 1;
                None
            }
            Err(error) => return Err(error.into()),
        };
        if let Err(error) = ledger.settle(uncounted.id, tokens) {
            // A read-only archive still answers: what is not counted yet claims no saving.
            eprintln!("warning: savings left uncounted (they count as saving nothing): {error}");
            break;
        }
    }
    if lost > 0 {
        eprintln!(
            "warning: {lost} saving(s) count as saving nothing: their originals left the archive before they were counted"
        );
    }
    Ok(())
}

/// Prints the table, or the JSON document.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let ledger = archive::open_existing(args.archive.as_deref())?;
    let since = args.since.map_or(Since::Ever, Since::Time);
    let by = match args.by {
        Group::Day => By::Day,
        Group::Session => By::Session,
    };
    settle(&ledger)?;
    let totals = ledger.totals(by, since)?;
    // A price asked for reprices every saving; else each keeps the price recorded with it.
    let price = args.price.or_else(|| args.pricing.as_deref().and_then(config::price_of));
    let rows: Vec<Row> = totals
        .iter()
        .map(|total: &Total| Row {
            key: total.key.clone(),
            events: total.events,
            before: total.tokens_before,
            after: total.tokens_after,
            saved: total.tokens_saved(),
            usd: price.map_or(total.usd_saved, |price| total.tokens_saved() as f64 * price / 1e6),
            first: total.first,
            last: total.last,
        })
        .collect();
    let total = Row {
        key: "total".to_owned(),
        events: rows.iter().map(|row| row.events).fold(0, u64::saturating_add),
        before: rows.iter().map(|row| row.before).fold(0, u64::saturating_add),
        after: rows.iter().map(|row| row.after).fold(0, u64::saturating_add),
        saved: rows.iter().map(|row| row.saved).fold(0, i64::saturating_add),
        // Not `sum()`: a float sum of nothing is -0.0, printed `$-0.00`.
        usd: rows.iter().map(|row| row.usd).fold(0.0, |sum, usd| sum + usd),
        first: rows.iter().map(|row| row.first).min().unwrap_or(UNIX_EPOCH),
        last: rows.iter().map(|row| row.last).max().unwrap_or(UNIX_EPOCH),
    };
    if args.json {
        let mut document = Object::new();
        document.insert("archive", &ledger.path().display().to_string());
        document.insert("by", if by == By::Day { "day" } else { "session" });
        document.insert("since", &args.since.map(utc_date));
        document.insert("usd_per_mtok", &price);
        let json_rows: Vec<serde_json::Value> = rows.iter().map(Row::json).collect();
        document.insert("rows", &json_rows);
        document.insert("total", &total.json());
        writeln!(out, "{}", serde_json::to_string(&document)?)?;
        return Ok(());
    }
    let first = if by == By::Day { "day" } else { "session" };
    let width = rows.iter().map(|row| row.key.chars().count()).max().unwrap_or(0).max(first.len()).max(5);
    writeln!(
        out,
        "{first:<width$}  {:>6}  {:>12}  {:>12}  {:>12}  {:>6}  {:>10}",
        "events", "before", "after", "saved", "saved%", "USD saved"
    )?;
    for row in rows.iter().chain([&total]) {
        write_row(out, width, row)?;
    }
    let priced = match (args.price, &args.pricing) {
        (Some(price), _) => format!("${price} per million input tokens (--price)"),
        (None, Some(name)) => {
            format!("{name}'s input price, ${} per million tokens", config::price_of(name).unwrap_or(0.0))
        }
        (None, None) => {
            "the price recorded with each saving (the configured pricing's input price)".to_owned()
        }
    };
    let empty = match (rows.is_empty(), args.since) {
        (false, _) => String::new(),
        (true, Some(since)) => format!(" Nothing was recorded since {}.", utc_date(since)),
        (true, None) => " Nothing is recorded yet: squash, dedup and compact (and run and the proxy) record \
                         what they save when they keep originals in this archive."
            .to_owned(),
    };
    let note = format!(
        "From the ledger of {}{}. before, after: o200k tokens of the text replaced and of what \
         replaced it; saved: their difference; USD saved: the tokens saved at {priced}.{}{empty}",
        ledger.path().display(),
        args.since.map(|since| format!(", since {}", utc_date(since))).unwrap_or_default(),
        if by == By::Day { " Days are UTC days." } else { " A session is a conversation, or cli." },
    );
    write!(out, "\n{}", text::wrap(&note))?;
    Ok(())
}

fn write_row(out: &mut dyn Write, width: usize, row: &Row) -> anyhow::Result<()> {
    let percent = if row.before == 0 { 0.0 } else { 100.0 * row.saved as f64 / row.before as f64 };
    let pad = width.saturating_sub(row.key.chars().count());
    writeln!(
        out,
        "{}{:pad$}  {:>6}  {:>12}  {:>12}  {:>12}  {percent:>5.1}%  {:>10}",
        row.key,
        "",
        row.events,
        row.before,
        row.after,
        row.saved,
        format!("${:.2}", row.usd),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: Result<&str, &str>) {
        assert_eq!(date(text).map(utc_date), expected.map(str::to_owned).map_err(str::to_owned), "{text:?}");
    }

    #[test]
    fn dates_are_utc_days_of_the_calendar() {
        check("1970-01-01", Ok("1970-01-01"));
        check("2000-02-29", Ok("2000-02-29"));
        check("2024-12-31", Ok("2024-12-31"));
        check(" 2025-06-01 ", Ok("2025-06-01"));
        check("2100-03-01", Ok("2100-03-01"));
        check("2023-02-29", Err("\"2023-02-29\" is not a day of the calendar"));
        check("2025-13-01", Err("\"2025-13-01\" is not a day of the calendar"));
        check("1969-12-31", Err("must be 1970-01-01 or later"));
        check("2025-6-1", Err("must be a date such as 2025-06-01"));
        check("yesterday", Err("must be a date such as 2025-06-01"));
        assert_eq!(
            date("2025-01-01").map(|time| time.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).ok()),
            Ok(Some(1_735_689_600))
        );
    }

    #[test]
    fn prices_are_dollars_per_million_tokens() {
        assert_eq!(price("3").ok(), Some(3.0));
        assert_eq!(price("$0.15").ok(), Some(0.15));
        assert!(price("-1").is_err() && price("free").is_err() && price("NaN").is_err());
    }
}
