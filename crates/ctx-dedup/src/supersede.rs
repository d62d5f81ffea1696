//! Supersession beyond exact match (shell reads, re-read ranges, re-runs, masking) and back-references.
//!
//! [`Collapser`](crate::Collapser) is the design's rule: an older result of an identical
//! read-only call becomes a placeholder, every turn. That rewrites old messages, and every rewrite
//! of an old message makes the rest of the prompt a fresh (full-price) cache write. A
//! [`Superseder`] finds more that can go, and splits it by what it costs:
//!
//! - **Back-references** ([`Plan::back_references`]): a *fresh* result (one the model has not
//!   seen yet) that repeats, byte for byte, an earlier result of the same call still in context
//!   becomes `[ctx: same output as call ID above]`. Nothing old changes: free for the cache.
//! - **Supersessions** ([`Plan::supersessions`]): older results made redundant by a later call.
//!   Replacing them rewrites old messages, so the caller decides when (the pipeline batches them
//!   with a shaping event or applies them when the tokens reclaimed pay for the cache write).
//!
//! Every replacement names the call it came from, and [`apply`] hands back the original.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use ctx_calls::{Effect, FileRange, ToolRole, Tools};
use ctx_message::{ChatMessage, Content, Role, ToolCall};
use xxhash_rust::xxh3::xxh3_128;

use crate::names::{NameMemo, Names, own_digest, own_text};
use crate::{Keyed, PLACEHOLDER, Replaced};

/// Which supersessions a [`Superseder`] looks for, beyond identical calls of read-only tools.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent rules a caller turns on one by one, each with its builder"
)]
pub struct Rules {
    /// Read-only shell command lines and editor views ([`ctx_calls::classify_command`]) count as
    /// read-only calls.
    pub shell_reads: bool,
    /// A re-read of a file whose line range covers an earlier read supersedes it.
    pub file_ranges: bool,
    /// A re-run of the same shell command (tests, scripts) supersedes the older output.
    pub reruns: bool,
    /// Results of calls made more than this many assistant turns ago are masked.
    pub mask_after_turns: Option<usize>,
    /// A replaced result's placeholder lists the [`names`](crate::names) it showed that the
    /// history would otherwise lose: those no system, user or assistant message mentions, no
    /// intact result holds and no other placeholder lists. The agent keeps every path and
    /// identifier it saw (and recalls the lines around one by the placeholder's handle).
    pub keep_names: bool,
}

impl Rules {
    /// Only identical calls of read-only tools: every other rule off.
    pub fn identical_only() -> Rules {
        Rules {
            shell_reads: false,
            file_ranges: false,
            reruns: false,
            mask_after_turns: None,
            keep_names: false,
        }
    }

    /// Shell reads, file ranges and re-runs on; no masking.
    pub fn all() -> Rules {
        Rules { shell_reads: true, file_ranges: true, reruns: true, ..Rules::identical_only() }
    }

    /// The same rules with masking of results older than `turns` assistant turns.
    #[must_use]
    pub fn mask_after_turns(mut self, turns: Option<usize>) -> Rules {
        self.mask_after_turns = turns;
        self
    }

    /// The same rules, with placeholders that list the names only the replaced result showed
    /// ([`Rules::keep_names`]).
    #[must_use]
    pub fn keep_names(mut self, keep_names: bool) -> Rules {
        self.keep_names = keep_names;
        self
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::identical_only()
    }
}

/// Why an older result may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A later identical read-only call returned a result of its own.
    Repeated,
    /// A later read printed every line this one printed, of the same file.
    Covered,
    /// A later run of the same shell command.
    Rerun,
    /// Older than the masking horizon.
    Masked,
}

/// An older result that may be replaced, and by what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Supersession {
    /// The tool message's position in the history.
    pub index: usize,
    /// Why it may go.
    pub reason: Reason,
    /// The text that replaces it; it names the call the result came from.
    pub placeholder: String,
}

/// A fresh result that repeats an earlier one byte for byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackReference {
    /// The fresh tool message's position in the history.
    pub index: usize,
    /// The text that replaces it: `[ctx: same output as call ID above]`.
    pub placeholder: String,
}

/// What a [`Superseder`] found in a history.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    /// Fresh results that repeat an earlier result: replacing them is free for the cache.
    pub back_references: Vec<BackReference>,
    /// Older results a later call made redundant, ascending by index. Back-references are
    /// assumed applied: an earlier result a back-reference points to is never listed.
    pub supersessions: Vec<Supersession>,
}

/// Finds back-references and supersessions in a history; see the [module docs](self).
///
/// ```
/// use ctx_dedup::supersede::{Rules, Superseder, apply};
/// use ctx_calls::Tools;
/// use ctx_message::{ChatMessage, ToolCall};
///
/// let run = |id: &str, command: &str| {
///     ChatMessage::assistant_calls(vec![ToolCall::function(id, "bash", format!(r#"{{"command":"{command}"}}"#))])
/// };
/// let listing = "src/a.rs\nsrc/b.rs\n".repeat(40);
/// let mut history = vec![
///     ChatMessage::user("tidy src"),
///     run("1", "ls src"),
///     ChatMessage::tool_result("1", listing.clone()),
///     run("2", "ls src"),
///     ChatMessage::tool_result("2", listing.clone()), // fresh: not sent to the model yet
/// ];
/// let mut superseder = Superseder::new(Tools::default(), Rules::all());
/// let plan = superseder.plan(&history, 4);
/// assert_eq!(plan.back_references[0].placeholder, "[ctx: same output as call 1 above]");
/// assert!(plan.supersessions.is_empty()); // call 1's output stays: call 2 points to it
/// let replaced = apply(&mut history, plan.back_references[0].index, &plan.back_references[0].placeholder);
/// assert_eq!(replaced.map(|r| r.original.text().into_owned()), Some(listing));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Superseder {
    tools: Tools,
    rules: Rules,
    /// What the rules made of each call seen, by a fingerprint of its name and arguments, with
    /// the walk that last used it: a turn analyses only its new calls.
    memo: HashMap<u128, (Analysis, u64), Keyed>,
    /// The names of each text seen (results and the conversation's own messages), by its digest;
    /// filled only when the rules keep names, and shared with whoever asks ([`Superseder::name_memo`]).
    names: NameMemo,
    /// The names the history holds, carried from walk to walk (when the rules keep names).
    known: Known,
    /// The names each placeholder the last walk planned lists, by the digest of its text: the
    /// next walk, finding one of them applied, takes its names from here rather than reading
    /// them out of its text again ([`listed_names`], a pure function of the text).
    planned: HashMap<u128, Names, Keyed>,
    /// What the last walk read of each message (its digests), by its place, with the key its
    /// caller gave it ([`Superseder::plan_keyed`]): a message at the same place with the same key
    /// is not hashed again. Empty after a walk given no keys.
    carried: Vec<Derived>,
    walk: u64,
}

