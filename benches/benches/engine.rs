//! Criterion benches: source to result for the shared benchmark programs, with QuickJS run on
//! the same programs in the same process when built with `--features quickjs`.
//!
//! `cargo bench -p codemode-benches --features quickjs -- engine` prints both; report the ratios.

use std::hint::black_box;

use codemode::Runtime;
use codemode_benches::{program, run};
use criterion::{Criterion, criterion_group, criterion_main};

fn engine(c: &mut Criterion) {
    let runtime = Runtime::builder().build().expect("runtime");
    let mut g = c.benchmark_group("execute");
    g.sample_size(20);
    for (name, file) in [
        ("trivial", "z-trivial.js"),
        ("fib25", "a-fib25.js"),
        ("loop-sum-1e6", "b-loop-sum-1e6.js"),
        ("objects-1e5", "c-objects-1e5.js"),
        ("string-concat-1e5", "d-string-concat-1e5.js"),
        ("sort-1e5", "e-sort-1e5.js"),
    ] {
        let code = program(file);
        let r = run(&runtime, &code);
        assert!(r.is_ok(), "{file}: {:?}", r.error());
        g.bench_function(format!("codemode/{name}"), |b| b.iter(|| black_box(run(&runtime, &code))));
        #[cfg(feature = "quickjs")]
        quickjs::bench(&mut g, name, &code);
    }
    g.finish();
    // Our own programs (`programs/suite/`), one kind of work each; `--bench ratios` prints the
    // same programs as one table of ratios.
    let mut g = c.benchmark_group("suite");
    g.sample_size(10);
    for (name, code) in codemode_benches::suite() {
        let name = name.trim_end_matches(".js").to_string();
        let r = run(&runtime, &code);
        assert!(r.is_ok(), "{name}: {:?}", r.error());
        g.bench_function(format!("codemode/{name}"), |b| b.iter(|| black_box(run(&runtime, &code))));
        #[cfg(feature = "quickjs")]
        quickjs::bench(&mut g, &name, &code);
    }
    g.finish();
}

#[cfg(feature = "quickjs")]
mod quickjs {
    use std::hint::black_box;

    use criterion::BenchmarkGroup;
    use criterion::measurement::WallTime;

    pub fn bench(g: &mut BenchmarkGroup<'_, WallTime>, name: &str, code: &str) {
        let script = codemode_benches::wrap(code);
        let rt = rquickjs::Runtime::new().expect("quickjs runtime");
        g.bench_function(format!("quickjs/{name}"), |b| {
            b.iter(|| {
                let ctx = rquickjs::Context::full(&rt).expect("context");
                ctx.with(|ctx| {
                    let v: rquickjs::Value<'_> = ctx.eval(script.as_str()).expect("eval");
                    black_box(v.type_of());
                });
            });
        });
    }
}

/// Suspend/resume figures on `tool-program-20.js` with a durable `orders.lookup`: every call
/// suspends the run; each resume restores it from bytes and runs to the next call.
fn snapshot(c: &mut Criterion) {
    use codemode::{CallOutcome, Durable, ExecuteOptions, Outcome, Snapshot, Tool};
    use serde_json::json;

    let durable = Durable::new(
        |input: serde_json::Value, _ctx| async move { Ok(input) },
        |_h: serde_json::Value, _ctx| futures::future::pending(),
    );
    let lookup = Tool::durable("Look up an order", durable).output_schema(json!({}));
    let runtime = Runtime::builder().tool("orders.lookup", lookup).build().expect("runtime");
    let code = program("tool-program-20.js");
    let first = |embed: bool| {
        let opts =
            ExecuteOptions { auto_suspend: true, embed_code: embed, run_id: Some("b".into()), ..Default::default() };
        match futures::executor::block_on(runtime.execute_with(&code, opts).result()) {
            Outcome::Suspended(s) => s,
            Outcome::Finished(r) => panic!("did not suspend: {r:?}"),
        }
    };
    let s0 = first(false);
    let bytes0 = s0.state.to_bytes(None).expect("bytes");
    println!("snapshot at the first pause: {} bytes ({} of VM state, code by hash)", bytes0.len(), s0.state.vm.len());
    let embedded = first(true).state.to_bytes(None).expect("bytes");
    println!("snapshot at the first pause with the code embedded: {} bytes", embedded.len());
    // Walk the whole run through 20 resumes, recording the size at the last pause.
    let mut state = s0.state.clone();
    let mut last = 0;
    let mut last_state = None;
    loop {
        let key = state.pending[0].key.clone();
        let id = state.pending[0].args["id"].clone();
        let outcome = CallOutcome::ok(json!({ "id": id, "status": "open" }));
        match futures::executor::block_on(runtime.resume_auto(state, [(key, outcome)]).result()) {
            Outcome::Suspended(s) => {
                last = s.state.to_bytes(None).expect("bytes").len();
                last_state = Some(s.state.clone());
                state = s.state;
            }
            Outcome::Finished(r) => {
                assert!(r.is_ok(), "{r:?}");
                break;
            }
        }
    }
    println!("snapshot at the last pause: {last} bytes");
    let mut g = c.benchmark_group("snapshot");
    g.bench_function("first-pause", |b| b.iter(|| black_box(first(false))));
    g.bench_function("encode", |b| b.iter(|| black_box(s0.state.to_bytes(None).expect("bytes"))));
    g.bench_function("decode", |b| b.iter(|| black_box(Snapshot::from_bytes(&bytes0, None).expect("decode"))));
    // The larger snapshot of the last pause (19 calls settled): how encode and decode scale.
    if let Some(last_state) = &last_state {
        let bytes = last_state.to_bytes(None).expect("bytes");
        g.bench_function("encode-last-pause", |b| b.iter(|| black_box(last_state.to_bytes(None).expect("bytes"))));
        g.bench_function("decode-last-pause", |b| {
            b.iter(|| black_box(Snapshot::from_bytes(&bytes, None).expect("decode")));
        });
    }
    g.bench_function("resume-to-next-pause", |b| {
        b.iter(|| {
            let state = Snapshot::from_bytes(&bytes0, None).expect("decode");
            let key = state.pending[0].key.clone();
            // As a host settles its one call: a pair, not a map.
            let outcome = CallOutcome::ok(json!({ "id": "order_0", "status": "open" }));
            black_box(futures::executor::block_on(runtime.resume_auto(state, [(key, outcome)]).result()))
        })
    });
    g.finish();
}

