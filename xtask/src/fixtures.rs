//! `cargo xtask fixtures regen|check`: the recorded tool-output corpus and its manifest.
//!
//! Regen runs every recipe (`recipes.rs`) for real, scrubs machine paths, verifies the
//! hand-annotated facts against the recording, and writes `fixtures/tools/<name>.txt`,
//! `fixtures/manifest.json` (ctx-testdata's typed entries, each with the strategy the pipeline's
//! dispatch picks for it) and the demo conversation. Strategies re-records only the strategies,
//! running no command. Check (offline, fast, in CI) proves the files still match the manifest, and
//! the recorded sessions (`fixtures/sessions/`) theirs. See docs/fixtures.md.
mod demo;
mod recipes;
mod record;
mod sessions;
mod term;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, anyhow, bail};
use ctx_testdata::fixtures::{Entry, MIN_FIXTURES, Strategy};
use serde::Serialize;
use sha2::{Digest, Sha256};

use recipes::{Exit, RECIPES, Recipe};

/// Outputs under this many bytes pass through a squash unchanged and need no facts.
const SMALL: usize = 1_500;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives inside the workspace").to_path_buf()
}

fn fixtures_dir() -> PathBuf {
    workspace().join("fixtures")
}

/// Records every recipe, or only those named, and rewrites the manifest and the demo session.
pub fn regen(names: &[&str]) -> Result<()> {
    for name in names {
        if !RECIPES.iter().any(|r| r.name == *name) {
            bail!("no recipe named `{name}`");
        }
    }
    let selected: Vec<&Recipe> =
        RECIPES.iter().filter(|r| names.is_empty() || names.contains(&r.name)).collect();
    let root = workspace();
    let debug_dir = root.join("target-fixtures");
    fs::create_dir_all(&debug_dir)?;
    let recorder = record::Recorder::new(&root, &root.join("xtask").join("recipes"))?;
    eprintln!("scratch: {}", recorder.scratch().display());
    let today = today();
    let mut outputs = Vec::new();
    let mut problems = Vec::new();
    for recipe in selected {
        eprintln!("recording {} ...", recipe.name);
        let rec = match recorder.record(recipe) {
            Ok(rec) => rec,
            Err(err) => {
                problems.push(format!("{}: {err:#}", recipe.name));
                continue;
            }
        };
        fs::write(debug_dir.join(format!("{}.txt", recipe.name)), &rec.bytes)?;
        problems.extend(verify_recording(recipe, &rec, &recorder));
        outputs.push(entry(recipe, rec, &today));
    }
    recorder.finish()?;
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("problem: {p}");
        }
        bail!(
            "{} problem(s); nothing written (raw recordings are in {})",
            problems.len(),
            debug_dir.display()
        );
    }
    write_fixtures(&outputs, names.is_empty())?;
    write_demo()?;
    check()
}

/// Checks one recording against its recipe: exit status, purpose features, facts, scrubbing.
fn verify_recording(recipe: &Recipe, rec: &record::Recording, recorder: &record::Recorder) -> Vec<String> {
    let mut problems = Vec::new();
    let name = recipe.name;
    let failed = rec.exit_code != 0;
    if failed != (recipe.exit == Exit::Failure) {
        problems.push(format!("{name}: unexpected exit code {}", rec.exit_code));
    }
    let features = term::features(&rec.bytes);
    for need in recipe.needs {
        if !features.iter().any(|f| f == need) {
            problems.push(format!("{name}: recording lacks feature `{need}` (has {features:?})"));
        }
    }
    let text = term::clean(&rec.bytes);
    for fact in recipe.facts {
        if !text.contains(fact) {
            problems.push(format!("{name}: fact not in recording: {fact:?}"));
        }
    }
    if recipe.facts.is_empty() && recipe.tool != "read" && rec.bytes.len() >= SMALL {
        problems.push(format!("{name}: {} bytes but no facts annotated", rec.bytes.len()));
    }
    for leak in recorder.leaks(&rec.bytes) {
        problems.push(format!("{name}: unscrubbed path {leak}"));
    }
    problems
}