/// What a walk reads of one message before pairing anything: the digests of its calls (name
/// and arguments), and either its text's digest and whether it is a placeholder (a tool result)
/// or its own digest ([`own_digest`], when the rules keep names; else 0). A function of the
/// message's role, text, and calls' names and arguments, so a key that covers them carries it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Derived {
    /// The key the caller gave the message (0 when it gave none).
    key: u128,
    tool: bool,
    digest: u128,
    placeholder: bool,
    calls: Box<[u128]>,
}

/// The names a history holds — said by its own messages, listed by placeholders, shown by intact
/// results that stay — carried from one walk to the next: what each message added last time (by
/// its place) and how many messages hold each name. A walk counts again only the messages that
/// differ from last time (new ones, a placeholder put in, a result a reason now replaces, any
/// message of a history that changed), so the names pass of a turn costs in proportion to what
/// changed; a history unlike the last one is counted afresh, message by message.
#[derive(Debug, Clone, Default)]
struct Known {
    /// Per message: the digest of its text, whether its names are a placeholder's list, and the
    /// names it added; `None` when it added none (a result that goes, a result without its call).
    added: Vec<Option<Added>>,
    /// How many messages hold each name.
    holders: HashMap<Arc<str>, usize, Keyed>,
}

/// What one message added to [`Known`]: its text's digest, whether the names are a placeholder's
/// list, and the names.
type Added = (u128, bool, Names);

impl Known {
    /// True when message `index` adds what it added last walk: the text of `key` (its digest,
    /// and whether its names are a placeholder's list), or nothing for `None`.
    fn unchanged(&self, index: usize, key: Option<(u128, bool)>) -> bool {
        let last = self.added.get(index).and_then(Option::as_ref);
        last.map(|(digest, listed, _)| (*digest, *listed)) == key
    }

    /// Message `index` now adds `names` (for the text of `key`), in place of what it added before.
    fn set(&mut self, index: usize, key: Option<(u128, bool)>, names: Option<Names>) {
        if self.added.len() <= index {
            self.added.resize(index + 1, None);
        }
        let added = match (key, names) {
            (Some((digest, listed)), Some(names)) => Some((digest, listed, names)),
            _ => None,
        };
        if let Some((_, _, names)) = &added {
            for name in names.iter() {
                *self.holders.entry(Arc::clone(name)).or_insert(0) += 1;
            }
        }
        if let Some((_, _, names)) = std::mem::replace(&mut self.added[index], added) {
            self.forget(&names);
        }
    }

    /// Forgets what the messages from `len` on added (the history is shorter than last walk).
    fn truncate(&mut self, len: usize) {
        let gone: Vec<_> = self.added.drain(len.min(self.added.len())..).flatten().collect();
        for (_, _, names) in gone {
            self.forget(&names);
        }
    }

    fn forget(&mut self, names: &[Arc<str>]) {
        for name in names {
            if let Some(count) = self.holders.get_mut(&**name) {
                *count -= 1;
                if *count == 0 {
                    self.holders.remove(&**name);
                }
            }
        }
    }

    /// True when some message of the history holds `name`.
    fn holds(&self, name: &str) -> bool {
        self.holders.contains_key(name)
    }
}

/// How many memoized analyses a [`Superseder`] keeps beyond those the last walk used.
const MEMO_CAP: usize = 1 << 16;

/// What the walk knows about one tool call.
#[derive(Debug)]
struct Call<'a> {
    id: &'a str,
    /// The ordinal of the assistant message that made the call.
    turn: usize,
    /// The latest turn that relies on this call's result: its own, or that of a later
    /// back-reference to it. Masking counts from here.
    last_used: usize,
    /// The identity for repeats and re-runs, when a rule applies to this call.
    key: Option<(Kind, [u8; 32])>,
    ranges: Vec<FileRange>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    ReadOnly,
    Rerun,
}

#[derive(Debug)]
struct Output {
    index: usize,
    call: usize,
    /// Whether the content is a ctx placeholder already.
    placeholder: bool,
    digest: u128,
}

impl Superseder {
    /// A superseder for these tools and these rules.
    pub fn new(tools: Tools, rules: Rules) -> Self {
        Superseder {
            tools,
            rules,
            memo: HashMap::default(),
            names: NameMemo::default(),
            known: Known::default(),
            planned: HashMap::default(),
            carried: Vec::new(),
            walk: 0,
        }
    }

    /// The rules it applies.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The memo of the names of each text its names pass read (shared, not copied): a pass that
    /// asks for the names of the same texts, such as a compaction's summary, reads none again.
    pub fn name_memo(&self) -> NameMemo {
        self.names.clone()
    }

    /// Finds back-references among the results at `fresh_from..` and supersessions anywhere.
    ///
    /// Results are paired to calls as [`Collapser`](crate::Collapser) pairs them (the nearest
    /// preceding call with the id); unpaired results are left alone, and so is every result that
    /// already holds a placeholder or is shorter than its own placeholder would be.
    pub fn plan(&mut self, messages: &[ChatMessage], fresh_from: usize) -> Plan {
        self.plan_keyed(messages, fresh_from, &[])
    }