/// Bytes per live object: the VM state of a program holding N small records, against the JSON
/// size of the same data.
fn density(c: &mut Criterion) {
    let _ = c;
    use codemode::{Durable, ExecuteOptions, Outcome, Tool};
    use serde_json::json;
    let durable = Durable::new(
        |i: serde_json::Value, _ctx| async move { Ok(i) },
        |_h: serde_json::Value, _ctx| futures::future::pending(),
    );
    let wait = Tool::durable("wait", durable).output_schema(json!({}));
    let runtime = Runtime::builder().tool("wait", wait).build().expect("runtime");
    for n in [100, 1000, 10000] {
        let code = format!(
            "const rows = []\nfor (let i = 0; i < {n}; i++) rows.push({{ id: 'r' + i, n: i, ok: i % 2 === 0 }})\n\
             await tools.wait({{}})\nreturn rows.length"
        );
        let opts = ExecuteOptions { auto_suspend: true, embed_code: false, ..Default::default() };
        let Outcome::Suspended(s) = futures::executor::block_on(runtime.execute_with(&code, opts).result()) else {
            panic!("did not suspend")
        };
        let rows: Vec<serde_json::Value> =
            (0..n).map(|i| json!({ "id": format!("r{i}"), "n": i, "ok": i % 2 == 0 })).collect();
        let json_len = serde_json::to_string(&rows).expect("json").len();
        println!(
            "{n} records: VM state {} bytes, JSON {json_len} bytes, ratio {:.2}",
            s.state.vm.len(),
            s.state.vm.len() as f64 / json_len as f64
        );
    }
}

/// The Rust side of the language packages' overhead figures: `z-trivial.js`, and
/// `tool-program-20.js` with a plain (not durable) `orders.lookup` host function. The Python and
/// Node packages time the same two programs with the same tool (`bindings/*/bench/`); the
/// difference is what each binding adds per run and per call.
fn host_call(c: &mut Criterion) {
    use codemode::Tool;
    use serde_json::json;
    let lookup = Tool::new("Look up an order", |input: serde_json::Value, _ctx| async move {
        Ok(json!({ "id": input["id"], "status": "open" }))
    })
    .output_schema(json!({ "type": "object" }));
    let runtime = Runtime::builder().tool("orders.lookup", lookup).build().expect("runtime");
    let mut g = c.benchmark_group("host_call");
    for (name, file) in [("trivial", "z-trivial.js"), ("tool-program-20", "tool-program-20.js")] {
        let code = program(file);
        let r = run(&runtime, &code);
        assert!(r.is_ok(), "{file}: {:?}", r.error());
        g.bench_function(format!("rust/{name}"), |b| b.iter(|| black_box(run(&runtime, &code))));
    }
    g.finish();
}

criterion_group!(benches, engine, snapshot, density, host_call);
criterion_main!(benches);
