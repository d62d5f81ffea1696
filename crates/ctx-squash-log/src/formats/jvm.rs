//! The JVM: Java, Kotlin, `JUnit`.
//!
//! What no principle tells: a JVM frame is an indented `at pkg.Class.method(File.java:10)` and
//! the platform's and test runner's frames (`java.`, `jdk.`, `org.junit.`) are noise.

use super::Format;

pub(super) static JVM: Format = Format {
    name: "jvm",
    triggers: &["  at ", "\tat "],
    library_symbols: &[b"java.", b"javax.", b"jdk.", b"sun.", b"kotlin.", b"org.junit."],
    frame: Some(frame),
    ..Format::NONE
};

/// An indented `at …` (also Node's, which shares the shape).
fn frame(_lower: &[u8], trimmed: &[u8], indented: bool) -> bool {
    indented && trimmed.starts_with(b"at ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jvm_shapes() {
        assert!(frame(b"", b"at com.foo.errorhandler.handle(errorhandler.java:10)", true));
        assert!(!frame(b"", b"at least one", false));
    }
}