    /// [`Superseder::plan`], given a key for each message (`keys[i]` that of `messages[i]`; a
    /// shorter slice keys the first messages only): a fingerprint that differs whenever the
    /// message's role, text or calls' names and arguments differ (ctx-tokens' count key covers
    /// them). A message keyed as the last walk keyed the message at its place is not hashed again:
    /// its digests are carried. The plan is the one [`Superseder::plan`] makes.
    pub fn plan_keyed(&mut self, messages: &[ChatMessage], fresh_from: usize, keys: &[u128]) -> Plan {
        self.walk = self.walk.wrapping_add(1);
        self.names.next_walk();
        let derived = self.derive(messages, keys);
        let (mut calls, mut results, turns) = self.calls_and_results(messages, &derived);
        let walk = self.walk;
        if self.memo.len() > MEMO_CAP {
            self.memo.retain(|_, (_, used)| *used == walk);
        }
        let mut plan = Plan {
            back_references: back_references(messages, &mut calls, &mut results, fresh_from),
            supersessions: Vec::new(),
        };
        let reasons = self.reasons(&calls, &results, turns);
        let planned = std::mem::take(&mut self.planned);
        let mut shown = if self.rules.keep_names {
            self.names_shown(messages, &derived, &results, &reasons, &planned)
        } else {
            vec![(String::new(), Vec::new()); results.len()]
        };
        drop(planned);
        for ((result, reason), (shown, listed)) in results.iter().zip(reasons).zip(&mut shown) {
            let Some((reason, by)) = reason else { continue };
            let id = calls[result.call].id;
            let by = calls[by].id;
            let placeholder = match reason {
                Reason::Repeated => {
                    format!("[ctx: output of call {id} superseded by call {by}, which repeated it]")
                }
                Reason::Rerun => {
                    format!(
                        "[ctx: output of call {id} superseded by call {by}, a re-run of the same command]"
                    )
                }
                Reason::Covered => {
                    format!("[ctx: output of call {id} superseded by call {by}, which re-read these lines]")
                }
                Reason::Masked => format!(
                    "[ctx: output of call {id} cleared from context, older than the last {} turns]",
                    self.rules.mask_after_turns.unwrap_or_default()
                ),
            };
            // Its names are carried to the next walk when they are those `listed_names` reads
            // out of it: the only `NAMES` in it is the one before them.
            let mut carried = false;
            let placeholder = if shown.is_empty() {
                placeholder
            } else {
                let open = placeholder.strip_suffix(']').unwrap_or(&placeholder);
                carried = !open.contains(NAMES);
                format!("{open}{NAMES}{}]", std::mem::take(shown))
            };
            if placeholder.len() < messages[result.index].content.text().len() {
                if carried {
                    self.planned.insert(xxh3_128(placeholder.as_bytes()), std::mem::take(listed).into());
                }
                plan.supersessions.push(Supersession { index: result.index, reason, placeholder });
            }
        }
        self.carried = if keys.is_empty() { Vec::new() } else { derived };
        // The names planned join the holders' map on the walk that finds their placeholders
        // applied (a compaction's, on the request's path): its room is made now, so that walk
        // does not rehash every name the history holds. A no-op once the room is there.
        self.known.holders.reserve(self.planned.values().map(|names| names.len()).sum());
        plan
    }

    /// What this walk reads of each message: carried from the last walk when the message at its
    /// place has the key it had then (and the same role kind and number of calls), else read.
    fn derive(&mut self, messages: &[ChatMessage], keys: &[u128]) -> Vec<Derived> {
        let mut last = std::mem::take(&mut self.carried);
        let keep_names = self.rules.keep_names;
        messages
            .iter()
            .enumerate()
            .map(|(index, message)| {
                let tool = message.role == Role::Tool;
                let key = keys.get(index).copied();
                if let (Some(key), Some(carried)) = (key, last.get_mut(index))
                    && carried.key == key
                    && carried.tool == tool
                    && carried.calls.len() == message.calls().len()
                {
                    return std::mem::take(carried);
                }
                derive(message, key.unwrap_or_default(), tool, keep_names)
            })
            .collect()
    }

    /// For each result a reason replaces, the names its placeholder lists (space-separated, and
    /// shared): those it showed that no other text of the history as it will stand holds. A
    /// placeholder applied since the last walk lists the names that walk `planned` for it, when
    /// that walk planned its text (else they are read out of it). Newest first,
    /// so a placeholder never counts on an older one (the caller applies a suffix of the
    /// supersessions: whatever it applies, every name stays somewhere).
    ///
    /// What the history holds is [`Known`], brought up to date message by message: the
    /// conversation's own messages (text and call arguments) stay, names earlier placeholders
    /// list stay listed, and so do the names of intact results that stay.
    fn names_shown(
        &mut self,
        messages: &[ChatMessage],
        derived: &[Derived],
        results: &[Output],
        reasons: &[Option<(Reason, usize)>],
        planned: &HashMap<u128, Names, Keyed>,
    ) -> Vec<(String, Vec<Arc<str>>)> {
        if messages.len() < self.known.added.len() {
            // A shorter history (compacted, or rewound): counted afresh rather than message by
            // message, which would take back the names of every message that moved.
            self.known = Known::default();
        }
        let mut paired = results.iter().zip(reasons).peekable();
        for (index, message) in messages.iter().enumerate() {
            if message.role != Role::Tool {
                let digest = derived.get(index).map_or_else(|| own_digest(message), |derived| derived.digest);
                if !self.known.unchanged(index, Some((digest, false))) {
                    let names = self.names.names_with(digest, || own_text(message));
                    self.known.set(index, Some((digest, false)), Some(names));
                }
                continue;
            }
            let Some((result, reason)) = paired.next_if(|(result, _)| result.index == index) else {
                // A result without its call adds nothing.
                if !self.known.unchanged(index, None) {
                    self.known.set(index, None, None);
                }
                continue;
            };
            let key = if result.placeholder {
                Some((result.digest, true))
            } else {
                reason.is_none().then_some((result.digest, false))
            };
            if self.known.unchanged(index, key) {
                continue;
            }
            let names = match key {
                Some((digest, true)) => Some(planned_names(planned, digest, &message.content.text())),
                Some((digest, false)) => Some(self.remember(digest, &message.content.text())),
                None => None,
            };
            self.known.set(index, key, names);
        }
        self.known.truncate(messages.len());
        // The names of the results that go, newest first.
        let going: Vec<(usize, Names)> = results
            .iter()
            .zip(reasons)
            .enumerate()
            .rev()
            .filter(|(_, (result, reason))| !result.placeholder && reason.is_some())
            .map(|(position, (result, _))| {
                (position, self.remember(result.digest, &messages[result.index].content.text()))
            })
            .collect();
        let mut listed: HashSet<&str, Keyed> = HashSet::default();
        let mut shown = vec![(String::new(), Vec::new()); results.len()];
        for (position, names) in &going {
            let (list, shared) = &mut shown[*position];
            for name in names.iter() {
                if !self.known.holds(name) && listed.insert(name) {
                    if !list.is_empty() {
                        list.push(' ');
                    }
                    list.push_str(name);
                    shared.push(Arc::clone(name));
                }
            }
        }
        shown
    }

