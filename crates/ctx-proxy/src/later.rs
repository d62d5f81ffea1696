//! `Later` and `Owed`: the counts of a request's new squashed results, which only the ledger's
//! "before" needs, left to the threads already counting them rather than waited for on the
//! request's path, and finished by whoever needs them first: the ledger's thread, after the
//! request has gone upstream, or the session's next request.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::counting::Countings;
use crate::session::Fingerprint;

/// Where the counts are: still with the threads, or counted, by fingerprint.
enum State {
    /// The threads counting the messages at these indices (with their fingerprints).
    Counting {
        countings: Countings,
        waiting: Vec<(usize, Fingerprint)>,
    },
    Counted(HashMap<Fingerprint, usize>),
}

/// The counts of a request's squashed results still being counted when it returned, shared by
/// the session and the ledger's record.
#[derive(Clone)]
pub(crate) struct Later {
    state: Arc<Mutex<State>>,
    fingerprints: Arc<[Fingerprint]>,
}

impl Later {
    /// The counts of the messages `waiting` (index and fingerprint), which `countings` counts.
    pub(crate) fn new(countings: Countings, waiting: Vec<(usize, Fingerprint)>) -> Later {
        let fingerprints = waiting.iter().map(|(_, fingerprint)| *fingerprint).collect();
        Later { state: Arc::new(Mutex::new(State::Counting { countings, waiting })), fingerprints }
    }

    /// True when the message `fingerprint` is one of those counted here.
    pub(crate) fn covers(&self, fingerprint: Fingerprint) -> bool {
        self.fingerprints.contains(&fingerprint)
    }

    /// The counts by fingerprint, finished by the first caller (the pieces no thread has begun
    /// counted by it, those a thread is counting waited for, never longer than counting them
    /// would take), the same for every caller after. A message a thread began and did not
    /// finish is missing.
    pub(crate) fn counts(&self) -> HashMap<Fingerprint, usize> {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let State::Counting { countings, waiting } = &mut *state {
            let indices: Vec<usize> = waiting.iter().map(|(index, _)| *index).collect();
            let counted = countings.take(&indices);
            let counts = waiting
                .iter()
                .filter_map(|(index, fingerprint)| Some((*fingerprint, *counted.get(index)?)))
                .collect();
            *state = State::Counted(counts);
        }
        match &*state {
            State::Counted(counts) => counts.clone(),
            State::Counting { .. } => HashMap::new(),
        }
    }
}

/// What a request's saving still owes its "before": the counts of these messages (one entry
/// per message left out or replaced, so a message sent twice is owed twice), from [`Later`].
pub(crate) struct Owed {
    later: Later,
    fingerprints: Vec<Fingerprint>,
}

impl std::fmt::Debug for Owed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Owed").field("messages", &self.fingerprints.len()).finish_non_exhaustive()
    }
}

impl Owed {
    pub(crate) fn new(later: Later, fingerprints: Vec<Fingerprint>) -> Owed {
        Owed { later, fingerprints }
    }

    /// The tokens owed, once counted (waiting, at most, for what is left of counting them);
    /// `None` when a message's count was lost (its thread ended mid-count), so that no saving
    /// short of a message is told.
    pub(crate) fn tokens(&self) -> Option<usize> {
        let counts = self.later.counts();
        self.fingerprints.iter().map(|fingerprint| counts.get(fingerprint).copied()).sum()
    }
}
