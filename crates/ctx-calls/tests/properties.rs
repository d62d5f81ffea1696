//! Properties of the lexer and the classifier on arbitrary command lines and arguments.

use ctx_calls::{Effect, Tools, classify_command, shell::lex};
use ctx_message::ToolCall;
use proptest::prelude::*;

/// Command lines made of shell-ish pieces, so operators, quotes and redirects meet often.
fn command_line() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("cat".to_owned()),
        Just("sed -n '1,5p'".to_owned()),
        Just("a.py".to_owned()),
        Just("|".to_owned()),
        Just("&&".to_owned()),
        Just(";".to_owned()),
        Just(">".to_owned()),
        Just("2>&1".to_owned()),
        Just("<<EOF\nx\nEOF\n".to_owned()),
        Just("'".to_owned()),
        Just("\"".to_owned()),
        Just("\\".to_owned()),
        Just("$(".to_owned()),
        Just("(".to_owned()),
        Just("\n".to_owned()),
        "[ -~]{0,6}",
        any::<String>(),
    ];
    prop::collection::vec(piece, 0..12).prop_map(|pieces| pieces.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn classification_is_total_deterministic_and_consistent(line in command_line()) {
        let call = classify_command(&line);
        prop_assert_eq!(&call, &classify_command(&line));
        let script = lex(&line);
        if call.is_read_only() {
            prop_assert!(!script.opaque, "an opaque line is never read-only: {:?}", line);
            prop_assert!(call.writes.is_empty(), "a read-only line writes nothing: {:?}", line);
            prop_assert!(script.commands.iter().all(|command| command.redirects.iter().all(|r| !r.writes_file())));
        }
        if let Effect::PrintsFiles(ranges) = &call.effect {
            prop_assert_eq!(ranges.len(), 1);
            prop_assert!(ranges[0].last.is_none_or(|last| last >= ranges[0].first));
        }
    }

    #[test]
    fn any_call_classifies_without_panicking(name in "[A-Za-z_*]{0,12}", arguments in any::<String>()) {
        let call = ToolCall::function("1", name.clone(), arguments);
        let classified = Tools::default().classify(&call);
        prop_assert_eq!(classified.role, Tools::default().role(&name));
    }
}
