//! `cargo bench -p ctx-proxy`: the latency the proxy adds to a 100k-token request, 200
//! concurrent streams, memory per session, and the tokens saved replaying the recorded
//! trajectories through it to a stub upstream. Every figure of docs/benchmarks.md's proxy section.
//!
//! The latency bench waits between a session's requests as a client waits for the model's reply:
//! `CTX_BENCH_PAUSE_MS` milliseconds (250 when unset; 0 sends them back to back), before each
//! request of a session but its first, direct to the stub as through the proxy, so the proxy's
//! threads that work after a response have had their time and the figures are those a user sees.
//!
//! `CTX_BENCH_ARCHIVE=memory` gives the proxy an archive and a ledger in memory (as `ctx proxy`'s
//! default keeps them in SQLite): the work of archiving originals and recording savings is then
//! in the figures, the database's own I/O not. `CTX_BENCH_ARCHIVE=sqlite` keeps them in a fresh
//! SQLite file in the system's temporary directory, opened as `ctx proxy` opens its default
//! `.ctx/archive.sqlite`, removed when the bench ends.
//!
//! Each latency row sends every request twice, direct to the stub and through the proxy, one just
//! after the other, the order alternating from sample to sample (whichever follows the pause pays
//! a core's wake from idle), so the two are adjacent in time: slow drifts of the machine's load
//! fall on both, a millisecond's contention need not. A row prints the through-proxy p50 and
//! p99, the direct ones sent beside them, and what the proxy adds beyond the upstream's own time:
//! `over direct p50` (the through-proxy p50 and p99 less the direct p50), `paired` (p50 and p99 of
//! each sample's through-proxy time less its own direct time) and `p99 less direct p99` (the
//! column before proxy44, p99 through less p99 direct, which a direct tail drives to zero).
//!
//! The latency bench's stub answers at once unless `CTX_BENCH_UPSTREAM_MS` is set: then it answers
//! as a model does, its first byte 30 ms after the request and its ten events spread over that
//! many milliseconds (`CTX_BENCH_UPSTREAM_MS=200`), direct as through the proxy. The added latency
//! (the proxy's time less the direct one) then leaves out what the upstream's own time hides: an
//! archive's puts, stored while the model is still answering, no longer hold the last frame for
//! their whole commit as they do with an instant answer.
//!
//! With the `phases` feature (`cargo bench -p ctx-proxy --features phases -- latency`) the
//! latency bench also prints, for the turn that compacts and the turn after, each phase of a
//! request (the proxy's marks, ctx-proxy's phase.rs) by its wall time, the request thread's CPU
//! time, its wait for a core and its time blocked, across the samples, and where the slowest
//! samples' time went, and the time to the upstream (the phases up to the rewritten body's send:
//! with an archive, the response's end then waits for the store, `archive stored`, which a real
//! upstream's own time hides and the stub's instant answer does not).

#[path = "../tests/stub/mod.rs"]
mod stub;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use ctx_pipeline::{ArchivedCopy, ChatMessage, Conversation, CountCache, Dialect, Handle, Policy};
use ctx_proxy::{Config, Level, Proxy};
use serde_json::value::RawValue;
use stub::{Reply, Stub, client, send};

const OK: &str = r#"{"id":"chatcmpl-1","object":"chat.completion","choices":[]}"#;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    // `cargo bench -p ctx-proxy -- latency` (or `streams`, `replay`) runs one part; `turns`,
    // which only a run that names it runs, is the profile's (docs/benchmarks.md).
    let only: Vec<String> = std::env::args().skip(1).filter(|arg| !arg.starts_with('-')).collect();
    let run = |part: &str| only.is_empty() || only.iter().any(|name| name == part);
    runtime.block_on(async {
        if only.iter().any(|name| name == "turns") {
            // `turns anthropic` or `turns responses`: the same requests in that dialect.
            let dialect = [Dialect::Anthropic, Dialect::OpenAiResponses]
                .into_iter()
                .find(|dialect| only.iter().any(|name| dialect.name().ends_with(name.as_str())));
            turns(dialect.unwrap_or(Dialect::OpenAiChat)).await;
        }
        if only.iter().any(|name| name == "copy") {
            copy();
        }
        if run("latency") {
            latency().await;
        }
        if run("streams") {
            concurrency().await;
        }
        if run("replay") {
            replay().await;
        }
    });
    for dir in SQLITE_DIRS.lock().expect("the list").drain(..) {
        let _ = std::fs::remove_dir_all(dir);
    }
}

