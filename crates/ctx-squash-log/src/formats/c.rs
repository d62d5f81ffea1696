//! C and C++: gcc, clang, the linker, gdb.
//!
//! What no principle tells: gcc writes its notes on an error as separate located lines
//! (`src/pgm.h:24:6: note: previous declaration of …`) after the quoted source, which belong to
//! the error above; the C library's and the loader's frames (`__libc_start_main`, `_start`,
//! `start_thread`) are noise.

use super::Format;

pub(super) static C: Format = Format {
    name: "c",
    library_places: &[b"/usr/lib/", b"/usr/local/lib/"],
    library_symbols: &[b"__libc", b"_start", b"start_thread", b"clone"],
    note: Some(located_note),
    ..Format::NONE
};

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
    }
}
