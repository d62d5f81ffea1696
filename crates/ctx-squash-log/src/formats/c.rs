//! C and C++: gcc, clang, the linker, gdb.
//!
//! What no principle tells: gcc writes its notes on an error as separate located lines
//! (`src/pgm.h:24:6: note: previous declaration of …`) after the quoted source, which belong to
//! the error above; the C library's and the loader's frames (`__libc_start_main`, `_start`,
//! `start_thread`) are noise; and a template error's instantiation chain is a backtrace written
//! as located lines (`src/route.cpp:37:29:   required from here`), whose frames in the user's
//! own files are where the error comes from, and those in the system headers (`/usr/include/`)
//! are library frames.

use std::sync::LazyLock;

use memchr::memmem::Finder;

use super::Format;

/// The opening of an instantiation frame's tail, searched for with one searcher built once.
static REQUIRED: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b":   required "));

pub(super) static C: Format = Format {
    name: "c",
    library_places: &[b"/usr/lib/", b"/usr/local/lib/", b"/usr/include/"],
    library_symbols: &[b"__libc", b"_start", b"start_thread", b"clone"],
    triggers: &[":   required "],
    note: Some(located_note),
    frame: Some(instantiation_frame),
    ..Format::NONE
};

/// A frame of gcc's instantiation chain: `src/route.cpp:37:29:   required from here`,
/// `…/hashtable.h:1653:46:   required from ‘…’`, `…:   required by substitution of ‘…’`.
fn instantiation_frame(lower: &[u8], _trimmed: &[u8], _indented: bool) -> bool {
    REQUIRED.find(lower).is_some_and(|i| {
        let rest = &lower[i + b":   required ".len()..];
        (rest.starts_with(b"from ") || rest.starts_with(b"by ")) && lower[..i].iter().any(u8::is_ascii_digit)
    })
}

/// A compiler's note at a location: `src/pgm.h:24:6: note: previous declaration of …`.
fn located_note(line: &[u8]) -> bool {
    line.first().is_some_and(|b| !b.is_ascii_whitespace())
        && memchr::memmem::find(line, b": note: ").is_some_and(|i| line[..i].iter().any(u8::is_ascii_digit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_shapes() {
        assert!(located_note(b"src/pgm.h:24:6: note: previous declaration of 'pgm_invert'"));
        assert!(!located_note(b"   = note: x"));
        assert!(instantiation_frame(b"src/route.cpp:37:29:   required from here", b"", false));
        assert!(instantiation_frame(
            b"/usr/include/c++/12/bits/hashtable.h:1653:46:   required from \xe2\x80\x98std::x\xe2\x80\x99",
            b"",
            false
        ));
        assert!(!instantiation_frame(b"the fields required from here on are optional", b"", false));
    }
}
