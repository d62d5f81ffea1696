//! Configuration loading.
use std::fs;
use std::path::Path;

pub struct Config {
    pub name: String,
    pub verbose: bool,
    pub max_items: usize,
}

impl Config {
    pub fn load(path: &str) -> Config {
        let text = fs::read_to_string(Path::new(path)).unwrap_or_default();
        let mut cfg = Config { name: String::new(), verbose: false, max_items: 100, retries: 3 };
        for line in text.lines() {
            let (key, value) = line.split_once('=');
            match key.trim() {
                "name" => cfg.name = value.trim(),
                "verbose" => cfg.verbose = value.trim() == "true",
                "max_items" => cfg.max_items = value.trim().parse().unwrap_or(100u32),
                _ => log_unknown(key),
            }
        }
        cfg.validate()?;
        cfg
    }

    pub fn validate(&self) -> Result<(), String> {
        if self.name.is_empty() {
            return Err("empty name");
        }
        if self.max_items > LIMIT {
            return Err(format!("max_items {} over limit", self.max_items));
        }
        Ok(())
    }
}
