//! A tiny OpenAI-compatible HTTP/1.1 server on 127.0.0.1 for tests: it records each request and
//! answers with canned replies, then stops by itself (loopback only, bounded waits).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// How long the server waits for a client before it gives up and stops by itself.
const PATIENCE: Duration = Duration::from_secs(10);

/// One recorded request.
#[derive(Debug)]
pub struct Request {
    /// The request method (`POST`).
    pub method: String,
    /// The request path (`/v1/chat/completions`).
    pub path: String,
    /// The headers, in order.
    pub headers: Vec<(String, String)>,
    /// The JSON body.
    pub body: Value,
}

impl Request {
    /// The value of a header, matched without regard to case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(key, _)| key.eq_ignore_ascii_case(name)).map(|(_, value)| value.as_str())
    }
}

/// What the server does with one request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// Answers with this status and body.
    Raw(u16, String),
    /// Reads the request and answers nothing until the test is finished with it.
    Stall,
}

impl Reply {
    /// A 200 chat completion whose first choice has this message and finish reason.
    pub fn completion(message: &Value, finish: &str) -> Reply {
        let body = json!({
            "id": "chatcmpl-test", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        });
        Reply::Raw(200, body.to_string())
    }

    /// A 200 chat completion answering `text`.
    pub fn text(text: &str) -> Reply {
        Reply::completion(&json!({"role": "assistant", "content": text}), "stop")
    }
}

/// A server answering one request per reply, in order, then stopping.
pub struct Server {
    /// The endpoint's base URL, `http://127.0.0.1:PORT/v1`.
    pub base_url: String,
    done: Sender<()>,
    thread: JoinHandle<Vec<Request>>,
}

impl Server {
    /// Starts the server on a free loopback port.
    ///
    /// # Panics
    ///
    /// When no loopback port can be bound.
    pub fn start(replies: Vec<Reply>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("binds a loopback port");
        let base_url = format!("http://{}/v1", listener.local_addr().expect("address"));
        listener.set_nonblocking(true).expect("non-blocking accept");
        let (done, finished) = channel();
        let thread = std::thread::spawn(move || serve(&listener, replies, &finished));
        Server { base_url, done, thread }
    }

    /// Tells a stalled reply to give up, waits for the server to stop, and returns the requests.
    ///
    /// # Panics
    ///
    /// When the server thread panicked.
    pub fn finish(self) -> Vec<Request> {
        let _ = self.done.send(());
        self.thread.join().expect("the server thread does not panic")
    }
}

fn serve(listener: &TcpListener, replies: Vec<Reply>, finished: &Receiver<()>) -> Vec<Request> {
    let mut requests = Vec::new();
    for reply in replies {
        let Some(mut stream) = accept(listener) else { break };
        let Some(request) = read_request(&mut stream) else { break };
        requests.push(request);
        match reply {
            Reply::Raw(status, body) => {
                let head = format!(
                    "HTTP/1.1 {status} Canned\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                    body.len()
                );
                let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes()));
            }
            Reply::Stall => {
                let _ = finished.recv_timeout(PATIENCE);
            }
        }
    }
    requests
}

fn accept(listener: &TcpListener) -> Option<TcpStream> {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if let Ok((stream, _)) = listener.accept() {
            stream.set_nonblocking(false).ok()?;
            stream.set_read_timeout(Some(PATIENCE)).ok()?;
            return Some(stream);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    None
}

fn read_request(stream: &mut TcpStream) -> Option<Request> {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next()?.to_owned(), parts.next()?.to_owned());
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let request = Request { method, path, headers, body: Value::Null };
    let length: usize = request.header("content-length")?.parse().ok()?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request { body: serde_json::from_slice(&body).ok()?, ..request })
}
