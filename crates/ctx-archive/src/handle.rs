//! `Handle`: an original's SHA-256 digest, shown as the shortest prefix of at least 8 hex digits
//! that was unique in the archive when it was stored; and the parsing of handles typed by a user.

use std::fmt;

use sha2::{Digest as _, Sha256};

use crate::error::{Error, Result};

/// The fewest hex digits a handle is shown with, and the fewest a user may type.
pub const MIN_HANDLE_DIGITS: usize = 8;

/// Hex digits in a full SHA-256 digest.
const FULL_DIGITS: usize = 64;

/// An archived original: the SHA-256 digest of its bytes, and how many hex digits of it identify
/// it in its archive.
///
/// `Display` writes that prefix (`3f2a9c01`): the shortest prefix, of at least
/// [`MIN_HANDLE_DIGITS`] digits, that no other original in the archive shared when this one was
/// stored. The length is kept with the original, so a handle once shown keeps resolving to it
/// even after another original starting with the same digits arrives (that one is shown longer).
/// Equality, ordering and hashing look at the digest only.
#[derive(Clone, Copy)]
pub struct Handle {
    digest: [u8; 32],
    shown: u8,
}

impl Handle {
    pub(crate) fn new(digest: [u8; 32], shown: usize) -> Self {
        Self { digest, shown: shown.clamp(MIN_HANDLE_DIGITS, FULL_DIGITS) as u8 }
    }

    /// The handle a store first shows `original` with: its SHA-256 digest, shown with
    /// [`MIN_HANDLE_DIGITS`] digits — what [`Archive::put`](crate::Archive::put) gives an original
    /// no other original in the store shares those digits with. A host that stores later than it
    /// names the handle checks first, with [`Archive::resolve`](crate::Archive::resolve) of its
    /// digits, that the store holds no such other original (else it puts now).
    pub fn of(original: &[u8]) -> Handle {
        Handle::new(digest_of(original), MIN_HANDLE_DIGITS)
    }

    /// The handle [`Handle::of`] gives an original whose SHA-256 digest is `digest` (taken in
    /// pieces by a [`Hashing`]), without reading the original again.
    pub fn of_digest(digest: [u8; 32]) -> Handle {
        Handle::new(digest, MIN_HANDLE_DIGITS)
    }

    /// The SHA-256 digest of the original's bytes.
    pub fn digest(&self) -> &[u8; 32] {
        &self.digest
    }

    /// The full digest in lowercase hex (64 digits): a handle that never becomes ambiguous.
    pub fn hex(&self) -> String {
        hex(&self.digest, FULL_DIGITS)
    }

    /// How many hex digits `Display` writes.
    pub fn digits(&self) -> usize {
        usize::from(self.shown)
    }
}

impl fmt::Display for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex(&self.digest, self.digits()))
    }
}

impl fmt::Debug for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Handle({self})")
    }
}

impl PartialEq for Handle {
    fn eq(&self, other: &Self) -> bool {
        self.digest == other.digest
    }
}

impl Eq for Handle {}

impl std::hash::Hash for Handle {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.digest.hash(state);
    }
}

impl PartialOrd for Handle {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Handle {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.digest.cmp(&other.digest)
    }
}

/// An original's SHA-256 digest taken in pieces, as the original is written: a host that writes
/// an original piece by piece, and keeps a clone of the state after each piece, has the digest of
/// every prefix of it one [`Hashing::digest`] away (the same digest the whole gives at once), and
/// names its handle with [`Handle::of_digest`] and [`Archive::put_hashed`](crate::Archive::put_hashed).
#[derive(Clone, Default)]
pub struct Hashing(Sha256);

impl Hashing {
    /// The state of no bytes hashed.
    pub fn new() -> Hashing {
        Hashing::default()
    }

    /// Hashes the next piece.
    pub fn update(&mut self, piece: &[u8]) {
        self.0.update(piece);
    }

    /// The digest of the pieces hashed so far (the state stays, to go on hashing).
    pub fn digest(&self) -> [u8; 32] {
        self.0.clone().finalize().into()
    }
}

impl fmt::Debug for Hashing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Hashing(SHA-256)")
    }
}

/// The SHA-256 digest of `bytes`.
pub(crate) fn digest_of(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// The first `digits` hex digits of `digest`, lowercase.
pub(crate) fn hex(digest: &[u8; 32], digits: usize) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(digits);
    for index in 0..digits.min(FULL_DIGITS) {
        let byte = digest[index / 2];
        let nibble = if index % 2 == 0 { byte >> 4 } else { byte & 0x0f };
        out.push(char::from(HEX[usize::from(nibble)]));
    }
    out
}