async fn proxy(upstream: &Stub, policy: Policy) -> SocketAddr {
    let mut config = Config::new(upstream.url());
    config.log = Level::Off;
    config.policy = policy;
    // `CTX_BENCH_ARCHIVE=memory`: originals archived and savings recorded, in memory (what
    // `ctx proxy` does by default in SQLite, less the database's own I/O); `sqlite`: in a fresh
    // SQLite file, opened as `ctx proxy` opens `.ctx/archive.sqlite`; unset, neither.
    match std::env::var("CTX_BENCH_ARCHIVE").as_deref() {
        Ok("memory") => {
            let store = std::sync::Arc::new(ctx_archive::MemoryArchive::new());
            config.archive = Some(std::sync::Arc::clone(&store) as _);
            config.ledger = Some(store as _);
        }
        Ok("sqlite") => {
            let store = std::sync::Arc::new(sqlite_store());
            config.archive = Some(std::sync::Arc::clone(&store) as _);
            config.ledger = Some(store as _);
        }
        _ => {}
    }
    let proxy = Proxy::bind("127.0.0.1:0".parse().expect("an address"), config).await.expect("bind");
    let addr = proxy.local_addr().expect("an address");
    tokio::spawn(proxy.serve());
    addr
}

/// A fresh SQLite archive and ledger in a directory of its own under the system's temporary
/// directory, a new name each run (removed when the bench ends; a run that crashes leaves it), with the
/// options `ctx proxy` opens `.ctx/archive.sqlite` with (ctx-cli's `Flags::open`: the defaults and
/// a busy timeout of 2 s).
fn sqlite_store() -> ctx_archive::SqliteArchive {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    let dir = std::env::temp_dir().join(format!("ctx-proxy-bench-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let options = ctx_archive::Options::default().busy_timeout(Duration::from_secs(2));
    let store = ctx_archive::SqliteArchive::open(dir.join("archive.sqlite"), &options).expect("an archive");
    SQLITE_DIRS.lock().expect("the list").push(dir);
    store
}

/// The directories [`sqlite_store`] made, removed when the bench ends.
static SQLITE_DIRS: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());

/// The messages of a Chat or Anthropic request body, as written.
fn messages(body: &[u8]) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Body<'a> {
        #[serde(borrow)]
        messages: Vec<&'a RawValue>,
    }
    let body: Body<'_> = serde_json::from_slice(body).expect("a Chat or Anthropic body");
    body.messages.iter().map(|message| message.get().to_owned()).collect()
}

fn tokens(cache: &mut CountCache, body: &[u8]) -> usize {
    let conversation =
        Conversation::parse(std::str::from_utf8(body).expect("UTF-8")).expect("a conversation");
    cache.total(&conversation.messages)
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1e3)
}

/// The latency bench's stub's answer and what it is: at once, or as a model answers when
/// `CTX_BENCH_UPSTREAM_MS` is set (its first byte after 30 ms, ten events over that many ms).
fn upstream_reply() -> (Reply, String) {
    let millis: u64 =
        std::env::var("CTX_BENCH_UPSTREAM_MS").ok().and_then(|millis| millis.parse().ok()).unwrap_or(0);
    if millis == 0 {
        return (Reply::Json(200, OK.into()), "the stub answers at once".to_owned());
    }
    let chunks = (0..10).map(|n| format!("data: {{\"n\":{n}}}\n\n")).collect();
    let reply =
        Reply::Paced { first: Duration::from_millis(30), chunks, gap: Duration::from_millis(millis / 10) };
    (reply, format!("the stub's first byte after 30 ms, its stream over {millis} ms"))
}

