//! `Rewriter`: one request body in, the body to send upstream out (or the reason it goes
//! untouched). No I/O here: the server calls it on a blocking thread.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ctx_pipeline::{ChatMessage, Role};
use xxhash_rust::xxh3::Xxh3;

use crate::after::After;
use crate::dialect::{Body, Endpoint, KNOWN_BYTES, Known};
use crate::later::Owed;
use crate::prefixes::{self, PREFIX_BYTES, Prefixes};
use crate::session::{Changes, Rules, fingerprint};
use crate::sessions::{Key, Sessions};

/// What became of a request body.
#[derive(Debug)]
pub(crate) enum Outcome {
    /// Send this body instead of the client's.
    /// `owed`: what the saving's "before" still owes, counted off the request's path; `after`:
    /// the work the request leaves for once its response is sent (handed in when dropped).
    Rewritten {
        body: String,
        session: String,
        changes: Changes,
        owed: Option<Owed>,
        archive_failure: Option<String>,
        after: Option<After>,
    },
    /// Send the client's body: nothing to change (`after` as for `Rewritten`).
    Unchanged { session: String, changes: Changes, after: Option<After> },
    /// Send the client's body: it could not be read, or the rewrite would have broken a rule.
    Untouched { reason: String },
}

/// The rewriting half of the proxy: the sessions, the message records read before, each
/// conversation's last body's records, and the window when one is forced.
pub(crate) struct Rewriter {
    sessions: Sessions,
    known: Mutex<Known>,
    prefixes: Mutex<Prefixes>,
    window: Option<usize>,
}

impl Rewriter {
    /// A rewriter working by `rules`, under `window` tokens when given (else the request's
    /// model's window); sessions expire after `idle`, at most `capacity` are kept.
    pub(crate) fn new(rules: Arc<Rules>, window: Option<usize>, idle: Duration, capacity: usize) -> Rewriter {
        Rewriter {
            sessions: Sessions::new(rules, idle, capacity),
            known: Mutex::new(Known::new(KNOWN_BYTES, idle)),
            prefixes: Mutex::new(Prefixes::new(PREFIX_BYTES, capacity, idle)),
            window,
        }
    }

    /// The same, keeping no body's records to read the next body after (to compare with).
    #[cfg(test)]
    fn without_prefixes(rules: Arc<Rules>, window: Option<usize>) -> Rewriter {
        let rewriter = Rewriter::new(rules, window, Duration::from_mins(1), 4);
        Rewriter { prefixes: Mutex::new(Prefixes::new(0, 0, Duration::from_mins(1))), ..rewriter }
    }