/// How many hex digits to show for `digest` beside its neighbours in digest order: one more than
/// the longest prefix it shares with either, and at least [`MIN_HANDLE_DIGITS`].
pub(crate) fn shown_digits(digest: &[u8; 32], neighbours: &[[u8; 32]]) -> usize {
    let shared = neighbours.iter().map(|other| common_digits(digest, other)).max().unwrap_or(0);
    (shared + 1).clamp(MIN_HANDLE_DIGITS, FULL_DIGITS)
}

/// How many leading hex digits two digests share.
fn common_digits(a: &[u8; 32], b: &[u8; 32]) -> usize {
    for (index, (x, y)) in a.iter().zip(b).enumerate() {
        if x != y {
            return index * 2 + usize::from((x ^ y) & 0xf0 == 0);
        }
    }
    FULL_DIGITS
}

/// A handle as a user typed it: its digits, and the range of digests that start with them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Prefix {
    /// The digits, lowercase.
    pub digits: String,
    /// The smallest digest with this prefix.
    pub low: [u8; 32],
    /// The largest digest with this prefix.
    pub high: [u8; 32],
}

impl Prefix {
    /// Parses user text: surrounding whitespace is ignored, case is not significant.
    pub fn parse(text: &str) -> Result<Self> {
        let invalid = |reason| Error::InvalidHandle { text: text.to_owned(), reason };
        let digits = text.trim().to_ascii_lowercase();
        if digits.is_empty() {
            return Err(invalid("it is empty"));
        }
        if !digits.bytes().all(|byte| byte.is_ascii_hexdigit()) {
            return Err(invalid("a handle is hexadecimal digits (0-9, a-f)"));
        }
        if digits.len() < MIN_HANDLE_DIGITS {
            return Err(invalid("too short: a handle has at least 8 hex digits"));
        }
        if digits.len() > FULL_DIGITS {
            return Err(invalid("too long: a handle has at most 64 hex digits"));
        }
        let mut low = [0u8; 32];
        let mut high = [0xffu8; 32];
        for (index, byte) in digits.bytes().enumerate() {
            let nibble = match byte {
                b'0'..=b'9' => byte - b'0',
                _ => byte - b'a' + 10,
            };
            let slot = index / 2;
            if index % 2 == 0 {
                low[slot] = nibble << 4;
                high[slot] = (nibble << 4) | 0x0f;
            } else {
                low[slot] |= nibble;
                high[slot] = (high[slot] & 0xf0) | nibble;
            }
        }
        Ok(Self { digits, low, high })
    }

    /// Whether `digest` starts with these digits.
    #[cfg(test)]
    pub fn matches(&self, digest: &[u8; 32]) -> bool {
        (self.low..=self.high).contains(digest)
    }
}

/// Picks the original a prefix names among the digests that start with it (`candidates`, each
/// with the digits it was shown with): the only one; else the one that was shown with exactly
/// these digits (a handle issued before a newer original shared its prefix); else ambiguous.
pub(crate) fn pick(prefix: &Prefix, candidates: &[Handle]) -> Result<Handle> {
    match candidates {
        [] => Err(Error::UnknownHandle(prefix.digits.clone())),
        [only] => Ok(*only),
        several => {
            let mut issued = several.iter().filter(|handle| handle.digits() == prefix.digits.len());
            match (issued.next(), issued.next()) {
                (Some(handle), None) => Ok(*handle),
                _ => Err(Error::AmbiguousHandle {
                    prefix: prefix.digits.clone(),
                    candidates: several.iter().map(ToString::to_string).collect(),
                }),
            }
        }
    }
}

