//! Collections, arrays and friends: behaviour the conformance corpus cannot show (snapshots in the
//! middle of a run, hole compaction with live iterators, large inputs), and timings of the
//! array benchmarks (`cargo test --release -p codemode-vm --test collections -- --ignored --nocapture`).

mod common;

use serde_json::json;

fn run_with_snapshots(src: &str, every: u64) -> serde_json::Value {
    common::run_with_snapshots(src, every, 100_000)
}

#[test]
fn map_keys_survive_snapshots() {
    let simple = r#"
        const m = new Map()
        const keys = [1n, 22n, 333n, 4444n]
        for (let i = 0; i < 40; i++) m.set("k" + i, i)
        for (const k of keys) m.set(k, k)
        const o = {}
        m.set(o, "obj")
        let sum = 0
        for (let i = 0; i < 40; i++) sum += m.get("k" + i)
        return [sum, m.get(o), m.has(333n), m.has(334n), m.size, typeof m.get(4444n)]
    "#;
    let want = json!([780, "obj", true, false, 45, "bigint"]);
    assert_eq!(common::run(simple).expect("runs"), want);
    assert_eq!(run_with_snapshots(simple, 97), want);
}

#[test]
fn map_iterators_survive_compaction() {
    let src = r#"
        const m = new Map()
        for (let i = 0; i < 5000; i++) m.set(i, i)
        const a = m.keys()
        for (let i = 0; i < 10; i++) a.next()
        const b = m.entries()
        for (let i = 0; i < 4990; i++) m.delete(i)
        m.set("late", 1)
        const restA = [...a]
        const restB = [...b].map((e) => e[0])
        const s = new Set()
        for (let i = 0; i < 3000; i++) { s.add(i); s.delete(i) }
        s.add("x")
        return [restA, restB.length, restB[0], m.size, [...s]]
    "#;
    let r = common::run(src).expect("runs");
    assert_eq!(r, json!([[4990, 4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, "late"], 11, 4990, 11, ["x"]]));
}

#[test]
fn sort_large_inputs() {
    let src = r#"
        const xs = []
        let seed = 7
        for (let i = 0; i < 5000; i++) { seed = (seed * 48271) % 2147483647; xs.push(seed % 1000) }
        const a = xs.slice().sort((x, y) => x - y)
        const b = xs.slice().sort()
        let okA = true
        for (let i = 1; i < a.length; i++) if (a[i - 1] > a[i]) okA = false
        let okB = true
        for (let i = 1; i < b.length; i++) if (String(b[i - 1]) > String(b[i])) okB = false
        const objs = xs.map((v, i) => ({ v, i })).sort((p, q) => p.v - q.v)
        let stable = true
        for (let i = 1; i < objs.length; i++) if (objs[i - 1].v === objs[i].v && objs[i - 1].i > objs[i].i) stable = false
        return [okA, okB, stable, a.length, b.length]
    "#;
    assert_eq!(common::run(src).expect("runs"), json!([true, true, true, 5000, 5000]));
}

fn time(label: &str, src: &str) {
    if let Ok(only) = std::env::var("BENCH_ONLY")
        && !label.contains(&only)
    {
        return;
    }
    let start = std::time::Instant::now();
    let r = common::run(src);
    println!("{label}: {:?} -> {:?}", start.elapsed(), r.map(|v| v.to_string()));
}

#[test]
#[ignore = "timing; run with --release --ignored"]
fn bench_arrays() {
    time(
        "objects-1e5 (no JSON)",
        r#"
        const arr = []
        for (let i = 0; i < 100000; i++) arr.push({ id: i, name: "item" + i, v: i % 7 })
        const mapped = arr.map((o) => ({ id: o.id, name: o.name, w: o.v * 2 }))
        const filtered = mapped.filter((o) => o.w > 6)
        const total = filtered.reduce((acc, o) => acc + o.w, 0)
        return { count: filtered.length, total }
    "#,
    );
    time("fib25", "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } return fib(25)");
    time(
        "calls-1.7e6",
        "const f = (a, b) => a - b; let s = 0; for (let i = 0; i < 1700000; i++) s += f(i, 1) > 0 ? 1 : 0; return s",
    );
    let objs = r#"
        const arr = []
        for (let i = 0; i < 100000; i++) arr.push({ id: i, name: "item" + i, v: i % 7 })
    "#;
    time("objects build", &format!("{objs} return arr.length"));
    time(
        "objects build+map",
        &format!("{objs} return arr.map((o) => ({{ id: o.id, name: o.name, w: o.v * 2 }})).length"),
    );
    time(
        "objects build+forloop map",
        &format!(
            "{objs} const out = []; for (let i = 0; i < arr.length; i++) {{ const o = arr[i]; out.push({{ id: o.id, name: o.name, w: o.v * 2 }}) }} return out.length"
        ),
    );
    time("objects build+filter", &format!("{objs} return arr.filter((o) => o.v > 3).length"));
    time("objects build+reduce", &format!("{objs} return arr.reduce((a, o) => a + o.v, 0)"));
    let build = r#"
        const xs = []
        let seed = 12345
        for (let i = 0; i < 100000; i++) { seed = (seed * 48271) % 2147483647; xs.push(seed) }
    "#;
    time("sort-baseline-1e5", &format!("{build} return [xs[0], xs[50000], xs[99999]]"));
    time("sort-1e5 comparator", &format!("{build} xs.sort((a, b) => a - b); return [xs[0], xs[50000], xs[99999]]"));
    time("sort-1e5 default x5", &format!("{build} for (let r = 0; r < 5; r++) xs.slice().sort(); return 0"));
    time("slice x5", &format!("{build} for (let r = 0; r < 5; r++) xs.slice(); return 0"));
    time("sort-1e5 default", &format!("{build} xs.sort(); return [xs[0], xs[50000], xs[99999]]"));
    time(
        "map-set-1e5",
        r#"
        const m = new Map()
        for (let i = 0; i < 100000; i++) m.set("k" + i, i)
        let s = 0
        for (const [k, v] of m) s += v
        const set = new Set()
        for (let i = 0; i < 100000; i++) set.add(i % 1000)
        return [s, set.size]
    "#,
    );
}

