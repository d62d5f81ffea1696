//! The recorded tool-output corpus: `fixtures/manifest.json` typed, its one loader, the fact-kept
//! check, and the body of a fixture's snapshot.
//!
//! xtask writes the manifest (`cargo xtask fixtures regen`) and checks it (`fixtures check`) with
//! these types; the tests, the benchmarks and the `squash_report` example read it through
//! [`fixtures`]. The schema is documented in docs/fixtures.md.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The byte budget the pipeline gives `squash_tree` and `squash_generic`
/// (`ctx_pipeline::GENERIC_BUDGET`; ctx-pipeline's fixture test checks that the two agree), so
/// that ctx-squash-text's snapshots show what the pipeline stores.
pub const BUDGET: usize = 3_000;

/// The byte budget the pipeline gives `squash_prose` (`ctx_pipeline::PROSE_BUDGET`; ctx-pipeline's
/// fixture test checks that the two agree).
pub const PROSE_BUDGET: usize = 8 * 1024;

/// Fewest recordings the corpus holds: a loader that finds fewer is reading the wrong file.
pub const MIN_FIXTURES: usize = 40;

/// One recording of the manifest, in the manifest's field order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The recipe name, unique, `[a-z0-9-]`.
    pub name: String,
    /// `tools/<name>.txt`, relative to `fixtures/`.
    pub file: String,
    /// The agent tool the output would come from: `bash`, `grep`, `glob`, `read`.
    pub tool: String,
    /// The exact command line given to `bash -c`.
    pub command: String,
    /// The working directory, scrubbed.
    pub cwd: String,
    /// Whether the command ran under a pseudo-terminal.
    pub tty: bool,
    /// The command's exit status.
    pub exit_code: i32,
    /// The date of recording, `YYYY-MM-DD` (UTC).
    pub recorded: String,
    /// The file's length.
    pub bytes: usize,
    /// Hex sha256 of the file's bytes.
    pub sha256: String,
    /// Features detected from the bytes (`ansi`, `crlf`, `json` …).
    pub features: Vec<String>,
    /// Which path the pipeline's dispatch (`ctx_pipeline::squash`) sends the output down, as
    /// `cargo xtask fixtures regen` or `fixtures strategies` recorded it. Absent in an entry
    /// written before the field existed; ctx-pipeline's fixture test then fails and says how to
    /// record it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<Strategy>,
    /// The facts a squash must keep, each a substring of one line of the cleaned text.
    pub must_keep: Vec<String>,
}

/// The paths of the pipeline's dispatch, named as `ctx squash --stats` names them; each squash
/// crate snapshots the fixtures of its own strategies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Strategy {
    /// A `read` output: byte-exact (ctx-pipeline).
    Exempt,
    /// Under the pipeline's 1,500-byte floor: unchanged (ctx-pipeline).
    BelowFloor,
    /// `ctx_squash_json::squash_json`.
    Json,
    /// `ctx_squash_json::squash_ndjson`.
    Ndjson,
    /// `ctx_squash_text::squash_table`.
    Table,
    /// `ctx_squash_log::squash_log`: any other output made of lines.
    Log,
    /// `ctx_squash_text::squash_listing`.
    Listing,
    /// `ctx_squash_text::squash_tree` with [`BUDGET`].
    Tree,
    /// `ctx_squash_text::squash_prose` with [`PROSE_BUDGET`].
    Prose,
    /// `ctx_squash_text::squash_generic` with [`BUDGET`], on a diff.
    Diff,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 10] = [
        Strategy::Exempt,
        Strategy::BelowFloor,
        Strategy::Json,
        Strategy::Ndjson,
        Strategy::Table,
        Strategy::Log,
        Strategy::Listing,
        Strategy::Tree,
        Strategy::Prose,
        Strategy::Diff,
    ];

    /// The name in the manifest, the same as `ctx_pipeline::Strategy::name`.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Exempt => "exempt",
            Strategy::BelowFloor => "below-floor",
            Strategy::Json => "json",
            Strategy::Ndjson => "ndjson",
            Strategy::Table => "table",
            Strategy::Log => "log",
            Strategy::Listing => "listing",
            Strategy::Tree => "tree",
            Strategy::Prose => "prose",
            Strategy::Diff => "diff",
        }
    }

    /// The strategy of this name.
    pub fn from_name(name: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|strategy| strategy.name() == name)
    }
}

/// A recording and its manifest entry.
#[derive(Debug, Clone)]
pub struct Fixture {
    /// Its manifest entry.
    pub entry: Entry,
    /// The recorded bytes, decoded lossily as UTF-8 (as the CLI and an agent read them).
    pub text: String,
}

/// The workspace's `fixtures/` folder.
pub fn dir() -> PathBuf {
    crate::workspace_root().join("fixtures")
}

/// The manifest's entries, from its text.
pub fn parse(text: &str) -> Result<Vec<Entry>, serde_json::Error> {
    serde_json::from_str(text)
}

/// The manifest's entries, in its order.
///
/// # Panics
///
/// When `fixtures/manifest.json` cannot be read or parsed, or holds fewer than [`MIN_FIXTURES`].
pub fn manifest() -> Vec<Entry> {
    let path = dir().join("manifest.json");
    let entries = parse(&crate::read(&path)).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    assert!(entries.len() >= MIN_FIXTURES, "{} holds only {} fixtures", path.display(), entries.len());
    entries
}

/// Every fixture of the manifest, in its order.
///
/// # Panics
///
/// As [`manifest`], and when a recorded file is missing.
pub fn fixtures() -> Vec<Fixture> {
    let dir = dir();
    manifest()
        .into_iter()
        .map(|entry| {
            let path = dir.join(&entry.file);
            let bytes = std::fs::read(&path)
                .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
            Fixture { text: String::from_utf8_lossy(&bytes).into_owned(), entry }
        })
        .collect()
}

/// The fixture the manifest names `name`, its recording alone read.
///
/// # Panics
///
/// As [`manifest`], when no entry is named `name`, and when its recorded file is missing.
pub fn named(name: &str) -> Fixture {
    let entry = manifest()
        .into_iter()
        .find(|entry| entry.name == name)
        .unwrap_or_else(|| panic!("no fixture {name} in the manifest"));
    let path = dir().join(&entry.file);
    let bytes =
        std::fs::read(&path).unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    Fixture { text: String::from_utf8_lossy(&bytes).into_owned(), entry }
}

/// The fixtures the manifest sends down one of `strategies`, in its order.
///
/// # Panics
///
/// As [`fixtures`].
pub fn handled_by(strategies: &[Strategy]) -> Vec<Fixture> {
    fixtures()
        .into_iter()
        .filter(|fixture| fixture.entry.strategy.is_some_and(|strategy| strategies.contains(&strategy)))
        .collect()
}

/// The fixtures the manifest sends down one of `strategies`, each with what the pipeline stores
/// for it ([`Fixture::stored`]) given `squash`: the crate's squasher of that strategy, run on the
/// recording as the pipeline runs it (terminal noise removed first).
///
/// # Panics
///
/// As [`fixtures`], when none is handled, and when a squash drops a must-keep fact (all of them
/// are listed).
#[track_caller]
pub fn squash_handled(
    strategies: &[Strategy],
    squash: impl Fn(Strategy, &str) -> String,
) -> Vec<(Fixture, String)> {
    let squashed: Vec<(Fixture, String)> = handled_by(strategies)
        .into_iter()
        .map(|fixture| {
            let strategy = fixture.entry.strategy.expect("handled_by keeps fixtures with a strategy");
            let stored = fixture.stored(squash(strategy, &fixture.text));
            (fixture, stored)
        })
        .collect();
    assert!(!squashed.is_empty(), "the manifest sends no fixture down {strategies:?}");
    let known = known_lost();
    let dropped: Vec<String> = squashed
        .iter()
        .flat_map(|(fixture, stored)| {
            fixture.dropped(stored).into_iter().map(|fact| format!("{}: {fact}", fixture.entry.name))
        })
        .filter(|dropped| !known.contains(dropped))
        .collect();
    assert!(dropped.is_empty(), "facts dropped:\n{}", dropped.join("\n"));
    squashed
}

/// The third round of recordings of unseen formats (docs/benchmarks.md, "round 3"), annotated
/// from the raw output before ctx ran on them; `squash_report` prints their figures apart.
pub const ROUND3: &[&str] = &[
    "cargo-build-mixed",
    "cargo-test-assert-diff",
    "rust-thread-panic-full",
    "gpp-template-errors",
    "gpp-concepts-errors",
    "ubsan-asan-overflow",
    "asan-use-after-free",
    "ctest-fail",
    "go-generics-errors",
    "go-deadlock",
    "go-test-json",
    "mvn-test-fail",
    "mvn-compile-errors-cold",
    "java-stackoverflow",
    "rspec-fail",
    "minitest-fail",
    "rubocop-offenses",
    "ruby-nomethoderror",
    "jest-coverage-snapshot",
    "git-log-stat-300",
    "git-diff-range",
    "git-blame-long",
    "find-usr",
    "dpkg-list",
    "ls-la-usr-bin",
    "man-git-rebase",
    "curl-help-all",
    "pydoc-subprocess",
    "dpkg-log",
    "apt-history-log",
    "claude-task-report",
    "claude-websearch-results",
    "tsc-nested-errors",
    "eslint-max-warnings",
    "python-doctest",
    "python-recursion",
    "pip-build-fail",
    "go-doc-strings",
    "node-help",
    "openssl-x509-text",
    "alternatives-log",
];

/// The fourth round (docs/benchmarks.md, "round 4"): formats and ecosystems none of the earlier
/// rounds recorded, annotated from the raw output before ctx ran on them, to measure squash at
/// first contact; `squash_report` prints their figures apart.
pub const ROUND4: &[&str] = &[
    "terraform-plan",
    "terraform-validate-errors",
    "kubectl-kustomize",
    "gdb-backtrace",
    "strace-crash",
    "objdump-disassembly",
    "readelf-symbols",
    "xxd-elf-header",
    "make-recursive-errors",
    "cmake-configure-fail",
    "python-exception-group",
    "python-cprofile",
    "coverage-unittest",
    "bandit-report",
    "fastapi-openapi",
    "pyright-errors",
    "vite-build-errors",
    "sqlite3-report",
    "jstack-deadlock",
    "javap-bytecode",
    "git-rebase-conflict",
    "git-diff-conflict",
    "jq-cargo-metadata",
    "tree-libc-src",
    "du-sorted",
    "tar-list-crate",
    "gcc-help-warnings",
    "man-ssh-config",
    "docker-run-help",
    "lscpu",
    "apt-cache-show",
];

/// The fifth round (docs/benchmarks.md, "round 5"): ecosystems and shapes none of the earlier rounds
/// recorded (PHP, Perl, shell, Fortran, Ant, BDD and keyword-driven test runners, linters of YAML,
/// SQL, Markdown and shell, config dumps, CSV, SQL dumps, XML, HTML, diffs, a bisect), annotated
/// from the raw output before ctx ran on them, to measure squash at first contact; `squash_report`
/// prints their figures apart.
pub const ROUND5: &[&str] = &[
    "gcc-analyzer",
    "javadoc-errors",
    "phpunit-fail",
    "php-uncaught-exception",
    "php-info-modules",
    "prove-verbose-fail",
    "perl-compile-and-confess",
    "shellcheck-warnings",
    "bash-xtrace",
    "bats-fail",
    "behave-fail",
    "robot-fail",
    "yamllint-errors",
    "sqlfluff-lint",
    "sphinx-build-warnings",
    "ansible-playbook-fail",
    "pip-show-files",
    "pytest-junit-xml",
    "python-importtime",
    "mocha-fail",
    "webpack-build-errors",
    "markdownlint-errors",
    "node-minified-crash",
    "npm-outdated-all",
    "npm-explain",
    "ant-build-javac",
    "java-show-settings",
    "gfortran-errors",
    "cppcheck-report",
    "git-bisect-run",
    "git-log-patch",
    "diff-recursive",
    "diff-side-by-side",
    "grep-rn-unwrap",
    "sqlite3-csv-export",
    "sqlite3-dump",
    "xmllint-schema-errors",
    "pypi-simple-html",
    "ssh-config-dump",
    "debian-changelog",
    "ansible-config-dump",
    "massif-ms-print",
    "strace-summary",
];

/// The sixth round (docs/benchmarks.md, "round 6"): ecosystems and shapes none of the earlier rounds
/// recorded (Lua, Tcl, Erlang, Elixir, meson/ninja, autoconf, clang-tidy, cpplint, quilt, gettext,
/// jasmine, stylelint, GraphQL, pre-commit, tox, pydocstyle, radon, git range-diff, reflog and
/// submodules, rsync, checksums, valgrind XML, `ImageMagick`, exiftool, TLS and HTTP traces, access
/// and structured JSON logs, system tables), annotated from the raw output before ctx ran on them,
/// to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND6: &[&str] = &[
    "lua-runtime-error",
    "busted-fail",
    "tcl-error-trace",
    "tcltest-fail",
    "erlc-errors",
    "eunit-fail",
    "mix-test-fail",
    "elixirc-errors",
    "meson-setup",
    "ninja-build-errors",
    "configure-missing-lib",
    "clang-tidy-warnings",
    "cpplint-report",
    "quilt-push-reject",
    "msgfmt-check",
    "sha256sum-check",
    "rsync-itemize-stats",
    "unzip-list-jar",
    "git-clone-progress",
    "git-range-diff",
    "git-reflog",
    "git-submodule-update",
    "git-grep-function",
    "git-shortlog",
    "valgrind-xml",
    "imagemagick-identify",
    "exiftool-groups",
    "pipdeptree",
    "radon-complexity",
    "pydocstyle-report",
    "pre-commit-hooks",
    "tox-envs",
    "json-structured-log",
    "jasmine-fail",
    "stylelint-errors",
    "graphql-validate",
    "npm-registry-minified",
    "curl-verbose-redirect",
    "openssl-s-client",
    "http-access-log",
    "lsof-server",
    "netstat-statistics",
    "system-status-tables",
];

