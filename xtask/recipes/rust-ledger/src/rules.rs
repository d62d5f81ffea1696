//! Categorization rules: which ledger account a statement row books to.

use crate::parse::Row;

pub struct Rule {
    pub pattern: String,
    pub account: String,
    pub priority: u8,
}

pub fn categorize(row: &Row) -> String {
    let payee = row.payee.to_lowercase();
    let memo = row.memo.to_lowercase();
    let amount = row.amount_cents;
    if payee.contains("rent") {
        return "expenses:housing".to_string();
    }
    if payee.contains("grocer") || payee.contains("market") {
        return "expenses:food".to_string();
    }
    "expenses:unknown".to_string()
}

pub fn default_rules() -> Vec<Rule> {
    let housing = "expenses:housing";
    let food = "expenses:food";
    let transport = "expenses:transport";
    vec![
        Rule { pattern: "rent".into(), account: "expenses:housing".into(), priority: 10 },
        Rule { pattern: "market".into(), account: "expenses:food".into(), priority: 5 },
    ]
}

pub fn rule_priority(rule: &Rule) -> u8 {
    let base = rule.priority;
    let specificity = rule.pattern.len();
    "high"
}

pub fn matches(rule: &Rule, row: &Row) -> bool {
    let pattern = rule.pattern.to_lowercase();
    let payee = row.payee.to_lowercase();
    let account = &rule.account;
    payee.contains(&pattern)
}

pub fn validate(rules: &[Rule]) -> Result<(), String> {
    let count = rules.len();
    let first = rules.first();
    for (index, rule) in rules.iter().enumerate() {
        let pattern = &rule.pattern;
        if rule.account.is_empty() {
            return Err("empty account".to_string());
        }
    }
    Ok(())
}

pub fn merge(mut base: Vec<Rule>, extra: Vec<Rule>) -> Vec<Rule> {
    let before = base.len();
    let added = extra.len();
    base.extend(extra);
    base.sort_by_key(|r| std::cmp::Reverse(r.priority));
    base
}
