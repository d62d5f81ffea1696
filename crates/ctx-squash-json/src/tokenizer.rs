//! The squasher: one pass of a hand-written, validating JSON tokenizer over the original text,
//! writing the squashed document into one pre-sized `String`.
//!
//! Nesting is tracked on an explicit stack of two-byte frames (no recursion), so depth is bounded
//! only by memory. Tokens that are kept are copied byte for byte from the input: numbers, key
//! order and escapes never change. Whitespace between tokens is dropped.
//!
//! Arrays: elements 0–2 are always written. Later elements are written tentatively; an element
//! that carries an error stays, the others form a *run* that is folded into one marker element
//! `"[N items omitted]"` as soon as the run's text is longer than that marker would be.
//!
//! Objects: every key is written. Members past the third of an object are recorded (where
//! their values are in the output) until the object is known to be a map (its 32nd member, all
//! values past the third of one kind): then the recorded values are elided to `"…"` in one
//! rewrite of the output's tail, and every later value as it ends.

use ctx_squash_core::Fnv;

use crate::classify::{self, ErrorText, KeyClass, SHORT_CHARS};
use crate::columns::{Columns, Table};
use crate::cut;

/// What one squash produced, with what it saw along the way.
pub(crate) struct Outcome {
    /// The squashed document.
    pub(crate) text: String,
    /// An error or warning signal was seen.
    pub(crate) notable: bool,
    /// A fingerprint of the top-level keys and the record kind (only when asked for).
    pub(crate) shape: u64,
    /// The byte range in the input of the first top-level kind value (`"reason": "…"`).
    pub(crate) kind: Option<(usize, usize)>,
}

/// The replacement for an elided string.
const ELLIPSIS: &str = "\"\u{2026}\"";

/// Array elements always written before folding starts.
const KEEP_ELEMENTS: u16 = 3;

/// The longest last element of an array (its text as squashed, with its leading comma) written
/// back after the marker of the run that ends it; a longer one stays in the marker's count.
const MAX_LAST_ELEMENT: usize = 512;
/// The longest file path [`file_path`] reads in a string (longer words name no frame's file).
const MAX_PATH: usize = 512;

/// One open container, packed in 16 bits so that a million-deep document costs 2 MB of stack.
#[derive(Clone, Copy)]
struct Frame(u16);

impl Frame {
    const OBJECT: u16 = 1;
    /// Strings under detail keys are kept: the object (or array) is about an error.
    const ERR_CTX: u16 = 1 << 1;
    /// An error signal was seen anywhere inside this container.
    const ANY_ERR: u16 = 1 << 2;
    /// An error signal was seen inside the current element (arrays) or member (objects).
    const ELEM_ERR: u16 = 1 << 3;
    /// The current run has been folded away (its marker is pending).
    const FOLDED: u16 = 1 << 4;
    /// Elements (members) seen, saturating at [`KEEP_ELEMENTS`] (two bits).
    const PHASE_SHIFT: u16 = 5;
    /// Objects: the class of the key whose value comes next (four bits).
    const KEY_SHIFT: u16 = 7;
    /// Objects: a folded array element that collects its identity members as a skeleton.
    const SKEL: u16 = 1 << 11;
    /// Objects with [`Frame::SKEL`]: identity members collected so far (two bits).
    const SKEL_SHIFT: u16 = 12;
    /// Arrays: the current element is an identifier string, kept like an error.
    const ELEM_ID: u16 = 1 << 14;
    /// Objects: a member of a [`Frame::SKEL`] object that has no identity member yet; it
    /// collects its own identity members (the [`Frame::SKEL_SHIFT`] bits count them) as one
    /// nested member of the skeleton (`"metadata":{"name":…,"version":…}`).
    const SKEL_DEEP: u16 = 1 << 15;

    fn new(object: bool, err_ctx: bool) -> Self {
        let mut bits = 0;
        if object {
            bits |= Self::OBJECT;
        }
        if err_ctx {
            bits |= Self::ERR_CTX;
        }
        Self(bits)
    }
    fn is_object(self) -> bool {
        self.0 & Self::OBJECT != 0
    }
    fn has(self, flag: u16) -> bool {
        self.0 & flag != 0
    }
    fn set(&mut self, flag: u16, on: bool) {
        if on {
            self.0 |= flag;
        } else {
            self.0 &= !flag;
        }
    }
    fn phase(self) -> u16 {
        (self.0 >> Self::PHASE_SHIFT) & 3
    }
    fn set_phase(&mut self, phase: u16) {
        self.0 = (self.0 & !(3 << Self::PHASE_SHIFT)) | ((phase & 3) << Self::PHASE_SHIFT);
    }
    fn key(self) -> KeyClass {
        KeyClass::from_bits(self.0 >> Self::KEY_SHIFT)
    }
    fn set_key(&mut self, class: KeyClass) {
        self.0 = (self.0 & !(15 << Self::KEY_SHIFT)) | ((class as u16) << Self::KEY_SHIFT);
    }
    fn skel_members(self) -> u16 {
        (self.0 >> Self::SKEL_SHIFT) & 3
    }
    fn set_skel_members(&mut self, n: u16) {
        self.0 = (self.0 & !(3 << Self::SKEL_SHIFT)) | ((n & 3) << Self::SKEL_SHIFT);
    }
}

/// The fold state of an array (or object) past its first elements (members).
#[derive(Default)]
struct Tail {
    /// Arrays: output length before the current run's first element (and its comma).
    run_start: u32,
    /// Arrays: elements in the current run.
    run_count: u32,
    /// Arrays: output length before the current element (and its comma).
    elem_start: u32,
    /// Arrays: length of the skeleton buffer before the current element's skeleton.
    skel_start: u32,
    /// Arrays: the current element is an object collecting a skeleton.
    skel_elem: bool,
    /// Arrays: skeletons and identifier elements kept so far, up to [`KEEP_IDS`].
    kept_ids: u32,
    /// Arrays: whether a skeleton has said [`SKELETON_NOTE`] (the array's first does, once).
    skeleton_noted: bool,
    /// Arrays: the text (with its leading comma) of the last element folded, written back after
    /// the marker should it turn out to be the array's last: an array keeps its last element as
    /// it keeps its first (an inventory's last id, a list's newest entry).
    last: String,
    /// Objects: members seen past the first ones.
    members: u32,
    /// Objects: the kind shared by every member value past the first ones ([`KIND_MIXED`] when
    /// they differ, 0 before the first).
    kind: u8,
    /// Objects: whether the object is (still) a map candidate, a map or a record.
    map: MapState,
    /// Objects: output length where the current member's value starts (after its colon).
    value_start: u32,
    /// Objects: where this object's pending members start in [`Squasher::members`].
    members_from: u32,
}

/// What an object is, as far as its members seen so far tell.
#[derive(Default, Clone, Copy, PartialEq, Eq)]
enum MapState {
    /// Not enough members yet, all of one kind: the members are recorded so that their values
    /// can still be elided.
    #[default]
    Pending,
    /// A map: every later member's value is elided as it ends.
    Map,
    /// A record: every member is written as it is.
    Record,
}

/// A member past the first ones of a map candidate: where its value is in the output, and
/// whether it would be elided.
#[derive(Clone, Copy)]
struct Member {
    value_start: u32,
    value_end: u32,
    elide: bool,
}

/// Folded array elements that keep their identity (a skeleton of an object, an identifier
/// string), per array; later ones fold like any other element.
const KEEP_IDS: u32 = 64;

/// Identity members a skeleton keeps (two frame bits).
const SKEL_MEMBERS: u16 = 3;

/// What an array's first skeleton says in a last member of its own, `"…":"other members left
/// out, …"`, so that no reader takes `{"id":"S-05"}` for the whole element: a skeleton leaving
/// members out is said once per array, as `"[N items omitted]"` says what a run leaves out (the
/// pipeline adds the archive's handle to it).
pub const SKELETON_NOTE: &str = "other members left out, as in every short item after it";

/// Writes [`SKELETON_NOTE`] as the member a skeleton ends with (before its `}`).
pub(crate) fn push_skeleton_note(out: &mut String) {
    out.push_str(",\"…\":\"");
    out.push_str(SKELETON_NOTE);
    out.push('"');
}

/// An object is a *map* (keys are data: versions, feature names, paths) once it has this many
/// members and every member past the first ones has the same kind of value; its later members
/// keep their keys and lose their values.
const MAP_MEMBERS: u32 = 32;

/// [`Tail::kind`] of an object whose member values differ in kind.
const KIND_MIXED: u8 = u8::MAX;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Expect {
    Value,
    ValueOrClose,
    KeyOrClose,
    Key,
    Colon,
    CommaOrClose,
    End,
}

#[expect(clippy::struct_excessive_bools, reason = "independent flags of one pass, not a state machine")]
struct Squasher<'a> {
    text: &'a str,
    src: &'a [u8],
    pos: usize,
    out: String,
    stack: Vec<Frame>,
    tails: Vec<Tail>,
    /// Skeletons of folded array elements being collected (a stack, like the tails).
    skel: String,
    /// The input ranges of the keys of the open [`Frame::SKEL_DEEP`] objects (a stack).
    deep_keys: Vec<(u32, u32)>,
    /// Of each skeleton being collected (a stack, like `skel`), whether it holds an identity
    /// member of the element's own: a member object lends its identity only to an element
    /// that has none of its own yet (a package's `author.name` is not the package's).
    skel_own: Vec<bool>,
    /// Members of map candidates, pending the decision (a stack, like the tails; at most
    /// [`MAP_MEMBERS`] per object).
    members: Vec<Member>,
    /// The rewritten members of an object that has just become a map.
    scratch: String,
    /// The input range of the last key read.
    last_key: (usize, usize),
    notable: bool,
    track_shape: bool,
    /// Whether another object or array may follow the first value (see [`squash_values`]).
    stream: bool,
    shape: u64,
    kind_pending: bool,
    kind: Option<(usize, usize)>,
    key_cache: [KeySlot; KEY_CACHE],
    /// The outermost open array of a document (not of a record of JSON lines), read as a table of
    /// records, and the depth of its frame; and how many arrays are open.
    table: Option<(usize, Table)>,
    arrays: u32,
    /// The depth of the stack at which scalars are a record's values: a record of JSON lines'
    /// own (1), the table's elements' (its depth + 2), or none (`usize::MAX`).
    read_depth: usize,
    /// The columns of the records of JSON lines, which read this record's top-level scalars.
    record_columns: Option<&'a mut Columns>,
    /// The file path the first string of the innermost array names, if any: the array's depth
    /// and the path's range in the input (see [`file_path`]).
    first_path: Option<(usize, usize, usize)>,
    /// An array that is a member's value in an object (a record's `"results": ["passed"]`): the
    /// depth of its object, where it starts in the input, and its key's range — read as a
    /// column's value when it closes (see [`crate::columns`]).
    array_member: Option<(usize, usize, (usize, usize))>,
}