/// At most this many candidates are looked up, and named, for an ambiguous prefix.
pub(crate) const CANDIDATES: usize = 8;

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_invalid(text: &str, reason: &str) {
        match Prefix::parse(text) {
            Err(Error::InvalidHandle { reason: got, .. }) => assert!(got.contains(reason), "{text:?}: {got}"),
            other => panic!("{text:?}: expected an invalid handle, got {other:?}"),
        }
    }

    #[test]
    fn a_handle_of_an_original_is_what_a_store_first_shows_it_with() {
        use crate::{Archive, MemoryArchive};
        let store = MemoryArchive::new();
        for original in [&b"one original"[..], b"another", b""] {
            let (named, put) = (Handle::of(original), store.put(original, None).expect("kept"));
            assert_eq!((named, named.to_string()), (put, put.to_string()));
            assert_eq!(named.digits(), MIN_HANDLE_DIGITS);
        }
    }

    #[test]
    fn an_original_hashed_in_pieces_is_named_as_hashed_whole() {
        use crate::{Archive, MemoryArchive};
        let original = b"[\n  {\"role\": \"user\"},\n  {\"role\": \"tool\"}\n]";
        let mut hashing = Hashing::new();
        let mut prefixes = Vec::new();
        for piece in original.chunks(7) {
            hashing.update(piece);
            prefixes.push(hashing.clone());
        }
        // Every prefix's state, cloned on the way, digests that prefix; the last, the whole.
        for (index, state) in prefixes.iter().enumerate() {
            let end = ((index + 1) * 7).min(original.len());
            assert_eq!(state.digest(), digest_of(&original[..end]));
        }
        let named = Handle::of_digest(hashing.digest());
        assert_eq!(named, Handle::of(original));
        let store = MemoryArchive::new();
        let put = store.put_hashed(original.to_vec(), hashing.digest(), None).expect("kept");
        assert_eq!((put, put.to_string()), (named, named.to_string()));
        assert_eq!(store.get(&put).expect("stored"), original);
    }

    #[test]
    fn invalid_handles_say_why() {
        check_invalid("", "empty");
        check_invalid("   ", "empty");
        check_invalid("3f2a9c0", "too short");
        check_invalid("3f2a9c0g", "hexadecimal");
        check_invalid("[3f2a9c01]", "hexadecimal");
        check_invalid(&"a".repeat(65), "too long");
    }

    #[test]
    fn prefixes_cover_exactly_their_digests() {
        let prefix = Prefix::parse(" 3F2A9C01a ").expect("valid");
        assert_eq!(prefix.digits, "3f2a9c01a");
        let mut digest = [0u8; 32];
        digest[..5].copy_from_slice(&[0x3f, 0x2a, 0x9c, 0x01, 0xa0]);
        assert!(prefix.matches(&digest));
        digest[4] = 0xaf;
        digest[31] = 0xff;
        assert!(prefix.matches(&digest));
        digest[4] = 0xb0;
        assert!(!prefix.matches(&digest));
        digest[4] = 0x9f;
        assert!(!prefix.matches(&digest));
        let full = Prefix::parse(&hex(&digest, 64)).expect("valid");
        assert!(full.matches(&digest));
        assert_eq!(full.low, full.high);
    }

    #[test]
    fn shown_digits_are_one_past_the_longest_shared_prefix() {
        let a = digest_of(b"a");
        let mut b = a;
        assert_eq!(shown_digits(&a, &[]), 8);
        b[5] ^= 0x01; // differs at digit 12
        assert_eq!(shown_digits(&a, &[b]), 12);
        b = a;
        b[5] ^= 0x10; // differs at digit 11
        assert_eq!(shown_digits(&a, &[b]), 11);
        assert_eq!(shown_digits(&a, &[a]), 64);
        assert_eq!(Handle::new(a, 11).to_string(), hex(&a, 11));
        assert_eq!(Handle::new(a, 11).hex().len(), 64);
    }

    #[test]
    fn a_prefix_picks_the_only_candidate_or_the_one_issued_with_it() {
        let a = digest_of(b"a");
        let prefix = Prefix::parse(&hex(&a, 8)).expect("valid");
        assert!(matches!(pick(&prefix, &[]), Err(Error::UnknownHandle(_))));
        assert_eq!(pick(&prefix, &[Handle::new(a, 9)]).expect("one"), Handle::new(a, 9));
        let mut b = a;
        b[4] ^= 1;
        let mut c = a;
        c[4] ^= 2;
        assert_eq!(
            pick(&prefix, &[Handle::new(a, 8), Handle::new(b, 10)]).expect("issued"),
            Handle::new(a, 8)
        );
        match pick(&prefix, &[Handle::new(b, 10), Handle::new(c, 10)]) {
            Err(Error::AmbiguousHandle { candidates, .. }) => {
                assert_eq!(candidates, vec![hex(&b, 10), hex(&c, 10)]);
            }
            other => panic!("expected ambiguous, got {other:?}"),
        }
    }
}
