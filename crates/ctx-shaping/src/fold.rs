//! `Fold`: the facts of messages read one by one in order, each list kept without repeats as it
//! grows, so the facts of the first messages of a run are read off the lists' first items — a
//! compaction's summary of a prefix prepared off its path, and `extract` the same way.

use std::collections::HashMap;
use std::sync::Arc;

use ctx_calls::Tools;
use ctx_dedup::Keyed;
use ctx_message::{ChatMessage, Role};

use crate::facts::{Facts, MAX_ERRORS, call_facts, error_entry, read_user, result_facts};
use crate::memo::{CallFacts, Memo};

/// A list of items, the first of equal items kept.
#[derive(Debug, Default)]
struct Listed {
    items: Vec<String>,
    /// Each item's place in `items`.
    at: HashMap<String, usize, Keyed>,
}

impl Listed {
    /// Adds `item` unless the list holds it; its place in the list.
    fn push(&mut self, item: &str) -> usize {
        if let Some(&at) = self.at.get(item) {
            return at;
        }
        let at = self.items.len();
        self.at.insert(item.to_owned(), at);
        self.items.push(item.to_owned());
        at
    }

    fn len(&self) -> u32 {
        u32::try_from(self.items.len()).unwrap_or(u32::MAX)
    }

    /// The first `len` items.
    fn first(&self, len: u32) -> Vec<String> {
        self.items.get(..len as usize).unwrap_or(&self.items).to_vec()
    }
}

/// How long each of a [`Fold`]'s lists was after some message: the earlier summaries, the
/// requests, the paths read and edited, the distinct commands, the commands run, the errors.
pub(crate) type Lens = [u32; 7];

/// The facts of the messages read so far.
#[derive(Debug, Default)]
pub(crate) struct Fold {
    earlier: Listed,
    requests: Listed,
    read: Listed,
    edited: Listed,
    /// The distinct commands, in the order first run.
    commands: Listed,
    /// Each command run, by its place in `commands`.
    ran: Vec<u32>,
    /// Every error line, in order.
    errors: Vec<String>,
    /// The calls read so far by id, the last of an id.
    calls: HashMap<String, Arc<CallFacts>, Keyed>,
}

impl Fold {
    /// Reads `message` after the ones read so far.
    pub(crate) fn add(&mut self, tools: &Tools, message: &ChatMessage, memo: &Memo) {
        match message.role {
            Role::User => read_user(message, |earlier, item| {
                if earlier {
                    self.earlier.push(item);
                } else {
                    self.requests.push(item);
                }
            }),
            Role::Assistant => {
                for call in message.calls() {
                    let read = memo.call(call, || call_facts(tools, call));
                    for path in &read.reads {
                        self.read.push(path);
                    }
                    for path in &read.writes {
                        self.edited.push(path);
                    }
                    if let Some(command) = &read.command {
                        let at = self.commands.push(command);
                        self.ran.push(u32::try_from(at).unwrap_or(u32::MAX));
                    }
                    self.calls.insert(call.id.clone(), read);
                }
            }
            Role::Tool => {
                let call = message.tool_call_id.as_deref().and_then(|id| self.calls.get(id));
                let (view, label) = call.map_or((false, ""), |call| (call.view, call.label.as_str()));
                let flagged = message.extra.get_as::<bool>("is_error") == Some(true);
                if view && !flagged {
                    return;
                }
                let text = message.content.text();
                let found = memo.result(&text, || result_facts(&text));
                if flagged && found.errors.is_empty() {
                    self.errors.extend(found.first.iter().map(|first| error_entry(first, label)));
                }
                self.errors.extend(found.errors.iter().map(|line| error_entry(line, label)));
            }
            _ => {}
        }
    }

    /// How long each list is now.
    pub(crate) fn lens(&self) -> Lens {
        let count = |len: usize| u32::try_from(len).unwrap_or(u32::MAX);
        [
            self.earlier.len(),
            self.requests.len(),
            self.read.len(),
            self.edited.len(),
            self.commands.len(),
            count(self.ran.len()),
            count(self.errors.len()),
        ]
    }

    /// The facts of the messages read up to when the lists were `lens` long (names aside):
    /// each list's first items, each command with how often it ran, the last distinct errors.
    pub(crate) fn facts(&self, lens: Lens) -> Facts {
        let [earlier, requests, read, edited, commands, ran, errors] = lens;
        let mut counts = vec![0_usize; commands as usize];
        for &at in self.ran.get(..ran as usize).unwrap_or(&self.ran) {
            if let Some(count) = counts.get_mut(at as usize) {
                *count += 1;
            }
        }
        // The last distinct errors, oldest first.
        let mut last: Vec<String> = Vec::new();
        for error in self.errors.get(..errors as usize).unwrap_or(&self.errors).iter().rev() {
            if last.len() == MAX_ERRORS {
                break;
            }
            if !last.contains(error) {
                last.push(error.clone());
            }
        }
        last.reverse();
        Facts {
            earlier: self.earlier.first(earlier),
            requests: self.requests.first(requests),
            read: self.read.first(read),
            edited: self.edited.first(edited),
            commands: self.commands.first(commands).into_iter().zip(counts).collect(),
            errors: last,
            names: Vec::new(),
            name_tokens: Vec::new(),
        }
    }
}
