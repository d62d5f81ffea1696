//! The o200k vocabulary as a compact rank table, and byte-pair merging that only counts tokens.
//!
//! [`Vocab`] holds every mergeable token's bytes in one buffer, ordered by rank, with an
//! open-addressing index over them: one allocation-free hash probe answers "is this byte string a
//! token, and of which rank". [`Vocab::count`] byte-pair merges one pre-tokenized piece the way
//! tiktoken does (repeatedly merge the adjacent pair whose concatenation has the lowest rank, the
//! leftmost on ties) and returns how many tokens remain, without building them: a linear scan over
//! a small array for short pieces, a heap over a linked list of parts for long ones, so a giant
//! piece costs `O(n log n)`, never `O(n²)`.

use crate::table;

/// A rank no pair has: the pair is not a token.
const NONE: u32 = u32::MAX;

/// Pieces up to this many bytes merge by linear scans; longer ones through a heap.
const SHORT: usize = 128;

// `O200K_TOKENS` and `O200K_LONGEST`, written by the build script beside the table.
include!(concat!(env!("OUT_DIR"), "/o200k.rs"));

/// o200k's 199,998 mergeable tokens (its special tokens are not mergeable), built at compile time
/// by the build script from tiktoken-rs's vocabulary: loading it costs nothing, and the pages of
/// the table that a count touches are read from the binary on demand.
pub(crate) static O200K: Vocab<'static> = Vocab {
    bytes: include_bytes!(concat!(env!("OUT_DIR"), "/o200k.bytes")),
    slots: include_bytes!(concat!(env!("OUT_DIR"), "/o200k.slots")).as_chunks::<8>().0,
    longest: O200K_LONGEST,
};

/// A vocabulary's rank table (see [`table`] for the layout).
pub(crate) struct Vocab<'a> {
    /// The bytes of all tokens, concatenated in rank order.
    bytes: &'a [u8],
    /// The index: little-endian `u64` slots, a power of two of them.
    slots: &'a [[u8; 8]],
    /// The length of the longest token, to refuse longer strings without hashing them.
    longest: usize,
}

impl Vocab<'_> {
    /// The rank of `piece` if it is a token, else [`NONE`].
    pub(crate) fn rank(&self, piece: &[u8]) -> u32 {
        if piece.len() > self.longest || piece.is_empty() {
            return NONE;
        }
        // The table is a power of two of slots, at most half full, so every probe sequence ends
        // at an empty slot; `get` keeps even a damaged table from panicking.
        let mask = self.slots.len().wrapping_sub(1);
        let mut slot = table::hash(piece) & mask;
        for _ in 0..self.slots.len() {
            let Some(&entry) = self.slots.get(slot) else { break };
            let entry = u64::from_le_bytes(entry);
            if entry == 0 {
                break;
            }
            let (offset, len, rank) = table::unpack(entry);
            if len == piece.len() && self.bytes.get(offset..offset + len) == Some(piece) {
                return rank;
            }
            slot = (slot + 1) & mask;
        }
        NONE
    }

    /// How many tokens byte-pair merging `piece` yields, for a piece of any length without
    /// panicking; exact below 4 GiB (count.rs passes at most a 64 KiB chunk).
    ///
    /// `piece.len() <= SHORT` takes the stack-array path in [`Vocab::count_short`].
    pub(crate) fn count(&self, piece: &[u8]) -> usize {
        if piece.len() <= 1 || self.rank(piece) != NONE {
            piece.len().min(1)
        } else if piece.len() <= SHORT {
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
    /// heap entries are skipped when popped. A heap entry holds a start in 32 bits: a piece over
    /// 4 GiB would merge in the wrong order, but every index stays in bounds.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Table;

    /// A built table with its slots as the library reads them from the binary.
    struct Built {
        table: Table,
        slots: Vec<[u8; 8]>,
    }

    impl Built {
        fn new(tokens: &[&[u8]]) -> Option<Built> {
            let table = Table::new(tokens)?;
            let slots = table.slots.iter().map(|slot| slot.to_le_bytes()).collect();
            Some(Built { table, slots })
        }

        fn vocab(&self) -> Vocab<'_> {
            Vocab { bytes: &self.table.bytes, slots: &self.slots, longest: self.table.longest }
        }
    }

    fn toy() -> Built {
        // Ranks: single bytes first, then merges in priority order.
        Built::new(&[b"a", b"b", b"c", b"ab", b"bc", b"abc", b"aa", b"aaaa"]).expect("distinct tokens")
    }

    #[track_caller]
    fn check_rank(vocab: &Vocab, piece: &[u8], expected: u32) {
        assert_eq!(vocab.rank(piece), expected, "{:?}", String::from_utf8_lossy(piece));
    }

    #[test]
    fn ranks_are_found_and_strangers_are_not() {
        let toy = toy();
        let vocab = toy.vocab();
        check_rank(&vocab, b"a", 0);
        check_rank(&vocab, b"abc", 5);
        check_rank(&vocab, b"aaaa", 7);
        check_rank(&vocab, b"ba", NONE);
        check_rank(&vocab, b"", NONE);
        check_rank(&vocab, b"aaaaa", NONE);
        assert_eq!(toy.slots.iter().filter(|&&slot| slot != [0; 8]).count(), 8);
    }

    #[test]
    fn repeated_and_empty_tokens_are_refused() {
        assert!(Built::new(&[b"a", b"a"]).is_none());
        assert!(Built::new(&[b"a", b""]).is_none());
        assert!(Built::new(&[&[b'x'; 256]]).is_none());
    }

    /// The table compiled into the binary is o200k's: every rank of tiktoken-rs's vocabulary up
    /// to the special tokens, and nothing else.
    #[test]
    fn the_compiled_table_is_o200k_without_special_tokens() {
        let reference = tiktoken_rs::o200k_base_singleton();
        for rank in 0..O200K_TOKENS as u32 {
            let token = reference.decode_bytes(&[rank]).expect("a rank below the special tokens decodes");
            check_rank(&O200K, &token, rank);
        }
        // Rank 199,998 is unused; 199,999 is the first special token.
        assert!(reference.decode_bytes(&[O200K_TOKENS as u32]).is_err());
        let special = reference.decode_bytes(&[O200K_TOKENS as u32 + 1]).expect("the first special token");
        assert_eq!(String::from_utf8_lossy(&special), "<|endoftext|>");
        check_rank(&O200K, &special, NONE);
        assert_eq!(O200K.slots.iter().filter(|&&slot| slot != [0; 8]).count(), O200K_TOKENS);
        assert!(O200K.slots.len().is_power_of_two() && O200K.slots.len() >= 2 * O200K_TOKENS);
        assert_eq!(O200K.count(b"<|endoftext|>"), 7);
    }

    /// A damaged table (no empty slot, no slot at all, offsets past the bytes) answers "not a
    /// token" instead of looping or panicking.
    #[test]
    fn a_damaged_table_does_not_panic() {
        let full = [u64::MAX.to_le_bytes(); 4];
        let past_the_bytes = [table::pack(1000, 2, 0).to_le_bytes(); 2];
        for slots in [&full[..], &[], &full[..3], &past_the_bytes] {
            let vocab = Vocab { bytes: b"ab", slots, longest: 255 };
            check_rank(&vocab, b"ab", NONE);
            assert_eq!(vocab.count(b"abcabc"), 6);
        }
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
        let toy = toy();
        let vocab = toy.vocab();
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
