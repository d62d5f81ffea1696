//! The o200k vocabulary as a compact rank table, and byte-pair merging that only counts tokens.
//!
//! [`Vocab`] holds every mergeable token's bytes in one buffer, ordered by rank, with an
//! open-addressing index over them: one allocation-free hash probe answers "is this byte string a
//! token, and of which rank". [`Vocab::count`] byte-pair merges one pre-tokenized piece the way
//! tiktoken does (repeatedly merge the adjacent pair whose concatenation has the lowest rank, the
//! leftmost on ties) and returns how many tokens remain, without building them: a linear scan over
//! a small array for short pieces, a heap over a linked list of parts for long ones, so a giant
//! piece costs `O(n log n)`, never `O(n²)`.

/// A rank no pair has: the pair is not a token.
const NONE: u32 = u32::MAX;

/// Pieces up to this many bytes merge by linear scans; longer ones through a heap.
const SHORT: usize = 128;

/// Every mergeable o200k token, by rank.
pub(crate) struct Vocab {
    /// The bytes of all tokens, concatenated in rank order.
    bytes: Vec<u8>,
    /// Open addressing by [`hash`]; a slot is 0 when empty, else a token packed as
    /// `offset in bytes << 32 | length << 24 | rank` (see [`Vocab::new`] for the limits).
    slots: Vec<u64>,
    /// The length of the longest token, to refuse longer strings without hashing them.
    longest: usize,
}

impl Vocab {
    /// Builds the table from the tokens in rank order; `None` if a token repeats or is empty,
    /// or the vocabulary is too large to pack (a token over 255 bytes, over 2²⁴ - 1 tokens, over
    /// 4 GiB of bytes).
    pub(crate) fn new(tokens: impl IntoIterator<Item = impl AsRef<[u8]>>) -> Option<Vocab> {
        let tokens = tokens.into_iter();
        let mut vocab = Vocab { bytes: Vec::new(), slots: vec![0; 2], longest: 0 };
        for (rank, token) in tokens.enumerate() {
            let token = token.as_ref();
            if rank >= 1 << 24 || token.is_empty() || token.len() > 255 || vocab.rank(token) != NONE {
                return None;
            }
            // Keep the load factor at most one half.
            if (rank + 1) * 2 > vocab.slots.len() {
                vocab.grow();
            }
            let offset = u32::try_from(vocab.bytes.len()).ok()?;
            vocab.bytes.extend_from_slice(token);
            vocab.longest = vocab.longest.max(token.len());
            vocab.insert(u64::from(offset) << 32 | (token.len() as u64) << 24 | rank as u64);
        }
        Some(vocab)
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
        let offset = (entry >> 32) as usize;
        let len = (entry >> 24) as usize & 0xff;
        let mask = self.slots.len() - 1;
        let mut slot = hash(&self.bytes[offset..offset + len]) & mask;
        while self.slots[slot] != 0 {
            slot = (slot + 1) & mask;
        }
        self.slots[slot] = entry;
    }

