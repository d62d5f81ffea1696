//! Line templates mined over a whole output, Drain-style: lines that are the same text with some
//! tokens varying (identifiers, numbers, paths, names) share a template, whatever tool wrote
//! them. No per-tool list: the templates come from the output itself.
//!
//! A line is split into tokens at blanks, a quoted phrase one token (quoted.rs). A token holding a digit is variable from the start
//! (counters, times, versions, hashes, `file.rs:12:5`). Lines are grouped by token count and
//! first token; within a group a line joins the first template that agrees with it on at least
//! [`SIMILARITY`] of its positions (a variable position agrees with anything), and the positions
//! where they disagree become variable (`warning: unused variable: <*>`). A position agrees when it
//! holds the same token, or a digit-holding token where the template varies. A line no template
//! takes starts one.
//!
//! Linear in the input: a line whose exact shape (its tokens, variable ones masked) was seen
//! before is looked up in one hash probe; any other compares with at most [`MAX_PER_GROUP`]
//! templates of its group, on at most [`MAX_TOKENS`] tokens; and past [`MAX_TEMPLATES`] templates
//! a new shape joins its group's catch-all template instead of starting one, so memory stays
//! bounded by the number of lines whatever they hold.

use std::collections::HashMap;

use crate::bytes8::{bytes_in, splat, zero_bytes};
use crate::keyed::Keyed;
use crate::lines::Lines;

/// Tokens of a line that take part in its template; the rest of the line is one more token.
pub const MAX_TOKENS: usize = 48;
/// A line joins a template when at least this share of its positions agree (tenths).
pub const SIMILARITY: usize = 6;
/// Templates compared with a new line shape, at most, in its group.
pub const MAX_PER_GROUP: usize = 32;
/// Templates mined, at most; past them a new shape joins its group's catch-all template.
pub const MAX_TEMPLATES: usize = 1 << 14;
/// Tokens of a line handed to [`Templates::mine_with`]'s caller, at most; past them the rest of
/// the line is one last span. Bounds the split of one huge line (a 20 MB line of words is four
/// million tokens, 96 MB of spans) to 1.5 MB; no recorded output has a line of this many tokens.
const MAX_SPANS: usize = 1 << 16;

/// The template of every line of a text.
///
/// ```
/// use ctx_squash_core::{Lines, Templates};
///
/// let text = "warning: unused variable: `depth`\nwarning: unused variable: `last`\n   Compiling serde v1.0.200\n   Compiling regex v1.11.0\nall done\n";
/// let lines = Lines::new(text);
/// let templates = Templates::mine(&lines);
/// assert_eq!(templates.of(0), templates.of(1));
/// assert_eq!(templates.of(2), templates.of(3));
/// assert_ne!(templates.of(0), templates.of(2));
/// assert_eq!(templates.count(templates.of(0)), 2);
/// assert_eq!(templates.count(templates.of(4)), 1);
/// assert_eq!(templates.values(lines.get(1), templates.of(1)).collect::<Vec<_>>(), ["`last`"]);
/// assert_eq!(templates.values(lines.get(3), templates.of(3)).collect::<Vec<_>>(), ["regex", "v1.11.0"]);
/// assert_eq!(templates.render(templates.of(2), lines.get(2)), "Compiling <*> <*>");
/// ```
#[derive(Debug, Clone)]
pub struct Templates {
    /// The template of each line.
    of: Vec<u32>,
    /// Whether each line's shape (its tokens, digit-holding ones masked) was seen on a line
    /// before it: the line is a second copy of that one but for its numbers.
    repeat: Vec<bool>,
    all: Vec<Template>,
    /// Where each line's tokens end, as the miner read them: [`Ends`].
    ends: Ends,
}

/// Where the tokens of each line end (offsets in the line), kept from the one reading the miner
/// makes, so a pass that reads a line's values again ([`Templates::values_at`]) looks its token
/// ends up rather than splitting the line a second time. Two bytes a token, at most
/// [`MAX_TOKENS`] and one a line; a line longer than `u16::MAX` bytes keeps none (and is split
/// again when read).
#[derive(Debug, Clone, Default)]
struct Ends {
    /// The tokens' ends, line after line.
    ends: Vec<u16>,
    /// Per line, where its ends start in `ends`, or [`NOT_KEPT`].
    at: Vec<u32>,
}

/// A line whose token ends were not kept.
const NOT_KEPT: u32 = u32::MAX;

impl Ends {
    /// Keeps the ends of one more line, given its template's tokens (`tokens`, each with its end,
    /// as [`Tokens`] reads them: the first [`MAX_TOKENS`], then the line's end for the rest).
    fn push(&mut self, line: &[u8], tokens: &[Token]) {
        let at = u32::try_from(self.ends.len()).ok().filter(|&at| at < NOT_KEPT - MAX_TOKENS as u32 - 1);
        let (Some(at), Ok(_)) = (at, u16::try_from(line.len())) else {
            self.at.push(NOT_KEPT);
            return;
        };
        self.at.push(at);
        #[expect(
            clippy::cast_possible_truncation,
            reason = "every end lies within the line, whose length fits"
        )]
        self.ends.extend(tokens.iter().map(|token| token.end as u16));
    }

    /// The ends of the `n` tokens of line `i`; empty when they were not kept.
    fn of(&self, i: usize, n: usize) -> &[u16] {
        match self.at.get(i) {
            Some(&at) if at != NOT_KEPT => self.ends.get(at as usize..at as usize + n).unwrap_or_default(),
            _ => &[],
        }
    }
}

