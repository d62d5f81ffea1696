//! The recorded trajectories through the proxy on loopback, to a stub upstream that records what
//! it received. Left out of the package: it reads the workspace's recorded data.

mod stub;

use stub::{Reply, Stub, client, proxy, send};

const CHAT: &str = "/v1/chat/completions";
const ANTHROPIC: &str = "/v1/messages";
const RESPONSES: &str = "/v1/responses";

/// The records of a request body's conversation (`messages`, or `input` for Responses), as
/// written.
fn records(body: &[u8]) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Body<'a> {
        #[serde(borrow, alias = "input")]
        messages: Vec<&'a serde_json::value::RawValue>,
    }
    let body: Body<'_> = serde_json::from_slice(body).expect("a conversation body");
    body.messages.iter().map(|record| record.get().to_owned()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unchanged_messages_go_upstream_as_the_client_wrote_them_in_each_dialect() {
    // A recorded session's requests, its indented messages in compact bodies as the replay sends
    // them, under a window that makes the policy mask and compact along the way.
    let path = ctx_testdata::trajectory_paths()
        .into_iter()
        .find(|path| ctx_testdata::file_name(path) == "claude-code__cctrace-132b2f66.json")
        .expect("the recorded Claude Code session");
    let chat: Vec<String> = stub::chat_requests(&ctx_testdata::read(&path)).into_iter().take(40).collect();
    let convert = |request: &String, dialect: ctx_pipeline::Dialect| {
        ctx_pipeline::Conversation::parse_as(request, ctx_pipeline::Dialect::OpenAiChat)
            .expect("a Chat request")
            .write_as(dialect)
    };
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |config| config.window = Some(16_000)).await;
    let client = client();
    for (path, dialect) in [
        (CHAT, ctx_pipeline::Dialect::OpenAiChat),
        (ANTHROPIC, ctx_pipeline::Dialect::Anthropic),
        (RESPONSES, ctx_pipeline::Dialect::OpenAiResponses),
    ] {
        let (mut changed, mut kept) = (0, 0);
        for (index, request) in chat.iter().enumerate() {
            let body = if dialect == ctx_pipeline::Dialect::OpenAiChat {
                request.clone()
            } else {
                convert(request, dialect)
            };
            send(&client, addr, "POST", path, &[], body.clone()).await;
            let sent = stub.last().body;
            let theirs: Vec<serde_json::Value> = records(body.as_bytes())
                .iter()
                .map(|record| serde_json::from_str(record).expect("JSON"))
                .collect();
            for record in records(&sent) {
                if body.contains(&record) {
                    kept += 1;
                    continue;
                }
                // Not the client's bytes: then not the client's message either.
                let value: serde_json::Value = serde_json::from_str(&record).expect("JSON");
                assert!(
                    !theirs.contains(&value),
                    "{path}, request {index}: a record re-spaced: {record:.200}"
                );
                changed += 1;
            }
        }
        assert!(changed > 0 && kept > changed, "{path}: {changed} records changed, {kept} kept");
    }
}