/// How long a client waits between a session's requests: `CTX_BENCH_PAUSE_MS`, else 250 ms.
fn pause() -> Duration {
    let millis = std::env::var("CTX_BENCH_PAUSE_MS").ok().and_then(|millis| millis.parse().ok());
    Duration::from_millis(millis.unwrap_or(250))
}

/// A row of the latency bench: each request through the proxy, and the same body sent direct to
/// the stub just before or just after it (alternating; adjacent in time).
#[derive(Default)]
struct Paired {
    through: Vec<Duration>,
    direct: Vec<Duration>,
    /// Samples taken so far: every other one sends through the proxy first (review55: whichever
    /// request follows the pause pays a core's wake from idle, about 0.4 ms; alternating the
    /// order shares it between the two sides).
    taken: usize,
}

impl Paired {
    /// Sends `body` to the stub at `direct` and to `through` (with `headers`), one just after the
    /// other, the order alternating from sample to sample, keeping both times when `keep`: when
    /// the through-proxy request was sent, and its time.
    async fn sample(
        &mut self,
        client: &stub::HttpClient,
        (direct, through): (SocketAddr, SocketAddr),
        headers: &[(&str, &str)],
        body: &str,
        keep: bool,
    ) -> (Instant, Duration) {
        let through_first = self.taken % 2 == 1;
        self.taken += 1;
        let direct_time = |client| async move {
            let started = Instant::now();
            let got = send(client, direct, "POST", "/v1/chat/completions", headers, body.to_owned()).await;
            assert_eq!(got.status, 200);
            started.elapsed()
        };
        let mut direct_elapsed = None;
        if !through_first {
            direct_elapsed = Some(direct_time(client).await);
        }
        #[cfg(feature = "phases")]
        ctx_proxy::take_phases();
        let started = Instant::now();
        let got = send(client, through, "POST", "/v1/chat/completions", headers, body.to_owned()).await;
        let elapsed = started.elapsed();
        assert_eq!(got.status, 200);
        let direct_elapsed = match direct_elapsed {
            Some(elapsed) => elapsed,
            None => direct_time(client).await,
        };
        if keep {
            self.through.push(elapsed);
            self.direct.push(direct_elapsed);
        }
        (started, elapsed)
    }
}

/// Times `count` sends of `body` through the proxy at `addr` (after 10 untimed), `pause` apart,
/// each just after the same body sent direct to the stub at `stub`.
async fn time(stub: SocketAddr, addr: SocketAddr, body: &str, count: usize, pause: Duration) -> Paired {
    let client = client();
    let mut samples = Paired::default();
    for round in 0..count + 10 {
        if round > 0 {
            tokio::time::sleep(pause).await;
        }
        samples.sample(&client, (stub, addr), &[], body, round >= 10).await;
    }
    samples
}

/// The `pct` quantile of `values`, sorted here (the same rank for every column).
fn quantile<T: Copy + PartialOrd>(values: &mut [T], pct: usize) -> T {
    values.sort_unstable_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    values[(values.len() * pct / 100).min(values.len() - 1)]
}

fn signed_ms(ms: f64) -> String {
    format!("{ms:.2} ms")
}

/// A figure's p50 and p99 on one line.
fn report(name: &str, samples: &mut [Duration]) {
    let (p50, p99) = (quantile(samples, 50), quantile(samples, 99));
    println!("{name:<44} n={:<4} p50 {:>9}  p99 {:>9}", samples.len(), ms(p50), ms(p99));
}

