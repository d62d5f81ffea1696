//! The little of TOML that xtask reads from the workspace's own manifests: section headers and
//! their `key = value` lines, values kept as written.

/// One `[header]` and the `key = value` lines under it, in order.
pub struct Section {
    /// The header without its brackets: `profile.release`, `profile.dev.package."*"`.
    pub header: String,
    /// Each key with its raw value (`1`, `"release"`, `{ path = "x" }`), comments removed.
    pub entries: Vec<(String, String)>,
}

impl Section {
    /// The raw value of `key`, if the section sets it (the tidy tests read profiles with it).
    #[cfg(test)]
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries.iter().find(|(name, _)| name == key).map(|(_, value)| value.as_str())
    }
}

/// The sections of a manifest; lines before the first header and array-of-tables headers
/// (`[[bench]]`) count as sections too, the latter with their double brackets kept.
pub fn sections(text: &str) -> Vec<Section> {
    let mut sections = vec![Section { header: String::new(), entries: Vec::new() }];
    for line in text.lines() {
        let line = strip_comment(line).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(header) = line.strip_prefix('[').and_then(|rest| rest.strip_suffix(']')) {
            sections.push(Section { header: header.trim().to_owned(), entries: Vec::new() });
        } else if let Some((key, value)) = line.split_once('=')
            && let Some(section) = sections.last_mut()
        {
            section.entries.push((key.trim().to_owned(), value.trim().to_owned()));
        }
    }
    sections
}

/// A line without its `#` comment (a `#` inside a string is kept).
fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    for (index, byte) in line.bytes().enumerate() {
        match byte {
            b'"' => in_string = !in_string,
            b'#' if !in_string => return &line[..index],
            _ => {}
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(text: &str, header: &str, key: &str, expected: Option<&str>) {
        let sections = sections(text);
        let section = sections.iter().find(|section| section.header == header).expect("the section");
        assert_eq!(section.get(key), expected, "{text}");
    }

    #[test]
    fn reads_headers_keys_and_raw_values() {
        check("[profile.release]\ndebug = 0\n", "profile.release", "debug", Some("0"));
        check("[a]\nx = 1 # one\n[b]\nx = 2\n", "a", "x", Some("1"));
        check("[a]\nx = \"#not a comment\"\n", "a", "x", Some("\"#not a comment\""));
        check(
            "[profile.dev.package.\"*\"]\nopt-level = 2\n",
            "profile.dev.package.\"*\"",
            "opt-level",
            Some("2"),
        );
        check("# debug = 1\n[a]\n", "a", "debug", None);
        check("[[bench]]\nname = \"count\"\n", "[bench]", "name", Some("\"count\""));
    }
}
