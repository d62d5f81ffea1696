//! `Sessions`: every conversation the proxy is following, by key; idle ones expire and the least
//! recently used go first when there are too many, so memory stays bounded.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::session::{Rules, Session};

/// A session's key: a hash of what identifies the conversation.
pub(crate) type Key = u128;

/// The sessions, shared by every connection.
pub(crate) struct Sessions {
    rules: Arc<Rules>,
    idle: Duration,
    capacity: usize,
    entries: Mutex<HashMap<Key, Entry>>,
}

struct Entry {
    session: Arc<Mutex<Session>>,
    last_used: Instant,
}

impl Sessions {
    /// No sessions yet; each new one works by `rules`, expires after `idle` unused, and at most
    /// `capacity` are kept.
    pub(crate) fn new(rules: Arc<Rules>, idle: Duration, capacity: usize) -> Self {
        Sessions { rules, idle, capacity: capacity.max(1), entries: Mutex::new(HashMap::new()) }
    }

    /// The session of `key` (a new one if there is none), expiring idle ones first.
    pub(crate) fn get(&self, key: Key, now: Instant) -> Arc<Mutex<Session>> {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        let mut expired: Vec<(Key, Entry)> = Vec::new();
        let idle = self.idle;
        let stale: Vec<Key> = entries
            .iter()
            .filter(|(k, entry)| **k != key && now.saturating_duration_since(entry.last_used) >= idle)
            .map(|(k, _)| *k)
            .collect();
        expired.extend(stale.iter().filter_map(|k| entries.remove_entry(k)));
        if !entries.contains_key(&key) {
            while entries.len() >= self.capacity {
                let Some(oldest) = entries.iter().min_by_key(|(_, entry)| entry.last_used).map(|(k, _)| *k)
                else {
                    break;
                };
                expired.extend(entries.remove_entry(&oldest));
            }
        }
        let entry = entries.entry(key).or_insert_with(|| Entry {
            session: Arc::new(Mutex::new(Session::new(name_of(key), Arc::clone(&self.rules)))),
            last_used: now,
        });
        entry.last_used = now;
        let session = Arc::clone(&entry.session);
        // Released before the entries' lock is let go: a request that brings an expired session
        // back (a new session of the same name) hands in its pins after the release, never before.
        self.release(expired.iter().map(|(key, _)| *key));
        drop(entries);
        drop(expired);
        session
    }

    /// Lets the archive evict what the expired sessions of `keys` had pinned (a session that comes
    /// back pins its originals again as it captures them). An archive written behind releases
    /// them on its helper thread, after the puts and pins handed in before, so the request that
    /// found them expired does not wait for the store; an archive stored at once releases them
    /// here.
    fn release(&self, keys: impl Iterator<Item = Key>) {
        for key in keys {
            match (&self.rules.behind, &self.rules.archive) {
                (Some(behind), _) => behind.release_behind(&name_of(key)),
                // A failure only means the pins stay until the archive's own clean-up.
                (None, Some(archive)) => drop(archive.release(&name_of(key))),
                (None, None) => {}
            }
        }
    }

    /// How many sessions are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner).len()
    }
}

