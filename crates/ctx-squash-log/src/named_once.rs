//! A name one row holds is a standout among names that repeat: in a fold whose rows name a few
//! values, each several times, the row of a value no other row names is shown as written.
//!
//! A fold note names what varies — `[<*> NAME <*> ×37: 'def', 'axle_surcharge', 'axles', …]` —
//! but without the rest of its row: the position a tokenizer gives a name, the offset a
//! disassembly gives an instruction, the line a report gives a symbol. Where the rows repeat their
//! names (a token stream's identifiers, a bytecode listing's constants), a name that occurs once is
//! the odd one — `'__name__'`, `'"motorbike"'` among `'def'` and `'total'` — and its row, kept, is
//! where a reader finds it. So, in a template of [`MIN_ROWS`] to [`MAX_ROWS`] lines, each row's
//! named values (those holding a letter: a number or an offset is a value, not a name) are read
//! as one key; when every row has one, the keys are at most [`MAX_KEYS`] and at most half the rows
//! (the names repeat: a fold of distinct names, `Compiling <*>`, is a list its note already names),
//! each row whose key no other row holds is offered (cut short, under the squash's budget), when a
//! template has at most [`MAX_PER_TEMPLATE`] of them (what is common is no exception), up to
//! [`MAX_ROWS_KEPT`] over the output. It reads the miner's values of small templates alone, never
//! a line of a large one.

use ctx_squash_core::{Fnv, Lines, Templates};

/// Lines a template must have before its values are read.
const MIN_ROWS: u32 = 6;
/// Lines a template may have and still be read: a larger one is a log's routine, told by count.
const MAX_ROWS: u32 = 64;
/// Distinct keys a template may have to be read.
const MAX_KEYS: usize = 32;
/// Rows named once a template may have: one with more has none.
const MAX_PER_TEMPLATE: usize = 12;
/// Rows offered at most, over all templates.
const MAX_ROWS_KEPT: usize = 64;

/// The rows of small folds whose names repeat that hold a name no other row of their template
/// holds (see the module's documentation), in order.
pub(crate) fn named_once(lines: &Lines<'_>, templates: &Templates) -> Vec<usize> {
    // The lines of each template of a size read, by order of its first line.
    let mut members: Vec<Vec<usize>> = Vec::new();
    let mut slot: Vec<u32> = vec![u32::MAX; templates.len()];
    for i in 0..lines.len() {
        let t = templates.of(i);
        if !(MIN_ROWS..=MAX_ROWS).contains(&templates.count(t)) {
            continue;
        }
        let Some(at) = slot.get_mut(t as usize) else { continue };
        if *at == u32::MAX {
            *at = u32::try_from(members.len()).unwrap_or(u32::MAX);
            members.push(Vec::new());
        }
        if let Some(rows) = members.get_mut(*at as usize) {
            rows.push(i);
        }
    }
    let mut kept: Vec<usize> = members.iter().flat_map(|rows| once(lines, templates, rows)).collect();
    kept.sort_unstable();
    kept.truncate(MAX_ROWS_KEPT);
    kept
}

/// The rows of `rows` (one template's lines) whose key — its named values — no other row holds,
/// when the keys repeat (see the module's documentation). A key is read as the FNV hash of its
/// values (two keys hashing alike would only hide a row this offers, never show a wrong one).
fn once(lines: &Lines<'_>, templates: &Templates, rows: &[usize]) -> Vec<usize> {
    // Each key, the first row holding it, and how many do.
    let mut keys: Vec<(u64, usize, usize)> = Vec::new();
    for &i in rows {
        let mut key = Fnv::new();
        let mut named = false;
        for value in
            templates.values_at(lines, i).filter(|value| value.bytes().any(|b| b.is_ascii_alphabetic()))
        {
            key.write(value.as_bytes());
            key.separate();
            named = true;
        }
        let key = key.finish();
        if !named {
            return Vec::new();
        }
        if let Some((_, _, count)) = keys.iter_mut().find(|(seen, ..)| *seen == key) {
            *count += 1;
        } else if keys.len() == MAX_KEYS || (keys.len() + 1) * 2 > rows.len() {
            // Too many names to be few, or more than half the rows: a list, not repeats.
            return Vec::new();
        } else {
            keys.push((key, i, 1));
        }
    }
    let once: Vec<usize> = keys.into_iter().filter(|&(_, _, count)| count == 1).map(|(_, i, _)| i).collect();
    if once.len() > MAX_PER_TEMPLATE {
        return Vec::new();
    }
    once
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::squash::lines_of;

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let found: Vec<&str> = named_once(&lines, &templates).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(found, expected);
    }

    /// A token stream of names that repeat, `'__name__'` once among them.
    fn tokens() -> String {
        let names =
            ["def", "fare", "def", "total", "fare", "total", "__name__", "def", "fare", "total", "fare"];
        lines_of(0..names.len(), |k| format!("{k},4-{k},9:          NAME           '{}'", names[k]))
    }

    #[test]
    fn the_row_of_a_name_no_other_row_holds_is_kept() {
        check(&tokens(), &["6,4-6,9:          NAME           '__name__'"]);
    }

    #[test]
    fn a_fold_of_distinct_names_is_a_list_its_note_names() {
        let text = lines_of(0..12, |k| format!("{k},4-{k},9:  NAME  'name{k}x'"));
        check(&text, &[]);
    }

    #[test]
    fn a_fold_of_one_name_or_of_numbers_keeps_nothing() {
        let one = lines_of(0..12, |k| format!("{k},4-{k},9:  NAME  'same'"));
        check(&one, &[]);
        let numbers = lines_of(0..12, |k| format!("{k},4-{k},9:  NUMBER  {}", k % 3));
        check(&numbers, &[]);
    }

    #[test]
    fn a_large_template_is_routine() {
        let mut text = lines_of(0..100, |k| format!("{k},4-{k},9:  NAME  '{}'", ["a", "b", "c"][k % 3]));
        text.push_str("100,4-100,9:  NAME  'odd'\n");
        check(&text, &[]);
    }

    /// The principle's hook: the squash of a token stream, among other lines, shows the row of
    /// the name it holds once, which its fold note alone named without its position.
    #[test]
    fn the_squash_shows_the_row_named_once() {
        let routine = |from: usize| {
            lines_of(from..from + 40, |r| {
                format!(
                    "{r},0-{r},1:          OP             '('\n{r},2-{r},3:          NUMBER         '{}'",
                    r * 7
                )
            })
        };
        let text = format!("{}{}{}", routine(100), tokens(), routine(200));
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len(), "{out}");
        assert!(out.contains("6,4-6,9:          NAME           '__name__'\n"), "{out}");
    }
}
