//! `collapse` and `Collapser`: replace read-only tool results superseded by a later identical call.

use std::collections::HashMap;

use ctx_calls::Tools;
use ctx_message::{ChatMessage, Content, Role};
use ctx_squash_core::Keyed;
use xxhash_rust::xxh3::{xxh3_64, xxh3_128, xxh3_128_with_seed};

use crate::key::arguments_digest;

/// The text that replaces a superseded tool result.
pub const PLACEHOLDER: &str = "[duplicate result — superseded by a later identical call, see below]";

/// How many memoized digests a [`Collapser`] keeps beyond those the last walk used.
const MEMO_CAP: usize = 1 << 16;

/// Collapses `messages` with the default read-only set; see [`collapse_with`].
pub fn collapse(messages: &[ChatMessage]) -> (Vec<ChatMessage>, bool) {
    collapse_with(messages, &Tools::default())
}

/// Returns a copy of `messages` in which every read-only tool result that a later identical call
/// supersedes is replaced by [`PLACEHOLDER`], and whether anything was replaced by this call.
///
/// Running it again on its own output returns `false`. See [`Collapser`] for the exact rules.
pub fn collapse_with(messages: &[ChatMessage], tools: &Tools) -> (Vec<ChatMessage>, bool) {
    let mut output = messages.to_vec();
    let replaced = Collapser::new(tools.clone()).collapse_in_place(&mut output);
    (output, !replaced.is_empty())
}

/// A tool result that [`Collapser::collapse_in_place`] replaced, with what it held before.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Replaced {
    /// The message's position in the history.
    pub index: usize,
    /// The content the placeholder replaced, for the caller to archive or restore.
    pub original: Content,
}

impl Replaced {
    /// The message at `index` had `original` as its content.
    pub fn new(index: usize, original: Content) -> Self {
        Replaced { index, original }
    }
}

/// The indices of `replaced`, in order.
#[cfg(test)]
pub(crate) fn indices(replaced: &[Replaced]) -> Vec<usize> {
    replaced.iter().map(|replaced| replaced.index).collect()
}

/// The in-place, memoizing form of [`collapse`] for an agent loop that collapses every turn.
///
/// The rules, applied to the whole history on every call:
///
/// - A `tool` message answers the **nearest preceding** tool call carrying its `tool_call_id`
///   (with duplicate ids, a later call shadows an earlier one from the point it appears; inside
///   one assistant message the last call with the id wins). A tool message with no such call
///   (unknown id, missing `tool_call_id`, a result before any call) is unpaired and left alone.
/// - The key of a call is its function name and the sha256 of its canonical JSON arguments
///   (object keys sorted recursively, no insignificant whitespace; arguments that are not JSON
///   are hashed as their raw text).
/// - A result of a read-only call ([`Tools::is_read_only`]) is replaced by [`PLACEHOLDER`] when a later tool
///   message answers a different call with the same key. Two results of the same call do not
///   supersede each other. The assistant's tool call itself is never changed, nor is any result of
///   a tool that is not read-only, nor any other message or field.
///
/// The sha256 digest of each `(name, arguments)` pair is memoized under a 128-bit xxh3
/// fingerprint, so a turn that appends messages hashes only the new calls. The walk's maps (each
/// call by id, each key) are kept from turn to turn with a fingerprint of what the walk read from
/// each message (its role, the call it answers, its calls' ids and names and, for read-only calls,
/// their arguments): a turn whose history extends the last one fingerprints the messages again and
/// walks only the new ones; a history that differs anywhere is walked afresh. The memo is
/// bounded: once it holds more than 65,536 digests, those the latest walk did not use are
/// forgotten.
///
/// ```
/// use ctx_calls::Tools;
/// use ctx_dedup::{Collapser, PLACEHOLDER};
/// use ctx_message::{ChatMessage, ToolCall};
///
/// let mut history = vec![
///     ChatMessage::assistant_calls(vec![ToolCall::function("a", "read", r#"{"path":"x"}"#)]),
///     ChatMessage::tool_result("a", "old text"),
/// ];
/// let mut collapser = Collapser::new(Tools::default());
/// assert!(collapser.collapse_in_place(&mut history).is_empty());
///
/// // A new turn reads the same file again: only the older copy is replaced.
/// history.push(ChatMessage::assistant_calls(vec![ToolCall::function("b", "read", r#"{ "path": "x" }"#)]));
/// history.push(ChatMessage::tool_result("b", "new text"));
/// let replaced = collapser.collapse_in_place(&mut history);
/// assert_eq!((replaced[0].index, replaced[0].original.text()), (1, "old text".into()));
/// assert_eq!(history[1].content.text(), PLACEHOLDER);
/// assert_eq!(history[3].content.text(), "new text");
/// ```
#[derive(Debug, Default)]
pub struct Collapser {
    tools: Tools,
    memo: HashMap<u128, Memo, Keyed>,
    walk: u64,
    /// What the last walk built, for the next one to extend.
    walked: Walked,
}

