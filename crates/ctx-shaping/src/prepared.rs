//! `PreparedNames`: what a compaction's names section needs of the messages a history already
//! had, prepared off the request's path for that prefix — the names known whatever the cut and,
//! for every cut, which names the prefix's dropped messages would show — so the compaction
//! reads afresh only the messages that came after.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use ctx_dedup::{Keyed, NameMemo, Names};
use ctx_message::{ChatMessage, Role};

use crate::PLACEHOLDER;
use crate::facts::{Facts, Lost, listed_in_summary};
use crate::fold::{Fold, Lens};
use crate::memo::Memo;
use ctx_calls::Tools;

/// No message: a name no newer message shows, or no tool result or summary holds.
const NONE: u32 = u32::MAX;

/// What a message of a history is to a compaction's names section, with the digest of what it
/// is read from: a tool result or an earlier summary (its names known only when kept, shown when
/// dropped), or a message whose own names are known always.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tool(u128),
    Summary(u128),
    Own(u128),
}

impl Kind {
    /// The message's kind, its digest taken of everything a summary reads of it: its role and
    /// text, and a tool result's call id and error flag, or each call's id, name and arguments.
    fn of(message: &ChatMessage, text: &str) -> Kind {
        let digest = ctx_message::digest128(|write| {
            let mut part = |bytes: &[u8]| {
                write(&(bytes.len() as u64).to_le_bytes());
                write(bytes);
            };
            part(message.role.as_str().as_bytes());
            part(text.as_bytes());
            if message.role == Role::Tool {
                part(message.tool_call_id.as_deref().unwrap_or_default().as_bytes());
                let flagged = message.extra.get_as::<bool>("is_error");
                part(&[u8::from(message.tool_call_id.is_some()), u8::from(flagged == Some(true))]);
                return;
            }
            for call in message.calls() {
                part(call.id.as_bytes());
                part(call.function.name.as_bytes());
                part(call.function.arguments.as_bytes());
            }
        });
        if message.role == Role::Tool {
            Kind::Tool(digest)
        } else if is_summary(message, text) {
            Kind::Summary(digest)
        } else {
            Kind::Own(digest)
        }
    }
}

/// An earlier compaction's summary: a user message that opens with the placeholder.
pub(crate) fn is_summary(message: &ChatMessage, text: &str) -> bool {
    message.role == Role::User && text.trim_start().starts_with(PLACEHOLDER)
}

/// One name a message of the prefix shows when dropped (a tool result's names, the names a
/// placeholder lists, an earlier summary's names section), in the message's order.
#[derive(Debug, Clone, Copy)]
struct Shown {
    /// The name, by its place in [`PreparedNames::names`].
    id: u32,
    /// The nearest newer message of the prefix that shows it too, or [`NONE`].
    newer: u32,
    /// False when the same message shows it earlier.
    first: bool,
}

/// How far a history's prefix matches what was prepared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cover {
    /// Not a prefix: the kinds, or an own message's digest, differ.
    None,
    /// Each message's kind and every own message's digest match: the names known whatever the
    /// cut hold; a tool result or a summary may have changed (a placeholder put in its place).
    Own,
    /// Every message the same, tool results and summaries too.
    Whole,
}

/// The names a compaction's summary counts as known wherever its cut falls — every system, user
/// and assistant message's own names, earlier summaries aside — and the names each tool result and
/// earlier summary shows, prepared for the prefix it was made of and extended as the history
/// grows. Each name is held once (twice with its index), with a few words per name, per name
/// shown and per message, and the facts' items twice (their list and its index): memory in
/// proportion to the names and facts of the one history it is made for (a summarizer keeps one).
#[derive(Debug, Default)]
pub(crate) struct PreparedNames {
    /// The host's tag of the history it was prepared for (0: none given).
    tag: u64,
    kinds: Vec<Kind>,
    /// Every name met, once.
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, u32, Keyed>,
    /// By name: some own message's own names hold it.
    own: Vec<bool>,
    /// By name: the newest tool result or summary of the prefix that holds it (a kept tool
    /// result's names, a kept summary's own names, are known), or [`NONE`].
    held: Vec<u32>,
    /// By name: where in `shown` its newest showing is, or [`NONE`].
    last_shown: Vec<u32>,
    /// By name, for those shown: the tokens of the name after a space, as the names line counts
    /// it, or [`NONE`].
    tokens: Vec<u32>,
    /// By message, oldest first, the names it shows when dropped.
    shown: Vec<Shown>,
    /// By message: where its names start in `shown` (one more entry, the end).
    starts: Vec<u32>,
    /// The facts of the prefix's messages but its first user message (shaping keeps it)…
    fold: Fold,
    /// …which is this one, when the prefix has one…
    first_user: Option<usize>,
    /// …and how long the fold's lists were after each message.
    lens: Vec<Lens>,
}

