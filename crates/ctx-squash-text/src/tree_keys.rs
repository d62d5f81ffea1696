//! A tree's distinct nodes are its keys: each node's first entry is kept with its ancestors, its
//! repeats fold.

use std::collections::{BTreeMap, HashSet};

/// Bytes of lines the keys may add to what the levels kept; past them a node is counted with the
/// rest. The tree's own budget: 3 KiB, about a thousand tokens of box-drawn entries, the most a
/// tree's keys may add on top of the levels it already shows (a listing's budget,
/// `ctx_squash_core::LISTING_ROWS`, is for rows shown one by one; a tree's levels are shown already).
pub(crate) const KEYS_BUDGET: usize = 3 * 1024;

/// Marks in `keep` each distinct node's shallowest first entry with the entries above it on its
/// path (`columns[i]` is an entry's branch column, `None` for a line that is not one), level by
/// level from the top and in order within a level, while the lines this adds come to
/// [`KEYS_BUDGET`] bytes. A node is an entry's text, its tool's repeat marks aside
/// (`serde v1.0 (*)` is `serde v1.0`), and an entry whose first word is a node seen before is that
/// node again, annotated (npm's `react@18.3.1 deduped`): the same node under another parent, or
/// marked a repeat, folds into the entry kept. The walk stops at the first node whose path does
/// not fit, so a long tree costs its levels' bookkeeping and no more.
pub(crate) fn keep_first_nodes(lines: &[&str], columns: &[Option<usize>], keep: &mut [bool]) {
    // Each entry's parent (the nearest entry above it at a smaller column), and the entries by
    // column, each column's in order (a map of the columns that occur: one entry indented by a
    // million blanks must not cost a million empty levels).
    let mut parent = vec![None; lines.len()];
    let mut path: Vec<usize> = Vec::new();
    let mut levels: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, column) in columns.iter().enumerate() {
        let Some(column) = *column else { continue };
        while path.last().is_some_and(|&up| columns[up].is_some_and(|c| c >= column)) {
            path.pop();
        }
        parent[i] = path.last().copied();
        path.push(i);
        levels.entry(column).or_default().push(i);
    }
    let mut seen = HashSet::new();
    let mut spent = 0;
    for i in levels.into_values().flatten() {
        let node = node(lines[i]);
        let name = node.split(' ').next().unwrap_or_default();
        if seen.contains(node) || seen.contains(name) {
            continue;
        }
        let ancestors = std::iter::successors(Some(i), |&j| parent[j]);
        let cost: usize = ancestors.clone().filter(|&j| !keep[j]).map(|j| lines[j].len() + 1).sum();
        if cost > 0 && spent + cost > KEYS_BUDGET {
            return;
        }
        spent += cost;
        ancestors.for_each(|j| keep[j] = true);
        seen.insert(node);
    }
}

/// The node an entry names: its text without branch glyphs and without the trailing words that
/// hold no letter or digit (cargo's `(*)`, a repeat mark).
fn node(line: &str) -> &str {
    let mut text = crate::tree::entry_text(line).trim_end();
    while let Some((head, last)) = text.rsplit_once(' ') {
        if last.chars().any(char::is_alphanumeric) {
            break;
        }
        text = head.trim_end();
    }
    text
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[track_caller]
    fn check(tree: &str, kept: &[usize]) {
        let lines: Vec<&str> = tree.lines().collect();
        let columns: Vec<Option<usize>> =
            lines.iter().map(|l| l.find(['├', '└']).map(|at| l[..at].chars().count())).collect();
        let mut keep: Vec<bool> = columns.iter().map(|c| c.is_none_or(|c| c == 0)).collect();
        keep_first_nodes(&lines, &columns, &mut keep);
        let rows: Vec<usize> = (0..lines.len()).filter(|&i| keep[i]).collect();
        assert_eq!(rows, kept, "{tree}");
    }

    #[test]
    fn nodes() {
        assert_eq!(node("│   │   └── anstream v1.0.0 (*)"), "anstream v1.0.0");
        assert_eq!(node("├── clap feature \"default\""), "clap feature \"default\"");
        assert_eq!(node("└── (*)"), "(*)");
        assert_eq!(node(""), "");
    }

    /// A node met below the levels kept is kept once, where it is shallowest (`deep v1` under
    /// `d v1`), with its path; its repeats, marked or under another parent, are not.
    #[test]
    fn each_node_once_with_its_path() {
        let tree = "app v1\n\
                    ├── a v1\n\
                    │   ├── b v1\n\
                    │   │   └── deep v1\n\
                    │   └── e\n\
                    ├── c v1\n\
                    │   ├── b v1 (*)\n\
                    │   └── e deduped\n\
                    └── d v1\n\
                    \x20   └── deep v1\n";
        check(tree, &[0, 1, 2, 4, 5, 8, 9]);
    }

    /// The keys stop at their budget; a directory tree of distinct files is kept from the top.
    #[test]
    fn keys_stop_at_the_budget() {
        let mut tree = String::from("root\n");
        for i in 0..1_000 {
            let _ = write!(tree, "├── dir{i}\n│   └── file-with-a-long-name-number-{i}.rs\n");
        }
        let lines: Vec<&str> = tree.lines().collect();
        let columns: Vec<Option<usize>> =
            lines.iter().map(|l| l.find(['├', '└']).map(|at| l[..at].chars().count())).collect();
        let mut keep: Vec<bool> = columns.iter().map(|c| c.is_none_or(|c| c == 0)).collect();
        keep_first_nodes(&lines, &columns, &mut keep);
        let added: usize =
            (0..lines.len()).filter(|&i| keep[i] && columns[i] == Some(4)).map(|i| lines[i].len() + 1).sum();
        assert!(added <= KEYS_BUDGET && added + 60 > KEYS_BUDGET, "{added}");
        assert!(keep[2] && !keep[lines.len() - 1]);
    }
}