/// One template: its tokens (a hash each) and which positions vary.
#[derive(Debug, Clone)]
struct Template {
    tokens: Vec<u64>,
    variable: Vec<bool>,
    /// The first line that made it, whose text shows its constant tokens.
    first: usize,
    count: u32,
    /// The catch-all template of a group once templates ran out: every position varies.
    catch_all: bool,
    /// The variable positions, in order, once the mining is done ([`Templates::values_at`]).
    positions: Vec<u8>,
}

/// One token of a line as the template reads it: its hash, where it ends, and whether it holds
/// an ASCII digit.
#[derive(Clone, Copy)]
struct Token {
    hash: u64,
    end: usize,
    digit: bool,
}

/// The tokens of one line: a hash each, whether it holds a digit and where it ends (a quoted
/// phrase is one token: [`crate::quoted`]), kept together so a token is one push.
#[derive(Default)]
struct Tokens {
    tokens: Vec<Token>,
    /// Where every token of the line starts and ends, and whether it holds an ASCII digit: those
    /// past [`MAX_TOKENS`] too (split as the first ones are, though the template reads them as
    /// one), up to [`MAX_SPANS`], the last of which is the rest of the line.
    spans: Vec<(usize, usize, bool)>,
}

impl Tokens {
    fn read(&mut self, line: &[u8]) {
        self.tokens.clear();
        self.spans.clear();
        let mut i = 0;
        // Indentation eight spaces at a time first (a debug dump's lines are indented by dozens).
        while line.get(i..i + 8) == Some(b"        ") {
            i += 8;
        }
        // The first span of the last token, once [`MAX_TOKENS`] were read.
        let mut tail = None;
        while i < line.len() {
            if matches!(line[i], b' ' | b'\t') {
                i += 1;
                continue;
            }
            if self.spans.len() + 1 == MAX_SPANS {
                self.spans.push((i, line.len(), has_digit(&line[i..])));
                break;
            }
            if self.tokens.len() < MAX_TOKENS {
                // Only a token opening with `"` may be a phrase: the others are not asked.
                if let Some(end) = (line[i] == b'"').then(|| crate::quoted::phrase_end(line, i)).flatten() {
                    // A quoted phrase is one token of the template; its words are spans still.
                    let phrase = &line[i..end];
                    self.tokens.push(Token { hash: token_hash(phrase), end, digit: has_digit(phrase) });
                    if !self.push_words(line, i, end) {
                        break;
                    }
                    // A token ends at a blank or the line's end: the blank is passed over here.
                    i = end + 1;
                    continue;
                }
                // Found and hashed in one reading of its bytes.
                let (end, digit, hash) = token_end_hashed(line, i);
                self.spans.push((i, end, digit));
                self.tokens.push(Token { hash, end, digit });
                i = end + 1;
                continue;
            }
            let (end, digit) = token_end(line, i);
            self.spans.push((i, end, digit));
            if self.tokens.len() == MAX_TOKENS {
                // The rest of the line is one last token once [`MAX_TOKENS`] were read; whether
                // it holds a digit is told by its spans, read below.
                tail = Some(self.spans.len() - 1);
                self.tokens.push(Token { hash: token_hash(&line[i..]), end: line.len(), digit: false });
            }
            i = end + 1;
        }
        // The last token's spans cover its bytes but its blanks: a digit is in one of them.
        if let (Some(from), Some(last)) = (tail, self.tokens.last_mut()) {
            last.digit = self.spans.get(from..).unwrap_or_default().iter().any(|&(_, _, digit)| digit);
        }
    }

    /// The spans of the words of `line[from..to]` (a quoted phrase); false when the line's spans
    /// ran out on the way (the last one is then the rest of the line).
    fn push_words(&mut self, line: &[u8], from: usize, to: usize) -> bool {
        let mut j = from;
        while j < to {
            if matches!(line[j], b' ' | b'\t') {
                j += 1;
                continue;
            }
            if self.spans.len() + 1 == MAX_SPANS {
                self.spans.push((j, line.len(), has_digit(&line[j..])));
                return false;
            }
            let (end, digit) = token_end(line, j);
            self.spans.push((j, end, digit));
            j = end;
        }
        true
    }

    /// The tokens' hashes, in order.
    fn hashes(&self) -> Vec<u64> {
        self.tokens.iter().map(|token| token.hash).collect()
    }

    /// The shape: the token count and each token, a digit-holding one masked.
    fn shape(&self) -> u64 {
        let mut h = mix(0, self.tokens.len() as u64);
        for token in &self.tokens {
            h = mix(h, if token.digit { 0 } else { token.hash });
        }
        h
    }

    /// The group: the token count and the first token (masked when it holds a digit).
    fn group(&self) -> (usize, u64) {
        let first = match self.tokens.first() {
            Some(token) if !token.digit => token.hash,
            _ => 0,
        };
        (self.tokens.len(), first)
    }
}

impl Template {
    /// How many positions of `tokens` agree with this template: the same token as the line that
    /// made it, or a digit-holding token where the template varies. A position that learned to
    /// vary does not agree with any word, or one merge would open the template to every line of
    /// its group (`warning: unused <*> <*>`).
    fn agreement(&self, tokens: &Tokens) -> usize {
        self.tokens
            .iter()
            .zip(&self.variable)
            .zip(&tokens.tokens)
            .filter(|((t, v), token)| **t == token.hash || (token.digit && **v))
            .count()
    }

    /// Makes the positions where `tokens` disagree variable.
    fn absorb(&mut self, tokens: &Tokens) {
        for (i, token) in tokens.tokens.iter().enumerate() {
            if token.digit || self.tokens[i] != token.hash {
                self.variable[i] = true;
            }
        }
    }
}

impl Templates {
    /// Mines the templates of every line of `lines`.
    pub fn mine(lines: &Lines<'_>) -> Templates {
        Templates::mine_each(lines, |_, _, _| {})
    }