/// A row of the latency bench: the requests through the proxy, p50 and p99; then the direct
/// requests sent beside them; then what the proxy adds beyond the upstream's own time, three ways
/// (docs/benchmarks.md, the proxy section, says which is which):
/// - `over direct p50`: the through-proxy p50 and p99 less the direct p50 (the distribution of
///   the proxy's time, the upstream's own typical time taken off);
/// - `paired`: p50 and p99 of each sample's through-proxy time less its own direct time, sent
///   just before or after it;
/// - `p99 less direct p99`: the bench's column before proxy44 (p99 through less p99 direct),
///   which a direct tail larger than the proxy's can drive to zero.
fn report_paired(name: &str, samples: &Paired) {
    let (mut through, mut direct) = (samples.through.clone(), samples.direct.clone());
    let mut paired: Vec<f64> = samples
        .through
        .iter()
        .zip(&samples.direct)
        .map(|(through, direct)| (through.as_secs_f64() - direct.as_secs_f64()) * 1e3)
        .collect();
    let (t50, t99) = (quantile(&mut through, 50), quantile(&mut through, 99));
    let (d50, d99) = (quantile(&mut direct, 50), quantile(&mut direct, 99));
    let n = through.len();
    println!("{name:<44} n={n:<4} p50 {:>9}  p99 {:>9}", ms(t50), ms(t99));
    println!("{:<44} n={n:<4} p50 {:>9}  p99 {:>9}", "   direct, each beside it", ms(d50), ms(d99));
    let less = |a: Duration, b: Duration| signed_ms((a.as_secs_f64() - b.as_secs_f64()) * 1e3);
    println!(
        "   added: over direct p50 — p50 {}, p99 {}; paired — p50 {}, p99 {}; p99 less direct p99 {}",
        less(t50, d50),
        less(t99, d50),
        signed_ms(quantile(&mut paired, 50)),
        signed_ms(quantile(&mut paired, 99)),
        less(t99, d99)
    );
}

/// The 100k-token request of the latency bench, the requests around it, and its trajectory's name.
fn hundred_k() -> (Vec<String>, usize, String) {
    let path = ctx_testdata::trajectory_paths()
        .into_iter()
        .find(|path| ctx_testdata::file_name(path) == "claude-code__cctrace-132b2f66.json")
        .expect("the recorded Claude Code session");
    let requests = stub::chat_requests(&ctx_testdata::read(&path));
    let mut cache = CountCache::new();
    let at = requests
        .iter()
        .position(|request| tokens(&mut cache, request.as_bytes()) >= 100_000)
        .unwrap_or(requests.len() - 1);
    (requests, at, ctx_testdata::file_name(&path))
}

/// For the profile: the latency bench's first sight, next turn and turn after, then one more
/// turn, once each on one session, untimed, as `dialect` documents (converted from the recorded
/// Chat requests), `CTX_BENCH_PAUSE_MS` apart as the latency bench's (250 ms when unset; under
/// callgrind, which runs a program some 50 times slower, a pause of a few seconds gives the
/// threads that work after a response the time they have outside it). Under callgrind with `--toggle-collect='ctx_proxy::rewrite::Rewriter::rewrite'
/// --dump-after='ctx_proxy::rewrite::Rewriter::rewrite'` each request's rewrite is a dump.
async fn turns(dialect: Dialect) {
    let (requests, at, name) = hundred_k();
    let upstream = Stub::start(Reply::Json(200, OK.into())).await;
    let addr = proxy(&upstream, Policy::default()).await;
    let client = client();
    let headers = [("x-ctx-session", "turns")];
    let path = match dialect {
        Dialect::Anthropic => "/v1/messages",
        Dialect::OpenAiResponses => "/v1/responses",
        _ => "/v1/chat/completions",
    };
    let pause = pause();
    for (turn, request) in requests[at - 1..(at + 3).min(requests.len())].iter().enumerate() {
        if turn > 0 {
            tokio::time::sleep(pause).await;
        }
        let request = match dialect {
            Dialect::OpenAiChat => request.clone(),
            _ => Conversation::parse(request).expect("a Chat request").write_as(dialect),
        };
        send(&client, addr, "POST", path, &headers, request).await;
    }
    let received = upstream.take();
    let sent: Vec<usize> = received
        .iter()
        .map(|received| {
            let body = std::str::from_utf8(&received.body).expect("UTF-8");
            Conversation::parse_as(body, dialect).expect("a conversation").messages.len()
        })
        .collect();
    // What went upstream, to compare two builds by: the same bytes give the same digests.
    let digests: Vec<String> = received
        .iter()
        .map(|received| format!("{:016x}", xxhash_rust::xxh3::xxh3_64(&received.body)))
        .collect();
    println!("== turns ({dialect}): requests {} to {} of {name}, {sent:?} messages upstream", at - 1, at + 2);
    println!("   upstream bodies' xxh3-64: {}", digests.join(" "));
}

