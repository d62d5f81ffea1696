//! Build and package tools whose verdicts name no count: npm, make.
//!
//! What no principle tells: npm's verdict lines open with `npm error` / `npm ERR!` (a whole run
//! of them says why it failed), make's with `make: ***`.

use super::Format;

pub(super) static TOOLS: Format = Format {
    name: "tools",
    triggers: &["make: ***"],
    verdict_starts: &[b"npm error", b"npm err!", b"make: ***"],
    ..Format::NONE
};
