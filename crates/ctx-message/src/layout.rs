//! How a JSON document was spaced (compact, Python's `, `/`: `, or indented), and a writer that
//! spaces a value the same way, so a record ctx rewrites sits in its document as if its own writer
//! had written it.

use std::io;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, Serializer};
use serde_json::ser::{CharEscape, CompactFormatter, Formatter, PrettyFormatter};
use serde_json::value::RawValue;

use crate::Object;

/// The spacing of a document, and whether its writer escaped every non-ASCII character.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Layout {
    pub(crate) style: Style,
    /// True when the document holds no raw non-ASCII byte but escapes one (Python's default
    /// `ensure_ascii`): a rewritten string is escaped the same way.
    pub(crate) ascii: bool,
}

/// Where a document's writer put spaces.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) enum Style {
    /// `{"a":1,"b":[2,3]}`.
    #[default]
    Compact,
    /// `{"a": 1, "b": [2, 3]}` (Python's `json.dumps` default).
    Python,
    /// One member per line, indented by this unit per level.
    Indent(String),
}

impl Layout {
    /// The layout of the JSON value that starts `text` (leading white space skipped).
    pub(crate) fn detect(text: &str) -> Layout {
        let style = match indentation(text) {
            Some(unit) => Style::Indent(unit),
            None if spaced(text) => Style::Python,
            None => Style::Compact,
        };
        Layout { style, ascii: escapes_non_ascii(text) }
    }

    /// `value` written with this layout.
    pub(crate) fn write(&self, value: &impl Serialize) -> String {
        self.write_between("", value, "", 0)
    }

    /// `lead`, `value` written with this layout, then `tail`, written once into a buffer of
    /// `capacity` bytes (what the caller expects the text to take; it grows past it if need be)
    /// rather than into one of its own and copied (a value that cannot be written is nothing
    /// between the two).
    pub(crate) fn write_between(
        &self,
        lead: &str,
        value: &impl Serialize,
        tail: &str,
        capacity: usize,
    ) -> String {
        let mut out = Vec::with_capacity(capacity.max(lead.len() + tail.len()));
        out.extend_from_slice(lead.as_bytes());
        let formatter = LayoutFormatter::new(self);
        let mut serializer = serde_json::Serializer::with_formatter(&mut out, formatter);
        if value.serialize(&mut serializer).is_err() {
            out.truncate(lead.len());
        }
        out.extend_from_slice(tail.as_bytes());
        String::from_utf8(out).unwrap_or_else(|_| format!("{lead}{tail}"))
    }
}

/// The indentation unit of an indented JSON document: the white space that starts its second
/// line, when the document opens with `{` or `[` and a newline.
pub(crate) fn indentation(text: &str) -> Option<String> {
    let rest = text.trim_start().strip_prefix(['{', '['])?;
    let rest = rest.strip_prefix("\r\n").or_else(|| rest.strip_prefix('\n'))?;
    let indent: String = rest.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
    (!indent.is_empty()).then_some(indent)
}

/// True when the first `:` or `,` outside a string is followed by a space.
fn spaced(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut in_string = false;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' if in_string => at += 1,
            b'"' => in_string = !in_string,
            b':' | b',' if !in_string => return bytes.get(at + 1) == Some(&b' '),
            _ => {}
        }
        at += 1;
    }
    false
}

/// True when `text` has no raw non-ASCII byte but a `\u` escape of a character past ASCII.
fn escapes_non_ascii(text: &str) -> bool {
    if !text.is_ascii() {
        return false;
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    while at + 1 < bytes.len() {
        if bytes[at] == b'\\' {
            if bytes[at + 1] == b'u'
                && let Some(Ok(code)) = text.get(at + 2..at + 6).map(|hex| u32::from_str_radix(hex, 16))
                && code >= 0x7f
            {
                return true;
            }
            at += 2;
        } else {
            at += 1;
        }
    }
    false
}

/// A `serde_json` formatter for a [`Layout`].
enum Spacing<'a> {
    Compact(CompactFormatter),
    Python,
    Pretty(PrettyFormatter<'a>),
}

struct LayoutFormatter<'a> {
    spacing: Spacing<'a>,
    ascii: bool,
}

