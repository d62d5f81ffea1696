//! The proxy on loopback between a client and a stub upstream that records what it received.

mod stub;

use std::time::Duration;

use ctx_proxy::{Config, Level, Proxy};
use stub::{Reply, Stub, client, proxy, send};

/// A test run's output: 600 passing tests and one failure.
fn test_log() -> String {
    let mut log = (0..600).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
    log.push_str("test tests::parser_7 ... FAILED\n\nfailures:\n\n---- tests::parser_7 stdout ----\n");
    log.push_str("thread 'tests::parser_7' panicked at src/parse.rs:42:9:\nassertion failed\n");
    log.push_str("test result: FAILED. 600 passed; 1 failed; 0 ignored\n");
    log
}

fn json(text: &str) -> String {
    serde_json::to_string(text).expect("a JSON string")
}

/// A Chat Completions body: a task, a `cargo test` call and its output.
fn chat_body(output: &str) -> String {
    format!(
        r#"{{"model":"gpt-4o","stream":true,"messages":[{{"role":"system","content":"You are a coding agent."}},{{"role":"user","content":"Make the tests pass."}},{{"role":"assistant","content":null,"tool_calls":[{{"id":"call_1","type":"function","function":{{"name":"bash","arguments":"{{\"command\":\"cargo test\"}}"}}}}]}},{{"role":"tool","tool_call_id":"call_1","content":{}}}],"temperature":0.2}}"#,
        json(output)
    )
}

