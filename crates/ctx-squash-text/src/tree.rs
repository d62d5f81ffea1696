//! `looks_like_tree` and `squash_tree`: a dependency or directory tree (`npm ls --all`,
//! `cargo tree`, `tree`) cut to its top level, the entries that report a problem and those whose
//! size stands out.

use ctx_squash_core::Squash;

use crate::lines::render_kept;

/// Fewer tree entries than this are not worth a tree squash.
const MIN_ENTRIES: usize = 10;
/// At least this share (in percent) of the non-blank lines must be tree entries.
const TREE_PERCENT: usize = 60;
/// Non-blank lines looked at to tell a tree.
const SAMPLE: usize = 200;
/// Bytes of top-level entries kept; past them the top level is counted like the rest.
const TOP_BUDGET: usize = 16 * 1024;
/// Nested entries reporting a problem kept, at most.
const MAX_FLAGGED: usize = 100;
/// Words (lowercase) that, after an entry's name, make it worth keeping: npm's `invalid:`,
/// `missing:`, `extraneous`, an `error`. npm's `UNMET [PEER|OPTIONAL] DEPENDENCY` comes before the
/// name.
const FLAGS: &[&[u8]] = &[b"invalid", b"missing", b"extraneous", b"error", b"err!"];

/// Where a tree entry's name starts, in characters: the column of its branch glyph (`├`, `└`,
/// `` `-- ``, `|--`, `+--`, `\--`). `None` for a line that is not a tree entry. A blank is any
/// blank: `tree` indents with no-break spaces (`│\u{a0}\u{a0} ├──`), which are read as spaces.
fn branch_column(line: &str) -> Option<usize> {
    let mut column = 0;
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let next = chars.peek().map(|&(_, next)| next);
        match c {
            '├' | '└' => return Some(column),
            '`' | '|' | '+' | '\\' if next == Some('-') => return Some(column),
            // An indented bullet naming one thing (`  - src/`, `    - main.rs`): an agent's LS
            // tool draws its tree so. A bullet of words is prose.
            '-' if line[at + 1..]
                .strip_prefix(' ')
                .is_some_and(|name| !name.is_empty() && !name.contains(char::is_whitespace)) =>
            {
                return Some(column);
            }
            '│' | '|' | ' ' | '\t' | '\u{a0}' => column += 1,
            _ => return None,
        }
    }
    None
}

/// Whether `input` is a tree: among its first 200 and its last 200 non-blank lines, at least 10
/// are entries and they are at least 60% (the rest being the root, a heading or a tool's
/// messages; a tree followed by a long log is not one).
///
/// ```
/// use ctx_squash_text::looks_like_tree;
///
/// let mut tree = String::from("app@1.0.0 /srv/app\n");
/// for i in 0..12 {
///     tree.push_str(&format!("├─┬ dep{i}@1.0.0\n│ └── leaf{i}@2.0.0\n"));
/// }
/// assert!(looks_like_tree(&tree));
/// assert!(!looks_like_tree("src/a.rs\nsrc/b.rs\n"));
/// ```
pub fn looks_like_tree(input: &str) -> bool {
    let mostly_entries = |lines: &mut dyn Iterator<Item = &str>| {
        let (mut entries, mut other) = (0usize, 0usize);
        for line in lines.filter(|l| !l.trim().is_empty()).take(SAMPLE) {
            if branch_column(line).is_some() {
                entries += 1;
            } else {
                other += 1;
            }
        }
        entries >= MIN_ENTRIES && entries * 100 >= (entries + other) * TREE_PERCENT
    };
    mostly_entries(&mut input.lines()) && mostly_entries(&mut input.lines().rev())
}