/// The seventh round (docs/benchmarks.md, "round 7"): ecosystems and shapes none of the earlier
/// rounds recorded (Haskell, `OCaml`, C# and Mono, D, NASM, Guile, SWI-Prolog, R, pdfLaTeX, Django,
/// pandas and numpy, isort, pyupgrade, vulture, Prometheus exposition, rustdoc, `rustc --explain`,
/// hyperfine, perf, `make -d`, `PostgreSQL`, Redis, nginx, `GnuPG`, a texmf listing, a man page, a
/// package's contents, `ip -s`), annotated from the raw output before ctx ran on them, to measure
/// squash at first contact; `squash_report` prints their figures apart.
pub const ROUND7: &[&str] = &[
    "ghc-type-errors",
    "ghc-runtime-error",
    "ocaml-compile-errors",
    "ocaml-exception-backtrace",
    "mcs-errors",
    "mono-unhandled-exception",
    "gdc-errors",
    "nasm-errors",
    "guile-backtrace",
    "swipl-plunit-fail",
    "rscript-error",
    "r-model-summary",
    "pdflatex-errors",
    "pdflatex-overfull-boxes",
    "django-check-errors",
    "django-test-fail",
    "django-makemigrations-dry-run",
    "django-diffsettings",
    "pandas-wide-frame",
    "numpy-broadcast-error",
    "isort-check-diff",
    "vulture-dead-code",
    "pyupgrade-rewrites",
    "prometheus-exposition",
    "cargo-doc-warnings",
    "rustc-explain",
    "hyperfine-compare",
    "hyperfine-help",
    "perf-stat",
    "perf-report-stdio",
    "make-debug-trace",
    "psql-errors",
    "psql-explain-analyze",
    "psql-describe-tables",
    "psql-show-all",
    "postgres-server-log",
    "redis-info",
    "nginx-t-error",
    "gpg-list-sigs",
    "find-texmf-sty",
    "man-psql",
    "dpkg-deb-contents",
    "r-stats-functions",
    "psql-expanded-stats",
    "perf-list",
    "ip-stats-addr",
];

/// The eighth round (docs/benchmarks.md, "round 8"): ecosystems and shapes none of the earlier
/// rounds recorded (Ada, `GnuCOBOL`, Free Pascal, Nim, Vala, protoc, Graphviz, gawk, `MariaDB`,
/// Apache, perlcritic, helgrind and drd, callgrind and cachegrind, gcov, lcov, ltrace, `info`,
/// nmap, `SQLAlchemy` and Alembic, prettier, rollup, nftables, iptables, `git log
/// --format=fuller`), annotated from the raw output before ctx ran on them, to measure squash at
/// first contact; `squash_report` prints their figures apart.
pub const ROUND8: &[&str] = &[
    "gnat-compile-errors",
    "gnat-constraint-error",
    "cobc-errors",
    "cobol-subscript-error",
    "fpc-errors",
    "fpc-runtime-error",
    "fpc-help",
    "nim-type-mismatch",
    "nim-unittest-fail",
    "nim-fullhelp",
    "valac-errors",
    "protoc-errors",
    "dot-syntax-error",
    "gawk-lint-errors",
    "mariadb-session-errors",
    "mariadb-show-variables",
    "mariadb-admin-status",
    "mariadb-innodb-status",
    "mariadb-dump",
    "mariadb-server-log",
    "apache2-config-error",
    "apache2-directives",
    "perlcritic-report",
    "helgrind-race",
    "drd-race",
    "callgrind-annotate",
    "cachegrind-annotate",
    "gcov-branches",
    "lcov-capture-list",
    "ltrace-trace",
    "ltrace-summary",
    "info-coreutils-ls",
    "nmap-script-help",
    "find-nmap-tree",
    "sqlalchemy-integrity-error",
    "alembic-upgrade-fail",
    "prettier-check",
    "rollup-build-error",
    "nft-check-errors",
    "nft-list-ruleset",
    "iptables-list-verbose",
    "git-log-fuller",
];

/// The ninth round (docs/benchmarks.md, "round 9"): ecosystems and shapes none of the earlier
/// rounds recorded (bison and flex, Verilog and VHDL with iverilog, vvp, yosys and ghdl, SBCL,
/// HTML tidy, xsltproc, luacheck and `luac -l`, hlint, dune, codespell, cloc, flawfinder,
/// clang-format, doxygen, gprof, shfmt, mandoc, `make -p`, `gcc -Q --help=optimizers`, `node
/// --v8-options`, `java -XX:+PrintFlagsFinal`, `perl -V`, `pip debug`, `openssl ciphers`, `python
/// -m dis`, `sqlite3 .eqp full`, Redis `CONFIG GET` and errors, `git diff --word-diff`, `git
/// ls-tree -l`, rackunit, Emacs byte-compile and ERT, gfortran's bounds check, `tcpdump -X`),
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND9: &[&str] = &[
    "bison-counterexamples",
    "bison-report-states",
    "flex-errors",
    "iverilog-elab-errors",
    "vvp-testbench-fail",
    "yosys-synth-stat",
    "ghdl-analysis-errors",
    "ghdl-bound-check",
    "sbcl-compile-warnings",
    "sbcl-unhandled-error",
    "tidy-html-warnings",
    "xsltproc-compile-errors",
    "luacheck-warnings",
    "luac-listing",
    "hlint-hints",
    "dune-build-errors",
    "dune-cram-diff",
    "codespell-crates",
    "cloc-by-file",
    "flawfinder-report",
    "clang-format-dry-run",
    "doxygen-warnings",
    "gprof-call-graph",
    "shfmt-diff",
    "mandoc-lint",
    "make-print-database",
    "gcc-optimizers-o2",
    "node-v8-options",
    "java-print-flags-final",
    "perl-config-v",
    "pip-debug-verbose",
    "openssl-ciphers-v",
    "python-dis-module",
    "sqlite3-eqp-full",
    "redis-config-get",
    "redis-session-errors",
    "git-word-diff",
    "git-ls-tree-long",
    "raco-test-fail",
    "emacs-byte-compile",
    "emacs-ert-fail",
    "gfortran-bounds-check",
    "sbcl-speed-notes",
    "tcpdump-hex-dump",
];

/// The tenth round (docs/benchmarks.md, "round 10"): ecosystems and shapes none of the earlier
/// rounds recorded (system reference dumps: `ldconfig -p`, `getent services`, `iconv -l`, `sysctl
/// -a`, `zdump -v`, `dpkg-query` sizes, `apt-get -s`; compiler and linker dumps: `gcc -dM`, `gcc -Q
/// --help=target`, `ld --verbose`, `g++ -H`, `-ftime-report`, a linker map, gcc's JSON
/// diagnostics, `readelf -a`, `nm -C`, `ldd -v`; gdb registers and disassembly, pdb post-mortem,
/// `python -m trace`, tracemalloc, faulthandler, `node --prof-process`, `gawk --profile`; `javap
/// -v`, jdeps, jshell; node's junit reporter, `npm config ls -l`, node's `process.config`, `ghc
/// --info`, `rustc -W help`, the crates.io sparse index, `keytool -printcert`, `openssl asn1parse`
/// and `verify`, `curl --trace-ascii`, ab, `wget -S`, `systemd-analyze verify`, `perl
/// -Mdiagnostics`, `sqlite3 -json` and mid-script errors, python's compileall, tokenize and ast,
/// `git fsck`, `apply --check`, `verify-pack`, `blame --porcelain`, `rev-list --objects`),
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND10: &[&str] = &[
    "ldconfig-cache",
    "getent-services",
    "iconv-list",
    "gcc-predefined-macros",
    "gcc-target-options",
    "ld-default-script",
    "keytool-printcert",
    "apt-get-simulate",
    "dpkg-query-sizes",
    "zdump-transitions",
    "sysctl-all",
    "rustc-lint-help",
    "crates-index-serde",
    "ghc-info",
    "npm-config-list",
    "node-process-config",
    "readelf-all",
    "ldd-verbose",
    "nm-demangled",
    "gdb-registers-disassemble",
    "linker-map",
    "gpp-include-tree",
    "gcc-json-diagnostics",
    "gpp-time-report",
    "python-compileall-errors",
    "python-pdb-postmortem",
    "python-trace-lines",
    "python-tracemalloc-top",
    "python-faulthandler-segv",
    "python-tokenize",
    "python-ast-dump",
    "javap-verbose",
    "jshell-errors",
    "jdeps-verbose",
    "node-test-junit",
    "node-prof-process",
    "systemd-analyze-verify",
    "gawk-profile",
    "perl-diagnostics",
    "sqlite3-json",
    "sqlite3-constraint-errors",
    "openssl-asn1parse",
    "openssl-verify-chain",
    "curl-trace-ascii",
    "ab-load-test",
    "wget-server-response",
    "git-fsck-unreachable",
    "git-apply-check-fail",
    "git-verify-pack",
    "git-blame-porcelain",
    "git-rev-list-objects",
];

/// The eleventh round (docs/benchmarks.md, "round 11"): ecosystems and shapes none of the
/// earlier rounds recorded (sanitizer and memory reports: `LeakSanitizer`, `ThreadSanitizer`,
/// valgrind with many leaks, gdb's `thread apply all bt full`; compiler and build dumps: `gcc
/// -fopt-info-all`, `gcc -v`, `make -n`, `javac -Xlint:all`; byte dumps: `hexdump -C`, `od -c`,
/// `cmp -l`, `strings -t x`, `pickletools -a`; failures with their crux: pytest `--tb=long` over
/// parametrized cases, a Java chain with suppressed exceptions, node's `AggregateError` with
/// `[cause]` chains, `--trace-warnings`, `-X dev` warnings, jq runtime errors, bibtex, `sed
/// --debug`, perl's Concise op tree; git merge conflicts and their combined diff, stashes,
/// `cherry -v`, `for-each-ref`, `diff --stat`, `log --numstat`; reference dumps and listings:
/// `/proc` files, terminfo, fonts, openssl's algorithms, pkg-config, `dpkg -L`, `apt-cache
/// showpkg`, `zipinfo -v`, apropos, `ghc --show-options`, `rustc -C help`, a `uniq -c` ranking,
/// `wc -l` over a tree, sqlite's bytecode and box tables), annotated from the raw output before
/// ctx ran on them, to measure squash at first contact; `squash_report` prints their figures
/// apart.
pub const ROUND11: &[&str] = &[
    "pytest-parametrize-long",
    "pytest-collect-only",
    "python-dev-warnings",
    "python-pickletools",
    "lsan-leak-report",
    "valgrind-many-leaks",
    "tsan-data-race",
    "gdb-all-threads",
    "gcc-opt-info",
    "gcc-verbose-compile",
    "make-dry-run",
    "hexdump-canonical",
    "od-characters",
    "cmp-list-bytes",
    "strings-offsets",
    "java-suppressed-causes",
    "javac-xlint-all",
    "node-aggregate-cause",
    "node-trace-warnings",
    "sqlite3-explain-bytecode",
    "sqlite3-box-table",
    "git-stash-list",
    "git-cherry-verbose",
    "git-for-each-ref",
    "git-merge-conflict",
    "git-diff-combined",
    "git-diff-stat-range",
    "git-log-numstat",
    "proc-meminfo",
    "proc-self-status",
    "proc-cpuinfo",
    "infocmp-terminfo",
    "fc-list-fonts",
    "openssl-list-algorithms",
    "pkg-config-list",
    "dpkg-listfiles",
    "apt-cache-showpkg",
    "zipinfo-verbose",
    "apropos-syscalls",
    "jq-runtime-errors",
    "bibtex-warnings",
    "sed-debug",
    "perl-concise-optree",
    "uniq-count-ranking",
    "wc-lines-tree",
    "ghc-show-options",
    "rustc-codegen-help",
];

/// The twelfth round (docs/benchmarks.md, "round 12"): ecosystems and shapes none of the
/// earlier rounds recorded (a cargo build script that panics under `-v`, `cargo test -- --list`,
/// `cargo tree -e features`; Python's unittest subtests, asyncio debug mode, a multiprocessing
/// remote traceback, `json.tool`, pstats callers and callees, pytest `-rA` with captured logs and
/// warnings, `help('modules')`, `pip list -v`; C toolchain dumps: `gcc -E`, `-fverbose-asm`,
/// `gcc -M`, `ar tv` of libc, `size -A`, gdb's `info functions` and `ptype`, DHAT, the DWARF
/// `.debug_info`, `make -k`, gawk's `--dump-variables`, `file` over `/usr/bin`; git `am` and
/// `merge-tree` conflicts, `diff --check`, `status --porcelain=v2`, `show-branch`, `ls-files -s`,
/// `cat-file --batch-check`, `log -L`, a merge's `show --stat`, `patch --dry-run` rejects;
/// sqlite's `integrity_check`, xmllint's well-formedness errors, jq flattening cargo metadata,
/// node's TAP reporter, `node --check`, `npm pack --dry-run`, the JVM's GC and class-load logs,
/// `openssl pkcs7 -print_certs`, `terraform graph` and `show -json`, `ghc-pkg describe`,
/// `apt-cache rdepends`), annotated from the raw output before ctx ran on them, to measure
/// squash at first contact; `squash_report` prints their figures apart.
pub const ROUND12: &[&str] = &[
    "cargo-build-script-fail",
    "cargo-test-list",
    "cargo-tree-features",
    "python-unittest-subtests",
    "python-asyncio-debug",
    "python-multiprocessing-traceback",
    "python-json-tool-error",
    "python-pstats-callers",
    "pytest-report-all",
    "python-help-modules",
    "pip-list-verbose",
    "gcc-preprocess-headers",
    "gcc-verbose-asm",
    "gcc-make-deps",
    "ar-libc-members",
    "size-sysv",
    "gdb-ptype-info",
    "valgrind-dhat",
    "readelf-dwarf-info",
    "make-keep-going",
    "gawk-dump-variables",
    "file-usr-bin",
    "git-am-fail",
    "patch-dry-run-reject",
    "git-diff-check",
    "git-merge-tree-conflict",
    "git-show-branch",
    "git-status-porcelain-v2",
    "git-ls-files-stage",
    "git-cat-file-batch",
    "git-log-line-range",
    "git-show-merge-stat",
    "sqlite3-integrity-check",
    "xmllint-wellformed",
    "jq-paths-flatten",
    "node-test-tap",
    "npm-pack-dry-run",
    "node-check-syntax",
    "java-gc-log",
    "java-class-load-log",
    "openssl-pkcs7-certs",
    "terraform-graph",
    "terraform-show-json",
    "ghc-pkg-describe",
    "apt-cache-rdepends",
];

