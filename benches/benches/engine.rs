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
}

#[cfg(feature = "quickjs")]
mod quickjs {
    use std::hint::black_box;

    use criterion::BenchmarkGroup;
    use criterion::measurement::WallTime;

    /// Wraps a code-mode program (a function body with `return`) as a QuickJS script.
    fn wrap(code: &str) -> String {
        let body = code.trim();
        let body = if body.contains("return") { body.to_string() } else { format!("return ({body})") };
        format!("(function() {{ {body} }})()")
    }

    pub fn bench(g: &mut BenchmarkGroup<'_, WallTime>, name: &str, code: &str) {
        let script = wrap(code);
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

criterion_group!(benches, engine);
criterion_main!(benches);
