//! Content that is not text, counted by a documented estimate instead of 0.
//!
//! A message's text parts are counted exactly. Its other parts — images, thinking blocks,
//! encrypted reasoning, parts of kinds ctx does not know — still cost the model tokens, so each
//! is counted by the rule below and reported ([`Estimated`]) so nobody mistakes the figure for
//! an exact one:
//!
//! - **Images** (`image` blocks, `image_url` and `input_image` parts): Anthropic's published rule,
//!   width × height / 750, after scaling the long edge down to 1,568 pixels, at most
//!   [`IMAGE_TOKENS`] (the size past which the API scales an image down). The dimensions are read
//!   from the PNG, GIF, WebP or JPEG header of base64 data; an image given by URL or file id, or
//!   whose header cannot be read, counts [`IMAGE_TOKENS`], the most an image costs.
//! - **Thinking** (`thinking` blocks, a `reasoning` item's summary and content text): the o200k
//!   count of the text (the signature is not text the model reads).
//! - **Opaque** data (`redacted_thinking`, a `reasoning` item's `encrypted_content`): the decoded
//!   size of the base64 text divided by [`OPAQUE_BYTES_PER_TOKEN`], about what text of that size
//!   counts.
//! - **Anything else** (`document`, `file`, `input_audio`, `web_search_call`, unknown blocks): the
//!   o200k count of the part's JSON text.

use std::iter::Sum;
use std::ops::AddAssign;

use ctx_message::{ChatMessage, Object};
use serde_json::Value;

use crate::count_tokens;

/// Tokens of an image whose size is unknown, and the most any image counts: Anthropic scales an
/// image past about 1,600 tokens (1.15 megapixels) down.
pub const IMAGE_TOKENS: usize = 1_600;
/// Bytes of opaque data (encrypted reasoning, redacted thinking) counted as one token.
pub const OPAQUE_BYTES_PER_TOKEN: usize = 4;
/// Pixels per token of an image (Anthropic: tokens = width × height / 750).
const PIXELS_PER_TOKEN: u64 = 750;
/// The longest image edge before Anthropic scales an image down.
const MAX_EDGE: u64 = 1_568;
/// Base64 characters of an image read for its header (a JPEG's size marker may follow its
/// metadata).
const HEADER_CHARS: usize = 96 * 1024;

/// What the non-text parts of some messages counted, by kind.
///
/// ```
/// use ctx_message::Conversation;
///
/// let conversation = Conversation::parse(r#"{"system": "x", "messages": [{"role": "user", "content": [
///     {"type": "image", "source": {"type": "url", "url": "https://example.com/a.png"}},
///     {"type": "text", "text": "what is this?"}]}]}"#)?;
/// let estimated = ctx_tokens::estimate_parts(&conversation.messages[1]);
/// assert_eq!((estimated.images, estimated.tokens), (1, ctx_tokens::IMAGE_TOKENS));
/// # Ok::<(), ctx_message::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Estimated {
    /// Images, counted from their size.
    pub images: usize,
    /// Thinking blocks and reasoning summaries, counted by their text.
    pub thinking: usize,
    /// Redacted thinking and encrypted reasoning, counted by their size.
    pub opaque: usize,
    /// Parts of other kinds, counted by their JSON text.
    pub other: usize,
    /// The tokens all of them count.
    pub tokens: usize,
}

impl Estimated {
    /// True when no part was estimated.
    pub fn is_empty(&self) -> bool {
        self.images + self.thinking + self.opaque + self.other == 0
    }
}

impl AddAssign for Estimated {
    fn add_assign(&mut self, other: Estimated) {
        self.images += other.images;
        self.thinking += other.thinking;
        self.opaque += other.opaque;
        self.other += other.other;
        self.tokens = self.tokens.saturating_add(other.tokens);
    }
}

impl Sum for Estimated {
    fn sum<I: Iterator<Item = Estimated>>(iter: I) -> Estimated {
        let mut total = Estimated::default();
        for item in iter {
            total += item;
        }
        total
    }
}

/// The estimates of every part of `message` that is not text.
pub fn estimate_parts(message: &ChatMessage) -> Estimated {
    message.content.other_parts().map(estimate_part).sum()
}

/// The estimate of one part that is not text.
fn estimate_part(part: &Object) -> Estimated {
    let kind = part.get_str("type").unwrap_or_default();
    let mut estimated = Estimated::default();
    match kind.as_str() {
        "image" | "image_url" | "input_image" => {
            estimated.images = 1;
            estimated.tokens = image_tokens(image_data(part).as_deref());
        }
        "thinking" => {
            estimated.thinking = 1;
            estimated.tokens = part.get_str("thinking").map_or(0, |text| count_tokens(&text));
        }
        "redacted_thinking" => {
            estimated.opaque = 1;
            estimated.tokens = opaque_tokens(&part.get_str("data").unwrap_or_default());
        }
        "reasoning" => {
            let texts = reasoning_texts(part);
            let sealed = part.get_str("encrypted_content").unwrap_or_default();
            if sealed.is_empty() {
                estimated.thinking = 1;
            } else {
                estimated.opaque = 1;
            }
            estimated.tokens =
                texts.iter().map(|text| count_tokens(text)).sum::<usize>() + opaque_tokens(&sealed);
        }
        _ => {
            estimated.other = 1;
            estimated.tokens = count_tokens(&serde_json::to_string(part).unwrap_or_default());
        }
    }
    estimated
}

