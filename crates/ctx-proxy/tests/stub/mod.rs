//! A stub upstream on loopback that records every request it receives and answers with what the
//! test set (JSON, SSE in timed chunks, any status, or no answer at all), and a small client.

#![allow(dead_code, reason = "each test binary uses its own share of the stub")]

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::{Frame, Incoming};
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::net::TcpListener;

use ctx_proxy::{Config, Level, Proxy};

/// One request as the stub received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub method: String,
    pub uri: String,
    pub headers: Vec<(String, Vec<u8>)>,
    pub body: Bytes,
}

impl Received {
    pub fn header(&self, name: &str) -> Option<&[u8]> {
        self.headers.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_slice())
    }
}

/// What the stub answers.
#[derive(Debug, Clone)]
pub enum Reply {
    /// A status and a JSON body at once.
    Json(u16, String),
    /// `text/event-stream`, these chunks, each after the delay.
    Sse(Vec<String>, Duration),
    /// As a model answers: nothing for `first` (the time to the first byte), then
    /// `text/event-stream`, these chunks `gap` apart (the stream ends `gap` after the last).
    Paced { first: Duration, chunks: Vec<String>, gap: Duration },
    /// Never answers.
    Hang,
}

pub struct Stub {
    pub addr: SocketAddr,
    received: Arc<Mutex<Vec<Received>>>,
    reply: Arc<Mutex<Reply>>,
}

type Body = BoxBody<Bytes, Infallible>;

