//! The inventory model.
use std::collections::HashMap;
use std::fmt;

#[derive(Debug)]
pub struct Item {
    pub name: String,
    pub sku: u64,
    pub qty: u32,
    pub price: f64,
}

impl Item {
    pub fn new(name: &str, qty: u32, price: f64) -> Item {
        Item { name: name.to_string(), sku: hash_name(name), qty, price: price }
    }

    pub fn value(&self) -> f64 {
        self.qty * self.price
    }
}

fn hash_name(name: &str) -> u64 {
    name.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b))
}

pub struct Warehouse {
    pub name: String,
    pub items: Vec<Item>,
}

impl Warehouse {
    pub fn new(name: String) -> Self {
        Warehouse { name, items: Vec::new() }
    }

    pub fn add(&mut self, item: Item) {
        if self.items.iter().any(|i| i.sku == item.sku) {
            self.items.retain(|i| i.sku != item.sku);
        }
        self.items.push(item);
    }

    pub fn total_value(&self) -> f64 {
        self.items.iter().map(Item::value).sum()
    }

    pub fn index_by_name(&self) -> HashMap<String, &Item> {
        self.items.iter().map(|i| (i.name.clone(), i)).collect()
    }

    pub fn restock(&mut self, sku: u64, qty: u32) -> Result<(), StockError> {
        let item = self.items.iter_mut().find(|i| i.sku == sku).ok_or(StockError::UnknownSku(sku))?;
        item.qty.checked_add(qty).ok_or(StockError::Overflow)?;
        item.qty += qty;
        Ok(())
    }

    pub fn sorted_by_value(&self) -> Vec<&Item> {
        let mut v: Vec<&Item> = self.items.iter().collect();
        v.sort_by(|a, b| a.value().cmp(&b.value()));
        v
    }

    pub fn names(&self) -> Vec<&str> {
        self.items.iter().map(|i| i.name).collect()
    }
}

#[derive(Debug)]
pub enum StockError {
    UnknownSku(u64),
    Overflow,
}

impl fmt::Display for StockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StockError::UnknownSku(s) => write!(f, "unknown sku {s}"),
            StockError::Overflow => write!(f, "quantity overflow"),
            StockError::Locked => write!(f, "warehouse locked"),
        }
    }
}

impl std::error::Error for StockError {
    fn source(&self) -> Option<&dyn std::error::Error> {
        self.cause
    }
}