    /// The names of `text`, whose digest is `digest`, memoized.
    fn remember(&self, digest: u128, text: &str) -> Names {
        self.names.names_with(digest, || text.to_owned())
    }

    /// The calls, the paired results and the number of assistant turns of a history.
    fn calls_and_results<'a>(
        &mut self,
        messages: &'a [ChatMessage],
        derived: &[Derived],
    ) -> (Vec<Call<'a>>, Vec<Output>, usize) {
        let mut calls: Vec<Call<'_>> = Vec::new();
        let mut by_id: HashMap<&str, usize, Keyed> = HashMap::default();
        let mut results: Vec<Output> = Vec::new();
        let mut turns = 0;
        for (index, (message, derived)) in messages.iter().zip(derived).enumerate() {
            match message.role {
                Role::Assistant => {
                    for (call, &digest) in message.calls().iter().zip(&derived.calls) {
                        by_id.insert(call.id.as_str(), calls.len());
                        calls.push(self.call(call, digest, turns));
                    }
                    turns += 1;
                }
                Role::Tool => {
                    let Some(&call) = message.tool_call_id.as_deref().and_then(|id| by_id.get(id)) else {
                        continue;
                    };
                    let text = message.content.text();
                    // A back-reference made on an earlier turn keeps the result it names in use.
                    let named =
                        text.strip_prefix(BACK_REFERENCE).and_then(|rest| rest.strip_suffix(" above]"));
                    if let Some(&named) = named.and_then(|id| by_id.get(id)) {
                        let turn = calls[call].turn;
                        calls[named].last_used = calls[named].last_used.max(turn);
                    }
                    results.push(Output {
                        index,
                        call,
                        placeholder: derived.placeholder,
                        digest: derived.digest,
                    });
                }
                _ => {}
            }
        }
        // A call answered by more than one result is ambiguous: a placeholder naming it could
        // stand for either, and one of them may name it back. Its results are left as they are:
        // none superseded, masked or pointed to.
        let mut answers: HashMap<usize, usize, Keyed> = HashMap::default();
        for result in &results {
            *answers.entry(result.call).or_insert(0) += 1;
        }
        if answers.values().any(|&n| n > 1) {
            results.retain(|result| answers.get(&result.call) == Some(&1));
        }
        (calls, results, turns)
    }

    /// Why each result may go and the call that supersedes it (itself, for masking).
    fn reasons(&self, calls: &[Call<'_>], results: &[Output], turns: usize) -> Vec<Option<(Reason, usize)>> {
        let mut reasons: Vec<Option<(Reason, usize)>> = vec![None; results.len()];
        // Repeats and re-runs: every intact result but the newest intact one of its key.
        let mut newest: HashMap<(Kind, [u8; 32]), usize, Keyed> = HashMap::default();
        for (position, result) in results.iter().enumerate().rev() {
            let Some(key) = calls[result.call].key else { continue };
            if result.placeholder {
                continue;
            }
            match newest.get(&key) {
                None => {
                    newest.insert(key, position);
                }
                Some(&later) if results[later].call != result.call => {
                    let reason = if key.0 == Kind::Rerun { Reason::Rerun } else { Reason::Repeated };
                    reasons[position] = Some((reason, results[later].call));
                }
                Some(_) => {}
            }
        }
        // Ranges: an intact read whose every range a later intact read covers.
        if self.rules.file_ranges {
            for (position, result) in results.iter().enumerate() {
                let ranges = &calls[result.call].ranges;
                if result.placeholder || ranges.is_empty() || reasons[position].is_some() {
                    continue;
                }
                let covering = results[position + 1..].iter().find(|later| {
                    !later.placeholder
                        && later.call != result.call
                        && ranges.iter().all(|range| calls[later.call].ranges.iter().any(|c| c.covers(range)))
                });
                if let Some(later) = covering {
                    reasons[position] = Some((Reason::Covered, later.call));
                }
            }
        }
        // Masking: results of calls older than the horizon.
        if let Some(horizon) = self.rules.mask_after_turns {
            for (position, result) in results.iter().enumerate() {
                if !result.placeholder
                    && reasons[position].is_none()
                    && calls[result.call].last_used + horizon < turns
                {
                    reasons[position] = Some((Reason::Masked, result.call));
                }
            }
        }
        reasons
    }

    /// What the walk knows of `call`, whose [`call_digest`] is `digest`, made at `turn`.
    fn call<'a>(&mut self, call: &'a ToolCall, digest: u128, turn: usize) -> Call<'a> {
        let walk = self.walk;
        let analysis = match self.memo.entry(digest) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => entry.insert((analyze(&self.tools, &self.rules, call), walk)),
        };
        analysis.1 = walk;
        let Analysis { key, ranges } = &analysis.0;
        Call { id: call.id.as_str(), turn, last_used: turn, key: *key, ranges: ranges.clone() }
    }
}