impl Stub {
    pub async fn start(reply: Reply) -> Stub {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the stub");
        let addr = listener.local_addr().expect("an address");
        let received = Arc::new(Mutex::new(Vec::new()));
        let reply = Arc::new(Mutex::new(reply));
        let (task_received, task_reply) = (Arc::clone(&received), Arc::clone(&reply));
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else { return };
                let (received, reply) = (Arc::clone(&task_received), Arc::clone(&task_reply));
                tokio::spawn(async move {
                    let service = service_fn(move |request| {
                        let (received, reply) = (Arc::clone(&received), Arc::clone(&reply));
                        async move { Ok::<_, Infallible>(answer(request, &received, &reply).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        Stub { addr, received, reply }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn set(&self, reply: Reply) {
        *self.reply.lock().expect("lock") = reply;
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().expect("lock").clone()
    }

    /// What the stub received, forgotten.
    pub fn take(&self) -> Vec<Received> {
        std::mem::take(&mut *self.received.lock().expect("lock"))
    }

    pub fn last(&self) -> Received {
        self.received().pop().expect("the stub received a request")
    }
}

async fn answer(
    request: Request<Incoming>,
    received: &Mutex<Vec<Received>>,
    reply: &Mutex<Reply>,
) -> Response<Body> {
    let (parts, body) = request.into_parts();
    let body = body.collect().await.map(http_body_util::Collected::to_bytes).unwrap_or_default();
    received.lock().expect("lock").push(Received {
        method: parts.method.to_string(),
        uri: parts.uri.to_string(),
        headers: parts
            .headers
            .iter()
            .map(|(name, value)| (name.to_string(), value.as_bytes().to_vec()))
            .collect(),
        body,
    });
    let reply = reply.lock().expect("lock").clone();
    match reply {
        Reply::Json(status, body) => Response::builder()
            .status(StatusCode::from_u16(status).expect("a status"))
            .header("content-type", "application/json")
            .header("request-id", "req_stub")
            .body(Full::new(Bytes::from(body)).boxed())
            .expect("a response"),
        Reply::Paced { first, chunks, gap } => {
            tokio::time::sleep(first).await;
            events(chunks, gap)
        }
        Reply::Sse(chunks, delay) => events(chunks, delay),
        Reply::Hang => {
            tokio::time::sleep(Duration::from_hours(1)).await;
            Response::new(Full::new(Bytes::new()).boxed())
        }
    }
}

/// `text/event-stream`: `chunks`, each after `delay`.
fn events(chunks: Vec<String>, delay: Duration) -> Response<Body> {
    let (sender, chunk_receiver) = tokio::sync::mpsc::channel::<Bytes>(4);
    tokio::spawn(async move {
        for chunk in chunks {
            if sender.send(Bytes::from(chunk)).await.is_err() {
                return;
            }
            tokio::time::sleep(delay).await;
        }
    });
    Response::builder()
        .header("content-type", "text/event-stream")
        .body(Chunks(chunk_receiver).boxed())
        .expect("a response")
}

/// A body of the chunks a channel delivers, as they come.
struct Chunks(tokio::sync::mpsc::Receiver<Bytes>);

impl hyper::body::Body for Chunks {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        self.0.poll_recv(cx).map(|chunk| chunk.map(|chunk| Ok(Frame::data(chunk))))
    }
}

/// A response as the client got it: status, headers, the body's chunks and when each came.
#[derive(Debug)]
pub struct Got {
    pub status: u16,
    pub headers: Vec<(String, Vec<u8>)>,
    pub chunks: Vec<(Duration, Bytes)>,
}

impl Got {
    pub fn body(&self) -> Vec<u8> {
        self.chunks.iter().flat_map(|(_, chunk)| chunk.to_vec()).collect()
    }

    pub fn header(&self, name: &str) -> Option<&[u8]> {
        self.headers.iter().find(|(key, _)| key == name).map(|(_, value)| value.as_slice())
    }
}

/// The client the tests and the bench send with.
pub type HttpClient = Client<HttpConnector, Full<Bytes>>;

/// A plain-HTTP client, as an agent would be.
pub fn client() -> HttpClient {
    Client::builder(TokioExecutor::new()).build(HttpConnector::new())
}

/// Sends `method path` with `headers` and `body` to `addr`; the response, read whole.
pub async fn send(
    client: &HttpClient,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: impl Into<Bytes>,
) -> Got {
    let started = Instant::now();
    let mut request = Request::builder().method(method).uri(format!("http://{addr}{path}"));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request.body(Full::new(body.into())).expect("a request");
    let response = client.request(request).await.expect("a response");
    let (parts, mut body) = response.into_parts();
    let mut chunks = Vec::new();
    while let Some(frame) = body.frame().await {
        if let Ok(data) = frame.expect("a frame").into_data() {
            chunks.push((started.elapsed(), data));
        }
    }
    Got {
        status: parts.status.as_u16(),
        headers: parts
            .headers
            .iter()
            .map(|(name, value)| (name.to_string(), value.as_bytes().to_vec()))
            .collect(),
        chunks,
    }
}

/// A recorded conversation (`{"model": …, "messages": […]}`, as the recorded trajectories keep
/// them) as the Chat Completions requests its agent sent: one per model call, each holding the
/// history before the call, every message with its recorded bytes.
pub fn chat_requests(trajectory: &str) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Recorded<'a> {
        #[serde(borrow)]
        messages: Vec<&'a serde_json::value::RawValue>,
        model: Option<String>,
    }
    #[derive(serde::Deserialize)]
    struct Role {
        role: String,
    }
    let recorded: Recorded<'_> = serde_json::from_str(trajectory).expect("a recorded conversation");
    let model = recorded.model.unwrap_or_else(|| "gpt-4o".to_owned());
    let mut requests = Vec::new();
    for (at, message) in recorded.messages.iter().enumerate() {
        let role: Role = serde_json::from_str(message.get()).expect("a role");
        if role.role == "assistant" && at > 0 {
            let history: Vec<&str> = recorded.messages[..at].iter().map(|message| message.get()).collect();
            requests.push(format!(
                r#"{{"model":{},"messages":[{}]}}"#,
                serde_json::json!(model),
                history.join(",")
            ));
        }
    }
    requests
}

/// A proxy in front of `stub`, configured by `configure`; its address.
pub async fn proxy(stub: &Stub, configure: impl FnOnce(&mut Config)) -> SocketAddr {
    let mut config = Config::new(stub.url());
    config.log = Level::Off;
    configure(&mut config);
    let proxy = Proxy::bind("127.0.0.1:0".parse().expect("an address"), config).await.expect("bind");
    let addr = proxy.local_addr().expect("an address");
    tokio::spawn(proxy.serve());
    addr
}