/// The thirteenth round (docs/benchmarks.md, "round 13"): formats and situations none of the
/// earlier rounds recorded (git's pre-receive hook rejection, a non-fast-forward push and
/// `request-pull`; Mercurial's `log -G` and a merge conflict; Subversion's `log -v --diff` and an
/// update conflict; clang++'s template errors, the clang static analyzer's path notes, an lldb
/// crash backtrace, a clang AST dump, include-what-you-use, cflow, `SCons`; a failed configure's
/// `config.log`, `cmake --trace-expand`; `IPython`'s verbose traceback, pytest's missing fixture,
/// lizard, csvstat, kernprof, `DuckDB`'s `EXPLAIN ANALYZE`, a `ResourceWarning` with its
/// tracemalloc traceback, `mkdocs build --strict`, gcovr; zig's compile errors and test runner;
/// Groovy and Clojure exceptions, `jcmd GC.class_histogram`, the `JUnit` 5 launcher's verbose
/// tree; pgbench, `pg_controldata`, `redis-cli --bigkeys`, `nginx -T`, `haproxy -c`,
/// `named-checkzone`; `GnuTLS`'s `certtool -i`, `gpg --list-packets`, `7z l -slt`, chktex, Gforth,
/// CLISP, gnuplot and CHICKEN errors; node's test coverage table, `tsc --traceResolution` and
/// `--extendedDiagnostics`; Go's escape analysis and `go tool cover -func`), annotated from the
/// raw output before ctx ran on them, to measure squash at first contact; `squash_report` prints
/// their figures apart.
pub const ROUND13: &[&str] = &[
    "git-push-hook-rejected",
    "git-push-non-fast-forward",
    "git-request-pull",
    "hg-log-graph",
    "hg-merge-conflict",
    "svn-log-verbose-diff",
    "svn-update-conflict",
    "clang-template-errors",
    "clang-analyzer-paths",
    "lldb-crash-backtrace",
    "clang-ast-dump",
    "iwyu-includes",
    "cflow-call-tree",
    "scons-build-errors",
    "config-log-failed-checks",
    "cmake-trace-expand",
    "ipython-verbose-traceback",
    "pytest-fixture-not-found",
    "lizard-complexity",
    "csvstat-summary",
    "kernprof-line-profile",
    "duckdb-explain-analyze",
    "python-resourcewarning-tracemalloc",
    "mkdocs-build-strict",
    "gcovr-coverage",
    "zig-build-errors",
    "zig-test-fail",
    "groovy-exception",
    "clojure-error-report",
    "jcmd-class-histogram",
    "junit5-console-verbose",
    "pgbench-run",
    "pg-controldata",
    "redis-bigkeys",
    "nginx-dump-config",
    "haproxy-check-errors",
    "named-checkzone-errors",
    "certtool-certificate-info",
    "gpg-list-packets",
    "7z-list-technical",
    "chktex-warnings",
    "gforth-errors",
    "clisp-error",
    "gnuplot-error",
    "chicken-call-history",
    "node-test-coverage",
    "tsc-trace-resolution",
    "tsc-extended-diagnostics",
    "go-escape-analysis",
    "go-cover-func",
];

/// The fourteenth round (docs/benchmarks.md, "round 14"): formats and situations none of the
/// earlier rounds recorded (Ghostscript's `PostScript` error with its stacks, `groff -ww`,
/// asciidoctor, diction and style (also over the GPL), docutils' system messages, pngcheck, pdfinfo
/// with pdffonts and `qpdf --check`, sox's `stat` and `stats`; splint (also `+strict`), sparse,
/// pahole (also every type of libc's headers), abidiff, `eu-stack` of a hang, `heaptrack_print`,
/// uftrace; lintian, autoreconf, `meson test`, `ninja -d explain`, `ctags -x`; nmap's service scan
/// and sslscan on loopback; rebar3's Common Test run and dialyzer, menhir's conflict explanations,
/// z3's model and unsat core, `rake --trace`, Raku, scalac, checkstyle (Sun's and Google's checks),
/// `jdeprscan --verbose`, `R CMD check`, testthat and `library(help = "stats")`, puppet-lint,
/// `logrotate -d`; rich's and loguru's tracebacks with locals, pydantic's and jsonschema's
/// validation errors, interrogate (also over Jinja2's package), cfn-lint, Jinja's template errors,
/// uv's resolution failure and compiled requirements, `py-spy dump --locals`; sass, lessc, solcjs,
/// `CoffeeScript`, oxlint, biome (also over two library files), babel, commitlint, license-checker;
/// a proptest failure with its shrunk input beside a `should_panic` mismatch), annotated from the
/// raw output before ctx ran on them, to measure squash at first contact; `squash_report` prints
/// their figures apart.
pub const ROUND14: &[&str] = &[
    "ghostscript-postscript-error",
    "groff-warnings",
    "asciidoctor-warnings",
    "diction-style-report",
    "docutils-system-messages",
    "pngcheck-verbose",
    "qpdf-check-damaged",
    "sox-stat",
    "splint-warnings",
    "sparse-warnings",
    "pahole-struct-holes",
    "abidiff-abi-change",
    "eu-stack-hang",
    "heaptrack-print",
    "uftrace-report-graph",
    "lintian-deb-tags",
    "autoreconf-warnings",
    "meson-test-fail",
    "ninja-explain",
    "ctags-xref",
    "nmap-service-scan",
    "sslscan-local",
    "rebar3-ct-fail",
    "dialyzer-warnings",
    "menhir-conflicts",
    "z3-model-core",
    "rake-trace-fail",
    "raku-errors",
    "scalac-type-errors",
    "checkstyle-sun-checks",
    "jdeprscan-verbose",
    "r-cmd-check",
    "testthat-summary",
    "puppet-lint-warnings",
    "logrotate-debug",
    "rich-traceback-locals",
    "loguru-diagnose",
    "pydantic-validation-errors",
    "jsonschema-errors",
    "interrogate-coverage",
    "interrogate-jinja2",
    "cfn-lint-template",
    "jinja-template-errors",
    "uv-compile-conflict",
    "uv-compile-annotated",
    "py-spy-dump-locals",
    "sass-deprecations-error",
    "lessc-error",
    "solcjs-errors",
    "coffee-compile-error",
    "oxlint-warnings",
    "biome-lint",
    "babel-syntax-error",
    "commitlint-fail",
    "license-checker-list",
    "pahole-all-types",
    "splint-strict",
    "checkstyle-google",
    "r-library-help",
    "diction-gpl",
    "biome-lint-flood",
    "proptest-shrunk-fail",
];

/// The fifteenth round (docs/benchmarks.md, "round 15"): formats and situations none of the
/// earlier rounds recorded (`MemorySanitizer` with origins, GNU as, tcc, `LD_DEBUG=libs` of a
/// missing library, a 150-unit make build with one warning in its middle, hardening-check, strace
/// of a Python start whose crux is its last line, `ssh -vvv` refused, keytool's listing of the
/// JDK's 144 CA certificates; a Rust suite of 420 tests with two failures, plain and as libtest
/// JSON; Cython, typos (also over `SQLAlchemy`'s orm package), reuse, pip-licenses, pyinstrument,
/// memray, `SQLAlchemy`'s statement echo before an `IntegrityError`, a `PyYAML` scanner error,
/// pytest with 284 tests and two failures, pytest-xdist, pytest-benchmark, twine, deptry, djlint;
/// `PHP_CodeSniffer` (also Squiz's checks over three of its own report classes), PHP 8.2's deprecations before a fatal error, Octave, checkbashisms,
/// pandoc, makeinfo, ledger's balance, register and unbalanced transaction, GNU Prolog, verilator;
/// jshint, Flow, madge, html-validate, ava, Deno's check, lint (also over ava's library) and test,
/// taplo, terser, publint; Go's fuzzing failure and benchmarks; `git format-patch`), annotated
/// from the raw output before ctx ran on them, to measure squash at first contact; `squash_report`
/// prints their figures apart.
pub const ROUND15: &[&str] = &[
    "msan-uninit-origin",
    "gas-errors",
    "tcc-errors",
    "ld-debug-missing-lib",
    "make-line-one-warning",
    "hardening-check-binaries",
    "strace-import-flood",
    "ssh-verbose-refused",
    "keytool-cacerts-list",
    "cargo-test-many-two-fail",
    "cargo-test-json",
    "cython-compile-errors",
    "typos-report",
    "reuse-lint",
    "pip-licenses-table",
    "pyinstrument-profile",
    "memray-stats",
    "sqlalchemy-echo-log",
    "pyyaml-scanner-error",
    "pytest-many-two-fail",
    "pytest-xdist-fail",
    "pytest-benchmark-table",
    "twine-check-readme",
    "deptry-report",
    "djlint-lint",
    "phpcs-psr12",
    "php-warnings-fatal",
    "octave-error-trace",
    "checkbashisms-report",
    "pandoc-warnings",
    "makeinfo-errors",
    "ledger-balance",
    "ledger-register",
    "ledger-unbalanced-error",
    "gplc-errors",
    "verilator-lint",
    "jshint-report",
    "flow-check",
    "madge-circular",
    "html-validate-report",
    "ava-fail",
    "deno-check-errors",
    "deno-lint",
    "deno-test-fail",
    "taplo-lint",
    "terser-syntax-error",
    "publint-report",
    "go-fuzz-fail",
    "go-bench",
    "typos-sqlalchemy-orm",
    "deno-lint-library",
    "phpcs-squiz-library",
    "git-format-patch-series",
];

/// The sixteenth round (docs/benchmarks.md, "round 16"): formats and situations none of the earlier
/// rounds recorded (a Python traceback 89 frames deep through json's encoder and ast's
/// `literal_eval` with the user's hook in its middle, 300 identical `DeprecationWarning`s with one
/// `RuntimeWarning` among them, a 1,800-shipment service log with one traceback in its middle,
/// unittest's verbose run of 260 tests with two failures, a thread's uncaught exception among its
/// siblings' output; cargo's 301 `missing_docs` warnings with one `non_snake_case` among them, the
/// same crate's tests where a `should_panic` meets another message, rustc's errors inside a
/// `macro_rules!` expansion; `git show` of a whitespace-churn commit hiding one real change, a
/// conflicting `git cherry-pick`; diff3's merge, `nm` of a static binary, `php -l` over 240 files
/// with one parse error, podchecker, jarsigner's verbose verification with an unsigned entry, a
/// Java stream pipeline's nested trace, sqlite3's `.expert`, an Erlang `gen_server` crash report,
/// Ruby's test-unit and `rdoc -C`; jsonnet, Miller, R's lintr; gofmt's diff, `go test -v` of 301
/// subtests with one failure in the middle, `go mod tidy` offline; eslint's stylish report and `tsc
/// --checkJs` over two npm libraries, typedoc, swc, tape, concurrently, depcheck, htmlhint, alex,
/// `npm ls --all`; mypy `--strict` over pyflakes, proselint, nox, pytest-cov's `--cov-fail-under`
/// and pytest's `--durations`), annotated from the raw output before ctx ran on them, to measure
/// squash at first contact; `squash_report` prints their figures apart.
pub const ROUND16: &[&str] = &[
    "python-deep-stack-user-frame",
    "python-warnings-flood",
    "python-log-one-traceback",
    "python-unittest-verbose-many",
    "python-thread-exception",
    "cargo-check-missing-docs-flood",
    "cargo-test-should-panic-mismatch",
    "rustc-macro-expansion-errors",
    "git-show-whitespace-churn",
    "git-cherry-pick-conflict",
    "diff3-merge-conflict",
    "nm-static-binary",
    "php-lint-many-files",
    "podchecker-errors",
    "jarsigner-verify-unsigned-entry",
    "java-stream-nested-trace",
    "sqlite3-expert-index",
    "erlang-gen-server-crash",
    "ruby-test-unit-fail",
    "rdoc-coverage-report",
    "jsonnet-runtime-error",
    "mlr-stats-table",
    "lintr-report",
    "gofmt-diff",
    "go-test-v-subtests-one-fail",
    "go-mod-tidy-offline",
    "eslint-stylish-library",
    "tsc-checkjs-library",
    "typedoc-warnings",
    "swc-syntax-error",
    "tape-fail",
    "concurrently-one-fails",
    "depcheck-report",
    "htmlhint-report",
    "alex-prose",
    "npm-ls-all-tree",
    "mypy-strict-library",
    "proselint-check",
    "nox-sessions-fail",
    "pytest-cov-fail-under",
    "pytest-durations-verbose",
];

