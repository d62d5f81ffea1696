//! Markers weighed in tokens, as every figure is: a marker's handle and place cost 10–12 tokens
//! that the squashers, pricing a gap as the bare marker in bytes, never saw.
//!
//! A marker is written as what it stands for when that costs no more tokens than it does, or no
//! more bytes ([`no_dearer`]), and an annotated squash is kept only when it costs fewer tokens
//! than the whole text it stands for ([`cheaper`]). Both stay cheap on a 5 MB output: a span is
//! counted only up to the marker's count, and a span of more words than [`most_words`] allows is
//! dearer without counting — each word (a run of bytes between blanks) is a token at least, and a
//! run of blanks however long is one token or a few (o200k: 128 spaces a token), which is why a
//! span is not judged by its bytes: 1,400 spaces cost fewer tokens than the marker standing for
//! them.

use ctx_tokens::{count_tokens, count_tokens_within};

/// The most words a span may hold and still be weighed against a marker of `marker_tokens`: past
/// it the span costs more (every word is a token at least; twice the count, for the rare piece
/// that takes in two words across a line break).
pub(crate) fn most_words(marker_tokens: usize) -> usize {
    marker_tokens.saturating_mul(2).saturating_add(2)
}

/// The words of `text`: its runs of bytes that are not ASCII white space.
pub(crate) fn words(text: &str) -> usize {
    let mut blank = true;
    let mut words = 0;
    for &byte in text.as_bytes() {
        let is_blank = byte.is_ascii_whitespace();
        words += usize::from(blank && !is_blank);
        blank = is_blank;
    }
    words
}

/// Whether `span` costs no more than `marker`, the text that would stand for it: no more tokens,
/// or no more bytes (a span no longer than its marker is shown whatever its tokens: a digest's hex
/// digits are dear in tokens, and the very fact an agent copies). A span of more words than
/// [`most_words`] allows costs more, uncounted.
pub(crate) fn no_dearer(span: &str, marker: &str) -> bool {
    span.len() <= marker.len() || no_dearer_counted(span, marker, count_tokens(marker))
}

/// [`no_dearer`], the marker's tokens counted already (`marker_tokens`).
pub(crate) fn no_dearer_counted(span: &str, marker: &str, marker_tokens: usize) -> bool {
    span.len() <= marker.len()
        || (words(span) <= most_words(marker_tokens) && count_tokens_within(span, marker_tokens).is_some())
}

