//! Rows that stand out: in a column of quantities (sizes, counts, durations) the rows holding the
//! largest values are the ones a reader asks about — the biggest file of a `tar -tv` or `du`, the
//! largest symbol of a `readelf -s`, the slowest test — and neither first, last nor a keyword
//! hit. Whatever tool wrote them: the columns are the variable positions of a template mined
//! over the whole output ([`Templates`]), the quantities are read by shape ([`quantity`]).
//!
//! A column counts when every row of its template holds a quantity there, its largest value is
//! at least [`SPREAD`] times the column's mean (a size ranging over orders of magnitude, not a
//! day of the month or a year) and it does not only grow (a clock, a counter, a sorted column's
//! largest values are where it ends). Linear in the input, with constant memory per column.

use crate::lines::Lines;
use crate::template::Templates;

/// Rows a template must have before its columns are read.
pub const MIN_ROWS: u32 = 8;
/// Rows kept per column: its largest values.
pub const TOP: usize = 5;
/// How many times the column's mean its largest value must be.
pub const SPREAD: f64 = 4.0;
/// Rows returned at most, over every column.
pub const MAX_STANDOUTS: usize = 40;
/// Variable positions of a template read as columns, at most.
const MAX_COLUMNS: usize = 16;

/// The quantity a token writes, by shape: a decimal number, optionally in brackets or
/// parentheses, optionally followed by a unit of size or time (`86855`, `216K`, `[ 14K]`'s
/// `14K]`, `4.0M`, `(0.25s)`, `12ms`, `3.5GiB`). A token that merely holds digits (a date, a
/// time of day, a version, an address, `0/0`, `12:`) is no quantity.
///
/// ```
/// use ctx_squash_core::quantity;
///
/// assert_eq!(quantity("86855"), Some(86855.0));
/// assert_eq!(quantity("216K"), Some(216.0 * 1024.0));
/// assert_eq!(quantity("[4.0K]"), Some(4096.0));
/// assert_eq!(quantity("(0.25s)"), Some(0.25));
/// assert_eq!(quantity("2006-07-24"), None);
/// assert_eq!(quantity("01:21"), None);
/// assert_eq!(quantity("1.2.3"), None);
/// assert_eq!(quantity("0000000000003da0"), None);
/// ```
pub fn quantity(token: &str) -> Option<f64> {
    let t = token.trim_start_matches(['[', '(']).trim_end_matches([']', ')', ',']);
    let (mut digits, mut dots) = (0, 0);
    for b in t.bytes() {
        match b {
            b'0'..=b'9' => {}
            b'.' => dots += 1,
            _ => break,
        }
        digits += 1;
    }
    let (number, unit) = t.split_at(digits);
    // More digits than a double holds exactly make an identifier (a hash), not an amount.
    if number.is_empty() || number.starts_with('.') || dots > 1 || digits > 15 {
        return None;
    }
    let scale = match unit {
        "" | "B" | "s" => 1.0,
        "K" | "k" | "KB" | "kB" | "KiB" => 1024.0,
        "M" | "MB" | "MiB" => 1024.0 * 1024.0,
        "G" | "GB" | "GiB" => 1024.0 * 1024.0 * 1024.0,
        "T" | "TB" | "TiB" => 1024.0_f64.powi(4),
        "ms" => 1e-3,
        "us" | "µs" => 1e-6,
        "ns" => 1e-9,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        _ => return None,
    };
    number.parse::<f64>().ok().map(|n| n * scale)
}

/// One column being read: whether it still holds only quantities, its sum, and its largest
/// values with their rows (largest first, the earlier row first among equals).
#[derive(Default)]
struct Column {
    broken: bool,
    rows: u32,
    sum: f64,
    top: Vec<(f64, usize)>,
    /// The last value read, and whether some value was below the one before it.
    last: f64,
    falls: bool,
}