/// The compacting turn's archived copy alone (`cargo bench -p ctx-proxy --bench proxy -- copy`,
/// only when named): the 100k-token request's first 244 droppable messages — as many as its
/// compaction drops, the client's own rather than the proxy's squashed ones — written as the
/// archive holds them and named by their SHA-256, 100 times each way: on the request's path as
/// before (`serde_json::to_string_pretty` and `Handle::of`), from the copy prepared for the
/// request before (`ArchivedCopy::copy_of`), and the preparation itself, off the path.
fn copy() {
    const RUNS: usize = 100;
    let (requests, at, name) = hundred_k();
    let messages = |request: &str| Conversation::parse(request).expect("a Chat request").messages;
    let (previous, history) = (messages(&requests[at - 1]), messages(&requests[at]));
    let dropped: Vec<ChatMessage> = ctx_pipeline::droppable(&history).take(244).cloned().collect();
    let prepared = ArchivedCopy::new();
    prepared.prepare(&previous);
    let before = || {
        let text = serde_json::to_string_pretty(&dropped).unwrap_or_default();
        (Handle::of(text.as_bytes()), text.len())
    };
    let after = || {
        let original = prepared.copy_of(&dropped);
        (Handle::of_digest(original.digest.expect("prepared")), original.text.len())
    };
    assert_eq!(before(), after(), "the same original and handle");
    let bytes = before().1;
    println!(
        "== copy: request {at} of {name}, {} messages dropped, {bytes} bytes archived; prepared: {} bytes held",
        dropped.len(),
        prepared.memory()
    );
    let timed = |what: &str, run: &mut dyn FnMut()| {
        let mut samples: Vec<Duration> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                run();
                start.elapsed()
            })
            .collect();
        samples.sort();
        report(what, &mut samples);
    };
    timed("on the path: pretty-print + SHA-256", &mut || {
        std::hint::black_box(before());
    });
    timed("on the path: from the prepared copy", &mut || {
        std::hint::black_box(after());
    });
    timed("off the path: prepare the history before", &mut || ArchivedCopy::new().prepare(&previous));
}

/// The added latency of a 100k-token request through the proxy on a warm session (the same
/// request again; the next turn of a session that saw the one before), and on a cold one (the
/// proxy's first sight of the conversation), each sample beside the same body sent direct to the
/// stub just before or just after it.
async fn latency() {
    let (requests, at, name) = hundred_k();
    let mut cache = CountCache::new();
    let (previous, body) = (&requests[at - 1], &requests[at]);
    let after = requests.get(at + 1).unwrap_or(body);
    let pause = pause();
    let (reply, answers) = upstream_reply();
    println!(
        "== latency: request {at} of {name}, {} tokens, {} bytes, {} messages; {} ms between a session's requests; {answers}",
        tokens(&mut cache, body.as_bytes()),
        body.len(),
        messages(body.as_bytes()).len(),
        pause.as_millis()
    );
    let upstream = Stub::start(reply).await;
    let addr = proxy(&upstream, Policy::default()).await;
    let same = time(upstream.addr, addr, body, 300, pause).await;
    upstream.take();
    report_paired("through the proxy, the same request again", &same);

    // The cold first sight, then the next turn and the one after on the warm session, each round
    // on a session of its own, each request just after the same body sent direct to the stub.
    // Under the default policy the first of them compacts the history (the messages sent upstream
    // drop), the second extends it: both are shown.
    let client = client();
    let (mut cold, mut next, mut then) = (Paired::default(), Paired::default(), Paired::default());
    let mut sent: Vec<usize> = Vec::new();
    #[cfg(feature = "phases")]
    let mut marked: [Vec<phases::Sample>; 3] = Default::default();
    for round in 0..200 {
        let session = format!("bench-{round}");
        let headers = [("x-ctx-session", session.as_str())];
        for (turn, (request, samples)) in
            [(previous, &mut cold), (body, &mut next), (after, &mut then)].into_iter().enumerate()
        {
            if turn > 0 {
                tokio::time::sleep(pause).await;
            }
            let through = samples.sample(&client, (upstream.addr, addr), &headers, request, true).await;
            #[cfg(feature = "phases")]
            marked[turn].push(phases::Sample::of(through.0, through.1));
            #[cfg(not(feature = "phases"))]
            let _ = through;
        }
        // What the stub got through the proxy: every second request (the others came direct).
        let received = upstream.take();
        if round == 0 {
            sent =
                received.iter().skip(1).step_by(2).map(|received| messages(&received.body).len()).collect();
        }
    }
    let (client_messages, upstream_messages) = (
        [previous, body, after].map(|request| messages(request.as_bytes()).len()),
        sent.iter().map(usize::to_string).collect::<Vec<_>>().join(", "),
    );
    println!(
        "   requests {}, {at} and {}: {client_messages:?} messages from the client, {upstream_messages} upstream",
        at - 1,
        at + 1
    );
    report_paired("through the proxy, first sight (cold)", &cold);
    report_paired("through the proxy, the next turn (warm)", &next);
    report_paired("through the proxy, the turn after (warm)", &then);
    #[cfg(feature = "phases")]
    for (samples, name) in marked.iter_mut().skip(1).zip(["the next turn (compacts)", "the turn after"]) {
        phases::report(name, samples);
    }
}