    /// Rewrites a request `body` sent to `endpoint`; `session` is the client's own session id,
    /// when it sends one.
    pub(crate) fn rewrite(&self, endpoint: Endpoint, body: &[u8], session: Option<&[u8]>) -> Outcome {
        let now = Instant::now();
        // A body is read after its conversation's last one, and leaves its own records; the bytes
        // it shares with that one are not checked for UTF-8 again.
        let conversation = prefixes::key(body);
        let mut prefix = conversation.map(|key| Prefixes::take(&self.prefixes, key, now)).unwrap_or_default();
        let Some(text) = prefix.text(body) else {
            if let Some(key) = conversation {
                // A prefix taken with carried messages and put back: it keeps them.
                drop(Prefixes::put(&self.prefixes, key, prefix, now));
            }
            return Outcome::Untouched { reason: "the body is not UTF-8".into() };
        };
        let text = &*text;
        crate::phase::mark("prefix, utf8");
        Known::expire(&self.known, now);
        let mut parsed = match Body::parse(endpoint, text, &self.known, &mut prefix) {
            Ok(parsed) => parsed,
            Err(reason) => return Outcome::Untouched { reason },
        };
        crate::phase::mark("parse");
        // What the last body carried and this one did not share (a turn's changed newest record,
        // a rewound history's), freed once the session is done, off the path when it can be.
        let unshared = prefix.take_carried();
        drop(prefix);
        let next = conversation.map(|key| (key, parsed.prefix()));
        let window = self.window.unwrap_or_else(|| {
            ctx_window::resolve(&ctx_window::Config::default(), &parsed.model().unwrap_or_default())
        });
        let read = parsed.read_fingerprints().to_vec();
        let messages = parsed.take_messages();
        let handle = self.sessions.get(key(endpoint, &messages, session), Instant::now());
        let mut session = handle.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let name = session.name().to_owned();
        crate::phase::mark("session got");
        let (messages, changes, client) = session.rewrite_handing_back(messages, read, window);
        let archive_failure = session.archive_failure().map(str::to_owned);
        let owed = session.take_owed();
        let mut ahead = session.take_read_ahead();
        crate::phase::mark("session rewrite");
        // The body's records are left for its conversation's next body, carrying the client's
        // messages as read when the session is done with them (the next body takes the messages
        // of the records it shares from them rather than copy them out of `Known`); what the
        // prefix does not keep is freed with the request's other spent messages.
        if let Some((key, mut prefix)) = next {
            let untaken = prefix.carry(client);
            let released = Prefixes::put(&self.prefixes, key, prefix, now);
            if let Some(ahead) = &mut ahead {
                ahead.spend(untaken);
                ahead.spend(unshared);
                ahead.spend(released);
            }
        } else if let Some(ahead) = &mut ahead {
            ahead.spend(client);
            ahead.spend(unshared);
        }
        if !changes.any() {
            let sent = Arc::new(messages);
            let tag = session.keep_sent(Arc::clone(&sent), body.len());
            drop(session);
            let after = ahead.map(|ahead| ahead.after(sent, tag).held());
            return Outcome::Unchanged { session: name, changes, after };
        }
        drop(session);
        crate::phase::mark("prefix put");
        let written = parsed.write(messages);
        crate::phase::mark("write");
        // Once the body is written: the request's own work comes first. The thread is handed the
        // messages sent, to prepare the next compaction's names, once the response is sent, and
        // the session keeps them for the next request to take back once the thread is done with
        // them (when the body written, which holds their text, is within the cap: its length is
        // known for free).
        let sent = Arc::new(parsed.take_messages());
        let tag = handle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .keep_sent(Arc::clone(&sent), written.len());
        let after = ahead.map(|ahead| ahead.after(sent, tag).held());
        crate::phase::mark("keep sent, spawn");
        if breakpoints(text) != breakpoints(&written) {
            return Outcome::Untouched {
                reason: "the rewrite would have moved or dropped a cache_control breakpoint".into(),
            };
        }
        crate::phase::mark("breakpoints");
        Outcome::Rewritten { body: written, session: name, changes, owed, archive_failure, after }
    }
}

/// The session key: the client's session id when it sends one, else the system messages and the
/// first user message (what a conversation starts with), with the endpoint.
fn key(endpoint: Endpoint, messages: &[ChatMessage], session: Option<&[u8]>) -> Key {
    let mut hasher = Xxh3::new();
    hasher.update(endpoint.name().as_bytes());
    if let Some(session) = session {
        hasher.update(b"\0header\0");
        hasher.update(session);
        return hasher.digest128();
    }
    let start = messages.iter().position(|message| message.role == Role::User).map_or(1, |at| at + 1);
    for message in messages.iter().take(start) {
        hasher.update(&fingerprint(message).to_le_bytes());
    }
    hasher.digest128()
}

