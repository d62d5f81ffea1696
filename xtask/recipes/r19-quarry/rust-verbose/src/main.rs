//! The crusher line's settings tool.
mod gap;
mod wear;

use serde::Serialize;

#[derive(Serialize)]
struct Setting {
    feed_mm: u32,
    gap_mm: u32,
    wear: u32,
}

fn main() -> anyhow::Result<()> {
    let settings: Vec<Setting> = [30, 90, 250, 600]
        .into_iter()
        .map(|f| Setting { feed_mm: f, gap_mm: gap::gap(f), wear: wear::allowance(f * 10) })
        .collect();
    println!("{}", serde_json::to_string(&settings)?);
    Ok(())
}
