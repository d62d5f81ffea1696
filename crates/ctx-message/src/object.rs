//! `Object`: a JSON object kept as written, its keys in order and each value as its raw JSON text.
//!
//! ctx keeps every field it does not understand and writes it back unchanged. Holding those values
//! as raw text (`serde_json`'s `RawValue`) rather than as parsed `Value`s keeps them exact — key
//! order inside nested objects, number spelling, escapes — without asking the host's whole build
//! to turn on `serde_json`'s `preserve_order` or `float_roundtrip`.

use std::fmt;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

/// A JSON object whose keys keep their order and whose values keep their exact text.
///
/// ```
/// use ctx_message::Object;
///
/// let mut object: Object = serde_json::from_str(r#"{"b": 1.50, "a": {"z": 1, "y": 2}}"#)?;
/// assert_eq!(object.keys().collect::<Vec<_>>(), ["b", "a"]);
/// assert_eq!(object.get("b").map(|raw| raw.get()), Some("1.50"));
/// object.insert("c", &"new");
/// assert_eq!(serde_json::to_string(&object)?, r#"{"b":1.50,"a":{"z": 1, "y": 2},"c":"new"}"#);
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Default, Clone)]
pub struct Object {
    entries: Vec<(String, Box<RawValue>)>,
    /// Where the fields a typed owner reads itself (a message's `role`, `content`, …) sat among
    /// these entries, so the owner writes them back in place. Empty for a plain object.
    ///
    /// For the `extra` of a message read from a document, one more anchor (field [`ORIGIN`])
    /// says which of the messages first read it is (a copy keeps it), so the writer knows where
    /// it came from. It is not part of the value: equality, `Debug` and serialization ignore it.
    anchors: Vec<Anchor>,
}

/// The anchor field that holds a message's origin instead of a known field's place.
const ORIGIN: u8 = u8::MAX;

/// One known field of a typed owner: which (the owner's own field number), how many entries of
/// the object came before it, and whether it was written as `null`.
///
/// Eight bytes (a count of entries as `u32`): every message read has three or four anchors, and
/// a history of small messages took a sixth of its memory in them at sixteen bytes each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Anchor {
    pub(crate) field: u8,
    pub(crate) null: bool,
    pub(crate) before: u32,
}

impl Object {
    /// An empty object.
    pub fn new() -> Self {
        Object::default()
    }

    /// The raw value of `key`, if present (the first, should a key repeat).
    pub fn get(&self, key: &str) -> Option<&RawValue> {
        self.entries.iter().find(|(name, _)| name == key).map(|(_, value)| &**value)
    }

    /// The value of `key` parsed as `T`; `None` when absent or of another shape.
    pub fn get_as<'a, T: Deserialize<'a>>(&'a self, key: &str) -> Option<T> {
        serde_json::from_str(self.get(key)?.get()).ok()
    }

    /// The value of `key` when it is a JSON string.
    pub fn get_str(&self, key: &str) -> Option<String> {
        self.get_as::<String>(key)
    }

    /// The value of `key` as a parsed [`Value`] (key order inside it is not kept).
    pub fn get_value(&self, key: &str) -> Option<Value> {
        self.get_as::<Value>(key)
    }

    /// True when `key` is present.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Sets `key` to `value`, in place when the key is present, else at the end. Returns false
    /// (and changes nothing) when `value` cannot be written as JSON (a map with non-string keys).
    pub fn insert(&mut self, key: &str, value: &(impl Serialize + ?Sized)) -> bool {
        let Ok(raw) = serde_json::value::to_raw_value(value) else { return false };
        self.insert_raw(key, raw);
        true
    }

    /// Sets `key` to an already written JSON value.
    pub fn insert_raw(&mut self, key: &str, raw: Box<RawValue>) {
        match self.entries.iter_mut().find(|(name, _)| name == key) {
            Some((_, slot)) => *slot = raw,
            None => self.entries.push((key.to_owned(), raw)),
        }
    }

