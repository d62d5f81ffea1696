//! A history's who-lines are offered, not forced, where they say what the commit before says.
//!
//! A `git log -p` keeps every commit's header whatever it costs: its `commit <hash>` line, its
//! message, its `--stat` block — what the commit is and what it says (see `generic`'s
//! `Commits`). Its who-lines (`Author:`; `--format=fuller`'s `Commit:`) are lines every commit
//! writes, and in a history of one author the same name again.
//!
//! So a commit's who-lines are kept whatever the budget in the history's first commit and in a
//! commit whose author or committer differs from the commit before's (a new name); any other
//! commit's who-lines are offered after every change but the restated (see `rare_changes`), so a
//! small history keeps them where its budget holds them and a large one spends it on what its
//! commits changed. Its dates (`Date:`, `AuthorDate:`, `CommitDate:`) are always kept: a log's
//! order is by commit date and topology, so an author's dates run out of order (`git log
//! --follow`), and "when was this changed" is asked of a history (review78). `ctx recall` gives
//! back the lines left out.

/// The who of each commit, read header line by header line.
#[derive(Default)]
pub(crate) struct Stamps<'a> {
    /// The who-lines (`Author:`, `Commit:`) of the commit before, and of this one so far.
    before: Vec<&'a [u8]>,
    this: Vec<&'a [u8]>,
    /// Commits opened so far.
    commits: usize,
    /// Whether this commit's stamps are news: the first commit, or a who-line the commit before
    /// did not write.
    news: bool,
}

/// The who-fields of a commit's header.
const WHO: &[&[u8]] = &[b"Author:", b"Commit:"];
impl<'a> Stamps<'a> {
    /// A commit opens (its `commit <hash>` line).
    pub(crate) fn open(&mut self) {
        self.before = std::mem::take(&mut self.this);
        self.commits += 1;
        self.news = self.commits == 1;
    }

    /// Whether `line`, a line of a commit's header, is a who-line that says nothing new: offered,
    /// not kept whatever the budget. A date is never offered.
    pub(crate) fn offered(&mut self, line: &'a [u8]) -> bool {
        if !WHO.iter().any(|field| line.starts_with(field)) {
            return false;
        }
        self.news |= !self.before.contains(&line);
        self.this.push(line);
        !self.news
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each commit's header lines (a `commit` line opens one), and which the stamps offer.
    fn offered(history: &[&'static str]) -> Vec<&'static str> {
        let mut stamps = Stamps::default();
        let mut offered = Vec::new();
        for &line in history {
            if line.starts_with("commit ") {
                stamps.open();
            } else if stamps.offered(line.as_bytes()) {
                offered.push(line);
            }
        }
        offered
    }

    #[test]
    fn the_same_author_again_is_offered_its_date_kept() {
        let history = [
            "commit 1",
            "Author: Ada <ada@example.com>",
            "Date:   Mon May 19 08:18:00 2025 +0000",
            "    first",
            "commit 2",
            "Author: Ada <ada@example.com>",
            "Date:   Sun May 18 08:17:00 2025 +0000",
            "    second",
            "commit 3",
            "Author: Grace <grace@example.com>",
            "Date:   Sat May 17 08:16:00 2025 +0000",
            "    third",
            "commit 4",
            "Author: Grace <grace@example.com>",
            "Date:   Fri May 16 08:15:00 2025 +0000",
            "    Author: a message's line is none",
        ];
        assert_eq!(offered(&history), ["Author: Ada <ada@example.com>", "Author: Grace <grace@example.com>"]);
    }

    #[test]
    fn a_new_committer_makes_its_commit_s_stamps_news() {
        let history = [
            "commit 1",
            "Author:     Ada <ada@example.com>",
            "AuthorDate: Mon May 19 08:18:00 2025 +0000",
            "Commit:     Ada <ada@example.com>",
            "CommitDate: Mon May 19 08:18:00 2025 +0000",
            "commit 2",
            "Author:     Ada <ada@example.com>",
            "AuthorDate: Sun May 18 08:17:00 2025 +0000",
            "Commit:     Grace <grace@example.com>",
            "CommitDate: Tue May 20 08:19:00 2025 +0000",
        ];
        assert_eq!(offered(&history), ["Author:     Ada <ada@example.com>"]);
    }
}
