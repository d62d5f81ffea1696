//! `Proxy`: the listener, one hyper connection per client, and forwarding each request upstream
//! with its headers as they came and the upstream's response streamed back as it arrives.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Instant;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::{Body, Frame, Incoming, SizeHint};
use hyper::header::{self, HeaderMap, HeaderName, HeaderValue};
use hyper::http::uri::{Authority, PathAndQuery, Scheme, Uri};
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::net::TcpListener;

use crate::after::After;
use crate::behind::{Behind, Wait};
use crate::dialect::Endpoint;
use crate::later::Owed;
use crate::rewrite::{Outcome, Rewriter};
use crate::session::{Changes, Rules};
use crate::{Config, Error, Level, log::Log};
use ctx_archive::Saving;

/// The bodies the proxy sends, both ways.
type Outgoing = BoxBody<Bytes, hyper::Error>;

/// The header a client may send to name its conversation (else the proxy keys it by its start).
const SESSION_HEADER: &str = "x-ctx-session";

/// A proxy bound to its address, ready to [`serve`](Proxy::serve).
pub struct Proxy {
    listener: TcpListener,
    state: Arc<State>,
}

impl std::fmt::Debug for Proxy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Proxy").field("listener", &self.listener).finish_non_exhaustive()
    }
}

struct State {
    upstream: Upstream,
    client: Client<hyper_rustls::HttpsConnector<HttpConnector>, Outgoing>,
    rewriter: Rewriter,
    log: Arc<Log>,
    config: Config,
    /// The archive the sessions put originals in, written behind the requests.
    behind: Option<Arc<Behind>>,
}

impl Proxy {
    /// Binds `listen` (port 0 picks a free port) for a proxy configured by `config`.
    pub async fn bind(listen: SocketAddr, config: Config) -> Result<Proxy, Error> {
        let upstream = Upstream::parse(&config.upstream)?;
        let listener =
            TcpListener::bind(listen).await.map_err(|source| Error::Bind { address: listen, source })?;
        // The upstream's connections without Nagle's delay, as the clients' are (`serve`): a
        // request's last partial segment is sent at once, not held until the upstream's delayed
        // acknowledgement of the segment before it (up to 40 ms on Linux).
        let mut http = HttpConnector::new();
        http.enforce_http(false);
        http.set_nodelay(true);
        let connector = hyper_rustls::HttpsConnectorBuilder::new()
            .with_webpki_roots()
            .https_or_http()
            .enable_http1()
            .wrap_connector(http);
        let client = Client::builder(TokioExecutor::new()).pool_timer(TokioTimer::new()).build(connector);
        let log = Arc::new(Log::new(config.log));
        let helpers = crate::pool::Helpers::default();
        // The store's work on the archive helper thread, off the requests' path; a response's end
        // waits for what its request put (`handle`).
        let behind = config.archive.clone().map(|store| {
            let log = Arc::clone(&log);
            Arc::new(Behind::new(store, helpers.archive.clone(), move |said| {
                // Said once an outage, a minute apart at most: a store that keeps originals again
                // and later refuses them is said again.
                log.say(Level::Warn, format_args!("{said}"));
            }))
        });
        let rules = Rules {
            policy: config.policy.clone(),
            tools: config.tools.clone(),
            archive: behind.clone().map(|behind| behind as Arc<dyn ctx_pipeline::Archive>),
            behind: behind.clone(),
            squash_cache_bytes: crate::session::SQUASH_CACHE_BYTES,
            helpers,
            savings: config.ledger.is_some(),
        };
        let rewriter = Rewriter::new(Arc::new(rules), config.window, config.idle, config.max_sessions);
        Ok(Proxy { listener, state: Arc::new(State { upstream, client, rewriter, log, config, behind }) })
    }

    /// The address the proxy listens on.
    pub fn local_addr(&self) -> Result<SocketAddr, Error> {
        Ok(self.listener.local_addr()?)
    }

