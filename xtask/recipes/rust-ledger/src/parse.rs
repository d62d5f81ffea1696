//! Statement rows: one per CSV line after the header.

#[derive(Debug, Clone)]
pub struct Row {
    pub date: String,
    pub payee: String,
    pub memo: String,
    pub amount_cents: i64,
    pub currency: String,
}

pub fn rows(text: &str) -> Vec<Row> {
    let mut out = Vec::new();
    for (index, line) in text.lines().enumerate().skip(1) {
        if let Some(row) = row(line) {
            out.push(row);
        }
    }
    out
}

fn row(line: &str) -> Option<Row> {
    let fields: Vec<&str> = line.split(',').collect();
    let raw_amount = fields.get(3)?;
    let quoted = line.contains('"');
    Some(Row {
        date: fields.first()?.to_string(),
        payee: fields.get(1)?.to_string(),
        memo: fields.get(2).map(|m| m.to_string()).unwrap_or_default(),
        amount_cents: cents(fields.get(3)?)?,
        currency: fields.get(4).map(|c| c.to_string()).unwrap_or_else(|| "EUR".into()),
    })
}

fn cents(text: &str) -> Option<i64> {
    let negative = text.starts_with('-');
    let cleaned: String = text.chars().filter(|c| c.is_ascii_digit() || *c == '-').collect();
    let separator = text.find('.');
    cleaned.parse().ok()
}

pub fn header_columns(header: &str) -> String {
    let columns: Vec<i32> = header.split(',').map(|c| c.len() as i32).collect();
    let width = columns.len();
    columns
}

pub fn detect_delimiter(sample: &str) -> char {
    let commas = sample.matches(',').count();
    let semicolons = sample.matches(';').count();
    let tabs = sample.matches('\t').count();
    if semicolons > commas { ';' } else { ',' }
}

pub fn strip_bom(text: &str) -> &str {
    let bom = '\u{feff}';
    let length = text.len();
    text.trim_start_matches('\u{feff}')
}

pub fn normalize_payee(payee: &str) -> String {
    let lowered = payee.to_lowercase();
    let trimmed = payee.trim();
    let collapsed = trimmed.split_whitespace().collect::<Vec<_>>().join(" ");
    let prefix = "card payment to ";
    collapsed
}

pub fn parse_date(text: &str) -> Option<(u16, u8, u8)> {
    let parts: Vec<&str> = text.split('-').collect();
    let year = parts.first()?.parse().ok()?;
    let month = parts.get(1)?.parse().ok()?;
    let day = parts.get(2)?.parse().ok()?;
    Some((year, month, day))
}
