//! `cargo xtask test262`: runs the official ECMAScript conformance suite (tc39/test262) through
//! the public API ([`codemode::Runtime`]) and reports pass/fail/skip per directory.
//!
//! The pieces: `front_matter` (the YAML subset of test headers), `skip` (the skip list,
//! `xtask/test262-skip.toml`), `program` (harness + test → a codemode program), `verdict` (the
//! pass/fail decision), `run` (threads, worker processes, limits, panics, crashes, hangs) and
//! `report` (text and JSON). `xtask test262 --worker` is the worker process `run` starts.
//!
//! The suite is not part of the repository: `--path` names a checkout of tc39/test262 (only its
//! `harness/` and `test/` directories are read). Build in release mode for speed:
//! `cargo run --release -p xtask -- test262 --path …` (`cargo xtask` is the debug build).

mod front_matter;
mod program;
mod report;
mod run;
mod skip;
mod verdict;

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use report::Summary;
use run::{Config, Outcome, Test};
use skip::SkipList;

/// The usage text.
pub const USAGE: &str = "\
usage: cargo xtask test262 --path <test262 checkout> [options] [dirs…]

Runs tc39/test262 through codemode's public API. dirs are under test/ (default: built-ins language),
e.g. `built-ins/Array language/expressions`. For speed, use the release build:
    cargo run --release -p xtask -- test262 --path ../test262 built-ins/Array

options:
  --path DIR          a checkout of tc39/test262 (its harness/ and test/ are read)
  --filter TEXT       only tests whose path under test/ contains TEXT
  --threads N         worker threads (default: available parallelism)
  --json FILE         write a machine-readable summary (counts, causes, every failure)
  --depth N           directory depth of the table (default 2: built-ins/Array)
  --top N             failure causes to list (default 25)
  --timeout-ms MS     per-test time limit (default 5000)
  --skip-list FILE    the skip list (default xtask/test262-skip.toml)
  --verbose           print every failure as it happens
  --print-programs    print the program of each selected test instead of running it (to reproduce
                      a failure with `codemode run --javascript`)

Each test runs with a time, instruction and memory limit in a worker process (this binary with
--worker; one per thread), so a panic, an abort or a hang fails that test only.";

/// Parsed command-line options.
#[derive(Debug)]
struct Args {
    path: PathBuf,
    dirs: Vec<String>,
    filter: Option<String>,
    threads: usize,
    json: Option<PathBuf>,
    depth: usize,
    top: usize,
    timeout_ms: u64,
    skip_list: PathBuf,
    verbose: bool,
    worker: bool,
    print_programs: bool,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut path = None;
    let mut out = Args {
        path: PathBuf::new(),
        dirs: Vec::new(),
        filter: None,
        threads: std::thread::available_parallelism().map_or(1, usize::from),
        json: None,
        depth: 2,
        top: 25,
        timeout_ms: 5000,
        skip_list: Path::new(env!("CARGO_MANIFEST_DIR")).join("test262-skip.toml"),
        verbose: false,
        worker: false,
        print_programs: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().cloned().ok_or(format!("{name} needs a value"));
        let number = |name: &str, v: String| v.parse::<u64>().map_err(|_| format!("{name}: not a number: {v}"));
        match a.as_str() {
            "--path" => path = Some(PathBuf::from(value(a)?)),
            "--filter" => out.filter = Some(value(a)?),
            "--threads" => out.threads = number(a, value(a)?)?.max(1) as usize,
            "--json" => out.json = Some(PathBuf::from(value(a)?)),
            "--depth" => out.depth = number(a, value(a)?)? as usize,
            "--top" => out.top = number(a, value(a)?)? as usize,
            "--timeout-ms" => out.timeout_ms = number(a, value(a)?)?.max(1),
            "--skip-list" => out.skip_list = PathBuf::from(value(a)?),
            "--verbose" | "-v" => out.verbose = true,
            "--worker" => out.worker = true,
            "--print-programs" => out.print_programs = true,
            "--help" | "-h" => return Err(String::new()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}")),
            dir => out.dirs.push(dir.trim_start_matches("test/").trim_end_matches('/').to_string()),
        }
    }
    out.path = path.ok_or("--path <test262 checkout> is required")?;
    if out.dirs.is_empty() {
        out.dirs = vec!["built-ins".into(), "language".into()];
    }
    Ok(out)
}