    /// Serves clients until the task is dropped. A connection that fails ends alone.
    pub async fn serve(self) -> Result<(), Error> {
        let state = self.state;
        state.log.say(
            Level::Info,
            format_args!(
                "listening on http://{}, forwarding to {}",
                self.listener.local_addr()?,
                state.upstream.shown()
            ),
        );
        loop {
            let (stream, _) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors and the like: say it, wait a moment, go on.
                    state.log.say(Level::Warn, format_args!("accept failed: {error}"));
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            };
            let _ = stream.set_nodelay(true);
            let state = Arc::clone(&state);
            tokio::spawn(async move {
                let service = service_fn(move |request| handle(Arc::clone(&state), request));
                let _ = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    }
}

/// Runs a proxy on `listen` until the process ends: the blocking entry point of `ctx proxy`.
pub fn run(listen: SocketAddr, config: Config) -> Result<(), Error> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async move { Proxy::bind(listen, config).await?.serve().await })
}

/// The upstream's scheme, host and path prefix.
struct Upstream {
    scheme: Scheme,
    authority: Authority,
    prefix: String,
}

impl Upstream {
    fn parse(url: &str) -> Result<Upstream, Error> {
        let invalid = |reason: &str| Error::Upstream { url: url.to_owned(), reason: reason.to_owned() };
        let uri: Uri =
            url.parse().map_err(|error: hyper::http::uri::InvalidUri| invalid(&error.to_string()))?;
        let scheme = uri.scheme().cloned().ok_or_else(|| invalid("expected http:// or https://"))?;
        if scheme != Scheme::HTTP && scheme != Scheme::HTTPS {
            return Err(invalid("expected http:// or https://"));
        }
        let authority = uri.authority().cloned().ok_or_else(|| invalid("no host"))?;
        if uri.query().is_some() {
            return Err(invalid("a query has no place in a base URL"));
        }
        Ok(Upstream { scheme, authority, prefix: uri.path().trim_end_matches('/').to_owned() })
    }

    /// The URL a request for `path` goes to.
    fn uri(&self, path: Option<&PathAndQuery>) -> Result<Uri, hyper::http::Error> {
        let path = path.map_or("/", PathAndQuery::as_str);
        Uri::builder()
            .scheme(self.scheme.clone())
            .authority(self.authority.clone())
            .path_and_query(format!("{}{path}", self.prefix))
            .build()
    }

    /// The upstream as the log shows it: no user or password.
    fn shown(&self) -> String {
        let host = self.authority.host();
        let port = self.authority.port().map(|port| format!(":{port}")).unwrap_or_default();
        format!("{}://{host}{port}{}", self.scheme, self.prefix)
    }
}

/// Headers that describe one connection, not the request: never forwarded either way.
const HOP_BY_HOP: [&str; 7] =
    ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

fn strip_hop_by_hop(headers: &mut HeaderMap) {
    let listed: Vec<HeaderName> = headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|name| HeaderName::from_bytes(name.trim().as_bytes()).ok())
        .collect();
    for name in listed.iter().chain(&HOP_BY_HOP.map(HeaderName::from_static)) {
        headers.remove(name);
    }
}