fn entry(recipe: &Recipe, rec: record::Recording, today: &str) -> (Entry, Vec<u8>) {
    let entry = Entry {
        name: recipe.name.to_owned(),
        file: format!("tools/{}.txt", recipe.name),
        tool: recipe.tool.to_owned(),
        command: rec.command,
        cwd: rec.cwd,
        tty: recipe.tty,
        exit_code: rec.exit_code,
        recorded: today.to_owned(),
        bytes: rec.bytes.len(),
        sha256: sha256_hex(&rec.bytes),
        features: term::features(&rec.bytes),
        // Recorded by `write_fixtures`, for every entry at once.
        strategy: None,
        must_keep: recipe.facts.iter().map(|f| (*f).to_owned()).collect(),
    };
    (entry, rec.bytes)
}

/// Writes the recorded files and merges their entries into the manifest; a full regen also
/// drops entries and files of recipes that no longer exist.
fn write_fixtures(recorded: &[(Entry, Vec<u8>)], full: bool) -> Result<()> {
    let dir = fixtures_dir();
    let tools = dir.join("tools");
    fs::create_dir_all(&tools)?;
    let mut manifest: BTreeMap<String, Entry> = if full {
        BTreeMap::new()
    } else {
        read_manifest()?.into_iter().map(|e| (e.name.clone(), e)).collect()
    };
    for (entry, bytes) in recorded {
        fs::write(dir.join(&entry.file), bytes)?;
        manifest.insert(entry.name.clone(), entry.clone());
    }
    for entry in manifest.values_mut() {
        entry.strategy = Some(dispatch(&dir, entry)?);
    }
    if full {
        for file in fs::read_dir(&tools)? {
            let file = file?;
            let name = format!("tools/{}", file.file_name().to_string_lossy());
            if !manifest.values().any(|e| e.file == name) {
                fs::remove_file(file.path())?;
            }
        }
    }
    let entries: Vec<&Entry> = manifest.values().collect();
    write_json(&dir.join("manifest.json"), &entries)
}

fn write_demo() -> Result<()> {
    let dir = fixtures_dir();
    let (session, sources) = demo::build(&dir.join("tools"))?;
    fs::create_dir_all(dir.join("demo"))?;
    write_json(&dir.join("demo").join("session.json"), &session)?;
    write_json(&dir.join("demo").join("sources.json"), &sources)
}

fn write_json<T: Serialize + ?Sized>(path: &Path, value: &T) -> Result<()> {
    let mut text = serde_json::to_string_pretty(value)?;
    text.push('\n');
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}

fn read_manifest() -> Result<Vec<Entry>> {
    let path = fixtures_dir().join("manifest.json");
    let text = fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    ctx_testdata::fixtures::parse(&text).with_context(|| format!("parsing {}", path.display()))
}

/// The strategy the pipeline's dispatch (`ctx_pipeline::squash`) picks for a recorded fixture, read
/// as the tests read it (lossy UTF-8).
fn dispatch(dir: &Path, entry: &Entry) -> Result<Strategy> {
    let path = dir.join(&entry.file);
    let bytes = fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
    let name = ctx_pipeline::squash(&entry.tool, &String::from_utf8_lossy(&bytes)).strategy.name();
    Strategy::from_name(name).ok_or_else(|| {
        anyhow!("{}: the pipeline's strategy `{name}` is not in ctx-testdata's Strategy", entry.name)
    })
}

