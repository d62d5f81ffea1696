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