/// One request: rewritten when it is a conversation the proxy reads, forwarded either way.
async fn handle(state: Arc<State>, request: Request<Incoming>) -> Result<Response<Outgoing>, Infallible> {
    let started = Instant::now();
    crate::phase::mark("handle");
    let (mut parts, body) = request.into_parts();
    let endpoint = (parts.method == Method::POST)
        .then(|| Endpoint::from_path(parts.uri.path()))
        .flatten()
        .filter(|_| is_identity(&parts.headers));
    // What the archive must have stored before the response's last byte: every put handed in
    // by the time this request's rewrite returned, its own among them.
    let mut ticket = None;
    // The work the rewrite left for once the response is sent: handed to its helper thread when
    // the response's body goes (or this request ends without one), or after `AFTER_AT_MOST`.
    let mut after = None;
    let body: Outgoing = match endpoint {
        None => body.boxed(),
        Some(endpoint) => match read_body(body, state.config.max_body).await {
            Read::Whole(bytes) => {
                crate::phase::mark("body read");
                let (rewritten, left) = rewrite(&state, endpoint, &parts.headers, bytes).await;
                if let Some(left) = &left {
                    left.at_most();
                }
                after = left;
                ticket = state.behind.as_ref().map(|behind| behind.ticket());
                parts.headers.insert(header::CONTENT_LENGTH, HeaderValue::from(rewritten.len()));
                crate::phase::mark("rewrite awaited");
                Full::new(rewritten).map_err(|never| match never {}).boxed()
            }
            Read::TooLarge(body) => {
                state.log.once(
                    Level::Warn,
                    "too large",
                    format_args!(
                        "a {} request body over {} bytes went upstream untouched (--max-body)",
                        endpoint.name(),
                        state.config.max_body
                    ),
                );
                body.boxed()
            }
            Read::Failed(error) => {
                state.log.say(Level::Debug, format_args!("the client's body failed: {error}"));
                return Ok(answer(
                    StatusCode::BAD_REQUEST,
                    &format!("reading the request body failed: {error}"),
                ));
            }
        },
    };
    let uri = match state.upstream.uri(parts.uri.path_and_query()) {
        Ok(uri) => uri,
        Err(error) => return Ok(answer(StatusCode::BAD_REQUEST, &format!("bad request path: {error}"))),
    };
    let path = parts.uri.path().to_owned();
    parts.uri = uri;
    strip_hop_by_hop(&mut parts.headers);
    // The upstream's own host, not the proxy's; everything else goes as it came.
    parts.headers.remove(header::HOST);
    let method = parts.method.clone();
    let forwarded = Request::from_parts(parts, body);
    let response = match tokio::time::timeout(state.config.upstream_timeout, state.client.request(forwarded))
        .await
    {
        Ok(Ok(response)) => {
            crate::phase::mark("upstream answered");
            response
        }
        Ok(Err(error)) => {
            let reason = error_chain(&error);
            state.log.say(Level::Warn, format_args!("{method} {path}: upstream failed: {reason}"));
            return Ok(answer(StatusCode::BAD_GATEWAY, &format!("the upstream failed: {reason}")));
        }
        Err(_) => {
            state.log.say(
                Level::Warn,
                format_args!("{method} {path}: no upstream response in {:?}", state.config.upstream_timeout),
            );
            return Ok(answer(
                StatusCode::GATEWAY_TIMEOUT,
                &format!("the upstream sent no response in {:?}", state.config.upstream_timeout),
            ));
        }
    };
    state.log.say(
        Level::Debug,
        format_args!(
            "{method} {path} -> {} in {} ms",
            response.status().as_u16(),
            started.elapsed().as_millis()
        ),
    );
    let (mut parts, body) = response.into_parts();
    strip_hop_by_hop(&mut parts.headers);
    Ok(Response::from_parts(parts, answered(&state, body.boxed(), ticket, after)))
}

/// The upstream's response body as the client gets it: its last frame held until the archive has
/// stored everything up to `ticket`, and `after` handed in once it is sent ([`Held`]).
fn answered(state: &State, body: Outgoing, ticket: Option<u64>, after: Option<After>) -> Outgoing {
    let wait = match (&state.behind, ticket) {
        (Some(behind), Some(ticket)) => behind.stored(ticket),
        _ => None,
    };
    if ticket.is_some() && wait.is_none() {
        crate::phase::mark("archive stored");
    }
    if wait.is_none() && after.is_none() {
        return body;
    }
    Held { body, wait: wait.map(Mutex::new), frame: None, ended: false, error: None, after }.boxed()
}

/// A response whose last frame waits until the archive has stored what its request's markers
/// name: while it stores, the body flows one frame behind (a frame goes on when the next comes),
/// so the last one reaches the client only once the store is done — the model cannot ask to
/// recall a handle before the original is kept. Once stored, frames pass as they come. And the
/// work its request left for after the response ([`After`]), handed in once the body is done:
/// at its end, or when it is dropped (sent whole, or its client gone mid-stream), a moment later
/// (`After::release_soon`: hyper drops a body once its last bytes are buffered, before it writes
/// them).
struct Held {
    body: Outgoing,
    /// Until the store is done (behind a lock only to be `Sync`: polled through `&mut`).
    wait: Option<Mutex<Wait>>,
    /// The frame held back.
    frame: Option<Frame<Bytes>>,
    /// The upstream's body has ended (its end, too, waits).
    ended: bool,
    /// The upstream's body failed while a frame was held: the frame goes first, then this.
    error: Option<hyper::Error>,
    /// The work the request left, until the body is done.
    after: Option<After>,
}