/// The phases of each sample, from the proxy's marks (the `phases` feature).
#[cfg(feature = "phases")]
mod phases {
    use std::fmt::Write as _;
    use std::time::{Duration, Instant};

    /// A phase's wall time, and on the thread of the mark before it (else NaN) the thread's CPU
    /// time, run-queue wait, time blocked (the rest of the wall time), all µs, and minor faults.
    type Cells = [f64; 5];

    /// One sample: its total (µs) and its phases in order.
    pub struct Sample {
        total: f64,
        phases: Vec<(&'static str, Cells)>,
    }

    impl Sample {
        /// The phases of the request sent at `started` and answered `elapsed` later.
        pub fn of(started: Instant, elapsed: Duration) -> Sample {
            let mut last: Option<ctx_proxy::Mark> = None;
            let mut phases = Vec::new();
            for mark in ctx_proxy::take_phases() {
                let from = last.map_or(started, |last| last.1);
                let wall = mark.1.saturating_duration_since(from).as_secs_f64() * 1e6;
                let cells = last.filter(|last| last.2 == mark.2).map_or(
                    [wall, f64::NAN, f64::NAN, f64::NAN, f64::NAN],
                    |last| {
                        let cpu = mark.3.saturating_sub(last.3) as f64 / 1e3;
                        let wait = mark.4.saturating_sub(last.4) as f64 / 1e3;
                        [wall, cpu, wait, (wall - cpu - wait).max(0.0), mark.5.saturating_sub(last.5) as f64]
                    },
                );
                phases.push((mark.0, cells));
                last = Some(mark);
            }
            let end = (started + elapsed).saturating_duration_since(last.map_or(started, |last| last.1));
            phases.push((
                "response to client",
                [end.as_secs_f64() * 1e6, f64::NAN, f64::NAN, f64::NAN, f64::NAN],
            ));
            Sample { total: elapsed.as_secs_f64() * 1e6, phases }
        }

        /// The wall time from the request's send to the rewritten body's (the mark `rewrite
        /// awaited`), µs; `None` for a request not read whole.
        fn to_upstream(&self) -> Option<f64> {
            let at = self.phases.iter().position(|(name, _)| *name == "rewrite awaited")?;
            Some(self.phases.iter().take(at + 1).map(|(_, cells)| cells[0]).sum())
        }

        /// The request thread's CPU time, run-queue wait and time blocked, and the rest.
        fn split(&self) -> [f64; 4] {
            let mut sum = [0.0; 4];
            for (_, cells) in self.phases.iter().filter(|(_, cells)| !cells[1].is_nan()) {
                for (total, cell) in sum.iter_mut().zip(&cells[1..4]) {
                    *total += cell;
                }
            }
            sum[3] = self.total - sum[0] - sum[1] - sum[2];
            sum
        }
    }