/// Whether `squash` costs fewer tokens than `whole`, the text it stands for, and fewer bytes. A
/// squash of at most half the bytes of `whole` is taken to (no output of lines is twice as dense
/// in tokens as its squash: the squash keeps its lines as they are); else both are counted,
/// `whole` only up to `squash`'s count.
pub(crate) fn cheaper(squash: &str, whole: &str) -> bool {
    if squash.len().saturating_mul(2) <= whole.len() {
        return true;
    }
    // Nor is a squash ever longer in bytes than what it stands for.
    if squash.len() >= whole.len() {
        return false;
    }
    count_tokens_within(whole, count_tokens(squash)).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_weighed_in_tokens_not_bytes() {
        let marker = "[3 lines omitted — recall a1b2c3d4 lines 120-122]";
        // Longer in bytes than the marker, but words and indentation: fewer tokens.
        let indented = format!("{0}alpha\n{0}beta\n{0}gamma", " ".repeat(16));
        assert!(indented.len() > marker.len());
        assert!(count_tokens(&indented) <= count_tokens(marker));
        assert!(no_dearer(&indented, marker));
        // Shorter in bytes, though hex digits cost more tokens: shown, the facts they are.
        let dense = "7f3a9c\n1e8b4d\n0c5f2a\n9d7e3b";
        assert!(dense.len() < marker.len());
        assert!(count_tokens(dense) > count_tokens(marker), "{}", count_tokens(dense));
        assert!(no_dearer(dense, marker));
        // Longer in bytes and dearer in tokens: the marker.
        let digests = format!("{dense}\n{dense}");
        assert!(digests.len() > marker.len() && !no_dearer(&digests, marker));
        // A long run of blanks is a token or a few: cheaper than the marker, however many bytes.
        let blanks = format!("x{}y", " ".repeat(1400));
        assert!(no_dearer(&blanks, marker), "{}", count_tokens(&blanks));
        // Many words are dearer without counting.
        assert!(!no_dearer(&"word ".repeat(200), marker));
        assert_eq!(words("  a bc\n\td  "), 3);
    }

    #[test]
    fn a_squash_is_cheaper_only_in_tokens() {
        let whole = "alpha beta gamma delta\n".repeat(40);
        assert!(cheaper(&whole[..100], &whole), "under half the bytes");
        let dense: String =
            (0..whole.len() * 3 / 4).map(|n| b"0123456789abcdef"[n * 7 % 16] as char).collect();
        assert!(dense.len() < whole.len());
        assert!(!cheaper(&dense, &whole), "fewer bytes, more tokens");
        assert!(!cheaper(&whole, &whole), "the same text is not cheaper");
        assert!(cheaper("", "x"));
        assert!(!cheaper("x", ""));
    }

    /// A table padded by one long value: every row holds a run of 1,400 blanks, which the log
    /// squasher cuts from each line; annotated, each cut's marker would cost more tokens than the
    /// blanks it stands for (review53), so the blanks are written back.
    #[test]
    fn a_padded_table_captured_with_handles_costs_no_more_than_its_output() {
        use std::fmt::Write as _;
        let pad = " ".repeat(1400);
        let mut output = format!(" id | sha | description{pad}| status\n");
        for n in 0..120 {
            let state = if n == 77 { "failed" } else { "done" };
            let _ = writeln!(output, "{n:>3} | {:016x} | timeout{pad}| {state}", n * 7919);
        }
        let pipeline = crate::archived::pipeline();
        let call =
            ctx_message::ToolCall::function("1", "bash", r#"{"command":"psql -c 'select * from jobs'"}"#);
        let captured = pipeline.capture_squashed(&call, &output);
        assert!(count_tokens(&captured.text) <= count_tokens(&output), "{}", captured.text);
        assert!(captured.text.contains("| failed"));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Any output of lines, captured with an archive: no panic, never more bytes than the
        /// output, never more tokens when it is more than half the output's bytes (where it is
        /// weighed), and every marker names the handle.
        #[test]
        fn a_capture_with_handles_never_costs_more_than_its_output(
            lines in proptest::collection::vec(
                proptest::prop_oneof![
                    "[a-z]{1,8}( [a-z0-9]{1,8}){0,6}",
                    "[0-9a-f]{16,64}",
                    " {0,24}[a-z]{1,6}",
                    "[a-z]{1,6} {200,1500}[a-z]{1,6}",
                    "\\x1b\\[3[12]m[a-z ]{1,20}\\x1b\\[0m",
                    "(ok|FAILED|error): [a-z_]{1,12}",
                    "",
                ],
                200..1500,
            ),
        ) {
            let output = lines.join("\n");
            let pipeline = crate::archived::pipeline();
            let call = ctx_message::ToolCall::function("1", "bash", r#"{"command":"make"}"#);
            let captured = pipeline.capture_squashed(&call, &output);
            proptest::prop_assert!(captured.text.len() <= output.len());
            if captured.text.len() * 2 > output.len() {
                proptest::prop_assert!(count_tokens(&captured.text) <= count_tokens(&output));
            }
            if captured.text != output {
                let handle = captured.kept.as_ref().map(ToString::to_string).unwrap_or_default();
                for line in captured.text.lines().filter(|line| line.contains(" omitted")) {
                    proptest::prop_assert!(
                        !line.ends_with(" omitted]") || line.contains("… "),
                        "a bare marker: {line}"
                    );
                    if line.contains("omitted —") {
                        proptest::prop_assert!(line.contains(&handle), "{line}");
                    }
                }
            }
        }
    }
}