impl<'a> LayoutFormatter<'a> {
    fn new(layout: &'a Layout) -> Self {
        let spacing = match &layout.style {
            Style::Compact => Spacing::Compact(CompactFormatter),
            Style::Python => Spacing::Python,
            Style::Indent(unit) => Spacing::Pretty(PrettyFormatter::with_indent(unit.as_bytes())),
        };
        LayoutFormatter { spacing, ascii: layout.ascii }
    }
}

/// Delegates a structural call to the compact or pretty formatter; `$python` is Python's.
macro_rules! spaced_by {
    ($self:ident, $writer:ident, $method:ident ($($arg:expr),*), $python:expr) => {
        match &mut $self.spacing {
            Spacing::Compact(formatter) => formatter.$method($writer $(, $arg)*),
            Spacing::Pretty(formatter) => formatter.$method($writer $(, $arg)*),
            Spacing::Python => $python,
        }
    };
}

impl Formatter for LayoutFormatter<'_> {
    fn begin_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, begin_array(), writer.write_all(b"["))
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, end_array(), writer.write_all(b"]"))
    }

    fn begin_array_value<W: ?Sized + io::Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        spaced_by!(
            self,
            writer,
            begin_array_value(first),
            if first { Ok(()) } else { writer.write_all(b", ") }
        )
    }

    fn end_array_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, end_array_value(), Ok(()))
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, begin_object(), writer.write_all(b"{"))
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, end_object(), writer.write_all(b"}"))
    }

    fn begin_object_key<W: ?Sized + io::Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        spaced_by!(
            self,
            writer,
            begin_object_key(first),
            if first { Ok(()) } else { writer.write_all(b", ") }
        )
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, begin_object_value(), writer.write_all(b": "))
    }

    fn end_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        spaced_by!(self, writer, end_object_value(), Ok(()))
    }

    fn write_string_fragment<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        if !self.ascii {
            return writer.write_all(fragment.as_bytes());
        }
        let mut start = 0;
        for (at, c) in fragment.char_indices() {
            if c.is_ascii() && c != '\u{7f}' {
                continue;
            }
            writer.write_all(&fragment.as_bytes()[start..at])?;
            let mut units = [0_u16; 2];
            for unit in c.encode_utf16(&mut units) {
                write!(writer, "\\u{unit:04x}")?;
            }
            start = at + c.len_utf8();
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }

    fn write_char_escape<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        char_escape: CharEscape,
    ) -> io::Result<()> {
        CompactFormatter.write_char_escape(writer, char_escape)
    }
}

/// A JSON value being rewritten: the parts ctx changes are built, everything else stays raw text,
/// so one pass of [`Layout::write`] spaces the new parts like the document and copies the rest.
#[derive(Debug, Clone)]
pub(crate) enum Node {
    /// A value as written.
    Raw(Box<RawValue>),
    /// A string.
    Str(String),
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An array.
    List(Vec<Node>),
    /// An object, its keys in order.
    Map(Vec<(String, Node)>),
}

impl Node {
    /// An object's entries as raw children.
    pub(crate) fn object(object: &Object) -> Node {
        Node::Map(object.iter().map(|(key, value)| (key.to_owned(), Node::Raw(value.to_owned()))).collect())
    }

    /// An object with these entries.
    pub(crate) fn map<const N: usize>(entries: [(&str, Node); N]) -> Node {
        Node::Map(entries.into_iter().map(|(key, value)| (key.to_owned(), value)).collect())
    }

    /// A string node.
    pub(crate) fn str(text: impl Into<String>) -> Node {
        Node::Str(text.into())
    }

    /// A raw value of already written JSON; `null` if `text` is not JSON.
    pub(crate) fn raw(text: &str) -> Node {
        RawValue::from_string(text.to_owned()).map_or(Node::Null, Node::Raw)
    }

    /// The raw value `null`.
    pub(crate) fn null_raw() -> Box<RawValue> {
        RawValue::from_string("null".to_owned()).expect("null is JSON")
    }

    /// Opens a raw object or array one level (its members stay raw); other nodes are unchanged.
    pub(crate) fn open(&mut self) {
        let Node::Raw(raw) = self else { return };
        let text = raw.get().trim_start();
        if text.starts_with('{') {
            if let Ok(object) = serde_json::from_str::<Object>(raw.get()) {
                *self = Node::object(&object);
            }
        } else if text.starts_with('[')
            && let Ok(items) = serde_json::from_str::<Vec<Box<RawValue>>>(raw.get())
        {
            *self = Node::List(items.into_iter().map(Node::Raw).collect());
        }
    }

