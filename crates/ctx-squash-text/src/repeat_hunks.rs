//! Hunks that repeat one change fold into one note: their count and where they are.
//!
//! A config or lockfile diff bumps one value in ninety records: ninety hunks, each two changed
//! lines that `rename_churn` reads as the diff's dominant substitution, each small enough to be
//! kept whole by `small_hunks` — the diff is kept nearly as long as it came, and the one hunk that
//! differs is one among ninety. So a hunk whose every changed line is churn of the dominant
//! substitution (not its example, not a change that differs) is a repeat; when a diff has at least
//! [`MIN_REPEATS`] of them, their lines are told by one note, put where the first of them stood —
//! `[88 hunks change only "4.2.1" → "4.3.0": first @@ -13,7 +13,7 @@, last @@ -893,7 +893,7 @@]` —
//! and left out under the usual markers (an archive holds them). The note shows the substitution
//! widened to the version or name it stands in (`4.2.1`, not `2.1`) only when every folded
//! repeat's every whole-word occurrence widens alike, else the substitution itself. The
//! substitution's example, the hunks that differ, every file header and every other hunk are kept
//! as before.

/// Repeated hunks a diff needs before they fold.
const MIN_REPEATS: usize = 8;

/// A diff's repeated hunks: the lines they span (headers, context and changes), ascending, and
/// the note that tells them with the line it stands before.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Repeats {
    pub(crate) lines: Vec<usize>,
    pub(crate) note: Option<(usize, String)>,
}

/// The repeated hunks of `bytes` (see the module's documentation): `churn` is `rename_churn`'s
/// (ascending), `substitution` its dominant one.
pub(crate) fn repeat_hunks(bytes: &[u8], churn: &[usize], substitution: Option<(&[u8], &[u8])>) -> Repeats {
    let Some((old, new)) = substitution else { return Repeats::default() };
    if churn.is_empty() {
        return Repeats::default();
    }
    let mut lines = Vec::new();
    let mut headers: Vec<&[u8]> = Vec::new();
    let mut first = None;
    // The form the folded repeats' pairs show the substitution in: `None` before the first pair,
    // `Some(None)` once two disagree (or one is not found whole).
    let mut shown: Option<Option<(Vec<u8>, Vec<u8>)>> = None;
    for hunk in crate::hunks::hunks(bytes) {
        let mut changes = hunk.lines.iter().filter(|line| line.side.is_change()).peekable();
        if !hunk.is_plain()
            || changes.peek().is_none()
            || !changes.all(|line| churn.binary_search(&line.idx).is_ok())
        {
            continue;
        }
        first.get_or_insert(hunk.at);
        for (a, b) in hunk.pairs() {
            if shown == Some(None) {
                break;
            }
            if let (Some(a), Some(b)) = (hunk.lines.get(a), hunk.lines.get(b)) {
                let form = widened(a.text, b.text, old, new);
                shown = match shown {
                    Some(agreed) if agreed != form => Some(None),
                    _ => Some(form),
                };
            }
        }
        headers.push(hunk.header);
        lines.extend(hunk.span());
    }
    if headers.len() < MIN_REPEATS {
        return Repeats::default();
    }
    let range = |header: &[u8]| {
        let end = memchr::memmem::find(header.get(2..).unwrap_or_default(), b"@@")
            .map_or(header.len(), |at| at + 4);
        String::from_utf8_lossy(header.get(..end).unwrap_or(header)).into_owned()
    };
    let (Some(from), Some(to)) = (headers.first(), headers.last()) else { return Repeats::default() };
    let (old, new) = match &shown {
        Some(Some((x, y))) => (x.as_slice(), y.as_slice()),
        _ => (old, new),
    };
    let note = format!(
        "[{} hunks change only \"{}\" → \"{}\": first {}, last {}]",
        headers.len(),
        String::from_utf8_lossy(old),
        String::from_utf8_lossy(new),
        range(from),
        range(to)
    );
    lines.sort_unstable();
    lines.dedup();
    Repeats { lines, note: first.map(|at| (at, note)) }
}