    /// [`Templates::mine`], handing `each` every line's index and where each of its tokens
    /// starts and ends and whether it holds an ASCII digit (runs of non-blanks, all of them:
    /// past [`MAX_TOKENS`] too, up to 65,536 a line, the last of which is then the rest of the
    /// line), so a caller that reads tokens splits no line a second time.
    ///
    /// ```
    /// use ctx_squash_core::{Lines, Templates};
    ///
    /// let lines = Lines::new("a  bc\n\td2\na  bc\n");
    /// let mut seen = Vec::new();
    /// Templates::mine_with(&lines, |i, spans| seen.push((i, spans.to_vec())));
    /// let first = vec![(0, 1, false), (3, 5, false)];
    /// assert_eq!(seen, [(0, first.clone()), (1, vec![(1, 3, true)]), (2, first)]);
    /// ```
    pub fn mine_with(lines: &Lines<'_>, mut each: impl FnMut(usize, &[(usize, usize, bool)])) -> Templates {
        // A copy of an earlier line is not split by the miner: split here, for `each`.
        let mut again = Tokens::default();
        Templates::mine_each(lines, |i, spans, seen| {
            if let Seen::Copy(_) = seen {
                again.read(lines.bytes(i));
                each(i, &again.spans);
            } else {
                each(i, spans);
            }
        })
    }

    /// [`Templates::mine_with`], telling `each` too how the line stands to the lines before it
    /// ([`Seen`]): a repeat but for its numbers ([`Templates::repeat`]) whose tokens hold no digit
    /// is the same tokens as a line already handed over, so a caller gathering what lines name may
    /// pass it by; a short line that is the very text of an earlier one is handed over as that
    /// line's copy, not split again, with no spans.
    ///
    /// ```
    /// use ctx_squash_core::{Lines, Seen, Templates};
    ///
    /// let lines = Lines::new("a b\na 1\na  b\na 2\na b\n");
    /// let mut seen = Vec::new();
    /// Templates::mine_each(&lines, |i, spans, how| seen.push((i, spans.len(), how)));
    /// assert_eq!(
    ///     seen,
    ///     [(0, 2, Seen::New), (1, 2, Seen::New), (2, 2, Seen::Shape), (3, 2, Seen::Shape), (4, 0, Seen::Copy(0))]
    /// );
    /// ```
    pub fn mine_each(
        lines: &Lines<'_>,
        mut each: impl FnMut(usize, &[(usize, usize, bool)], Seen),
    ) -> Templates {
        let mut of: Vec<u32> = Vec::with_capacity(lines.len());
        let mut repeat = Vec::with_capacity(lines.len());
        let mut miner = Miner::default();
        let mut tokens = Tokens::default();
        let mut ends = Ends { ends: Vec::new(), at: Vec::with_capacity(lines.len()) };
        let mut copies = Copies::new(lines.text().len());
        for i in 0..lines.len() {
            let line = lines.bytes(i);
            let key = Copies::key(line);
            if let Some(j) = copies.of(key, |j| lines.bytes(j) == line) {
                // The very text of line `j`, whose shape was known: its template, tokens and ends.
                let id = of[j];
                miner.templates[id as usize].count += 1;
                of.push(id);
                repeat.push(true);
                ends.at.push(ends.at[j]);
                each(i, &[], Seen::Copy(j));
                continue;
            }
            tokens.read(line);
            ends.push(line, &tokens.tokens);
            let shape = tokens.shape();
            let known = miner.by_shape.get(&shape).copied();
            each(i, &tokens.spans, if known.is_some() { Seen::Shape } else { Seen::New });
            let id = match known {
                Some(id) => {
                    miner.templates[id as usize].count += 1;
                    Some(id)
                }
                None => miner.place(&tokens, shape, i),
            };
            repeat.push(known.is_some());
            match id {
                Some(id) => {
                    copies.keep(key, i);
                    of.push(id);
                }
                None => of.push(miner.last),
            }
        }
        let mut templates = miner.templates;
        for template in &mut templates {
            // At most `MAX_TOKENS + 1` positions: each fits a byte.
            template.positions =
                (0..=u8::MAX).zip(&template.variable).filter(|(_, v)| **v).map(|(k, _)| k).collect();
        }
        Templates { of, repeat, all: templates, ends }
    }

    /// The template of line `i`.
    ///
    /// # Panics
    ///
    /// When `i` is not a line of the text mined.
    pub fn of(&self, i: usize) -> u32 {
        self.of[i]
    }

    /// Whether line `i` repeats an earlier line but for its numbers (the same tokens, those
    /// holding a digit aside).
    ///
    /// # Panics
    ///
    /// When `i` is not a line of the text mined.
    pub fn repeat(&self, i: usize) -> bool {
        self.repeat[i]
    }

    /// How many lines share template `id`.
    pub fn count(&self, id: u32) -> u32 {
        self.all.get(id as usize).map_or(0, |t| t.count)
    }

    /// The number of templates.
    pub fn len(&self) -> usize {
        self.all.len()
    }