impl PreparedNames {
    /// How much of a prefix of `history` (whose texts are `texts`) this was made for: its first
    /// `proven.1` messages, when `proven.0` is the tag it was prepared under (not 0), the host
    /// proved the very messages it was made of, so they are not hashed again.
    pub(crate) fn cover(
        &self,
        history: &[ChatMessage],
        texts: &[Cow<'_, str>],
        proven: (u64, usize),
    ) -> Cover {
        if self.kinds.len() > history.len() {
            return Cover::None;
        }
        let trusted = if self.tag != 0 && proven.0 == self.tag { proven.1 } else { 0 };
        let mut whole = true;
        for (kind, (message, text)) in self.kinds.iter().zip(history.iter().zip(texts)).skip(trusted) {
            let now = Kind::of(message, text);
            match (kind, now) {
                (Kind::Own(_), Kind::Own(_)) if *kind != now => return Cover::None,
                (Kind::Own(_), Kind::Own(_)) => {}
                (Kind::Tool(_), Kind::Tool(_)) | (Kind::Summary(_), Kind::Summary(_)) => {
                    whole &= *kind == now;
                }
                _ => return Cover::None,
            }
        }
        if whole { Cover::Whole } else { Cover::Own }
    }

    /// True when some own message of the prefix holds `name` itself.
    pub(crate) fn holds_own(&self, name: &str) -> bool {
        self.ids.get(name).is_some_and(|&id| self.own.get(id as usize).copied().unwrap_or(false))
    }

    /// How many messages it was made of.
    pub(crate) fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Made for `history`: the prepared names kept when they cover a prefix of it whole (and
    /// extended with the rest), made afresh otherwise.
    /// `tag`: the host's name of `history` (0: none), which a later [`PreparedNames::cover`]
    /// takes a proof by.
    pub(crate) fn prepare(
        prepared: Option<PreparedNames>,
        history: &[ChatMessage],
        tag: u64,
        memo: &NameMemo,
        tools: &Tools,
        facts: &Memo,
    ) -> PreparedNames {
        let texts: Vec<_> = history.iter().map(|message| message.content.text()).collect();
        let mut prepared = prepared
            .filter(|prepared| prepared.cover(history, &texts, (0, 0)) == Cover::Whole)
            .unwrap_or_default();
        prepared.tag = tag;
        if prepared.starts.is_empty() {
            prepared.starts.push(0);
        }
        let from = prepared.kinds.len();
        for (index, (message, text)) in history.iter().zip(&texts).enumerate().skip(from) {
            // More messages than a u32 counts are not prepared: a compaction reads them afresh.
            let Ok(at) = u32::try_from(index) else { break };
            let kind = Kind::of(message, text);
            match kind {
                Kind::Own(_) => {
                    for name in memo.own_names(message).iter() {
                        let id = prepared.id(name);
                        if let Some(own) = prepared.own.get_mut(id as usize) {
                            *own = true;
                        }
                    }
                }
                Kind::Tool(_) => {
                    let held = memo.names(text);
                    prepared.hold(&held, at);
                    if ctx_dedup::supersede::is_placeholder(text) {
                        prepared.show(ctx_dedup::supersede::listed_names(text), at, facts);
                    } else {
                        prepared.show(held.iter().map(|name| &**name), at, facts);
                    }
                }
                Kind::Summary(_) => {
                    prepared.hold(&memo.own_names(message), at);
                    prepared.show(listed_in_summary(text).into_iter(), at, facts);
                }
            }
            prepared.kinds.push(kind);
            prepared.starts.push(u32::try_from(prepared.shown.len()).unwrap_or(NONE));
            if prepared.first_user.is_none() && message.role == Role::User {
                prepared.first_user = Some(index);
            } else {
                prepared.fold.add(tools, message, facts);
            }
            prepared.lens.push(prepared.fold.lens());
        }
        prepared
    }

    /// The place of `name` in `names`, given one when new.
    fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = u32::try_from(self.names.len()).unwrap_or(NONE);
        let name: Arc<str> = Arc::from(name);
        self.names.push(Arc::clone(&name));
        self.ids.insert(name, id);
        self.own.push(false);
        self.held.push(NONE);
        self.last_shown.push(NONE);
        self.tokens.push(NONE);
        id
    }

    /// The names message `at`, a tool result or a summary, holds when kept.
    fn hold(&mut self, names: &Names, at: u32) {
        for name in names.iter() {
            let id = self.id(name);
            if let Some(held) = self.held.get_mut(id as usize) {
                *held = at;
            }
        }
    }

    /// The names message `at` shows when dropped, in its order.
    fn show<'a>(&mut self, names: impl Iterator<Item = &'a str>, at: u32, facts: &Memo) {
        let start = self.starts.last().copied().unwrap_or(0);
        let mut piece = String::new();
        for name in names {
            let id = self.id(name);
            let place = u32::try_from(self.shown.len()).unwrap_or(NONE);
            let (Some(tokens), Some(last_shown)) =
                (self.tokens.get_mut(id as usize), self.last_shown.get_mut(id as usize))
            else {
                continue;
            };
            if *tokens == NONE {
                piece.clear();
                piece.push(' ');
                piece.push_str(name);
                *tokens = u32::try_from(facts.count(&piece)).unwrap_or(NONE);
            }
            let last = *last_shown;
            let first = last == NONE || last < start;
            if first {
                *last_shown = place;
                // The newest showing before this message's is the one this message is newer than.
                if let Some(older) = self.shown.get_mut(last as usize) {
                    older.newer = at;
                }
            }
            self.shown.push(Shown { id, newer: NONE, first });
        }
    }

