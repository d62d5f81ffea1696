//! `ExtractiveSummarizer`: a deterministic summary of dropped messages, without any model.

use std::fmt::Write as _;
use std::sync::{Arc, Mutex, PoisonError};

use ctx_message::{ChatMessage, Role};
use ctx_tokens::count_tokens;

use ctx_calls::Tools;
use ctx_dedup::NameMemo;

use crate::facts::{Facts, NAMES_HEADING, extract, lost_names, lost_names_in, truncate};
use crate::memo::Memo;
use crate::prepared::{Cover, PreparedNames};
use crate::{SummarizeError, Summarizer, Summary};

/// Summarizes dropped messages by extraction, deterministically and without a model: what an
/// agent resuming the work needs to know.
///
/// The summary has a first line saying how many messages it covers, then these sections (empty
/// ones are left out):
///
/// - **Earlier summary**: the text of summaries from earlier shaping, carried over.
/// - **Task requests**: the user's messages, verbatim up to 2,000 characters each.
/// - **Files edited** and **Files read**: paths from tool-call arguments (`path`, `file_path`,
///   `filename`, …) and from shell commands (`cat`, `sed -n`, `nl`, `head`, `tail`, `grep` read;
///   `sed -i`, `tee`, `>` redirections write).
/// - **Commands run**: the last 30 distinct shell commands (first line), with a count when
///   repeated.
/// - **Open errors**: the last 8 distinct error lines of tool results (not of file views), each
///   with the call that produced it.
///
/// Under a tight budget, items are kept by priority: requests, then errors, files edited, the
/// earlier summary, files read and commands, newest first within each; an item that does not fit
/// whole may be cut short. The result never exceeds the budget (counted with
/// `ctx_tokens::count_tokens`); when not even the first line fits it returns
/// [`SummarizeError::NoRoom`].
///
/// ```
/// use ctx_message::{ChatMessage, ToolCall};
/// use ctx_shaping::{ExtractiveSummarizer, Summarizer};
///
/// let dropped = vec![
///     ChatMessage::user("Make the parser accept trailing commas."),
///     ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", r#"{"command":"cat src/parse.rs"}"#)]),
///     ChatMessage::tool_result("1", "fn parse() {}"),
///     ChatMessage::assistant_calls(vec![ToolCall::function("2", "bash", r#"{"command":"cargo test"}"#)]),
///     ChatMessage::tool_result("2", "error[E0425]: cannot find value `x`"),
/// ];
/// let summary = ExtractiveSummarizer::default().summarize(&dropped, 200)?;
/// assert!(summary.contains("## Files read\n- src/parse.rs"));
/// assert!(summary.contains("- error[E0425]: cannot find value `x` (from `cargo test`)"));
/// # Ok::<(), ctx_shaping::SummarizeError>(())
/// ```
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct ExtractiveSummarizer {
    tools: Tools,
    /// The names of each text read, kept from summary to summary (and shared with the names pass
    /// of a [`Superseder`](ctx_dedup::supersede::Superseder) when given its memo).
    names: NameMemo,
    /// What each message contributes (calls classified, error lines, items' tokens), filled by
    /// [`ExtractiveSummarizer::read_ahead`] and by every summary; shared by clones.
    memo: Memo,
    /// The names a compaction's summary counts as known whatever the cut, prepared for the
    /// history of the last [`ExtractiveSummarizer::prepare_names`]; shared by clones.
    prepared: Arc<Mutex<Option<PreparedNames>>>,
}

/// Two summarizers are equal when they know the same tools: the memo of names changes no
/// summary, only how soon it is written.
impl PartialEq for ExtractiveSummarizer {
    fn eq(&self, other: &Self) -> bool {
        self.tools == other.tools
    }
}

impl Eq for ExtractiveSummarizer {}

impl ExtractiveSummarizer {
    /// The extractive summarizer, knowing the tools of well-known agents.
    pub fn new() -> Self {
        ExtractiveSummarizer::default()
    }