/// Records the strategy of every fixture without running a command (after a change to the
/// dispatch, or for entries written without one), then checks the corpus.
pub fn strategies() -> Result<()> {
    let dir = fixtures_dir();
    let mut entries = read_manifest()?;
    let mut changed = 0;
    for entry in &mut entries {
        let strategy = dispatch(&dir, entry)?;
        if entry.strategy != Some(strategy) {
            let was = entry.strategy.map_or("none", Strategy::name);
            eprintln!("{}: {was} -> {}", entry.name, strategy.name());
            entry.strategy = Some(strategy);
            changed += 1;
        }
    }
    if changed > 0 {
        write_json(&dir.join("manifest.json"), &entries)?;
    }
    eprintln!("{changed} strateg{} recorded", if changed == 1 { "y" } else { "ies" });
    check()
}

/// Verifies the corpus offline: files, hashes, features, facts, the demo session, and the
/// recorded sessions with their provenance.
pub fn check() -> Result<()> {
    let dir = fixtures_dir();
    let entries = read_manifest()?;
    let mut problems = Vec::new();
    if entries.len() < MIN_FIXTURES {
        problems.push(format!("only {} fixtures, need at least {MIN_FIXTURES}", entries.len()));
    }
    let mut names = BTreeSet::new();
    for pair in entries.windows(2) {
        if pair[0].name >= pair[1].name {
            problems.push(format!("manifest not sorted by name at `{}`", pair[1].name));
        }
    }
    let mut total = 0;
    for e in &entries {
        if !names.insert(e.name.as_str()) {
            problems.push(format!("{}: duplicate name", e.name));
        }
        problems.extend(check_entry(&dir, e));
        total += e.bytes;
    }
    for file in fs::read_dir(dir.join("tools")).context("reading fixtures/tools")? {
        let name = format!("tools/{}", file?.file_name().to_string_lossy());
        if !entries.iter().any(|e| e.file == name) {
            problems.push(format!("{name}: not in the manifest"));
        }
    }
    problems.extend(check_recipes(&entries));
    let demo_messages = check_demo(&dir, &entries, &mut problems);
    let sessions = sessions::check(&dir.join("sessions"));
    problems.extend(sessions.problems);
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("fixtures: {p}");
        }
        bail!("fixtures check failed with {} problem(s)", problems.len());
    }
    println!(
        "fixtures ok: {} recordings, {total} bytes; demo session: {demo_messages} messages; \
         recorded sessions: {} files, {} bytes",
        entries.len(),
        sessions.files,
        sessions.bytes
    );
    Ok(())
}

fn check_entry(dir: &Path, e: &Entry) -> Vec<String> {
    let name = &e.name;
    let mut problems = Vec::new();
    if e.file != format!("tools/{name}.txt") {
        problems.push(format!("{name}: file should be tools/{name}.txt, is {}", e.file));
    }
    let bytes = match fs::read(dir.join(&e.file)) {
        Ok(b) => b,
        Err(err) => return vec![format!("{name}: {}: {err}", e.file)],
    };
    let date = e.recorded.as_bytes();
    let date_ok = date.len() == 10
        && date
            .iter()
            .enumerate()
            .all(|(i, b)| if i == 4 || i == 7 { *b == b'-' } else { b.is_ascii_digit() });
    if !date_ok {
        problems.push(format!("{name}: recorded should be YYYY-MM-DD, is {:?}", e.recorded));
    }
    if bytes.len() != e.bytes {
        problems.push(format!("{name}: {} bytes, manifest says {}", bytes.len(), e.bytes));
    }
    if sha256_hex(&bytes) != e.sha256 {
        problems.push(format!("{name}: sha256 differs from the manifest (was the file edited?)"));
    }
    let features = term::features(&bytes);
    if features != e.features {
        problems.push(format!("{name}: features are {features:?}, manifest says {:?}", e.features));
    }
    if e.strategy.is_none() {
        problems.push(format!("{name}: no strategy recorded (run `cargo xtask fixtures strategies`)"));
    }
    if e.must_keep.is_empty() && e.tool != "read" && bytes.len() >= SMALL {
        problems.push(format!("{name}: {} bytes but no must_keep facts", bytes.len()));
    }
    let text = term::clean(&bytes);
    for fact in &e.must_keep {
        if fact.trim().is_empty() || fact.contains('\n') {
            problems.push(format!("{name}: fact must be one non-blank line: {fact:?}"));
        } else if !text.contains(fact.as_str()) {
            problems.push(format!("{name}: must_keep fact not found: {fact:?}"));
        }
    }
    problems
}

