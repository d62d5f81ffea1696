//! A small inventory service, mid-refactor: it does not compile (recipe for fixtures).
mod config;
mod model;
mod report;

use std::collections::HashMap;

use config::Config;
use model::{Item, Warehouse};

fn main() {
    let cfg = Config::load("inventory.toml");
    let mut warehouse = Warehouse::new(cfg.name);
    warehouse.add(Item::new("bolt", 120, 0.15));
    warehouse.add(Item::new("nut", "80", 0.05));
    let total: u32 = warehouse.total_value();
    println!("total value {}", total);
    let by_name: HashMap<String, Item> = warehouse.index_by_name();
    for item in by_name.values() {
        println!("{}", item.label());
    }
    let low = warehouse.items.iter().filter(|i| i.qty < threshold).count();
    println!("{low} low-stock items");
    report::print_summary(&warehouse, cfg.verbose, 10);
    let missing = lookup_sku(&warehouse, 42);
    println!("{}", missing.unwrap_or_default());
}

fn lookup_sku(w: &Warehouse, sku: u64) -> Option<String> {
    w.items.iter().find(|i| i.sku == sku).map(|i| i.name)
}