/// The fingerprint of a call's name and arguments: the key of the [`Superseder`]'s memo.
fn call_digest(call: &ToolCall) -> u128 {
    let name = call.function.name.as_str();
    ctx_message::digest128(|write| {
        write(&(name.len() as u64).to_le_bytes());
        write(name.as_bytes());
        write(call.function.arguments.as_bytes());
    })
}

/// What a walk reads of `message` ([`Derived`]), keyed `key`: `tool` when it is a tool result,
/// its own digest only when `keep_names` (the names pass alone reads it).
fn derive(message: &ChatMessage, key: u128, tool: bool, keep_names: bool) -> Derived {
    let calls = message.calls().iter().map(call_digest).collect();
    let (digest, placeholder) = if tool {
        let text = message.content.text();
        (xxh3_128(text.as_bytes()), is_placeholder(&text))
    } else if keep_names {
        (own_digest(message), false)
    } else {
        (0, false)
    };
    Derived { key, tool, digest, placeholder, calls }
}

/// What the rules make of one call: its key for repeats and re-runs, and the file lines it reads.
#[derive(Debug, Clone)]
struct Analysis {
    key: Option<(Kind, [u8; 32])>,
    ranges: Vec<FileRange>,
}

fn analyze(tools: &Tools, rules: &Rules, call: &ToolCall) -> Analysis {
    let mut analysis = Analysis { key: None, ranges: Vec::new() };
    let (name, arguments) = (call.function.name.as_str(), call.function.arguments.as_str());
    let digest = || crate::key::arguments_digest(&format!("{name}\u{0}{arguments}"));
    let classified = tools.classify(call);
    if tools.is_read_only(name) {
        analysis.key = Some((Kind::ReadOnly, digest()));
        if rules.file_ranges && classified.role == ToolRole::Read {
            analysis.ranges = classified.ranges().to_vec();
        }
        return analysis;
    }
    match classified.effect {
        // A read-only shell command line, or an editor's view.
        Effect::PrintsFiles(_) | Effect::ReadOnly
            if classified.role == ToolRole::Shell || classified.prints_files() =>
        {
            if rules.shell_reads {
                analysis.key = Some((Kind::ReadOnly, digest()));
            }
            if rules.file_ranges {
                analysis.ranges = classified.ranges().to_vec();
            }
        }
        Effect::Mutating if classified.role == ToolRole::Shell && rules.reruns => {
            analysis.key = Some((Kind::Rerun, digest()));
        }
        _ => {}
    }
    analysis
}

/// What separates a placeholder from the names it lists (see [`Rules::keep_names`]).
const NAMES: &str = "; names it showed: ";

/// The names a placeholder lists (see [`Rules::keep_names`]), if it lists any.
///
/// ```
/// let placeholder = "[ctx: output of call 7 cleared from context, older than the last 4 turns; names it showed: src/a.rs parse_config — recall a1b2c3d4]";
/// let names: Vec<&str> = ctx_dedup::supersede::listed_names(placeholder).collect();
/// assert_eq!(names, ["src/a.rs", "parse_config"]);
/// ```
pub fn listed_names(placeholder: &str) -> impl Iterator<Item = &str> {
    let listed = placeholder.split_once(NAMES).map_or("", |(_, names)| names.trim_end_matches(']'));
    // A recall note (` — recall a1b2c3d4`) may follow the names.
    listed.split(' ').take_while(|name| *name != "—").filter(|name| !name.is_empty())
}

/// The names a placeholder lists ([`listed_names`]), its text's digest `digest`: those `planned`
/// holds for the text as planned (the text itself, or without the recall note the pipeline adds
/// after the names: the same list), else read out of the text.
fn planned_names(planned: &HashMap<u128, Names, Keyed>, digest: u128, text: &str) -> Names {
    if !planned.is_empty() {
        let noted = text.rfind(RECALL).filter(|&at| text.get(..at).is_some_and(|head| head.contains(NAMES)));
        let planned_digest = noted.map_or(digest, |at| {
            let head = text.get(..at).unwrap_or_default();
            ctx_message::digest128(|write| {
                write(head.as_bytes());
                write(b"]");
            })
        });
        if let Some(names) = planned.get(&planned_digest) {
            return Arc::clone(names);
        }
    }
    listed_names(text).map(Arc::from).collect()
}

/// What starts the recall note a placeholder's names may be followed by (` — recall a1b2c3d4`).
const RECALL: &str = " — recall ";

/// How a back-reference starts; the call id and ` above]` follow.
const BACK_REFERENCE: &str = "[ctx: same output as call ";