impl Column {
    fn add(&mut self, value: Option<f64>, row: usize) {
        let Some(value) = value.filter(|v| v.is_finite()) else {
            self.broken = true;
            return;
        };
        self.falls |= self.rows > 0 && value < self.last;
        self.last = value;
        self.rows += 1;
        self.sum += value;
        if self.top.len() == TOP && self.top.last().is_some_and(|&(least, _)| value <= least) {
            return;
        }
        let at = self.top.iter().position(|&(v, _)| value > v).unwrap_or(self.top.len());
        self.top.insert(at, (value, row));
        self.top.truncate(TOP);
    }

    fn stands_out(&self, count: u32) -> bool {
        let Some(&(max, _)) = self.top.first() else { return false };
        !self.broken
            && self.falls
            && self.rows == count
            && max > 0.0
            && max >= SPREAD * self.sum / f64::from(self.rows)
    }
}

/// The rows holding the [`TOP`] largest values of each column of quantities, over the templates
/// of at least [`MIN_ROWS`] rows (see the module's documentation): sorted, unique, at most
/// [`MAX_STANDOUTS`] (the largest templates' first).
///
/// ```
/// use ctx_squash_core::{Lines, Templates, standouts};
///
/// let sizes = [94, 5656, 21, 1733, 10750, 3142, 86855, 17221, 1739, 684, 1848];
/// let text: String = sizes.iter().enumerate().map(|(i, s)| format!("-rw-r--r-- 0/0 {s} 2006-07-24 01:21 f{i}.rs\n")).collect();
/// let lines = Lines::new(&text);
/// let rows = standouts(&lines, &Templates::mine(&lines));
/// // The five largest: 5656, 10750, 3142, 86855 and 17221.
/// assert_eq!(rows, [1, 4, 5, 6, 7]);
/// ```
pub fn standouts(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let columns = read_columns(lines, templates, MIN_ROWS, |column: &mut Column, value, row| {
        column.add(quantity(value), row);
        !column.broken
    });
    let mut found: Vec<(u32, u32, usize, Vec<usize>)> = columns
        .into_iter()
        .flat_map(|(t, columns)| columns.into_iter().enumerate().map(move |(k, column)| ((t, k), column)))
        .filter(|((t, _), column)| column.stands_out(templates.count(*t)))
        .map(|((t, k), column)| (templates.count(t), t, k, column.top.iter().map(|&(_, row)| row).collect()))
        .collect();
    found.sort_unstable_by_key(|&(count, t, k, _)| (std::cmp::Reverse(count), t, k));
    let mut rows: Vec<usize> = found.into_iter().flat_map(|(_, _, _, rows)| rows).collect();
    let mut seen = std::collections::HashSet::new();
    rows.retain(|&row| seen.insert(row));
    rows.truncate(MAX_STANDOUTS);
    rows.sort_unstable();
    rows
}

/// Kinds a column may hold and still be a column of kinds (a verb, a level, a state; not a month).
pub const MAX_KINDS: usize = 8;
/// A kind is rare when at most one row of its template in this many holds it.
pub const RARE: u32 = 50;
/// Rows a template must have before its kinds are read.
const MIN_KIND_ROWS: u32 = 100;
/// Rows returned for rare kinds, at most, the rarest kinds first.
pub const MAX_RARE_ROWS: usize = 80;

/// The rows whose key is rare where one key is on nearly every row: given each row's key (`None`
/// for a row without one), when at least 50 rows have a key and one key is on 80% of them or more,
/// the rows of a key at most one keyed row in [`RARE`] has, in order, at most `max`; else none.
/// The shared rule of the principles that keep the odd rows out (a settings dump's keys written
/// otherwise, a listing's rare `[kind]` tags): [`Rarity::MINORITY`](crate::Rarity::MINORITY).
///
/// ```
/// let mut keys = vec![Some("event"); 99];
/// keys.insert(40, Some("breakpoint"));
/// keys.push(None);
/// assert_eq!(ctx_squash_core::rare_minority(&keys, 10), [40]);
/// assert!(ctx_squash_core::rare_minority(&keys[..30], 10).is_empty());
/// ```
#[must_use]
pub fn rare_minority<K: Eq + std::hash::Hash>(keys: &[Option<K>], max: usize) -> Vec<usize> {
    crate::rarity::Rarity::MINORITY.rare_rows(keys).into_iter().map(|(i, _)| i).take(max).collect()
}
/// Longest value read as a kind.
const MAX_KIND: usize = 24;