/// Squashes a tree to what it says at a glance: every line that is not a tree entry (the root,
/// the tool's messages and errors), the entries of as many levels from the top as fit in
/// `budget` bytes (the top level always, while it fits in 16 KiB), and every deeper entry that
/// reports a problem (`invalid`, `missing`, `extraneous`, `UNMET`, an error; at most 100, each
/// package once), and, however deep, the entries whose sizes stand out (`tree -h`'s five largest
/// when they range over orders of magnitude: `ctx_squash_core::largest`), and, while they add at
/// most 3 KiB, each distinct node's shallowest first entry with its path of ancestors (a tree's
/// distinct nodes are its keys: `tree_keys.rs`; a repeat, `(*)` or the same node under another
/// parent, folds), and each field whose value few of the tree's records write where others are
/// written by many, with its node (`tree_fields.rs`: the one `licenses: UNLICENSED` of a licence
/// report). Where the top-level entries come from source files (a compiler's dump: the
/// system headers' declarations, then the compiled file's), the entries of the file it ends with
/// are the user's own and kept whole first ([`squash_tree_named`], `own_source.rs`). Each run of
/// other lines becomes one `[N lines omitted]` line, N exact. Returns the input unchanged when that
/// is not shorter.
///
/// ```
/// use ctx_squash_text::squash_tree;
///
/// let mut tree = String::from("app@1.0.0 /srv/app\n");
/// for i in 0..12 {
///     tree.push_str(&format!("├─┬ dep{i}@1.0.0\n│ ├── leaf@2.0.0\n│ └── twig@3.0.0\n"));
/// }
/// tree.push_str("└── react@18.3.1 invalid: \"^17.0.0\" from dep3\n");
/// let out = squash_tree(&tree, 400);
/// assert!(out.starts_with(
///     "app@1.0.0 /srv/app\n├─┬ dep0@1.0.0\n│ ├── leaf@2.0.0\n│ └── twig@3.0.0\n├─┬ dep1@1.0.0\n[2 lines omitted]\n"
/// ));
/// assert!(out.ends_with("└── react@18.3.1 invalid: \"^17.0.0\" from dep3\n"));
/// ```
pub fn squash_tree(input: &str, budget: usize) -> String {
    squash_tree_marked(input, budget).text
}

/// [`squash_tree`], with the `[N lines omitted]` markers it wrote, in order.
pub fn squash_tree_marked(input: &str, budget: usize) -> Squash {
    squash_tree_named(input, budget, &[])
}

/// [`squash_tree_marked`], told the files the command named (`clang … crucible.c`): where the
/// tree's top-level entries come from source files, the entries of a named one are the user's own
/// and kept whole (`own_source.rs`); with none named, those of the file the tree ends with are.
pub fn squash_tree_named(input: &str, budget: usize, named: &[&str]) -> Squash {
    let lines: Vec<&str> = input.lines().collect();
    let columns: Vec<Option<usize>> = lines.iter().map(|l| branch_column(l)).collect();
    let Some(top) = columns.iter().flatten().min().copied() else {
        return Squash::unchanged(input);
    };
    // The deepest level whose entries, with every level above and the other lines, fit.
    let mut bytes_at: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    let mut fixed = 0;
    for (line, column) in lines.iter().zip(&columns) {
        match column {
            Some(c) => *bytes_at.entry(*c).or_default() += line.len() + 1,
            None => fixed += line.len() + 1,
        }
    }
    let mut spent = fixed;
    let deepest = bytes_at
        .iter()
        .take_while(|&(_, bytes)| {
            spent += bytes;
            spent <= budget
        })
        .last()
        .map(|(&c, _)| c);
    let mut keep = vec![false; lines.len()];
    // The entries that stand out by size (`tree -h`'s `[193K]`), however deep.
    let sizes = lines.iter().zip(&columns).enumerate().filter(|(_, (_, c))| c.is_some());
    for row in ctx_squash_core::largest(sizes.map(|(i, (line, _))| (i, size(line)))) {
        keep[row] = true;
    }
    // The user's own source first (own_source.rs): what its entries cost comes out of the top
    // level's budget of the rest (whose distinct entries `tree_keys.rs` still keeps, below).
    let mut own = vec![false; lines.len()];
    let own_bytes = crate::own_source::keep_own_part(&lines, &columns, top, named, &mut own);
    let top_budget = TOP_BUDGET.saturating_sub(own_bytes);
    let (mut top_bytes, mut flagged) = (0usize, 0usize);
    let mut seen = std::collections::HashSet::new();
    for (i, (line, column)) in lines.iter().zip(&columns).enumerate() {
        keep[i] |= match column {
            _ if own[i] => true,
            None => true,
            Some(c) if deepest.is_some_and(|d| *c <= d) => true,
            Some(c) if *c == top && top_bytes + line.len() < top_budget => {
                top_bytes += line.len() + 1;
                true
            }
            Some(_) if flagged < MAX_FLAGGED && reports_problem(line) && seen.insert(package(line)) => {
                flagged += 1;
                true
            }
            Some(_) => false,
        };
    }
    crate::tree_keys::keep_first_nodes(&lines, &columns, &mut keep);
    crate::tree_fields::keep_rare_fields(input, &lines, &mut keep);
    render_kept(input, &keep, |out, i| out.push_str(lines[i]))
}

