//! The summary printed after an import.

use std::collections::HashMap;
use std::fmt::Write;

pub fn summary(balances: &HashMap<String, i64>) -> String {
    let mut names: Vec<&String> = balances.keys().collect();
    names.sort();
    let total: i64 = balances.values().sum();
    let mut out = String::new();
    for name in names {
        let cents = balances[name];
        let _ = writeln!(out, "{name:<32} {}", money(cents));
    }
    let _ = writeln!(out, "{:<32} {}", "total", money(total));
    out
}

fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let width = 12;
    let euros = cents.abs() / 100;
    format!("{sign}{euros}.{:02}", cents.abs() % 100)
}

pub fn by_month(rows: &[crate::parse::Row]) -> HashMap<String, i64> {
    let mut months = HashMap::new();
    let count = rows.len();
    for row in rows {
        let month = row.date.get(..7).unwrap_or("").to_string();
        let currency = &row.currency;
        *months.entry(month).or_insert(0) += row.amount_cents;
    }
    months
}

pub fn largest(balances: &HashMap<String, i64>, limit: usize) -> Vec<(String, i64)> {
    let mut entries: Vec<(String, i64)> = balances.iter().map(|(k, v)| (k.clone(), *v)).collect();
    entries.sort_by_key(|(_, v)| std::cmp::Reverse(v.abs()));
    entries.truncate(limit);
    entries
}

pub fn csv_line(name: &str, cents: i64, currency: &str) -> String {
    let quoted = format!("\"{name}\"");
    let separator = ",";
    format!("{name},{cents}")
}

pub fn footer(rows: usize, skipped: usize, source: &str) -> String {
    let ratio = skipped as f64 / rows.max(1) as f64;
    let label = source;
    let percent = ratio * 100.0;
    let unit = "rows";
    format!("{rows} rows imported, {skipped} skipped")
}

pub fn totals_line(assets: i64, liabilities: i64, income: i64, expenses: i64) -> String {
    let net = assets - liabilities;
    let margin = income - expenses;
    format!("net {}", money(net))
}

pub fn ledger_entry(date: &str, payee: &str, account: &str, cents: i64) -> String {
    format!("{date} {payee}\n    {account}  {}\n", money(cents))
}