    /// The member `key` of an object node, opened one level.
    pub(crate) fn member(&mut self, key: &str) -> Option<&mut Node> {
        self.open();
        let Node::Map(entries) = self else { return None };
        let (_, value) = entries.iter_mut().find(|(name, _)| name == key)?;
        value.open();
        Some(value)
    }

    /// Sets `key` in an object node: in place when present, else at the end.
    pub(crate) fn set(&mut self, key: &str, value: Node) {
        self.open();
        let Node::Map(entries) = self else { return };
        match entries.iter_mut().find(|(name, _)| name == key) {
            Some((_, slot)) => *slot = value,
            None => entries.push((key.to_owned(), value)),
        }
    }

    /// Removes `key` from an object node.
    pub(crate) fn remove(&mut self, key: &str) {
        self.open();
        if let Node::Map(entries) = self {
            entries.retain(|(name, _)| name != key);
        }
    }
}

impl Serialize for Node {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Node::Raw(raw) => raw.serialize(serializer),
            Node::Str(text) => serializer.serialize_str(text),
            Node::Null => serializer.serialize_unit(),
            Node::Bool(value) => serializer.serialize_bool(*value),
            Node::List(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Node::Map(entries) => {
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (key, value) in entries {
                    map.serialize_entry(key, value)?;
                }
                map.end()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value that cannot be written: its serializer fails.
    struct Unwritable;

    impl Serialize for Unwritable {
        fn serialize<S: Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom("unwritable"))
        }
    }

    #[test]
    fn a_value_is_written_between_its_lead_and_tail_whatever_the_capacity() {
        let text = "{\n  \"a\": [\n    1,\n    \"é\"\n  ]\n}";
        let layout = Layout::detect(text);
        let value: serde_json::Value = serde_json::from_str(text).expect("JSON");
        for capacity in [0, 3, text.len(), 1 << 16] {
            assert_eq!(layout.write_between("  ", &value, "\n", capacity), format!("  {text}\n"));
        }
        assert_eq!(layout.write_between("[", &Unwritable, "]", 64), "[]");
        assert_eq!(layout.write(&Unwritable), "");
    }

    #[track_caller]
    fn check(text: &str, style: Style, ascii: bool) {
        let layout = Layout::detect(text);
        assert_eq!(layout, Layout { style, ascii }, "{text}");
        let value: serde_json::Value = serde_json::from_str(text).expect("JSON");
        assert_eq!(layout.write(&value), text, "written back with its own layout");
    }

    #[test]
    fn each_spacing_is_detected_and_written_back() {
        check(r#"{"a":1,"b":[2,3],"c":{}}"#, Style::Compact, false);
        check(r#"{"a": 1, "b": [2, 3], "c": {}}"#, Style::Python, false);
        check("{\n  \"a\": 1,\n  \"b\": [\n    2\n  ]\n}", Style::Indent("  ".into()), false);
        check("[\n\t1\n]", Style::Indent("\t".into()), false);
        check(r#"["caf\u00e9", "\u007f"]"#, Style::Python, true);
        check(r#"["caf\u00e9","\ud83d\ude00","a\\u00e9"]"#, Style::Compact, true);
        assert_eq!(Layout::detect(r#"{"a":"caf\u00e9 café"}"#), Layout::default(), "raw UTF-8: not escaped");
        check(r#"{"a":"b\\","c":[]}"#, Style::Compact, false);
    }

    #[test]
    fn nodes_keep_raw_parts_and_space_new_ones() {
        let layout = Layout::detect(r#"{"a": 1}"#);
        let mut node = Node::raw(r#"{"keep":{"x":1,"y" :2},"edit":{"text":"old","n":1.50}}"#);
        node.member("edit").expect("edit").set("text", Node::str("new"));
        node.set("added", Node::List(vec![Node::Null, Node::Bool(true)]));
        assert_eq!(
            layout.write(&node),
            r#"{"keep": {"x":1,"y" :2}, "edit": {"text": "new", "n": 1.50}, "added": [null, true]}"#
        );
        node.remove("keep");
        assert_eq!(Layout::default().write(&node), r#"{"edit":{"text":"new","n":1.50},"added":[null,true]}"#);
    }
}
