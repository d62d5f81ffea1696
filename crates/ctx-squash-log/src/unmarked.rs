//! The lines lacking the mark nearly every line carries are the exception: the unmarked minority
//! is the point.
//!
//! Some outputs mark their routine lines and leave the ones that matter bare: Django's
//! `diffsettings --all` prints the 140 settings left at their default as `### USE_TZ = True` and
//! the dozen the project set as plain `DEBUG = True`; a shell trace marks its commands `+ ` and not
//! what they printed; a commented config dump marks its defaults `# ` and not the values set. So,
//! in an output of many lines, each line's mark — the run of punctuation it starts with, when a
//! blank follows (`###`, `#`, `+`, `>`, `//`) — is read, and when one mark is on nearly all lines,
//! the few lines without it are kept, up to a count. Like `odd_keys`, this is a rule about how a
//! line is written, not about what it says.

use std::collections::HashMap;

use ctx_squash_core::Lines;

/// Non-blank lines an output must have before its unmarked lines are looked for.
const MIN_LINES: usize = 50;
/// Share (in percent) of the non-blank lines the commonest mark must be on.
const DOMINANT_PERCENT: usize = 80;
/// The lines lacking that mark are kept only when at most one line in this many lacks it (else
/// the mark is no exception's sign: both kinds are common).
const RARE: usize = 10;
/// Unmarked lines kept at most.
const MAX_UNMARKED: usize = 40;
/// Bytes of punctuation a mark has at most.
const MAX_MARK: usize = 4;

/// The non-blank lines lacking the mark nearly every other line starts with (see the module's
/// documentation), in order; none when no mark is that common.
pub(crate) fn unmarked(lines: &Lines<'_>) -> Vec<usize> {
    // Each line read once: `None` for a blank line, else its mark if it has one.
    let marks: Vec<Option<Option<&[u8]>>> = (0..lines.len())
        .map(|i| {
            let line = lines.bytes(i);
            // Only a line starting with punctuation has a mark.
            match line.first() {
                _ if lines.lead(i).blank => None,
                Some(b) if b.is_ascii_punctuation() => Some(mark(line)),
                _ => Some(None),
            }
        })
        .collect();
    let mut counts: HashMap<&[u8], usize> = HashMap::new();
    let mut written = 0;
    for mark in marks.iter().flatten() {
        written += 1;
        if let Some(m) = *mark {
            *counts.entry(m).or_insert(0) += 1;
        }
    }
    let Some((&common, &count)) = counts.iter().max_by_key(|&(m, &n)| (n, *m)) else {
        return Vec::new();
    };
    let lacking = written - count;
    if written < MIN_LINES || count * 100 < written * DOMINANT_PERCENT || lacking * RARE > written {
        return Vec::new();
    }
    marks
        .iter()
        .enumerate()
        .filter(|(_, mark)| mark.is_some_and(|m| m != Some(common)))
        .map(|(i, _)| i)
        .take(MAX_UNMARKED)
        .collect()
}

/// A line's mark: the run of ASCII punctuation it starts with (not indented, at most
/// [`MAX_MARK`] bytes), when a blank follows it. `None` for a line starting otherwise.
fn mark(line: &[u8]) -> Option<&[u8]> {
    let end = line.iter().position(|b| !b.is_ascii_punctuation())?;
    (end > 0 && end <= MAX_MARK && matches!(line[end], b' ' | b'\t')).then(|| &line[..end])
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn marks() {
        assert_eq!(mark(b"### USE_TZ = True"), Some(&b"###"[..]));
        assert_eq!(mark(b"+ make all"), Some(&b"+"[..]));
        assert_eq!(mark(b"// note"), Some(&b"//"[..]));
        assert_eq!(mark(b"DEBUG = True"), None);
        assert_eq!(mark(b"  ### indented"), None);
        assert_eq!(mark(b"-rw-r--r-- 1 root"), None);
        assert_eq!(mark(b"[INFO] x"), None);
        assert_eq!(mark(b"#####"), None);
        assert_eq!(mark(b"######## too long"), None);
    }

    #[test]
    fn the_unmarked_lines_of_a_marked_dump() {
        let mut text = String::new();
        for k in 0..120 {
            let _ = writeln!(text, "### SETTING_{k} = {k}");
        }
        text.insert_str(text.find("### SETTING_60").unwrap_or(0), "DEBUG = True\n\n");
        text.push_str("TIME_ZONE = 'Europe/London'\n");
        let lines = Lines::new(&text);
        let kept: Vec<&str> = unmarked(&lines).into_iter().map(|i| lines.get(i)).collect();
        assert_eq!(kept, ["DEBUG = True", "TIME_ZONE = 'Europe/London'"]);
        // Too few lines, no common mark, or too many lines without it: none.
        assert!(unmarked(&Lines::new("### A = 1\nB = 2\n")).is_empty());
        let (mut plain, mut half) = (String::new(), String::new());
        for k in 0..100 {
            let _ = writeln!(plain, "K{k} = 1");
            let _ = writeln!(half, "{}K{k} = 1", if k % 5 == 0 { "" } else { "# " });
        }
        assert!(unmarked(&Lines::new(&plain)).is_empty());
        assert!(unmarked(&Lines::new(&half)).is_empty());
    }

    #[test]
    fn a_squashed_dump_keeps_its_unmarked_lines() {
        // Defaults alike but for their names and values fold; the two settings without the mark
        // are kept, whole, wherever they stand (600 settings: over a listing's rows' budget, which
        // would keep them all as written).
        let mut text = String::new();
        for k in 0..600 {
            let _ = writeln!(text, "### SETTING_{k} = 'a default value of some length, number {k}'");
        }
        let apps = format!(
            "INSTALLED_APPS = [{}]",
            (0..20).map(|k| format!("'app.number{k}'")).collect::<Vec<_>>().join(", ")
        );
        text.insert_str(
            text.find("### SETTING_300").unwrap_or(0),
            &format!(
                "{apps}
DEBUG = True
"
            ),
        );
        let out = crate::squash_log(&text);
        assert!(out.len() < text.len() / 2, "{out}");
        assert!(out.contains(&format!("\n{apps}\n")) && out.contains("\nDEBUG = True\n"), "{out}");
    }
}
