//! `Level` and the proxy's log: one line per event on stderr, never a header (credentials travel
//! in headers), and each reason a request went untouched said once.

use std::collections::HashSet;
use std::fmt;
use std::io::Write;
use std::str::FromStr;
use std::sync::{Mutex, PoisonError};

/// How much the proxy says on stderr.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
#[non_exhaustive]
pub enum Level {
    /// Nothing but failures to start.
    Off,
    /// Upstream failures and requests forwarded untouched (each reason once).
    Warn,
    /// Besides, one line per rewritten request: the session and what changed. The default.
    #[default]
    Info,
    /// Besides, one line per request, rewritten or not, with its upstream status.
    Debug,
}

impl Level {
    /// The level's name, as `--log` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Off => "off",
            Level::Warn => "warn",
            Level::Info => "info",
            Level::Debug => "debug",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = crate::Error;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        [Level::Off, Level::Warn, Level::Info, Level::Debug]
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or_else(|| crate::Error::Level(name.to_owned()))
    }
}

/// The log of one proxy.
#[derive(Debug)]
pub(crate) struct Log {
    level: Level,
    said: Mutex<HashSet<String>>,
}

impl Log {
    pub(crate) fn new(level: Level) -> Log {
        Log { level, said: Mutex::new(HashSet::new()) }
    }

    /// Writes `line` when the log's level includes `level`.
    pub(crate) fn say(&self, level: Level, line: fmt::Arguments<'_>) {
        if level <= self.level && self.level != Level::Off {
            let _ = writeln!(std::io::stderr().lock(), "ctx proxy: {line}");
        }
    }

    /// Writes `line` at `level` the first time `key` is said.
    pub(crate) fn once(&self, level: Level, key: &str, line: fmt::Arguments<'_>) {
        if self.said.lock().unwrap_or_else(PoisonError::into_inner).insert(key.to_owned()) {
            self.say(level, line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_by_name_and_are_ordered() {
        for level in [Level::Off, Level::Warn, Level::Info, Level::Debug] {
            assert_eq!(level.name().parse::<Level>().expect("a level"), level);
        }
        assert_eq!(
            "loud".parse::<Level>().expect_err("unknown").to_string(),
            "unknown log level `loud`: expected off, warn, info or debug"
        );
        assert!(Level::Warn < Level::Info && Level::Info < Level::Debug);
    }

    #[test]
    fn a_reason_is_said_once() {
        let log = Log::new(Level::Off);
        log.once(Level::Warn, "a", format_args!("first"));
        log.once(Level::Warn, "a", format_args!("again"));
        assert_eq!(log.said.lock().expect("lock").len(), 1);
    }
}