impl Drop for Held {
    fn drop(&mut self) {
        if let Some(after) = self.after.take() {
            after.release_soon();
        }
    }
}

impl Body for Held {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        let frame = self.poll_held(cx);
        if matches!(frame, Poll::Ready(None | Some(Err(_))))
            && let Some(after) = self.after.take()
        {
            after.release_soon();
        }
        frame
    }

    fn is_end_stream(&self) -> bool {
        self.wait.is_none()
            && self.frame.is_none()
            && self.error.is_none()
            && (self.ended || self.body.is_end_stream())
    }

    fn size_hint(&self) -> SizeHint {
        let held = self.frame.as_ref().and_then(Frame::data_ref).map_or(0, |data| data.len() as u64);
        let rest = if self.ended { SizeHint::with_exact(0) } else { self.body.size_hint() };
        plus(&rest, held)
    }
}

impl Held {
    /// The next frame: one behind while the store works, as they come once it is done.
    fn poll_held(&mut self, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        let this = self;
        if let Some(wait) = &mut this.wait
            && wait.get_mut().unwrap_or_else(PoisonError::into_inner).as_mut().poll(cx).is_ready()
        {
            this.wait = None;
            crate::phase::mark("archive stored");
        }
        if let Some(error) = this.error.take() {
            return Poll::Ready(Some(Err(error)));
        }
        if this.wait.is_none() {
            if let Some(frame) = this.frame.take() {
                return Poll::Ready(Some(Ok(frame)));
            }
            if this.ended {
                return Poll::Ready(None);
            }
            return Pin::new(&mut this.body).poll_frame(cx);
        }
        // Still storing (the wait is registered to wake this task): one frame held back.
        while !this.ended {
            match Pin::new(&mut this.body).poll_frame(cx) {
                // An empty data frame carries no byte: it passes, and the frame held back is
                // still the last that holds any.
                Poll::Ready(Some(Ok(frame)))
                    if this.frame.is_some() && frame.data_ref().is_some_and(Bytes::is_empty) =>
                {
                    return Poll::Ready(Some(Ok(frame)));
                }
                Poll::Ready(Some(Ok(frame))) => {
                    if let Some(previous) = this.frame.replace(frame) {
                        return Poll::Ready(Some(Ok(previous)));
                    }
                }
                Poll::Ready(None) => this.ended = true,
                // The upstream failed: what it sent before goes first, then its error.
                Poll::Ready(Some(Err(error))) => match this.frame.take() {
                    Some(frame) => {
                        this.error = Some(error);
                        this.wait = None;
                        return Poll::Ready(Some(Ok(frame)));
                    }
                    None => return Poll::Ready(Some(Err(error))),
                },
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Pending
    }
}

/// Records what a rewritten request saved in the ledger, on a blocking thread, off the
/// request's path, once what its "before" still `owed` is counted there: the job that hands the
/// record to that thread, left for once the response is sent (its SQLite insert and commit would
/// take a core, and the store's lock, from the archive's puts the response waits for). A runtime
/// dropped by an embedder waits for a record its blocking pool has begun, and a record handed to
/// a runtime already shutting down is made where it is handed in (`ctx proxy` ended by a signal
/// may lose the row being recorded); a failure is said once, and a saving whose count was lost
/// is said and not recorded, rather than recorded short.
fn record(
    state: &Arc<State>,
    session: &str,
    changes: Changes,
    owed: Option<Owed>,
) -> Option<impl FnOnce() + Send + 'static> {
    state.config.ledger.as_ref()?;
    let (state, session) = (Arc::clone(state), session.to_owned());
    let runtime = tokio::runtime::Handle::current();
    let record = Unmade(Some(Box::new(move || {
        let Some(ledger) = &state.config.ledger else { return };
        let owed = match owed.as_ref().map(Owed::tokens) {
            None => 0,
            Some(Some(tokens)) => tokens,
            Some(None) => {
                state.log.once(
                    Level::Warn,
                    "ledger count",
                    format_args!("a saving was not recorded: a count of what it replaced was lost"),
                );
                return;
            }
        };
        let before = changes.tokens_before + owed;
        if before == changes.tokens_after {
            return;
        }
        let (pricing, price) = &state.config.pricing;
        let saving = Saving::new("proxy", &session, before as u64, changes.tokens_after as u64)
            .pricing(pricing.clone(), *price);
        if let Err(error) = ledger.record(&saving) {
            state.log.once(Level::Warn, "ledger", format_args!("savings were not recorded: {error}"));
        }
    })));
    Some(move || {
        // A task the runtime drops unrun (it is shutting down) drops the record, which makes it.
        drop(runtime.spawn_blocking(move || drop(record)));
    })
}

/// A job made when dropped, unless it was made already: a job handed to a thread that never
/// runs it is made by whoever drops it.
struct Unmade(Option<Box<dyn FnOnce() + Send>>);

impl Drop for Unmade {
    fn drop(&mut self) {
        if let Some(job) = self.0.take() {
            job();
        }
    }
}

/// True when the body is not compressed (a compressed body is forwarded as it came).
fn is_identity(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_ENCODING)
        .is_none_or(|value| value.as_bytes().eq_ignore_ascii_case(b"identity"))
}