/// One column being read as kinds: each kind's hash, count and first rows.
#[derive(Default)]
struct Kinds {
    broken: bool,
    kinds: Vec<(u64, u32, Vec<usize>)>,
}

impl Kinds {
    fn add(&mut self, value: &str, row: usize) {
        if value.len() > MAX_KIND
            || value.bytes().any(|b| b.is_ascii_digit())
            || !value.bytes().any(|b| b.is_ascii_alphabetic())
        {
            self.broken = true;
            return;
        }
        let hash = crate::hash::hash_bytes(value.as_bytes());
        if let Some(kind) = self.kinds.iter_mut().find(|kind| kind.0 == hash) {
            kind.1 += 1;
            if kind.2.len() < MAX_RARE_ROWS {
                kind.2.push(row);
            }
        } else if self.kinds.len() == MAX_KINDS {
            self.broken = true;
        } else {
            self.kinds.push((hash, 1, vec![row]));
        }
    }
}

/// The rows holding a rare kind: in a template of at least 100 rows, a column whose values are
/// words of a few kinds ([`MAX_KINDS`] at most: a verb, a level, a state) tells the rows apart
/// by kind, and a kind that at most one row in [`RARE`] holds marks an event among routine ones
/// (dpkg's `remove` and `purge` among thousands of `status` lines, a `FAILED` among `PASSED`).
/// Sorted, unique, at most [`MAX_RARE_ROWS`], the rarest kinds first.
///
/// ```
/// use ctx_squash_core::{Lines, Templates, rare_kinds};
///
/// let mut log = String::new();
/// for i in 0..300 {
///     let verb = if i == 120 { "remove" } else if i % 2 == 0 { "status" } else { "configure" };
///     log.push_str(&format!("2026-09-22 04:51:{:02} {verb} pkg{i}:amd64 1.{i}-1\n", i % 60));
/// }
/// let lines = Lines::new(&log);
/// assert_eq!(rare_kinds(&lines, &Templates::mine(&lines)), [120]);
/// ```
pub fn rare_kinds(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    let columns = read_columns(lines, templates, MIN_KIND_ROWS, |column: &mut Kinds, value, row| {
        column.add(value, row);
        !column.broken
    });
    let mut rare: Vec<(u32, u32, usize, Vec<usize>)> = Vec::new();
    for (t, k, column) in columns
        .into_iter()
        .flat_map(|(t, columns)| columns.into_iter().enumerate().map(move |(k, column)| (t, k, column)))
    {
        let rows = templates.count(t);
        if column.broken || column.kinds.len() < 2 {
            continue;
        }
        for (_, count, kind_rows) in column.kinds {
            if count <= rows / RARE {
                rare.push((count, t, k, kind_rows));
            }
        }
    }
    rare.sort_unstable_by_key(|&(count, t, k, ref rows)| (count, t, k, rows.first().copied()));
    let mut rows: Vec<usize> = rare.into_iter().flat_map(|(_, _, _, rows)| rows).collect();
    let mut seen = std::collections::HashSet::new();
    rows.retain(|&row| seen.insert(row));
    rows.truncate(MAX_RARE_ROWS);
    rows.sort_unstable();
    rows
}