    /// Removes `key`, keeping the order of the others; its raw value when it was present.
    pub fn remove(&mut self, key: &str) -> Option<Box<RawValue>> {
        let at = self.entries.iter().position(|(name, _)| name == key)?;
        Some(self.entries.remove(at).1)
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(name, _)| name.as_str())
    }

    /// The entries, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &RawValue)> {
        self.entries.iter().map(|(name, value)| (name.as_str(), &**value))
    }

    /// How many entries there are.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when there is no entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The message this object's owner was read as (see `anchors`).
    pub(crate) fn origin(&self) -> Option<usize> {
        self.anchors
            .iter()
            .find(|anchor| anchor.field == ORIGIN)
            .and_then(|anchor| usize::try_from(anchor.before).ok())
    }

    /// Tags the object's owner as the message `origin` read from a document (an origin past
    /// `u32::MAX` is not kept: the message is then written anew, never as another's record).
    pub(crate) fn set_origin(&mut self, origin: usize) {
        self.anchors.retain(|anchor| anchor.field != ORIGIN);
        if let Ok(before) = u32::try_from(origin) {
            self.anchors.push(Anchor { field: ORIGIN, null: false, before });
        }
    }

    /// The anchors of the owner's known fields (the origin left out).
    fn known(&self) -> impl Iterator<Item = &Anchor> {
        self.anchors.iter().filter(|anchor| anchor.field != ORIGIN)
    }

    pub(crate) fn push_raw(&mut self, key: String, raw: Box<RawValue>) {
        self.entries.push((key, raw));
    }

    /// Records that the owner's field `field` came next in the input; false if it came before.
    pub(crate) fn anchor(&mut self, field: u8, null: bool) -> bool {
        if self.anchors.iter().any(|anchor| anchor.field == field) {
            return false;
        }
        // No object has four billion entries; one that did would write this field last.
        let before = u32::try_from(self.entries.len()).unwrap_or(u32::MAX);
        self.anchors.push(Anchor { field, null, before });
        true
    }

    /// True when the owner's field `field` was read as `null`.
    pub(crate) fn was_null(&self, field: u8) -> bool {
        self.anchors.iter().any(|anchor| anchor.field == field && anchor.null)
    }

    /// Writes an owner's known fields and these entries as one map, in the order they were read.
    /// `write(map, field)` writes the owner's field `field` if it has a value (or was read as
    /// `null`). A field that was not read (an owner built in code, or a field set since) goes
    /// where it would in a fresh owner: before the entries when nothing was read, else last.
    pub(crate) fn write_with<M: SerializeMap>(
        &self,
        map: &mut M,
        fields: u8,
        mut write: impl FnMut(&mut M, u8) -> Result<(), M::Error>,
    ) -> Result<(), M::Error> {
        let fresh = |field: u8| !self.known().any(|anchor| anchor.field == field);
        let read = self.known().next().is_some();
        if !read {
            for field in 0..fields {
                write(map, field)?;
            }
        }
        let count = self.entries.len();
        for at in 0..=count {
            let placed = |anchor: &&Anchor| {
                usize::try_from(anchor.before).map_or(count, |before| before.min(count)) == at
            };
            for anchor in self.known().filter(placed) {
                write(map, anchor.field)?;
            }
            if let Some((name, value)) = self.entries.get(at) {
                map.serialize_entry(name, value)?;
            }
        }
        if read {
            for field in (0..fields).filter(|&field| fresh(field)) {
                write(map, field)?;
            }
        }
        Ok(())
    }
}

impl std::hash::Hash for Object {
    /// What [`PartialEq`] compares: the known fields' places, the keys and the value texts. Each
    /// list is written after its length, so no two objects write the same stream (a key whose
    /// bytes spell an anchor cannot pass for one).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_usize(self.known().count());
        for anchor in self.known() {
            anchor.hash(state);
        }
        state.write_usize(self.entries.len());
        for (key, value) in &self.entries {
            key.hash(state);
            value.get().hash(state);
        }
    }
}

impl PartialEq for Object {
    /// Equal when the keys are the same, in the same order, with the same value text.
    fn eq(&self, other: &Self) -> bool {
        self.known().eq(other.known())
            && self.entries.len() == other.entries.len()
            && self
                .entries
                .iter()
                .zip(&other.entries)
                .all(|((a, a_value), (b, b_value))| a == b && a_value.get() == b_value.get())
    }
}

impl fmt::Debug for Object {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.entries.iter().map(|(name, value)| (name, value.get()))).finish()
    }
}

impl Serialize for Object {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (name, value) in &self.entries {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Object {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ObjectVisitor;
        impl<'de> Visitor<'de> for ObjectVisitor {
            type Value = Object;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Object, A::Error> {
                let mut object = Object::new();
                while let Some(key) = map.next_key::<String>()? {
                    object.push_raw(key, map.next_value()?);
                }
                Ok(object)
            }
        }
        deserializer.deserialize_map(ObjectVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_round_trip(text: &str) {
        let object: Object = serde_json::from_str(text).expect("parses");
        assert_eq!(serde_json::to_string(&object).expect("writes"), text);
    }

    #[test]
    fn compact_objects_round_trip_byte_for_byte() {
        check_round_trip("{}");
        check_round_trip(r#"{"z":1,"a":2}"#);
        check_round_trip(r#"{"n":1.0,"big":123456789012345678901234567890,"e":1e-7}"#);
        check_round_trip(r#"{"s":"caf\u00e9 \/ \ud83d\ude00","nested":{"y":[1,{"b":0,"a":1}],"x":null}}"#);
    }

    #[test]
    fn insert_replaces_in_place_and_appends_new_keys() {
        let mut object: Object = serde_json::from_str(r#"{"a":1,"b":2}"#).expect("parses");
        assert!(object.insert("a", &"one"));
        assert!(object.insert("c", &Value::Bool(true)));
        assert_eq!(serde_json::to_string(&object).expect("writes"), r#"{"a":"one","b":2,"c":true}"#);
        assert_eq!(object.remove("a").map(|raw| raw.get().to_owned()), Some("\"one\"".to_owned()));
        assert_eq!(object.keys().collect::<Vec<_>>(), ["b", "c"]);
        assert_eq!(object.get_as::<bool>("c"), Some(true));
        assert_eq!(object.get_str("b"), None);
    }

    #[test]
    fn the_origin_is_not_part_of_the_value() {
        let mut tagged: Object = serde_json::from_str(r#"{"a":1}"#).expect("parses");
        tagged.set_origin(7);
        tagged.set_origin(8);
        assert_eq!(tagged.origin(), Some(8));
        assert_eq!(tagged, serde_json::from_str::<Object>(r#"{"a":1}"#).expect("parses"));
        assert_eq!(serde_json::to_string(&tagged).expect("writes"), r#"{"a":1}"#);
        assert_eq!(Object::new().origin(), None);
    }

    #[test]
    fn equality_is_order_and_text_sensitive() {
        let parse = |text: &str| serde_json::from_str::<Object>(text).expect("parses");
        assert_eq!(parse(r#"{"a":1,"b":2}"#), parse(r#"{"a":1,"b":2}"#));
        assert_ne!(parse(r#"{"a":1,"b":2}"#), parse(r#"{"b":2,"a":1}"#));
        assert_ne!(parse(r#"{"a":1.0}"#), parse(r#"{"a":1}"#));
    }
}