    /// Whether no template was mined (the text has no line).
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }

    /// How many tokens each line of template `id` has (a template is joined by lines of its own
    /// token count only; a line of more than [`MAX_TOKENS`] has one more, the rest of it): 0 for
    /// a blank line's.
    ///
    /// ```
    /// use ctx_squash_core::{Lines, Templates};
    ///
    /// let lines = Lines::new("-fno-code\nget a 1\n\n");
    /// let templates = Templates::mine(&lines);
    /// assert_eq!(templates.width(templates.of(0)), 1);
    /// assert_eq!(templates.width(templates.of(1)), 3);
    /// ```
    pub fn width(&self, id: u32) -> usize {
        self.all.get(id as usize).map_or(0, |t| t.tokens.len())
    }

    /// The first line of template `id`.
    pub fn first(&self, id: u32) -> usize {
        self.all.get(id as usize).map_or(0, |t| t.first)
    }

    /// The tokens of `line` (a line of template `id`) at the template's variable positions: what
    /// this line says that the others of its template do not. A line longer than
    /// [`MAX_TOKENS`] tokens gives the rest of the line as its last value.
    pub fn values<'a>(&self, line: &'a str, id: u32) -> impl Iterator<Item = &'a str> + use<'a, '_> {
        let variable = self.all.get(id as usize).map_or(&[][..], |t| &t.variable[..]);
        tokens(line).zip(variable).filter(|(_, v)| **v).map(|(token, _)| token)
    }

    /// [`Templates::values`] of line `i` of `lines` (the lines mined) in its own template, read
    /// from where the miner found its tokens to end rather than by splitting it again.
    ///
    /// ```
    /// use ctx_squash_core::{Lines, Templates};
    ///
    /// let lines = Lines::new("get a 1\nget b 2\nget c 3\n");
    /// let templates = Templates::mine(&lines);
    /// assert_eq!(templates.values_at(&lines, 1).collect::<Vec<_>>(), ["b", "2"]);
    /// ```
    pub fn values_at<'a>(&self, lines: &Lines<'a>, i: usize) -> impl Iterator<Item = &'a str> + use<'a, '_> {
        let (variable, positions) = self
            .all
            .get(self.of.get(i).map_or(usize::MAX, |&t| t as usize))
            .map_or((&[][..], &[][..]), |t| (&t.variable[..], &t.positions[..]));
        let line = if i < lines.len() { lines.get(i) } else { "" };
        // A line has as many tokens as its template has positions (a template is joined by lines
        // of its own token count only).
        let ends = self.ends.of(i, variable.len());
        Values { line, variable, positions, ends, k: 0, split: Split { line, at: 0, n: 0 } }
    }

    /// Template `id` written out from one of its lines: the line's tokens, `<*>` at the
    /// variable positions, joined by one space.
    pub fn render(&self, id: u32, line: &str) -> String {
        let variable = self.all.get(id as usize).map_or(&[][..], |t| &t.variable[..]);
        tokens(line)
            .zip(variable)
            .map(|(token, &v)| if v { "<*>" } else { token })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The odd constant of the multiplicative mixes below (2^64 over the golden ratio).
const K: u64 = 0x9e37_79b9_7f4a_7c15;

/// One step of a multiplicative hash: the state so far and one more word. Tokens and shapes are
/// only ever compared, never stored or shown, so any hash with few collisions serves; this one
/// reads a word in one multiply where a byte-at-a-time hash chains one per byte.
#[inline]
fn mix(h: u64, word: u64) -> u64 {
    (h.rotate_left(23) ^ word).wrapping_mul(K)
}

/// A token's hash, read eight bytes at a time, its tail zero-padded (its length last: `a` and
/// `a\0` differ). [`token_end_hashed`] computes the same while it finds the token's end.
fn token_hash(token: &[u8]) -> u64 {
    let mut h = 0;
    let mut words = token.chunks_exact(8);
    for word in &mut words {
        h = mix(h, u64::from_le_bytes(word.try_into().expect("chunks of eight bytes")));
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        h = mix(h, tail_word(token, rest.len()));
    }
    hashed(h, token.len())
}

/// A token's hash once its words are mixed in: its length, then the high bits folded down.
#[inline]
fn hashed(h: u64, len: usize) -> u64 {
    let h = mix(h, len as u64);
    h ^ (h >> 29)
}

/// The last `n` bytes (1 to 7) of `token` as a little-endian word, zero above them: read with
/// loads that overlap rather than copied byte by byte into a buffer, which the load after it
/// would stall on.
fn tail_word(token: &[u8], n: usize) -> u64 {
    let len = token.len();
    let le = |at: usize, width: usize| {
        token[at..at + width].iter().rev().fold(0u64, |w, &b| (w << 8) | u64::from(b))
    };
    if len >= 8 {
        let last = u64::from_le_bytes(token[len - 8..].try_into().expect("eight bytes"));
        return last >> (8 * (8 - n));
    }
    // The token is its tail: two overlapping loads of half its width or more.
    match n {
        4..=7 => le(0, 4) | (le(n - 4, 4) << (8 * (n - 4))),
        2 | 3 => le(0, 2) | (le(n - 2, 2) << (8 * (n - 2))),
        _ => u64::from(token[0]),
    }
}

/// The high bit of every ASCII digit byte of `v` set, exactly.
#[inline]
fn digit_bytes(v: u64) -> u64 {
    bytes_in(v, b'0', b'9')
}

/// Whether `bytes` hold an ASCII digit, eight bytes at a time.
fn has_digit(bytes: &[u8]) -> bool {
    let mut words = bytes.chunks_exact(8);
    words.any(|w| digit_bytes(u64::from_le_bytes(w.try_into().expect("chunks of eight bytes"))) != 0)
        || words.remainder().iter().any(u8::is_ascii_digit)
}

/// Where the token starting at `start` (not a blank) ends — the next blank or the line's end —
/// and whether it holds an ASCII digit: eight bytes at a time.
#[inline]
pub(crate) fn token_end(line: &[u8], start: usize) -> (usize, bool) {
    let mut at = start;
    let mut digit = false;
    while let Some(bytes) = line.get(at..at + 8) {
        let v = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
        let blanks = zero_bytes(v ^ splat(b' ')) | zero_bytes(v ^ splat(b'\t'));
        if blanks != 0 {
            let before = blanks.trailing_zeros() / 8;
            let mask = if before == 0 { 0 } else { u64::MAX >> (64 - 8 * before) };
            return (at + before as usize, digit || digit_bytes(v) & mask != 0);
        }
        digit |= digit_bytes(v) != 0;
        at += 8;
    }
    for (k, &b) in line[at..].iter().enumerate() {
        if matches!(b, b' ' | b'\t') {
            return (at + k, digit);
        }
        digit |= b.is_ascii_digit();
    }
    (line.len(), digit)
}

/// [`token_end`] and the token's [`token_hash`], from one reading of its bytes, eight at a time:
/// each word that holds no blank is mixed in as it is read, and the last one's bytes before the
/// blank are its tail.
#[inline]
fn token_end_hashed(line: &[u8], start: usize) -> (usize, bool, u64) {
    let mut at = start;
    let mut digit = false;
    let mut h = 0;
    while let Some(bytes) = line.get(at..at + 8) {
        let v = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
        let blanks = zero_bytes(v ^ splat(b' ')) | zero_bytes(v ^ splat(b'\t'));
        if blanks != 0 {
            let before = blanks.trailing_zeros() / 8;
            if before == 0 {
                return (at, digit, hashed(h, at - start));
            }
            let tail = v & (u64::MAX >> (64 - 8 * before));
            let end = at + before as usize;
            return (end, digit || digit_bytes(tail) != 0, hashed(mix(h, tail), end - start));
        }
        digit |= digit_bytes(v) != 0;
        h = mix(h, v);
        at += 8;
    }
    // Fewer than eight bytes left: the line's last bytes as a word, zero above them.
    let left = line.len() - at;
    if left == 0 {
        return (at, digit, hashed(h, at - start));
    }
    let v = match line.len().checked_sub(8) {
        Some(from) => u64::from_le_bytes(line[from..].try_into().expect("eight bytes")) >> (8 * (8 - left)),
        None => tail_word(&line[at..], left),
    };
    let blanks = zero_bytes(v ^ splat(b' ')) | zero_bytes(v ^ splat(b'\t'));
    let before = if blanks == 0 { left } else { (blanks.trailing_zeros() / 8) as usize };
    if before == 0 {
        return (at, digit, hashed(h, at - start));
    }
    #[expect(clippy::cast_possible_truncation, reason = "before is under eight")]
    let tail = v & (u64::MAX >> (64 - 8 * before as u32));
    let end = at + before;
    (end, digit || digit_bytes(tail) != 0, hashed(mix(h, tail), end - start))
}

/// How a line handed to [`Templates::mine_each`]'s caller stands to the lines before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// Its shape (its tokens, those holding a digit masked) is new.
    New,
    /// It repeats an earlier line but for its numbers ([`Templates::repeat`]).
    Shape,
    /// It is the very text of line `j`, an earlier one: its tokens are those handed over then,
    /// and are not handed over again (the spans given with it are empty).
    Copy(usize),
}