    /// The number of tokens.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.slots.iter().filter(|&&slot| slot != 0).count()
    }

    /// The rank of `piece` if it is a token, else [`NONE`].
    pub(crate) fn rank(&self, piece: &[u8]) -> u32 {
        if piece.len() > self.longest || piece.is_empty() {
            return NONE;
        }
        let mask = self.slots.len() - 1;
        let mut slot = hash(piece) & mask;
        loop {
            let entry = self.slots[slot];
            if entry == 0 {
                return NONE;
            }
            let len = (entry >> 24) as usize & 0xff;
            if len == piece.len() {
                let offset = (entry >> 32) as usize;
                if &self.bytes[offset..offset + len] == piece {
                    return entry as u32 & 0x00ff_ffff;
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    /// How many tokens byte-pair merging `piece` yields.
    ///
    /// `piece.len() <= SHORT` takes the stack-array path in [`Vocab::count_short`].
    pub(crate) fn count(&self, piece: &[u8]) -> usize {
        if piece.len() <= 1 || self.rank(piece) != NONE {
            piece.len().min(1)
        } else if piece.len() <= SHORT || piece.len() > u32::MAX as usize {
            self.count_short(piece)
        } else {
            self.count_long(piece)
        }
    }

    /// Linear-scan merging for short pieces: `O(n²)` lookups at worst, but on the stack and
    /// cache-friendly.
    fn count_short(&self, piece: &[u8]) -> usize {
        // parts[i] = (start of part i, rank of part i merged with part i + 1), then a sentinel.
        let mut parts = [(0usize, NONE); SHORT + 1];
        let parts = &mut parts[..=piece.len()];
        for (start, part) in parts.iter_mut().enumerate() {
            let rank = if start + 2 <= piece.len() { self.rank(&piece[start..start + 2]) } else { NONE };
            *part = (start, rank);
        }
        let mut len = parts.len();
        loop {
            let mut best = (NONE, 0);
            for (index, &(_, rank)) in parts[..len].iter().enumerate() {
                if rank < best.0 {
                    best = (rank, index);
                }
            }
            if best.0 == NONE {
                return len - 1;
            }
            let index = best.1;
            parts.copy_within(index + 2..len, index + 1);
            len -= 1;
            parts[index].1 = self.pair_rank(piece, &parts[..len], index);
            if index > 0 {
                parts[index - 1].1 = self.pair_rank(piece, &parts[..len], index - 1);
            }
        }
    }

    /// The rank of parts `index` and `index + 1` merged, given `parts` ends with a sentinel.
    fn pair_rank(&self, piece: &[u8], parts: &[(usize, u32)], index: usize) -> u32 {
        match parts.get(index + 2) {
            Some(&(end, _)) => self.rank(&piece[parts[index].0..end]),
            None => NONE,
        }
    }

    /// Heap merging for long pieces: parts form a linked list keyed by their start byte; stale
    /// heap entries are skipped when popped.
    fn count_long(&self, piece: &[u8]) -> usize {
        let len = piece.len();
        // next[i]: the start of the part after the part starting at i (len after the last);
        // prev[i]: the start of the part before it (usize::MAX for the first). rank[i]: the rank
        // of part i merged with its successor, or NONE, also for parts merged into their
        // predecessor; a heap entry is current only while it matches rank[i].
        let mut next: Vec<usize> = (1..=len).collect();
        let mut prev: Vec<usize> = (0..len).map(|i| i.wrapping_sub(1)).collect();
        let mut rank: Vec<u32> =
            (0..len).map(|i| if i + 2 <= len { self.rank(&piece[i..i + 2]) } else { NONE }).collect();
        // Entries are rank << 32 | start: the lowest rank first, the leftmost on ties.
        let entry = |rank: u32, start: usize| u64::from(rank) << 32 | start as u64;
        let mut heap = MinHeap::new(
            rank.iter().enumerate().filter(|&(_, &r)| r != NONE).map(|(i, &r)| entry(r, i)).collect(),
        );
        let mut parts = len;
        while let Some(top) = heap.pop() {
            let (pair, start) = ((top >> 32) as u32, (top & 0xffff_ffff) as usize);
            if rank[start] != pair {
                continue;
            }
            // Merge the part at `start` with its successor.
            let gone = next[start];
            rank[gone] = NONE;
            next[start] = next[gone];
            if next[start] < len {
                prev[next[start]] = start;
            }
            parts -= 1;
            rank[start] = self.merged_rank(piece, &next, start);
            if rank[start] != NONE {
                heap.push(entry(rank[start], start));
            }
            let before = prev[start];
            if before != usize::MAX {
                rank[before] = self.merged_rank(piece, &next, before);
                if rank[before] != NONE {
                    heap.push(entry(rank[before], before));
                }
            }
        }
        parts
    }

    /// The rank of the part starting at `start` merged with its successor, in the linked list.
    fn merged_rank(&self, piece: &[u8], next: &[usize], start: usize) -> u32 {
        let middle = next[start];
        if middle >= piece.len() {
            return NONE;
        }
        let end = next[middle];
        self.rank(&piece[start..end])
    }
}

/// A min-heap of `u64` with four children per node: half the depth of a binary heap, and the
/// children of a node share a cache line, which matters for the large heaps of giant pieces.
struct MinHeap {
    items: Vec<u64>,
}

impl MinHeap {
    const ARITY: usize = 4;

    fn new(items: Vec<u64>) -> MinHeap {
        let mut heap = MinHeap { items };
        for index in (0..=heap.items.len() / Self::ARITY).rev() {
            heap.sift_down(index);
        }
        heap
    }

    fn push(&mut self, item: u64) {
        let mut index = self.items.len();
        self.items.push(item);
        while index > 0 {
            let parent = (index - 1) / Self::ARITY;
            if self.items[parent] <= item {
                break;
            }
            self.items[index] = self.items[parent];
            index = parent;
        }
        self.items[index] = item;
    }

    fn pop(&mut self) -> Option<u64> {
        let last = self.items.pop()?;
        let Some(&top) = self.items.first() else { return Some(last) };
        self.items[0] = last;
        self.sift_down(0);
        Some(top)
    }

    fn sift_down(&mut self, mut index: usize) {
        let len = self.items.len();
        let Some(&item) = self.items.get(index) else { return };
        loop {
            let first = index * Self::ARITY + 1;
            let (offset, least) = if let Some(children) = self.items.get(first..first + Self::ARITY) {
                // A full node, the common case: the least of four without data-dependent branches.
                let (left, low_left) =
                    if children[1] < children[0] { (1, children[1]) } else { (0, children[0]) };
                let (right, low_right) =
                    if children[3] < children[2] { (3, children[3]) } else { (2, children[2]) };
                if low_right < low_left { (right, low_right) } else { (left, low_left) }
            } else if first < len {
                let children = &self.items[first..];
                let (offset, &least) = children
                    .iter()
                    .enumerate()
                    .min_by_key(|&(_, &child)| child)
                    .expect("a node with a first child has a child");
                (offset, least)
            } else {
                break;
            };
            if least >= item {
                break;
            }
            self.items[index] = least;
            index = first + offset;
        }
        self.items[index] = item;
    }
}

/// A fast non-cryptographic hash of a short byte string, eight bytes at a time.
fn hash(bytes: &[u8]) -> usize {
    const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut state = bytes.len() as u64;
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().expect("chunks_exact yields eight bytes"));
        state = (state.rotate_left(23) ^ word).wrapping_mul(MULTIPLIER);
    }
    let mut tail = 0u64;
    for (shift, &byte) in words.remainder().iter().enumerate() {
        tail |= u64::from(byte) << (shift * 8);
    }
    state = (state.rotate_left(23) ^ tail).wrapping_mul(MULTIPLIER);
    (state ^ (state >> 29)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toy() -> Vocab {
        // Ranks: single bytes first, then merges in priority order.
        let tokens: Vec<&[u8]> = vec![b"a", b"b", b"c", b"ab", b"bc", b"abc", b"aa", b"aaaa"];
        Vocab::new(tokens).expect("distinct tokens")
    }

    #[test]
    fn ranks_are_found_and_strangers_are_not() {
        let vocab = toy();
        assert_eq!(vocab.len(), 8);
        assert_eq!(vocab.rank(b"a"), 0);
        assert_eq!(vocab.rank(b"abc"), 5);
        assert_eq!(vocab.rank(b"aaaa"), 7);
        assert_eq!(vocab.rank(b"ba"), NONE);
        assert_eq!(vocab.rank(b""), NONE);
        assert_eq!(vocab.rank(b"aaaaa"), NONE);
    }

    #[test]
    fn repeated_tokens_are_refused() {
        assert!(Vocab::new([b"a".as_slice(), b"a".as_slice()]).is_none());
    }

    #[test]
    fn the_heap_pops_in_order() {
        let mut items: Vec<u64> = (0..1000u64).map(|i| (i * 7919) % 1009).collect();
        let mut heap = MinHeap::new(items.clone());
        heap.push(5);
        heap.push(2000);
        items.extend([5, 2000]);
        items.sort_unstable();
        let popped: Vec<u64> = std::iter::from_fn(|| heap.pop()).collect();
        assert_eq!(popped, items);
    }

    #[test]
    fn short_and_long_merging_agree() {
        let vocab = toy();
        for text in ["", "a", "abc", "abcabc", "aaaaaaa", "cba", "abab", "aabbcc", "aaaaaaaaaabcbcbc"] {
            let piece = text.as_bytes();
            let expected = if piece.len() < 2 { piece.len() } else { vocab.count_short(piece) };
            assert_eq!(vocab.count(piece), expected, "{text}");
            if piece.len() >= 2 {
                assert_eq!(vocab.count_long(piece), expected, "{text}");
            }
        }
        // "ab" merges before "bc" (lower rank), so "abc" is reached through "ab" + "c".
        assert_eq!(vocab.count(b"abcabc"), 2);
        // "aa" pairs from the left, then "aaaa": seven a's are "aaaa", "aa", "a".
        assert_eq!(vocab.count_short(b"aaaaaaa"), 3);
    }
}