/// Problems where the recipe table and the manifest disagree: a recipe added, removed or
/// re-annotated since the last regen.
fn check_recipes(entries: &[Entry]) -> Vec<String> {
    let mut problems = Vec::new();
    for recipe in RECIPES {
        let Some(e) = entries.iter().find(|e| e.name == recipe.name) else {
            problems.push(format!("{}: recipe never recorded (run regen {0})", recipe.name));
            continue;
        };
        let same = e.tool == recipe.tool
            && e.tty == recipe.tty
            && e.command == record::command_line(recipe)
            && e.must_keep.iter().map(String::as_str).eq(recipe.facts.iter().copied());
        if !same {
            problems.push(format!("{}: recipe changed since it was recorded (run regen {0})", e.name));
        }
    }
    for e in entries {
        if !RECIPES.iter().any(|r| r.name == e.name) {
            problems.push(format!("{}: in the manifest but no recipe has this name", e.name));
        }
    }
    problems
}

/// Checks the demo session; returns its message count.
fn check_demo(dir: &Path, entries: &[Entry], problems: &mut Vec<String>) -> usize {
    let read = |file: &str| -> Result<serde_json::Value> {
        let path = dir.join("demo").join(file);
        let text = fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))
    };
    let (session, sources) = match (read("session.json"), read("sources.json")) {
        (Ok(s), Ok(src)) => (s, src),
        (Err(err), _) | (_, Err(err)) => {
            problems.push(format!("demo: {err:#}"));
            return 0;
        }
    };
    let sources: Vec<demo::Source> = match serde_json::from_value(sources) {
        Ok(s) => s,
        Err(err) => {
            problems.push(format!("demo/sources.json: {err}"));
            return 0;
        }
    };
    for s in &sources {
        if !entries.iter().any(|e| e.name == s.fixture) {
            problems.push(format!("demo/sources.json: fixture `{}` not in the manifest", s.fixture));
        }
    }
    problems.extend(demo::verify(&session, &sources, &dir.join("tools")));
    session["messages"].as_array().map_or(0, Vec::len)
}

fn sha256_hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    Sha256::digest(bytes).iter().fold(String::with_capacity(64), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    })
}

/// Today's UTC date as YYYY-MM-DD (civil-from-days, Howard Hinnant's algorithm).
fn today() -> String {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    civil_date(i64::try_from(secs / 86_400).unwrap_or(0))
}

fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(19_782), "2024-02-29");
        assert_eq!(civil_date(20_424), "2025-12-02");
    }

    #[test]
    fn recipes_are_well_formed() {
        let mut names = BTreeSet::new();
        for r in RECIPES {
            assert!(names.insert(r.name), "duplicate recipe {}", r.name);
            assert!(r.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
            assert!(["bash", "grep", "glob", "read", "task", "websearch"].contains(&r.tool), "{}", r.name);
            assert!(r.facts.iter().all(|f| !f.trim().is_empty() && !f.contains('\n')), "{}", r.name);
        }
        assert!(RECIPES.len() >= MIN_FIXTURES);
    }

    #[test]
    fn a_regen_writes_the_demo_session_byte_for_byte_as_committed() {
        let dir = fixtures_dir();
        let (session, _) = demo::build(&dir.join("tools")).expect("the demo session builds");
        let mut written = serde_json::to_string_pretty(&session).expect("the session serializes");
        written.push('\n');
        let committed = fs::read_to_string(dir.join("demo").join("session.json")).expect("the demo session");
        assert!(written == committed, "a regen would rewrite fixtures/demo/session.json");
    }
}
