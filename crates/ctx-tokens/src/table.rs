//! The rank table's layout, shared by the build script (which builds o200k's table) and `bpe.rs`
//! (which reads it).
//!
//! The table is every token's bytes concatenated in rank order, plus an open-addressing index of
//! `u64` slots: a slot is 0 when empty, else a token packed as `offset << 32 | length << 24 | rank`
//! (see [`pack`]). The index holds at least twice as many slots as tokens, a power of two, so a
//! probe sequence always ends at an empty slot.

/// A built table: the bytes, the slots, the length of the longest token.
pub struct Table {
    /// The bytes of all tokens, concatenated in rank order.
    pub bytes: Vec<u8>,
    /// The open-addressing index by [`hash`].
    pub slots: Vec<u64>,
    /// The length of the longest token.
    pub longest: usize,
}

impl Table {
    /// Builds the table from the tokens in rank order; `None` if a token repeats or is empty, or
    /// the vocabulary is too large to pack (a token over 255 bytes, over 2²⁴ - 1 tokens, over
    /// 4 GiB of bytes).
    pub fn new(tokens: impl IntoIterator<Item = impl AsRef<[u8]>>) -> Option<Table> {
        let mut table = Table { bytes: Vec::new(), slots: vec![0; 2], longest: 0 };
        for (rank, token) in tokens.into_iter().enumerate() {
            let token = token.as_ref();
            if rank >= 1 << 24 || token.is_empty() || token.len() > 255 || table.contains(token) {
                return None;
            }
            // Keep the load factor at most one half.
            if (rank + 1) * 2 > table.slots.len() {
                table.grow();
            }
            let offset = u32::try_from(table.bytes.len()).ok()?;
            table.bytes.extend_from_slice(token);
            table.longest = table.longest.max(token.len());
            table.insert(pack(offset, token.len(), rank));
        }
        Some(table)
    }

    /// Whether `token` is in the table.
    fn contains(&self, token: &[u8]) -> bool {
        let mask = self.slots.len() - 1;
        let mut slot = hash(token) & mask;
        while self.slots[slot] != 0 {
            let (offset, len, _) = unpack(self.slots[slot]);
            if &self.bytes[offset..offset + len] == token {
                return true;
            }
            slot = (slot + 1) & mask;
        }
        false
    }

    /// Doubles the index.
    fn grow(&mut self) {
        let doubled = vec![0; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        for entry in old.into_iter().filter(|&entry| entry != 0) {
            self.insert(entry);
        }
    }

    /// Puts a packed entry into the first free slot from its token's hash.
    fn insert(&mut self, entry: u64) {
        let (offset, len, _) = unpack(entry);
        let mask = self.slots.len() - 1;
        let mut slot = hash(&self.bytes[offset..offset + len]) & mask;
        while self.slots[slot] != 0 {
            slot = (slot + 1) & mask;
        }
        self.slots[slot] = entry;
    }
}

/// A slot for the token of `len` bytes at `offset` with `rank` (`len` < 2⁸, `rank` < 2²⁴).
pub fn pack(offset: u32, len: usize, rank: usize) -> u64 {
    u64::from(offset) << 32 | (len as u64 & 0xff) << 24 | (rank as u64 & 0x00ff_ffff)
}

/// A slot's token: its offset in the bytes, its length and its rank.
pub fn unpack(entry: u64) -> (usize, usize, u32) {
    ((entry >> 32) as usize, (entry >> 24) as usize & 0xff, entry as u32 & 0x00ff_ffff)
}

/// A fast non-cryptographic hash of a short byte string, eight bytes at a time.
pub fn hash(bytes: &[u8]) -> usize {
    const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut state = bytes.len() as u64;
    let (words, remainder) = bytes.as_chunks::<8>();
    for &word in words {
        state = (state.rotate_left(23) ^ u64::from_le_bytes(word)).wrapping_mul(MULTIPLIER);
    }
    let mut tail = 0u64;
    for (shift, &byte) in remainder.iter().enumerate() {
        tail |= u64::from(byte) << (shift * 8);
    }
    state = (state.rotate_left(23) ^ tail).wrapping_mul(MULTIPLIER);
    (state ^ (state >> 29)) as usize
}
