//! Reading a command's input: a FILE, or stdin when it is absent or `-`, decoded lossily.

use std::io::Read;
use std::path::Path;

use anyhow::Context;

/// The input's text; bytes that are not UTF-8 become U+FFFD.
pub fn read_text(file: Option<&Path>) -> anyhow::Result<String> {
    Ok(read_text_and_raw(file)?.0)
}

/// The input's text, and its raw bytes when they are not UTF-8 (the text then holds U+FFFD for
/// each byte that is not): what a caller archives so the original is not lost with them.
pub fn read_text_and_raw(file: Option<&Path>) -> anyhow::Result<(String, Option<Vec<u8>>)> {
    let bytes = read_bytes(file)?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => (text, None),
        Err(error) => (String::from_utf8_lossy(error.as_bytes()).into_owned(), Some(error.into_bytes())),
    })
}

/// The input's bytes.
fn read_bytes(file: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    match file {
        Some(path) if path != Path::new("-") => {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        }
        _ => {
            let mut bytes = Vec::new();
            std::io::stdin().lock().read_to_end(&mut bytes).context("cannot read stdin")?;
            Ok(bytes)
        }
    }
}

/// How to name the input in an error message.
pub fn display_name(file: Option<&Path>) -> String {
    match file {
        Some(path) if path != Path::new("-") => path.display().to_string(),
        _ => "stdin".to_owned(),
    }
}