/// Fresh results equal to an earlier intact result of the same key; marks them as placeholders.
fn back_references(
    messages: &[ChatMessage],
    calls: &mut [Call<'_>],
    results: &mut [Output],
    fresh_from: usize,
) -> Vec<BackReference> {
    let mut references = Vec::new();
    let mut first_intact: HashMap<((Kind, [u8; 32]), u128), usize> = HashMap::new();
    for result in results {
        let Some(key) = calls[result.call].key else { continue };
        if result.placeholder {
            continue;
        }
        match first_intact.get(&(key, result.digest)) {
            Some(&earlier) if result.index >= fresh_from && earlier != result.call => {
                let placeholder = format!("{BACK_REFERENCE}{} above]", calls[earlier].id);
                if placeholder.len() < messages[result.index].content.text().len() {
                    references.push(BackReference { index: result.index, placeholder });
                    result.placeholder = true;
                    calls[earlier].last_used = calls[earlier].last_used.max(calls[result.call].turn);
                }
            }
            Some(_) => {}
            None => {
                first_intact.insert((key, result.digest), result.call);
            }
        }
    }
    references
}

/// Replaces the content of the message at `index` with `placeholder` and hands back the original.
pub fn apply(messages: &mut [ChatMessage], index: usize, placeholder: &str) -> Option<Replaced> {
    let message = messages.get_mut(index)?;
    let original = std::mem::replace(&mut message.content, Content::Text(placeholder.to_owned()));
    Some(Replaced { index, original })
}

/// True for the texts ctx puts in place of a result.
pub fn is_placeholder(text: &str) -> bool {
    let own = text.starts_with("[ctx: ") || text.starts_with(&PLACEHOLDER[..PLACEHOLDER.len() - 1]);
    let short = text.len() < 320 || (text.starts_with("[ctx: ") && text.contains(NAMES));
    own && short && text.ends_with(']') && !text.contains('\n')
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    fn bash(id: &str, command: &str) -> ChatMessage {
        let arguments = serde_json::json!({ "command": command }).to_string();
        ChatMessage::assistant_calls(vec![ToolCall::function(id, "bash", arguments)])
    }

    fn result(id: &str, text: &str) -> ChatMessage {
        ChatMessage::tool_result(id, text)
    }

    fn long(text: &str) -> String {
        format!("{text}\n").repeat(100)
    }

    fn plan(messages: &[ChatMessage], rules: Rules, fresh_from: usize) -> Plan {
        Superseder::new(Tools::default(), rules).plan(messages, fresh_from)
    }

    fn superseded(plan: &Plan) -> Vec<(usize, Reason)> {
        plan.supersessions.iter().map(|s| (s.index, s.reason)).collect()
    }

    #[test]
    fn identical_rules_ignore_shell_calls() {
        let history = [bash("a", "ls"), result("a", &long("x")), bash("b", "ls"), result("b", &long("y"))];
        assert_eq!(plan(&history, Rules::identical_only(), 0), Plan::default());
    }

    #[test]
    fn repeated_shell_reads_supersede_older_output_and_name_both_calls() {
        let history = [bash("a", "ls"), result("a", &long("x")), bash("b", "ls"), result("b", &long("y"))];
        let plan = plan(&history, Rules::all(), 4);
        assert_eq!(superseded(&plan), [(1, Reason::Repeated)]);
        assert_eq!(
            plan.supersessions[0].placeholder,
            "[ctx: output of call a superseded by call b, which repeated it]"
        );
        assert!(plan.back_references.is_empty());
    }

    #[test]
    fn a_fresh_repeat_becomes_a_back_reference_and_the_original_stays() {
        let history = [
            bash("a", "git status"),
            result("a", &long("x")),
            bash("b", "git status"),
            result("b", &long("x")),
            bash("c", "git status"),
            result("c", &long("x")),
        ];
        let plan = plan(&history, Rules::all(), 4);
        assert_eq!(plan.back_references.len(), 1);
        assert_eq!(plan.back_references[0].index, 5);
        // b was sent already (not fresh): it is an older repeat of a, so a goes, not b.
        assert_eq!(superseded(&plan), [(1, Reason::Repeated)]);
    }

    #[test]
    fn reruns_of_a_command_supersede_older_output() {
        let history = [
            bash("a", "python -m pytest tests"),
            result("a", &long("1 failed")),
            bash("b", "sed -i 's/a/b/' x.py"),
            result("b", ""),
            bash("c", "python -m pytest tests"),
            result("c", &long("1 passed")),
        ];
        assert_eq!(superseded(&plan(&history, Rules::all(), 6)), [(1, Reason::Rerun)]);
        let rules = Rules { reruns: false, ..Rules::all() };
        assert!(plan(&history, rules, 6).supersessions.is_empty());
    }

    #[test]
    fn a_wider_reread_supersedes_a_narrower_one_not_the_reverse() {
        let history = [
            bash("a", "sed -n '10,20p' a.py"),
            result("a", &long("lines 10-20")),
            bash("b", "nl -ba a.py | sed -n '1,50p'"),
            result("b", &long("lines 1-50")),
            bash("c", "sed -n '30,40p' a.py"),
            result("c", &long("lines 30-40")),
        ];
        let plan = plan(&history, Rules::all(), 6);
        assert_eq!(superseded(&plan), [(1, Reason::Covered)]);
        assert!(plan.supersessions[0].placeholder.contains("call b, which re-read"));
    }

    #[test]
    fn editor_views_and_read_tools_have_ranges() {
        let view = |id: &str, range: &str| {
            let arguments = format!(r#"{{"command":"view","path":"/r/a.py"{range}}}"#);
            ChatMessage::assistant_calls(vec![ToolCall::function(id, "str_replace_editor", arguments)])
        };
        let history = [
            view("a", r#","view_range":[5,9]"#),
            result("a", &long("a")),
            view("b", r#","view_range":[1,-1]"#),
            result("b", &long("b")),
        ];
        assert_eq!(superseded(&plan(&history, Rules::all(), 4)), [(1, Reason::Covered)]);
        let read = |id: &str, arguments: &str| {
            ChatMessage::assistant_calls(vec![ToolCall::function(id, "read", arguments)])
        };
        let history = [
            read("a", r#"{"file_path":"a.py","offset":10,"limit":5}"#),
            result("a", &long("a")),
            read("b", r#"{"file_path":"a.py"}"#),
            result("b", &long("b")),
        ];
        assert_eq!(superseded(&plan(&history, Rules::all(), 4)), [(1, Reason::Covered)]);
    }

    #[test]
    fn masking_clears_results_older_than_the_horizon() {
        let mut history = vec![ChatMessage::user("task")];
        for turn in 0..5 {
            let id = format!("c{turn}");
            history.push(bash(&id, &format!("python step{turn}.py")));
            history.push(result(&id, &long(&format!("output {turn}"))));
        }
        let plan = plan(&history, Rules::identical_only().mask_after_turns(Some(2)), history.len());
        assert_eq!(superseded(&plan), [(2, Reason::Masked), (4, Reason::Masked), (6, Reason::Masked)]);
        assert!(plan.supersessions[0].placeholder.starts_with("[ctx: output of call c0 cleared"));
    }

    #[test]
    fn a_result_named_by_a_recent_back_reference_is_not_masked() {
        let mut history =
            vec![ChatMessage::user("task"), bash("c0", "git status"), result("c0", &long("clean"))];
        for turn in 1..5 {
            let id = format!("c{turn}");
            history.push(bash(&id, &format!("python step{turn}.py")));
            history.push(result(&id, &long(&format!("output {turn}"))));
        }
        history.push(bash("c5", "git status"));
        history.push(result("c5", "[ctx: same output as call c0 above]"));
        let earlier = plan(&history, Rules::all().mask_after_turns(Some(2)), history.len());
        assert_eq!(superseded(&earlier), [(4, Reason::Masked), (6, Reason::Masked), (8, Reason::Masked)]);
        // The same when the back-reference is made in this very plan.
        let last = history.len() - 1;
        history[last] = result("c5", &long("clean"));
        let now = plan(&history, Rules::all().mask_after_turns(Some(2)), last);
        assert_eq!(now.back_references.len(), 1);
        assert_eq!(superseded(&now), [(4, Reason::Masked), (6, Reason::Masked), (8, Reason::Masked)]);
    }

    #[track_caller]
    fn check_names(history: &[ChatMessage], rules: Rules, expected: &[(usize, &str)]) -> Plan {
        let plan = plan(history, rules, history.len());
        let placeholders: Vec<(usize, &str)> =
            plan.supersessions.iter().map(|s| (s.index, s.placeholder.as_str())).collect();
        assert_eq!(placeholders, expected);
        plan
    }

    #[test]
    fn a_masked_result_lists_the_names_nothing_else_holds() {
        let history = [
            ChatMessage::user("fix parse_config"),
            bash("c0", "python step0.py"),
            result(
                "c0",
                &long("src/config/loader.py:88 parse_config raised ConfigurationError, LoaderWarning"),
            ),
            ChatMessage::assistant("the ConfigurationError comes first"),
            bash("c1", "python step1.py"),
            result("c1", &long("see src/config/loader.py:88")),
        ];
        let rules = Rules::identical_only().mask_after_turns(Some(2));
        // The task names parse_config, the agent ConfigurationError, and the newer result the
        // path: only LoaderWarning would be lost.
        check_names(
            &history,
            rules.clone().keep_names(true),
            &[(
                2,
                "[ctx: output of call c0 cleared from context, older than the last 2 turns; names it showed: LoaderWarning]",
            )],
        );
        check_names(
            &history,
            rules,
            &[(2, "[ctx: output of call c0 cleared from context, older than the last 2 turns]")],
        );
    }

    #[test]
    fn a_placeholder_applied_since_the_last_walk_lists_the_names_that_walk_planned() {
        let mut history = vec![ChatMessage::user("task")];
        for turn in 0..5 {
            let id = format!("c{turn}");
            history.push(bash(&id, &format!("python step{turn}.py")));
            history.push(result(&id, &long(&format!("output {turn}: OnlyInStep{turn} src/step{turn}.rs"))));
        }
        let rules = Rules::all().mask_after_turns(Some(1)).keep_names(true);
        let mut superseder = Superseder::new(Tools::default(), rules.clone());
        let first = superseder.plan(&history, history.len());
        assert_eq!(first.supersessions.len(), 4, "{first:?}");
        let planned = superseder.planned.clone();
        assert_eq!(planned.len(), 4);
        // Applied as planned, with a recall note after the names, and with the names edited.
        let [as_planned, noted, edited] = [0, 1, 2].map(|n| &first.supersessions[n]);
        apply(&mut history, as_planned.index, &as_planned.placeholder);
        let noted_text = format!("{} — recall a1b2c3d4]", &noted.placeholder[..noted.placeholder.len() - 1]);
        apply(&mut history, noted.index, &noted_text);
        let edited_text = edited.placeholder.replace("OnlyInStep2", "OnlyInStepTwo");
        apply(&mut history, edited.index, &edited_text);
        history.push(bash("c9", "python step9.py"));
        history.push(result("c9", &long("output 9")));
        // The same plan as a superseder that never saw the history, which reads every list.
        let again = superseder.plan(&history, history.len());
        assert_eq!(again, plan(&history, rules, history.len()));
        // The first two take the names planned (shared, not read again); the edited one reads its own.
        let names = |index: usize| {
            superseder.known.added.get(index).and_then(Option::as_ref).map(|(_, _, names)| Arc::clone(names))
        };
        let taken = |placeholder: &str| planned.get(&xxh3_128(placeholder.as_bytes())).cloned();
        for supersession in [as_planned, noted] {
            let (Some(held), Some(taken)) = (names(supersession.index), taken(&supersession.placeholder))
            else {
                panic!("{supersession:?}")
            };
            assert!(Arc::ptr_eq(&held, &taken), "{supersession:?}");
        }
        let Some(held) = names(edited.index) else { panic!("{edited:?}") };
        assert_eq!(
            held.iter().map(|name| &**name).collect::<Vec<_>>(),
            listed_names(&edited_text).collect::<Vec<_>>()
        );
        assert!(held.iter().any(|name| &**name == "OnlyInStepTwo"), "{held:?}");
    }

    /// A key for each message: the digest of all of it, as a caller would key it.
    fn keys(history: &[ChatMessage]) -> Vec<u128> {
        history
            .iter()
            .map(|message| xxh3_128(serde_json::to_string(message).unwrap_or_default().as_bytes()))
            .collect()
    }

    #[test]
    fn a_keyed_walk_carries_what_it_read_and_plans_as_a_fresh_one() {
        let rules = Rules::all().mask_after_turns(Some(2)).keep_names(true);
        let mut keyed = Superseder::new(Tools::default(), rules.clone());
        let mut fresh = Superseder::new(Tools::default(), rules.clone());
        let mut history = vec![ChatMessage::user("fix parse_config in src/config.rs")];
        for turn in 0..12 {
            let id = format!("c{turn}");
            let command =
                if turn % 3 == 0 { "git status".to_owned() } else { format!("python step{turn}.py") };
            history.push(bash(&id, &command));
            history.push(result(&id, &long(&format!("output {turn}: OnlyInStep{turn} src/step{turn}.rs"))));
            if turn == 6 {
                // An earlier result edited in place, and one shortened to a placeholder.
                history[4] = result("c1", &long("rewritten: NewName src/new.rs"));
                history[6] = result("c2", "[ctx: output of call c2 cleared from context]");
            }
            let carried_before = keyed.carried.len();
            let plan = keyed.plan_keyed(&history, history.len() - 1, &keys(&history));
            assert_eq!(plan, fresh.plan(&history, history.len() - 1), "turn {turn}");
            assert_eq!(plan, super::tests::plan(&history, rules.clone(), history.len() - 1), "turn {turn}");
            assert_eq!(keyed.carried.len(), history.len());
            assert!(fresh.carried.is_empty());
            assert!(carried_before < history.len());
            // Apply the plan as the pipeline would: the next walk finds placeholders in place.
            if turn % 4 == 3 {
                for supersession in &plan.supersessions {
                    apply(&mut history, supersession.index, &supersession.placeholder);
                }
            }
        }
        // What is carried is what was read: a message keyed as before is not read again (a key
        // that lies about an edit shows it), and one keyed anew is.
        let edited = history.len() - 1;
        let mut lying = keys(&history);
        history[edited] = result("c11", &long("git status: clean"));
        let before = keyed.carried[edited].clone();
        keyed.plan_keyed(&history, edited, &lying);
        assert_eq!(keyed.carried[edited], before);
        lying[edited] ^= 1;
        keyed.plan_keyed(&history, edited, &lying);
        assert_eq!(keyed.carried[edited], derive(&history[edited], lying[edited], true, true));
        assert_ne!(keyed.carried[edited].digest, before.digest);
    }

    #[test]
    fn whichever_suffix_of_the_plan_is_applied_every_name_stays() {
        let mut history = vec![ChatMessage::user("task")];
        for (turn, shown) in ["SharedName OnlyInFirst", "SharedName OnlyInSecond", "nothing", "nothing"]
            .into_iter()
            .enumerate()
        {
            let id = format!("c{turn}");
            history.push(bash(&id, &format!("python step{turn}.py")));
            history.push(result(&id, &long(&format!("output {turn}: {shown}"))));
        }
        let rules = Rules::all().mask_after_turns(Some(1)).keep_names(true);
        let plan = check_names(
            &history,
            rules.clone(),
            &[
                (
                    2,
                    "[ctx: output of call c0 cleared from context, older than the last 1 turns; names it showed: OnlyInFirst]",
                ),
                (
                    4,
                    "[ctx: output of call c1 cleared from context, older than the last 1 turns; names it showed: SharedName OnlyInSecond]",
                ),
                (6, "[ctx: output of call c2 cleared from context, older than the last 1 turns]"),
            ],
        );
        for from in [0, 3, 5, 7] {
            let mut applied = history.clone();
            for supersession in plan.supersessions.iter().filter(|s| s.index >= from) {
                apply(&mut applied, supersession.index, &supersession.placeholder);
            }
            let text: String = applied.iter().map(|message| message.content.text().into_owned()).collect();
            for name in ["SharedName", "OnlyInFirst", "OnlyInSecond"] {
                assert!(text.contains(name), "{name} lost when applying from {from}");
            }
            // Names a placeholder lists count as held: a later plan does not list them again.
            let again = plan_with(&applied, rules.clone());
            for supersession in again.supersessions.iter().filter(|_| from <= 4) {
                assert!(!supersession.placeholder.contains("SharedName"), "{}", supersession.placeholder);
            }
        }
    }

    fn plan_with(history: &[ChatMessage], rules: Rules) -> Plan {
        plan(history, rules, history.len())
    }

    #[test]
    fn placeholders_that_list_names_are_recognized_whatever_their_length() {
        let listed = format!(
            "[ctx: output of call a cleared from context, older than the last 4 turns{NAMES}{} — recall a1b2c3d4]",
            "LongIdentifier ".repeat(40).trim_end()
        );
        assert!(listed.len() > 320 && is_placeholder(&listed));
        assert_eq!(listed_names(&listed).count(), 40);
        assert!(!is_placeholder(&format!("[ctx: {}]", "x".repeat(400))));
        assert!(!is_placeholder(&format!("[ctx: a{NAMES}b]\nmore")));
        assert_eq!(listed_names("[ctx: same output as call 1 above]").count(), 0);
    }

    #[test]
    fn placeholders_are_left_alone_and_short_outputs_are_not_replaced() {
        let history = [
            bash("a", "ls"),
            result("a", "[ctx: same output as call z above]"),
            bash("b", "ls"),
            result("b", "x"),
            bash("c", "ls"),
            result("c", "y"),
        ];
        assert_eq!(plan(&history, Rules::all().mask_after_turns(Some(0)), 0), Plan::default());
    }

    #[test]
    fn malformed_histories_do_not_panic() {
        let history = [
            result("nobody", "x"),
            ChatMessage::assistant_calls(vec![ToolCall::function("a", "bash", "not json")]),
            result("a", &long("x")),
            ChatMessage::assistant_calls(vec![ToolCall::function("a", "bash", r#"{"command": 3}"#)]),
            result("a", &long("x")),
            result("a", &long("x")),
        ];
        let _ = plan(&history, Rules::all().mask_after_turns(Some(0)), 0);
    }
}