/// The seventeenth round (docs/benchmarks.md, "round 17"): formats and situations none of the
/// earlier rounds recorded (a 1,900-block reconciliation log whose crux is its last line, Python's
/// "Exception ignored in" from a finaliser and an atexit hook, unittest's `setUpClass` error after
/// 130 passes, asyncio's "Task exception was never retrieved", a 360-row table with one reading out
/// of range, `python -m zipfile -l` with the asked-for entry in the middle; a 36-file rename
/// refactor's `git diff` hiding one changed comparison, a `git merge` with modify/delete and content
/// conflicts among clean merges; a Rust link error (undefined symbol) and an iterator chain's tuple
/// mismatch, clang's 480 `-Wconversion` warnings with one `-Wsometimes-uninitialized`, `objdump -x`
/// of a shared library, a parallel `make -k -j4` with one error mid-run, sqlite3's CSV `.import`
/// errors, `systemd-analyze security --offline`, `JUnit` 4's `JUnitCore` over 220 tests with two
/// failures, a reflective call's `Caused by` chain, PHP's `var_dump` of a nested configuration,
/// Ruby's 360 `-w` warnings with one different, R's 70 coercion warnings with one `NaN`, `grep -rn`
/// with the definition among 187 uses, `ls -lR`, `strace -f` with one `EACCES` exec, GNU `time -v`,
/// a psql script with one failing statement among 240; mypy's stubtest, import-linter, lark,
/// bean-check, check-jsonschema, sqlglot, pytest-timeout's thread dump, vyper; knip, jscpd and
/// cspell over ajv's sources, `AssemblyScript`, type-coverage, ajv-cli, an npm workspaces test run,
/// node's `assert` diff with skipped lines, an escript `badmatch`; 300 verbose minitest runs with
/// one error, 243 verbose doctests with one failure, gdb's 75-frame backtrace, `go test`'s timeout
/// panic with 26 goroutines), annotated from the raw output before ctx ran on them, to measure
/// squash at first contact; `squash_report` prints their figures apart.
pub const ROUND17: &[&str] = &[
    "python-log-crux-last-line",
    "python-exception-ignored-del",
    "python-unittest-setupclass-error",
    "python-asyncio-never-retrieved",
    "python-table-outlier-row",
    "python-zipfile-list",
    "git-diff-rename-refactor",
    "git-merge-modify-delete",
    "cargo-link-undefined-symbol",
    "rustc-iterator-tuple-mismatch",
    "clang-wconversion-flood",
    "objdump-x-shared-lib",
    "make-j-keep-going-one-error",
    "sqlite3-import-csv-errors",
    "systemd-analyze-security-offline",
    "junit4-core-many-two-fail",
    "java-reflection-caused-by",
    "php-var-dump-nested",
    "ruby-warnings-flood",
    "r-warnings-coercion-flood",
    "grep-rn-definition-among-uses",
    "ls-lr-crate-tree",
    "strace-f-exec-eacces",
    "gnu-time-verbose",
    "psql-script-one-error",
    "stubtest-mismatches",
    "import-linter-broken",
    "lark-unexpected-token",
    "bean-check-errors",
    "check-jsonschema-workflow",
    "sqlglot-parse-error",
    "pytest-timeout-thread-dump",
    "vyper-type-mismatch",
    "knip-unused-exports",
    "jscpd-clones-library",
    "cspell-library",
    "asc-compile-errors",
    "type-coverage-below-threshold",
    "ajv-validate-errors",
    "npm-workspaces-test-fail",
    "node-assert-lines-skipped",
    "escript-badmatch",
    "python-doctest-verbose-one-fail",
    "ruby-minitest-verbose-one-error",
    "gdb-bt-deep-recursion",
    "go-test-timeout-goroutine-dump",
];

/// The eighteenth round (docs/benchmarks.md, "round 18"): formats and situations none of the
/// earlier rounds recorded (`unzip -t` and `7z t` over 300 members with one bad CRC, `tar -tvf`
/// skipping a damaged header, `wdiff` of a reflowed 260-clause contract with two changed words,
/// `diffstat`, sqlite3's foreign-key check and `.lint fkey-indexes`, `redis-check-aof` on a
/// truncated AOF, valgrind's `--track-fds`, a gdb watchpoint's 111 hits, javac's 100-error cap
/// with one different symbol, groovyc's static type errors, Ruby's thread `report_on_exception` and
/// `SystemStackError`, R's t-test/ANOVA/Tukey tables and `str()` of a nested configuration,
/// Octave's verbose `test`, a PL/pgSQL `CONTEXT` chain after 286 notices, `pg_restore` over a live
/// schema, `postgres --describe-config`; unittest's loader `_FailedTest`, pytest's 245-warning
/// summary and `--tb=line` with a strict XPASS, `flask routes`, a tqdm bar with one warning,
/// marshmallow, zod, joi `annotate()`, ejs, pug, js-yaml's buffer dump, esbuild `--analyze`,
/// `tsc -b -v`; a Rust `Rc` not `Send`, `{:#?}` of 30 rooms, a Go example's got/want, `cmake -LAH`;
/// git switch/stash pop/pull/rebase status/`branch -vv`/pickaxe/`--color-moved`), annotated from
/// the raw output before ctx ran on them, to measure squash at first contact; `squash_report`
/// prints their figures apart.
pub const ROUND18: &[&str] = &[
    "unzip-test-bad-crc",
    "7z-test-crc-error",
    "tar-list-damaged-header",
    "wdiff-contract-reflowed",
    "diffstat-release-patch",
    "sqlite3-foreign-key-check",
    "redis-check-aof-truncated",
    "valgrind-track-fds",
    "gdb-watchpoint-trace",
    "javac-maxerrs-cap",
    "groovyc-static-type-errors",
    "ruby-thread-report-on-exception",
    "ruby-stack-level-too-deep",
    "r-anova-tukey",
    "r-str-nested-config",
    "octave-test-verbose-fail",
    "psql-plpgsql-context-chain",
    "pg-restore-errors-ignored",
    "postgres-describe-config",
    "python-unittest-import-error",
    "pytest-warnings-summary-flood",
    "pytest-tb-line-xpass-strict",
    "flask-routes",
    "tqdm-progress-warning",
    "marshmallow-validation-errors",
    "zod-error-issues",
    "joi-annotate-errors",
    "ejs-render-error",
    "pug-indentation-error",
    "js-yaml-duplicate-key",
    "esbuild-analyze-bundle",
    "tsc-build-references-verbose",
    "cargo-rc-not-send",
    "rust-debug-pretty-print",
    "go-example-output-mismatch",
    "cmake-list-cache-advanced",
    "git-switch-local-changes",
    "git-stash-pop-conflict",
    "git-pull-divergent-branches",
    "git-status-rebase-in-progress",
    "git-branch-vv-tracking",
    "git-log-pickaxe-patch",
    "git-diff-color-moved",
];

/// The nineteenth round (docs/benchmarks.md, "round 19"): formats and situations none of the
/// earlier rounds recorded (requests' three chained exceptions for a refused connection, pytest
/// `-vv`'s 200-key dict diff with one differing item, gunicorn's worker that fails to boot, a pandas
/// `KeyError` under its own frames, `logging.config`'s chained `ValueError`, unittest.mock's
/// expected/actual calls, `pip check`; node's heap exhaustion, a call-stack overflow, an ES module's
/// missing export, ts-node's `TSError`, a handlebars block mismatch, mocha's 260 tests with two
/// failing, `tsc --explainFiles`, an `npm run` chain whose last step throws; rspec's documentation
/// format with two failures in 480, `prove` over 360 files, Java's `OutOfMemoryError`, `composer
/// validate`; `llvm-cov report` and `show`, `llvm-as`'s type error, clang's vectorizer remarks, glibc's
/// double free after 420 lines; anyhow's context chain, a serde `Serialize` bound, `cargo build -v`
/// with two warnings, `cargo tree -d`; R's `summary()` with one negative row; git revert's conflict,
/// `check-ignore -v -n`, `diff --name-status` of 300 moves, 200 annotated tags, `log --follow`,
/// `blame -C -C`; `grep -rn -C2`, `diff -u` of 90 firmware bumps with one different, `set -u` at the
/// end of a long script, `xargs` stopping on one ticket, iconv's illegal sequence), annotated from
/// the raw output before ctx ran on them, to measure squash at first contact; `squash_report`
/// prints their figures apart.
pub const ROUND19: &[&str] = &[
    "python-requests-connection-refused",
    "pytest-vv-dict-diff",
    "gunicorn-worker-boot-fail",
    "pandas-keyerror-deep",
    "python-logging-dictconfig-chained",
    "python-mock-call-mismatch",
    "pip-check-broken",
    "node-heap-oom",
    "node-stack-overflow-cycle",
    "node-esm-missing-export",
    "ts-node-compile-error",
    "handlebars-parse-error",
    "mocha-many-two-fail",
    "tsc-explain-files",
    "npm-run-ci-chain-last-fails",
    "rspec-doc-many-two-fail",
    "prove-many-files-summary",
    "java-oom-heap-space",
    "composer-validate-errors",
    "llvm-cov-report",
    "llvm-cov-show-uncovered",
    "llvm-as-type-mismatch",
    "clang-rpass-vectorize",
    "c-double-free-after-log",
    "rust-anyhow-context-chain",
    "rustc-serde-trait-bound",
    "cargo-build-verbose-two-warnings",
    "cargo-tree-duplicates",
    "r-summary-outlier",
    "git-revert-conflict",
    "git-check-ignore-verbose",
    "git-diff-name-status-renames",
    "git-tag-n-listing",
    "git-log-follow-rename",
    "git-blame-copy-detection",
    "grep-rn-context",
    "diff-u-config-bump",
    "bash-unbound-variable-late",
    "xargs-one-check-fails",
    "iconv-illegal-sequence",
];

/// The twentieth round (docs/benchmarks.md, "round 20"): formats and situations none of the
/// earlier rounds recorded (unittest's 400-line string diff with one changed line and its
/// `assertCountEqual`/truncated `assertDictEqual` messages, pytest's `--setup-show` with a teardown
/// error, `--fixtures`, a failing test's 240-line captured log, `--doctest-modules` over 150
/// doctests, a hypothesis state machine's falsifying steps, ruff's `--statistics` and `grouped`
/// output on installed libraries and `format --diff`, the ty and pyrefly type checkers, lit with
/// `FileCheck`'s input dump, icdiff, validate-pyproject, `python -m filecmp`; c8's coverage table,
/// dependency-cruiser, node's `console.dir` of a nested config, write-good, `buf lint` and `buf
/// breaking`, jest's console flood; llvm-mca's timeline, clang's record layouts, `FileCheck` alone,
/// `llvm-profdata show`; interdiff, lsdiff, `column -t` with one odd row, sqlite3's line mode, jq's
/// error amid 1,500 results, `ack --group`; `cargo test --nocapture` over 200 tests; PHP's 64-frame
/// trace; a rebase whose `-x` check fails, a lockfile churn hiding one source change, `diff
/// --no-index` of two trees, an emptied cherry-pick, untracked files blocking a merge, `log
/// --first-parent --stat` through a revert), annotated from the raw output before ctx ran on them,
/// to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND20: &[&str] = &[
    "unittest-multiline-string-diff",
    "pytest-setup-show-teardown-error",
    "pytest-fixtures-listing",
    "pytest-caplog-flood-one-fail",
    "pytest-doctest-modules-one-fail",
    "hypothesis-stateful-falsifying",
    "ruff-statistics-library",
    "ruff-grouped-library",
    "ruff-format-diff",
    "ty-check-errors",
    "pyrefly-check-errors",
    "lit-filecheck-one-fail",
    "icdiff-side-by-side",
    "validate-pyproject-errors",
    "python-filecmp-dirs",
    "git-diff-no-index-trees",
    "c8-coverage-text",
    "depcruise-violations",
    "node-console-dir-nested",
    "write-good-prose",
    "buf-lint-proto",
    "buf-breaking-against-dir",
    "jest-console-flood-one-fail",
    "llvm-mca-timeline",
    "clang-record-layouts",
    "filecheck-dump-input",
    "llvm-profdata-show-counts",
    "interdiff-revisions",
    "lsdiff-status-listing",
    "column-table-odd-row",
    "sqlite3-line-mode",
    "jq-stream-error-after-mass",
    "cargo-test-nocapture-interleaved",
    "git-rebase-exec-fails",
    "git-diff-lockfile-churn",
    "git-cherry-pick-empty",
    "git-merge-untracked-overwritten",
    "git-log-first-parent-stat-revert",
    "ack-grouped-search",
    "unittest-countequal-truncated-diff",
    "php-deep-trace-user-frame",
];

/// Round 21 of unseen formats: 45 real recordings from the loom room (`xtask/recipes/r21-loom`):
/// tabnanny's verbose sweep with one bad file, argparse's usage error, tomllib, configparser and
/// `ElementTree` parse errors, unittest's `--locals` and unexpected success, `EncodingWarning`, `python
/// -m trace --summary`, pyclbr; pytest's strict markers, its approx table and `raises(match=)`, typer's
/// error box, beartype, cattrs' nested exception groups, `memory_profiler`, pyroma, doc8, csvlook with
/// one odd row; uvu, remark-lint, stylus, lockfile-lint, `npm ci` out of sync, a missing npm script,
/// node's permission model and diagnostic report; JFR's custom events and summary; addr2line over a
/// crash backtrace, `objdump -S -l`; `sort -c`, `join --check-order`, awk's one NaN row, `tar -d`,
/// `gzip -tv`, an `openssl req` text, `openssl enc`'s bad decrypt, gpg's bad signature; and git's
/// `fetch --prune -v`, a mistyped rebase todo, `apply --reject`, a bundle lacking prerequisites, a
/// branch checked out in another worktree, `log --cherry-mark`), annotated from the raw output
/// before ctx ran on them, to measure squash at first contact; `squash_report` prints their figures
/// apart.
pub const ROUND21: &[&str] = &[
    "tabnanny-verbose-one-file",
    "argparse-invalid-int",
    "tomllib-decode-error",
    "configparser-duplicate-option",
    "xml-etree-mismatched-tag",
    "unittest-locals-one-fail",
    "unittest-unexpected-success",
    "python-encoding-warning",
    "python-trace-count-summary",
    "pyclbr-argparse",
    "pytest-strict-markers-error",
    "pytest-approx-table-raises-match",
    "typer-no-such-option",
    "beartype-param-violation",
    "cattrs-nested-validation",
    "memory-profiler-lines",
    "pyroma-rating",
    "doc8-rst-errors",
    "csvlook-odd-row",
    "uvu-one-fail",
    "remark-lint-warnings",
    "stylus-parse-error",
    "lockfile-lint-hosts",
    "npm-ci-out-of-sync",
    "npm-run-missing-script",
    "node-permission-denied",
    "node-diagnostic-report",
    "jfr-print-custom-events",
    "jfr-summary",
    "addr2line-crash-frames",
    "objdump-source-lines",
    "sort-check-disorder",
    "join-check-order",
    "awk-nan-odd-row",
    "tar-diff-changed-files",
    "gzip-test-one-corrupt",
    "openssl-req-csr-text",
    "openssl-enc-bad-decrypt",
    "gpg-verify-bad-signature",
    "git-fetch-prune-verbose",
    "git-rebase-todo-invalid",
    "git-apply-reject-hunk",
    "git-bundle-verify-prerequisites",
    "git-worktree-already-used",
    "git-log-cherry-mark",
];

