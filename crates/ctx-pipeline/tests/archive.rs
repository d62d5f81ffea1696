//! Nothing lost: on the 19 recorded trajectories, every edit the pipeline makes (squash at capture,
//! dedup, supersession, masking, shaping) names a handle, and recalling it gives the original back
//! byte for byte.

use std::sync::Arc;

use ctx_message::{ChatMessage, Conversation, Role, ToolCall};
use ctx_pipeline::{Archive, ExtractiveSummarizer, MemoryArchive, Pipeline, Policy, Rules, Tools};

/// The handle the last marker or placeholder of `text` names (`… — recall a1b2c3d4]`).
fn handle_in(text: &str) -> Option<&str> {
    let at = text.rfind("recall ")? + "recall ".len();
    let digits = &text[at..];
    let end = digits.find(|c: char| !c.is_ascii_hexdigit()).unwrap_or(digits.len());
    (end >= 8).then(|| &digits[..end])
}

#[track_caller]
fn check_recall(archive: &dyn Archive, text: &str, original: &[u8], what: &str) {
    let handle = handle_in(text).unwrap_or_else(|| panic!("{what} names no handle: {text:.200}"));
    let handle = archive.resolve(handle).expect("the handle resolves");
    assert!(archive.get(&handle).expect("the original") == original, "{what}: recall gives another text");
}

fn policies() -> Vec<(&'static str, Policy)> {
    vec![
        ("design", Policy::design()),
        ("mask-10", Policy::design().with_rules(Rules::all().mask_after_turns(Some(10)))),
        ("cache-aware-compact", Policy::cache_aware_compact()),
    ]
}

#[test]
fn every_edit_on_the_trajectories_recalls_its_original_byte_for_byte() {
    let mut edits = [0usize; 3];
    for path in ctx_testdata::trajectory_paths() {
        let conversation = Conversation::parse(&ctx_testdata::read(&path)).expect("trajectory parses");
        let tools = Tools::from_conversation(&conversation);
        for (name, policy) in policies() {
            let archive = Arc::new(MemoryArchive::new());
            let mut pipeline =
                Pipeline::with_policy(32_000, tools.clone(), policy).with_archive(archive.clone(), "replay");
            let summarizer = ExtractiveSummarizer::new();
            let mut calls: Vec<ToolCall> = Vec::new();
            let mut history: Vec<ChatMessage> = Vec::new();
            let file = ctx_testdata::file_name(&path);
            for message in &conversation.messages {
                match message.role {
                    Role::Assistant => {
                        let report = pipeline.turn(&mut history, Some(&summarizer));
                        if !report.shaped {
                            for replaced in &report.replaced {
                                let placeholder = history[replaced.index].content.text().into_owned();
                                let original = replaced.original.text();
                                check_recall(
                                    &*archive,
                                    &placeholder,
                                    original.as_bytes(),
                                    &format!("{file} {name} placeholder"),
                                );
                                edits[1] += 1;
                            }
                        }
                        if report.shaped {
                            let summary = &history[report.summary_index.expect("a summary")];
                            let original = serde_json::to_string_pretty(&report.dropped).expect("JSON");
                            check_recall(
                                &*archive,
                                &summary.content.text(),
                                original.as_bytes(),
                                "the summary",
                            );
                            edits[2] += 1;
                        }
                        calls.extend(message.calls().iter().cloned());
                        history.push(message.clone());
                    }
                    Role::Tool => {
                        let output = message.content.text().into_owned();
                        let call = message
                            .tool_call_id
                            .as_deref()
                            .and_then(|id| calls.iter().rev().find(|call| call.id == id))
                            .cloned()
                            .unwrap_or_else(|| ToolCall::function("?", "bash", "{}"));
                        let captured = pipeline.capture(&call, &output);
                        if captured != output {
                            check_recall(
                                &*archive,
                                &captured,
                                output.as_bytes(),
                                &format!("{file} {name} capture"),
                            );
                            edits[0] += 1;
                        }
                        let mut kept = message.clone();
                        kept.content = captured.into();
                        history.push(kept);
                    }
                    _ => history.push(message.clone()),
                }
            }
            // Every placeholder left in the history names an original the archive gives back.
            for message in history.iter().filter(|message| message.role == Role::Tool) {
                let text = message.content.text();
                if ctx_dedup_is_placeholder(&text) {
                    let handle = handle_in(&text).unwrap_or_else(|| panic!("{file} {name}: {text}"));
                    archive.resolve(handle).expect("the placeholder's original is archived");
                }
            }
            assert!(pipeline.archive_failure().is_none());
        }
    }
    assert!(edits.iter().all(|&count| count > 0), "every kind of edit happened: {edits:?}");
}

/// ctx's own placeholders (dedup's, supersession's and masking's).
fn ctx_dedup_is_placeholder(text: &str) -> bool {
    text.starts_with("[ctx: ") || text.starts_with("[duplicate result")
}

/// An archive that fails every call, as a full or corrupt one would.
struct Broken;

