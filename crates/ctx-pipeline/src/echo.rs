//! `leave_out_echoes`: a result's lines that repeat what its own call carried (an editor's
//! snippet of the text its edit just wrote, a plan tool's copy of the plan) are left out behind a
//! note, when that is shorter than the squash.

use std::borrow::Cow;

use ctx_message::ToolCall;
use ctx_squash_core::CallText;

use crate::squash::{Squashed, Strategy};

/// `squashed` (the squash of `output`), or in its place, when it is shorter, `output` with its
/// runs of lines that repeat one of `call`'s texts left out ([`ctx_squash_core::leave_out_echoes`]):
/// every other line kept as written. A call's texts are its arguments' strings of more than one
/// line, each named by its key (`new_string`, `plan`). A `read` call's output is left as it is.
pub(crate) fn leave_out_echoes<'a>(call: &ToolCall, output: &'a str, squashed: Squashed<'a>) -> Squashed<'a> {
    // A text of several lines is written with `\n` escapes in the arguments' JSON.
    if call.function.name.eq_ignore_ascii_case("read") || !call.function.arguments.contains("\\n") {
        return squashed;
    }
    let Ok(arguments) = serde_json::from_str::<serde_json::Value>(&call.function.arguments) else {
        return squashed;
    };
    let mut texts = Vec::new();
    call_texts("arguments", &arguments, &mut texts);
    match ctx_squash_core::leave_out_echoes(output, &texts) {
        Some(echo) if echo.text.len() < squashed.text.len() => Squashed {
            text: Cow::Owned(echo.text),
            strategy: Strategy::Echo,
            markers: echo.markers,
            kept: None,
        },
        _ => squashed,
    }
}

/// The strings of several lines in `value`, each named by the key it is the value of (an
/// array's elements by the array's key), in the keys' order (`serde_json`'s map is sorted).
fn call_texts<'v>(name: &'v str, value: &'v serde_json::Value, texts: &mut Vec<CallText<'v>>) {
    match value {
        serde_json::Value::String(text) if text.contains('\n') => texts.push(CallText { name, text }),
        serde_json::Value::Array(values) => {
            for value in values {
                call_texts(name, value, texts);
            }
        }
        serde_json::Value::Object(fields) => {
            for (key, value) in fields {
                call_texts(key, value, texts);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use proptest::prelude::{ProptestConfig, prop_assert, proptest};

    use super::*;
    use crate::squash_call;

    /// The new text of an edit, 60 lines.
    fn new_text() -> String {
        (0..60).fold(String::new(), |mut text, n| {
            let _ = writeln!(
                text,
                "        self.field_{n} = models.CharField(max_length={n}, help_text=\"field {n}\")"
            );
            text
        })
    }

    /// An editor's answer to an edit: context, the new text, context, numbered as `cat -n` does.
    fn snippet(new: &str, from: usize) -> String {
        let mut out = String::from(
            "The file /testbed/app/models.py has been edited. Here's the result of running `cat -n` on a snippet of /testbed/app/models.py:\n",
        );
        let lines = ["class Form(models.Model):", "    def __init__(self):"]
            .into_iter()
            .chain(new.lines())
            .chain(["        super().__init__()", ""]);
        for (n, line) in (from..).zip(lines) {
            let _ = writeln!(out, "{n:>6}\t{line}");
        }
        out.push_str(
            "Review the changes and make sure they are as expected. Edit the file again if necessary.\n",
        );
        out
    }

    #[test]
    fn an_editors_echo_of_the_new_text_is_left_out() {
        let new = new_text();
        let arguments = serde_json::json!({
            "command": "str_replace",
            "path": "/testbed/app/models.py",
            "old_str": "    def __init__(self):\n        pass\n",
            "new_str": format!("    def __init__(self):\n{new}"),
        });
        let call = ToolCall::function("1", "str_replace_editor", arguments.to_string());
        let output = snippet(&new, 120);
        let squashed = squash_call(&call, &output);
        assert_eq!(squashed.strategy, Strategy::Echo);
        let expected = "The file /testbed/app/models.py has been edited. Here's the result of running `cat -n` on a snippet of /testbed/app/models.py:\n   120\tclass Form(models.Model):\n(lines numbered 121-181 repeat the call's new_str)\n[61 lines omitted]\n   182\t        super().__init__()\n   183\t\nReview the changes and make sure they are as expected. Edit the file again if necessary.\n";
        assert_eq!(squashed.text, expected);
        assert_eq!(squashed.markers.len(), 1);
        assert_eq!(squashed.markers[0].lines(), (3, 63));
        // Without the text in its call the same snippet is a numbered file view, kept whole.
        let view = ToolCall::function(
            "2",
            "str_replace_editor",
            r#"{"command":"undo_edit","path":"/testbed/app/models.py"}"#,
        );
        assert_eq!(squash_call(&view, &output).strategy, Strategy::Exempt);
        assert_eq!(squash_call(&view, &output).text, output);
    }

    #[test]
    fn an_archived_echo_names_the_lines_recall_gives_back() {
        let new = new_text();
        let arguments =
            serde_json::json!({"file_path": "/r/app/models.py", "old_string": "x", "new_string": new});
        let call = ToolCall::function("1", "Edit", arguments.to_string());
        let output = snippet(&new, 1000).replace('\t', "→");
        let pipeline = crate::archived::pipeline();
        let captured = pipeline.capture_squashed(&call, &output);
        assert_eq!(captured.strategy, Strategy::Echo);
        // Recall by the marker's handle and lines gives back exactly the lines left out.
        let left_out: Vec<&str> = output.lines().skip(3).take(60).collect();
        let note = "(lines numbered 1002-1061 repeat the call's new_string)";
        crate::archived::check_recalled(&pipeline, &captured, note, (4, 63), &left_out);
        assert!(
            left_out[0].ends_with("self.field_0 = models.CharField(max_length=0, help_text=\"field 0\")")
        );
        assert!(
            left_out[59].ends_with("self.field_59 = models.CharField(max_length=59, help_text=\"field 59\")")
        );
    }

    #[test]
    fn a_read_or_a_call_without_texts_is_squashed_as_before() {
        let new = new_text();
        let output = snippet(&new, 1);
        for (name, arguments) in [
            ("read", serde_json::json!({"path": "a.py", "note": new}).to_string()),
            ("bash", serde_json::json!({"command": "python3 gen.py"}).to_string()),
            ("bash", "not json {\\n".to_owned()),
        ] {
            let call = ToolCall::function("1", name, &arguments);
            assert_eq!(squash_call(&call, &output), crate::squash(name, &output), "{name}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any arguments and any output: never longer than the squash, never a panic.
        #[test]
        fn any_call_and_output(arguments in ".{0,400}", output in "[a-z0-9 \t→\n]{0,3000}") {
            let call = ToolCall::function("1", "Edit", &arguments);
            let squashed = squash_call(&call, &output);
            prop_assert!(squashed.text.len() <= output.len());
        }
    }
}
