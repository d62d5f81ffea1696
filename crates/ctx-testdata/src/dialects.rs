//! The recorded trajectories converted into every session dialect: one folder a dialect, one
//! file a trajectory, each read back by ctx as the messages of the original.

use std::path::{Path, PathBuf};

use ctx_message::{Conversation, Dialect};

/// The file extension of a dialect's documents: `jsonl` for the JSON Lines logs, else `json`.
pub fn extension(dialect: Dialect) -> &'static str {
    if dialect.is_lines() { "jsonl" } else { "json" }
}

/// Writes each of the 19 trajectories as a document of each dialect other than Chat Completions,
/// `OUT/<dialect>/<trajectory>.<json|jsonl>`; the folders written, by dialect.
///
/// # Errors
///
/// When a folder or file cannot be written.
///
/// # Panics
///
/// When a trajectory is missing or does not parse.
pub fn convert_trajectories(out: &Path) -> std::io::Result<Vec<(Dialect, PathBuf)>> {
    let conversations: Vec<(String, Conversation)> = crate::trajectory_paths()
        .iter()
        .map(|path| {
            let stem = path.file_stem().map(|stem| stem.to_string_lossy().into_owned()).unwrap_or_default();
            let text = crate::read(path);
            let conversation =
                Conversation::parse(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            (stem, conversation)
        })
        .collect();
    let mut folders = Vec::new();
    for dialect in Dialect::ALL.into_iter().filter(|dialect| *dialect != Dialect::OpenAiChat) {
        let folder = out.join(dialect.name());
        std::fs::create_dir_all(&folder)?;
        for (stem, conversation) in &conversations {
            let file = folder.join(format!("{stem}.{}", extension(dialect)));
            std::fs::write(file, conversation.write_as(dialect))?;
        }
        folders.push((dialect, folder));
    }
    Ok(folders)
}