/// Whether an entry reports a problem: npm's `UNMET …` before its name, a flag after it.
fn reports_problem(line: &str) -> bool {
    let entry = entry_text(line);
    let after = entry.strip_prefix(package(line)).unwrap_or(entry).to_ascii_lowercase();
    entry.starts_with("UNMET ") || FLAGS.iter().any(|w| memchr::memmem::find(after.as_bytes(), w).is_some())
}

/// The size an entry shows first, in brackets (`tree -h`'s `├── [ 14K]  lib.rs`, `tree -s`'s
/// `[ 4096]`).
fn size(line: &str) -> Option<f64> {
    let bracket = entry_text(line).strip_prefix('[')?;
    ctx_squash_core::quantity(bracket[..bracket.find(']')?].trim())
}

/// An entry without its branch glyphs.
pub(crate) fn entry_text(line: &str) -> &str {
    line.trim_start_matches(|c: char| "│├└─┬ |`+\\-\t\u{a0}".contains(c))
}

/// The package (or file) an entry names: its first word, past npm's `UNMET [PEER|OPTIONAL]
/// DEPENDENCY`.
fn package(line: &str) -> &str {
    let entry = entry_text(line);
    let named = entry
        .strip_prefix("UNMET ")
        .map(|rest| rest.trim_start_matches("PEER ").trim_start_matches("OPTIONAL "))
        .and_then(|rest| rest.strip_prefix("DEPENDENCY "))
        .unwrap_or(entry);
    named.split(' ').next().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn branch_columns() {
        assert_eq!(branch_column("├─┬ @material-ui/core@4.12.4"), Some(0));
        assert_eq!(branch_column("│ ├── @babel/runtime@7.29.16"), Some(2));
        assert_eq!(branch_column("│   └── serde v1.0.200"), Some(4));
        assert_eq!(branch_column("│\u{a0}\u{a0} ├── [ 176]  mod.rs"), Some(4));
        assert_eq!(branch_column("`-- lodash@4.17.21"), Some(0));
        assert_eq!(branch_column("app@1.0.0 /srv/app"), None);
        assert_eq!(branch_column("npm error code ELSPROBLEMS"), None);
        assert_eq!(branch_column("- a bullet"), None);
        assert_eq!(branch_column("  - claude-code-test/"), Some(2));
        assert_eq!(branch_column("- /mnt/c/python/cctrace/"), Some(0));
        assert_eq!(branch_column("-x"), None);
    }

    /// An own part that costs the whole top-level budget leaves the other sources' distinct
    /// entries their line each (`tree_keys.rs`): another file of the user's the command did not
    /// name (`cflow src/*.c` names none) keeps its functions.
    #[test]
    fn a_large_own_part_leaves_the_other_sources_their_distinct_entries() {
        let mut text = String::from("unit\n");
        for n in 0..40 {
            let _ = writeln!(text, "|-FunctionDecl <other.c:{n}:1> col:5 helper_{n} 'int (void)'");
            let _ = writeln!(text, "| `-CompoundStmt <col:20, line:{n}:30> {}", "b".repeat(40));
        }
        for n in 0..400 {
            let _ = writeln!(text, "|-FunctionDecl <mine.c:{n}:1> col:5 mine_{n} 'int (void)'");
            let _ = writeln!(text, "| `-CompoundStmt <col:20, line:{n}:30> {}", "m".repeat(40));
        }
        text.push_str("`-FunctionDecl <mine.c:999:1> col:5 last 'int (void)'\n");
        let squashed = squash_tree_named(&text, 4096, &["mine.c"]).text;
        let others = (0..40).filter(|n| squashed.contains(&format!("helper_{n} "))).count();
        assert_eq!(others, 40, "{squashed}");
        assert!(squashed.contains("mine_0 ") && squashed.contains("last "));
    }

    /// A nested `deduped invalid` repeat of a package already flagged is not kept again.
    #[test]
    fn problems_are_kept_once_per_package() {
        let mut tree = String::from("app@1.0.0\n");
        for i in 0..10 {
            let _ = write!(tree, "├─┬ dep{i}@1.0.0\n│ └── react@18.3.1 deduped invalid: \"^17\"\n");
        }
        let out = squash_tree(&tree, 100);
        assert_eq!(out.matches("react@18.3.1 deduped invalid").count(), 1, "{out}");
        assert_eq!(out.lines().filter(|l| l.starts_with("├─┬ dep")).count(), 10, "{out}");
        let accounted: usize = out
            .lines()
            .map(|l| {
                l.strip_prefix('[')
                    .and_then(|r| r.strip_suffix(" lines omitted]"))
                    .map_or(1, |n| n.parse().unwrap_or(0))
            })
            .sum();
        assert_eq!(accounted, tree.lines().count());
    }

    /// A flag counts after the name, not in it; each unmet dependency is its own fact.
    #[test]
    fn problems_are_read_after_the_name() {
        assert!(!reports_problem("│ ├── es-errors@1.3.0"));
        assert!(!reports_problem("│ │ ├── http-errors@2.0.0"));
        assert!(reports_problem("│ └── react@18.3.1 deduped invalid: \"^17\""));
        assert!(reports_problem("├── UNMET PEER DEPENDENCY react@17.0.2"));
        assert_eq!(package("├── UNMET PEER DEPENDENCY react@17.0.2"), "react@17.0.2");
        assert_eq!(package("│ ├── UNMET DEPENDENCY lodash@^4"), "lodash@^4");
        // A tree followed by a long log is not a tree.
        let mut input = String::from("app@1.0.0\n");
        for i in 0..50 {
            let _ = writeln!(input, "├── dep{i}@1.0.0");
        }
        for i in 0..300 {
            let _ = writeln!(input, "test t{i} ... ok");
        }
        assert!(!looks_like_tree(&input));
    }

    /// `tree -h` indents with no-break spaces; its largest entries are kept however deep.
    #[test]
    fn the_largest_entries_stand_out_at_any_depth() {
        let mut tree = String::from("[4.0K]  src\n");
        for i in 0..400 {
            let _ = write!(
                tree,
                "├── [4.0K]  d{i}\n│\u{a0}\u{a0} ├── [1.{i}K]  f{i}.rs\n│\u{a0}\u{a0} └── [ 12{i}]  g{i}.rs\n"
            );
        }
        tree.push_str("└── [4.0K]  deep\n    └── [4.0K]  deeper\n        └── [193K]  mod.rs\n\n12 directories, 24 files\n");
        assert!(looks_like_tree(&tree));
        let out = squash_tree(&tree, 300);
        assert!(out.contains("        └── [193K]  mod.rs\n"), "{out}");
        assert!(out.contains("├── [4.0K]  d11\n") && !out.contains("f399.rs"), "{out}");
        assert!(out.ends_with("12 directories, 24 files\n"), "{out}");
    }

    #[test]
    fn empty_and_flat_inputs_stay() {
        assert_eq!(squash_tree("", 0), "");
        assert_eq!(squash_tree("a\nb\n", 0), "a\nb\n");
        assert!(!looks_like_tree(""));
        // A tree that fits the budget whole stays whole, every level of it.
        let mut tree = String::from("app@1.0.0\n");
        for i in 0..12 {
            let _ = write!(tree, "├─┬ dep{i}@1.0.0\n│ └── leaf{i}@2.0.0\n");
        }
        assert_eq!(squash_tree(&tree, 10_000), tree);
        // Past the budget, the top level and each distinct node once: a repeated leaf folds.
        let mut tree = String::from("app@1.0.0\n");
        for i in 0..12 {
            let _ = write!(tree, "├─┬ dep{i}@1.0.0\n│ └── leaf@2.0.0\n");
        }
        let top = squash_tree(&tree, 300);
        assert!(top.contains("├─┬ dep11@1.0.0\n") && top.matches("leaf").count() == 1, "{top}");
        // A top level over the budget is kept up to 16 KiB, then counted like the rest.
        let mut wide = String::new();
        for i in 0..2_000 {
            let _ = writeln!(wide, "├── package-number-{i}@1.0.0");
        }
        let out = squash_tree(&wide, 300);
        let most = TOP_BUDGET + crate::tree_keys::KEYS_BUDGET + 100;
        assert!(out.len() < most && out.ends_with(" lines omitted]\n"), "{}", out.len());
    }
}