/// Every test file under `test/<dir>` (or the file itself), sorted; `_FIXTURE` files are modules
/// other tests import, not tests.
fn discover(test_root: &Path, dirs: &[String], filter: Option<&str>) -> Result<Vec<Test>, String> {
    let mut tests = Vec::new();
    for d in dirs {
        let start = test_root.join(d);
        if !start.exists() {
            return Err(format!("{} does not exist", start.display()));
        }
        let mut stack = vec![start];
        while let Some(p) = stack.pop() {
            if p.is_dir() {
                let rd = std::fs::read_dir(&p).map_err(|e| format!("{}: {e}", p.display()))?;
                stack.extend(rd.flatten().map(|e| e.path()));
                continue;
            }
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !name.ends_with(".js") || name.contains("_FIXTURE") {
                continue;
            }
            let rel = p.strip_prefix(test_root).unwrap_or(&p).to_string_lossy().replace('\\', "/");
            if filter.is_none_or(|f| rel.contains(f)) {
                tests.push(Test { rel });
            }
        }
    }
    tests.sort_by(|a, b| a.rel.cmp(&b.rel));
    tests.dedup_by(|a, b| a.rel == b.rel);
    Ok(tests)
}

/// Runs the command with the arguments after `test262`.
#[must_use]
pub fn main(args: &[String]) -> ExitCode {
    let args = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}\n");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let outcome = if args.worker { run::worker_main(&args.path, &args.skip_list, args.timeout_ms) } else { run(&args) };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<(), String> {
    // Check the skip list here so that a mistake in it is one clear error, not one per worker.
    std::fs::read_to_string(&args.skip_list)
        .map_err(|e| format!("{}: {e}", args.skip_list.display()))
        .and_then(|t| SkipList::parse(&t).map_err(|e| format!("{}: {e}", args.skip_list.display())))?;
    let test_root = args.path.join("test");
    if !args.path.join("harness").join("assert.js").is_file() {
        return Err(format!("{} is not a test262 checkout (no harness/assert.js)", args.path.display()));
    }
    let tests = discover(&test_root, &args.dirs, args.filter.as_deref())?;
    if args.print_programs {
        let harness = program::Harness::new(&args.path);
        for t in &tests {
            let source = std::fs::read_to_string(test_root.join(&t.rel)).map_err(|e| format!("{}: {e}", t.rel))?;
            let fm = front_matter::parse_source(&source).map_err(|e| format!("{}: {e}", t.rel))?;
            println!("// ==== {}\n{}", t.rel, harness.program(&fm, &source)?.text);
        }
        return Ok(());
    }
    let config = Config {
        root: args.path.clone(),
        skip_list: args.skip_list.clone(),
        threads: args.threads,
        timeout_ms: args.timeout_ms,
    };
    // Fail early, with one clear message, if the runtime cannot be built at all.
    run::runtime(args.timeout_ms)?;
    eprintln!("running {} tests on {} worker processes…", tests.len(), config.threads);
    let started = Instant::now();
    let tty = std::io::stderr().is_terminal();
    let verbose = args.verbose;
    let results = run::run_all(tests, config, |r, done, total| {
        if verbose && let Outcome::Fail(m) = &r.outcome {
            println!("FAIL {}: {m}", r.rel);
        }
        if tty && (done % 250 == 0 || done == total) {
            eprint!("\r{done}/{total}");
            if done == total {
                eprintln!();
            }
        }
    });
    let summary = Summary::new(&results, args.depth);
    print!("{}", summary.text(args.top));
    println!("\ntime: {:.1} s", started.elapsed().as_secs_f64());
    if let Some(path) = &args.json {
        let text = serde_json::to_string_pretty(&summary.json(&results)).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n").map_err(|e| format!("{}: {e}", path.display()))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments() {
        let a = parse_args(&strings(&["--path", "/t", "--threads", "3", "test/built-ins/Array/", "language"])).unwrap();
        assert_eq!(a.path, PathBuf::from("/t"));
        assert_eq!(a.threads, 3);
        assert_eq!(a.dirs, ["built-ins/Array", "language"]);
        let d = parse_args(&strings(&["--path", "/t"])).unwrap();
        assert_eq!(d.dirs, ["built-ins", "language"]);
        assert!(parse_args(&strings(&["built-ins"])).is_err(), "--path is required");
        assert!(parse_args(&strings(&["--path", "/t", "--bogus"])).is_err());
    }

    #[test]
    fn the_checked_in_skip_list_parses() {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("test262-skip.toml")).unwrap();
        let list = SkipList::parse(&text).unwrap();
        assert!(list.flags.iter().any(|e| e.key == "noStrict"));
    }
}