/// The maps a walk builds over a history, kept for the next walk, and what it read from each
/// message (a fingerprint per message) to tell whether the next history extends it.
#[derive(Debug, Default)]
struct Walked {
    /// Per message walked: the fingerprint of what the walk read from it.
    prints: Vec<u128>,
    /// Each call by the fingerprint of its id: the latest call with the id shadows the others.
    calls: HashMap<u128, Call, Keyed>,
    /// Each key (the fingerprint of the tool's name, the arguments' digest) by its number.
    keys: HashMap<(u128, [u8; 32]), usize, Keyed>,
    /// (message index, key, call position) of every result of a read-only call, in order.
    results: Vec<(usize, usize, (usize, usize))>,
}

#[derive(Debug)]
struct Memo {
    digest: [u8; 32],
    walk: u64,
}

/// Where a call sits (message index, call index) and the interned key of a read-only call.
#[derive(Debug, Clone, Copy)]
struct Call {
    position: (usize, usize),
    key: Option<usize>,
}

impl Collapser {
    /// A collapser for these tools (their read-only set), with an empty memo.
    pub fn new(tools: Tools) -> Self {
        Collapser { tools, memo: HashMap::default(), walk: 0, walked: Walked::default() }
    }

    /// The tools whose read-only set this collapser applies.
    pub fn tools(&self) -> &Tools {
        &self.tools
    }

    /// Replaces superseded read-only results in place and hands back what it replaced now, in
    /// ascending order of index, each with its original content so nothing is lost (results that
    /// already hold the placeholder are not counted, so a second call on the same history returns
    /// an empty list).
    pub fn collapse_in_place(&mut self, messages: &mut [ChatMessage]) -> Vec<Replaced> {
        self.walk = self.walk.wrapping_add(1);
        let replace = self.superseded(messages);
        let replaced = replace
            .into_iter()
            .filter_map(|index| {
                let message = messages.get_mut(index)?;
                let original = std::mem::replace(&mut message.content, Content::Text(PLACEHOLDER.to_owned()));
                Some(Replaced { index, original })
            })
            .collect();
        if self.memo.len() > MEMO_CAP {
            let walk = self.walk;
            self.memo.retain(|_, memo| memo.walk == walk);
        }
        replaced
    }