    /// The extractive summarizer for an agent's own tools (which calls read, edit or run what).
    pub fn with_tools(tools: Tools) -> Self {
        ExtractiveSummarizer { tools, ..ExtractiveSummarizer::default() }
    }

    /// The same summarizer, reading names through `memo`: an agent loop that runs
    /// ctx-dedup's names pass every turn hands its [`Superseder::name_memo`] here, and a
    /// compaction then reads for names only the texts that pass has not read (the same summary).
    ///
    /// [`Superseder::name_memo`]: ctx_dedup::supersede::Superseder::name_memo
    #[must_use]
    pub fn with_names(mut self, memo: NameMemo) -> Self {
        self.names = memo;
        self
    }

    /// Reads ahead what `messages` will contribute to a summary that drops them — their calls
    /// classified, their results' error lines, the tokens of the items they make — into a memo
    /// this summarizer and its clones share, so a host that calls it with each turn's new
    /// messages pays for each message as it comes, and a compaction reads the memo instead of
    /// the messages. Summaries are the same with or without it (each entry is a pure function of
    /// the bytes it is found by); the memo forgets everything past a few MiB.
    ///
    /// ```
    /// use ctx_message::{ChatMessage, ToolCall};
    /// use ctx_shaping::{ExtractiveSummarizer, Summarizer};
    ///
    /// let messages = vec![
    ///     ChatMessage::user("Make the parser accept trailing commas."),
    ///     ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", r#"{"command":"cargo test"}"#)]),
    ///     ChatMessage::tool_result("1", "error[E0425]: cannot find value `x`"),
    /// ];
    /// let ahead = ExtractiveSummarizer::new();
    /// ahead.read_ahead(&messages[..1]);
    /// ahead.read_ahead(&messages[1..]);
    /// let summary = ahead.summarize(&messages, 200)?;
    /// assert_eq!(summary, ExtractiveSummarizer::new().summarize(&messages, 200)?);
    /// # Ok::<(), ctx_shaping::SummarizeError>(())
    /// ```
    pub fn read_ahead(&self, messages: &[ChatMessage]) {
        let facts = extract(&self.tools, messages, &self.memo);
        for item in items(&facts).iter().flatten() {
            // As `render` counts an item, and as the final count counts its line.
            self.memo.count(item);
            self.memo.count(&format!("{item}\n"));
        }
        // The names a tool result shows, as the names line counts them.
        let mut piece = String::new();
        for message in messages.iter().filter(|message| message.role == Role::Tool) {
            for name in self.names.names(&message.content.text()).iter() {
                piece.clear();
                piece.push(' ');
                piece.push_str(name);
                self.memo.count(&piece);
            }
        }
    }
}

impl ExtractiveSummarizer {
    /// Reads the names of `messages` into the memo of names this summarizer shares (with a
    /// [`Superseder`](ctx_dedup::supersede::Superseder) when given its memo): each tool result's
    /// text, each other message's own names (its text and each call's arguments), as the names
    /// pass and a summary's names section ask for them. A host that has a turn's large new
    /// messages before its turn runs reads their names on another thread while it gets the turn
    /// ready, and the turn finds them in the memo; what either reads is the same, whoever reads it
    /// first.
    ///
    /// ```
    /// use ctx_message::{ChatMessage, ToolCall};
    /// use ctx_shaping::{ExtractiveSummarizer, Summarizer};
    ///
    /// let messages = vec![
    ///     ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", r#"{"command":"cargo test"}"#)]),
    ///     ChatMessage::tool_result("1", "error in src/parse.rs: ParseError at parse_config"),
    /// ];
    /// let ahead = ExtractiveSummarizer::new();
    /// ahead.read_names(&messages);
    /// let summary = ahead.summarize(&messages, 200)?;
    /// assert_eq!(summary, ExtractiveSummarizer::new().summarize(&messages, 200)?);
    /// # Ok::<(), ctx_shaping::SummarizeError>(())
    /// ```
    pub fn read_names(&self, messages: &[ChatMessage]) {
        for message in messages {
            if message.role == Role::Tool {
                self.names.names(&message.content.text());
            } else {
                self.names.own_names(message);
            }
        }
    }
}