    /// p50, p90, p98 and max of `values`, sorted here.
    fn quantiles(values: &mut [f64]) -> String {
        values.sort_by(f64::total_cmp);
        let n = values.len();
        if n == 0 {
            return format!("{:>27}", "-");
        }
        format!(
            "{:>6.0} {:>6.0} {:>6.0} {:>6.0}",
            values[n / 2],
            values[n * 90 / 100],
            values[n * 98 / 100],
            values[n - 1]
        )
    }

    /// Each phase across the samples, then the split of the median, p90–95 and slowest samples.
    pub fn report(name: &str, samples: &mut [Sample]) {
        samples.sort_by(|a, b| a.total.total_cmp(&b.total));
        let n = samples.len();
        let Some(median) = samples.get(n / 2) else { return };
        let mut totals: Vec<f64> = samples.iter().map(|sample| sample.total).collect();
        println!(
            "-- phases of {name}, µs, p50 p90 p98 max over {n} samples (total {})",
            quantiles(&mut totals)
        );
        println!(
            "{:<22} {:>27} | {:>27} | {:>27} | {:>27} | {:>27}",
            "phase", "wall", "on CPU", "run-queue wait", "blocked", "minor faults"
        );
        for (k, (phase, _)) in median.phases.iter().enumerate() {
            let mut line = format!("{phase:<22}");
            for column in 0..5 {
                let mut values: Vec<f64> = samples
                    .iter()
                    .filter_map(|sample| sample.phases.get(k).filter(|(name, _)| name == phase))
                    .map(|(_, cells)| cells[column])
                    .filter(|value| !value.is_nan())
                    .collect();
                let _ = write!(line, " {} |", quantiles(&mut values));
            }
            println!("{line}");
        }
        // What a real upstream, whose answer takes far longer than the stub's, would see added
        // before the request reaches it: the phases up to the rewritten body's send.
        let mut upstream: Vec<f64> = samples.iter().filter_map(Sample::to_upstream).collect();
        println!("{:<22} {} (wall, µs, p50 p90 p98 max)", "to the upstream", quantiles(&mut upstream));
        for (label, range) in [
            ("ranks 45–55% (median)", n * 45 / 100..n * 55 / 100),
            ("ranks 90–95%", n * 90 / 100..n * 95 / 100),
            ("ranks 98–100%", n * 98 / 100..n),
        ] {
            let k = range.len().max(1) as f64;
            let (mut split, mut total) = ([0.0; 4], 0.0);
            for sample in &samples[range] {
                for (sum, part) in split.iter_mut().zip(sample.split()) {
                    *sum += part / k;
                }
                total += sample.total / k;
            }
            println!(
                "   {label}: {total:.0} µs = the request thread on a CPU {:.0} + waiting for one {:.0} + blocked {:.0} + elsewhere {:.0}",
                split[0], split[1], split[2], split[3]
            );
        }
    }
}

/// 200 streaming requests at once, through the proxy and direct.
async fn concurrency() {
    let events: Vec<String> = (0..10).map(|n| format!("data: {{\"n\":{n}}}\n\n")).collect();
    let upstream = Stub::start(Reply::Sse(events.clone(), Duration::from_millis(20))).await;
    let addr = proxy(&upstream, Policy::default()).await;
    let log = (0..600).fold(String::new(), |log, n| log + &format!("test tests::case_{n} ... ok\n"));
    println!("== 200 concurrent streams, 10 events 20 ms apart");
    for (name, target) in [("direct", upstream.addr), ("through the proxy", addr)] {
        let expected = events.concat().into_bytes();
        let started = Instant::now();
        let tasks: Vec<_> = (0..200)
            .map(|n| {
                let (expected, log) = (expected.clone(), log.clone());
                tokio::spawn(async move {
                    let body = serde_json::json!({"model": "gpt-4o", "stream": true, "messages": [
                        {"role": "user", "content": format!("run {n}")},
                        {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                            "function": {"name": "bash", "arguments": "{\"command\":\"cargo test\"}"}}]},
                        {"role": "tool", "tool_call_id": "c1", "content": log}]});
                    let got =
                        send(&client(), target, "POST", "/v1/chat/completions", &[], body.to_string()).await;
                    got.status == 200 && got.body() == expected
                })
            })
            .collect();
        let mut failed = 0;
        for task in tasks {
            failed += usize::from(!task.await.unwrap_or(false));
        }
        println!("{name:<20} all 200 done in {}, {failed} failed", ms(started.elapsed()));
        upstream.take();
    }
}

