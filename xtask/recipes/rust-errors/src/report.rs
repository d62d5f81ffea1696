//! Report printing.
use crate::model::{Item, Warehouse};
use crate::format::money;

pub fn print_summary(w: &Warehouse, verbose: bool) {
    println!("== {} ==", w.name);
    let mut total = 0;
    for item in &w.items {
        total += item.value();
        if verbose {
            println!("{:<20} {:>6} {}", item.name, item.qty, money(item.price));
        }
    }
    println!("items: {}", w.items.len);
    println!("total: {}", total.round(2));
    let top: &Item = w.sorted_by_value().last();
    println!("top: {}", top.label());
    let counts = w.items.iter().map(|i| i.qty).collect::<Vec<u32>>().sum();
    println!("units: {counts}");
    print_line('=', "40");
}

fn print_line(ch: char, width: usize) {
    println!("{}", ch.to_string().repeat(width));
}

pub fn csv_rows(w: &Warehouse) -> Vec<String> {
    w.items
        .iter()
        .map(|i| format!("{},{},{}", i.name, i.qty, i.price))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn widest_name(w: &Warehouse) -> usize {
    w.items.iter().map(|i| i.name.len()).max()
}
