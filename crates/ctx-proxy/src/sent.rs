//! `Sent`: the history a session's last request sent, kept so the next request takes its
//! messages back rather than copying each of the client's again. A client resends its history
//! with a few new messages, so most of the history a turn starts from is, message for message,
//! the one the last request sent; a carried message is taken only when it is the very message
//! the copy would make (compared, not assumed), so what a turn starts from is the same either way.
//! A message kept and not taken is handed back, to be freed where the request's other spent
//! messages are, and a history whose body is larger than [`SENT_BYTES`] is not kept at all.

use std::sync::Arc;

use ctx_pipeline::{ChatMessage, Content};

/// The most bytes of body a session keeps the sent history of. A history is kept per idle
/// session (up to the sessions' cap), so each is bounded: 2 MiB holds the history a 200k-token
/// window allows (about 0.8 MB of text at 4 bytes a token, its JSON a little more) twice over,
/// while 256 sessions at the cap hold at most 512 MiB of bodies' worth (the messages' own
/// structure, a few hundred bytes each, aside). A longer history (a pass-through with no
/// window, a larger window) is copied on its next request, as before sessions kept any.
pub(crate) const SENT_BYTES: usize = 2 << 20;

/// The history the last request sent, shared with the thread that prepares its names
/// (`ReadAhead`) until that thread is done with it.
#[derive(Debug, Default)]
pub(crate) struct Sent {
    history: Option<Arc<Vec<ChatMessage>>>,
    /// The tag of the last history kept (or not), one more for each: what the thread preparing
    /// for it tags its keys and archived copy with (ctx-pipeline's `Proven`). Never 0.
    tag: u64,
}

impl Sent {
    /// Keeps `history`, the messages a request sent, for the next request, when `bytes` (the
    /// length of the body it was sent as, which holds every message's text, known without
    /// reading them again) is at most [`SENT_BYTES`]; else keeps nothing.
    /// Its tag, new for every history handed in (kept or not).
    pub(crate) fn keep(&mut self, history: Arc<Vec<ChatMessage>>, bytes: usize) -> u64 {
        self.history = (bytes <= SENT_BYTES).then_some(history);
        self.tag += 1;
        self.tag
    }

    /// Forgets what was kept.
    pub(crate) fn clear(&mut self) {
        self.history = None;
    }

    /// The messages kept, in order, taken out: none when nothing was kept or the thread
    /// preparing their names still holds them (then every message is copied, as without them).
    /// With them, their tag (0 with none).
    pub(crate) fn take(&mut self) -> (std::vec::IntoIter<ChatMessage>, u64) {
        match self.history.take().and_then(|history| Arc::try_unwrap(history).ok()) {
            Some(history) => (history.into_iter(), self.tag),
            None => (Vec::new().into_iter(), 0),
        }
    }
}

/// `client` with `content` in place of its own (its own when `None`): `carried`, taken out, when
/// it is that very message, else a copy (the client's content not copied only to be replaced),
/// `carried` left where it is.
pub(crate) fn client_or_carried(
    carried: &mut Option<ChatMessage>,
    client: &ChatMessage,
    content: Option<&Content>,
) -> ChatMessage {
    let content = content.unwrap_or(&client.content);
    if let Some(carried) =
        carried.take_if(|carried| carried.content == *content && same_but_content(carried, client))
    {
        return carried;
    }
    let ChatMessage { role, content: _, tool_calls, tool_call_id, name, extra } = client;
    ChatMessage {
        role: role.clone(),
        content: content.clone(),
        tool_calls: tool_calls.clone(),
        tool_call_id: tool_call_id.clone(),
        name: name.clone(),
        extra: extra.clone(),
    }
}

/// `message`: `carried`, taken out, when it is the same message, else a copy (`carried` left).
pub(crate) fn or_carried(carried: &mut Option<ChatMessage>, message: &ChatMessage) -> ChatMessage {
    carried.take_if(|carried| carried == message).unwrap_or_else(|| message.clone())
}

