//! The sentences that restrict: a line that negates, limits or warns (`not`, `only`, `unless`,
//! `must`, `beware`, `the default is`, `incompatible`, `ignored`, `deprecated` …) says what a
//! reader looks a reference up for — when an option does *not* apply, what it *cannot* do, what
//! happens *by default*. A shortened document keeps such a sentence before describing lines of
//! other sections (shares.rs).
//!
//! The words were read from the corpus's recorded manuals, `--help` pages and pydoc (a
//! paragraph's caveat: "not suppressed by the --no-verify option", "Beware that this may result
//! in different dependency resolution", "This option does not operate on compressed archives",
//! "is the default when decompressing", "apply to the destination host and not any specified
//! jump hosts", "This is incompatible with -c"). Words that only describe (`may`, `can`, `also`)
//! are not among them.

/// The words, lower case, that make a line one that restricts.
const RESTRICTING_WORDS: &[&str] = &[
    "not",
    "never",
    "only",
    "unless",
    "except",
    "cannot",
    "must",
    "beware",
    "note",
    "default",
    "incompatible",
    "ignored",
    "deprecated",
    "always",
    "instead",
    "warning",
    "caution",
];

/// Whether `line` holds a word that negates, limits or warns: one of [`RESTRICTING_WORDS`] as a
/// whole word in any case (`Note`, `NOT`), or a negated verb (`doesn't`, `won't`). A name is one
/// word, its underscores and digits in it (`kvm_async_pf_not_present` negates nothing).
pub(crate) fn restricts(line: &str) -> bool {
    line.split(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '\'' | '’'))).any(|word| {
        let word = word.trim_matches(['\'', '’']);
        word.ends_with("n't")
            || word.ends_with("n’t")
            || RESTRICTING_WORDS.iter().any(|restricting| word.eq_ignore_ascii_case(restricting))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(line: &str, expected: bool) {
        assert_eq!(restricts(line), expected, "{line:?}");
    }

    #[test]
    fn negations_limits_and_warnings_restrict() {
        check("       This option does not operate on compressed archives.", true);
        check("    Beware that this may result in different dependency resolution than", true);
        check("       is the default when decompressing.", true);
        check("       rately  options.   This  is  incompatible with -c, since no", true);
        check("     Note that configuration directives supplied on the command-line", true);
        check("It doesn't follow symlinks.", true);
        check("NOT for production use", true);
    }

    #[test]
    fn describing_lines_do_not() {
        check("       Delete from the archive.  The arguments supplied are names of the", false);
        check("    Build a local package and all of its dependencies.", false);
        check("notable, nothing, knotted, default_file, only2, onlyfans", false);
        check("  kvm:kvm_async_pf_not_present                       [Tracepoint event]", false);
        check("", false);
    }
}