impl ExtractiveSummarizer {
    /// Prepares, for a compaction of a history that starts with `history`, the names its summary
    /// counts as known wherever the cut falls (every system, user and assistant message's own
    /// names, earlier summaries aside), extending what was prepared for the history before when
    /// `history` starts with it: a host calls it after each turn, off the request's path, with
    /// the history it sent, and the compaction folds in only what came after. Summaries are the
    /// same with or without it (a compaction checks the prefix is its history's, else reads the
    /// names afresh); one set is kept, for the last history, and it holds at most the names of
    /// that history.
    ///
    /// ```
    /// use ctx_message::{ChatMessage, ToolCall};
    /// use ctx_shaping::{ExtractiveSummarizer, Summarizer};
    ///
    /// let history = vec![
    ///     ChatMessage::user("rename parse_config"),
    ///     ChatMessage::assistant_calls(vec![ToolCall::function("1", "bash", r#"{"command":"grep -rn parse_config"}"#)]),
    ///     ChatMessage::tool_result("1", "src/config.rs:12: fn parse_config() and ConfigError"),
    ///     ChatMessage::assistant("done"),
    /// ];
    /// let prepared = ExtractiveSummarizer::new();
    /// prepared.prepare_names(&history[..2]);
    /// let summary = prepared.summarize_in_context(&history, &[1, 2], 200)?;
    /// assert_eq!(summary, ExtractiveSummarizer::new().summarize_in_context(&history, &[1, 2], 200)?);
    /// # Ok::<(), ctx_shaping::SummarizeError>(())
    /// ```
    pub fn prepare_names(&self, history: &[ChatMessage]) {
        self.prepare_names_tagged(history, 0);
    }

    /// [`ExtractiveSummarizer::prepare_names`], `history` named by the host's `tag` (not 0): a
    /// compaction summarized by [`ExtractiveSummarizer::proving`] that tag takes the messages
    /// the host proves that history's as prepared, without hashing them again.
    pub fn prepare_names_tagged(&self, history: &[ChatMessage], tag: u64) {
        let taken = self.prepared.lock().unwrap_or_else(PoisonError::into_inner).take();
        let prepared = PreparedNames::prepare(taken, history, tag, &self.names, &self.tools, &self.memo);
        *self.prepared.lock().unwrap_or_else(PoisonError::into_inner) = Some(prepared);
    }

    /// This summarizer, told by its host that the first `len` messages of the history it is
    /// handed are the very messages of the history it prepared names for under `tag`
    /// ([`ExtractiveSummarizer::prepare_names_tagged`]; another tag, or 0, proves nothing): the
    /// same summaries, those messages not hashed again to check the preparation covers them.
    pub fn proving(&self, tag: u64, len: usize) -> Proving<'_> {
        Proving { summarizer: self, proven: (tag, len) }
    }

    fn in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
        proven: (u64, usize),
    ) -> Result<Summary, SummarizeError> {
        let messages = dropped.iter().filter_map(|&index| history.get(index));
        // A background `prepare_names` holds the lock only to take and put back what it extends:
        // while it works, the facts and names are read afresh, not waited for.
        let prepared = self.prepared.lock().unwrap_or_else(PoisonError::into_inner);
        let texts: Vec<_> = history.iter().map(|message| message.content.text()).collect();
        let cover = prepared.as_ref().map_or(Cover::None, |prepared| prepared.cover(history, &texts, proven));
        let mut facts = prepared
            .as_ref()
            .filter(|_| cover == Cover::Whole)
            .and_then(|prepared| prepared.facts(history, dropped))
            .unwrap_or_else(|| extract(&self.tools, messages.clone(), &self.memo));
        (facts.names, facts.name_tokens) =
            lost_names_in(history, &texts, dropped, &self.names, prepared.as_ref(), cover);
        drop(prepared);
        render(&facts, messages.count(), budget_tokens, &self.memo)
            .map(|(text, tokens)| Summary::new(self.name(), text).counted(tokens))
    }
}

