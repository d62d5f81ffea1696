//! `ctx count [FILE]`: the o200k token count as a bare integer.

use std::io::Write;
use std::path::PathBuf;

use crate::input;
use crate::progress::{LARGE_INPUT, Progress};

/// Arguments of `ctx count`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to count; stdin when absent or `-`.
    file: Option<PathBuf>,
}

/// The size of the pieces a large input is counted in, for its progress bar.
const PIECE: usize = 1 << 20;

/// Prints the token count of the input.
pub fn run(args: &Args, out: &mut dyn Write) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let progress = Progress::bytes(text.len() as u64 >= LARGE_INPUT, text.len() as u64, "counting");
    let mut tokens = 0;
    for piece in pieces(&text, PIECE) {
        tokens += ctx_tokens::count_tokens(piece);
        progress.advance(piece.len() as u64);
    }
    drop(progress);
    writeln!(out, "{tokens}")?;
    Ok(())
}

/// `text` in pieces of at least `size` bytes (the last one shorter), cut only right after a
/// newline followed by an ASCII letter or digit. No o200k piece spans such a place: a word
/// piece's optional leading character is never a newline, a number piece holds only digits, a
/// punctuation piece ends in newlines or `/` and nothing else, and the whitespace pieces end
/// before a non-space. So the pieces' counts add up to the count of the whole text.
fn pieces(text: &str, size: usize) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let cut = (size.max(1)..bytes.len())
            .find(|&at| bytes[at - 1] == b'\n' && bytes[at].is_ascii_alphanumeric())
            .unwrap_or(bytes.len());
        let (piece, tail) = rest.split_at(cut);
        rest = tail;
        Some(piece)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, size: usize) {
        let pieces: Vec<&str> = pieces(text, size).collect();
        assert_eq!(pieces.concat(), text);
        let sum: usize = pieces.iter().map(|piece| ctx_tokens::count_tokens(piece)).sum();
        assert_eq!(sum, ctx_tokens::count_tokens(text), "{text:?} in pieces of {size}: {pieces:?}");
    }

    #[test]
    fn pieces_add_up_to_the_whole_count() {
        for size in [1, 2, 5, 64] {
            check("", size);
            check("hello world\nagain\n", size);
            check("a\n \nb\n\nc\r\nD\n  e\n.\n/f\n's\nx\n123\n4\n", size);
            check("fn main() {\n    println!(\"hi\");\n}\nfn b() {}\n", size);
            check("日本語\nテキスト\nzwölf\nÉcole\n9\n", size);
            check("word\n\n\nWord\n \tword\n#word\n-word\n", size);
        }
        // Every pair of characters that can sit around a newline, in pseudo-random order.
        let alphabet = [' ', '\n', '\r', '\t', 'a', 'Z', '7', '.', '/', '\'', 's', 'é', '語', '-', '"'];
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut text = String::new();
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push(alphabet[(state % alphabet.len() as u64) as usize]);
        }
        for size in [1, 7, 100, 4096] {
            check(&text, size);
        }
    }
}