    /// The indices of results to replace now, ascending.
    fn superseded(&mut self, messages: &[ChatMessage]) -> Vec<usize> {
        let mut walked = std::mem::take(&mut self.walked);
        // What the walk reads from each message, fingerprinted (with the read-only calls' memo
        // keys, needed anyway): the maps of the longest prefix the last walk read alike stand.
        let mut prints = Vec::with_capacity(messages.len());
        let mut same = true;
        for (index, message) in messages.iter().enumerate() {
            let print = self.print(message);
            same = same && walked.prints.get(index) == Some(&print);
            if !same && index < walked.prints.len() {
                // A message the last walk read otherwise: walk the history afresh.
                walked = Walked::default();
            }
            prints.push(print);
        }
        if messages.len() < walked.prints.len() {
            walked = Walked::default();
        }
        let from = walked.prints.len();
        walked.prints = prints;
        let capacity = messages.len().saturating_sub(from);
        walked.calls.reserve(capacity);
        walked.keys.reserve(capacity / 2);
        walked.results.reserve(capacity / 2);
        for (index, message) in messages.iter().enumerate().skip(from) {
            match message.role {
                Role::Assistant => {
                    for (call_index, call) in message.calls().iter().enumerate() {
                        let name = call.function.name.as_str();
                        let key = self.tools.is_read_only(name).then(|| {
                            let digest = self.digest(name, &call.function.arguments);
                            let next = walked.keys.len();
                            *walked.keys.entry((xxh3_128(name.as_bytes()), digest)).or_insert(next)
                        });
                        walked.calls.insert(
                            xxh3_128(call.id.as_bytes()),
                            Call { position: (index, call_index), key },
                        );
                    }
                }
                Role::Tool => {
                    let id = message.tool_call_id.as_deref().map(|id| xxh3_128(id.as_bytes()));
                    let call = id.and_then(|id| walked.calls.get(&id));
                    if let Some(Call { position, key: Some(key) }) = call {
                        walked.results.push((index, *key, *position));
                    }
                }
                _ => {}
            }
        }
        let replace = walked.replace(messages);
        self.walked = walked;
        replace
    }

    /// The fingerprint of what the walk reads from `message`: its role, the call it answers,
    /// its calls' ids and names, and the memo key of each read-only call's arguments (each hashed
    /// in one go, and the hashes mixed: no text is copied).
    fn print(&self, message: &ChatMessage) -> u128 {
        let mut print = xxh3_128(message.role.as_str().as_bytes());
        let mut mix = |value: u128| print = mix(print, value);
        match (&message.role, message.tool_call_id.as_deref()) {
            (Role::Tool, Some(id)) => mix(xxh3_128(id.as_bytes())),
            (Role::Tool, None) => mix(0),
            (Role::Assistant, _) => {
                for call in message.calls() {
                    let name = call.function.name.as_str();
                    mix(xxh3_128(call.id.as_bytes()));
                    mix(xxh3_128(name.as_bytes()));
                    if self.tools.is_read_only(name) {
                        mix(memo_key(name, &call.function.arguments));
                    }
                }
            }
            _ => {}
        }
        print
    }

    fn digest(&mut self, name: &str, arguments: &str) -> [u8; 32] {
        let walk = self.walk;
        let memo = self
            .memo
            .entry(memo_key(name, arguments))
            .or_insert_with(|| Memo { digest: arguments_digest(arguments), walk });
        memo.walk = walk;
        memo.digest
    }
}

/// The memo's key for a call's name and arguments: the xxh3-128 fingerprint of the arguments,
/// seeded with the name's (hashed in one go: the arguments are not copied into a buffer).
fn memo_key(name: &str, arguments: &str) -> u128 {
    xxh3_128_with_seed(arguments.as_bytes(), xxh3_64(name.as_bytes()))
}

/// Mixes `value` into the fingerprint `print` (a rotation, an xor and an odd multiplier: every
/// step a bijection of the fingerprint, and the order of the values matters).
fn mix(print: u128, value: u128) -> u128 {
    (print.rotate_left(47) ^ value).wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c835)
}

impl Walked {
    /// The indices of the results walked to replace now in `messages`, ascending.
    fn replace(&self, messages: &[ChatMessage]) -> Vec<usize> {
        let (keys, results) = (&self.keys, &self.results);
        // Walking backwards: per key, the call of the latest result and whether the later results
        // answer more than one call.
        let mut latest: Vec<Option<((usize, usize), bool)>> = vec![None; keys.len()];
        let mut replace = Vec::new();
        for &(index, key, position) in results.iter().rev() {
            let Some(slot) = latest.get_mut(key) else { continue };
            match slot {
                None => *slot = Some((position, false)),
                Some((latest_call, several)) => {
                    let superseded = *several || *latest_call != position;
                    *several = superseded;
                    if superseded
                        && messages.get(index).is_some_and(|message| !is_placeholder(&message.content))
                    {
                        replace.push(index);
                    }
                }
            }
        }
        replace.reverse();
        replace
    }
}