/// The body to send for a request body read whole: the rewrite, or the client's own bytes.
/// With it, the work the rewrite left for once the response is sent.
async fn rewrite(
    state: &Arc<State>,
    endpoint: Endpoint,
    headers: &HeaderMap,
    body: Bytes,
) -> (Bytes, Option<After>) {
    let started = Instant::now();
    let session = headers.get(SESSION_HEADER).map(|value| value.as_bytes().to_vec());
    let task_state = Arc::clone(state);
    let original = body.clone();
    let outcome = tokio::task::spawn_blocking(move || {
        crate::phase::mark("blocking started");
        let outcome = task_state.rewriter.rewrite(endpoint, &original, session.as_deref());
        crate::phase::mark("rewrite returned");
        outcome
    })
    .await;
    let log = &state.log;
    match outcome {
        Ok(Outcome::Rewritten { body: rewritten, session, changes, owed, archive_failure, after }) => {
            if let Some(reason) = archive_failure {
                log.once(
                    Level::Warn,
                    "archive",
                    format_args!("originals were not archived (markers say so): {reason}"),
                );
            }
            log.say(
                Level::Info,
                format_args!(
                    "{} {session}: {} new tool result(s), {} message(s) sent squashed or replaced, {} left out; {} -> {} bytes in {} ms",
                    endpoint.name(),
                    changes.captured,
                    changes.replaced,
                    changes.dropped,
                    body.len(),
                    rewritten.len(),
                    started.elapsed().as_millis()
                ),
            );
            let after = match (after, record(state, &session, changes, owed)) {
                (Some(after), Some(record)) => {
                    after.and(record);
                    Some(after)
                }
                (None, Some(record)) => Some(After::new(record)),
                (after, None) => after,
            };
            (Bytes::from(rewritten), after)
        }
        Ok(Outcome::Unchanged { session, changes, after }) => {
            log.say(
                Level::Debug,
                format_args!(
                    "{} {session}: {} new tool result(s), nothing to change",
                    endpoint.name(),
                    changes.captured
                ),
            );
            (body, after)
        }
        Ok(Outcome::Untouched { reason }) => {
            let key: String =
                format!("{}: {reason}", endpoint.name()).chars().filter(|c| !c.is_ascii_digit()).collect();
            log.once(
                Level::Warn,
                &key,
                format_args!("a {} request went upstream untouched: {reason}", endpoint.name()),
            );
            (body, None)
        }
        Err(error) => {
            log.say(
                Level::Warn,
                format_args!("a {} request went upstream untouched: {error}", endpoint.name()),
            );
            (body, None)
        }
    }
}

/// A request body, read whole up to a limit.
enum Read {
    Whole(Bytes),
    /// Over the limit: what was read, then the rest, streamed.
    TooLarge(Prefixed),
    Failed(hyper::Error),
}

async fn read_body(mut body: Incoming, max: usize) -> Read {
    let mut buffer = Vec::new();
    while let Some(frame) = body.frame().await {
        let frame = match frame {
            Ok(frame) => frame,
            Err(error) => return Read::Failed(error),
        };
        if let Ok(data) = frame.into_data() {
            buffer.extend_from_slice(&data);
            if buffer.len() > max {
                return Read::TooLarge(Prefixed { prefix: Some(Bytes::from(buffer)), rest: body });
            }
        }
    }
    Read::Whole(Bytes::from(buffer))
}