/// The text of a `reasoning` item's `summary` and `content` entries.
fn reasoning_texts(part: &Object) -> Vec<String> {
    ["summary", "content"]
        .iter()
        .filter_map(|key| part.get_as::<Vec<Value>>(key))
        .flatten()
        .filter_map(|entry| entry.get("text").and_then(Value::as_str).map(str::to_owned))
        .collect()
}

/// Tokens of opaque base64 data: its decoded size over [`OPAQUE_BYTES_PER_TOKEN`].
fn opaque_tokens(base64: &str) -> usize {
    (base64.len() * 3 / 4).div_ceil(OPAQUE_BYTES_PER_TOKEN)
}

/// The base64 data of an image part, when it carries its bytes: an Anthropic `source` of type
/// `base64`, or a `data:` URL (`image_url.url`, `image_url`, `input_image`'s `image_url`).
fn image_data(part: &Object) -> Option<String> {
    if let Some(source) = part.get_as::<Object>("source") {
        return source.get_str("data");
    }
    let url = match part.get_as::<Object>("image_url") {
        Some(inner) => inner.get_str("url")?,
        None => part.get_str("image_url")?,
    };
    let (_, data) = url.strip_prefix("data:")?.split_once(";base64,")?;
    Some(data.to_owned())
}

/// Tokens of an image from its base64 data: Anthropic's width × height / 750 when the header
/// gives the size, at most [`IMAGE_TOKENS`]; [`IMAGE_TOKENS`] otherwise.
fn image_tokens(base64: Option<&str>) -> usize {
    let Some((width, height)) = base64.and_then(|data| dimensions(&decode(data, HEADER_CHARS))) else {
        return IMAGE_TOKENS;
    };
    let (width, height) = (u64::from(width), u64::from(height));
    let long = width.max(height).max(1);
    let (width, height) =
        if long > MAX_EDGE { (width * MAX_EDGE / long, height * MAX_EDGE / long) } else { (width, height) };
    let tokens = (width * height).div_ceil(PIXELS_PER_TOKEN);
    usize::try_from(tokens).unwrap_or(IMAGE_TOKENS).min(IMAGE_TOKENS)
}