/// Resident memory of this process, in bytes.
fn resident() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: usize = statm.split_whitespace().nth(1).and_then(|pages| pages.parse().ok()).unwrap_or(0);
    pages * 4_096
}

/// A replay's name, policy, endpoint and how a Chat request becomes one of its requests.
type Run<'a> = (&'a str, Policy, &'a str, &'a dyn Fn(&str) -> String);

/// Every trajectory replayed through the proxy, one request per model call: tokens the client
/// sent and tokens the upstream got, and how often the upstream's history was the previous
/// request's plus new messages (what keeps the prompt cache hitting). As Chat Completions
/// requests under the default policy, `design` and `cache-aware`, and converted to Anthropic
/// Messages under the default one.
async fn replay() {
    let paths = ctx_testdata::trajectory_paths();
    let anthropic = |request: &str| {
        Conversation::parse_as(request, Dialect::OpenAiChat)
            .expect("a Chat request")
            .write_as(Dialect::Anthropic)
    };
    let chat = |request: &str| request.to_owned();
    let runs: [Run<'_>; 4] = [
        ("chat, names-compact (default)", Policy::default(), "/v1/chat/completions", &chat),
        ("chat, design", Policy::design(), "/v1/chat/completions", &chat),
        ("chat, cache-aware", Policy::cache_aware(), "/v1/chat/completions", &chat),
        ("anthropic, names-compact (default)", Policy::default(), "/v1/messages", &anthropic),
    ];
    for (name, policy, endpoint, convert) in runs {
        let upstream = Stub::start(Reply::Json(200, OK.into())).await;
        let addr = proxy(&upstream, policy).await;
        let client = client();
        let before = resident();
        let (mut sent, mut got, mut calls, mut extends, mut last_sent, mut last_got) = (0, 0, 0, 0, 0, 0);
        let mut cache = CountCache::new();
        let started = Instant::now();
        for path in &paths {
            let mut previous: Vec<String> = Vec::new();
            let requests: Vec<String> = stub::chat_requests(&ctx_testdata::read(path))
                .iter()
                .map(|request| convert(request))
                .collect();
            for (index, request) in requests.iter().enumerate() {
                let answer = send(&client, addr, "POST", endpoint, &[], request.clone()).await;
                assert_eq!(answer.status, 200);
                let received = upstream.take().pop().expect("the stub got it");
                let (client_tokens, upstream_tokens) =
                    (tokens(&mut cache, request.as_bytes()), tokens(&mut cache, &received.body));
                sent += client_tokens;
                got += upstream_tokens;
                let messages = messages(&received.body);
                extends += usize::from(index > 0 && messages.starts_with(&previous));
                previous = messages;
                if index + 1 == requests.len() {
                    (last_sent, last_got) = (last_sent + client_tokens, last_got + upstream_tokens);
                }
            }
            calls += requests.len();
        }
        let after = resident();
        println!(
            "== replay, {name}: {} trajectories, {calls} requests in {:.1} s",
            paths.len(),
            started.elapsed().as_secs_f64()
        );
        println!(
            "   prompt tokens, all requests: client {sent}, upstream {got} ({:.1}% saved)",
            100.0 * (sent - got) as f64 / sent as f64
        );
        println!(
            "   the last request of each: client {last_sent}, upstream {last_got} ({:.1}% saved)",
            100.0 * (last_sent - last_got) as f64 / last_sent as f64
        );
        println!(
            "   requests whose upstream history extends the previous one's byte for byte: {extends} of {}",
            calls - paths.len()
        );
        println!(
            "   resident memory grew {:.1} MiB for {} sessions ({:.2} MiB a session)",
            (after.saturating_sub(before)) as f64 / 1_048_576.0,
            paths.len(),
            (after.saturating_sub(before)) as f64 / 1_048_576.0 / paths.len() as f64
        );
    }
}