/// The substitution `old` → `new` as a reader names it in the pair `a` → `b`: each whole-word
/// occurrence of `old` in `a` (not inside a longer name: `ship_id` in `relationship_id` is not
/// one) widened over the bytes of a version or a name around it (`2.1` → `3.0` in `"4.2.1"` →
/// `"4.3.0"` is `4.2.1` → `4.3.0`), when `b` holds the widened new form; `None` when `old` has no
/// such occurrence or two of them widen differently.
fn widened(a: &[u8], b: &[u8], old: &[u8], new: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let word = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_';
    let part = |c: &u8| word(c) || matches!(c, b'.' | b'-');
    if old.is_empty() {
        return None;
    }
    let mut form: Option<(Vec<u8>, Vec<u8>)> = None;
    for at in memchr::memmem::find_iter(a, old) {
        let (Some(before), Some(after)) = (a.get(..at), a.get(at + old.len()..)) else { return None };
        let joined_left = old.first().is_some_and(word) && before.last().is_some_and(word);
        let joined_right = old.last().is_some_and(word) && after.first().is_some_and(word);
        if joined_left || joined_right {
            continue;
        }
        let left = before.iter().rev().take_while(|c| part(c)).count();
        let right = after.iter().take_while(|c| part(c)).count();
        let (Some(l), Some(r)) = (before.get(before.len() - left..), after.get(..right)) else { return None };
        let found = ([l, old, r].concat(), [l, new, r].concat());
        if memchr::memmem::find(b, &found.1).is_none() || form.as_ref().is_some_and(|f| *f != found) {
            return None;
        }
        form = Some(found);
    }
    form
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::fmt::Write as _;

    /// Ninety records bump one version; record `odd` goes to another and changes a second key
    /// (the odd hunks' tests read it too).
    pub(crate) fn bump(odd: usize) -> String {
        let mut diff = String::from("--- plant-2024.json\n+++ plant-2025.json\n");
        for k in 0..90 {
            let at = 10 * k + 3;
            let (to, trip) = if k == odd {
                ("4.2.9", "-      \"trip\": 50,\n+      \"trip\": 65,\n")
            } else {
                ("4.3.0", "       \"trip\": 50,\n")
            };
            let _ = write!(
                diff,
                "@@ -{at},7 +{at},7 @@\n     }},\n     {{\n       \"unit\": \"belt-{k:02}\",\n-      \"firmware\": \"4.2.1\",\n+      \"firmware\": \"{to}\",\n{trip}       \"on\": true,\n"
            );
        }
        diff
    }

    #[test]
    fn repeated_hunks_fold_into_one_note() {
        let diff = bump(57);
        let renames = crate::rename_churn::rename_churn(diff.as_bytes());
        let sub = renames.substitution.as_ref().map(|(a, b)| (a.as_slice(), b.as_slice()));
        let repeats = repeat_hunks(diff.as_bytes(), &renames.churn, sub);
        // The example (the first hunk) and the odd hunk are not repeats: 88 are.
        let (at, note) = repeats.note.clone().unwrap_or_default();
        assert_eq!(
            note,
            "[88 hunks change only \"4.2.1\" → \"4.3.0\": first @@ -13,7 +13,7 @@, last @@ -893,7 +893,7 @@]"
        );
        assert_eq!(diff.lines().nth(at), Some("@@ -13,7 +13,7 @@"));
        let odd = diff.lines().position(|l| l.contains("belt-57")).unwrap_or(0);
        assert!(!repeats.lines.contains(&odd) && repeats.lines.contains(&(odd - 30)));
        // The squash: the note, the example, the odd hunk with its unit; far shorter.
        let out = crate::squash_generic(&diff, 3000);
        for kept in [
            note.as_str(),
            "+      \"firmware\": \"4.3.0\",",
            "       \"unit\": \"belt-57\",",
            "+      \"firmware\": \"4.2.9\",",
            "+      \"trip\": 65,",
        ] {
            assert!(out.lines().any(|l| l == kept), "{kept:?} in\n{out}");
        }
        assert!(out.len() < diff.len() / 4, "{out}");
    }

    #[test]
    fn the_note_counts_in_the_budget() {
        // Ninety hunks bump one version (89 fold), then 400 added lines that the budget cuts.
        let mut diff = bump(usize::MAX);
        diff.push_str("@@ -2000,0 +2000,400 @@\n");
        for k in 0..400 {
            let _ = writeln!(
                diff,
                "+      \"sensor-{k:03}\": {{ \"gain\": {}, \"zone\": \"z{}\" }},",
                k * 7 % 13,
                k % 9
            );
        }
        // The example's hunk, a small change, is kept on top of the budget; the note is not.
        let example: usize = diff.lines().skip(2).take(8).map(|l| l.len() + 1).sum();
        for budget in (2100..6000).step_by(97) {
            let out = crate::squash_generic(&diff, budget);
            assert!(out.lines().any(|l| l.starts_with("[89 hunks change only ")), "{out}");
            assert!(out.len() <= budget + example, "{} > {budget} + {example}:\n{out}", out.len());
        }
    }

    #[test]
    fn few_repeats_or_no_substitution_fold_nothing() {
        assert_eq!(repeat_hunks(b"@@ -1 +1 @@\n-a\n+b\n", &[1, 2], Some((b"a", b"b"))), Repeats::default());
        assert_eq!(repeat_hunks(bump(3).as_bytes(), &[], None), Repeats::default());
    }

    /// The note on ten hunks, hunk `k` changing `pairs[k % pairs.len()]` by `old` → `new`.
    fn note_on(pairs: &[(&str, &str)], old: &str, new: &str) -> String {
        let mut diff = String::from("--- a/src/fleet.rs\n+++ b/src/fleet.rs\n");
        for k in 0..10 {
            let (a, b) = pairs.get(k % pairs.len()).copied().unwrap_or_default();
            let at = 10 * k + 3;
            let _ = write!(diff, "@@ -{at},3 +{at},3 @@\n     {{\n-{a}\n+{b}\n     }}\n");
        }
        let churn: Vec<usize> = diff
            .lines()
            .enumerate()
            .filter(|(_, l)| l.starts_with(['-', '+']) && !l.starts_with("--- ") && !l.starts_with("+++ "))
            .map(|(i, _)| i)
            .collect();
        let repeats = repeat_hunks(diff.as_bytes(), &churn, Some((old.as_bytes(), new.as_bytes())));
        repeats.note.map(|(_, note)| note).unwrap_or_default()
    }

    #[test]
    fn the_widened_form_is_shown_only_when_every_repeat_agrees_on_it() {
        // A rename whose first repeat reads `self.ship_id` and others `order.ship_id`.
        let mixed = [
            ("        self.ship_id = id;", "        self.vessel_id = id;"),
            ("        order.ship_id = id;", "        order.vessel_id = id;"),
        ];
        let note = note_on(&mixed, "ship_id", "vessel_id");
        assert!(note.starts_with("[10 hunks change only \"ship_id\" → \"vessel_id\": "), "{note}");
        let alike = note_on(&mixed[..1], "ship_id", "vessel_id");
        assert!(
            alike.starts_with("[10 hunks change only \"self.ship_id\" → \"self.vessel_id\": "),
            "{alike}"
        );
        // A version bump `2.1` → `3.0` met in `4.2.1` and in `16.2.1`.
        let versions = [
            ("  \"core\": \"4.2.1\",", "  \"core\": \"4.3.0\","),
            ("  \"core\": \"16.2.1\",", "  \"core\": \"16.3.0\","),
        ];
        let note = note_on(&versions, "2.1", "3.0");
        assert!(note.starts_with("[10 hunks change only \"2.1\" → \"3.0\": "), "{note}");
        // The substitution is met inside a longer name before its whole-word occurrence.
        let inside = [("relationship_id = ship_id", "relationship_id = vessel_id")];
        let note = note_on(&inside, "ship_id", "vessel_id");
        assert!(note.starts_with("[10 hunks change only \"ship_id\" → \"vessel_id\": "), "{note}");
    }

    #[test]
    fn widened_reads_whole_words_and_agreeing_occurrences() {
        let form = |a: &str, b: &str, old: &str, new: &str| {
            widened(a.as_bytes(), b.as_bytes(), old.as_bytes(), new.as_bytes()).map(|(x, y)| {
                (String::from_utf8_lossy(&x).into_owned(), String::from_utf8_lossy(&y).into_owned())
            })
        };
        let pair = |x: &str, y: &str| Some((x.to_owned(), y.to_owned()));
        assert_eq!(
            form(
                "let r = relationship_id + ship_id;",
                "let r = relationship_id + vessel_id;",
                "ship_id",
                "vessel_id"
            ),
            pair("ship_id", "vessel_id")
        );
        assert_eq!(form("\"4.2.1\"", "\"4.3.0\"", "2.1", "3.0"), pair("4.2.1", "4.3.0"));
        // No whole-word occurrence, two that widen differently, a new form `b` lacks: none.
        assert_eq!(form("relationship_id", "relationvessel_id", "ship_id", "vessel_id"), None);
        assert_eq!(form("a.ship_id = b.ship_id", "a.vessel_id = b.vessel_id", "ship_id", "vessel_id"), None);
        assert_eq!(form("x.ship_id", "y.vessel_id", "ship_id", "vessel_id"), None);
        assert_eq!(form("", "", "", "x"), None);
    }

    proptest::proptest! {
        /// Any text, any churn: no panic, and the lines folded are lines of the text, ascending.
        #[test]
        fn any_text(lines in proptest::collection::vec(proptest::sample::select(&["@@ -1,3 +1,3 @@", " {", " a: 1", "-b", "+c", "", "\\ No newline at end of file", "--- x", "+++ y", "@@ -1 +1 @@", "@@@ -1 +1 @@@"][..]), 0..120), churn in proptest::collection::vec(0usize..130, 0..60)) {
            let text = lines.join("\n");
            let mut churn = churn;
            churn.sort_unstable();
            churn.dedup();
            let repeats = repeat_hunks(text.as_bytes(), &churn, Some((b"b", b"c")));
            proptest::prop_assert!(repeats.lines.windows(2).all(|w| w[0] < w[1]));
            proptest::prop_assert!(repeats.lines.iter().all(|&i| i < lines.len().max(1)));
            proptest::prop_assert_eq!(repeats.note.is_some(), !repeats.lines.is_empty());
        }
    }
}