/// Decodes at most the first `limit` characters of base64 text (padding and invalid characters
/// end it).
fn decode(text: &str, limit: usize) -> Vec<u8> {
    let value = |byte: u8| match byte {
        b'A'..=b'Z' => Some(byte - b'A'),
        b'a'..=b'z' => Some(byte - b'a' + 26),
        b'0'..=b'9' => Some(byte - b'0' + 52),
        b'+' | b'-' => Some(62),
        b'/' | b'_' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(limit * 3 / 4);
    let (mut buffer, mut bits) = (0_u32, 0);
    for byte in text.bytes().take(limit) {
        let Some(sextet) = value(byte) else { break };
        buffer = (buffer << 6) | u32::from(sextet);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}

/// Width and height from a PNG, GIF, WebP or JPEG header.
fn dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    let be16 = |at: usize| Some(u32::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?])));
    let le16 = |at: usize| Some(u32::from(u16::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?])));
    let be32 = |at: usize| Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    let le24 =
        |at: usize| Some(u32::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?, *bytes.get(at + 2)?, 0]));
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Some((be32(16)?, be32(20)?));
    }
    if bytes.starts_with(b"GIF8") {
        return Some((le16(6)?, le16(8)?));
    }
    if bytes.starts_with(b"RIFF") && bytes.get(8..12) == Some(b"WEBP") {
        return match bytes.get(12..16)? {
            b"VP8X" => Some((le24(24)? + 1, le24(27)? + 1)),
            b"VP8L" => {
                let bits = u32::from_le_bytes(bytes.get(21..25)?.try_into().ok()?);
                Some(((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1))
            }
            _ => Some((le16(26)? & 0x3fff, le16(28)? & 0x3fff)),
        };
    }
    if bytes.starts_with(&[0xff, 0xd8]) {
        let mut at = 2;
        while at + 9 < bytes.len() {
            if bytes[at] != 0xff {
                return None;
            }
            let marker = bytes[at + 1];
            let length = usize::try_from(be16(at + 2)?).ok()?;
            let frame = matches!(marker, 0xc0..=0xcf) && !matches!(marker, 0xc4 | 0xc8 | 0xcc);
            if frame {
                return Some((be16(at + 7)?, be16(at + 5)?));
            }
            at += 2 + length;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use ctx_message::Content;

    /// The 166 × 282 PNG of the llm-anthropic image sample.
    const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAKYAAAEaAgMAAADmmcReAAAACVBMVEX///8A/wD+AQASdAFKAAAAR0lEQVR42u3YMREAMAjAwC5d6q8mUYkEVuA+8yvIkVr0oghFURRFURRFURRFUdRCkSRJM7u/CEVRFEVRFEVRFEXRpdQXkcaVBRUPn8UJn6QAAAAASUVORK5CYII=";

    fn part(json: &str) -> Object {
        serde_json::from_str(json).expect("a part")
    }

    #[track_caller]
    fn check(json: &str, expected: Estimated) {
        assert_eq!(estimate_part(&part(json)), expected, "{json}");
    }

    fn of(kind: &str, tokens: usize) -> Estimated {
        let mut estimated = Estimated { tokens, ..Estimated::default() };
        match kind {
            "images" => estimated.images = 1,
            "thinking" => estimated.thinking = 1,
            "opaque" => estimated.opaque = 1,
            _ => estimated.other = 1,
        }
        estimated
    }

    #[test]
    fn images_count_by_their_size() {
        // 166 × 282 / 750 = 62.4
        check(
            &format!(
                r#"{{"type":"image","source":{{"type":"base64","media_type":"image/png","data":"{PNG}"}}}}"#
            ),
            of("images", 63),
        );
        check(
            &format!(r#"{{"type":"image_url","image_url":{{"url":"data:image/png;base64,{PNG}"}}}}"#),
            of("images", 63),
        );
        check(
            &format!(r#"{{"type":"input_image","image_url":"data:image/png;base64,{PNG}"}}"#),
            of("images", 63),
        );
        check(
            r#"{"type":"image_url","image_url":{"url":"https://example.com/cat.png"}}"#,
            of("images", IMAGE_TOKENS),
        );
        check(
            r#"{"type":"image","source":{"type":"base64","data":"bm90IGFuIGltYWdl"}}"#,
            of("images", IMAGE_TOKENS),
        );
    }

    #[test]
    fn headers_give_the_size() {
        let png = |w: u32, h: u32| {
            let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
            bytes.extend(w.to_be_bytes());
            bytes.extend(h.to_be_bytes());
            bytes
        };
        assert_eq!(dimensions(&png(4000, 3000)), Some((4000, 3000)));
        assert_eq!(dimensions(b"GIF89a\x10\x00\x20\x00"), Some((16, 32)));
        let jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 20, 0, 10, 3, 0, 0];
        assert_eq!(dimensions(&jpeg), Some((10, 20)));
        assert_eq!(dimensions(b"nothing"), None);
        // A large photo is scaled down first, and never counts more than the cap.
        assert_eq!(image_tokens(Some(&base64(&png(4000, 3000)))), IMAGE_TOKENS);
        assert_eq!(image_tokens(Some(&base64(&png(750, 100)))), 100);
    }

    fn base64(bytes: &[u8]) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let n = chunk.iter().enumerate().fold(0_u32, |n, (i, b)| n | (u32::from(*b) << (16 - 8 * i)));
            for i in 0..=chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            }
        }
        out
    }

    #[test]
    fn thinking_counts_its_text_and_opaque_data_its_size() {
        check(r#"{"type":"thinking","thinking":"hello world","signature":"Eo"}"#, of("thinking", 2));
        check(r#"{"type":"redacted_thinking","data":"AAAAAAAAAAAAAAAA"}"#, of("opaque", 3));
        check(
            r#"{"type":"reasoning","summary":[{"type":"summary_text","text":"hello world"}],"encrypted_content":"AAAAAAAAAAAAAAAA"}"#,
            of("opaque", 2 + 3),
        );
        check(
            r#"{"type":"reasoning","summary":[],"content":[{"type":"reasoning_text","text":"hi"}]}"#,
            of("thinking", 1),
        );
    }

    #[test]
    fn anything_else_counts_its_json() {
        let json = r#"{"type":"web_search_call","status":"completed"}"#;
        check(json, of("other", count_tokens(json)));
    }

    #[test]
    fn a_message_sums_its_parts_and_skips_text() {
        let content: Content = serde_json::from_str(
            r#"[{"type":"text","text":"a"},{"type":"thinking","thinking":"hello world"},{"type":"image","source":{"type":"url","url":"u"}}]"#,
        )
        .expect("parts");
        let message = ChatMessage::new(ctx_message::Role::Assistant, content);
        let estimated = estimate_parts(&message);
        assert_eq!((estimated.images, estimated.thinking, estimated.tokens), (1, 1, IMAGE_TOKENS + 2));
        assert!(!estimated.is_empty());
        assert!(estimate_parts(&ChatMessage::user("hi")).is_empty());
    }
}