/// Round 22 of unseen formats: 41 real recordings from the sawmill (`xtask/recipes/r22-sawmill`):
/// unittest's `assertLogs`/`assertWarns` failures among 240 passes and a `-b` failure's captured
/// stdout, `python -m trace --trackcalls`, `python -m zipfile -t` finding one corrupt member,
/// `python -m json.tool` of an inventory with one rejected board; pylint's full reports, pydoclint
/// over 450 modules, a polars `ColumnNotFoundError` with its plan, scikit-learn's classification
/// report with an ill-defined class, pytest's DID NOT RAISE / DID NOT WARN, pip's JSON install
/// report; cucumber-js with one failing example of 240, textlint's terminology, svelte-check, `npm
/// sbom` (`CycloneDX`); `javac -verbose` with one error, `java --show-module-resolution` ending on a
/// missing module, `-Xlog:exceptions`; clippy's JSON messages, `cargo build -vv` build-script
/// chatter, `cargo test -- --show-output`; valgrind's uninitialised value among a program's table,
/// `ccache -s -v`, gcc's `-Wstack-usage` and `.su` files; hunspell's pipe mode, aspell's list,
/// datamash's group-by and `check`, xmlstarlet's validation and selection, `findmnt --verify`,
/// tsort's loop, numfmt's invalid suffix, bc's syntax error midway, `xz -lvv` with a truncated
/// archive, msgcmp, `perldoc -f sprintf`; and git's `config --show-origin`, `log --summary` with a
/// deleted file, `ls-files --eol`, drifted submodules), annotated from the raw output before ctx ran
/// on them, to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND22: &[&str] = &[
    "unittest-assertlogs-assertwarns",
    "unittest-buffer-stdout-fail",
    "python-trace-trackcalls",
    "python-zipfile-test-corrupt",
    "json-tool-sorted-inventory",
    "pylint-full-reports",
    "pydoclint-violations",
    "polars-column-not-found",
    "sklearn-classification-report-warning",
    "pytest-did-not-raise-warn",
    "pip-install-report-json",
    "cucumber-one-step-fail",
    "textlint-terminology",
    "svelte-check-errors",
    "npm-sbom-cyclonedx",
    "javac-verbose-one-error",
    "java-module-not-found",
    "java-xlog-exceptions",
    "cargo-clippy-json",
    "cargo-build-vv-build-script",
    "cargo-test-show-output",
    "valgrind-uninit-origin-flood",
    "ccache-stats-verbose",
    "gcc-stack-usage",
    "hunspell-pipe-mode",
    "aspell-list-misspelled",
    "datamash-groupby-odd-row",
    "datamash-check-fields",
    "xmlstarlet-validate-many",
    "xmlstarlet-select-table",
    "findmnt-verify-fstab",
    "tsort-loop",
    "numfmt-invalid-suffix",
    "bc-syntax-error-midway",
    "xz-list-verbose-corrupt",
    "msgcmp-undefined",
    "perldoc-func-sprintf",
    "git-config-show-origin",
    "git-log-summary-deleted-file",
    "git-ls-files-eol",
    "git-submodule-status-drift",
];

/// Round 23: forty real recordings of formats and situations no earlier round had (unittest's deep
/// nested-dict diff among 300 tests, pprint of a nested configuration, pandas' `info()` and
/// `describe()` with an empty column, `DeepDiff`'s pretty changes, structlog's console renderer with a
/// traceback, towncrier's draft, `python -m build` with setuptools' deprecation boxes,
/// pytest-rerunfailures, pytest-check's soft assertions, hypothesis' statistics, coverage's markdown
/// report, pycodestyle's statistics over a library; perl's warning flood with one odd value and
/// `Test::More`'s `is_deeply`; `diff -c -r`, `comm`, `sort --debug`, make's undefined-variable
/// warning, sqlite3's `.schema` with `.lint fkey-indexes`, a truncated cpio archive; valgrind's
/// generated suppressions, gdb's `catch throw`, ld's `--print-gc-sections`; java.util.logging with
/// one SEVERE, `javac -Xdiags:verbose`; node's spec and dot reporters, `QUnit`'s TAP, pino-pretty,
/// standard, tsd, `npm diff`, `npm query`; git's `log --raw`, `fast-export`, `log --notes`,
/// `check-attr -a`, `clean -ndx`, `ls-remote` with peeled tags; an insta snapshot mismatch),
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND23: &[&str] = &[
    "unittest-nested-dict-deep-diff",
    "python-pprint-nested-config",
    "pandas-info-describe-nan",
    "deepdiff-pretty-changes",
    "structlog-console-exception",
    "towncrier-draft-changelog",
    "python-build-setuptools-deprecations",
    "pytest-rerunfailures-flaky",
    "pytest-check-soft-asserts",
    "hypothesis-show-statistics",
    "coverage-report-markdown",
    "pycodestyle-statistics-library",
    "perl-warnings-flood-one-odd",
    "perl-test-more-is-deeply",
    "diff-context-recursive",
    "comm-three-columns",
    "sort-debug-keys",
    "make-warn-undefined-variables",
    "sqlite3-schema-lint-fkey",
    "cpio-list-truncated",
    "valgrind-gen-suppressions",
    "gdb-catch-throw-backtrace",
    "ld-print-gc-sections",
    "java-jul-log-one-severe",
    "javac-xdiags-verbose",
    "node-test-spec-reporter-one-fail",
    "node-test-dot-reporter-one-fail",
    "qunit-tap-one-fail",
    "pino-pretty-log-one-error",
    "standard-lint-report",
    "tsd-type-test-errors",
    "npm-diff-versions",
    "npm-query-root-deps",
    "git-log-raw-mode-change",
    "git-fast-export-stream",
    "git-log-notes",
    "git-check-attr-all",
    "git-clean-dry-run",
    "git-ls-remote-peeled-tags",
    "cargo-test-insta-snapshot-mismatch",
];

/// Round 24: forty real recordings of formats and situations no earlier round had (modulefinder's
/// missing module among the standard library's, lib2to3 with one file it cannot parse, unittest's
/// failfast stopping at test 57 of 300, sixty skips behind an OK, a test module that fails to import
/// among thirty; a retry loop whose last attempt fails differently, a CSV field limit hit midway, a
/// decimal trap after 240 rows, an exception's notes three causes down, tarfile's listing with a
/// symlink out of the tree and a setuid member, stderr warnings interleaved with stdout progress, a
/// configuration that does not compile among eighty, `-W error` turning a deprecation three calls
/// down into a traceback, asyncio.gather with one exception among 200 results; msgmerge's fuzzy
/// match, e2fsck, dumpe2fs and debugfs on a damaged ext4 image, sdiff, `b2sum -c` with a mismatch,
/// a missing file and a malformed line, `cp -v` with a dangling link, run-parts with one failing
/// hook, `cat -A` with a CRLF and a no-break space, `date -f` with an impossible date, xargs aborting
/// on status 255, Perl's `Data::Dumper` and `perl -c` over 300 modules; gcc's implicit declaration
/// behind a link error, strace of a retry loop, gdb's pretty-printed struct, memcheck's one context
/// repeated 300 times; node's test runner with a failing before hook and with failing todo tests,
/// JSON.parse failing in the 41st sheet, console.table with one odd cell, a worker thread failing
/// among twelve; git's evil merge under `--cc`, `remote show` with stale branches, `bisect run`
/// left with only skipped commits, `log --follow` across three renames), annotated from the raw
/// output before ctx ran on them, to measure squash at first contact; `squash_report` prints their
/// figures apart.
pub const ROUND24: &[&str] = &[
    "python-modulefinder-missing",
    "python-lib2to3-one-parse-error",
    "unittest-failfast-stops-early",
    "unittest-skipped-summary-ok",
    "unittest-discover-import-failure",
    "python-logging-retry-last-differs",
    "python-csv-field-limit-midway",
    "python-decimal-trap-midway",
    "python-exception-notes-chain",
    "python-tarfile-list-odd-members",
    "python-stdout-stderr-interleaved-cause",
    "python-exec-config-syntax-midway",
    "python-w-error-deprecation-deep",
    "python-asyncio-gather-one-exception",
    "msgmerge-fuzzy-previous",
    "e2fsck-damaged-image",
    "dumpe2fs-group-listing",
    "debugfs-ls-cleared-inodes",
    "sdiff-plant-config",
    "b2sum-check-missing-malformed",
    "cp-verbose-one-dangling",
    "run-parts-verbose-one-fails",
    "cat-show-all-odd-bytes",
    "date-parse-file-one-invalid",
    "xargs-status-255-aborts",
    "perl-data-dumper-nested",
    "perl-c-loop-one-fails",
    "gcc-implicit-decl-link-error",
    "strace-connect-retry-fallback",
    "gdb-print-pretty-struct",
    "valgrind-one-context-many-errors",
    "node-test-before-hook-cancels",
    "node-test-todo-failures-pass",
    "node-json-parse-among-files",
    "node-console-table-odd-cell",
    "node-worker-one-of-many-fails",
    "git-log-cc-evil-merge",
    "git-remote-show-stale",
    "git-bisect-run-only-skipped-left",
    "git-log-follow-renames",
];
/// Round 25: real outputs of formats and situations no earlier round recorded (`xtask/recipes/r25-saltworks`:
/// a log whose early warning causes every later error, a summary contradicting its body, unittest's
/// mock call-list mismatch and multi-line report diff, a thread pool's worker traceback, a child's
/// stderr above its parent's `CalledProcessError`, logging's own format error, shutil's collected copy
/// errors; gcc's macro-expansion note chain, one -Werror among warnings and an include-chain conflict,
/// a C assert after output, `LD_DEBUG`'s library search, make's dropped circular prerequisite; chmod -v,
/// csplit, base64 -d, find -L's loop, tar's checkpoints, stat, xgettext, msgcat's conflicts, nested
/// `Test::More` subtests, bzip2 -t, rmdir -p; node's unhandled 'error' event, Promise.all's index frame,
/// JSON.stringify's circular path, console.assert, --trace-exit and --trace-uncaught; git's octopus
/// failure, prunable worktrees, check-ignore -v -n, --word-diff, submodule foreach, a pre-commit hook,
/// fsck --verbose with a missing blob, trailers, diff -W, rerere and count-objects' garbage; and a
/// `Test::More` bail-out, graphlib's cycle, a failing `setUpModule`, a broken pipe into head),
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND25: &[&str] = &[
    "python-log-warning-cause-among-errors",
    "python-summary-contradicts-body",
    "unittest-mock-assert-has-calls",
    "unittest-multiline-report-diff",
    "python-threadpool-map-worker-error",
    "python-subprocess-child-stderr-cause",
    "python-logging-format-args-error",
    "python-shutil-copytree-errors-list",
    "gcc-macro-expansion-note-chain",
    "gcc-werror-format-among-warnings",
    "gcc-include-chain-conflicting-types",
    "c-assert-after-output",
    "ld-debug-libs-missing",
    "make-circular-dependency-dropped",
    "chmod-verbose-one-dangling",
    "csplit-match-not-found",
    "base64-decode-invalid-midway",
    "find-follow-symlink-loop",
    "tar-create-checkpoints-missing-member",
    "stat-format-odd-mode",
    "xgettext-python-empty-msgid",
    "msgcat-conflicting-translations",
    "perl-test-more-nested-subtests",
    "bzip2-test-one-crc-error",
    "rmdir-parents-one-not-empty",
    "node-unhandled-error-event-emitted-at",
    "node-promise-all-index-frame",
    "node-json-stringify-circular-path",
    "node-console-assert-among-log",
    "node-trace-exit-buried-call",
    "node-trace-uncaught-string-throw",
    "git-merge-octopus-one-conflict",
    "git-worktree-list-prunable-locked",
    "git-check-ignore-verbose-non-matching",
    "git-diff-word-diff-prose",
    "git-submodule-foreach-one-fails",
    "git-pre-commit-hook-one-file",
    "git-fsck-verbose-missing-blob",
    "git-log-trailers-one-unsigned",
    "git-diff-function-context",
    "git-rerere-one-new-conflict",
    "git-count-objects-garbage",
    "perl-test-more-bail-out",
    "python-graphlib-cycle-error",
    "unittest-setupmodule-error",
    "python-broken-pipe-head",
];
/// Round 26: real outputs of formats and situations no earlier round recorded (`xtask/recipes/r26-lighthouse`:
/// asyncio.gather's exceptions returned as values, a pprint'd config with one value of the wrong type,
/// an XML plist with a string for a bool, a minidom feed with one fault, a logfmt log with one
/// duration in seconds, struct's truncated record, a Cyrillic letter among names, a CSV record with
/// an embedded newline, groupby over unsorted rows, a float's repr in a table, logging.exception in a
/// run that goes on, a MIME message with one Latin-1 part, difflib's HTML table, unittest's
/// `assertRaisesRegex` and `assertAlmostEqual`; node's invalid URL with its input, nested console.group,
/// an inspected Map; nm over sixty objects, make -n with one target-specific flag, $(info) then
/// $(error); cut and paste misaligned, sqlite3's quote mode, HTML mode and .changes, jq over NDJSON,
/// gzip -lv, Tcl's parray, a Perl format's overflow, `JSON::PP`'s pretty dump, perl diagnostics,
/// bash -x, a groff-rendered manual, envsubst's unset variable, compileall's `SyntaxWarning`; git's remerge-diff, an author-date skew, a
/// rename/rename conflict, a mistyped author e-mail and a breaking change in a commit body),
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND26: &[&str] = &[
    "python-asyncio-gather-exception-values",
    "python-pprint-config-odd-type",
    "python-plistlib-registry-string-bool",
    "python-minidom-feed-one-fault",
    "python-logfmt-one-odd-unit",
    "python-struct-truncated-record",
    "python-unicodedata-confusable-letter",
    "python-csv-export-embedded-newline",
    "python-groupby-unsorted-split-group",
    "python-float-repr-odd-cell",
    "python-logging-exception-mid-run",
    "python-email-mime-one-latin1-part",
    "python-difflib-htmldiff-table",
    "unittest-assertraisesregex-mismatch",
    "unittest-assertalmostequal-places",
    "node-invalid-url-error-input",
    "node-console-group-nested-check",
    "node-inspect-map-one-dark-lamp",
    "nm-objects-one-odd-undefined",
    "make-dry-run-one-target-flag",
    "make-info-flood-then-error",
    "cut-fields-line-without-tabs",
    "paste-columns-shifted-by-blank",
    "sqlite3-quote-mode-null-cell",
    "sqlite3-html-mode-escaped-cell",
    "sqlite3-changes-one-update-none",
    "jq-ndjson-one-failed-record",
    "jq-group-by-lamp-odd-results",
    "gzip-list-verbose-negative-ratio",
    "tclsh-parray-odd-element",
    "perl-format-overflow-hashes",
    "perl-json-pp-pretty-deep-odd",
    "perl-diagnostics-uninitialized-data-line",
    "bash-xtrace-one-failing-cp",
    "groff-man-render-option-paragraph",
    "envsubst-unset-variable-empty",
    "python-compileall-one-syntax-warning",
    "git-show-remerge-diff-hand-resolution",
    "git-log-author-date-skew",
    "git-merge-rename-rename-conflict",
    "git-log-author-email-typo",
    "git-log-bodies-breaking-change",
];
/// Round 27: real outputs of formats and situations no earlier round recorded
/// (`xtask/recipes/r27-observatory`: xml.sax's mismatched tag in one of twelve catalogues, shlex's
/// unbalanced quote in one queued command, wave headers with one odd rate and one mono file, sqlite3's
/// iterdump with one text magnitude, difflib.ndiff with one changed value, ipaddress with one
/// overlapping subnet, zoneinfo's DST gap, heapq.merge of one unsorted stream, csv.DictReader's extra
/// field, an `IntFlag` with an unknown bit, a repeated query parameter, a regex skipping one line the
/// summary then ignores, unittest's `assertListEqual`, `assertSetEqual` and `assertRegex`, a Latin-1
/// name read with `errors='replace'`, a `ChainMap`'s provenance, a `MemoryHandler` flushing its context
/// on an error, a JSON duplicate key, an array overflow, a histogram's empty bin, a pickle of a renamed
/// class, `ElementTree`'s iterparse missing a namespaced catalogue; msgunfmt, jq's `input_filename` with
/// a missing field, sort -n over a decimal comma, perl's `B::Deparse`, `B::Xref` and Carp's cluck,
/// patch --verbose with fuzz, cscope's callers, a gdb watchpoint, ls quoting a name's trailing space;
/// node's Buffer range error, stream.pipeline, zlib, console.trace, vm.Script, a require stack,
/// util.parseArgs, structuredClone, a CSV header behind a byte-order mark, a test's `t.plan` short by
/// one; git grep -c, log --decorate and diff --numstat), annotated from the raw output before ctx ran
/// on them, to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND27: &[&str] = &[
    "python-sax-catalogue-mismatched-tag",
    "python-shlex-split-unbalanced-quote",
    "python-wave-headers-odd-rate-mono",
    "python-sqlite3-iterdump-text-magnitude",
    "python-difflib-ndiff-one-value",
    "python-ipaddress-overlapping-subnet",
    "python-zoneinfo-dst-gap-night",
    "python-heapq-merge-unsorted-stream",
    "python-csv-dictreader-extra-field",
    "python-intflag-unknown-bit",
    "python-urlsplit-repeated-query-param",
    "python-regex-extract-one-unmatched",
    "unittest-assertlistequal-first-differing",
    "python-decode-replace-one-latin1-name",
    "python-chainmap-config-provenance",
    "python-memoryhandler-flushed-context",
    "python-json-duplicate-key-hook",
    "unittest-assertsetequal-missing-target",
    "python-array-overflow-one-count",
    "python-bisect-histogram-empty-bin",
    "python-pickle-load-renamed-class",
    "msgunfmt-translation-drops-placeholder",
    "jq-input-filename-missing-field",
    "sort-numeric-one-comma-decimal",
    "perl-deparse-precedence-open-die",
    "perl-xref-undeclared-global",
    "patch-verbose-hunk-fuzz-offset",
    "cscope-callers-swapped-arguments",
    "gdb-watchpoint-counter-jump",
    "node-buffer-read-out-of-range",
    "node-stream-pipeline-record-error",
    "node-zlib-gunzip-truncated-log",
    "node-console-trace-focus-limit",
    "node-vm-script-rule-syntax-error",
    "node-require-stack-missing-helper",
    "node-parseargs-unknown-option",
    "node-structuredclone-function-field",
    "python-elementtree-iterparse-namespace-missed",
    "ls-shell-escape-trailing-space-name",
    "node-csv-bom-undefined-field",
    "unittest-assertregex-one-mismatch",
    "node-test-plan-mismatch",
    "perl-carp-cluck-one-slew",
    "git-grep-count-one-hotspot",
    "git-log-decorate-tag-on-fixup",
    "git-diff-numstat-one-binary",
];