/// An [`ExtractiveSummarizer`] with its host's proof of how much of the history it is handed is
/// the history it prepared names for ([`ExtractiveSummarizer::proving`]).
#[derive(Debug, Clone, Copy)]
pub struct Proving<'a> {
    summarizer: &'a ExtractiveSummarizer,
    proven: (u64, usize),
}

impl Summarizer for Proving<'_> {
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        self.summarizer.summarize(dropped, budget_tokens)
    }

    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        self.summarizer.in_context(history, dropped, budget_tokens, self.proven)
    }

    fn name(&self) -> &str {
        self.summarizer.name()
    }
}

impl Summarizer for ExtractiveSummarizer {
    fn summarize(&self, dropped: &[ChatMessage], budget_tokens: usize) -> Result<String, SummarizeError> {
        let mut facts = extract(&self.tools, dropped, &self.memo);
        facts.names = lost_names(dropped, &(0..dropped.len()).collect::<Vec<_>>(), &self.names, None);
        render(&facts, dropped.len(), budget_tokens, &self.memo).map(|(text, _)| text)
    }

    /// [`Summarizer::summarize`], with the names section left to what the kept messages do not
    /// hold already.
    fn summarize_in_context(
        &self,
        history: &[ChatMessage],
        dropped: &[usize],
        budget_tokens: usize,
    ) -> Result<Summary, SummarizeError> {
        self.in_context(history, dropped, budget_tokens, (0, 0))
    }

    fn name(&self) -> &'static str {
        "extractive"
    }
}

/// Sections in the order they are shown.
const HEADINGS: [&str; 6] =
    ["Earlier summary", "Task requests", "Files edited", "Files read", "Commands run", "Open errors"];
/// Section indices (into `HEADINGS`) in the order their items are kept under a tight budget.
const PRIORITY: [usize; 6] = [1, 5, 2, 0, 3, 4];
/// The names section's place in the order sections are shown: after every other.
const NAMES: usize = HEADINGS.len();
/// Tokens kept free beside the names, for the joins between sections.
const NAMES_SLACK: usize = 4;
/// How many of the newest distinct commands are listed.
const MAX_COMMANDS: usize = 30;
/// An item is cut short only if at least this many characters of it would remain.
const MIN_CUT_CHARS: usize = 40;

fn items(facts: &Facts) -> [Vec<String>; 6] {
    let bullets = |list: &[String]| list.iter().map(|item| bullet(item)).collect::<Vec<_>>();
    let shown = facts.commands.len().saturating_sub(MAX_COMMANDS);
    let mut commands: Vec<String> = Vec::new();
    if shown > 0 {
        commands.push(format!("- … {shown} earlier command{} not shown", if shown == 1 { "" } else { "s" }));
    }
    commands.extend(facts.commands[shown..].iter().map(|(command, count)| {
        if *count > 1 { format!("- `{command}` (×{count})") } else { format!("- `{command}`") }
    }));
    [
        facts.earlier.clone(),
        bullets(&facts.requests),
        bullets(&facts.edited),
        bullets(&facts.read),
        commands,
        bullets(&facts.errors),
    ]
}

/// `- item`, with continuation lines indented under the bullet.
fn bullet(item: &str) -> String {
    let mut out = String::from("- ");
    for (index, line) in item.lines().enumerate() {
        if index > 0 {
            out.push_str("\n  ");
        }
        out.push_str(line);
    }
    out
}