/// Every `cache_control` value in a JSON text, in order, without white space: what must be the
/// same before and after a rewrite. A key is told from text that merely mentions it by its
/// closing quote, which inside a JSON string would be escaped.
pub(crate) fn breakpoints(text: &str) -> Vec<String> {
    let needle = b"\"cache_control\"";
    memchr::memmem::find_iter(text.as_bytes(), needle)
        .filter(|&at| at == 0 || text.as_bytes()[at - 1] != b'\\')
        .filter_map(|at| {
            let rest = text[at + needle.len()..].trim_start().strip_prefix(':')?;
            let mut values =
                serde_json::Deserializer::from_str(rest).into_iter::<&serde_json::value::RawValue>();
            let value = values.next()?.ok()?;
            Some(ctx_message::minify_json(value.get()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, expected: &[&str]) {
        assert_eq!(breakpoints(text), expected, "{text}");
    }

    #[test]
    fn breakpoints_are_the_cache_control_keys_alone() {
        check(r#"{"a": 1}"#, &[]);
        check(
            r#"{"system": [{"type": "text", "cache_control": {"type": "ephemeral", "ttl": "1h"}}]}"#,
            &[r#"{"type":"ephemeral","ttl":"1h"}"#],
        );
        check(
            r#"[{"cache_control":{"type":"ephemeral"}},{"cache_control" : null}]"#,
            &[r#"{"type":"ephemeral"}"#, "null"],
        );
        check(r#"{"text": "a \"cache_control\": {} in a string"}"#, &[]);
        check(r#"{"text": "ends with cache_control", "no_cache_control": 1}"#, &[]);
        check(r#"{"cache_control": {"type": "a b"}}"#, &[r#"{"type":"a b"}"#]);
    }

    fn chat(messages: &str) -> String {
        format!(r#"{{"model":"gpt-4o","messages":{messages}}}"#)
    }

    #[test]
    fn an_unreadable_body_is_untouched_with_its_reason() {
        let rewriter =
            Rewriter::new(Rules::new(ctx_pipeline::Policy::default()), None, Duration::from_mins(1), 4);
        let Outcome::Untouched { reason } = rewriter.rewrite(Endpoint::ChatCompletions, b"{not json", None)
        else {
            panic!("untouched")
        };
        assert!(reason.starts_with("invalid JSON"), "{reason}");
        let Outcome::Untouched { reason } = rewriter.rewrite(Endpoint::ChatCompletions, &[0xff, 0xfe], None)
        else {
            panic!("untouched")
        };
        assert_eq!(reason, "the body is not UTF-8");
    }

    /// What became of a body, to compare two rewriters by.
    fn sent(outcome: Outcome) -> String {
        match outcome {
            Outcome::Rewritten { body, .. } => body,
            Outcome::Unchanged { .. } => "unchanged".into(),
            Outcome::Untouched { reason } => reason,
        }
    }

    #[test]
    fn a_body_read_after_the_last_one_of_its_conversation_is_rewritten_as_one_read_whole() {
        // A conversation that grows by a call and its long result each turn, compacting under a
        // small window; along the way the client re-spaces its history, edits an early message,
        // sends a body that is not JSON, and starts over. In each dialect, converted from Chat.
        let rules = || Rules::new(ctx_pipeline::Policy::default());
        let (after, whole) = (
            Rewriter::new(rules(), Some(12_000), Duration::from_mins(1), 4),
            Rewriter::without_prefixes(rules(), Some(12_000)),
        );
        for endpoint in [Endpoint::ChatCompletions, Endpoint::AnthropicMessages, Endpoint::Responses] {
            let mut records = vec![
                r#"{"role":"system","content":"be brief"}"#.to_owned(),
                r#"{"role":"user","content":"test it"}"#.to_owned(),
            ];
            let (mut rewritten, mut body, mut last) = (0, String::new(), false);
            for turn in 0..24 {
                let log: String =
                    (0..400).fold(String::new(), |log, n| log + &format!("test t{turn}::case_{n} ... ok\\n"));
                records.push(format!(
                    r#"{{"role":"assistant","content":null,"tool_calls":[{{"id":"c{turn}","type":"function","function":{{"name":"bash","arguments":"{{\"command\":\"cargo test {turn}\"}}"}}}}]}}"#
                ));
                records.push(format!(
                    r#"{{"role":"tool","tool_call_id":"c{turn}","content":"{log}test result: ok\n"}}"#
                ));
                body = chat(&format!("[{}]", records.join(",")));
                if endpoint != Endpoint::ChatCompletions {
                    let conversation = ctx_pipeline::Conversation::parse(&body).expect("a Chat body");
                    body = conversation.write_as(endpoint.dialect());
                }
                match turn {
                    7 => body = body.replace("},{", "}, {"),
                    11 => records[1] = r#"{"role":"user","content":"test it all"}"#.to_owned(),
                    15 => body.truncate(body.len() / 2),
                    19 => records.drain(2..10).for_each(drop),
                    _ => {}
                }
                if turn == 13 {
                    // A body that is not UTF-8 past what it shares with the last one: untouched.
                    let mut bytes = body.clone().into_bytes();
                    bytes.insert(bytes.len() - 10, 0xff);
                    for rewriter in [&after, &whole] {
                        assert_eq!(sent(rewriter.rewrite(endpoint, &bytes, None)), "the body is not UTF-8");
                    }
                }
                let (a, b) = (
                    after.rewrite(endpoint, body.as_bytes(), None),
                    whole.rewrite(endpoint, body.as_bytes(), None),
                );
                last = matches!(a, Outcome::Rewritten { .. });
                rewritten += usize::from(last);
                assert_eq!(sent(a), sent(b), "{} turn {turn}", endpoint.name());
            }
            assert!(rewritten > 20, "{}: {rewritten} rewritten", endpoint.name());
            // The last body's records are kept to read the next one after, by one rewriter alone.
            let Some(key) = prefixes::key(body.as_bytes()) else {
                panic!("the test's bodies grow past the key's 64 KiB")
            };
            let value: serde_json::Value = serde_json::from_str(&body).expect("JSON");
            let held = ["messages", "input"].iter().find_map(|key| value[key].as_array()).map(Vec::len);
            let mut taken = Prefixes::take(&after.prefixes, key, Instant::now());
            assert_eq!(Some(taken.records()), held, "{}", endpoint.name());
            // A Chat or Anthropic body rewritten leaves its client's messages carried for the next
            // to take (a Chat body one per record); a Responses body none.
            assert!(last, "{}: the last body is rewritten", endpoint.name());
            let carried = taken.take_carried().len();
            match endpoint {
                Endpoint::ChatCompletions => assert_eq!(Some(carried), held),
                Endpoint::AnthropicMessages => assert!(carried > 0),
                Endpoint::Responses => assert_eq!(carried, 0),
            }
            assert_eq!(Prefixes::take(&whole.prefixes, key, Instant::now()).records(), 0);
        }
    }

    #[test]
    fn the_same_body_twice_gives_the_same_bytes() {
        let rewriter =
            Rewriter::new(Rules::new(ctx_pipeline::Policy::default()), None, Duration::from_mins(1), 4);
        let log: String = (0..500).fold(String::new(), |log, n| log + &format!("test case_{n} ... ok\n"))
            + "test result: ok\n";
        let body = chat(&format!(
            r#"[{{"role":"user","content":"test"}},{{"role":"assistant","content":null,"tool_calls":[{{"id":"1","type":"function","function":{{"name":"bash","arguments":"{{\"command\":\"cargo test\"}}"}}}}]}},{{"role":"tool","tool_call_id":"1","content":{}}}]"#,
            serde_json::to_string(&log).expect("json")
        ));
        let first = rewriter.rewrite(Endpoint::ChatCompletions, body.as_bytes(), None);
        let second = rewriter.rewrite(Endpoint::ChatCompletions, body.as_bytes(), None);
        match (first, second) {
            (Outcome::Rewritten { body: a, after, .. }, Outcome::Rewritten { body: b, .. }) => {
                assert_eq!(a, b);
                // The first sight's read-ahead of its large result is left for once the response
                // is sent, not handed to its thread by the rewrite.
                assert!(after.is_some_and(|after| !after.handed()), "held for after the response");
                assert!(a.len() < body.len() && a.contains("lines omitted"), "{a}");
            }
            other => panic!("{other:?}"),
        }
        let short = chat(r#"[{"role":"user","content":"hi"}]"#);
        assert!(matches!(
            rewriter.rewrite(Endpoint::ChatCompletions, short.as_bytes(), None),
            Outcome::Unchanged { .. }
        ));
    }
}