/// Round 28's real recordings of unseen formats and situations, each a real tool's own output
/// (`xtask/recipes/r28-quarry`: zstd -tv with a truncated frame and a plain file among 360,
/// `zipdetails` of an archive with one stored entry, msguniq merging one conflicting translation,
/// `json_pp` of a register with one odd unit, `pod2text` of a manual whose one option does not
/// persist, sqlite3's -echo migration hitting a renamed column and `.trace` showing a trigger fire
/// once, dos2unix -i, pofilter's one printf error among punctuation notes, fdupes with a release
/// identical to its draft, junitmsgfmt over 200 catalogues, pocount's one half-translated
/// catalogue; ld --verbose finding a stale library first, make --trace, g++'s instantiation chain
/// and near-match candidates among warning floods, an LTO link's one-definition-rule warning,
/// valgrind's early overrun and late freed read
/// interleaved with buffered output; the perl debugger's `AutoTrace`, `MakeMaker`'s kit warning
/// then a failing test; cargo test with a test returning `Err`, `dbg!` over 520 records, unittest's
/// elided dataclass repr, node's --trace-sync-io, tar -xvv blocked by a directory, javac's doclint
/// warning cap; git log --dirstat with one commit rewriting a vendored library), annotated from
/// the raw output before ctx ran on them, to measure squash at first
/// contact; `squash_report` prints their figures apart.
pub const ROUND28: &[&str] = &[
    "zstd-test-truncated-frame-and-plain-file",
    "zipdetails-one-stored-entry-with-comment",
    "msguniq-one-conflicting-translation",
    "json-pp-canonical-register-odd-unit",
    "pod2text-manual-one-option-not-persisted",
    "sqlite3-echo-migration-stale-column",
    "sqlite3-trace-trigger-fires-once",
    "dos2unix-info-mixed-endings-bom-binary",
    "pofilter-missing-printf-variable-among-punctuation",
    "fdupes-release-identical-to-draft",
    "ld-verbose-stale-library-searched-first",
    "make-trace-generated-header-rebuilds-all",
    "gpp-warning-flood-instantiation-chain-error",
    "gpp-deprecated-flood-no-matching-near-match",
    "perl-debugger-autotrace-one-branch",
    "cargo-test-returned-err-among-many",
    "rust-dbg-flood-one-default-record",
    "unittest-dataclass-repr-elided-mismatch",
    "junitmsgfmt-one-catalogue-fails-among-200",
    "pocount-one-catalogue-half-translated",
    "perl-makemaker-manifest-missing-then-test-fail",
    "tar-extract-vv-member-blocked-by-directory",
    "node-trace-sync-io-one-route-among-logger",
    "javac-doclint-warning-cap-two-param-errors",
    "valgrind-overrun-early-freed-read-late-interleaved",
    "gpp-lto-odr-violation-then-readings",
    "git-log-dirstat-commit-touches-vendor",
];

/// Round 29's recordings under round 28's review rules: situations that do not put one odd record
/// among many numbered near-identical ones (`xtask/recipes/r29-tannery`: make -k over vats whose
/// header reads a switch before the config that sets it, -Wundef's warning the cause of a cascade;
/// an included rules.mk overriding one object's recipe with a stub, make's two warnings far above
/// the link's undefined references; nm -A -P of an archive holding one function in two members;
/// m4's trace of a site file redefining a macro mid-run; xmllint's keyref and unique constraints
/// between records; `sqlite3_analyzer`'s report of an index as large as its table; diff -u of an
/// INI file whose moved section changed one value; javac's duplicate class making every step see
/// the old Vat; cargo's feature-gated item reported as configured out; cargo doc's broken intra-doc
/// link in a dependency; pydoc of a module whose override keeps a lock; makeinfo's plain-text
/// manual with one upgrading caveat; shellcheck's misspelled variable behind an rm -rf; curl's
/// retry loop whose last attempt is a 404 while the run exits 0; the JVM's class-load log with a
/// stale jar loaded 500 lines before the `NoSuchMethodError`; nginx -T with a server name declared
/// twice; git show of helpers moved between files with one constant changed, a git log whose one
/// commit body changes a default in passing, git log -p whose "align" commit turns a recipe's tab
/// into spaces before make's missing separator, git log --graph whose merge brings back a reverted
/// change; jq's NDJSON with one lot id twice and one parent that is no lot; mlr's join with a hide
/// in an unlisted vat and a vat listed twice; cargo's mismatched types between two versions of one
/// crate), annotated from the raw output before ctx ran on them, to measure squash at first
/// contact; `squash_report` prints their figures apart.
pub const ROUND29: &[&str] = &[
    "gcc-wundef-units-before-config-cascade",
    "make-included-rule-overrides-recipe-link-fails",
    "nm-archive-one-function-in-two-members",
    "m4-trace-site-file-redefines-retention",
    "xmllint-schema-keyref-and-unique-between-records",
    "sqlite3-analyzer-index-as-large-as-table",
    "diff-u-section-moved-with-changed-value",
    "git-show-helpers-moved-constant-changed",
    "git-log-body-sentence-changes-default",
    "javac-duplicate-class-old-vat-shadows-new",
    "cargo-build-feature-gated-item-configured-out",
    "pydoc-module-override-keeps-lock",
    "makeinfo-plaintext-upgrade-note-drum-speed",
    "shellcheck-misspelled-variable-clears-root",
    "curl-retry-last-attempt-404-exit-zero",
    "cargo-doc-dependency-broken-intra-doc-link",
    "java-class-load-stale-jar-long-before-nosuchmethod",
    "nginx-dump-conflicting-server-name-legacy-root",
    "git-log-p-align-commit-turns-recipe-tab-to-spaces",
    "jq-ndjson-lot-id-twice-and-parent-missing",
    "git-log-graph-reverted-change-returns-by-merge",
    "mlr-join-unpaired-hide-and-vat-listed-twice",
    "cargo-build-two-versions-of-a-crate-mismatched-vat",
];

/// Round 30's 19 real recordings of causes written once, far from a symptom that does not repeat
/// them (javap's constant inlined into a class compiled before the change; gcc -E's header that
/// redefines a macro for one unit; make -p's variable set again in an included site file; sqlite3's
/// NOCASE index a lookup cannot use, INSERT OR REPLACE cascading deletes, a NULL in a NOT IN
/// subquery, `.import`'s TEXT columns ordering weights as text; doctest's example changing a shared
/// module for a later file; prove's sub redefined by another module; npm's pretest seeding pounds;
/// bash -x's CDPATH from a sourced file; diff3's moved section whose value the other side changed;
/// git histories of a rename merged beside a new caller, a submodule rewound by a stale checkout, a
/// gitignore pattern hiding a new file, a reverted merge merged again, an `ours` merge driver, a
/// "tidy" commit deleting a test module, a cherry-pick needing an unpicked rename), annotated from
/// the raw output before ctx ran on them, to measure squash at first contact; `squash_report`
/// prints their figures apart.
pub const ROUND30: &[&str] = &[
    "javap-inlined-constant-stale-after-partial-rebuild",
    "gcc-preprocess-compat-header-redefines-frame-weight",
    "make-print-database-site-file-sets-method-again",
    "sqlite3-eqp-nocase-index-unused-by-tag-lookup",
    "sqlite3-echo-insert-or-replace-cascades-inspections",
    "sqlite3-not-in-subquery-null-tag-hides-missed-hives",
    "sqlite3-import-text-column-orders-weights-as-text",
    "python-doctest-verbose-earlier-file-switches-unit",
    "perl-prove-sub-redefined-by-legacy-module",
    "npm-test-pretest-seeds-pounds-tap-failures",
    "bash-xtrace-cdpath-from-sourced-env-clears-archive",
    "diff3-merge-ours-moved-section-theirs-changed-value",
    "git-log-p-rename-on-branch-caller-on-main-tests-fail",
    "git-log-submodule-rewound-by-stale-checkout",
    "git-log-stat-gitignore-csv-hides-new-calibration",
    "git-log-graph-merge-reverted-then-merged-again-import-fails",
    "git-log-graph-ours-merge-driver-drops-field-change",
    "git-log-stat-tidy-commit-deletes-test-module-count-falls",
    "git-cherry-pick-conflict-needs-unpicked-rename",
];