/// The templates being mined: each shape's template, and the groups a new shape is compared in.
#[derive(Default)]
struct Miner {
    templates: Vec<Template>,
    by_shape: HashMap<u64, u32, Keyed>,
    groups: HashMap<(usize, u64), Group, Keyed>,
    /// The template [`Miner::place`] put its last line in.
    last: u32,
}

impl Miner {
    /// Puts line `i`, of a shape not seen before, in the first template of its group that agrees
    /// with it, or a new one, or the group's catch-all once templates ran out. The template, when
    /// the shape is now known to be it (a line of this shape is looked up, not compared, from now
    /// on); `None` when it went to a catch-all or the shapes ran out ([`Miner::last`] tells where).
    fn place(&mut self, tokens: &Tokens, shape: u64, i: usize) -> Option<u32> {
        let templates = &mut self.templates;
        let group = self.groups.entry(tokens.group()).or_default();
        let n = tokens.tokens.len();
        let found = group.members.iter().copied().find(|&id| {
            let template = &templates[id as usize];
            template.agreement(tokens) * 10 >= n * SIMILARITY
        });
        let id = match found {
            Some(id) => {
                templates[id as usize].absorb(tokens);
                id
            }
            None if group.members.len() < MAX_PER_GROUP && templates.len() < MAX_TEMPLATES => {
                let id = templates.len() as u32;
                templates.push(Template {
                    tokens: tokens.hashes(),
                    variable: tokens.tokens.iter().map(|token| token.digit).collect(),
                    first: i,
                    count: 0,
                    catch_all: false,
                    positions: Vec::new(),
                });
                group.members.push(id);
                id
            }
            None => *group.catch_all.get_or_insert_with(|| {
                let id = templates.len() as u32;
                templates.push(Template {
                    tokens: tokens.hashes(),
                    variable: vec![true; n],
                    first: i,
                    count: 0,
                    catch_all: true,
                    positions: Vec::new(),
                });
                id
            }),
        };
        templates[id as usize].count += 1;
        self.last = id;
        if self.by_shape.len() < MAX_TEMPLATES * 4 && !templates[id as usize].catch_all {
            self.by_shape.insert(shape, id);
            return Some(id);
        }
        None
    }
}

/// Longest line looked up whole before it is split ([`Copies`]): the lines a log repeats word for
/// word are short (a debug dump's closing brackets, a blank), and a longer one is rarely a copy.
const MAX_COPIED: usize = 64;
/// Lines [`Copies`] remembers, at most (a map of about 2 MB), and one for every [`COPY_BYTES`]
/// bytes of the text: a text of short distinct lines, all remembered, would need a map as large as
/// itself. Past them copies of those already remembered are still found.
const MAX_COPIES: usize = 1 << 16;
/// Bytes of text a line remembered by [`Copies`] stands for, at least (its map's entry is 17 to
/// 34 bytes: the map stays under a quarter of the text).
const COPY_BYTES: usize = 128;
/// Lines [`Copies`] may remember whatever the text's size (a map of a few kilobytes).
const MIN_COPIES: usize = 256;