/// True when `a` and `b` are the same message but for their content (every other field named,
/// so a field added to `ChatMessage` is compared here too).
fn same_but_content(a: &ChatMessage, b: &ChatMessage) -> bool {
    let ChatMessage { role, content: _, tool_calls, tool_call_id, name, extra } = a;
    *role == b.role
        && *tool_calls == b.tool_calls
        && *tool_call_id == b.tool_call_id
        && *name == b.name
        && *extra == b.extra
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_pipeline::{Object, Role, ToolCall};

    fn call(id: &str, arguments: &str) -> ChatMessage {
        let mut message = ChatMessage::assistant("calling");
        message.tool_calls = Some(vec![ToolCall::function(id, "bash", arguments)]);
        message
    }

    #[test]
    fn a_carried_message_is_taken_only_when_it_is_the_copy() {
        let client = call("c1", r#"{"command":"ls"}"#);
        let squash = Content::from("squashed");
        // The same message, its own content or the slot's: taken, not copied.
        for content in [None, Some(&squash)] {
            let expected = client_or_carried(&mut None, &client, content);
            assert_eq!(expected.content, *content.unwrap_or(&client.content));
            assert_eq!(expected.tool_calls, client.tool_calls);
            let carried = expected.clone();
            let address = carried.tool_calls.as_ref().map(Vec::as_ptr);
            let mut carried = Some(carried);
            let taken = client_or_carried(&mut carried, &client, content);
            assert_eq!(carried, None, "taken out");
            assert_eq!(taken, expected);
            assert_eq!(taken.tool_calls.as_ref().map(Vec::as_ptr), address, "copied");
        }
        // Any field that differs: the copy, never the carried message.
        let mut others = Vec::new();
        for change in 0..6 {
            let mut other = client.clone();
            match change {
                0 => other.role = Role::User,
                1 => other.content = Content::from("other"),
                2 => other.tool_calls = Some(vec![ToolCall::function("c1", "bash", "{}")]),
                3 => other.tool_call_id = Some("c0".into()),
                4 => other.name = Some("agent".into()),
                _ => {
                    other.extra = Object::new();
                    other.extra.insert("cache_control", &1);
                }
            }
            others.push(other);
        }
        for other in others {
            assert_ne!(other, client);
            // Not taken: left where it was, to be handed back.
            let mut carried = Some(other.clone());
            assert_eq!(client_or_carried(&mut carried, &client, None), client);
            assert_eq!(carried.as_ref(), Some(&other));
            assert_eq!(or_carried(&mut carried, &client), client);
            assert_eq!(carried, Some(other));
        }
        let mut same = Some(client.clone());
        assert_eq!(or_carried(&mut same, &client), client);
        assert_eq!(same, None);
        assert_eq!(client_or_carried(&mut None, &client, Some(&squash)).content, squash);
        assert_eq!(or_carried(&mut None, &client), client);
    }

    #[test]
    fn kept_history_is_taken_back_once_and_only_when_no_one_else_holds_it() {
        let history = Arc::new(vec![ChatMessage::user("a"), ChatMessage::assistant("b")]);
        let mut sent = Sent::default();
        assert_eq!(sent.take().0.len(), 0);
        sent.keep(Arc::clone(&history), 0);
        // The names thread still holds it: nothing taken, and nothing kept past the asking.
        assert_eq!(sent.take().0.len(), 0);
        assert_eq!(sent.take().0.len(), 0);
        sent.keep(Arc::clone(&history), 0);
        drop(history);
        assert_eq!(
            sent.take().0.collect::<Vec<_>>(),
            vec![ChatMessage::user("a"), ChatMessage::assistant("b")]
        );
        assert_eq!(sent.take().0.len(), 0);
        sent.keep(Arc::new(vec![ChatMessage::user("c")]), 0);
        sent.clear();
        assert_eq!(sent.take().0.len(), 0);
    }

    #[test]
    fn a_history_sent_in_a_body_over_the_cap_is_not_kept() {
        let history = || Arc::new(vec![ChatMessage::user("a"), ChatMessage::assistant("b")]);
        let mut sent = Sent::default();
        sent.keep(history(), SENT_BYTES + 1);
        assert_eq!(sent.take().0.len(), 0);
        // At the cap, kept; and one over it forgets what was kept before.
        sent.keep(history(), SENT_BYTES);
        sent.keep(history(), usize::MAX);
        assert_eq!(sent.take().0.len(), 0);
        sent.keep(history(), SENT_BYTES);
        assert_eq!(sent.take().0.len(), 2);
    }
}