/// What the upstream received for each of `requests`, sent in order on one session of a new
/// proxy under a 16,000-token window; with `pause`, each after the proxy had that long to read
/// the one before ahead.
async fn upstream_bodies(requests: &[String], pause: Option<std::time::Duration>) -> Vec<Vec<u8>> {
    let stub = Stub::start(Reply::Json(200, "{}".into())).await;
    let addr = proxy(&stub, |config| config.window = Some(16_000)).await;
    let client = client();
    let mut bodies = Vec::new();
    for request in requests {
        send(&client, addr, "POST", CHAT, &[("x-ctx-session", "s")], request.clone()).await;
        bodies.push(stub.last().body.to_vec());
        if let Some(pause) = pause {
            tokio::time::sleep(pause).await;
        }
    }
    bodies
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compactions_read_ahead_or_not_send_the_same_bytes_and_a_diverged_client_is_served_afresh() {
    let path = ctx_testdata::trajectory_paths()
        .into_iter()
        .find(|path| ctx_testdata::file_name(path) == "claude-code__cctrace-132b2f66.json")
        .expect("the recorded Claude Code session");
    let mut requests: Vec<String> =
        stub::chat_requests(&ctx_testdata::read(&path)).into_iter().take(40).collect();
    // Each turn read ahead before the next comes (as an upstream's reply gives it time to be),
    // and each sent at once, racing the reading ahead of the one before: the same bytes.
    let prepared = upstream_bodies(&requests, Some(std::time::Duration::from_millis(100))).await;
    let racing = upstream_bodies(&requests, None).await;
    let compacted =
        prepared.windows(2).filter(|pair| records(&pair[1]).len() < records(&pair[0]).len()).count();
    assert!(compacted > 0, "the window makes the policy compact along the way");
    assert!(prepared == racing, "the bytes upstream depend on the reading ahead");
    // The client leaves the history read ahead (it compacted on its own, its first message
    // rewritten): on the same session, the bytes a new proxy sends for that history.
    let last = requests.pop().expect("40 requests");
    let mut diverged: serde_json::Value = serde_json::from_str(&last).expect("JSON");
    diverged["messages"][0]["content"] = "start again".into();
    requests.push(diverged.to_string());
    let served = upstream_bodies(&requests, Some(std::time::Duration::from_millis(100))).await;
    let fresh = upstream_bodies(&requests[requests.len() - 1..], None).await;
    assert_eq!(served.last(), fresh.last());
}

/// Tokens of the records of `theirs` that `ours` does not hold as they were written, and of the
/// records of `ours` that `theirs` does not: what a rewrite replaced or left out, and what it
/// sent in their place, by the definition (each record counted as a message, every time).
fn changed_tokens(theirs: &[u8], ours: &[u8]) -> (u64, u64) {
    let only = |a: &[u8], b: &[u8]| -> u64 {
        let mut held: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        for record in records(b) {
            *held.entry(record).or_default() += 1;
        }
        records(a)
            .into_iter()
            .filter(|record| match held.get_mut(record) {
                Some(left) if *left > 0 => {
                    *left -= 1;
                    false
                }
                _ => true,
            })
            .map(|record| {
                let message = ctx_pipeline::ChatMessage::parse(&record).expect("a Chat message");
                ctx_pipeline::count_message_tokens(&message) as u64
            })
            .sum()
    };
    (only(theirs, ours), only(ours, theirs))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replayed_session_s_ledger_holds_what_each_request_replaced_and_sent_in_its_place() {
    // The two recorded Claude Code sessions, every request, under a window that compacts (the
    // latency bench's compacting turn among them): their new large squashed results' counts are
    // left to their threads (the ledger's "before" alone), the ledger's row written once they are
    // counted. Per session, the ledger's totals are the definition's, summed over the requests
    // the proxy rewrote.
    use ctx_archive::{By, Ledger, MemoryArchive, Since};
    for name in ["claude-code__cctrace-132b2f66.json", "claude-code__cctrace-f33cdb42.json"] {
        let path = ctx_testdata::trajectory_paths()
            .into_iter()
            .find(|path| ctx_testdata::file_name(path) == name)
            .expect("the recorded Claude Code session");
        let requests = stub::chat_requests(&ctx_testdata::read(&path));
        let ledger = std::sync::Arc::new(MemoryArchive::new());
        let stub = Stub::start(Reply::Json(200, "{}".into())).await;
        let shared = std::sync::Arc::clone(&ledger);
        let addr = proxy(&stub, |config| {
            config.window = Some(16_000);
            config.ledger = Some(shared);
        })
        .await;
        let client = client();
        let (mut events, mut before, mut after) = (0, 0, 0);
        for request in &requests {
            send(&client, addr, "POST", CHAT, &[("x-ctx-session", "s")], request.clone()).await;
            let (theirs, ours) = changed_tokens(request.as_bytes(), &stub.last().body);
            if theirs != ours {
                (events, before, after) = (events + 1, before + theirs, after + ours);
            }
        }
        assert!(events > 30, "{name}: {events} savings");
        let mut totals = Vec::new();
        for _ in 0..200 {
            totals = ledger.totals(By::Session, Since::Ever).expect("totals");
            if totals.first().is_some_and(|total| total.events == events) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert_eq!(totals.len(), 1, "{name}");
        assert_eq!(
            (totals[0].events, totals[0].tokens_before, totals[0].tokens_after),
            (events, before, after),
            "{name}"
        );
    }
}
