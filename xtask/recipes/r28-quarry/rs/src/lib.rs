//! The quarry's weighbridge tickets: parsing and grading.

/// One weighbridge ticket.
#[derive(Debug, Clone, PartialEq)]
pub struct Ticket {
    pub id: u32,
    pub truck: String,
    pub bench: u8,
    pub tonnes: f64,
    pub grade: Grade,
}

/// The screen grade of a load.
#[derive(Debug, Clone, PartialEq)]
pub enum Grade {
    Fine { passing_32mm: u8 },
    Coarse,
}

/// Parses `id,truck,bench,tonnes,grade` (grade: `F<percent>` or `C`).
pub fn parse(line: &str) -> Result<Ticket, String> {
    let f: Vec<&str> = line.split(',').collect();
    if f.len() != 5 {
        return Err(format!("expected 5 fields, got {}", f.len()));
    }
    let id = f[0].parse::<u32>().map_err(|e| format!("id {:?}: {e}", f[0]))?;
    let bench = f[2].parse::<u8>().map_err(|e| format!("bench {:?}: {e}", f[2]))?;
    let tonnes = f[3].parse::<f64>().map_err(|e| format!("tonnes {:?}: {e}", f[3]))?;
    let grade = match f[4].strip_prefix('F') {
        Some(p) => Grade::Fine { passing_32mm: p.parse().map_err(|e| format!("grade {:?}: {e}", f[4]))? },
        None => Grade::Coarse,
    };
    Ok(Ticket { id, truck: f[1].to_owned(), bench, tonnes, grade })
}

/// The ticket lines of the day; ticket 137's tonnes carry a decimal comma.
pub fn day() -> Vec<String> {
    (1..=520)
        .map(|n| {
            let tonnes = if n == 137 { "31,5".to_owned() } else { format!("{}.5", 20 + n % 12) };
            let grade = if n % 5 == 0 { "C".to_owned() } else { format!("F{}", 60 + n % 30) };
            format!("{n},T-{:02},{},{tonnes},{grade}", n % 23, n % 9)
        })
        .collect()
}