/// Runs test262 tests from an extracted copy (`T262_DIR`, containing `harness/` and `test/`) whose
/// path contains `T262_FILTER`; prints failures and a summary. A development aid, not a gate.
#[test]
#[ignore = "needs an extracted test262 checkout"]
fn test262_subset() {
    let Ok(dir) = std::env::var("T262_DIR") else {
        return;
    };
    let filter = std::env::var("T262_FILTER").unwrap_or_default();
    let root = std::path::Path::new(&dir);
    let harness = |name: &str| std::fs::read_to_string(root.join("harness").join(name)).unwrap_or_default();
    // Stand-ins for globals other areas provide, so the harness runs on a partial VM.
    let stubs = r#"
var Math = typeof globalThis.Math === "object" ? globalThis.Math : {
  floor(x) { const t = x - (x % 1); return t > x ? t - 1 : t }, ceil(x) { const t = x - (x % 1); return t < x ? t + 1 : t },
  trunc(x) { return x - (x % 1) }, abs(x) { return x < 0 ? -x : x }, max(a, b) { return a > b ? a : b },
  min(a, b) { return a < b ? a : b }, pow(a, b) { let r = 1; for (let i = 0; i < b; i++) r *= a; return r }, random() { return 0.5 },
};
var JSON = typeof globalThis.JSON === "object" ? globalThis.JSON : { stringify(v) { return String(v) } };
"#;
    let base = format!("{stubs}\n{}\n{}\n", harness("assert.js"), harness("sta.js"));
    let mut files = Vec::new();
    let mut stack = vec![root.join("test")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "js")
                && p.to_string_lossy().contains(&filter)
                && !p.to_string_lossy().contains("_FIXTURE")
            {
                files.push(p);
            }
        }
    }
    files.sort();
    let skip_features = [
        "Proxy",
        "TypedArray",
        "ArrayBuffer",
        "SharedArrayBuffer",
        "Atomics",
        "cross-realm",
        "resizable-arraybuffer",
        "Temporal",
        "IsHTMLDDA",
        "tail-call-optimization",
        "Reflect.construct",
        "FinalizationRegistry",
        "WeakRef",
        "host-gc-required",
        "arraybuffer-transfer",
        "Float16Array",
        "uint8array-base64",
        "iterator-sequencing",
        "joint-iteration",
        "upsert",
        "immutable-arraybuffer",
        "Iterator.prototype.join",
        "explicit-resource-management",
        "iterator-chunking",
        "iterator-includes",
    ];
    let (mut pass, mut fail, mut skipped) = (0, 0, 0);
    for p in files {
        let text = std::fs::read_to_string(&p).unwrap_or_default();
        let meta = match (text.find("/*---"), text.find("---*/")) {
            (Some(a), Some(b)) if b > a => &text[a..b],
            _ => "",
        };
        let list = |key: &str| -> Vec<String> {
            let Some(i) = meta.find(&format!("{key}:")) else {
                return Vec::new();
            };
            let rest = &meta[i + key.len() + 1..];
            let line_end = rest.find('\n').unwrap_or(rest.len());
            let line = rest[..line_end].trim();
            if line.starts_with('[') {
                line.trim_matches(|c| c == '[' || c == ']')
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            } else {
                rest.lines()
                    .skip(1)
                    .take_while(|l| l.trim_start().starts_with('-'))
                    .map(|l| l.trim_start().trim_start_matches('-').trim().to_string())
                    .collect()
            }
        };
        let flags = list("flags");
        let features = list("features");
        if flags.iter().any(|f| f == "module" || f == "noStrict" || f == "raw" || f == "CanBlockIsTrue")
            || features.iter().any(|f| skip_features.contains(&f.as_str()))
        {
            skipped += 1;
            continue;
        }
        let negative = meta.contains("negative:");
        let is_async = flags.iter().any(|f| f == "async");
        let mut src = base.clone();
        for inc in list("includes") {
            src.push_str(&harness(&inc));
            src.push('\n');
        }
        if is_async {
            src.push_str("let __done; const __p = new Promise((r) => { __done = r }); function $DONE(e) { __done(e) }\nglobalThis.$DONE = $DONE\n");
        }
        src.push_str(&text);
        if is_async {
            src.push_str("\n;{ const __e = await __p; if (__e) throw __e }\nreturn 'ok'\n");
        }
        let ran = common::run_full(&src);
        let ok = match (&ran.result, negative) {
            (Ok(_), false) => true,
            (Err((k, _)), true) => k == "ExecutionFailure",
            _ => false,
        };
        if ok {
            pass += 1;
        } else {
            fail += 1;
            let rel = p.strip_prefix(root).unwrap_or(&p).to_string_lossy().to_string();
            let why = match &ran.result {
                Ok(_) => "expected an error".to_string(),
                Err((k, m)) => format!("{k}: {}", m.chars().take(160).collect::<String>()),
            };
            println!("FAIL {rel}: {why}");
        }
    }
    println!("{pass} passed, {fail} failed, {skipped} skipped");
}