/// A body whose start was already read: that, then the rest as it comes.
struct Prefixed {
    prefix: Option<Bytes>,
    rest: Incoming,
}

impl Body for Prefixed {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        if let Some(prefix) = self.prefix.take() {
            return Poll::Ready(Some(Ok(Frame::data(prefix))));
        }
        Pin::new(&mut self.rest).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.prefix.is_none() && self.rest.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        let prefix = self.prefix.as_ref().map_or(0, |prefix| prefix.len() as u64);
        plus(&self.rest.size_hint(), prefix)
    }
}

/// The size of a body's `rest` with `bytes` before it: exact when the rest's is.
fn plus(rest: &SizeHint, bytes: u64) -> SizeHint {
    if let Some(exact) = rest.exact() {
        SizeHint::with_exact(exact + bytes)
    } else {
        let mut hint = SizeHint::new();
        hint.set_lower(rest.lower() + bytes);
        hint
    }
}

/// An error and its causes, `outer: inner`.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

/// The proxy's own answer, when the upstream gave none: a JSON error both Anthropic's and
/// OpenAI's clients read (`error.message`).
fn answer(status: StatusCode, message: &str) -> Response<Outgoing> {
    let body = serde_json::json!({
        "type": "error",
        "error": {"type": "proxy_error", "message": format!("ctx proxy: {message}")}
    })
    .to_string();
    let mut response = Response::new(Full::new(Bytes::from(body)).map_err(|never| match never {}).boxed());
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A body of the frames given, each ready at once.
    struct Frames(std::collections::VecDeque<Frame<Bytes>>);

    impl Body for Frames {
        type Data = Bytes;
        type Error = hyper::Error;

        fn poll_frame(
            mut self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
            Poll::Ready(self.0.pop_front().map(Ok))
        }
    }

    fn data(frame: Poll<Option<Result<Frame<Bytes>, hyper::Error>>>) -> Option<Bytes> {
        match frame {
            Poll::Ready(Some(Ok(frame))) => frame.into_data().ok(),
            _ => None,
        }
    }

    /// While the store works, the last frame holding bytes is held back — an empty frame after it
    /// passes, so the frame held is never an empty one — and goes on once the store is done.
    #[test]
    fn the_last_frame_that_holds_bytes_waits_for_the_store() {
        let frames = ["data: one\n\n", "data: last\n\n", ""].map(|text| Frame::data(Bytes::from(text)));
        let (stored, done) = tokio::sync::oneshot::channel::<()>();
        let wait: Wait = Box::pin(async move {
            let _ = done.await;
        });
        let mut held = Held {
            body: Frames(frames.into()).boxed(),
            wait: Some(Mutex::new(wait)),
            frame: None,
            ended: false,
            error: None,
            after: None,
        };
        let mut cx = Context::from_waker(std::task::Waker::noop());
        let mut poll = || Pin::new(&mut held).poll_frame(&mut cx);
        assert_eq!(data(poll()), Some(Bytes::from("data: one\n\n")));
        assert_eq!(data(poll()), Some(Bytes::new()), "the empty frame passes");
        assert!(poll().is_pending(), "the last frame with bytes waits");
        let _ = stored.send(());
        assert_eq!(data(poll()), Some(Bytes::from("data: last\n\n")));
        assert!(matches!(poll(), Poll::Ready(None)));
    }

    /// `frames` in a [`Held`] with no store to wait for, whose work says on the channel returned
    /// that it was handed in.
    fn then(frames: &[&'static str]) -> (Held, std::sync::mpsc::Receiver<()>) {
        let (sender, receiver) = std::sync::mpsc::channel();
        let after = After::new(move || sender.send(()).expect("the test waits"));
        let frames = frames.iter().map(|text| Frame::data(Bytes::from(*text))).collect();
        let body = Frames(frames).boxed();
        (Held { body, wait: None, frame: None, ended: false, error: None, after: Some(after) }, receiver)
    }

    /// Waits (on the runtime, whose timers hand the work in) until the work says it was handed in.
    async fn handed_in(handed: &std::sync::mpsc::Receiver<()>) {
        for _ in 0..12_000 {
            if handed.try_recv().is_ok() {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
        panic!("the work was not handed in");
    }

    /// The work a request left is handed in once its response has ended (a moment after, so the
    /// last bytes are written first), not before.
    #[tokio::test]
    async fn the_work_a_request_left_waits_for_its_response_s_end() {
        let (mut body, handed) = then(&["data: one\n\n", "data: last\n\n"]);
        let mut cx = Context::from_waker(std::task::Waker::noop());
        for text in ["data: one\n\n", "data: last\n\n"] {
            assert_eq!(data(Pin::new(&mut body).poll_frame(&mut cx)), Some(Bytes::from(text)));
            assert!(handed.try_recv().is_err(), "held while the response is sent");
        }
        assert!(matches!(Pin::new(&mut body).poll_frame(&mut cx), Poll::Ready(None)));
        // The one-thread runtime has not run the timer's task yet: nothing handed in at once.
        assert!(handed.try_recv().is_err(), "not before the last bytes are written");
        handed_in(&handed).await;
        drop(body);
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert!(handed.try_recv().is_err(), "once");
    }

    /// A client gone mid-stream drops the response's body: the work is handed in then, on the
    /// runtime or off it.
    #[tokio::test]
    async fn a_response_dropped_mid_stream_hands_its_work_in() {
        let (mut body, handed) = then(&["data: one\n\n", "data: two\n\n"]);
        let mut cx = Context::from_waker(std::task::Waker::noop());
        assert_eq!(data(Pin::new(&mut body).poll_frame(&mut cx)), Some(Bytes::from("data: one\n\n")));
        assert!(handed.try_recv().is_err());
        drop(body);
        handed_in(&handed).await;
        let (body, handed) = then(&["data: one\n\n"]);
        std::thread::spawn(move || drop(body)).join().expect("dropped off the runtime");
        assert_eq!(handed.try_recv(), Ok(()), "at once where no runtime is");
    }

    #[track_caller]
    fn check(base: &str, path: &str, expected: &str) {
        let upstream = Upstream::parse(base).expect("a valid upstream");
        let path: PathAndQuery = path.parse().expect("a path");
        assert_eq!(upstream.uri(Some(&path)).expect("a URI").to_string(), expected);
    }

    #[test]
    fn requests_go_under_the_upstream_prefix() {
        check(
            "https://api.anthropic.com",
            "/v1/messages?beta=true",
            "https://api.anthropic.com/v1/messages?beta=true",
        );
        check("https://api.anthropic.com/", "/v1/messages", "https://api.anthropic.com/v1/messages");
        check(
            "http://127.0.0.1:9000/api",
            "/v1/chat/completions",
            "http://127.0.0.1:9000/api/v1/chat/completions",
        );
    }

    #[test]
    fn a_bad_upstream_is_refused_and_credentials_are_never_shown() {
        for (url, reason) in [
            ("api.anthropic.com", "expected http:// or https://"),
            ("ftp://example.com", "expected http:// or https://"),
            ("https://example.com/?key=1", "a query has no place in a base URL"),
        ] {
            let error = Upstream::parse(url).err().expect("refused");
            assert_eq!(error.to_string(), format!("invalid upstream `{url}`: {reason}"));
        }
        let upstream = Upstream::parse("https://user:secret@example.com:8443/api").expect("valid");
        assert_eq!(upstream.shown(), "https://example.com:8443/api");
    }

    #[test]
    fn hop_by_hop_headers_go_and_the_rest_stay() {
        let mut headers = HeaderMap::new();
        for (name, value) in [
            ("connection", "keep-alive, x-hop"),
            ("x-hop", "1"),
            ("keep-alive", "timeout=5"),
            ("authorization", "Bearer sk-test"),
            ("x-api-key", "key"),
            ("anthropic-version", "2023-06-01"),
        ] {
            headers.insert(HeaderName::from_static(name), HeaderValue::from_static(value));
        }
        strip_hop_by_hop(&mut headers);
        let mut names: Vec<&str> = headers.keys().map(HeaderName::as_str).collect();
        names.sort_unstable();
        assert_eq!(names, ["anthropic-version", "authorization", "x-api-key"]);
    }
}