/// The short lines seen, by their text: a line that is the very text of an earlier one whose shape
/// was known is given that line's template, tokens and ends without being split again. Shared, so
/// that a pass beside the miner finds the same copies within the same bounds.
///
/// ```
/// let mut copies = ctx_squash_core::Copies::new(1_000);
/// let lines = ["}", "fn a() {", "}"];
/// let key = ctx_squash_core::Copies::key(lines[2].as_bytes());
/// copies.keep(ctx_squash_core::Copies::key(lines[0].as_bytes()), 0);
/// assert_eq!(copies.of(key, |j| lines[j] == lines[2]), Some(0));
/// ```
#[derive(Debug)]
pub struct Copies {
    /// A line's hash, the first line of that text.
    first: HashMap<u64, u32, Keyed>,
    /// How many lines may be remembered.
    most: usize,
}

impl Copies {
    /// Remembers lines of a text of `bytes` bytes.
    #[must_use]
    pub fn new(bytes: usize) -> Copies {
        Copies { first: HashMap::default(), most: MAX_COPIES.min(bytes / COPY_BYTES).max(MIN_COPIES) }
    }

    /// The key of `line`: its hash, when it is short enough to be looked up.
    #[must_use]
    pub fn key(line: &[u8]) -> Option<u64> {
        (line.len() <= MAX_COPIED).then(|| token_hash(line))
    }

    /// The earlier line of key `key` that `same` says holds the same text.
    pub fn of(&self, key: Option<u64>, same: impl Fn(usize) -> bool) -> Option<usize> {
        let j = *self.first.get(&key?)? as usize;
        same(j).then_some(j)
    }

    /// Remembers line `i` under `key`, unless a line is already there or the count is reached.
    pub fn keep(&mut self, key: Option<u64>, i: usize) {
        if let (Some(key), Ok(i)) = (key, u32::try_from(i))
            && self.first.len() < self.most
        {
            self.first.entry(key).or_insert(i);
        }
    }
}

/// A group of templates sharing a token count and first token.
#[derive(Default)]
struct Group {
    members: Vec<u32>,
    catch_all: Option<u32>,
}

/// The tokens of a line as [`Templates`] splits it: runs of non-blanks, a quoted phrase one run
/// (`"a b"`, blanks and all), the last one holding the rest of the line once [`MAX_TOKENS`]
/// were read.
///
/// Read a byte at a time past the blanks and eight at a time to a token's end (see
/// [`token_end`]): the passes that read a template's columns again (its values, a row's name)
/// split every line they look at.
pub fn tokens(line: &str) -> impl Iterator<Item = &str> {
    Split { line, at: 0, n: 0 }
}

/// The iterator of [`tokens`]: where the unread part of the line starts, and how many tokens were
/// read.
struct Split<'a> {
    line: &'a str,
    at: usize,
    n: usize,
}

/// The iterator of [`Templates::values_at`]: the line's tokens at its template's variable
/// positions, each found from where the miner saw the tokens end (`ends`, one a position), the
/// constant tokens between them passed over unread; or, when the ends were not kept, the line
/// split again.
struct Values<'a, 't> {
    line: &'a str,
    variable: &'t [bool],
    /// The variable positions, in order.
    positions: &'t [u8],
    ends: &'t [u16],
    /// The next position (of `variable`, or when the ends are kept of `positions`).
    k: usize,
    split: Split<'a>,
}

impl<'a> Iterator for Values<'a, '_> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.ends.is_empty() {
            loop {
                let token = self.split.next()?;
                let variable = *self.variable.get(self.k)?;
                self.k += 1;
                if variable {
                    return Some(token);
                }
            }
        }
        let k = usize::from(*self.positions.get(self.k)?);
        self.k += 1;
        let from = if k == 0 { 0 } else { usize::from(*self.ends.get(k - 1)?) };
        let end = usize::from(*self.ends.get(k)?);
        let start = from + blanks_at(self.line.as_bytes().get(from..end)?);
        // Blanks are ASCII: a cut next to one lies on a char boundary.
        self.line.get(start..end)
    }
}

/// How many blanks `bytes` start with: eight at a time first (a debug dump's lines are indented
/// by dozens).
fn blanks_at(bytes: &[u8]) -> usize {
    let mut n = 0;
    while bytes.get(n..n + 8).is_some_and(|w| w == b"        ") {
        n += 8;
    }
    n + bytes[n..].iter().take_while(|&&b| matches!(b, b' ' | b'\t')).count()
}

impl<'a> Iterator for Split<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let b = self.line.as_bytes();
        let start = self.at + b.get(self.at..)?.iter().position(|&c| !matches!(c, b' ' | b'\t'))?;
        self.n += 1;
        let end = if self.n > MAX_TOKENS {
            b.len()
        } else {
            crate::quoted::phrase_end(b, start).unwrap_or_else(|| blank_at(b, start))
        };
        self.at = end;
        // Blanks are ASCII: a cut next to one lies on a char boundary.
        self.line.get(start..end)
    }
}

