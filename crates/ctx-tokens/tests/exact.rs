//! `count_tokens` equals tiktoken-rs's `o200k_base().encode_ordinary(..).len()` on recorded and
//! generated text: the fast pre-tokenizer and merge must never drift from the reference.

use std::fs;
use std::path::Path;
use std::sync::LazyLock;

use ctx_message::Conversation;
use ctx_tokens::count_tokens;
use proptest::prelude::*;
use tiktoken_rs::CoreBPE;

static REFERENCE: LazyLock<CoreBPE> =
    LazyLock::new(|| tiktoken_rs::o200k_base().expect("tiktoken-rs builds o200k"));

#[track_caller]
fn check(text: &str) {
    let expected = REFERENCE.encode_ordinary(text).len();
    assert_eq!(count_tokens(text), expected, "{:?}", text.chars().take(300).collect::<String>());
}

#[test]
fn every_recorded_message_counts_exactly() {
    let paths = ctx_testdata::trajectory_paths();
    let mut all = String::new();
    let mut checked = 0;
    for path in &paths {
        let json = fs::read_to_string(path).expect("readable trajectory");
        let conversation = Conversation::parse(&json).expect("trajectory parses");
        for message in &conversation.messages {
            for text in message.content.texts() {
                check(&text);
                all.push_str(&text);
                all.push('\n');
                checked += 1;
            }
            for call in message.calls() {
                check(&call.function.name);
                check(&call.function.arguments);
                checked += 2;
            }
        }
        // The whole file too: JSON escapes, long lines, and texts above the chunk size.
        check(&json);
    }
    assert!(checked > 1000, "only {checked} texts");
    // Megabytes of text at once: chunk cuts at newlines and spaces must stay exact.
    assert!(all.len() > 1_000_000);
    check(&all);
}

#[test]
fn every_fixture_file_counts_exactly() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
    let mut pending = vec![root];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if let Ok(bytes) = fs::read(&path) {
                check(&String::from_utf8_lossy(&bytes));
            }
        }
    }
}

#[test]
fn tricky_strings_count_exactly() {
    for text in [
        "",
        " ",
        "  ",
        "a  b",
        "a   \u{3000}b",
        "x \t\u{a0}y",
        "  \n  \r\n\t x",
        "trailing spaces   ",
        "\t\t\tindent",
        " \u{3000}漢字",
        "don't I'LL we'Re they'VE she'd it's 'S 'ſ ſ",
        "HTTPRequest XMLHttpRequest ǅungla ʰello ABC'S",
        "1234567 ١٢٣٤ ½ Ⅻ 3.14159",
        "--- ==== ... !!! ??? /// \\\\ ||| ->\n/\r\n",
        " -\n\n/x",
        "e\u{301}te\u{301} na\u{308}ive \u{300}\u{301}",
        "🎉🚀👍🏽 👨‍👩‍👧 🇯🇵",
        "こんにちは世界、元気？ 한국어 텍스트",
        "مرحبا بالعالم नमस्ते दुनिया",
        "<|endoftext|><|endofprompt|>",
        "\u{2028}\u{2029}\u{85}\u{b}\u{c}x",
        &"a".repeat(60_000),
        &"Ab".repeat(20_000),
        &"-".repeat(50_000),
        &format!("{}x", " ".repeat(50_000)),
        &format!("{}x", "\t".repeat(50_000)),
        &format!("x{}", " \u{3000}".repeat(20_000)),
        &"ab1".repeat(20_000),
    ] {
        check(text);
    }
}