    /// The facts ([`extract`](crate::facts::extract), names aside) of `dropped` (ascending), a
    /// cut of the prefix this covers whole — every message before the cut dropped but its first
    /// user message and any system message, kept —, read from what was prepared; `None` for
    /// another drop, left to the reading afresh.
    pub(crate) fn facts(&self, history: &[ChatMessage], dropped: &[usize]) -> Option<Facts> {
        let Some(&last) = dropped.last() else { return Some(Fold::default().facts(Lens::default())) };
        let cut = last + 1;
        if cut > self.kinds.len() {
            return None;
        }
        let mut next = dropped.iter().peekable();
        for (index, message) in history.iter().take(cut).enumerate() {
            let is_dropped = next.next_if_eq(&&index).is_some();
            let first_user = self.first_user == Some(index);
            // The fold left out the first user message and read every other.
            if is_dropped == first_user && message.role != Role::System {
                return None;
            }
        }
        if next.next().is_some() {
            return None;
        }
        Some(self.fold.facts(*self.lens.get(last)?))
    }

    /// [`lost_names`](crate::facts::lost_names) of `history` (texts `texts`), which this covers
    /// whole, dropping `dropped` (ascending): the names the dropped messages show, newest first,
    /// each once, that no system, user or assistant message holds and no kept tool result or
    /// summary holds, each with the tokens the names line counts it at (a count too large to
    /// keep, `None`). Read from what was prepared for the prefix, the messages after it read
    /// through `memo`; `None` when the drop is not a cut of the prefix (a dropped message past
    /// it, or a tool result or summary before the cut kept), left to the reading afresh.
    pub(crate) fn lost(
        &self,
        history: &[ChatMessage],
        texts: &[Cow<'_, str>],
        dropped: &[usize],
        memo: &NameMemo,
    ) -> Option<Lost> {
        let Some(&newest) = dropped.last() else { return Some((Vec::new(), Vec::new())) };
        let cut = newest + 1;
        if cut > self.kinds.len() {
            return None;
        }
        // Below the cut, what is kept holds only own names, known whatever the cut.
        let mut next = dropped.iter().peekable();
        for (index, kind) in self.kinds.iter().take(cut).enumerate() {
            if next.next_if_eq(&&index).is_none() && !matches!(kind, Kind::Own(_)) {
                return None;
            }
        }
        // The messages after the prefix, all kept: their names are known.
        let kept: Vec<Names> = history
            .iter()
            .zip(texts)
            .skip(self.kinds.len())
            .map(
                |(message, text)| {
                    if message.role == Role::Tool { memo.names(text) } else { memo.own_names(message) }
                },
            )
            .collect();
        let mut after: HashSet<&str, Keyed> =
            HashSet::with_capacity_and_hasher(kept.iter().map(|names| names.len()).sum(), Keyed::default());
        after.extend(kept.iter().flat_map(|names| names.iter().map(|name| &**name)));
        let cut32 = u32::try_from(cut).ok()?;
        let (mut lost, mut tokens) = (Vec::new(), Vec::new());
        for index in (0..cut).rev() {
            let (Some(&start), Some(&end)) = (self.starts.get(index), self.starts.get(index + 1)) else {
                return None;
            };
            for shown in self.shown.get(start as usize..end as usize)? {
                // Shown by a newer dropped message (or earlier by this one): listed there.
                if !shown.first || shown.newer < cut32 {
                    continue;
                }
                let id = shown.id as usize;
                let (Some(&own), Some(&held), Some(name), Some(&counted)) =
                    (self.own.get(id), self.held.get(id), self.names.get(id), self.tokens.get(id))
                else {
                    return None;
                };
                // An own message holds it, or a kept tool result or summary (all past the cut).
                if own || (held != NONE && held >= cut32) {
                    continue;
                }
                if !after.contains(&**name) {
                    lost.push(Arc::clone(name));
                    tokens.push((counted != NONE).then_some(counted as usize));
                }
            }
        }
        Some((lost, tokens))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{NAMES_HEADING, lost_names};
    use crate::{ExtractiveSummarizer, Summarizer};
    use ctx_message::ToolCall;
    use proptest::prelude::*;

    /// Names of a small vocabulary, so that messages share them.
    fn name(n: u8) -> String {
        ["src/a.rs", "ParseError", "parse_config", "12345", "tests/test_b.py::test_c", "BetaHandler"]
            .get(usize::from(n % 8))
            .map_or_else(|| format!("name_number_{}", n % 11), |name| (*name).to_owned())
    }

    /// A message of one of the kinds the names section reads, holding the names `names`.
    fn message(kind: u8, names: &[u8]) -> ChatMessage {
        let words: Vec<String> = names.iter().map(|&n| name(n)).collect();
        let text = words.join(" and ");
        match kind % 9 {
            0 => ChatMessage::system(format!("agent in {text}")),
            1 => ChatMessage::user(format!("please look at {text}")),
            2 => ChatMessage::assistant(format!("next: {text}")),
            3 => ChatMessage::assistant_calls(vec![ToolCall::function(
                "1",
                "bash",
                serde_json::json!({ "command": format!("grep -rn {}", words.join(" ")) }).to_string(),
            )]),
            4 => ChatMessage::tool_result(
                "1",
                format!(
                    "[ctx: output of call 1 cleared from context, older than the last 4 turns; names it showed: {}]",
                    words.join(" ")
                ),
            ),
            5 => ChatMessage::user(format!(
                "{PLACEHOLDER}\n\nSummary of 2 earlier messages:\n\n{NAMES_HEADING}\n- {}\n",
                words.join(" ")
            )),
            6 => ChatMessage::tool_result("1", format!("found {text}\nand {text} again")),
            7 => ChatMessage::tool_result("1", format!("FAILED {text}\nerror: {text} is missing")),
            _ => ChatMessage::assistant_calls(vec![ToolCall::function(
                "1",
                "bash",
                serde_json::json!({ "command": format!("cat {} && pytest -x", words.join(" ")) }).to_string(),
            )]),
        }
    }

    /// `message` changed in one of what a summary reads of it: its text, its call's id or its
    /// result's, its error flag, its role.
    fn change(message: &mut ChatMessage, how: u8) {
        match how {
            0 => message.content = format!("{} and SomeOtherName", message.content.text()).into(),
            1 => {
                message.tool_call_id = message.tool_call_id.as_ref().map(|id| format!("{id}x"));
                if let Some(calls) = message.tool_calls.as_mut()
                    && let Some(call) = calls.first_mut()
                {
                    call.id.push('x');
                }
            }
            2 => {
                message.extra.insert("is_error", &true);
            }
            _ => {
                message.role = if message.role == Role::User { Role::Assistant } else { Role::User };
            }
        }
    }

    fn lost(names: &[Arc<str>]) -> Vec<String> {
        names.iter().map(ToString::to_string).collect()
    }

    proptest! {
        /// Prepared for any prefix, in two steps, the names section is the one read afresh, for
        /// every cut and for drops that are not a cut; a changed message before the end of the
        /// prefix leaves it to the reading afresh, with the same answer.
        #[test]
        fn prepared_names_give_the_names_read_afresh(
            messages in prop::collection::vec((0u8..9, prop::collection::vec(0u8..40, 0..5)), 1..14),
            prefix in 0usize..14,
            step in 0usize..14,
            changed in prop::option::of((0usize..14, 0u8..4)),
        ) {
            let history: Vec<ChatMessage> =
                messages.iter().map(|(kind, names)| message(*kind, names)).collect();
            let prefix = prefix.min(history.len());
            let memo = NameMemo::default();
            let facts = Memo::default();
            let earlier = PreparedNames::prepare(None, &history[..step.min(prefix)], 0, &memo, &Tools::default(), &facts);
            let prepared = PreparedNames::prepare(Some(earlier), &history[..prefix], 0, &memo, &Tools::default(), &facts);
            let mut now = history.clone();
            if let Some((at, how)) = changed.filter(|&(at, _)| at < now.len()) {
                change(&mut now[at], how);
            }
            for cut in 0..=now.len() {
                for dropped in [(1..cut).collect::<Vec<_>>(), (0..cut).collect(), (0..cut).step_by(2).collect()] {
                    let afresh = lost_names(&now, &dropped, &NameMemo::default(), None);
                    let read = lost_names(&now, &dropped, &memo, Some(&prepared));
                    prop_assert_eq!(lost(&read), lost(&afresh), "cut {} dropped {:?}", cut, dropped);
                    let texts: Vec<_> = now.iter().map(|message| message.content.text()).collect();
                    if prepared.cover(&now, &texts, (0, 0)) == Cover::Whole
                        && let Some(read) = prepared.facts(&now, &dropped)
                    {
                        let afresh = crate::facts::extract(
                            &Tools::default(),
                            dropped.iter().map(|&index| &now[index]),
                            &Memo::default(),
                        );
                        prop_assert_eq!(read, afresh, "cut {} dropped {:?}", cut, dropped);
                    }
                }
            }
        }

        /// A summarizer prepared for any prefix, in two steps, writes the summary one never
        /// prepared writes, at every cut, under tight and roomy budgets.
        #[test]
        fn a_prepared_summarizer_writes_the_summary_written_afresh(
            messages in prop::collection::vec((0u8..9, prop::collection::vec(0u8..40, 0..5)), 1..14),
            prefix in 0usize..14,
            step in 0usize..14,
        ) {
            let history: Vec<ChatMessage> =
                messages.iter().map(|(kind, names)| message(*kind, names)).collect();
            let prefix = prefix.min(history.len());
            let prepared = ExtractiveSummarizer::new();
            prepared.prepare_names(&history[..step.min(prefix)]);
            prepared.prepare_names(&history[..prefix]);
            let afresh = ExtractiveSummarizer::new();
            let first_user = history.iter().position(|message| message.role == Role::User);
            for cut in 0..=history.len() {
                let dropped: Vec<usize> = (0..cut)
                    .filter(|&index| Some(index) != first_user && history[index].role != Role::System)
                    .collect();
                for budget in [40, 400] {
                    prop_assert_eq!(
                        prepared.summarize_in_context(&history, &dropped, budget),
                        afresh.summarize_in_context(&history, &dropped, budget),
                        "cut {}", cut
                    );
                }
            }
        }
    }

    proptest! {
        /// A summarizer prepared under a tag, told how much of the history (changed at some
        /// message or not) is the history prepared — as far as the change, or for another tag —,
        /// writes the summary one never prepared writes.
        #[test]
        fn a_summarizer_proving_its_prefix_writes_the_summary_written_afresh(
            messages in prop::collection::vec((0u8..9, prop::collection::vec(0u8..40, 0..5)), 1..14),
            changed in prop::option::of((0usize..14, 0u8..4)),
        ) {
            let history: Vec<ChatMessage> =
                messages.iter().map(|(kind, names)| message(*kind, names)).collect();
            let prepared = ExtractiveSummarizer::new();
            prepared.prepare_names_tagged(&history, 3);
            let mut now = history.clone();
            let mut same = now.len();
            if let Some((at, how)) = changed.filter(|&(at, _)| at < now.len()) {
                change(&mut now[at], how);
                same = at;
            }
            let afresh = ExtractiveSummarizer::new();
            let first_user = now.iter().position(|message| message.role == Role::User);
            for cut in 0..=now.len() {
                let dropped: Vec<usize> = (0..cut)
                    .filter(|&index| Some(index) != first_user && now[index].role != Role::System)
                    .collect();
                let expected = afresh.summarize_in_context(&now, &dropped, 400);
                for (tag, len) in [(3, same), (4, now.len()), (0, now.len())] {
                    prop_assert_eq!(
                        prepared.proving(tag, len).summarize_in_context(&now, &dropped, 400),
                        expected.clone(),
                        "cut {} proven {:?}", cut, (tag, len)
                    );
                }
            }
        }
    }

    #[test]
    fn a_proven_prefix_is_covered_unhashed_and_a_changed_message_is_never_taken_on_a_stale_proof() {
        fn cows(texts: &[String]) -> Vec<Cow<'_, str>> {
            texts.iter().map(|text| Cow::Borrowed(text.as_str())).collect()
        }
        let mut history: Vec<ChatMessage> =
            [(1, vec![0]), (3, vec![1]), (6, vec![1, 2, 9]), (2, vec![3]), (6, vec![9, 12])]
                .iter()
                .map(|(kind, names)| message(*kind, names))
                .collect();
        let memo = NameMemo::default();
        let prepared = PreparedNames::prepare(None, &history, 3, &memo, &Tools::default(), &Memo::default());
        let texts = |history: &[ChatMessage]| -> Vec<String> {
            history.iter().map(|message| message.content.text().into_owned()).collect()
        };
        let held = texts(&history);
        assert_eq!(prepared.cover(&history, &cows(&held), (3, 5)), Cover::Whole);
        // An own message changed (its names with it): proven only before it, or for another
        // history, it is hashed and found changed — never covered on the word of a stale proof.
        change(&mut history[1], 0);
        let held = texts(&history);
        let afresh = prepared.cover(&history, &cows(&held), (0, 0));
        assert_eq!(afresh, Cover::None);
        for proven in [(3, 1), (4, 5), (0, 5)] {
            assert_eq!(prepared.cover(&history, &cows(&held), proven), afresh, "{proven:?}");
        }
    }

    #[test]
    fn a_cut_of_the_prefix_is_read_from_what_was_prepared() {
        let history: Vec<ChatMessage> =
            [(1, vec![0]), (3, vec![1]), (6, vec![1, 2, 9]), (2, vec![3]), (6, vec![9, 12])]
                .iter()
                .map(|(kind, names)| message(*kind, names))
                .collect();
        let memo = NameMemo::default();
        let prepared = PreparedNames::prepare(None, &history, 0, &memo, &Tools::default(), &Memo::default());
        let texts: Vec<_> = history.iter().map(|message| message.content.text()).collect();
        assert_eq!(prepared.cover(&history, &texts, (0, 0)), Cover::Whole);
        // Dropping the first result: the call names `ParseError` itself, `parse_config` is lost.
        let read = prepared.lost(&history, &texts, &[1, 2], &memo).map(|(names, _)| lost(&names));
        assert_eq!(read, Some(vec!["parse_config".to_owned()]));
        // A kept result below the cut is left to the reading afresh.
        assert_eq!(prepared.lost(&history, &texts, &[1, 4], &memo), None);
        // The facts of a cut, the first user message kept, are read from the fold.
        let afresh = crate::facts::extract(&Tools::default(), &history[1..3], &Memo::default());
        assert_eq!(prepared.facts(&history, &[1, 2]), Some(afresh));
        assert_eq!(prepared.facts(&history, &[0, 1, 2]), None);
        assert_eq!(prepared.facts(&history, &[2]), None);
    }
}