/// The name of `key`'s session, the owner of its pins: every session of the same key has it.
fn name_of(key: Key) -> String {
    format!("proxy-{:016x}", (key >> 64) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_pipeline::{Archive, MemoryArchive, Policy};

    #[test]
    fn idle_sessions_expire_and_the_count_is_capped() {
        let sessions = Sessions::new(Rules::new(Policy::default()), Duration::from_mins(1), 3);
        let start = Instant::now();
        let first = sessions.get(1, start);
        assert!(Arc::ptr_eq(&first, &sessions.get(1, start + Duration::from_secs(30))), "the same session");
        sessions.get(2, start + Duration::from_secs(40));
        assert_eq!(sessions.len(), 2);
        sessions.get(3, start + Duration::from_secs(95));
        assert_eq!(sessions.len(), 2, "session 1, idle since 30 s, expired at 90 s");
        sessions.get(4, start + Duration::from_secs(96));
        sessions.get(5, start + Duration::from_secs(97));
        assert_eq!(sessions.len(), 3, "capped at three: session 2, the least recently used, went");
        assert!(!Arc::ptr_eq(&first, &sessions.get(1, start + Duration::from_secs(98))), "a new session 1");
    }

    /// Sessions with `archive` (written behind when `behind` is that archive) that expire after
    /// a second idle.
    fn expiring(archive: Option<Arc<dyn Archive>>, behind: Option<Arc<crate::behind::Behind>>) -> Sessions {
        let rules = Rules { archive, behind, ..Arc::into_inner(Rules::new(Policy::default())).expect("one") };
        Sessions::new(Arc::new(rules), Duration::from_secs(1), 8)
    }

    /// A memory store and the same written behind, which fails nothing.
    fn written_behind() -> (Arc<dyn Archive>, Arc<crate::behind::Behind>) {
        let store: Arc<dyn Archive> = Arc::new(MemoryArchive::new());
        let behind = Arc::new(crate::behind::Behind::new(
            Arc::clone(&store),
            crate::pool::Pool::new("test-archive", 0),
            |reason| panic!("nothing fails: {reason}"),
        ));
        (store, behind)
    }

    #[test]
    fn an_expired_session_releases_its_pins() {
        let archive: Arc<dyn Archive> = Arc::new(MemoryArchive::new());
        let sessions = expiring(Some(Arc::clone(&archive)), None);
        let start = Instant::now();
        let name = sessions.get(7 << 64, start).lock().expect("lock").name().to_owned();
        let handle = archive.put(b"original", None).expect("put");
        archive.pin(&handle, &name).expect("pin");
        assert_eq!(archive.stats().expect("stats").pinned, 1);
        sessions.get(8 << 64, start + Duration::from_secs(5));
        assert_eq!(archive.stats().expect("stats").pinned, 0);
    }

    /// With the archive written behind, an expired session's release is handed to the archive
    /// helper thread after the session's puts and pins: once they are done every original the
    /// session put is recallable, and none is pinned.
    #[test]
    fn an_expired_session_is_released_behind_its_puts_and_every_original_stays_recallable() {
        let (store, behind) = written_behind();
        let sessions = expiring(Some(Arc::clone(&behind) as Arc<dyn Archive>), Some(Arc::clone(&behind)));
        let start = Instant::now();
        let name = sessions.get(7 << 64, start).lock().expect("lock").name().to_owned();
        let originals: Vec<String> = (0..20).map(|n| format!("original {n}\n").repeat(50)).collect();
        let handles: Vec<_> = originals
            .iter()
            .map(|original| {
                let handle = behind.put(original.as_bytes(), Some("test")).expect("named");
                behind.pin(&handle, &name).expect("handed in");
                handle
            })
            .collect();
        let before = behind.ticket();
        sessions.get(8 << 64, start + Duration::from_secs(5));
        assert_eq!(behind.ticket(), before + 1, "the release handed in, behind the puts and pins");
        behind.flush();
        for (original, handle) in originals.iter().zip(&handles) {
            assert_eq!(store.get(handle).expect("recallable"), original.as_bytes());
        }
        let stats = store.stats().expect("stats");
        assert_eq!((stats.originals, stats.pinned), (20, 0));
    }

    /// An expired session's release is handed in before the sessions are let go: it needs no lock
    /// of the old session (held here, as a request still on it would), and a request that brings
    /// the session back pins after the release, so the new pins stay.
    #[test]
    fn a_returning_session_keeps_the_pins_it_hands_in_after_its_release() {
        let (store, behind) = written_behind();
        let sessions =
            Arc::new(expiring(Some(Arc::clone(&behind) as Arc<dyn Archive>), Some(Arc::clone(&behind))));
        let start = Instant::now();
        let old = sessions.get(7 << 64, start);
        let held = old.lock().expect("lock");
        let before = behind.ticket();
        let (done, finished) = std::sync::mpsc::channel();
        let expiring_it = Arc::clone(&sessions);
        std::thread::spawn(move || {
            expiring_it.get(8 << 64, start + Duration::from_secs(5));
            done.send(()).expect("the test waits");
        });
        finished
            .recv_timeout(Duration::from_secs(30))
            .expect("the expiry did not wait for the old session's lock");
        assert_eq!(behind.ticket(), before + 1, "the release handed in");
        let back = sessions.get(7 << 64, start + Duration::from_secs(6));
        assert!(!Arc::ptr_eq(&old, &back), "a new session");
        let name = back.lock().expect("lock").name().to_owned();
        assert_eq!(name, held.name(), "the same name");
        drop(held);
        let handle = behind.put(b"an original the returning session pins", None).expect("named");
        behind.pin(&handle, &name).expect("handed in");
        behind.flush();
        assert_eq!(store.stats().expect("stats").pinned, 1, "the new pin stays");
    }
}