impl Archive for Broken {
    fn put(&self, _: &[u8], _: Option<&str>) -> ctx_archive::Result<ctx_pipeline::Handle> {
        Err(ctx_archive::Error::Full("the disk is full".into()))
    }
    fn resolve(&self, text: &str) -> ctx_archive::Result<ctx_pipeline::Handle> {
        Err(ctx_archive::Error::UnknownHandle(text.to_owned()))
    }
    fn get(&self, handle: &ctx_pipeline::Handle) -> ctx_archive::Result<Vec<u8>> {
        Err(ctx_archive::Error::UnknownHandle(handle.to_string()))
    }
    fn lines(
        &self,
        handle: &ctx_pipeline::Handle,
        _: &ctx_archive::LineRange,
    ) -> ctx_archive::Result<ctx_archive::Page> {
        Err(ctx_archive::Error::UnknownHandle(handle.to_string()))
    }
    fn grep(
        &self,
        handle: &ctx_pipeline::Handle,
        _: &str,
        _: usize,
    ) -> ctx_archive::Result<ctx_archive::Matches> {
        Err(ctx_archive::Error::UnknownHandle(handle.to_string()))
    }
    fn search(&self, _: &str, _: usize) -> ctx_archive::Result<ctx_archive::Found> {
        Err(ctx_archive::Error::Full("the disk is full".into()))
    }
    fn pin(&self, _: &ctx_pipeline::Handle, _: &str) -> ctx_archive::Result<()> {
        Ok(())
    }
    fn unpin(&self, _: &ctx_pipeline::Handle, _: &str) -> ctx_archive::Result<bool> {
        Ok(false)
    }
    fn release(&self, _: &str) -> ctx_archive::Result<usize> {
        Ok(0)
    }
    fn entries(&self, _: usize) -> ctx_archive::Result<Vec<ctx_archive::Entry>> {
        Ok(Vec::new())
    }
    fn stats(&self) -> ctx_archive::Result<ctx_archive::Stats> {
        Err(ctx_archive::Error::Full("the disk is full".into()))
    }
}

#[test]
fn without_an_archive_markers_are_plain_and_with_a_failing_one_capture_goes_on() {
    let log: String = (1..=2_000).map(|n| format!("test case_{n} ... ok")).collect::<Vec<_>>().join("\n");
    let call = ToolCall::function("1", "bash", r#"{"command":"cargo test"}"#);
    let plain = Pipeline::new(128_000);
    assert!(plain.recall(r#"{"handle":"a1b2c3d4"}"#).contains("keeps no archive"));
    let squashed = plain.capture(&call, &log);
    assert!(squashed.contains(" lines omitted]") && !squashed.contains("recall"), "no archive, no handle");

    let broken = Pipeline::new(128_000).with_archive(Arc::new(Broken), "replay");
    let captured = broken.capture(&call, &log);
    assert!(captured.len() < log.len() / 4, "the squash still happens");
    assert!(captured.contains(" lines omitted — original not kept]"), "{captured}");
    assert!(broken.archive_failure().is_some_and(|reason| reason.contains("full")), "the reason is said");
    assert!(broken.recall(r#"{"query":"case_7"}"#).starts_with("recall: "), "a sentence, not a panic");
}

#[test]
fn a_capture_says_which_handle_its_markers_name() {
    let call = ToolCall::function("1", "bash", r#"{"command":"cargo test"}"#);
    let log =
        |lines: usize| (1..=lines).map(|n| format!("test case_{n} ... ok")).collect::<Vec<_>>().join("\n");
    // Under and over the size from which the original is archived on a second thread.
    for output in [log(2_000), log(ctx_pipeline::ARCHIVE_ALONGSIDE_BYTES / 10)] {
        let archive = Arc::new(MemoryArchive::new());
        let pipeline = Pipeline::new(128_000).with_archive(archive.clone(), "");
        let squashed = pipeline.capture_squashed(&call, &output);
        let handle = squashed.kept.expect("the original is archived");
        assert_eq!(handle_in(&squashed.text), Some(handle.to_string().as_str()), "{}", squashed.text);
        assert_eq!(handle.hex(), ctx_archive::key_of(output.as_bytes()));
        assert_eq!(archive.get(&handle).expect("recallable"), output.as_bytes());
    }
    let output = log(2_000);
    assert_eq!(Pipeline::new(128_000).capture_squashed(&call, &output).kept, None, "no archive");
    let broken = Pipeline::new(128_000).with_archive(Arc::new(Broken), "");
    assert_eq!(broken.capture_squashed(&call, &output).kept, None, "not kept");
}

/// A capture with handles never costs more o200k tokens than its output (issues #15/#16): these
/// recorded outputs' squashes are shorter in bytes than the output but, each marker naming its
/// handle and lines, no cheaper in tokens — the output stands in (before, the annotated squash
/// was kept, weighed in bytes). Their must-keep facts are all there.
#[test]
fn a_capture_no_cheaper_than_its_output_in_tokens_gives_way_to_it() {
    use ctx_testdata::fixtures;
    use ctx_tokens::count_tokens;
    let pipeline = Pipeline::new(usize::MAX).with_archive(Arc::new(MemoryArchive::new()), "");
    for name in ["ledger-register", "redis-info", "curl-verbose-redirect"] {
        let fixture = fixtures::named(name);
        let arguments = serde_json::json!({ "command": fixture.entry.command }).to_string();
        let call = ToolCall::function("1", &fixture.entry.tool, arguments);
        let bare = Pipeline::new(usize::MAX).capture(&call, &fixture.text);
        assert!(bare.len() < fixture.text.len(), "{name}: the squash without handles is shorter");
        let captured = pipeline.capture_squashed(&call, &fixture.text);
        let (tokens, before) = (count_tokens(&captured.text), count_tokens(&fixture.text));
        assert!(tokens <= before, "{name}: {tokens} tokens captured, {before} in the output");
        assert!(captured.kept.is_some(), "{name}: the original is archived all the same");
        for fact in &fixture.entry.must_keep {
            assert!(fixtures::kept(fact, &captured.text), "{name}: {fact}");
        }
    }
}