/// Round 31's 25 real recordings of causes written once, far from a symptom that does not repeat
/// them, and of prose (git histories of a glassworks: a reset dropping a commit, a move dropping an
/// executable bit, a [DEFAULT] refactor dropping one lehr's own value, two branches adding one
/// section, a symlink retargeted, a fix reaching an original and not its copy, a parameter inserted
/// before positional callers, a binary attribute hiding a change, a misspelt key in a sorted
/// rewrite, a fix left in a stash, a first-parent merge diff, a star import shadowing a builtin, a
/// module moved one level deeper, a cache keyed too coarsely; gcc -fanalyzer's use after free
/// through a failed reload; gcov's never-read renamed key; jshell's redefined record; man, cargo help
/// and pydoc renders with facts far from the first screen), annotated from the raw output before ctx
/// ran on them, to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND31: &[&str] = &[
    "git-log-g-reset-drops-crystal-ramp-commit-test-fails",
    "git-log-summary-move-drops-exec-bit-script-permission-denied",
    "git-log-p-defaults-section-drops-one-lehr-own-ramp",
    "git-log-graph-two-branches-add-same-section-duplicate-error",
    "git-log-p-symlink-retargeted-in-unrelated-commit",
    "git-log-copies-fix-reaches-original-not-copy",
    "git-log-p-parameter-inserted-callers-pass-positionally",
    "git-log-reverse-binary-attribute-hides-schedule-change",
    "git-log-p-sorted-keys-commit-misspells-one-key",
    "git-stash-list-p-forgotten-fix-below-two-stashes",
    "git-log-first-parent-merge-diff-lowers-anneal-point",
    "gcc-fanalyzer-use-after-free-through-failed-reload",
    "gcov-branches-renamed-cap-key-never-read-cap-never-applied",
    "jshell-record-redefined-resets-list-later-symbol-missing",
    "man-gitattributes-macro-attributes-top-level-only",
    "man-tar-delete-not-on-compressed-archives",
    "cargo-help-build-offline-resolution-caveat",
    "pydoc-tarfile-extractall-filter",
    "man-strace-follow-forks-and-string-limit",
    "man-githooks-prepare-commit-msg-not-bypassed",
    "man-ssh-jump-host-options-apply-to-destination",
    "man-gzip-concatenated-members-exit-status",
    "git-log-p-star-import-shadows-round-with-truncating-one",
    "git-log-m-module-moved-deeper-root-points-inside-package",
    "git-log-p-cache-keyed-by-lehr-serves-other-file-plan",
];

/// Round 32's 30 real recordings for breadth, one to two a tool across 24 tools (a cooperage: make
/// -k and --warn-undefined-variables, gcc -H, g++ template errors, valgrind's leak check and origin
/// tracking, gdb's bt full, readelf then a link, cargo test and cargo run, node's test runner and an
/// uncaught error, npm workspaces, java's chained exception, psql's foreign key and PL/pgSQL notices,
/// sqlite3's line mode, jq, tar --compare, journalctl, strace -f, shellcheck, tclsh, perl, ruby, a
/// Python logging service, pdb, curl, and the systemd.timer and journalctl manuals), most with a
/// cause written once far from a symptom that does not repeat it, annotated from the raw output
/// before ctx ran on them, to measure squash at first contact; `squash_report` prints their figures
/// apart.
pub const ROUND32: &[&str] = &[
    "make-keep-going-implicit-declaration-links-fail-later",
    "make-warn-undefined-variable-sheet-list-loses-its-directory",
    "gcc-include-tree-legacy-header-shadows-hoop-struct",
    "valgrind-leak-draft-kept-for-rejected-order",
    "valgrind-track-origins-inch-sheet-width-never-set",
    "gdb-bt-full-sigfpe-batch-emptied-by-earlier-move",
    "readelf-symtab-local-function-then-link-undefined",
    "gpp-set-needs-operator-less-map-index-needs-default-constructor",
    "cargo-test-grade-assert-sapwood-note-in-captured-log",
    "cargo-run-worker-thread-panic-main-join-fails-at-the-end",
    "node-test-tap-earlier-test-changes-shared-default",
    "npm-run-workspaces-retired-profile-one-package-fails",
    "node-uncaught-typeerror-archive-entries-name-hoops-rings",
    "java-chained-exception-old-oven-limit-read-mid-run",
    "psql-foreign-key-fails-on-cask-retired-by-trigger",
    "psql-plpgsql-notice-maps-toast-past-the-check",
    "sqlite3-line-mode-cask-with-unknown-cooper-id",
    "jq-bulk-allocation-one-lot-held-by-earlier-item",
    "tar-compare-hand-fixed-sheet-contents-differ",
    "journalctl-press-drop-in-lowers-limit-unit-fails-hours-later",
    "strace-f-sourced-env-sends-job-to-last-years-sheets",
    "shellcheck-count-set-in-piped-loop-read-after-it",
    "tclsh-sourced-profile-renames-proc-error-trace-later",
    "perl-eval-warning-undef-cask-method-call-later",
    "ruby-json-reload-string-keys-nil-limit-fails-later",
    "python-http-server-log-config-zeroes-spacing-500-later",
    "pdb-post-mortem-inch-sheet-widens-the-spread",
    "curl-redirect-to-other-host-name-drops-basic-auth",
    "man-systemd-timer-accuracy-and-sleep-caveats",
    "man-journalctl-vacuum-and-hostname-caveats",
];

/// Round 33's 30 real recordings of an agent's everyday in the ecosystems round 32 left out (a seed
/// bank: go test -v and a goroutine panic, tsc, eslint, vitest (two), mypy and its --help, ruff,
/// pytest (-vv, --tb=long), a traceback through four modules, php (two), lua (two), rspec, minitest,
/// ruby, a Rust backtrace, cargo test's `assert_eq!` on a struct, cargo build, g++ (two), journalctl,
/// git log --stat, blame and diff, and the ruby manual and pydoc shutil), most with a cause written
/// once far from a symptom that does not repeat it, annotated from the raw output before ctx ran on
/// them, to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND33: &[&str] = &[
    "go-test-v-legacy-sheet-raises-threshold-one-drawer-queue-grows",
    "go-run-worker-goroutine-panic-drawer-read-as-shelf-pairs",
    "tsc-pretty-room-comparison-no-overlap-among-possibly-null",
    "eslint-one-eqeqeq-error-among-unused-warnings",
    "vitest-earlier-test-recalibrates-drying-room-batch-diff",
    "mypy-unexpected-keyword-among-optional-operand-errors",
    "ruff-redefinition-far-below-first-definition",
    "pytest-vv-printer-profile-drops-room-prefix-diff-later",
    "python-traceback-closed-field-plot-error-through-four-modules",
    "php-typeerror-pasted-sheet-header-leaves-moisture-a-string",
    "lua-room-split-nil-limits-traceback-later",
    "rspec-relabelled-drawer-pull-list-comes-back-empty",
    "minitest-protocol-counts-hard-seeds-later-rate-fails",
    "rust-backtrace-kg-lot-kept-as-grams-expect-fails-later",
    "cargo-test-nocapture-safety-level-raised-assert-eq-struct",
    "gpp-ranges-sort-list-and-visit-missing-alternative",
    "journalctl-summer-defrost-drop-in-chiller-locks-out-later",
    "git-log-stat-old-sheet-import-raises-room-thresholds",
    "man-ruby-rubyopt-and-rubyshell-caveats",
    "pydoc-shutil-copytree-dirs-exist-and-rmtree-onerror",
    "vitest-retired-room-typeerror-stack-into-source",
    "mypy-help-implicit-optional-and-strict-equality",
    "php-warning-missing-dishes-division-by-zero-later",
    "lua-half-gram-reading-format-no-integer-representation",
    "cargo-build-one-mismatched-type-among-unused-warnings",
    "gpp-units-renamed-member-among-wextra-warnings",
    "git-blame-s-stock-take-merge-moved-one-accession",
    "git-diff-year-one-drawer-move-among-remeasured-rows",
    "pytest-tb-long-hand-typed-sheet-letter-o-through-three-modules",
    "ruby-archived-drawer-nil-nomethoderror-through-three-files",
];

/// Round 34's 24 real recordings of tools no round had recorded twice (a salt works: hledger
/// register and check, hledger balance, zsh and ksh xtraces, dash's xtrace and a silent `set -e`
/// stop, tcsh's `set echo`, rpmbuild (two), ldc2's errors and its -help, jing, sqldiff, yamllint,
/// jdeps, bc, a Kotlin program's exception, kotlinc -Werror, mawk, yasm, gron, pkg-config --debug,
/// and ksh's manual), most with a cause
/// written once far from a symptom that does not repeat it or one odd record among many,
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND34: &[&str] = &[
    "hledger-register-sale-keyed-140-sacks-stock-take-assertion-fails",
    "hledger-balance-monthly-one-week-wages-to-misspelled-worker",
    "zsh-xtrace-old-crew-settings-ksh-arrays-grade-glob-no-match",
    "dash-xtrace-old-crew-env-half-sack-weight-illegal-number",
    "rpmbuild-install-line-writes-p64-for-p46-file-not-found",
    "ldc2-one-long-argument-among-deprecated-bome-calls",
    "ldc2-help-release-bounds-checks-and-deprecation-levels",
    "jing-rnc-one-lowercase-pan-among-missing-moisture",
    "sqldiff-retired-pan-row-deleted-among-remeasured-readings",
    "yamllint-duplicate-density-key-among-long-lines",
    "jdeps-verbose-class-legacy-gauge-not-found-in-jar",
    "bc-sack-library-scale-zero-divide-by-zero-later",
    "kotlin-getvalue-retired-pan-key-missing-later",
    "kotlinc-werror-division-by-zero-among-unused-and-deprecated",
    "mawk-legacy-scale-row-zero-divisor-sacks-overflow",
    "ksh-man-restricted-mode-functrace-and-case-insensitive-globs",
    "rpmbuild-one-profile-installed-as-rkae-unpackaged-by-glob",
    "ksh-xtrace-old-crew-integer-ratio-divide-by-zero-later",
    "yasm-orphan-label-lost-call-among-8-bit-overflows",
    "zsh-xtrace-crew-no-clobber-second-report-write-file-exists",
    "dash-errexit-renamed-merchant-grep-stops-run-silently",
    "gron-one-pan-density-in-baume-among-grams-per-litre",
    "pkg-config-debug-legacy-gauge-first-on-path-version-unsatisfied",
    "tcsh-echo-sourced-profile-unsets-depot-undefined-later",
];

/// Round 35's 22 real recordings of tools no round had recorded twice (an ice works: GNU units,
/// dc and its manual, recfix, recsel, yq (two), busybox ash and mksh xtraces, join, ant -v, m4,
/// the one true awk and its manual, luac's listing, iverilog with vvp, tidy, lacheck, gplc,
/// rake --trace, podchecker), most with a cause written once far from a symptom that does not
/// repeat it or one odd record among many, annotated from the raw output before ctx ran on them,
/// to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND35: &[&str] = &[
    "units-site-file-ton-is-freight-volume-wagonload-conformability-error",
    "dc-stray-tables-file-sets-precision-zero-melt-ratio-divide-by-zero-later",
    "man-dc-precision-default-zero-and-underscore-negatives",
    "recfix-check-one-non-integer-weight-and-duplicate-id-among-missing-sawdust",
    "recsel-one-delivery-keyed-400-blocks-among-12-to-60",
    "yq-leading-zero-lot-number-read-as-octal-271",
    "yq-tables-version-1-10-read-as-float-1-1",
    "busybox-ash-xtrace-sourced-ifs-comma-houses-loop-one-word",
    "busybox-ash-xtrace-sourced-zero-padded-day-08-arithmetic-syntax-error",
    "join-weighbridge-line-copied-up-250-blocks-unpaired",
    "ant-verbose-local-properties-override-ignored-copy-dir-missing-later",
    "m4-included-macros-give-block-weight-a-unit-eval-bad-expression-later",
    "original-awk-zero-door-count-row-division-by-zero-at-end",
    "man-original-awk-no-explicit-conversions-and-assignment-operands",
    "luac-listing-one-global-totla-among-local-totals",
    "iverilog-vvp-8-bit-port-prunes-12-bit-scale-one-block-reads-44",
    "tidy-one-missing-tr-among-img-alt-warnings",
    "lacheck-table-closed-by-end-tabular-among-eg-spacing-warnings",
    "gplc-merged-house-list-block-clauses-ignored-order-block-missing-later",
    "rake-trace-rakelib-appends-weigh-action-ledger-check-fails-later",
    "podchecker-over-without-back-one-error-among-whitespace-warnings",
    "mksh-xtrace-sourced-noglob-books-loop-gets-the-pattern",
];

/// Round 36's 24 real recordings of tools no round had recorded twice (a windmill: fish traces
/// (two), gnuplot, bmake, makeindex and its manual, Regina Rexx traces (two), ngspice, Gforth,
/// desktop-file-validate, flawfinder's CSV, cflow, sparse and its manual, doxygen, file, codespell,
/// `sqlite3_analyzer`, `mutool pages`, PARI/GP, Guile, BibTeX, the zic manual), most with a cause
/// written once far from a symptom that does not repeat it or one odd record among many,
/// annotated from the raw output before ctx ran on them, to measure squash at first contact;
/// `squash_report` prints their figures apart.
pub const ROUND36: &[&str] = &[
    "fish-trace-sourced-sack-weight-with-unit-math-unknown-function-later",
    "fish-trace-sourced-books-dir-1890-wildcard-no-matches-later",
    "gnuplot-stats-one-comma-separated-day-no-valid-points",
    "bmake-included-stones-file-keeps-ledger-script-cat-fails-later",
    "makeindex-one-doubled-at-entry-among-unmatched-range-warnings",
    "man-makeindex-word-order-and-numbers-always-numeric",
    "regina-trace-pasted-numeric-digits-3-remainder-needs-exponential-later",
    "regina-trace-pasted-numeric-fuzz-loop-runs-past-end-bad-conversion-later",
    "ngspice-listing-lamp-1m-read-as-milli-one-node-near-zero",
    "gforth-redefined-sack-kg-early-bound-flour-book-abort-later",
    "desktop-file-validate-one-type-aplication-among-icon-extension-errors",
    "flawfinder-csv-one-gets-level-5-among-strlen-rows",
    "cflow-one-mutual-recursion-among-150-functions",
    "sparse-one-constant-truncated-among-not-declared-warnings",
    "man-sparse-max-warnings-default-limit-and-cast-truncate",
    "doxygen-one-param-name-mismatch-among-undocumented-members",
    "file-one-latin-1-crlf-day-book-among-480-ascii",
    "codespell-one-adress-among-400-recieved",
    "sqlite3-analyzer-one-farm-table-every-row-overflows",
    "mutool-pages-one-letter-page-among-a4",
    "gp-echo-pasted-mod-256-counter-forbidden-comparison-later",
    "guile-imported-module-overrides-round-quotient-wrong-type-later",
    "bibtex-one-citation-with-no-entry-among-undated-ledgers",
    "man-zic-notes-earliest-transition-and-coinciding-offsets",
];