/// Where the token starting at `start` ends: the next blank or the line's end, eight bytes at a
/// time.
fn blank_at(line: &[u8], start: usize) -> usize {
    let mut at = start;
    while let Some(bytes) = line.get(at..at + 8) {
        let v = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
        let blanks = zero_bytes(v ^ splat(b' ')) | zero_bytes(v ^ splat(b'\t'));
        if blanks != 0 {
            return at + (blanks.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    line[at..].iter().position(|&b| matches!(b, b' ' | b'\t')).map_or(line.len(), |k| at + k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_line_hands_over_a_bounded_split_and_its_rest_as_one_span() {
        let line = "w0rd ".repeat(MAX_SPANS + 10);
        let lines = Lines::new(&line);
        let mut seen = Vec::new();
        Templates::mine_with(&lines, |_, spans| seen.push((spans.len(), spans.last().copied())));
        let rest = (MAX_SPANS - 1) * 5;
        assert_eq!(seen, [(MAX_SPANS, Some((rest, line.len(), true)))]);
        // A line under the bound is split whole.
        let line = "w0rd ".repeat(100);
        Templates::mine_with(&Lines::new(&line), |_, spans| assert_eq!(spans.len(), 100));
    }

    /// Which lines share a template, as a string of letters: the same letter, the same template.
    #[track_caller]
    fn check(text: &str, expected: &str) {
        let lines = Lines::new(text);
        let templates = Templates::mine(&lines);
        let mut names: Vec<u32> = Vec::new();
        let got: String = (0..lines.len())
            .map(|i| {
                let id = templates.of(i);
                let k = names.iter().position(|&n| n == id).unwrap_or_else(|| {
                    names.push(id);
                    names.len() - 1
                });
                char::from(b'a' + k as u8)
            })
            .collect();
        assert_eq!(got, expected, "{text}");
    }

    #[test]
    fn lines_that_vary_in_some_tokens_share_a_template() {
        check("commit 1a2b3c4\ncommit 5d6e7f8\nAuthor: a\n", "aab");
        check(
            "warning: unused variable: `a`\nwarning: unused variable: `b`\nwarning: unused import: `c`\n",
            "aab",
        );
        check("GET /a 200 12ms\nGET /b 404 3ms\nPOST /a 200 1ms\n", "aab");
        check("one two three\nfour five six\n", "ab");
        check("same line\nsame line\nsame line\n", "aaa");
        check("", "");
        check("\n\n", "aa");
    }

    #[test]
    fn templates_learn_their_variable_positions() {
        let text = "10:01 status installed a 1\n10:02 status unpacked a 1\n10:03 status installed b 2\n";
        let lines = Lines::new(text);
        let t = Templates::mine(&lines);
        assert_eq!(t.of(0), t.of(2));
        assert_eq!(t.render(t.of(0), lines.get(0)), "<*> status <*> <*> <*>");
        assert_eq!(t.values(lines.get(2), t.of(2)).collect::<Vec<_>>(), ["10:03", "installed", "b", "2"]);
        assert_eq!(t.first(t.of(2)), 0);
    }

    #[test]
    fn a_tail_word_is_the_tail_zero_padded() {
        for token in [&b"a"[..], b"ab", b"abc", b"abcd", b"abcde", b"abcdef", b"abcdefg", b"0123456789abc"] {
            let n = token.len() % 8;
            let mut word = [0u8; 8];
            word[..n].copy_from_slice(&token[token.len() - n..]);
            assert_eq!(tail_word(token, n), u64::from_le_bytes(word), "{token:?}");
        }
    }

    #[test]
    fn token_ends_and_digits_read_eight_bytes_at_a_time() {
        // Every byte value at every offset of a word, as the token or as what ends it.
        for len in 0..20 {
            for b in 0..=255u8 {
                let mut line = vec![b'x'; len];
                line.push(b);
                line.extend_from_slice(b"yz 9");
                let end = line.iter().position(|c| matches!(c, b' ' | b'\t')).unwrap_or(line.len());
                let digit = line[..end].iter().any(u8::is_ascii_digit);
                assert_eq!(token_end(&line, 0), (end, digit), "{len} {b}");
            }
        }
        assert_eq!(token_end(b"0", 0), (1, true));
        for len in 0..20 {
            for b in 0..=255u8 {
                let mut bytes = vec![b'x'; len];
                bytes.push(b);
                assert_eq!(has_digit(&bytes), b.is_ascii_digit(), "{len} {b}");
            }
        }
        assert_eq!(token_end(b"ab\tc1", 0), (2, false));
    }

    #[test]
    fn a_token_is_hashed_in_the_reading_that_finds_its_end() {
        // Every token length and end at every offset, ending in a blank or at the line's end,
        // in lines shorter and longer than a word.
        for lead in 0..10 {
            for len in 1..26 {
                for b in [b'a', b'7', b' ', b'\t', 0, 0xff] {
                    for tail in [&b""[..], b" q", b"\tz9 "] {
                        let mut line = vec![b' '; lead];
                        line.extend((0..len).map(|k| b'a' + (k % 26) as u8));
                        line.push(b);
                        line.extend_from_slice(tail);
                        let (end, digit) = token_end(&line, lead);
                        let hashed = token_end_hashed(&line, lead);
                        assert_eq!(
                            hashed,
                            (end, digit, token_hash(&line[lead..end])),
                            "{lead} {len} {b} {tail:?}"
                        );
                    }
                }
            }
        }
        assert_ne!(token_hash(b"a"), token_hash(b"a\0"));
    }

    #[test]
    fn a_copy_of_a_short_line_is_mined_as_that_line_without_a_split() {
        let text = "get a 1\n}\nget a 2\n}\n\n\nget a 1\n";
        let lines = Lines::new(text);
        let mut seen = Vec::new();
        let t = Templates::mine_each(&lines, |i, spans, how| seen.push((i, spans.len(), how)));
        let expected = [
            (0, 3, Seen::New),
            (1, 1, Seen::New),
            (2, 3, Seen::Shape),
            (3, 0, Seen::Copy(1)),
            (4, 0, Seen::New),
            (5, 0, Seen::Copy(4)),
            (6, 0, Seen::Copy(0)),
        ];
        assert_eq!(seen, expected);
        assert_eq!((t.of(6), t.of(3), t.count(t.of(0))), (t.of(0), t.of(1), 3));
        assert!(t.repeat(6) && t.repeat(3) && !t.repeat(4));
        assert_eq!(t.values_at(&lines, 6).collect::<Vec<_>>(), ["1"]);
        // A line longer than [`MAX_COPIED`] is split again, its copy a repeat of its shape.
        let long = format!("{}\n", "x ".repeat(MAX_COPIED));
        let mut seen = Vec::new();
        Templates::mine_each(&Lines::new(&long.repeat(2)), |_, _, how| seen.push(how));
        assert_eq!(seen, [Seen::New, Seen::Shape]);
    }

    /// The plain reading [`tokens`] must agree with: `str` patterns, a char at a time.
    fn plain_tokens(line: &str) -> Vec<&str> {
        let mut rest = line;
        let mut out = Vec::new();
        loop {
            rest = rest.trim_start_matches([' ', '\t']);
            if rest.is_empty() {
                return out;
            }
            let end = if out.len() >= MAX_TOKENS {
                rest.len()
            } else {
                rest.find([' ', '\t']).unwrap_or(rest.len())
            };
            out.push(&rest[..end]);
            rest = &rest[end..];
        }
    }

    #[test]
    fn tokens_are_split_as_the_plain_reading_splits_them() {
        let long = (0..60).map(|i| format!("w{i}")).collect::<Vec<_>>().join(" \t ");
        for line in [
            "",
            " ",
            "a",
            " a ",
            "a\tb",
            "\t\tab  cd\t",
            "é ü\tñ",
            "0123456789abcdef x",
            "abcdefgh\tijklmnop q",
            &long,
        ] {
            assert_eq!(tokens(line).collect::<Vec<_>>(), plain_tokens(line), "{line:?}");
        }
        // Every byte value at every offset of a word, as the token or as what ends it.
        for len in 0..20 {
            for b in 0..=127u8 {
                let mut line = "x".repeat(len);
                line.push(char::from(b));
                line.push_str("yz 9 ");
                assert_eq!(tokens(&line).collect::<Vec<_>>(), plain_tokens(&line), "{len} {b}");
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn tokens_agree_with_the_plain_reading(line in "[ \t\ta-zé0-9]{0,200}") {
            proptest::prop_assert_eq!(tokens(&line).collect::<Vec<_>>(), plain_tokens(&line));
        }

        #[test]
        fn values_at_are_the_values_split_again(
            text in "(( {0,12}|\t)(get|put|x{1,3}|[a-c0-9é\"]{1,4})){0,60}\n?",
            copies in 1usize..5,
        ) {
            let text = text.repeat(copies) + &text.replace('a', "b");
            let lines = Lines::new(&text);
            let templates = Templates::mine(&lines);
            for i in 0..lines.len() {
                let plain: Vec<&str> = templates.values(lines.get(i), templates.of(i)).collect();
                proptest::prop_assert_eq!(templates.values_at(&lines, i).collect::<Vec<_>>(), plain);
            }
        }
    }

    #[test]
    fn long_lines_end_in_one_token() {
        let long = (0..100).map(|i| format!("w{i}")).collect::<Vec<_>>().join(" ");
        assert_eq!(tokens(&long).count(), MAX_TOKENS + 1);
        assert!(tokens(&long).last().is_some_and(|t| t.starts_with("w48 w49")));
        let lines = Lines::new(&long);
        assert_eq!(Templates::mine(&lines).len(), 1);
    }

    #[test]
    fn a_long_line_s_last_token_holds_a_digit_when_any_of_its_words_does() {
        let head = vec!["a"; MAX_TOKENS].join(" ");
        // The last token's digit is masked in the shape: the second line repeats the first but
        // for its numbers, wherever in the rest of the line the digit stands.
        for (first, second) in [("b c d9", "b  c d7"), ("b9 c d", "b8 c d"), ("b c9 d", "b c\t10 d")] {
            let text = format!("{head} {first}\n{head} {second}\n");
            let lines = Lines::new(&text);
            assert!(Templates::mine(&lines).repeat(1), "{first} / {second}");
        }
        // A last token without a digit is read whole: another word is another shape.
        let text = format!("{head} b c d\n{head} b c e\n");
        let lines = Lines::new(&text);
        assert!(!Templates::mine(&lines).repeat(1));
    }

    #[test]
    fn values_of_lines_too_long_to_keep_their_ends_are_read_again() {
        let long = |v: &str| format!("{} {v} tail\n", "x".repeat(70_000));
        let text = [long("1"), long("2"), "short 3 tail\n".into(), "short 4 tail\n".into()].concat();
        let lines = Lines::new(&text);
        let templates = Templates::mine(&lines);
        let values: Vec<Vec<&str>> = (0..4).map(|i| templates.values_at(&lines, i).collect()).collect();
        assert_eq!(values, [["1"], ["2"], ["3"], ["4"]]);
        assert_eq!(templates.values_at(&lines, 9).count(), 0);
    }

    #[test]
    fn templates_stay_bounded() {
        let mut text = String::new();
        for i in 0..(MAX_PER_GROUP + 10) {
            let word: String = (0..8).map(|k| char::from(b'a' + ((i >> k) & 7) as u8 + k as u8)).collect();
            text.push_str("head ");
            text.push_str(&word);
            text.push('\n');
        }
        let lines = Lines::new(&text);
        let t = Templates::mine(&lines);
        assert!(t.len() <= MAX_PER_GROUP + 1, "{}", t.len());
        let total: u32 = (0..t.len() as u32).map(|id| t.count(id)).sum();
        assert_eq!(total as usize, lines.len());
    }
}