/// The summary's text and its tokens (`count_tokens` of it, counted once), each whole item
/// counted through `memo` (once per item, whichever summary it is in).
fn render(
    facts: &Facts,
    messages: usize,
    budget: usize,
    memo: &Memo,
) -> Result<(String, usize), SummarizeError> {
    let plural = if messages == 1 { "" } else { "s" };
    let header = format!("Summary of {messages} earlier message{plural} (extracted without a model):\n");
    let mut used = count_tokens(&header);
    if used > budget {
        return Err(SummarizeError::NoRoom { budget });
    }
    let items = items(facts);
    if items.iter().all(Vec::is_empty) && facts.names.is_empty() {
        let nothing = format!("{header}No requests, files, commands or errors were found in them.\n");
        let tokens = count_tokens(&nothing);
        return Ok(if tokens <= budget { (nothing, tokens) } else { (header, used) });
    }
    // Choose items by priority, newest first, charging each section's heading with its first item.
    let mut chosen: Vec<(usize, usize, String)> = Vec::new();
    for section in PRIORITY {
        let heading = count_tokens(&heading_line(section));
        let mut opened = false;
        for (index, item) in items[section].iter().enumerate().rev() {
            let extra = if opened { 0 } else { heading };
            let room = budget.saturating_sub(used + extra);
            let whole = memo.count(item) + 1;
            let (text, cost) = if whole <= room {
                // Counted once: a whole item costs what it was just counted at.
                (item.clone(), whole)
            } else {
                // Roughly three characters per token; the final check below makes it exact.
                let chars = room.saturating_sub(2) * 3;
                if chars < MIN_CUT_CHARS {
                    continue;
                }
                let text = truncate(item, chars);
                let cost = count_tokens(&text) + 1;
                (text, cost)
            };
            if cost > room {
                continue;
            }
            used += cost + extra;
            opened = true;
            chosen.push((section, index, text));
        }
    }
    // Names fill the room left, newest first: as many as fit.
    let heading = count_tokens(&format!("\n{NAMES_HEADING}\n"));
    let room = budget.saturating_sub(used + heading + NAMES_SLACK);
    let (fits, line_tokens) = names_that_fit(&facts.names, &facts.name_tokens, room, memo);
    let mut line_tokens = (fits > 0).then_some(line_tokens);
    if fits > 0 {
        chosen.push((NAMES, 0, names_line(&facts.names[..fits])));
    }
    // Token counts of concatenated pieces can differ from the sum: drop the last chosen items
    // until the whole text fits. An empty selection renders as the header, which fits.
    loop {
        let text = assemble(&header, &chosen);
        let tokens = match line_tokens.take() {
            Some(line_tokens) => counted_with_names(&text, line_tokens, memo),
            None => memo.count_lines(&text),
        };
        if tokens <= budget || chosen.is_empty() {
            return Ok((text, tokens));
        }
        chosen.pop();
    }
}

/// The tokens of a summary `text` that ends with its names line (and a line break), the line
/// counting `line_tokens`: the rest of the text is counted, the names not again, when the joins
/// add up (`ctx_tokens::adds_up`; else the whole text is counted), the rest line by line
/// through `memo` ([`Memo::count_lines`]).
fn counted_with_names(text: &str, line_tokens: usize, memo: &Memo) -> usize {
    let Some(at) = text.strip_suffix('\n').and_then(|text| text.rfind('\n')).map(|at| at + 1) else {
        return memo.count_lines(text);
    };
    let (head, line) = text.split_at(at);
    let line = &line[..line.len() - 1];
    if line.starts_with("- ") && ctx_tokens::adds_up(head, line) && ctx_tokens::adds_up(line, "\n") {
        memo.count_lines(head) + line_tokens + count_tokens("\n")
    } else {
        memo.count_lines(text)
    }
}

/// The names section's one line.
fn names_line(names: &[Arc<str>]) -> String {
    format!("- {}", names.join(" "))
}