/// Round 37's 18 real recordings of tools no round had recorded twice and none of rounds 31–36
/// had recorded (a smithy: a flex debug scanner, Ghostscript, xsltproc, byacc's `y.output` and a
/// byacc parser's yydebug trace, plain TeX, tsort, rsync's itemized dry run, `lz4 -t`, od,
/// graphviz's sccmap and a gvpr program, `MetaPost`, Metafont (two), sdiff, the dot and gvpr
/// manuals), most with a cause written once far from a symptom that does not repeat it, one odd
/// record among many or a caveat in prose, annotated from the raw output before ctx ran on them,
/// to measure squash at first contact; `squash_report` prints their figures apart.
pub const ROUND37: &[&str] = &[
    "flex-debug-catch-all-rule-shadows-horseshoe-count-zero-later",
    "gs-run-1890-price-list-bar-weight-string-typecheck-later",
    "xsltproc-one-dozen-quantity-nan-line-and-pieces-total-later",
    "byacc-verbose-one-shift-reduce-conflict-state-far-down-listing",
    "byacc-yydebug-minus-conflict-shifts-balance-right-to-left-later",
    "tex-one-overfull-row-among-underfull-price-rows",
    "tsort-one-temper-before-quench-pair-loop-among-1320-jobs",
    "rsync-itemize-dry-run-one-mode-one-shorter-copy-one-deletion-among-520",
    "lz4-test-stops-at-day-331-unfinished-stream-after-330-passes",
    "od-one-furnace-record-65535-among-900-readings",
    "sccmap-one-two-job-component-among-718-degenerate",
    "mpost-tracing-1890-gate-file-fixes-bar-weight-inconsistent-equation-later",
    "mf-input-1890-rails-file-hectogram-unit-arithmetic-overflow-later",
    "mf-one-enormous-hinge-weight-reduced-among-520",
    "sdiff-one-nail-price-differs-among-300-wares",
    "gvpr-undeclared-totl-node-attribute-warning-hours-zero-later",
    "man-dot-weights-non-negative-integers-and-defaults-apply-after",
    "man-gvpr-undeclared-variables-are-attributes-and-int-of-string",
];

/// The facts the squashers are known to lose today, one `fixture: fact` a line in
/// `fixtures/known-lost.txt`: those a round of unseen formats lost at first contact
/// (docs/benchmarks.md) and no fix has won back yet. A ratchet: ctx-pipeline's facts test fails
/// when a listed fact is kept (delete its line) and every fact test fails when an unlisted one is
/// lost, so the list only shrinks.
///
/// # Panics
///
/// When the file cannot be read.
pub fn known_lost() -> Vec<String> {
    let path = dir().join("known-lost.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    text.lines().filter(|line| !line.trim().is_empty() && !line.starts_with('#')).map(str::to_owned).collect()
}

/// A fact is kept when it occurs in the output; for JSON facts written with the recorder's
/// spacing (`{ "name": "x" }`) the squashed JSON may be compact (`{"name":"x"}`), which keeps the
/// same keys and values. A pretty-printed member's line (`"_id": "tsd@0.33.0",`) ends with the
/// comma that separates it from the next member: the member kept last of its object in the
/// squash (`…,"_id":"tsd@0.33.0"}`) keeps it too.
pub fn kept(fact: &str, output: &str) -> bool {
    output.contains(fact)
        || compact_json_spacing(output).contains(&compact_json_spacing(fact))
        || fact.starts_with("{ \"") && compact_braces(output).contains(&compact_braces(fact))
        || last_member_kept(fact, output)
}

/// Whether `fact`, a JSON member's line with its separating comma, is kept as the last member of
/// an object of the compact output.
fn last_member_kept(fact: &str, output: &str) -> bool {
    let Some(member) =
        fact.strip_suffix(',').filter(|member| member.starts_with('"') && member.contains("\": "))
    else {
        return false;
    };
    compact_json_spacing(output).contains(&format!("{}}}", compact_json_spacing(member)))
}

/// Drops the single spaces JSON pretty-printers put after `:` and `,`.
fn compact_json_spacing(text: &str) -> String {
    text.replace("\": ", "\":").replace(", \"", ",\"")
}

/// [`compact_json_spacing`], and the spaces inside an object's braces (`{ "type": … }`, as
/// libtest's JSON writes them): read only for a fact that is such an object.
fn compact_braces(text: &str) -> String {
    compact_json_spacing(text).replace("{ \"", "{\"").replace(" }", "}")
}

impl Fixture {
    /// The must-keep facts missing from `output`.
    pub fn dropped(&self, output: &str) -> Vec<&str> {
        self.entry.must_keep.iter().map(String::as_str).filter(|fact| !kept(fact, output)).collect()
    }

    /// What the pipeline stores, given what a squasher made of the terminal-cleaned recording:
    /// when the squash does not save enough to leave anything out
    /// (`ctx_squash_core::worth_squashing`), the recording leaving out only runs it still shows,
    /// else the cleaned recording (`ctx_squash_core::settle`), a run of lines it shows above shown
    /// once (`ctx_squash_core::leave_out_shown_above`), then whichever is shorter than the
    /// recording, else the recording itself (the pipeline's "never longer" rule).
    pub fn stored(&self, squashed: String) -> String {
        let clean = ctx_squash_core::clean_terminal(&self.text);
        // Squashed as lines: not JSON, and not left as it is (exempt, under the floor).
        let of_lines = !matches!(
            self.entry.strategy,
            None | Some(Strategy::Json | Strategy::Ndjson | Strategy::Exempt | Strategy::BelowFloor)
        );
        let squashed = ctx_squash_core::settle(
            &clean,
            ctx_squash_core::Squash { text: squashed, markers: Vec::new() },
            of_lines,
        );
        // A run of lines shown above is shown once, as the pipeline stores it.
        let squashed =
            if of_lines { ctx_squash_core::leave_out_shown_above(&clean, squashed) } else { squashed }.text;
        if squashed.len() < self.text.len() { squashed } else { self.text.clone() }
    }

    /// The body of the fixture's snapshot: tool, strategy, bytes and tokens (by `count`) before
    /// and after, the number of facts, then the stored text, or `(unchanged)`.
    pub fn snapshot(&self, stored: &str, count: impl Fn(&str) -> usize) -> String {
        let header = format!(
            "tool: {}\nstrategy: {}\nbytes: {} -> {}\ntokens: {} -> {}\nfacts: {}\n",
            self.entry.tool,
            self.entry.strategy.map_or("unrecorded", Strategy::name),
            self.text.len(),
            stored.len(),
            count(&self.text),
            count(stored),
            self.entry.must_keep.len(),
        );
        if stored == self.text { format!("{header}(unchanged)\n") } else { format!("{header}---\n{stored}") }
    }
}

/// Panics unless the `.snap` files in `dir` are exactly one `<name>.snap` per fixture of
/// `fixtures` (as [`squash_handled`] returns them): a fixture that left the corpus or moved to another crate's strategy leaves no
/// stale snapshot behind. Call it after the snapshots were asserted (which writes new ones when
/// `INSTA_UPDATE` says so).
///
/// # Panics
///
/// When `dir` cannot be read or its snapshots differ from the fixtures.
#[track_caller]
pub fn assert_snapshot_files(dir: &Path, fixtures: &[(Fixture, String)]) {
    let found: BTreeSet<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".snap").map(str::to_owned))
        .collect();
    let expected: BTreeSet<String> = fixtures.iter().map(|(fixture, _)| fixture.entry.name.clone()).collect();
    let stale: Vec<&String> = found.difference(&expected).collect();
    let missing: Vec<&String> = expected.difference(&found).collect();
    assert!(
        stale.is_empty() && missing.is_empty(),
        "{}: snapshots of fixtures this crate does not handle: {stale:?}; fixtures without a snapshot: {missing:?}",
        dir.display()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(fact: &str, output: &str, expected: bool) {
        assert_eq!(kept(fact, output), expected, "{fact:?} in {output:?}");
    }

    #[test]
    fn a_fact_is_kept_verbatim_or_as_compact_json() {
        check("error[E0425]: x", "a\nerror[E0425]: x\nb", true);
        check("error[E0425]: x", "error[E0425]: y", false);
        check("\"name\": \"serde\"", "{\"name\":\"serde\"}", true);
        check("\"a\": 1, \"b\": 2", "{\"a\":1,\"b\":2}", true);
        check("\"name\": \"serde\"", "{\"name\":\"serde_json\"}", false);
        check("\"name\": \"serde\"", "name: serde", false);
        // libtest's JSON spaces its braces; the squash writes it compact.
        check(
            "{ \"type\": \"suite\", \"test_count\": 420 }",
            "{\"type\":\"suite\",\"test_count\":420}",
            true,
        );
        check(
            "{ \"type\": \"suite\", \"test_count\": 420 }",
            "{\"type\":\"suite\",\"test_count\":4200}",
            false,
        );
        // A member's separating comma: kept by the member written last of its object.
        check("\"_id\": \"tsd@0.33.0\",", "[{\"name\":\"tsd\",\"_id\":\"tsd@0.33.0\"}]", true);
        check("\"_id\": \"tsd@0.33.0\",", "[{\"name\":\"tsd\",\"_id\":\"tsd@0.33.01\"}]", false);
        check("\"_id\": \"tsd@0.33.0\",", "[{\"name\":\"tsd\"}]", false);
    }

    #[test]
    fn strategies_round_trip_through_their_names() {
        for strategy in Strategy::ALL {
            assert_eq!(Strategy::from_name(strategy.name()), Some(strategy));
            let json = serde_json::to_string(&strategy).expect("a strategy serializes");
            assert_eq!(json, format!("\"{}\"", strategy.name()));
        }
        assert_eq!(Strategy::from_name("generic"), None);
    }

    #[test]
    fn an_entry_without_a_strategy_still_parses_and_writes_back_unchanged() {
        let old = r#"[{"name": "n", "file": "tools/n.txt", "tool": "bash", "command": "true",
            "cwd": "/tmp/fixture", "tty": false, "exit_code": 0, "recorded": "2026-01-01",
            "bytes": 0, "sha256": "00", "features": ["small"], "must_keep": []}]"#;
        let entries = parse(old).expect("an entry of the old format parses");
        assert_eq!(entries[0].strategy, None);
        let written = serde_json::to_value(&entries).expect("serializes");
        assert_eq!(written, serde_json::from_str::<serde_json::Value>(old).expect("json"));
        let with = old.replace("\"must_keep\"", "\"strategy\": \"below-floor\", \"must_keep\"");
        assert_eq!(parse(&with).expect("parses")[0].strategy, Some(Strategy::BelowFloor));
        assert!(parse(&old.replace("\"tty\": false, ", "")).is_err(), "a missing field is refused");
    }

    #[test]
    fn the_manifest_loads_and_every_fixture_matches_its_recorded_length() {
        for fixture in fixtures() {
            assert_eq!(fixture.entry.file, format!("tools/{}.txt", fixture.entry.name));
            let bytes = std::fs::metadata(dir().join(&fixture.entry.file)).map(|meta| meta.len());
            assert_eq!(bytes.ok(), u64::try_from(fixture.entry.bytes).ok(), "{}", fixture.entry.name);
        }
    }

    #[test]
    fn stored_is_never_longer_than_the_recording() {
        let fixture = Fixture { entry: an_entry(), text: "abcdef".to_owned() };
        assert_eq!(fixture.stored("abcdefgh".to_owned()), "abcdef");
        assert_eq!(fixture.stored("abcdeX".to_owned()), "abcdef");
        assert_eq!(fixture.stored("abc".to_owned()), "abcdef", "saving under MIN_SAVED is not enough");
        let large = "x".repeat(3 * ctx_squash_core::MIN_SAVED);
        let fixture = Fixture { entry: an_entry(), text: large.clone() };
        assert_eq!(fixture.stored("abc".to_owned()), "abc");
        assert_eq!(fixture.stored(large[..large.len() - large.len() / 6].to_owned()), large, "a sixth");
        let body = fixture.snapshot("abc", str::len);
        assert_eq!(
            body,
            format!(
                "tool: bash\nstrategy: log\nbytes: {n} -> 3\ntokens: {n} -> 3\nfacts: 1\n---\nabc",
                n = large.len()
            )
        );
        assert!(fixture.snapshot(&large, str::len).ends_with("facts: 1\n(unchanged)\n"));
    }

    fn an_entry() -> Entry {
        Entry {
            name: "n".into(),
            file: "tools/n.txt".into(),
            tool: "bash".into(),
            command: "true".into(),
            cwd: "/tmp/fixture".into(),
            tty: false,
            exit_code: 0,
            recorded: "2026-01-01".into(),
            bytes: 6,
            sha256: String::new(),
            features: Vec::new(),
            strategy: Some(Strategy::Log),
            must_keep: vec!["abc".into()],
        }
    }
}