fn is_placeholder(content: &Content) -> bool {
    matches!(content, Content::Text(text) if crate::supersede::is_placeholder(text))
}

/// `placeholder` saying how to get the original back: `hint` (such as `recall a1b2c3d4`) goes
/// inside its closing bracket, so the text stays one bracketed line that ctx recognizes as its
/// own ([`supersede::is_placeholder`](crate::supersede::is_placeholder)).
///
/// ```
/// let text = ctx_dedup::with_recall(ctx_dedup::PLACEHOLDER, "recall a1b2c3d4");
/// assert_eq!(text, "[duplicate result — superseded by a later identical call, see below — recall a1b2c3d4]");
/// assert!(ctx_dedup::supersede::is_placeholder(&text));
/// ```
pub fn with_recall(placeholder: &str, hint: &str) -> String {
    match placeholder.strip_suffix(']') {
        Some(open) => format!("{open} — {hint}]"),
        None => format!("{placeholder} [{hint}]"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::ToolCall;

    fn call(id: &str, name: &str, arguments: &str) -> ToolCall {
        ToolCall::function(id, name, arguments)
    }

    fn calls(list: &[(&str, &str, &str)]) -> ChatMessage {
        ChatMessage::assistant_calls(list.iter().map(|&(id, name, args)| call(id, name, args)).collect())
    }

    fn result(id: &str, text: &str) -> ChatMessage {
        ChatMessage::tool_result(id, text)
    }

    /// Collapses `messages` with `tools`, checks which indices were replaced, that nothing else
    /// changed, and that a second run changes nothing.
    #[track_caller]
    fn check_with(tools: &Tools, messages: &[ChatMessage], expected: &[usize]) {
        let mut output = messages.to_vec();
        let mut collapser = Collapser::new(tools.clone());
        let replaced = indices(&collapser.collapse_in_place(&mut output));
        assert_eq!(replaced, expected);
        for (index, (before, after)) in messages.iter().zip(&output).enumerate() {
            if expected.contains(&index) {
                assert_eq!(after.content, Content::Text(PLACEHOLDER.into()));
                assert_eq!(after.role, Role::Tool);
                let restored = ChatMessage { content: before.content.clone(), ..after.clone() };
                assert_eq!(&restored, before, "only the content of message {index} may change");
            } else {
                assert_eq!(after, before, "message {index} changed");
            }
        }
        assert!(collapser.collapse_in_place(&mut output).is_empty(), "second run replaced more");
        let (again, changed) = collapse_with(messages, tools);
        assert_eq!(again, output);
        assert_eq!(changed, !expected.is_empty());
    }

    #[track_caller]
    fn check(messages: &[ChatMessage], expected: &[usize]) {
        check_with(&Tools::default(), messages, expected);
    }

    #[test]
    fn same_tool_and_arguments_replaces_the_older_result() {
        let args = r#"{"path":"src/lib.rs"}"#;
        check(
            &[
                calls(&[("a", "read", args)]),
                result("a", "v1"),
                calls(&[("b", "read", args)]),
                result("b", "v2"),
            ],
            &[1],
        );
    }

    #[test]
    fn every_earlier_copy_is_replaced_and_the_last_kept() {
        let args = r#"{"pattern":"fn main"}"#;
        let mut history = Vec::new();
        for id in ["a", "b", "c", "d"] {
            history.push(calls(&[(id, "grep", args)]));
            history.push(result(id, "src/main.rs:1"));
        }
        check(&history, &[1, 3, 5]);
    }

    #[test]
    fn different_arguments_are_left_alone() {
        check(
            &[
                calls(&[("a", "read", r#"{"path":"a.rs"}"#)]),
                result("a", "a"),
                calls(&[("b", "read", r#"{"path":"b.rs"}"#)]),
                result("b", "b"),
                calls(&[("c", "grep", r#"{"path":"a.rs"}"#)]),
                result("c", "c"),
            ],
            &[],
        );
    }

    #[test]
    fn mutating_tools_are_never_touched() {
        let args = r#"{"command":"cargo test"}"#;
        check(
            &[
                calls(&[("a", "bash", args)]),
                result("a", "ok"),
                calls(&[("b", "bash", args)]),
                result("b", "ok"),
            ],
            &[],
        );
        let write = r#"{"path":"x","content":"y"}"#;
        check(
            &[
                calls(&[("a", "write", write)]),
                result("a", "ok"),
                calls(&[("b", "write", write)]),
                result("b", "ok"),
            ],
            &[],
        );
    }

    #[test]
    fn key_order_and_whitespace_do_not_matter() {
        check(
            &[
                calls(&[("a", "read", r#"{"path":"x","offset":10}"#)]),
                result("a", "1"),
                calls(&[("b", "read", "{\n  \"offset\" : 10,\n  \"path\" : \"x\"\n}")]),
                result("b", "2"),
            ],
            &[1],
        );
    }

    #[test]
    fn arguments_that_are_not_json_compare_as_raw_text() {
        check(
            &[
                calls(&[("a", "read", "src/x")]),
                result("a", "1"),
                calls(&[("b", "read", "src/x")]),
                result("b", "2"),
            ],
            &[1],
        );
        check(
            &[
                calls(&[("a", "read", "src/x")]),
                result("a", "1"),
                calls(&[("b", "read", "src/x ")]),
                result("b", "2"),
            ],
            &[],
        );
    }

    #[test]
    fn lsp_prefix_is_read_only_by_default() {
        let args = r#"{"file":"a.rs","line":3}"#;
        check(
            &[
                calls(&[("a", "lsp_hover", args)]),
                result("a", "1"),
                calls(&[("b", "lsp_hover", args)]),
                result("b", "2"),
            ],
            &[1],
        );
    }

    #[test]
    fn the_tools_decide_what_is_read_only() {
        let args = r#"{"file_path":"a.rs"}"#;
        let history = [
            calls(&[("a", "Fetch", args)]),
            result("a", "1"),
            calls(&[("b", "Fetch", args)]),
            result("b", "2"),
        ];
        check(&history, &[]);
        check_with(&Tools::default().with("Fetch", ctx_calls::ToolRole::Read), &history, &[1]);
        check_with(&Tools::default().with_read_only_set(["Fetch"]), &history, &[1]);
        let read = [
            calls(&[("a", "read", args)]),
            result("a", "1"),
            calls(&[("b", "read", args)]),
            result("b", "2"),
        ];
        check_with(&Tools::default().with_read_only_set(["Fetch"]), &read, &[]);
        // Claude Code's `Read` is a well-known reader.
        let claude = [
            calls(&[("a", "Read", args)]),
            result("a", "1"),
            calls(&[("b", "Read", args)]),
            result("b", "2"),
        ];
        check(&claude, &[1]);
    }

    #[test]
    fn parallel_identical_calls_keep_the_last_result() {
        let args = r#"{"path":"x"}"#;
        check(
            &[calls(&[("a", "read", args), ("b", "read", args)]), result("a", "1"), result("b", "2")],
            &[1],
        );
        check(
            &[calls(&[("a", "read", args), ("b", "read", args)]), result("b", "2"), result("a", "1")],
            &[1],
        );
    }

    #[test]
    fn placeholder_is_exact_and_is_not_counted_twice() {
        assert_eq!(PLACEHOLDER, "[duplicate result — superseded by a later identical call, see below]");
        let args = r#"{"path":"x"}"#;
        let history = [
            calls(&[("a", "read", args)]),
            result("a", PLACEHOLDER),
            calls(&[("b", "read", args)]),
            result("b", "2"),
            calls(&[("c", "read", args)]),
            result("c", "3"),
        ];
        check(&history, &[3]);
    }

    #[test]
    fn content_parts_are_replaced_whole() {
        let args = r#"{"path":"x"}"#;
        let parts = ChatMessage {
            content: serde_json::from_str(r#"[{"type": "text", "text": "1"}]"#).expect("parts"),
            ..result("a", "")
        };
        check(&[calls(&[("a", "read", args)]), parts, calls(&[("b", "read", args)]), result("b", "2")], &[1]);
    }

    #[test]
    fn malformed_history_does_not_panic_and_unpaired_results_stay() {
        let args = r#"{"path":"x"}"#;
        let no_id = ChatMessage { tool_call_id: None, ..result("", "?") };
        check(
            &[
                result("a", "tool message first"),
                calls(&[("a", "read", args)]),
                result("a", "1"),
                result("zzz", "unknown id"),
                no_id,
                calls(&[("b", "read", args)]),
                result("b", "2"),
            ],
            &[2],
        );
        check(&[], &[]);
        check(&[ChatMessage::user("hi"), ChatMessage::assistant("hello")], &[]);
    }

    #[test]
    fn two_results_of_one_call_do_not_supersede_each_other() {
        let args = r#"{"path":"x"}"#;
        check(&[calls(&[("a", "read", args)]), result("a", "1"), result("a", "1 again")], &[]);
        // … but both are superseded by a later call.
        check(
            &[
                calls(&[("a", "read", args)]),
                result("a", "1"),
                result("a", "1 again"),
                calls(&[("b", "read", args)]),
                result("b", "2"),
            ],
            &[1, 2],
        );
    }

    #[test]
    fn duplicate_ids_pair_with_the_nearest_preceding_call() {
        let args = r#"{"path":"x"}"#;
        // The second "a" is a bash call: its result is not a read result, nothing to collapse.
        check(
            &[
                calls(&[("a", "read", args)]),
                result("a", "1"),
                calls(&[("a", "bash", args)]),
                result("a", "2"),
                calls(&[("b", "read", args)]),
                result("b", "3"),
            ],
            &[1],
        );
        // Reused id, identical call: the older result is superseded as usual.
        check(
            &[
                calls(&[("a", "read", args)]),
                result("a", "1"),
                calls(&[("a", "read", args)]),
                result("a", "2"),
            ],
            &[1],
        );
        // Inside one message the last call with the id wins.
        check(
            &[
                calls(&[("a", "bash", args), ("a", "read", args)]),
                result("a", "1"),
                calls(&[("b", "read", args)]),
                result("b", "2"),
            ],
            &[1],
        );
    }

    #[test]
    fn the_memo_makes_later_turns_match_earlier_ones() {
        let args = r#"{"path":"x"}"#;
        let mut history = vec![calls(&[("a", "read", args)]), result("a", "1")];
        let mut collapser = Collapser::default();
        assert!(collapser.collapse_in_place(&mut history).is_empty());
        assert_eq!(collapser.memo.len(), 1);
        history.extend([calls(&[("b", "read", args)]), result("b", "2")]);
        assert_eq!(indices(&collapser.collapse_in_place(&mut history)), [1]);
        assert_eq!(collapser.memo.len(), 1);
        assert!(collapser.collapse_in_place(&mut history).is_empty());
    }

    #[test]
    fn the_memo_is_bounded() {
        let mut collapser = Collapser::default();
        for round in 0..3 {
            let mut history: Vec<ChatMessage> = (0..=MEMO_CAP / 2)
                .map(|n| calls(&[("a", "read", &format!("{{\"path\":\"{round}-{n}\"}}"))]))
                .collect();
            collapser.collapse_in_place(&mut history);
        }
        assert!(collapser.memo.len() <= MEMO_CAP, "{}", collapser.memo.len());
    }
}
