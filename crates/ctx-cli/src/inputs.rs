//! The conversations a history command reads: files, stdin, and directories walked for sessions
//! (a Claude Code project folder, a Codex sessions folder), read in parallel.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rayon::prelude::*;

/// One conversation to read: a file, or stdin.
#[derive(Debug, Clone)]
pub struct Input {
    /// The file; `None` for stdin.
    pub path: Option<PathBuf>,
    /// How the output names it: the file's name, or its path under the directory walked.
    pub name: String,
}

/// The inputs `paths` name, in order: stdin when there is none (or `-`), a file as itself, a
/// directory as every `*.json` and `*.jsonl` file under it, sorted by path.
pub fn expand(paths: &[PathBuf]) -> anyhow::Result<Vec<Input>> {
    if paths.is_empty() {
        return Ok(vec![Input { path: None, name: "stdin".to_owned() }]);
    }
    let mut inputs = Vec::new();
    for path in paths {
        if path == Path::new("-") {
            inputs.push(Input { path: None, name: "stdin".to_owned() });
        } else if path.is_dir() {
            let mut files = Vec::new();
            walk(path, &mut files)
                .with_context(|| format!("cannot read the directory {}", path.display()))?;
            if files.is_empty() {
                bail!("{}: no .json or .jsonl file in this directory", path.display());
            }
            files.sort();
            inputs.extend(files.into_iter().map(|file| {
                let name = file.strip_prefix(path).unwrap_or(&file).display().to_string();
                Input { path: Some(file), name }
            }));
        } else {
            inputs.push(Input { path: Some(path.clone()), name: short_name(path) });
        }
    }
    Ok(inputs)
}

/// `f` over every input, in parallel across files (rayon), the results in input order; the first
/// error in that order is the error.
pub fn map<T: Send>(
    inputs: &[Input],
    f: impl Fn(&Input) -> anyhow::Result<T> + Sync,
) -> anyhow::Result<Vec<T>> {
    inputs.par_iter().map(&f).collect::<Vec<_>>().into_iter().collect()
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, files)?;
        } else if path.extension().is_some_and(|ext| ext == "json" || ext == "jsonl") {
            files.push(path);
        }
    }
    Ok(())
}

/// The file name of a path, or the whole path when it has none.
pub fn short_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned())
}

/// Stops with a usage error (exit 2, as clap's own), for a rule on arguments clap cannot check.
pub fn usage_error(message: &str) -> ! {
    clap::Error::raw(clap::error::ErrorKind::ArgumentConflict, format!("{message}\n")).exit()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_directory_is_its_sessions_sorted_and_named_by_their_place() {
        let root = std::env::temp_dir().join(format!("ctx-inputs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for file in ["b.jsonl", "a/2025/x.jsonl", "a/notes.txt", "c.json"] {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().expect("a parent")).expect("a folder");
            std::fs::write(&path, "[]").expect("a file");
        }
        let inputs = expand(&[root.clone(), PathBuf::from("-"), root.join("c.json")]).expect("expands");
        let names: Vec<&str> = inputs.iter().map(|input| input.name.as_str()).collect();
        assert_eq!(names, ["a/2025/x.jsonl", "b.jsonl", "c.json", "stdin", "c.json"]);
        std::fs::create_dir_all(root.join("empty")).expect("a folder");
        let error = expand(&[root.join("empty")]).expect_err("nothing to read");
        assert!(error.to_string().ends_with("no .json or .jsonl file in this directory"), "{error}");
        let _ = std::fs::remove_dir_all(&root);
    }
}