/// How many of `names`, newest first, fit on the names line in fewer than `room` tokens, and the
/// tokens of the line of those that fit (`count_tokens(&names_line(&names[..fits]))`); `counted`
/// holds the tokens of ` name` for the names counted ahead (`None`, or none, counted here).
///
/// The line's pieces never straddle a name: o200k's pre-tokenizer starts a piece at each space
/// before a name (names are runs of ASCII letters, digits, `_` and `./:-`), so the line's count
/// is the bullet's plus each ` name`'s, and each name is counted once (through `memo`, which a
/// read ahead fills with the names of each tool result as it comes) rather than the whole line
/// once per probe of a search over whole lines (which finds the same count: the tests compare
/// them on the trajectories' names).
fn names_that_fit(names: &[Arc<str>], counted: &[Option<usize>], room: usize, memo: &Memo) -> (usize, usize) {
    let mut total = memo.count("-");
    let mut fits = 0;
    let mut piece = String::new();
    for (index, name) in names.iter().enumerate() {
        // Counted ahead (the same count: a pure function of the piece), else counted here.
        let tokens = counted.get(index).copied().flatten().unwrap_or_else(|| {
            piece.clear();
            piece.push(' ');
            piece.push_str(name);
            memo.count(&piece)
        });
        if total + tokens >= room {
            break;
        }
        total += tokens;
        fits += 1;
    }
    (fits, total)
}

/// [`names_that_fit`] by a binary search over whole lines.
#[cfg(test)]
fn names_that_fit_by_search(names: &[Arc<str>], room: usize) -> usize {
    let (mut fits, mut over) = (0, names.len() + 1);
    while fits + 1 < over {
        let middle = usize::midpoint(fits, over);
        if count_tokens(&names_line(&names[..middle])) < room { fits = middle } else { over = middle }
    }
    fits
}

fn heading_line(section: usize) -> String {
    match HEADINGS.get(section) {
        Some(heading) => format!("\n## {heading}\n"),
        None => format!("\n{NAMES_HEADING}\n"),
    }
}

