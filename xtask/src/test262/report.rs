//! The summary of a run: pass/fail/skip per directory (cut at a configurable depth), totals, the
//! pass rate of what was not skipped, the most common failure causes and skip reasons, and the
//! machine-readable JSON form.
//!
//! Failure causes are grouped by a normalized first line: positions (`(line N, col M)`) and the
//! values the harness quotes between `«…»` are blanked, so that one missing built-in or one
//! wrong message counts once however many tests show it. It only formats; it runs nothing.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::time::Duration;

use serde_json::{Value, json};

use crate::test262::run::{Outcome, TestResult};

/// Pass, fail and skip counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Passed.
    pub pass: usize,
    /// Failed.
    pub fail: usize,
    /// Skipped.
    pub skip: usize,
}

impl Counts {
    fn add(&mut self, o: &Outcome) {
        match o {
            Outcome::Pass => self.pass += 1,
            Outcome::Fail(_) => self.fail += 1,
            Outcome::Skip(_) => self.skip += 1,
        }
    }

    /// Passed / (passed + failed), in percent (0 when nothing ran).
    #[must_use]
    pub fn rate(&self) -> f64 {
        let run = self.pass + self.fail;
        if run == 0 { 0.0 } else { 100.0 * self.pass as f64 / run as f64 }
    }
}

/// The directory a test is counted under: the first `depth` components of its directory.
#[must_use]
pub fn group(rel: &str, depth: usize) -> String {
    let dir = rel.rsplit_once('/').map_or("", |(d, _)| d);
    dir.split('/').take(depth.max(1)).collect::<Vec<_>>().join("/")
}

