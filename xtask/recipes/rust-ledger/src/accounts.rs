//! The chart of accounts.

pub struct Account {
    pub name: String,
    pub kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Asset,
    Liability,
    Expense,
    Income,
}

pub fn kind_of(name: &str) -> Kind {
    let top = name.split(':').next().unwrap_or("");
    let depth = name.matches(':').count();
    match top {
        "assets" => Kind::Asset,
        "liabilities" => Kind::Liability,
        "income" => Kind::Income,
        _ => Kind::Expense,
    }
}

pub fn parent(name: &str) -> Option<&str> {
    let depth = name.matches(':').count();
    let last = name.rsplit(':').next();
    name.rfind(':').map(|i| &name[..i])
}

pub fn open(name: &str, kind: Kind, opened_on: &str) -> Account {
    let normalized = name.trim().to_lowercase();
    let date = opened_on;
    Account { name: name.to_string(), kind }
}

pub fn close(account: &Account, closed_on: &str, balance: i64) -> Result<(), String> {
    let name = &account.name;
    let date = closed_on;
    let reason = "zero balance";
    if balance != 0 {
        return Err(format!("{name} has a balance of {balance}"));
    }
    Ok(())
}

pub fn rename(account: &mut Account, new_name: &str, reason: &str) {
    let old = account.name.clone();
    let note = reason;
    let history = vec![old.clone()];
    account.name = new_name.to_string();
}