const OK: &str = r#"{"id":"chatcmpl-1","object":"chat.completion","choices":[]}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tool_result_is_squashed_and_everything_else_kept() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let body = chat_body(&test_log());
    let got = send(
        &client(),
        addr,
        "POST",
        "/v1/chat/completions",
        &[("content-type", "application/json")],
        body.clone(),
    )
    .await;
    assert_eq!((got.status, got.body()), (200, OK.as_bytes().to_vec()));
    let sent = stub.last();
    let sent: serde_json::Value = serde_json::from_slice(&sent.body).expect("JSON upstream");
    let original: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    let result = sent["messages"][3]["content"].as_str().expect("a string");
    assert!(result.len() < test_log().len() / 2, "squashed: {} of {} bytes", result.len(), test_log().len());
    for fact in ["parser_7 ... FAILED", "src/parse.rs:42:9", "test result: FAILED. 600 passed; 1 failed"] {
        assert!(result.contains(fact), "{fact} kept in {result}");
    }
    assert!(result.contains("lines omitted"), "{result}");
    let mut expected = original.clone();
    expected["messages"][3]["content"] = serde_json::Value::String(result.to_owned());
    assert_eq!(sent, expected, "only the tool result changed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn headers_and_credentials_arrive_unchanged() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let headers = [
        ("authorization", "Bearer sk-test-secret"),
        ("x-api-key", "sk-ant-test-secret"),
        ("anthropic-version", "2023-06-01"),
        ("anthropic-beta", "prompt-caching-2024-07-31"),
        ("user-agent", "claude-cli/2.1.0 (external, cli)"),
        ("x-custom", "a; b=c"),
        ("content-type", "application/json"),
    ];
    for path in ["/v1/chat/completions?beta=true", "/v1/models"] {
        send(&client(), addr, "POST", path, &headers, chat_body(&test_log())).await;
        let sent = stub.last();
        assert_eq!(sent.uri, path);
        for (name, value) in headers {
            assert_eq!(sent.header(name), Some(value.as_bytes()), "{name} on {path}");
        }
        assert_eq!(sent.header("host"), Some(stub.addr.to_string().as_bytes()), "the upstream's host");
        assert_eq!(sent.header("content-length"), Some(sent.body.len().to_string().as_bytes()));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_paths_and_methods_go_through_untouched() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let body = chat_body(&test_log());
    for (method, path) in [
        ("POST", "/v1/messages/count_tokens"),
        ("POST", "/v1/embeddings"),
        ("PUT", "/v1/chat/completions"),
        ("GET", "/v1/models?limit=5"),
    ] {
        send(&client(), addr, method, path, &[], body.clone()).await;
        let sent = stub.last();
        assert_eq!((sent.method.as_str(), sent.uri.as_str()), (method, path));
        assert_eq!(sent.body, body.as_bytes(), "{method} {path}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_sent_events_stream_through_in_order_as_they_come() {
    let events: Vec<String> = (0..6)
        .map(|n| {
            format!(
                "event: content_block_delta\ndata: {{\"index\":0,\"delta\":{{\"text\":\"part {n} ü\"}}}}\n\n"
            )
        })
        .collect();
    let stub = Stub::start(Reply::Sse(events.clone(), Duration::from_millis(150))).await;
    let addr = proxy(&stub, |_| {}).await;
    let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body("short")).await;
    assert_eq!(got.status, 200);
    assert_eq!(got.header("content-type"), Some(&b"text/event-stream"[..]));
    assert_eq!(got.body(), events.concat().into_bytes(), "the same bytes, in order");
    let (first, _) = got.chunks.first().expect("a chunk");
    let (last, _) = got.chunks.last().expect("a chunk");
    // Streamed, not buffered: the first bytes came pauses before the last (a loaded machine may
    // join events into one read, so the bounds leave room).
    assert!(got.chunks.len() >= 2, "{} chunks: streamed, not buffered", got.chunks.len());
    assert!(
        last.saturating_sub(*first) >= Duration::from_millis(300),
        "the first event came {first:?}, the last {last:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_request_twice_sends_the_same_bytes_upstream() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let body = chat_body(&test_log());
    let client = client();
    send(&client, addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
    send(&client, addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
    let received = stub.received();
    assert_eq!(received.len(), 2);
    assert_ne!(received[0].body, body.as_bytes(), "rewritten");
    assert_eq!(received[0].body, received[1].body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_later_request_repeats_the_earlier_edits_byte_for_byte() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let first = chat_body(&test_log());
    let second = first.replacen(
        r#"],"temperature""#,
        r#",{"role":"assistant","content":"The parser test fails at src/parse.rs:42."},{"role":"user","content":"Fix it."}],"temperature""#,
        1,
    );
    let client = client();
    send(&client, addr, "POST", "/v1/chat/completions", &[], first).await;
    send(&client, addr, "POST", "/v1/chat/completions", &[], second).await;
    let received = stub.received();
    let (a, b) = (&received[0].body, &received[1].body);
    let at = a.len() - r#"],"temperature":0.2}"#.len();
    assert_eq!(a[..at], b[..at], "the second request starts with the first one's bytes");
    assert!(std::str::from_utf8(&b[at..]).expect("UTF-8").contains("Fix it."));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cache_breakpoints_stay_where_the_client_put_them() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let marked = |text: &str| {
        format!(r#"[{{"type":"text","text":{},"cache_control":{{"type":"ephemeral"}}}}]"#, json(text))
    };
    let body = format!(
        r#"{{"model":"anthropic/claude-sonnet-4.5","messages":[{{"role":"system","content":{}}},{{"role":"user","content":"Run the tests."}},{{"role":"assistant","content":null,"tool_calls":[{{"id":"c1","type":"function","function":{{"name":"bash","arguments":"{{\"command\":\"cargo test\"}}"}}}}]}},{{"role":"tool","tool_call_id":"c1","content":{}}}]}}"#,
        marked("You are a coding agent."),
        marked(&test_log())
    );
    send(&client(), addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
    let sent: serde_json::Value = serde_json::from_slice(&stub.last().body).expect("JSON");
    let result = &sent["messages"][3]["content"][0];
    assert!(result["text"].as_str().expect("text").len() < test_log().len() / 2, "squashed");
    assert_eq!(result["cache_control"], serde_json::json!({"type": "ephemeral"}), "kept on its block");
    assert_eq!(sent["messages"][0]["content"][0]["cache_control"], serde_json::json!({"type": "ephemeral"}));
    assert_eq!(String::from_utf8_lossy(&stub.last().body).matches("cache_control").count(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_the_proxy_cannot_read_goes_through_untouched() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |_| {}).await;
    let long = test_log();
    for body in [
        format!("{{\"messages\": [{}", json(&long)).into_bytes(),
        br#"{"model":"gpt-4o","messages":"not a list"}"#.to_vec(),
        vec![0xff, 0xfe, 0x00, 0x7b],
        Vec::new(),
    ] {
        let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
        assert_eq!(got.status, 200);
        assert_eq!(stub.last().body, body);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_over_the_limit_streams_through_untouched() {
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&stub, |config| config.max_body = 4_096).await;
    let body = chat_body(&test_log());
    let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
    assert_eq!(got.status, 200);
    assert_eq!(stub.last().body, body.as_bytes());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn upstream_errors_reach_the_client_as_they_came() {
    let overloaded = r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#;
    let stub = Stub::start(Reply::Json(529, overloaded.into())).await;
    let addr = proxy(&stub, |config| config.upstream_timeout = Duration::from_millis(300)).await;
    let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body(&test_log())).await;
    assert_eq!(got.status, 529);
    assert_eq!(got.body(), overloaded.as_bytes());
    assert_eq!(got.header("request-id"), Some(&b"req_stub"[..]));
    for status in [400, 401, 429, 500] {
        stub.set(Reply::Json(status, format!(r#"{{"status":{status}}}"#)));
        let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body("x")).await;
        assert_eq!((got.status, got.body()), (status, format!(r#"{{"status":{status}}}"#).into_bytes()));
    }
    stub.set(Reply::Hang);
    let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body("x")).await;
    assert_eq!(got.status, 504);
    let error: serde_json::Value = serde_json::from_slice(&got.body()).expect("JSON");
    assert_eq!(error["error"]["message"], "ctx proxy: the upstream sent no response in 300ms");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_upstream_is_a_bad_gateway() {
    let free = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}", free.local_addr().expect("an address"));
    drop(free);
    let mut config = Config::new(url);
    config.log = Level::Off;
    let proxy = Proxy::bind("127.0.0.1:0".parse().expect("an address"), config).await.expect("bind");
    let addr = proxy.local_addr().expect("an address");
    tokio::spawn(proxy.serve());
    let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body("x")).await;
    assert_eq!(got.status, 502);
    let error: serde_json::Value = serde_json::from_slice(&got.body()).expect("JSON");
    assert!(
        error["error"]["message"].as_str().expect("a message").starts_with("ctx proxy: the upstream failed")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_concurrent_streams_are_held_without_an_error() {
    let events: Vec<String> = (0..5).map(|n| format!("data: {{\"n\":{n}}}\n\n")).collect();
    let stub = Stub::start(Reply::Sse(events.clone(), Duration::from_millis(100))).await;
    let addr = proxy(&stub, |_| {}).await;
    let expected = events.concat().into_bytes();
    let tasks: Vec<_> = (0..200)
        .map(|n| {
            let expected = expected.clone();
            tokio::spawn(async move {
                let body = chat_body(&format!("{}\nrun {n}", test_log()));
                let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], body).await;
                assert_eq!(got.status, 200, "stream {n}");
                assert_eq!(got.body(), expected, "stream {n}");
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("a stream completed");
    }
    assert_eq!(stub.received().len(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_rewritten_request_records_its_saving_under_its_conversation() {
    use ctx_archive::{By, Ledger, MemoryArchive, Since};
    let ledger = std::sync::Arc::new(MemoryArchive::new());
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let shared = std::sync::Arc::clone(&ledger);
    let addr = proxy(&stub, move |config| {
        config.ledger = Some(shared);
        config.pricing = ("openai".to_owned(), 1.25);
    })
    .await;
    let client = client();
    let body = chat_body(&test_log());
    send(&client, addr, "POST", "/v1/chat/completions", &[], body.clone()).await;
    send(&client, addr, "POST", "/v1/chat/completions", &[], body).await;
    send(&client, addr, "POST", "/v1/chat/completions", &[], chat_body("short")).await;
    let mut totals = Vec::new();
    for _ in 0..100 {
        totals = ledger.totals(By::Session, Since::Ever).expect("totals");
        if totals.first().is_some_and(|total| total.events == 2) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(totals.len(), 1, "one conversation, and nothing recorded for a request left as it was");
    let total = &totals[0];
    assert!(total.key.starts_with("proxy-"), "{}", total.key);
    assert_eq!(total.events, 2, "one saving per rewritten request");
    let log = i64::try_from(ctx_pipeline::count_tokens(&test_log())).expect("a count");
    assert!(
        total.tokens_saved() > log,
        "two requests saved most of the log each: {} of {log}",
        total.tokens_saved()
    );
    assert!((total.usd_saved - total.tokens_saved() as f64 * 1.25 / 1e6).abs() < 1e-9);
}

#[test]
fn a_proxy_stopped_right_after_a_response_has_recorded_its_saving_whole() {
    // A 16 KiB-plus log, whose count only the ledger needs and the request does not wait for;
    // the proxy's runtime is shut down as soon as the client has the response.
    use ctx_archive::{By, Ledger, MemoryArchive, Since};
    use ctx_pipeline::{Conversation, count_message_tokens};
    let log = (0..1_200).fold(test_log(), |log, n| log + &format!("test tests::more_{n} ... ok\n"));
    assert!(log.len() > 16 * 1024);
    let body = chat_body(&log);
    let clients = tokio::runtime::Runtime::new().expect("a runtime");
    let stub = clients.block_on(Stub::start(Reply::Json(200, OK.into())));
    let ledger = std::sync::Arc::new(MemoryArchive::new());
    let mut config = Config::new(stub.url());
    config.log = Level::Off;
    config.ledger = Some(std::sync::Arc::clone(&ledger) as _);
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let proxy =
        runtime.block_on(Proxy::bind("127.0.0.1:0".parse().expect("an address"), config)).expect("bind");
    let addr = proxy.local_addr().expect("an address");
    runtime.spawn(proxy.serve());
    let got = clients.block_on(send(&client(), addr, "POST", "/v1/chat/completions", &[], body.clone()));
    assert_eq!(got.status, 200);
    drop(runtime);
    // What the client sent and what went upstream differ in the log alone.
    let (theirs, ours) = (
        Conversation::parse(&body).expect("a Chat body"),
        Conversation::parse(std::str::from_utf8(&stub.last().body).expect("UTF-8")).expect("a Chat body"),
    );
    assert_eq!(theirs.messages[..3], ours.messages[..3]);
    let (before, after) =
        (count_message_tokens(&theirs.messages[3]), count_message_tokens(&ours.messages[3]));
    assert!(after < before / 2, "{after} of {before}");
    let totals = ledger.totals(By::Session, Since::Ever).expect("totals");
    assert_eq!(totals.len(), 1, "the saving is recorded by the time the proxy has stopped");
    assert_eq!(
        (totals[0].events, totals[0].tokens_before, totals[0].tokens_after),
        (1, before as u64, after as u64)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_gone_mid_stream_has_its_originals_stored_and_its_saving_recorded() {
    use ctx_archive::{Archive as _, By, Ledger, MemoryArchive, Since};
    use http_body_util::{BodyExt, Full};
    // A stream that would last five minutes: the client reads its first event and goes. The
    // work its request left for after the response (its saving's record among it) is handed in
    // all the same, as is every original its markers name.
    let chunks = (0..10).map(|n| format!("data: {{\"n\":{n}}}\n\n")).collect();
    let stub =
        Stub::start(Reply::Paced { first: Duration::ZERO, chunks, gap: Duration::from_secs(30) }).await;
    let store = std::sync::Arc::new(MemoryArchive::new());
    let shared = std::sync::Arc::clone(&store);
    let addr = proxy(&stub, move |config| {
        config.archive = Some(std::sync::Arc::clone(&shared) as _);
        config.ledger = Some(shared);
    })
    .await;
    let request = hyper::Request::post(format!("http://{addr}/v1/chat/completions"))
        .body(Full::new(bytes::Bytes::from(chat_body(&test_log()))))
        .expect("a request");
    let response = client().request(request).await.expect("a response");
    assert_eq!(response.status(), 200);
    let mut body = response.into_body();
    let first = body.frame().await.expect("a frame").expect("no error").into_data().expect("data");
    assert_eq!(first, "data: {\"n\":0}\n\n");
    drop(body);
    let mut totals = Vec::new();
    for _ in 0..500 {
        totals = store.totals(By::Session, Since::Ever).expect("totals");
        if !totals.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(totals.iter().map(|total| total.events).collect::<Vec<_>>(), [1], "the saving is recorded");
    let handles = handles(&stub.last().body);
    assert!(!handles.is_empty(), "the squash's markers name the original");
    for handle in handles {
        let stored = store.resolve(&handle).expect("stored");
        assert_eq!(String::from_utf8(store.get(&stored).expect("kept")).expect("UTF-8"), test_log());
    }
}

/// An archive in memory whose puts take `delay` (a slow disk), or are refused while `refusals`
/// is above zero (counted down by each).
struct Slow {
    memory: ctx_archive::MemoryArchive,
    delay: Duration,
    refusals: std::sync::atomic::AtomicUsize,
}

impl ctx_archive::Archive for Slow {
    fn put(&self, original: &[u8], label: Option<&str>) -> ctx_archive::Result<ctx_archive::Handle> {
        std::thread::sleep(self.delay);
        let refuse = |left: usize| left.checked_sub(1);
        let refusals = &self.refusals;
        if refusals
            .fetch_update(std::sync::atomic::Ordering::SeqCst, std::sync::atomic::Ordering::SeqCst, refuse)
            .is_ok()
        {
            return Err(ctx_archive::Error::Storage("the disk is full".into()));
        }
        self.memory.put(original, label)
    }
    fn resolve(&self, text: &str) -> ctx_archive::Result<ctx_archive::Handle> {
        self.memory.resolve(text)
    }
    fn get(&self, handle: &ctx_archive::Handle) -> ctx_archive::Result<Vec<u8>> {
        self.memory.get(handle)
    }
    fn lines(
        &self,
        handle: &ctx_archive::Handle,
        range: &ctx_archive::LineRange,
    ) -> ctx_archive::Result<ctx_archive::Page> {
        self.memory.lines(handle, range)
    }
    fn grep(
        &self,
        handle: &ctx_archive::Handle,
        pattern: &str,
        max: usize,
    ) -> ctx_archive::Result<ctx_archive::Matches> {
        self.memory.grep(handle, pattern, max)
    }
    fn search(&self, query: &str, max: usize) -> ctx_archive::Result<ctx_archive::Found> {
        self.memory.search(query, max)
    }
    fn pin(&self, handle: &ctx_archive::Handle, owner: &str) -> ctx_archive::Result<()> {
        self.memory.pin(handle, owner)
    }
    fn unpin(&self, handle: &ctx_archive::Handle, owner: &str) -> ctx_archive::Result<bool> {
        self.memory.unpin(handle, owner)
    }
    fn release(&self, owner: &str) -> ctx_archive::Result<usize> {
        self.memory.release(owner)
    }
    fn entries(&self, max: usize) -> ctx_archive::Result<Vec<ctx_archive::Entry>> {
        self.memory.entries(max)
    }
    fn stats(&self) -> ctx_archive::Result<ctx_archive::Stats> {
        self.memory.stats()
    }
}

/// The markers of a request whose put the store refused: they name the handle put, which the
/// store answers as unknown (never as another original), or — when the archive's helper thread
/// refused the put before the request's own thread pinned it, so the pin was refused too — say
/// `original not kept`. Which comes first is the threads' timing; both are true of the original.
fn refused_first(body: &[u8], memory: &ctx_archive::MemoryArchive) {
    use ctx_archive::Archive as _;
    let sent = String::from_utf8_lossy(body);
    let named = handles(body);
    assert!(!named.is_empty() || sent.contains("original not kept]"), "{sent}");
    for handle in &named {
        assert!(matches!(memory.resolve(handle), Err(ctx_archive::Error::UnknownHandle(_))), "{handle}");
    }
}

/// The handles the markers of a body sent upstream name (`… recall 3f2a9c01 lines 6-1995]`).
fn handles(body: &[u8]) -> Vec<String> {
    let body = String::from_utf8_lossy(body);
    body.split("recall ")
        .skip(1)
        .map(|rest| rest.chars().take_while(char::is_ascii_hexdigit).collect::<String>())
        .filter(|handle| handle.len() >= 8)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_handle_sent_upstream_is_stored_once_the_client_has_the_whole_response() {
    use ctx_archive::Archive as _;
    // The store takes 300 ms a put, the stub answers at once (or streams in 5 ms steps): the
    // response's end waits for the put, which runs behind the request.
    let events: Vec<String> = (0..6).map(|n| format!("data: {{\"n\":{n}}}\n\n")).collect();
    for reply in [Reply::Json(200, OK.into()), Reply::Sse(events.clone(), Duration::from_millis(5))] {
        let store = std::sync::Arc::new(Slow {
            memory: ctx_archive::MemoryArchive::new(),
            delay: Duration::from_millis(300),
            refusals: 0.into(),
        });
        let stub = Stub::start(reply.clone()).await;
        let shared = std::sync::Arc::clone(&store);
        let addr = proxy(&stub, move |config| config.archive = Some(shared)).await;
        let got = send(&client(), addr, "POST", "/v1/chat/completions", &[], chat_body(&test_log())).await;
        let expected = match &reply {
            Reply::Json(_, body) => body.clone().into_bytes(),
            _ => events.concat().into_bytes(),
        };
        assert_eq!((got.status, got.body()), (200, expected), "{reply:?}");
        let handles = handles(&stub.last().body);
        assert!(!handles.is_empty(), "the squash's markers name the original");
        for handle in handles {
            // Read from the store itself, not through the proxy's wrapper (which would wait).
            let stored = store.memory.resolve(&handle).expect("stored by the response's end");
            let original = store.memory.get(&stored).expect("kept");
            assert_eq!(String::from_utf8(original).expect("UTF-8"), test_log(), "{reply:?}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_that_refuses_puts_still_forwards_and_later_markers_say_the_original_was_not_kept() {
    use ctx_archive::Archive as _;
    let store = std::sync::Arc::new(Slow {
        memory: ctx_archive::MemoryArchive::new(),
        delay: Duration::ZERO,
        refusals: usize::MAX.into(),
    });
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let shared = std::sync::Arc::clone(&store);
    let addr = proxy(&stub, move |config| config.archive = Some(shared)).await;
    let client = client();
    // The first put is named before the store refuses it: its handle, never another original's.
    let got = send(&client, addr, "POST", "/v1/chat/completions", &[], chat_body(&test_log())).await;
    assert_eq!((got.status, got.body()), (200, OK.as_bytes().to_vec()));
    refused_first(&stub.last().body, &store.memory);
    // From then on each put is stored at once, and its marker says as the pipeline does that the
    // original was not kept; every request still goes upstream, squashed.
    for n in 0..3 {
        let log = test_log().replace("parser_7", &format!("parser_{n}"));
        let got = send(&client, addr, "POST", "/v1/chat/completions", &[], chat_body(&log)).await;
        assert_eq!(got.status, 200);
        let sent = String::from_utf8(stub.last().body.to_vec()).expect("UTF-8");
        assert!(handles(sent.as_bytes()).is_empty(), "{sent}");
        assert!(sent.contains("lines omitted — original not kept]"), "{sent}");
        assert!(sent.contains(&format!("parser_{n} ... FAILED")), "{sent}");
    }
    assert_eq!(store.memory.stats().expect("stats").originals, 0);
}

/// A store that refuses the first put and keeps the rest: the refused handle is answered as
/// unknown, and the later requests' markers name originals the store kept by the response's end
/// (the first stored at once, then written behind again), none saying `original not kept`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_that_refuses_one_put_then_keeps_them_has_every_later_original_kept() {
    use ctx_archive::Archive as _;
    let store = std::sync::Arc::new(Slow {
        memory: ctx_archive::MemoryArchive::new(),
        delay: Duration::ZERO,
        refusals: 1.into(),
    });
    let stub = Stub::start(Reply::Json(200, OK.into())).await;
    let shared = std::sync::Arc::clone(&store);
    let addr = proxy(&stub, move |config| config.archive = Some(shared)).await;
    let client = client();
    let got = send(&client, addr, "POST", "/v1/chat/completions", &[], chat_body(&test_log())).await;
    assert_eq!(got.status, 200);
    refused_first(&stub.last().body, &store.memory);
    for n in 0..3 {
        let log = test_log().replace("parser_7", &format!("parser_{n}"));
        let got = send(&client, addr, "POST", "/v1/chat/completions", &[], chat_body(&log)).await;
        assert_eq!(got.status, 200);
        let sent = String::from_utf8(stub.last().body.to_vec()).expect("UTF-8");
        assert!(!sent.contains("original not kept"), "{sent}");
        let named = handles(sent.as_bytes());
        assert!(!named.is_empty(), "{sent}");
        for handle in named {
            let stored = store.memory.resolve(&handle).expect("stored by the response's end");
            assert_eq!(String::from_utf8(store.memory.get(&stored).expect("kept")).expect("UTF-8"), log);
        }
    }
}
