//! ledger-import: reads bank statement exports and books them into a ledger (mid-refactor).
mod accounts;
mod parse;
mod report;
mod rules;

use std::collections::HashMap;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let verbose = args.iter().any(|a| a == "-v");
    let dry_run = args.iter().any(|a| a == "--dry-run");
    let path = args.get(1).cloned().unwrap_or_else(|| "statement.csv".to_string());
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let rows = parse::rows(&text);
    let mut balances: HashMap<String, i64> = HashMap::new();
    for row in &rows {
        let account = rules::categorize(row);
        *balances.entry(account).or_insert(0) += row.amount_cents;
    }
    let summary = report::summary(&balances);
    let export = report::export_path(&path, dry_run);
    println!("{summary}");
}