/// A failure's first line with positions and quoted values blanked (see the module docs).
#[must_use]
pub fn cause(message: &str) -> String {
    let mut out = String::new();
    let mut chars = message.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '«' => {
                out.push_str("«…»");
                for d in chars.by_ref() {
                    if d == '»' {
                        break;
                    }
                }
            }
            '(' => {
                let rest: String = chars.clone().collect();
                if rest.starts_with("line ") || rest.starts_with("harness line ") {
                    for d in chars.by_ref() {
                        if d == ')' {
                            break;
                        }
                    }
                } else {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    let out = out.trim();
    match out.char_indices().nth(120) {
        Some((i, _)) => format!("{}…", &out[..i]),
        None => out.to_string(),
    }
}

/// The summary of a run.
#[derive(Debug)]
pub struct Summary {
    /// Counts per directory, sorted.
    pub dirs: BTreeMap<String, Counts>,
    /// All tests.
    pub total: Counts,
    /// Failure causes with their count and one example test, most frequent first.
    pub causes: Vec<(String, usize, String)>,
    /// Skip reasons with their count, most frequent first.
    pub skips: Vec<(String, usize)>,
    /// The slowest tests that ran, slowest first.
    pub slowest: Vec<(String, Duration)>,
}

/// Sorts a count map, most frequent first, then by key.
fn ranked<T: Ord + Clone>(m: HashMap<String, (usize, T)>) -> Vec<(String, usize, T)> {
    let mut v: Vec<_> = m.into_iter().map(|(k, (n, t))| (k, n, t)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

impl Summary {
    /// Summarizes `results`, counting directories at `depth` components.
    #[must_use]
    pub fn new(results: &[TestResult], depth: usize) -> Summary {
        let mut dirs: BTreeMap<String, Counts> = BTreeMap::new();
        let mut total = Counts::default();
        let mut causes: HashMap<String, (usize, String)> = HashMap::new();
        let mut skips: HashMap<String, (usize, ())> = HashMap::new();
        for r in results {
            dirs.entry(group(&r.rel, depth)).or_default().add(&r.outcome);
            total.add(&r.outcome);
            match &r.outcome {
                Outcome::Fail(m) => causes.entry(cause(m)).or_insert_with(|| (0, r.rel.clone())).0 += 1,
                Outcome::Skip(m) => skips.entry(m.clone()).or_insert((0, ())).0 += 1,
                Outcome::Pass => {}
            }
        }
        let mut slowest: Vec<(String, Duration)> = results
            .iter()
            .filter(|r| !matches!(r.outcome, Outcome::Skip(_)))
            .map(|r| (r.rel.clone(), r.elapsed))
            .collect();
        slowest.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        slowest.truncate(10);
        Summary {
            slowest,
            dirs,
            total,
            causes: ranked(causes),
            skips: ranked(skips).into_iter().map(|(k, n, ())| (k, n)).collect(),
        }
    }

    /// The text report: the table, totals, the top `top` failure causes and the skip reasons.
    #[must_use]
    pub fn text(&self, top: usize) -> String {
        let mut s = String::new();
        let width = self.dirs.keys().map(String::len).max().unwrap_or(9).max(9);
        let _ = writeln!(s, "{:width$}  {:>6}  {:>6}  {:>6}  {:>6}", "directory", "pass", "fail", "skip", "rate");
        let mut row = |name: &str, c: &Counts| {
            let _ = writeln!(s, "{name:width$}  {:>6}  {:>6}  {:>6}  {:>5.1}%", c.pass, c.fail, c.skip, c.rate());
        };
        for (d, c) in &self.dirs {
            row(d, c);
        }
        row("total", &self.total);
        let t = &self.total;
        let _ = writeln!(
            s,
            "\n{} tests: {} passed, {} failed, {} skipped — {:.1}% of the {} run passed",
            t.pass + t.fail + t.skip,
            t.pass,
            t.fail,
            t.skip,
            t.rate(),
            t.pass + t.fail
        );
        if !self.causes.is_empty() {
            let _ = writeln!(s, "\nmost common failure causes:");
            for (c, n, example) in self.causes.iter().take(top) {
                let _ = writeln!(s, "{n:>7}  {c}\n         e.g. {example}");
            }
        }
        if !self.slowest.is_empty() {
            let _ = writeln!(s, "\nslowest:");
            for (t, d) in &self.slowest {
                let _ = writeln!(s, "{:>7.2}s {t}", d.as_secs_f64());
            }
        }
        if !self.skips.is_empty() {
            let _ = writeln!(s, "\nskipped:");
            for (r, n) in &self.skips {
                let _ = writeln!(s, "{n:>7}  {r}");
            }
        }
        s
    }

    /// The JSON form: totals, per-directory counts, causes, skip reasons, and every failing test
    /// with the first line of its failure.
    #[must_use]
    pub fn json(&self, results: &[TestResult]) -> Value {
        let counts = |c: &Counts| json!({ "pass": c.pass, "fail": c.fail, "skip": c.skip, "rate": (c.rate() * 10.0).round() / 10.0 });
        let dirs: serde_json::Map<String, Value> = self.dirs.iter().map(|(d, c)| (d.clone(), counts(c))).collect();
        let failures: Vec<Value> = results
            .iter()
            .filter_map(|r| match &r.outcome {
                Outcome::Fail(m) => Some(json!({ "path": r.rel, "message": m, "ms": r.elapsed.as_millis() as u64 })),
                _ => None,
            })
            .collect();
        json!({
            "total": counts(&self.total),
            "directories": dirs,
            "causes": self.causes.iter().map(|(c, n, e)| json!({ "cause": c, "count": n, "example": e })).collect::<Vec<_>>(),
            "skipped": self.skips.iter().map(|(r, n)| json!({ "reason": r, "count": n })).collect::<Vec<_>>(),
            "failures": failures,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rel: &str, outcome: Outcome) -> TestResult {
        TestResult { rel: rel.into(), outcome, elapsed: Duration::ZERO }
    }

    #[test]
    fn groups_by_depth() {
        assert_eq!(group("built-ins/Array/prototype/map/a.js", 2), "built-ins/Array");
        assert_eq!(group("built-ins/Array/prototype/map/a.js", 3), "built-ins/Array/prototype");
        assert_eq!(group("language/a.js", 2), "language");
    }

    #[test]
    fn causes_blank_positions_and_values() {
        assert_eq!(
            cause("Test262Error: Expected SameValue(«1», «2») to be true (line 12, col 3)"),
            "Test262Error: Expected SameValue(«…», «…») to be true"
        );
        assert_eq!(cause("TypeError: x (harness line 4, col 1) (y)"), "TypeError: x  (y)");
    }

    #[test]
    fn summary_counts() {
        let results = [
            r("built-ins/Array/a.js", Outcome::Pass),
            r("built-ins/Array/b.js", Outcome::Fail("TypeError: nope (line 1, col 1)".into())),
            r("built-ins/Array/c.js", Outcome::Fail("TypeError: nope (line 9, col 1)".into())),
            r("language/x/d.js", Outcome::Skip("feature Atomics: no".into())),
        ];
        let s = Summary::new(&results, 2);
        assert_eq!(s.total, Counts { pass: 1, fail: 2, skip: 1 });
        assert_eq!(s.dirs["built-ins/Array"], Counts { pass: 1, fail: 2, skip: 0 });
        assert_eq!(s.causes, [("TypeError: nope".to_string(), 2, "built-ins/Array/b.js".to_string())]);
        assert!((s.total.rate() - 100.0 / 3.0).abs() < 1e-9);
        let j = s.json(&results);
        assert_eq!(j["failures"].as_array().map(Vec::len), Some(2));
        assert_eq!(j["directories"]["language/x"]["skip"], 1);
    }
}