/// Slots in the key-class cache (a power of two).
const KEY_CACHE: usize = 64;

/// A cached key classification: the key's range in the input and its class.
#[derive(Clone, Copy)]
struct KeySlot {
    start: u32,
    len: u32,
    class: KeyClass,
}

/// Squashes one JSON document (see the [crate documentation](crate) for the rules), or a stream
/// of JSON objects and arrays separated by whitespace (`jq`'s output), each squashed as a
/// document on a line of its own.
///
/// The caller is expected to have checked that `input` parses as JSON; if it does not, or if
/// squashing would not make it shorter, `input` is returned unchanged.
///
/// ```
/// let stream = "{\n  \"name\": \"clap\",\n  \"version\": \"4.6.9\"\n}\n{\n  \"name\": \"regex\"\n}\n";
/// assert_eq!(ctx_squash_json::squash_json(stream), "{\"name\":\"clap\",\"version\":\"4.6.9\"}\n{\"name\":\"regex\"}");
/// ```
pub fn squash_json(input: &str) -> String {
    match squash_values(input, false, true) {
        Some(squashed) if squashed.text.len() < input.len() => squashed.text,
        _ => input.to_owned(),
    }
}

/// Squashes one record of JSON lines, its shape tracked and its top-level scalars read into
/// `columns` (the caller ends the row). `None` when the text is not exactly one valid JSON value.
pub(crate) fn squash_record(text: &str, columns: &mut Columns) -> Option<Outcome> {
    let mut s = Squasher::new(text, true, false);
    s.record_columns = Some(columns);
    s.read_depth = 1;
    s.run()?;
    Some(Outcome { text: s.out, notable: s.notable, shape: s.shape, kind: s.kind })
}

/// [`squash`], and with `stream`, of a stream of JSON objects and arrays separated by
/// whitespace (`jq`'s output: one pretty-printed value after another), each squashed as a
/// document and written on a line of its own.
fn squash_values(text: &str, track_shape: bool, stream: bool) -> Option<Outcome> {
    let mut s = Squasher::new(text, track_shape, stream);
    s.run()?;
    Some(Outcome { text: s.out, notable: s.notable, shape: s.shape, kind: s.kind })
}

impl<'a> Squasher<'a> {
    fn new(text: &'a str, track_shape: bool, stream: bool) -> Self {
        // Positions in the output are kept as `u32`: a longer input is refused by `run`.
        Squasher {
            text,
            src: text.as_bytes(),
            pos: 0,
            out: String::with_capacity(text.len()),
            stack: Vec::new(),
            tails: Vec::new(),
            skel: String::new(),
            deep_keys: Vec::new(),
            skel_own: Vec::new(),
            members: Vec::new(),
            scratch: String::new(),
            last_key: (0, 0),
            notable: false,
            track_shape,
            stream,
            shape: Fnv::new().finish(),
            kind_pending: false,
            kind: None,
            key_cache: [KeySlot { start: 0, len: u32::MAX, class: KeyClass::Plain }; KEY_CACHE],
            table: None,
            arrays: 0,
            read_depth: usize::MAX,
            record_columns: None,
            first_path: None,
            array_member: None,
        }
    }
}

/// The file path a string names, as a range in it: the first word (between blanks and
/// parentheses) that holds a `/` and a `:` followed by a digit, up to that `:` —
/// `/app/src/run.js` of `at lookupBolt (/app/src/run.js:5:17)`, `node:internal/modules/cjs/loader`
/// of a runtime's frame.
fn file_path(raw: &[u8]) -> Option<(usize, usize)> {
    let mut start = 0;
    for word in raw.split(|&b| matches!(b, b' ' | b'(' | b')')) {
        let end = start + word.len();
        let line = word.windows(2).position(|w| w[0] == b':' && w[1].is_ascii_digit());
        // A path is a few hundred bytes at most; a longer word is no frame's file.
        if let Some(colon) =
            line.filter(|&c| c <= MAX_PATH && word.get(..c).is_some_and(|p| p.contains(&b'/')))
        {
            return Some((start, start + colon));
        }
        start = end + 1;
    }
    None
}

/// Whether `hay` holds `needle` (not empty): linear, however long either is.
fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && memchr::memmem::find(hay, needle).is_some()
}

/// The shape hash after `h`, extended by one part (a key, a kind).
fn fnv(h: u64, bytes: &[u8]) -> u64 {
    let mut fnv = Fnv::from(h);
    fnv.write(bytes);
    fnv.separate();
    fnv.finish()
}

/// Appends the fold marker element, with its leading comma: `,"[N items omitted]"`.
fn push_marker(out: &mut String, n: usize) {
    out.push(',');
    ctx_squash_core::push_items_omitted(out, n);
}

/// Length of [`push_marker`]'s output.
fn marker_len(n: usize) -> usize {
    1 + ctx_squash_core::items_omitted_len(n)
}