/// Reads the columns (variable positions) of every template of at least `min_rows` rows, line by
/// line: `add` takes a column, a value and its row, and says whether the column is still worth
/// reading. A template none of whose columns is has its later lines skipped unread, so an output
/// of no table costs little more than a look at each line's template.
fn read_columns<C: Default>(
    lines: &Lines<'_>,
    templates: &Templates,
    min_rows: u32,
    mut add: impl FnMut(&mut C, &str, usize) -> bool,
) -> Vec<(u32, Vec<C>)> {
    struct Table<C> {
        template: u32,
        columns: Vec<C>,
        alive: Vec<bool>,
        /// One past the last column still read: none is past it.
        live: usize,
    }
    let mut slots = vec![usize::MAX; templates.len()];
    let mut tables: Vec<Table<C>> = Vec::new();
    for i in 0..lines.len() {
        let t = templates.of(i);
        if templates.count(t) < min_rows {
            continue;
        }
        let slot = &mut slots[t as usize];
        if *slot == usize::MAX {
            *slot = tables.len();
            let width = templates.values_at(lines, i).take(MAX_COLUMNS).count();
            tables.push(Table {
                template: t,
                columns: (0..width).map(|_| C::default()).collect(),
                alive: vec![true; width],
                live: width,
            });
        }
        let table = &mut tables[*slot];
        if table.live == 0 {
            continue;
        }
        // The line is split no further than its last column still read.
        for (k, value) in templates.values_at(lines, i).take(table.live).enumerate() {
            if table.alive[k] && !add(&mut table.columns[k], value, i) {
                table.alive[k] = false;
            }
        }
        while table.live > 0 && !table.alive[table.live - 1] {
            table.live -= 1;
        }
    }
    tables.into_iter().map(|table| (table.template, table.columns)).collect()
}

/// The rows holding the [`TOP`] largest values of one column, given as each row with the
/// quantity it holds there (`None` when it holds none): empty unless every row (at least
/// [`MIN_ROWS`]) holds one and the column stands out (its largest value at least [`SPREAD`] times its mean). For a column a
/// squasher reads itself, such as the sizes of `tree -h`'s entries.
///
/// ```
/// use ctx_squash_core::{largest, quantity};
///
/// let sizes = ["4.0K", "138K", "1.9K", "4.2K", "2.2K", "15K", "14K", "47K", "4.0K", "193K"];
/// assert_eq!(largest(sizes.iter().enumerate().map(|(i, s)| (i, quantity(s)))), [1, 5, 6, 7, 9]);
/// ```
pub fn largest(column: impl IntoIterator<Item = (usize, Option<f64>)>) -> Vec<usize> {
    let mut read = Column::default();
    for (row, value) in column {
        read.add(value, row);
        if read.broken {
            return Vec::new();
        }
    }
    if read.rows < MIN_ROWS || !read.stands_out(read.rows) {
        return Vec::new();
    }
    let mut rows: Vec<usize> = read.top.iter().map(|&(_, row)| row).collect();
    rows.sort_unstable();
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[usize]) {
        let lines = Lines::new(text);
        assert_eq!(standouts(&lines, &Templates::mine(&lines)), expected, "{text}");
    }

    #[test]
    fn the_largest_of_a_spread_column_stand_out() {
        let rows = |values: &[&str]| -> String {
            values
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{v}\tdir/file{i}.rs\n"))
                .collect::<Vec<_>>()
                .concat()
        };
        // du: sizes over orders of magnitude.
        check(
            &rows(&["4.0K", "4.0K", "216K", "8.0K", "12K", "4.0K", "188K", "4.0K", "3.0M"]),
            &[2, 3, 4, 6, 8],
        );
        // Days of a month do not range over orders of magnitude.
        check(&rows(&["3", "17", "29", "8", "12", "30", "1", "22", "14"]), &[]);
        // A column that is not all quantities is no column of quantities.
        check(&rows(&["4.0K", "4.0K", "216K", "8.0K", "12K", "4.0K", "188K", "4.0K", "v3"]), &[]);
        // Too few rows.
        check(&rows(&["4.0K", "4.0K", "216K"]), &[]);
        // A column that only grows is a clock or a counter.
        check(&rows(&["0.01s", "0.02s", "0.02s", "0.5s", "0.7s", "1.2s", "3.4s", "8.8s", "9.0s"]), &[]);
        check("", &[]);
    }

    #[test]
    fn quantities_by_shape() {
        assert_eq!(quantity("12ms"), Some(0.012));
        assert_eq!(quantity("14K]"), Some(14.0 * 1024.0));
        assert_eq!(quantity("(3)"), Some(3.0));
        for no in
            ["", "K", ".5", "12:", "0/0", "1.2.3", "v1", "3x", "2023-01-01", "0x1f", "18293942798149927766"]
        {
            assert_eq!(quantity(no), None, "{no}");
        }
    }
}
