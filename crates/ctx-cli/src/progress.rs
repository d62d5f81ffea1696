//! Progress on stderr for the long runs (several files, or a large input), drawn only when
//! stderr is a terminal: a script that reads stderr sees nothing of it.

use std::io::IsTerminal;
use std::path::Path;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// An input at least this large shows progress even alone (counting takes about a second per
/// 3 MB, a replay longer).
pub const LARGE_INPUT: u64 = 1 << 20;

/// A progress bar, or nothing when stderr is not a terminal or the run is short. Cleared when
/// dropped.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar of `len` steps (files, or files × strategies) with the step's name beside it.
    pub fn steps(wanted: bool, len: u64, prefix: &'static str) -> Progress {
        Progress::new(wanted, len, prefix, "{prefix} [{bar:30}] {pos}/{len} {wide_msg}")
    }

    /// A bar of `len` bytes, with the time left.
    pub fn bytes(wanted: bool, len: u64, prefix: &'static str) -> Progress {
        Progress::new(
            wanted,
            len,
            prefix,
            "{prefix} [{bar:30}] {binary_bytes}/{binary_total_bytes}, {eta} left",
        )
    }

    fn new(wanted: bool, len: u64, prefix: &'static str, template: &str) -> Progress {
        if !wanted || !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let style = match ProgressStyle::with_template(template) {
            Ok(style) => style.progress_chars("=> "),
            Err(_) => ProgressStyle::default_bar(),
        };
        let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr()).with_style(style);
        bar.set_prefix(prefix);
        bar.tick();
        Progress { bar: Some(bar) }
    }

    /// Names the step under way.
    pub fn message(&self, message: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(message.to_owned());
        }
    }

    /// Moves the bar `delta` steps or bytes on.
    pub fn advance(&self, delta: u64) {
        if let Some(bar) = &self.bar {
            bar.inc(delta);
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Whether a run over `files` is long enough for progress: several files, or one large file.
pub fn wanted_for(files: &[impl AsRef<Path>]) -> bool {
    files.len() > 1
        || files
            .iter()
            .any(|file| std::fs::metadata(file).is_ok_and(|metadata| metadata.len() >= LARGE_INPUT))
}