fn assemble(header: &str, chosen: &[(usize, usize, String)]) -> String {
    let mut order: Vec<&(usize, usize, String)> = chosen.iter().collect();
    order.sort_by_key(|(section, index, _)| (*section, *index));
    let mut out = header.to_owned();
    let mut current = None;
    for (section, _, text) in order {
        if current != Some(*section) {
            out.push_str(&heading_line(*section));
            current = Some(*section);
        }
        let _ = writeln!(out, "{text}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    fn facts() -> Facts {
        Facts {
            earlier: vec!["## Task requests\n- old request".into()],
            requests: vec!["first request".into(), "second request\nwith two lines".into()],
            read: vec!["src/a.rs".into(), "src/b.rs".into()],
            edited: vec!["src/c.rs".into()],
            commands: vec![("cargo test".into(), 3), ("ls".into(), 1)],
            errors: vec!["error: could not compile `x` (from `cargo test`)".into()],
            names: Vec::new(),
            name_tokens: Vec::new(),
        }
    }

    #[track_caller]
    fn check(facts: &Facts, budget: usize, expected: &str) {
        let (summary, tokens) = render(facts, 7, budget, &Memo::default()).expect("fits");
        assert_eq!(summary, expected);
        assert_eq!(tokens, count_tokens(&summary));
        assert!(tokens <= budget);
    }

    #[test]
    fn names_prepared_for_a_prefix_give_the_summary_read_afresh_at_every_cut() {
        let call = |id: &str, command: &str| {
            ChatMessage::assistant_calls(vec![ToolCall::function(
                id,
                "bash",
                serde_json::json!({ "command": command }).to_string(),
            )])
        };
        let summary = format!(
            "{}\n\nSummary of 2 earlier messages:\n\n{NAMES_HEADING}\n- carried_over_name\n",
            crate::PLACEHOLDER
        );
        let history = vec![
            ChatMessage::system("You are an agent in /repo/project_root."),
            ChatMessage::user("rename parse_config to load_config"),
            ChatMessage::user(summary.as_str()),
            call("1", "grep -rn parse_config src"),
            ChatMessage::tool_result(
                "1",
                "src/config.rs:12: fn parse_config() -> ConfigError\nsrc/main.rs:40: parse_config()",
            ),
            ChatMessage::assistant("ConfigError is raised in src/config.rs; next, tests/test_config.py"),
            call("2", "pytest tests/test_config.py"),
            ChatMessage::tool_result(
                "2",
                "FAILED tests/test_config.py::test_load_default - AssertionError 4242",
            ),
            ChatMessage::assistant("carried_over_name is gone"),
            ChatMessage::tool_result("3", "src/config.rs:12 BetaHandler"),
        ];
        let afresh = ExtractiveSummarizer::new();
        for prefix in 0..=history.len() {
            let prepared = ExtractiveSummarizer::new();
            // Prepared in two steps, as turns come, and once a prefix that is not this history's.
            prepared.prepare_names(&[ChatMessage::user("another conversation")]);
            prepared.prepare_names(&history[..prefix / 2]);
            prepared.prepare_names(&history[..prefix]);
            for cut in 0..=history.len() {
                let dropped: Vec<usize> = (1..cut).collect();
                assert_eq!(
                    prepared.summarize_in_context(&history, &dropped, 400),
                    afresh.summarize_in_context(&history, &dropped, 400),
                    "prefix {prefix}, cut {cut}"
                );
            }
        }
        // A prefix this history does not start with is not used.
        let other = ExtractiveSummarizer::new();
        other.prepare_names(&[ChatMessage::user("BetaHandler and carried_over_name are known")]);
        let dropped: Vec<usize> = (1..history.len() - 1).collect();
        assert_eq!(
            other.summarize_in_context(&history, &dropped, 400),
            afresh.summarize_in_context(&history, &dropped, 400)
        );
    }

    #[test]
    fn a_roomy_budget_shows_every_section() {
        check(
            &facts(),
            1000,
            "Summary of 7 earlier messages (extracted without a model):\n\
             \n## Earlier summary\n## Task requests\n- old request\n\
             \n## Task requests\n- first request\n- second request\n  with two lines\n\
             \n## Files edited\n- src/c.rs\n\
             \n## Files read\n- src/a.rs\n- src/b.rs\n\
             \n## Commands run\n- `cargo test` (×3)\n- `ls`\n\
             \n## Open errors\n- error: could not compile `x` (from `cargo test`)\n",
        );
    }

    #[test]
    fn a_tight_budget_keeps_requests_then_errors() {
        check(
            &facts(),
            58,
            "Summary of 7 earlier messages (extracted without a model):\n\
             \n## Task requests\n- first request\n- second request\n  with two lines\n\
             \n## Open errors\n- error: could not compile `x` (from `cargo test`)\n",
        );
        check(
            &facts(),
            25,
            "Summary of 7 earlier messages (extracted without a model):\n\
             \n## Task requests\n- first request\n",
        );
    }

    #[test]
    fn long_items_are_cut_short_to_fit() {
        let facts = Facts { requests: vec!["word ".repeat(400)], ..Facts::default() };
        let (summary, _) = render(&facts, 1, 100, &Memo::default()).expect("fits");
        assert!(summary.contains("## Task requests\n- word word"), "{summary}");
        assert!(summary.trim_end().ends_with('…'), "{summary}");
        assert!(count_tokens(&summary) <= 100);
    }

    #[test]
    fn names_fill_the_room_left_newest_first() {
        let names: Vec<Arc<str>> = (0..400).map(|n| Arc::from(format!("name_{n:04}"))).collect();
        let facts = Facts { names: names.clone(), ..facts() };
        let (roomy, tokens) = render(&facts, 7, 100_000, &Memo::default()).expect("fits");
        assert_eq!(tokens, count_tokens(&roomy));
        assert!(roomy.ends_with(&format!("\n{NAMES_HEADING}\n- {}\n", names.join(" "))), "{roomy}");
        let (tight, tokens) = render(&facts, 7, 150, &Memo::default()).expect("fits");
        assert_eq!(tokens, count_tokens(&tight));
        assert!(count_tokens(&tight) <= 150);
        // The other sections first, then the first names (the newest), as many as fit.
        assert!(tight.contains("## Open errors") && tight.contains("- name_0000 name_0001"), "{tight}");
        assert!(!tight.contains("name_0399"), "{tight}");
        let only_names = Facts { names, ..Facts::default() };
        for budget in [20, 40, 80, 400] {
            let (summary, tokens) = render(&only_names, 1, budget, &Memo::default()).expect("fits");
            assert_eq!(tokens, count_tokens(&summary));
            assert!(count_tokens(&summary) <= budget, "{budget}: {summary}");
        }
    }

    #[test]
    fn names_that_fit_are_what_the_search_over_whole_lines_finds() {
        // Names of every shape `ctx_dedup::names` gives: paths, dotted, coloned and dashed
        // identifiers, long words, numbers, digits first, underscores first, any case.
        let mut text = String::new();
        for n in 0..300 {
            let _ = writeln!(
                text,
                "src/mod_{n}/file{n}.rs Module{n}Error {n}1234 _private_{n} a.b.c{n} \
                 tests/test_x.py::test_{n} x:{n}:y ALLCAPS_{n} 0x{n:x}ffff --flag-{n} v1.{n}.0 \
                 deprecation_warning_{n} (see #{n}5678)."
            );
        }
        let names: Vec<Arc<str>> = ctx_dedup::names(&text).into_iter().map(Arc::from).collect();
        let whole = count_tokens(&names_line(&names));
        let each: usize = names.iter().map(|name| count_tokens(&format!(" {name}"))).sum();
        assert_eq!(whole, count_tokens("-") + each, "the line counts as its names do, one by one");
        for room in [0, 1, 2, 3, 5, 17, 100, 1_000, whole / 3, whole - 1, whole, whole + 1, whole + 2] {
            for names in [&names[..names.len() / 2], &names[..]] {
                let (fits, tokens) = names_that_fit(names, &[], room, &Memo::default());
                assert_eq!(fits, names_that_fit_by_search(names, room), "room {room}");
                // Counted ahead, every other name: the same.
                let counted: Vec<Option<usize>> = names
                    .iter()
                    .enumerate()
                    .map(|(at, name)| (at % 2 == 0).then(|| count_tokens(&format!(" {name}"))))
                    .collect();
                assert_eq!(names_that_fit(names, &counted, room, &Memo::default()), (fits, tokens));
                if fits > 0 {
                    assert_eq!(tokens, count_tokens(&names_line(&names[..fits])), "room {room}");
                }
            }
        }
    }

    #[test]
    fn no_room_and_nothing_found() {
        assert_eq!(render(&facts(), 7, 5, &Memo::default()), Err(SummarizeError::NoRoom { budget: 5 }));
        check(
            &Facts::default(),
            100,
            "Summary of 7 earlier messages (extracted without a model):\n\
             No requests, files, commands or errors were found in them.\n",
        );
    }

    #[test]
    fn never_exceeds_any_budget() {
        let messages = vec![
            ChatMessage::user("please fix the failing test in src/lib.rs and keep the API"),
            ChatMessage::assistant_calls(vec![ToolCall::function(
                "1",
                "bash",
                r#"{"command":"cargo test 2>&1 | tail"}"#,
            )]),
            ChatMessage::tool_result(
                "1",
                "error[E0599]: no method named `x`\n --> src/lib.rs:3:5\nerror: aborting",
            ),
            ChatMessage::assistant_calls(vec![ToolCall::function("2", "read", r#"{"path":"src/lib.rs"}"#)]),
            ChatMessage::tool_result("2", "fn x() {}"),
        ];
        for budget in 0..200 {
            match ExtractiveSummarizer::new().summarize(&messages, budget) {
                Ok(summary) => assert!(count_tokens(&summary) <= budget, "{budget}: {summary}"),
                Err(error) => assert_eq!(error, SummarizeError::NoRoom { budget }),
            }
        }
    }
}