/// Fragments that exercise every alternative of the o200k pattern and their seams.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<char>().prop_map(String::from),
        prop::sample::select(vec![
            " ", "  ", "\t", "\n", "\r", "\r\n", "\u{a0}", "\u{3000}", "\u{2028}", "\u{85}", "\u{b}",
            "\u{c}",
        ])
        .prop_map(String::from),
        prop::sample::select(vec![
            "'s", "'S", "'t", "'re", "'RE", "'ve", "'m", "'M", "'ll", "'LL", "'lL", "'d", "'D", "'", "'ſ",
            "ſ", "K",
        ])
        .prop_map(String::from),
        "[0-9]{1,7}",
        "[-=_*#/.,;:!?(){}<>|\\\\\"'`~@$%^&+\\[\\]]{1,8}",
        "[a-zA-Z]{1,10}",
        "[A-Z]{1,4}[a-z]{0,4}",
        "[àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ]{1,5}",
        "[ǅǈǋǲᾈᾉʰʱˆ々ー\u{300}-\u{36f}\u{93f}\u{94d}]{1,4}",
        "[\u{4e00}-\u{9fff}]{1,6}",
        "[\u{3040}-\u{30ff}]{1,6}",
        "[\u{ac00}-\u{d7a3}]{1,4}",
        "[\u{0600}-\u{06ff}\u{0900}-\u{097f}]{1,6}",
        "[\u{1f300}-\u{1f6ff}\u{1f900}-\u{1f9ff}\u{200d}\u{fe0f}]{1,4}",
        "[٠-٩½¼Ⅰ-Ⅻ①-⑩]{1,4}",
        " {1,40}",
        "[ \t]{1,12}",
        "[ \t\n\r\u{a0}\u{3000}]{1,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn generated_text_counts_exactly(fragments in prop::collection::vec(fragment(), 0..48)) {
        let text = fragments.concat();
        prop_assert_eq!(count_tokens(&text), REFERENCE.encode_ordinary(&text).len(), "{:?}", text);
    }

    #[test]
    fn arbitrary_strings_count_exactly(text in any::<String>()) {
        prop_assert_eq!(count_tokens(&text), REFERENCE.encode_ordinary(&text).len(), "{:?}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Long runs make pieces far above the short-merge limit (but below the chunk size, so no
    /// forced cut).
    #[test]
    fn long_runs_count_exactly(unit in fragment(), times in 1..4000usize, tail in fragment()) {
        let mut text = unit.repeat(times);
        text.truncate(text.floor_char_boundary(60_000));
        text.push_str(&tail);
        prop_assert_eq!(count_tokens(&text), REFERENCE.encode_ordinary(&text).len(), "{:?}", unit);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Wherever `adds_up` says a join adds up, the joined text counts as its two halves.
    #[test]
    fn joins_that_add_up_count_as_their_halves(
        left in prop::collection::vec(fragment(), 0..12),
        right in prop::collection::vec(fragment(), 0..12),
        glue in prop::sample::select(vec!["", "a", "7", "]\n\n", "\n", "x\n", ")\n", " ", "\n\n", "Z", "\r", " \n", "/\n", "\u{a0}\n"]),
        start in prop::sample::select(vec![
            "", "S", "9", " ", "\n", "\t", "\n\n[the", " x", "/", "-", "- a", "\u{a0}", "\u{3000}x", "'s", "\r", "é", "\u{300}",
            "#", ")", "_x",
        ]),
    ) {
        let left = left.concat() + glue;
        let right = start.to_owned() + &right.concat();
        let joined = format!("{left}{right}");
        if ctx_tokens::adds_up(&left, &right) {
            prop_assert_eq!(count_tokens(&joined), count_tokens(&left) + count_tokens(&right), "{:?} + {:?}", left, right);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A count within a limit is the count, and a text over the limit is said to be over it.
    #[test]
    fn counts_within_a_limit_are_the_count_or_over_it(
        fragments in prop::collection::vec(fragment(), 0..48),
        limit in 0..64usize,
    ) {
        let text = fragments.concat();
        let count = count_tokens(&text);
        let within = ctx_tokens::count_tokens_within(&text, limit);
        prop_assert_eq!(within, (count <= limit).then_some(count), "{:?}", text);
    }

    #[test]
    fn arbitrary_strings_within_a_limit(text in any::<String>(), limit in 0..32usize) {
        let count = count_tokens(&text);
        prop_assert_eq!(ctx_tokens::count_tokens_within(&text, limit), (count <= limit).then_some(count));
    }
}
