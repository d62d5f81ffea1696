//! `ctx recall HANDLE [--lines A-B | --bytes A-B | --raw] [--grep PAT]` and `ctx recall --search PHRASE`: an original back.

use std::io::Write;
use std::path::PathBuf;

use anyhow::bail;
use ctx_archive::Archive as _;
use ctx_pipeline::{RecallRequest, recall_text};

use crate::archive;

/// Arguments of `ctx recall`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The handle a marker names (`a1b2c3d4`).
    #[arg(required_unless_present = "search")]
    handle: Option<String>,
    /// Which lines: `120-531`, `500-` (to the end), `42`.
    #[arg(long, value_name = "A-B", value_parser = lines, conflicts_with_all = ["grep", "search", "bytes"])]
    lines: Option<String>,
    /// Which bytes, numbered from 1: `5001-5900`, `5001-` (to the end) — text inside a line too
    /// long for a page, as a marker names it (`[… 900 bytes omitted — recall a1b2c3d4 bytes
    /// 5001-5900]`).
    #[arg(long, value_name = "A-B", value_parser = lines, conflicts_with_all = ["grep", "search"])]
    bytes: Option<String>,
    /// The lines of the original that match this regular expression.
    #[arg(long, value_name = "PATTERN", conflicts_with = "search")]
    grep: Option<String>,
    /// The originals where this phrase occurs, across the whole archive.
    #[arg(long, value_name = "PHRASE", conflicts_with = "handle")]
    search: Option<String>,
    /// The whole original, byte for byte, with no header: what a squash replaced, for a file or a
    /// pipe (an input that was not UTF-8 included).
    #[arg(long, conflicts_with_all = ["lines", "bytes", "grep", "search"])]
    raw: bool,
    /// The archive to read (default: `CTX_ARCHIVE`, else `.ctx/archive.sqlite`).
    #[arg(long, value_name = "PATH")]
    archive: Option<PathBuf>,
}

/// A range as `--lines` and `--bytes` take it: one number, `A-B` with A not after B, or `A-`.
fn lines(text: &str) -> Result<String, String> {
    let number = |text: &str| text.trim().parse::<usize>().ok();
    let valid = match text.trim().split_once('-') {
        Some((first, "")) => number(first).is_some(),
        Some((first, last)) => match (number(first), number(last)) {
            (Some(first), Some(last)) if last < first => {
                return Err(format!("the range ends before it starts: {last}-{first}, not {first}-{last}"));
            }
            (first, last) => first.is_some() && last.is_some(),
        },
        None => number(text).is_some(),
    };
    if valid {
        Ok(text.trim().to_owned())
    } else {
        Err("must be a number or a range such as 120-531 or 500-".to_owned())
    }
}

/// Prints the answer; an unknown or ambiguous handle, lines past the end or an invalid pattern is
/// an error (exit 1).
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let archive = archive::open_existing(args.archive.as_deref())?;
    if let (true, Some(handle)) = (args.raw, &args.handle) {
        let handle = archive.resolve(handle)?;
        out.write_all(&archive.get(&handle)?)?;
        return Ok(());
    }
    let request = match (&args.handle, &args.search) {
        (Some(handle), _) => {
            let mut request = RecallRequest::handle(handle);
            if let Some(lines) = &args.lines {
                request = request.lines(lines);
            }
            if let Some(bytes) = &args.bytes {
                request = request.bytes(bytes);
            }
            if let Some(pattern) = &args.grep {
                request = request.pattern(pattern);
            }
            request
        }
        (None, Some(phrase)) => RecallRequest::search(phrase),
        (None, None) => bail!("name a handle, or --search a phrase"),
    };
    let mut answer = recall_text(&archive, &request)?;
    // The tool's answer to a search that finds nothing is one sentence without a line end.
    if !answer.ends_with('\n') {
        answer.push('\n');
    }
    out.write_all(answer.as_bytes())?;
    Ok(())
}