impl Squasher<'_> {
    fn run(&mut self) -> Option<()> {
        u32::try_from(self.src.len()).ok()?;
        let mut expect = Expect::Value;
        loop {
            self.skip_ws();
            let Some(&b) = self.src.get(self.pos) else {
                return (expect == Expect::End).then_some(());
            };
            expect = match expect {
                Expect::End if self.stream && matches!(b, b'{' | b'[') => {
                    self.out.push('\n');
                    self.value(b)?
                }
                Expect::End => return None,
                Expect::ValueOrClose if b == b']' => self.close(b)?,
                Expect::Value | Expect::ValueOrClose => self.value(b)?,
                Expect::KeyOrClose if b == b'}' => self.close(b)?,
                Expect::KeyOrClose => self.key(b, false)?,
                Expect::Key => self.key(b, true)?,
                Expect::Colon => {
                    if b != b':' {
                        return None;
                    }
                    self.pos += 1;
                    self.out.push(':');
                    Expect::Value
                }
                Expect::CommaOrClose => match b {
                    b',' => {
                        self.pos += 1;
                        if self.stack.last()?.is_object() { Expect::Key } else { Expect::Value }
                    }
                    b']' | b'}' => self.close(b)?,
                    _ => return None,
                },
            };
        }
    }

    fn skip_ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.src.get(self.pos) {
            self.pos += 1;
        }
    }

    /// Copies `start..end` of the input to the output.
    fn copy(&mut self, start: usize, end: usize) -> Option<()> {
        self.out.push_str(self.text.get(start..end)?);
        Some(())
    }

    fn out_len(&self) -> Option<u32> {
        u32::try_from(self.out.len()).ok()
    }

    /// An error signal: marks the enclosing container (and so, on close, every ancestor).
    fn signal(&mut self) {
        self.notable = true;
        if let Some(top) = self.stack.last_mut() {
            top.set(Frame::ANY_ERR, true);
            top.set(Frame::ELEM_ERR, true);
            if top.is_object() {
                top.set(Frame::ERR_CTX, true);
            }
        }
    }

    /// A warning signal: keeps the object's detail strings but does not keep array elements.
    fn warn(&mut self) {
        self.notable = true;
        if let Some(top) = self.stack.last_mut().filter(|f| f.is_object()) {
            top.set(Frame::ERR_CTX, true);
        }
    }

    /// Before a value inside an array: its comma, and the start of a fold run.
    fn begin_element(&mut self) -> Option<()> {
        let Some(&top) = self.stack.last() else { return Some(()) };
        if top.is_object() {
            return Some(());
        }
        if top.phase() == KEEP_ELEMENTS {
            self.begin_run()?;
        }
        if top.phase() == 0 {
            self.first_path = None;
        }
        if top.phase() > 0 {
            self.out.push(',');
        }
        Some(())
    }

    /// Before an element (member) past the first ones: where it, and maybe its run, starts.
    fn begin_run(&mut self) -> Option<()> {
        let len = self.out_len()?;
        let tail = self.tails.last_mut()?;
        if tail.run_count == 0 {
            tail.run_start = len;
        }
        tail.elem_start = len;
        Some(())
    }

    /// An array closes: its odd records written back among the others (see
    /// [`crate::columns`]). True when its tail was rewritten, markers included.
    fn close_table(&mut self, last: Option<&str>) -> Option<bool> {
        self.arrays = self.arrays.saturating_sub(1);
        match self.table.take() {
            Some((depth, table)) if depth == self.stack.len() => {
                self.read_depth = usize::MAX;
                table.splice(&mut self.out, u32::from(KEEP_ELEMENTS), last)
            }
            other => {
                self.table = other;
                Some(false)
            }
        }
    }

    /// The table, when its array is the frame at `depth`.
    fn table_at(&mut self, depth: usize) -> Option<&mut Table> {
        self.table.as_mut().filter(|(at, _)| *at == depth).map(|(_, table)| table)
    }

    /// An array's element has ended: a record of its table (see [`crate::columns`]).
    fn end_record(&mut self, phase: u16) {
        let text = match (phase, self.tails.last()) {
            (KEEP_ELEMENTS, Some(tail)) => {
                self.out.get(tail.elem_start as usize..).map(|text| (tail.elem_start as usize, text))
            }
            _ => None,
        };
        if let Some((_, table)) = self.table.as_mut() {
            table.end_element(text);
        }
    }

    /// An array opens at `self.pos`: when it is a member's value in an object and no such array
    /// is open, it is read as a column's value when it closes (see `Squasher::array_member`).
    fn open_array_member(&mut self) {
        if self.array_member.is_none() && self.stack.last().is_some_and(|f| f.is_object()) {
            self.array_member = Some((self.stack.len(), self.pos, self.last_key));
        }
    }

    /// After a scalar written as `start..end` of the input: a column's value, when it is a
    /// member of an array's object element or (for a record's shape) of the top-level object.
    fn read_column(&mut self, start: usize, end: usize) {
        let n = self.stack.len();
        if !self.stack.last().is_some_and(|f| f.is_object()) {
            return;
        }
        let record = n == 1 && self.record_columns.is_some();
        // A member of an element's object, or of an object nested in it (a station's lamps):
        // the element is the row either way.
        let element_depth = self.table.as_ref().map(|&(depth, _)| depth).filter(|&depth| n >= depth + 2);
        let element = element_depth.is_some();
        if !(record || element) {
            return;
        }
        let Some(value) = self.src.get(start..end) else { return };
        let (key_start, key_end) = self.last_key;
        let key = self.src.get(key_start..key_end).unwrap_or_default();
        if record && let Some(columns) = self.record_columns.as_deref_mut() {
            columns.add_scalar(key, value);
        }
        // Below the element: within a list of records (a station's lamps) or a lone nested
        // object (a unit's rating; a package's metadata is its own many attributes).
        let in_list = |depth: usize| {
            self.stack.get(depth + 2..n).is_some_and(|frames| frames.iter().any(|f| !f.is_object()))
        };
        let nested_in_list = element_depth.is_some_and(|depth| n > depth + 2 && in_list(depth));
        if let Some(depth) = element_depth
            && let Some((_, table)) = self.table.as_mut()
        {
            if let Some(raw) = value.strip_prefix(b"\"").and_then(|v| v.strip_suffix(b"\"")) {
                let row = table.columns.row();
                table.named.add(row, raw);
            }
            if n == depth + 2 {
                table.columns.add_scalar(key, value);
            } else {
                table.columns.add_nested_scalar(key, value, nested_in_list);
            }
        }
    }

    /// Before a member value past the first ones: where it starts, and its kind, for a map's
    /// uniformity.
    fn begin_member_value(&mut self, b: u8) -> Option<()> {
        let Some(top) = self.stack.last() else { return Some(()) };
        if !top.is_object() || top.phase() != KEEP_ELEMENTS {
            return Some(());
        }
        let value_start = self.out_len()?;
        let kind = match b {
            b'{' => 1,
            b'[' => 2,
            b'"' => 3,
            b't' | b'f' | b'n' => 4,
            _ => 5,
        };
        let tail = self.tails.last_mut()?;
        tail.value_start = value_start;
        if tail.kind == 0 {
            tail.kind = kind;
        } else if tail.kind != kind {
            tail.kind = KIND_MIXED;
        }
        Some(())
    }

    /// True when the value about to start is a folded-array element that may keep its identity.
    fn id_slot_open(&self) -> bool {
        self.stack.last().is_some_and(|f| !f.is_object() && f.phase() == KEEP_ELEMENTS)
            && self.tails.last().is_some_and(|t| t.kept_ids < KEEP_IDS)
    }

    /// After a scalar member written at `out_from..` in an object that collects a skeleton (or
    /// one level inside it): keep the member when its key names the object and its value was
    /// kept.
    fn collect_skeleton(&mut self, out_from: usize, kept: bool) -> Option<()> {
        // A nested member's identity members count with those its element holds already.
        let held = match self.stack.len().checked_sub(2).and_then(|i| self.stack.get(i)) {
            Some(parent) if self.stack.last().is_some_and(|f| f.has(Frame::SKEL_DEEP)) => {
                parent.skel_members()
            }
            _ => 0,
        };
        let Some(top) = self.stack.last_mut() else { return Some(()) };
        let deep = top.has(Frame::SKEL_DEEP);
        if !kept || !(deep || top.has(Frame::SKEL)) || top.skel_members() + held >= SKEL_MEMBERS {
            return Some(());
        }
        let (start, end) = self.last_key;
        if !classify::is_identity_key(self.src.get(start..end)?) {
            return Some(());
        }
        let n = top.skel_members();
        top.set_skel_members(n + 1);
        if !deep && let Some(own) = self.skel_own.last_mut() {
            *own = true;
        }
        if n > 0 {
            self.skel.push(',');
        } else if deep {
            // The first identity member one level down opens the nested skeleton member, after
            // those the skeleton holds already.
            if held > 0 {
                self.skel.push(',');
            }
            let &(key_start, key_end) = self.deep_keys.last()?;
            self.skel.push_str(self.text.get(key_start as usize - 1..key_end as usize + 1)?);
            self.skel.push_str(":{");
        }
        self.skel.push_str(self.text.get(start - 1..end + 1)?);
        self.skel.push(':');
        self.skel.push_str(self.out.get(out_from..)?);
        Some(())
    }

    fn value(&mut self, b: u8) -> Option<Expect> {
        self.begin_element()?;
        self.begin_member_value(b)?;
        let kind_key = std::mem::take(&mut self.kind_pending);
        let out_from = self.out.len();
        match b {
            b'{' | b'[' => {
                let object = b == b'{';
                let skeleton = object && self.id_slot_open();
                if skeleton {
                    let skel_start = u32::try_from(self.skel.len()).ok()?;
                    let tail = self.tails.last_mut()?;
                    tail.skel_elem = true;
                    tail.skel_start = skel_start;
                    self.skel.push('{');
                    self.skel_own.push(false);
                }
                if !object {
                    self.open_array_member();
                    if self.arrays == 0 && !self.track_shape {
                        self.table = Some((self.stack.len(), Table::default()));
                        self.read_depth = self.stack.len() + 2;
                    }
                    self.arrays += 1;
                }
                self.pos += 1;
                self.skip_ws();
                let empty = self.src.get(self.pos) == Some(if object { &b'}' } else { &b']' });
                let err_ctx = match self.stack.last() {
                    Some(f) if f.is_object() => f.key() == KeyClass::Error,
                    Some(f) => f.has(Frame::ERR_CTX),
                    None => false,
                };
                if !empty && self.stack.last().is_some_and(|f| f.is_object() && f.key() == KeyClass::Error) {
                    self.signal();
                }
                // A member object of a skeleton with room for more identity members may lend it
                // its own: `download_info`'s `url`, then `metadata`'s `name` and `version`; not
                // to an element that names itself already (its `_id` may come after `author`).
                let deep = object
                    && self
                        .stack
                        .last()
                        .is_some_and(|f| f.has(Frame::SKEL) && f.skel_members() < SKEL_MEMBERS)
                    && self.skel_own.last() == Some(&false);
                if deep {
                    let (start, end) = self.last_key;
                    self.deep_keys.push((u32::try_from(start).ok()?, u32::try_from(end).ok()?));
                }
                let mut frame = Frame::new(object, err_ctx);
                frame.set(Frame::SKEL, skeleton);
                frame.set(Frame::SKEL_DEEP, deep);
                self.stack.push(frame);
                self.out.push(char::from(b));
                Some(if object { Expect::KeyOrClose } else { Expect::ValueOrClose })
            }
            b'"' => {
                let (start, end) = self.scan_string()?;
                if kind_key && self.kind.is_none() {
                    self.kind = Some((start, end));
                    self.shape = fnv(self.shape, self.src.get(start..end)?);
                }
                let kept = self.string_value(start, end)?;
                self.collect_skeleton(out_from, kept)?;
                if self.stack.len() >= self.read_depth {
                    self.read_column(start - 1, end + 1);
                }
                self.end_value()
            }
            b'-' | b'0'..=b'9' => {
                let start = self.pos;
                self.scan_number()?;
                self.copy(start, self.pos)?;
                self.number_signal(start);
                self.collect_skeleton(out_from, true)?;
                if self.stack.len() >= self.read_depth {
                    self.read_column(start, self.pos);
                }
                self.end_value()
            }
            b't' | b'f' | b'n' => {
                let word: &[u8] = match b {
                    b't' => b"true",
                    b'f' => b"false",
                    _ => b"null",
                };
                if !self.src.get(self.pos..)?.starts_with(word) {
                    return None;
                }
                let start = self.pos;
                self.pos += word.len();
                self.copy(start, self.pos)?;
                let key = self.stack.last().filter(|f| f.is_object()).map(|f| f.key());
                match (key, b) {
                    (Some(KeyClass::Error), b't') | (Some(KeyClass::Success), b'f') => self.signal(),
                    _ => {}
                }
                if self.stack.len() >= self.read_depth {
                    self.read_column(start, self.pos);
                }
                self.end_value()
            }
            _ => None,
        }
    }

    /// Error signals carried by a number: `"status": 503`, `"exit_code": 1`, `"errors": 2`.
    fn number_signal(&mut self, start: usize) {
        let Some(key) = self.stack.last().filter(|f| f.is_object()).map(|f| f.key()) else { return };
        let num = self.src.get(start..self.pos).unwrap_or_default();
        let nonzero =
            || num.iter().take_while(|&&b| b != b'e' && b != b'E').any(|&b| matches!(b, b'1'..=b'9'));
        let failing = match key {
            KeyClass::Status => matches!(num, [b'4' | b'5', b'0'..=b'9', b'0'..=b'9']),
            KeyClass::Exit | KeyClass::Error => nonzero(),
            _ => false,
        };
        if failing {
            self.signal();
        }
    }

    /// Decides what to write for a string value, and which signals it carries. True when the
    /// value was kept (not elided).
    fn string_value(&mut self, start: usize, end: usize) -> Option<bool> {
        let raw = self.src.get(start..end)?;
        let (class, ctx, in_array) = match self.stack.last() {
            Some(f) if f.is_object() => (f.key(), f.has(Frame::ERR_CTX), false),
            Some(f) => (KeyClass::Plain, f.has(Frame::ERR_CTX), true),
            None => (KeyClass::Plain, false, false),
        };
        let mut shape = None;
        match class {
            KeyClass::Error if !raw.is_empty() => self.signal(),
            KeyClass::Status | KeyClass::State => {
                if classify::is_error_word(raw) {
                    self.signal();
                } else if classify::is_warning_word(raw) {
                    self.warn();
                }
            }
            // Under a message key, any mention of an error is a signal.
            KeyClass::Message if classify::is_error_text(raw) => self.signal(),
            KeyClass::Message => {}
            KeyClass::Detail => shape = Some(self.error_shape(raw)),
            _ if in_array => shape = Some(self.error_shape(raw)),
            _ => {}
        }
        // An array's first string is kept whole: its head says what the array holds (a stack's
        // innermost frame, a log's first line), and folding every element leaves nothing to read.
        // So is a string among the first elements that names the file the first one names (a
        // stack's frames in the program's own file, not its runtime's).
        let phase = self.stack.last().map_or(0, |f| f.phase());
        let depth = self.stack.len();
        let first_element = in_array
            && if phase == 0 {
                self.first_path = file_path(raw).map(|(a, b)| (depth, start + a, start + b));
                true
            } else {
                phase < KEEP_ELEMENTS
                    && self.first_path.is_some_and(|(d, a, b)| {
                        d == depth && self.src.get(a..b).is_some_and(|path| contains(raw, path))
                    })
            };
        let short = classify::char_len_at_most(raw, SHORT_CHARS);
        let by_rule = match class {
            KeyClass::Error | KeyClass::Message => true,
            KeyClass::Detail => ctx,
            _ => in_array && ctx,
        };
        if in_array && self.id_slot_open() && classify::is_element_identifier(raw) {
            self.stack.last_mut()?.set(Frame::ELEM_ID, true);
        }
        let keep = short || by_rule || first_element || classify::is_identifier_like(raw) || {
            let s = match shape {
                Some(s) => s,
                None if class == KeyClass::Reference => ErrorText::No,
                None => classify::error_text_shape(raw),
            };
            shape = Some(s);
            s == ErrorText::Whole
        };
        if !keep {
            if shape == Some(ErrorText::Lines) {
                self.out.push('"');
                cut::push_matching_lines(&mut self.out, self.text.get(start..end)?);
                self.out.push('"');
            } else {
                self.out.push_str(ELLIPSIS);
            }
            return Some(false);
        } else if raw.len() > cut::LONG_BYTES {
            self.out.push('"');
            cut::push_head_tail(&mut self.out, self.text.get(start..end)?);
            self.out.push('"');
        } else {
            self.copy(start - 1, end + 1)?;
        }
        Some(true)
    }

    /// How a string reads as an error (see [`classify::error_text_shape`]); a whole error
    /// message is a signal.
    fn error_shape(&mut self, raw: &[u8]) -> ErrorText {
        let shape = classify::error_text_shape(raw);
        if shape == ErrorText::Whole {
            self.signal();
        }
        shape
    }

    fn key(&mut self, b: u8, comma: bool) -> Option<Expect> {
        if b != b'"' {
            return None;
        }
        let (start, end) = self.scan_string()?;
        if comma {
            self.out.push(',');
        }
        self.copy(start - 1, end + 1)?;
        self.last_key = (start, end);
        let raw = self.src.get(start..end)?;
        let class = self.key_class(start, raw);
        if self.track_shape && self.stack.len() == 1 {
            self.shape = fnv(self.shape, raw);
            self.kind_pending = classify::is_kind_key(raw);
        }
        self.stack.last_mut()?.set_key(class);
        Some(Expect::Colon)
    }

    /// Classifies a key through a small direct-mapped cache: documents repeat a few key names.
    fn key_class(&mut self, start: usize, raw: &[u8]) -> KeyClass {
        let (first, last) = (raw.first().copied().unwrap_or(0), raw.last().copied().unwrap_or(0));
        let slot = (raw.len() ^ (usize::from(first) << 2) ^ (usize::from(last) << 4)) % KEY_CACHE;
        if let Some(hit) = self.key_cache.get(slot) {
            let cached =
                self.src.get(hit.start as usize..(hit.start as usize).saturating_add(hit.len as usize));
            if hit.len as usize == raw.len() && cached == Some(raw) {
                return hit.class;
            }
        }
        let class = classify::classify_key(raw);
        if let (Some(entry), Ok(start), Ok(len)) =
            (self.key_cache.get_mut(slot), u32::try_from(start), u32::try_from(raw.len()))
        {
            *entry = KeySlot { start, len, class };
        }
        class
    }

    fn close(&mut self, b: u8) -> Option<Expect> {
        let top = self.stack.pop()?;
        if top.is_object() != (b == b'}') {
            return None;
        }
        // The array's last element, when its run was folded (see `Tail::last`).
        let last = match self.tails.last_mut() {
            Some(tail) if !top.is_object() && top.phase() == KEEP_ELEMENTS && top.has(Frame::FOLDED) => {
                // An elided string says nothing: the marker counts it.
                let said = tail.last.get(1..).is_some_and(|text| text != ELLIPSIS);
                (tail.run_count > 0 && said).then(|| std::mem::take(&mut tail.last))
            }
            _ => None,
        };
        let spliced = !top.is_object() && self.close_table(last.as_deref())?;
        if top.phase() == KEEP_ELEMENTS {
            let tail = self.tails.pop()?;
            if top.is_object() {
                self.members.truncate(tail.members_from as usize);
            } else if !spliced && tail.run_count > 0 && top.has(Frame::FOLDED) {
                match last {
                    // The run but its last element is the marker; the last element is written back.
                    Some(last) => {
                        let before = tail.run_count as usize - 1;
                        if before > 0 {
                            push_marker(&mut self.out, before);
                        }
                        self.out.push_str(&last);
                    }
                    None => push_marker(&mut self.out, tail.run_count as usize),
                }
            }
        }
        self.out.push(char::from(b));
        self.pos += 1;
        if !top.is_object()
            && let Some((depth, start, key)) = self.array_member
            && depth == self.stack.len()
        {
            // An array is a value too: its text, as a column's (see `crate::columns`).
            self.array_member = None;
            let member_key = std::mem::replace(&mut self.last_key, key);
            self.read_column(start, self.pos);
            self.last_key = member_key;
        }
        if top.has(Frame::SKEL_DEEP) {
            self.deep_keys.pop()?;
            let n = top.skel_members();
            if n > 0 {
                self.skel.push('}');
                let parent = self.stack.last_mut()?;
                parent.set_skel_members(parent.skel_members() + n);
            }
        }
        if top.has(Frame::ANY_ERR)
            && let Some(parent) = self.stack.last_mut()
        {
            parent.set(Frame::ANY_ERR, true);
            parent.set(Frame::ELEM_ERR, true);
            if parent.is_object() {
                parent.set(Frame::ERR_CTX, true);
            }
        }
        self.end_value()
    }

    /// After a complete value: clear the key, or settle the element's (member's) fate.
    fn end_value(&mut self) -> Option<Expect> {
        let depth = self.stack.len().wrapping_sub(1);
        let row = match (self.stack.last().copied(), self.table_at(depth).map(|table| table.columns.row())) {
            (Some(frame), Some(row)) => {
                self.end_record(frame.phase());
                Some(row)
            }
            _ => None,
        };
        let elem_err = self.stack.last().is_some_and(|f| f.has(Frame::ELEM_ERR));
        if let (true, Some(row), Some((_, table))) = (elem_err, row, self.table.as_mut()) {
            // An element carrying an error stands out: the elements it names are kept too.
            table.named.standout(row);
        }
        let Some(top) = self.stack.last_mut() else { return Some(Expect::End) };
        let object = top.is_object();
        if object {
            top.set_key(KeyClass::Plain);
        }
        let phase = top.phase();
        let elem_err = top.has(Frame::ELEM_ERR);
        let elem_id = top.has(Frame::ELEM_ID);
        top.set(Frame::ELEM_ERR, false);
        top.set(Frame::ELEM_ID, false);
        if phase < KEEP_ELEMENTS {
            top.set_phase(phase + 1);
            if phase + 1 == KEEP_ELEMENTS {
                let members_from = u32::try_from(self.members.len()).ok()?;
                self.tails.push(Tail { members_from, ..Tail::default() });
            }
            return Some(Expect::CommaOrClose);
        }
        if object {
            return self.end_member(elem_err);
        }
        let folded = top.has(Frame::FOLDED);
        let tail = self.tails.last_mut()?;
        let run_start = tail.run_start as usize;
        let skel_start = tail.skel_start as usize;
        let skel_elem = std::mem::take(&mut tail.skel_elem);
        // A skeleton with at least one identity member replaces its element, when it is shorter
        // (values it kept may have been elided since, in a map).
        let skeleton = skel_elem
            && !elem_err
            && self.skel.len() > skel_start + 1
            && self.skel.len() - skel_start + 2 <= self.out.len() - tail.elem_start as usize;
        if elem_err || elem_id || skeleton {
            // The element is kept (whole, or as its skeleton); the run before it gets its marker.
            if skeleton {
                self.out.truncate(tail.elem_start as usize);
                self.out.push(',');
                self.out.push_str(self.skel.get(skel_start..)?);
                let noted = !tail.skeleton_noted;
                if noted {
                    tail.skeleton_noted = true;
                    push_skeleton_note(&mut self.out);
                }
                self.out.push('}');
                if let (Some(row), Some((_, table))) = (row, self.table.as_mut()) {
                    table.skeleton(row, noted);
                }
            }
            if !elem_err {
                tail.kept_ids += 1;
            }
            let len = self.out.len() - tail.elem_start as usize;
            if tail.run_count > 0 && folded {
                let mut marker = String::with_capacity(32);
                push_marker(&mut marker, tail.run_count as usize);
                if !self.out.is_char_boundary(run_start) {
                    return None;
                }
                self.out.insert_str(run_start, &marker);
            }
            tail.run_count = 0;
            top.set(Frame::FOLDED, false);
            if let (Some(row), Some((_, table))) = (row, self.table.as_mut()) {
                table.written(row, self.out.len() - len, self.out.len());
            }
        } else {
            tail.run_count += 1;
            let table = self.table.as_mut().filter(|_| row.is_some()).map(|(_, table)| table);
            if folded || self.out.len() - run_start > marker_len(tail.run_count as usize) {
                tail.last.clear();
                // Only a small last element is written back: a big one (a subtree of a syntax
                // tree's dump) is folded as any other, and copying it at every level of a deep
                // nesting would cost the square of its size.
                let text = self.out.get(tail.elem_start as usize..)?;
                if text.len() <= MAX_LAST_ELEMENT {
                    tail.last.push_str(text);
                }
                self.out.truncate(run_start);
                top.set(Frame::FOLDED, true);
                if let Some(table) = table {
                    table.truncated(run_start);
                }
            } else if let (Some(row), Some(table)) = (row, table) {
                table.written(row, tail.elem_start as usize, self.out.len());
            }
        }
        if skel_elem {
            self.skel.truncate(skel_start);
            self.skel_own.pop();
        }
        Some(Expect::CommaOrClose)
    }

    /// After a member past the first ones of an object: a map elides its value, a map candidate
    /// records it and becomes a map at its [`MAP_MEMBERS`]th member (eliding the values recorded
    /// so far), a member of another kind makes the object a record. A member that carries an
    /// error, and a value no longer than `"…"`, stay as they are.
    fn end_member(&mut self, elem_err: bool) -> Option<Expect> {
        let end = self.out_len()?;
        let tail = self.tails.last_mut()?;
        tail.members += 1;
        let value_start = tail.value_start;
        let elide = !elem_err && (end - value_start) as usize > ELLIPSIS.len();
        if tail.kind == KIND_MIXED {
            if tail.map == MapState::Pending {
                self.members.truncate(tail.members_from as usize);
            }
            tail.map = MapState::Record;
        }
        match tail.map {
            MapState::Pending => {
                self.members.push(Member { value_start, value_end: end, elide });
                if tail.members + u32::from(KEEP_ELEMENTS) >= MAP_MEMBERS {
                    tail.map = MapState::Map;
                    let from = tail.members_from as usize;
                    self.elide_pending(from)?;
                }
            }
            MapState::Map if elide => {
                self.out.truncate(value_start as usize);
                self.out.push_str(ELLIPSIS);
            }
            MapState::Map | MapState::Record => {}
        }
        Some(Expect::CommaOrClose)
    }

    /// Rewrites the members recorded from `from` on (the output's tail) with their values
    /// elided, and forgets them. Linear in the length of that tail.
    fn elide_pending(&mut self, from: usize) -> Option<()> {
        let pending = self.members.get(from..)?;
        let Some(first) = pending.iter().position(|m| m.elide) else {
            self.members.truncate(from);
            return Some(());
        };
        let start = pending.get(first)?.value_start as usize;
        self.scratch.clear();
        let mut at = start;
        for m in pending.get(first..)? {
            let (value_start, value_end) = (m.value_start as usize, m.value_end as usize);
            self.scratch.push_str(self.out.get(at..value_start)?);
            if m.elide {
                self.scratch.push_str(ELLIPSIS);
            } else {
                self.scratch.push_str(self.out.get(value_start..value_end)?);
            }
            at = value_end;
        }
        self.scratch.push_str(self.out.get(at..)?);
        self.out.truncate(start);
        self.out.push_str(&self.scratch);
        self.members.truncate(from);
        Some(())
    }

    /// Scans a string starting at the opening quote; returns the contents' byte range and
    /// leaves `pos` after the closing quote. Validates escapes and rejects control characters.
    fn scan_string(&mut self) -> Option<(usize, usize)> {
        let start = self.pos + 1;
        let mut i = start;
        loop {
            let rest = self.src.get(i..)?;
            let off = memchr::memchr2(b'"', b'\\', rest)?;
            let body = rest.get(..off)?;
            // A branch-free fold, so the compiler vectorizes it.
            if body.iter().fold(0u8, |acc, &b| acc | u8::from(b < 0x20)) != 0 {
                return None;
            }
            i += off;
            if self.src.get(i) == Some(&b'"') {
                self.pos = i + 1;
                return Some((start, i));
            }
            i = self.escape(i)?;
        }
    }

    /// Validates the escape at `i` (a backslash); returns the index after it.
    fn escape(&self, i: usize) -> Option<usize> {
        match self.src.get(i + 1)? {
            b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => Some(i + 2),
            b'u' => {
                let cp = self.hex4(i + 2)?;
                match cp {
                    0xD800..=0xDBFF => {
                        if self.src.get(i + 6..i + 8)? != b"\\u" {
                            return None;
                        }
                        let low = self.hex4(i + 8)?;
                        (0xDC00..=0xDFFF).contains(&low).then_some(i + 12)
                    }
                    0xDC00..=0xDFFF => None,
                    _ => Some(i + 6),
                }
            }
            _ => None,
        }
    }

    fn hex4(&self, at: usize) -> Option<u32> {
        let digits = self.src.get(at..at + 4)?;
        digits.iter().try_fold(0u32, |acc, &d| Some(acc * 16 + char::from(d).to_digit(16)?))
    }

    /// Scans `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, leaving `pos` after it.
    fn scan_number(&mut self) -> Option<()> {
        if self.src.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        match self.src.get(self.pos)? {
            b'0' => self.pos += 1,
            b'1'..=b'9' => self.digits(),
            _ => return None,
        }
        if self.src.get(self.pos) == Some(&b'.') {
            self.pos += 1;
            self.require_digits()?;
        }
        if let Some(b'e' | b'E') = self.src.get(self.pos) {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.src.get(self.pos) {
                self.pos += 1;
            }
            self.require_digits()?;
        }
        Some(())
    }

    fn digits(&mut self) {
        while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
    }

    fn require_digits(&mut self) -> Option<()> {
        let start = self.pos;
        self.digits();
        (self.pos > start).then_some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(input: &str, expected: &str) {
        let out = squash_json(input);
        assert_eq!(out, expected);
        if serde_json::from_str::<serde_json::Value>(input).is_ok() {
            assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok(), "output is not JSON: {out}");
        }
    }

    const PROSE: &str = "This is a long sentence of prose that nobody needs to read twice";

    #[test]
    fn structure_is_kept_and_whitespace_dropped() {
        check(
            "{\n  \"a\": 1,\n  \"b\": [true, false, null],\n  \"c\": {}\n}",
            r#"{"a":1,"b":[true,false,null],"c":{}}"#,
        );
        check(" [ [ ] , { } ] ", "[[],{}]");
    }

    #[test]
    fn numbers_and_escapes_are_byte_exact() {
        check(
            r#"[ 1.0e+10, -0.000, 12345678901234567890123, "a\u00e9\n\"" ]"#,
            r#"[1.0e+10,-0.000,12345678901234567890123,"a\u00e9\n\""]"#,
        );
        check(r#"{ "\ud83d\ude00 key": "\ud83d\ude00" }"#, r#"{"\ud83d\ude00 key":"\ud83d\ude00"}"#);
    }

    #[test]
    fn prose_is_elided_and_short_strings_kept() {
        check(
            &format!(r#"{{"title": "short title", "body": "{PROSE}"}}"#),
            r#"{"title":"short title","body":"…"}"#,
        );
        check(&format!(r#"  "{PROSE}"  "#), r#""…""#);
        // Exactly 20 characters is short; 21 is not.
        check(r#"{"k": "abcde fghij klmno pq"}"#, r#"{"k":"abcde fghij klmno pq"}"#);
        check(r#"{"k": "abcde fghij klmno pqr"}"#, r#"{"k":"…"}"#);
    }

    #[test]
    fn keys_are_always_kept() {
        let key = "a key that is long and reads like prose, but is a key";
        check(&format!(r#"{{"{key}": "{PROSE}"}}"#), &format!(r#"{{"{key}":"…"}}"#));
    }

    #[test]
    fn identifiers_are_kept() {
        for id in [
            "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b",
            "9fceb02d0ae598e95dc970b74767f19372d61af8",
            "/work/main/crates/ctx-squash-json/src/lib.rs",
            "https://github.com/ctx-rs/ctx/pull/42/files",
            "1.2.3-alpha.1+build.2024.05.01",
            "dGhpcyBpcyBhIGJhc2U2NCBpZA==",
        ] {
            let input = format!(r#"{{"value": "{id}", "note": "{PROSE}"}}"#);
            check(&input, &format!(r#"{{"value":"{id}","note":"…"}}"#));
        }
    }

    #[test]
    fn error_messages_are_kept() {
        let msg = "the connection was reset by the remote host while reading the body";
        // Under an error key, whatever it says.
        check(
            &format!(r#"{{"error": "{msg}", "x": "{PROSE}"}}"#),
            &format!(r#"{{"error":"{msg}","x":"…"}}"#),
        );
        check(
            &format!(r#"{{"error": {{"code": 7, "message": "{msg}", "details": "{PROSE}"}}}}"#),
            &format!(r#"{{"error":{{"code":7,"message":"{msg}","details":"{PROSE}"}}}}"#),
        );
        // Under message-like keys, always.
        check(
            &format!(r#"{{"msg": "{msg}", "stderr": "{msg}"}}"#),
            &format!(r#"{{"msg":"{msg}","stderr":"{msg}"}}"#),
        );
        // Detail keys only when the object looks like an error.
        check(
            &format!(r#"{{"status": "failed", "reason": "{msg}"}}"#),
            &format!(r#"{{"status":"failed","reason":"{msg}"}}"#),
        );
        check(&format!(r#"{{"status": "ok", "reason": "{msg}"}}"#), r#"{"status":"ok","reason":"…"}"#);
        // Reference text is not an error message, even when it talks about errors.
        check(
            r#"{"code": {"code": "E0599", "explanation": "This error occurs when a method is used on a type"}}"#,
            r#"{"code":{"code":"E0599","explanation":"…"}}"#,
        );
        // Anywhere, when the text reads as an error.
        let text = "Permission denied while opening the configuration file for writing";
        check(&format!(r#"{{"whatever": "{text}"}}"#), &format!(r#"{{"whatever":"{text}"}}"#));
    }

    #[test]
    fn enormous_error_messages_keep_head_and_tail() {
        let lines: Vec<String> = (0..500).map(|i| format!("  at frame number {i:04} of the stack")).collect();
        let body = format!("Error: boom\\n{}\\nCaused by: disk full", lines.join("\\n"));
        let out = squash_json(&format!(r#"{{"error": "{body}"}}"#));
        let value: serde_json::Value = serde_json::from_str(&out).expect("output is JSON");
        let kept = value["error"].as_str().expect("present in this test");
        assert!(kept.starts_with("Error: boom\n  at frame number 0000"), "{kept}");
        assert!(kept.ends_with("Caused by: disk full"), "{kept}");
        let omitted: usize = kept
            .split("\n[")
            .nth(1)
            .expect("present in this test")
            .split(' ')
            .next()
            .expect("present in this test")
            .parse()
            .expect("present in this test");
        assert_eq!(kept.lines().count() - 1 + omitted, 502, "every line is kept or counted");
    }

    #[test]
    fn a_null_among_numbers_keeps_its_record_whole() {
        let row = |i: usize| {
            let price = if i == 27 { "null".to_owned() } else { format!("{}.25", 10 + i) };
            format!(r#"{{"sku":"SKU-{i:05}","price":{price}}}"#)
        };
        let rows: Vec<String> = (0..40).map(row).collect();
        check(
            &format!(r#"{{"items": [{}]}}"#, rows.join(", ")),
            &format!(
                r#"{{"items":[{},{},{},"[24 items omitted]",{},"[11 items omitted]",{}]}}"#,
                rows[0], rows[1], rows[2], rows[27], rows[39]
            ),
        );
    }

    #[test]
    fn the_odd_value_of_a_column_keeps_its_records_whole() {
        let row = |i: usize| {
            let tier = if i == 25 || i == 31 { "gold" } else { "silver" };
            format!(r#"{{"tier":"{tier}","total":{}}}"#, 1000 + i * 37)
        };
        let rows = |n: usize| (0..n).map(row).collect::<Vec<_>>().join(", ");
        // Two gold rows among 40: each is kept as written, the first of each tier too (row 0),
        // and the last row as the array's last element.
        check(
            &format!(r#"{{"rows": [{}]}}"#, rows(40)),
            &format!(
                r#"{{"rows":[{},{},{},"[22 items omitted]",{},"[5 items omitted]",{},"[7 items omitted]",{}]}}"#,
                row(0),
                row(1),
                row(2),
                row(25),
                row(31),
                row(39)
            ),
        );
        // Too few rows to tell a column's odd value: folded like any others.
        let few: Vec<String> = (20..34).map(row).collect();
        check(
            &format!("[{}]", few.join(",")),
            &format!(r#"[{},{},{},"[10 items omitted]",{}]"#, few[0], few[1], few[2], few[13]),
        );
    }

    /// An identifier an element kept for its error writes keeps the element that writes it too
    /// (round 32's jq: item 116's 409 says its lot is `"held_by": "C-023"`, and item 22, which
    /// writes `"cask": "C-023"`, was folded); an identifier many elements write names none.
    #[test]
    fn an_identifier_a_kept_error_writes_keeps_the_element_writing_it() {
        let item = |i: usize| {
            match i {
            9 => r#"{"n":9,"cask":"C-109","status":409,"error":{"reason":"lot held by another cask","held_by":"C-105","on":"K-0001"}}"#.to_owned(),
            _ => format!(r#"{{"n":{i},"cask":"C-{}","on":"K-0001"}}"#, 100 + i),
        }
        };
        let items: Vec<String> = (0..12).map(item).collect();
        check(
            &format!("[{}]", items.join(",")),
            &format!(
                r#"[{},{},{},"[2 items omitted]",{},"[3 items omitted]",{},"[1 items omitted]",{}]"#,
                items[0], items[1], items[2], items[5], items[9], items[11]
            ),
        );
    }

    /// A nested record's odd value is its row's: the one station whose lamp is dark among 120
    /// lit ones is kept whole (`JSON::PP`'s pretty tree, round 26), not as its skeleton.
    #[test]
    fn a_nested_record_s_odd_value_keeps_its_row_whole() {
        let station = |i: usize| {
            let lamps: Vec<String> = (1..=3)
                .map(|l| {
                    let state = if i == 27 && l == 2 { "dark" } else { "lit" };
                    format!(r#"{{"id":"L-{i:03}-{l}","mantle_c":{},"state":"{state}"}}"#, 760 + i * 7 + l)
                })
                .collect();
            format!(r#"{{"id":"S-{i:03}","keeper":"K-{i:02}","lamps":[{}]}}"#, lamps.join(","))
        };
        let stations: Vec<String> = (1..=40).map(station).collect();
        let out = squash_json(&format!(r#"{{"region":"north-east","stations":[{}]}}"#, stations.join(",")));
        assert!(out.contains(&stations[26]), "{out}");
        assert!(!out.contains(&stations[25]), "{out}");
        // Too few rows: nothing is kept for a nested value.
        let few: Vec<String> = (20..34).map(station).collect();
        let out = squash_json(&format!("[{}]", few.join(",")));
        assert!(!out.contains(&few[7]), "{out}");
    }

    /// A lone nested object's value one record alone holds keeps its record: the one pump rated
    /// in `l/s` among units rated in `t/h` and `m3/h` (`json_pp`'s register, round 28).
    #[test]
    fn a_lone_nested_object_s_single_value_keeps_its_row_whole() {
        let unit = |i: usize| {
            let (kind, rate) = match i % 3 {
                0 => ("pump", if i == 42 { "l/s" } else { "m3/h" }),
                1 => ("screen", "t/h"),
                _ => ("conveyor", "t/h"),
            };
            format!(r#"{{"id":"U-{i:02}","kind":"{kind}","rated":{{"unit":"{rate}","value":{}}}}}"#, 100 + i)
        };
        let units: Vec<String> = (0..60).map(unit).collect();
        let out = squash_json(&format!(r#"{{"plant":"north pit","units":[{}]}}"#, units.join(",")));
        assert!(out.contains(&units[42]), "{out}");
        assert!(!out.contains(&units[39]), "{out}");
    }

    /// A record's own keys are read whatever its nested lists hold: the one `"zz":"skip"` after
    /// a list of 40 keys is kept (review58).
    #[test]
    fn nested_columns_never_crowd_out_a_record_s_own_keys() {
        let record = |i: usize| {
            let own: Vec<String> = (0..11).map(|k| format!(r#""a{k}":"x""#)).collect();
            let items: Vec<String> = (0..40).map(|k| format!(r#""i{k}":"y""#)).collect();
            let zz = if i == 200 { "skip" } else { "go" };
            let after: Vec<String> = (0..7).map(|k| format!(r#""b{k}":"x""#)).collect();
            format!(
                r#"{{{},"items":[{{{}}}],{},"zz":"{zz}"}}"#,
                own.join(","),
                items.join(","),
                after.join(",")
            )
        };
        let records: Vec<String> = (0..400).map(record).collect();
        let out = squash_json(&format!("[{}]", records.join(",")));
        assert!(out.contains(r#""zz":"skip""#), "{out}");
    }

    /// An array's first string is kept whole, and a string among the first ones naming the same
    /// file, the others elided as prose: node's diagnostic report keeps the stack's frames in
    /// the program's own file, not its runtime's.
    #[test]
    fn an_array_keeps_its_first_string_whole() {
        let frames = [
            "at lookupBolt (/tmp/loom/js/src/run-report.js:5:17)",
            "at Object.<anonymous> (/tmp/loom/js/src/run-report.js:13:3)",
            "at Module._compile (node:internal/modules/cjs/loader:1521:14)",
            "at Module._extensions..js (node:internal/modules/cjs/loader:1623:10)",
            "at Module.load (node:internal/modules/cjs/loader:1266:32)",
        ];
        let input = format!(r#"{{"stack": ["{}"]}}"#, frames.join(r#"", ""#));
        check(&input, &format!(r#"{{"stack":["{}","{}","…","…","…"]}}"#, frames[0], frames[1]));
        assert_eq!(
            file_path(frames[2].as_bytes()).map(|(a, b)| &frames[2][a..b]),
            Some("node:internal/modules/cjs/loader")
        );
        assert_eq!(file_path(b"no place here"), None);
        check(&format!(r#"{{"a": [1, "{PROSE}", "{PROSE}"]}}"#), r#"{"a":[1,"…","…"]}"#);
        // Only the first three elements are read for the first one's file: a later frame in the
        // same file folds as any element does (the read stays linear in the array).
        let later = [frames[0], frames[2], frames[3], frames[1], frames[4]];
        let input = format!(r#"{{"stack": ["{}"]}}"#, later.join(r#"", ""#));
        check(&input, &format!(r#"{{"stack":["{}","…","…","…","…"]}}"#, frames[0]));
        // A word past MAX_PATH bytes names no file.
        let long = format!("at f ({}/x.js:1:2)", "a".repeat(MAX_PATH));
        assert_eq!(file_path(long.as_bytes()), None);
        assert!(file_path(format!("at f ({}/x.js:1:2)", "a".repeat(100)).as_bytes()).is_some());
    }

    #[test]
    fn a_big_last_element_is_folded_like_the_rest() {
        // A syntax tree's dump: four children a node, seven levels. Were every array's last child
        // written back whatever its size, each level would keep a whole subtree and the dump
        // would not shrink; only a small last element is.
        fn node(depth: u32, at: &mut u32) -> String {
            *at += 1;
            let inner = if depth == 0 {
                String::new()
            } else {
                let children: Vec<String> = (0..4).map(|_| node(depth - 1, at)).collect();
                format!(r#","inner":[{}]"#, children.join(","))
            };
            format!(r#"{{"kind":"CallExpr","range":{{"begin":{{"line":{at}}}}}{inner}}}"#)
        }
        let tree = node(7, &mut 0);
        let out = squash_json(&tree);
        assert!(out.len() * 4 < tree.len(), "{} of {} bytes", out.len(), tree.len());
        assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok());
        // Arrays nested in their last elements, 20,000 deep: each level's last element holds all
        // the levels inside it, and none is held to be written back.
        let deep = format!("{}0{}", "[0,0,0,".repeat(20_000), "]".repeat(20_000));
        let out = squash_json(&deep);
        assert!(out.len() < 1_000, "{out}");
    }

    #[test]
    fn long_arrays_fold_into_one_marker() {
        // The first three elements and the last are kept, as the ends of the array.
        check("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]", r#"[1,2,3,"[8 items omitted]",12]"#);
        check(
            r#"[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], {"a": [true, true, true, true, true, true, true, true]}]"#,
            r#"[[1,2,3,"[9 items omitted]",13],{"a":[true,true,true,"[4 items omitted]",true]}]"#,
        );
        // A tail shorter than its marker stays as it is; a small last element stays.
        check("[ 1, 2, 3, 4, 5 ]", "[1,2,3,4,5]");
        check(
            r#"[ 1, 2, 3, {"abcdefghijklmnopqrstuvwxyz": 1} ]"#,
            r#"[1,2,3,{"abcdefghijklmnopqrstuvwxyz":1}]"#,
        );
        check(
            r#"[ 1, 2, 3, {"abcdefghijklmnopqrstuvwxyz": 1}, {"abcdefghijklmnopqrstuvwxyz": 2} ]"#,
            r#"[1,2,3,"[1 items omitted]",{"abcdefghijklmnopqrstuvwxyz":2}]"#,
        );
    }

    #[test]
    fn error_elements_in_the_tail_are_kept_between_markers() {
        let ok = r#"{"step": 1, "took": 12}"#;
        let failed = format!(r#"{{"step": 1, "outcome": "failed", "detail": "{PROSE}"}}"#);
        let mut items = vec![ok; 10];
        items.extend([failed.as_str()]);
        items.extend([ok; 5]);
        let ok_out = r#"{"step":1,"took":12}"#;
        let expected = format!(
            r#"[{ok_out},{ok_out},{ok_out},"[7 items omitted]",{{"step":1,"outcome":"failed","detail":"{PROSE}"}},"[4 items omitted]",{ok_out}]"#
        );
        check(&format!("[{}]", items.join(", ")), &expected);
        // Other error shapes: success false, exit codes, HTTP statuses, error keys, error text.
        for failing in [
            r#"{"success": false}"#,
            r#"{"exit_code": 2}"#,
            r#"{"statusCode": 503}"#,
            r#"{"errors": [{"code": 1}]}"#,
            r#"{"nested": {"error": "x"}}"#,
            r#""error: could not compile `ctx`""#,
        ] {
            let input = format!("[{}{failing}, 100]", "100, ".repeat(12));
            let out = squash_json(&input);
            let compact: String = failing.replace("\": ", "\":");
            assert_eq!(out, format!(r#"[100,100,100,"[9 items omitted]",{compact},100]"#));
        }
        // ... and shapes that are not errors.
        for fine in [
            r#"{"success": true}"#,
            r#"{"exit_code": 0}"#,
            r#"{"errors": []}"#,
            r#"{"error": null}"#,
            r#""error_codes""#,
        ] {
            let input = format!("[{}{fine}, 100]", "100, ".repeat(12));
            assert_eq!(squash_json(&input), r#"[100,100,100,"[10 items omitted]",100]"#, "{fine}");
        }
    }

    /// A skeleton an odd record's text replaces when its array closes hands the note on: the next
    /// skeleton says it, so the array still says once that its skeletons left members out.
    #[test]
    fn the_skeleton_note_survives_an_odd_record_written_back() {
        let record = |i: usize| {
            let state = if i == 3 { "jammed" } else { "running" };
            format!(r#"{{"id": "K-{i:02}", "state": "{state}", "load": {i}, "pad": "{PROSE}"}}"#)
        };
        let records: Vec<String> = (0..40).map(record).collect();
        let out = squash_json(&format!("[{}]", records.join(", ")));
        assert!(out.contains(r#"{"id":"K-03","state":"jammed","load":3,"pad":"…"}"#), "{out}");
        assert!(
            out.contains(&format!(
                r#"{{"id":"K-04","state":"running","…":"{SKELETON_NOTE}"}},{{"id":"K-05","state":"running"}}"#
            )),
            "{out}"
        );
        assert_eq!(out.matches(SKELETON_NOTE).count(), 1, "{out}");
    }

    #[test]
    fn folded_objects_keep_an_identity_skeleton() {
        let item = |i: usize| {
            format!(
                r#"{{"name": "crate-{i}", "version": "1.0.{i}", "license": "MIT", "id": "registry+https://x.io#crate-{i}@1.0.{i}", "deps": [1, 2], "manifest_path": "/r/crate-{i}/Cargo.toml"}}"#
            )
        };
        let full = |i: usize| {
            format!(
                r#"{{"name":"crate-{i}","version":"1.0.{i}","license":"MIT","id":"registry+https://x.io#crate-{i}@1.0.{i}","deps":[1,2],"manifest_path":"/r/crate-{i}/Cargo.toml"}}"#
            )
        };
        // Identity members only, in key order, at most three of them.
        let skel = |i: usize| {
            format!(
                r#"{{"name":"crate-{i}","version":"1.0.{i}","id":"registry+https://x.io#crate-{i}@1.0.{i}"}}"#
            )
        };
        // The first says that its other members, and those of every skeleton after it, were left
        // out (once per array).
        let noted = |i: usize| format!(r#"{},"…":"{SKELETON_NOTE}"}}"#, skel(i).trim_end_matches('}'));
        let items: Vec<String> = (0..5).map(item).collect();
        check(
            &format!("[{}]", items.join(", ")),
            &format!("[{},{},{},{},{}]", full(0), full(1), full(2), noted(3), skel(4)),
        );
        // Past the cap, skeletons fold into the marker too; the last element is kept as written.
        let items: Vec<String> = (0..100).map(item).collect();
        let out = squash_json(&format!("[{}]", items.join(",")));
        let skeletons: Vec<String> =
            (3..3 + KEEP_IDS as usize).map(|i| if i == 3 { noted(i) } else { skel(i) }).collect();
        assert_eq!(
            out,
            format!(
                "[{},{},{},{},\"[32 items omitted]\",{}]",
                full(0),
                full(1),
                full(2),
                skeletons.join(","),
                full(99)
            )
        );
        // An element takes them one object level deeper too (pip inspect's `metadata`), from each
        // member object in turn while the cap has room; deeper levels are not looked at.
        let item = |i: usize| {
            format!(
                r#"{{"metadata": {{"name": "pkg-{i}", "summary": "{PROSE}", "version": "1.{i}"}}, "location": "/site-packages/pkg-{i}.dist-info", "other": {{"id": 1}}, "requested": true}}"#
            )
        };
        let items: Vec<String> = (0..6).map(item).collect();
        let out = squash_json(&format!("[{}]", items.join(", ")));
        assert!(
            out.ends_with(
                r#"{"metadata":{"name":"pkg-4","version":"1.4"},"other":{"id":1}},{"metadata":{"name":"pkg-5","version":"1.5"},"other":{"id":1}}]"#
            ),
            "{out}"
        );
        check(
            r#"[0, 0, 0, {"a": {"b": {"name": "deep-deep-deep"}}, "pad": "0123456789012345678901234"}, 0]"#,
            r#"[0,0,0,"[1 items omitted]",0]"#,
        );
        // (A pad long enough that the note costs less than the members it stands for.)
        let pad = "0123456789012345678901234".repeat(4);
        check(
            &format!(r#"[0, 0, 0, {{"a": {{"name": "a-name-of-it"}}, "id": 7, "pad": "{pad}"}}, 0]"#),
            &format!(r#"[0,0,0,{{"a":{{"name":"a-name-of-it"}},"id":7,"…":"{SKELETON_NOTE}"}},0]"#),
        );
        // An element that names itself takes no member object's identity: a package's `_id`
        // after its `author`'s `name` is the package's.
        check(
            &format!(
                r#"[0, 0, 0, {{"name": "tsd", "version": "0.33.0", "author": {{"name": "Sam"}}, "pad": "{pad}", "_id": "tsd@0.33.0"}}, 0]"#
            ),
            &format!(
                r#"[0,0,0,{{"name":"tsd","version":"0.33.0","_id":"tsd@0.33.0","…":"{SKELETON_NOTE}"}},0]"#
            ),
        );
        // An element without identity members folds as before.
        check(
            r#"[{"a": 1}, {"a": 2}, {"a": 3}, {"size": 12345678}, {"size": 12345678}]"#,
            r#"[{"a":1},{"a":2},{"a":3},"[1 items omitted]",{"size":12345678}]"#,
        );
        // Identity keys: the last word of the key, in any case style.
        for key in ["id", "package_id", "fileName", "html_url", "sha", "Version", "status"] {
            assert!(classify::is_identity_key(key.as_bytes()), "{key}");
        }
        for key in ["license", "deps", "valid", "identity", "named", "description"] {
            assert!(!classify::is_identity_key(key.as_bytes()), "{key}");
        }
    }

    #[test]
    fn identifier_strings_in_a_folded_array_are_kept() {
        let ids: Vec<String> = (0..6).map(|i| format!(r#""registry+https://x.io#c{i}@1.0.0""#)).collect();
        check(&format!("[{}]", ids.join(", ")), &format!("[{}]", ids.join(",")));
        check(
            r#"["1.0.0", "1.0.1", "1.0.2", "1.0.3", "plain words here", "more plain words", "2.0.0"]"#,
            r#"["1.0.0","1.0.1","1.0.2","1.0.3","[2 items omitted]","2.0.0"]"#,
        );
        let many: Vec<String> = (0..200).map(|i| format!(r#""1.0.{i}""#)).collect();
        let out = squash_json(&format!("[{}]", many.join(",")));
        assert!(out.ends_with(r#""1.0.66","[132 items omitted]","1.0.199"]"#), "{out}");
    }

    #[test]
    fn maps_keep_every_key_and_elide_values() {
        // An object of 40 members whose values share a kind is a map: every key stays, the values
        // of members past the third are elided.
        let members: Vec<String> =
            (0..40).map(|i| format!(r#""{i}.0.0": "2024-01-{:02}T10:00:00.000Z""#, i % 28 + 1)).collect();
        let out = squash_json(&format!("{{{}}}", members.join(", ")));
        let elided: Vec<String> = (3..40).map(|i| format!(r#""{i}.0.0":"…""#)).collect();
        assert_eq!(
            out,
            format!(
                r#"{{"0.0.0":"2024-01-01T10:00:00.000Z","1.0.0":"2024-01-02T10:00:00.000Z","2.0.0":"2024-01-03T10:00:00.000Z",{}}}"#,
                elided.join(",")
            )
        );
        // Object and array values are elided whole; a member that carries an error is kept, and
        // a value no longer than the ellipsis stays.
        let mut members: Vec<String> =
            (0..40).map(|i| format!(r#""{i}.0.0": [{{"file": "pkg-{i}.whl", "size": 12345}}]"#)).collect();
        members[35] = r#""35.0.0": [{"error": "upload failed"}]"#.to_owned();
        members[36] = r#""36.0.0": []"#.to_owned();
        let out = squash_json(&format!("{{{}}}", members.join(", ")));
        assert!(out.starts_with(r#"{"0.0.0":[{"file":"pkg-0.whl","size":12345}],"#), "{out}");
        assert!(
            out.ends_with(r#""33.0.0":"…","34.0.0":"…","35.0.0":[{"error":"upload failed"}],"36.0.0":[],"37.0.0":"…","38.0.0":"…","39.0.0":"…"}"#),
            "{out}"
        );
        let value: serde_json::Value = serde_json::from_str(&out).expect("output is JSON");
        let keys: Vec<&String> = value.as_object().expect("an object stays an object").keys().collect();
        assert_eq!(keys.len(), 40);
        // Fewer members, or values of mixed kinds, is a record: every value stays.
        let small: Vec<String> = (0..31).map(|i| format!(r#""k{i}": "/usr/lib/pkg-{i}/lib.so""#)).collect();
        let out = squash_json(&format!("{{{}}}", small.join(",")));
        assert_eq!(out.matches('…').count(), 0, "{out}");
        let mut mixed: Vec<String> =
            (0..40).map(|i| format!(r#""k{i}": "/usr/lib/pkg-{i}/lib.so""#)).collect();
        mixed[10] = r#""k10": 10"#.to_owned();
        let out = squash_json(&format!("{{{}}}", mixed.join(",")));
        assert_eq!(out.matches('…').count(), 0, "{out}");
        // A member of another kind after the map was recognised ends the eliding.
        let mut late: Vec<String> =
            (0..40).map(|i| format!(r#""k{i}": "/usr/lib/pkg-{i}/lib.so""#)).collect();
        late[35] = r#""k35": 35"#.to_owned();
        let out = squash_json(&format!("{{{}}}", late.join(",")));
        assert!(out.ends_with(r#""k34":"…","k35":35,"k36":"/usr/lib/pkg-36/lib.so","k37":"/usr/lib/pkg-37/lib.so","k38":"/usr/lib/pkg-38/lib.so","k39":"/usr/lib/pkg-39/lib.so"}"#), "{out}");
        // Nested maps: the inner one is elided whole once the outer one is a map.
        let inner: Vec<String> = (0..40).map(|i| format!(r#""v{i}": "2024-01-01T00:00:00Z""#)).collect();
        let inner = format!("{{{}}}", inner.join(","));
        let outer: Vec<String> = (0..40).map(|i| format!(r#""p{i}": {inner}"#)).collect();
        let out = squash_json(&format!("{{{}}}", outer.join(",")));
        let value: serde_json::Value = serde_json::from_str(&out).expect("output is JSON");
        assert_eq!(value["p3"], "…");
        assert_eq!(value["p0"]["v3"], "…");
        assert_eq!(value["p0"]["v2"], "2024-01-01T00:00:00Z");
    }

    #[test]
    fn prose_that_mentions_errors_keeps_only_those_lines() {
        let readme = "Title\\n=====\\n\\nThis library parses things.\\nIt raises a ParseError on bad input.\\nMore text\\nEven more";
        check(
            &format!(r#"{{"description": "{readme}"}}"#),
            r#"{"description":"[4 lines omitted]\nIt raises a ParseError on bad input.\n[2 lines omitted]"}"#,
        );
        // Such prose is not an error: the element around it still folds (the last one is the
        // array's end, kept).
        let items: Vec<String> = (0..5).map(|i| format!(r#"{{"n": {i}, "body": "{readme}"}}"#)).collect();
        let out = squash_json(&format!("[{}]", items.join(",")));
        assert!(out.contains(r#"},"[1 items omitted]",{"n":4,"body":"#), "{out}");
        // A headline or a last line that reads as an error makes the whole text one.
        for text in ["error: boom\\nat a\\nat b", "running\\nstep two\\nValueError: bad value"] {
            let input = format!(r#"{{"output": "{text}", "pad": "{PROSE}"}}"#);
            check(&input, &format!(r#"{{"output":"{text}","pad":"…"}}"#));
        }
    }

    #[test]
    fn names_with_addresses_and_compound_names() {
        let who = "Donald Stufft <donald@stufft.io>";
        check(&format!(r#"{{"author_email": "{who}"}}"#), &format!(r#"{{"author_email":"{who}"}}"#));
        let two = "Jane Q. Doe <jane@example.com>, Max Mustermann <max@example.org>";
        assert!(classify::is_identifier_like(two.as_bytes()));
        assert!(!classify::is_identifier_like(b"Please write to us at <help@example.com> for anything"));
        // Kebab- and snake-case names are names, even when they contain an error word.
        check(
            r#"[1, 2, 3, "error-context", "dep:no-panic", "Win32_System_ErrorReporting", 4, 5, 6]"#,
            r#"[1,2,3,"[5 items omitted]",6]"#,
        );
        check(
            r#"{"features": {"no-panic": ["dep:no-panic"]}, "items": [1, 2, 3, {"no-panic": ["x"]}, 4, 5, 6]}"#,
            r#"{"features":{"no-panic":["dep:no-panic"]},"items":[1,2,3,"[3 items omitted]",6]}"#,
        );
    }

    #[test]
    fn invalid_json_comes_back_unchanged() {
        for bad in [
            "",
            "   ",
            "{",
            "[1,]",
            "[1 2]",
            r#"{"a" 1}"#,
            r#"{"a":}"#,
            "01",
            "1.",
            "-",
            "1e",
            "[1]]",
            "tru",
            "nul",
            "\"abc",
            "\"a\u{0}b\"",
            "[\"\\x\"]",
            "[\"\\ud800\"]",
            "[\"\\udc00\"]",
            "[\"\\u12G4\"]",
            // A scalar after a document (an object or array after one is a stream).
            "{\"a\":1}2",
            "{\"a\":1]",
            "[1}",
            "\u{0}",
            "{'a': 1}",
        ] {
            let padded = format!("{bad}{}", " ".repeat(64));
            assert_eq!(squash_json(&padded), padded, "{bad:?}");
        }
    }

    #[test]
    fn never_longer_than_the_input() {
        check("[1,2,3,4]", "[1,2,3,4]");
        check(r#"{"a":"b"}"#, r#"{"a":"b"}"#);
        check("0", "0");
    }

    #[test]
    fn deep_nesting_uses_no_recursion() {
        for depth in [100_000, 1_000_000] {
            let input = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            assert_eq!(squash_json(&input), input);
            let input = format!(" {}1{} ", "[".repeat(depth), "]".repeat(depth));
            assert_eq!(squash_json(&input), input.trim());
            let objects = format!("{}1{}", r#"{"a":"#.repeat(depth), "}".repeat(depth));
            assert_eq!(squash_json(&format!("{objects}  ")), objects);
        }
    }

    #[test]
    fn markers() {
        for n in [1, 2, 9, 10, 99, 100, 12345] {
            let mut out = String::new();
            push_marker(&mut out, n);
            assert_eq!(out.len(), marker_len(n), "{out}");
        }
    }
}
